import {readdir, stat} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {constants} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compilation, Compiler} from 'webpack';

export const pluginName = 'gx-precompress';

/** Text files worth compressing; images and fonts are compressed formats already. */
export function isCompressible(file: string): boolean {
  return /\.(html|js|mjs|css|svg|json|webmanifest|xml|rss|atom|txt|md|csv|tsv|yml|yaml|map)$/i.test(file);
}

/** The server configuration the serving plugin writes into the build (`_server/`): never served, so never compressed. */
const isServerFile = (relativePath: string) => relativePath.split(path.sep).join('/').startsWith('_server/');

/**
 * Brotli quality for a file of the build (path relative to the build folder, `/`-separated). Files
 * shared by many page views and cached long get the smallest encoding (11): the hashed assets and the
 * search index. Files that belong to one page are read once per view of it, like its HTML: quality 11
 * makes them about 10 % smaller than quality 7 (under 1 KB a page) but costs about 40 times the CPU,
 * most of the build's compression time. `pageFiles` names the chunks that hold one page's content.
 */
export function brotliQuality(relativePath: string, pageFiles: ReadonlySet<string> = new Set()): number {
  const file = relativePath.split(path.sep).join('/');
  if (pageFiles.has(file)) return 7;
  return /^(assets|search-index)\//.test(file) ? 11 : 7;
}

/**
 * Whether a module of the browser bundle is one page's content: a Markdown page, or the metadata
 * Docusaurus generates for one page (JSON under the generated folder; its `p/` folders hold what many
 * pages share, such as a docs version's sidebar). At worst a wrong answer changes a file's quality.
 */
export function isPageModule(resource: string | undefined, siteDir: string, generatedFilesDir: string): boolean {
  if (!resource) return false;
  const fromSite = path.relative(siteDir, resource).split(path.sep).join('/');
  if (/^(docs|versioned_docs|blog)\/.*\.mdx?$/.test(fromSite)) return true;
  const generated = path.relative(generatedFilesDir, resource).split(path.sep).join('/');
  return !generated.startsWith('../') && generated.endsWith('.json') && !generated.split('/').includes('p');
}

/**
 * The files of the browser bundle's chunks that hold a page's content (with the small modules the
 * bundler copies into each chunk that needs them, such as @mdx-js/react or the Tabs component).
 */
function pageChunkFiles(compilation: Compilation, isPage: (resource: string | undefined) => boolean): string[] {
  const files: string[] = [];
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial()) continue;
    const modules = compilation.chunkGraph.getChunkModules(chunk);
    if (modules.some((module) => isPage(module.nameForCondition() ?? undefined))) files.push(...chunk.files);
  }
  return files;
}

/** Files smaller than this are not compressed: the headers would cost more than compression saves. */
const minSize = 512;
const gzipLevel = 9;

/**
 * Brotli's parameters for a file of `size` bytes. The window is no larger than the file: brotli's
 * default (4 MB) makes quality 7 set up tables sized for it on every file, which made compressing
 * the ~550 HTML pages take 2.2 s instead of 0.6 s here, for the same bytes.
 */
export function brotliParams(quality: number, size: number): Record<number, number> {
  const windowBits = Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size))),
  );
  return {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_LGWIN]: windowBits,
  };
}

/**
 * What a compression thread runs: for each file it is sent, writes file.br and file.gz next to it,
 * with the synchronous zlib calls (a thread does one file at a time). Given as source, run with
 * `eval`, so that it works wherever this plugin's TypeScript is loaded from (Docusaurus, Vitest, the benches).
 */
const workerSource = `
const {parentPort} = require('node:worker_threads');
const {readFileSync, writeFileSync} = require('node:fs');
const {brotliCompressSync, gzipSync} = require('node:zlib');
parentPort.on('message', ({file, params}) => {
  const content = readFileSync(file);
  writeFileSync(file + '.br', brotliCompressSync(content, {params}));
  writeFileSync(file + '.gz', gzipSync(content, {level: ${gzipLevel}}));
  parentPort.postMessage('done');
});
`;

/** A file to compress, with its brotli parameters (brotliParams). */
type Job = {file: string; params: Record<number, number>};

/** Runs the jobs on `threads` worker threads, each taking the next job when it is done with one. */
export function runOnThreads(jobs: Job[], threads: number): Promise<void> {
  let next = 0;
  const thread = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerSource, {eval: true});
      const feed = () => {
        const job = jobs[next++];
        if (job) worker.postMessage(job);
        else void worker.terminate().then(() => resolve());
      };
      worker.on('message', feed);
      worker.on('error', (error) => {
        next = jobs.length; // the other threads stop after their current file
        reject(error);
      });
      feed();
    });
  return Promise.all(Array.from({length: Math.min(threads, jobs.length)}, thread)).then(() => undefined);
}

/**
 * Compresses files on worker threads, one per core, with the brotli quality `qualityOf` gives each,
 * the largest files first: brotli 11 on the biggest bundles takes longest, and starting them last
 * would leave the other cores idle at the end. Tiny files are skipped (compressing them may grow
 * them). Threads with the synchronous zlib calls beat the asynchronous ones on libuv's pool here:
 * about a fifth less CPU and wall time (file by file, no callbacks), and the work goes on while the
 * main thread is busy (the search index is built at the same time). Returns how many it compressed.
 */
export async function precompressFiles(
  files: string[],
  qualityOf: (file: string) => number,
  threads = availableParallelism(),
): Promise<number> {
  const sized = await Promise.all(files.map(async (file) => ({file, size: (await stat(file)).size})));
  const jobs = sized
    .filter(({size}) => size >= minSize)
    .sort((a, b) => b.size - a.size)
    .map(({file, size}) => ({file, params: brotliParams(qualityOf(file), size)}));
  await runOnThreads(jobs, Math.max(1, threads));
  return jobs.length;
}

/** The compressible files under a folder that have no `.br` copy yet. */
async function uncompressedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  const names = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
  );
  return [...names].filter(
    (file) => isCompressible(file) && !names.has(`${file}.br`) && !isServerFile(path.relative(dir, file)),
  );
}

/**
 * Compresses every compressible file under a folder (see precompressFiles), with brotliQuality's
 * quality, then looks again for files that appeared meanwhile, until there are none: at the end of a
 * build, the sitemap and the blog feeds are written by other plugins' postBuild hooks, which
 * Docusaurus runs at the same time as this one (they take milliseconds; the first pass, seconds).
 */
export async function precompressDir(
  dir: string,
  {pageFiles, threads}: {pageFiles?: ReadonlySet<string>; threads?: number} = {},
): Promise<number> {
  const seen = new Set<string>();
  let compressed = 0;
  for (;;) {
    const files = (await uncompressedFiles(dir)).filter((file) => !seen.has(file));
    if (files.length === 0) return compressed;
    for (const file of files) seen.add(file);
    compressed += await precompressFiles(files, (file) => brotliQuality(path.relative(dir, file), pageFiles), threads);
  }
}

/** Writes brotli and gzip copies of the build's text files, for static hosts (and `npm run serve`) to send. */
export default function precompressPlugin(context: LoadContext): Plugin {
  const pageFiles = new Set<string>();
  const isPage = (resource: string | undefined) => isPageModule(resource, context.siteDir, context.generatedFilesDir);
  return {
    name: pluginName,
    configureWebpack(config, isServer) {
      // Only production builds are compressed (postBuild); the dev server need not track chunks.
      if (isServer || config.mode !== 'production') return {};
      // Rspack's compiler has the same hooks and chunk graph as webpack's, whose types these are.
      const recordPageFiles = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap(pluginName, (compilation) => {
            pageFiles.clear();
            for (const file of pageChunkFiles(compilation, isPage)) pageFiles.add(file);
          });
        },
      };
      return {plugins: [recordPageFiles]};
    },
    async postBuild({outDir}) {
      await precompressDir(outDir, {pageFiles});
    },
  };
}
