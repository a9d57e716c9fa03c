import {readFileSync} from 'node:fs';
import {test, expect} from './fixtures';
import {relevanceFloors, score, type Query} from '../../bench/search/score';

// The held-out half of the questions (bench/search/queries/natural), typed into the search modal as a
// reader would, on a page of each version: the pages the modal lists, in the order it lists them, are
// held to the same floors as the index is node-side (search-relevance.spec.ts). The first question is
// answered from the first part of the index, the later ones from the complete index once it has loaded.

const pages = {current: '/docs/', '0.15.50': '/docs/0.15.50/', '0.14.13': '/docs/0.14.13/'};

for (const [version, path] of Object.entries(pages)) {
  test(`the modal finds the expected pages for the held-out ${version} questions`, async ({page, open}) => {
    test.setTimeout(120_000);
    const queries = (
      JSON.parse(readFileSync(`bench/search/queries/natural/${version}.json`, 'utf8')) as Query[]
    ).filter((query) => query.heldOut);
    await open(path);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    const listed = new Map<string, string[]>();
    for (const {query} of queries) {
      await input.fill('');
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
      await input.fill(query);
      await expect(page.locator('.DocSearch-Hit').first().or(page.locator('.DocSearch-NoResults'))).toBeVisible();
      listed.set(
        query,
        await page
          .locator('.DocSearch-Hit a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
      );
    }
    const scores = score(queries, (query) => listed.get(query) ?? []);
    const misses = scores.misses
      .map((miss) => `"${miss.query}" → ${miss.got.join(', ')} (wanted ${miss.expected})`)
      .join('\n');
    expect(scores.zeroResults, 'questions with no result').toBe(0);
    expect(scores.hitAt3, misses).toBeGreaterThanOrEqual(relevanceFloors.heldOut.hitAt3);
    expect(scores.hitAt1, misses).toBeGreaterThanOrEqual(relevanceFloors.heldOut.hitAt1);
  });
}
