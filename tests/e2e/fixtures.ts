import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';

type Problems = {
  consoleErrors: string[];
  failedRequests: string[];
  /** Responses with an HTTP error status, as "404 http://…". */
  badResponses: string[];
  /** Console errors and bad responses a test expects (e.g. a not-found page's 404); matches are not problems. */
  expected: RegExp[];
};

type Fixtures = {
  keepLocal: void;
  /** Fails the test on any Content-Security-Policy violation the page reports (the servers send the site's CSP). */
  cspViolations: void;
  problems: Problems;
  /** Opens a path of the site and waits until React has hydrated it. */
  open: (path: string) => Promise<void>;
};

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 10_000});
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Accessibility violations of serious or critical impact under the WCAG 2.1 A and AA rules, one line each.
 * Code blocks are checked by every rule but colour contrast: a long example has thousands of token
 * spans, each costing axe a contrast computation (tens of seconds per page), while the token colours
 * are the Prism theme's, which tests/unit/config/prismTheme.test.ts checks against AA one by one.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // One run at a time: axe refuses to start while another run is going on in the page.
  const outside = await new AxeBuilder({page}).withTags(wcagTags).exclude('.prism-code').analyze();
  const code = (await page.locator('.prism-code').count())
    ? await new AxeBuilder({page}).withTags(wcagTags).include('.prism-code').disableRules(['color-contrast']).analyze()
    : {violations: []};
  const violations = [...outside.violations, ...code.violations];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

function unexpected(texts: string[], expected: RegExp[]): string[] {
  return texts.filter((text) => !expected.some((pattern) => pattern.test(text)));
}

/**
 * Every browser test gets a page that records console errors, uncaught
 * exceptions, failed requests and HTTP error responses, and fails the test if any happened.
 */
export const test = base.extend<Fixtures>({
  // Nothing leaves localhost. The analytics script (built in with a test id) is replaced by an empty
  // one, so gtag calls only land in window.dataLayer, where tests can read them.
  keepLocal: [
    async ({page}, use) => {
      await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
        route.request().url().startsWith('https://www.googletagmanager.com/gtag/js')
          ? route.fulfill({contentType: 'text/javascript', body: ''})
          : route.abort('blockedbyclient'),
      );
      await use();
    },
    {auto: true},
  ],
  // Chromium also logs violations as console errors, but only the tests that ask for `problems` watch
  // the console: every test watches the violation events the page itself fires.
  cspViolations: [
    async ({page}, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__gxReportCspViolation', (_source, text: string) => void violations.push(text));
      await page.addInitScript(() => {
        const report = (window as unknown as {__gxReportCspViolation: (text: string) => void}).__gxReportCspViolation;
        document.addEventListener('securitypolicyviolation', (event) => {
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber}): ${event.sample}`,
          );
        });
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
  problems: async ({page}, use) => {
    const problems: Problems = {consoleErrors: [], failedRequests: [], badResponses: [], expected: []};
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.badResponses.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      // A navigation cancels the prefetches still in flight: that is the browser's doing, not a defect.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    await use(problems);
    expect(unexpected(problems.consoleErrors, problems.expected), 'console errors').toEqual([]);
    expect(unexpected(problems.badResponses, problems.expected), 'HTTP error responses').toEqual([]);
    expect(unexpected(problems.failedRequests, problems.expected), 'failed requests').toEqual([]);
  },
  open: async ({page, problems}, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(unexpected(problems.consoleErrors, problems.expected), `console errors on ${path}`).toEqual([]);
    });
  },
});

export {expect};
