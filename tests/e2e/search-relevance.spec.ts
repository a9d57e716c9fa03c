import {readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {createLocalIndex} from '../../src/plugins/search/client/localSearch';
import {readIndexParts} from '../../src/plugins/search/packedIndex';
import {score, type Query} from '../../bench/search/score';

// Relevance of the local search on the production build's index, with the query sets of
// bench/search/queries (the bench prints the same figures and the misses: node bench/search/relevance.mjs).
// The floors sit just under the figures measured when they were set, so that a ranking or
// extraction change that loses relevant pages fails here.
const floors = {hitAt1: 0.85, hitAt3: 0.92, mrr: 0.88};

const read = (file: string) => JSON.parse(readFileSync(`build/search-index/${file}`, 'utf8'));

// Both the first part of the index (what the modal's first query is answered from) and the complete index.
for (const version of ['current', '0.15.50', '0.14.13']) for (const part of ['first part', 'complete index'] as const) {
  test(`local search finds the expected page in the top 3 for the ${version} query set (${part})`, () => {
    const queries = JSON.parse(readFileSync(`bench/search/queries/${version}.json`, 'utf8')) as Query[];
    expect(queries.length).toBeGreaterThanOrEqual(40);
    const index = createLocalIndex(readIndexParts(read(`${version}.json`), part === 'first part' ? undefined : read(`${version}.more.json`)));
    const scores = score(queries, (query) => index.search(query, {limit: 10}).hits.map((hit) => hit.url));
    const misses = scores.misses.map((miss) => `"${miss.query}" → ${miss.got.join(', ')} (wanted ${miss.expected})`);
    expect(scores.hitAt3, misses.join('\n')).toBeGreaterThanOrEqual(floors.hitAt3);
    expect(scores.hitAt1).toBeGreaterThanOrEqual(floors.hitAt1);
    expect(scores.mrr).toBeGreaterThanOrEqual(floors.mrr);
  });
}
