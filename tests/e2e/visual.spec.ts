import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {sitePages, versionPages, type SamplePage} from './samplePages';

/*
 * Screenshot comparisons of one page of each type (the current version's; the older versions share
 * the page shell) at a phone width and two laptop widths, against the baselines committed in
 * tests/e2e/visual.spec.ts-snapshots/. After an intended change of the look, build with the test
 * settings and update them (see the README's Tests section):
 *
 *   npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 *
 * Two shots per page: what the window shows (the navbar, the sidebar, the title and the start of
 * the content, where a layout defect shows first) and the navbar alone (a wrapped navbar label is a
 * small share of the window, a large one of the navbar). A pixel counts as changed past a colour
 * distance of 0.2 (Playwright's default); the share of changed pixels allowed lets a glyph a pixel off
 * through and stops a layout change. Measured at 1280 px when this was set: all text 1 px lower
 * changes 1.5-1.8 % of the window and 1.7 % of the navbar; the navbar's labels wrapping under their
 * carets (the defect this guards) 7.5 % of the navbar; the doc sidebar gone 5 % of the window.
 */
const widths = [390, 1280, 1440];
/** Share of the window's pixels that may differ (a 1 px text shift: 1.5-1.8 %; a lost sidebar: 5 %). */
const pageTolerance = 0.03;
/** Share of the navbar's pixels that may differ (a 1 px text shift: 1.7 %; wrapped labels: 7.5 %). */
const navbarTolerance = 0.04;
const pages: readonly SamplePage[] = [...sitePages, ...versionPages.current];

/** What changes from one build or run to the next, hidden or frozen before the shot. */
async function settle(page: Page, path: string): Promise<void> {
  // The search page shows the results of a query, so it is compared with them.
  // (The first query waits for the index, which takes a while on a loaded machine.)
  if (path === '/search/') await expect(page.locator('main ol li').first()).toBeVisible({timeout: 30_000});
  // Web fonts and images are loaded, so the shot does not catch them arriving.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map((image) => new Promise((resolve) => image.addEventListener('load', resolve, {once: true}))),
    );
  });
}

for (const width of widths) {
  for (const {type, path} of pages) {
    test(`${type} looks as its baseline at ${width} px`, async ({page, open, problems}) => {
      // The 404 page answers with a 404 status, as it should.
      if (type === '404') problems.expected.push(/^404 /, /status of 404/);
      await page.setViewportSize({width, height: width < 997 ? 844 : 900});
      await open(path === '/search/' ? '/search/?q=checkpoint' : path === '/404.html' ? '/no-such-page/' : path);
      await settle(page, path);
      const options = {animations: 'disabled', caret: 'hide', threshold: 0.2} as const;
      const name = `${type.replaceAll(' ', '-')}-${width}`;
      await expect.soft(page).toHaveScreenshot(`${name}.png`, {...options, maxDiffPixelRatio: pageTolerance});
      await expect(page.locator('nav.navbar')).toHaveScreenshot(`${name}-navbar.png`, {
        ...options,
        maxDiffPixelRatio: navbarTolerance,
      });
    });
  }
}
