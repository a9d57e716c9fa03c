import {defineConfig, devices} from '@playwright/test';
import {chromiumPath} from './tests/support/chromium';

const port = Number(process.env.GX_DOCS_TEST_PORT ?? 3210);

/**
 * Browser tests run against the production build (`npm run build`), served by the
 * project's own serve command, in Debian's Chromium driven by Playwright.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results/ itself: Playwright empties its output folder, which also holds the other runners' reports.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], channel: undefined}},
    {
      name: 'mobile',
      // 390 px is a common phone width, well under the 996 px navbar breakpoint.
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, channel: undefined},
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `node scripts/serve/index.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    // Never reuse: a server started earlier may hold an older build's file list.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
