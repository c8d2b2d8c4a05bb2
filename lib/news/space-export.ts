/**
 * Reads a Contentful space export (the format of `contentful-export` / `contentful-import`)
 * and resolves its links the way the delivery API does, so the demo source feeds the same
 * reshape step as Contentful itself.
 */
import type { RawSys } from './raw-types';

type Localized = Record<string, Record<string, unknown> | undefined>;

export type ExportEntry = {
  sys: RawSys & { publishedVersion?: number; contentType?: { sys: { id: string } } };
  fields: Localized;
};

export type SpaceExport = {
  contentTypes: { sys: { id: string }; name: string; fields: { id: string }[] }[];
  entries: ExportEntry[];
  assets: ExportEntry[];
  locales: { code: string; default: boolean }[];
};

type Resolved = { sys: RawSys; fields: Record<string, unknown> };

const isLink = (value: unknown): value is { sys: { type: 'Link'; linkType: string; id: string } } =>
  typeof value === 'object' &&
  value !== null &&
  'sys' in value &&
  (value as { sys: { type?: string } }).sys.type === 'Link';

export function defaultLocale(data: SpaceExport): string {
  return data.locales.find((locale) => locale.default)?.code ?? 'en-US';
}

function delocalize(entry: ExportEntry, locale: string, type: 'Entry' | 'Asset'): Resolved {
  const fields: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(entry.fields)) {
    const value = values?.[locale];
    if (value !== undefined) fields[name] = value;
  }
  return { sys: { ...entry.sys, type }, fields };
}

/**
 * Published entries of one content type, with links resolved `include` levels deep.
 * Links to unpublished or missing targets stay links, as in the delivery API.
 */
export function publishedEntries(
  data: SpaceExport,
  contentType: string,
  include: number,
): Resolved[] {
  const locale = defaultLocale(data);
  const published = (entry: ExportEntry) => entry.sys.publishedVersion !== undefined;
  const byId = new Map<string, Resolved>();
  for (const entry of data.entries.filter(published))
    byId.set(`Entry:${entry.sys.id}`, delocalize(entry, locale, 'Entry'));
  for (const asset of data.assets.filter(published))
    byId.set(`Asset:${asset.sys.id}`, delocalize(asset, locale, 'Asset'));

  const resolve = (value: unknown, depth: number): unknown => {
    if (isLink(value)) {
      const target = byId.get(`${value.sys.linkType}:${value.sys.id}`);
      if (!target || depth <= 0) return value;
      return { sys: target.sys, fields: resolveFields(target.fields, depth - 1) };
    }
    if (Array.isArray(value)) return value.map((item) => resolve(item, depth));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, resolve(item, depth)]),
      );
    }
    return value;
  };
  const resolveFields = (fields: Record<string, unknown>, depth: number) =>
    resolve(fields, depth) as Record<string, unknown>;

  return [...byId.values()]
    .filter((entry) => entry.sys.type === 'Entry' && entry.sys.contentType?.sys.id === contentType)
    .map((entry) => ({ sys: entry.sys, fields: resolveFields(entry.fields, include) }));
}
