import {useEffect, useState} from 'react';
import {contextualFacetFilters} from '@site/src/plugins/search-index/client/facets';
import type {LocalHit} from '@site/src/plugins/search-index/client/localSearch';
import {useLocalSearchClient, useSearchSettings} from '@site/src/plugins/search-index/client/useSearchContext';

export const pageSize = 10;

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; hits: LocalHit[]}
  | {status: 'done'; hits: LocalHit[]; nbHits: number}
  | {status: 'error'};

type Searcher = {search: (args: {requests: Record<string, unknown>[]}) => Promise<{results: unknown[]}>};

let algoliaClient: Promise<Searcher> | undefined;

/** Algolia's lite client, loaded and created on the first search of the session. */
function getAlgoliaClient({appId, apiKey}: {appId: string; apiKey: string}): Promise<Searcher> {
  algoliaClient ??= import('algoliasearch/lite').then(({liteClient}) => liteClient(appId, apiKey) as unknown as Searcher);
  algoliaClient.catch(() => (algoliaClient = undefined));
  return algoliaClient;
}

/** Hits for a query on one docs version, `pages` pages of them, from the local index or Algolia. */
export function useSearchResults(query: string, version: string, locale: string, pages: number): SearchState {
  const {algolia} = useSearchSettings();
  const localClient = useLocalSearchClient(version, {complete: true});
  const [state, setState] = useState<SearchState>({status: 'idle'});

  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => ({status: 'loading', hits: previous.status === 'done' ? previous.hits : []}));
    const clientPromise: Promise<Searcher> = algolia
      ? getAlgoliaClient(algolia)
      : Promise.resolve(localClient as unknown as Searcher);
    clientPromise
      .then((client) =>
        client.search({
          requests: [{
            indexName: algolia?.indexName ?? version,
            query,
            facetFilters: contextualFacetFilters(locale, version),
            hitsPerPage: pageSize * pages,
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          }],
        }),
      )
      .then(({results}) => {
        const [result] = results as {hits: LocalHit[]; nbHits: number}[];
        if (!cancelled) setState({status: 'done', hits: result?.hits ?? [], nbHits: result?.nbHits ?? 0});
      })
      .catch((error: unknown) => {
        console.error('Search failed.', error);
        if (!cancelled) setState({status: 'error'});
      });
    return () => {
      cancelled = true;
    };
  }, [query, version, locale, pages, algolia, localClient]);

  return state;
}
