import {test, expect} from './fixtures';
import {announcementBar} from '../../src/config/announcementBar';

test('the announcement stays dismissed, until a new announcement replaces it @mobile', async ({page, open}) => {
  await open('/docs/');
  const announcement = page.getByText(/These docs cover GX/);
  await expect(announcement).toBeVisible();
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(announcement).toHaveCount(0);

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.getByText(/These docs cover GX/)).toHaveCount(0);

  // The stored announcement id is what a new announcement differs in.
  const idKeys = await page.evaluate(
    (id) => Object.keys(localStorage).filter((key) => localStorage.getItem(key) === id),
    announcementBar.id,
  );
  expect(idKeys).toHaveLength(1);
  await page.evaluate((key) => localStorage.setItem(key, 'release-0.16.9'), idKeys[0]);
  await page.reload();
  await expect(page.getByText(/These docs cover GX/)).toBeVisible();
});
