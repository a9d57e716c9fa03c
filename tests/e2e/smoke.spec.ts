import {readFileSync} from 'node:fs';
import {test, expect, seriousA11yViolations} from './fixtures';

/** Every page the build lists in its sitemap, as a path on the test server. */
function sitemapPaths(): string[] {
  const xml = readFileSync('build/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const paths = sitemapPaths();

// Long pages (hundreds of lines of examples) take a while to check under load on two cores.
test.describe.configure({timeout: 90_000});

test('the sitemap lists the home page and each version root', () => {
  expect(paths).toEqual(expect.arrayContaining(['/', '/docs/', '/docs/0.15.50/', '/docs/0.14.13/']));
});

for (const path of paths) {
  // The shared fixture fails the test on any console error, failed request or HTTP error status; axe
  // fails it on any accessibility violation of serious or critical impact (WCAG 2.1 A and AA rules).
  test(`smoke: ${path} opens without errors and passes axe`, async ({page, open}) => {
    await open(path);
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('the accessibility check catches a violation (test-only page with an unlabelled image and low contrast)', async ({
  page,
  open,
}) => {
  await open('/__test__/a11y-violations/');
  const found = await seriousA11yViolations(page);
  expect(found.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});
