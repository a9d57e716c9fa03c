import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// Keyboard-only use of a doc page: the skip link, the sidebar and the tabs. The navbar dropdowns
// (navbar.spec.ts) and the search modal (search.spec.ts) have their own keyboard tests.
const guide = '/docs/guides/setup/installation/local/';
const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

test('the first Tab reaches the skip link, which moves focus past the navbar', async ({page, open}) => {
  await open(guide);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus lands on the main content's start: the next Tab reaches a link inside <main>, not the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('sidebar categories open with the keyboard and their pages are reachable', async ({page, open}) => {
  await open(guide);
  const nav = sidebar(page);
  const toggle = nav.getByRole('button', {name: /^Expand sidebar category/}).first();
  const name = (await toggle.getAttribute('aria-label'))!.match(/'(.+)'/)![1];
  const categoryLink = nav.getByRole('link', {name, exact: true});
  await categoryLink.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  const collapse = nav.getByRole('button', {name: `Collapse sidebar category '${name}'`});
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect(collapse).toBeFocused();

  // Tab enters the category (opening a nested category with Enter on the way) until a page link has
  // focus; Enter opens that page and the sidebar marks it current.
  const child = page.locator(':focus');
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    if ((await child.getAttribute('role')) !== 'button') break;
    await page.keyboard.press('Enter');
    await expect(child).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(child).toHaveAttribute('href', /\/docs\//);
  const href = (await child.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', href);

  // And Enter on the toggle closes the category again.
  await collapse.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', {name: `Expand sidebar category '${name}'`})).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('tabs: arrows move, Enter and Space select, Home and End jump; the choice is kept across pages', async ({
  page,
  open,
}) => {
  await open(guide);
  const tablist = page.getByRole('tablist').first();
  const unix = tablist.getByRole('tab', {name: 'Linux or macOS'});
  const windows = tablist.getByRole('tab', {name: 'Windows'});
  const panel = page.getByRole('tabpanel').first();
  await expect(unix).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('source .venv/bin/activate');

  await unix.focus();
  await page.keyboard.press('ArrowRight');
  await expect(windows).toBeFocused();
  await expect(windows).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');
  await expect(windows).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('.venv\\Scripts\\activate');
  await expect(page).toHaveURL(/[?&]os=windows/);

  await page.keyboard.press('Home');
  await expect(unix).toBeFocused();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press(' ');
  await expect(unix).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await page.keyboard.press('End');
  await expect(windows).toBeFocused();
  await page.keyboard.press(' ');
  await expect(windows).toHaveAttribute('aria-selected', 'true');

  // The same group on another version's page opens on the reader's choice.
  await open('/docs/0.14.13/guides/setup/installation/local/');
  await expect(page.getByRole('tab', {name: 'Windows'})).toHaveAttribute('aria-selected', 'true');
});

test('tabs ignore a saved choice or a query value that names no tab', async ({page, open}) => {
  await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.os', 'beos'));
  await open(guide);
  await expect(page.getByRole('tab', {name: 'Linux or macOS'})).toHaveAttribute('aria-selected', 'true');
  await open(`${guide}?os=amiga`);
  await expect(page.getByRole('tab', {name: 'Linux or macOS'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('source .venv/bin/activate');
});
