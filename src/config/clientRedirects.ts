import type {PluginConfig} from '@docusaurus/types';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {includeOlderVersions} from './env';
import {redirects, type Redirect} from './redirects';
import {olderReleases} from './versions';

/**
 * The redirects a static host without rules can honour: each exact `from` gets a small page in the build that
 * sends the browser on to `to`, keeping the query and fragment. Splats need a server. A build without the older
 * versions leaves out the redirects into them (the plugin fails the build on a redirect to a page it did not build).
 */
export function clientRedirects(all: readonly Redirect[], withOlderVersions: boolean): Redirect[] {
  const skipped = withOlderVersions ? [] : olderReleases.map((release) => `/docs/${release}/`);
  return all.filter(({from, to}) => !from.endsWith('*') && !skipped.some((root) => to.startsWith(root)));
}

export const clientRedirectsPlugin: PluginConfig = [
  '@docusaurus/plugin-client-redirects',
  {redirects: clientRedirects(redirects, includeOlderVersions)} satisfies ClientRedirectsOptions,
];
