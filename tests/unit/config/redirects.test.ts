import {describe, expect, it} from 'vitest';
import {clientRedirects} from '@site/src/config/clientRedirects';
import {redirects, type Redirect} from '@site/src/config/redirects';
import {olderReleases} from '@site/src/config/versions';
import {releaseOf, resolveRedirect} from '@site/tests/support/redirects';

// The rules' form. That every old URL lands on a real page is held on the build (tests/e2e/old-urls.spec.ts).
describe('redirects', () => {
  it.each(redirects)(
    '$from → $to: site paths with a trailing slash, from one release to the same release',
    ({from, to}) => {
      expect(from).toMatch(/^\/[^?#]*(\/|\/\*)$/);
      expect(to).toMatch(/^\/[^?#*]*\/$/);
      expect(to).not.toBe(from);
      expect(releaseOf(to, olderReleases)).toBe(releaseOf(from, olderReleases));
    },
  );

  it('never redirect one path to two places', () => {
    const froms = redirects.map(({from}) => from);
    expect(froms.filter((from, index) => froms.indexOf(from) !== index)).toEqual([]);
  });

  it('never lead to another redirect', () => {
    expect(redirects.filter(({to}) => resolveRedirect(to, redirects) !== undefined)).toEqual([]);
  });

  it('send the old /docs/intro to the intro, the version root, in every release', () => {
    for (const root of ['/docs/', ...olderReleases.map((release) => `/docs/${release}/`)]) {
      expect(resolveRedirect(`${root}intro/`, redirects)).toBe(root);
    }
  });
});

describe('resolveRedirect', () => {
  const rules: Redirect[] = [
    {from: '/a/', to: '/b/'},
    {from: '/old/*', to: '/new/:splat'},
    {from: '/old/deep/*', to: '/deeper/:splat'},
  ];
  it.each([
    ['/a/', '/b/'],
    ['/a/x/', undefined],
    ['/old/x/y/', '/new/x/y/'],
    ['/old/deep/z/', '/deeper/z/'],
    ['/elsewhere/', undefined],
  ])('%s → %s', (path, expected) => {
    expect(resolveRedirect(path, rules)).toBe(expected);
  });
});

describe('client-side redirects', () => {
  const rules: Redirect[] = [
    {from: '/docs/a/', to: '/docs/b/'},
    {from: '/docs/old/*', to: '/docs/:splat'},
    {from: `/docs/${olderReleases[0]}/a/`, to: `/docs/${olderReleases[0]}/b/`},
  ];
  it('leave splats to the servers', () => {
    expect(clientRedirects(rules, true)).toEqual([rules[0], rules[2]]);
  });
  it('leave out the older versions when the build does', () => {
    expect(clientRedirects(rules, false)).toEqual([rules[0]]);
  });
  it('cover every exact redirect of a full build', () => {
    expect(clientRedirects(redirects, true)).toHaveLength(redirects.filter(({from}) => !from.endsWith('*')).length);
  });
});
