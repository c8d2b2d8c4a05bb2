/**
 * Content-Security-Policy violation reports, as browsers send them to app/api/csp-report:
 * `application/csp-report` (the policy's report-uri) or `application/reports+json` (its
 * report-to, the Reporting API). Read with a size cap and a deadline, rate-limited per address
 * and in all, and logged one escaped line each, ten a minute at most (lib/log-line.ts): enough
 * to see a page whose policy breaks it, never a way to fill a disk, flood the log or forge a
 * line in it.
 */
import { visitorText } from './log-line.ts';

/** Larger than any real report (a Reporting API batch holds a few). */
export const maxReportBytes = 16 * 1024;

export type Violation = {
  documentUrl: string;
  directive: string;
  blocked: string;
  sample?: string;
};

const clip = (value: unknown, length = 200) =>
  typeof value === 'string' ? value.slice(0, length) : '';

/** The violations in a report body of either format; empty when it holds none. */
export function parseReports(contentType: string, body: string): Violation[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [];
  }
  const bodies: Record<string, unknown>[] = [];
  if (/^application\/csp-report\b/i.test(contentType)) {
    const report = (json as { 'csp-report'?: unknown } | null)?.['csp-report'];
    if (report && typeof report === 'object') bodies.push(report as Record<string, unknown>);
    return bodies.map((report) => ({
      documentUrl: clip(report['document-uri']),
      directive: clip(report['effective-directive'] ?? report['violated-directive'], 80),
      blocked: clip(report['blocked-uri']),
      sample: clip(report['script-sample']) || undefined,
    }));
  }
  if (!Array.isArray(json)) return [];
  for (const item of json.slice(0, 20)) {
    const report = item as { type?: unknown; body?: unknown } | null;
    if (report?.type === 'csp-violation' && report.body && typeof report.body === 'object') {
      bodies.push(report.body as Record<string, unknown>);
    }
  }
  return bodies.map((report) => ({
    documentUrl: clip(report.documentURL),
    directive: clip(report.effectiveDirective, 80),
    blocked: clip(report.blockedURL),
    sample: clip(report.sample) || undefined,
  }));
}

/**
 * A fixed-window limit: `perAddress` reports per address and `overall` in all per window.
 * Addresses are forgotten with their window, so the map stays as small as one window's senders.
 */
export class ReportLimiter {
  private windowStart = 0;
  private total = 0;
  private readonly counts = new Map<string, number>();

  private readonly perAddress: number;
  private readonly overall: number;
  private readonly windowMs: number;

  constructor(perAddress = 10, overall = 200, windowMs = 60_000) {
    this.perAddress = perAddress;
    this.overall = overall;
    this.windowMs = windowMs;
  }

  allow(address: string, now = Date.now()): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.total = 0;
      this.counts.clear();
    }
    const count = this.counts.get(address) ?? 0;
    if (count >= this.perAddress || this.total >= this.overall) return false;
    this.counts.set(address, count + 1);
    this.total += 1;
    return true;
  }
}

/** The longest a report may take to arrive: a browser sends its few kilobytes at once. */
export const reportDeadlineMs = 5000;

/** One log line per violation; every field is the browser's (or anyone's), so escaped. */
export function describeViolation(violation: Violation): string {
  const field = (value: string, fallback: string) => (value ? visitorText(value, 200) : fallback);
  const sample = violation.sample ? ` sample="${visitorText(violation.sample)}"` : '';
  return `[csp] ${field(violation.directive, 'unknown directive')} blocked ${field(violation.blocked, 'inline')} on ${field(violation.documentUrl, 'an unknown page')}${sample}`;
}
