// `@gx/code-highlighter` in the server bundle (src/plugins/lazy-prism): the server renders every
// block highlighted, synchronously, so the HTML has no Suspense boundary around it.
export {default as Highlighted} from './Highlighted';

/** Nothing to load ahead on the server. */
export const loadHighlighted = (): Promise<void> => Promise.resolve();
