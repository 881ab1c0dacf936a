/** @jest-environment node */
import { MIN_CHECK_MS, workVerdict } from './workCap';

const caps = { cpuMs: 3_000, wallMs: 15_000 };

describe('workVerdict', () => {
  it('stops a task whose own CPU time reaches the cap, as the content’s fault', () => {
    expect(workVerdict({ cpuMs: 3_000, wallMs: 3_100 }, caps)).toEqual({ stop: 'worked' });
    expect(workVerdict({ cpuMs: 3_010, wallMs: 14_000 }, caps)).toEqual({ stop: 'worked' });
  });

  it('lets a starved task run on past the cap in wall time, and looks again when its CPU could first reach it', () => {
    expect(workVerdict({ cpuMs: 800, wallMs: 6_000 }, caps)).toEqual({ checkInMs: 2_200 });
    // an idle core: the first look is when the cap is up
    expect(workVerdict({ cpuMs: 0, wallMs: 0 }, caps)).toEqual({ checkInMs: 3_000 });
  });

  it('stops a task past the wall backstop that has not used its CPU cap, as the server’s fault', () => {
    expect(workVerdict({ cpuMs: 1_200, wallMs: 15_000 }, caps)).toEqual({ stop: 'stalled' });
    // and looks no later than the backstop
    expect(workVerdict({ cpuMs: 100, wallMs: 14_000 }, caps)).toEqual({ checkInMs: 1_000 });
  });

  it('counts wall time as work where no per-thread CPU clock can be read', () => {
    expect(workVerdict({ cpuMs: undefined, wallMs: 3_000 }, caps)).toEqual({ stop: 'worked' });
    expect(workVerdict({ cpuMs: undefined, wallMs: 1_000 }, caps)).toEqual({ checkInMs: 2_000 });
  });

  it('never looks more often than the CPU clock moves', () => {
    expect(workVerdict({ cpuMs: 2_995, wallMs: 5_000 }, caps)).toEqual({ checkInMs: MIN_CHECK_MS });
  });
});
