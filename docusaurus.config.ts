import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './src/config/announcementBar';
import {clientRedirectsPlugin} from './src/config/clientRedirects';
import {algoliaSettings, gtagTrackingId, includeOlderVersions, noIndex, siteUrl} from './src/config/env';
import {footer} from './src/config/footer';
import {navbar} from './src/config/navbar';
import {prismTheme} from './src/config/prismTheme';
import {redirects} from './src/config/redirects';
import {testPagesBasePath, testPagesPlugins, testRedirects} from './src/config/testPages';
import {docs} from './src/config/docs';
import {search} from './src/config/search';
import type {Options as ServingOptions} from './src/plugins/serving';
import {olderReleases} from './src/config/versions';

const config = {
  title: 'Great Expectations',
  tagline: 'Data quality for data engineers, analysts and contributors: docs for GX 0.16.10, 0.15.50 and 0.14.13.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  noIndex,

  future: {
    v4: true,
    faster: true,
    // No page shows a last-update date or author, so the build need not read the Git history.
    experimental_vcs: 'disabled',
  },

  // A build without the older versions (GX_DOCS_CURRENT_ONLY) still links to them from the home
  // page and the version menus; only full builds can judge every link.
  onBrokenLinks: includeOlderVersions ? 'throw' : 'warn',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped (src/plugins/docs).
        docs: false,
        blog: {
          routeBasePath: 'blog',
          blogTitle: 'Release notes',
          blogDescription: 'Announcements of the GX releases these docs cover.',
          showReadingTime: true,
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          onInlineTags: 'throw',
        },
        pages: {},
        sitemap: {
          ignorePatterns: [`${testPagesBasePath}/**`],
          lastmod: null,
          changefreq: null,
          priority: null,
        },
        theme: {
          customCss: './src/css/custom.scss',
        },
        gtag: gtagTrackingId ? {trackingID: gtagTrackingId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./src/plugins/docs/index.ts', docs],
    'docusaurus-plugin-sass',
    ['./src/plugins/search/index.ts', search],
    './src/plugins/precompress/index.ts',
    [
      './src/plugins/serving/index.ts',
      {
        redirects: [...redirects, ...testRedirects],
        thirdParties: {gtagId: gtagTrackingId, algoliaAppId: algoliaSettings?.appId},
      } satisfies ServingOptions,
    ],
    './src/plugins/lazy-prism/index.ts',
    './src/plugins/postcss/index.ts',
    [
      './src/plugins/route-table/index.ts',
      {versionPaths: ['/docs/', ...olderReleases.map((release) => `/docs/${release}/`)]},
    ],
    clientRedirectsPlugin,
    ...testPagesPlugins,
  ],

  clientModules: ['./src/clientModules/progressBar.ts', './src/clientModules/chunkLoadRecovery/index.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    navbar,
    footer,
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: prismTheme,
      additionalLanguages: ['bash', 'json', 'yaml', 'python', 'sql', 'toml', 'powershell'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
