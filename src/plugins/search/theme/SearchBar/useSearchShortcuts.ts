import {useEffect, type RefObject} from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A printable key typed while the search button has focus: opens the modal with it as the query. */
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/** True when a key press belongs to a field the reader is typing in. */
function isEditing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/**
 * The search modal's keyboard shortcuts, as DocSearch defines them: Ctrl+K or ⌘+K toggles it,
 * '/' opens it when the reader is not typing in a field, Escape closes it, and typing a letter
 * on the focused search button opens it with that letter.
 */
export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, buttonRef}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && isOpen) {
        onClose();
      } else if (
        event.key.toLowerCase() === 'k' &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
      } else if (event.key === '/' && !isOpen && !isEditing(event.target)) {
        event.preventDefault();
        onOpen();
      } else if (
        !isOpen &&
        document.activeElement === buttonRef.current &&
        event.key.length === 1 &&
        /\S/.test(event.key) &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
