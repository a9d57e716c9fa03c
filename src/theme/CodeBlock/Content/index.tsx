/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content/index.js).
 * Why: the stock component highlights every block in the browser, so every page ships Prism and
 * its languages (about 20 KB of brotli JavaScript in the main bundle) and, on load, re-tokenizes
 * every block and hydrates one React element per token, the longest task on a page full of
 * examples. Here code is highlighted once, when the server renders the page (./Highlighted.tsx),
 * and the browser:
 * - on the page it was served, keeps the server's markup as it is: the block hydrates as a <pre>
 *   whose inner HTML React never writes (a constant, empty `dangerouslySetInnerHTML`: React
 *   neither checks nor replaces an element's children then), so no code reads the markup back and
 *   Prism never loads. ../index.tsx mounts each block once, so this <pre> stays.
 * - on the server, renders ./Highlighted.tsx directly (src/plugins/lazy-prism points the
 *   `@gx/code-highlighter` import at a plain import there, at a React.lazy one in the browser);
 * - on a page reached by client-side navigation (or in `npm start`, which renders in the browser
 *   without hydrating), loads ./Highlighted.tsx (Prism) on demand, showing the plain code until it
 *   arrives; hovering or focusing a link of the site starts that load early (not with data saver or
 *   on a 2G connection, as for Docusaurus's route prefetching).
 * The <pre> keeps its class, style, tabindex and word-wrap ref; copy, title, line numbers and
 * highlighted lines are the stock components' (Layout, Buttons) and ../Line.
 */
import React, {Suspense, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// ./highlighter.server.ts on the server (plain import), ./highlighter.client.ts in the browser (lazy).
import {Highlighted, loadHighlighted} from '@gx/code-highlighter';
import {Code, Pre} from './Pre';

/** One object for every render: React writes `innerHTML` only when `__html` changes, so never here. */
const serverMarkup = {__html: ''};

const noSubscription = () => () => {};
/**
 * True while React hydrates the server's HTML (it reads the server snapshot then), false on a
 * render in the browser. React's public way to tell the two apart (useSyncExternalStore).
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** As Docusaurus decides for route prefetching: nothing ahead of need on a slow or metered connection. */
function isSlowConnection(): boolean {
  // The Network Information API (Chromium only, not in TypeScript's DOM types).
  const connection: unknown = 'connection' in navigator ? navigator.connection : undefined;
  if (typeof connection !== 'object' || connection === null) return false;
  const effectiveType = 'effectiveType' in connection ? connection.effectiveType : undefined;
  const saveData = 'saveData' in connection ? connection.saveData : undefined;
  return (typeof effectiveType === 'string' && effectiveType.includes('2g')) || Boolean(saveData);
}

let prefetchListening = false;
/** Starts loading Prism once a reader points at or focuses a link of the site (a navigation is likely). */
function prefetchOnIntent(): void {
  if (prefetchListening || isSlowConnection()) return;
  prefetchListening = true;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    void loadHighlighted();
  };
  document.addEventListener('pointerover', onIntent, {passive: true});
  document.addEventListener('focusin', onIntent);
}

function PlainContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  return (
    <Pre ref={codeBlockRef} className={className}>
      <Code>{metadata.code}</Code>
    </Pre>
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {codeBlockRef} = useCodeBlockContext().wordWrap;
  // Latched on the first render: React renders once more after hydrating, with the client snapshot.
  const [served] = useState(useIsHydrating());
  useEffect(prefetchOnIntent, []);
  if (!ExecutionEnvironment.canUseDOM) return <Highlighted className={className} />;
  // Hydration: no Suspense boundary on this path or on the server's, so the trees match and the
  // block hydrates with the page (its <pre> ref is set before the word-wrap hook's effect reads it).
  if (served) {
    return (
      <Pre ref={codeBlockRef} className={className} dangerouslySetInnerHTML={serverMarkup} suppressHydrationWarning />
    );
  }
  return (
    <Suspense fallback={<PlainContent className={className} />}>
      <Highlighted className={className} />
    </Suspense>
  );
}
