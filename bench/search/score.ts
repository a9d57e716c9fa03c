/**
 * Relevance scoring of a search function over a query set: hit@1, hit@3, mean reciprocal rank (a
 * query's expected page at rank r scores 1/r; not in the first 10 scores 0) and the share of queries
 * with no result at all. A result counts for a page when its URL, without the anchor, is that page.
 */
export type Query = {query: string; expected: string; heldOut?: boolean};
export type Scores = {
  queries: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  zeroResults: number;
  misses: {query: string; expected: string; got: string[]}[];
};

function rankOf(urls: string[], expected: string): number {
  const pages = [...new Set(urls.map((url) => url.split('#')[0]))];
  const index = pages.indexOf(expected);
  return index < 0 ? Infinity : index + 1;
}

export function score(queries: Query[], search: (query: string) => string[]): Scores {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  let zero = 0;
  const misses: Scores['misses'] = [];
  for (const {query, expected} of queries) {
    const urls = search(query);
    if (urls.length === 0) zero += 1;
    const rank = rankOf(urls, expected);
    if (rank === 1) hit1 += 1;
    if (rank <= 3) hit3 += 1;
    else misses.push({query, expected, got: [...new Set(urls.map((url) => url.split('#')[0]))].slice(0, 3)});
    if (rank <= 10) reciprocal += 1 / rank;
  }
  const n = queries.length;
  return {queries: n, hitAt1: hit1 / n, hitAt3: hit3 / n, mrr: reciprocal / n, zeroResults: zero, misses};
}

/** The query sets of a version: the title-like set, and the natural questions split into their tuning and held-out halves. */
export function querySets(read: (file: string) => Query[], version: string): {name: string; queries: Query[]}[] {
  const natural = read(`natural/${version}.json`);
  return [
    {name: 'titles', queries: read(`${version}.json`)},
    {name: 'natural (tuning)', queries: natural.filter((query) => !query.heldOut)},
    {name: 'natural (held out)', queries: natural.filter((query) => query.heldOut)},
  ];
}

/**
 * The floors the browser tests hold (tests/e2e/search-relevance.spec.ts node-side, search-questions.spec.ts in
 * the modal): the title-like set, and the held-out half of the questions. Set just under the lowest figures of
 * the three versions when they were set (the modal groups results by category, so its order can differ from
 * the index's), so that a change that loses relevant pages fails. Issue 19 asks for
 * hit@3 ≥ 0.95 and hit@1 ≥ 0.90 on the held-out questions; the ranking does not reach that yet (see the
 * README's Search section).
 */
export const relevanceFloors = {
  titles: {hitAt1: 0.94, hitAt3: 0.97, mrr: 0.95},
  heldOut: {hitAt1: 0.77, hitAt3: 0.86, mrr: 0.82},
};
