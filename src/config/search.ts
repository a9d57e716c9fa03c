import type {Options as SearchOptions} from '../plugins/search';
import {algoliaSettings} from './env';

/**
 * Search: Algolia DocSearch when the build has its settings, else the site's own index of every
 * docs version. Both are shown in the same DocSearch modal and on the same /search page.
 */
export const search = {algolia: algoliaSettings} satisfies SearchOptions;
