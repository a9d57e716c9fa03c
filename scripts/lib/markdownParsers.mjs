// @ts-check
// The Markdown parsers the project's scripts read doc pages with, set up once: front matter, GFM
// (tables), and MDX for .mdx and Docusaurus's .md pages. Used by the content checker
// (scripts/check-content) and the examples harness (tests/examples/extract.mjs).
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';

const markdown = () => unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

/** Parses MDX (what Docusaurus does with every doc page here). */
export const mdxParser = markdown().use(remarkMdx);

/** Parses plain CommonMark + GFM, for sources that are not MDX. */
export const mdParser = markdown();
