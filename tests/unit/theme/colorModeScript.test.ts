import {createRequire} from 'node:module';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';

// The colour-mode decision the shell makes before first paint: theme-classic's inline script.
const require = createRequire(import.meta.url);
const {getThemeInlineScript} = require('@docusaurus/theme-classic/lib/inlineScripts') as {
  getThemeInlineScript: (options: {
    colorMode: {disableSwitch: boolean; defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean};
    siteStorage: {type: 'localStorage'; namespace: string};
  }) => string;
};

type ColorMode = {disableSwitch: boolean; defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean};

/** Runs the inline script against a fake browser and returns the data-theme it sets. */
function initialTheme(
  colorMode: ColorMode,
  {stored, systemDark}: {stored?: string; systemDark: boolean},
): string | undefined {
  const attributes: Record<string, string> = {};
  const sandbox = {
    window: {
      location: {search: ''},
      localStorage: {getItem: (key: string) => (key === 'theme' ? (stored ?? null) : null)},
      matchMedia: () => ({matches: systemDark}),
    },
    document: {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}},
    URLSearchParams,
  };
  vm.runInNewContext(getThemeInlineScript({colorMode, siteStorage: {type: 'localStorage', namespace: ''}}), sandbox);
  return attributes['data-theme'];
}

const switchable = (defaultMode: 'light' | 'dark', respectPrefersColorScheme: boolean): ColorMode => ({
  disableSwitch: false,
  defaultMode,
  respectPrefersColorScheme,
});

describe('initial colour mode', () => {
  it.each([
    [
      'a stored choice wins over the system preference',
      switchable('light', true),
      {stored: 'dark', systemDark: false},
      'dark',
    ],
    ['a stored choice wins over the default', switchable('dark', false), {stored: 'light', systemDark: true}, 'light'],
    [
      'without a stored choice, the system preference when configured',
      switchable('light', true),
      {systemDark: true},
      'dark',
    ],
    [
      'without a stored choice, the default when the system is not consulted',
      switchable('light', false),
      {systemDark: true},
      'light',
    ],
    ['without a stored choice, the default dark mode', switchable('dark', false), {systemDark: false}, 'dark'],
  ])('%s', (_name, colorMode, browser, expected) => {
    expect(initialTheme(colorMode, browser)).toBe(expected);
  });

  it.each([
    {stored: 'dark', systemDark: true},
    {stored: undefined, systemDark: true},
    {stored: 'light', systemDark: false},
  ])('is light on this site whatever the browser says ($stored stored, system dark: $systemDark)', (browser) => {
    const colorMode = config.themeConfig.colorMode as ColorMode;
    expect(initialTheme(colorMode, browser)).toBe('light');
  });
});
