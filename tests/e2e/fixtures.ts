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
  problems: Problems;
  /** Opens a path of the site and waits until React has hydrated it. */
  open: (path: string) => Promise<void>;
};

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 10_000});
}

function unexpected(texts: string[], expected: RegExp[]): string[] {
  return texts.filter((text) => !expected.some((pattern) => pattern.test(text)));
}

/**
 * Every browser test gets a page that records console errors, uncaught
 * exceptions, failed requests and HTTP error responses, and fails the test if any happened.
 */
export const test = base.extend<Fixtures>({
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
      problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    await use(problems);
    expect(unexpected(problems.consoleErrors, problems.expected), 'console errors').toEqual([]);
    expect(unexpected(problems.badResponses, problems.expected), 'HTTP error responses').toEqual([]);
    expect(problems.failedRequests, 'failed requests').toEqual([]);
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
