// @ts-check
// Runs a command and measures it from outside: wall time and the peak resident memory of the whole
// process tree (the command and every process it starts), sampled from /proc every 100 ms.
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';

const pageSize = 4096;

/**
 * Resident bytes of `pid` and all its descendants (Linux /proc).
 * @param {number} pid
 */
function treeRss(pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * pageSize);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const stack = [pid];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    total += rss.get(current) ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/**
 * @typedef {object} Measurement
 * @property {number | null} code exit code (0 when `probe` ended the run)
 * @property {number} seconds wall time
 * @property {number} peakMB peak resident memory of the process tree
 * @property {string} output stdout and stderr, interleaved
 */

/**
 * Runs `command args` and resolves with {code, seconds, peakMB, output}. `probe()`, polled every
 * 250 ms, may end the run early: once it resolves true the process tree is killed and `seconds` is
 * the time until that moment (how long a server took to answer, say).
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean, probe?: () => Promise<boolean>}} [options]
 * @returns {Promise<Measurement>}
 */
export function measure(command, args, {cwd, env, quiet = true, probe} = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const pid = child.pid;
    if (pid === undefined) {
      child.on('error', reject);
      return;
    }
    let peak = 0;
    let output = '';
    /** @type {bigint | undefined} */
    let stoppedAt;
    const sample = () => (peak = Math.max(peak, treeRss(pid)));
    const timer = setInterval(sample, 100);
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      if (!quiet) process.stderr.write(chunk);
      output += chunk.toString('utf8');
    };
    let probing = false;
    const poll = async (/** @type {() => Promise<boolean>} */ probe) => {
      if (probing || stoppedAt) return;
      probing = true;
      const done = await probe().catch(() => false);
      probing = false;
      if (!done || stoppedAt) return;
      stoppedAt = process.hrtime.bigint();
      sample();
      clearInterval(prober);
      process.kill(-pid, 'SIGTERM');
    };
    const prober = probe && setInterval(() => void poll(probe), 250);
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (prober) clearInterval(prober);
      const end = stoppedAt ?? process.hrtime.bigint();
      resolve({code: stoppedAt ? 0 : code, seconds: Number(end - started) / 1e9, peakMB: peak / 2 ** 20, output});
    });
  });
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Prints rows as a Markdown table (the figures go straight into issue notes).
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function printTable(headers, rows) {
  console.log(`| ${headers.join(' | ')} |`);
  console.log(`| ${headers.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
