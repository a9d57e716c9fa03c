import {readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {parseResponse, portOf, rawRequest, sendRaw, type RawResponse} from './raw';

// What a hostile or broken client can send, over raw sockets so that malformed request lines reach
// the server as they are. Each case: a 4xx (or a correct 206/416), never a crash, a file from outside
// the build or a redirect off the site. Runs against both servers (projects http-serve, http-nginx).
const port = () => portOf(test.info().project.use.baseURL);

/** A redirect may only go to a path of this site: one leading slash, never `//host` or `/\host`. */
function expectOnSite(response: RawResponse, what: string) {
  const location = response.headers.location;
  if (location === undefined) return;
  expect(location, what).toMatch(/^\/(?![/\\])/);
  expect(location.toLowerCase(), what).not.toContain('evil');
}

async function expectStillServing() {
  const response = await rawRequest(port(), 'GET /docs/ HTTP/1.1');
  expect(response.status).toBe(200);
  expect(response.body.equals(readFileSync('build/docs/index.html'))).toBe(true);
}

test.afterEach(async () => {
  await expectStillServing();
});

test('malformed percent-encoding gets 400', async () => {
  for (const target of ['/100%', '/docs/%E0%A4%A', '/%', '/%zz', '/docs/%4', '/%%41']) {
    const response = await rawRequest(port(), `GET ${target} HTTP/1.1`);
    expect(response.status, target).toBe(400);
  }
});

test('.. in every encoding never leaves the build folder', async () => {
  const targets = [
    '/../../../../etc/passwd',
    '/docs/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E%2F%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/docs/..%5c..%5c..%5cetc%5cpasswd',
    '/docs/%252e%252e/%252e%252e/etc/passwd',
    '/.%2e/.%2e/.%2e/etc/passwd',
    // Overlong UTF-8 dots and a lone surrogate: invalid UTF-8 (400 here, a missing file to nginx).
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '/docs/%C0%AE%C0%AE/',
    '/%ED%A0%80',
    '/docs/%00/../../etc/passwd',
    '/docs/index.html%00.js',
    '/./docs/./',
  ];
  for (const target of targets) {
    const response = await rawRequest(port(), `GET ${target} HTTP/1.1`);
    expect(response.body.toString('latin1'), target).not.toContain('root:x:0:0');
    expectOnSite(response, target);
    // 400 for a path no browser sends; a server that resolves the dots itself (nginx) may serve or redirect inside the site.
    expect([200, 301, 400, 404], target).toContain(response.status);
  }
});

test('//evil.example/..%2fdocs and other protocol-relative tricks never redirect off the site', async () => {
  for (const target of [
    '//evil.example/..%2fdocs',
    '//evil.example/',
    '//evil.example/docs',
    '/\\evil.example/',
    '/%2fevil.example/',
    '/%5cevil.example',
    '///evil.example/%2e%2e',
    '//evil.example/%2e%2e/docs',
  ]) {
    const response = await rawRequest(port(), `GET ${target} HTTP/1.1`);
    expectOnSite(response, target);
    // nginx merges the slashes and may then serve or redirect a page of this site.
    expect([200, 301, 400, 404], target).toContain(response.status);
  }
  const trick = await rawRequest(port(), 'GET //evil.example/..%2fdocs HTTP/1.1');
  expect(trick.headers.location ?? '').not.toBe('//evil.example/..%2fdocs/');
});

test('the Host header, an absolute request target or a forwarded host never steer a redirect', async () => {
  const cases: [string, Record<string, string>][] = [
    ['GET /docs HTTP/1.1', {Host: 'evil.example'}],
    ['GET /docs HTTP/1.1', {Host: 'localhost', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https'}],
    ['GET http://evil.example/docs HTTP/1.1', {Host: 'evil.example'}],
    ['GET /docs/index.html HTTP/1.1', {Host: 'evil.example:80'}],
  ];
  for (const [line, headers] of cases) {
    const response = await rawRequest(port(), line, headers);
    expect(response.status, line).toBe(301);
    expect(response.headers.location, line).toBe('/docs/');
  }
  const noHost = parseResponse(await sendRaw(port(), 'GET /docs/ HTTP/1.1\r\nConnection: close\r\n\r\n'));
  expect(noHost?.status).toBe(400);
});

test('a long URL and long or many headers get a 4xx', async () => {
  const longUrl = await rawRequest(port(), `GET /docs/${'a'.repeat(20_000)} HTTP/1.1`);
  expect([400, 414, 431]).toContain(longUrl.status);
  const longish = await rawRequest(port(), `GET /docs/${'a'.repeat(5_000)} HTTP/1.1`);
  expect([404, 414]).toContain(longish.status);
  const longHeader = await rawRequest(port(), 'GET /docs/ HTTP/1.1', {'X-Long': 'x'.repeat(40_000)});
  expect([400, 431]).toContain(longHeader.status);
  const manyHeaders = Object.fromEntries(Array.from({length: 3000}, (_, i) => [`X-H${i}`, 'x'.repeat(20)]));
  const many = await rawRequest(port(), 'GET /docs/ HTTP/1.1', manyHeaders);
  expect([400, 431]).toContain(many.status);
});

test('malformed request lines and headers get a 4xx (or 505 for an HTTP version beyond 1.x)', async () => {
  const requests = [
    'GET\r\n\r\n',
    'GET /\r\n\r\n',
    'GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n',
    'GET / HTTX/1.1\r\nHost: x\r\n\r\n',
    'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    'GET /docs/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    'GET /docs/ HTTP/1.1\r\nHost: x\r\nX: a\x00b\r\n\r\n',
    'GET /do cs/ HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    'GET /docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03',
  ];
  for (const request of requests) {
    const response = parseResponse(await sendRaw(port(), request, 3000));
    // A server may also just close the connection on bytes that are not HTTP at all.
    if (response) expect(response.status >= 400 && response.status < 506, JSON.stringify(request)).toBe(true);
  }
});

/** A small deterministic PRNG (mulberry32), so that a failing fuzz case can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('1,200 malformed requests: every answer is well-formed, on the site, with the right bytes; the server still answers', async () => {
  test.setTimeout(180_000);
  const random = prng(17);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const file = readFileSync('build/sitemap.xml');
  const pieces = [
    '%',
    '%2',
    '%zz',
    '%2e',
    '%2e%2e',
    '..',
    '.',
    '%2f',
    '%5c',
    '\\',
    '//',
    '%00',
    '%ff',
    '%c0%ae',
    '%E0%A4%A',
    '?',
    '#',
    ';',
    '~',
    'évil',
    '%0d%0a',
    'docs',
    'index.html',
    'assets',
    '_server',
    '404',
    'evil.example',
    '*',
    '@',
  ];
  const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'TRACE', 'CONNECT', 'FOO', 'G ET', 'get', ''];
  const fuzzTarget = () => {
    let target = pick(['/', '//', '/docs/', '', 'http://evil.example/', '*', '/sitemap.xml']);
    for (let n = Math.floor(random() * 6); n > 0; n -= 1) target += pick(pieces) + (random() < 0.5 ? '/' : '');
    return target;
  };
  const fuzzRange = () =>
    pick([
      () => `bytes=${Math.floor(random() * file.length * 2)}-${Math.floor(random() * file.length * 2)}`,
      () => `bytes=-${Math.floor(random() * file.length * 2)}`,
      () => `bytes=${Math.floor(random() * file.length)}-`,
      () => `bytes=${'0-1,'.repeat(Math.floor(random() * 50))}2-3`,
      () => `bytes=${pick(['-', '--1', 'a-b', '1-2-3', '18446744073709551616-', ' 0-5', '0-5 '])}`,
    ])();

  type Case = {request: string; range?: string};
  const cases: Case[] = [];
  for (let i = 0; i < 1200; i += 1) {
    const kind = i % 4;
    if (kind === 0) {
      cases.push({
        request: `${pick(methods)} ${fuzzTarget()} HTTP/1.1\r\nHost: ${pick(['localhost', 'evil.example', '', 'a b'])}\r\nConnection: close\r\n\r\n`,
      });
    } else if (kind === 1) {
      const range = fuzzRange();
      cases.push({
        request: `GET /sitemap.xml HTTP/1.1\r\nHost: localhost\r\nRange: ${range}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
        range,
      });
    } else if (kind === 2) {
      const header = pick([
        'X-A: ' + 'b'.repeat(Math.floor(random() * 20000)),
        'Accept-Encoding: ' + pick(['br;q=0', 'gzip;q=0, *', '*;q=0', ',,,', 'br;q=x']),
        'Bad\x7fName: x',
        'X: \x01',
        'Host: second-host',
      ]);
      cases.push({
        request: `GET ${fuzzTarget()} HTTP/1.1\r\nHost: localhost\r\n${header}\r\nConnection: close\r\n\r\n`,
      });
    } else {
      // Random bytes, with the shape of a request line or none at all.
      const bytes = Array.from({length: 1 + Math.floor(random() * 200)}, () =>
        String.fromCharCode(Math.floor(random() * 256)),
      ).join('');
      cases.push({
        request:
          random() < 0.5
            ? `GET /${bytes} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`
            : `${bytes}\r\n\r\n`,
      });
    }
  }

  const failures: string[] = [];
  let answered = 0;
  for (let start = 0; start < cases.length; start += 20) {
    await Promise.all(
      cases.slice(start, start + 20).map(async ({request, range}) => {
        const data = await sendRaw(port(), Buffer.from(request, 'latin1'), 3000);
        const response = parseResponse(data);
        if (!response) return; // closed without an answer: allowed for what is not HTTP
        answered += 1;
        const what = JSON.stringify(request.slice(0, 120));
        if (response.status < 200 || response.status > 505) failures.push(`${what}: status ${response.status}`);
        const location = response.headers.location;
        if (location !== undefined && (!/^\/(?![/\\])/.test(location) || /evil/i.test(location)))
          failures.push(`${what}: Location ${location}`);
        if (range && response.status === 206) {
          const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers['content-range'] ?? '');
          const expected = match ? file.subarray(Number(match[1]), Number(match[2]) + 1) : undefined;
          if (!expected || Number(match![3]) !== file.length || !response.body.equals(expected))
            failures.push(`${what} (${range}): wrong bytes for ${response.headers['content-range']}`);
        }
        if (range && response.status === 200 && !response.body.equals(file))
          failures.push(`${what} (${range}): 200 without the whole file`);
      }),
    );
  }
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(1000);
});
