import {versionFromFacetFilters} from './facets';
import type {LocalHit} from './localSearch';

/** What the client needs of a version's index: the local index itself, or its handle in the search worker. */
type QueryableIndex = {
  search: (query: string, options?: {limit?: number; offset?: number}) => {hits: LocalHit[]; nbHits: number} | Promise<{hits: LocalHit[]; nbHits: number}>;
};

type SearchRequest = {query?: string; indexName?: string; params?: Record<string, unknown>} & Record<string, unknown>;

function parameter(request: SearchRequest, name: string): unknown {
  return request[name] ?? request.params?.[name];
}

/**
 * A stand-in for Algolia's search client that answers from the local index, so the DocSearch modal
 * and the /search page use one code path for both backends. Only `search` is used by them.
 */
export function createLocalSearchClient(options: {
  indexFor: (version: string) => Promise<QueryableIndex>;
  defaultVersion: string;
}) {
  return {
    transporter: {algoliaAgent: {value: 'gx-local-search', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    async search({requests}: {requests: SearchRequest[]}) {
      const results = await Promise.all(
        requests.map(async (request) => {
          const version = versionFromFacetFilters(parameter(request, 'facetFilters')) ?? options.defaultVersion;
          const hitsPerPage = Number(parameter(request, 'hitsPerPage') ?? 20);
          const page = Number(parameter(request, 'page') ?? 0);
          const query = String(request.query ?? parameter(request, 'query') ?? '');
          const index = await options.indexFor(version);
          const {hits, nbHits} = await index.search(query, {limit: hitsPerPage, offset: page * hitsPerPage});
          return {
            hits,
            nbHits,
            page,
            nbPages: Math.ceil(nbHits / hitsPerPage),
            hitsPerPage,
            query,
            params: '',
            index: request.indexName ?? version,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
          };
        }),
      );
      return {results};
    },
  };
}
