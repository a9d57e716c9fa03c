import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertDocusaurusVersion, installedDocusaurusVersion} from '../lib/docusaurusVersion';
import {supportedDocusaurus} from './split.cjs';

export const pluginName = 'gx-route-table';

/** The generated files the loader rewrites, in the folder Docusaurus generates (`.docusaurus/`). */
export const generatedFiles = ['routes.js', 'routesChunkNames.json', 'registry.js'] as const;

/**
 * Fails the build when Docusaurus no longer generates one of the files: the loader would then never
 * run, and every page would quietly load the whole route table again.
 */
export function assertGeneratedFiles(generatedFilesDir: string): void {
  const missing = generatedFiles.filter((name) => !existsSync(path.join(generatedFilesDir, name)));
  if (missing.length) {
    throw new Error(
      `${pluginName}: Docusaurus generated no ${missing.join(', ')} in ${generatedFilesDir}; the plugin rewrites these files ` +
        `(see UPGRADING.md, route table).`,
    );
  }
}

export type Options = {
  /** Paths of the docs version routes (`/docs/`, `/docs/0.14.13/`) whose doc routes load in groups. */
  readonly versionPaths: readonly string[];
};

/**
 * The route table of a Docusaurus site (every route, its chunk names and their loaders) is part of
 * the main bundle, so every page pays for the routes of every page of every docs version. In the
 * browser bundle, this plugin leaves in main only a stub for each doc route (its path) and moves the
 * doc routes themselves, with their chunk names and loaders, into one chunk per section of a version
 * (`guides/setup`, `terms`, …). A section's chunk loads when one of its pages is opened, hovered or
 * navigated to (src/plugins/route-table/client/lazyRoutes.ts). The server bundle keeps the whole
 * table, so the built HTML is unchanged. Also, in the browser bundle:
 * - registry entries lose their module path (read only by the server-side render);
 * - chunk files are named by chunk id, so the runtime needs no chunk id → name table.
 * Docusaurus has no public API for any of this: the route table, its chunk names and the registry
 * exist only as generated files, in a private format (UPGRADING.md lists what the plugin relies on).
 * So the build stops on a Docusaurus version the plugin was not checked on, and the loader fails,
 * naming the file and the shape it expects, on any format it cannot read.
 */
export default function routeTablePlugin(context: LoadContext, options: Options): Plugin {
  assertDocusaurusVersion(pluginName, supportedDocusaurus, installedDocusaurusVersion(context.siteDir));
  const loader = {
    loader: path.join(context.siteDir, 'src/plugins/route-table/loader.cjs'),
    options: {
      versionPaths: options.versionPaths,
      lazyRoutesModule: path.join(context.siteDir, 'src/plugins/route-table/client/lazyRoutes.ts'),
    },
  };
  return {
    name: pluginName,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus calls this after it has generated the route files.
      assertGeneratedFiles(context.generatedFilesDir);
      return {
        // The dev server keeps Docusaurus's own chunk names (readable, no content hash to recompute).
        ...(config.mode === 'production' ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/](routes\.js|routesChunkNames\.json|registry\.js)$/, use: [loader]}],
        },
      };
    },
  };
}
