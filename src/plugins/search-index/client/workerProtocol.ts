import type {LocalHit} from './localSearch';

/** Messages between the page and the search worker (search.worker.ts). `index` names one built index. */
export type WorkerRequest =
  | {id: number; type: 'build'; index: number; first: string; more?: string}
  | {id: number; type: 'search'; index: number; query: string; limit: number; offset: number};

export type WorkerResponse =
  | {id: number; type: 'built'}
  | {id: number; type: 'result'; hits: LocalHit[]; nbHits: number}
  | {id: number; type: 'error'; message: string};
