import {test, expect} from './fixtures';

test('a render crash shows the crash screen, and Try again renders the page again @mobile', async ({
  page,
  open,
  problems,
}) => {
  // React reports the caught error on the console; that is the behaviour under test, not a problem.
  problems.expected.push(/Intentional crash for the error-boundary test/, /The above error occurred/);
  await open('/__test__/crash/');
  await page.getByRole('button', {name: 'Crash this page'}).click();

  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  await expect(page.getByText('Intentional crash for the error-boundary test')).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  // The shell around the page survives the crash.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash test');
  await expect(page.getByRole('button', {name: 'Crash this page'})).toBeVisible();
});
