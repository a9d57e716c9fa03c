import {describe, expect, it} from 'vitest';
import {hashedIndexName, indexManifestPath} from '@site/src/plugins/search/indexParts';

// The search index files are published under content-hashed names (cached for a year), listed by
// logical name in a revalidated file next to their folder.
describe('search index names', () => {
  it.each([
    ['0.15.50.json', '0.15.50.0123456789.json'],
    ['0.15.50.more.json', '0.15.50.0123456789.more.json'],
    ['current.json', 'current.0123456789.json'],
  ])('%s is published as %s', (name, expected) => {
    expect(hashedIndexName(name, '0123456789')).toBe(expected);
  });

  it('lists them in /search-index.json, outside the immutable folder', () => {
    expect(indexManifestPath('/search-index/0.15.50.json')).toBe('/search-index.json');
    expect(indexManifestPath('/base/search-index/current.more.json')).toBe('/base/search-index.json');
  });
});
