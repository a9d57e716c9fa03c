import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brotliQuality, precompressFiles} from '../precompress';
import {docSearchVersion} from './docsearch';
import {hashedIndexName, indexFileNames, indexManifestPath, splitIndexFile} from './indexParts';
import {packIndex} from './packedIndex';
import {buildVersionIndexes} from './server/buildIndex';
import {firstPartContentLength, indexFolder, modalResults, pluginName} from './settings';
import type {AlgoliaSettings, SearchGlobalData} from './types';

export {pluginName};

/**
 * Search, as one plugin: `server/` builds each docs version's index from the built pages, `client/`
 * loads and queries it (in a Web Worker), and `theme/` provides `@theme/SearchBar` (the navbar's
 * DocSearch button and modal) and `@theme/SearchPage` (the /search page) for both backends, the
 * local index or Algolia DocSearch. DocSearch details beyond its public props are in docsearch.ts.
 */
export type Options = {
  /** Algolia DocSearch settings; without them the site searches its own index. */
  algolia?: AlgoliaSettings;
};

type DocsContent = {loadedVersions: {versionName: string}[]};

function isDocsContent(content: unknown): content is DocsContent {
  return (
    typeof content === 'object' &&
    content !== null &&
    'loadedVersions' in content &&
    Array.isArray(content.loadedVersions)
  );
}

function docsVersionNames(allContent: Record<string, Record<string, unknown> | undefined>): string[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default;
  return isDocsContent(docs) ? docs.loadedVersions.map((version) => version.versionName) : [];
}

/**
 * Stops the build when the installed DocSearch is not the version whose details docsearch.ts names:
 * its markup, class names and error handling may have changed (see UPGRADING.md).
 */
export function checkDocSearchVersion(installed: string): void {
  if (installed !== docSearchVersion) {
    throw new Error(
      `[${pluginName}] @docsearch/react ${installed} is installed, but src/plugins/search relies on details of DocSearch ${docSearchVersion} ` +
        `(src/plugins/search/docsearch.ts). Check each one listed in UPGRADING.md against the new version, then update docSearchVersion.`,
    );
  }
}

function installedDocSearchVersion(): string {
  const require = createRequire(import.meta.url);
  const manifest: unknown = require('@docsearch/react/package.json');
  if (
    typeof manifest !== 'object' ||
    manifest === null ||
    !('version' in manifest) ||
    typeof manifest.version !== 'string'
  ) {
    throw new Error(`[${pluginName}] @docsearch/react/package.json names no version.`);
  }
  return manifest.version;
}

const themePath = fileURLToPath(new URL('./theme', import.meta.url));

/** Search for every docs version: the search theme components, the /search page, and a local index per version unless Algolia is set. */
export default function searchPlugin(context: LoadContext, options: Options): Plugin {
  const {baseUrl} = context.siteConfig;
  checkDocSearchVersion(installedDocSearchVersion());
  return {
    name: pluginName,
    // The theme components are TypeScript that the site's bundler compiles, so both paths are the folder.
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    allContentLoaded({allContent, actions}) {
      const indexPaths = Object.fromEntries(
        docsVersionNames(allContent).map((name) => {
          const names = indexFileNames(name);
          return [
            name,
            {first: `${baseUrl}${indexFolder}/${names.first}`, more: `${baseUrl}${indexFolder}/${names.more}`},
          ];
        }),
      );
      actions.setGlobalData({algolia: options.algolia, indexPaths, modalResults} satisfies SearchGlobalData);
      actions.addRoute({path: `${baseUrl}search/`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir, routesPaths}) {
      if (options.algolia) return;
      const files = await buildVersionIndexes({outDir, baseUrl, routePaths: routesPaths});
      const folder = path.join(outDir, indexFolder);
      await mkdir(folder, {recursive: true});
      // Each file is published under a name holding a hash of its content (a CDN may keep it for a year,
      // and a new build never serves an old index); the revalidated list maps the logical paths the pages
      // know (global data) to those names.
      const published: Record<string, string> = {};
      const written = await Promise.all(
        files.flatMap((file) => {
          const names = indexFileNames(file.version);
          const {first, more} = splitIndexFile(file, firstPartContentLength);
          return (
            [
              [names.first, packIndex(first)],
              [names.more, more],
            ] as const
          ).map(async ([name, data]) => {
            const text = JSON.stringify(data);
            const hashed = hashedIndexName(name, createHash('sha256').update(text).digest('hex').slice(0, 10));
            published[`${baseUrl}${indexFolder}/${name}`] = `${baseUrl}${indexFolder}/${hashed}`;
            const target = path.join(folder, hashed);
            await writeFile(target, text);
            return target;
          });
        }),
      );
      const manifest = path.join(outDir, indexManifestPath(`${indexFolder}/x.json`));
      await writeFile(manifest, JSON.stringify(published));
      written.push(manifest);
      // Plugins' postBuild hooks run in parallel, so the precompress plugin may not see these files.
      await precompressFiles(written, (file) => brotliQuality(path.relative(outDir, file)));
    },
  };
}
