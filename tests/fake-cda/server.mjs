#!/usr/bin/env node
/**
 * A local fake of Contentful's Content Delivery API (and Preview API) for tests. It serves the
 * demo space export in CDA shape (`items`, `includes`, `total`, `skip`, `limit`, link `sys`),
 * honours `content_type`, `fields.*`/`sys.id` equality, `limit`, `skip`, `include`, `order`
 * and `locale`, and answers 401/404/429/500 on demand.
 *
 *   node tests/fake-cda/server.mjs            # port FAKE_CDA_PORT, default 4010
 *
 * The delivery token sees published entries; the preview token sees drafts too. A loopback-only
 * control API under /__control lets tests edit, publish, unpublish and break things:
 *   POST /__control/reset
 *   POST /__control/entries/{id}        {"fields": {"title": "New title"}}
 *   POST /__control/entries/{id}/publish | /unpublish
 *   POST /__control/fail                {"status": 500, "count": 1}
 *   GET  /__control/health
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

// The space and tokens the CMS test build uses (tests/fake-cda/cms-env.json).
const cmsEnv = JSON.parse(readFileSync(new URL('./cms-env.json', import.meta.url), 'utf8'));

export const defaults = {
  port: Number(process.env.FAKE_CDA_PORT ?? 4010),
  spaceId: cmsEnv.CONTENTFUL_SPACE_ID,
  accessToken: cmsEnv.CONTENTFUL_ACCESS_TOKEN,
  previewToken: cmsEnv.CONTENTFUL_PREVIEW_TOKEN,
  exportFile:
    process.env.FAKE_CDA_EXPORT ??
    fileURLToPath(new URL('../../content/news/space-export.json', import.meta.url)),
};

const clone = (value) => structuredClone(value);
const link = (linkType, id) => ({ sys: { type: 'Link', linkType, id } });
const isLink = (value) => value && typeof value === 'object' && value.sys?.type === 'Link';

/** Contentful's error body: `sys.id` is the error name the client reports. */
const errorBody = (id, message) => ({
  sys: { type: 'Error', id },
  message,
  requestId: `fake-${Date.now()}`,
});

export function createFakeCda(options = {}) {
  const config = { ...defaults, ...options };
  const pristine = JSON.parse(readFileSync(config.exportFile, 'utf8'));
  const locale = pristine.locales.find((item) => item.default)?.code ?? 'en-US';
  let data;
  let failure;

  const reset = () => {
    data = clone(pristine);
    failure = undefined;
  };
  reset();

  const sysOf = (record, type) => ({
    type,
    id: record.sys.id,
    space: link('Space', config.spaceId),
    environment: link('Environment', 'master'),
    createdAt: record.sys.createdAt,
    updatedAt: record.sys.updatedAt,
    revision: record.sys.publishedVersion ?? 1,
    locale,
    ...(type === 'Entry'
      ? { contentType: link('ContentType', record.sys.contentType.sys.id) }
      : {}),
  });

  const delocalize = (fields) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, values]) => values?.[locale] !== undefined)
        .map(([name, values]) => [name, clone(values[locale])]),
    );

  /** Demo files are site paths; in the CDA they look like Contentful asset URLs. */
  const cdaAsset = (asset) => {
    const fields = delocalize(asset.fields);
    if (fields.file?.url?.startsWith('/')) {
      fields.file.url = `//images.ctfassets.net/${config.spaceId}/${asset.sys.id}/fake/${fields.file.fileName}`;
    }
    return { metadata: { tags: [] }, sys: sysOf(asset, 'Asset'), fields };
  };
  const cdaEntry = (entry) => ({
    metadata: { tags: [] },
    sys: sysOf(entry, 'Entry'),
    fields: delocalize(entry.fields),
  });

  const visible = (record, preview) => preview || record.sys.publishedVersion !== undefined;

  const fieldValue = (item, path) =>
    path.split('.').reduce((value, key) => (value == null ? undefined : value[key]), item);

  function query(params, preview) {
    const problems = [];
    const limit = params.has('limit') ? Number(params.get('limit')) : 100;
    const skip = params.has('skip') ? Number(params.get('skip')) : 0;
    const include = params.has('include') ? Number(params.get('include')) : 1;
    if (!Number.isInteger(limit) || limit < 0 || limit > 1000)
      problems.push('limit must be 0..1000');
    if (!Number.isInteger(skip) || skip < 0) problems.push('skip must be a non-negative integer');
    if (!Number.isInteger(include) || include < 0 || include > 10)
      problems.push('include must be 0..10');
    const requestedLocale = params.get('locale');
    if (requestedLocale && requestedLocale !== locale)
      problems.push(`Unknown locale: ${requestedLocale}`);
    if (problems.length)
      return { status: 400, body: errorBody('InvalidQuery', problems.join('; ')) };

    let items = data.entries.filter((entry) => visible(entry, preview)).map(cdaEntry);
    const contentType = params.get('content_type');
    if (contentType) items = items.filter((item) => item.sys.contentType.sys.id === contentType);
    for (const [key, value] of params) {
      if (key.startsWith('fields.') || key === 'sys.id') {
        if (key.startsWith('fields.') && !contentType) {
          return {
            status: 400,
            body: errorBody('InvalidQuery', 'fields.* filters need content_type'),
          };
        }
        items = items.filter((item) => String(fieldValue(item, key)) === value);
      }
    }
    for (const order of (params.get('order') ?? '').split(',').filter(Boolean).reverse()) {
      const descending = order.startsWith('-');
      const path = descending ? order.slice(1) : order;
      items.sort((a, b) => {
        const left = String(fieldValue(a, path) ?? '');
        const right = String(fieldValue(b, path) ?? '');
        return descending ? right.localeCompare(left) : left.localeCompare(right);
      });
    }
    const total = items.length;
    items = items.slice(skip, skip + limit);

    // Includes: everything linked from the items, `include` levels deep, that is visible.
    const entries = new Map(
      data.entries.filter((entry) => visible(entry, preview)).map((entry) => [entry.sys.id, entry]),
    );
    const assets = new Map(
      data.assets.filter((asset) => visible(asset, preview)).map((asset) => [asset.sys.id, asset]),
    );
    const included = { Entry: new Map(), Asset: new Map() };
    const itemIds = new Set(items.map((item) => item.sys.id));
    const collect = (value, depth) => {
      if (depth <= 0 || value == null || typeof value !== 'object') return;
      if (isLink(value)) {
        const { linkType, id } = value.sys;
        const source = linkType === 'Entry' ? entries : linkType === 'Asset' ? assets : undefined;
        const target = source?.get(id);
        if (!target || included[linkType].has(id) || (linkType === 'Entry' && itemIds.has(id)))
          return;
        const shaped = linkType === 'Entry' ? cdaEntry(target) : cdaAsset(target);
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

  const findEntry = (id) => data.entries.find((entry) => entry.sys.id === id);

  function control(method, path, body) {
    if (method === 'GET' && path === '/__control/health')
      return { status: 200, body: { ok: true } };
    if (method !== 'POST') return { status: 405, body: { error: 'POST only' } };
    if (path === '/__control/reset') {
      reset();
      return { status: 200, body: { reset: true } };
    }
    if (path === '/__control/fail') {
      failure = { status: Number(body.status ?? 500), count: Number(body.count ?? 1) };
      return { status: 200, body: { failing: failure } };
    }
    const match = /^\/__control\/entries\/([^/]+)(?:\/(publish|unpublish))?$/.exec(path);
    const entry = match && findEntry(match[1]);
    if (!entry) return { status: 404, body: { error: 'No such entry' } };
    const now = new Date().toISOString();
    entry.sys.updatedAt = now;
    if (match[2] === 'unpublish') delete entry.sys.publishedVersion;
    else if (match[2] === 'publish')
      entry.sys.publishedVersion = (entry.sys.publishedVersion ?? 0) + 1;
    else {
      for (const [name, value] of Object.entries(body.fields ?? {}))
        entry.fields[name] = { [locale]: value };
    }
    return {
      status: 200,
      body: { id: entry.sys.id, published: entry.sys.publishedVersion !== undefined },
    };
  }

  function handle(method, url, headers, remoteAddress, rawBody) {
    const { pathname, searchParams } = new URL(url, 'http://fake-cda');
    if (pathname.startsWith('/__control/')) {
      const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remoteAddress);
      if (!loopback) return { status: 403, body: { error: 'Loopback only' } };
      let body = {};
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
    if (failure && failure.count > 0) {
      failure.count -= 1;
      const name =
        failure.status === 429
          ? 'RateLimitExceeded'
          : failure.status === 401
            ? 'AccessTokenInvalid'
            : 'ServerError';
      return {
        status: failure.status,
        headers: failure.status === 429 ? { 'X-Contentful-RateLimit-Reset': '1' } : {},
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
    return query(searchParams, preview);
  }

  const server = createServer((request, response) => {
    let rawBody = '';
    request.on('data', (chunk) => (rawBody += chunk));
    request.on('end', () => {
      const result = handle(
        request.method,
        request.url,
        request.headers,
        request.socket.remoteAddress,
        rawBody,
      );
      response.writeHead(result.status, {
        'Content-Type': 'application/vnd.contentful.delivery.v1+json',
        ...result.headers,
      });
      response.end(JSON.stringify(result.body));
    });
  });

  return {
    server,
    handle,
    reset,
    listen: (port = config.port) =>
      new Promise((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve(server.address().port)),
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fake = createFakeCda();
  const port = await fake.listen();
  console.log(`Fake Contentful CDA on http://127.0.0.1:${port} (space ${defaults.spaceId})`);
}
