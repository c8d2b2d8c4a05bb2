import {
  hardQueryLimit,
  isRefused,
  maxQueryLength,
  parseQuery,
  parseResultsPage,
  queryParts,
} from '@/lib/search/query';

const query = (raw: Parameters<typeof parseQuery>[0]) => {
  const parsed = parseQuery(raw);
  if (isRefused(parsed)) throw new Error(`refused: ${parsed.reason}`);
  return parsed.query;
};

describe('parseQuery', () => {
  it('gives an empty query for nothing, an empty value or spaces', () => {
    expect(query(undefined)).toBe('');
    expect(query('')).toBe('');
    expect(query('   \t\n ')).toBe('');
    expect(query([])).toBe('');
  });

  it('trims and collapses space', () => {
    expect(query('  month-end    close ')).toBe('month-end close');
  });

  it('takes the first of several values', () => {
    expect(query(['payroll', 'netsuite'])).toBe('payroll');
  });

  it('removes NUL, control and invisible format characters', () => {
    expect(query('pay\u0000roll')).toBe('pay roll');
    expect(query('\u0007lön\u001b[31m\u200b\u202e')).toBe('lön [31m');
    expect(query('a\u0085b')).toBe('a b');
  });

  it('keeps å, ä and ö as typed, composed', () => {
    expect(query('Årsredovisning LÖNER')).toBe('Årsredovisning LÖNER');
    expect(query('a\u030Ar')).toBe('år');
  });

  it('keeps markup as text: it is searched, never run (pages render it as text)', () => {
    expect(query('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it(`cuts a long query to ${maxQueryLength} characters, at a word`, () => {
    const long = 'payroll '.repeat(100);
    const cut = query(long);
    expect(cut.length).toBeLessThanOrEqual(maxQueryLength);
    expect(cut.endsWith('payroll')).toBe(true);
    expect(query('x'.repeat(500))).toHaveLength(maxQueryLength);
  });

  it('refuses a query over the hard limit with 414, without echoing it', () => {
    const parsed = parseQuery('<script>'.repeat(1300));
    expect(parsed).toEqual({ status: 414, reason: expect.any(String) });
    expect(JSON.stringify(parsed)).not.toContain('<script>');
    expect(isRefused(parseQuery('a'.repeat(hardQueryLimit)))).toBe(false);
    expect(isRefused(parseQuery(['a'.repeat(10_000)]))).toBe(true);
  });

  it('never throws, whatever it is given', () => {
    const odd = [null, 42, {}, [undefined], ['\u0000'], '\ud800', '%00'] as unknown[];
    for (const value of odd) expect(() => parseQuery(value as string)).not.toThrow();
  });
});

describe('queryParts', () => {
  it('splits quoted phrases from loose words', () => {
    expect(queryParts('"month-end close" netsuite')).toEqual({
      words: ['netsuite'],
      phrases: ['month-end close'],
    });
  });

  it('closes an unclosed quote at the end and drops empty quotes', () => {
    expect(queryParts('payroll "nordic close')).toEqual({
      words: ['payroll'],
      phrases: ['nordic close'],
    });
    expect(queryParts('"" lön')).toEqual({ words: ['lön'], phrases: [] });
  });
});

describe('parseResultsPage', () => {
  it('reads a whole page number from 1, and the first page for anything else', () => {
    expect(parseResultsPage('2')).toBe(2);
    expect(parseResultsPage(' 12 ')).toBe(12);
    expect(parseResultsPage(['3', '4'])).toBe(3);
    for (const raw of [
      undefined,
      '',
      '0',
      '-1',
      '2.5',
      'two',
      '1e3',
      '02',
      '100000',
      '9'.repeat(400),
    ]) {
      expect(parseResultsPage(raw)).toBe(1);
    }
    expect(parseResultsPage('1000')).toBe(1000);
  });
});
