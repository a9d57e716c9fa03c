/**
 * Every detail of DocSearch that the search plugin relies on beyond DocSearchModal's documented
 * props, named in one place and read from the version below. The plugin stops the build when another
 * version is installed (see `checkDocSearchVersion` in index.ts); UPGRADING.md lists each detail with
 * the test that guards it. Browser-safe: the theme components import it too.
 */
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import type {LegacySearchMethodProps, SearchMethodParams, SearchResponses} from 'algoliasearch/lite';

/** The DocSearch version these details were read from (package.json pins it, with an `overrides` entry). */
export const docSearchVersion = '3.9.0';

/**
 * DocSearch's class names for the navbar button. The button is drawn by SearchButton (DocSearch 3
 * ships its button in the same module as the modal, which loads on first use only); with these
 * classes DocSearch's button stylesheet styles it and the modal treats it as its own.
 */
export const buttonClass = {
  button: 'DocSearch DocSearch-Button',
  container: 'DocSearch-Button-Container',
  icon: 'DocSearch-Search-Icon',
  placeholder: 'DocSearch-Button-Placeholder',
  keys: 'DocSearch-Button-Keys',
  key: 'DocSearch-Button-Key',
} as const;

/** The modal's scrolling results area, where SearchErrorScreen shows the error screen. */
export const dropdownSelector = '.DocSearch-Dropdown';

/** DocSearch's error screen markup, reused so that it looks like DocSearch's own. */
export const errorScreenClass = {
  screen: 'DocSearch-ErrorScreen',
  title: 'DocSearch-Title',
  help: 'DocSearch-Help',
} as const;

/**
 * The error name on which DocSearch's modal sets its status to 'error' (Algolia's client names an
 * unreachable host so). A failed local index fetch carries it, so both backends fail alike.
 */
export const retryErrorName = 'RetryError';

/** What the modal's `insights` prop takes as its client (search-insights' default export). */
export type DocSearchInsightsClient = NonNullable<
  Exclude<DocSearchModalProps['insights'], boolean | undefined>['insightsClient']
>;

/**
 * The modal and its stylesheet. `@docsearch/react/modal` is the package's main module under the name
 * src/modules.d.ts declares; DocSearch 3 publishes no separate modal entry point.
 */
export function importDocSearchModal() {
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css')]).then(
    ([modal]) => modal.DocSearchModal,
  );
}

/** The search client type DocSearch's modal accepts from `transformSearchClient`. */
export type DocSearchClient = DocSearchTransformClient;

export type SearchArguments = SearchMethodParams | LegacySearchMethodProps;

/**
 * A search client in the shape DocSearch's modal (and the /search page) call, answering from a local
 * function. DocSearch types `search` as generic in the hit type its caller expects; the local index
 * answers with DocSearch-shaped hits whatever the caller names, which the overload below states
 * (TypeScript checks an implementation against its overloads with their type parameters erased).
 */
export function localDocSearchClient<Hit>(
  answer: (args: SearchArguments) => Promise<SearchResponses<Hit>>,
): DocSearchClient {
  function search<T>(args: SearchArguments): Promise<SearchResponses<T>>;
  function search(args: SearchArguments): Promise<SearchResponses<Hit>> {
    return answer(args);
  }
  const algoliaAgent: DocSearchClient['transporter']['algoliaAgent'] = {
    value: 'gx-local-search',
    add: () => algoliaAgent,
  };
  return {search, addAlgoliaAgent: () => undefined, transporter: {algoliaAgent}};
}
