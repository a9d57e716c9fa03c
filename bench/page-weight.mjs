#!/usr/bin/env node
// @ts-check
// What a reader downloads to open a page, measured in Chromium: the JavaScript and CSS requested
// until the page has hydrated and the network is idle, as bytes on the wire (brotli from the serve
// command, as a static host with compression sends them) and decompressed. Measures the site's
// reader build and, in the same run, the stock configuration on the same content (bench/stock).
//
//   node bench/page-weight.mjs [--no-stock] [--rebuild] [page …]
//   default pages: home, /search, the intro and one guide of each docs version
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {printTable} from './lib/measure.mjs';
import {chromiumFlags, chromiumPath, ensureSiteBuild, ensureStockBuild, serve} from './lib/builds.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {'no-stock': {type: 'boolean', default: false}, rebuild: {type: 'boolean', default: false}},
});
const pages = positionals.length
  ? positionals
  : [
      '/',
      '/search/',
      '/docs/',
      '/docs/guides/setup/installation/local/',
      '/docs/0.15.50/',
      '/docs/0.15.50/guides/setup/installation/local/',
      '/docs/0.14.13/',
      '/docs/0.14.13/guides/setup/installation/local/',
    ];

const configurations = [{label: 'site', dir: ensureSiteBuild({rebuild: values.rebuild}), port: 3390}];
if (!values['no-stock'])
  configurations.push({label: 'stock', dir: await ensureStockBuild({rebuild: values.rebuild}), port: 3394});

const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
/** @typedef {{jsFiles: number, jsWire: number, jsDecoded: number, cssWire: number}} Totals */
/** @type {Map<string, Record<string, Totals>>} page -> configuration label -> totals */
const weights = new Map();
try {
  for (const {label, dir, port} of configurations) {
    const server = await serve(dir, port);
    try {
      for (const pagePath of pages) {
        const page = await browser.newPage();
        /** @type {Totals} */
        const totals = {jsFiles: 0, jsWire: 0, jsDecoded: 0, cssWire: 0};
        /** @type {Promise<void>[]} */
        const pending = [];
        page.on('requestfinished', (request) => {
          const type = request.resourceType();
          if (!request.url().startsWith(server.origin) || (type !== 'script' && type !== 'stylesheet')) return;
          pending.push(
            (async () => {
              const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
              const decoded = (await response?.body())?.length ?? 0;
              if (type === 'script') {
                totals.jsFiles += 1;
                totals.jsWire += sizes.responseBodySize;
                totals.jsDecoded += decoded;
              } else {
                totals.cssWire += sizes.responseBodySize;
              }
            })(),
          );
        });
        await page.goto(`${server.origin}${pagePath}`, {waitUntil: 'networkidle'});
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await page.waitForTimeout(300);
        await Promise.all(pending);
        weights.set(pagePath, {...weights.get(pagePath), [label]: totals});
        await page.close();
      }
    } finally {
      server.close();
    }
  }
} finally {
  await browser.close();
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nJavaScript and CSS fetched to open each page (Chromium, cold cache; wire = brotli)\n');
const rows = [];
for (const [pagePath, byLabel] of weights) {
  const site = byLabel.site;
  const stock = byLabel.stock;
  rows.push([
    pagePath,
    `${site.jsFiles} / ${kb(site.jsWire)} / ${kb(site.jsDecoded)}`,
    kb(site.cssWire),
    stock ? `${stock.jsFiles} / ${kb(stock.jsWire)} / ${kb(stock.jsDecoded)}` : '–',
    stock ? kb(stock.cssWire) : '–',
    stock ? `${(site.jsWire / stock.jsWire).toFixed(2)}×` : '–',
  ]);
}
printTable(
  [
    'page',
    'site JS (files / wire / decoded)',
    'site CSS',
    'stock JS (files / wire / decoded)',
    'stock CSS',
    'JS wire site/stock',
  ],
  rows,
);
