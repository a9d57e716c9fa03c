import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './tests/support/chromium';

const port = Number(process.env.GX_DOCS_TEST_PORT ?? 3210);

/**
 * `npm run test:e2e` (and `npm test`) makes the builds these tests need (scripts/test/site-builds.mjs):
 * build/ with the test pages and a test analytics id, and build-algolia/, the current version with
 * (fake) Algolia settings, for the specs of the Algolia search backend (*.algolia.spec.ts). Run
 * directly, `playwright test` uses the builds on disk as they are, and skips the Algolia specs
 * when there is no build-algolia/.
 */
const algoliaBuild = 'build-algolia';
const withAlgolia = existsSync(algoliaBuild);
const algoliaPort = port + 1;
/** nginx, with the configuration the build generated, for the HTTP suite (tests/http). */
const nginxPort = port + 2;

/**
 * Browser tests run against the production build (`npm run build`), served by the
 * project's own serve command, in Debian's Chromium driven by Playwright.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results/ itself: Playwright empties its output folder, which also holds the other runners' reports.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // One per core of the two-core CI machine; GX_DOCS_TEST_WORKERS overrides it.
  workers: Number(process.env.GX_DOCS_TEST_WORKERS) || 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumFlags,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    // The HTTP suite (statuses, headers, redirects, ranges, malformed requests): no browser, the same
    // specs against `npm run serve` and against nginx serving the build with its generated configuration.
    {name: 'http-serve', testDir: 'tests/http', use: {baseURL: `http://localhost:${port}`}},
    {name: 'http-nginx', testDir: 'tests/http', use: {baseURL: `http://localhost:${nginxPort}`}},
    {name: 'desktop', use: {...devices['Desktop Chrome'], channel: undefined}, testIgnore: /\.algolia\.spec\.ts$/},
    {
      name: 'mobile',
      // 390 px is a common phone width, well under the 996 px navbar breakpoint.
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, channel: undefined},
      grep: /@mobile/,
      testIgnore: /\.algolia\.spec\.ts$/,
    },
    ...(withAlgolia
      ? [
          {
            name: 'algolia',
            use: {...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${algoliaPort}`},
            testMatch: /\.algolia\.spec\.ts$/,
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/serve/index.mjs --port ${port}`,
      url: `http://localhost:${port}/`,
      // Never reuse: a server started earlier may hold an older build's file list.
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve/nginx.mjs --port ${nginxPort}`,
      url: `http://localhost:${nginxPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(withAlgolia
      ? [
          {
            command: `node scripts/serve/index.mjs --port ${algoliaPort} --dir ${algoliaBuild}`,
            url: `http://localhost:${algoliaPort}/`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
