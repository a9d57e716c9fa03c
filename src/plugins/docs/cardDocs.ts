import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/**
 * The docs of a version that a page may show as cards: the direct doc items of every sidebar
 * category that renders its items as cards, that is a category with a generated index page, or
 * one whose link doc uses `<DocCardList>` (`usesCards(docId)` answers that from the doc's source).
 * `DocCard` reads a card's description from the version's doc map, so only these docs need an
 * entry there; every other entry is dead weight in the chunk every doc page of the version loads.
 */
export function cardDocIds(sidebars: LoadedVersion['sidebars'], usesCards: (docId: string) => boolean): Set<string> {
  const ids = new Set<string>();
  const visit = (items: readonly SidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const rendersCards =
        item.link?.type === 'generated-index' || (item.link?.type === 'doc' && usesCards(item.link.id));
      if (rendersCards) {
        for (const child of item.items) if (child.type === 'doc' || child.type === 'ref') ids.add(child.id);
      }
      visit(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars)) visit(sidebar);
  return ids;
}

/** A version's doc map (id → id, title, description, sidebar) reduced to the given docs. */
export function pickDocs<Doc>(docs: Readonly<Record<string, Doc>>, keep: ReadonlySet<string>): Record<string, Doc> {
  return Object.fromEntries(Object.entries(docs).filter(([id]) => keep.has(id)));
}
