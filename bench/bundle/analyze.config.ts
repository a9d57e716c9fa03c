// The site's configuration plus source maps for the client bundle, for bench/bundle-contents.mjs.
// Built with `docusaurus build --config bench/bundle/analyze.config.ts`; never the site's build.
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import config from '../../docusaurus.config';

// Docusaurus resolves plugin paths from the config file's folder; the site's are relative to the root.
// (jiti loads this file as CommonJS, so __dirname, not import.meta.)
const root = path.resolve(__dirname, '../..');
const fromRoot = (plugin: unknown): PluginConfig => {
  if (typeof plugin === 'string' && plugin.startsWith('./')) return path.join(root, plugin);
  if (Array.isArray(plugin) && typeof plugin[0] === 'string' && plugin[0].startsWith('./'))
    return [path.join(root, plugin[0]), plugin[1]];
  return plugin as PluginConfig;
};

export default {
  ...config,
  plugins: [
    ...config.plugins.map(fromRoot),
    () => ({
      name: 'gx-bench-source-maps',
      configureWebpack: (_config: unknown, isServer: boolean) => (isServer ? {} : {devtool: 'source-map'}),
    }),
  ],
} satisfies Config;
