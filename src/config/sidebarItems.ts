import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type NormalizedSidebar = Awaited<ReturnType<SidebarItemsGeneratorOption>>;
type NormalizedSidebarItem = NormalizedSidebar[number];

/**
 * Replaces each category whose `_category_.json` sets `"customProps": {"flatten": true}` by its
 * items. The docs keep the upstream ids (`guides/setup/…`, so the version dropdown and the page
 * inventory still match), but a reader should not have to open a "guides" folder to reach them.
 */
export function flattenMarkedCategories(items: NormalizedSidebar): NormalizedSidebar {
  return items.flatMap((item): NormalizedSidebarItem[] => {
    if (item.type !== 'category') return [item];
    const children = flattenMarkedCategories(item.items);
    return item.customProps?.flatten === true ? children : [{...item, items: children}];
  });
}

/** The docs plugin's sidebar generator: the folder-based default, then the flattening above. */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) =>
  flattenMarkedCategories(await defaultSidebarItemsGenerator(args));
