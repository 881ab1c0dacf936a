/**
 * /health's causes of degradation. Each check is named and answers null when all is well or a
 * sentence saying what is wrong; /health runs them all and lists the sentences. A new cause is
 * one `health.add('name', async () => …)` where the dependency is built (see app.ts).
 */
export type HealthCheck<C> = (context: C) => Promise<string | null>;

export interface HealthReport {
  status: 'ok' | 'degraded';
  /** '<check>: <reason>' for each failing check; absent when ok */
  reasons?: string[];
}

/** A check that neither answers nor fails within this long counts as failing. */
export const HEALTH_CHECK_TIMEOUT_MS = 3_500;

/** `C` is what one report's checks share (e.g. the latest block, read once per report). */
export class Health<C = void> {
  private readonly checks = new Map<string, HealthCheck<C>>();

  constructor(private readonly timeoutMs = HEALTH_CHECK_TIMEOUT_MS) {}

  add(name: string, check: HealthCheck<C>): void {
    this.checks.set(name, check);
  }

  async report(context: C): Promise<HealthReport> {
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        const reason = await this.bounded(check, context).catch((error: unknown) => (error as Error)?.message || String(error));
        return reason === null ? null : `${name}: ${reason}`;
      }),
    );
    const reasons = results.filter((r): r is string => r !== null);
    return reasons.length === 0 ? { status: 'ok' } : { status: 'degraded', reasons };
  }

  private bounded(check: HealthCheck<C>, context: C): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      check(context),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer within ${this.timeoutMs / 1000} s`), this.timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
  }
}
