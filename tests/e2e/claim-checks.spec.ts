import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {extractBlocks, normalizeQuote} from '../examples/extract.mjs';

// Claim checks (```python claim="…"``` blocks, run by the examples harness) are for the tests only:
// the build must not show them (src/plugins/claim-checks), while the sentence each one checks stays.
const trees = [
  {tree: 'docs', root: '/docs/'},
  {tree: 'versioned_docs/version-0.15.50', root: '/docs/0.15.50/'},
  {tree: 'versioned_docs/version-0.14.13', root: '/docs/0.14.13/'},
];

function urlOf(tree: string, root: string, file: string, source: string): string {
  const slug = source.match(/^---[\s\S]*?\nslug:\s*(\S+)[\s\S]*?\n---/)?.[1];
  if (slug?.startsWith('/')) return `${root}${slug.slice(1)}`.replace(/\/?$/, '/');
  const id = path
    .relative(tree, file)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  return `${root}${id}/`.replace(/\/+$/, '/');
}

const pages = trees.flatMap(({tree, root}) =>
  readdirSync(tree, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name) && !path.basename(name).startsWith('_'))
    .map((name) => path.join(tree, name))
    .map((file) => ({file, source: readFileSync(file, 'utf8')}))
    .filter(({source}) => /```py(?:thon)?[^\n]*\sclaim=/.test(source))
    .map(({file, source}) => ({file, url: urlOf(tree, root, file, source), blocks: extractBlocks(source)})),
);

// The code block renders each line as a <span> ending in <br/>: keep the line breaks, or the lines of a
// block run together and no check's code would ever match.
const decode = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the page's article and of each code block in it, whitespace collapsed. */
function rendered(html: string) {
  const article = html.match(/<article[\s\S]*<\/article>/)?.[0] ?? '';
  const codeBlocks = [...article.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((match) =>
    normalizeQuote(decode(match[1])),
  );
  return {prose: normalizeQuote(decode(article.replace(/<script[\s\S]*?<\/script>/g, ''))), codeBlocks};
}

test('the docs carry claim checks', () => {
  expect(pages.length).toBeGreaterThan(0);
});

for (const {file, url, blocks} of pages) {
  test(`${url} shows no claim check of ${file}, and every sentence they check`, async ({request}) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const {prose, codeBlocks} = rendered(await response.text());
    const readerBlocks = blocks.filter((block) => block.claim === undefined).length;
    // Every reader block is on the page (a page may show more: shell, YAML and output blocks).
    expect(codeBlocks.length).toBeGreaterThanOrEqual(readerBlocks);
    for (const check of blocks.filter((block) => block.claim !== undefined)) {
      expect(prose).toContain(normalizeQuote(check.claim!));
      const code = normalizeQuote(check.code);
      expect(
        codeBlocks.filter((block) => block.includes(code)),
        `claim check "${check.claim}" is shown`,
      ).toEqual([]);
    }
  });
}
