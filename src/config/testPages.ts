import type {PluginConfig} from '@docusaurus/types';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {testRedirects as fixtureRedirects} from '../../tests/fixtures/redirects';
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

/** Redirects of the test build only (tests/fixtures/redirects.ts), which the HTTP suite checks on every server. */
export const testRedirects: readonly Redirect[] = includeTestPages ? fixtureRedirects : [];
