import React, {forwardRef, useEffect, useState, type ComponentProps} from 'react';
// The button's styles load with every page (a few hundred bytes); the modal's load with the modal.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {buttonClass} from '@site/src/plugins/search/docsearch';

type Props = Omit<ComponentProps<'button'>, 'children'> & {text: string; ariaLabel: string};

/**
 * The navbar's search button, in DocSearch's markup and classes so that DocSearch's stylesheet and
 * the modal's focus return treat it as theirs. It is written here rather than imported because
 * DocSearch 3 ships its button in the same file as its modal, and the modal loads on first use only.
 * The shortcut shown is Ctrl K, or ⌘ K once the browser says it runs on an Apple platform.
 */
export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {text, ariaLabel, ...props},
  ref,
) {
  const [modifier, setModifier] = useState('Ctrl');
  useEffect(() => {
    if (/Mac|iPhone|iPad|iPod/i.test(navigator.platform)) setModifier('⌘');
  }, []);
  return (
    <button
      type="button"
      className={buttonClass.button}
      aria-label={ariaLabel}
      aria-keyshortcuts="Control+K Meta+K /"
      ref={ref}
      {...props}
    >
      <span className={buttonClass.container}>
        <svg width="20" height="20" className={buttonClass.icon} viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={buttonClass.placeholder}>{text}</span>
      </span>
      <span className={buttonClass.keys} aria-hidden="true">
        <kbd className={buttonClass.key}>{modifier}</kbd>
        <kbd className={buttonClass.key}>K</kbd>
      </span>
    </button>
  );
});
