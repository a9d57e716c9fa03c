import {describe, expect, it} from 'vitest';
import {cacheControl, contentSecurityPolicy, resolveRules, validateRedirects} from '@site/src/config/serving';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows only the site, the given inline script hashes, and nothing that evaluates strings', () => {
    const csp = contentSecurityPolicy(['sha256-abc='], {});
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|googletagmanager|algolia/);
  });

  it('adds the analytics hosts only with an analytics id', () => {
    const csp = contentSecurityPolicy([], {gtagId: 'G-X'});
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(csp).not.toContain('algolia');
  });

  it('adds the Algolia hosts only with an Algolia application', () => {
    const csp = contentSecurityPolicy([], {algoliaAppId: 'TESTAPP000'});
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://testapp000-dsn.algolia.net',
        'https://*.algolianet.com',
        'https://insights.algolia.io',
      ]),
    );
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });
});

describe('rules', () => {
  it('sends HSTS from the production hosts only', () => {
    const rules = resolveRules([], {}, []);
    expect(rules.headers['Strict-Transport-Security']).toBeUndefined();
    expect(rules.productionHeaders['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    expect(rules.headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it.each([
    ['/assets/js/main.1a2b.js', 'public, max-age=31536000, immutable'],
    ['/search-index/current.0123456789.json', 'public, max-age=31536000, immutable'],
    ['/search-index.json', 'public, max-age=0, must-revalidate'],
    ['/docs/', 'public, max-age=0, must-revalidate'],
  ])('%s: %s', (path, expected) => {
    expect(cacheControl(path)).toBe(expected);
  });

  it.each([
    [{from: 'old/', to: '/new/'}, /site path/],
    [{from: '//evil.example/', to: '/new/'}, /site path/],
    [{from: '/old/', to: '//evil.example/'}, /site path/],
    [{from: '/old/', to: 'https://evil.example/'}, /site path/],
    [{from: '/o*ld/', to: '/new/'}, /site path/],
    [{from: '/old', to: '/new/'}, /trailing slash|end with a slash/],
    [{from: '/old/', to: '/new/:splat'}, /splat/],
    [{from: '/old page/', to: '/new/'}, /site path/],
    [{from: '/old/', to: '/new/;return 200'}, /site path/],
  ])('refuses the redirect %o', (redirect, message) => {
    expect(() => validateRedirects([redirect])).toThrow(message);
  });

  it('refuses two rules for one path, and accepts exact and splat rules', () => {
    expect(() =>
      validateRedirects([
        {from: '/a/', to: '/b/'},
        {from: '/a/', to: '/c/'},
      ]),
    ).toThrow(/second rule/);
    expect(() =>
      validateRedirects([
        {from: '/a/', to: '/b/'},
        {from: '/docs/0.14.13/old/*', to: '/docs/0.14.13/new/:splat'},
      ]),
    ).not.toThrow();
  });
});
