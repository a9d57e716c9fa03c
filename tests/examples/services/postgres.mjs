// @ts-check
// A throwaway PostgreSQL server for the examples harness, from Debian's packages, holding the sample
// taxi trips. Pages connect to it as readers would to theirs:
//   postgresql+psycopg2://gx:gx@localhost:5432/gx_examples
// GX_EXAMPLES_PG_URL skips all this and names a server that already holds the data.
import {spawnSync} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const months = ['2019_01', '2019_02', '2019_03'];

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) {
    throw new Error('PostgreSQL is not installed. Install it with `sudo apt-get install -y postgresql`.');
  }
  return path.join(base, version, 'bin');
}

/**
 * Runs a command as the postgres user when we are root (the server refuses to run as root).
 * @param {string} command
 * @param {string[]} args
 * @param {Omit<import('node:child_process').SpawnSyncOptions, 'encoding'>} [options]
 * @returns {string} what it printed on stdout
 */
function asPostgres(command, args, options = {}) {
  const isRoot = process.getuid?.() === 0;
  /** @type {[string, string[]]} */
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, {encoding: 'utf8', ...options});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * Starts the server and loads the data; returns a stop function.
 * @param {{root: string, dataDir: string}} paths the repository, and the folder of the sample CSV files
 * @returns {() => void}
 */
export function startExamplesPostgres({root, dataDir}) {
  if (process.env.GX_EXAMPLES_PG_URL) return () => undefined;
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'gx-examples-pg-'));
  chmodSync(dir, 0o777);
  const pgdata = path.join(dir, 'data');
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dir]);
  asPostgres(path.join(bin, 'initdb'), ['-D', pgdata, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  try {
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      pgdata,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p 5432 -k ${dir} -c listen_addresses=localhost -c fsync=off`,
      'start',
    ]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nIs another server using port 5432? Stop it, or set GX_EXAMPLES_PG_URL.`);
  }
  const stop = () => {
    spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', pgdata, '-m', 'fast', 'stop']);
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    /** @type {(database: string, ...args: string[]) => string} */
    const psql = (database, ...args) =>
      asPostgres(path.join(bin, 'psql'), [
        '-h',
        dir,
        '-p',
        '5432',
        '-U',
        'postgres',
        '-v',
        'ON_ERROR_STOP=1',
        '-d',
        database,
        ...args,
      ]);
    psql('postgres', '-c', "CREATE ROLE gx LOGIN PASSWORD 'gx'", '-c', 'CREATE DATABASE gx_examples OWNER gx');
    const load = months.map(
      (month) =>
        `\\copy yellow_tripdata_sample_${month} FROM '${path.join(dataDir, `yellow_tripdata_sample_${month.replace('_', '-')}.csv`)}' WITH (FORMAT csv, HEADER true)`,
    );
    psql(
      'gx_examples',
      '-f',
      path.join(root, 'tests/examples/data/postgres.sql'),
      ...load.flatMap((command) => ['-c', command]),
      '-c',
      'GRANT ALL ON ALL TABLES IN SCHEMA public TO gx',
    );
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
