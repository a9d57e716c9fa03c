import {spawn} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {siteSources} from '../../scripts/test/siteSources.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What a site needs to build; everything else (tests, build output, caches) stays behind. */
const siteEntries = [...siteSources, 'package.json'];

export type ScratchSite = {
  dir: string;
  /** Runs `docusaurus <args>` in the copy, with `env` added to this process's environment. */
  run: (env: Record<string, string>, ...args: string[]) => Promise<{code: number; output: string}>;
  remove: () => void;
};

/** A copy of this site in a temporary folder, sharing node_modules, for builds that must not touch the repo. */
export function scratchSite(): ScratchSite {
  const dir = mkdtempSync(path.join(tmpdir(), 'gx-docs-scratch-'));
  for (const entry of siteEntries) cpSync(path.join(repoRoot, entry), path.join(dir, entry), {recursive: true});
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    // Asynchronous on purpose: a blocking spawn starves the test worker's event loop for the length
    // of a build, and Vitest then reports a timeout talking to it.
    run: (env, ...args) =>
      new Promise((resolve) => {
        const child = spawn(path.join(repoRoot, 'node_modules/.bin/docusaurus'), args, {
          cwd: dir,
          env: {...process.env, NODE_ENV: undefined, FORCE_COLOR: '0', NO_COLOR: '1', ...env},
          timeout: 600_000,
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({code: code ?? 1, output}));
      }),
    remove: () => rmSync(dir, {recursive: true, force: true}),
  };
}
