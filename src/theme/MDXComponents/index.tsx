/*
 * Wraps @theme-original/MDXComponents (Docusaurus 3.10.2).
 * Why: pages use term links with a definition preview (src/plugins/terms turns <Term> into <TermLink>),
 * and wide Markdown tables scroll sideways: such a scrolling region must be reachable with the keyboard
 * (axe: scrollable-region-focusable), so tables take focus.
 */
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import TermLink from '@site/src/components/TermLink';

function Table(props: ComponentProps<'table'>): React.JSX.Element {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (see above)
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, TermLink, table: Table};
