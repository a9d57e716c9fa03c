import {describe, expect, it} from 'vitest';
import {
  extractBlocks,
  findClaimLine,
  installText,
  pageExtras,
  pagePackages,
  parseFenceMeta,
  pythonRanges,
} from '@site/tests/examples/extract.mjs';
import {versionOfFile} from '@site/tests/examples/versions.mjs';

describe('parseFenceMeta', () => {
  it.each([
    ['', {}],
    ['title="Create a context"', {title: 'Create a context'}],
    ["needs='AWS credentials' title=short", {needs: 'AWS credentials', title: 'short'}],
    ['output', {output: true}],
    [
      'showLineNumbers title="a b" needs="S3, and a bucket"',
      {showLineNumbers: true, title: 'a b', needs: 'S3, and a bucket'},
    ],
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
      {
        line: 18,
        code: 'import great_expectations as gx',
        title: undefined,
        needs: 'a Snowflake account',
        expectedOutput: undefined,
      },
    ]);
  });

  it('refuses a needs= marker without a reason', () => {
    expect(() => extractBlocks('```python needs\nx = 1\n```\n')).toThrow(/needs= must name the outside service/);
  });
});

describe('claim checks', () => {
  const page = [
    '---', // 1
    'title: T', // 2
    '---', // 3
    '', // 4
    'The default of `persist` is `True`, and the', // 5
    'engine stores it.', // 6
    '', // 7
    '```python', // 8
    'x = 1', // 9
    '```', // 10
    '', // 11
    '```python claim="and the engine stores it"', // 12
    'assert x == 1', // 13
    '```', // 14
    '', // 15
    '```text output', // 16
    '1', // 17
    '```', // 18
  ].join('\n');

  it('carry the quoted sentence and its line (across a wrapped line, backticks ignored); output belongs to the block before', () => {
    expect(extractBlocks(page)).toEqual([
      {line: 9, code: 'x = 1', title: undefined, needs: undefined, expectedOutput: '1'},
      {
        line: 13,
        code: 'assert x == 1',
        title: undefined,
        needs: undefined,
        expectedOutput: undefined,
        claim: 'and the engine stores it',
        claimLine: 5,
      },
    ]);
    expect(findClaimLine(page, [], 'default of persist is True')).toBe(5);
  });

  it.each([
    [
      'a quote the page does not say',
      page.replace('and the engine stores it"', 'and the engine drops it"'),
      /quotes text the page does not say/,
    ],
    [
      'a quote found only in code',
      page.replace('claim="and the engine stores it"', 'claim="x = 1 really"').replace('x = 1', 'x = 1 really'),
      /does not say/,
    ],
    [
      'a quote of fewer than three words',
      page.replace('claim="and the engine stores it"', 'claim="stores it"'),
      /at least 3 words/,
    ],
    [
      'a quote with the page markup in it',
      page
        .replace('The default of `persist`', 'The <Term id="default">default</Term> of `persist`')
        .replace('claim="and the engine stores it"', 'claim="default</Term> of persist is True"'),
      /the words readers see, not the page's markup/,
    ],
    [
      'a backtick in the fence',
      page.replace('claim="and the engine stores it"', 'claim="`persist` is"'),
      /cannot hold a backtick/,
    ],
  ])('refuse %s', (_, source, error) => {
    expect(() => extractBlocks(source)).toThrow(error);
  });
});

describe('pageExtras', () => {
  it.each([
    ['pip install "great_expectations[postgresql]==0.16.10"', ['postgresql']],
    ['`great_expectations[s3, sqlalchemy]` and great_expectations[s3]', ['s3', 'sqlalchemy']],
    ['pip install great_expectations', []],
    ['`pip install "great_expectations[<extra>]"`', []],
  ])('%s', (source, expected) => {
    expect(pageExtras(source)).toEqual(expected);
  });
});

describe('pagePackages', () => {
  it.each([
    ['`pip install "great_expectations[postgresql]==0.14.13" "sqlalchemy<2"`.', ['sqlalchemy']],
    ['pip_url: great_expectations[postgresql]==0.14.13 sqlalchemy<2 pandas<2', ['pandas', 'sqlalchemy']],
    ['`pip install -U great_expectations flytekit` and then', ['flytekit']],
    ['pip install great_expectations', []],
  ])('%s', (source, expected) => {
    expect(pagePackages(source)).toEqual(expected);
  });
});

describe('installText', () => {
  it('keeps prose and shell blocks, drops Python blocks and expected outputs', () => {
    const page = [
      'Install `great_expectations[sqlalchemy]`.',
      '```bash',
      'pip install "great_expectations[s3]"',
      '```',
      '```python',
      'print("please pip install pyspark")',
      '```',
      '```text output',
      "please 'pip install pyspark'",
      '```',
    ].join('\n');
    const text = installText(page);
    expect(pageExtras(text)).toEqual(['s3', 'sqlalchemy']);
    expect(pagePackages(text)).toEqual([]);
  });
});

describe('pythonRanges', () => {
  it('finds each stated range with its line', () => {
    expect(
      pythonRanges('intro\n- GX 0.16.10 on Python 3.7 to 3.10 with `zenml` on Python 3.8 through 3.10.\nPython 3'),
    ).toEqual([
      {line: 2, from: '3.7', to: '3.10'},
      {line: 2, from: '3.8', to: '3.10'},
    ]);
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
