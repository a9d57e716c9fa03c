import {describe, expect, it} from 'vitest';
import {createLocalIndex, handleOf} from '@site/src/plugins/search/client/localSearch';
import type {LocalHit} from '@site/src/plugins/search/types';
import {createLocalSearchClient} from '@site/src/plugins/search/client/searchClient';
import {contextualFacetFilters, versionFromFacetFilters} from '@site/src/plugins/search/client/facets';
import type {SearchRecord} from '@site/src/plugins/search/types';

const record = (url: string, title: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  url, lvl0: 'Glossary of terms', lvl1: title, title, parents: 'Glossary of terms', tags: '', content, ...extra,
});

const records = [
  record('/docs/terms/data_docs_store/', 'Data Docs Store', 'Stores the Data Docs sites. Data Docs data docs data docs.'),
  record('/docs/terms/data_docs/', 'Data Docs', 'Human-readable pages about your data.'),
  record('/docs/terms/checkpoint/', 'Checkpoint', 'Validates batches and runs actions.'),
  record('/docs/terms/checkpoint/#actions', 'Checkpoint', 'After validation, actions such as updating Data Docs run.', {lvl2: 'Actions', title: 'Actions', parents: 'Glossary of terms Checkpoint'}),
  record('/docs/terms/metric/', 'Metric', 'A computed value; the <img src=x> tag is text here.'),
];

describe('local index', () => {
  const index = createLocalIndex({version: 'current', locale: 'en', records});

  it('ranks a page titled exactly as the query first', () => {
    expect(index.search('data docs').hits[0]!.url).toBe('/docs/terms/data_docs/');
  });

  it('puts a page before its own sections', () => {
    const urls = index.search('checkpoint').hits.map((hit) => hit.url);
    expect(urls.indexOf('/docs/terms/checkpoint/')).toBeLessThan(urls.indexOf('/docs/terms/checkpoint/#actions'));
  });

  it('matches prefixes while typing and forgives a typo in a long word', () => {
    expect(index.search('checkp').hits[0]!.url).toBe('/docs/terms/checkpoint/');
    expect(index.search('chekpoint').hits[0]!.url).toBe('/docs/terms/checkpoint/');
  });

  it('returns DocSearch-shaped hits: hierarchy, anchor, type, escaped highlights', () => {
    const hit = index.search('img tag').hits[0]!;
    expect(hit).toMatchObject({url: '/docs/terms/metric/', url_without_anchor: '/docs/terms/metric/', anchor: null, type: 'content'});
    expect(hit.hierarchy).toMatchObject({lvl0: 'Glossary of terms', lvl1: 'Metric', lvl2: null});
    expect(hit._snippetResult.content.value).toContain('&lt;<mark>img</mark> src=x&gt;');
    const section = index.search('actions').hits.find((candidate) => candidate.anchor === 'actions')!;
    expect(section.type).toBe('lvl2');
  });

  it('pages through results and counts them all', () => {
    const all = index.search('data');
    const second = index.search('data', {limit: 1, offset: 1});
    expect(second.nbHits).toBe(all.nbHits);
    expect(second.hits.map((hit) => hit.url)).toEqual([all.hits[1]!.url]);
  });

  it('answers an empty query with nothing', () => {
    expect(index.search('   ')).toEqual({hits: [], nbHits: 0});
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
      requests: [{query: 'checkpoint', indexName: 'x', facetFilters: contextualFacetFilters('en', '0.14.13'), hitsPerPage: 1}],
    });
    expect(asked).toEqual(['0.14.13']);
    expect(results[0]).toMatchObject({nbHits: 2, hitsPerPage: 1, nbPages: 2, page: 0});
    const result = results[0]!;
    expect('hits' in result && result.hits.map((hit: {url: string}) => hit.url)).toEqual(['/docs/terms/checkpoint/']);
    // Algolia's legacy form: parameters in `params`.
    const legacy = await client.search<LocalHit>([{indexName: 'x', params: {query: 'checkpoint', facetFilters: contextualFacetFilters('en', '0.15.50')}}]);
    expect(asked).toEqual(['0.14.13', '0.15.50']);
    expect(legacy.results[0]).toMatchObject({nbHits: 2});
  });

  it('passes a failed index load on to the caller', async () => {
    const client = createLocalSearchClient({defaultVersion: 'current', indexFor: () => Promise.reject(new Error('offline'))});
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
    expect(contextualFacetFilters('en', '0.14.13')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.14.13']]);
  });
});
