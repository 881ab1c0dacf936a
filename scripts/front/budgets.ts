/** The front-end goals, and the pure checks and tables `npm run size` and `npm run lighthouse` print. */

/** JS loaded (gzip, until network idle): `/` and each section route. */
export const JS_BUDGET_KIB = { landing: 190, section: 250 } as const;

export function jsBudgetKiB(route: string): number {
  return route === '/' ? JS_BUDGET_KIB.landing : JS_BUDGET_KIB.section;
}

export const LIGHTHOUSE_GOALS = { mobilePerf: 0.95, desktopPerf: 0.98, accessibility: 1, cls: 0.02 } as const;

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** A fixed-width text table: first row is the header. */
export function textTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export interface JsRow {
  route: string;
  totalBytes: number;
}

/** The rows over their budget (empty when every route is within it). */
export function overJsBudget(rows: readonly JsRow[]): JsRow[] {
  return rows.filter((row) => row.totalBytes > jsBudgetKiB(row.route) * 1024);
}

export function jsTable(rows: readonly JsRow[]): string {
  return textTable([
    ['route', 'JS loaded (gzip)', 'budget', ''],
    ...rows.map((row) => [
      row.route,
      kib(row.totalBytes),
      `${jsBudgetKiB(row.route)} KiB`,
      row.totalBytes > jsBudgetKiB(row.route) * 1024 ? 'OVER' : 'ok',
    ]),
  ]);
}

/** `npm run size`'s verdict: exit 1, naming each route, when any route loads more than its budget. */
export function jsVerdict(rows: readonly JsRow[]): { exitCode: 0 | 1; message: string } {
  const over = overJsBudget(rows);
  if (!over.length) return { exitCode: 0, message: 'OK: every route within its budget' };
  const routes = over.map((row) => `${row.route} (${kib(row.totalBytes)}, budget ${jsBudgetKiB(row.route)} KiB)`);
  return { exitCode: 1, message: `FAIL: over budget: ${routes.join(', ')}` };
}

export interface LighthouseRow extends JsRow {
  mobilePerf: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  desktopPerf: number;
  /** the larger of the mobile and desktop runs' CLS is held to the goal */
  desktopCls: number;
  accessibility: number;
}

/** The median of each figure over repeated runs of one route (Lighthouse's scores vary run to run). */
export function medianRow(runs: readonly LighthouseRow[]): LighthouseRow {
  if (!runs.length) throw new Error('medianRow needs at least one run');
  const median = (pick: (row: LighthouseRow) => number): number => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    route: runs[0]!.route,
    mobilePerf: median((row) => row.mobilePerf),
    lcpMs: median((row) => row.lcpMs),
    tbtMs: median((row) => row.tbtMs),
    cls: median((row) => row.cls),
    desktopPerf: median((row) => row.desktopPerf),
    desktopCls: median((row) => row.desktopCls),
    accessibility: Math.min(...runs.map((row) => row.accessibility)),
    totalBytes: median((row) => row.totalBytes),
  };
}

/** Each goal of a row: met or not. */
export function lighthouseGoals(row: LighthouseRow): { goal: string; met: boolean }[] {
  return [
    { goal: `mobile perf ≥ ${LIGHTHOUSE_GOALS.mobilePerf}`, met: row.mobilePerf >= LIGHTHOUSE_GOALS.mobilePerf },
    { goal: `desktop perf ≥ ${LIGHTHOUSE_GOALS.desktopPerf}`, met: row.desktopPerf >= LIGHTHOUSE_GOALS.desktopPerf },
    { goal: `a11y ${LIGHTHOUSE_GOALS.accessibility.toFixed(1)}`, met: row.accessibility >= LIGHTHOUSE_GOALS.accessibility },
    { goal: `CLS ≤ ${LIGHTHOUSE_GOALS.cls}`, met: Math.max(row.cls, row.desktopCls) <= LIGHTHOUSE_GOALS.cls },
    { goal: `JS ≤ ${jsBudgetKiB(row.route)} KiB`, met: row.totalBytes <= jsBudgetKiB(row.route) * 1024 },
  ];
}

export function lighthouseTable(rows: readonly LighthouseRow[]): string {
  return textTable([
    ['route', 'mobile perf', 'LCP', 'TBT', 'CLS (mobile/desktop)', 'desktop perf', 'a11y', 'JS loaded', 'goals not met'],
    ...rows.map((row) => [
      row.route,
      row.mobilePerf.toFixed(2),
      `${(row.lcpMs / 1000).toFixed(1)} s`,
      `${Math.round(row.tbtMs)} ms`,
      `${row.cls.toFixed(3)}/${row.desktopCls.toFixed(3)}`,
      row.desktopPerf.toFixed(2),
      row.accessibility.toFixed(2),
      kib(row.totalBytes),
      lighthouseGoals(row)
        .filter((goal) => !goal.met)
        .map((goal) => goal.goal)
        .join(', ') || 'all met',
    ]),
  ]);
}
