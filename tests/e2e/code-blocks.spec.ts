import {test, expect} from './fixtures';

// Code blocks are highlighted by the server; the browser keeps that markup on the page it was served
// and loads Prism only to highlight the blocks of a page reached by client-side navigation
// (src/theme/CodeBlock/Content). Either way a reader sees coloured tokens and working buttons.
const guide = '/docs/guides/setup/installation/local/';
const versionBlock = (page: import('@playwright/test').Page) =>
  page.locator('.theme-code-block').filter({hasText: 'print(gx.__version__)'});

test('a served page shows highlighted code without loading Prism, and its copy button works', async ({
  page,
  open,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).hostname === 'localhost')
      scripts.push(request.url());
  });
  await open(guide);
  const block = versionBlock(page);
  await expect(block.locator('.token.keyword').first()).toHaveText('import');
  await expect(block.locator('.token-line')).toHaveCount(3);

  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'import great_expectations as gx\n\nprint(gx.__version__)',
  );

  // Prism's grammar code (its `insertBefore` helper) is in none of the scripts the page loaded.
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((response) => response.text())));
  expect(bodies.filter((body) => body.includes('insertBefore:function'))).toEqual([]);
});

test('a page reached by client-side navigation highlights its code', async ({page, open}) => {
  // The setup overview links to the guide from its text.
  await open('/docs/guides/setup/setup_overview/');
  await page.evaluate(() => ((window as unknown as {stayedOnPage: boolean}).stayedOnPage = true));
  await page.getByRole('main').getByRole('link', {name: 'Install GX locally'}).click();
  await expect(page).toHaveURL(new RegExp(`${guide}$`));
  const block = versionBlock(page);
  await expect(block.locator('.token.keyword').first()).toHaveText('import');
  await expect(block.locator('pre')).not.toHaveAttribute('data-code-plain');
  // The same document: the navigation happened in the page, not by loading a new one.
  expect(await page.evaluate(() => (window as unknown as {stayedOnPage?: boolean}).stayedOnPage)).toBe(true);
});
