import type {ThemeConfig} from '@docusaurus/preset-classic';
import {currentRelease} from './versions';

/**
 * Change `id` whenever `content` changes: readers who dismissed the previous
 * announcement see the new one, because dismissal is remembered per id.
 * Colours: #ffffff on #183a5a is a 11.6:1 contrast ratio (WCAG AA needs 4.5:1).
 */
export const announcementBar = {
  id: `release-${currentRelease}`,
  // On a phone the bar says it in short (src/css/custom.scss picks by width), to stay within two lines.
  content:
    `These docs cover GX ${currentRelease}. Upgrading from 0.15? ` +
    '<span class="announcement-long">Connecting to data now uses Fluent Datasources: start</span>' +
    '<span class="announcement-short">Start</span> with the <a href="/docs/">introduction</a>.',
  backgroundColor: '#183a5a',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
