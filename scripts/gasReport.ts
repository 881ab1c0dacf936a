/**
 * `npm run gas`: gas of every user operation of the bond market and the staking pools, measured on
 * Hardhat's in-process network (no node to start), against its goal and the contracts it competes with.
 * Exits non-zero when any operation is over its goal.
 */
import { measureBondGas } from './gas/bond';
import { measureStakingGas } from './gas/staking';
import type { GasRow } from './gas/types';

export async function measureGas(): Promise<GasRow[]> {
  return [...(await measureStakingGas()), ...(await measureBondGas())];
}

export function isOver(row: GasRow): boolean {
  return row.gas > row.goal;
}

const kilo = (gas: bigint) => gas.toLocaleString('en-US');

export function formatGasTable(rows: GasRow[]): string {
  const header = ['operation', 'gas', 'goal', 'anchors', 'status'];
  const cells = rows.map((r) => [r.operation, kilo(r.gas), `≤ ${kilo(r.goal)}`, r.anchors, isOver(r) ? 'OVER' : 'ok']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

if (require.main === module) {
  measureGas()
    .then((rows) => {
      console.log(formatGasTable(rows));
      const over = rows.filter(isOver);
      if (over.length > 0) {
        console.error(`\n${over.length} operation(s) over their gas goal: ${over.map((r) => r.operation).join(', ')}`);
        process.exit(1);
      }
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
