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

/** The docs plugin's sidebar generator: the folder-based default, then the marks above. */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) =>
  applyCategoryMarks(await defaultSidebarItemsGenerator(args));
