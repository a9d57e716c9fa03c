import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const pluginName = 'gx-precompress';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
export function isCompressible(file: string): boolean {
  return /\.(html|js|css|svg|json|xml|txt|csv|map)$/i.test(file);
}

/**
 * Brotli quality for a file of the build (path relative to the build folder). The hashed assets and the
 * search index are few, shared by many page views and cached long, so they get the smallest encoding
 * (11). The HTML pages are most of the build's bytes (~23 MB for ~470 pages) and each is read once per
 * view: quality 11 makes them about 10 % smaller than quality 7 (under 1 KB a page) but costs about
 * 50 times the CPU, most of the build's compression time.
 */
export function brotliQuality(relativePath: string): number {
  return /^(assets|search-index)[\\/]/.test(relativePath) ? 11 : 7;
}

/** Writes file.br and file.gz next to a file, when they are smaller than it (tiny files may grow). */
export async function precompressFile(file: string, quality = 11): Promise<number> {
  const content = await readFile(file);
  if (content.length < 512) return 0;
  const [br, gz] = await Promise.all([
    brotli(content, {params: {[constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length}}),
    gzipAsync(content, {level: 9}),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return 1;
}

/** Compresses every compressible file under a folder, a few at a time. */
export async function precompressDir(dir: string, concurrency = 8): Promise<number> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  const files = entries.filter((entry) => entry.isFile() && isCompressible(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  let done = 0;
  for (let index = 0; index < files.length; index += concurrency) {
    const batch = files.slice(index, index + concurrency);
    const counts = await Promise.all(batch.map((file) => precompressFile(file, brotliQuality(path.relative(dir, file)))));
    done += counts.reduce((sum, count) => sum + count, 0);
  }
  return done;
}

/** Writes brotli and gzip copies of the build's text files, for static hosts (and `npm run serve`) to send. */
export default function precompressPlugin(_context: LoadContext): Plugin {
  return {
    name: pluginName,
    async postBuild({outDir}) {
      await precompressDir(outDir);
    },
  };
}
