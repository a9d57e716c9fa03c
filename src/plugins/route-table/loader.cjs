// Browser-bundle loader for Docusaurus's generated route files (see index.ts). Rewrites
//   routes.js                   → the route table without the lazy versions' child routes;
//   routes.js?gxVersion=<path>  → one lazy version's child routes, and the chunk names and
//                                 registry entries they need, merged into the shared tables;
//   routesChunkNames.json       → the entries of the routes that stay in main;
//   registry.js                 → the entries main needs, without module paths.
// Plain CommonJS: Rspack loads loaders with require().
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const {parseRegistry, parseRoutes, planSplit, printRoutes} = require('./split.cjs');

const generatedFiles = ['routes.js', 'routesChunkNames.json', 'registry.js'];
let parsed; // {key, value}: one parse and plan per change of the generated files, not one per rewritten module

function load(generatedDir, lazyPaths, addDependency) {
  const files = generatedFiles.map((name) => path.join(generatedDir, name));
  files.forEach(addDependency);
  const key = JSON.stringify([lazyPaths, ...files.map((file) => [file, fs.statSync(file).mtimeMs])]);
  if (parsed?.key !== key) {
    const [routesSource, chunkNamesSource, registrySource] = files.map((file) => fs.readFileSync(file, 'utf8'));
    const routes = parseRoutes(routesSource);
    const chunkNames = JSON.parse(chunkNamesSource);
    parsed = {key, value: {routes, chunkNames, registry: parseRegistry(registrySource), plan: planSplit(routes, chunkNames, lazyPaths)}};
  }
  return parsed.value;
}

const printRegistry = (registry, names) => `{\n${[...names].filter((name) => registry.has(name)).map((name) => `${JSON.stringify(name)}: ${registry.get(name)}`).join(',\n')}\n}`;

module.exports = function routeTableLoader() {
  const {lazyPaths, lazyRoutesModule} = this.getOptions();
  const {routes, chunkNames, registry, plan} = load(path.dirname(this.resourcePath), lazyPaths, (file) => this.addDependency(file));
  const file = path.basename(this.resourcePath);
  const version = new URLSearchParams(this.resourceQuery).get('gxVersion');

  if (file === 'routesChunkNames.json') {
    return JSON.stringify(Object.fromEntries([...plan.mainKeys].map((key) => [key, chunkNames[key]])));
  }
  if (file === 'registry.js') {
    const lazyNames = new Set(plan.lazy.flatMap((v) => [...v.names]));
    return `export default ${printRegistry(registry, [...registry.keys()].filter((name) => !lazyNames.has(name)))};\n`;
  }
  if (file !== 'routes.js') throw new Error(`gx-route-table: unexpected file ${this.resourcePath}`);

  const header = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
  if (version !== null) {
    const lazy = plan.lazy.find((v) => v.path === version);
    if (!lazy) throw new Error(`gx-route-table: no version route at ${version}`);
    return [
      header,
      "import routesChunkNames from '@generated/routesChunkNames';",
      "import registry from '@generated/registry';",
      // Before the routes below: ComponentCreator reads both tables when it is called.
      `Object.assign(routesChunkNames, ${JSON.stringify(Object.fromEntries(lazy.keys.map((key) => [key, chunkNames[key]])))});`,
      `Object.assign(registry, ${printRegistry(registry, lazy.names)});`,
      `export default ${printRoutes(lazy.children, () => undefined)};`,
    ].join('\n');
  }
  const lazyImport = (route) => {
    const lazy = plan.lazy.find((v) => v.route === route);
    return lazy ? `${this.resourcePath}?gxVersion=${encodeURIComponent(lazy.path)}` : undefined;
  };
  return `${header}import lazyRoutes from ${JSON.stringify(lazyRoutesModule)};\nexport default ${printRoutes(routes, lazyImport)};\n`;
};
