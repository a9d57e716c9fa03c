import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {compileFunction} from 'node:vm';
import {load, type CheerioAPI} from 'cheerio';
import {test, expect} from '@playwright/test';

// The Algolia Crawler configuration (src/plugins/search/algolia/crawler.config.js), run on the built
// pages: its record extractor is applied to every doc page of the sitemap, with a stand-in for the
// crawler's `helpers.docsearch` that does what the DocSearch v3 helper does (a record per heading and
// per content block, each under the headings above it, and the page's `docsearch:*` meta tags as
// attributes). Every page must yield records with its title, its sections' headings at the right
// levels, and the language and version tag the site's search filters on.

type RecordProps = Record<'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'content', string> & {
  lvl0: {selectors: string; defaultValue: string};
};
type CrawlerRecord = {type: string; hierarchy: Record<string, string | null>; content: string | null} & Record<
  string,
  unknown
>;
type Action = {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor: (args: {
    $: CheerioAPI;
    helpers: {docsearch: (options: {recordProps: RecordProps}) => CrawlerRecord[]};
  }) => CrawlerRecord[];
};
type CrawlerConfig = {
  startUrls: string[];
  sitemaps: string[];
  schedule: string;
  actions: Action[];
  initialIndexSettings: Record<string, {attributesForFaceting: string[]}>;
};

function readConfig(): CrawlerConfig {
  const source = readFileSync('src/plugins/search/algolia/crawler.config.js', 'utf8');
  let config: CrawlerConfig | undefined;
  class Crawler {
    constructor(options: CrawlerConfig) {
      config = options;
    }
  }
  // The script as the crawler's editor runs it, with `Crawler` in scope (compiled in this context, so the
  // objects it builds are ordinary ones of this realm).
  const run = compileFunction(source, ['Crawler']) as (crawler: typeof Crawler) => void;
  run(Crawler);
  if (!config) throw new Error('crawler.config.js creates no Crawler');
  return config;
}

// Heading anchors end in a zero-width space; the extractor removes them, the expected headings drop it.
const text = ($: CheerioAPI, element: Parameters<CheerioAPI>[0]) =>
  $(element)
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What the crawler's DocSearch helper makes of a page, for the record properties given. */
function docsearch($: CheerioAPI, {recordProps}: {recordProps: RecordProps}): CrawlerRecord[] {
  const meta = Object.fromEntries(
    $('meta[name^="docsearch:"]')
      .toArray()
      .map((element) => [$(element).attr('name')!.slice('docsearch:'.length), $(element).attr('content') ?? '']),
  );
  const lvl0Element = $(recordProps.lvl0.selectors).first();
  const hierarchy: Record<string, string | null> = {
    lvl0: lvl0Element.length ? text($, lvl0Element) : recordProps.lvl0.defaultValue,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
  };
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4'] as const;
  const records: CrawlerRecord[] = [];
  const all = [...levels.map((level) => recordProps[level]), recordProps.content].join(', ');
  const byLevel = levels.map((level) => new Set($(recordProps[level]).toArray()));
  for (const element of $(all).toArray()) {
    const level = levels.find((_, i) => byLevel[i].has(element));
    const value = text($, element);
    if (!value) continue;
    if (level) {
      hierarchy[level] = value;
      for (const deeper of levels.slice(levels.indexOf(level) + 1)) hierarchy[deeper] = null;
      records.push({...meta, type: level, hierarchy: {...hierarchy}, content: null});
    } else if (hierarchy.lvl1) {
      records.push({...meta, type: 'content', hierarchy: {...hierarchy}, content: value});
    }
  }
  return records;
}

const config = readConfig();
const siteUrl = 'https://docs.greatexpectations.io';

test('the crawler starts from each version and the sitemap, daily in the evening, with the facets the site filters on', () => {
  expect(config.startUrls).toEqual([`${siteUrl}/docs/`, `${siteUrl}/docs/0.15.50/`, `${siteUrl}/docs/0.14.13/`]);
  expect(config.sitemaps).toEqual([`${siteUrl}/sitemap.xml`]);
  const evening = /^every 1 day at ([6-9]|1[01]):\d\d pm$/.exec(config.schedule);
  expect(evening, config.schedule).not.toBeNull();
  const [action] = config.actions;
  expect(config.initialIndexSettings[action.indexName].attributesForFaceting).toEqual(
    expect.arrayContaining(['language', 'docusaurus_tag']),
  );
  expect(existsSync('src/plugins/search/algolia/synonyms.ndjson')).toBe(true);
});

test('every built doc page yields records with its title, its headings at their levels, its language and version tag', () => {
  const [action] = config.actions;
  const pattern = new RegExp(`^${action.pathsToMatch[0].replace(/\*\*$/, '').replace(/[.]/g, '\\.')}`);
  const urls = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1])
    .filter((url) => pattern.test(url));
  expect(urls.length).toBeGreaterThan(500);
  let pages = 0;
  const problems: string[] = [];
  for (const url of urls) {
    const route = new URL(url).pathname;
    // The head and the article: every selector of the configuration is inside the article, and the rest of
    // the page (navbar, sidebar, footer) is most of its bytes.
    const html = readFileSync(path.join('build', route, 'index.html'), 'utf8');
    const $ = load(
      `${html.slice(0, html.indexOf('</head>'))}</head><body>${html.slice(html.indexOf('<article'), html.lastIndexOf('</article>') + 10)}</body>`,
    );
    const markdown = $('article .theme-doc-markdown');
    if (markdown.length === 0) continue; // generated category indexes: no body to index, as in the local index
    pages += 1;
    const h1 = text($, markdown.find('h1').first());
    const h2s = markdown
      .find('h2')
      .toArray()
      .map((element) => text($, element));
    const h3s = markdown
      .find('h3')
      .toArray()
      .map((element) => text($, element));
    const definitions = $('article [role="tooltip"]')
      .toArray()
      .map((element) => text($, element))
      .filter((definition) => definition.length > 20);
    const records = action.recordExtractor({$, helpers: {docsearch: (options) => docsearch($, options)}});
    const version = /^\/docs\/(\d+\.\d+\.\d+)\//.exec(route)?.[1] ?? 'current';

    // Plain comparisons, collected: an expect() per record and definition (about a million) took minutes.
    const problem = (what: string) => problems.push(`${route}: ${what}`);
    if (records.length === 0) problem('no record');
    for (const record of records) {
      if (
        record.language !== 'en' ||
        record.version !== version ||
        record.docusaurus_tag !== `docs-default-${version}`
      ) {
        problem(
          `record facets ${JSON.stringify({language: record.language, version: record.version, docusaurus_tag: record.docusaurus_tag})}`,
        );
      }
      if (record.hierarchy.lvl1 !== h1)
        problem(`lvl1 ${JSON.stringify(record.hierarchy.lvl1)}, expected the title ${JSON.stringify(h1)}`);
      if (!record.hierarchy.lvl0) problem('empty lvl0');
      const definition = definitions.find((term) => (record.content ?? '').includes(term));
      if (definition) problem(`a term's hover definition is content: ${JSON.stringify(definition.slice(0, 60))}`);
    }
    const levelNames = (type: string) =>
      JSON.stringify(records.filter((record) => record.type === type).map((record) => record.hierarchy[type]));
    const pageRecords = records.filter((record) => record.type === 'lvl1');
    if (pageRecords.length !== 1) problem('not exactly one lvl1 record');
    // The page's own record carries its description and keywords (searchable as `tags`).
    const keywords = $('meta[name="keywords"]').attr('content') ?? '';
    const description = $('meta[name="description"]').attr('content') ?? '';
    const tags = pageRecords[0]?.tags;
    if (!keywords || typeof tags !== 'string' || !tags.includes(keywords) || !tags.includes(description))
      problem(
        `page record tags ${JSON.stringify(tags)}, expected the description and keywords ${JSON.stringify(keywords)}`,
      );
    if (levelNames('lvl2') !== JSON.stringify(h2s))
      problem(`lvl2 records ${levelNames('lvl2')}, expected ${JSON.stringify(h2s)}`);
    if (levelNames('lvl3') !== JSON.stringify(h3s))
      problem(`lvl3 records ${levelNames('lvl3')}, expected ${JSON.stringify(h3s)}`);
    const crumb = $('article .breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link span').first();
    if (crumb.length && records[0]?.hierarchy.lvl0 !== text($, crumb))
      problem(`lvl0 ${JSON.stringify(records[0]?.hierarchy.lvl0)}, expected the breadcrumb`);
  }
  expect(problems.slice(0, 20)).toEqual([]);
  expect(pages).toBeGreaterThan(500);
});
