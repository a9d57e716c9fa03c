import {translate} from '@docusaurus/Translate';

/** The DocSearch button's and modal's strings, through Docusaurus translation (ids of theme-search-algolia where it has them). */
export function searchTranslations() {
  const placeholder = translate({
    id: 'theme.SearchBar.label',
    message: 'Search...',
    description: 'The placeholder and label of the search box',
  });
  return {
    placeholder,
    button: {
      buttonText: translate({
        id: 'theme.SearchModal.searchBox.buttonText',
        message: 'Search',
        description: 'The text of the search button',
      }),
      buttonAriaLabel: translate({
        id: 'theme.SearchModal.searchBox.buttonAriaLabel',
        message: 'Search (Ctrl+K)',
        description: 'The accessible name of the search button',
      }),
    },
    modal: {
      searchBox: {
        placeholderText: placeholder,
        searchInputLabel: placeholder,
        resetButtonTitle: translate({
          id: 'theme.SearchModal.searchBox.resetButtonTitle',
          message: 'Clear',
          description: 'The title of the button that clears the query',
        }),
        resetButtonAriaLabel: translate({
          id: 'theme.SearchModal.searchBox.resetButtonTitle',
          message: 'Clear',
          description: 'The title of the button that clears the query',
        }),
        cancelButtonText: translate({
          id: 'theme.SearchModal.searchBox.cancelButtonText',
          message: 'Cancel',
          description: 'The text of the button that closes the search modal',
        }),
        cancelButtonAriaLabel: translate({
          id: 'theme.SearchModal.searchBox.cancelButtonText',
          message: 'Cancel',
          description: 'The text of the button that closes the search modal',
        }),
      },
      errorScreen: {
        titleText: translate({
          id: 'theme.SearchModal.errorScreen.titleText',
          message: 'Unable to fetch results',
          description: 'Title of the search error screen',
        }),
        helpText: translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
          description: 'Help text of the search error screen',
        }),
      },
      noResultsScreen: {
        noResultsText: translate({
          id: 'theme.SearchModal.noResultsScreen.noResultsText',
          message: 'No results for',
          description: 'Start of the no-results message, before the query',
        }),
        suggestedQueryText: translate({
          id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
          message: 'Try searching for',
          description: 'Before the suggested queries',
        }),
        reportMissingResultsText: translate({
          id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
          message: 'Believe this query should return results?',
          description: 'Question before the report link',
        }),
        reportMissingResultsLinkText: translate({
          id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
          message: 'Let us know.',
          description: 'The report link',
        }),
      },
    },
  };
}

/** Where a reader reports a query that should have found something: a prefilled GitHub issue. */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Docs search: no results for "${query}"`;
  return `https://github.com/great-expectations/great_expectations/issues/new?title=${encodeURIComponent(title)}`;
}
