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

export type AlgoliaSettings = {appId: string; apiKey: string; indexName: string};

/** What the plugin hands to the browser through global data. */
export type SearchGlobalData = {
  /** Set when the build had Algolia settings; the local index is then not built. */
  algolia?: AlgoliaSettings;
  /** Path of each docs version's local index, by version name (`current`, `0.15.50`, …). */
  indexPaths: Record<string, string>;
  /** Results shown in the modal (the spec's max results). */
  modalResults: number;
};
