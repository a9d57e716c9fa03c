import {useCallback, useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useActivePluginAndVersion,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {createLocalSearchClient} from './searchClient';
import {loadIndex, SearchFetchError} from './loadIndex';
import {pluginName} from '../settings';
import type {SearchGlobalData} from '../types';

export type SearchVersion = {name: string; label: string};

/**
 * The version a search is scoped to: the page's own docs version, else the reader's preferred one,
 * else the current release.
 */
export function useSearchVersion(): SearchVersion {
  const active = useActivePluginAndVersion()?.activeVersion;
  const {preferredVersion} = useDocsPreferredVersion();
  const latest = useLatestVersion(undefined);
  const version = active ?? preferredVersion ?? latest;
  return {name: version.name, label: version.label};
}

export function useSearchVersions(): SearchVersion[] {
  return useVersions(undefined).map(({name, label}) => ({name, label}));
}

/** The /search page's query string for a query scoped to a version. */
export function searchQueryString(query: string, version: string): string {
  return `?q=${encodeURIComponent(query)}&version=${encodeURIComponent(version)}`;
}

/** The link to the /search page for a query, scoped to a version. */
export function useSearchPageLink() {
  const {siteConfig} = useDocusaurusContext();
  return useCallback(
    (query: string, version: string) => `${siteConfig.baseUrl}search/${searchQueryString(query, version)}`,
    [siteConfig.baseUrl],
  );
}

function isSearchGlobalData(data: unknown): data is SearchGlobalData {
  return typeof data === 'object' && data !== null && 'indexPaths' in data && 'modalResults' in data;
}

/** The settings the search plugin publishes (src/plugins/search/index.ts). */
export function useSearchSettings(): SearchGlobalData {
  const data = usePluginData(pluginName);
  if (!isSearchGlobalData(data)) throw new Error('The gx-search plugin published no search settings.');
  return data;
}

/**
 * The local index's client (undefined in Algolia mode), for the modal and the search page. The modal
 * answers from the first part of the index while the rest loads; the page (`complete`) waits for all.
 */
export function useLocalSearchClient(defaultVersion: string, {complete = false}: {complete?: boolean} = {}) {
  const {algolia, indexPaths} = useSearchSettings();
  return useMemo(() => {
    if (algolia) return undefined;
    return createLocalSearchClient({
      defaultVersion,
      indexFor: (version) => {
        const paths = indexPaths[version];
        return paths
          ? loadIndex(paths, {complete})
          : Promise.reject(new SearchFetchError(`No search index for version ${version}`));
      },
    });
  }, [algolia, indexPaths, defaultVersion, complete]);
}
