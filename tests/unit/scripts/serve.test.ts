import {describe, expect, it} from 'vitest';
import {cacheControl, canonicalPageTarget} from '@site/scripts/serve/lib.mjs';

const pages = new Set(['/', '/docs/', '/docs/0.15.50/']);
const hasIndexHtml = (folder: string) => pages.has(folder);

describe('canonicalPageTarget', () => {
  it.each([
    ['/docs/0.15.50', '/docs/0.15.50/'],
    ['/docs/0.15.50?q=x', '/docs/0.15.50/?q=x'],
    ['/docs/0.15.50/index.html', '/docs/0.15.50/'],
    ['/docs/0.15.50.html', '/docs/0.15.50/'],
    ['/index.html', '/'],
    ['/docs/0.15.50/', undefined],
    ['/docs/missing', undefined],
    ['/docs/missing/index.html', undefined],
    ['/assets/js/main.js', undefined],
    ['/sitemap.xml', undefined],
  ])('%s → %s', (url, expected) => {
    expect(canonicalPageTarget(url, hasIndexHtml)).toBe(expected);
  });
});

describe('cacheControl', () => {
  it.each([
    ['/assets/js/main.1a2b.js', 'public, max-age=31536000, immutable'],
    ['/docs/', 'public, max-age=0, must-revalidate'],
    ['/img/logo.svg', 'public, max-age=0, must-revalidate'],
  ])('%s → %s', (pathname, expected) => {
    expect(cacheControl(pathname)).toBe(expected);
  });
});
