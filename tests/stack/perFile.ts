// Browser flows (approve → buy → claim) take tens of seconds on a shared 2-core machine.
// (jest 30 reads `testTimeout` from the global config only, so the stack project sets it here.)
jest.setTimeout(120_000);
