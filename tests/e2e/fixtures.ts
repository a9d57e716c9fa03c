import axe, {type AxeResults, type ElementContext, type RunOptions} from 'axe-core';
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

export type Problems = {
  consoleErrors: string[];
  failedRequests: string[];
  /** Responses with an HTTP error status, as "404 http://…". */
  badResponses: string[];
  /** Console errors and bad responses a test expects (e.g. a not-found page's 404); matches are not problems. */
  expected: RegExp[];
};

type Fixtures = {
  problems: Problems;
  /** Opens a path of the site and waits until React has hydrated it. */
  open: (path: string) => Promise<void>;
};

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 10_000});
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's public API, once its source has been evaluated in the page. */
type AxeInPage = {run: (context: ElementContext, options: RunOptions) => Promise<AxeResults>};

/**
 * Accessibility violations of serious or critical impact under the WCAG 2.1 A and AA rules, one line each.
 * Code blocks are checked by every rule but colour contrast: a long example has thousands of token
 * spans, each costing axe a contrast computation (tens of seconds per page), while the token colours
 * are the Prism theme's, which tests/unit/config/prismTheme.test.ts checks against AA one by one.
 *
 * axe-core's own API (`axe.source`, `axe.run`) in the page, rather than @axe-core/playwright: that
 * wrapper opens a blank page per analysis to merge frame results (this site has no frames), which was
 * two thirds of the smoke spec's time.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const {run} = (window as unknown as {axe: AxeInPage}).axe;
    // One run at a time: axe refuses to start while another run is going on in the page.
    const everyRule = await run(document, {
      runOnly: {type: 'tag', values: tags},
      rules: {'color-contrast': {enabled: false}},
      resultTypes: ['violations'],
    });
    const contrast = await run(
      {exclude: [['.prism-code']]},
      {runOnly: {type: 'rule', values: ['color-contrast']}, resultTypes: ['violations']},
    );
    return [...everyRule.violations, ...contrast.violations].map(({id, help, impact, nodes}) => ({
      id,
      help,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, wcagTags);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
}

/**
 * Keeps a context's requests on localhost. The analytics script (built in with a test id) is replaced by an
 * empty one, so gtag calls only land in window.dataLayer, where tests can read them.
 */
export async function keepLocal(target: Page | BrowserContext): Promise<void> {
  await target.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
    route.request().url().startsWith('https://www.googletagmanager.com/gtag/js')
      ? route.fulfill({contentType: 'text/javascript', body: ''})
      : route.abort('blockedbyclient'),
  );
}

/**
 * Reports every Content-Security-Policy violation the context's pages fire to `report`. Chromium also logs
 * them as console errors, but only the tests that ask for `problems` watch the console.
 */
export async function watchCspViolations(
  target: Page | BrowserContext,
  report: (violation: string) => void,
): Promise<void> {
  await target.exposeBinding('__gxReportCspViolation', (_source, text: string) => report(text));
  await target.addInitScript(() => {
    const send = (window as unknown as {__gxReportCspViolation: (text: string) => void}).__gxReportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      send(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber}): ${event.sample}`,
      );
    });
  });
}

/**
 * Records a page's console errors, uncaught exceptions, failed requests and HTTP error responses into
 * `problems` until the returned function is called.
 */
export function watchProblems(page: Page, problems: Problems): () => void {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => problems.consoleErrors.push(error.message);
  const onResponse = (response: Response) => {
    if (response.status() >= 400) problems.badResponses.push(`${response.status()} ${response.url()}`);
  };
  const onRequestFailed = (request: Request) => {
    // A navigation cancels the prefetches still in flight: that is the browser's doing, not a defect.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  page.on('requestfailed', onRequestFailed);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
    page.off('requestfailed', onRequestFailed);
  };
}

export function newProblems(): Problems {
  return {consoleErrors: [], failedRequests: [], badResponses: [], expected: []};
}

/** Fails the test on any problem that the test does not expect. */
export function expectNoProblems(problems: Problems, where = ''): void {
  const suffix = where ? ` on ${where}` : '';
  expect(unexpected(problems.consoleErrors, problems.expected), `console errors${suffix}`).toEqual([]);
  expect(unexpected(problems.badResponses, problems.expected), `HTTP error responses${suffix}`).toEqual([]);
  expect(unexpected(problems.failedRequests, problems.expected), `failed requests${suffix}`).toEqual([]);
}

function unexpected(texts: string[], expected: RegExp[]): string[] {
  return texts.filter((text) => !expected.some((pattern) => pattern.test(text)));
}

/**
 * Every browser test gets a page that records console errors, uncaught
 * exceptions, failed requests and HTTP error responses, and fails the test if any happened.
 */
export const test = base.extend<Fixtures>({
  // Every page stays on localhost and fails its test on any CSP violation it reports. An override of the
  // `page` fixture rather than auto fixtures: a test that never opens a page (HTTP-only specs) makes none.
  page: async ({page}, use) => {
    await keepLocal(page);
    const violations: string[] = [];
    await watchCspViolations(page, (violation) => violations.push(violation));
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  problems: async ({page}, use) => {
    const problems = newProblems();
    watchProblems(page, problems);
    await use(problems);
    expectNoProblems(problems);
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
