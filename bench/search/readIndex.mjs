// Reads a docs version's local search index from the production build: the first part the modal's
// first query uses (`<version>.json`), or the complete index (joined with `<version>.more.json`).
import {readFileSync} from 'node:fs';
import {importTs} from './loadTs.mjs';

const {readIndexParts} = await importTs('src/plugins/search/packedIndex.ts');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export function readIndex(version, {part = 'complete', dir = 'build'} = {}) {
  const more = part === 'first' ? undefined : readJson(`${dir}/search-index/${version}.more.json`);
  return readIndexParts(readJson(`${dir}/search-index/${version}.json`), more);
}
