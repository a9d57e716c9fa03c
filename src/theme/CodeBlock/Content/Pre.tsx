/*
 * The <pre> and <code> of a code block, as @docusaurus/theme-classic 3.10.2 renders them
 * (theme/CodeBlock/Content/index.js), shared by the highlighted and the server-rendered paths of
 * ./index.tsx. No Prism here: this module is in every page's bundle.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** Marks the <pre> of each block with a key of what it shows, so the browser can find the server's markup. */
export const codeKeyAttribute = 'data-code-key';

/**
 * A key of the block's rendered markup: FNV-1a of everything the highlighted markup depends on
 * (language, code, highlighted lines, line numbers). Blocks with the same key render the same markup.
 */
export function useCodeKey(): string {
  const {metadata} = useCodeBlockContext();
  const text = [metadata.language, metadata.lineNumbersStart ?? '', JSON.stringify(metadata.lineClassNames), metadata.code].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}

type PreProps = ComponentProps<'pre'> & {codeKey: string; ref?: React.Ref<HTMLPreElement>};

/**
 * The block's <pre>. Its class and style are those prism-react-renderer's Highlight gives
 * (`prism-code language-<language>`, the theme's plain colours), so all three paths render the same
 * element and hydration finds what the server sent.
 */
export function Pre({codeKey, className, ...props}: PreProps): ReactNode {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  return (
    <pre
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      style={prismTheme.plain}
      {...{[codeKeyAttribute]: codeKey}}
      {...props}
      className={clsx(className, `prism-code language-${metadata.language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar')}
    />
  );
}

export function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}
