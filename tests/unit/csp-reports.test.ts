/** @jest-environment node */
import { ReportLimiter, describeViolation, maxReportBytes, parseReports } from '@/lib/csp-reports';
import { readBodyWithDeadline } from '@/lib/read-limited';

const stream = (text: string) => new Blob([text]).stream();

describe('parseReports', () => {
  it('reads a report-uri report', () => {
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://www.solvik.example/about',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'script-sample': 'alert(1)',
      },
    });
    expect(parseReports('application/csp-report', body)).toEqual([
      {
        documentUrl: 'https://www.solvik.example/about',
        directive: 'script-src-elem',
        blocked: 'inline',
        sample: 'alert(1)',
      },
    ]);
  });

  it('reads the CSP reports of a Reporting API batch and skips the others', () => {
    const body = JSON.stringify([
      { type: 'deprecation', body: { id: 'x' } },
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://www.solvik.example/',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'https://evil.example/x.js',
        },
      },
    ]);
    expect(parseReports('application/reports+json', body)).toEqual([
      {
        documentUrl: 'https://www.solvik.example/',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        sample: undefined,
      },
    ]);
  });

  it('finds nothing in what is not a report, and clips what it logs', () => {
    expect(parseReports('application/csp-report', 'not json')).toEqual([]);
    expect(parseReports('application/reports+json', '{"a":1}')).toEqual([]);
    const long = parseReports(
      'application/csp-report',
      JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(5000) } }),
    );
    expect(long[0]?.documentUrl).toHaveLength(200);
    const [first] = long;
    expect(first && describeViolation(first)).toMatch(
      /^\[csp\] unknown directive blocked inline on x+$/,
    );
  });
});

describe('ReportLimiter', () => {
  it('takes a few reports per address and a bounded number in all, per window', () => {
    const limiter = new ReportLimiter(2, 3, 1000);
    expect([1, 2, 3].map(() => limiter.allow('a', 0))).toEqual([true, true, false]);
    expect(limiter.allow('b', 10)).toBe(true);
    expect(limiter.allow('c', 20)).toBe(false);
    expect(limiter.allow('a', 1000)).toBe(true);
  });
});

describe('the body', () => {
  it('reads a body up to the cap', async () => {
    const read = (text: string) =>
      readBodyWithDeadline(stream(text), { limit: maxReportBytes, deadlineMs: 5000 });
    expect((await read('{}')).toString()).toBe('{}');
    expect(await read('x'.repeat(17 * 1024))).toBe('too large');
  });
});
