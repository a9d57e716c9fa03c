// @ts-check
// Reads a docs version's local search index from the production build: the first part the modal's
// first query uses (`<version>.json`), or the complete index (joined with `<version>.more.json`).
import {readJson} from '../../scripts/lib/readJson.mjs';
import {importTs} from './loadTs.mjs';

/** @typedef {import('../../src/plugins/search/packedIndex').PackedIndexFile} PackedIndexFile */
/** @typedef {import('../../src/plugins/search/types').SearchIndexMore} SearchIndexMore */
/** @typedef {import('../../src/plugins/search/types').SearchIndexFile} SearchIndexFile */

const {readIndexParts} = /** @type {typeof import('../../src/plugins/search/packedIndex')} */ (
  await importTs('src/plugins/search/packedIndex.ts')
);

/**
 * The site path of an index file published under a content-hashed name, by its logical name (`0.15.50.json`), as /search-index.json lists it.
 * @param {string} dir
 * @param {string} name
 */
export const publishedIndexName = (dir, name) =>
  /** @type {Record<string, string>} */ (readJson(`${dir}/search-index.json`))[`/search-index/${name}`];

/**
 * An index file by its logical name.
 * @param {string} dir
 * @param {string} name
 */
const readIndexFile = (dir, name) => readJson(`${dir}${publishedIndexName(dir, name)}`);

/**
 * @param {string} version
 * @param {{part?: 'first' | 'complete', dir?: string}} [options]
 * @returns {SearchIndexFile}
 */
export function readIndex(version, {part = 'complete', dir = 'build'} = {}) {
  const more =
    part === 'first' ? undefined : /** @type {SearchIndexMore} */ (readIndexFile(dir, `${version}.more.json`));
  return readIndexParts(/** @type {PackedIndexFile} */ (readIndexFile(dir, `${version}.json`)), more);
}

/**
 * A version's second index file: the rest of each section's text.
 * @param {string} version
 * @param {{dir?: string}} [options]
 * @returns {SearchIndexMore}
 */
export const readIndexMore = (version, {dir = 'build'} = {}) =>
  /** @type {SearchIndexMore} */ (readIndexFile(dir, `${version}.more.json`));
