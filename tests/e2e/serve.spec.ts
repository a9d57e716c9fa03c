import {test, expect} from './fixtures';

// What `npm run serve` sends, as a static host would: checked on the real build.
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
