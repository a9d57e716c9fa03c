import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {visit} from 'unist-util-visit';
import type {Node, Parent} from 'unist';

/** Name of the MDX element writers use: `<Term id="expectation_suite">Expectation Suites</Term>`. */
const termElementName = 'Term';

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value: unknown};
type JsxElement = Parent & {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  name: string | null;
  attributes: JsxAttribute[];
  position?: {start: {line: number}};
};

export type TermInfo = {file: string; title: string; definition: string};

/** The docs tree (docs/ or versioned_docs/version-x/) that holds a file, or undefined. */
export function docsTreeOf(file: string): string | undefined {
  const match = file.match(/^(.*?\/(?:versioned_docs\/version-[^/]+|docs))\//);
  return match?.[1];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function frontMatterOf(file: string): Record<string, unknown> {
  const match = readFileSync(file, 'utf8').match(/^---\r?\n([\s\S]*?)\r?\n---/);
  const data: unknown = match ? parseYaml(match[1]) : undefined;
  return isRecord(data) ? data : {};
}

function isJsxElement(node: Node): node is JsxElement {
  return node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';
}

/** Terms read so far, by file, with the modification time they were read at (pages use ~3,400 terms). */
const termCache = new Map<string, {mtimeMs: number; term: TermInfo}>();

/** Reads a term page of a docs tree; its front matter's description is the one-line definition. */
export function readTerm(tree: string, id: string): TermInfo | undefined {
  for (const extension of ['.md', '.mdx']) {
    const file = path.join(tree, 'terms', `${id}${extension}`);
    const stats = statSync(file, {throwIfNoEntry: false});
    if (!stats) continue;
    const cached = termCache.get(file);
    if (cached?.mtimeMs === stats.mtimeMs) return cached.term;
    const {title, description} = frontMatterOf(file);
    if (typeof title !== 'string' || typeof description !== 'string') {
      throw new Error(`Term page ${file} needs a title and a one-sentence description in its front matter.`);
    }
    const term = {file, title, definition: description};
    termCache.set(file, {mtimeMs: stats.mtimeMs, term});
    return term;
  }
  return undefined;
}

function termId(node: JsxElement): unknown {
  return node.attributes.find((attribute) => attribute.name === 'id')?.value;
}

/**
 * Remark plugin: turns each `<Term id="…">text</Term>` into a link to the term's page of the same docs
 * version, wrapped in `<TermLink definition="…">` for the hover and focus preview. An unknown term id
 * fails the build, naming the file and line.
 */
export default function remarkTerms() {
  return (tree: Node, vfile: {path?: string}) => {
    const file = vfile.path ?? '';
    visit(tree, (node: Node, index: number | undefined, parent: Parent | undefined) => {
      if (!isJsxElement(node) || node.name !== termElementName) return undefined;
      const element = node;
      const where = `${file}:${element.position?.start.line ?? '?'}`;
      const id = termId(element);
      if (typeof id !== 'string' || !id) throw new Error(`${where}: <Term> needs an id, e.g. <Term id="expectation">.`);
      const docsTree = docsTreeOf(file);
      const term = docsTree ? readTerm(docsTree, id) : undefined;
      if (!term) {
        throw new Error(
          `${where}: unknown term "${id}": there is no terms/${id}.md in ${docsTree ?? 'this docs tree'}.`,
        );
      }
      let url = path.relative(path.dirname(file), term.file);
      if (!url.startsWith('.')) url = `./${url}`;
      const link: Parent & {url: string} = {type: 'link', url, children: element.children};
      const replacement: JsxElement = {
        type: 'mdxJsxTextElement',
        name: 'TermLink',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'term', value: term.title},
          {type: 'mdxJsxAttribute', name: 'definition', value: term.definition},
        ],
        children: [link],
      };
      // A <Term> alone on a line is parsed as a block; its preview is still inline text.
      const wrapped: Parent =
        element.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [replacement]} : replacement;
      parent!.children[index!] = wrapped;
      return undefined;
    });
  };
}
