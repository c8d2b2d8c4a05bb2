/**
 * Two kinds of request that `next start` answers before any of our code runs, proxy.ts
 * included, and so without our headers: a request-target that is no path (`OPTIONS *`,
 * `GET *`), which Next answers 500 with a stack trace in the log, and a path with a doubled
 * slash or a backslash (`//services`), which Next redirects to its clean form. These are
 * answered instead by the request gate (server.ts), which lets every other request
 * through untouched.
 */
export type TargetAnswer = { status: 400; body: string } | { status: 308; location: string };

/** The answer to a request-target Next cannot take as it is, or undefined for every other. */
export function malformedTargetAnswer(target: string): TargetAnswer | undefined {
  if (!target.startsWith('/')) {
    // The absolute form (`GET http://host/path`) is HTTP's own, and Next reads it.
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(target)) return undefined;
    return { status: 400, body: 'Bad request: the request-target must be a path.\n' };
  }
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (!/\\|\/\//.test(path)) return undefined;
  // Next's own clean form, and in the same step without the trailing slash proxy.ts removes.
  const clean = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  const location = (clean.length > 1 ? clean.replace(/\/$/, '') : clean) || '/';
  return { status: 308, location: location + (query === -1 ? '' : target.slice(query)) };
}
