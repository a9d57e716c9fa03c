import {test, expect} from './fixtures';
import {archiveLabel, archiveUrl} from '../../src/config/versions';

const roots = [
  {path: '/docs/', label: '0.16.10', heading: /0\.16/},
  {path: '/docs/0.15.50/', label: '0.15.50', heading: /0\.15/},
  {path: '/docs/0.14.13/', label: '0.14.13', heading: /0\.14/},
] as const;

for (const root of roots) {
  test(`${root.path} renders the ${root.label} intro and names its version @mobile`, async ({page, open}) => {
    await open(root.path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(root.heading);
    await expect(page.getByRole('main').getByText(root.label).first()).toBeVisible();
  });

  test(`the version dropdown on ${root.path} shows ${root.label}`, async ({page, open}) => {
    await open(root.path);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('button', {name: root.label, exact: true})).toBeVisible();
  });
}

test('older versions carry a banner that leads to the current release', async ({page, open}) => {
  await open('/docs/0.15.50/');
  const banner = page.getByText(/no longer actively maintained/);
  await expect(banner).toBeVisible();
  await banner.locator('..').getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.getByText(/no longer actively maintained/)).toHaveCount(0);
});

test('the current version has no outdated banner', async ({page, open}) => {
  await open('/docs/');
  await expect(page.getByText(/no longer actively maintained/)).toHaveCount(0);
});

test('the version dropdown lists the three versions, then the archive', async ({page, open}) => {
  await open('/docs/0.14.13/');
  const dropdown = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: '0.14.13', exact: true});
  await dropdown.hover();
  const menu = dropdown.locator('xpath=following-sibling::ul');
  await expect(menu.getByRole('link')).toHaveText(['0.16.10', '0.15.50', '0.14.13', archiveLabel]);
  await expect(menu.getByRole('link', {name: archiveLabel})).toHaveAttribute('href', archiveUrl);
});

test('switching versions keeps the reader on the same page', async ({page, open}) => {
  await open('/docs/0.14.13/');
  const dropdown = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: '0.14.13', exact: true});
  await dropdown.hover();
  await dropdown.locator('xpath=following-sibling::ul').getByRole('link', {name: '0.15.50'}).click();
  await expect(page).toHaveURL(/\/docs\/0\.15\.50\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/0\.15/);
});

/** Whether any script the page fetched holds route entries (`"<path>-<hash>"` keys) of a version. */
function recordRouteEntries(page: import('@playwright/test').Page, versionPath: string): {seen: () => boolean} {
  const key = new RegExp(`"${versionPath.replaceAll('.', '\\.')}[^"]+-[0-9a-f]{3}"`); // a page below the version root
  let seen = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (key.test(body)) seen = true;
  });
  return {seen: () => seen};
}

test('a current page loads no routes of the older versions; switching to one loads its routes in the same document', async ({page, open}) => {
  const older = recordRouteEntries(page, '/docs/0.14.13/');
  const current = recordRouteEntries(page, '/docs/guides/');
  await open('/docs/guides/setup/installation/local/');
  expect(current.seen()).toBe(true);
  expect(older.seen()).toBe(false);

  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  const dropdown = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: '0.16.10', exact: true});
  await dropdown.hover();
  await dropdown.locator('xpath=following-sibling::ul').getByRole('link', {name: '0.14.13'}).click();
  await expect(page).toHaveURL(/\/docs\/0\.14\.13\/guides\/setup\/installation\/local\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/0\.14\.13/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(older.seen()).toBe(true);
  // Its sidebar links work client-side too.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: /^Glossary/}).first().click();
  await expect(page).toHaveURL(/\/docs\/0\.14\.13\/terms\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Glossary/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
