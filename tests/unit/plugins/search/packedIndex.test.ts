import {describe, expect, it} from 'vitest';
import {extractRecords} from '@site/src/plugins/search/server/extractRecords';
import {splitIndexFile} from '@site/src/plugins/search/indexParts';
import {packIndex, readIndexParts, unpackIndex, type PackedIndexFile} from '@site/src/plugins/search/packedIndex';
import type {SearchIndexFile, SearchRecord} from '@site/src/plugins/search/types';

const page = (path: string, title: string, crumbs: string[], body: string) => ({
  path,
  html: `<!doctype html><html lang="en"><head><title>${title} | Great Expectations</title>
<meta name="description" content="About ${title}."><meta name="keywords" content="gx, ${title.toLowerCase()}">
<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current"></head><body><article>
<nav><ul class="breadcrumbs">${crumbs.map((crumb) => `<li class="breadcrumbs__item"><a href="/x/">${crumb}</a></li>`).join('')}
<li class="breadcrumbs__item breadcrumbs__item--active"><span>${title}</span></li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`,
});

// Pages with and without categories, h2 and h3 sections, an h3 before any h2, a heading without an id.
const pages = [
  page(
    '/docs/terms/checkpoint/',
    'Checkpoint',
    ['Glossary of terms'],
    '<p>Intro.</p><h2 id="features">Features</h2><p>A.</p><h3 id="actions">Actions</h3><p>B.</p><h2>No id</h2><p>C.</p>',
  ),
  page(
    '/docs/changelog/',
    'Changelog',
    [],
    '<p>Releases.</p><h3 id="early">Early note</h3><p>D.</p><h2 id="v">0.16.10</h2><h3 id="fixes">Fixes</h3><p>E.</p>',
  ),
  page('/docs/guides/setup/install/', 'Install GX', ['Guides', 'Setup'], '<p>pip.</p>'),
];

function indexOf(): SearchIndexFile {
  const records = pages.flatMap(({path, html}) => extractRecords(html, path)!.records);
  return {version: 'current', locale: 'en', records};
}

/** The packed index as the site publishes it and a reader's browser parses it: through JSON. */
const publishedForm = (file: SearchIndexFile) => JSON.parse(JSON.stringify(packIndex(file))) as PackedIndexFile;

describe('the packed search index', () => {
  it('reads back as the records it was packed from', () => {
    const file = indexOf();
    expect(file.records.length).toBe(9);
    expect(unpackIndex(publishedForm(file))).toEqual(file);
  });

  it("writes a page's shared fields once, and each record as its page and its own fields", () => {
    const packed = packIndex(indexOf());
    expect(packed.pages).toHaveLength(3);
    expect(packed.pages[0]).toEqual([
      '/docs/terms/checkpoint/',
      'Glossary of terms',
      'Checkpoint',
      'Glossary of terms',
      'About Checkpoint. gx, checkpoint',
    ]);
    expect(packed.records.slice(0, 4)).toEqual([
      [0, 'Intro.'],
      [0, 'features', 'Features', 'A.'],
      [0, 'actions', 'Features', 'Actions', 'B.'],
      [0, '', 'No id', 'C.'],
    ]);
    // An h3 before any h2 has no lvl2.
    expect(packed.records[5]).toEqual([1, 'early', null, 'Early note', 'D.']);
    expect(unpackIndex(packed).records[5]).not.toHaveProperty('lvl2');
  });

  it('refuses a record it would read back differently, naming it', () => {
    const file = indexOf();
    const odd: SearchRecord = {...file.records[1], parents: 'Somewhere else'};
    expect(() => packIndex({...file, records: [file.records[0], odd]})).toThrow(
      /\/docs\/terms\/checkpoint\/#features cannot be packed/,
    );
    expect(() => packIndex({...file, records: [file.records[1]]})).toThrow(
      /#features comes before the top of its page/,
    );
  });

  it('reads the published parts back as the complete records, or as the first part alone', () => {
    const file = indexOf();
    const {first, more} = splitIndexFile(file, 3);
    const published = publishedForm(first);
    expect(readIndexParts(published, more)).toEqual(file);
    expect(readIndexParts(published)).toEqual(first);
    expect(readIndexParts(published).records[0].content).toBe('Int');
  });
});
