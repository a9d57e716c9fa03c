/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/TabItem/index.js).
 * Why: the HTML standard's ARIA rules want each tab to name its panel (`aria-controls`), and the
 * stock panel has no id to name. ../Tabs gives each tab an id and the id of its panel in the tab's
 * `attributes`; the panel takes them from the same prop (its id, and `aria-labelledby` its tab).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

function idAttribute(attributes: Props['attributes'], name: string): string | undefined {
  const value = attributes?.[name];
  return typeof value === 'string' ? value : undefined;
}

export default function TabItem({children, className, value, attributes}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={idAttribute(attributes, 'aria-controls')}
      aria-labelledby={idAttribute(attributes, 'id')}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}
    >
      {children}
    </div>
  );
}
