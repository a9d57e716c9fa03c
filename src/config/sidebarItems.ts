import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type NormalizedSidebar = Awaited<ReturnType<SidebarItemsGeneratorOption>>;
type NormalizedSidebarItem = NormalizedSidebar[number];

/**
 * Applies two marks a folder's `_category_.json` can set in `customProps`:
 * - `"flatten": true` replaces the category by its items. The docs keep the upstream ids
 *   (`guides/setup/…`, so the version dropdown and the page inventory still match), but a reader
 *   should not have to open a "guides" folder to reach them.
 * - `"sidebar": false` leaves the folder out of the sidebar: its pages are built and linkable but
 *   shown without a sidebar (the writers' templates).
 */
export function applyCategoryMarks(items: NormalizedSidebar): NormalizedSidebar {
  return items.flatMap((item): NormalizedSidebarItem[] => {
    if (item.type !== 'category') return [item];
    if (item.customProps?.sidebar === false) return [];
    const children = applyCategoryMarks(item.items);
    return item.customProps?.flatten === true ? children : [{...item, items: children}];
  });
}

/**
 * Gives each category whose label another category of the sidebar also has (`Advanced` under both
 * Expectations and Validation) a translation key made of its parents' labels and its own
 * (`Expectations > Advanced`). Translation keys come from labels otherwise, and `npm run
 * write-translations` refuses two categories with the same key. A `key` set in `_category_.json` wins.
 */
export function keyDuplicateCategories(items: NormalizedSidebar): NormalizedSidebar {
  const counts = new Map<string, number>();
  const count = (list: NormalizedSidebar): void => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      counts.set(item.label, (counts.get(item.label) ?? 0) + 1);
      count(item.items);
    }
  };
  count(items);
  const withKeys = (list: NormalizedSidebar, parents: readonly string[]): NormalizedSidebar =>
    list.map((item) => {
      if (item.type !== 'category') return item;
      const labels = [...parents, item.label];
      const key = item.key ?? ((counts.get(item.label) ?? 0) > 1 ? labels.join(' > ') : undefined);
      return {...item, ...(key === undefined ? {} : {key}), items: withKeys(item.items, labels)};
    });
  return withKeys(items, []);
}

/** The docs plugin's sidebar generator: the folder-based default, then the marks and keys above. */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) =>
  keyDuplicateCategories(applyCategoryMarks(await defaultSidebarItemsGenerator(args)));
