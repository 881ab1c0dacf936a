import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useWallClockMs } from './useChainNow';

function Clock() {
  return <output>{useWallClockMs()}</output>;
}

describe('useWallClockMs on a prerendered page', () => {
  const BUILT_AT = 1_800_000_000_000;
  afterEach(() => {
    delete process.env.BUILD_TIME_MS;
    jest.useRealTimers();
  });

  it('adopts markup drawn at build time an hour later without a mismatch, then shows the real time', async () => {
    process.env.BUILD_TIME_MS = String(BUILT_AT);
    jest.useFakeTimers({ now: BUILT_AT + 3_600_000 });
    const container = document.createElement('div');
    container.innerHTML = `<output>${BUILT_AT}</output>`; // what the build prerendered
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Clock />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe(String(BUILT_AT + 3_600_000));
  });
});
