/**
 * `npm run gas`: gas of every user operation against its goal, measured on Hardhat's in-process network
 * (no node to start). Prints one row per operation with `ok` or `OVER`, and exits non-zero if any row is
 * over its goal.
 */
import { measureBondGas } from './gas/bond';
import { measureStakingGas } from './gas/staking';
import type { GasRow } from './gas/types';

export function formatGasTable(rows: GasRow[]): string {
  const header = ['operation', 'gas', 'goal', 'anchors', 'status'];
  const cells = rows.map((row) => [
    row.operation,
    row.gas.toLocaleString('en-US'),
    `≤ ${row.goal.toLocaleString('en-US')}`,
    row.anchors,
    row.gas <= row.goal ? 'ok' : 'OVER',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export function overGoal(rows: GasRow[]): GasRow[] {
  return rows.filter((row) => row.gas > row.goal);
}

async function main(): Promise<number> {
  const rows = [...(await measureStakingGas()), ...(await measureBondGas())];
  console.log(formatGasTable(rows));
  const over = overGoal(rows);
  if (over.length > 0) {
    console.error(`\n${over.length} operation(s) over their gas goal: ${over.map((r) => r.operation).join(', ')}`);
    return 1;
  }
  return 0;
}

if (require.main === module) {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
