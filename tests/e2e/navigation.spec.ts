import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const h1 = (page: Page) => page.getByRole('heading', {level: 1});

for (const [path, clean, heading] of [
  ['/docs/0.15.50/index.html', '/docs/0.15.50/', /0\.15\.50/],
  ['/docs/0.15.50.html', '/docs/0.15.50/', /0\.15\.50/],
  ['/docs/0.15.50', '/docs/0.15.50/', /0\.15\.50/],
  ['/index.html', '/', /Great Expectations documentation/],
] as const) {
  test(`${path} is normalised to ${clean}`, async ({page, open}) => {
    await open(path);
    expect(new URL(page.url()).pathname).toBe(clean);
    await expect(h1(page)).toHaveText(heading);
  });
}

test('a route change scrolls to the top, and to the hash target when there is one @mobile', async ({page, open}) => {
  await open('/docs/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', {name: '0.15.50'}).click();
  await expect(h1(page)).toHaveText(/0\.15\.50/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Find your way around'}).click();
  await expect(page).toHaveURL(/#how-these-docs-are-organised$/);
  await expect(page.getByRole('heading', {name: 'How these docs are organised'})).toBeInViewport();
});

/** Turns prefetching off (data saver), so the next page's code is only fetched by the click. */
async function withoutPrefetch(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
  });
}

test('the next page is loaded before the switch, with a delayed progress bar and no spinner', async ({page, open}) => {
  await withoutPrefetch(page);
  await open('/docs/');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/js/**', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  // Record, in the page's own clock, when the click happened and when the bar first appeared.
  await page.evaluate(() => {
    const marks = {click: 0, bar: 0};
    Object.assign(window, {progressMarks: marks});
    document.addEventListener('click', () => (marks.click = performance.now()), {capture: true, once: true});
    new MutationObserver(() => {
      if (!marks.bar && document.getElementById('nprogress')) marks.bar = performance.now();
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  await page.getByRole('contentinfo').getByRole('link', {name: '0.14.13'}).click();
  // While the next page's code loads: still the old page, with the bar and no spinner.
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  const marks = await page.evaluate(
    () => (window as unknown as {progressMarks: {click: number; bar: number}}).progressMarks,
  );
  expect(marks.bar - marks.click, 'the bar waits 200 ms before it shows').toBeGreaterThanOrEqual(200);
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(h1(page)).toHaveText(/0\.16\.10/);
  expect(held).toBeGreaterThan(0);
  release();
  await expect(h1(page)).toHaveText(/0\.14\.13/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a failed route preload logs a warning and reloads the whole page', async ({page, open, problems}) => {
  // The reload also cancels requests still in flight (ERR_ABORTED).
  problems.expected.push(/ChunkLoadError|Loading chunk/, /net::ERR_FAILED/, /net::ERR_ABORTED/);
  await withoutPrefetch(page);
  await open('/docs/');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.evaluate(() => Object.assign(window, {beforeReload: true}));
  let failOnce = true;
  await page.route('**/assets/js/**', (route) => {
    if (failOnce) {
      failOnce = false;
      return route.abort('failed');
    }
    return route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', {name: '0.14.13'}).click();
  await expect(h1(page)).toHaveText(/0\.14\.13/, {timeout: 10_000});
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  expect(warnings.join('\n')).toMatch(/chunk/i);
});

async function scriptRequestsAfterHover(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) requests.push(request.url());
  });
  await page.getByRole('main').getByRole('link', {name: 'GX 0.14.13'}).hover();
  await page.waitForTimeout(1000);
  return requests;
}

test('internal links prefetch the next page on hover', async ({page, open}) => {
  await open('/');
  expect(await scriptRequestsAfterHover(page)).not.toEqual([]);
});

for (const [name, connection] of [
  ['data saver on', {saveData: true, effectiveType: '4g'}],
  ['a slow-2g connection', {saveData: false, effectiveType: 'slow-2g'}],
] as const) {
  test(`nothing is prefetched with ${name}`, async ({page, open}) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {value, configurable: true});
    }, connection);
    await open('/');
    expect(await scriptRequestsAfterHover(page)).toEqual([]);
  });
}

test('external links open in a new tab without an opener', async ({page, open}) => {
  await open('/docs/');
  const externalLinks = page.locator('a[href^="http"]');
  expect(await externalLinks.count()).toBeGreaterThan(5);
  for (const link of await externalLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('the table of contents lists the h2 and h3 headings of the page', async ({page, open}) => {
  await open('/docs/0.14.13/');
  const headings = await page.locator('article').locator('h2, h3').allInnerTexts();
  const tocEntries = await page.locator('.table-of-contents a').allInnerTexts();
  expect(tocEntries.length).toBeGreaterThan(4);
  expect(tocEntries).toEqual(headings.map((text) => text.replace(/\u200b/g, '').trim()));
});
