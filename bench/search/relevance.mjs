#!/usr/bin/env node
// Relevance and cost of the local search, per docs version, on the production build's index:
// hit@1, hit@3 and MRR over the query set in bench/search/queries/<version>.json; the index's size
// on the wire (brotli, as the serve command sends it); time to load it and per query (Node).
//
//   npm run build && node bench/search/relevance.mjs [--misses]
import {readFileSync, statSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import {kb, percentile, row} from './stats.mjs';
import {importTs} from './loadTs.mjs';
import {readIndex} from './readIndex.mjs';

const {createLocalIndex} = await importTs('src/plugins/search/client/localSearch.ts');
const {score} = await importTs('bench/search/score.ts');
const showMisses = process.argv.includes('--misses');
const versions = ['current', '0.15.50', '0.14.13'];

console.log('Local search: relevance on the query sets, and cost (first part: what the first query in the modal waits for)');
console.log(row(['version', 'index', 'queries', 'hit@1', 'hit@3', 'MRR', 'records', 'size (br)', 'load ms', 'query p50', 'query p95'], 11));
for (const version of versions) for (const part of ['first', 'complete']) {
  const queries = JSON.parse(readFileSync(`bench/search/queries/${version}.json`, 'utf8'));
  const started = performance.now();
  const data = readIndex(version, {part});
  const index = createLocalIndex(data);
  const loadMs = performance.now() - started;
  const times = [];
  const scores = score(queries, (query) => {
    // Time each keystroke's query, as a reader types it.
    for (let end = 1; end <= query.length; end += 1) {
      const t = performance.now();
      index.search(query.slice(0, end), {limit: 8});
      times.push(performance.now() - t);
    }
    return index.search(query, {limit: 10}).hits.map((hit) => hit.url);
  });
  const brotli = statSync(`build/search-index/${version}.json.br`).size + (part === 'complete' ? statSync(`build/search-index/${version}.more.json.br`).size : 0);
  console.log(row([
    version, part, scores.queries, scores.hitAt1.toFixed(2), scores.hitAt3.toFixed(2), scores.mrr.toFixed(2), data.records.length,
    kb(brotli), loadMs.toFixed(0), `${percentile(times, 0.5).toFixed(2)} ms`, `${percentile(times, 0.95).toFixed(2)} ms`,
  ], 11));
  if (showMisses) for (const miss of scores.misses) console.log(`  miss: "${miss.query}" wants ${miss.expected}, got ${miss.got.join(', ')}`);
}
