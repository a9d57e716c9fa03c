import type {LocalHit} from '../types';

/**
 * What the page asks the search worker (search.worker.ts). `index` names one built index; `extend`
 * builds the complete index `index` from the first part's index `base` and the rest of the texts.
 */
export type WorkerCall =
  | {type: 'build'; index: number; first: string; more?: string}
  | {type: 'extend'; index: number; base: number; more: string}
  | {type: 'search'; index: number; query: string; limit: number; offset: number};

/** A call as sent, numbered so that its answer finds its caller. */
export type WorkerRequest = {id: number; call: WorkerCall};

export type WorkerResponse =
  | {id: number; type: 'built'}
  | {id: number; type: 'result'; hits: LocalHit[]; nbHits: number}
  | {id: number; type: 'error'; message: string};
