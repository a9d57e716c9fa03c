// @ts-check
// The step runner behind `npm test` and its parts (scripts/test.mjs): runs declared steps in lanes
// (the steps of one lane one after another, the lanes side by side), times each step, and prints a
// timing table and the "N passed, N failed" line.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';

/**
 * @typedef {{passed: number, failed: number}} Counts
 * @typedef {{ok: boolean, counts?: Counts, note?: string}} Outcome
 * @typedef {(context: {prefix: string}) => Promise<Outcome>} Action
 * @typedef {{
 *   id: string,
 *   label: string,
 *   lane?: string,
 *   after?: string[],
 *   skip?: () => string | undefined,
 *   run: Action,
 * }} Step
 * @typedef {{step: Step, status: 'passed' | 'failed' | 'skipped', seconds: number, counts?: Counts, note?: string}} Result
 */

/**
 * Lines a child writes, passed on whole, each behind a prefix (empty when one step runs at a time).
 * @param {import('node:stream').Readable} stream
 * @param {NodeJS.WriteStream} out
 * @param {string} prefix
 */
function relay(stream, out, prefix) {
  let pending = '';
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    const text = pending + chunk.toString();
    const lines = text.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (pending) out.write(`${prefix}${pending}\n`);
  });
}

/**
 * Runs a command; resolves with whether it exited 0. Output goes to this process's output, each line
 * behind `prefix` (so two steps running side by side stay readable).
 * @param {string} command
 * @param {string[]} args
 * @param {{env?: Record<string, string | undefined>, prefix?: string}} [options]
 * @returns {Promise<boolean>}
 */
export function exec(command, args, {env = {}, prefix = ''} = {}) {
  console.log(`${prefix}$ ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: {...process.env, ...env},
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix && child.stdout && child.stderr) {
      relay(child.stdout, process.stdout, prefix);
      relay(child.stderr, process.stderr, prefix);
    }
    child.on('error', (error) => {
      console.error(`${prefix}${command}: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * A step action that runs a command, and reads the test counts from its report when given one.
 * @param {string} command
 * @param {string[]} args
 * @param {{env?: Record<string, string | undefined>, report?: () => Counts | undefined}} [options]
 * @returns {Action}
 */
export function command(command, args, {env, report} = {}) {
  return async ({prefix}) => {
    const ok = await exec(command, args, {env, prefix});
    if (!report) return {ok};
    const counts = report();
    // A runner that exits non-zero with no failed test (a crash, an unhandled error), or leaves no
    // report, counts as one failure.
    if (!counts) return {ok: false, counts: {passed: 0, failed: 1}, note: 'no report'};
    return {ok: ok && counts.failed === 0, counts: {passed: counts.passed, failed: counts.failed || (ok ? 0 : 1)}};
  };
}

/**
 * Reads a runner's JSON report as `unknown` (undefined when the runner left none), for the caller
 * to state the shape it expects.
 * @param {string} file
 * @returns {unknown}
 */
export function readJson(file) {
  return existsSync(file) ? /** @type {unknown} */ (JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/**
 * Runs the steps: each lane in order, the lanes at the same time. A step waits for the steps named in
 * `after` (in any lane); a step whose `after` step failed is skipped.
 * @param {Step[]} steps
 * @returns {Promise<{results: Result[], seconds: number}>}
 */
export async function runSteps(steps) {
  const lanes = [...new Set(steps.map((step) => step.lane ?? 'main'))];
  const width = Math.max(...steps.map((step) => step.id.length));
  /** @type {Map<string, Promise<Result>>} */
  const started = new Map();
  /** @type {Map<string, () => void>} */
  const gates = new Map();
  /** @type {Map<string, Promise<void>>} */
  const gated = new Map(steps.map((step) => [step.id, new Promise((resolve) => gates.set(step.id, resolve))]));

  /** @param {Step} step @returns {Promise<Result>} */
  async function runOne(step) {
    const waits = (step.after ?? []).filter((id) => gated.has(id));
    await Promise.all(waits.map((id) => gated.get(id) ?? Promise.resolve()));
    const blocked = await Promise.all(waits.map((id) => started.get(id) ?? Promise.resolve(undefined)));
    const failedBefore = blocked.find((result) => result && result.status !== 'passed');
    const skipReason = failedBefore ? `${failedBefore.step.id} did not pass` : step.skip?.();
    if (skipReason) {
      console.log(`\n▷ ${step.label}: skipped (${skipReason})`);
      return {step, status: 'skipped', seconds: 0, note: skipReason};
    }
    const prefix = lanes.length > 1 ? `${step.id.padEnd(width)} │ ` : '';
    console.log(`\n▶ ${step.label}`);
    const start = performance.now();
    /** @type {Outcome} */
    let outcome;
    try {
      outcome = await step.run({prefix});
    } catch (error) {
      console.error(`${prefix}${error instanceof Error ? error.stack : String(error)}`);
      outcome = {ok: false};
    }
    const seconds = (performance.now() - start) / 1000;
    console.log(`${outcome.ok ? '✔' : '✘'} ${step.label} (${formatSeconds(seconds)})`);
    return {step, status: outcome.ok ? 'passed' : 'failed', seconds, counts: outcome.counts, note: outcome.note};
  }

  /** @param {string} lane */
  async function runLane(lane) {
    for (const step of steps.filter((candidate) => (candidate.lane ?? 'main') === lane)) {
      const result = runOne(step);
      started.set(step.id, result);
      await result;
      gates.get(step.id)?.();
    }
  }

  const begin = performance.now();
  await Promise.all(lanes.map(runLane));
  const results = await Promise.all(steps.map((step) => /** @type {Promise<Result>} */ (started.get(step.id))));
  return {results, seconds: (performance.now() - begin) / 1000};
}

/** @param {number} seconds */
function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')} s`;
}

/**
 * Prints the timing table of a run: each step with its lane, result, time and test counts, then the
 * wall time (lanes overlap, so it is less than the sum).
 * @param {string} title
 * @param {Result[]} results
 * @param {number} wall seconds from the first step's start to the last step's end
 */
export function printTimings(title, results, wall) {
  const rows = results.map((result) => [
    result.step.label,
    result.step.lane ?? 'main',
    result.status,
    result.status === 'skipped' ? '' : formatSeconds(result.seconds),
    result.counts ? `${result.counts.passed} passed, ${result.counts.failed} failed` : (result.note ?? ''),
  ]);
  const sum = results.reduce((total, result) => total + result.seconds, 0);
  const header = ['step', 'lane', 'result', 'time', 'tests'];
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((width) => '─'.repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log(`wall time ${formatSeconds(wall)} (steps add up to ${formatSeconds(sum)})`);
}

/**
 * The closing line: every runner's tests, plus one for each step that is not a test runner.
 * @param {Result[]} results
 */
export function tally(results) {
  const total = {passed: 0, failed: 0};
  for (const result of results) {
    if (result.status === 'skipped') continue;
    const counts = result.counts ?? (result.status === 'passed' ? {passed: 1, failed: 0} : {passed: 0, failed: 1});
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  return total;
}
