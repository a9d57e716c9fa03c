import {describe, expect, it} from 'vitest';
import {cutText, joinIndexParts, indexFileNames, splitIndexFile} from '@site/src/plugins/search/indexParts';
import type {SearchIndexFile, SearchRecord} from '@site/src/plugins/search/types';

const record = (content: string): SearchRecord => ({
  url: '/docs/x/',
  lvl0: 'Docs',
  lvl1: 'X',
  title: 'X',
  parents: '',
  tags: '',
  content,
});

describe('the two parts of a search index', () => {
  it.each([
    ['0.15.50', '0.15.50.json', '0.15.50.more.json'],
    ['current', 'current.json', 'current.more.json'],
  ])('publishes version %s as %s and %s', (version, first, more) => {
    expect(indexFileNames(version)).toEqual({first, more});
  });

  it('cuts a text at a word boundary, or at the limit when a word is longer than half of it', () => {
    expect(cutText('short text', 20)).toEqual(['short text', '']);
    expect(cutText('alpha beta gamma delta', 12)).toEqual(['alpha beta', ' gamma delta']);
    expect(cutText('abcdefghijklmnopqrstuvwxyz', 10)).toEqual(['abcdefghij', 'klmnopqrstuvwxyz']);
  });

  it('splits and joins back to the same index', () => {
    const file: SearchIndexFile = {
      version: '0.15.50',
      locale: 'en',
      records: [record('a '.repeat(400)), record(''), record('tiny')],
    };
    const {first, more} = splitIndexFile(file, 300);
    expect(Math.max(...first.records.map((r) => r.content.length))).toBeLessThanOrEqual(300);
    expect(more.content).toHaveLength(3);
    expect(joinIndexParts(first, more)).toEqual(file);
  });

  it('refuses parts of different indexes', () => {
    const file: SearchIndexFile = {version: 'current', locale: 'en', records: [record('one')]};
    const {first} = splitIndexFile(file, 300);
    expect(() => joinIndexParts(first, {version: 'current', content: []})).toThrow(/do not match/);
    expect(() => joinIndexParts(first, {version: '0.14.13', content: ['']})).toThrow(/do not match/);
  });
});
