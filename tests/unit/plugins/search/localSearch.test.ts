import MiniSearch from 'minisearch';
import {describe, expect, it, vi} from 'vitest';
import {createLocalIndex, handleOf} from '@site/src/plugins/search/client/localSearch';
import type {LocalHit} from '@site/src/plugins/search/types';
import {createLocalSearchClient} from '@site/src/plugins/search/client/searchClient';
import {contextualFacetFilters, versionFromFacetFilters} from '@site/src/plugins/search/client/facets';
import type {SearchRecord} from '@site/src/plugins/search/types';
import {joinIndexParts, splitIndexFile} from '@site/src/plugins/search/indexParts';
import {firstPartContentLength} from '@site/src/plugins/search/settings';

const record = (url: string, title: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  url,
  lvl0: 'Glossary of terms',
  lvl1: title,
  title,
  parents: 'Glossary of terms',
  tags: '',
  content,
  ...extra,
});

const records = [
  record(
    '/docs/terms/data_docs_store/',
    'Data Docs Store',
    'Stores the Data Docs sites. Data Docs data docs data docs.',
  ),
  record('/docs/terms/data_docs/', 'Data Docs', 'Human-readable pages about your data.'),
  record('/docs/terms/checkpoint/', 'Checkpoint', 'Validates batches and runs actions.'),
  record('/docs/terms/checkpoint/#actions', 'Checkpoint', 'After validation, actions such as updating Data Docs run.', {
    lvl2: 'Actions',
    title: 'Actions',
    parents: 'Glossary of terms Checkpoint',
  }),
  record('/docs/terms/metric/', 'Metric', 'A computed value; the <img src=x> tag is text here.'),
];

describe('local index', () => {
  const index = createLocalIndex({version: 'current', locale: 'en', records});

  it('ranks a page titled exactly as the query first', () => {
    expect(index.search('data docs').hits[0].url).toBe('/docs/terms/data_docs/');
  });

  it('puts a page before its own sections', () => {
    const urls = index.search('checkpoint').hits.map((hit) => hit.url);
    expect(urls.indexOf('/docs/terms/checkpoint/')).toBeLessThan(urls.indexOf('/docs/terms/checkpoint/#actions'));
  });

  it('matches prefixes while typing and forgives a typo in a long word', () => {
    expect(index.search('checkp').hits[0].url).toBe('/docs/terms/checkpoint/');
    expect(index.search('chekpoint').hits[0].url).toBe('/docs/terms/checkpoint/');
  });

  it('returns DocSearch-shaped hits: hierarchy, anchor, type, escaped highlights', () => {
    const hit = index.search('img tag').hits[0];
    expect(hit).toMatchObject({
      url: '/docs/terms/metric/',
      url_without_anchor: '/docs/terms/metric/',
      anchor: null,
      type: 'content',
    });
    expect(hit.hierarchy).toMatchObject({lvl0: 'Glossary of terms', lvl1: 'Metric', lvl2: null});
    expect(hit._snippetResult.content.value).toContain('&lt;<mark>img</mark> src=x&gt;');
    const section = index.search('actions').hits.find((candidate) => candidate.anchor === 'actions')!;
    expect(section.type).toBe('lvl2');
  });

  it('pages through results and counts them all', () => {
    const all = index.search('data');
    const second = index.search('data', {limit: 1, offset: 1});
    expect(second.nbHits).toBe(all.nbHits);
    expect(second.hits.map((hit) => hit.url)).toEqual([all.hits[1].url]);
  });

  it('answers an empty query with nothing', () => {
    expect(index.search('   ')).toEqual({hits: [], nbHits: 0});
  });
});

describe('ranking of questions', () => {
  const guide = (slug: string, title: string, content: string) =>
    record(`/docs/guides/${slug}/`, title, content, {lvl0: 'Guides', parents: 'Guides Validation Actions'});
  const index = createLocalIndex({
    version: 'current',
    locale: 'en',
    records: [
      record(
        '/docs/terms/action/',
        'Action',
        'Configure an action in the checkpoint configuration; a Slack action posts a message.',
      ),
      guide(
        'slack',
        'How to trigger Slack notifications as a Validation Action',
        'Send a Slack message with the webhook after each run.',
      ),
      guide(
        'email',
        'How to trigger email as a Validation Action',
        'The email action sends a message through your mail server.',
      ),
      guide(
        'regex',
        'How to create a Custom Regex-Based Column Map Expectation',
        'Write a regular expression and the class that runs it.',
      ),
      guide('s3', 'Host and share Data Docs on Amazon S3', 'Upload the site to a bucket.'),
      record('/docs/terms/suite/', 'Expectation Suite', 'A suite groups expectations.'),
      record(
        '/docs/terms/store/',
        'Store',
        'Expectation suite stores keep expectation suites; a suite store is one kind of store.',
      ),
    ],
  });
  const first = (query: string) => index.search(query).hits[0]?.url;

  it('a word no page has does not hide the pages that match the others', () => {
    expect(first('configure slack notification')).toBe('/docs/guides/slack/');
    expect(first('slack notification zzyzx')).toBe('/docs/guides/slack/');
  });

  it('question filler and stop words never decide', () => {
    expect(first('how do I write my own expectation with a regex')).toBe('/docs/guides/regex/');
    expect(index.search('what is').hits).toEqual([]);
    // When no page has the words that decide, the weak ones do rather than no result at all.
    expect(index.search('zzyzx send').nbHits).toBeGreaterThan(0);
  });

  it('finds pages by the synonyms of the query words', () => {
    expect(first('e-mail alert')).toBe('/docs/guides/email/');
    expect(first('share data docs on aws s3')).toBe('/docs/guides/s3/');
  });

  it('ranks a full match above pages that match fewer words, and words found together above scattered ones', () => {
    const urls = index.search('expectation suite').hits.map((hit) => hit.url);
    expect(urls[0]).toBe('/docs/terms/suite/');
    expect(urls.indexOf('/docs/terms/store/')).toBeGreaterThan(0);
  });
});

describe('ranking of keyword phrases', () => {
  const index = createLocalIndex({
    version: 'current',
    locale: 'en',
    records: [
      record('/docs/terms/a/', 'Alpha', 'Text.', {tags: 'Describes alpha. rotate keys, secret store'}),
      record('/docs/terms/b/', 'Beta', 'Text.', {tags: 'Describes beta. secret keys, rotate store'}),
    ],
  });

  it('ranks query words that are neighbours in a keyword phrase above the same words scattered', () => {
    expect(index.search('rotate keys').hits.map((hit) => hit.url)).toEqual(['/docs/terms/a/', '/docs/terms/b/']);
    expect(index.search('secret keys').hits.map((hit) => hit.url)).toEqual(['/docs/terms/b/', '/docs/terms/a/']);
  });
});

describe('ranking of pages by all their matching sections', () => {
  const page = 'How to connect to data in a Redshift database with GX';
  const guide = (url: string, title: string, content: string, extra: Partial<SearchRecord> = {}) =>
    record(url, title, content, {lvl0: 'Guides', parents: 'Guides', ...extra});
  const section = (url: string, heading: string, content: string) =>
    guide(url, heading, content, {lvl1: page, lvl2: heading, parents: `Guides ${page}`});
  const index = createLocalIndex({
    version: 'current',
    locale: 'en',
    records: [
      // A short title that names Redshift once, and nothing more about it.
      guide('/docs/guides/aws/', 'GX on AWS with Redshift', 'Run GX in your AWS account.'),
      // A longer title, and two of its sections about Redshift too.
      guide('/docs/guides/redshift/', page, 'Validate tables in a cluster.'),
      section('/docs/guides/redshift/#install', 'Install the driver that Redshift needs for Python', 'Install it.'),
      section('/docs/guides/redshift/#url', 'Write the connection string of your Redshift cluster', 'Add the host.'),
    ],
  });

  it('ranks a page that several sections tie to the query above a page that names it once', () => {
    const urls = index.search('redshift').hits.map((hit) => hit.url);
    expect(urls.indexOf('/docs/guides/redshift/')).toBeLessThan(urls.indexOf('/docs/guides/aws/'));
  });
});

describe('ranking of words found only deep in a long text', () => {
  const filler = 'This paragraph is about something else entirely and goes on for a while. '.repeat(4);
  const deepRecords = [
    // Mentions both words, far into a long text: the start of its text is about other things.
    record('/docs/terms/store/', 'Store', `${filler}A checkpoint can send a slack message, among others.`),
    // Names one of the words where a reader looks first: its title and first lines.
    record('/docs/guides/slack/', 'Slack notifications', 'Post a message to a channel after each validation.'),
    record('/docs/terms/metric/', 'Metric', `${filler}The word zymurgy appears only here.`),
  ];
  const index = createLocalIndex({version: 'current', locale: 'en', records: deepRecords});
  const urls = (query: string) => index.search(query).hits.map((hit) => hit.url);

  it('ranks what a section is about (its headings, tags and first lines) above passing mentions deep in its text', () => {
    expect(urls('slack checkpoint')).toEqual(['/docs/guides/slack/', '/docs/terms/store/']);
  });

  it('still finds a word that only a long text has, far from its start', () => {
    expect(index.search('zymurgy')).toMatchObject({nbHits: 1, hits: [{url: '/docs/terms/metric/', type: 'content'}]});
  });

  it("lists the first part's results in its order, and the deep results after them", () => {
    const complete = {version: 'current', locale: 'en', records: deepRecords};
    const {first} = splitIndexFile(complete, firstPartContentLength);
    const firstUrls = createLocalIndex(first)
      .search('checkpoint message')
      .hits.map((hit) => hit.url);
    expect(firstUrls).toEqual(['/docs/guides/slack/']);
    expect(urls('checkpoint message')).toEqual([...firstUrls, '/docs/terms/store/']);
  });
});

describe('the complete index built from the index of the first part', () => {
  const filler = 'This paragraph is about something else entirely and goes on for a while. '.repeat(4);
  const complete = {
    version: 'current',
    locale: 'en',
    records: [
      ...records,
      record('/docs/terms/store/', 'Store', `${filler}A checkpoint can send a slack message to data docs readers.`),
      record('/docs/terms/batch/', 'Batch', `${filler}Only this long text says zymurgy.`),
    ],
  };
  const {first, more} = splitIndexFile(complete, firstPartContentLength);
  const queries = ['checkpoint', 'data docs', 'checkpoint message', 'zymurgy', 'slack', 'docs store', 'metric tag'];
  const answers = (index: {search: (query: string) => {hits: LocalHit[]; nbHits: number}}) =>
    queries.map((query) => {
      const {hits, nbHits} = index.search(query);
      return {query, nbHits, hits: hits.map((hit) => [hit.url, hit.type, hit._snippetResult?.content.value])};
    });

  it('answers exactly as the complete index built at once, deep results included', () => {
    const extended = createLocalIndex(first).withRest(more);
    expect(answers(extended)).toEqual(answers(createLocalIndex(complete)));
    expect(extended.search('zymurgy').hits.map((hit) => hit.url)).toEqual(['/docs/terms/batch/']);
  });

  it('indexes only the rest of the texts again, not the headings and first lines', () => {
    const base = createLocalIndex(first);
    const addAll = vi.spyOn(MiniSearch.prototype, 'addAll');
    try {
      base.withRest(more);
      const added = addAll.mock.calls.flatMap(([documents]) => documents as readonly SearchRecord[]);
      expect(added.map((document) => document.url)).toEqual(['/docs/terms/store/', '/docs/terms/batch/']);
    } finally {
      addAll.mockRestore();
    }
  });

  it("leaves the first part's index as it was", () => {
    const base = createLocalIndex(first);
    const before = answers(base);
    base.withRest(more);
    expect(answers(base)).toEqual(before);
    expect(base.search('zymurgy').nbHits).toBe(0);
  });

  it('builds afresh when the rest does not continue the first texts, and answers as that complete index', () => {
    // Shorter first texts than the build cut: joined with the rest, each section starts differently.
    const edited = {
      ...first,
      records: first.records.map((entry, id) => (more.content[id] ? {...entry, content: 'Edited.'} : entry)),
    };
    const base = createLocalIndex(edited);
    const addAll = vi.spyOn(MiniSearch.prototype, 'addAll');
    let extended: ReturnType<typeof createLocalIndex> | undefined;
    try {
      extended = base.withRest(more);
      // The ranking index is built anew from every section.
      expect(addAll.mock.calls.map(([documents]) => (documents as readonly SearchRecord[]).length)).toContain(
        complete.records.length,
      );
    } finally {
      addAll.mockRestore();
    }
    if (!extended) throw new Error('no index');
    expect(extended.search('edited').nbHits).toBe(2);
    expect(answers(extended)).toEqual(answers(createLocalIndex(joinIndexParts(edited, more))));
  });

  it('takes the second file as the page fetched it, and rejects one that is not its texts', async () => {
    const handle = handleOf(createLocalIndex(first));
    const extended = await handle.withRest(JSON.stringify(more));
    expect((await extended.search('zymurgy')).hits.map((hit) => hit.url)).toEqual(['/docs/terms/batch/']);
    await expect(handle.withRest('{"version": "current"}')).rejects.toThrow(
      'The second search index file is not its texts.',
    );
    await expect(handle.withRest(JSON.stringify({version: 'current', content: ['one']}))).rejects.toThrow(
      /search index parts of current do not match/,
    );
  });
});

describe('local search client', () => {
  it('answers DocSearch requests from the index of the version in the facet filters', async () => {
    const asked: string[] = [];
    const client = createLocalSearchClient({
      defaultVersion: 'current',
      indexFor: async (version) => {
        asked.push(version);
        return handleOf(createLocalIndex({version, locale: 'en', records}));
      },
    });
    // As DocSearch 3.9.0 asks: parameters on the request itself.
    const {results} = await client.search<LocalHit>({
      requests: [
        {query: 'checkpoint', indexName: 'x', facetFilters: contextualFacetFilters('en', '0.14.13'), hitsPerPage: 1},
      ],
    });
    expect(asked).toEqual(['0.14.13']);
    expect(results[0]).toMatchObject({nbHits: 2, hitsPerPage: 1, nbPages: 2, page: 0});
    const result = results[0];
    // Algolia's response types carry an `any` index signature, which `hits` resolves to once narrowed.
    expect('hits' in result && (result.hits as LocalHit[]).map((hit) => hit.url)).toEqual(['/docs/terms/checkpoint/']);
    // Algolia's legacy form: parameters in `params`.
    const legacy = await client.search<LocalHit>([
      {indexName: 'x', params: {query: 'checkpoint', facetFilters: contextualFacetFilters('en', '0.15.50')}},
    ]);
    expect(asked).toEqual(['0.14.13', '0.15.50']);
    expect(legacy.results[0]).toMatchObject({nbHits: 2});
  });

  it('passes a failed index load on to the caller', async () => {
    const client = createLocalSearchClient({
      defaultVersion: 'current',
      indexFor: () => Promise.reject(new Error('offline')),
    });
    await expect(client.search({requests: [{indexName: 'x', query: 'x'}]})).rejects.toThrow('offline');
  });
});

describe('facet filters', () => {
  it.each([
    [contextualFacetFilters('en', 'current'), 'current'],
    [contextualFacetFilters('en', '0.15.50'), '0.15.50'],
    [['language:en'], undefined],
    ['not an array', undefined],
  ])('%j asks for version %s', (filters, version) => {
    expect(versionFromFacetFilters(filters)).toBe(version);
  });

  it('filter by language and by the docs version tag, as the DocSearch crawler indexes them', () => {
    expect(contextualFacetFilters('en', '0.14.13')).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.14.13'],
    ]);
  });
});
