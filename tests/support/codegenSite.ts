import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {scratchSite, type ScratchSite} from './scratchSite';

const stopMessage = 'gx-test: stop after code generation';

export type CodegenSite = ScratchSite & {
  /** The scratch copy's `.docusaurus/`, as a production build of all versions generates it. */
  generatedDir: string;
};

/**
 * A scratch copy of the site on which a real `docusaurus build` (all versions, no test pages, as in
 * production) ran until Docusaurus had written `.docusaurus/` and was about to bundle: a plugin added
 * for the test stops it there. The generated files are those of a full build, in seconds instead of
 * minutes; tests of code that relies on their private format read them (see UPGRADING.md).
 */
export async function codegenSite(): Promise<CodegenSite> {
  const site = scratchSite();
  writeFileSync(
    path.join(site.dir, 'docusaurus.codegen.config.ts'),
    [
      "import config from './docusaurus.config';",
      `const stop = () => ({name: 'gx-test-stop', configureWebpack() { throw new Error(${JSON.stringify(stopMessage)}); }});`,
      'export default {...config, plugins: [...config.plugins, stop]};',
    ].join('\n'),
  );
  // The build inherits this process's environment (scratchSite.run); the test worker is a process of its own.
  delete process.env.GX_DOCS_CURRENT_ONLY;
  delete process.env.GX_DOCS_TEST_PAGES;
  const {output} = await site.run({}, 'build', '--config', 'docusaurus.codegen.config.ts', '--out-dir', 'build');
  if (!output.includes(stopMessage)) {
    site.remove();
    throw new Error(`the build stopped before code generation was done:\n${output}`);
  }
  return {...site, generatedDir: path.join(site.dir, '.docusaurus')};
}
