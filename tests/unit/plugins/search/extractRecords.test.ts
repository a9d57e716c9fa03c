import {describe, expect, it} from 'vitest';
import {extractRecords} from '@site/src/plugins/search/server/extractRecords';

const page = (body: string, metas = true) => `<!doctype html><html lang="en"><head>
<title>Checkpoint | Great Expectations</title>
<meta name="description" content="What a Checkpoint is.">
${metas ? '<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="0.15.50">' : ''}
</head><body><article>
<nav><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg></svg></a></li>
<li class="breadcrumbs__item"><a href="/docs/0.15.50/terms/">Glossary of terms</a></li>
<li class="breadcrumbs__item breadcrumbs__item--active"><span>Checkpoint</span></li></ul></nav>
<div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;

const body = `<header><h1>Checkpoint</h1></header>
<p>A Checkpoint runs <span><a href="/x/">Validation</a><span role="tooltip">Validation: a tooltip that is not prose</span></span>.</p>
<h2 id="features">Features<a class="hash-link" href="#features">\u200b</a></h2>
<p>It validates batches.</p>
<pre><code>print("code is not indexed")</code></pre>
<h3 id="actions">Actions</h3>
<ul><li>Store results</li><li>Update Data Docs</li></ul>`;

describe('extractRecords', () => {
  const result = extractRecords(page(body), '/docs/0.15.50/terms/checkpoint/')!;

  it('reads the version and language from the DocSearch metadata', () => {
    expect(result).toMatchObject({version: '0.15.50', locale: 'en'});
  });

  it('makes a record for the page top and one per h2 and h3 section, with their anchors', () => {
    expect(result.records.map((record) => record.url)).toEqual([
      '/docs/0.15.50/terms/checkpoint/',
      '/docs/0.15.50/terms/checkpoint/#features',
      '/docs/0.15.50/terms/checkpoint/#actions',
    ]);
  });

  it('keeps the hierarchy: category, page, h2, h3', () => {
    expect(result.records[2]).toMatchObject({
      lvl0: 'Glossary of terms',
      lvl1: 'Checkpoint',
      lvl2: 'Features',
      lvl3: 'Actions',
      title: 'Actions',
    });
    expect(result.records[2].parents).toBe('Glossary of terms Checkpoint Features');
  });

  it('indexes prose only: no tooltips, anchor glyphs or code blocks', () => {
    expect(result.records[0].content).toBe('A Checkpoint runs Validation.');
    expect(result.records[1].content).toBe('It validates batches.');
    expect(result.records[2].content).toBe('Store results Update Data Docs');
    expect(JSON.stringify(result.records)).not.toMatch(/tooltip|code is not indexed|\u200b/);
  });

  it('puts the description in the page record only, as its tags', () => {
    expect(result.records[0].tags).toBe('What a Checkpoint is.');
    expect(result.records[1].tags).toBe('');
  });

  it('skips pages without DocSearch metadata or without a Markdown body', () => {
    expect(extractRecords(page(body, false), '/blog/x/')).toBeUndefined();
    expect(
      extractRecords(page('').replace('theme-doc-markdown', 'generated-index'), '/docs/category/x/'),
    ).toBeUndefined();
  });
});
