/**
 * @jest-environment node
 */
import { createVisitorLog, isDisconnect, maxLineLength, visitorText } from '@/lib/log-line';

describe('visitorText', () => {
  it('writes CR, LF, tabs, ANSI escapes and other control characters escaped', () => {
    expect(visitorText('a\r\nb\tc')).toBe('a\\r\\nb\\tc');
    expect(visitorText('\u001b[31mred\u001b[0m')).toBe('\\x1b[31mred\\x1b[0m');
    expect(visitorText('\u0000\u007f\u0085\u2028')).toBe('\\x00\\x7f\\x85\\u2028');
  });

  it('leaves ordinary text, other scripts and backslashes as they are (escaping twice is once)', () => {
    expect(visitorText('Ärende: /sv/nyheter\\x')).toBe('Ärende: /sv/nyheter\\x');
    expect(visitorText(visitorText('a\nb'))).toBe('a\\nb');
  });

  it('cuts long text with an ellipsis', () => {
    const text = visitorText('x'.repeat(500), 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('visitorLine', () => {
  function harness(limit = 2, windowMs = 1000) {
    const lines: string[] = [];
    let time = 0;
    const log = createVisitorLog({
      limit,
      windowMs,
      write: (line) => lines.push(line),
      now: () => time,
    });
    return { lines, log, advance: (ms: number) => (time += ms) };
  }

  it('writes one escaped line, never a forged second one', () => {
    const { lines, log } = harness();
    log('csp', '[csp] blocked\n[contact] Kept 0000 in the outbox');
    expect(lines).toEqual(['[csp] blocked\\n[contact] Kept 0000 in the outbox']);
  });

  it('writes a line no longer than the maximum', () => {
    const { lines, log } = harness();
    log('csp', `[csp] ${'y'.repeat(5000)}`);
    expect(lines[0]?.length).toBe(maxLineLength);
  });

  it('writes at most `limit` lines of a key a window, then says how many it held back', () => {
    const { lines, log, advance } = harness(2, 1000);
    const written = Array.from({ length: 7 }, (_, n) => log('image', `miss ${n}`));
    expect(written).toEqual([true, true, false, false, false, false, false]);
    expect(log('other', 'another kind')).toBe(true);
    advance(1000);
    expect(log('image', 'miss 7')).toBe(true);
    expect(lines).toEqual(['miss 0', 'miss 1', 'another kind', 'miss 7 (+5 like it not logged)']);
    log('image', 'miss 8');
    expect(lines.at(-1)).toBe('miss 8');
  });
});

describe('isDisconnect', () => {
  it('knows the error of a visitor gone mid-request, and only that one', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isDisconnect(aborted)).toBe(true);
    expect(isDisconnect(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(
      false,
    );
    expect(isDisconnect(new Error('aborted'))).toBe(false);
    expect(isDisconnect('aborted')).toBe(false);
  });
});
