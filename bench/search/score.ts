/**
 * Relevance scoring of a search function over a query set: hit@1, hit@3 and mean reciprocal rank
 * (a query's expected page at rank r scores 1/r; not in the first 10 scores 0). A result counts for
 * a page when its URL, without the anchor, is that page.
 */
export type Query = {query: string; expected: string};
export type Scores = {queries: number; hitAt1: number; hitAt3: number; mrr: number; misses: {query: string; expected: string; got: string[]}[]};

export function rankOf(urls: string[], expected: string): number {
  const pages = [...new Set(urls.map((url) => url.split('#')[0]!))];
  const index = pages.indexOf(expected);
  return index < 0 ? Infinity : index + 1;
}

export function score(queries: Query[], search: (query: string) => string[]): Scores {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  const misses: Scores['misses'] = [];
  for (const {query, expected} of queries) {
    const urls = search(query);
    const rank = rankOf(urls, expected);
    if (rank === 1) hit1 += 1;
    if (rank <= 3) hit3 += 1;
    else misses.push({query, expected, got: [...new Set(urls.map((url) => url.split('#')[0]!))].slice(0, 3)});
    if (rank <= 10) reciprocal += 1 / rank;
  }
  const n = queries.length;
  return {queries: n, hitAt1: hit1 / n, hitAt3: hit3 / n, mrr: reciprocal / n, misses};
}
