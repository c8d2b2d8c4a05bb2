#!/usr/bin/env node
/**
 * A local fake of Contentful's Content Delivery API (and Preview API) for tests. It serves the
 * demo space export in CDA shape (`items`, `includes`, `total`, `skip`, `limit`, link `sys`),
 * honours `content_type`, `fields.*`/`sys.id` equality and `[in]`, `select`, `limit`, `skip`,
 * `include`, `order` and `locale`, and answers 401/404/429/500 on demand.
 *
 * Locales as the real API has them: `locale=sv-SE` gives each field (of entries and of assets,
 * whose `file` is localized: a Swedish drawing) in Swedish, else in its fallback locale (en-US);
 * `locale=*` gives every field as an object keyed by locale; an
 * unknown locale is a 400. With `X-Contentful-Locale-Based-Publishing: true` (which the site
 * sends) the delivery token does not see an entry in a locale its `sys.fieldStatus` says is
 * `draft` there, nor resolve links to it; the preview token sees every locale.
 *
 *   node tests/fake-cda/server.ts            # port FAKE_CDA_PORT, default 4010
 *
 * The delivery token sees published entries; the preview token sees drafts too. A loopback-only
 * control API under /__control lets tests edit, publish, unpublish and break things:
 *   POST /__control/reset
 *   POST /__control/entries/{id}        {"fields": {"title": "New title"}, "locale": "sv-SE"}
 *                                       (the locale is optional: the default one)
 *   POST /__control/entries/{id}/publish | /unpublish   {"locales": ["sv-SE"]}
 *                                       (optional, locale-based publishing: else every locale)
 *   POST /__control/reset               {"posts": 1050}  (optional: regenerate the space)
 *   POST /__control/fail                {"status": 429, "count": 1, "reset": 1, "match": "skip=1000"}
 *                                       (fail the next `count` requests whose URL has `match`)
 *   POST /__control/slow                {"ms": 1500, "count": 1, "match": "sys.id=postMonthEnd"}
 *                                       (answer them with the content as it is now, `ms` later)
 *   GET  /__control/stats               {"requests": n, "recent": [last 50 URLs], "slowed": n}
 *   POST /__control/stats/reset
 *   POST /__control/lock                {"owner": "file", "ttlMs": 300000}  (409 while another holds it)
 *   POST /__control/unlock              {"owner": "file"}
 *   GET  /__control/health
 *
 * FAKE_CDA_POSTS=1200 adds that many generated posts (FAKE_CDA_BODY_BYTES of text each) to the
 * demo space. Like the real API it pages with `skip`/`limit` (at most 1000), honours `select`
 * and `[in]`, and refuses answers over 7 MB with 400 "Response size too big".
 */
import { readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type cmsEnvFile from './cms-env.json';

// The space and tokens the CMS test build uses (tests/fake-cda/cms-env.json).
const cmsEnv = JSON.parse(
  readFileSync(new URL('./cms-env.json', import.meta.url), 'utf8'),
) as typeof cmsEnvFile;

export const defaults = {
  port: Number(process.env.FAKE_CDA_PORT ?? 4010),
  spaceId: cmsEnv.CONTENTFUL_SPACE_ID,
  accessToken: cmsEnv.CONTENTFUL_ACCESS_TOKEN,
  previewToken: cmsEnv.CONTENTFUL_PREVIEW_TOKEN,
  exportFile:
    process.env.FAKE_CDA_EXPORT ??
    fileURLToPath(new URL('../../content/news/space-export.json', import.meta.url)),
  /** Generated posts added to the demo space (a space of any size). */
  posts: Number(process.env.FAKE_CDA_POSTS ?? 0),
  /** Bytes of body text per generated post: a real post is a few kB. */
  bodyBytes: Number(process.env.FAKE_CDA_BODY_BYTES ?? 8000),
};

/** A field's values by locale code, as the export stores them. */
type Localized = Record<string, unknown>;
type Link = { sys: { type: 'Link'; linkType: string; id: string } };
/** An entry or an asset as the export stores it: every field by locale. */
type StoredRecord = {
  sys: {
    id: string;
    type?: string;
    createdAt?: string;
    updatedAt?: string;
    publishedVersion?: number;
    contentType?: { sys: { id: string } };
    fieldStatus?: { '*': Record<string, 'draft' | 'published'> };
  };
  fields: Record<string, Localized | undefined>;
};
type StoredEntry = StoredRecord & { sys: { contentType: { sys: { id: string } } } };
type SpaceExport = {
  locales: { code: string; default?: boolean; fallbackCode?: string | null }[];
  entries: StoredEntry[];
  assets: StoredRecord[];
};
/** An item as the CDA answers it: fields in one locale, or by locale with `locale=*`. */
type CdaItem = { metadata: { tags: [] }; sys: { id: string }; fields: Record<string, unknown> };
/** The answer to one request: what `handle` returns and the server sends. */
type Answer = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Send it this much later (the slow control). */
  delayMs?: number;
};
/** What a token sees (`visible`). */
type Seen = { preview: boolean; code: string; localeBased: boolean };

/** A control call's JSON body; each command reads its own fields. */
type ControlBody = {
  posts?: unknown;
  owner?: unknown;
  ttlMs?: unknown;
  status?: unknown;
  count?: unknown;
  reset?: unknown;
  match?: unknown;
  ms?: unknown;
  locales?: unknown;
  locale?: unknown;
  fields?: Record<string, unknown>;
};

/** The delivery API refuses to answer more than 7 MB (7,340,032 bytes) in one response. */
export const maxResponseBytes = 7 * 1024 * 1024;

const words =
  'ledger payroll close invoice Nordic subsidiary reconciliation accrual VAT deadline audit report'.split(
    ' ',
  );

/**
 * `count` generated posts, newest first from 2026-01-01 one day apart, linking an existing
 * author, image and the two previous generated posts as related.
 */
export function generatedPosts(
  count: number,
  {
    bodyBytes,
    locale,
    authorId,
    assetId,
  }: {
    bodyBytes: number;
    locale: string;
    authorId: string | undefined;
    assetId: string | undefined;
  },
): StoredEntry[] {
  const day = 24 * 60 * 60 * 1000;
  const start = Date.parse('2026-01-01T09:00:00Z');
  const text = (n: number) => {
    let out = '';
    for (let i = 0; out.length < bodyBytes; i++) out += `${words[(n + i) % words.length]} `;
    return out.trim();
  };
  const link = <Id extends string | undefined>(linkType: string, id: Id) => ({
    sys: { type: 'Link', linkType, id },
  });
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const id = `genPost${String(n).padStart(5, '0')}`;
    const date = new Date(start - index * day).toISOString();
    const related = [n - 1, n - 2]
      .filter((other) => other >= 1)
      .map((other) => link('Entry', `genPost${String(other).padStart(5, '0')}`));
    const value = (v: unknown) => ({ [locale]: v });
    return {
      sys: {
        id,
        type: 'Entry',
        createdAt: date,
        updatedAt: date,
        publishedVersion: 1,
        contentType: link('ContentType', 'pageBlogPost'),
      },
      fields: {
        internalName: value(`Generated ${n}`),
        title: value(`Generated post ${n}`),
        slug: value(`generated-post-${n}`),
        shortDescription: value(`Generated post number ${n} of a large space.`),
        publishedDate: value(date.slice(0, 10)),
        author: value(link('Entry', authorId)),
        featuredImage: value(link('Asset', assetId)),
        relatedBlogPosts: value(related),
        content: value({
          nodeType: 'document',
          data: {},
          content: [
            {
              nodeType: 'paragraph',
              data: {},
              content: [{ nodeType: 'text', value: text(n), marks: [], data: {} }],
            },
          ],
        }),
      },
    };
  });
}

const clone = <T>(value: T): T => structuredClone(value);
const link = (linkType: string, id: string): Link => ({ sys: { type: 'Link', linkType, id } });
const isLink = (value: unknown): value is Link =>
  typeof value === 'object' && value !== null && (value as Partial<Link>).sys?.type === 'Link';

/** Contentful's error body: `sys.id` is the error name the client reports. */
const errorBody = (id: string, message: string) => ({
  sys: { type: 'Error', id },
  message,
  requestId: `fake-${Date.now()}`,
});

export function createFakeCda(options: Partial<typeof defaults> = {}) {
  const config = { ...defaults, ...options };
  const pristine = JSON.parse(readFileSync(config.exportFile, 'utf8')) as SpaceExport;
  const locale = pristine.locales.find((item) => item.default)?.code ?? 'en-US';
  const localeCodes = pristine.locales.map((item) => item.code);
  /** The locales a field of `code` is read from: the locale, then its fallbacks. */
  const fallbackChain = (code: string) => {
    const chain: string[] = [];
    for (let next: string | null | undefined = code; next && !chain.includes(next);) {
      chain.push(next);
      next = pristine.locales.find((item) => item.code === next)?.fallbackCode;
    }
    return chain;
  };
  let data: SpaceExport;
  let failure: { status: number; count: number; reset: number; match?: string } | undefined;
  let slowness: { ms: number; count: number; match?: string } | undefined;
  let generated = config.posts;
  let entryById: Map<string, StoredEntry>;
  let assetById: Map<string, StoredRecord>;
  /** `slowed`: answers held back by the slow control. */
  const stats = { requests: 0, recent: [] as string[], slowed: 0 };
  /** Test files that change the fake hold this, so that they do not run at the same time. */
  let lock: { owner: string; until: number } | undefined;

  const reset = () => {
    data = clone(pristine);
    failure = undefined;
    slowness = undefined;
    stats.requests = 0;
    stats.recent = [];
    stats.slowed = 0;
    if (generated > 0) {
      const author = data.entries.find(
        (entry) => entry.sys.contentType.sys.id === 'componentAuthor',
      );
      data.entries.push(
        ...generatedPosts(generated, {
          bodyBytes: config.bodyBytes,
          locale,
          authorId: author?.sys.id,
          assetId: data.assets[0]?.sys.id,
        }),
      );
    }
    entryById = new Map(data.entries.map((entry) => [entry.sys.id, entry]));
    assetById = new Map(data.assets.map((asset) => [asset.sys.id, asset]));
  };
  reset();

  /** `code`: the requested locale, or `*` for all of them. */
  const sysOf = (record: StoredRecord, type: 'Entry' | 'Asset', code: string) => ({
    type,
    id: record.sys.id,
    space: link('Space', config.spaceId),
    environment: link('Environment', 'master'),
    createdAt: record.sys.createdAt,
    updatedAt: record.sys.updatedAt,
    revision: record.sys.publishedVersion ?? 1,
    ...(code === '*' ? {} : { locale: code }),
    ...(type === 'Entry'
      ? { contentType: link('ContentType', record.sys.contentType?.sys.id ?? '') }
      : {}),
  });

  /** A field's value in `code` (with fallback); `*`: the object of every locale's value. */
  const fieldValue = (values: Localized | undefined, code: string): unknown => {
    if (code === '*') return values ? clone(values) : undefined;
    const from = fallbackChain(code).find((candidate) => values?.[candidate] !== undefined);
    return from === undefined ? undefined : clone(values?.[from]);
  };
  const delocalize = (fields: Record<string, Localized | undefined>, code: string) =>
    Object.fromEntries(
      Object.entries(fields)
        .map(([name, values]) => [name, fieldValue(values, code)])
        .filter(([, value]) => value !== undefined),
    );

  /**
   * Demo files are site paths; in the CDA they look like Contentful asset URLs, one per
   * locale's upload (`file` is localized: the Swedish drawing is another file, whose URL has
   * `fake-sv-SE` where the default locale's has `fake`). Fields fall back per locale as an
   * entry's do, in `includes.Asset` too.
   */
  const cdaAsset = (asset: StoredRecord, code: string): CdaItem => {
    const localized = { ...asset.fields };
    const files = asset.fields.file as
      Record<string, { url?: string; fileName?: string }> | undefined;
    if (files) {
      localized.file = Object.fromEntries(
        Object.entries(files).map(([fileLocale, file]) => [
          fileLocale,
          file?.url?.startsWith('/')
            ? {
                ...file,
                url: `//images.ctfassets.net/${config.spaceId}/${asset.sys.id}/${
                  fileLocale === locale ? 'fake' : `fake-${fileLocale}`
                }/${file.fileName}`,
              }
            : file,
        ]),
      );
    }
    const fields = delocalize(localized, code);
    return { metadata: { tags: [] }, sys: sysOf(asset, 'Asset', code), fields };
  };
  const cdaEntry = (entry: StoredRecord, code: string): CdaItem => ({
    metadata: { tags: [] },
    sys: sysOf(entry, 'Entry', code),
    fields: delocalize(entry.fields, code),
  });

  /**
   * What a token sees: the preview token every entry; the delivery token published ones and,
   * with locale-based publishing asked for, only in a locale they are published in.
   */
  const visible = (record: StoredRecord, { preview, code, localeBased }: Seen) => {
    if (preview) return true;
    if (record.sys.publishedVersion === undefined) return false;
    if (!localeBased || code === '*') return true;
    return record.sys.fieldStatus?.['*']?.[code] !== 'draft';
  };

  /** A query path (`sys.id`, `fields.slug`, `fields.author.sys.id`) on a stored entry. */
  const rawValue = (entry: StoredRecord, path: string, code = locale) => {
    const [root, name = '', ...rest] = path.split('.');
    let value: unknown =
      root === 'fields'
        ? fieldValue(entry.fields[name], code === '*' ? locale : code)
        : root === 'sys'
          ? (entry.sys as Record<string, unknown>)[name]
          : undefined;
    for (const key of rest)
      value = value == null ? undefined : (value as Record<string, unknown>)[key];
    return value;
  };

  /** `select`: the listed top-level paths of each item; `sys` always stays whole. */
  const selectFields = (item: CdaItem, select: string[] | undefined): CdaItem => {
    if (!select) return item;
    const fields: Record<string, unknown> = {};
    for (const path of select) {
      const [root, name] = path.split('.');
      if (root === 'fields' && name && item.fields[name] !== undefined)
        fields[name] = item.fields[name];
      if (root === 'fields' && !name) Object.assign(fields, item.fields);
    }
    return { ...item, fields };
  };

  function query(params: URLSearchParams, preview: boolean, localeBased = false): Answer {
    const problems: string[] = [];
    const limit = params.has('limit') ? Number(params.get('limit')) : 100;
    const skip = params.has('skip') ? Number(params.get('skip')) : 0;
    const include = params.has('include') ? Number(params.get('include')) : 1;
    if (!Number.isInteger(limit) || limit < 0 || limit > 1000)
      problems.push('limit must be 0..1000');
    if (!Number.isInteger(skip) || skip < 0) problems.push('skip must be a non-negative integer');
    if (!Number.isInteger(include) || include < 0 || include > 10)
      problems.push('include must be 0..10');
    const code = params.get('locale') ?? locale;
    if (code !== '*' && !localeCodes.includes(code)) problems.push(`Unknown locale: ${code}`);
    const seen = { preview, code, localeBased };
    const select = params.get('select')?.split(',').filter(Boolean);
    if (select && select.some((path) => !/^(sys|fields|metadata)(\.[\w]+)?$/.test(path)))
      problems.push('select takes up to two levels: sys, fields, fields.name');
    if (select && select.some((path) => path.startsWith('fields')) && !params.get('content_type'))
      problems.push('select on fields needs content_type');
    if (problems.length)
      return { status: 400, body: errorBody('InvalidQuery', problems.join('; ')) };

    let matches = data.entries.filter((entry) => visible(entry, seen));
    const contentType = params.get('content_type');
    if (contentType)
      matches = matches.filter((entry) => entry.sys.contentType.sys.id === contentType);
    for (const [key, value] of params) {
      const filter = /^((?:fields|sys)\.[\w.]+?)(?:\[(in)\])?$/.exec(key);
      if (!filter || !filter[1]) continue;
      if (filter[1].startsWith('fields.') && !contentType) {
        return {
          status: 400,
          body: errorBody('InvalidQuery', 'fields.* filters need content_type'),
        };
      }
      const wanted = new Set(filter[2] === 'in' ? value.split(',') : [value]);
      const path = filter[1];
      matches = matches.filter((entry) => wanted.has(String(rawValue(entry, path, code))));
    }
    for (const order of (params.get('order') ?? '').split(',').filter(Boolean).reverse()) {
      const descending = order.startsWith('-');
      const path = descending ? order.slice(1) : order;
      matches.sort((a, b) => {
        const left = String(rawValue(a, path, code) ?? '');
        const right = String(rawValue(b, path, code) ?? '');
        const compared = left < right ? -1 : left > right ? 1 : 0;
        return descending ? -compared : compared;
      });
    }
    const total = matches.length;
    const items = matches
      .slice(skip, skip + limit)
      .map((entry) => selectFields(cdaEntry(entry, code), select));

    // Includes: everything linked from the items, `include` levels deep, that is visible.
    const included = { Entry: new Map<string, CdaItem>(), Asset: new Map<string, CdaItem>() };
    const itemIds = new Set(items.map((item) => item.sys.id));
    const collect = (value: unknown, depth: number): void => {
      if (depth <= 0 || value == null || typeof value !== 'object') return;
      if (isLink(value)) {
        const { linkType, id } = value.sys;
        if (linkType !== 'Entry' && linkType !== 'Asset') return;
        const target = (linkType === 'Entry' ? entryById : assetById).get(id);
        if (
          !target ||
          !visible(target, seen) ||
          included[linkType].has(id) ||
          (linkType === 'Entry' && itemIds.has(id))
        )
          return;
        const shaped = linkType === 'Entry' ? cdaEntry(target, code) : cdaAsset(target, code);
        included[linkType].set(id, shaped);
        collect(shaped.fields, depth - 1);
        return;
      }
      for (const child of Array.isArray(value) ? value : Object.values(value))
        collect(child, depth);
    };
    for (const item of items) collect(item.fields, include);

    return {
      status: 200,
      body: {
        sys: { type: 'Array' },
        total,
        skip,
        limit,
        items,
        includes: { Entry: [...included.Entry.values()], Asset: [...included.Asset.values()] },
      },
    };
  }

  function control(method: string, path: string, body: ControlBody): Answer {
    if (method === 'GET' && path === '/__control/health')
      return { status: 200, body: { ok: true, posts: generated } };
    if (method === 'GET' && path === '/__control/stats') return { status: 200, body: stats };
    if (method !== 'POST') return { status: 405, body: { error: 'POST only' } };
    if (path === '/__control/reset') {
      if (body.posts !== undefined) generated = Math.max(0, Number(body.posts) || 0);
      reset();
      return { status: 200, body: { reset: true, posts: generated } };
    }
    if (path === '/__control/lock') {
      const owner = String(body.owner ?? '');
      if (!owner) return { status: 400, body: { error: 'owner is required' } };
      if (lock && lock.until > Date.now() && lock.owner !== owner)
        return { status: 409, body: { heldBy: lock.owner } };
      lock = { owner, until: Date.now() + Number(body.ttlMs ?? 300_000) };
      return { status: 200, body: { heldBy: owner } };
    }
    if (path === '/__control/unlock') {
      if (lock?.owner === body.owner) lock = undefined;
      return { status: 200, body: { heldBy: lock?.owner ?? null } };
    }
    if (path === '/__control/stats/reset') {
      stats.requests = 0;
      stats.recent = [];
      stats.slowed = 0;
      return { status: 200, body: stats };
    }
    if (path === '/__control/fail') {
      failure = {
        status: Number(body.status ?? 500),
        count: Number(body.count ?? 1),
        reset: Number(body.reset ?? 1),
        match: typeof body.match === 'string' ? body.match : undefined,
      };
      return { status: 200, body: { failing: failure } };
    }
    if (path === '/__control/slow') {
      slowness = {
        ms: Number(body.ms ?? 1000),
        count: Number(body.count ?? 1),
        match: typeof body.match === 'string' ? body.match : undefined,
      };
      return { status: 200, body: { slow: slowness } };
    }
    const match = /^\/__control\/entries\/([^/]+)(?:\/(publish|unpublish))?$/.exec(path);
    const entry = match && entryById.get(match[1] ?? '');
    if (!entry) return { status: 404, body: { error: 'No such entry' } };
    const now = new Date().toISOString();
    entry.sys.updatedAt = now;
    const statuses = (entry.sys.fieldStatus ??= {
      '*': Object.fromEntries(
        localeCodes.map((code) => [
          code,
          entry.sys.publishedVersion === undefined ? 'draft' : 'published',
        ]),
      ),
    })['*'];
    // Locale-based publishing: only the locales named, else every locale.
    const named = Array.isArray(body.locales) ? body.locales.map(String) : localeCodes;
    if (match[2] === 'unpublish') {
      for (const code of named) statuses[code] = 'draft';
      if (localeCodes.every((code) => statuses[code] === 'draft'))
        delete entry.sys.publishedVersion;
    } else if (match[2] === 'publish') {
      for (const code of named) statuses[code] = 'published';
      entry.sys.publishedVersion = (entry.sys.publishedVersion ?? 0) + 1;
    } else {
      const code = typeof body.locale === 'string' ? body.locale : locale;
      for (const [name, value] of Object.entries(body.fields ?? {}))
        entry.fields[name] = { ...entry.fields[name], [code]: value };
    }
    return {
      status: 200,
      body: {
        id: entry.sys.id,
        published: entry.sys.publishedVersion !== undefined,
        locales: localeCodes.filter((code) => statuses[code] !== 'draft'),
      },
    };
  }

  function handle(
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    remoteAddress: string | undefined,
    rawBody: string,
  ): Answer {
    const { pathname, searchParams } = new URL(url, 'http://fake-cda');
    if (pathname.startsWith('/__control/')) {
      const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remoteAddress ?? '');
      if (!loopback) return { status: 403, body: { error: 'Loopback only' } };
      let body: ControlBody = {};
      try {
        body = rawBody ? JSON.parse(rawBody) : {};
      } catch {
        return { status: 400, body: { error: 'Body must be JSON' } };
      }
      return control(method, pathname, body);
    }

    const match = /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?\/entries\/?$/.exec(pathname);
    if (method !== 'GET' || !match) {
      return { status: 404, body: errorBody('NotFound', 'The resource could not be found.') };
    }
    stats.requests += 1;
    stats.recent = [...stats.recent.slice(-49), decodeURIComponent(url)];
    if (
      failure &&
      failure.count > 0 &&
      (!failure.match || decodeURIComponent(url).includes(failure.match))
    ) {
      failure.count -= 1;
      const name =
        failure.status === 429
          ? 'RateLimitExceeded'
          : failure.status === 401
            ? 'AccessTokenInvalid'
            : 'ServerError';
      return {
        status: failure.status,
        headers:
          failure.status === 429 ? { 'X-Contentful-RateLimit-Reset': String(failure.reset) } : {},
        body: errorBody(name, `Injected failure ${failure.status}`),
      };
    }
    const token =
      (headers.authorization ?? '').replace(/^Bearer\s+/i, '') || searchParams.get('access_token');
    const preview = token === config.previewToken;
    if (!preview && token !== config.accessToken) {
      return {
        status: 401,
        body: errorBody(
          'AccessTokenInvalid',
          'The access token you sent could not be found or is invalid.',
        ),
      };
    }
    if (match[1] !== config.spaceId || (match[2] && match[2] !== 'master')) {
      return { status: 404, body: errorBody('NotFound', 'The resource could not be found.') };
    }
    searchParams.delete('access_token');
    const localeBased = headers['x-contentful-locale-based-publishing'] === 'true';
    const result = query(searchParams, preview, localeBased);
    if (
      slowness &&
      slowness.count > 0 &&
      (!slowness.match || decodeURIComponent(url).includes(slowness.match))
    ) {
      slowness.count -= 1;
      stats.slowed += 1;
      result.delayMs = slowness.ms;
    }
    const size = Buffer.byteLength(JSON.stringify(result.body));
    if (size > maxResponseBytes) {
      return {
        status: 400,
        body: errorBody(
          'BadRequest',
          `Response size too big. Maximum allowed response size: ${maxResponseBytes}B.`,
        ),
      };
    }
    return result;
  }

  const server = createServer((request, response) => {
    let rawBody = '';
    request.on('data', (chunk) => (rawBody += chunk));
    request.on('end', () => {
      const result = handle(
        request.method ?? 'GET',
        request.url ?? '/',
        request.headers,
        request.socket.remoteAddress,
        rawBody,
      );
      const send = () => {
        response.writeHead(result.status, {
          'Content-Type': 'application/vnd.contentful.delivery.v1+json',
          ...result.headers,
        });
        response.end(JSON.stringify(result.body));
      };
      // A slow answer: the content as it was when asked, sent later.
      if (result.delayMs) setTimeout(send, result.delayMs);
      else send();
    });
  });

  return {
    server,
    handle,
    reset,
    listen: (port = config.port) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // No top-level await: Jest loads this file (through tests/multi-instance/cluster.ts) as CommonJS.
  createFakeCda()
    .listen()
    .then((port) => {
      console.log(`Fake Contentful CDA on http://127.0.0.1:${port} (space ${defaults.spaceId})`);
    });
}
