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
 * Sorts the doc routes of a version into groups that load together: one group per top-level folder
 * (`guides/`, `terms/`, …); a folder with more than `max` routes is split by its subfolders; groups
 * of fewer than `min` routes (the version's root pages, small folders) are merged into one.
 * Returns the groups as arrays of routes, in the order of their first route.
 * @param {string} versionPath
 * @param {RouteData[]} leaves
 * @param {{max?: number, min?: number}} [sizes]
 * @returns {RouteData[][]}
 */
function groupLeaves(versionPath, leaves, {max = 40, min = 8} = {}) {
  const segments = (route) => route.path.slice(versionPath.length).split('/').filter(Boolean);
  const byKey = (depth, list) => {
    const groups = new Map();
    for (const route of list) {
      const key = segments(route).slice(0, depth).join('/');
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(route);
    }
    return [...groups.values()];
  };
  const groups = byKey(1, leaves).flatMap((group) => (group.length > max ? byKey(2, group) : [group]));
  const small = groups.filter((group) => group.length < min).flat();
  const result = groups.filter((group) => group.length >= min);
  if (small.length) result.push(small);
  const order = new Map(leaves.map((route, index) => [route, index]));
  return result.map((group) => group.sort((a, b) => order.get(a) - order.get(b))).sort((a, b) => order.get(a[0]) - order.get(b[0]));
}

/**
 * Plans the split. For each docs version route in `versionPaths` (`/docs/`, `/docs/0.14.13/`), finds
 * the route that holds its doc routes (the sidebar route, whose children are all exact leaf routes)
 * and sorts them into groups (see groupLeaves). Returns, for each such parent, its groups with the
 * routesChunkNames keys and registry names each needs; and what stays in main. A chunk name that a
 * route in main also uses stays in main; one used by two groups goes to both. A version path with no
 * such route (a build without that version) is skipped.
 * @param {RouteData[]} routes
 * @param {Record<string, unknown>} chunkNames
 * @param {readonly string[]} versionPaths
 * @param {{max?: number, min?: number}} [sizes]
 */
function planSplit(routes, chunkNames, versionPaths, sizes) {
  const parents = [];
  walk(routes, (route) => {
    if (!versionPaths.includes(route.path) || !route.routes?.length || parents.some((p) => p.path === route.path)) return;
    if (route.routes.some((child) => child.routes)) return; // the plugin or version route: the parent is further down
    for (const leaf of route.routes) {
      // Each leaf becomes a stub that matches exactly its own path (client/lazyRoutes.ts).
      if (leaf.exact !== true || !leaf.component.hash) throw new Error(`gx-route-table: route ${leaf.path} is not an exact page route; the split assumes doc routes are`);
    }
    parents.push({path: route.path, route, groups: groupLeaves(route.path, route.routes, sizes).map((group) => ({routes: group}))});
  });
  const groups = parents.flatMap((parent) => parent.groups);
  groups.forEach((group, index) => (group.id = index));
  const grouped = new Set(groups.flatMap((group) => group.routes));

  const mainNames = new Set();
  const mainKeys = new Set(Object.keys(chunkNames));
  walk(routes, (route) => {
    if (!grouped.has(route) && route.component.hash) chunkNamesOf(chunkNames[routeKey(route)], mainNames);
  });
  for (const group of groups) {
    group.keys = group.routes.map(routeKey);
    group.names = new Set();
    for (const key of group.keys) {
      mainKeys.delete(key);
      for (const name of chunkNamesOf(chunkNames[key])) if (!mainNames.has(name)) group.names.add(name);
    }
  }
  return {parents, groups, mainKeys, mainNames};
}

/**
 * Source of a route array: `ComponentCreator` calls and, for a parent whose doc routes load in
 * groups, a `lazyRoutes` call with one stub per doc route (its path below the parent's and its group)
 * and one loader per group. `importOf(group)` names the module of a group.
 */
function printRoutes(routes, plan, importOf) {
  const print = (route) => {
    const fields = [`path: ${JSON.stringify(route.path)}`];
    const component = route.component.hash
      ? `ComponentCreator(${JSON.stringify(route.component.path)}, ${JSON.stringify(route.component.hash)})`
      : `ComponentCreator(${JSON.stringify(route.component.path)})`;
    for (const [key, value] of Object.entries(route)) {
      if (key !== 'path' && key !== 'component' && key !== 'routes') fields.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
    const parent = plan?.parents.find((p) => p.route === route);
    if (parent) {
      const groupOf = new Map(parent.groups.flatMap((group, index) => group.routes.map((leaf) => [leaf, index])));
      const stubs = route.routes.map((leaf) => [leaf.path.slice(route.path.length), groupOf.get(leaf)]);
      const loads = parent.groups.map((group) => `() => import(${JSON.stringify(importOf(group))})`);
      return `lazyRoutes({${fields.join(', ')}, component: ${component}, routes: []}, ${JSON.stringify(stubs)}, [${loads.join(', ')}])`;
    }
    if (route.routes) fields.push(`routes: [${route.routes.map(print).join(',\n')}]`);
    return `{${fields.join(', ')}, component: ${component}}`;
  };
  return `[${routes.map(print).join(',\n')}]`;
}

module.exports = {parseRoutes, parseRegistry, groupLeaves, planSplit, printRoutes};
