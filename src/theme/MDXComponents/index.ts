/*
 * Wraps @theme-original/MDXComponents (Docusaurus 3.10.2).
 * Why: pages use term links with a definition preview; src/plugins/terms turns <Term> into <TermLink>.
 */
import MDXComponents from '@theme-original/MDXComponents';
import TermLink from '@site/src/components/TermLink';

export default {...MDXComponents, TermLink};
