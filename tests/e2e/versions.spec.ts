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

/** Whether any script the page fetched holds route entries (`"<path>-<hash>"` keys) of pages below a path. */
function recordRouteEntries(page: import('@playwright/test').Page, path: string): {seen: () => boolean} {
  const key = new RegExp(`"${path.replaceAll('.', '\\.')}[^"]+-[0-9a-f]{3}"`);
  let seen = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (key.test(body)) seen = true;
  });
  return {seen: () => seen};
}

test('a page loads the routes of its own section only; other sections and versions load as the reader goes, in the same document', async ({
  page,
  open,
}) => {
  const setup = recordRouteEntries(page, '/docs/guides/setup/');
  const connecting = recordRouteEntries(page, '/docs/guides/connecting_to_your_data/');
  const older = recordRouteEntries(page, '/docs/0.14.13/');
  await open('/docs/guides/setup/installation/local/');
  expect(setup.seen()).toBe(true);
  expect(connecting.seen()).toBe(false);
  expect(older.seen()).toBe(false);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));

  // A sidebar link into another section of the same version.
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.getByRole('link', {name: 'Connecting to data', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/guides\/connecting_to_your_data\/connect_to_data_overview\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/connect/i);
  await expect.poll(connecting.seen).toBe(true);
  expect(older.seen()).toBe(false);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Another version, through the version menu: the same page there.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/guides\/setup\/installation\/local\/$/);
  const dropdown = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: '0.16.10', exact: true});
  await dropdown.hover();
  await dropdown.locator('xpath=following-sibling::ul').getByRole('link', {name: '0.14.13'}).click();
  await expect(page).toHaveURL(/\/docs\/0\.14\.13\/guides\/setup\/installation\/local\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/0\.14\.13/);
  await expect.poll(older.seen).toBe(true);
  // Its sidebar links work client-side too, into another of its sections.
  await sidebar
    .getByRole('link', {name: /^Glossary/})
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/0\.14\.13\/terms\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Glossary/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
