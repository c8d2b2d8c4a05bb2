/**
 * Log lines a visitor can cause: a bad request, a refused report, an address that is not there.
 * Whatever a visitor sent is written escaped (no CR, LF, ANSI escape or other control character
 * reaches the log as itself, so no line can be forged or recoloured), short, and at most a few
 * times a minute for each kind of line (so a flood of requests is not a flood of lines).
 * Plain enough for Node to run as it is (server.ts uses it before Next is loaded).
 *
 *   visitorLine('csp', `[csp] ${visitorText(report.blockedUri)} blocked`)
 */

/** The longest line `visitorLine` writes, and the default length of one `visitorText` field. */
export const maxLineLength = 300;
const defaultFieldLength = 120;

/**
 * `value` as text that is safe inside one log line: control characters (C0, DEL, C1, which
 * include CR, LF and the ESC that starts an ANSI sequence) and the line and paragraph separators
 * written as `\n`, `\r`, `\t` or `\xNN`/`\uNNNN`, and cut to `max` characters with an ellipsis.
 * A backslash stays as it is, so escaping twice changes nothing.
 */
export function visitorText(value: unknown, max = defaultFieldLength): string {
  const text = typeof value === 'string' ? value : String(value);
  const escaped = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, escapeCharacter);
  return escaped.length > max ? `${escaped.slice(0, Math.max(0, max - 1))}…` : escaped;
}

function escapeCharacter(character: string): string {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
  const code = character.charCodeAt(0);
  return (
    named[character] ??
    (code > 0xff
      ? `\\u${code.toString(16).padStart(4, '0')}`
      : `\\x${code.toString(16).padStart(2, '0')}`)
  );
}

export type VisitorLogOptions = {
  /** Lines of one key written in one window; the rest are counted, not written. Default 10. */
  limit?: number;
  /** The window, in milliseconds. Default one minute. */
  windowMs?: number;
  /** Where a line goes. Default console.warn. */
  write?: (line: string) => void;
  /** The clock, for tests. */
  now?: () => number;
};

/** Keys kept at most; past that the oldest windows are forgotten (keys are ours, so few). */
const maxKeys = 1000;

/**
 * A `visitorLine` with its own counts (tests make their own; the app shares the default one).
 * `key` names the kind of line and is ours, never a visitor's (`'csp'`, `'image 404'`);
 * `line` is escaped and cut as a whole, so a field left unescaped still cannot break the line.
 * Returns whether the line was written. The first line written after some were held back ends
 * with how many were: `(+37 like it not logged)`.
 */
export function createVisitorLog({
  limit = 10,
  windowMs = 60_000,
  write = (line: string) => console.warn(line),
  now = Date.now,
}: VisitorLogOptions = {}) {
  const windows = new Map<string, { start: number; written: number; held: number }>();
  return function visitorLine(key: string, line: string): boolean {
    const time = now();
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      const held = window?.held ?? 0;
      windows.delete(key);
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      window = { start: time, written: 0, held };
      windows.set(key, window);
    }
    if (window.written >= limit) {
      window.held += 1;
      return false;
    }
    window.written += 1;
    const held = window.held > 0 ? ` (+${window.held} like it not logged)` : '';
    window.held = 0;
    write(visitorText(line, maxLineLength - held.length) + held);
    return true;
  };
}

/** The app's one shared `visitorLine`: ten lines a minute for each key, to console.warn. */
export const visitorLine = createVisitorLog();

/**
 * Whether `value` is the error Node raises when a visitor goes away mid-request (`aborted`,
 * ECONNRESET): nothing went wrong here, and nobody is left to answer.
 */
export function isDisconnect(value: unknown): boolean {
  return (
    value instanceof Error &&
    value.message === 'aborted' &&
    (value as NodeJS.ErrnoException).code === 'ECONNRESET'
  );
}
