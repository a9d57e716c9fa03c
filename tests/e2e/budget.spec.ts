import {test, expect} from './fixtures';

// A byte budget for the JavaScript a reader downloads to open a doc page (brotli on the wire, as the
// serve command sends it), so that a regression in what every page loads fails CI. Measured at
// 145-149 KB with the three versions' ~550 pages in place (bench/page-weight.mjs prints it, with the
// stock configuration's figure on the same content: 217-222 KB). Prism no longer loads with a page
// (src/theme/CodeBlock/Content); the search modal loads on first use; a page loads the routes of its
// own section only (src/plugins/route-table).
const docPageBudget = 155 * 1024;

for (const path of ['/docs/', '/docs/0.15.50/guides/setup/installation/local/', '/docs/0.14.13/terms/checkpoint/']) {
  test(`${path} loads at most ${docPageBudget / 1024} KB of compressed JavaScript`, async ({page, open}) => {
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).hostname === 'localhost') {
        sizes.push(request.sizes().then((size) => size.responseBodySize));
      }
    });
    await open(path);
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(total, 'no script was measured: is the server compressing?').toBeGreaterThan(50 * 1024);
    expect(total).toBeLessThanOrEqual(docPageBudget);
  });
}
