// Reads a docs version's local search index from the production build: the first part the modal's
// first query uses (`<version>.json`), or the complete index (joined with `<version>.more.json`).
import {readFileSync} from 'node:fs';
import {importTs} from './loadTs.mjs';

const {readIndexParts} = await importTs('src/plugins/search/packedIndex.ts');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The site path of an index file published under a content-hashed name, by its logical name (`0.15.50.json`), as /search-index.json lists it. */
export const publishedIndexName = (dir, name) => readJson(`${dir}/search-index.json`)[`/search-index/${name}`];

/** An index file by its logical name. */
const readIndexFile = (dir, name) => readJson(`${dir}${publishedIndexName(dir, name)}`);

export function readIndex(version, {part = 'complete', dir = 'build'} = {}) {
  const more = part === 'first' ? undefined : readIndexFile(dir, `${version}.more.json`);
  return readIndexParts(readIndexFile(dir, `${version}.json`), more);
}
