import type {SearchIndexFile} from '../types';
import type {LocalIndex} from './localSearch';

const cache = new Map<string, Promise<LocalIndex>>();

/** Error name the DocSearch modal treats as a failed search: it then shows 'Unable to fetch results'. */
export class SearchFetchError extends Error {
  override name = 'RetryError';
}

async function fetchIndex(path: string): Promise<LocalIndex> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch (error) {
    throw new SearchFetchError(`Could not fetch the search index ${path}: ${String(error)}`);
  }
  if (!response.ok) throw new SearchFetchError(`Could not fetch the search index ${path}: HTTP ${response.status}`);
  // MiniSearch and the ranking code load with the first index, not with every page.
  const [{createLocalIndex}, file] = await Promise.all([import('./localSearch'), response.json() as Promise<SearchIndexFile>]);
  return createLocalIndex(file);
}

/**
 * One version's index, fetched on first use and kept for the session. A failed fetch is not
 * cached, so the next query tries again.
 */
export function loadIndex(path: string): Promise<LocalIndex> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetchIndex(path);
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}
