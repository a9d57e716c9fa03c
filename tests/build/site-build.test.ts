import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {scratchSite, type ScratchSite} from '../support/scratchSite';

// Each case is a real `docusaurus build` of a copy of this site with one bad input added.
// They run one after another in this file: parallel builds would share the bundler's cache.
const BUILD_TIMEOUT = 240_000;

function page(body: string, frontMatter = 'title: Fixture page\ndescription: A page that tests one bad input.'): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

let site: ScratchSite | undefined;
afterEach(() => site?.remove());

describe('bad input fails the build with a message naming the file', () => {
  it.each([
    {
      name: 'a Markdown link to a missing doc',
      setup: (dir: string) => writeFileSync(path.join(dir, 'docs/linking-page.md'), page('See [the guide](./no-such-guide.md).')),
      message: /docs\/linking-page\.md[\s\S]*no-such-guide\.md|no-such-guide\.md[\s\S]*docs\/linking-page\.md/,
    },
    {
      name: 'a link to a route that does not exist',
      setup: (dir: string) => writeFileSync(path.join(dir, 'docs/linking-page.md'), page('See [nowhere](/docs/nowhere/).')),
      message: /Broken link on source page path = \/docs\/linking-page\/[\s\S]*\/docs\/nowhere\//,
    },
    {
      name: 'a link to a missing heading',
      setup: (dir: string) => writeFileSync(path.join(dir, 'docs/linking-page.md'), page('See [intro](./intro.md#no-such-heading).')),
      message: /\/docs\/linking-page\/[\s\S]*#no-such-heading/,
    },
    {
      name: 'a sidebar naming a missing doc id',
      setup: (dir: string) =>
        writeFileSync(
          path.join(dir, 'sidebars.ts'),
          "export default {docs: ['intro', 'guides/no-such-doc']};\n",
        ),
      message: /sidebars\.ts[\s\S]*guides\/no-such-doc/,
    },
    {
      name: 'front matter of the wrong type',
      setup: (dir: string) =>
        writeFileSync(
          path.join(dir, 'docs/bad-front-matter.md'),
          page('Body.', 'title: Fixture page\ndescription: Bad.\nsidebar_position: first'),
        ),
      message: /docs\/bad-front-matter\.md[\s\S]*sidebar_position/,
    },
    {
      name: 'front matter that is not valid YAML',
      setup: (dir: string) =>
        writeFileSync(path.join(dir, 'docs/bad-yaml.md'), page('Body.', 'title: [unclosed\ndescription: Bad.')),
      message: /docs\/bad-yaml\.md/,
    },
    {
      name: 'a term link to a term that does not exist',
      setup: (dir: string) => writeFileSync(path.join(dir, 'docs/linking-page.md'), page('Each <Term id="no_such_term">thing</Term> counts.')),
      message: /docs\/linking-page\.md:6: unknown term \\?"no_such_term/,
    },
    {
      name: 'a version listed in versions.json without its docs folder',
      setup: (dir: string) => {
        const versions: string[] = JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8'));
        writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(['0.99.0', ...versions]));
      },
      message: /version-0\.99\.0/,
    },
  ])('$name', async ({setup, message}) => {
    site = scratchSite();
    setup(site.dir);
    const {code, output} = await site.run('build', '--out-dir', 'build');
    expect(code, output).not.toBe(0);
    expect(output).toMatch(message);
  }, BUILD_TIMEOUT);
});

describe('cutting a version the way writers do', () => {
  it('docs:version 0.17.0 yields a site that builds, with 0.17.0 served under /docs/0.17.0/', async () => {
    site = scratchSite();
    const cut = await site.run('docs:version', '0.17.0');
    expect(cut.code, cut.output).toBe(0);
    expect(JSON.parse(readFileSync(path.join(site.dir, 'versions.json'), 'utf8'))).toEqual(['0.17.0', '0.15.50', '0.14.13']);
    const build = await site.run('build', '--out-dir', 'build');
    expect(build.code, build.output).toBe(0);
    const html = readFileSync(path.join(site.dir, 'build/docs/0.17.0/index.html'), 'utf8');
    expect(html).toContain('no longer actively maintained');
    expect(existsSync(path.join(site.dir, 'build/docs/0.14.13/index.html'))).toBe(true);
  }, BUILD_TIMEOUT);
});
