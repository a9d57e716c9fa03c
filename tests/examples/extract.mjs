// Extracts the Python code blocks of doc pages with a real MDX parser (remark + remark-mdx), for the
// examples harness. Exported helpers are unit-tested in tests/unit/examples/extract.test.ts.
import {readFileSync} from 'node:fs';
import {visit} from 'unist-util-visit';
import {mdxParser as parser} from '../../scripts/lib/markdownParsers.mjs';

/** `title="Create a context" needs="AWS credentials" output` → {title: …, needs: …, output: true}. */
export function parseFenceMeta(meta) {
  const result = {};
  for (const match of (meta ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    const [, key, double, single, bare] = match;
    result[key] = double ?? single ?? bare ?? true;
  }
  return result;
}

/**
 * The runnable examples of one page: its Python blocks in order, each with its 1-based line, its
 * fence metadata and, when a ```text output``` block follows it, the output it must print.
 */
export function extractBlocks(source) {
  const tree = parser.parse(source);
  const blocks = [];
  visit(tree, 'code', (node) => {
    const meta = parseFenceMeta(node.meta);
    const lang = (node.lang ?? '').toLowerCase();
    if (lang === 'python' || lang === 'py') {
      if (meta.needs === true) {
        throw new Error(`line ${node.position.start.line}: needs= must name the outside service and why, e.g. needs="AWS credentials"`);
      }
      blocks.push({
        line: node.position.start.line + 1, // the code starts on the line after the fence
        code: node.value,
        title: typeof meta.title === 'string' ? meta.title : undefined,
        needs: typeof meta.needs === 'string' ? meta.needs : undefined,
        expectedOutput: undefined,
      });
    } else if (meta.output === true && blocks.length) {
      blocks.at(-1).expectedOutput = node.value;
    }
  });
  return blocks;
}

export function extractFile(file) {
  return extractBlocks(readFileSync(file, 'utf8'));
}
