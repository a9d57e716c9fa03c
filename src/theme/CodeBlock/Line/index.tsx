/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Line/index.js).
 * Why: the stock line is a <div> inside <code>, which the HTML standard forbids (<code> holds phrasing
 * content only; the W3C checker flagged every line of every block). Here a line is a <span> shown as
 * a block (./styles.module.css), ending in a <br>, so it looks, selects and copies the same.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import styles from './styles.module.css';

type Token = Props['line'][number];

/**
 * A line whose only token is '\n' becomes an empty line, so that it and the <br> do not make two
 * breaks (as upstream, https://github.com/facebook/docusaurus/pull/11565).
 */
function fixLineBreak(line: Props['line']): Token[] {
  const [only] = line;
  return line.length === 1 && only?.content === '\n' ? [{...only, content: ''}] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine)});
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
