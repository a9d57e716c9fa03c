/// <reference lib="webworker" />
// The search worker: parses a version's index files, builds its MiniSearch index and answers queries,
// so that neither the index build (~150 ms on a laptop, several times that on a phone) nor the
// ranking runs on the page's main thread. See workerIndex.ts for the page's side.
import {parseIndexParts} from '../packedIndex';
import {createLocalIndex, type LocalIndex} from './localSearch';
import type {WorkerCall, WorkerRequest, WorkerResponse} from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

const indexes = new Map<number, LocalIndex>();

function answer(id: number, call: WorkerCall): WorkerResponse {
  if (call.type === 'build') {
    indexes.set(call.index, createLocalIndex(parseIndexParts(call.first, call.more)));
    return {id, type: 'built'};
  }
  const index = indexes.get(call.index);
  if (!index) throw new Error(`no search index ${call.index}`);
  return {id, type: 'result', ...index.search(call.query, {limit: call.limit, offset: call.offset})};
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  let response: WorkerResponse;
  try {
    response = answer(event.data.id, event.data.call);
  } catch (error) {
    response = {id: event.data.id, type: 'error', message: error instanceof Error ? error.message : String(error)};
  }
  self.postMessage(response);
};
