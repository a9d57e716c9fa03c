// @ts-check
// Extracts the Python code blocks of doc pages with a real MDX parser (remark + remark-mdx), for the
// examples harness. Exported helpers are unit-tested in tests/unit/examples/extract.test.ts.
import {readFileSync} from 'node:fs';
import {visit} from 'unist-util-visit';
import {mdxParser as parser} from '../../scripts/lib/markdownParsers.mjs';

/**
 * One Python block of a page, as the harness runs it.
 * @typedef {object} Block
 * @property {number} line the 1-based line its code starts on
 * @property {string} code
 * @property {string | undefined} title
 * @property {string | undefined} needs the outside service it needs, if any (it is then not run)
 * @property {string | undefined} expectedOutput what it must print (the ```text output``` block after it)
 * @property {string} [claim] for a claim check, the sentence of the page it checks
 * @property {number} [claimLine] the line that sentence starts on
 */
/** @typedef {{line: number, from: string, to: string}} PythonRange "Python 3.7 to 3.10" on a page */
/** @typedef {import('unist').Node} Node */

/**
 * The lines a parsed node spans; the parser gives every node a position.
 * @param {Node} node
 * @returns {[start: number, end: number]}
 */
function linesOf(node) {
  if (!node.position) throw new Error(`the parser gave a ${node.type} node no position`);
  return [node.position.start.line, node.position.end.line];
}

/**
 * `title="Create a context" needs="AWS credentials" output` → {title: …, needs: …, output: true}.
 * @param {string | null | undefined} meta a fence's info string after the language
 * @returns {Record<string, string | true>}
 */
export function parseFenceMeta(meta) {
  /** @type {Record<string, string | true>} */
  const result = {};
  for (const match of (meta ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    const [, key, double, single, bare] = match;
    result[key] = double ?? single ?? bare ?? true;
  }
  return result;
}

/**
 * Collapses runs of whitespace and drops code and emphasis marks (a fence's info string cannot hold a
 * backtick, so a quote is written without them), keeping for each character of the result its offset
 * in `text`.
 * @param {string} text
 * @returns {{out: string, offsets: number[]}}
 */
function squeeze(text) {
  let out = '';
  /** @type {number[]} */
  const offsets = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '`' || text[i] === '*') continue;
    if (/\s/.test(text[i])) {
      if (out.endsWith(' ') || out === '') continue;
      out += ' ';
    } else {
      out += text[i];
    }
    offsets.push(i);
  }
  return {out, offsets};
}

/**
 * A quote as the harness compares it: whitespace collapsed, code and emphasis marks dropped.
 * @param {string} text
 * @returns {string}
 */
export function normalizeQuote(text) {
  return squeeze(text).out.trim();
}

/**
 * The 1-based line on which `quote` starts in the page's text outside code blocks (front matter,
 * prose, tables, JSX), comparing with whitespace collapsed so a quote may span a wrapped line; or
 * undefined when the page does not say it.
 * @param {string} source
 * @param {ReadonlyArray<readonly [from: number, to: number]>} codeRanges the 1-based lines of each code block
 * @param {string} quote
 * @returns {number | undefined}
 */
export function findClaimLine(source, codeRanges, quote) {
  const lines = source.split('\n');
  const prose = lines
    .map((line, index) => (codeRanges.some(([from, to]) => index + 1 >= from && index + 1 <= to) ? '' : line))
    .join('\n');
  const {out, offsets} = squeeze(prose);
  const wanted = normalizeQuote(quote);
  const at = out.indexOf(wanted);
  if (!wanted || at < 0) return undefined;
  return prose.slice(0, offsets[at]).split('\n').length;
}

/**
 * The extras a page tells readers to install: every `great_expectations[a,b]` it names, sorted.
 * @param {string} source
 * @returns {string[]}
 */
export function pageExtras(source) {
  /** @type {Set<string>} */
  const extras = new Set();
  for (const [, list] of source.matchAll(/great[_-]expectations\[([\w\s,-]+)\]/g)) {
    for (const extra of list.split(',')) if (extra.trim() && extra.trim() !== '<extra>') extras.add(extra.trim());
  }
  return [...extras].sort();
}

/**
 * The Python version ranges a page states ("on Python 3.7 to 3.10"), each with its line; the harness
 * checks them against the release's supported versions and the Python it runs the page with.
 * @param {string} source
 * @returns {PythonRange[]}
 */
export function pythonRanges(source) {
  /** @type {PythonRange[]} */
  const ranges = [];
  source.split('\n').forEach((text, index) => {
    for (const [, from, to] of text.matchAll(/Python (3\.\d+) ?(?:to|through|–) ?(3\.\d+)/g)) {
      ranges.push({line: index + 1, from, to});
    }
  });
  return ranges;
}

/**
 * Other packages the page tells readers to install beside GX: the requirements of its `pip install …`
 * commands (and of Meltano's `pip_url`), e.g. `"sqlalchemy<2"`, by name, sorted.
 * @param {string} source
 * @returns {string[]}
 */
export function pagePackages(source) {
  /** @type {Set<string>} */
  const packages = new Set();
  for (const [, args] of source.matchAll(/\bpip(?:\s+install|_url)\b[ "']*([^`\n]*)/g)) {
    for (const token of args.split(/\s+/)) {
      const name = token.replace(/^["']+/, '').match(/^([A-Za-z0-9][A-Za-z0-9_.-]*)/)?.[1];
      if (!name || token.startsWith('-') || /^great[_-]expectations$/i.test(name)) continue;
      if (
        /[<>=!~["']/.test(token.replace(/^["']+/, '').slice(name.length, name.length + 1)) ||
        token.replace(/^["']+|["']+$/g, '') === name
      ) {
        packages.add(name.toLowerCase().replace(/_/g, '-'));
      }
    }
  }
  return [...packages].sort();
}

const claimWords = 3;

/**
 * The runnable examples of one page, in order: its Python blocks, each with its 1-based line, its
 * fence metadata and, when a ```text output``` block follows it, the output it must print; and its
 * claim checks (```python claim="…"```), hidden from readers, each with the line of the sentence it
 * quotes.
 * @param {string} source
 * @param tree the page parsed as MDX, if the caller has it
 * @returns {Block[]}
 */
export function extractBlocks(source, tree = parser.parse(source)) {
  // CommonMark ends a backtick fence's info string at a backtick, so such a line silently stops being
  // a fence and swallows the page after it.
  source.split('\n').forEach((text, index) => {
    if (/^\s*```+\s*py(?:thon)?\b[^\n]*`/.test(text)) {
      throw new Error(
        `line ${index + 1}: a code fence's info string cannot hold a backtick; quote the claim without them`,
      );
    }
  });
  /** @type {Array<[from: number, to: number]>} */
  const codeRanges = [];
  visit(tree, 'code', (node) => {
    codeRanges.push(linesOf(node));
  });
  /** @type {Block[]} */
  const blocks = [];
  visit(tree, 'code', (node) => {
    const meta = parseFenceMeta(node.meta);
    const lang = (node.lang ?? '').toLowerCase();
    const [fence] = linesOf(node);
    if (lang === 'python' || lang === 'py') {
      if (meta.needs === true) {
        throw new Error(`line ${fence}: needs= must name the outside service and why, e.g. needs="AWS credentials"`);
      }
      /** @type {Block} */
      const block = {
        line: fence + 1, // the code starts on the line after the fence
        code: node.value,
        title: typeof meta.title === 'string' ? meta.title : undefined,
        needs: typeof meta.needs === 'string' ? meta.needs : undefined,
        expectedOutput: undefined,
      };
      if (meta.claim !== undefined) {
        const quote = typeof meta.claim === 'string' ? meta.claim.trim() : '';
        if (quote.split(/\s+/).length < claimWords) {
          throw new Error(
            `line ${fence}: a claim check must quote the sentence it checks, at least ${claimWords} words: claim="…"`,
          );
        }
        if (/<\/[A-Za-z]|<[A-Z]/.test(quote)) {
          throw new Error(
            `line ${fence}: a claim check must quote the words readers see, not the page's markup (such as <Term>): claim="${quote}"`,
          );
        }
        const claimLine = findClaimLine(source, codeRanges, quote);
        if (claimLine === undefined) {
          throw new Error(`line ${fence}: the claim check quotes text the page does not say: "${quote}"`);
        }
        Object.assign(block, {claim: quote, claimLine});
      }
      blocks.push(block);
    } else if (meta.output === true) {
      const target = blocks.filter((block) => block.claim === undefined).at(-1);
      if (target) target.expectedOutput = node.value;
    }
  });
  return blocks;
}

/**
 * The page without its Python blocks and expected outputs: what it tells a reader to install is read
 * from its prose and shell blocks only, never from a message an example prints ("please 'pip install
 * pyspark'").
 * @param {string} source
 * @param tree the page parsed as MDX, if the caller has it
 * @returns {string}
 */
export function installText(source, tree = parser.parse(source)) {
  const lines = source.split('\n');
  visit(tree, 'code', (node) => {
    const lang = (node.lang ?? '').toLowerCase();
    if (lang === 'python' || lang === 'py' || parseFenceMeta(node.meta).output === true) {
      const [start, end] = linesOf(node);
      for (let line = start; line <= end; line += 1) lines[line - 1] = '';
    }
  });
  return lines.join('\n');
}

/**
 * What the harness needs of one page: its examples, and what it tells readers to install.
 * @param {string} file
 * @returns {{blocks: Block[], extras: string[], packages: string[], pythonRanges: PythonRange[]}}
 */
export function extractFile(file) {
  const source = readFileSync(file, 'utf8');
  const tree = parser.parse(source);
  const install = installText(source, tree);
  return {
    blocks: extractBlocks(source, tree),
    extras: pageExtras(install),
    packages: pagePackages(install),
    pythonRanges: pythonRanges(source),
  };
}
