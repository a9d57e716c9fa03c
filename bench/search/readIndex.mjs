// Reads a docs version's local search index from the production build: the first part the modal's
// first query uses (`<version>.json`), or the complete index (joined with `<version>.more.json`).
import {readFileSync} from 'node:fs';
import {importTs} from './loadTs.mjs';

const {joinIndexParts} = await importTs('src/plugins/search-index/indexParts.ts');
const {unpackIndex} = await importTs('src/plugins/search-index/packedIndex.ts');

export function readIndex(version, {part = 'complete', dir = 'build'} = {}) {
  const first = unpackIndex(JSON.parse(readFileSync(`${dir}/search-index/${version}.json`, 'utf8')));
  if (part === 'first') return first;
  return joinIndexParts(first, JSON.parse(readFileSync(`${dir}/search-index/${version}.more.json`, 'utf8')));
}
