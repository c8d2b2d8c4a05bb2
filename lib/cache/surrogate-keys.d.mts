/** Types for surrogate-keys.mjs (plain JavaScript: the cache handlers load it unbundled). */
export const siteKey: 'site';
export const newsIndexTag: 'news:index';
export function surrogateKeys(tags: string | undefined | null, status?: number): string[];
export function withSurrogateKeys<Value>(value: Value): Value;
