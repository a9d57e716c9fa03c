import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {redirects} from '../../src/config/redirects';
import {olderReleases} from '../../src/config/versions';
import {releaseOf, resolveRedirect, upstreamUrlSections} from '../support/redirects';
import {test, expect, waitForHydration} from './fixtures';

// Every page URL the upstream site served for these releases answers on the production build: with the page
// itself, or with a redirect (a rule for the servers, a redirect page for static hosts) to a real page of the same
// release. The inventory is scripts/check-content/inventory/upstream-urls.txt; the rules are src/config/redirects.ts.

const buildDir = 'build';
const sitemap = new Set(
  [...readFileSync(`${buildDir}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  ),
);
const exactRedirects = redirects.filter(({from}) => !from.endsWith('*'));

function htmlAt(sitePath: string): string | undefined {
  const file = path.join(buildDir, sitePath, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** A real page: the build lists it in its sitemap and has a rendered Docusaurus page (not a redirect page) at its path. */
function isPage(sitePath: string): boolean {
  const html = htmlAt(sitePath);
  return (
    sitemap.has(sitePath) &&
    html !== undefined &&
    /\bid="?__docusaurus\b/.test(html) &&
    !/http-equiv="?refresh/.test(html)
  );
}

test('the inventory holds the 633 upstream URLs of the three releases', () => {
  const sections = upstreamUrlSections();
  // 'current' is the release served at /docs/ (0.16.10 when the inventory was taken).
  expect(sections.map(({release}) => release)).toEqual(['current', '0.15.50', '0.14.13']);
  expect(['current', ...olderReleases]).toEqual(expect.arrayContaining(sections.map(({release}) => release)));
  for (const {declared, urls} of sections) expect(urls).toHaveLength(declared);
  expect(sections.reduce((sum, {urls}) => sum + urls.length, 0)).toBe(633);
});

for (const {release, urls} of upstreamUrlSections()) {
  test(`every upstream URL of ${release} is a page of the build or redirects to one of the same release`, () => {
    const unanswered = urls.flatMap((url) => {
      if (isPage(url)) return [];
      const to = resolveRedirect(url, redirects);
      if (to === undefined) return [`${url}: no page and no redirect`];
      if (!isPage(to)) return [`${url} → ${to}: the target is no page of the build`];
      if (releaseOf(to, olderReleases) !== release) return [`${url} → ${to}: the target is in another release`];
      return [];
    });
    expect(unanswered).toEqual([]);
  });
}

test('every redirect leaves a path that is no page for a page of the build', () => {
  expect(
    redirects.filter(({from}) => !from.endsWith('*') && isPage(from)).map(({from}) => `${from} is a page`),
  ).toEqual([]);
  expect(
    redirects.filter(({to}) => !to.includes(':splat') && !isPage(to)).map(({from, to}) => `${from} → ${to}`),
  ).toEqual([]);
});

test('the build has a redirect page for each exact redirect, outside the sitemap and the search index', () => {
  const missing = exactRedirects.filter(({from, to}) => !htmlAt(from)?.includes(`window.location.href = '${to}'`));
  expect(missing.map(({from, to}) => `${from} → ${to}`)).toEqual([]);
  expect(exactRedirects.filter(({from}) => sitemap.has(from)).map(({from}) => from)).toEqual([]);

  const indexDir = path.join(buildDir, 'search-index');
  const indexText = readdirSync(indexDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(path.join(indexDir, file), 'utf8'))
    .join('\n');
  expect(indexText).toContain('"/docs/0.14.13/terms/data_context/"');
  expect(
    exactRedirects
      .filter(({from}) => indexText.includes(`"${from}"`) || indexText.includes(`"${from}#`))
      .map(({from}) => from),
  ).toEqual([]);
});

// A static host without redirect rules: every request to the test origin is answered from the build folder, as a
// plain file server would (a folder's index.html, else the 404 page), so the server's own redirects cannot step in.
test.describe('on a static host without rules, an old URL', () => {
  test.beforeEach(async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    await page.route(
      (url) => url.origin === origin,
      async (route) => {
        const {pathname} = new URL(route.request().url());
        const file = path.join(buildDir, decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : '');
        if (existsSync(file) && statSync(file).isFile()) await route.fulfill({path: file});
        else await route.fulfill({status: 404, path: path.join(buildDir, '404.html')});
      },
    );
  });

  const samples = [
    {from: '/docs/0.14.13/reference/data_context/', to: '/docs/0.14.13/terms/data_context/', hash: '#overview'},
    {
      from: '/docs/0.15.50/integrations/integration_zenml/',
      to: '/docs/0.15.50/deployment_patterns/integration_zenml/',
      hash: '',
    },
    {from: '/docs/intro/', to: '/docs/', hash: '#top'},
    {from: '/docs/reference/data_context/', to: '/docs/terms/data_context/', hash: ''},
  ];
  for (const {from, to, hash} of samples) {
    test(`${from} lands on ${to}, keeping the query and the fragment`, async ({page, problems}) => {
      expect(resolveRedirect(from, redirects)).toBe(to);
      await page.goto(`${from}?from=old-link${hash}`);
      await page.waitForURL(`**${to}?from=old-link${hash}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      expect(problems.badResponses).toEqual([]);
    });
  }
});
