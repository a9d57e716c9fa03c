/** One searchable section of a doc page: the page's top (its title and intro) or one h2/h3 section. */
export type SearchRecord = {
  /** Path with the section's anchor, e.g. `/docs/terms/action/#overview`. */
  url: string;
  /** Top breadcrumb category, shown as the group of a result (DocSearch's lvl0). */
  lvl0: string;
  /** Page title (lvl1), and the section's h2 and h3 when the record is a section. */
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  /** Searched with the title boost: the page title for the page's top, else the section heading. */
  title: string;
  /** Searched with the parent-categories boost: breadcrumb categories and the headings above the section. */
  parents: string;
  /** Searched with the tags boost: the page's front-matter description and keywords (page top only). */
  tags: string;
  /** The section's text, headings excluded. */
  content: string;
};

/**
 * One version's records. Published in two parts so the first query waits for the smaller one:
 * `search-index/<version>.json`, the records with their text cut short (packed: see packedIndex.ts),
 * and `<version>.more.json`, the rest of each record's text.
 */
export type SearchIndexFile = {
  version: string;
  locale: string;
  records: SearchRecord[];
};

/** The rest of each record's text, by record position: `record.content + content[i]` is the full text. */
export type SearchIndexMore = {
  version: string;
  content: string[];
};

/** Where a version's two index files are published (see `indexFileNames`). */
export type IndexPaths = {first: string; more: string};

export type AlgoliaSettings = {appId: string; apiKey: string; indexName: string};

/** What the plugin hands to the browser through global data. */
export type SearchGlobalData = {
  /** Set when the build had Algolia settings; the local index is then not built. */
  algolia?: AlgoliaSettings;
  /** Paths of each docs version's local index files, by version name (`current`, `0.15.50`, …). */
  indexPaths: Record<string, IndexPaths>;
  /** Results shown in the modal (the spec's max results). */
  modalResults: number;
};

/** How a highlighted value is returned, as Algolia returns it. */
export type HighlightResult = {value: string; matchLevel: 'full' | 'partial' | 'none'; matchedWords: string[]};

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null> & {lvl0: string; lvl1: string};

/** A local search result in the shape of an Algolia DocSearch hit, so the DocSearch modal renders it as its own. */
export type LocalHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'content' | 'lvl1' | 'lvl2' | 'lvl3';
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: {content: HighlightResult; hierarchy: Record<Level, HighlightResult>};
  _snippetResult: {content: HighlightResult; hierarchy: Record<Level, HighlightResult>};
};

export type SearchOptions = {limit?: number; offset?: number};
export type SearchAnswer = {hits: LocalHit[]; nbHits: number};

/** A version's index as the search client uses it: built in the search worker (or on the page), queried asynchronously. */
export type SearchIndexHandle = {
  search: (query: string, options?: SearchOptions) => Promise<SearchAnswer>;
  /**
   * The complete index, from this index of a version's first part and the raw JSON of its second
   * (`<version>.more.json`): reuses what the first part built, and builds only what the rest adds.
   */
  withRest: (moreText: string) => Promise<SearchIndexHandle>;
};

/** An entry of the synonym list (synonyms.json), in the format of Algolia's synonym settings. */
export type SynonymEntry =
  | {objectID: string; type: 'synonym'; synonyms: string[]}
  | {objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[]};
