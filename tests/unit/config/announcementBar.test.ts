import {describe, expect, it} from 'vitest';
import {announcementBar} from '@site/src/config/announcementBar';
import {currentRelease} from '@site/src/config/versions';
import {contrastRatio} from '../../support/contrast';

describe('announcement bar', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('the contrast helper gives %s on %s ≈ %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('has text and background colours that pass WCAG AA (4.5:1)', () => {
    expect(contrastRatio(announcementBar.textColor, announcementBar.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('can be dismissed, and its id changes with the release it announces', () => {
    expect(announcementBar.isCloseable).toBe(true);
    expect(announcementBar.id).toContain(currentRelease);
  });
});
