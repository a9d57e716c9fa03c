/*
 * The stock configuration the benches compare this site with: the same content (three docs
 * versions, blog, home page) built by a plain Docusaurus 3 classic preset, the way a site is set up
 * from the docs: webpack (no Docusaurus Faster), stock theme and colours, no swizzles, Algolia
 * DocSearch from theme-search-algolia, no precompression plugin. It keeps only what the content
 * itself needs to compile: the <Term> remark plugin and the MDX components it renders.
 *
 * bench/lib/stock.mjs copies this file and the content into bench/.stock-site/ and builds it there.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkTerms from './src/plugins/terms';
import {footer} from './src/config/footer';
import {navbar} from './src/config/navbar';
import {currentRelease, olderReleases} from './src/config/versions';

export default {
  title: 'Great Expectations',
  tagline: 'Stock Docusaurus configuration, for the benches only.',
  favicon: 'img/favicon.svg',
  url: 'https://docs.greatexpectations.io',
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'warn',
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          beforeDefaultRemarkPlugins: [remarkTerms],
          lastVersion: 'current',
          versions: {
            current: {label: currentRelease, path: ''},
            ...Object.fromEntries(olderReleases.map((release) => [release, {label: release, path: release}])),
          },
        },
        blog: {routeBasePath: 'blog', showReadingTime: true},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    navbar,
    footer,
    // Fake settings: the search button and its code load as on a real DocSearch site; no query is made.
    algolia: {appId: 'BENCHAPP00', apiKey: 'bench-search-only-key', indexName: 'gx-docs-bench', contextualSearch: true},
  } satisfies Preset.ThemeConfig,
} satisfies Config;
