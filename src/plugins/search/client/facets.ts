/**
 * Contextual search filters, in Algolia's format: the page's language, and the docs version through
 * the `docusaurus_tag` the site's pages carry (`docs-default-current`, `docs-default-0.15.50`), as
 * the DocSearch crawler indexes them. The local index reads the same filters.
 */
export type FacetFilters = (string | string[])[];

const docsTagPrefix = 'docusaurus_tag:docs-default-';

export function contextualFacetFilters(locale: string, version: string): FacetFilters {
  return [`language:${locale}`, ['docusaurus_tag:default', `${docsTagPrefix}${version}`]];
}

/** The docs version a set of facet filters asks for, if any. */
export function versionFromFacetFilters(filters: unknown): string | undefined {
  if (!Array.isArray(filters)) return undefined;
  for (const filter of filters.flat()) {
    if (typeof filter === 'string' && filter.startsWith(docsTagPrefix)) return filter.slice(docsTagPrefix.length);
  }
  return undefined;
}
