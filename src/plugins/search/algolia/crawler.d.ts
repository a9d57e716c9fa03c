// What Algolia's Crawler editor provides to crawler.config.js, which is pasted there as a plain script: the
// `Crawler` global it calls, and the arguments it hands a record extractor. Only the parts the configuration
// uses are typed, after Algolia's Crawler documentation (configuration API, `actions`, `helpers.docsearch`).
// tsc reads this file for the whole project, so `Crawler` type-checks anywhere, but only that editor defines it.
import type {CheerioAPI} from 'cheerio';

/** A DocSearch v3 record property: CSS selectors, or selectors with the value used when none matches. */
type RecordProp = string | {selectors: string; defaultValue: string};

type DocSearchOptions = {
  recordProps: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'content', RecordProp>;
  indexHeadings: boolean;
  aggregateContent: boolean;
  recordVersion: 'v2' | 'v3';
};

/** A record the crawler indexes (the helper's records carry many more attributes, which the config does not read). */
type CrawlerRecord = Record<string, unknown>;

type CrawlerAction = {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor: (page: {
    $: CheerioAPI;
    helpers: {docsearch: (options: DocSearchOptions) => CrawlerRecord[]};
  }) => CrawlerRecord[];
};

type CrawlerConfig = {
  appId: string;
  apiKey: string;
  rateLimit: number;
  maxDepth: number;
  startUrls: string[];
  sitemaps: string[];
  discoveryPatterns: string[];
  schedule: string;
  ignoreCanonicalTo: boolean;
  actions: CrawlerAction[];
  /** Index settings by index name (Algolia's index settings, applied when the crawler creates the index). */
  initialIndexSettings: Record<string, Record<string, unknown>>;
};

declare global {
  /** Algolia's Crawler, a global of the Crawler editor only. */
  class Crawler {
    constructor(config: CrawlerConfig);
  }
}
