import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {extractBlocks} from '../examples/extract.mjs';

// Claim checks (```python claim="…"``` blocks, run by the examples harness) are for the tests only:
// the build must not show them (src/plugins/claim-checks), while the sentence each one checks stays.
const trees = [
  {tree: 'docs', root: '/docs/'},
  {tree: 'versioned_docs/version-0.15.50', root: '/docs/0.15.50/'},
  {tree: 'versioned_docs/version-0.14.13', root: '/docs/0.14.13/'},
];

type Block = {code: string; claim?: string};

function urlOf(tree: string, root: string, file: string, source: string): string {
  const slug = source.match(/^---[\s\S]*?\nslug:\s*(\S+)[\s\S]*?\n---/)?.[1];
  if (slug?.startsWith('/')) return `${root}${slug.slice(1)}`.replace(/\/?$/, '/');
  const id = path.relative(tree, file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `${root}${id}/`.replace(/\/+$/, '/');
}

const pages = trees.flatMap(({tree, root}) =>
  readdirSync(tree, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name) && !path.basename(name).startsWith('_'))
    .map((name) => path.join(tree, name))
    .map((file) => ({file, source: readFileSync(file, 'utf8')}))
    .filter(({source}) => /```py(?:thon)?[^\n]*\sclaim=/.test(source))
    .map(({file, source}) => ({file, url: urlOf(tree, root, file, source), blocks: extractBlocks(source) as Block[]})),
);

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[`*\s]+/g, ' ');

test('the docs carry claim checks', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const {file, url, blocks} of pages) {
  test(`${url} shows no claim check of ${file}, and every sentence they check`, async ({request}) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const shown = text(await response.text());
    const readerLines = new Set(blocks.filter((block) => block.claim === undefined).flatMap((block) => block.code.split('\n').map((line) => line.trim())));
    for (const check of blocks.filter((block) => block.claim !== undefined)) {
      expect(shown).toContain(check.claim!.replace(/[`*\s]+/g, ' '));
      // A line of the check that no reader block has: it must not be on the page.
      const own = check.code.split('\n').map((line) => line.trim()).filter((line) => line.length >= 12 && !readerLines.has(line));
      for (const line of own) expect(shown).not.toContain(line.replace(/\s+/g, ' '));
    }
  });
}
