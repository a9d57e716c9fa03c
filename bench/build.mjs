#!/usr/bin/env node
// @ts-check
// Build cost: wall time and peak memory (whole process tree) of a cold build (no Docusaurus or
// bundler cache) and a warm one (caches of the cold build kept), for this site and, in the same run,
// the stock configuration on the same content (bench/stock), with the ratio site / stock.
//
//   node bench/build.mjs [--runs 3]  site and stock, the median of the runs (and their range)
//   node bench/build.mjs --no-stock  the site only
//
// The site builds into bench/.out/site so the build the tests use stays as it is. Build times on
// this kind of machine vary by a few seconds from one build to the next, so each run builds the site
// and then the stock configuration, and the table gives the median of the runs; compare figures of
// one run of this script.
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {measure, median, printTable} from './lib/measure.mjs';
import {prepareStockSite, root, stockBuildDir} from './lib/stock.mjs';

const {values} = parseArgs({
  options: {'no-stock': {type: 'boolean', default: false}, runs: {type: 'string', default: '3'}},
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not ${values.runs}`);
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');

/** @typedef {'cold' | 'warm'} Kind */
/** @type {Kind[]} */
const kinds = ['cold', 'warm'];

/**
 * A cold build (after deleting `caches`), then a warm one.
 * @param {string} label
 * @param {string} siteDir
 * @param {string} outDir
 * @param {string[]} caches
 * @returns {Promise<Record<Kind, import('./lib/measure.mjs').Measurement>>}
 */
async function buildTwice(label, siteDir, outDir, caches) {
  /** @type {Partial<Record<Kind, import('./lib/measure.mjs').Measurement>>} */
  const results = {};
  for (const kind of kinds) {
    if (kind === 'cold') {
      for (const dir of caches) await rm(dir, {recursive: true, force: true});
    }
    console.error(`bench/build: ${label}, ${kind} build…`);
    const result = await measure(docusaurus, ['build', siteDir, '--out-dir', outDir], {cwd: siteDir});
    if (result.code !== 0) {
      console.error(result.output.slice(-4000));
      throw new Error(`${label}: the ${kind} build failed (exit ${result.code})`);
    }
    results[kind] = result;
  }
  return {cold: results.cold ?? fail('cold'), warm: results.warm ?? fail('warm')};
}

/** @param {string} kind @returns {never} */
function fail(kind) {
  throw new Error(`no ${kind} build`);
}

const siteCaches = [
  path.join(root, '.docusaurus'),
  path.join(root, 'node_modules/.cache/rspack'),
  path.join(root, 'node_modules/.cache/webpack'),
];
const stockDir = values['no-stock'] ? undefined : await prepareStockSite();
const siteRuns = [];
const stockRuns = [];
for (let run = 1; run <= runs; run++) {
  console.error(`bench/build: run ${run} of ${runs}`);
  siteRuns.push(await buildTwice('site', root, path.join(root, 'bench/.out/site'), siteCaches));
  if (stockDir) {
    stockRuns.push(
      await buildTwice('stock', stockDir, stockBuildDir, [
        path.join(stockDir, '.docusaurus'),
        path.join(stockDir, 'node_modules/.cache'),
      ]),
    );
  }
}

/** @typedef {{seconds: number, range: [number, number] | undefined, peakMB: number}} Figures */

/**
 * The median of each figure over the runs, with the range when there are several.
 * @param {Record<Kind, import('./lib/measure.mjs').Measurement>[]} results
 * @returns {Record<Kind, Figures> | undefined}
 */
function summarize(results) {
  if (results.length === 0) return undefined;
  /** @param {Kind} kind @returns {Figures} */
  const figures = (kind) => {
    const seconds = results.map((result) => result[kind].seconds);
    return {
      seconds: median(seconds),
      range: results.length > 1 ? [Math.min(...seconds), Math.max(...seconds)] : undefined,
      peakMB: median(results.map((result) => result[kind].peakMB)),
    };
  };
  return {cold: figures('cold'), warm: figures('warm')};
}
const site = summarize(siteRuns) ?? fail('site');
const stock = summarize(stockRuns);

/** @param {number} seconds */
const s = (seconds) => `${seconds.toFixed(1)} s`;
/** @param {Figures} figures */
const timeOf = ({seconds, range}) =>
  range ? `${s(seconds)} (${range[0].toFixed(1)}-${range[1].toFixed(1)})` : s(seconds);
/** @param {number} value */
const mb = (value) => `${Math.round(value)} MB`;
/** @param {number} a @param {number} b */
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '');
console.log(
  `\nBuild time and peak memory (\`docusaurus build\`, all three versions; median of ${runs} run${runs > 1 ? 's' : ''}, range in brackets)\n`,
);
const rows = [];
for (const kind of kinds) {
  const ours = site[kind];
  const theirs = stock?.[kind];
  rows.push([
    kind,
    timeOf(ours),
    mb(ours.peakMB),
    theirs ? timeOf(theirs) : '–',
    theirs ? mb(theirs.peakMB) : '–',
    theirs ? ratio(ours.seconds, theirs.seconds) : '–',
    theirs ? ratio(ours.peakMB, theirs.peakMB) : '–',
  ]);
}
printTable(
  ['build', 'site time', 'site peak memory', 'stock time', 'stock peak memory', 'time site/stock', 'memory site/stock'],
  rows,
);
