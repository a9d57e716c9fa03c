import {test, expect, waitForHydration} from './fixtures';

test('an unknown path shows the not-found page with a 404 status and a way on @mobile', async ({page, problems}) => {
  problems.expected.push(/status of 404/, /^404 .*\/docs\/no-such-page\/$/);
  const response = await page.goto('/docs/no-such-page/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  const main = page.getByRole('main');
  for (const label of ['0.16.10', '0.15.50', '0.14.13']) {
    await expect(main.getByRole('link', {name: `GX ${label} introduction`})).toBeVisible();
  }
  await main.getByRole('link', {name: 'GX 0.15.50 introduction'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/0\.15\.50/);
});

test('the not-found page has a search box that leads to the search results @mobile', async ({page, problems}) => {
  problems.expected.push(/status of 404/, /^404 .*\/docs\/old-checkpoint-page\/$/);
  await page.goto('/docs/old-checkpoint-page/');
  await waitForHydration(page);
  const box = page.getByRole('main').getByRole('searchbox', {name: 'Search...'});
  await box.fill('checkpoint');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=checkpoint$/);
  await expect(page.getByRole('main').locator('ol li a').first()).toHaveAttribute(
    'href',
    /^\/docs\/terms\/checkpoint\//,
  );
});
