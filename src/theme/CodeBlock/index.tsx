/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/index.js).
 * Why: the stock component mounts every block twice in the browser (keyed on useIsBrowser(), to
 * re-colour blocks when the colour mode differs from the server's), which throws away the server's
 * highlighted markup that ./Content keeps. This site has one colour mode (the switch is off, and
 * src/plugins/lazy-prism stops the build if a dark mode or a dark Prism theme is configured), so
 * each block mounts once.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The children as one string when they are plain text (so the block can be highlighted and copied). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
