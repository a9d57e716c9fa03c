import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const versionButton = (page: Page, label: string) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: label, exact: true});

async function preferredVersionKey(page: Page): Promise<string> {
  const keys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('docs-preferred-version-default')),
  );
  expect(keys).toHaveLength(1);
  return keys[0];
}

async function chooseVersion(page: Page, from: string, to: string) {
  const dropdown = versionButton(page, from);
  await dropdown.hover();
  await dropdown.locator('xpath=following-sibling::ul').getByRole('link', {name: to}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(new RegExp(to.replace(/\./g, '\\.')));
}

test('the docs version a reader chose is remembered outside the docs', async ({page, open}) => {
  await open('/docs/');
  await chooseVersion(page, '0.16.10', '0.14.13');
  await page.getByRole('link', {name: 'Great Expectations documentation home'}).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), await preferredVersionKey(page))).toBe('0.14.13');
  await expect(versionButton(page, '0.14.13')).toBeVisible();
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/0\.14\.13\/$/);
});

test('a saved version that no longer exists is discarded', async ({page, open}) => {
  await open('/docs/');
  await chooseVersion(page, '0.16.10', '0.15.50');
  const key = await preferredVersionKey(page);
  await page.evaluate((storageKey) => localStorage.setItem(storageKey, '0.9.9'), key);
  await page.goto('/');
  await waitForHydration(page);
  await expect(versionButton(page, '0.16.10')).toBeVisible();
  await expect.poll(() => page.evaluate((storageKey) => localStorage.getItem(storageKey), key)).toBeNull();
});

test('the site keeps working when browser storage throws @mobile', async ({page, open, problems}) => {
  problems.expected.push(/storage/i);
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('storage is disabled', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  });
  await open('/docs/0.15.50/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/0\.15\.50/);
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(page.getByText(/These docs cover GX/)).toHaveCount(0);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'GX 0.14.13'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/0\.14\.13/);
});

test('the site is light only, whatever the system or a stored choice says', async ({page, open}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('theme')) localStorage.setItem(key, 'dark');
    localStorage.setItem('theme', 'dark');
  });
  await open('/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', {name: /dark and light mode/})).toHaveCount(0);
});
