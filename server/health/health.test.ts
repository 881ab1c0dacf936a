/** @jest-environment node */
import { Health } from './health';

describe('Health', () => {
  it('is ok when every check passes', async () => {
    const health = new Health();
    health.add('node', async () => null);
    await expect(health.report(undefined)).resolves.toEqual({ status: 'ok' });
  });

  it('lists each failing check with its reason, thrown or answered, and bounds a hung one', async () => {
    const health = new Health(50);
    health.add('node', async () => {
      throw new Error('The chain node did not answer within 3 s');
    });
    health.add('contracts', async () => 'no code at bondFactory 0xabc');
    health.add('database', () => new Promise(() => undefined));
    health.add('fine', async () => null);
    await expect(health.report(undefined)).resolves.toEqual({
      status: 'degraded',
      reasons: ['node: The chain node did not answer within 3 s', 'contracts: no code at bondFactory 0xabc', 'database: no answer within 0.05 s'],
    });
  });
});
