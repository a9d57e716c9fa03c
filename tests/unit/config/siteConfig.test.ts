import {afterEach, describe, expect, it, vi} from 'vitest';

async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('@site/docusaurus.config')).default;
}

function presetOptions(config: Awaited<ReturnType<typeof loadConfig>>) {
  const [[, options]] = config.presets as [[string, Record<string, unknown>]];
  return options;
}

/** Options of the docs plugin: the preset's own is off, the site adds it wrapped (src/plugins/docs). */
function docsOptions(config: Awaited<ReturnType<typeof loadConfig>>) {
  expect(presetOptions(config).docs).toBe(false);
  const entry = (config.plugins ?? []).find(
    (plugin): plugin is [string, Record<string, unknown>] =>
      Array.isArray(plugin) && plugin[0] === './src/plugins/docs/index.ts',
  );
  expect(entry, 'the wrapped docs plugin is configured').toBeDefined();
  return entry![1];
}

afterEach(() => vi.unstubAllEnvs());

describe('site configuration', () => {
  it('fails the build on broken links, anchors and Markdown links; duplicate routes only warn', async () => {
    const config = await loadConfig({});
    expect(config).toMatchObject({
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      onDuplicateRoutes: 'throw',
      markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},
    });
  });

  it('is English only, left to right, at the root base path', async () => {
    const config = await loadConfig({});
    expect(config.baseUrl).toBe('/');
    expect(config.i18n).toEqual({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
    });
  });

  it('offers the light colour mode only', async () => {
    const config = await loadConfig({});
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
  });

  it.each([
    {env: undefined, gtag: undefined},
    {env: '', gtag: undefined},
    {env: 'G-TEST123', gtag: {trackingID: 'G-TEST123', anonymizeIP: true}},
  ])('turns analytics on only with a tracking id (GX_DOCS_GTAG_ID=$env)', async ({env, gtag}) => {
    const config = await loadConfig({GX_DOCS_GTAG_ID: env});
    expect(presetOptions(config).gtag).toEqual(gtag);
  });

  it.each([
    {nodeEnv: 'production', allVersions: undefined, versions: undefined},
    {nodeEnv: 'development', allVersions: undefined, versions: ['current']},
    {nodeEnv: 'development', allVersions: '1', versions: undefined},
  ])(
    'builds versions $versions when NODE_ENV=$nodeEnv and GX_DOCS_ALL_VERSIONS=$allVersions',
    async ({nodeEnv, allVersions, versions}) => {
      const config = await loadConfig({NODE_ENV: nodeEnv, GX_DOCS_ALL_VERSIONS: allVersions});
      expect((docsOptions(config) as {onlyIncludeVersions?: string[]}).onlyIncludeVersions).toEqual(versions);
    },
  );

  it.each([
    {flag: undefined, plugins: 0},
    {flag: '1', plugins: 1},
  ])('builds the test-only pages only when GX_DOCS_TEST_PAGES=$flag', async ({flag, plugins}) => {
    const config = await loadConfig({GX_DOCS_TEST_PAGES: flag});
    const testPlugins = (config.plugins ?? []).filter(
      (plugin) => Array.isArray(plugin) && (plugin[1] as {id?: string}).id === 'test-pages',
    );
    expect(testPlugins).toHaveLength(plugins);
    expect(presetOptions(config).sitemap).toMatchObject({ignorePatterns: ['/__test__/**']});
  });

  it.each([
    {flag: undefined, noIndex: false},
    {flag: '1', noIndex: true},
  ])('asks robots not to index the site only when GX_DOCS_NOINDEX=$flag', async ({flag, noIndex}) => {
    expect((await loadConfig({GX_DOCS_NOINDEX: flag})).noIndex).toBe(noIndex);
  });
});
