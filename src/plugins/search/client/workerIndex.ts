import type {SearchIndexHandle} from '../types';
import type {WorkerCall, WorkerRequest, WorkerResponse} from './workerProtocol';

type Pending = {resolve: (response: WorkerResponse) => void; reject: (error: Error) => void};

let worker: Worker | undefined;
let nextId = 0;
let nextIndex = 0;
const pending = new Map<number, Pending>();

function send(call: WorkerCall): Promise<WorkerResponse> {
  const target = (worker ??= createWorker());
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    target.postMessage({id, call} satisfies WorkerRequest);
  });
}

function createWorker(): Worker {
  const created = new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'gx-search'});
  created.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const entry = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (event.data.type === 'error') entry?.reject(new Error(event.data.message));
    else entry?.resolve(event.data);
  };
  created.onerror = (event) => {
    // The worker itself failed (e.g. its script did not load): fail what waits, start afresh next time.
    for (const entry of pending.values()) entry.reject(new Error(`search worker failed: ${event.message}`));
    pending.clear();
    worker = undefined;
  };
  return created;
}

/** Whether this browser can run the search worker; without it the index is built on the page. */
export const canUseWorker = (): boolean => typeof Worker !== 'undefined';

/** Builds an index in the worker from the raw JSON of a version's index file (and of its second part). */
export async function createWorkerIndex(first: string, more?: string): Promise<SearchIndexHandle> {
  const index = nextIndex++;
  await send({type: 'build', index, first, more});
  return handle(index);
}

function handle(index: number): SearchIndexHandle {
  return {
    async search(query, {limit = 20, offset = 0} = {}) {
      const response = await send({type: 'search', index, query, limit, offset});
      if (response.type !== 'result') throw new Error('unexpected answer from the search worker');
      return {hits: response.hits, nbHits: response.nbHits};
    },
    async withRest(moreText) {
      const complete = nextIndex++;
      await send({type: 'extend', index: complete, base: index, more: moreText});
      return handle(complete);
    },
  };
}
