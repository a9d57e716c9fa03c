// Loads TypeScript modules of the site in plain Node (or bundles them for a browser page) with
// esbuild, which Vitest already brings, so bench scripts run the same search code as the site.
import {build} from 'esbuild';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

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
  return import(file);
}

/** A TypeScript module of the site bundled for the browser, exposing its exports as `globalThis[name]`. */
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
