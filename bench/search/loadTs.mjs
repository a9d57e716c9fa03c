// Loads a TypeScript module of the site in plain Node, by bundling it with esbuild (which Vitest
// already brings), so bench scripts run the same search code as the browser.
import {build} from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function importTs(relativePath) {
  const result = await build({
    entryPoints: [path.join(root, relativePath)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
