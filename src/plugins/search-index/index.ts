import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brotliQuality, precompressFiles} from '../precompress';
import {buildVersionIndexes} from './buildIndex';
import {hashedIndexName, indexManifestPath, moreIndexPath, splitIndexFile} from './indexParts';
import {packIndex} from './packedIndex';
import {firstPartContentLength, indexFolder, modalResults} from './settings';
import type {AlgoliaSettings, SearchGlobalData} from './types';

export const pluginName = 'gx-search';

export type Options = {
  /** Algolia DocSearch settings; without them the site searches its own index. */
  algolia?: AlgoliaSettings;
};

type DocsContent = {loadedVersions: {versionName: string}[]};

function docsVersionNames(allContent: Record<string, Record<string, unknown> | undefined>): string[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  return docs?.loadedVersions.map((version) => version.versionName) ?? [];
}

/** Search for every docs version: the /search page, and a local index per version unless Algolia is set. */
export default function searchPlugin(context: LoadContext, options: Options): Plugin {
  const {baseUrl} = context.siteConfig;
  return {
    name: pluginName,
    async allContentLoaded({allContent, actions}) {
      const indexPaths = Object.fromEntries(
        docsVersionNames(allContent).map((name) => [name, `${baseUrl}${indexFolder}/${name}.json`]),
      );
      actions.setGlobalData({algolia: options.algolia, indexPaths, modalResults} satisfies SearchGlobalData);
      actions.addRoute({path: `${baseUrl}search/`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir, routesPaths}) {
      if (options.algolia) return;
      const files = await buildVersionIndexes({outDir, baseUrl, routePaths: routesPaths});
      const folder = path.join(outDir, indexFolder);
      await mkdir(folder, {recursive: true});
      const published: Record<string, string> = {};
      const written = await Promise.all(
        files.flatMap((file) => {
          const firstName = `${file.version}.json`;
          const {first, more} = splitIndexFile(file, firstPartContentLength);
          return ([[firstName, packIndex(first)], [moreIndexPath(firstName), more]] as const).map(async ([name, data]) => {
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
