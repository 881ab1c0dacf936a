/**
 * Where the rehearsal runs: its own ports (REHEARSAL_*_PORT, defaults in the 26xxx range so it
 * never meets `npm test`'s stack on 18545/18787/13000) and folder. The browser harness of
 * tests/e2e/support reads STACK_DIR, so the rehearsal points STACK_DIR at its folder.
 */
import path from 'node:path';
import { repoRoot } from '../stack/env';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name}=${raw} is not a valid TCP port`);
  return value;
}

export function rehearsalSettings() {
  const dir = path.resolve(repoRoot, process.env.REHEARSAL_DIR ?? path.join('.tmp', 'rehearsal'));
  return {
    dir,
    ports: { rpc: port('REHEARSAL_RPC_PORT', 26645), api: port('REHEARSAL_API_PORT', 26887), app: port('REHEARSAL_APP_PORT', 26400) },
    deploymentFile: path.join(dir, 'rehearsal.json'),
    seedFile: path.join(dir, 'seed.json'),
    /** Ignition's journal for the rehearsal (gitignored; removed at every start: the chain is fresh) */
    ignitionDeploymentId: 'rehearsal',
  };
}
