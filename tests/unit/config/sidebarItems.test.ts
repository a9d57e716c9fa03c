import {describe, expect, it} from 'vitest';
import {applyCategoryMarks, keyDuplicateCategories} from '@site/src/config/sidebarItems';

const doc = (id: string) => ({type: 'doc' as const, id});
const category = (
  label: string,
  items: Parameters<typeof applyCategoryMarks>[0],
  flatten?: boolean,
  sidebar?: boolean,
) => ({
  type: 'category' as const,
  label,
  items,
  ...(flatten === undefined && sidebar === undefined ? {} : {customProps: {flatten, sidebar}}),
});

describe('applyCategoryMarks', () => {
  it('lifts the items of a category marked flatten into its parent, in place', () => {
    const items = [
      doc('intro'),
      category('Guides', [category('Setup', [doc('a')]), category('Connect', [doc('b')])], true),
      doc('changelog'),
    ];
    expect(applyCategoryMarks(items)).toEqual([
      doc('intro'),
      category('Setup', [doc('a')]),
      category('Connect', [doc('b')]),
      doc('changelog'),
    ]);
  });

  it('flattens marked categories at any depth', () => {
    const items = [category('Outer', [category('Inner', [doc('x'), doc('y')], true)])];
    expect(applyCategoryMarks(items)).toEqual([category('Outer', [doc('x'), doc('y')])]);
  });

  it('leaves out a category marked sidebar: false, at any depth', () => {
    const items = [
      doc('intro'),
      category('Templates', [doc('t')], undefined, false),
      category('Kept', [category('Hidden', [doc('h')], undefined, false), doc('k')]),
    ];
    expect(applyCategoryMarks(items)).toEqual([doc('intro'), category('Kept', [doc('k')])]);
  });

  it.each([undefined, false])('keeps a category whose flatten prop is %s', (flatten) => {
    const items = [category('Kept', [doc('x')], flatten)];
    expect(applyCategoryMarks(items)).toEqual(items);
  });
});

describe('keyDuplicateCategories', () => {
  it('keys each category whose label repeats by its parents and its own label, and leaves the others', () => {
    const items = [
      category('Expectations', [category('Advanced', [doc('e')])]),
      category('Validation', [category('Advanced', [doc('v')]), category('Basics', [doc('b')])]),
    ];
    expect(keyDuplicateCategories(items)).toEqual([
      category('Expectations', [{...category('Advanced', [doc('e')]), key: 'Expectations > Advanced'}]),
      category('Validation', [
        {...category('Advanced', [doc('v')]), key: 'Validation > Advanced'},
        category('Basics', [doc('b')]),
      ]),
    ]);
  });

  it('keeps a key set in _category_.json', () => {
    const items = [{...category('Advanced', [doc('a')]), key: 'mine'}, category('Advanced', [doc('b')])];
    expect(keyDuplicateCategories(items).map((item) => (item.type === 'category' ? item.key : undefined))).toEqual([
      'mine',
      'Advanced',
    ]);
  });
});
