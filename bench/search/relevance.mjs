#!/usr/bin/env node
// @ts-check
// Relevance and cost of the local search, per docs version, on the production build's index:
// hit@1, hit@3, MRR and the number of queries with no result, over the query sets of
// bench/search/queries: `<version>.json` (title-like queries) and `natural/<version>.json` (questions
// as readers ask them; its held-out half is never used for tuning, so `--misses` lists the misses of
// the other sets only); the index's size on the wire (brotli, as the serve command sends it); time to
// load it and per keystroke (Node).
//
//   npm run build && node bench/search/relevance.mjs [--misses] [--tuning] [--dir build]
//
// --tuning leaves the held-out half out of the report, so that a ranking change can be tried and
// judged without seeing it; run without it once the change is decided, to report.
import {statSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import {kb, percentile, row} from './stats.mjs';
import {importTs} from './loadTs.mjs';
import {publishedIndexName, readIndex, readIndexMore} from './readIndex.mjs';
import {readJson} from '../../scripts/lib/readJson.mjs';

/** @typedef {import('./score').Query} Query */

const {createLocalIndex} = /** @type {typeof import('../../src/plugins/search/client/localSearch')} */ (
  await importTs('src/plugins/search/client/localSearch.ts')
);
const {score, querySets} = /** @type {typeof import('./score')} */ (await importTs('bench/search/score.ts'));
const showMisses = process.argv.includes('--misses');
const tuningOnly = process.argv.includes('--tuning');
const dirFlag = process.argv.indexOf('--dir');
const dir = dirFlag > 0 ? process.argv[dirFlag + 1] : 'build';
const versions = ['current', '0.15.50', '0.14.13'];
/** @param {string} file */
const readQueries = (file) => /** @type {Query[]} */ (readJson(`bench/search/queries/${file}`));

console.log(
  'Local search: relevance on the query sets, and cost (first part: what the first query in the modal waits for)',
);
console.log(
  row(
    [
      'version',
      'index',
      'query set',
      'queries',
      'hit@1',
      'hit@3',
      'MRR',
      'no result',
      'size (br)',
      'load ms',
      'keys p50',
      'keys p95',
    ],
    11,
  ).replace(/query set\s+/, 'query set'.padEnd(20)),
);
for (const version of versions)
  for (const part of /** @type {const} */ (['first', 'complete'])) {
    const started = performance.now();
    const data = readIndex(version, {part, dir});
    const index = createLocalIndex(data);
    const loadMs = performance.now() - started;
    const brotli =
      statSync(`${dir}${publishedIndexName(dir, `${version}.json`)}.br`).size +
      (part === 'complete' ? statSync(`${dir}${publishedIndexName(dir, `${version}.more.json`)}.br`).size : 0);
    for (const set of querySets(readQueries, version)) {
      if (tuningOnly && set.name.includes('held out')) continue;
      /** @type {number[]} */
      const times = [];
      const scores = score(set.queries, (query) => {
        // Time each keystroke's query, as a reader types it.
        for (let end = 1; end <= query.length; end += 1) {
          const t = performance.now();
          index.search(query.slice(0, end), {limit: 8});
          times.push(performance.now() - t);
        }
        return index.search(query, {limit: 10}).hits.map((hit) => hit.url);
      });
      console.log(
        [
          version.padEnd(11),
          part.padEnd(11),
          set.name.padEnd(20),
          row(
            [
              scores.queries,
              scores.hitAt1.toFixed(2),
              scores.hitAt3.toFixed(2),
              scores.mrr.toFixed(2),
              scores.zeroResults,
              kb(brotli),
              loadMs.toFixed(0),
              `${percentile(times, 0.5).toFixed(2)} ms`,
              `${percentile(times, 0.95).toFixed(2)} ms`,
            ],
            11,
          ),
        ].join(''),
      );
      if (showMisses && !set.name.includes('held out'))
        for (const miss of scores.misses)
          console.log(`  miss: "${miss.query}" wants ${miss.expected}, got ${miss.got.join(', ')}`);
    }
  }

// The complete index, built at once (the /search page) or from the first part's index, which the
// modal built for its first query (the worker then indexes only the rest of the texts).
console.log('\nComplete index: build time from the parsed files (Node, median of 5)');
console.log(row(['version', 'at once', 'from first'], 14));
/** @param {() => void} build */
const median = (build) => {
  const times = [];
  for (let run = 0; run < 5; run += 1) {
    const t = performance.now();
    build();
    times.push(performance.now() - t);
  }
  return `${percentile(times, 0.5).toFixed(0)} ms`;
};
for (const version of versions) {
  const complete = readIndex(version, {dir});
  const firstIndex = createLocalIndex(readIndex(version, {part: 'first', dir}));
  const more = readIndexMore(version, {dir});
  console.log(row([version, median(() => createLocalIndex(complete)), median(() => firstIndex.withRest(more))], 14));
}
