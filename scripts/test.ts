/**
 * `npm test`: `npm run lint` (ESLint, zero warnings), `npm run cycles` (madge: no import cycle), then the jest projects in order — unit, contracts, stack (API + browser tests on
 * one shared dev stack, in band) and rehearsal (`npm run deploy:rehearsal`: the production
 * deployment path on its own local chain, ports REHEARSAL_*_PORT). Every phase runs even if an earlier one failed,
 * so one run shows every failure; the exit code is non-zero if any phase failed.
 *
 *   npm test                      all six
 *   TEST_PHASES=unit,stack npm test
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');

const ci = process.env.CI ? ['--ci'] : [];
const jest = (...args: string[]) => [process.execPath, JEST, ...args, ...ci];

/** Each phase is a command line; the static checks come first because they are the quickest to fail. */
const PHASES: Record<string, string[]> = {
  lint: ['npm', 'run', '--silent', 'lint'],
  cycles: ['npm', 'run', '--silent', 'cycles'],
  unit: jest('--selectProjects', 'unit'),
  contracts: jest('--selectProjects', 'contracts'),
  stack: jest('--selectProjects', 'stack', '--runInBand'),
  rehearsal: jest('--selectProjects', 'rehearsal', '--runInBand'),
};

function runPhase(name: string, [command, ...args]: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGTERM', forward);
    process.on('SIGHUP', forward);
    child.once('error', (error) => {
      console.error(`[test] ${name}: ${command} did not start (${error.message})`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGHUP', forward);
      if (signal) console.error(`[test] ${name}: ended by ${signal}`);
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<void> {
  const selected = (process.env.TEST_PHASES ?? Object.keys(PHASES).join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of selected) if (!PHASES[name]) throw new Error(`unknown phase '${name}' (known: ${Object.keys(PHASES).join(', ')})`);

  const results: { name: string; code: number; seconds: number }[] = [];
  for (const name of selected) {
    console.log(`\n[test] ── ${name} ──`);
    const started = Date.now();
    const code = await runPhase(name, PHASES[name]);
    results.push({ name, code, seconds: (Date.now() - started) / 1000 });
  }
  console.log('\n[test] summary');
  for (const r of results) console.log(`  ${r.code === 0 ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0) {
    console.log(`[test] failed: ${failed.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
