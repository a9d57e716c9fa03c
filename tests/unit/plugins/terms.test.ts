import {mkdirSync, mkdtempSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {describe, expect, it} from 'vitest';
import remarkTerms, {docsTreeOf, readTerm} from '@site/src/plugins/terms';

const tree = path.resolve('tests/fixtures/terms/versioned_docs/version-9.9.9');
const page = path.join(tree, 'guides/page.md');

async function transform(source: string, file = page) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkTerms);
  const parsed = processor.parse(source);
  return processor.run(parsed, {path: file} as never);
}

describe('docsTreeOf', () => {
  it.each([
    ['/site/docs/guides/a.md', '/site/docs'],
    ['/site/versioned_docs/version-0.14.13/terms/batch.md', '/site/versioned_docs/version-0.14.13'],
    ['/site/blog/post.md', undefined],
  ])('%s → %s', (file, expected) => {
    expect(docsTreeOf(file)).toBe(expected);
  });
});

describe('readTerm', () => {
  it('reads the title and the one-line definition of a term page', () => {
    expect(readTerm(tree, 'batch')).toEqual({
      file: path.join(tree, 'terms/batch.md'),
      title: 'Batch',
      definition: 'A selection of records from a Data Asset.',
    });
  });

  it('reads a term page again once it has changed', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'terms-'));
    mkdirSync(path.join(scratch, 'terms'));
    const file = path.join(scratch, 'terms/checkpoint.md');
    writeFileSync(file, '---\ntitle: Checkpoint\ndescription: Runs validations.\n---\n');
    expect(readTerm(scratch, 'checkpoint')?.definition).toBe('Runs validations.');
    writeFileSync(file, '---\ntitle: Checkpoint\ndescription: Runs validations and actions.\n---\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5000)); // a later modification time, whatever the clock's resolution
    expect(readTerm(scratch, 'checkpoint')?.definition).toBe('Runs validations and actions.');
  });

  it('returns nothing for an unknown term, and refuses a term page without a description', () => {
    expect(readTerm(tree, 'no_such_term')).toBeUndefined();
    expect(() => readTerm(tree, 'no_description')).toThrow(/needs a title and a one-sentence description/);
  });
});

describe('remarkTerms', () => {
  it('turns <Term> into a relative link to the term page, inside a TermLink with the definition', async () => {
    const result = JSON.stringify(await transform('Each <Term id="batch">Batch</Term> is validated.'));
    expect(result).toContain('"name":"TermLink"');
    expect(result).toContain('"value":"A selection of records from a Data Asset."');
    expect(result).toContain('"type":"link","url":"../terms/batch.md"');
    expect(result).not.toContain('"name":"Term"');
  });

  it('fails on an unknown term, naming the file and line', async () => {
    await expect(transform('Intro.\n\nSee <Term id="no_such_term">this</Term>.')).rejects.toThrow(
      `${page}:3: unknown term "no_such_term"`,
    );
  });

  it('fails on a <Term> without an id', async () => {
    await expect(transform('See <Term>this</Term>.')).rejects.toThrow(/<Term> needs an id/);
  });
});
