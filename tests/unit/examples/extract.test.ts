import {describe, expect, it} from 'vitest';
import {extractBlocks, parseFenceMeta} from '@site/tests/examples/extract.mjs';
import {versionOfFile} from '@site/tests/examples/versions.mjs';

describe('parseFenceMeta', () => {
  it.each([
    ['', {}],
    ['title="Create a context"', {title: 'Create a context'}],
    ["needs='AWS credentials' title=short", {needs: 'AWS credentials', title: 'short'}],
    ['output', {output: true}],
    ['showLineNumbers title="a b" needs="S3, and a bucket"', {showLineNumbers: true, title: 'a b', needs: 'S3, and a bucket'}],
  ])('%j', (meta, expected) => {
    expect(parseFenceMeta(meta)).toEqual(expected);
  });
});

describe('extractBlocks', () => {
  const page = [
    '---', // 1
    'title: T', // 2
    '---', // 3
    '', // 4
    "import Tabs from '@theme/Tabs';", // 5
    '', // 6
    '```python title="First"', // 7
    'x = 1', // 8
    '```', // 9
    '', // 10
    '```text output', // 11
    '1', // 12
    '```', // 13
    '', // 14
    '<Tabs>', // 15
    '', // 16
    '```py needs="a Snowflake account"', // 17
    'import great_expectations as gx', // 18
    '```', // 19
    '', // 20
    '</Tabs>', // 21
    '', // 22
    '```bash', // 23
    'pip install great_expectations', // 24
    '```', // 25
  ].join('\n');

  it('finds Python blocks in order, inside JSX too, with the line their code starts on', () => {
    expect(extractBlocks(page)).toEqual([
      {line: 8, code: 'x = 1', title: 'First', needs: undefined, expectedOutput: '1'},
      {line: 18, code: 'import great_expectations as gx', title: undefined, needs: 'a Snowflake account', expectedOutput: undefined},
    ]);
  });

  it('refuses a needs= marker without a reason', () => {
    expect(() => extractBlocks('```python needs\nx = 1\n```\n')).toThrow(/needs= must name the outside service/);
  });
});

describe('versionOfFile', () => {
  it.each([
    ['docs/intro.md', '0.16.10'],
    ['versioned_docs/version-0.14.13/terms/batch.md', '0.14.13'],
    ['tests/fixtures/examples/passing.md', undefined],
  ])('%s → %s', (file, release) => {
    expect(versionOfFile(file)?.release).toBe(release);
  });
});
