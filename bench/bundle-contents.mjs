#!/usr/bin/env node
// @ts-check
// What the JavaScript of a page is made of: builds the site with source maps (into
// bench/.out/analyze), loads a page in Chromium, and splits each script it fetched by the package
// (or site folder) its code comes from, with an estimate of the brotli bytes each one costs
// (its share of the file's minified bytes times the file's brotli size).
//
//   node bench/bundle-contents.mjs [--no-build] [page]     default page: a guide of the current version
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {brotliCompressSync} from 'node:zlib';
import {SourceMapConsumer} from 'source-map';
import {chromium} from 'playwright-core';
import {printTable} from './lib/measure.mjs';
import {chromiumFlags, chromiumPath, serve} from './lib/builds.mjs';
import {root} from './lib/stock.mjs';
import {readJson} from '../scripts/lib/readJson.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {'no-build': {type: 'boolean', default: false}},
});
const pagePath = positionals[0] ?? '/docs/guides/setup/installation/local/';
const outDir = path.join(root, 'bench/.out/analyze');

if (!values['no-build']) {
  console.error('bench/bundle-contents: building with source maps…');
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/docusaurus'),
    ['build', '--config', 'bench/bundle/analyze.config.ts', '--out-dir', outDir],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {...process.env, GX_DOCS_TEST_PAGES: '', GX_DOCS_GTAG_ID: ''},
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The scripts the page loads.
const server = await serve(outDir, 3395);
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
/** @type {string[]} */
const scripts = [];
try {
  const page = await browser.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(server.origin))
      scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.origin}${pagePath}`, {waitUntil: 'networkidle'});
} finally {
  await browser.close();
  server.close();
}

/**
 * Groups a source path: a package name, or the site folder for the site's own code.
 * @param {string} source
 */
function owner(source) {
  const clean = source.replace(/^webpack:\/\/\/?|^rspack:\/\/\/?/, '').replace(/^\.\//, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name === '@docusaurus/theme-classic' || name === '@docusaurus/core' || name === '@docusaurus/theme-common')
      return `${name}/${parts.slice(2, 4).join('/')}`.replace(/\/[^/]*\.js$/, '');
    return name;
  }
  if (clean.includes('.docusaurus/')) return `generated: ${path.basename(clean)}`;
  return `site: ${clean.split('/').slice(0, 3).join('/')}`;
}

/** @type {Map<string, {raw: number, brotli: number}>} */
const totals = new Map();
let allBrotli = 0;
for (const script of scripts) {
  const file = path.join(outDir, script);
  const code = readFileSync(file);
  const brotli = brotliCompressSync(code).length;
  allBrotli += brotli;
  const lines = code.toString('utf8').split('\n');
  /** @type {Map<string, number>} */
  const bytesBy = new Map();
  /** @type {import('source-map').RawSourceMap | undefined} */
  let map;
  try {
    map = /** @type {import('source-map').RawSourceMap} */ (readJson(`${file}.map`));
  } catch {
    bytesBy.set(`(no source map) ${path.basename(script)}`, code.length);
  }
  if (map) {
    await SourceMapConsumer.with(map, null, (consumer) => {
      /** @type {import('source-map').MappingItem[]} */
      const mappings = [];
      consumer.eachMapping((m) => mappings.push(m));
      for (let i = 0; i < mappings.length; i += 1) {
        const m = mappings[i];
        const next = mappings[i + 1];
        const end =
          next && next.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
        const length = Math.max(0, end - m.generatedColumn);
        const key = m.source ? owner(m.source) : '(runtime / unmapped)';
        bytesBy.set(key, (bytesBy.get(key) ?? 0) + length);
      }
    });
  }
  const fileTotal = [...bytesBy.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [key, bytes] of bytesBy) {
    const entry = totals.get(key) ?? {raw: 0, brotli: 0};
    entry.raw += bytes;
    entry.brotli += (bytes / fileTotal) * brotli;
    totals.set(key, entry);
  }
}

console.log(`\n${pagePath}: ${scripts.length} scripts, ${(allBrotli / 1024).toFixed(1)} KB brotli (level 11)\n`);
const rows = [...totals]
  .sort((a, b) => b[1].brotli - a[1].brotli)
  .slice(0, 40)
  .map(([key, {raw, brotli}]) => [
    key,
    `${(raw / 1024).toFixed(1)} KB`,
    `${(brotli / 1024).toFixed(1)} KB`,
    `${((brotli / allBrotli) * 100).toFixed(1)} %`,
  ]);
printTable(['code from', 'minified', 'brotli (est.)', 'share'], rows);
