/// <reference lib="webworker" />
// The search worker: parses a version's index files, builds its MiniSearch index and answers queries,
// so that neither the index build (~150 ms on a laptop, several times that on a phone) nor the
// ranking runs on the page's main thread. See workerIndex.ts for the page's side.
import {readIndexParts, type PackedIndexFile} from '../packedIndex';
import type {SearchIndexMore} from '../types';
import {createLocalIndex, type LocalIndex} from './localSearch';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

const indexes = new Map<number, LocalIndex>();

function answer(request: WorkerRequest): WorkerResponse {
  if (request.type === 'build') {
    const more = request.more ? (JSON.parse(request.more) as SearchIndexMore) : undefined;
    indexes.set(request.index, createLocalIndex(readIndexParts(JSON.parse(request.first) as PackedIndexFile, more)));
    return {id: request.id, type: 'built'};
  }
  const index = indexes.get(request.index);
  if (!index) throw new Error(`no search index ${request.index}`);
  return {id: request.id, type: 'result', ...index.search(request.query, {limit: request.limit, offset: request.offset})};
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  let response: WorkerResponse;
  try {
    response = answer(event.data);
  } catch (error) {
    response = {id: event.data.id, type: 'error', message: error instanceof Error ? error.message : String(error)};
  }
  self.postMessage(response);
};
