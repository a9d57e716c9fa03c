import type {SearchRecord} from './types';

/** The search plugin's name, under which it publishes its global data. */
export const pluginName = 'gx-search';

/**
 * The spec's local-search ranking settings: title boost 5, content 1, tags 3, parent categories 2.
 * Shared by the index builder, the browser and the relevance bench, so all three rank alike.
 */
export const fieldBoosts = {title: 5, tags: 3, parents: 2, content: 1} as const satisfies Partial<
  Record<keyof SearchRecord, number>
>;

export const searchFields = Object.keys(fieldBoosts) as (keyof typeof fieldBoosts)[];

/** At most this many results in the modal. */
export const modalResults = 8;

/** Folder of the build output that holds one index file per docs version. */
export const indexFolder = 'search-index';

/**
 * Characters of each section's text in the index the first query waits for (`<version>.json`); the
 * rest of the text follows in `<version>.more.json`, fetched right after. Titles, headings,
 * categories, descriptions and keywords are all in the first file. The ranking reads only what the
 * first file holds; the rest of the text adds results below (see `rank` in client/localSearch.ts),
 * so the first query and the complete index list the same first results. 110 characters still give the modal's first results a line
 * of text for their snippet. With the pages' keywords in the first file, 150 characters made it
 * 92 KB brotli for the current version's ~200 pages (84 KB before the keywords); 110 make it 77 KB,
 * with the same hit@1 and hit@3 on the title set and the tuning questions of each version but
 * 0.15.50's tuning hit@1 (0.97 to 0.95).
 */
export const firstPartContentLength = 110;

/**
 * Words too common to tell pages apart. Dropped from records and queries alike, so that a question
 * ("what is an expectation suite") ranks like its keywords ("expectation suite").
 */
export const stopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'its',
  'my',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'what',
  'when',
  'which',
  'with',
  'you',
  'your',
]);

/**
 * Question filler: words of how readers ask ("how do I", "my own", "is there a way to") that say
 * nothing about the page they want. Dropped from queries only (a page may be about a "way").
 */
export const fillerWords = new Set([
  'am',
  'any',
  'anyone',
  'best',
  'could',
  'did',
  'doing',
  'has',
  'have',
  'help',
  'here',
  'if',
  'into',
  'me',
  'mine',
  'need',
  'needs',
  'own',
  'please',
  'possible',
  'should',
  'so',
  'some',
  'there',
  'these',
  'they',
  'those',
  'try',
  'trying',
  'want',
  'wanted',
  'way',
  'ways',
  'we',
  'where',
  'why',
  'will',
  'would',
  'our',
  'like',
  'just',
  'only',
  'instead',
  'up',
  'each',
  'every',
  'all',
  'other',
  'another',
  'thing',
  'things',
  'out',
  'same',
  'be',
  'something',
  'stuff',
]);

/**
 * Generic verbs and nouns of how-to questions ("configure slack notification", "write my own
 * expectation"): a result that has them ranks higher, but one that lacks them is not a partial match.
 */
export const weakWords = new Set([
  'add',
  'build',
  'change',
  'check',
  'configure',
  'configuring',
  'create',
  'creating',
  'define',
  'edit',
  'enable',
  'find',
  'generate',
  'give',
  'keep',
  'let',
  'make',
  'making',
  'new',
  'put',
  'read',
  'run',
  'running',
  'see',
  'send',
  'set',
  'setting',
  'setup',
  'show',
  'start',
  'store',
  'switch',
  'turn',
  'use',
  'using',
  'work',
  'works',
  'write',
  'writing',
  'used',
  'get',
  'gets',
  'getting',
  'mean',
  'means',
  'example',
  'examples',
  'tell',
  'big',
  'small',
  'large',
  'data',
  'gx',
  'fix',
  'automatically',
  'directly',
  'look',
  'looking',
  'after',
  'before',
  'when',
  'without',
  'between',
]);
