// @ts-check
/* global Crawler -- Algolia's Crawler editor defines it; crawler.d.ts types it */
// The Algolia Crawler configuration of the site's DocSearch index, for the Crawler's editor (see the
// README's Search section). YOUR_APP_ID, YOUR_CRAWLER_API_KEY and YOUR_INDEX_NAME are filled in there.
// tests/e2e/search-crawler.spec.ts runs its record extractor on every built doc page, so the selectors
// cannot drift from the theme's markup. The synonyms are in synonyms.ndjson next to this file.
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [
    'https://docs.greatexpectations.io/docs/',
    'https://docs.greatexpectations.io/docs/0.15.50/',
    'https://docs.greatexpectations.io/docs/0.14.13/',
  ],
  sitemaps: ['https://docs.greatexpectations.io/sitemap.xml'],
  discoveryPatterns: ['https://docs.greatexpectations.io/**'],
  // Daily, in the evening (UTC), after the day's documentation changes are deployed.
  schedule: 'every 1 day at 7:00 pm',
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'YOUR_INDEX_NAME',
      pathsToMatch: ['https://docs.greatexpectations.io/docs/**'],
      recordExtractor: ({$, helpers}) => {
        // Term definitions shown on hover, heading anchors' glyphs and code are not prose.
        $('article [role="tooltip"], article .hash-link, article pre, article button').remove();
        // The page's description and front-matter keywords (the readers' words for its topic), searchable on
        // the page's own record (type lvl1), as the local index ranks them with the tags boost.
        const tags = ['description', 'keywords']
          .map((name) => $(`meta[name="${name}"]`).attr('content') ?? '')
          .filter(Boolean)
          .join(' ');
        const records = helpers.docsearch({
          recordProps: {
            // The page's top breadcrumb category (the home link is an icon with an aria-label).
            lvl0: {
              selectors:
                'article .breadcrumbs__item:not(.breadcrumbs__item--active) a.breadcrumbs__link:not([aria-label])',
              defaultValue: 'Documentation',
            },
            lvl1: 'article .theme-doc-markdown header h1',
            lvl2: 'article .theme-doc-markdown h2',
            lvl3: 'article .theme-doc-markdown h3',
            lvl4: 'article .theme-doc-markdown h4',
            content: 'article .theme-doc-markdown p, article .theme-doc-markdown li, article .theme-doc-markdown td',
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
        return records.map((record) => (record.type === 'lvl1' ? {...record, tags} : record));
      },
    },
  ],
  initialIndexSettings: {
    YOUR_INDEX_NAME: {
      // The site filters on language and docusaurus_tag (docs-default-<version>), which the crawler reads
      // from the docsearch:language and docsearch:docusaurus_tag meta tags of each page.
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(tags)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
