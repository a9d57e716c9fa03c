import {existsSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {redirects} from '../../src/config/redirects';
import {resolveRedirect, upstreamUrlSections} from '../support/redirects';

// Every page URL the upstream site served for these releases, asked of a real server (project http-serve:
// `npm run serve`; http-nginx: nginx with the build's generated configuration): the page itself with a 200,
// or one 301 to the page of the same release that covers its topic, which is then a 200. The browser spec
// tests/e2e/old-urls.spec.ts holds the same list against the static build (its client redirect pages).

const noRedirect = {maxRedirects: 0};
const olderVersionsBuilt = existsSync('build/docs/0.15.50/index.html');

const urls = upstreamUrlSections()
  .filter(({release}) => release === 'current' || olderVersionsBuilt)
  .flatMap(({urls: list}) => list);

test('every upstream URL is a page or one redirect to a page', async ({request}) => {
  test.setTimeout(120_000);
  expect(urls.length).toBeGreaterThan(200);
  const problems: string[] = [];
  for (const url of new Set(urls)) {
    const target = resolveRedirect(url, redirects);
    const response = await request.get(url, noRedirect);
    if (target === undefined) {
      if (response.status() !== 200) problems.push(`${url}: ${response.status()}, expected the page (200)`);
      continue;
    }
    const location = response.headers().location;
    if (response.status() !== 301 || location !== target) {
      problems.push(`${url}: ${response.status()} → ${location ?? '(none)'}, expected 301 → ${target}`);
      continue;
    }
    const landed = await request.get(target, noRedirect);
    if (landed.status() !== 200) problems.push(`${url} → ${target}: ${landed.status()}`);
  }
  expect(problems).toEqual([]);
});

test('a redirect keeps the query string', async ({request}) => {
  const rule = redirects.find(
    (redirect) =>
      !redirect.from.includes('*') && redirect.from.startsWith('/docs/') && !/\/0\.1[45]\./.test(redirect.from),
  );
  expect(rule).toBeDefined();
  const response = await request.get(`${rule!.from}?from=old-link`, noRedirect);
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`${rule!.to}?from=old-link`);
});

test('/docs/intro reaches the intro', async ({request}) => {
  const response = await request.get('/docs/intro/');
  expect(response.url()).toMatch(/\/docs\/$/);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<h1');
});
