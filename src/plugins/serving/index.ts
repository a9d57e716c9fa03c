import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFiles, resolveRules, type Redirect, type ServingRules, type ThirdParties} from '../../config/serving';
import {inlineScriptHashes} from './inlineScripts';
import {netlifyHeaders, netlifyRedirects} from './netlify';
import {nginxConf} from './nginx';

export const pluginName = 'gx-serving';

export type Options = {
  /** Redirects every server honours (src/config/redirects.ts, plus the test fixture's in test builds). */
  redirects: readonly Redirect[];
  /** Analytics and search services the pages use: the CSP allows their hosts only when they are set. */
  thirdParties: ThirdParties;
};

/** The build's files as site paths (`/data/x.db`), with the server files left out. */
async function sitePaths(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/** Site paths of the build's files whose type is one of `contentTypes` (by extension), by type. */
export function filesByType(
  paths: readonly string[],
  contentTypes: Readonly<Record<string, string>>,
): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const file of paths) {
    const type = contentTypes[path.extname(file).slice(1).toLowerCase()];
    if (type) byType.set(type, [...(byType.get(type) ?? []), file]);
  }
  return byType;
}

/** Every generated file, by path relative to the build folder. */
export function serverFiles(rules: ServingRules, paths: readonly string[]): Record<string, string> {
  return {
    [generatedFiles.netlifyHeaders]: netlifyHeaders(rules, filesByType(paths, rules.contentTypes)),
    [generatedFiles.netlifyRedirects]: netlifyRedirects(rules),
    [generatedFiles.nginx]: nginxConf(rules),
    [generatedFiles.rules]: `${JSON.stringify(rules, null, 2)}\n`,
  };
}

/**
 * Writes each server's configuration into the build, from src/config/serving.ts: the CSP's script
 * hashes come from the inline scripts of the built pages, so they always match what is shipped.
 */
export default function servingPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: pluginName,
    async postBuild({outDir}) {
      const paths = await sitePaths(outDir);
      // The client-side redirect pages (@docusaurus/plugin-client-redirects, one inline script each) are
      // left out: every server answers their paths with a 301 first, so no browser runs them under this
      // CSP, and their ~100 hashes would make the policy too long for nginx (4 KB per directive value).
      // Leaving them out also keeps the policy independent of whether that plugin's postBuild, which runs
      // at the same time as this one, has written them yet.
      const redirectPages = new Set(
        options.redirects.filter(({from}) => !from.includes('*')).map(({from}) => `${from}index.html`),
      );
      const pages = await Promise.all(
        paths
          .filter((file) => file.endsWith('.html') && !redirectPages.has(file))
          .map((file) => readFile(path.join(outDir, file), 'utf8')),
      );
      const rules = resolveRules(inlineScriptHashes(pages), options.thirdParties, options.redirects);
      await mkdir(path.join(outDir, path.dirname(generatedFiles.nginx)), {recursive: true});
      await Promise.all(
        Object.entries(serverFiles(rules, paths)).map(([file, text]) => writeFile(path.join(outDir, file), text)),
      );
    },
  };
}
