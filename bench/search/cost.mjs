#!/usr/bin/env node
// @ts-check
// What the first search costs a reader, per docs version, measured in Chromium against the
// production build served as `npm run serve` serves it:
// - bytes on the wire fetched from opening the modal (Ctrl+K) to the first results for a query:
//   the modal's code and styles, the search code and the version's index;
// - time per keystroke of the local search in the page (the query set typed letter by letter),
//   median and p95, once the index is loaded; and the time to build the index in the page;
// - time to extract the records from the built HTML (the postBuild step), in Node.
//
//   npm run build && node bench/search/cost.mjs
import {readFileSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import {chromium} from 'playwright-core';
import {kb, percentile, row} from './stats.mjs';
import {browserBundle, importTs} from './loadTs.mjs';
import {chromiumFlags, chromiumPath, serve} from '../lib/builds.mjs';
import {readJson} from '../../scripts/lib/readJson.mjs';

/** @typedef {typeof import('../../src/plugins/search/packedIndex')} PackedIndexModule */
/** @typedef {typeof import('../../src/plugins/search/client/localSearch')} LocalSearchModule */

const port = Number(process.env.GX_DOCS_TEST_PORT ?? 3391);
const versions = [
  {name: 'current', page: '/docs/'},
  {name: '0.15.50', page: '/docs/0.15.50/'},
  {name: '0.14.13', page: '/docs/0.14.13/'},
];

const {buildVersionIndexes} = /** @type {typeof import('../../src/plugins/search/server/buildIndex')} */ (
  await importTs('src/plugins/search/server/buildIndex.ts')
);
const sitemapPaths = [
  ...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g),
].map((match) => match[1]);
const started = performance.now();
await buildVersionIndexes({outDir: 'build', baseUrl: '/', routePaths: sitemapPaths});
console.log(
  `Index extraction from the built HTML (${sitemapPaths.length} pages, all versions): ${(performance.now() - started).toFixed(0)} ms`,
);

const bundle = await browserBundle('src/plugins/search/client/localSearch.ts', 'gxLocalSearch');
const indexParts = await browserBundle('src/plugins/search/packedIndex.ts', 'gxPackedIndex');
const server = await serve('build', port);
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
try {
  console.log(
    row(
      [
        'version',
        'first query: JS',
        'CSS',
        'index part 1',
        'total',
        'then: part 2',
        'index build',
        'keystroke p50',
        'keystroke p95',
      ],
      16,
    ),
  );
  for (const {name, page: path} of versions) {
    // The bench injects the search code as inline scripts, which the site's CSP (rightly) refuses.
    const page = await browser.newPage({bypassCSP: true});
    await page.goto(`${server.origin}${path}`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const fetched = {js: 0, css: 0, index: 0, more: 0};
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      const url = request.url();
      // The rest of the index (.more.json) loads after the first results, for the later queries.
      if (url.includes('/search-index/'))
        fetched[url.endsWith('.more.json') ? 'more' : 'index'] += sizes.responseBodySize;
      else if (request.resourceType() === 'script') fetched.js += sizes.responseBodySize;
      else if (request.resourceType() === 'stylesheet' || url.endsWith('.css')) fetched.css += sizes.responseBodySize;
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('checkpoint');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForTimeout(1000);

    const queries = /** @type {import('./score').Query[]} */ (readJson(`bench/search/queries/${name}.json`)).map(
      (entry) => entry.query,
    );
    await page.addScriptTag({content: bundle});
    await page.addScriptTag({content: indexParts});
    const timing = await page.evaluate(
      async ({indexUrl, queries}) => {
        // The files are published under content-hashed names, listed in /search-index.json.
        /** @param {string} url @returns {Promise<unknown>} */
        const fetchJson = async (url) => (await fetch(url)).json();
        const names = /** @type {Record<string, string>} */ (await fetchJson(indexUrl.replace(/\/[^/]*$/, '.json')));
        const first = /** @type {import('../../src/plugins/search/packedIndex').PackedIndexFile} */ (
          await fetchJson(names[indexUrl])
        );
        const more = /** @type {import('../../src/plugins/search/types').SearchIndexMore} */ (
          await fetchJson(names[indexUrl.replace(/\.json$/, '.more.json')])
        );
        // The bundles added above expose the modules' exports as these globals.
        const {gxPackedIndex, gxLocalSearch} =
          /** @type {typeof globalThis & {gxPackedIndex: PackedIndexModule, gxLocalSearch: LocalSearchModule}} */ (
            globalThis
          );
        const file = gxPackedIndex.readIndexParts(first, more);
        const t0 = performance.now();
        const index = gxLocalSearch.createLocalIndex(file);
        const build = performance.now() - t0;
        /** @type {number[]} */
        const times = [];
        for (const query of queries) {
          for (let end = 1; end <= query.length; end += 1) {
            const t = performance.now();
            index.search(query.slice(0, end), {limit: 8});
            times.push(performance.now() - t);
          }
        }
        return {build, times};
      },
      {indexUrl: `/search-index/${name}.json`, queries},
    );
    const total = fetched.js + fetched.css + fetched.index;
    console.log(
      row(
        [
          name,
          kb(fetched.js),
          kb(fetched.css),
          kb(fetched.index),
          kb(total),
          kb(fetched.more),
          `${timing.build.toFixed(0)} ms`,
          `${percentile(timing.times, 0.5).toFixed(2)} ms`,
          `${percentile(timing.times, 0.95).toFixed(2)} ms`,
        ],
        16,
      ),
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
