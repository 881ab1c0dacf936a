/** Rendering and verdict of the gas table: pure, so `npm run gas` and its test share them. */
import type { GasRow } from './types';

export function isOver(row: GasRow): boolean {
  return row.gas > row.goal;
}

const grouped = (gas: bigint) => gas.toLocaleString('en-US');

/** One line per operation: operation, gas, goal, anchors and `ok` or `OVER`, in aligned columns. */
export function formatGasTable(rows: GasRow[]): string {
  const header = ['operation', 'gas', 'goal', 'anchors', 'status'];
  const cells = rows.map((r) => [r.operation, grouped(r.gas), `≤ ${grouped(r.goal)}`, r.anchors, isOver(r) ? 'OVER' : 'ok']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const numeric = new Set([1, 2]);
  const line = (c: string[]) => c.map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
