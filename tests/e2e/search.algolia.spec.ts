import {test, expect} from './fixtures';
import type {Page, Request} from '@playwright/test';

// The Algolia backend, against build-algolia/ (built by `npm test` with fake Algolia settings). Every
// request to Algolia is intercepted here and answered by the test; nothing leaves the machine.

const siteUrl = 'https://docs.greatexpectations.io';

function algoliaResponse(query: string) {
  const hit = {
    objectID: 'checkpoint-overview',
    url: `${siteUrl}/docs/terms/checkpoint/#overview`,
    url_without_anchor: `${siteUrl}/docs/terms/checkpoint/`,
    anchor: 'overview',
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Glossary of terms',
      lvl1: 'Checkpoint',
      lvl2: 'Overview',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Glossary of terms', matchLevel: 'none', matchedWords: []},
        lvl1: {value: '<mark>Checkpoint</mark>', matchLevel: 'full', matchedWords: ['checkpoint']},
        lvl2: {value: 'Overview', matchLevel: 'none', matchedWords: []},
      },
    },
    _snippetResult: {
      hierarchy: {
        lvl1: {value: '<mark>Checkpoint</mark>', matchLevel: 'full'},
        lvl2: {value: 'Overview', matchLevel: 'none'},
      },
    },
  };
  return {
    results: [
      {
        hits: [hit],
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: 8,
        processingTimeMS: 1,
        query,
        params: '',
        index: 'gx-docs-test',
        queryID: 'test-query-id',
      },
    ],
  };
}

/** Answers Algolia search requests; returns the bodies it received. */
async function fakeAlgolia(page: Page, status = 200): Promise<Record<string, unknown>[]> {
  const bodies: Record<string, unknown>[] = [];
  await page.route(/^https:\/\/testapp000(-dsn|-\d)?\.algolia(net)?\.(net|com)\//i, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as {requests?: {query?: string}[]};
    bodies.push(body);
    if (status !== 200)
      return route.fulfill({status, contentType: 'application/json', body: '{"message":"test failure"}'});
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(algoliaResponse(body.requests?.[0]?.query ?? '')),
    });
  });
  return bodies;
}

test('the modal queries Algolia with the language and version filters and renders its hits', async ({page, open}) => {
  const bodies = await fakeAlgolia(page);
  const events: Request[] = [];
  await page.route(/^https:\/\/insights\.(\w+\.)?algolia\.io\//, async (route) => {
    events.push(route.request());
    await route.fulfill({status: 200, contentType: 'application/json', body: '{"status":200,"message":"OK"}'});
  });
  await open('/docs/terms/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('checkpoint');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', '/docs/terms/checkpoint/#overview');
  await expect(page.locator('.DocSearch-Hit mark')).toHaveText('Checkpoint');

  const request = JSON.stringify(bodies.at(-1));
  expect(request).toContain('"indexName":"gx-docs-test"');
  expect(request).toContain('language:en');
  expect(request).toContain('docusaurus_tag:docs-default-current');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/terms\/checkpoint\/#overview$/);
  type InsightsEvent = {eventType?: string; queryID?: string; index?: string; userToken?: string};
  const sent = () =>
    events.flatMap((event) => (JSON.parse(event.postData() ?? '{}') as {events?: InsightsEvent[]}).events ?? []);
  // The results shown are reported as a view, the chosen one as a click after that search.
  await expect.poll(() => sent().map((event) => event.eventType)).toContain('click');
  expect(
    events.every((event) => event.method() === 'POST' && /x-algolia-application-id=TESTAPP000/i.test(event.url())),
  ).toBe(true);
  const click = sent().find((event) => event.eventType === 'click')!;
  expect(click).toMatchObject({queryID: 'test-query-id', index: 'gx-docs-test'});
  expect(click.userToken).toMatch(/^anonymous-/);
});

test('the /search page queries Algolia for its version and shows the results', async ({page, open}) => {
  const bodies = await fakeAlgolia(page);
  await open('/search/?q=checkpoint');
  await expect(page.getByRole('main').locator('ol li a').first()).toHaveAttribute(
    'href',
    /\/docs\/terms\/checkpoint\/#overview$/,
  );
  expect(JSON.stringify(bodies.at(-1))).toContain('docusaurus_tag:docs-default-current');
});

test('a failing Algolia response shows the error screen in the modal and on /search', async ({
  page,
  open,
  problems,
}) => {
  problems.expected.push(/status of 500/, /^500 /, /Search failed/, /Unreachable hosts/i);
  await fakeAlgolia(page, 500);
  await open('/docs/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('checkpoint');
  await expect(page.getByText('Unable to fetch results')).toBeVisible({timeout: 15_000});
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

  await open('/search/?q=checkpoint');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results', {timeout: 15_000});
});

test('no local index is built or fetched when Algolia is configured', async ({page, open}) => {
  const response = await page.request.get('/search-index/current.json');
  expect(response.status()).toBe(404);
  await open('/docs/');
});
