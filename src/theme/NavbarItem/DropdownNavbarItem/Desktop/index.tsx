/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/NavbarItem/DropdownNavbarItem/Desktop).
 * Why: upstream opens a dropdown with Enter or Space only. Keyboard readers also need Escape to close
 * it (focus returns to the toggle) and the arrow, Home and End keys to move between its links
 * (see ./keyboard.ts). Markup, classes and mouse behaviour are upstream's.
 */
import React, {useEffect, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import {menuKeyAction} from './keyboard';

function useCloseOnOutsideInteraction(ref: React.RefObject<HTMLDivElement | null>, close: () => void) {
  useEffect(() => {
    const handle = (event: Event) => {
      if (ref.current && !(event.target instanceof Node && ref.current.contains(event.target))) close();
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    events.forEach((name) => document.addEventListener(name, handle));
    return () => events.forEach((name) => document.removeEventListener(name, handle));
  }, [ref, close]);
}

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick,
  ...props
}: Readonly<Props>): React.JSX.Element {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  const close = React.useCallback(() => setShowDropdown(false), []);
  useCloseOnOutsideInteraction(dropdownRef, close);

  const menuLinks = () => Array.from(dropdownRef.current?.querySelectorAll<HTMLElement>('.dropdown__menu a') ?? []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target === toggleRef.current && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      setShowDropdown(!showDropdown);
      return;
    }
    const links = menuLinks();
    const action = menuKeyAction(
      event.key,
      links.findIndex((link) => link === event.target),
      links.length,
    );
    if (action.type === 'none' || (action.type === 'close' && !showDropdown)) return;
    event.preventDefault();
    if (action.type === 'close') {
      setShowDropdown(false);
      toggleRef.current?.focus();
    } else {
      setShowDropdown(true);
      links[action.index]?.focus();
    }
  };

  return (
    // The <div> only catches the key presses bubbling up from its links (the toggle and the menu's),
    // so it has no role of its own: "presentation", as jsx-a11y advises for such a listener.
    <div
      ref={dropdownRef}
      role="presentation"
      onKeyDown={onKeyDown}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
    >
      <NavbarNavLink
        ref={toggleRef}
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // '#' keeps the <a> focusable when the dropdown has no link target of its own.
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (event: React.MouseEvent) => event.preventDefault()}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={i} />
        ))}
      </ul>
    </div>
  );
}
