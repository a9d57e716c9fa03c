/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/Tabs/index.js), which this file used to wrap.
 * Why:
 * - The stock tabs mount twice in the browser (keyed on useIsBrowser(), a fix for
 *   https://github.com/facebook/docusaurus/issues/5653 that predates the layout effect with which
 *   useTabsContextValue now selects a stored or linked tab after hydration). The second mount threw
 *   away the server's markup of every code block in a tab, so a page with tabs loaded Prism
 *   (src/theme/CodeBlock/Content keeps the server's markup). Here the tabs mount once.
 * - Keyboard: the stock tabs move focus with the arrow keys and select with Enter only. The ARIA
 *   tabs pattern (manual activation) also selects with Space and jumps to the first and last tab
 *   with Home and End; readers who use the keyboard expect those.
 * - Each tab has an id and names its panel (`aria-controls`, which the HTML checker requires): the
 *   ids go into each tab item's `attributes`, which the tab list spreads on the tab and ../TabItem
 *   reads for its panel.
 */
import React, {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import styles from './styles.module.css';

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)].value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabRefs.indexOf(event.currentTarget);
    let focusElement: HTMLLIElement | null | undefined = null;
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault(); // Space would scroll the page
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[index + 1] ?? tabRefs[0];
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[index - 1] ?? tabRefs[tabRefs.length - 1];
        break;
      case 'Home':
      case 'End':
        event.preventDefault();
        focusElement = event.key === 'Home' ? tabRefs[0] : tabRefs[tabRefs.length - 1];
        break;
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            typeof attributes?.className === 'string' && attributes.className,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/** Each tab item with the ids that tie its tab and its panel together. */
function withTabIds(children: ReactNode, baseId: string): ReactNode {
  return Children.map(children, (child, index) =>
    isValidElement<TabItemProps>(child)
      ? cloneElement(child, {
          attributes: {
            ...child.props.attributes,
            id: `${baseId}tab-${index}`,
            'aria-controls': `${baseId}panel-${index}`,
          },
        })
      : child,
  );
}

export default function Tabs(props: Props): ReactNode {
  const baseId = useId();
  const children = withTabIds(props.children, baseId);
  const value = useTabsContextValue({...props, children});
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        {/* As upstream: the className prop goes on the tab list, not on the container. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(children)}</div>
      </div>
    </TabsProvider>
  );
}
