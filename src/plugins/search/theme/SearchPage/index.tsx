/**
 * The /search page, for both search backends (see src/theme/SearchBar). Written for this site: the
 * classic theme has none, and theme-search-algolia's works only with an Algolia account. The query
 * lives in `q` and the docs version in `version`, so a results page can be linked and shared.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {
  searchQueryString,
  useSearchPageLink,
  useSearchVersion,
  useSearchVersions,
} from '@site/src/plugins/search/client/useSearchContext';
import {renderHighlight} from './renderHighlight';
import {useSearchResults} from './useSearchResults';
import styles from './styles.module.css';

const suggestions = ['Checkpoint', 'Expectation Suite', 'Data Context', 'Datasource'];

/** The URL's `q` and `version`, the version falling back to the reader's own when it names none that exists. */
function useSearchParams(): {query: string; version: string} {
  const {search} = useLocation();
  // The static HTML is rendered without a query; reading it only once hydrated keeps the first
  // browser render identical to the server's.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? search : '');
  const versions = useSearchVersions();
  const fallback = useSearchVersion();
  const requested = params.get('version');
  const version = versions.find((candidate) => candidate.name === requested)?.name ?? fallback.name;
  return {query: params.get('q') ?? '', version};
}

function NoResults({query, version}: {query: string; version: string}) {
  const searchPageLink = useSearchPageLink();
  return (
    <div className={styles.message}>
      <p>
        <Translate
          id="theme.SearchPage.noResultsText"
          description="The search page's message when nothing matches the query"
          values={{query: <strong>“{query}”</strong>}}
        >
          {'No results for {query}'}
        </Translate>
      </p>
      <p>
        <Translate
          id="theme.SearchPage.suggestedQueryText"
          description="Before the queries the search page suggests when nothing matches"
        >
          Try searching for
        </Translate>{' '}
        {suggestions.map((suggestion, index) => (
          <React.Fragment key={suggestion}>
            {index > 0 && ', '}
            <Link to={searchPageLink(suggestion, version)}>{suggestion}</Link>
          </React.Fragment>
        ))}
      </p>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const history = useHistory();
  const {query, version} = useSearchParams();
  const versions = useSearchVersions();
  const [input, setInput] = useState(query);
  // "Load more" counts pages for one query and version; a new search starts again at one page.
  const searchKey = searchQueryString(query, version);
  const [more, setMore] = useState({searchKey, pages: 1});
  const pages = more.searchKey === searchKey ? more.pages : 1;
  const state = useSearchResults(query, version, i18n.currentLocale, pages);

  // A new query from the URL (back, a link) replaces what is typed, in the same render.
  const [inputQuery, setInputQuery] = useState(query);
  if (inputQuery !== query) {
    setInputQuery(query);
    setInput(query);
  }
  // Typing updates the URL after a pause, so the address always reflects the results shown.
  useEffect(() => {
    if (input === query) return undefined;
    const timer = setTimeout(() => history.replace({search: searchQueryString(input, version)}), 250);
    return () => clearTimeout(timer);
  }, [input, query, version, history]);

  const title = query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for “{query}”',
          description: 'The search page title, with the query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title before a query',
      });
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search...',
    description: 'The placeholder and label of the search box',
  });
  const versionLabel = versions.find((candidate) => candidate.name === version)?.label ?? version;
  const resultsCount = translate(
    {
      id: 'theme.SearchPage.resultsCount',
      message: '{count} result in the {version} docs|{count} results in the {version} docs',
      description:
        'The number of results on the search page and the docs version searched: its plural forms, separated by |',
    },
    {count: state.status === 'done' ? state.nbHits : 0, version: versionLabel},
  );

  return (
    <>
      <Head>
        {/* Indexable: the theme's canonical link names /search/ without the query, so search engines fold
            every ?q= variant into the one search page instead of indexing result lists. */}
        <title>{title}</title>
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            // Searches at once (typing searches after a pause); without script the form still submits to /search.
            event.preventDefault();
            history.replace({search: searchQueryString(input, version)});
          }}
        >
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label={label}
            placeholder={label}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            autoComplete="off"
          />
          <label className={styles.version}>
            <Translate
              id="theme.SearchPage.versionLabel"
              description="Label of the docs version selector on the search page"
            >
              Docs version
            </Translate>
            <select
              name="version"
              value={version}
              onChange={(event) => history.replace({search: searchQueryString(input, event.target.value)})}
            >
              {versions.map((candidate) => (
                <option key={candidate.name} value={candidate.name}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            <Translate id="theme.SearchPage.submit" description="The submit button of the search page's form">
              Search
            </Translate>
          </button>
        </form>
        <div aria-live="polite">
          {state.status === 'error' && (
            <div className={styles.message} role="alert">
              <p>
                <strong>
                  <Translate
                    id="theme.SearchModal.errorScreen.titleText"
                    description="Title of the search error screen"
                  >
                    Unable to fetch results
                  </Translate>
                </strong>
              </p>
              <p>
                <Translate
                  id="theme.SearchModal.errorScreen.helpText"
                  description="Help text of the search error screen"
                >
                  You might want to check your network connection.
                </Translate>
              </p>
            </div>
          )}
          {state.status === 'done' && state.nbHits === 0 && <NoResults query={query} version={version} />}
          {state.status === 'done' && state.nbHits > 0 && (
            <p className={styles.count}>{selectMessage(state.nbHits, resultsCount)}</p>
          )}
        </div>
        {(state.status === 'done' || state.status === 'loading') && state.hits.length > 0 && (
          <ol className={styles.results}>
            {state.hits.map((hit) => (
              <li key={hit.objectID} className={styles.result}>
                <p className={styles.breadcrumbs}>
                  {[hit.hierarchy.lvl0, hit.hierarchy.lvl1].filter(Boolean).join(' › ')}
                </p>
                <Heading as="h2" className={styles.title}>
                  <Link to={hit.url}>
                    {renderHighlight(
                      hit._highlightResult.hierarchy[hit.hierarchy.lvl3 ? 'lvl3' : hit.hierarchy.lvl2 ? 'lvl2' : 'lvl1']
                        ?.value,
                    )}
                  </Link>
                </Heading>
                {hit._snippetResult?.content?.value && (
                  <p className={styles.snippet}>{renderHighlight(hit._snippetResult.content.value)}</p>
                )}
              </li>
            ))}
          </ol>
        )}
        {state.status === 'done' && state.hits.length < state.nbHits && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setMore({searchKey, pages: pages + 1})}
          >
            <Translate id="theme.SearchPage.loadMore" description="Button that shows the next results">
              Load more results
            </Translate>
          </button>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  // The docs-version hooks need the providers that Layout sets up, so the content is a child of it.
  return (
    <Layout description="Search the Great Expectations documentation of each release.">
      <SearchPageContent />
    </Layout>
  );
}
