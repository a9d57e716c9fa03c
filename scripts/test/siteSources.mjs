// @ts-check
/**
 * The site's own sources: what a build of the site reads besides its dependencies. The test builds'
 * stamp hashes them (scripts/test/site-builds.mjs), and the build tests copy them into scratch sites
 * (tests/support/scratchSite.ts).
 */
export const siteSources = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'versions.json',
  'tsconfig.json',
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'blog',
  'src',
  'static',
];
