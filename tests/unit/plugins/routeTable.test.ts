import {describe, expect, it} from 'vitest';
import {parseRegistry, parseRoutes, planSplit, printRoutes} from '@site/src/plugins/route-table/split.cjs';

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

describe('planSplit', () => {
  const routes = parseRoutes(routesSource);

  it('moves the child routes of a lazy version and the chunk names only they use', () => {
    const plan = planSplit(routes, chunkNames, ['/docs/1.0/']);
    expect(plan.lazy).toHaveLength(1);
    const [old] = plan.lazy;
    expect(old.path).toBe('/docs/1.0/');
    expect(old.route.component.hash).toBe('v10'); // the version route itself stays in main
    expect(old.keys).toEqual(['/docs/1.0/-s10', '/docs/1.0/intro/-i10']);
    // docRoot and docItem are used by the current version too, so they stay in main.
    expect([...old.names].sort()).toEqual(['intro10', 'shared-old']);
    expect([...plan.mainKeys].sort()).toEqual(['/docs/-a3f', '/docs/-s20', '/docs/-v20', '/docs/1.0/-v10', '/docs/intro/-i20']);
    expect(plan.mainNames.has('docItem')).toBe(true);
  });

  it.each([[[]], [['/docs/9.9/']]])('with lazy paths %j that match no version route, keeps everything in main', (lazyPaths) => {
    const plan = planSplit(routes, chunkNames, lazyPaths);
    expect(plan.lazy).toEqual([]);
    expect(plan.mainKeys.size).toBe(Object.keys(chunkNames).length);
  });
});

describe('printRoutes', () => {
  it('prints routes that parse back to the same data', () => {
    const routes = parseRoutes(routesSource);
    const printed = printRoutes(routes, () => undefined);
    expect(parseRoutes(`export default ${printed};`)).toEqual(routes);
  });

  it('prints a lazy version route with no children and its import', () => {
    const routes = parseRoutes(routesSource);
    const plan = planSplit(routes, chunkNames, ['/docs/1.0/']);
    const printed = printRoutes(routes, (route: unknown) => (route === plan.lazy[0].route ? 'routes.js?gxVersion=%2Fdocs%2F1.0%2F' : undefined));
    expect(printed).toContain(
      'lazyRoutes({path: "/docs/1.0/", component: ComponentCreator("/docs/1.0/", "v10"), routes: []}, () => import("routes.js?gxVersion=%2Fdocs%2F1.0%2F"))',
    );
    expect(printed).not.toContain('/docs/1.0/intro/');
    expect(printed).toContain('/docs/intro/');
  });
});
