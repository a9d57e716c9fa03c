import MiniSearch, {type SearchResult} from 'minisearch';
import {fieldBoosts, searchFields, stopWords} from '../settings';
import type {Hierarchy, HighlightResult, Level, LocalHit, SearchAnswer, SearchIndexFile, SearchIndexHandle, SearchOptions, SearchRecord} from '../types';
import {highlight, queryTerms, snippet, words} from './highlight';

/** MiniSearch over one version's records, answering at once (in the search worker, or on the page). */
export type LocalIndex = {search: (query: string, options?: SearchOptions) => SearchAnswer};

/** The handle of an index built on the page. */
export function handleOf(index: LocalIndex): SearchIndexHandle {
  return {search: async (query, options) => index.search(query, options)};
}

function levelOf(record: SearchRecord): 'lvl1' | 'lvl2' | 'lvl3' {
  if (record.lvl3) return 'lvl3';
  return record.lvl2 ? 'lvl2' : 'lvl1';
}

function toHit(record: SearchRecord, result: SearchResult, terms: string[]): LocalHit {
  const matched = new Set(result.terms);
  const fields = new Set(Object.values(result.match).flat());
  const inHeading = fields.has('title');
  const type = !inHeading && fields.has('content') && record.content ? 'content' : levelOf(record);
  const hierarchy: Hierarchy = {
    lvl0: record.lvl0,
    lvl1: record.lvl1,
    lvl2: record.lvl2 ?? null,
    lvl3: record.lvl3 ?? null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const mark = (level: Level): HighlightResult => highlight(hierarchy[level] ?? '', terms, matched);
  const hierarchyHighlight: Record<Level, HighlightResult> = {
    lvl0: mark('lvl0'), lvl1: mark('lvl1'), lvl2: mark('lvl2'), lvl3: mark('lvl3'), lvl4: mark('lvl4'), lvl5: mark('lvl5'), lvl6: mark('lvl6'),
  };
  const [path, anchor] = record.url.split('#');
  return {
    objectID: record.url,
    url: record.url,
    url_without_anchor: path!,
    anchor: anchor ?? null,
    type,
    content: type === 'content' ? record.content : null,
    hierarchy,
    _highlightResult: {content: highlight(record.content, terms, matched), hierarchy: hierarchyHighlight},
    _snippetResult: {content: snippet(record.content, terms, matched), hierarchy: hierarchyHighlight},
  };
}

/** A title or query reduced to its words without stop words, so "what is an expectation suite" equals "Expectation Suite". */
function normalize(text: string): string {
  return words(text)
    .filter((word) => !stopWords.has(word))
    .join(' ');
}

/**
 * Two adjustments to MiniSearch's BM25 scores: a section or page titled exactly as the query goes
 * first ("data docs" is the Data Docs page before the Data Docs Store one), and a page's top ranks
 * above its own sections, so a result group leads with the page.
 */
export function rerank(results: SearchResult[], records: SearchRecord[], titles: string[], query: string): SearchResult[] {
  return results
    .map((result) => {
      const id = Number(result.id);
      const exact = titles[id] === query ? 3 : 1;
      const pageTop = records[id]!.lvl2 ? 1 : 1.2;
      return {...result, score: result.score * exact * pageTop};
    })
    .sort((a, b) => b.score - a.score);
}

/** MiniSearch over one version's records, ranked with the spec's field boosts. */
export function createLocalIndex(file: SearchIndexFile): LocalIndex {
  const records = file.records;
  const miniSearch = new MiniSearch<SearchRecord & {id: number}>({
    fields: searchFields,
    storeFields: [],
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return stopWords.has(lower) ? null : lower;
    },
    searchOptions: {
      boost: fieldBoosts,
      // Prefix search for what is being typed; small typos forgiven in longer words.
      prefix: (term) => term.length > 2,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    },
  });
  miniSearch.addAll(records.map((record, id) => ({...record, id})));
  const normalizedTitles = records.map((record) => normalize(record.title));

  return {
    search(query, {limit = 20, offset = 0} = {}) {
      const trimmed = query.trim();
      if (!trimmed) return {hits: [], nbHits: 0};
      // Every word must match; when nothing does, any word may (more results beat none).
      let results = miniSearch.search(trimmed, {combineWith: 'AND'});
      if (results.length === 0) results = miniSearch.search(trimmed, {combineWith: 'OR'});
      results = rerank(results, records, normalizedTitles, normalize(trimmed));
      const terms = queryTerms(trimmed);
      const hits = results.slice(offset, offset + limit).map((result) => toHit(records[Number(result.id)]!, result, terms));
      return {hits, nbHits: results.length};
    },
  };
}
