import {test, expect} from './fixtures';

// What `npm run serve` sends, as a static host would: checked on the real build. The HTTP suite
// (tests/http) checks the rest, on this server and on nginx.
test('hashed assets are sent precompressed and cached for a year; pages are revalidated', async ({page, request}) => {
  const html = await request.get('/docs/', {headers: {'Accept-Encoding': 'br, gzip'}});
  expect(html.status()).toBe(200);
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');

  await page.goto('/docs/');
  const script = await page.locator('script[src*="/assets/js/main."]').first().getAttribute('src');
  const asset = await request.get(script!, {headers: {'Accept-Encoding': 'gzip'}});
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages run under the site’s Content-Security-Policy, which blocks injected scripts', async ({
  browser,
  open,
  page,
}) => {
  // The site itself runs without a violation (the shared fixture fails the test on any).
  const response = await page.request.get('/docs/');
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await open('/docs/');

  // An inline script the build did not ship is refused, and the page reports the violation.
  const other = await browser.newPage();
  await other.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort('blockedbyclient'));
  await other.goto('/docs/');
  const reported = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective));
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.append(script);
      }),
  );
  expect(reported).toMatch(/^script-src/);
  expect(await other.evaluate(() => (window as unknown as {__injected?: boolean}).__injected)).toBeUndefined();
  await other.close();
});
