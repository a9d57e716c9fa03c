import {describe, expect, it} from 'vitest';
import {prismTheme} from '@site/src/config/prismTheme';
import {contrastRatio} from '../../support/contrast';

const background = prismTheme.plain.backgroundColor!;
const colors = [
  ['plain', prismTheme.plain.color!],
  ...prismTheme.styles.filter((entry) => entry.style.color).map((entry) => [entry.types.join(','), entry.style.color!]),
] as Array<[string, string]>;

describe('code block colours', () => {
  it.each(colors)('%s (%s) passes WCAG AA on the code background', (_types, color) => {
    expect(contrastRatio(color.toLowerCase(), background.toLowerCase())).toBeGreaterThanOrEqual(4.5);
  });
});
