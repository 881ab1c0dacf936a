/**
 * Runs in every test file of the `stack` project (API and browser tests).
 */
import { resetToSeed } from '../e2e/support/chain';

// Browser flows (approve → buy → claim) take tens of seconds on a shared 2-core machine.
// (jest 30 reads `testTimeout` from the global config only, so the stack project sets it here.)
jest.setTimeout(120_000);

// Every file starts from the freshly seeded stack — chain and API database — whatever the
// files before it did, so files neither depend on nor break each other.
beforeAll(resetToSeed);
