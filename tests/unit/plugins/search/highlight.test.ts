import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, queryTerms, snippet} from '@site/src/plugins/search/client/highlight';

describe('highlight', () => {
  it.each([
    ['Data Docs site', ['data'], '<mark>Data</mark> Docs site', 'full'],
    ['Data Docs site', ['docs', 'nothing'], 'Data <mark>Docs</mark> site', 'partial'],
    ['Checkpoints run', ['checkpoint'], '<mark>Checkpoints</mark> run', 'full'],
    ['no match here', ['zebra'], 'no match here', 'none'],
  ])('marks words of %j that start with %j', (text, terms, value, level) => {
    expect(highlight(text, terms)).toMatchObject({value, matchLevel: level});
  });

  it('escapes markup in page text before adding marks, so it is shown and never run', () => {
    const result = highlight('<img src=x onerror="alert(1)"> data', ['data']);
    expect(result.value).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <mark>data</mark>');
    expect(result.value).not.toContain('<img');
  });

  it('marks words the index matched fuzzily even when no query term is their prefix', () => {
    expect(highlight('an expectation', ['expectaton'], new Set(['expectation'])).value).toBe(
      'an <mark>expectation</mark>',
    );
  });

  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('snippet', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen checkpoint sixteen seventeen';

  it('is a window around the first match with ellipses where text was cut', () => {
    const result = snippet(text, ['checkpoint'], new Set(), 6);
    expect(result.value).toBe('…twelve thirteen fourteen <mark>checkpoint</mark> sixteen seventeen');
  });

  it('starts at the beginning when nothing matches', () => {
    expect(snippet(text, ['zebra'], new Set(), 3).value).toBe('one two three…');
  });

  it('returns short texts whole', () => {
    expect(snippet('a short text', ['short']).value).toBe('a <mark>short</mark> text');
  });
});

describe('queryTerms', () => {
  it('leaves out stop words, which the index does not search either', () => {
    expect(queryTerms('What is an Expectation Suite?')).toEqual(['expectation', 'suite']);
    expect(highlight('This issue is an expectation', queryTerms('what is an expectation')).value).toBe(
      'This issue is an <mark>expectation</mark>',
    );
  });

  it('splits a query into distinct lower-case words, dropping punctuation', () => {
    expect(queryTerms('Add_Pandas  add pandas! (CSV)')).toEqual(['add', 'pandas', 'csv']);
  });
});
