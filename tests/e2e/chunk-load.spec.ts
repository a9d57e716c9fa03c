import {test, expect, waitForHydration} from './fixtures';

test('a page chunk that fails on first load shows an error with Retry, and Retry loads the page @mobile', async ({
  page,
  problems,
}) => {
  problems.expected.push(/net::ERR_FAILED/, /ChunkLoadError|Loading chunk/, /Failed to load resource/);
  // Fail one route chunk (not the main bundle, which must run to report the failure) for every request
  // of the first visit, its preload hint included; the Retry visit gets it.
  let failed = '';
  let blocking = true;
  await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, (route) => {
    failed ||= route.request().url();
    return blocking && route.request().url() === failed ? route.abort('failed') : route.continue();
  });
  await page.goto('/docs/0.14.13/');
  const alert = page.getByRole('alert').filter({hasText: 'Part of this page failed to load'});
  await expect(alert).toBeVisible();
  expect(failed).not.toBe('');
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

  blocking = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({hasText: 'Part of this page failed to load'})).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/0\.14\.13/);
});
