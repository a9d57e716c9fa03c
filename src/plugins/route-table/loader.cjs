// Browser-bundle loader for Docusaurus's generated route files (see index.ts). Rewrites
//   routes.js                   → the route table with a stub for each doc route;
//   routes.js?gxGroup=<n>       → one group of doc routes, and the chunk names and registry
//                                 entries they need, merged into the shared tables;
//   routesChunkNames.json       → the entries of the routes that stay in main;
//   registry.js                 → the entries main needs, without module paths.
// Plain CommonJS: Rspack loads loaders with require().
// @ts-check
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const {
  assertChunkNames,
  assertRegistryCovers,
  formatError,
  parseRegistry,
  parseRoutes,
  planSplit,
  printRoutes,
} = require('./split.cjs');

/** @typedef {import('./split.cjs').RouteData} RouteData */
/** @typedef {import('./split.cjs').Group} Group */
/** @typedef {import('./split.cjs').Plan} Plan */
/** @typedef {{versionPaths: string[], lazyRoutesModule: string}} LoaderOptions set by index.ts */
/** @typedef {{getOptions: () => LoaderOptions, resourcePath: string, resourceQuery: string, addDependency: (file: string) => void}} LoaderContext the part of the bundler's loader context this loader uses */
/** @typedef {{routes: RouteData[], chunkNames: Record<string, unknown>, registry: Map<string, string>, plan: Plan}} Parsed */

const generatedFiles = ['routes.js', 'routesChunkNames.json', 'registry.js'];
/** @type {{key: string, value: Parsed} | undefined} one parse and plan per change of the generated files, not one per rewritten module */
let parsed;

/**
 * @param {string} source
 * @param {string} file
 * @returns {unknown}
 */
function parseJson(source, file) {
  try {
    return JSON.parse(source);
  } catch (error) {
    throw formatError(
      'routesChunkNames.json',
      file,
      `it is not JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/**
 * @param {string} generatedDir
 * @param {string[]} versionPaths
 * @param {(file: string) => void} addDependency
 * @returns {Parsed}
 */
function load(generatedDir, versionPaths, addDependency) {
  const files = generatedFiles.map((name) => path.join(generatedDir, name));
  files.forEach(addDependency);
  const key = JSON.stringify([versionPaths, ...files.map((file) => [file, fs.statSync(file).mtimeMs])]);
  if (parsed?.key !== key) {
    const [routesFile, chunkNamesFile, registryFile] = /** @type {[string, string, string]} */ (files);
    const routes = parseRoutes(fs.readFileSync(routesFile, 'utf8'), routesFile);
    const chunkNames = parseJson(fs.readFileSync(chunkNamesFile, 'utf8'), chunkNamesFile);
    assertChunkNames(chunkNames, routes, chunkNamesFile);
    const registry = parseRegistry(fs.readFileSync(registryFile, 'utf8'), registryFile);
    assertRegistryCovers(registry, chunkNames, registryFile);
    parsed = {key, value: {routes, chunkNames, registry, plan: planSplit(routes, chunkNames, versionPaths)}};
  }
  return parsed.value;
}

/** @type {(registry: Map<string, string>, names: Iterable<string>) => string} */
const printRegistry = (registry, names) =>
  `{\n${[...names]
    .filter((name) => registry.has(name))
    .map((name) => `${JSON.stringify(name)}: ${registry.get(name)}`)
    .join(',\n')}\n}`;

/**
 * @this {LoaderContext}
 * @returns {string}
 */
module.exports = function routeTableLoader() {
  const {versionPaths, lazyRoutesModule} = this.getOptions();
  const {routes, chunkNames, registry, plan} = load(path.dirname(this.resourcePath), versionPaths, (file) =>
    this.addDependency(file),
  );
  const file = path.basename(this.resourcePath);
  const groupId = new URLSearchParams(this.resourceQuery).get('gxGroup');

  if (file === 'routesChunkNames.json') {
    return JSON.stringify(Object.fromEntries([...plan.mainKeys].map((key) => [key, chunkNames[key]])));
  }
  if (file === 'registry.js') {
    const groupedNames = new Set(plan.groups.flatMap((group) => [...group.names]));
    return `export default ${printRegistry(
      registry,
      [...registry.keys()].filter((name) => !groupedNames.has(name)),
    )};\n`;
  }
  if (file !== 'routes.js') throw new Error(`gx-route-table: unexpected file ${this.resourcePath}`);

  const header = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
  if (groupId !== null) {
    const group = plan.groups.find((g) => String(g.id) === groupId);
    if (!group) throw new Error(`gx-route-table: no route group ${groupId}`);
    return [
      header,
      "import routesChunkNames from '@generated/routesChunkNames';",
      "import registry from '@generated/registry';",
      // Before the routes below: ComponentCreator reads both tables when it is called.
      `Object.assign(routesChunkNames, ${JSON.stringify(Object.fromEntries(group.keys.map((key) => [key, chunkNames[key]])))});`,
      `Object.assign(registry, ${printRegistry(registry, group.names)});`,
      `export default ${printRoutes(group.routes, undefined, undefined, this.resourcePath)};`,
    ].join('\n');
  }
  /** @param {Group} group */
  const importOf = (group) => `${this.resourcePath}?gxGroup=${group.id}`;
  return `${header}import lazyRoutes from ${JSON.stringify(lazyRoutesModule)};\nexport default ${printRoutes(routes, plan, importOf, this.resourcePath)};\n`;
};
