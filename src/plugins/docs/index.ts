import {readFileSync} from 'node:fs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {assertDocusaurusVersion, installedDocusaurusVersion} from '../lib/docusaurusVersion';
import {cardDocIds, pickDocs} from './cardDocs';

/** How build errors name this plugin (it keeps the wrapped plugin's own name). */
export const pluginName = 'gx-docs (src/plugins/docs)';

/**
 * The Docusaurus versions on which the version route's props were checked to have the shape below
 * (`props.version.version`, `props.version.docs`): a private detail of the docs plugin (UPGRADING.md).
 */
export const supportedDocusaurus = '~3.10.0';

export {validateOptions} from '@docusaurus/plugin-content-docs';

type VersionProps = {version: {version: string; docs: Record<string, unknown>}};

function isVersionRoute(route: RouteConfig): route is RouteConfig & {props: VersionProps} {
  const version = route.props?.version;
  return (
    typeof version === 'object' &&
    version !== null &&
    'version' in version &&
    typeof version.version === 'string' &&
    'docs' in version &&
    typeof version.docs === 'object'
  );
}

/**
 * The classic docs plugin, wrapped (the preset's own docs plugin is off). Its version route gives
 * every doc page of a version the id, title and description of every doc of that version (~7 KB
 * brotli for the current version), though the theme reads them only to fill in doc cards. This
 * wrapper keeps only the docs that can appear as cards (see cardDocIds); everything else is the
 * plugin's own behaviour. A card for a doc that was dropped would fail the build, not the reader.
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  assertDocusaurusVersion(pluginName, supportedDocusaurus, installedDocusaurusVersion(context.siteDir));
  const plugin = await pluginContentDocs(context, options);
  const originalContentLoaded = plugin.contentLoaded;
  if (!originalContentLoaded) return plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const keepByVersion = new Map(
        args.content.loadedVersions.map((version) => {
          const sources = new Map(version.docs.map((doc) => [doc.id, doc.source]));
          const usesCards = (docId: string): boolean => {
            const source = sources.get(docId);
            if (!source) return false;
            return readFileSync(source.replace(/^@site\//, `${context.siteDir}/`), 'utf8').includes('<DocCardList');
          };
          return [version.versionName, cardDocIds(version.sidebars, usesCards)];
        }),
      );
      // The plugin adds one root route with a child route per version; those carry the version props.
      const trimmed = new Set<string>();
      const trim = (route: RouteConfig): RouteConfig => {
        if (isVersionRoute(route)) {
          trimmed.add(route.props.version.version);
          const keep = keepByVersion.get(route.props.version.version) ?? new Set<string>();
          const version = {...route.props.version, docs: pickDocs(route.props.version.docs, keep)};
          return {...route, props: {...route.props, version}};
        }
        return route.routes ? {...route, routes: route.routes.map(trim)} : route;
      };
      const addRoute: typeof args.actions.addRoute = (route) => args.actions.addRoute(trim(route));
      await originalContentLoaded({...args, actions: {...args.actions, addRoute}});
      // A change of the props' shape must not quietly put every doc back on every page.
      const missed = [...keepByVersion.keys()].filter((version) => !trimmed.has(version));
      if (missed.length) {
        throw new Error(
          `${pluginName}: found no version route with props {version: {version, docs}} for version ${missed.join(', ')}; ` +
            `the docs plugin's route props changed (see UPGRADING.md).`,
        );
      }
    },
  };
}
