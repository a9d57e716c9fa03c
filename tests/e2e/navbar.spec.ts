import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});

test.describe('desktop navbar', () => {
  test('has the spec menus, the cloud button and no hamburger', async ({page, open}) => {
    await open('/docs/');
    const nav = mainNav(page);
    for (const menu of ['Product', 'Community', 'Resources', 'Company']) {
      await expect(nav.getByRole('button', {name: menu})).toHaveAttribute('aria-haspopup', 'true');
    }
    await expect(nav.getByRole('link', {name: 'GX Cloud'})).toHaveClass(/button/);
    await expect(nav.getByRole('button', {name: 'English'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('dropdowns work with the keyboard alone', async ({page, open}) => {
    await open('/docs/');
    const toggle = mainNav(page).getByRole('button', {name: 'Community'});
    const menu = toggle.locator('xpath=following-sibling::ul');
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('link').last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test('the navbar hides on scroll down and comes back on scroll up', async ({page, open}) => {
    await open('/docs/');
    const nav = mainNav(page);
    for (const y of [200, 600, 1000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await expect(nav).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect(nav).toBeInViewport();
  });
});

test.describe('mobile navbar @mobile', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) > 996, 'mobile layout only');

  test('the hamburger opens the sidebar, with a way back to the main menu', async ({page, open}) => {
    await open('/docs/0.15.50/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Introduction'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    for (const menu of ['Product', 'Community', 'Resources', 'Company']) {
      await expect(sidebar.getByRole('button', {name: menu})).toBeVisible();
    }
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the sidebar closes when the window grows to desktop width', async ({page, open}) => {
    await open('/docs/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the browser back button closes an open sidebar', async ({page, open}) => {
    await open('/');
    await page.getByRole('link', {name: 'GX 0.14.13'}).click();
    await expect(page).toHaveURL(/\/docs\/0\.14\.13\/$/);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});
