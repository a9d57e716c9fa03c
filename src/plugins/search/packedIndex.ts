import {joinIndexParts} from './indexParts';
import type {SearchIndexFile, SearchIndexMore, SearchRecord} from './types';

/** A doc page's fields, shared by all its records: path, lvl0, page title (lvl1), breadcrumb categories, tags. */
export type PackedPage = [path: string, lvl0: string, lvl1: string, crumbs: string, tags: string];

/**
 * One record, by the index of its page in `pages`: the page's top, an h2 section, or an h3 section
 * (its h2 is null when the h3 comes before any h2). `anchor` is empty for a heading without an id.
 */
export type PackedRecord =
  | [page: number, content: string]
  | [page: number, anchor: string, heading: string, content: string]
  | [page: number, anchor: string, h2: string | null, heading: string, content: string];

/**
 * A version's first index file as published (`search-index/<version>.json`). Every field of a
 * record that repeats its page's (path, categories, title, description) or derives from its headings
 * (title, parents) is written once per page: less than half the JSON of the plain records, ~18 %
 * fewer brotli bytes for the first query to wait for, and half the build's time compressing it.
 */
export type PackedIndexFile = {version: string; locale: string; pages: PackedPage[]; records: PackedRecord[]};

/** Every field of a record. */
const recordFields = [
  'url',
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'title',
  'parents',
  'tags',
  'content',
] as const satisfies readonly (keyof SearchRecord)[];
/** The type check fails here when SearchRecord gains a field that `recordFields` does not list. */
const listsEveryField: Exclude<keyof SearchRecord, (typeof recordFields)[number]> extends never ? true : false = true;
void listsEveryField;

function sameRecord(a: SearchRecord, b: SearchRecord): boolean {
  return recordFields.every((field) => a[field] === b[field]);
}

function joinParents(crumbs: string, ...headings: string[]): string {
  return (crumbs ? [crumbs, ...headings] : headings).join(' ');
}

/** The record a packed record stands for. */
function unpackRecord(packed: PackedRecord, pages: readonly PackedPage[]): SearchRecord {
  const page = pages[packed[0]];
  if (!page) throw new Error(`The search index names page ${packed[0]}, which it does not have.`);
  const [path, lvl0, lvl1, crumbs, tags] = page;
  if (packed.length === 2) return {url: path, lvl0, lvl1, title: lvl1, parents: crumbs, tags, content: packed[1]};
  const url = packed[1] ? `${path}#${packed[1]}` : path;
  if (packed.length === 4) {
    const [, , heading, content] = packed;
    return {url, lvl0, lvl1, lvl2: heading, title: heading, parents: joinParents(crumbs, lvl1), tags: '', content};
  }
  const [, , h2, heading, content] = packed;
  return {
    url,
    lvl0,
    lvl1,
    ...(h2 === null ? {} : {lvl2: h2}),
    lvl3: heading,
    title: heading,
    parents: h2 ? joinParents(crumbs, lvl1, h2) : joinParents(crumbs, lvl1),
    tags: '',
    content,
  };
}

export function unpackIndex(file: PackedIndexFile): SearchIndexFile {
  return {
    version: file.version,
    locale: file.locale,
    records: file.records.map((record) => unpackRecord(record, file.pages)),
  };
}

/** A version's records from its published parts: the packed first file, and the rest of the text once fetched. */
export function readIndexParts(first: PackedIndexFile, more?: SearchIndexMore): SearchIndexFile {
  const file = unpackIndex(first);
  return more ? joinIndexParts(file, more) : file;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isPackedPage(value: unknown): value is PackedPage {
  return isStringArray(value) && value.length === 5;
}

/** `[page, content]`, `[page, anchor, heading, content]` or `[page, anchor, h2 | null, heading, content]`. */
function isPackedRecord(value: unknown): value is PackedRecord {
  if (!Array.isArray(value) || typeof value[0] !== 'number') return false;
  const texts: unknown[] = value.slice(1);
  if (texts.length === 4 && texts[1] === null) texts.splice(1, 1);
  return (value.length === 2 || value.length === 4 || value.length === 5) && isStringArray(texts);
}

function isPackedIndexFile(value: unknown): value is PackedIndexFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    typeof value.version === 'string' &&
    'locale' in value &&
    typeof value.locale === 'string' &&
    'pages' in value &&
    Array.isArray(value.pages) &&
    value.pages.every(isPackedPage) &&
    'records' in value &&
    Array.isArray(value.records) &&
    value.records.every(isPackedRecord)
  );
}

function isSearchIndexMore(value: unknown): value is SearchIndexMore {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    typeof value.version === 'string' &&
    'content' in value &&
    isStringArray(value.content)
  );
}

/** The rest of a version's texts from the published second file's text (JSON). */
export function parseIndexMore(moreText: string): SearchIndexMore {
  const more: unknown = JSON.parse(moreText);
  if (!isSearchIndexMore(more)) throw new Error('The second search index file is not its texts.');
  return more;
}

/** A version's records from the published files' text (JSON), as the search worker receives them. */
export function parseIndexParts(firstText: string, moreText?: string): SearchIndexFile {
  const first: unknown = JSON.parse(firstText);
  const more: unknown = moreText === undefined ? undefined : JSON.parse(moreText);
  if (!isPackedIndexFile(first)) throw new Error('The first search index file is not a packed index.');
  if (more !== undefined && !isSearchIndexMore(more)) throw new Error('The second search index file is not its texts.');
  return readIndexParts(first, more);
}

/**
 * Packs an index whose records come page by page, each page's top first (what extractRecords
 * yields). Fails, naming the record, if one does not unpack to itself, so that a change to the
 * records' fields cannot publish an index that the browser would read differently.
 */
export function packIndex(file: SearchIndexFile): PackedIndexFile {
  const pages: PackedPage[] = [];
  const records: PackedRecord[] = [];
  const pageOf = new Map<string, number>();
  for (const record of file.records) {
    const [path = record.url, anchor = ''] = record.url.split('#');
    let packed: PackedRecord;
    if (record.lvl2 === undefined && record.lvl3 === undefined) {
      pageOf.set(path, pages.length);
      pages.push([path, record.lvl0, record.lvl1, record.parents, record.tags]);
      packed = [pages.length - 1, record.content];
    } else {
      const page = pageOf.get(path);
      if (page === undefined) throw new Error(`Search record ${record.url} comes before the top of its page.`);
      packed =
        record.lvl3 === undefined
          ? [page, anchor, record.lvl2!, record.content]
          : [page, anchor, record.lvl2 ?? null, record.lvl3, record.content];
    }
    const unpacked = unpackRecord(packed, pages);
    if (!sameRecord(unpacked, record)) {
      throw new Error(
        `Search record ${record.url} cannot be packed: it would be read back as ${JSON.stringify(unpacked)}, not ${JSON.stringify(record)}.`,
      );
    }
    records.push(packed);
  }
  return {version: file.version, locale: file.locale, pages, records};
}
