import {mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, constants, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {
  brotliParams,
  brotliQuality,
  isCompressible,
  isPageModule,
  precompressDir,
  runOnThreads,
} from '@site/src/plugins/precompress';

describe('precompress', () => {
  it.each([
    ['index.html', true],
    ['assets/js/main.abc.js', true],
    ['img/logo.svg', true],
    ['data/yellow_tripdata_sample_2019-01.csv', true],
    ['img/social-card.png', false],
    ['data/yellow_tripdata.db', false],
    ['sitemap.xml', true],
    ['blog/rss.xml', true],
    ['blog/atom.xml', true],
    ['manifest.webmanifest', true],
    ['robots.txt', true],
    ['img/favicon.ico', false],
  ])('%s compressible: %s', (file, expected) => {
    expect(isCompressible(file)).toBe(expected);
  });

  it.each([
    ['assets/js/main.abc.js', 11],
    ['assets/css/styles.abc.css', 11],
    ['search-index/current.json', 11],
    ['docs/guides/setup/index.html', 7],
    ['index.html', 7],
    ['sitemap.xml', 7],
    ['docs/assets-guide/index.html', 7],
  ])('%s gets brotli quality %i', (file, quality) => {
    expect(brotliQuality(file)).toBe(quality);
  });

  it('gives the chunks that hold one page the quality of the HTML pages', () => {
    const pageFiles = new Set(['assets/js/12345.abcdef12.js']);
    expect(brotliQuality('assets/js/12345.abcdef12.js', pageFiles)).toBe(7);
    expect(brotliQuality(path.join('assets', 'js', '12345.abcdef12.js'), pageFiles)).toBe(7);
    expect(brotliQuality('assets/js/main.abcdef12.js', pageFiles)).toBe(11);
  });

  it.each([
    ['/site/docs/guides/setup.md', true],
    ['/site/versioned_docs/version-0.14.13/intro.mdx', true],
    ['/site/blog/2023-04-28-release.md', true],
    ['/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json', true],
    // A docs version's sidebar and doc list, shared by all its pages.
    ['/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json', false],
    ['/site/src/theme/CodeBlock/index.tsx', false],
    ['/site/node_modules/react-dom/cjs/react-dom-client.production.js', false],
    ['/site/docs/images/diagram.svg', false],
    [undefined, false],
  ])('%s is one page’s content: %s', (resource, expected) => {
    expect(isPageModule(resource, '/site', '/site/.docusaurus')).toBe(expected);
  });

  it('writes .br and .gz copies that decompress to the original, skipping tiny and binary files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const html = '<html>' + 'Great Expectations '.repeat(200) + '</html>';
    writeFileSync(path.join(dir, 'assets/page.html'), html);
    writeFileSync(path.join(dir, 'tiny.js'), 'x=1');
    writeFileSync(path.join(dir, 'image.png'), Buffer.alloc(4096));
    expect(await precompressDir(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/page.html.br'))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/page.html.gz'))).toString()).toBe(html);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'image.png.br'))).toBe(false);
  });

  it('compresses on several threads, each file once, and fails naming a file it cannot read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const texts = Array.from({length: 12}, (_, i) => `<p>${`page ${i} `.repeat(100 + i * 50)}</p>`);
    texts.forEach((text, i) => writeFileSync(path.join(dir, `${i}.html`), text));
    expect(await precompressDir(dir, {threads: 3})).toBe(12);
    texts.forEach((text, i) =>
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${i}.html.br`))).toString()).toBe(text),
    );
    const missing = path.join(dir, 'gone.html');
    const params = brotliParams(5, 1000);
    await expect(
      runOnThreads(
        [
          {file: path.join(dir, '0.html'), params},
          {file: missing, params},
        ],
        2,
      ),
    ).rejects.toThrow(/gone\.html/);
  });

  it('also compresses the files other postBuild hooks write while it runs (the sitemap, the feeds), and never the server files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    // A bundle large enough that brotli 11 takes a while on it.
    mkdirSync(path.join(dir, 'assets'));
    const bundle = Array.from({length: 40_000}, (_, i) => `var v${i}=${(i * 7919) % 10007};`).join('');
    writeFileSync(path.join(dir, 'assets/main.js'), bundle);
    mkdirSync(path.join(dir, '_server'));
    writeFileSync(path.join(dir, '_server/rules.json'), JSON.stringify({x: 'y'.repeat(2000)}));
    const sitemap = '<urlset>' + '<url><loc>https://example.com/</loc></url>'.repeat(100) + '</urlset>';
    // Written once the first pass is under way, as the sitemap plugin's postBuild does.
    const compressing = precompressDir(dir, {threads: 1});
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(path.join(dir, 'sitemap.xml'), sitemap);
    expect(await compressing).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'sitemap.xml.br'))).toString()).toBe(sitemap);
    expect(existsSync(path.join(dir, '_server/rules.json.br'))).toBe(false);
  });

  it("sizes brotli's window to the file, within brotli's bounds", () => {
    expect(brotliParams(7, 46_000)).toEqual({
      [constants.BROTLI_PARAM_QUALITY]: 7,
      [constants.BROTLI_PARAM_SIZE_HINT]: 46_000,
      [constants.BROTLI_PARAM_LGWIN]: 16,
    });
    expect(brotliParams(11, 600)[constants.BROTLI_PARAM_LGWIN]).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliParams(11, 2 ** 30)[constants.BROTLI_PARAM_LGWIN]).toBe(constants.BROTLI_MAX_WINDOW_BITS);
  });
});
