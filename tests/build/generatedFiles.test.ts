import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {isPageModule} from '@site/src/plugins/precompress';
import {codegenSite, type CodegenSite} from '../support/codegenSite';

/*
 * Private details of Docusaurus's generated files (other than the route table, see routeTable.test.ts)
 * that this site relies on, checked on the files of a real build (see UPGRADING.md):
 * - src/plugins/docs trims the version props of the docs plugin's version routes;
 * - scripts/check-content reads the docs plugin's metadata files;
 * - src/plugins/precompress tells one page's data from shared data by the `p/` folders.
 */

let site: CodegenSite | undefined;
let docsDir: string;

beforeAll(async () => {
  site = await codegenSite();
  docsDir = path.join(site.generatedDir, 'docusaurus-plugin-content-docs/default');
}, 240_000);

afterAll(() => site?.remove());

type VersionProps = {
  version: {version: string; label: string; docs: Record<string, {id: string; title: string; description: string}>};
};
type DocMetadata = {
  id: string;
  version: string;
  source: string;
  title: string;
  description: string;
  frontMatter: Record<string, unknown>;
  sidebar?: string;
};

const versionProps = () =>
  readdirSync(path.join(docsDir, 'p')).map(
    (file) => JSON.parse(readFileSync(path.join(docsDir, 'p', file), 'utf8')) as VersionProps,
  );
const docMetadata = () =>
  readdirSync(docsDir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('__'))
    .map((file) => JSON.parse(readFileSync(path.join(docsDir, file), 'utf8')) as DocMetadata);

// Vitest types its asymmetric matchers `any`; held as `unknown`, they stay out of typed code.
const aString: unknown = expect.any(String);
const anObject: unknown = expect.any(Object);
const aSiteSourcePath: unknown = expect.stringMatching(/^@site\/.+\.mdx?$/);

describe('the docs plugin data of a real build', () => {
  it('has one version props file per version under p/, with the fields check:content reads', () => {
    expect(
      versionProps()
        .map(({version}) => version.version)
        .sort(),
    ).toEqual(['0.14.13', '0.15.50', 'current']);
    for (const {version} of versionProps()) expect(typeof version.label).toBe('string');
  });

  it('has one metadata file per doc, with the fields check:content reads', () => {
    const docs = docMetadata();
    expect(docs.length).toBeGreaterThan(500);
    for (const doc of docs) {
      expect(doc).toMatchObject({
        id: aString,
        version: aString,
        source: aSiteSourcePath,
        frontMatter: anObject,
      });
    }
  });

  it('keeps in the version props only the docs that can appear as cards (src/plugins/docs), each with its title and description', () => {
    const docsPerVersion = new Map<string, number>();
    for (const doc of docMetadata()) docsPerVersion.set(doc.version, (docsPerVersion.get(doc.version) ?? 0) + 1);
    for (const {version} of versionProps()) {
      const kept = Object.values(version.docs);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(docsPerVersion.get(version.version)! / 3);
      for (const doc of kept) expect(doc).toMatchObject({id: aString, title: aString, description: aString});
    }
  });

  it('keeps one page’s data outside p/ and what pages share inside it, as src/plugins/precompress assumes', () => {
    const {dir, generatedDir} = site!;
    const docFile = readdirSync(docsDir).find((file) => file.startsWith('site-docs-') && file.endsWith('.json'))!;
    expect(isPageModule(path.join(docsDir, docFile), dir, generatedDir)).toBe(true);
    for (const file of readdirSync(path.join(docsDir, 'p')))
      expect(isPageModule(path.join(docsDir, 'p', file), dir, generatedDir)).toBe(false);
  });
});
