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
 * What the window shows, not the whole page: the navbar, the sidebar, the title and the start of
 * the content, where a layout defect shows first. The tolerance lets through what differs between
 * two renderings of the same page (a glyph a pixel wider, anti-aliasing) and stops a layout change:
 * a pixel counts as changed past a colour distance of 0.2 (Playwright's default), and at most 1 %
 * of the window may change. A wrapped navbar moves everything under it (a third of the window or
 * more), a lost sidebar a quarter; a 1 px text shift changes about 0.5 % (measured when this was set).
 */
const widths = [390, 1280, 1440];
const pages: readonly SamplePage[] = [...sitePages, ...versionPages.current!];

/** What changes from one build or run to the next, hidden or frozen before the shot. */
async function settle(page: Page, path: string): Promise<void> {
  // The search page shows the results of a query, so it is compared with them.
  if (path === '/search/') await expect(page.locator('main ol li').first()).toBeVisible();
  // Web fonts and images are loaded, so the shot does not catch them arriving.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((image) => !image.complete).map((image) => new Promise((resolve) => image.addEventListener('load', resolve, {once: true}))));
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
      await expect(page).toHaveScreenshot(`${type.replaceAll(' ', '-')}-${width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
        threshold: 0.2,
      });
    });
  }
}
