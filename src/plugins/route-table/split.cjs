// Pure helpers of the route-table plugin (see index.ts): read Docusaurus's generated route files,
// split the routes of the older docs versions out of the main bundle, and write the modules back.
// CommonJS because the loader that uses them is loaded with require(); unit-tested in
// tests/unit/plugins/routeTable.test.ts.
'use strict';

const vm = require('node:vm');

/** @typedef {{path: string, component: {path: string, hash?: string}, routes?: RouteData[], exact?: boolean, sidebar?: string}} RouteData */

/**
 * Reads `.docusaurus/routes.js` (an array literal with `ComponentCreator(path, hash)` calls) into
 * plain data: every component becomes `{path, hash}`.
 * @param {string} source
 * @returns {RouteData[]}
 */
function parseRoutes(source) {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'module.exports = ');
  /** @type {{module: {exports: unknown}, ComponentCreator: (path: string, hash?: string) => RouteData['component']}} */
  const sandbox = {module: {exports: undefined}, ComponentCreator: (path, hash) => ({path, hash})};
  vm.runInNewContext(body, sandbox, {timeout: 5000});
  if (!Array.isArray(sandbox.module.exports)) throw new Error('routes.js does not export an array');
  return sandbox.module.exports;
}

/**
 * Reads `.docusaurus/registry.js`: one entry a line, `"name": [() => import(…), "module", require.resolveWeak("module")],`.
 * Returns name → the entry's source text with the module path in the middle blanked: only
 * react-loadable's server-side capture reads it, and the browser bundle is never rendered on a server.
 */
function parseRegistry(source) {
  const entries = new Map();
  const line = /^\s*"([^"]+)": \[(\(\) => import\([^\n]*?\)), "([^"]*)", (require\.resolveWeak\("[^"]*"\))\],?(?:};)?$/;
  for (const text of source.split('\n')) {
    if (!/^\s*"/.test(text)) continue;
    const match = line.exec(text);
    // A format change must fail the build, not drop routes from the browser bundle.
    if (!match) throw new Error(`registry.js: unexpected entry format: ${text.slice(0, 120)}`);
    entries.set(match[1], `[${match[2]}, "", ${match[4]}]`);
  }
  if (entries.size === 0) throw new Error('registry.js has no entry in the expected format');
  return entries;
}

/** The chunk names a route uses, from routesChunkNames (`{__comp: "…", content: "…", …}`, nested). */
function chunkNamesOf(value, into = new Set()) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) chunkNamesOf(child, into);
  return into;
}

function walk(routes, visit) {
  for (const route of routes) {
    visit(route);
    if (route.routes) walk(route.routes, visit);
  }
}

const routeKey = (route) => `${route.component.path}-${route.component.hash}`;

/**
 * Plans the split. `lazyPaths` are the paths of version routes (`/docs/0.14.13/`) whose child
 * routes leave the main bundle. Returns, for each such version found, its child routes and the
 * routesChunkNames keys and registry names they need; and what stays in main. A chunk name that a
 * route in main also uses stays in main; one shared by two lazy versions goes to both.
 */
function planSplit(routes, chunkNames, lazyPaths) {
  const lazy = [];
  const findVersionRoutes = (list) => {
    for (const route of list) {
      // The first route with the version's path is the version route; its child (same path) is the sidebar route.
      if (lazyPaths.includes(route.path) && route.routes?.length && !lazy.some((v) => v.path === route.path)) {
        lazy.push({path: route.path, route, children: route.routes});
        continue;
      }
      if (route.routes) findVersionRoutes(route.routes);
    }
  };
  findVersionRoutes(routes);
  const lazyRoutes = new Set();
  for (const version of lazy) walk(version.children, (route) => lazyRoutes.add(route));

  const mainNames = new Set();
  const mainKeys = new Set(Object.keys(chunkNames));
  walk(routes, (route) => {
    if (!lazyRoutes.has(route) && route.component.hash) chunkNamesOf(chunkNames[routeKey(route)], mainNames);
  });
  for (const version of lazy) {
    version.keys = [];
    version.names = new Set();
    walk(version.children, (route) => {
      if (!route.component.hash) return;
      const key = routeKey(route);
      version.keys.push(key);
      mainKeys.delete(key);
      for (const name of chunkNamesOf(chunkNames[key])) if (!mainNames.has(name)) version.names.add(name);
    });
  }
  return {lazy, mainKeys, mainNames};
}

/** Source of a route array: `ComponentCreator` calls and, for a lazy version route, the `lazyRoutes` wrapper. */
function printRoutes(routes, lazyImport) {
  const print = (route) => {
    const fields = [`path: ${JSON.stringify(route.path)}`];
    const component = route.component.hash
      ? `ComponentCreator(${JSON.stringify(route.component.path)}, ${JSON.stringify(route.component.hash)})`
      : `ComponentCreator(${JSON.stringify(route.component.path)})`;
    for (const [key, value] of Object.entries(route)) {
      if (key !== 'path' && key !== 'component' && key !== 'routes') fields.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
    const load = lazyImport(route);
    if (load) return `lazyRoutes({${fields.join(', ')}, component: ${component}, routes: []}, () => import(${JSON.stringify(load)}))`;
    if (route.routes) fields.push(`routes: [${route.routes.map(print).join(',\n')}]`);
    return `{${fields.join(', ')}, component: ${component}}`;
  };
  return `[${routes.map(print).join(',\n')}]`;
}

module.exports = {parseRoutes, parseRegistry, planSplit, printRoutes};
