import {describe, expect, it} from 'vitest';
import nprogress from 'nprogress';
import {progressBarSettings} from '@site/src/clientModules/progressBar';

describe('progress bar', () => {
  it('uses the spec settings: minimum 0.08, speed 200 ms, trickle every 800 ms, no spinner', () => {
    expect(progressBarSettings).toEqual({minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false});
  });

  it('applies them to the nprogress instance the theme drives', () => {
    expect((nprogress as unknown as {settings: Record<string, unknown>}).settings).toMatchObject(progressBarSettings);
  });
});
