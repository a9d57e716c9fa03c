import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const pluginName = 'gx-lazy-prism';

/** The theme-classic releases whose code-block files this plugin and src/theme/CodeBlock were written against. */
const supportedThemeClassic = /^3\.10\./;

/** theme-classic's client module that imports Prism to register `prism.additionalLanguages` (private path). */
const prismClientModule = 'lib/prism-include-languages.js';

type ThemeConfig = {
  colorMode?: {disableSwitch?: boolean; respectPrefersColorScheme?: boolean; defaultMode?: string};
  prism?: {darkTheme?: unknown};
};

/**
 * Why the build cannot go on with this theme and config, or nothing. The private details this
 * plugin and the ejected code block rely on are listed in UPGRADING.md ("Code blocks").
 */
export function unsupportedSetup(
  themeClassicVersion: string,
  clientModuleExists: boolean,
  themeConfig: ThemeConfig,
): string | undefined {
  const stop = (why: string) => `${pluginName}: ${why}`;
  if (!supportedThemeClassic.test(themeClassicVersion)) {
    return stop(
      `@docusaurus/theme-classic ${themeClassicVersion} is not a supported version (3.10.x). Diff src/theme/CodeBlock ` +
        `against the new theme and follow UPGRADING.md ("Code blocks"), then widen the supported range.`,
    );
  }
  if (!clientModuleExists) {
    return stop(`@docusaurus/theme-classic has no ${prismClientModule} any more: Prism would load with every page.`);
  }
  const {colorMode = {}, prism = {}} = themeConfig;
  if (
    colorMode.disableSwitch !== true ||
    colorMode.respectPrefersColorScheme ||
    colorMode.defaultMode === 'dark' ||
    prism.darkTheme
  ) {
    return stop(
      'code blocks keep the colours the server rendered them with, so the site must have one (light) colour mode: ' +
        'colorMode.disableSwitch true, no respectPrefersColorScheme, no prism.darkTheme.',
    );
  }
  return undefined;
}

/**
 * Keeps Prism out of the bundle every page loads. @docusaurus/theme-classic registers
 * `prism.additionalLanguages` in a client module that imports Prism, so Prism would load with every
 * page; in the browser bundle that module is replaced by an empty one, and the code block that
 * highlights in the browser (src/theme/CodeBlock/Content/Highlighted.tsx, loaded on demand)
 * registers the languages itself. The server bundle keeps the module: it renders every block with Prism.
 * `@gx/code-highlighter` resolves to a plain import of that component on the server and to a lazy one
 * in the browser. Stops the build on a theme version or config the code block was not written for.
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const {version} = require('@docusaurus/theme-classic/package.json') as {version: string};
  let clientModuleExists = true;
  try {
    require.resolve(path.join(themeClassicDir, prismClientModule));
  } catch {
    clientModuleExists = false;
  }
  const problem = unsupportedSetup(version, clientModuleExists, context.siteConfig.themeConfig);
  if (problem) throw new Error(problem);

  const emptyModule = path.join(context.siteDir, 'src/plugins/lazy-prism/emptyClientModule.js');
  return {
    name: pluginName,
    configureWebpack(_config, isServer, {currentBundler}) {
      const highlighter = path.join(
        context.siteDir,
        `src/theme/CodeBlock/Content/highlighter.${isServer ? 'server' : 'client'}.ts`,
      );
      const alias = {resolve: {alias: {'@gx/code-highlighter$': highlighter}}};
      if (isServer) return alias;
      return {
        ...alias,
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            emptyModule,
          ),
        ],
      };
    },
  };
}
