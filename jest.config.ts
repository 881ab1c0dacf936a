import type { Config } from 'jest';

/**
 * Three projects, run by `npm test` in this order:
 * - unit: pure helpers, slices and components (jsdom with fetch, msw for HTTP);
 * - contracts: Solidity contracts on Hardhat's in-process network;
 * - stack: API server tests and browser end-to-end tests, sharing ONE dev stack
 *   (chain + seed + API + production build) started by tests/stack/globalSetup.ts.
 */
const swcTransform: Config['transform'] = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const shared = {
  transform: swcTransform,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|node-pg-migrate)/)'],
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      // server/**, common/**: the API server's and the shared code's pure pieces, beside their code (each file opts into the node environment)
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts', '<rootDir>/common/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/unit.ts'],
      moduleNameMapper: {
        '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/tests/setup/fileStub.ts',
        '\\.css$': '<rootDir>/tests/setup/fileStub.ts',
        '^@deployment$': '<rootDir>/deployments/devnet.json',
        '^@mui/material/styles/ThemeProviderNoVars$': '<rootDir>/node_modules/@mui/material/styles/ThemeProviderNoVars.js',
        '^@mui/material/styles/createThemeNoVars$': '<rootDir>/node_modules/@mui/material/styles/createThemeNoVars.js',
      },
    },
    {
      ...shared,
      displayName: 'contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/contracts/**/*.test.ts'],
      // 60 s per test (a test may send a hundred transactions); `testTimeout` is global-only in jest
      setupFilesAfterEnv: ['<rootDir>/tests/contracts/setup.ts'],
    },
    {
      ...shared,
      displayName: 'stack',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/tests/stack/perFile.ts'],
      // tests/example-*: kinds that exist only in tests, installed through the extension points (tests/example-drop)
      // tests/bench: benches on the same stack, only under `npm run bench:requests` (STACK_BENCH=1), never in `npm test`
      testMatch: [
        '<rootDir>/tests/server/**/*.test.ts',
        '<rootDir>/tests/e2e/**/*.test.ts',
        '<rootDir>/tests/example-*/**/*.test.ts',
        ...(process.env.STACK_BENCH === '1' ? ['<rootDir>/tests/bench/**/*.bench.ts'] : []),
      ],
      globalSetup: '<rootDir>/tests/stack/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/stack/globalTeardown.ts',
    },
    {
      // `npm run deploy:rehearsal`: the production deployment path on its own local chain
      ...shared,
      displayName: 'rehearsal',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/rehearsal/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/rehearsal/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/stack/globalTeardown.ts',
    },
  ],
};

export default config;
