import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import lazyRoutes from '@site/src/plugins/route-table/client/lazyRoutes';
import routeTableLoader from '@site/src/plugins/route-table/loader.cjs';
import {assertGeneratedFiles} from '@site/src/plugins/route-table';
import {
  assertChunkNames,
  assertRegistryCovers,
  parseRegistry,
  parseRoutes,
  planSplit,
  printRoutes,
} from '@site/src/plugins/route-table/split.cjs';
import {olderReleases} from '@site/src/config/versions';
import {codegenSite, type CodegenSite} from '../support/codegenSite';

/*
 * The route-table plugin (src/plugins/route-table) reads and rewrites three files Docusaurus
 * generates in a private format. These tests feed it the files of a real build of this site
 * (codegenSite), so a Docusaurus upgrade that changes the format fails here (see UPGRADING.md).
 */

const versionPaths = ['/docs/', ...olderReleases.map((release) => `/docs/${release}/`)];

let site: CodegenSite | undefined;
let generatedDir: string;
const generated = (name: string) => path.join(generatedDir, name);
const read = (name: string) => readFileSync(generated(name), 'utf8');

beforeAll(async () => {
  site = await codegenSite();
  generatedDir = site.generatedDir;
}, 240_000);

afterAll(() => site?.remove());

/** Runs the plugin's webpack loader on a generated file, as the bundler does. */
function runLoader(name: string, query = ''): string {
  const context = {
    resourcePath: generated(name),
    resourceQuery: query,
    getOptions: () => ({versionPaths, lazyRoutesModule: 'lazyRoutes'}),
    addDependency: () => undefined,
  };
  return routeTableLoader.call(context);
}

type Ref = {path: string; hash?: string};
const ComponentCreator = (routePath: string, hash?: string): Ref => ({path: routePath, hash});

/**
 * Evaluates an ES module the loader wrote: static imports come from `modules`, `import()` calls go
 * to `dynamicImport`, the default export is returned.
 */
function evaluate(
  source: string,
  modules: Record<string, unknown>,
  dynamicImport?: (specifier: string) => Promise<unknown>,
): unknown {
  const sandbox: Record<string, unknown> = {
    module: {exports: undefined},
    require: {resolveWeak: (id: string) => id},
    dynamicImport,
  };
  const body = source
    .replace(/^import (\w+) from (['"])(.*?)\2;?$/gm, (_line, name: string, _quote, specifier: string) => {
      if (!(specifier in modules)) throw new Error(`unexpected import ${specifier}`);
      sandbox[name] = modules[specifier];
      return '';
    })
    .replace(/^export default /m, 'module.exports = ')
    .replace(/\bimport\(/g, 'dynamicImport(');
  vm.runInNewContext(body, sandbox);
  return (sandbox.module as {exports: unknown}).exports;
}

type Route = {path: string; component: unknown; routes?: Route[]; [field: string]: unknown};
const normalize = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function walk(routes: readonly Route[], visit: (route: Route) => void): void {
  for (const route of routes) {
    visit(route);
    if (route.routes) walk(route.routes, visit);
  }
}

describe('the generated route files of a real build', () => {
  it('read in the format the plugin expects, with a chunk name entry per route and a registry entry per chunk', () => {
    expect(() => assertGeneratedFiles(generatedDir)).not.toThrow();
    const routes = parseRoutes(read('routes.js'), generated('routes.js'));
    const chunkNames: unknown = JSON.parse(read('routesChunkNames.json'));
    assertChunkNames(chunkNames, routes, generated('routesChunkNames.json'));
    const registry = parseRegistry(read('registry.js'), generated('registry.js'));
    assertRegistryCovers(registry, chunkNames, generated('registry.js'));
    const paths: string[] = [];
    walk(routes, (route) => paths.push(route.path));
    for (const versionPath of versionPaths) expect(paths).toContain(`${versionPath}changelog/`);
    expect(paths.at(-1)).toBe('*');
    // printRoutes writes back what it read.
    expect(normalize(parseRoutes(`export default ${printRoutes(routes)};`))).toEqual(normalize(routes));
  });

  it('split into groups: every doc route of every version in exactly one group, and only there', () => {
    const routes = parseRoutes(read('routes.js'));
    const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
    const plan = planSplit(routes, chunkNames, versionPaths);
    expect(plan.parents.map((parent: {path: string}) => parent.path).sort()).toEqual([...versionPaths].sort());
    for (const parent of plan.parents as Array<{route: Route; groups: Array<{routes: Route[]}>}>) {
      const grouped = parent.groups.flatMap((group) => group.routes);
      expect(grouped).toHaveLength(parent.route.routes!.length);
      expect(new Set(grouped)).toEqual(new Set(parent.route.routes));
      expect(parent.groups.length).toBeGreaterThan(1);
    }
    const groupKeys = plan.groups.flatMap((group: {keys: string[]}) => group.keys);
    expect(new Set([...groupKeys, ...plan.mainKeys])).toEqual(new Set(Object.keys(chunkNames)));
    expect(groupKeys.filter((key: string) => plan.mainKeys.has(key))).toEqual([]);
  });

  it('rewritten by the loader into modules that, once every group has loaded, give back the route table, chunk names and registry', async () => {
    const routeChunkNames = JSON.parse(runLoader('routesChunkNames.json')) as Record<string, unknown>;
    const registry = evaluate(runLoader('registry.js'), {}) as Record<string, unknown>;
    const mainSource = runLoader('routes.js');
    const modules = {
      '@docusaurus/ComponentCreator': ComponentCreator,
      lazyRoutes,
      '@generated/routesChunkNames': routeChunkNames,
      '@generated/registry': registry,
    };
    const loadedGroups: string[] = [];
    const dynamicImport = async (specifier: string) => {
      const [file, query] = specifier.split('?');
      expect(file).toBe(generated('routes.js'));
      loadedGroups.push(query);
      return {default: evaluate(runLoader('routes.js', `?${query}`), modules)};
    };
    const main = evaluate(mainSource, modules, dynamicImport) as Route[];

    // The main bundle names no doc page: only the stubs' paths.
    const original = parseRoutes(read('routes.js'));
    const fullChunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
    expect(Object.keys(routeChunkNames).length).toBeLessThan(Object.keys(fullChunkNames).length / 2);
    expect(mainSource).not.toContain('ComponentCreator("/docs/0.14.13/changelog/"');
    expect(mainSource).toContain('"/docs/0.14.13/"');

    // What Docusaurus does before it renders a URL: preload the components of the matching routes.
    const stubs: Array<{preload: () => Promise<unknown>}> = [];
    walk(main, (route) => {
      const component = route.component as {preload?: () => Promise<unknown>};
      if (typeof component.preload === 'function') stubs.push(component as {preload: () => Promise<unknown>});
    });
    expect(stubs.length).toBeGreaterThan(500);
    await Promise.all(stubs.map((stub) => stub.preload()));

    expect(new Set(loadedGroups).size).toBe(loadedGroups.length);
    expect(normalize(main)).toEqual(normalize(original));
    expect(routeChunkNames).toEqual(fullChunkNames);
    expect(Object.keys(registry).sort()).toEqual([...parseRegistry(read('registry.js')).keys()].sort());
    // The browser registry keeps the loader and drops the module path only the server reads.
    const someEntry = Object.values(registry)[0] as unknown[];
    expect(typeof someEntry[0]).toBe('function');
    expect(someEntry[1]).toBe('');
  });
});

describe('a change of format fails with the file and the expected shape', () => {
  const routesSource = () => read('routes.js');
  // React Router 6-8 route objects, as Docusaurus would generate them after a move to React Router 7 or 8.
  const reactRouterDataRoutes = (source: string) =>
    source.replace(/^(\s*)component: /gm, '$1Component: ').replace(/^(\s*)routes: \[/gm, '$1children: [');

  it.each([
    [
      'React Router 8 route objects (`Component`, `children`)',
      reactRouterDataRoutes,
      /has `Component`: a React Router 6\+ route object/,
    ],
    [
      'lazily loaded route modules (`lazy`)',
      (source: string) => source.replace(/component: ComponentCreator\([^)]*\)/g, "lazy: () => import('./route')"),
      /has `lazy`/,
    ],
    [
      'a component that is not a ComponentCreator call',
      (source: string) => source.replace(/ComponentCreator\(([^)]*)\)/g, '{path: "x"}'),
      /has no `component: ComponentCreator\(path, hash\)`/,
    ],
    [
      'an object instead of an array',
      (source: string) =>
        source.replace(/^export default \[/m, 'export default {routes: [').replace(/\];\s*$/, ']};\n'),
      /the default export is not an array/,
    ],
  ])('routes.js with %s', (_name, change, problem) => {
    const file = generated('routes.js');
    expect(() => parseRoutes(change(routesSource()), file)).toThrow(problem);
    expect(() => parseRoutes(change(routesSource()), file)).toThrow(
      new RegExp(
        `^gx-route-table: cannot read ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [\\s\\S]*\\nExpected \`export default \\[\\.\\.\\.\\]\` of route objects \`\\{path: string, component: ComponentCreator\\(path, hash\\)`,
      ),
    );
  });

  it('printRoutes, handed React Router 8 route objects, names the shape it expects instead of failing with a TypeError', () => {
    const routes = [{path: '/docs/', Component: () => null, children: [{path: '/docs/intro/', Component: () => null}]}];
    expect(() => printRoutes(routes)).toThrow(
      /gx-route-table: cannot read routes\.js: route "\/docs\/" \(the default export\[0\]\) has `Component`, `children`[\s\S]*Expected `export default/,
    );
  });

  it('the loader, on a routes.js with React Router 8 route objects, names the file', () => {
    const file = generated('routes.js');
    const original = routesSource();
    try {
      writeFileSync(file, reactRouterDataRoutes(original));
      expect(() => runLoader('routes.js')).toThrow(
        `gx-route-table: cannot read ${file}: route "/blog/" (the default export[0]) has \`Component\``,
      );
    } finally {
      writeFileSync(file, original);
    }
  });

  it.each([
    [
      'routesChunkNames.json keyed by path alone',
      'routesChunkNames.json',
      (source: string) => source.replace(/^(\s*"[^"]*)-[0-9a-f]{3,4}":/gm, '$1":'),
      /routesChunkNames\.json: it has no key "\/blog\/-[0-9a-f]+" for route "\/blog\/"/,
    ],
    [
      'registry.js without the module path',
      'registry.js',
      (source: string) => source.replace(/, "[^"]*", require\.resolveWeak/g, ', require.resolveWeak'),
      /registry\.js: an entry has another format/,
    ],
  ])('%s', (_name, name, change, problem) => {
    const file = generated(name);
    const original = read(name);
    try {
      writeFileSync(file, change(original));
      expect(() => runLoader('routes.js')).toThrow(problem);
      expect(() => runLoader('routes.js')).toThrow(/Expected .*as @docusaurus\/core ~?\d/);
    } finally {
      writeFileSync(file, original);
    }
  });

  it('a doc route that is not an exact page route stops the split', () => {
    const source = routesSource().replace(
      /(ComponentCreator\('\/docs\/0\.14\.13\/changelog\/', '[0-9a-f]+'\)),\n\s*exact: true/,
      '$1',
    );
    expect(source).not.toBe(routesSource());
    const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
    expect(() => planSplit(parseRoutes(source), chunkNames, versionPaths)).toThrow(
      /route \/docs\/0\.14\.13\/changelog\/ is not an exact page route/,
    );
  });
});
