import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {scratchSite, type ScratchSite} from '../support/scratchSite';

// Each case is a real `docusaurus build` of a copy of this site with bad input added. They run one
// after another (vitest.config.ts): parallel builds would share the bundler's cache. To keep the run
// short, a build covers only what it must: the current version alone (GX_DOCS_CURRENT_ONLY) unless
// the case needs the older ones, and one build holds several bad inputs where Docusaurus reports
// them all together (errors of the same build phase, each in its own file).
// Generous: a full build takes about two minutes alone, and several times that on a busy machine.
const BUILD_TIMEOUT = 600_000;
const currentOnly = {GX_DOCS_CURRENT_ONLY: '1'};
const allVersions = {GX_DOCS_CURRENT_ONLY: ''};

function page(
  body: string,
  frontMatter = 'title: Fixture page\ndescription: A page that tests one bad input.',
): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

type Case = {name: string; setup: (dir: string) => void; message: RegExp};

/**
 * One scratch build holding every case's bad input; each case then checks that the build failed and
 * that the output names its file. Cases must fail in the same build phase, or the first failure would
 * hide the others.
 */
function failingBuild(title: string, env: Record<string, string>, cases: Case[]) {
  describe(title, () => {
    let site: ScratchSite | undefined;
    let result: {code: number; output: string};
    beforeAll(async () => {
      site = scratchSite();
      for (const {setup} of cases) setup(site.dir);
      const start = performance.now();
      result = await site.run(env, 'build', '--out-dir', 'build');
      // Where the time of `npm run test:build` goes, build by build.
      console.log(`build for "${title}": ${((performance.now() - start) / 1000).toFixed(0)} s`);
    }, BUILD_TIMEOUT);
    afterAll(() => site?.remove());

    it.each(cases)('$name', ({message}) => {
      expect(result.code, result.output).not.toBe(0);
      expect(result.output).toMatch(message);
    });
  });
}

describe('bad input fails the build with a message naming the file', () => {
  // Found while the docs are loaded, before anything is bundled: one build each, as the first error
  // stops the loading.
  failingBuild('a sidebar naming a missing doc id', currentOnly, [
    {
      name: 'a sidebar naming a missing doc id',
      setup: (dir) =>
        writeFileSync(path.join(dir, 'sidebars.ts'), "export default {docs: ['intro', 'guides/no-such-doc']};\n"),
      message: /sidebars\.ts[\s\S]*guides\/no-such-doc/,
    },
  ]);
  failingBuild('front matter of the wrong type', currentOnly, [
    {
      name: 'front matter of the wrong type',
      setup: (dir) =>
        writeFileSync(
          path.join(dir, 'docs/bad-front-matter.md'),
          page('Body.', 'title: Fixture page\ndescription: Bad.\nsidebar_position: first'),
        ),
      message: /docs\/bad-front-matter\.md[\s\S]*sidebar_position/,
    },
  ]);
  failingBuild('front matter that is not valid YAML', currentOnly, [
    {
      name: 'front matter that is not valid YAML',
      setup: (dir) =>
        writeFileSync(path.join(dir, 'docs/bad-yaml.md'), page('Body.', 'title: [unclosed\ndescription: Bad.')),
      message: /docs\/bad-yaml\.md/,
    },
  ]);
  failingBuild('a version listed in versions.json without its docs folder', allVersions, [
    {
      name: 'a version listed in versions.json without its docs folder',
      setup: (dir) => {
        const versions = JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8')) as string[];
        writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(['0.99.0', ...versions]));
      },
      message: /version-0\.99\.0/,
    },
  ]);

  // Found while the Markdown is compiled: the bundler reports every module's error at the end.
  failingBuild('bad Markdown, reported together when the pages are compiled', currentOnly, [
    {
      name: 'a Markdown link to a missing doc',
      setup: (dir) =>
        writeFileSync(path.join(dir, 'docs/linking-page.md'), page('See [the guide](./no-such-guide.md).')),
      message: /docs\/linking-page\.md[\s\S]*no-such-guide\.md|no-such-guide\.md[\s\S]*docs\/linking-page\.md/,
    },
    {
      name: 'a term link to a term that does not exist',
      setup: (dir) =>
        writeFileSync(path.join(dir, 'docs/term-page.md'), page('Each <Term id="no_such_term">thing</Term> counts.')),
      message: /docs\/term-page\.md:6: unknown term \\?"no_such_term/,
    },
  ]);

  // Found after the pages are rendered. A build of the current version alone only warns about broken
  // links (the home page links to the older versions), so the broken route needs a full build; broken
  // anchors fail any build.
  failingBuild('a link to a missing heading', currentOnly, [
    {
      name: 'a link to a missing heading',
      setup: (dir) =>
        writeFileSync(path.join(dir, 'docs/linking-page.md'), page('See [intro](./intro.md#no-such-heading).')),
      message: /\/docs\/linking-page\/[\s\S]*#no-such-heading/,
    },
  ]);
  failingBuild('a link to a route that does not exist', allVersions, [
    {
      name: 'a link to a route that does not exist',
      setup: (dir) => writeFileSync(path.join(dir, 'docs/linking-page.md'), page('See [nowhere](/docs/nowhere/).')),
      message: /Broken link on source page path = \/docs\/linking-page\/[\s\S]*\/docs\/nowhere\//,
    },
  ]);
});

describe('cutting a version the way writers do', () => {
  let site: ScratchSite | undefined;
  afterAll(() => site?.remove());

  it(
    'docs:version 0.17.0 yields a site that builds, with 0.17.0 served under /docs/0.17.0/',
    async () => {
      site = scratchSite();
      const cut = await site.run(allVersions, 'docs:version', '0.17.0');
      expect(cut.code, cut.output).toBe(0);
      expect(JSON.parse(readFileSync(path.join(site.dir, 'versions.json'), 'utf8'))).toEqual([
        '0.17.0',
        '0.15.50',
        '0.14.13',
      ]);
      const build = await site.run(allVersions, 'build', '--out-dir', 'build');
      expect(build.code, build.output).toBe(0);
      const html = readFileSync(path.join(site.dir, 'build/docs/0.17.0/index.html'), 'utf8');
      expect(html).toContain('no longer actively maintained');
      expect(existsSync(path.join(site.dir, 'build/docs/0.14.13/index.html'))).toBe(true);
    },
    BUILD_TIMEOUT,
  );
});
