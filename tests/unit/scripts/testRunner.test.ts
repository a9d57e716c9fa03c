import {describe, expect, it, vi} from 'vitest';
import {runSteps, tally, type Step} from '@site/scripts/test/runner.mjs';

/** A step that records when it starts and ends, and takes `ms`. */
function step(
  id: string,
  log: string[],
  {lane, after, ms = 20, ok = true}: {lane?: string; after?: string[]; ms?: number; ok?: boolean} = {},
): Step {
  return {
    id,
    label: id,
    lane,
    after,
    run: async () => {
      log.push(`start ${id}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${id}`);
      return {ok, counts: ok ? undefined : {passed: 1, failed: 2}};
    },
  };
}

describe('the test step runner (scripts/test/runner.mjs)', () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);

  it('runs the steps of a lane in order and the lanes side by side', async () => {
    const log: string[] = [];
    await runSteps([step('a', log), step('b', log), step('x', log, {lane: 'other', ms: 30})]);
    expect(log.indexOf('end a')).toBeLessThan(log.indexOf('start b'));
    expect(log.indexOf('start x')).toBeLessThan(log.indexOf('end a'));
  });

  it('starts a step only after the steps it waits for, in any lane', async () => {
    const log: string[] = [];
    await runSteps([step('build', log, {ms: 40}), step('check', log, {lane: 'other', after: ['build']})]);
    expect(log).toEqual(['start build', 'end build', 'start check', 'end check']);
  });

  it('skips a step whose prerequisite failed, and counts tests and failed checks', async () => {
    const log: string[] = [];
    const {results} = await runSteps([
      step('types', log),
      step('build', log, {ok: false}),
      step('browser', log, {after: ['build']}),
    ]);
    expect(results.map((result) => result.status)).toEqual(['passed', 'failed', 'skipped']);
    expect(log).not.toContain('start browser');
    // types: one passed check; build: its report's 1 passed and 2 failed; browser: not counted.
    expect(tally(results)).toEqual({passed: 2, failed: 2});
  });
});
