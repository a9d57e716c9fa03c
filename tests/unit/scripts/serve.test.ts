import {describe, expect, it} from 'vitest';
import {
  acceptsEncoding,
  cacheControl,
  canonicalFolder,
  decodePath,
  matchRedirect,
  route,
  sitePathLocation,
  splitTarget,
} from '@site/scripts/serve/lib.mjs';
import {resolveRules} from '@site/src/config/serving';

const files = new Set([
  '/index.html',
  '/docs/index.html',
  '/docs/0.15.50/index.html',
  '/404.html',
  '/sitemap.xml',
  '/data/x.db',
  '/assets/js/main.1a2b.js',
]);
const dirs = new Set(['/', '/docs/', '/docs/0.15.50/', '/assets/', '/assets/js/', '/data/', '/_server/']);
// Like the file system (path.join), repeated slashes name the same file.
function lookup(sitePath: string) {
  const path = sitePath.replace(/\/+/g, '/');
  return files.has(path) ? 'file' : dirs.has(path) || dirs.has(`${path}/`) ? 'dir' : undefined;
}

const redirects = [
  {from: '/old/', to: '/docs/'},
  {from: '/docs/0.14.13/old/*', to: '/docs/0.14.13/new/:splat'},
  {from: '/docs/0.14.13/old/special/', to: '/search/'},
  {from: '/docs/0.14.13/old/deeper/*', to: '/deeper/:splat'},
];
const rules = resolveRules([], {}, redirects);

describe('route', () => {
  it.each([
    ['GET', '/docs/', {kind: 'file', path: '/docs/index.html'}],
    ['HEAD', '/docs/0.15.50/?q=1', {kind: 'file', path: '/docs/0.15.50/index.html'}],
    ['GET', '/sitemap.xml', {kind: 'file', path: '/sitemap.xml'}],
    ['GET', '/docs/0.15.50', {kind: 'redirect', location: '/docs/0.15.50/'}],
    ['GET', '/docs/0.15.50?q=x', {kind: 'redirect', location: '/docs/0.15.50/?q=x'}],
    ['GET', '/docs/0.15.50/index.html', {kind: 'redirect', location: '/docs/0.15.50/'}],
    ['GET', '/docs/0.15.50.html', {kind: 'redirect', location: '/docs/0.15.50/'}],
    ['GET', '/index.html', {kind: 'redirect', location: '/'}],
    ['GET', '//docs', {kind: 'redirect', location: '/docs/'}],
    ['GET', 'http://evil.example/docs', {kind: 'redirect', location: '/docs/'}],
    ['GET', '/old/', {kind: 'redirect', location: '/docs/'}],
    ['GET', '/old?x=1', {kind: 'redirect', location: '/docs/?x=1'}],
    ['GET', '/docs/0.14.13/old/a/b/', {kind: 'redirect', location: '/docs/0.14.13/new/a/b/'}],
    ['GET', '/docs/0.14.13/old/special/', {kind: 'redirect', location: '/search/'}],
    ['GET', '/docs/0.14.13/old/deeper/x/', {kind: 'redirect', location: '/deeper/x/'}],
    ['GET', '/missing/', {kind: 'notFound'}],
    ['GET', '/assets/', {kind: 'notFound'}],
    ['GET', '/404.html', {kind: 'notFound'}],
    ['GET', '/404/', {kind: 'notFound'}],
    ['GET', '/404', {kind: 'notFound'}],
    ['GET', '/_server/rules.json', {kind: 'notFound'}],
    ['GET', '/_headers', {kind: 'notFound'}],
    ['GET', '//evil.example/', {kind: 'notFound'}],
    ['GET', '/100%', {kind: 'error', status: 400}],
    ['GET', '/docs/%E0%A4%A', {kind: 'error', status: 400}],
    ['GET', '//evil.example/..%2fdocs', {kind: 'error', status: 400}],
    ['GET', '/%2e%2e/etc/passwd', {kind: 'error', status: 400}],
    ['GET', '/docs/..%5c..%5cetc', {kind: 'error', status: 400}],
    ['GET', '/docs/%00', {kind: 'error', status: 400}],
    ['GET', '*', {kind: 'error', status: 400}],
    ['GET', `/${'a'.repeat(5000)}`, {kind: 'error', status: 414}],
    ['POST', '/docs/', {kind: 'error', status: 405, headers: {Allow: 'GET, HEAD'}}],
    ['OPTIONS', '*', {kind: 'error', status: 405, headers: {Allow: 'GET, HEAD'}}],
  ])('%s %s', (method, url, expected) => {
    expect(route(method, url, rules, lookup)).toEqual(expected);
  });
});

describe('decodePath', () => {
  it.each([
    ['/docs/a%20b/', '/docs/a b/'],
    ['/docs/%C3%A9/', '/docs/é/'],
    ['/a..b/', '/a..b/'],
    ['/%', undefined],
    ['/%2e%2e/', undefined],
    ['/.%2e/', undefined],
    ['/%2E/', undefined],
    ['/a/..', undefined],
    ['/a%5cb', undefined],
    ['/a%00', undefined],
  ])('%s → %s', (raw, expected) => {
    expect(decodePath(raw)).toBe(expected);
  });
});

describe('redirects', () => {
  it.each([
    ['/old/', '/docs/'],
    ['/old', '/docs/'],
    ['/old/x/', undefined],
    ['/docs/0.14.13/old/', '/docs/0.14.13/new/'],
    ['/docs/0.14.13/old/x/y/', '/docs/0.14.13/new/x/y/'],
    ['/docs/0.14.13/old/deeper/z', '/deeper/z'],
    ['/docs/0.14.13/older/', undefined],
  ])('%s → %s', (path, expected) => {
    expect(matchRedirect(path, redirects)).toBe(expected);
  });

  it.each([
    ['//evil.example/', '', '/evil.example/'],
    ['/\\evil.example/', '?a', '/evil.example/?a'],
    ['/docs/', '', '/docs/'],
  ])('a location is always a site path: %s', (path, query, expected) => {
    expect(sitePathLocation(path, query)).toBe(expected);
  });
});

describe('helpers', () => {
  it.each([
    ['/docs?x', {path: '/docs', query: '?x'}],
    ['http://host:1/a?b', {path: '/a', query: '?b'}],
    ['http://host', {path: '/', query: ''}],
    ['docs', undefined],
    ['*', undefined],
  ])('splitTarget(%s)', (url, expected) => {
    expect(splitTarget(url)).toEqual(expected);
  });

  it.each([
    ['br, gzip', 'br', true],
    ['gzip, deflate, br;q=0', 'br', false],
    ['gzip;q=0.5', 'gzip', true],
    ['*', 'br', true],
    ['*;q=0, gzip', 'br', false],
    ['identity', 'gzip', false],
    [undefined, 'gzip', false],
  ])('acceptsEncoding(%s, %s) = %s', (header, coding, expected) => {
    expect(acceptsEncoding(header, coding)).toBe(expected);
  });

  it.each([
    ['/docs/0.15.50', '/docs/0.15.50/'],
    ['/docs/0.15.50/index.html', '/docs/0.15.50/'],
    ['/docs/missing', undefined],
    ['/docs/', undefined],
    ['/sitemap.xml', undefined],
  ])('canonicalFolder(%s) = %s', (path, expected) => {
    expect(canonicalFolder(path, lookup)).toBe(expected);
  });

  it.each([
    ['/assets/js/main.1a2b.js', 'public, max-age=31536000, immutable'],
    ['/search-index/current.0123456789.json', 'public, max-age=31536000, immutable'],
    ['/search-index.json', 'public, max-age=0, must-revalidate'],
    ['/docs/', 'public, max-age=0, must-revalidate'],
  ])('cacheControl(%s)', (path, expected) => {
    expect(cacheControl(path, rules)).toBe(expected);
  });
});
