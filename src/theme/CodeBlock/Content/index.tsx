/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content/index.js).
 * Why: the stock component highlights every block in the browser, so every page ships Prism and
 * its languages (about 20 KB of brotli JavaScript in the main bundle) and, on load, re-tokenizes
 * every block and hydrates one React element per token, the longest task on a page full of
 * examples. Here the server still renders each block with Prism (./Highlighted.tsx), and the browser:
 * - on the page it was served, keeps the server's markup: the block's first render reads it from
 *   the DOM (found by a key of its language, code and line options, ./Pre.tsx) and renders it as one
 *   element, without Prism. (Docusaurus's CodeBlock mounts each block twice, once to hydrate and
 *   once more keyed on being in the browser; both find the server's markup.)
 * - on the server, renders ./Highlighted.tsx directly (src/plugins/lazy-prism points the
 *   `@gx/code-highlighter` import at a plain import there, at a React.lazy one in the browser);
 * - on a page reached by client-side navigation, loads ./Highlighted.tsx (Prism) on demand,
 *   showing the plain code until it arrives; hovering or focusing a link of the site starts that
 *   load early (not with data saver or on a 2G connection, as for Docusaurus's route prefetching).
 * The <pre> keeps its class, style, tabindex and word-wrap ref; copy, title, line numbers and
 * highlighted lines are the stock components' (Layout, Buttons, Line).
 */
import React, {Suspense, useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// ./highlighter.server.ts on the server (plain import), ./highlighter.client.ts in the browser (lazy).
import {Highlighted, loadHighlighted} from '@gx/code-highlighter';
import {Code, codeKeyAttribute, Pre, useCodeKey} from './Pre';

/** Marks a <pre> that shows plain code while Prism loads; its markup is never reused. */
const plainAttribute = 'data-code-plain';

/** The highlighted inner markup of a block with this key, if the page shows one (from the server). */
function serverMarkup(codeKey: string): string | null {
  if (!ExecutionEnvironment.canUseDOM) return null;
  for (const pre of document.querySelectorAll(`pre[${codeKeyAttribute}]:not([${plainAttribute}])`)) {
    if (pre.getAttribute(codeKeyAttribute) === codeKey) return pre.innerHTML;
  }
  return null;
}

/** As Docusaurus decides for route prefetching: nothing ahead of need on a slow or metered connection. */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

let prefetchListening = false;
/** Starts loading Prism once a reader points at or focuses a link of the site (a navigation is likely). */
function prefetchOnIntent(): void {
  if (prefetchListening || isSlowConnection()) return;
  prefetchListening = true;
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || (link as HTMLAnchorElement).origin !== window.location.origin) return;
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    void loadHighlighted();
  };
  document.addEventListener('pointerover', onIntent, {passive: true});
  document.addEventListener('focusin', onIntent);
}

function PlainContent({className, codeKey}: {className?: string; codeKey: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <Pre ref={wordWrap.codeBlockRef} className={className} codeKey={codeKey} {...{[plainAttribute]: ''}}>
      <Code>{metadata.code}</Code>
    </Pre>
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const codeKey = useCodeKey();
  const {wordWrap} = useCodeBlockContext();
  // Read once, on the first render: during hydration, and the remount after it, the server's <pre>
  // is in the DOM.
  const [markup] = useState(() => serverMarkup(codeKey));
  useEffect(prefetchOnIntent, []);
  // Hydration: the server's markup, as one element. No Suspense boundary on this path or on the
  // server's, so the trees match and the block hydrates with the page (its <pre> ref is set before
  // the word-wrap hook's effect reads it).
  if (markup !== null) {
    return <Pre ref={wordWrap.codeBlockRef} className={className} codeKey={codeKey} dangerouslySetInnerHTML={{__html: markup}} />;
  }
  if (!ExecutionEnvironment.canUseDOM) return <Highlighted className={className} codeKey={codeKey} />;
  // A page reached in the browser: plain code until Prism has loaded.
  return (
    <Suspense fallback={<PlainContent className={className} codeKey={codeKey} />}>
      <Highlighted className={className} codeKey={codeKey} />
    </Suspense>
  );
}
