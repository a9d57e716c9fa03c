#!/usr/bin/env node
// @ts-check
// Installs the site's npm dependencies from the lock file. Uses only Node built-ins: it runs
// before node_modules exists.
//
// `npm ci` is tried first. It refuses the lock file when the registry lacks optional platform
// packages (e.g. @swc/core builds for macOS and Windows), which the lock then cannot list; in that
// case `npm install` installs the same locked versions and leaves package-lock.json unchanged.
import {spawnSync} from 'node:child_process';

/** @param {string[]} args */
function npm(...args) {
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], {stdio: 'inherit'}).status ?? 1;
}

if (npm('ci') !== 0) {
  console.warn(
    '\nsetup: `npm ci` refused the lock file (see above); installing the locked versions with `npm install`.\n',
  );
  const status = npm('install');
  if (status !== 0) process.exit(status);
}
