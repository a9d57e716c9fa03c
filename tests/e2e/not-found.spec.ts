import {test, expect} from './fixtures';

test('an unknown path shows the not-found page with a 404 status @mobile', async ({page, problems}) => {
  problems.expected.push(/status of 404/, /^404 .*\/docs\/no-such-page\/$/);
  const response = await page.goto('/docs/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
