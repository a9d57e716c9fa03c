import {describe, expect, it} from 'vitest';
import {flattenMarkedCategories} from '@site/src/config/sidebarItems';

const doc = (id: string) => ({type: 'doc' as const, id});
const category = (label: string, items: Parameters<typeof flattenMarkedCategories>[0], flatten?: boolean) => ({
  type: 'category' as const,
  label,
  items,
  ...(flatten === undefined ? {} : {customProps: {flatten}}),
});

describe('flattenMarkedCategories', () => {
  it('lifts the items of a category marked flatten into its parent, in place', () => {
    const items = [doc('intro'), category('Guides', [category('Setup', [doc('a')]), category('Connect', [doc('b')])], true), doc('changelog')];
    expect(flattenMarkedCategories(items)).toEqual([
      doc('intro'),
      category('Setup', [doc('a')]),
      category('Connect', [doc('b')]),
      doc('changelog'),
    ]);
  });

  it('flattens marked categories at any depth', () => {
    const items = [category('Outer', [category('Inner', [doc('x'), doc('y')], true)])];
    expect(flattenMarkedCategories(items)).toEqual([category('Outer', [doc('x'), doc('y')])]);
  });

  it.each([undefined, false])('keeps a category whose flatten prop is %s', (flatten) => {
    const items = [category('Kept', [doc('x')], flatten)];
    expect(flattenMarkedCategories(items)).toEqual(items);
  });
});
