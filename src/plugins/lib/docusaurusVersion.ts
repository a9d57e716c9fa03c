import {createRequire} from 'node:module';
import path from 'node:path';
import semver from 'semver';

/**
 * The version of `@docusaurus/core` that runs the build, as resolved from the site's folder (the copy
 * that generates `.docusaurus/`, whatever else is hoisted).
 */
export function installedDocusaurusVersion(siteDir: string = process.cwd()): string {
  const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
  const {version} = requireFromSite('@docusaurus/core/package.json') as {version: string};
  return version;
}

/**
 * Stops the build when the installed Docusaurus is outside `range` (a semver range). For a plugin
 * that relies on private details of Docusaurus (generated files, internal modules, markup): its range
 * is the versions those details were checked on (see UPGRADING.md), so an upgrade fails at once with
 * the plugin's name instead of breaking pages quietly. Prereleases of a supported version count.
 */
export function assertDocusaurusVersion(
  pluginName: string,
  range: string,
  installed: string = installedDocusaurusVersion(),
): void {
  if (semver.satisfies(installed, range, {includePrerelease: true})) return;
  throw new Error(
    `${pluginName}: relies on private details of Docusaurus checked on @docusaurus/core ${range}, but ${installed} is installed. ` +
      `Follow UPGRADING.md (repository root): check each detail the plugin relies on against the new version, then widen its supported range.`,
  );
}
