import {joinIndexParts} from '../indexParts';
import type {SearchIndexFile, SearchIndexMore} from '../types';
import type {LocalIndex} from './localSearch';

/** Error name the DocSearch modal treats as a failed search: it then shows 'Unable to fetch results'. */
export class SearchFetchError extends Error {
  override name = 'RetryError';
}

async function fetchJson<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch (error) {
    throw new SearchFetchError(`Could not fetch the search index ${path}: ${String(error)}`);
  }
  if (!response.ok) throw new SearchFetchError(`Could not fetch the search index ${path}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

// MiniSearch and the ranking code load with the first index, not with every page.
const createIndex = (file: SearchIndexFile) => import('./localSearch').then(({createLocalIndex}) => createLocalIndex(file));

const firstFiles = new Map<string, Promise<SearchIndexFile>>();
const firstIndexes = new Map<string, Promise<LocalIndex>>();
const completeIndexes = new Map<string, Promise<LocalIndex>>();
const completed = new Map<string, LocalIndex>();

/** Caches a promise until it fails, so that the next query tries again. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

const loadFirstFile = (path: string) => cached(firstFiles, path, () => fetchJson<SearchIndexFile>(path));

/** An index of the first part alone, built only when a query is to be answered from it. */
const loadFirst = (path: string) => cached(firstIndexes, path, async () => createIndex(await loadFirstFile(path)));

/** The complete index: the first part joined with the rest of the text. */
function loadComplete(path: string): Promise<LocalIndex> {
  return cached(completeIndexes, path, async () => {
    const file = await loadFirstFile(path);
    if (!file.more) return loadFirst(path);
    const complete = await createIndex(joinIndexParts(file, await fetchJson<SearchIndexMore>(file.more)));
    completed.set(path, complete);
    return complete;
  });
}

/**
 * One version's index, fetched on first use and kept for the session. The first query is answered
 * as soon as the first part has loaded (`complete: false`, the modal); the rest of the text is
 * fetched right after and answers every later query. `complete: true` (the /search page, which
 * counts and pages through all results) waits for both parts. If the rest cannot be fetched, the
 * first part keeps answering and the next query tries again.
 */
export function loadIndex(path: string, {complete = false}: {complete?: boolean} = {}): Promise<LocalIndex> {
  if (complete) {
    return loadComplete(path).catch(async (error: unknown) => {
      const index = await loadFirst(path); // throws, and the search fails, if the first part is missing too
      console.warn('The rest of the search index could not be loaded; results come from its first part.', error);
      return index;
    });
  }
  const ready = completed.get(path);
  if (ready) return Promise.resolve(ready);
  return loadFirst(path).then((index) => {
    loadComplete(path).catch((error: unknown) => console.warn('The rest of the search index could not be loaded yet.', error));
    return index;
  });
}
