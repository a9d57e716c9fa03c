import type {PluginConfig} from '@docusaurus/types';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {includeTestPages} from './env';
import type {Redirect} from './redirects';

/** Route prefix of test-only pages; the sitemap always ignores it. */
export const testPagesBasePath = '/__test__';

/** A second pages plugin that serves tests/fixtures/pages, only when GX_DOCS_TEST_PAGES=1. */
export const testPagesPlugins: PluginConfig[] = includeTestPages
  ? [
      [
        '@docusaurus/plugin-content-pages',
        {id: 'test-pages', path: 'tests/fixtures/pages', routeBasePath: testPagesBasePath} satisfies PagesOptions,
      ],
    ]
  : [];

/**
 * Redirects of the test build only, so that the HTTP suite (tests/http) can check every server's
 * handling of exact and splat rules on the configurations the build generates. (Kept here, not under
 * tests/, because the build tests copy only what a site needs to build.)
 */
export const fixtureRedirects: readonly Redirect[] = [
  {from: `${testPagesBasePath}/old-home/`, to: '/'},
  {from: `${testPagesBasePath}/old-intro/`, to: '/docs/'},
  {from: `${testPagesBasePath}/old-docs/*`, to: '/docs/:splat'},
  // A longer rule inside a splat wins over it, on every server.
  {from: `${testPagesBasePath}/old-docs/special/`, to: '/search/'},
];

export const testRedirects: readonly Redirect[] = includeTestPages ? fixtureRedirects : [];
