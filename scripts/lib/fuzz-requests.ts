/**
 * Malformed requests for the fuzz run (scripts/bench/fuzz.ts, tests/multi-instance/fuzz.test.ts):
 * a seeded generator of raw HTTP/1.x requests on the site's real routes, each varied in its
 * request line, target, header framing, Next's own headers, cookies, ranges, conditions,
 * forwarding headers and body. The same seed gives the same requests.
 */

/** What the generator needs to know of the build it aims at. */
export type SiteFacts = {
  /** A news post's slug the build has. */
  newsSlug: string;
  /** Paths under /_next/static/ of real files. */
  staticFiles: string[];
  /** Paths of real images under public/ that /_next/image may resize. */
  images: string[];
  /** The contact form's server action id. */
  actionId: string;
  /** The Host a visitor sends (`www.solvik.example`), and the address the socket reaches. */
  host: string;
  origin: string;
};

/**
 * One request as bytes, and what the client does once they are sent: waits for the answer
 * (`answer`), closes its side (`end`: a truncated body), goes away (`reset`: a phone on a
 * train), or keeps the connection open with the body unfinished (`hold`: a slow client).
 */
export type FuzzRequest = {
  kind: string;
  bytes: Buffer;
  then: 'answer' | 'end' | 'reset' | 'hold';
  /** A made-up method or version, for which 501 and 505 are right answers. */
  oddLine: boolean;
  /** Answers expected on the connection (two for a pipelined pair). */
  answers: number;
  head: boolean;
};

/** mulberry32: small, fast and the same everywhere. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[int(list.length)] as T,
  };
}

type Rng = ReturnType<typeof prng>;
type Header = [string, string];

const methods = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE'];
const oddMethods = [
  'TRACE',
  'TRACK',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
  'PURGE',
  'BAN',
  'FOO',
  'get',
  'G\u0001T',
  'X'.repeat(300),
  'OPTIONS',
  'QUERY',
];
const oddVersions = ['HTTP/1.0', 'HTTP/2.0', 'HTTP/1.2', 'HTTP/9.9', 'http/1.1', 'HTTP/1.01', ''];

const junk = (rng: Rng, length: number) =>
  Array.from({ length }, () => String.fromCharCode(33 + rng.int(94))).join('');

/** Pages of the site in both languages, which the run aims at and warms (`warmPaths`). */
const sitePages = ['/', '/about', '/sv', '/sv/about', '/news', '/sv/news'];

/** The site's routes, as a visitor (or a bot) asks for them. */
function basePath(rng: Rng, facts: SiteFacts): string {
  const query = encodeURIComponent(rng.pick(['netsuite', 'lön', 'a', junk(rng, 12), '"<x>']));
  return rng.pick([
    ...sitePages,
    `/news/${facts.newsSlug}`,
    `/news/${facts.newsSlug}-${junk(rng, 4)}`,
    `/news/page/${rng.int(5)}`,
    `/search?q=${query}`,
    `/sv/search?q=${query}`,
    `/api/search?q=${query}&lang=${rng.pick(['en', 'sv', 'xx'])}`,
    `/api/search?q=${query}&limit=${rng.pick(['5', '0', '99', 'x'])}`,
    '/contact',
    '/sv/contact',
    '/api/csp-report',
    '/api/revalidate',
    '/api/draft?secret=x&slug=/news',
    '/api/draft/disable',
    `/_next/static/${rng.pick(facts.staticFiles)}`,
    `/_next/static/${junk(rng, 8)}.js`,
    `/_next/image?url=${encodeURIComponent(rng.pick(facts.images))}&w=${rng.pick(['640', '1080', '3840', '1', 'x'])}&q=75`,
    `/_next/image?url=/news/images/${junk(rng, 6)}.webp&w=640&q=75`,
    `/_next/image?url=http://169.254.169.254/&w=64&q=75`,
    `/language?to=${rng.pick(['sv', 'en', 'xx'])}&path=/news/${rng.pick([facts.newsSlug, '%ff', '%00', junk(rng, 5)])}`,
    '/news/feed.xml',
    '/sv/news/feed.xml',
    '/sitemap.xml',
    `/sitemap/${rng.pick(['0', '1', '99', 'x'])}.xml`,
    '/robots.txt',
    '/services/payroll',
    '/tech-solution/Expense',
    '/.well-known/security.txt',
    '/brand/solvik-palette.json',
  ]);
}

/** The target varied: encodings, dot segments, length, absolute form, `*`, backslashes, `//`. */
function target(rng: Rng, facts: SiteFacts): string {
  let path = basePath(rng, facts);
  const times = rng.chance(0.5) ? 0 : 1 + rng.int(2);
  for (let n = 0; n < times; n++) {
    const at = 1 + rng.int(Math.max(1, path.length - 1));
    const insert = (text: string) => path.slice(0, at) + text + path.slice(at);
    path = rng.pick([
      () =>
        insert(
          rng.pick(['%ff', '%00', '%2e%2e/', '%2f', '%25', '%c0%ae', '%e5%e4%f6', '%', '%zz']),
        ),
      () => insert(rng.pick(['/../', '/./', '/..', '/.%2e/', '/../../../../etc/passwd'])),
      () => path + '/' + 'segment/'.repeat(rng.pick([10, 300, 1200])),
      () => `http://${rng.pick([facts.host, 'evil.example', '127.0.0.1', 'localhost:1'])}${path}`,
      () => '*',
      () => path.replace(/\//g, '\\'),
      () => '/' + path,
      () => insert('//'),
      () =>
        path +
        (path.includes('?') ? '&' : '?') +
        `x=${junk(rng, 8)}&x=${'a'.repeat(rng.int(4000))}`,
      () => path + '#fragment',
      () => insert('\u00e5\u00e4'),
      () => insert(String.fromCharCode(0x80 + rng.int(128))),
      () => path + '?__nextDataReq=1&_rsc=' + junk(rng, 5),
      () => path + '?nxtPslug=x&__nextLocale=xx&__nextDefaultLocale=',
    ])();
  }
  return path;
}

const stateTree = (rng: Rng) =>
  rng.pick([
    junk(rng, 20),
    encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])),
    encodeURIComponent('['.repeat(5000) + ']'.repeat(5000)),
    '%ff%fe',
    encodeURIComponent(JSON.stringify(['', { children: [['locale', 'xx', 'd'], {}] }])),
  ]);

/** Headers Next reads itself: RSC, prefetch, actions, draft mode, middleware. */
function nextHeaders(rng: Rng, facts: SiteFacts): Header[] {
  return rng.pick<() => Header[]>([
    () => [['RSC', '1']],
    () => [
      ['RSC', '1'],
      ['Next-Router-State-Tree', stateTree(rng)],
    ],
    () => [
      ['RSC', '1'],
      ['Next-Router-Prefetch', rng.pick(['1', '2', 'x'])],
      ['Next-Router-Segment-Prefetch', rng.pick(['/_tree', '/_index', '/x/../..', junk(rng, 8)])],
    ],
    () => [['Next-Action', rng.pick([facts.actionId, junk(rng, 42), '', 'x'.repeat(5000)])]],
    () => [['Next-Url', rng.pick(['/news', '/%ff', junk(rng, 10), 'http://evil.example/'])]],
    () => [['X-Middleware-Subrequest', rng.pick(['middleware', 'proxy:proxy:proxy:proxy:proxy'])]],
    () => [['X-Nextjs-Data', '1']],
    () => [['X-Invoke-Path', '/api/revalidate']],
    () => [['X-Now-Route-Matches', 'slug=x']],
    () => [['Next-Test-Fetch-Priority', '1']],
    () => [['Accept', rng.pick(['text/x-component', '*/*;q=junk', 'text/html', ''])]],
    () => [['Purpose', 'prefetch']],
  ])();
}

function cookies(rng: Rng): Header[] {
  const value = rng.pick([
    `__prerender_bypass=${junk(rng, 32)}`,
    `__next_preview_data=${junk(rng, 64)}; __prerender_bypass=${junk(rng, 16)}`,
    `NEXT_LOCALE=${rng.pick(['sv', 'xx', '../'])}`,
    Array.from({ length: 200 }, (_, n) => `c${n}=${n}`).join('; '),
    `big=${'a'.repeat(rng.pick([1000, 9000, 20000]))}`,
    `a=\u0001b; ${junk(rng, 10)}`,
    '=; ;;=x',
  ]);
  return rng.chance(0.2)
    ? [
        ['Cookie', value],
        ['Cookie', 'second=1'],
      ]
    : [['Cookie', value]];
}

function range(rng: Rng): Header[] {
  const many = Array.from({ length: 300 }, (_, n) => `${n * 2}-${n * 2 + 1}`).join(',');
  const value = rng.pick([
    'bytes=junk',
    'bytes=-0',
    'bytes=0-0',
    'bytes=1-0',
    'bytes=0-',
    `bytes=${many}`,
    'bytes=999999999999-',
    'items=0-1',
    'bytes=0-1,0-1,0-1',
    'bytes=-',
    '',
  ]);
  return [
    ['Range', value],
    ...(rng.chance(0.3) ? [['If-Range', rng.pick(['"x"', 'junk'])] as Header] : []),
  ];
}

function conditional(rng: Rng): Header[] {
  return rng.pick<() => Header[]>([
    () => [['If-None-Match', rng.pick(['"junk"', '*', 'W/"x", "y"', junk(rng, 30)])]],
    () => [['If-Modified-Since', rng.pick(['junk', 'Tue, 01 Jan 2999 00:00:00 GMT', '0'])]],
    () => [['If-Match', rng.pick(['"x"', '*'])]],
    () => [['If-Unmodified-Since', 'Thu, 01 Jan 1970 00:00:00 GMT']],
  ])();
}

function forwarding(rng: Rng): Header[] {
  return rng.pick<() => Header[]>([
    () => [
      [
        'X-Forwarded-For',
        rng.pick([
          '1.2.3.4',
          'junk',
          '1.1.1.1, 2.2.2.2, 127.0.0.1',
          Array(100).fill('10.0.0.1').join(', '),
        ]),
      ],
    ],
    () => [['X-Forwarded-Host', rng.pick(['evil.example', 'www.solvik.example:99999', '', 'a b'])]],
    () => [['X-Forwarded-Proto', rng.pick(['gopher', 'https, http', ''])]],
    () => [['X-Forwarded-Port', rng.pick(['0', '99999', 'x'])]],
    () => [['Forwarded', 'for=1.2.3.4;host=evil.example;proto=https']],
    () => [['X-Real-IP', junk(rng, 10)]],
    () => [['X-Original-URL', '/api/revalidate']],
    () => [['X-Rewrite-URL', '/admin']],
    () => [['X-HTTP-Method-Override', 'DELETE']],
    () => [['Via', '1.1 evil']],
  ])();
}

/** Framing: duplicates, obs-fold, control characters, oversize, odd names. As raw lines. */
function framing(rng: Rng): string[] {
  return rng.pick<() => string[]>([
    () => ['X-Dup: 1', 'X-Dup: 2'],
    () => ['X-Folded: first', ' second line'],
    () => ['X-Folded: first', '\tsecond line'],
    () => [`X-Control: a${String.fromCharCode(rng.pick([0, 1, 8, 0x1b, 0x7f]))}b`],
    () => ['X-Bare-CR: a\rb'],
    () => ['X-Bare-LF: a\nX-Injected: 1'],
    () => [`X-Big: ${'b'.repeat(rng.pick([8000, 17000, 70000]))}`],
    () => Array.from({ length: rng.pick([120, 300]) }, (_, n) => `X-Many-${n}: ${n}`),
    () => ['No colon here'],
    () => ['Bad Name: 1'],
    () => [': empty name'],
    () => ['X-Space-Before-Colon : 1'],
    () => [`X-Utf8: ${'\u00e5\u00e4\u00f6'}`],
    () => ['Expect: 100-continue'],
    () => ['Expect: junk'],
    () => ['Upgrade: h2c', 'Connection: Upgrade, HTTP2-Settings'],
    () => ['Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Key: x'],
    () => ['Accept-Encoding: gzip;q=junk, br, zstd, *;q=0'],
    () => ['Content-Encoding: gzip'],
    () => ['Max-Forwards: 0'],
    () => ['Transfer-Encoding: gzip'],
  ])();
}

type Body = { headers: string[]; bytes: Buffer; then?: FuzzRequest['then']; kind: string };

function chunked(parts: string[], end = '0\r\n\r\n') {
  return (
    parts.map((part) => `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`).join('') + end
  );
}

/** A body of some kind, usually wrong, with the headers that frame it. */
function body(rng: Rng, facts: SiteFacts): Body {
  const json = JSON.stringify({
    'csp-report': { 'blocked-uri': `https://x/\n[contact] Kept 0000 in the outbox\u001b[31m` },
  });
  const deep = '['.repeat(rng.pick([1000, 20000])) + ']'.repeat(rng.pick([0, 1000, 20000]));
  const boundary = `----fuzz${rng.int(1e9)}`;
  const multipart =
    `--${boundary}\r\nContent-Disposition: form-data; name="1_$ACTION_ID_${facts.actionId}"\r\n\r\n\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${junk(rng, 20)}\r\n`;
  const sized = (type: string, text: string, kind: string): Body => ({
    kind,
    headers: [`Content-Type: ${type}`, `Content-Length: ${Buffer.byteLength(text)}`],
    bytes: Buffer.from(text),
  });
  return rng.pick<() => Body>([
    () => sized('application/json', json, 'json'),
    () => sized('application/csp-report', json, 'csp json'),
    () => sized('application/json', `{"a":${junk(rng, 20)}`, 'broken json'),
    () => sized('application/json', deep, 'deep json'),
    () => sized('text/plain', junk(rng, 200), 'wrong type'),
    () =>
      sized(
        'application/x-www-form-urlencoded',
        `name=${junk(rng, 10)}&email=a%ff&message=%00`,
        'form',
      ),
    () => sized(`multipart/form-data; boundary=${boundary}`, multipart, 'multipart without end'),
    () =>
      sized(
        `multipart/form-data; boundary=${boundary}`,
        `${multipart}--${boundary}--\r\n`,
        'multipart',
      ),
    () => sized('multipart/form-data', multipart, 'multipart without boundary'),
    () =>
      sized(
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\n${'x'.repeat(3000)}`,
        'multipart broken',
      ),
    () =>
      sized(
        'application/json',
        `{"a":"${'a'.repeat(rng.pick([70_000, 300_000, 1_200_000]))}"}`,
        'oversize',
      ),
    () => ({
      kind: 'truncated, closed',
      headers: ['Content-Type: application/json', 'Content-Length: 5000'],
      bytes: Buffer.from(json),
      then: 'end',
    }),
    () => ({
      kind: 'truncated, dropped',
      headers: [
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 100000',
      ],
      bytes: Buffer.from(multipart),
      then: 'reset',
    }),
    () => ({
      kind: 'truncated, held',
      headers: ['Content-Type: application/json', 'Content-Length: 5000'],
      bytes: Buffer.from(json.slice(0, 20)),
      then: 'hold',
    }),
    () => ({
      kind: 'chunked',
      headers: ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
      bytes: Buffer.from(chunked(['{"a":', '1}'])),
    }),
    () => ({
      kind: 'chunk extension',
      headers: ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
      bytes: Buffer.from('2;x=y\r\n{}\r\n0\r\n\r\n'),
    }),
    () => ({
      kind: 'bad chunk size',
      headers: ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
      bytes: Buffer.from(
        `${rng.pick(['zz', '-1', 'ffffffffffffffffff', '2 ', ''])}\r\n{}\r\n0\r\n\r\n`,
      ),
    }),
    () => ({
      kind: 'chunked without end',
      headers: ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
      bytes: Buffer.from('2\r\n{}\r\n'),
      then: rng.pick(['end', 'hold'] as const),
    }),
    () => ({
      kind: 'chunked with trailer',
      headers: ['Transfer-Encoding: chunked', 'Trailer: X-T'],
      bytes: Buffer.from('2\r\n{}\r\n0\r\nX-T: 1\r\nContent-Length: 5\r\n\r\n'),
    }),
    () => ({
      kind: 'length and chunked',
      headers: ['Content-Length: 4', 'Transfer-Encoding: chunked'],
      bytes: Buffer.from('0\r\n\r\nGET /admin HTTP/1.1\r\nHost: x\r\n\r\n'),
    }),
    () => ({
      kind: 'two lengths',
      headers: ['Content-Length: 2', `Content-Length: ${rng.pick(['2', '3', '20'])}`],
      bytes: Buffer.from('{}'),
    }),
    () => ({
      kind: 'odd length',
      headers: [
        `Content-Length: ${rng.pick(['-1', '1e3', '0x10', ' 2', '2, 2', '99999999999999999999'])}`,
      ],
      bytes: Buffer.from('{}'),
    }),
    () => ({
      kind: 'odd transfer-encoding',
      headers: [
        `Transfer-Encoding: ${rng.pick(['chunked, identity', 'xchunked', ' chunked', 'identity', 'chunked\u000b'])}`,
      ],
      bytes: Buffer.from(chunked(['{}'])),
    }),
  ])();
}

/** The request line, headers and body of one generated request. */
function fuzzRequest(rng: Rng, facts: SiteFacts): FuzzRequest {
  const kinds: string[] = [];
  let odd = rng.chance(0.08);
  let method = odd ? rng.pick(oddMethods) : rng.pick(methods);
  const oddVersion = rng.chance(0.04);
  const version = oddVersion ? rng.pick(oddVersions) : rng.chance(0.1) ? 'HTTP/1.0' : 'HTTP/1.1';
  let path = target(rng, facts);
  // The contact form's action and the report and webhook routes are the usual POST targets.
  if (method === 'POST' && rng.chance(0.5)) {
    path = rng.pick([
      '/contact',
      '/sv/contact',
      '/api/csp-report',
      '/api/revalidate',
      '/api/search',
    ]);
  }
  if (rng.chance(0.03)) {
    method = rng.pick(['POST', 'PATCH', 'DELETE', 'PROPFIND', 'PUT']);
    odd = method === 'PROPFIND';
    path = `/_next/static/${rng.pick(facts.staticFiles)}`;
  }
  if (odd) kinds.push(`method ${method.length > 12 ? 'long' : JSON.stringify(method)}`);
  if (oddVersion) kinds.push(`version ${JSON.stringify(version)}`);
  kinds.push(
    `${method.length > 12 ? 'long' : method} ${path.startsWith('/_next/static/') ? '/_next/static/…' : routeOf(path)}`,
  );

  const lines: string[] = [];
  const hostChoice = rng.next();
  if (hostChoice < 0.8) lines.push(`Host: ${facts.host}`);
  else if (hostChoice < 0.86) kinds.push('no Host');
  else if (hostChoice < 0.9) {
    lines.push(`Host: ${facts.host}`, `Host: ${rng.pick(['evil.example', facts.host])}`);
    kinds.push('two Hosts');
  } else if (hostChoice < 0.93) {
    lines.push(...Array.from({ length: 20 }, (_, n) => `Host: h${n}.example`));
    kinds.push('many Hosts');
  } else {
    lines.push(
      `Host: ${rng.pick(['', 'evil.example', `${junk(rng, 10)}.example`, 'a'.repeat(3000), '[::1]:x', 'www.solvik.example.'])}`,
    );
    kinds.push('odd Host');
  }
  lines.push(`User-Agent: fuzz/${rng.int(100)}`);
  const extras: [string, (rng: Rng) => Header[] | string[]][] = [
    ['next', (r) => nextHeaders(r, facts)],
    ['cookie', cookies],
    ['range', range],
    ['conditional', conditional],
    ['forwarding', forwarding],
    ['framing', framing],
  ];
  for (const [name, make] of extras) {
    if (!rng.chance(name === 'framing' ? 0.25 : 0.15)) continue;
    const made = make(rng);
    kinds.push(name);
    for (const line of made) lines.push(typeof line === 'string' ? line : `${line[0]}: ${line[1]}`);
  }
  if (rng.chance(0.4))
    lines.push(
      `Origin: ${rng.pick([facts.origin, `https://${facts.host}`, 'https://evil.example', 'null'])}`,
    );

  let then: FuzzRequest['then'] = 'answer';
  let payload: Buffer = Buffer.alloc(0);
  if (method !== 'GET' && method !== 'HEAD' ? rng.chance(0.8) : rng.chance(0.05)) {
    const made = body(rng, facts);
    kinds.push(made.kind);
    lines.push(...made.headers);
    payload = made.bytes;
    then = made.then ?? 'answer';
  } else if (rng.chance(0.02)) {
    then = 'reset';
    kinds.push('dropped');
  }
  let answers = 1;
  if (rng.chance(0.02)) {
    // A second request pipelined behind the first.
    payload = Buffer.concat([
      payload,
      Buffer.from(`GET / HTTP/1.1\r\nHost: ${facts.host}\r\nConnection: close\r\n\r\n`),
    ]);
    answers = 2;
    kinds.push('pipelined');
  } else if (!rng.chance(0.03)) {
    lines.push('Connection: close');
  }
  const head = `${method} ${path}${version ? ` ${version}` : ''}\r\n${lines.join('\r\n')}\r\n\r\n`;
  return {
    kind: kinds.join(', '),
    bytes: Buffer.concat([Buffer.from(head, 'latin1'), payload]),
    then,
    oddLine: odd || oddVersion,
    answers,
    head: method === 'HEAD',
  };
}

/** A path's route, for grouping answers: `/news/x?y` → `/news/…`. */
function routeOf(path: string): string {
  if (!path.startsWith('/')) return path.startsWith('*') ? '*' : 'absolute form';
  const [first = '', second] = path.split(/[?#]/)[0]?.split('/').slice(1) ?? [];
  return `/${first.slice(0, 20)}${second === undefined ? '' : '/…'}`;
}

/**
 * The real pages the generator aims at, asked for once as a browser does before the run, so
 * that what they keep (their cache entries, on disk and in Redis) is there before it starts.
 */
export function warmPaths(facts: SiteFacts): string[] {
  return [
    ...sitePages,
    `/news/${facts.newsSlug}`,
    `/sv/news/${facts.newsSlug}`,
    // A post that is not there reads the post index once in each language (the data cache's
    // entries of the real index), as the first such address of the run would.
    `/news/${facts.newsSlug}-not-there`,
    `/sv/news/${facts.newsSlug}-not-there`,
    '/contact',
    '/sv/contact',
    '/news/feed.xml',
    '/sv/news/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/services/payroll',
    '/tech-solution',
    '/.well-known/security.txt',
    '/brand/solvik-palette.json',
    '/page-not-found',
    '/sv/page-not-found',
    // Every unknown module value is served one page, built ahead (lib/routes.ts): its first
    // visit keeps one entry, as any page's does, and no value after it adds another.
    '/tech-solution/a-module-to-come',
    '/sv/tech-solution/a-module-to-come',
    '/a-page-that-is-not-there',
    '/_next/not-there',
    '/_next/static/not-there.js',
    '/news/page/1',
    '/news/page/2',
    '/search?q=netsuite',
    '/sv/search?q=netsuite',
    '/api/search?q=netsuite&lang=en',
    '/api/search?q=netsuite&lang=sv',
    `/language?to=sv&path=/news/${facts.newsSlug}`,
  ];
}

/** `count` requests from `seed`: the same seed, the same list. */
export function fuzzRequests(seed: number, count: number, facts: SiteFacts): FuzzRequest[] {
  const rng = prng(seed);
  return Array.from({ length: count }, () => fuzzRequest(rng, facts));
}
