import {test, expect} from './fixtures';

test('doc pages carry canonical and alternate links, a Twitter card, and the language', async ({page, open}) => {
  await open('/docs/0.15.50/');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://docs.greatexpectations.io/docs/0.15.50/',
  );
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    'https://docs.greatexpectations.io/docs/0.15.50/',
  );
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /0\.15\.50/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The public site is indexable: no robots noindex unless GX_DOCS_NOINDEX is set.
  await expect(head.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('/search is indexable as one page: its canonical link drops the query, and it has a description', async ({
  page,
  open,
}) => {
  await open('/search/?q=checkpoint');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://docs.greatexpectations.io/search/',
  );
  await expect(head.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('link previews get the social card: a 1200×630 PNG the site serves', async ({page, open}) => {
  await open('/docs/guides/setup/installation/local/');
  const head = page.locator('head');
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe('https://docs.greatexpectations.io/img/social-card.png');
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
  // The site's own copy of it (the canonical host is the public one).
  const response = await page.request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  // PNG header: width and height are the first two fields of the IHDR chunk.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('one page-view event per route change where the path, query or hash changed', async ({page, open}) => {
  await open('/');
  // The gtag plugin sets page_path, then sends page_view: pair each event with the path set before it.
  const pageViews = () =>
    page.evaluate(() => {
      const calls = ((window as unknown as {dataLayer: ArrayLike<unknown>[]}).dataLayer ?? []).map((entry) =>
        Array.from(entry),
      );
      let path: unknown;
      const views: unknown[] = [];
      for (const call of calls) {
        if (call[0] === 'set' && call[1] === 'page_path') path = call[2];
        if (call[0] === 'event' && call[1] === 'page_view') views.push(path);
      }
      return views;
    });
  const config = await page.evaluate(() =>
    ((window as unknown as {dataLayer: ArrayLike<unknown>[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .find((call) => call[0] === 'config'),
  );
  expect(config).toEqual(['config', 'G-TESTONLY00', expect.objectContaining({anonymize_ip: true})]);

  await page.getByRole('link', {name: 'GX 0.15.50'}).click();
  await expect(page).toHaveURL(/\/docs\/0\.15\.50\/$/);
  await expect.poll(pageViews).toEqual(['/docs/0.15.50/']);

  await page.locator('.table-of-contents a').first().click();
  await expect.poll(pageViews).toEqual(['/docs/0.15.50/', '/docs/0.15.50/#what-gx-does']);

  // Clicking the link of the page already shown changes nothing, so no event.
  await page.locator('.table-of-contents a').first().click();
  await page.waitForTimeout(300);
  expect(await pageViews()).toHaveLength(2);
});

test('the wrong-base-URL banner appears on the home page when the site assets fail to load', async ({
  page,
  problems,
}) => {
  problems.expected.push(/assets\//, /Failed to load resource/);
  await page.route('**/assets/**', (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
});

test('the wrong-base-URL banner stays hidden when the site loads', async ({page, open}) => {
  await open('/');
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
});
