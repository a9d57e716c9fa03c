#!/usr/bin/env node
// @ts-check
// Lighthouse (the npm package, driving Debian's Chromium) on the reader build of the site and, in
// the same run, of the stock configuration (bench/stock): mobile and desktop, scores of the four
// categories and LCP / TBT / CLS, median of --runs runs (default 3) per page and form factor.
// Both builds are served by the project's serve command (brotli, cache headers).
//
//   node bench/lighthouse.mjs [--runs 3] [--no-stock] [--rebuild] [page …]
//   default pages: home, one doc page of each version, /search
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {median, printTable} from './lib/measure.mjs';
import {chromiumFlags, chromiumPath, ensureSiteBuild, ensureStockBuild, serve} from './lib/builds.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '3'},
    'no-stock': {type: 'boolean', default: false},
    rebuild: {type: 'boolean', default: false},
  },
});
const runs = Number(values.runs);
const pages = positionals.length
  ? positionals
  : [
      '/',
      '/docs/guides/setup/installation/local/',
      '/docs/0.15.50/guides/setup/installation/local/',
      '/docs/0.14.13/guides/setup/installation/local/',
      '/search/?q=checkpoint',
    ];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** @type {Record<string, import('lighthouse').Config | undefined>} */
const formFactors = {mobile: undefined, desktop: desktopConfig};

const configurations = [{label: 'site', dir: ensureSiteBuild({rebuild: values.rebuild}), port: 3392}];
if (!values['no-stock'])
  configurations.push({label: 'stock', dir: await ensureStockBuild({rebuild: values.rebuild}), port: 3393});

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
const results = [];
try {
  for (const configuration of configurations) {
    const server = await serve(configuration.dir, configuration.port);
    try {
      for (const page of pages) {
        for (const [formFactor, config] of Object.entries(formFactors)) {
          /** @type {import('lighthouse').Result[]} */
          const samples = [];
          for (let run = 0; run < runs; run += 1) {
            const result = await lighthouse(
              `${server.origin}${page}`,
              {port: chrome.port, logLevel: 'error', onlyCategories: categories},
              config,
            );
            if (!result) throw new Error(`${page}: Lighthouse returned no result`);
            const {lhr} = result;
            if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
            samples.push(lhr);
          }
          /** @param {string} category */
          const score = (category) =>
            Math.round(median(samples.map((lhr) => lhr.categories[category].score ?? 0)) * 100);
          /** @param {string} id */
          const audit = (id) => median(samples.map((lhr) => lhr.audits[id].numericValue ?? 0));
          const failed = new Set(
            samples.flatMap((lhr) =>
              categories
                .slice(1)
                .flatMap((category) =>
                  lhr.categories[category].auditRefs
                    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
                    .map((ref) => ref.id),
                ),
            ),
          );
          const row = {
            configuration: configuration.label,
            page,
            formFactor,
            scores: categories.map(score),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            failed: [...failed],
          };
          results.push(row);
          console.error(`bench/lighthouse: ${row.configuration} ${formFactor} ${page}: ${row.scores.join(' / ')}`);
        }
      }
    } finally {
      server.close();
    }
  }
} finally {
  chrome.kill();
}

console.log(
  `\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : ''}: performance / accessibility / best practices / SEO\n`,
);
printTable(
  [
    'page',
    'form factor',
    'configuration',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'audits not passed (a11y, BP, SEO)',
  ],
  results.map((row) => [
    row.page,
    row.formFactor,
    row.configuration,
    ...row.scores,
    `${(row.lcp / 1000).toFixed(2)} s`,
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    row.failed.join(', ') || '–',
  ]),
);
