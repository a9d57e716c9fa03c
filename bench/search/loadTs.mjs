// @ts-check
// Loads TypeScript modules of the site in plain Node (or bundles them for a browser page) with
// esbuild, which Vitest already brings, so bench scripts run the same search code as the site.
import {build} from 'esbuild';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A TypeScript module of the site, bundled and imported. Its shape is `unknown` here: each caller states the
 * module's type (`typeof import(...)`, a JSDoc cast), which tsc checks the caller's use against.
 * @param {string} relativePath
 * @returns {Promise<unknown>}
 */
export async function importTs(relativePath) {
  const result = await build({
    entryPoints: [path.join(root, relativePath)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    // Packages load from node_modules as usual; only the site's own TypeScript is bundled.
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const file = path.join(root, 'node_modules/.cache/gx-bench', `${path.basename(relativePath)}.mjs`);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, code);
  return /** @type {Promise<unknown>} */ (import(file));
}

/**
 * A TypeScript module of the site bundled for the browser, exposing its exports as `globalThis[name]`.
 * @param {string} relativePath
 * @param {string} name
 */
export async function browserBundle(relativePath, name) {
  const result = await build({
    entryPoints: [path.join(root, relativePath)],
    bundle: true,
    format: 'iife',
    globalName: name,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
