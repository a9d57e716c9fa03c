import {test, expect} from './fixtures';
import {archiveLabel, archiveUrl} from '../../src/config/versions';

test('the home page helps a reader pick a version @mobile', async ({page, open}) => {
  await open('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Great Expectations documentation');
  const main = page.getByRole('main');
  for (const label of ['0.16.10', '0.15.50', '0.14.13']) {
    await expect(main.getByRole('link', {name: `GX ${label}`})).toBeVisible();
  }
  await expect(main.getByRole('link', {name: archiveLabel})).toHaveAttribute('href', archiveUrl);
  await main.getByRole('link', {name: 'GX 0.14.13'}).click();
  await expect(page).toHaveURL(/\/docs\/0\.14\.13\/$/);
});

test('the home page offers starting points that land on the right section', async ({page, open}) => {
  await open('/');
  await page.getByRole('link', {name: 'Upgrading from 0.15'}).click();
  await expect(page).toHaveURL(/\/docs\/#what-changed-in-the-016-line$/);
  await expect(page.getByRole('heading', {name: 'What changed in the 0.16 line'})).toBeInViewport();
});

test('newcomers are sent to the Quickstart', async ({page, open}) => {
  await open('/');
  await page.getByRole('link', {name: 'New to GX'}).click();
  await expect(page).toHaveURL(/\/docs\/tutorials\/quickstart\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Quickstart with GX 0.16.10');
});
