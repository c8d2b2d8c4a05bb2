/**
 * Reads a Contentful space export (the format of `contentful-export` / `contentful-import`)
 * and resolves its links the way the delivery API does, so the demo source feeds the same
 * reshape step as Contentful itself.
 *
 * Locales as the delivery API treats them: a field is the requested locale's value, else its
 * fallback locale's (and so on down the chain, `fallbackCode`); an entry is delivered in a
 * locale only when it is published in it (locale-based publishing: `sys.fieldStatus['*']`
 * says `draft` for a locale it is not published in; an entry without fieldStatus is published
 * in every locale, as under per-entry publishing). Unlike the delivery API, it says which
 * fields fell back (`sys.fallbacks`), as the Contentful source works out with a second look.
 */
import type { RawSys } from './raw-types';

type Localized = Record<string, Record<string, unknown> | undefined>;

/** Contentful's per-locale publishing state of an entry (`sys.fieldStatus['*']`). */
type FieldStatus = Record<string, Record<string, 'draft' | 'changed' | 'published'>>;

type ExportEntry = {
  sys: RawSys & {
    publishedVersion?: number;
    contentType?: { sys: { id: string } };
    fieldStatus?: FieldStatus;
  };
  fields: Localized;
};

type ExportLocale = { code: string; default: boolean; fallbackCode?: string | null };

export type SpaceExport = {
  contentTypes: {
    sys: { id: string };
    name: string;
    fields: { id: string; localized?: boolean }[];
  }[];
  entries: ExportEntry[];
  assets: ExportEntry[];
  locales: ExportLocale[];
};

type Resolved = { sys: RawSys; fields: Record<string, unknown> };

const isLink = (value: unknown): value is { sys: { type: 'Link'; linkType: string; id: string } } =>
  typeof value === 'object' &&
  value !== null &&
  'sys' in value &&
  (value as { sys: { type?: string } }).sys.type === 'Link';

function defaultLocale(data: SpaceExport): string {
  return data.locales.find((locale) => locale.default)?.code ?? 'en-US';
}

/**
 * The locales a field of `locale` is read from, in order: the locale, then its fallbacks.
 * An unknown locale throws, as the delivery API answers it with 400.
 */
function fallbackChain(data: SpaceExport, locale: string): string[] {
  const byCode = new Map(data.locales.map((item) => [item.code, item]));
  if (!byCode.has(locale)) throw new Error(`Unknown locale: ${locale}`);
  const chain: string[] = [];
  for (let code: string | null | undefined = locale; code && !chain.includes(code);) {
    chain.push(code);
    code = byCode.get(code)?.fallbackCode;
  }
  return chain;
}

/** True when the entry is published, and published in `locale` (locale-based publishing). */
function isPublishedIn(entry: ExportEntry, locale: string): boolean {
  if (entry.sys.publishedVersion === undefined) return false;
  const status = entry.sys.fieldStatus?.['*']?.[locale];
  return status === undefined || status !== 'draft';
}

function delocalize(
  entry: ExportEntry,
  chain: readonly string[],
  type: 'Entry' | 'Asset',
  localized: ReadonlySet<string>,
): Resolved {
  const fields: Record<string, unknown> = {};
  const fallbacks: Record<string, string> = {};
  for (const [name, values] of Object.entries(entry.fields)) {
    const code = chain.find((candidate) => values?.[candidate] !== undefined);
    if (code) fields[name] = values?.[code];
    if (code && code !== chain[0] && localized.has(name)) fallbacks[name] = code;
  }
  const sys: RawSys & { fieldStatus?: FieldStatus } = { ...entry.sys, type };
  delete sys.fieldStatus;
  if (Object.keys(fallbacks).length > 0) sys.fallbacks = fallbacks;
  return { sys, fields };
}

/**
 * Published entries of one content type in `locale` (default: the space's default locale),
 * with links resolved `include` levels deep. Links to unpublished or missing targets (or to
 * targets not published in the locale) stay links, as in the delivery API.
 */
export function publishedEntries(
  data: SpaceExport,
  contentType: string,
  include: number,
  locale: string = defaultLocale(data),
): Resolved[] {
  const chain = fallbackChain(data, locale);
  const published = (entry: ExportEntry) => isPublishedIn(entry, locale);
  const localizedOf = new Map(
    data.contentTypes.map((type) => [
      type.sys.id,
      new Set(type.fields.filter((field) => field.localized).map((field) => field.id)),
    ]),
  );
  const byId = new Map<string, Resolved>();
  for (const entry of data.entries.filter(published)) {
    const localized = localizedOf.get(entry.sys.contentType?.sys.id ?? '') ?? new Set<string>();
    byId.set(`Entry:${entry.sys.id}`, delocalize(entry, chain, 'Entry', localized));
  }
  // Every field of an asset is localized.
  for (const asset of data.assets.filter(published)) {
    const localized = new Set(Object.keys(asset.fields));
    byId.set(`Asset:${asset.sys.id}`, delocalize(asset, chain, 'Asset', localized));
  }

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
