import { clientAddress } from '@/lib/client-address';
import {
  ReportLimiter,
  describeViolation,
  maxReportBytes,
  parseReports,
  reportDeadlineMs,
} from '@/lib/csp-reports';
import { visitorLine } from '@/lib/log-line';
import { declaresMoreThan, readBodyWithDeadline } from '@/lib/read-limited';

const limiter = new ReportLimiter();
const reportTypes = /^application\/(csp-report|reports\+json)\b/i;

const answer = (status: number, error?: string) =>
  error ? Response.json({ error }, { status }) : new Response(null, { status });

const tooLarge = () => answer(413, `Body larger than ${maxReportBytes} bytes.`);

/** Browsers' reports of what the Content-Security-Policy blocked (lib/csp-reports.ts). */
export async function POST(request: Request) {
  const contentType = request.headers.get('content-type') ?? '';
  if (!reportTypes.test(contentType)) {
    return answer(415, 'Expected application/csp-report or application/reports+json.');
  }
  if (declaresMoreThan(request.headers.get('content-length'), maxReportBytes)) return tooLarge();
  if (!limiter.allow(clientAddress(request.headers))) {
    return answer(429, 'Too many reports; try again in a minute.');
  }
  const body = await readBodyWithDeadline(request.body, {
    limit: maxReportBytes,
    deadlineMs: reportDeadlineMs,
  });
  if (body === 'too large') return tooLarge();
  if (body === 'too slow') {
    return answer(408, `The report did not arrive within ${reportDeadlineMs / 1000} s.`);
  }
  if (body === 'cut off') return answer(400, 'The report was cut off.');
  for (const violation of parseReports(contentType, body.toString('utf8'))) {
    visitorLine('csp', describeViolation(violation));
  }
  return answer(204);
}

function methodNotAllowed() {
  return Response.json(
    { error: 'Method not allowed: browsers send reports with POST.' },
    { status: 405, headers: { Allow: 'POST' } },
  );
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE };
