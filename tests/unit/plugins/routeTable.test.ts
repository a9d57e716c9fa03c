import {describe, expect, it} from 'vitest';
import {groupLeaves, parseRegistry, parseRoutes, planSplit, printRoutes} from '@site/src/plugins/route-table/split.cjs';

// The shape Docusaurus 3 generates in .docusaurus/routes.js.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'a3f'),
    routes: [
      {
        path: '/docs/1.0/',
        component: ComponentCreator('/docs/1.0/', 'v10'),
        routes: [
          {
            path: '/docs/1.0/',
            component: ComponentCreator('/docs/1.0/', 's10'),
            routes: [
              {path: '/docs/1.0/intro/', component: ComponentCreator('/docs/1.0/intro/', 'i10'), exact: true, sidebar: "docs"},
            ]
          }
        ]
      },
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'v20'),
        routes: [
          {
            path: '/docs/',
            component: ComponentCreator('/docs/', 's20'),
            routes: [
              {path: '/docs/intro/', component: ComponentCreator('/docs/intro/', 'i20'), exact: true, sidebar: "docs"},
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  '/docs/-a3f': {__comp: 'docsRoot'},
  '/docs/1.0/-v10': {__comp: 'versionRoot', __props: 'props10'},
  '/docs/1.0/-s10': {__comp: 'docRoot'},
  '/docs/1.0/intro/-i10': {__comp: 'docItem', content: 'intro10', nested: {a: 'shared-old'}},
  '/docs/-v20': {__comp: 'versionRoot', __props: 'props20'},
  '/docs/-s20': {__comp: 'docRoot'},
  '/docs/intro/-i20': {__comp: 'docItem', content: 'intro20'},
};

describe('parseRoutes', () => {
  it('reads the generated array, components as {path, hash}, other fields kept', () => {
    const routes = parseRoutes(routesSource);
    expect(routes).toHaveLength(2);
    expect(routes[1]).toEqual({path: '*', component: {path: '*', hash: undefined}});
    const intro = routes[0]?.routes?.[0]?.routes?.[0]?.routes?.[0];
    expect(intro).toEqual({path: '/docs/1.0/intro/', component: {path: '/docs/1.0/intro/', hash: 'i10'}, exact: true, sidebar: 'docs'});
  });

  it('fails on a file that does not export an array', () => {
    expect(() => parseRoutes('export default {};')).toThrow(/array/);
  });
});

describe('parseRegistry', () => {
  const entry = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

  it('reads every entry and blanks the module path in the middle', () => {
    const source = `export default {\n${entry('a1', '@site/docs/a.md')}\n${entry('b2', '@theme/DocItem').replace(/,$/, '};')}\n`;
    const registry = parseRegistry(source);
    expect([...registry.keys()]).toEqual(['a1', 'b2']);
    expect(registry.get('a1')).toBe('[() => import(/* webpackChunkName: "a1" */ "@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")]');
  });

  it.each([
    ['an entry in another format', `export default {\n  "a1": [() => import("x"), "x"],\n};`],
    ['no entries at all', 'export default {};'],
  ])('fails on %s', (_name, source) => {
    expect(() => parseRegistry(source)).toThrow(/registry\.js/);
  });
});

describe('groupLeaves', () => {
  const leaf = (path: string) => ({path, component: {path, hash: 'h'}, exact: true});
  const paths = (groups: Array<Array<{path: string}>>) => groups.map((group) => group.map((route) => route.path));

  it('groups by top-level folder, splits a large folder by subfolder and merges small groups', () => {
    const leaves = [
      leaf('/v/'),
      leaf('/v/guides/a/1/'),
      leaf('/v/terms/x/'),
      leaf('/v/guides/a/2/'),
      leaf('/v/guides/b/1/'),
      leaf('/v/guides/b/2/'),
      leaf('/v/terms/y/'),
      leaf('/v/changelog/'),
    ];
    expect(paths(groupLeaves('/v/', leaves, {max: 3, min: 2}))).toEqual([
      ['/v/', '/v/changelog/'], // the root page and a folder of one, merged
      ['/v/guides/a/1/', '/v/guides/a/2/'],
      ['/v/terms/x/', '/v/terms/y/'],
      ['/v/guides/b/1/', '/v/guides/b/2/'],
    ]);
  });

  it('keeps every route exactly once', () => {
    const leaves = Array.from({length: 50}, (_, i) => leaf(`/v/s${i % 7}/p${i}/`));
    const groups = groupLeaves('/v/', leaves);
    expect(groups.flat()).toHaveLength(50);
    expect(new Set(groups.flat()).size).toBe(50);
  });
});

describe('planSplit', () => {
  const routes = parseRoutes(routesSource);

  it('groups the doc routes of each version and moves the chunk names only they use', () => {
    const plan = planSplit(routes, chunkNames, ['/docs/', '/docs/1.0/']);
    expect(plan.parents.map((parent: {path: string; route: {component: {hash: string}}}) => [parent.path, parent.route.component.hash])).toEqual([
      ['/docs/1.0/', 's10'], // the sidebar route, below the version route of the same path
      ['/docs/', 's20'],
    ]);
    expect(plan.groups.map((group: {id: number; keys: string[]}) => [group.id, group.keys])).toEqual([
      [0, ['/docs/1.0/intro/-i10']],
      [1, ['/docs/intro/-i20']],
    ]);
    // docItem is used by both groups and by no route in main: each group brings it.
    expect([...plan.groups[0].names].sort()).toEqual(['docItem', 'intro10', 'shared-old']);
    expect([...plan.groups[1].names].sort()).toEqual(['docItem', 'intro20']);
    expect([...plan.mainKeys].sort()).toEqual(['/docs/-a3f', '/docs/-s20', '/docs/-v20', '/docs/1.0/-s10', '/docs/1.0/-v10']);
    expect(plan.mainNames.has('docRoot')).toBe(true);
    expect(plan.mainNames.has('docItem')).toBe(false);
  });

  it.each([[[]], [['/docs/9.9/']]])('with version paths %j that match no docs version, keeps everything in main', (versionPaths) => {
    const plan = planSplit(routes, chunkNames, versionPaths);
    expect(plan.groups).toEqual([]);
    expect(plan.mainKeys.size).toBe(Object.keys(chunkNames).length);
  });

  it('fails on a doc route that is not exact', () => {
    const inexact = parseRoutes(routesSource.replace("'i20'), exact: true", "'i20')"));
    expect(() => planSplit(inexact, chunkNames, ['/docs/'])).toThrow(/\/docs\/intro\/ is not an exact page route/);
  });
});

describe('printRoutes', () => {
  it('prints routes that parse back to the same data', () => {
    const routes = parseRoutes(routesSource);
    const printed = printRoutes(routes);
    expect(parseRoutes(`export default ${printed};`)).toEqual(routes);
  });

  it('prints a stub for each doc route and a loader for each group', () => {
    const routes = parseRoutes(routesSource);
    const plan = planSplit(routes, chunkNames, ['/docs/1.0/']);
    const printed = printRoutes(routes, plan, (group: {id: number}) => `routes.js?gxGroup=${group.id}`);
    expect(printed).toContain(
      'lazyRoutes({path: "/docs/1.0/", component: ComponentCreator("/docs/1.0/", "s10"), routes: []}, [["intro/",0]], [() => import("routes.js?gxGroup=0")])',
    );
    expect(printed).not.toContain('"i10"');
    expect(printed).toContain('ComponentCreator("/docs/intro/", "i20")');
  });
});
