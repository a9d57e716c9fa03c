import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {describe, expect, it} from 'vitest';
import remarkClaimChecks from '@site/src/plugins/claim-checks';

async function render(source: string): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkClaimChecks).use(remarkStringify);
  return String(await processor.process(source));
}

describe('remarkClaimChecks', () => {
  const page = [
    'The default is five.',
    '',
    '```python title="Example"',
    'x = 5',
    '```',
    '',
    '```python claim="The default is five"',
    'assert x == 5',
    '```',
    '',
    '<div>',
    '',
    "```py claim='inside JSX too'",
    'assert True',
    '```',
    '',
    '</div>',
    '',
    '```text output',
    'claim="not a check: not Python"',
    '```',
  ].join('\n');

  it('removes claim checks, in JSX too, and keeps every other block', async () => {
    const out = await render(page);
    expect(out).not.toContain('assert');
    expect(out).toContain('x = 5');
    expect(out).toContain('The default is five.');
    expect(out).toContain('claim="not a check: not Python"');
  });
});
