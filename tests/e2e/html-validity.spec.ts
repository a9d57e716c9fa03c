import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import * as cheerio from 'cheerio';
import {test, expect} from '@playwright/test';
import {buildFile, sitePages, versionPages, type SamplePage} from './samplePages';

// The W3C Nu HTML checker (the vnu-jar package, on the machine's Java) over one built page of each
// type per docs version: 0 errors. Informational messages (such as the trailing slash the minifier
// leaves on void elements) are not errors. It reads the build, so it needs no browser.
// The jar itself, run with `java -jar`: the package's own launcher would download a Java runtime.
const vnuJar = 'node_modules/vnu-jar/build/dist/vnu.jar';

type VnuMessage = {type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string};

/** The checker's errors on these files, one line each ("file:line: message"). */
function htmlErrors(files: string[]): string[] {
  const result = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
  });
  if (result.error)
    throw new Error(`The HTML checker needs Java (apt-get install -y default-jre-headless): ${result.error.message}`);
  // vnu writes its JSON report to stderr.
  const {messages} = JSON.parse(result.stderr) as {messages: VnuMessage[]};
  return messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map(
      (message) =>
        `${message.url.replace(/^file:.*?\/build\//, 'build/')}:${message.lastLine ?? '?'}: ${message.message}`,
    );
}

/** Each sample holds what makes it a page of its type (else it would check less than it claims). */
function missingContent(pages: readonly SamplePage[]): string[] {
  return pages.flatMap(({type, path, holds}) => {
    const $ = cheerio.load(readFileSync(buildFile(path), 'utf8'));
    return holds
      .filter((selector) => $(selector).length === 0)
      .map((selector) => `${path} (${type}) has no ${selector}`);
  });
}

const groups: Record<string, readonly SamplePage[]> = {
  'site pages': sitePages,
  ...Object.fromEntries(Object.entries(versionPages).map(([version, pages]) => [`version ${version}`, pages])),
};

for (const [group, pages] of Object.entries(groups)) {
  test(`the HTML checker finds no error on the ${group} (${pages.map((page) => page.type).join(', ')})`, () => {
    test.setTimeout(120_000);
    expect(missingContent(pages)).toEqual([]);
    expect(htmlErrors(pages.map((page) => buildFile(page.path)))).toEqual([]);
  });
}
