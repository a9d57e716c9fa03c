import {readdirSync} from 'node:fs';
import {test, expect} from './fixtures';

function termIds(tree: string): string[] {
  return readdirSync(`${tree}/terms`)
    .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('index.'))
    .map((name) => name.replace(/\.mdx?$/, ''));
}

const versions = [
  {root: '/docs/', tree: 'docs'},
  {root: '/docs/0.15.50/', tree: 'versioned_docs/version-0.15.50'},
  {root: '/docs/0.14.13/', tree: 'versioned_docs/version-0.14.13'},
];

for (const {root, tree} of versions) {
  test(`the ${root} glossary lists every term page of its version, with links`, async ({page, open}) => {
    await open(`${root}terms/`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Glossary of terms');
    const ids = termIds(tree);
    expect(ids.length).toBeGreaterThan(20);
    const cards = page.locator('.theme-doc-markdown article a');
    await expect(cards).toHaveCount(ids.length);
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(ids.map((id) => `${root}terms/${id}/`).sort());
  });
}

for (const tutorial of [
  '/docs/tutorials/quickstart/',
  '/docs/0.15.50/tutorials/getting_started/tutorial_overview/',
  '/docs/0.14.13/tutorials/getting_started/tutorial_overview/',
]) {
  test(`on the tutorial ${tutorial}, a term link shows its definition on hover and on keyboard focus, and Escape hides it @mobile`, async ({
    page,
    open,
  }) => {
    await open(tutorial);
    const link = page.getByRole('main').locator('a[aria-describedby]').first();
    const preview = page.locator(`[id="${await link.getAttribute('aria-describedby')}"]`);
    await expect(preview).toHaveAttribute('role', 'tooltip');
    await expect(preview).toBeHidden();

    await link.hover();
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(/\w+: \w+/);

    await page.mouse.move(0, 0);
    await expect(preview).toBeHidden();
    await link.focus();
    await expect(preview).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await link.click();
    await expect(page).toHaveURL(/\/docs\/(0\.\d+\.\d+\/)?terms\/[a-z_]+\/$/);
  });
}

test('pages with term links do not scroll sideways on a phone @mobile', async ({page, open}) => {
  for (const path of ['/docs/', '/docs/0.14.13/terms/validation/']) {
    await open(path);
    const {scrollWidth, clientWidth} = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
