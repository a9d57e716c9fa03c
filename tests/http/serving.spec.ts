import {readFileSync} from 'node:fs';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {test, expect, type APIResponse} from '@playwright/test';
import {fixtureRedirects} from '../../src/config/testPages';
import {inlineScriptHashes} from '../../src/plugins/serving/inlineScripts';
import {portOf, rawRequest} from './raw';

// One suite, two servers: `npm run serve` (project http-serve) and nginx with the configuration the
// build generated (project http-nginx, scripts/serve/nginx.mjs). Both serve the build in build/.
const production = () => test.info().project.name === 'http-nginx';
const port = () => portOf(test.info().project.use.baseURL);
const built = (file: string) => readFileSync(`build${file}`);

/** Every response of either server carries these; nginx (production) adds HSTS. */
function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|; )script-src 'self' 'sha256-/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  if (production()) expect(headers['strict-transport-security']).toBe('max-age=31536000');
  else expect(headers['strict-transport-security']).toBeUndefined();
}

const noRedirect = {maxRedirects: 0};

test('a page is HTML, revalidated, with the security headers', async ({request}) => {
  const response = await request.get('/docs/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expectSecurityHeaders(response.headers());
});

test("the CSP allows each inline script of the pages by its hash, and no other script host than the analytics' one", async ({
  request,
}) => {
  const pages = ['/', '/docs/', '/404.html'].map((page) =>
    built(page === '/' ? '/index.html' : page.endsWith('/') ? `${page}index.html` : page).toString('utf8'),
  );
  const csp = (await request.get('/docs/')).headers()['content-security-policy'] ?? '';
  const scriptSrc = csp
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);
  const hashes = inlineScriptHashes(pages);
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(scriptSrc).toContain(`'${hash}'`);
  // The test build has an analytics id (GX_DOCS_GTAG_ID) and no Algolia settings.
  expect(scriptSrc.filter((source) => !source.startsWith("'"))).toEqual(['https://www.googletagmanager.com']);
  expect(csp).not.toContain('algolia');
});

test('every kind of response carries the security headers', async ({request}) => {
  const responses: APIResponse[] = [
    await request.get('/docs', noRedirect),
    await request.get('/no-such-page/'),
    await request.post('/docs/'),
    await request.get('/sitemap.xml', {headers: {Range: 'bytes=999999999-', 'Accept-Encoding': 'identity'}}),
    await request.get('/assets/', noRedirect),
  ];
  expect(responses.map((response) => response.status())).toEqual([301, 404, 405, 416, 404]);
  for (const response of responses) expectSecurityHeaders(response.headers());
  const malformed = await rawRequest(port(), 'GET /100% HTTP/1.1');
  expect(malformed.status).toBe(400);
  expectSecurityHeaders(malformed.headers);
});

test('a page asked for without its trailing slash or as index.html is redirected to its folder, keeping the query', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/docs', '/docs/'],
    ['/docs?x=1', '/docs/?x=1'],
    ['/docs/index.html', '/docs/'],
    ['/docs/index.html?x=1', '/docs/?x=1'],
    ['/docs.html', '/docs/'],
  ]) {
    const response = await request.get(from, noRedirect);
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('a missing page, and the 404 page under any of its names, get the 404 page with a 404 status', async ({
  request,
}) => {
  const page = built('/404.html').toString('utf8');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(page)![1];
  for (const path of ['/no-such-page/', '/docs/no-such-page/', '/404.html', '/404/', '/404', '/assets/no-such.js']) {
    const response = await request.get(path, noRedirect);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(await response.text(), path).toContain(`<title`);
    expect(await response.text(), path).toContain(title);
  }
});

test('the server configuration files in the build are never served', async ({request}) => {
  for (const path of ['/_server/nginx.conf', '/_server/rules.json', '/_headers', '/_redirects']) {
    const response = await request.get(path, noRedirect);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toMatch(/Content-Security-Policy|add_header|"redirects"/);
  }
});

test('every file type goes out with its content type (the SQLite sample data included)', async ({request}) => {
  for (const [path, type] of [
    ['/data/yellow_tripdata.db', 'application/vnd.sqlite3'],
    ['/data/yellow_tripdata_sample_2019-01.csv', 'text/csv'],
    ['/sitemap.xml', /^(text|application)\/xml/],
    ['/blog/rss.xml', /^(text|application)\/(rss\+)?xml/],
    ['/search-index.json', /^application\/json/],
    ['/img/favicon.svg', /^image\/svg\+xml/],
  ] as const) {
    const response = await request.head(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
});

test('text files are sent precompressed (brotli or gzip, as accepted), and decompress to the file', async ({
  request,
}) => {
  const names = (await (await request.get('/search-index.json')).json()) as Record<string, string>;
  for (const path of ['/docs/', '/sitemap.xml', '/blog/rss.xml', '/blog/atom.xml', ...Object.values(names)]) {
    const file = built(path.endsWith('/') ? `${path}index.html` : path);
    const br = await request.get(path, {headers: {'Accept-Encoding': 'br, gzip'}});
    const gzip = await request.get(path, {headers: {'Accept-Encoding': 'gzip'}});
    const identity = await request.get(path, {headers: {'Accept-Encoding': 'identity'}});
    expect(br.headers()['content-encoding'], path).toBe('br');
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(identity.headers()['content-encoding'], path).toBeUndefined();
    for (const response of [br, gzip]) expect(response.headers().vary, path).toMatch(/Accept-Encoding/i);
    // Playwright decodes what it receives: the bodies match the file, and the compressed copies exist.
    for (const response of [br, gzip, identity]) expect((await response.body()).equals(file), path).toBe(true);
    const source = path.endsWith('/') ? `${path}index.html` : path;
    expect(brotliDecompressSync(built(`${source}.br`)).equals(file)).toBe(true);
    expect(gunzipSync(built(`${source}.gz`)).equals(file)).toBe(true);
  }
});

test('hashed files are cached for a year; the list of search index names is revalidated', async ({request}) => {
  const html = await (await request.get('/docs/')).text();
  const script = /<script[^>]+src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)![1];
  const names = (await (await request.get('/search-index.json')).json()) as Record<string, string>;
  const indexFiles = Object.values(names);
  expect(indexFiles.length).toBeGreaterThan(1);
  for (const path of [script, ...indexFiles]) {
    const response = await request.head(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  expect((await request.head('/search-index.json')).headers()['cache-control']).toBe(
    'public, max-age=0, must-revalidate',
  );
  expect((await request.head('/sitemap.xml')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('a conditional request for an unchanged file gets 304', async ({request}) => {
  const first = await request.get('/sitemap.xml', {headers: {'Accept-Encoding': 'identity'}});
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get('/sitemap.xml', {headers: {'Accept-Encoding': 'identity', 'If-None-Match': etag}});
  expect(again.status()).toBe(304);
});

test('a compressed copy goes out whole, whatever the range (as nginx does)', async ({request}) => {
  const response = await request.get('/sitemap.xml', {headers: {Range: 'bytes=0-10', 'Accept-Encoding': 'br'}});
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect((await response.body()).equals(built('/sitemap.xml'))).toBe(true);
});

test.describe('ranges', () => {
  const path = '/sitemap.xml';
  const get = (request: import('@playwright/test').APIRequestContext, range: string) =>
    request.get(path, {headers: {Range: range, 'Accept-Encoding': 'identity'}});

  test('a single range gets exactly its bytes', async ({request}) => {
    const file = built(path);
    for (const [range, start, end] of [
      ['bytes=0-0', 0, 0],
      ['bytes=10-19', 10, 19],
      ['bytes=-50', file.length - 50, file.length - 1],
      ['bytes=100-', 100, file.length - 1],
      [`bytes=0-${file.length + 1000}`, 0, file.length - 1],
    ] as const) {
      const response = await get(request, range);
      expect(response.status(), range).toBe(206);
      expect(response.headers()['content-range'], range).toBe(`bytes ${start}-${end}/${file.length}`);
      expect((await response.body()).equals(file.subarray(start, end + 1)), range).toBe(true);
    }
  });

  test('an unsatisfiable range gets 416 with the length', async ({request}) => {
    const file = built(path);
    for (const range of ['bytes=100-50', `bytes=${file.length}-`, `bytes=${file.length + 5}-${file.length + 10}`]) {
      const response = await get(request, range);
      expect(response.status(), range).toBe(416);
      expect(response.headers()['content-range'], range).toBe(`bytes */${file.length}`);
    }
  });

  test('a range past 2^64 never yields wrong bytes', async ({request}) => {
    const file = built(path);
    const response = await get(request, 'bytes=0-18446744073709551615');
    // 206 with the whole file (the end clamped to the length) or 416 (nginx refuses the overflowing number).
    expect([206, 416]).toContain(response.status());
    if (response.status() === 206) expect((await response.body()).equals(file)).toBe(true);
  });

  test('several ranges, or another unit, get the whole file', async ({request}) => {
    const file = built(path);
    const many = Array.from({length: 200}, (_, i) => `${i * 3}-${i * 3}`).join(',');
    for (const range of ['bytes=0-1,5-6', 'bytes=0-0,-1', `bytes=${many}`, 'items=0-5']) {
      const response = await get(request, range);
      expect(response.status(), range).toBe(200);
      expect((await response.body()).equals(file), range).toBe(true);
    }
    // A syntactically broken byte range: both servers refuse it (RFC 9110 also allows ignoring it).
    expect((await get(request, 'bytes=abc')).status()).toBe(416);
  });
});

test.describe('redirects of the test build (fixtureRedirects in src/config/testPages.ts)', () => {
  const examples = fixtureRedirects.flatMap(({from, to}) =>
    from.endsWith('*')
      ? [
          [`${from.slice(0, -1)}guides/setup/`, to.replace(':splat', 'guides/setup/')],
          [`${from.slice(0, -1)}a/b/?q=1`, `${to.replace(':splat', 'a/b/')}?q=1`],
        ]
      : [
          [from, to],
          [from.replace(/\/$/, ''), to],
          [`${from}?q=x%20y`, `${to}?q=x%20y`],
        ],
  );

  for (const [from, to] of examples) {
    test(`${from} → ${to}`, async ({request}) => {
      const response = await request.get(from, noRedirect);
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      expectSecurityHeaders(response.headers());
    });
  }

  test('an exact rule inside a splat wins over the splat', async ({request}) => {
    const response = await request.get('/__test__/old-docs/special/', noRedirect);
    expect(response.headers().location).toBe('/search/');
  });
});

test('methods other than GET and HEAD get 405 with Allow', async ({request}) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const response = await request.fetch('/docs/', {method});
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow, method).toBe('GET, HEAD');
  }
  for (const method of ['PROPFIND', 'FOO', 'BREW']) {
    const response = await rawRequest(port(), `${method} /docs/ HTTP/1.1`);
    expect(response.status, method).toBe(405);
    expect(response.headers.allow, method).toBe('GET, HEAD');
  }
  const head = await request.head('/docs/');
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);
});
