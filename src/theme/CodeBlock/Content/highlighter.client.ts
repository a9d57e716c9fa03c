// `@gx/code-highlighter` in the browser bundle (src/plugins/lazy-prism): Prism loads on demand.
import {lazy} from 'react';

export const loadHighlighted = () => import('./Highlighted');
export const Highlighted = lazy(loadHighlighted);
