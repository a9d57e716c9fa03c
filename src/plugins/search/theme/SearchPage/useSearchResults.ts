import {useEffect, useState} from 'react';
import {contextualFacetFilters} from '@site/src/plugins/search/client/facets';
import type {LiteClient, SearchResponse, SearchResult} from 'algoliasearch/lite';
import {useLocalSearchClient, useSearchSettings} from '@site/src/plugins/search/client/useSearchContext';
import type {LocalHit} from '@site/src/plugins/search/types';

export const pageSize = 10;

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; hits: LocalHit[]}
  | {status: 'done'; hits: LocalHit[]; nbHits: number}
  | {status: 'error'};

/** What the page needs of a search client: Algolia's lite client and the local one both have it. */
type Searcher = Pick<LiteClient, 'search'>;

/** Whether an answer holds hits: a facet search's or one with `responseFields` leaving them out does not. */
function hasHits<T>(result: SearchResult<T>): result is SearchResponse<T> {
  return 'hits' in result && Array.isArray(result.hits);
}

let algoliaClient: Promise<Searcher> | undefined;

/** Algolia's lite client, loaded and created on the first search of the session. */
function getAlgoliaClient({appId, apiKey}: {appId: string; apiKey: string}): Promise<Searcher> {
  algoliaClient ??= import('algoliasearch/lite').then(({liteClient}) => liteClient(appId, apiKey));
  algoliaClient.catch(() => (algoliaClient = undefined));
  return algoliaClient;
}

/** Hits for a query on one docs version, `pages` pages of them, from the local index or Algolia. */
export function useSearchResults(query: string, version: string, locale: string, pages: number): SearchState {
  const {algolia} = useSearchSettings();
  const localClient = useLocalSearchClient(version, {complete: true});
  const [state, setState] = useState<SearchState>(() =>
    query.trim() ? {status: 'loading', hits: []} : {status: 'idle'},
  );

  // A new search starts in the render that asks for it (idle without a query; loading, keeping the
  // hits shown, with one); the effect below then fetches its answer.
  const request: readonly unknown[] = [query, version, locale, pages, algolia, localClient];
  const [current, setCurrent] = useState(request);
  if (request.some((value, i) => !Object.is(value, current[i]))) {
    setCurrent(request);
    setState((previous) =>
      query.trim() ? {status: 'loading', hits: previous.status === 'done' ? previous.hits : []} : {status: 'idle'},
    );
  }

  useEffect(() => {
    if (!query.trim()) return undefined;
    let cancelled = false;
    // Without Algolia settings there is always a local client (useLocalSearchClient).
    const clientPromise: Promise<Searcher> = algolia
      ? getAlgoliaClient(algolia)
      : Promise.resolve(localClient ?? Promise.reject(new Error('no search client')));
    clientPromise
      .then((client) =>
        client.search<LocalHit>({
          requests: [
            {
              indexName: algolia?.indexName ?? version,
              query,
              facetFilters: contextualFacetFilters(locale, version),
              hitsPerPage: pageSize * pages,
              attributesToSnippet: ['content:30'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        }),
      )
      .then(({results}) => {
        const [result] = results;
        const found =
          result && hasHits(result)
            ? {hits: result.hits, nbHits: result.nbHits ?? result.hits.length}
            : {hits: [], nbHits: 0};
        if (!cancelled) setState({status: 'done', ...found});
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
