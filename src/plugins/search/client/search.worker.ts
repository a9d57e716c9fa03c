/// <reference lib="webworker" />
// The search worker: parses a version's index files, builds its MiniSearch index and answers queries,
// so that neither the index build (~150 ms on a laptop, several times that on a phone) nor the
// ranking runs on the page's main thread. See workerIndex.ts for the page's side.
import {parseIndexMore, parseIndexParts} from '../packedIndex';
import {createLocalIndex, type LocalIndex} from './localSearch';
import type {WorkerCall, WorkerRequest, WorkerResponse} from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

const indexes = new Map<number, LocalIndex>();

function indexOf(index: number): LocalIndex {
  const found = indexes.get(index);
  if (!found) throw new Error(`no search index ${index}`);
  return found;
}

function answer(id: number, call: WorkerCall): WorkerResponse {
  if (call.type === 'build') {
    indexes.set(call.index, createLocalIndex(parseIndexParts(call.first, call.more)));
    return {id, type: 'built'};
  }
  const index = indexOf(call.type === 'extend' ? call.base : call.index);
  if (call.type === 'extend') {
    indexes.set(call.index, index.withRest(parseIndexMore(call.more)));
    return {id, type: 'built'};
  }
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
