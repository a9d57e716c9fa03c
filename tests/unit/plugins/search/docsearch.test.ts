import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  buttonClass,
  docSearchVersion,
  dropdownSelector,
  errorScreenClass,
  retryErrorName,
} from '@site/src/plugins/search/docsearch';
import {checkDocSearchVersion} from '@site/src/plugins/search';

// The DocSearch details that src/plugins/search/docsearch.ts names, checked against the installed
// DocSearch's own files (its modal's code and its stylesheets), not against a copy of them.
const require = createRequire(import.meta.url);
const read = (specifier: string) => readFileSync(require.resolve(specifier), 'utf8');
const modalCode = read('@docsearch/react/dist/esm/index.js');
const buttonCss = read('@docsearch/css/dist/button.css');

describe('DocSearch details the search plugin relies on', () => {
  it('are read from the installed version, and the plugin stops the build on any other', () => {
    const installed = require('@docsearch/react/package.json') as {version: string};
    expect(installed.version).toBe(docSearchVersion);
    expect(() => checkDocSearchVersion(docSearchVersion)).not.toThrow();
    expect(() => checkDocSearchVersion('4.0.0')).toThrow(
      /@docsearch\/react 4\.0\.0 is installed, but src\/plugins\/search relies on details of DocSearch 3\.9\.0/,
    );
  });

  it('the modal shows its error screen for the error name a failed index fetch carries', () => {
    expect(modalCode).toContain(`"${retryErrorName}"===e.name`);
  });

  it('the modal has the results area and error screen classes the error screen uses', () => {
    expect(modalCode).toContain(dropdownSelector.slice(1));
    for (const className of Object.values(errorScreenClass)) expect(modalCode).toContain(`"${className}"`);
  });

  it.each(Object.entries(buttonClass))('the button stylesheet styles the %s class', (_, classes) => {
    for (const className of classes.split(' ').filter((name) => name !== 'DocSearch'))
      expect(buttonCss).toContain(`.${className}{`);
  });
});
