#!/usr/bin/env node
// @ts-check
// Compares search libraries on the same records and query sets (the production build's index of
// each version): relevance (hit@3, MRR), time to build the index in memory, time per query, and
// what a reader would download: the records alone (index built in the browser, what the site does)
// or each library's serialized index (built at build time), brotli-compressed.
//
//   npm run build && node bench/search/engines.mjs
import {performance} from 'node:perf_hooks';
import {brotliCompressSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import {Document} from 'flexsearch';
import {create, insertMultiple, search as oramaSearch, save} from '@orama/orama';
import {kb, percentile, row} from './stats.mjs';
import {importTs} from './loadTs.mjs';
import {readIndex} from './readIndex.mjs';
import {readJson} from '../../scripts/lib/readJson.mjs';

/** @typedef {import('../../src/plugins/search/types').SearchIndexFile} SearchIndexFile */
/** @typedef {{search: (query: string) => string[], serialized: string}} Engine */

const {score} = /** @type {typeof import('./score')} */ (await importTs('bench/search/score.ts'));
const {fieldBoosts, searchFields} = /** @type {typeof import('../../src/plugins/search/settings')} */ (
  await importTs('src/plugins/search/settings.ts')
);
const {createLocalIndex} = /** @type {typeof import('../../src/plugins/search/client/localSearch')} */ (
  await importTs('src/plugins/search/client/localSearch.ts')
);
/** @param {string} text */
const br = (text) => brotliCompressSync(Buffer.from(text)).length;

/**
 * @template T
 * @param {() => T} fn
 * @returns {[T, number]}
 */
function timed(fn) {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}

/** @type {Record<string, (file: SearchIndexFile) => Engine>} */
const engines = {
  // MiniSearch as the site uses it (boosts, prefix, fuzzy, exact-title rerank).
  minisearch: (file) => {
    const index = createLocalIndex(file);
    const plain = new MiniSearch({fields: searchFields});
    plain.addAll(file.records.map((record, id) => ({...record, id})));
    return {search: (q) => index.search(q, {limit: 10}).hits.map((hit) => hit.url), serialized: JSON.stringify(plain)};
  },
  flexsearch: (file) => {
    const index = new Document({document: {id: 'id', index: searchFields}, tokenize: 'forward'});
    file.records.forEach((record, id) => index.add({...record, id}));
    /** @param {string} q */
    const search = (q) => {
      /** @type {Map<import('flexsearch').Id, number>} */
      const scores = new Map();
      for (const {field, result} of index.search(q, {limit: 50})) {
        const boost = fieldBoosts[/** @type {keyof typeof fieldBoosts} */ (field)];
        result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + boost / (rank + 1)));
      }
      return [...scores]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([id]) => file.records[Number(id)].url);
    };
    /** @type {Record<string, string>} */
    const exported = {};
    index.export((key, data) => (exported[key] = data));
    return {search, serialized: JSON.stringify(exported)};
  },
  orama: (file) => {
    const db = create({schema: Object.fromEntries(searchFields.map((field) => [field, 'string'])), components: {}});
    // Orama's default components are synchronous, so are its insert and search (typed as either).
    const inserted = insertMultiple(
      db,
      file.records.map((record, id) => ({
        ...Object.fromEntries(searchFields.map((f) => [f, record[f]])),
        id: String(id),
      })),
    );
    if (inserted instanceof Promise) throw new Error('Orama inserted asynchronously');
    /** @param {string} q */
    const search = (q) => {
      const results = oramaSearch(db, {term: q, boost: fieldBoosts, limit: 10, tolerance: 1});
      if (results instanceof Promise) throw new Error('Orama searched asynchronously');
      return results.hits.map((hit) => file.records[Number(hit.id)].url);
    };
    return {search, serialized: JSON.stringify(save(db))};
  },
};

console.log('Search engines on the same records and queries (per version)');
console.log(
  row(
    ['version', 'engine', 'hit@3', 'MRR', 'build ms', 'query p50', 'query p95', 'records (br)', 'serialized (br)'],
    15,
  ),
);
for (const version of ['current', '0.15.50', '0.14.13']) {
  const file = readIndex(version);
  const text = JSON.stringify(file);
  const queries = /** @type {import('./score').Query[]} */ (readJson(`bench/search/queries/${version}.json`));
  for (const [name, make] of Object.entries(engines)) {
    const [engine, buildMs] = timed(() => make(file));
    /** @type {number[]} */
    const times = [];
    const scores = score(queries, (q) => {
      const [urls, ms] = timed(() => engine.search(q));
      times.push(ms);
      return urls;
    });
    console.log(
      row(
        [
          version,
          name,
          scores.hitAt3.toFixed(2),
          scores.mrr.toFixed(2),
          buildMs.toFixed(0),
          `${percentile(times, 0.5).toFixed(2)} ms`,
          `${percentile(times, 0.95).toFixed(2)} ms`,
          kb(br(text)),
          kb(br(engine.serialized)),
        ],
        15,
      ),
    );
  }
}
