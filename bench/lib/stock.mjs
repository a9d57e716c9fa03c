// @ts-check
// The stock site of the comparisons: this repository's content with bench/stock/docusaurus.config.ts,
// in bench/.stock-site/ (ignored by git). Content is copied, not linked, so the stock build reads
// its own files and keeps its caches apart from the site's.
import {cp, mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const stockDir = path.join(root, 'bench/.stock-site');
export const stockBuildDir = path.join(stockDir, 'build');

// What the content needs: pages, their versions and sidebars, static files, the home page and its
// components, the <Term> remark plugin and the MDX components it renders, the navbar and footer data.
const copied = [
  'docs',
  'versioned_docs',
  'versioned_sidebars',
  'versions.json',
  'sidebars.ts',
  'static',
  'blog',
  'src/pages',
  'src/components',
  'src/plugins/terms',
  'src/theme/MDXComponents',
  'src/config/navbar.ts',
  'src/config/footer.ts',
  'src/config/versions.ts',
  'tsconfig.json',
];

/** (Re)creates bench/.stock-site from the current content; removes its build and caches. */
export async function prepareStockSite() {
  await rm(stockDir, {recursive: true, force: true});
  await mkdir(stockDir, {recursive: true});
  for (const entry of copied) {
    await cp(path.join(root, entry), path.join(stockDir, entry), {recursive: true});
  }
  await cp(path.join(root, 'bench/stock/docusaurus.config.ts'), path.join(stockDir, 'docusaurus.config.ts'));
  // The stock site resolves packages from this repository's node_modules (one level up the tree).
  await writeFile(
    path.join(stockDir, 'package.json'),
    JSON.stringify({name: 'gx-docs-stock-bench', private: true}, null, 2),
  );
  return stockDir;
}
