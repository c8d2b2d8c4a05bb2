/** Reading the tags Next writes, for the rewrites of cached pages (page-rewrites.ts). */

/** Where Next serves this build's static files from. */
export const STATIC_PREFIX = '/_next/static/';

const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g;

/** The attributes in a tag's source after its name (`rel="preload" async=""`), lower-cased names. */
export function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', value = ''] of source.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), value);
  }
  return attributes;
}
