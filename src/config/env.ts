/**
 * Environment flags, computed once. Everything that depends on how the site is
 * being built (dev server, CI, optional services) reads these names instead of
 * `process.env` directly.
 */

function readEnv(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** `docusaurus start` sets NODE_ENV to development; `docusaurus build` to production. */
const isDev = process.env.NODE_ENV === 'development';

/**
 * `docusaurus write-translations` (which, like every command but `build`, runs with NODE_ENV
 * development) must extract the sidebar labels of every version, as a build would use them.
 */
function writesTranslations(): boolean {
  return process.argv.includes('write-translations');
}

/**
 * The dev server only builds the current version unless asked for all of them:
 * three versions triple the start-up time for a writer who edits `docs/`. GX_DOCS_CURRENT_ONLY=1
 * trims a production build the same way (the test run's second, Algolia-configured build uses it).
 */
export const includeOlderVersions =
  readEnv('GX_DOCS_CURRENT_ONLY') !== '1' &&
  (!isDev || writesTranslations() || readEnv('GX_DOCS_ALL_VERSIONS') === '1');

/** Google Analytics 4 measurement id; the gtag plugin is off when it is unset. */
export const gtagTrackingId = readEnv('GX_DOCS_GTAG_ID');

/** Public site origin, overridable for previews on another host. */
export const siteUrl = readEnv('GX_DOCS_URL') ?? 'https://docs.greatexpectations.io';

/**
 * Test-only pages (tests/fixtures/pages, under /__test__/) are built when this is set, for the
 * browser tests of the crash screen and the like. Public builds never set it.
 */
export const includeTestPages = readEnv('GX_DOCS_TEST_PAGES') === '1';

/** Preview deployments set this so search engines skip them (robots noindex on every page). */
export const noIndex = readEnv('GX_DOCS_NOINDEX') === '1';

/**
 * Algolia DocSearch settings (application id, public search-only key, index name). All three or
 * none: with none, the site searches its own index; a partial set is a mistake worth stopping for.
 */
export function readAlgoliaSettings(env: NodeJS.ProcessEnv = process.env) {
  const names = ['GX_DOCS_ALGOLIA_APP_ID', 'GX_DOCS_ALGOLIA_API_KEY', 'GX_DOCS_ALGOLIA_INDEX'] as const;
  const [appId, apiKey, indexName] = names.map((name) => env[name]?.trim() || undefined);
  if (!appId && !apiKey && !indexName) return undefined;
  if (!appId || !apiKey || !indexName) {
    const missing = names.filter((name) => !env[name]?.trim());
    throw new Error(`Algolia search is half configured: set ${missing.join(', ')} too, or unset all three.`);
  }
  return {appId, apiKey, indexName};
}

export const algoliaSettings = readAlgoliaSettings();
