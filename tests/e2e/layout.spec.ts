import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// The page shell at the widths readers use. The desktop navbar (997 px up) keeps every item on one
// line, the site title whole or deliberately reduced to the logo (by width, src/css/custom.scss), and
// no item on top of another.
const desktopWidths = [997, 1100, 1280, 1366, 1440, 1920];

type NavbarLayout = {
  /** Items (brand, links, dropdowns, search, buttons) whose label takes more than one line. */
  wrapped: string[];
  /** Pairs of items whose boxes overlap, and items that stick out of the window. */
  overlapping: string[];
  /** The title's state: shown whole, clipped, or not shown at all. */
  title: 'whole' | 'clipped' | 'hidden';
  /** The name a screen reader gives the home link (the title, or the logo's alt text). */
  brandName: string;
};

/** One evaluate per page: the boxes of the navbar's items, as a reader sees them. */
function navbarLayout(page: Page): Promise<NavbarLayout> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav.navbar')!;
    const describe = (element: Element) =>
      (element.textContent?.trim() || element.getAttribute('aria-label') || element.className).slice(0, 40);
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const items = [
      nav.querySelector('.navbar__brand')!,
      ...nav.querySelectorAll('.navbar__items > :not(.navbar__brand)'),
    ].filter(visible);

    // A label on one line is no taller than one line box plus the element's vertical padding.
    const wrapped = [...nav.querySelectorAll('.navbar__link, .navbar__title, .DocSearch-Button-Placeholder')]
      .filter(visible)
      .filter((element) => {
        const style = getComputedStyle(element);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        const content =
          element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return content > lineHeight * 1.5;
      });

    const overlapping: string[] = [];
    const boxes = items
      .map((element) => ({element, box: element.getBoundingClientRect()}))
      .sort((a, b) => a.box.left - b.box.left);
    boxes.forEach(({element, box}, index) => {
      if (box.left < 0 || box.right > document.documentElement.clientWidth)
        overlapping.push(`${describe(element)} sticks out of the window`);
      const next = boxes[index + 1];
      // Half a pixel of tolerance for sub-pixel rounding.
      if (next && box.right > next.box.left + 0.5 && box.bottom > next.box.top && box.top < next.box.bottom) {
        overlapping.push(`${describe(element)} overlaps ${describe(next.element)}`);
      }
    });

    const title = nav.querySelector<HTMLElement>('.navbar__title');
    const titleState =
      !title || !visible(title) ? 'hidden' : title.scrollWidth > title.clientWidth ? 'clipped' : 'whole';
    const brand = nav.querySelector('.navbar__brand')!;
    const brandName = (titleState === 'hidden' ? brand.querySelector('img')?.alt : brand.textContent) ?? '';
    return {wrapped: wrapped.map(describe), overlapping, title: titleState, brandName: brandName.trim()};
  });
}

for (const width of desktopWidths) {
  test(`at ${width} px the navbar is one line with no clipped title and no overlapping items`, async ({page, open}) => {
    await page.setViewportSize({width, height: 800});
    await open('/docs/');
    const layout = await navbarLayout(page);
    expect(layout.wrapped, 'navbar items taller than one line').toEqual([]);
    expect(layout.overlapping, 'overlapping navbar items').toEqual([]);
    // From 1280 px the site title shows in full; below, the logo alone stands for it, never a cut title.
    expect(layout.title).toBe(width >= 1280 ? 'whole' : 'hidden');
    expect(layout.brandName).toMatch(/^Great Expectations/);
    // One row: the navbar is as tall as its single line of items.
    expect(await page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().height)).toBeLessThanOrEqual(
      64,
    );
  });
}

test('on a phone the announcement bar takes at most two lines @mobile', async ({page, open}) => {
  test.skip((page.viewportSize()?.width ?? 0) > 996, 'mobile layout only');
  await open('/docs/');
  const text = page.locator('.theme-announcement-bar [class*="announcementBarContent"]');
  await expect(text).toBeVisible();
  const lines = await text.evaluate((element) => {
    const style = getComputedStyle(element);
    const height =
      element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(height / parseFloat(style.lineHeight));
  });
  expect(lines).toBeLessThanOrEqual(2);
});
