/*
 * The <pre> and <code> of a code block, as @docusaurus/theme-classic 3.10.2 renders them
 * (theme/CodeBlock/Content/index.js), shared by the highlighted and the served paths of ./index.tsx.
 * No Prism here: this module is in every page's bundle.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type PreProps = ComponentProps<'pre'> & {ref?: React.Ref<HTMLPreElement>};

/**
 * The block's <pre>. Its class and style are those prism-react-renderer's Highlight gives
 * (`prism-code language-<language>`, the theme's plain colours), so every path renders the same
 * element and hydration finds what the server sent.
 */
export function Pre({className, ...props}: PreProps): ReactNode {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  return (
    <pre
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      style={prismTheme.plain}
      {...props}
      className={clsx(
        className,
        `prism-code language-${metadata.language.toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
    />
  );
}

export function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}
