/** Types for content-security-policy.mjs (plain JavaScript: the cache handlers load it). */
export const contentfulApp: 'https://app.contentful.com';
export const cspReportPath: '/api/csp-report';
export const cspReportGroup: 'csp';
export function contentSecurityPolicy(options?: {
  development?: boolean;
  draft?: boolean;
  scriptHashes?: string[];
}): string;
export const noContentPolicy: string;
export function inlineScriptHashes(html: string): string[];
export function pagePolicy(html: string): string;
