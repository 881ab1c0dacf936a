/**
 * A real, throwaway PostgreSQL server for tests (Debian's `postgresql` package; .ci/run installs
 * it): `initdb` into a temp directory, `pg_ctl start` on a free 127.0.0.1 port with its unix
 * socket in that directory, and `stop()` removes it all. PostgreSQL refuses to run as root, so
 * when the tests run as root the server runs as the `postgres` user the package creates.
 *
 *   const server = await startPostgres();
 *   const url = await server.createDatabase('contract_1');
 *   ...
 *   await server.stop();
 *
 * PG_TEST_PORTS=24900-24999 limits the ports tried (several people on one machine); by
 * default the OS picks a free one. A missing installation is an error, never a skip.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

export interface PostgresServer {
  port: number;
  /** URL of the default `postgres` database */
  url: string;
  /** creates an empty database and returns its URL */
  createDatabase(name: string): Promise<string>;
  /** runs one SQL statement as the superuser on `database` (default `postgres`) */
  sql(text: string, database?: string): Promise<pg.QueryResult>;
  stop(): Promise<void>;
}

const SEARCH_ROOT = '/usr/lib/postgresql';
const SERVER_USER = 'postgres';

/** The newest installed version's bin directory; throws with the fix when there is none. */
export function postgresBinDir(root = SEARCH_ROOT): string {
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  if (versions.length === 0) {
    throw new Error(
      `PostgreSQL is not installed (no ${root}/*/bin/initdb). These tests need a real server: ` +
        'apt-get install -y --no-install-recommends postgresql (.ci/run does this in CI).',
    );
  }
  versions.sort((a, b) => Number(b) - Number(a));
  return path.join(root, versions[0], 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function runAsServerUser(binary: string, args: string[]): void {
  const [command, argv] = isRoot() ? ['runuser', ['-u', SERVER_USER, '--', binary, ...args]] : [binary, args];
  try {
    execFileSync(command, argv, { stdio: 'pipe', timeout: 60_000 });
  } catch (error) {
    const e = error as { stderr?: Buffer; stdout?: Buffer; message: string };
    throw new Error(`${path.basename(binary)} failed: ${e.stderr?.toString() || e.stdout?.toString() || e.message}`);
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  if (isRoot()) execFileSync('chown', [`${SERVER_USER}:`, dir]);
  runAsServerUser(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);

  // A port found free can be taken before the server binds it: try a few.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort(process.env.PG_TEST_PORTS);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      runAsServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      break;
    } catch (error) {
      if (attempt >= 3) {
        const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
        fs.rmSync(dir, { recursive: true, force: true });
        throw new Error(`${(error as Error).message}\n${log}`);
      }
    }
  }

  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const sql = async (text: string, database = 'postgres') => {
    const client = new pg.Client({ connectionString: urlOf(database) });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  let stopped = false;
  return {
    port,
    url: urlOf('postgres'),
    sql,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name} must be lowercase letters, digits and _`);
      await sql(`CREATE DATABASE ${name}`);
      return urlOf(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
