import {test, expect} from '@playwright/test';
import {createLocalIndex} from '../../src/plugins/search/client/localSearch';
import {readIndexParts, type PackedIndexFile} from '../../src/plugins/search/packedIndex';
import type {SearchIndexMore} from '../../src/plugins/search/types';
import {readJson} from '../../scripts/lib/readJson.mjs';
import {querySets, relevanceFloors, score, type Query, type Scores} from '../../bench/search/score';

// Relevance of the local search on the production build's index, with the query sets of
// bench/search/queries (the bench prints the same figures and the misses: node bench/search/relevance.mjs):
// the title-like queries, and the questions as readers ask them. Of the questions, only the held-out
// half is held to floors here: the other half is what the ranking was tuned on.

// Index files are published under content-hashed names, which /search-index.json lists by logical name.
const names = () => readJson('build/search-index.json') as Record<string, string>;
const read = (file: string) => readJson(`build${names()[`/search-index/${file}`]}`);
const readQueries = (file: string) => readJson(`bench/search/queries/${file}`) as Query[];

function expectFloors(scores: Scores, floors: {hitAt1: number; hitAt3: number; mrr: number}) {
  const misses = scores.misses
    .map((miss) => `"${miss.query}" → ${miss.got.join(', ')} (wanted ${miss.expected})`)
    .join('\n');
  expect(scores.zeroResults, 'queries with no result').toBe(0);
  expect(scores.hitAt3, misses).toBeGreaterThanOrEqual(floors.hitAt3);
  expect(scores.hitAt1, misses).toBeGreaterThanOrEqual(floors.hitAt1);
  expect(scores.mrr).toBeGreaterThanOrEqual(floors.mrr);
}

// Both the first part of the index (what the modal's first query is answered from) and the complete index.
for (const version of ['current', '0.15.50', '0.14.13'])
  for (const part of ['first part', 'complete index'] as const) {
    test(`local search finds the expected pages for the ${version} query sets (${part})`, () => {
      const index = createLocalIndex(
        readIndexParts(
          read(`${version}.json`) as PackedIndexFile,
          part === 'first part' ? undefined : (read(`${version}.more.json`) as SearchIndexMore),
        ),
      );
      const sets = querySets(readQueries, version);
      const natural = readQueries(`natural/${version}.json`);
      expect(natural.length, 'natural-language queries').toBeGreaterThanOrEqual(60);
      for (const set of sets) {
        if (set.name === 'natural (tuning)') continue;
        const scores = score(set.queries, (query) => index.search(query, {limit: 10}).hits.map((hit) => hit.url));
        expectFloors(scores, set.name === 'titles' ? relevanceFloors.titles : relevanceFloors.heldOut);
      }
    });
  }

// The modal's later queries are answered by the complete index that the worker builds from the first
// part's index (`withRest`); the /search page's, by one built at once. Both must answer alike.
for (const version of ['current', '0.15.50', '0.14.13'])
  test(`the ${version} complete index answers alike whether built from its first part or at once`, () => {
    const first = read(`${version}.json`) as PackedIndexFile;
    const more = read(`${version}.more.json`) as SearchIndexMore;
    const extended = createLocalIndex(readIndexParts(first)).withRest(more);
    const atOnce = createLocalIndex(readIndexParts(first, more));
    const queries = querySets(readQueries, version).flatMap((set) => set.queries.map((query) => query.query));
    expect(queries.length).toBeGreaterThan(100);
    const answer = (index: typeof atOnce, query: string) => {
      const {hits, nbHits} = index.search(query, {limit: 10});
      return {query, nbHits, urls: hits.map((hit) => hit.url)};
    };
    for (const query of queries) expect(answer(extended, query)).toEqual(answer(atOnce, query));
  });
