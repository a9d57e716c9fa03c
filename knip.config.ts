import type {KnipConfig} from 'knip';

/**
 * The dependency check (`npm run check:deps`): every package the code imports is declared in
 * package.json, and every declared package is used. Knip's Docusaurus plugin reads
 * docusaurus.config.ts for the plugins, presets and the pages; the entries below are the files
 * Docusaurus, Node or a bench loads by path, which no import reaches.
 */
export default {
  entry: [
    // Swizzled components, resolved by Docusaurus's `@theme/…` alias, and the theme components a local
    // plugin provides from its own folder (`getThemePath()`: the search plugin's SearchBar and SearchPage).
    'src/theme/**/*.{ts,tsx}',
    'src/plugins/*/theme/**/*.{ts,tsx}',
    // The Algolia Crawler configuration: pasted into Algolia's crawler editor, and read (not imported) by
    // tests/e2e/search-crawler.spec.ts.
    'src/plugins/search/algolia/crawler.config.js',
    // The theme's custom CSS (preset option `theme.customCss`).
    'src/css/custom.scss',
    // Client modules named in docusaurus.config.ts (`clientModules`).
    'src/clientModules/*.ts',
    'src/clientModules/*/index.ts',
    // Loaded by path by the local plugins: the search worker (`new URL(…)`), the route-table loader,
    // the lazy-prism replacement module.
    'src/plugins/*/client/*.worker.ts',
    'src/plugins/route-table/loader.cjs',
    'src/plugins/lazy-prism/emptyClientModule.js',
    // The test-only pages (a second pages plugin, GX_DOCS_TEST_PAGES=1).
    'tests/fixtures/pages/*.tsx',
    // Scripts run with `node …` (README), and the configurations the benches build with `--config`.
    'bench/*.mjs',
    'bench/search/*.mjs',
    'bench/*/docusaurus.config.ts',
    'bench/bundle/analyze.config.ts',
    'scripts/social-card/render.mjs',
  ],
  // A webpack alias set by src/plugins/lazy-prism (the server and browser bundles get different files).
  paths: {'@gx/code-highlighter': ['./src/theme/CodeBlock/Content/highlighter.client.ts']},
  // bench/stock/docusaurus.config.ts is built from a copy at the root of bench/.stock-site/, where its
  // `./src/…` imports resolve; in place they cannot.
  ignoreUnresolved: [/^\.\/src\//],
  ignoreBinaries: [
    // util-linux's runuser (tests/examples/services/postgres.mjs starts PostgreSQL as its own user):
    // a system command, not an npm package.
    'runuser',
    // Debian's Java runtime (.ci/run installs it), which runs the Nu HTML checker's jar.
    'java',
  ],
  // vnu-jar ships the Nu HTML checker as a jar that tests/e2e/html-validity.spec.ts runs by its path
  // (node_modules/vnu-jar/build/dist/vnu.jar) with Java; no code imports the package.
  ignoreDependencies: ['vnu-jar'],
} satisfies KnipConfig;
