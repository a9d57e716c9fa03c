import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {extractRecords} from './extractRecords';
import type {SearchIndexFile} from '../types';

/** The HTML file a route path was rendered to, with `trailingSlash: true`. */
function htmlFileOf(outDir: string, routePath: string, baseUrl: string): string {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  return path.join(outDir, relative, 'index.html');
}

/**
 * Reads the rendered doc pages and groups their search records by docs version, in route order
 * so the files are the same from one build to the next.
 */
export async function buildVersionIndexes(options: {
  outDir: string;
  baseUrl: string;
  routePaths: string[];
}): Promise<SearchIndexFile[]> {
  const {outDir, baseUrl, routePaths} = options;
  const byVersion = new Map<string, SearchIndexFile>();
  const pages = [...new Set(routePaths)].filter((route) => route.startsWith(`${baseUrl}docs/`)).sort();
  const batchSize = 32;
  for (let start = 0; start < pages.length; start += batchSize) {
    const batch = pages.slice(start, start + batchSize);
    const htmls = await Promise.all(
      batch.map((route) => readFile(htmlFileOf(outDir, route, baseUrl), 'utf8').catch(() => undefined)),
    );
    batch.forEach((route, index) => {
      const html = htmls[index];
      const page = html === undefined ? undefined : extractRecords(html, route);
      if (!page) return;
      const file = byVersion.get(page.version) ?? {version: page.version, locale: page.locale, records: []};
      file.records.push(...page.records);
      byVersion.set(page.version, file);
    });
  }
  return [...byVersion.values()];
}
