/** @jest-environment node */
import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it('resumes after work already queued as a task, not within the same task', async () => {
    const order: string[] = [];
    const queued = new MessageChannel();
    queued.port1.onmessage = () => order.push('queued task');
    queued.port2.postMessage(null);
    await Promise.resolve();
    order.push('same task');
    await yieldToMain();
    order.push('resumed');
    queued.port1.close();
    expect(order).toEqual(['same task', 'queued task', 'resumed']);
  });
});
