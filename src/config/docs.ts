import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkClaimChecks from '../plugins/claim-checks';
import remarkTerms from '../plugins/terms';
import {includeOlderVersions} from './env';
import {sidebarItemsGenerator} from './sidebarItems';
import {currentRelease, olderReleases} from './versions';

type VersionsOptions = NonNullable<DocsOptions['versions']>;

function olderVersionOptions(): VersionsOptions {
  return Object.fromEntries(
    olderReleases.map((release) => [
      release,
      // 'unmaintained' shows the banner that links to the same page in the current release.
      {label: release, path: release, banner: 'unmaintained' as const},
    ]),
  );
}

/** Options of the docs plugin for the three documentation versions. */
export const docs = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  breadcrumbs: true,
  // Before Docusaurus's own plugins, so the links remarkTerms makes are resolved like any Markdown file
  // link, and the claim checks are gone before anything renders or indexes a code block.
  beforeDefaultRemarkPlugins: [remarkClaimChecks, remarkTerms],
  lastVersion: 'current',
  includeCurrentVersion: true,
  onlyIncludeVersions: includeOlderVersions ? undefined : ['current'],
  versions: {
    current: {label: currentRelease, path: '', banner: 'none'},
    ...(includeOlderVersions ? olderVersionOptions() : {}),
  },
} satisfies DocsOptions;
