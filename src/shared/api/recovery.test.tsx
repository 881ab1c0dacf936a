import type { ReactNode } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { isPassingFailure, recoveringQueryHooks } from './recovery';

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

describe('recoveringQueryHooks', () => {
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
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    const { useValueQuery } = recoveringQueryHooks(api, 20);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return { useValueQuery, wrapper, calls: () => calls };
  }

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('polls a failed query on screen until it succeeds, then stops', async () => {
    const { useValueQuery, wrapper, calls } = setup(['fail', 'fail', 'fail', 'ok']);
    const { result, unmount } = renderHook(() => useValueQuery('a'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(4);
    expect(calls()).toBe(4);
    await wait(120);
    expect(calls()).toBe(4); // stops once it has recovered
    unmount();
  });

  it('leaves a contract revert alone', async () => {
    const { useValueQuery, wrapper, calls } = setup(['revert', 'ok']);
    const { result, unmount } = renderHook(() => useValueQuery('a'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await wait(150);
    expect(calls()).toBe(1);
    expect(result.current.error).toEqual({ message: 'Sale not found', kind: 'contract' });
    unmount();
  });

  it('stops once nothing on screen reads the value', async () => {
    const { useValueQuery, wrapper, calls } = setup(['fail']);
    const { result, unmount } = renderHook(() => useValueQuery('a'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    unmount();
    await wait(100);
    const settled = calls();
    await wait(200);
    expect(calls()).toBe(settled);
  });
});
