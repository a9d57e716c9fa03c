import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {docs} from '@site/src/config/docs';
import {currentRelease, olderReleases} from '@site/src/config/versions';

const versionsJson = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];

describe('documentation versions', () => {
  it('are the current release and two older ones, as the spec lists them', () => {
    expect([currentRelease, ...olderReleases]).toEqual(['0.16.10', '0.15.50', '0.14.13']);
  });

  it('serve the current release at /docs, labelled with its number, without a banner', () => {
    expect(docs.lastVersion).toBe('current');
    expect(docs.versions.current).toEqual({label: '0.16.10', path: '', banner: 'none'});
  });

  it.each(versionsJson)('serve %s under its own path with the outdated-version banner', (release) => {
    expect(docs.versions).toHaveProperty([release], {label: release, path: release, banner: 'unmaintained'});
  });

  it.each(versionsJson)('have a docs tree and a sidebar file for %s, as docs:version writes them', (release) => {
    expect(existsSync(`versioned_docs/version-${release}/intro.md`)).toBe(true);
    const sidebars = JSON.parse(readFileSync(`versioned_sidebars/version-${release}-sidebars.json`, 'utf8')) as object;
    expect(Object.keys(sidebars)).toEqual(['docs']);
  });
});
