import {describe, expect, it} from 'vitest';
import {planQuery, readSynonyms} from '@site/src/plugins/search/client/queryPlan';
import {synonyms} from '@site/src/plugins/search/synonyms';

const list = readSynonyms(synonyms);
const texts = (query: string) =>
  planQuery(query, list).groups.map((group) => `${group.text}${group.weak ? ' (weak)' : ''}`);

describe('what a query asks for', () => {
  it.each([
    ['how do I configure slack notification', ['configure (weak)', 'slack', 'notification']],
    ['write my own expectation with a regex', ['write (weak)', 'own (weak)', 'expectation', 'regex']],
    ['what is an expectation suite', ['expectation suite']],
    ['store files on google cloud storage', ['store (weak)', 'files', 'google cloud storage']],
    ['what is', []],
    ['is there a way', ['there', 'way']],
  ])('%j → %j', (query, groups) => {
    expect(texts(query)).toEqual(groups);
  });

  it('expands a word with its synonyms, and a known phrase with its single-word forms', () => {
    const [alert] = planQuery('alert', list).groups;
    expect(alert.terms).toEqual(expect.arrayContaining(['alert', 'notification', 'notify']));
    const [gcs] = planQuery('google cloud storage', list).groups;
    expect(gcs.terms).toContain('gcs');
    expect(gcs.phrases).toContainEqual(['google', 'cloud', 'storage']);
  });

  it('sends a one-way synonym to the site term only', () => {
    expect(planQuery('own', list).groups[0].terms).toEqual(['own', 'custom']);
    expect(planQuery('custom', list).groups[0].terms).toEqual(['custom']);
  });
});

describe('the synonym list', () => {
  it('is exported for Algolia as the NDJSON that `algolia synonyms import` takes', async () => {
    await expect(synonyms.map((entry) => JSON.stringify(entry)).join('\n') + '\n').toMatchFileSnapshot(
      '../../../../src/plugins/search/algolia/synonyms.ndjson',
    );
  });

  it('has unique ids, and no word in two two-way groups', () => {
    expect(new Set(synonyms.map((entry) => entry.objectID)).size).toBe(synonyms.length);
    const words = synonyms.flatMap((entry) => (entry.type === 'synonym' ? entry.synonyms : []));
    expect(new Set(words).size).toBe(words.length);
  });
});
