import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the bundle every page loads. @docusaurus/theme-classic registers
 * `prism.additionalLanguages` in a client module that imports Prism, so Prism would load with every
 * page; in the browser bundle that module is replaced by an empty one, and the code block that
 * highlights in the browser (src/theme/CodeBlock/Content/Highlighted.tsx, loaded on demand)
 * registers the languages itself. The server bundle keeps the module: it renders every block with Prism.
 * `@gx/code-highlighter` resolves to a plain import of that component on the server and to a lazy one
 * in the browser.
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const emptyModule = path.join(context.siteDir, 'src/plugins/lazy-prism/emptyClientModule.js');
  return {
    name: 'gx-lazy-prism',
    configureWebpack(_config, isServer, {currentBundler}) {
      const highlighter = path.join(context.siteDir, `src/theme/CodeBlock/Content/highlighter.${isServer ? 'server' : 'client'}.ts`);
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
