// Modules without type declarations of their own, imported for their side effects or loaded lazily.

/** DocSearch's stylesheet, imported with the search modal. */
declare module '@docsearch/react/style';
