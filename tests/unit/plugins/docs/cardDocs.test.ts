import {describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {cardDocIds, pickDocs} from '@site/src/plugins/docs/cardDocs';

type Sidebars = LoadedVersion['sidebars'];
type Item = Sidebars[string][number];

const doc = (id: string): Item => ({type: 'doc', id});
const ref = (id: string): Item => ({type: 'ref', id});
const link = (href: string): Item => ({type: 'link', label: href, href});
const category = (label: string, items: Item[], link?: {type: 'doc'; id: string} | 'generated-index'): Item => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(link === 'generated-index'
    ? {link: {type: 'generated-index', slug: `/${label}`, permalink: `/docs/${label}`}}
    : link
      ? {link}
      : {}),
});

const usesCards = (docId: string) => docId === 'terms/index' || docId === 'nested/landing';

describe('cardDocIds', () => {
  it.each<[string, Sidebars, string[]]>([
    [
      'no card categories → nothing kept',
      {docs: [doc('intro'), category('Guides', [doc('g/a'), doc('g/b')], {type: 'doc', id: 'g/overview'})]},
      [],
    ],
    [
      'the direct doc and ref items of a category whose link doc renders <DocCardList>',
      {
        docs: [
          doc('intro'),
          category(
            'Glossary',
            [doc('terms/action'), ref('terms/batch'), link('https://x'), category('Sub', [doc('terms/sub/deep')])],
            {type: 'doc', id: 'terms/index'},
          ),
        ],
      },
      ['terms/action', 'terms/batch'],
    ],
    [
      'the items of a generated-index category',
      {docs: [category('Gen', [doc('gen/a'), doc('gen/b')], 'generated-index')]},
      ['gen/a', 'gen/b'],
    ],
    [
      'card categories nested anywhere, in every sidebar',
      {
        docs: [category('Outer', [category('Inner', [doc('nested/x')], {type: 'doc', id: 'nested/landing'})])],
        other: [category('Gen', [doc('o/a')], 'generated-index')],
      },
      ['nested/x', 'o/a'],
    ],
  ])('%s', (_name, sidebars, expected) => {
    expect([...cardDocIds(sidebars, usesCards)].sort()).toEqual(expected);
  });
});

describe('pickDocs', () => {
  it('keeps only the listed entries, unchanged', () => {
    const docs = {a: {id: 'a', title: 'A'}, b: {id: 'b', title: 'B'}, c: {id: 'c', title: 'C'}};
    expect(pickDocs(docs, new Set(['a', 'c', 'missing']))).toEqual({a: docs.a, c: docs.c});
  });
});
