import {test, expect} from './fixtures';
import {createLocalIndex} from '../../src/plugins/search/client/localSearch';
import {readIndexParts, type PackedIndexFile} from '../../src/plugins/search/packedIndex';
import type {SearchIndexMore} from '../../src/plugins/search/types';
import {readJson} from '../../scripts/lib/readJson.mjs';

// The local search backend (no Algolia settings in the test build): the DocSearch modal and the
// /search page answer from the site's own per-version index. Nothing leaves localhost (fixtures.ts).

const modal = (page: import('@playwright/test').Page) => page.getByRole('dialog').or(page.locator('.DocSearch-Modal'));
const hitLinks = (page: import('@playwright/test').Page) => page.locator('.DocSearch-Hit a');

test('Ctrl+K opens the search modal; a query finds the right page first; Enter goes there @mobile', async ({
  page,
  open,
}) => {
  await open('/docs/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill('checkpoint store');
  await expect(hitLinks(page).first()).toHaveAttribute('href', /^\/docs\/terms\/checkpoint_store\//);
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/terms\/checkpoint_store\//);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Checkpoint Store');
  await expect(modal(page)).toBeHidden();
});

test("'/' opens the modal, Escape closes it, and focus returns to the search button", async ({page, open}) => {
  await open('/docs/terms/');
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Input')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
});

const knownQueries: [string, RegExp][] = [
  ['expectation suite', /^\/docs\/terms\/expectation_suite\//],
  ['data docs', /^\/docs\/terms\/data_docs\//],
  ['execution engine', /^\/docs\/terms\/execution_engine\//],
  ['evaluation parameter', /^\/docs\/terms\/evaluation_parameter\//],
];

test('known queries return their page first, with the keyboard moving through results', async ({page, open}) => {
  await open('/docs/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  for (const [query, expected] of knownQueries) {
    await input.fill(query);
    await expect(hitLinks(page).first(), query).toHaveAttribute('href', expected);
  }
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
  const first = await page.locator('.DocSearch-Hit[aria-selected="true"]').getAttribute('id');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).not.toHaveAttribute('id', first!);
  expect(await hitLinks(page).count()).toBeLessThanOrEqual(8);
});

test('on a 0.14.13 page, results are 0.14.13 pages only, and the footer links to /search for that version', async ({
  page,
  open,
}) => {
  await open('/docs/0.14.13/terms/action/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('validator');
  await expect(hitLinks(page).first()).toBeVisible();
  const hrefs = await hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) expect(href).toMatch(/^\/docs\/0\.14\.13\//);
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toHaveText(/See all \d+ results in 0\.14\.13/);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/\?q=validator&version=0\.14\.13$/);
  await expect(page.getByRole('combobox', {name: 'Docs version'})).toHaveValue('0.14.13');
});

test('recent searches are offered when the modal opens again', async ({page, open}) => {
  await open('/docs/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('data context');
  await hitLinks(page).first().click();
  await expect(page).toHaveURL(/\/docs\/terms\/data_context\//);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hits').first()).toContainText('Data Context');
});

test('/search shows results with snippets for q, and another version from the selector', async ({page, open}) => {
  await open('/search/?q=expectation%20suite');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “expectation suite”');
  await expect(page.getByRole('searchbox')).toHaveValue('expectation suite');
  const results = page.getByRole('main').locator('ol li');
  await expect(results.first()).toBeVisible();
  await expect(page.getByRole('main').locator('ol li a').first()).toHaveAttribute(
    'href',
    /^\/docs\/terms\/expectation_suite\//,
  );
  await expect(page.getByText(/^\d+ results in the 0\.16\.10 docs$/)).toBeVisible();
  await expect(results.first().locator('mark').first()).toBeVisible();

  await page.getByRole('combobox', {name: 'Docs version'}).selectOption('0.15.50');
  await expect(page).toHaveURL(/version=0\.15\.50/);
  await expect(page.getByRole('main').locator('ol li a').first()).toHaveAttribute('href', /^\/docs\/0\.15\.50\//);
});

test('/search has a submit button that searches at once, and counts a single result in the singular @mobile', async ({
  page,
  open,
}) => {
  await open('/search/?version=current');
  await page.getByRole('searchbox').fill('pitfalls');
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page).toHaveURL(/\/search\/\?q=pitfalls&version=current$/);
  await expect(page.getByRole('main').locator('ol li')).toHaveCount(1);
  await expect(page.getByText(/^1 result in the 0\.16\.10 docs$/)).toBeVisible();
});

test('the index is built and searched in a Web Worker, not on the page', async ({page, open}) => {
  await open('/search/?q=checkpoint');
  await expect(page.getByRole('main').locator('ol li').first()).toBeVisible();
  const workers = page.workers().map((worker) => new URL(worker.url()).pathname);
  expect(workers).toEqual([expect.stringMatching(/^\/assets\/js\/[\w.]+\.js$/)]);
});

test('/search shows its results without moving what is already on screen (layout shift) @mobile', async ({
  page,
  open,
}) => {
  // Sums the layout shifts the browser reports, as Lighthouse's CLS does (shifts right after input excluded).
  await page.addInitScript(() => {
    const w = window as unknown as {__layoutShift: number};
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await open('/search/?q=checkpoint');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  // Two frames, so the shifts of the last render have been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as {__layoutShift: number}).__layoutShift)).toBeLessThan(0.05);
});

test('/search loads more results on request', async ({page, open}) => {
  await open('/search/?q=data&version=current');
  const results = page.getByRole('main').locator('ol li');
  await expect(results).toHaveCount(10);
  await page.getByRole('button', {name: 'Load more results'}).click();
  await expect(results).toHaveCount(20);
});

test('/search says so when nothing matches, and suggests queries @mobile', async ({page, open}) => {
  await open('/search/?q=zqxjvw');
  await expect(page.getByText('No results for “zqxjvw”')).toBeVisible();
  await expect(page.getByText('Try searching for')).toBeVisible();
  await page.getByRole('link', {name: 'Checkpoint'}).click();
  await expect(page.getByRole('main').locator('ol li').first()).toBeVisible();
});

test('a query with markup is shown as text and runs nothing', async ({page, open}) => {
  const payload = '<img src=x onerror="window.__xss=1">';
  await open(`/search/?q=${encodeURIComponent(payload)}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${payload}”`);
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(payload);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
});

test('when only the rest of the index cannot be fetched, the modal and the page answer from its first part', async ({
  page,
  open,
  problems,
}) => {
  problems.expected.push(/\.more\.json/, /Failed to load resource/);
  await page.route('**/search-index/*.more.json', (route) => route.abort('internetdisconnected'));
  await open('/docs/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('checkpoint');
  await expect(hitLinks(page).first()).toHaveAttribute('href', /^\/docs\/terms\/checkpoint\//);

  await open('/search/?q=checkpoint');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('when the index cannot be fetched, the modal and the page say so', async ({page, open, problems}) => {
  problems.expected.push(/search-index/, /Search failed/, /Failed to load resource/);
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await open('/docs/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('checkpoint');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

  await open('/search/?q=checkpoint');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
});

test('the index is fetched once per version, on first use, not with the page, in two parts', async ({page, open}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/search-index[/.]/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await open('/docs/0.15.50/terms/');
  expect(fetched).toEqual([]);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('batch');
  await expect(hitLinks(page).first()).toBeVisible();
  await page.locator('.DocSearch-Input').fill('batch request');
  await expect(hitLinks(page).first()).toHaveAttribute('href', /^\/docs\/0\.15\.50\/terms\/batch_request\//);
  // The first part answered the first query; the rest of the text followed, once.
  // The list of the index files' content-hashed names, then the two parts under those names.
  await expect
    .poll(() => fetched)
    .toEqual([
      '/search-index.json',
      expect.stringMatching(/^\/search-index\/0\.15\.50\.[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^\/search-index\/0\.15\.50\.[0-9a-f]{10}\.more\.json$/),
    ]);
  await page.locator('.DocSearch-Input').fill('batch requests');
  await expect(hitLinks(page).first()).toBeVisible();
  expect(fetched).toHaveLength(3);
});

test("the modal's later queries find words that only the rest of the index has", async ({page, open}) => {
  // A word of the 0.15.50 docs that the first part of the index cannot find and the complete index can,
  // picked from the build's index files, with the page the complete index lists first for it.
  const names = readJson('build/search-index.json') as Record<string, string>;
  const first = readJson(`build${names['/search-index/0.15.50.json']}`) as PackedIndexFile;
  const more = readJson(`build${names['/search-index/0.15.50.more.json']}`) as SearchIndexMore;
  const firstPart = createLocalIndex(readIndexParts(first));
  const complete = createLocalIndex(readIndexParts(first, more));
  const candidates = more.content.flatMap((text) => text.match(/\b[a-z]{9,}\b/g) ?? []);
  const word = candidates.find(
    (candidate) => firstPart.search(candidate).nbHits === 0 && complete.search(candidate).nbHits > 0,
  );
  if (!word) throw new Error('no word found only in the rest of the 0.15.50 index');
  const expected = complete.search(word).hits[0].url;

  await open('/docs/0.15.50/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.fill('checkpoint');
  await expect(hitLinks(page).first()).toBeVisible();
  // Once the rest has loaded (the worker adds it to the first part's index), the word is found.
  await expect(async () => {
    await input.fill('');
    await input.fill(word);
    await expect(hitLinks(page).first()).toHaveAttribute('href', expected, {timeout: 1_000});
  }).toPass();
});
