// Pure helpers of the route-table plugin (see index.ts): read Docusaurus's generated route files
// (checking their private format, see UPGRADING.md), split the doc routes of each docs version out
// of the main bundle, and write the modules back. CommonJS because the loader that uses them is
// loaded with require(). Tested on the files of a real build in tests/build/routeTable.test.ts, and
// in tests/unit/plugins/routeTable.test.ts.
// @ts-check
'use strict';

const vm = require('node:vm');

/**
 * The @docusaurus/core versions whose generated route files this plugin was checked on (UPGRADING.md
 * says how to widen it). index.ts stops the build on any other version.
 */
const supportedDocusaurus = '~3.10.0';

/** @typedef {{path: string, hash?: string}} ComponentRef what `ComponentCreator(path, hash)` stands for */
/** @typedef {{path: string, component: ComponentRef, routes?: RouteData[], exact?: boolean, [field: string]: unknown}} RouteData */
/** @typedef {{id: number, routes: RouteData[], keys: string[], names: Set<string>}} Group routes that load together, with their routesChunkNames keys and registry names */
/** @typedef {{path: string, route: RouteData & {routes: RouteData[]}, groups: Group[]}} Parent a route whose doc routes load in groups */
/** @typedef {{parents: Parent[], groups: Group[], mainKeys: Set<string>, mainNames: Set<string>}} Plan */

/** What each generated file must look like, quoted in every error about it. */
const expectedShape = {
  'routes.js':
    '`export default [...]` of route objects `{path: string, component: ComponentCreator(path, hash), exact?: true, routes?: [...], <other fields>: JSON}`, ' +
    'in the form React Router 5 (react-router-config) takes',
  'routesChunkNames.json':
    'a JSON object with one key `<path>-<hash>` per route of routes.js, each an object whose leaves are chunk names (strings)',
  'registry.js':
    'one entry a line, `"<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" */ "<module>"), "<module>", require.resolveWeak("<module>")],`',
};

/**
 * The error for a generated file this plugin cannot read: names the plugin, the file, what is wrong,
 * the shape it expects and the Docusaurus versions that shape comes from.
 * @param {keyof typeof expectedShape} kind
 * @param {string} file the file's path, as the bundler gave it
 * @param {string} problem
 */
function formatError(kind, file, problem) {
  return new Error(
    `gx-route-table: cannot read ${file}: ${problem}.\nExpected ${expectedShape[kind]}, as @docusaurus/core ${supportedDocusaurus} generates it. ` +
      'If Docusaurus changed this format, see UPGRADING.md (route table).',
  );
}

/** Fields of React Router 6-8 route objects (data routers), which Docusaurus 3 does not generate. */
const reactRouterDataFields = [
  'Component',
  'children',
  'lazy',
  'element',
  'index',
  'loader',
  'action',
  'ErrorBoundary',
  'errorElement',
  'handle',
];

/** Tells `ComponentCreator` results apart from other objects in the evaluated routes. */
const componentRefs = new WeakSet();

/** @type {(value: unknown) => boolean} */
const isJsonValue = (value) =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (typeof value === 'object' && Object.values(value).every(isJsonValue));

/**
 * An object that is not an array, whose fields can be read (a route object, parsed JSON).
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Checks that `routes` has the shape printRoutes and planSplit rely on; throws formatError otherwise.
 * @param {unknown} routes
 * @param {string} file
 * @param {(value: unknown) => boolean} isComponent
 * @returns {asserts routes is RouteData[]}
 */
function assertRoutes(routes, file, isComponent, where = 'the default export') {
  if (!Array.isArray(routes)) throw formatError('routes.js', file, `${where} is not an array`);
  routes.forEach((/** @type {unknown} */ route, index) => {
    const at = `${where}[${index}]`;
    if (!isPlainObject(route)) throw formatError('routes.js', file, `${at} is not a route object`);
    const name = typeof route.path === 'string' ? `route ${JSON.stringify(route.path)} (${at})` : at;
    const dataFields = reactRouterDataFields.filter((field) => field in route);
    if (dataFields.length) {
      throw formatError(
        'routes.js',
        file,
        `${name} has ${dataFields.map((field) => `\`${field}\``).join(', ')}: a React Router 6+ route object (data router), not the React Router 5 route config this plugin rewrites`,
      );
    }
    if (typeof route.path !== 'string') throw formatError('routes.js', file, `${name} has no string \`path\``);
    if (!isComponent(route.component))
      throw formatError('routes.js', file, `${name} has no \`component: ComponentCreator(path, hash)\``);
    if ('exact' in route && typeof route.exact !== 'boolean')
      throw formatError('routes.js', file, `${name} has a non-boolean \`exact\``);
    for (const [field, value] of Object.entries(route)) {
      if (field !== 'component' && field !== 'routes' && !isJsonValue(value))
        throw formatError('routes.js', file, `${name} has a field \`${field}\` that is not JSON data`);
    }
    if ('routes' in route) assertRoutes(route.routes, file, isComponent, `${name}.routes`);
  });
}

/**
 * Reads `.docusaurus/routes.js` (an array literal with `ComponentCreator(path, hash)` calls) into
 * plain data: every component becomes `{path, hash}`. Fails with formatError on any other shape.
 * @param {string} source
 * @param {string} [file] the file's path, for errors
 * @returns {RouteData[]}
 */
function parseRoutes(source, file = 'routes.js') {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'module.exports = ');
  /** @type {(path: unknown, hash?: unknown) => ComponentRef} */
  const ComponentCreator = (path, hash) => {
    if (typeof path !== 'string' || (hash !== undefined && typeof hash !== 'string')) {
      throw formatError(
        'routes.js',
        file,
        `ComponentCreator(${JSON.stringify(path)}, ${JSON.stringify(hash)}) does not take a path and a hash`,
      );
    }
    const ref = hash === undefined ? {path, hash: undefined} : {path, hash};
    componentRefs.add(ref);
    return ref;
  };
  /** @type {{module: {exports: unknown}, ComponentCreator: typeof ComponentCreator}} */
  const sandbox = {module: {exports: undefined}, ComponentCreator};
  try {
    vm.runInNewContext(body, sandbox, {timeout: 5000, filename: file});
  } catch (error) {
    // Errors thrown inside the sandbox come from its own realm: not `instanceof Error` here.
    const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
    if (message.startsWith('gx-route-table:')) throw error;
    throw formatError('routes.js', file, `evaluating it failed (${message})`);
  }
  const routes = sandbox.module.exports;
  assertRoutes(routes, file, (value) => componentRefs.has(/** @type {object} */ (value)));
  return routes;
}

/**
 * Checks that routesChunkNames.json (parsed) has an entry for each route with a hash, whose leaves
 * are strings; throws formatError otherwise.
 * @param {unknown} chunkNames
 * @param {RouteData[]} routes
 * @param {string} [file]
 * @returns {asserts chunkNames is Record<string, unknown>}
 */
function assertChunkNames(chunkNames, routes, file = 'routesChunkNames.json') {
  if (!chunkNames || typeof chunkNames !== 'object' || Array.isArray(chunkNames))
    throw formatError('routesChunkNames.json', file, 'it is not a JSON object');
  /** @type {(value: unknown) => boolean} */
  const leavesAreStrings = (value) =>
    typeof value === 'string' ||
    (value !== null && typeof value === 'object' && Object.values(value).every(leavesAreStrings));
  walk(routes, (route) => {
    if (route.component.hash === undefined) return;
    const key = routeKey(route);
    const entry = /** @type {Record<string, unknown>} */ (chunkNames)[key];
    if (entry === undefined)
      throw formatError(
        'routesChunkNames.json',
        file,
        `it has no key ${JSON.stringify(key)} for route ${JSON.stringify(route.path)} of routes.js`,
      );
    if (!entry || typeof entry !== 'object' || !leavesAreStrings(entry))
      throw formatError(
        'routesChunkNames.json',
        file,
        `the entry ${JSON.stringify(key)} is not an object of chunk names`,
      );
  });
}

/**
 * Reads `.docusaurus/registry.js`: one entry a line, `"name": [() => import(…), "module", require.resolveWeak("module")],`.
 * Returns name → the entry's source text with the module path in the middle blanked: only
 * react-loadable's server-side capture reads it, and the browser bundle is never rendered on a server.
 * @param {string} source
 * @param {string} [file] the file's path, for errors
 * @returns {Map<string, string>}
 */
function parseRegistry(source, file = 'registry.js') {
  /** @type {Map<string, string>} */
  const entries = new Map();
  const line = /^\s*"([^"]+)": \[(\(\) => import\([^\n]*?\)), "([^"]*)", (require\.resolveWeak\("[^"]*"\))\],?(?:};)?$/;
  if (!/^export default \{/m.test(source)) throw formatError('registry.js', file, 'it has no `export default {`');
  for (const text of source.split('\n')) {
    if (!/^\s*"/.test(text)) continue;
    const match = line.exec(text);
    // A format change must fail the build, not drop routes from the browser bundle.
    if (!match) throw formatError('registry.js', file, `an entry has another format: ${text.slice(0, 120)}`);
    entries.set(match[1], `[${match[2]}, "", ${match[4]}]`);
  }
  if (entries.size === 0) throw formatError('registry.js', file, 'it has no entry in the expected format');
  return entries;
}

/**
 * Checks that every chunk name routesChunkNames uses has a registry entry; throws formatError otherwise.
 * @param {Map<string, string>} registry
 * @param {Record<string, unknown>} chunkNames
 * @param {string} [file] the registry's path, for errors
 */
function assertRegistryCovers(registry, chunkNames, file = 'registry.js') {
  for (const [key, entry] of Object.entries(chunkNames)) {
    for (const name of chunkNamesOf(entry)) {
      if (!registry.has(name))
        throw formatError(
          'registry.js',
          file,
          `it has no entry for chunk ${JSON.stringify(name)}, which routesChunkNames.json names for ${JSON.stringify(key)}`,
        );
    }
  }
}

/**
 * The chunk names a route uses, from routesChunkNames (`{__comp: "…", content: "…", …}`, nested).
 * @param {unknown} value
 * @returns {Set<string>}
 */
function chunkNamesOf(value, into = /** @type {Set<string>} */ (new Set())) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) chunkNamesOf(child, into);
  return into;
}

/**
 * @param {RouteData[]} routes
 * @param {(route: RouteData) => void} visit
 */
function walk(routes, visit) {
  for (const route of routes) {
    visit(route);
    if (route.routes) walk(route.routes, visit);
  }
}

/** @param {RouteData} route */
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
  /** @param {RouteData} route */
  const segments = (route) => route.path.slice(versionPath.length).split('/').filter(Boolean);
  /** @type {(depth: number, list: RouteData[]) => RouteData[][]} */
  const byKey = (depth, list) => {
    /** @type {Map<string, RouteData[]>} */
    const groups = new Map();
    for (const route of list) {
      const key = segments(route).slice(0, depth).join('/');
      const group = groups.get(key);
      if (group) group.push(route);
      else groups.set(key, [route]);
    }
    return [...groups.values()];
  };
  const groups = byKey(1, leaves).flatMap((group) => (group.length > max ? byKey(2, group) : [group]));
  const small = groups.filter((group) => group.length < min).flat();
  const result = groups.filter((group) => group.length >= min);
  if (small.length) result.push(small);
  const order = new Map(leaves.map((route, index) => [route, index]));
  /** @param {RouteData | undefined} route */
  const position = (route) => (route ? (order.get(route) ?? 0) : 0);
  return result
    .map((group) => group.sort((a, b) => position(a) - position(b)))
    .sort((a, b) => position(a[0]) - position(b[0]));
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
 * @returns {Plan}
 */
function planSplit(routes, chunkNames, versionPaths, sizes) {
  /** @type {Parent[]} */
  const parents = [];
  let nextId = 0;
  walk(routes, (route) => {
    const children = route.routes;
    if (!versionPaths.includes(route.path) || !children?.length || parents.some((p) => p.path === route.path)) return;
    if (children.some((child) => child.routes)) return; // the plugin or version route: the parent is further down
    for (const leaf of children) {
      // Each leaf becomes a stub that matches exactly its own path (client/lazyRoutes.ts).
      if (leaf.exact !== true || !leaf.component.hash)
        throw new Error(
          `gx-route-table: route ${leaf.path} is not an exact page route; the split assumes doc routes are`,
        );
    }
    const groups = groupLeaves(route.path, children, sizes).map((group) => ({
      id: nextId++,
      routes: group,
      keys: group.map(routeKey),
      names: new Set(),
    }));
    parents.push({path: route.path, route: /** @type {Parent['route']} */ (route), groups});
  });
  const groups = parents.flatMap((parent) => parent.groups);
  const grouped = new Set(groups.flatMap((group) => group.routes));

  /** @type {Set<string>} */
  const mainNames = new Set();
  const mainKeys = new Set(Object.keys(chunkNames));
  walk(routes, (route) => {
    if (!grouped.has(route) && route.component.hash) chunkNamesOf(chunkNames[routeKey(route)], mainNames);
  });
  for (const group of groups) {
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
 * @param {unknown} routes routes as parseRoutes returns them; anything else fails with formatError
 * @param {Plan} [plan]
 * @param {(group: Group) => string} [importOf]
 * @param {string} [file] the file's path, for errors
 * @returns {string}
 */
function printRoutes(routes, plan, importOf = (group) => String(group.id), file = 'routes.js') {
  // Data that did not come through parseRoutes (or a format it let through) fails here with the
  // expected shape, not with a TypeError halfway through printing.
  assertRoutes(
    routes,
    file,
    (value) => Boolean(value) && typeof (/** @type {{path?: unknown}} */ (value).path) === 'string',
  );
  /** @type {(route: RouteData) => string} */
  const print = (route) => {
    const fields = [`path: ${JSON.stringify(route.path)}`];
    const component = route.component.hash
      ? `ComponentCreator(${JSON.stringify(route.component.path)}, ${JSON.stringify(route.component.hash)})`
      : `ComponentCreator(${JSON.stringify(route.component.path)})`;
    for (const [key, value] of Object.entries(route)) {
      if (key !== 'path' && key !== 'component' && key !== 'routes')
        fields.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
    const parent = plan?.parents.find((p) => p.route === route);
    if (parent) {
      const groupOf = new Map(parent.groups.flatMap((group, index) => group.routes.map((leaf) => [leaf, index])));
      const stubs = parent.route.routes.map((leaf) => [leaf.path.slice(route.path.length), groupOf.get(leaf)]);
      const loads = parent.groups.map((group) => `() => import(${JSON.stringify(importOf(group))})`);
      return `lazyRoutes({${fields.join(', ')}, component: ${component}, routes: []}, ${JSON.stringify(stubs)}, [${loads.join(', ')}])`;
    }
    if (route.routes) fields.push(`routes: [${route.routes.map(print).join(',\n')}]`);
    return `{${fields.join(', ')}, component: ${component}}`;
  };
  return `[${routes.map(print).join(',\n')}]`;
}

module.exports = {
  supportedDocusaurus,
  formatError,
  parseRoutes,
  assertRoutes,
  assertChunkNames,
  parseRegistry,
  assertRegistryCovers,
  groupLeaves,
  planSplit,
  printRoutes,
};
