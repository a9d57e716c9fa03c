import {describe, expect, it} from 'vitest';
import {unsupportedSetup} from '@site/src/plugins/lazy-prism';

const oneLightMode = {colorMode: {disableSwitch: true, respectPrefersColorScheme: false, defaultMode: 'light'}};

describe('lazy-prism guard', () => {
  it('accepts the theme version and the one light colour mode the code block was written for', () => {
    expect(unsupportedSetup('3.10.2', true, oneLightMode)).toBeUndefined();
  });

  it.each([
    [
      'another theme-classic version',
      '3.11.0',
      true,
      oneLightMode,
      /gx-lazy-prism: @docusaurus\/theme-classic 3\.11\.0 is not a supported version \(3\.10\.x\)/,
    ],
    [
      'no Prism client module to replace',
      '3.10.2',
      false,
      oneLightMode,
      /gx-lazy-prism: .*prism-include-languages\.js/,
    ],
    [
      'a colour mode switch',
      '3.10.2',
      true,
      {colorMode: {disableSwitch: false}},
      /gx-lazy-prism: .*one \(light\) colour mode/,
    ],
    [
      'the reader’s colour scheme',
      '3.10.2',
      true,
      {colorMode: {disableSwitch: true, respectPrefersColorScheme: true}},
      /one \(light\) colour mode/,
    ],
    ['a dark Prism theme', '3.10.2', true, {...oneLightMode, prism: {darkTheme: {}}}, /one \(light\) colour mode/],
  ])('stops the build on %s', (_case, version, moduleExists, themeConfig, message) => {
    expect(unsupportedSetup(version, moduleExists, themeConfig)).toMatch(message);
  });
});
