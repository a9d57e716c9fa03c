import type {SearchIndexFile, SearchIndexMore} from './types';

/** Cuts a text after at most `limit` characters, at a word boundary when there is one in its second half. */
export function cutText(text: string, limit: number): [first: string, rest: string] {
  if (text.length <= limit) return [text, ''];
  let cut = text.lastIndexOf(' ', limit);
  if (cut < limit / 2) cut = limit;
  return [text.slice(0, cut), text.slice(cut)];
}

/**
 * The names of a version's two index files in the build's `search-index/` folder: `<version>.json`
 * and `<version>.more.json`. The only place that names them: the plugin publishes these paths to
 * the browser through global data, and writes the files under them.
 */
export function indexFileNames(version: string): {first: string; more: string} {
  return {first: `${version}.json`, more: `${version}.more.json`};
}

/**
 * Where the build lists the published names of the index files: `/search-index/0.15.50.json` →
 * `/search-index.json`. Outside the index folder, whose files are cached for a year: this list is revalidated.
 */
export function indexManifestPath(indexPath: string): string {
  return indexPath.replace(/\/[^/]*$/, '.json');
}

/**
 * The published name of an index file, with a hash of its content, so that a CDN may keep it for a
 * year and a new build never serves an old index: `0.15.50.json` → `0.15.50.<hash>.json`,
 * `0.15.50.more.json` → `0.15.50.<hash>.more.json`.
 */
export function hashedIndexName(name: string, hash: string): string {
  return name.replace(/(\.more)?\.json$/, `.${hash}$&`);
}

/** Splits a complete index into the part the first query needs and the rest of the text. */
export function splitIndexFile(file: SearchIndexFile, limit: number): {first: SearchIndexFile; more: SearchIndexMore} {
  const rest: string[] = [];
  const records = file.records.map((record) => {
    const [first, remainder] = cutText(record.content, limit);
    rest.push(remainder);
    return {...record, content: first};
  });
  return {first: {...file, records}, more: {version: file.version, content: rest}};
}

/** The complete index from its two parts. */
export function joinIndexParts(first: SearchIndexFile, more: SearchIndexMore): SearchIndexFile {
  if (more.version !== first.version || more.content.length !== first.records.length) {
    throw new Error(
      `The search index parts of ${first.version} do not match (${first.records.length} records, ${more.content.length} texts).`,
    );
  }
  return {
    ...first,
    records: first.records.map((record, i) => ({...record, content: record.content + more.content[i]})),
  };
}
