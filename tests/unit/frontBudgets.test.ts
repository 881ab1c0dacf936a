/**
 * @jest-environment node
 */
import { jsBudgetKiB, jsTable, jsVerdict, lighthouseGoals, lighthouseTable, medianRow, overJsBudget, type LighthouseRow } from '../../scripts/front/budgets';

const KiB = 1024;

describe('JS budgets (npm run size)', () => {
  it('holds / to 190 KiB and every section route to 250 KiB', () => {
    expect(jsBudgetKiB('/')).toBe(190);
    expect(jsBudgetKiB('/bond/sales')).toBe(250);
    expect(jsBudgetKiB('/staking/pools/1')).toBe(250);
  });

  it('flags only the routes above their budget (the budget itself is allowed)', () => {
    const rows = [
      { route: '/', totalBytes: 190 * KiB },
      { route: '/bond/sales', totalBytes: 250 * KiB + 1 },
      { route: '/staking/pools', totalBytes: 191 * KiB },
      { route: '/', totalBytes: 190 * KiB + 1 },
    ];
    expect(overJsBudget(rows)).toEqual([rows[1], rows[3]]);
  });

  it('prints one line per route with its figure, budget and verdict', () => {
    const lines = jsTable([
      { route: '/', totalBytes: 199.6 * KiB },
      { route: '/bond/sales', totalBytes: 240 * KiB },
    ]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^\/\s+199\.6 KiB\s+190 KiB\s+OVER$/);
    expect(lines[3]).toMatch(/^\/bond\/sales\s+240\.0 KiB\s+250 KiB\s+ok$/);
  });

  it('fails (exit 1) as soon as one route is over its budget, naming it', () => {
    const verdict = jsVerdict([
      { route: '/', totalBytes: 189 * KiB },
      { route: '/bond/sales/1', totalBytes: 250 * KiB + 1 },
    ]);
    expect(verdict.exitCode).toBe(1);
    expect(verdict.message).toBe('FAIL: over budget: /bond/sales/1 (250.0 KiB, budget 250 KiB)');
    expect(jsVerdict([{ route: '/', totalBytes: 190 * KiB + 1 }]).exitCode).toBe(1);
  });

  it('passes (exit 0) when every route is within its budget, the budget itself included', () => {
    expect(
      jsVerdict([
        { route: '/', totalBytes: 190 * KiB },
        { route: '/staking/pools', totalBytes: 250 * KiB },
      ]),
    ).toEqual({ exitCode: 0, message: 'OK: every route within its budget' });
  });
});

describe('Lighthouse goals (npm run lighthouse)', () => {
  const row: LighthouseRow = {
    route: '/bond/sales',
    mobilePerf: 0.95,
    lcpMs: 2100,
    tbtMs: 140,
    cls: 0.02,
    desktopPerf: 0.98,
    desktopCls: 0,
    accessibility: 1,
    totalBytes: 250 * KiB,
  };

  it('meets every goal exactly at its bound', () => {
    expect(lighthouseGoals(row).every((goal) => goal.met)).toBe(true);
    expect(lighthouseTable([row]).split('\n')[2]).toMatch(/all met$/);
  });

  it('names each missed goal; CLS counts the worse of the mobile and desktop runs', () => {
    const missed = lighthouseGoals({ ...row, mobilePerf: 0.94, desktopCls: 0.279, accessibility: 0.96, totalBytes: 362 * KiB })
      .filter((goal) => !goal.met)
      .map((goal) => goal.goal);
    expect(missed).toEqual(['mobile perf ≥ 0.95', 'a11y 1.0', 'CLS ≤ 0.02', 'JS ≤ 250 KiB']);
  });
});

describe('medianRow (npm run lighthouse -- --runs N)', () => {
  const run = (mobilePerf: number, tbtMs: number, accessibility = 1): LighthouseRow => ({
    route: '/bond/sales',
    mobilePerf,
    lcpMs: 2000 + tbtMs,
    tbtMs,
    cls: 0,
    desktopPerf: 0.99,
    desktopCls: 0,
    accessibility,
    totalBytes: 217 * KiB,
  });

  it('takes the median of each figure, so one disturbed run does not decide', () => {
    const median = medianRow([run(0.91, 300), run(0.52, 4000), run(0.95, 150, 0.98)]);
    expect(median).toMatchObject({ route: '/bond/sales', mobilePerf: 0.91, tbtMs: 300, lcpMs: 2300, totalBytes: 217 * KiB });
    expect(median.accessibility).toBe(0.98); // the lowest run: an accessibility failure is not noise
  });

  it('averages the two middle runs of an even count, and refuses no runs', () => {
    expect(medianRow([run(0.9, 100), run(0.8, 300)]).tbtMs).toBe(200);
    expect(() => medianRow([])).toThrow();
  });
});
