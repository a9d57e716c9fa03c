/*
 * Wraps @theme-original/Tabs (Docusaurus 3.10.2).
 * Why: Docusaurus's tabs move focus with the arrow keys and select with Enter only. The ARIA tabs
 * pattern (manual activation) also selects with Space and jumps to the first and last tab with Home
 * and End; readers who use the keyboard expect those. Key presses on a tab are handed to the
 * original component as clicks or focus moves; everything else is the original's.
 */
import React, {type ComponentProps, type KeyboardEvent, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';

function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>): void {
  const tab = event.target as HTMLElement;
  if (tab.getAttribute('role') !== 'tab') return;
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
  if (event.key === ' ') {
    event.preventDefault(); // no page scroll
    tab.click();
  } else if (event.key === 'Home' || event.key === 'End') {
    event.preventDefault();
    (event.key === 'Home' ? tabs[0] : tabs[tabs.length - 1])?.focus();
  }
}

export default function TabsWrapper(props: ComponentProps<typeof Tabs>): ReactNode {
  return (
    // Listens to the keys of the tabs inside; the tabs themselves stay focusable and labelled.
    <div onKeyDownCapture={onKeyDownCapture}>
      <Tabs {...props} />
    </div>
  );
}
