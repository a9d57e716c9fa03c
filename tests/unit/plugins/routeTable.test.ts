import {describe, expect, it} from 'vitest';
import {groupLeaves, parseRegistry, parseRoutes, supportedDocusaurus} from '@site/src/plugins/route-table/split.cjs';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {assertDocusaurusVersion, installedDocusaurusVersion} from '@site/src/plugins/lib/docusaurusVersion';
import {assertGeneratedFiles} from '@site/src/plugins/route-table';

// Reading, splitting and rewriting the generated files is tested on the files of a real build in
// tests/build/routeTable.test.ts; these are the pure parts and the plugin's guard.

describe('the Docusaurus version guard', () => {
  it('passes on the installed @docusaurus/core', () => {
    expect(() => assertDocusaurusVersion('gx-route-table', supportedDocusaurus)).not.toThrow();
  });

  it.each(['3.9.2', '3.11.0', '4.0.0', '4.0.0-alpha.1'])(
    'stops the build on %s, naming the plugin and the supported range',
    (version) => {
      expect(() => assertDocusaurusVersion('gx-route-table', supportedDocusaurus, version)).toThrow(
        `gx-route-table: relies on private details of Docusaurus checked on @docusaurus/core ${supportedDocusaurus}, but ${version} is installed.`,
      );
    },
  );

  it('reads the version of the @docusaurus/core the site resolves', () => {
    expect(installedDocusaurusVersion()).toMatch(/^3\.\d+\.\d+/);
  });
});

describe('reading generated files fails with the file and the expected shape', () => {
  it.each([
    [
      'routes.js that does not evaluate',
      () => parseRoutes('export default [{path: "/", component: Missing()}];', '/site/.docusaurus/routes.js'),
      /cannot read \/site\/\.docusaurus\/routes\.js: evaluating it failed \(Missing is not defined\)/,
    ],
    [
      'a route without a path',
      () => parseRoutes('export default [{component: ComponentCreator("/", "abc")}];'),
      /the default export\[0\] has no string `path`/,
    ],
    [
      'nested React Router 8 routes',
      () =>
        parseRoutes(
          'export default [{path: "/", component: ComponentCreator("/", "abc"), routes: [{path: "/a/", Component: ComponentCreator("/a/", "def")}]}];',
        ),
      /route "\/a\/" \(route "\/" \(the default export\[0\]\)\.routes\[0\]\) has `Component`/,
    ],
    [
      'a registry entry in another format',
      () => parseRegistry('export default {\n  "a1": [() => import("x"), "x"],\n};', '/site/.docusaurus/registry.js'),
      /cannot read \/site\/\.docusaurus\/registry\.js: an entry has another format/,
    ],
    [
      'a registry with no entry',
      () => parseRegistry('export default {};'),
      /registry\.js: it has no entry in the expected format/,
    ],
  ])('%s', (_name, read, problem) => {
    expect(read).toThrow(problem);
    expect(read).toThrow(
      /\nExpected .*, as @docusaurus\/core .* generates it\. If Docusaurus changed this format, see UPGRADING\.md/,
    );
  });
});

describe('assertGeneratedFiles', () => {
  it('stops the build when Docusaurus no longer generates a file the loader rewrites', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gx-route-table-'));
    try {
      writeFileSync(path.join(dir, 'routes.js'), '');
      expect(() => assertGeneratedFiles(dir)).toThrow(
        `gx-route-table: Docusaurus generated no routesChunkNames.json, registry.js in ${dir}`,
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
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
