import type {Plugin} from '@docusaurus/types';

/**
 * PostCSS takes its options from Docusaurus alone (postcss-preset-env, as configured by
 * Docusaurus). Without `config: false`, postcss-loader searches the site for a PostCSS config file
 * for each stylesheet (the theme and the site have about 80), which cost about 0.7 s of the
 * bundler's main thread in a cold build; the site has no such file, and the emitted CSS is byte for
 * byte the same.
 * A PostCSS plugin the site needs goes into `plugins` here.
 */
export const pluginName = 'gx-postcss';

export default function postcssPlugin(): Plugin {
  return {
    name: pluginName,
    configurePostCss(options) {
      return {...options, config: false};
    },
  };
}
