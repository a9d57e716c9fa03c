import {retryErrorName} from '../docsearch';
import {indexManifestPath} from '../indexParts';
import {parseIndexParts} from '../packedIndex';
import type {IndexPaths, SearchIndexHandle} from '../types';
import {canUseWorker, createWorkerIndex} from './workerIndex';

/** A search index that could not be fetched: the DocSearch modal then shows 'Unable to fetch results'. */
export class SearchFetchError extends Error {
  override name = retryErrorName;
}

async function fetchText(path: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch (error) {
    throw new SearchFetchError(`Could not fetch the search index ${path}: ${String(error)}`);
  }
  if (!response.ok) throw new SearchFetchError(`Could not fetch the search index ${path}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Builds an index from the raw files: in the search worker, off the main thread; where workers are
 * missing, on the page (MiniSearch and the ranking code then load with the first index, not with every page).
 */
async function createIndex(first: string, more?: string): Promise<SearchIndexHandle> {
  if (canUseWorker()) return createWorkerIndex(first, more);
  const {createLocalIndex, handleOf} = await import('./localSearch');
  return handleOf(createLocalIndex(parseIndexParts(first, more)));
}

const firstFiles = new Map<string, Promise<string>>();
const firstIndexes = new Map<string, Promise<SearchIndexHandle>>();
const completeIndexes = new Map<string, Promise<SearchIndexHandle>>();
const completed = new Map<string, SearchIndexHandle>();

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

const manifests = new Map<string, Promise<Record<string, string>>>();

function isNameList(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((name) => typeof name === 'string');
}

/** Fetches an index file by its logical path, under the content-hashed name the build's list gives it. */
async function fetchIndexFile(path: string): Promise<string> {
  const manifest = indexManifestPath(path);
  const names = await cached(manifests, manifest, async () => {
    const list: unknown = JSON.parse(await fetchText(manifest));
    if (!isNameList(list)) throw new SearchFetchError(`${manifest} is not a list of search index file names.`);
    return list;
  });
  const published = names[path];
  if (!published) throw new SearchFetchError(`The search index ${path} is not listed in ${manifest}.`);
  return fetchText(published);
}

/** A version's first index file, as text: the worker parses it (the page never does). */
const loadFirstFile = (paths: IndexPaths) => cached(firstFiles, paths.first, () => fetchIndexFile(paths.first));

/** An index of the first part alone, built only when a query is to be answered from it. */
const loadFirst = (paths: IndexPaths) =>
  cached(firstIndexes, paths.first, async () => createIndex(await loadFirstFile(paths)));

/** The complete index: the first part joined with the rest of the text. */
function loadComplete(paths: IndexPaths): Promise<SearchIndexHandle> {
  return cached(completeIndexes, paths.first, async () => {
    const [first, more] = await Promise.all([loadFirstFile(paths), fetchIndexFile(paths.more)]);
    // If the first part's index was built (the modal's first query), the complete index adds the
    // rest of the text to it instead of building its ranking index a second time.
    const base = await firstIndexes.get(paths.first)?.catch(() => undefined);
    const complete = base ? await base.withRest(more) : await createIndex(first, more);
    completed.set(paths.first, complete);
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
export function loadIndex(
  paths: IndexPaths,
  {complete = false}: {complete?: boolean} = {},
): Promise<SearchIndexHandle> {
  if (complete) {
    return loadComplete(paths).catch(async (error: unknown) => {
      const index = await loadFirst(paths); // throws, and the search fails, if the first part is missing too
      console.warn('The rest of the search index could not be loaded; results come from its first part.', error);
      return index;
    });
  }
  const ready = completed.get(paths.first);
  if (ready) return Promise.resolve(ready);
  return loadFirst(paths).then((index) => {
    loadComplete(paths).catch((error: unknown) =>
      console.warn('The rest of the search index could not be loaded yet.', error),
    );
    return index;
  });
}
