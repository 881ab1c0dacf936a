import { formatGasTable, isOver } from '../../scripts/gas/table';
import type { GasRow } from '../../scripts/gas/types';

const rows: GasRow[] = [
  { operation: 'bond claim, warm', gas: 53_678n, goal: 55_000n, anchors: 'OZ VestingWallet 48.4k' },
  { operation: 'createPool', gas: 1_634_396n, goal: 450_000n, anchors: '—' },
  { operation: 'at the goal', gas: 400_000n, goal: 400_000n, anchors: '—' },
];

describe('gas table', () => {
  it('marks a row over its goal, and a row at or under it ok', () => {
    expect(rows.map(isOver)).toEqual([false, true, false]);
  });

  it('prints operation, gas, goal, anchors and the verdict on every row', () => {
    const lines = formatGasTable(rows).split('\n');
    expect(lines[0]).toMatch(/^operation\s+gas\s+goal\s+anchors\s+status$/);
    expect(lines[2]).toMatch(/^bond claim, warm\s+53,678\s+≤ 55,000\s+OZ VestingWallet 48\.4k\s+ok$/);
    expect(lines[3]).toMatch(/^createPool\s+1,634,396\s+≤ 450,000\s+—\s+OVER$/);
    expect(lines[4]).toMatch(/\sok$/);
  });
});
