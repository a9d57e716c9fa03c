// Modules without type declarations of their own, imported for their side effects or loaded lazily.

/** DocSearch 3's modal entry point (the package's main module; no declarations of its own). */
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

/** The highlighting code block, aliased per bundle by src/plugins/lazy-prism (plain import or React.lazy). */
declare module '@gx/code-highlighter' {
  import type {ComponentType} from 'react';
  export const Highlighted: ComponentType<{className?: string}>;
  /** Starts loading the highlighter ahead of need (browser); nothing on the server. */
  export const loadHighlighted: () => Promise<unknown>;
}
