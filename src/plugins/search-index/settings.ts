import type {SearchRecord} from './types';

/**
 * The spec's local-search ranking settings: title boost 5, content 1, tags 3, parent categories 2.
 * Shared by the index builder, the browser and the relevance bench, so all three rank alike.
 */
export const fieldBoosts = {title: 5, tags: 3, parents: 2, content: 1} as const satisfies Partial<Record<keyof SearchRecord, number>>;

export const searchFields = Object.keys(fieldBoosts) as (keyof typeof fieldBoosts)[];

/** At most this many results in the modal. */
export const modalResults = 8;

/** Folder of the build output that holds one index file per docs version. */
export const indexFolder = 'search-index';

/**
 * Words too common to tell pages apart. Dropped from records and queries alike, so that a question
 * ("what is an expectation suite") ranks like its keywords ("expectation suite").
 */
export const stopWords = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it',
  'its', 'my', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'what', 'when', 'which', 'with', 'you', 'your',
]);
