import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createQueryRecoveryMiddleware, isPassingFailure, recoveryDelayMs } from './queryRecovery';

describe('recoveryDelayMs', () => {
  it('doubles from the first delay and never passes the cap', () => {
    expect([1, 2, 3, 4, 50].map((n) => recoveryDelayMs(n))).toEqual([2_000, 4_000, 5_000, 5_000, 5_000]);
    expect(recoveryDelayMs(2, { first: 10, cap: 100 })).toBe(20);
  });
});

describe('isPassingFailure', () => {
  it('retries transport failures, 5xx and 429 from the API, never another 4xx', () => {
    expect(isPassingFailure({ status: 'FETCH_ERROR', message: 'x' })).toBe(true);
    expect(isPassingFailure({ status: 'TIMEOUT_ERROR', message: 'x' })).toBe(true);
    expect(isPassingFailure({ status: 503, message: 'x' })).toBe(true);
    expect(isPassingFailure({ status: 429, message: 'x' })).toBe(true);
    expect(isPassingFailure({ status: 404, message: 'x' })).toBe(false);
    expect(isPassingFailure({ status: 400, message: 'No liquidity' })).toBe(false);
  });

  it('retries a chain read that failed for no contract reason, never a revert', () => {
    expect(isPassingFailure({ kind: 'unknown', message: 'Failed to load pools' })).toBe(true);
    expect(isPassingFailure({ kind: 'contract', message: 'Sale not found' })).toBe(false);
    expect(isPassingFailure(undefined)).toBe(false);
  });
});

describe('createQueryRecoveryMiddleware', () => {
  function setup(outcomes: Array<'fail' | 'revert' | 'ok'>) {
    let calls = 0;
    const api = createApi({
      reducerPath: 'probeApi',
      baseQuery: fakeBaseQuery<{ message: string; kind: string }>(),
      endpoints: (build) => ({
        value: build.query<number, string>({
          queryFn: async () => {
            const outcome = outcomes[Math.min(calls, outcomes.length - 1)];
            calls += 1;
            if (outcome === 'fail') return { error: { message: 'Failed to read', kind: 'unknown' } };
            if (outcome === 'revert') return { error: { message: 'Sale not found', kind: 'contract' } };
            return { data: calls };
          },
        }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware, createQueryRecoveryMiddleware([api], { first: 20, cap: 40 })),
    });
    const read = () => api.endpoints.value.select('a')(store.getState());
    return { api, store, read, calls: () => calls };
  }

  const until = async (check: () => boolean, ms = 2_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('refetches a failed query on screen until it succeeds', async () => {
    const { api, store, read, calls } = setup(['fail', 'fail', 'fail', 'ok']);
    const subscription = store.dispatch(api.endpoints.value.initiate('a'));
    await until(() => read().isSuccess);
    expect(read().data).toBe(4);
    expect(calls()).toBe(4);
    await wait(120);
    expect(calls()).toBe(4); // stops once it has recovered
    subscription.unsubscribe();
  });

  it('leaves a contract revert alone', async () => {
    const { api, store, read, calls } = setup(['revert', 'ok']);
    const subscription = store.dispatch(api.endpoints.value.initiate('a'));
    await until(() => read().isError);
    await wait(150);
    expect(calls()).toBe(1);
    expect(read().error).toEqual({ message: 'Sale not found', kind: 'contract' });
    subscription.unsubscribe();
  });

  it('stops once nothing on screen reads the value', async () => {
    const { api, store, read, calls } = setup(['fail']);
    const subscription = store.dispatch(api.endpoints.value.initiate('a'));
    await until(() => read().isError);
    subscription.unsubscribe();
    await wait(100);
    const settled = calls();
    await wait(200);
    expect(calls()).toBe(settled);
  });
});
