/**
 * The navbar's search: the DocSearch button and modal for both backends. Written for this site (the
 * classic theme ships no SearchBar; theme-search-algolia's needs an Algolia account): without Algolia
 * settings the modal queries the local index of the reader's docs version through a stand-in search
 * client. The modal's code (and Algolia's insights client) load on first use, not with every page.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {contextualFacetFilters} from '@site/src/plugins/search/client/facets';
import {
  dropdownSelector,
  errorScreenClass,
  importDocSearchModal,
  type DocSearchInsightsClient,
} from '@site/src/plugins/search/docsearch';
import {
  useLocalSearchClient,
  useSearchPageLink,
  useSearchSettings,
  useSearchVersion,
} from '@site/src/plugins/search/client/useSearchContext';
import {SearchButton} from './SearchButton';
import {missingResultsUrl, searchTranslations} from './translations';
import {useSearchShortcuts} from './useSearchShortcuts';

type Loaded = {Modal: ComponentType<DocSearchModalProps>; insightsClient?: DocSearchInsightsClient};

let loaded: Promise<Loaded> | undefined;

async function importInsights(): Promise<DocSearchInsightsClient> {
  return (await import('search-insights')).default;
}

function loadModal(withInsights: boolean): Promise<Loaded> {
  loaded ??= Promise.all([importDocSearchModal(), withInsights ? importInsights() : Promise.resolve(undefined)]).then(
    ([Modal, insightsClient]) => {
      // An anonymous token for this page view instead of a tracking cookie.
      insightsClient?.('setUserToken', `anonymous-${Math.random().toString(36).slice(2)}`);
      return {Modal, insightsClient};
    },
  );
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/**
 * DocSearch sets its error status when a search fails, but autocomplete's clean-up sets it back to
 * idle straight away, so its error screen never stays (a reader sees "No results" instead). This
 * shows the spec's error screen in the modal's result area while the last search has failed.
 */
function SearchErrorScreen({texts}: {texts: {titleText: string; helpText: string}}) {
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setTarget(document.querySelector(dropdownSelector));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
  if (!target) return null;
  return createPortal(
    <div className={`${errorScreenClass.screen} gx-search-error`} role="alert">
      <p className={errorScreenClass.title}>{texts.titleText}</p>
      <p className={errorScreenClass.help}>{texts.helpText}</p>
    </div>,
    target,
  );
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  count,
  searchLink,
  versionLabel,
  onClose,
}: {
  count: number;
  searchLink: string;
  versionLabel: string;
  onClose: () => void;
}) {
  const {selectMessage} = usePluralForm();
  const seeAll = translate(
    {
      id: 'theme.SearchBar.seeAllResults',
      message: 'See the {count} result|See all {count} results',
      description:
        "Link below the modal's results to the search page, with the number of results: its plural forms, separated by |",
    },
    {count},
  );
  return (
    <Link to={searchLink} onClick={onClose}>
      {selectMessage(count, seeAll)}{' '}
      <Translate
        id="theme.SearchBar.seeAllVersion"
        values={{version: versionLabel}}
        description="After 'See all N results': the version searched, and that the page can search another"
      >
        {'in {version} (or search another version)'}
      </Translate>
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const {algolia, modalResults} = useSearchSettings();
  const version = useSearchVersion();
  const localClient = useLocalSearchClient(version.name);
  const searchPageLink = useSearchPageLink();
  const translations = useMemo(() => searchTranslations(), []);
  const [modal, setModal] = useState<Loaded>();
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const prefetch = useCallback(() => void loadModal(Boolean(algolia)).catch(() => undefined), [algolia]);
  const open = useCallback(() => {
    loadModal(Boolean(algolia)).then(
      (result) => {
        setModal(result);
        setIsOpen(true);
      },
      (error: unknown) => console.error('The search modal could not be loaded.', error),
    );
  }, [algolia]);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    setFailed(false);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );
  useSearchShortcuts({isOpen, onOpen: open, onClose: close, onInput, buttonRef});

  const navigator = useMemo(() => {
    const openElsewhere = ({itemUrl}: {itemUrl: string}) => void window.open(itemUrl, '_blank', 'noopener');
    return {
      navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl),
      navigateNewTab: openElsewhere,
      navigateNewWindow: openElsewhere,
    };
  }, [history]);
  const resultsFooter = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <ResultsFooter
        count={Number(state.context.nbHits ?? 0)}
        searchLink={searchPageLink(state.query, version.name)}
        versionLabel={version.label}
        onClose={close}
      />
    ),
    [searchPageLink, version, close],
  );
  const transformSearchClient = useCallback<NonNullable<DocSearchModalProps['transformSearchClient']>>(
    (algoliaClient) => {
      const client = localClient ?? algoliaClient;
      if (!localClient) client.addAlgoliaAgent('gx-docs');
      // Remember whether the last search failed, for SearchErrorScreen.
      const search: typeof client.search = (...args) =>
        client.search(...args).then(
          (response) => {
            setFailed(false);
            return response;
          },
          (error: unknown) => {
            setFailed(true);
            throw error;
          },
        );
      return {...client, search};
    },
    [localClient],
  );

  // Algolia's crawler stores absolute URLs; results on this site navigate within it.
  const transformItems = useCallback(
    <T extends {url: string}>(items: T[]) =>
      items.map((item) =>
        item.url.startsWith(siteConfig.url) ? {...item, url: item.url.slice(siteConfig.url.length)} : item,
      ),
    [siteConfig.url],
  );

  const Modal = modal?.Modal;
  return (
    <>
      <SearchButton
        ref={buttonRef}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onClick={open}
        text={translations.button.buttonText}
        ariaLabel={translations.button.buttonAriaLabel}
      />
      {isOpen &&
        Modal &&
        createPortal(
          <div className={algolia ? undefined : 'gx-search-local'}>
            <Modal
              appId={algolia?.appId ?? 'local'}
              apiKey={algolia?.apiKey ?? 'local'}
              indexName={algolia?.indexName ?? `gx-docs-${version.name}`}
              searchParameters={{
                facetFilters: contextualFacetFilters(i18n.currentLocale, version.name),
                hitsPerPage: modalResults,
              }}
              transformSearchClient={transformSearchClient}
              transformItems={transformItems}
              insights={algolia && modal.insightsClient ? {insightsClient: modal.insightsClient} : false}
              onClose={close}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              navigator={navigator}
              hitComponent={Hit}
              resultsFooterComponent={resultsFooter}
              getMissingResultsUrl={missingResultsUrl}
              placeholder={translations.placeholder}
              translations={translations.modal}
            />
          </div>,
          document.body,
        )}
      {isOpen && failed && <SearchErrorScreen texts={translations.modal.errorScreen} />}
    </>
  );
}
