// Relative, not @site/: this module is also loaded by the config loader, which has no aliases.
import versionsJson from '../../versions.json';

/*
 * Release facts shared by the config and the pages. Browser code imports this module, so it must not
 * read the environment (see ./docs.ts for the build-time options).
 */

/** The GX release that `docs/` documents; it is served at /docs with no version segment. */
export const currentRelease = '0.16.10';

/**
 * Older releases, newest first. versions.json is written by `docusaurus docs:version`, so a writer who cuts a
 * version gets its route, label and outdated banner without editing this file.
 */
export const olderReleases: readonly string[] = versionsJson;

/** Documentation of GX 0.13.x and earlier lives on a separate, frozen site. */
export const archiveUrl = 'https://legacy.docs.greatexpectations.io/en/latest/';
export const archiveLabel = '0.13.x and earlier';
