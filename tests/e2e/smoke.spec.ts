import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, seriousA11yViolations} from './fixtures';

/** Every page the build lists in its sitemap, as a path on the test server. */
function sitemapPaths(): string[] {
  const xml = readFileSync('build/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const paths = sitemapPaths();

/**
 * Elements that stick out of the page to the right, making it scroll sideways (none, if the page
 * fits the window). One evaluate per width; it waits two frames so that React has re-rendered for
 * a width just set (Docusaurus switches some components at the mobile breakpoint).
 */
function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // The outermost elements that reach past the right edge, to say where the overflow comes from.
    // (Not what scrolls inside its own box, such as a code block's lines, nor what is hidden off-screen.)
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.right > width + 1 && box.left < width && box.width > 0 && !scrollsInside(element);
    });
    const outermost = sticking.filter((element) => !sticking.includes(element.parentElement!));
    return [
      `page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`,
      ...outermost.slice(0, 3).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
    ];
  });
}

// Long pages (hundreds of lines of examples) take a while to check under load on two cores.
test.describe.configure({timeout: 90_000});

test('the sitemap lists the home page and each version root', () => {
  expect(paths).toEqual(expect.arrayContaining(['/', '/docs/', '/docs/0.15.50/', '/docs/0.14.13/']));
});

for (const path of paths) {
  // The shared fixture fails the test on any console error, failed request or HTTP error status; axe
  // fails it on any accessibility violation of serious or critical impact (WCAG 2.1 A and AA rules).
  // Nothing makes the page scroll sideways, at the desktop project's 1280 px and at a 390 px phone width.
  test(`smoke: ${path} opens without errors, passes axe and fits 1280 and 390 px`, async ({page, open}) => {
    await open(path);
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page), `horizontal overflow at ${page.viewportSize()?.width} px`).toEqual([]);
    await page.setViewportSize({width: 390, height: 844});
    expect(await horizontalOverflow(page), 'horizontal overflow at 390 px').toEqual([]);
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
