import {localDocSearchClient, type DocSearchClient, type SearchArguments} from '../docsearch';
import type {SearchIndexHandle} from '../types';
import {versionFromFacetFilters} from './facets';

type Request = {readonly [key: string]: unknown};

function isRecord(value: unknown): value is Request {
  return typeof value === 'object' && value !== null;
}

/** A request's parameter, set on the request itself or in its `params` object (Algolia takes both). */
function parameter(request: Request, name: string): unknown {
  return request[name] ?? (isRecord(request.params) ? request.params[name] : undefined);
}

/** A parameter as text: Algolia's parameters are strings or numbers; anything else counts as missing. */
function textOf(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback;
}

function requestsOf(args: SearchArguments): readonly Request[] {
  return Array.isArray(args) ? args : args.requests;
}

/**
 * A stand-in for Algolia's search client that answers from the local index, so the DocSearch modal
 * and the /search page use one code path for both backends. Only `search` is used by them.
 */
export function createLocalSearchClient(options: {
  indexFor: (version: string) => Promise<SearchIndexHandle>;
  defaultVersion: string;
}): DocSearchClient {
  return localDocSearchClient(async (args) => {
    const results = await Promise.all(
      requestsOf(args).map(async (request) => {
        const version = versionFromFacetFilters(parameter(request, 'facetFilters')) ?? options.defaultVersion;
        const hitsPerPage = Number(parameter(request, 'hitsPerPage') ?? 20);
        const page = Number(parameter(request, 'page') ?? 0);
        const query = textOf(parameter(request, 'query'), '');
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
          index: textOf(request.indexName, version),
          processingTimeMS: 0,
          exhaustiveNbHits: true,
        };
      }),
    );
    return {results};
  });
}
