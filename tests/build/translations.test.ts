import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {scratchSite, type ScratchSite} from '../support/scratchSite';

/*
 * `npm run write-translations` in a scratch copy of the site: it must succeed and produce the whole
 * `i18n/en` set (every docs version's sidebar labels), with a description for every string and
 * plural forms for every count, so a translator knows what each string is and can say "1 result".
 */

type Messages = Record<string, {message: string; description?: string}>;

let site: ScratchSite | undefined;
let output = '';
let code = 0;
const i18n = (file: string) => path.join(site!.dir, 'i18n/en', file);

beforeAll(async () => {
  site = scratchSite();
  delete process.env.GX_DOCS_CURRENT_ONLY;
  ({code, output} = await site.run({}, 'write-translations'));
}, 240_000);

afterAll(() => site?.remove());

// The search UI's strings (src/theme/SearchBar, src/theme/SearchPage) are the search plugin's.
const isSearchString = (id: string) => /^theme\.Search(Bar|Modal|Page)\./.test(id);
// Docusaurus's own strings that come without a description upstream.
const upstreamWithoutDescription = new Set(['theme.docs.versionBadge.label']);

describe('npm run write-translations', () => {
  it('succeeds and writes the strings of the code, the theme and every docs version', () => {
    expect(code, output).toBe(0);
    for (const file of [
      'code.json',
      'docusaurus-theme-classic/navbar.json',
      'docusaurus-theme-classic/footer.json',
      'docusaurus-plugin-content-docs/current.json',
      'docusaurus-plugin-content-docs/version-0.15.50.json',
      'docusaurus-plugin-content-docs/version-0.14.13.json',
    ]) {
      expect(existsSync(i18n(file)), file).toBe(true);
    }
  });

  it('gives every string of the code a description', () => {
    const messages = JSON.parse(readFileSync(i18n('code.json'), 'utf8')) as Messages;
    expect(Object.keys(messages).length).toBeGreaterThan(50);
    const missing = Object.entries(messages)
      .filter(([id, {description}]) => !description && !isSearchString(id) && !upstreamWithoutDescription.has(id))
      .map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it('gives every count plural forms (`one|other`, for usePluralForm)', () => {
    const messages = JSON.parse(readFileSync(i18n('code.json'), 'utf8')) as Messages;
    const counts = Object.entries(messages).filter(
      ([id, {message}]) => !isSearchString(id) && /\{count\}/.test(message),
    );
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter(([, {message}]) => !message.includes('|')).map(([id]) => id)).toEqual([]);
  });
});
