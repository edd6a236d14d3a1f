// One jest setup for every bundle: jsdom with fetch/TextEncoder (jest-fixed-jsdom), swc for TS,
// and ky (ESM-only) transformed.
const path = require('node:path');
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky)[@/])'],
  // @mall/shared's own modules reach its singleton entry by its package name (src/runtime.ts says why).
  moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'style-stub.cjs'), '^@mall/shared/runtime$': path.join(__dirname, '..', 'src', 'runtime.ts') },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
  testMatch: ['**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // jest's default is one worker per core minus one: a single worker on CI's 2 cores. Both cores
  // halve the screen suites' time (README, stage costs).
  maxWorkers: 2,
  // A screen test types and uploads through user-event: about a second on a quiet machine, over
  // jest's 5 s default on a busy one (TaxCodeForm timed out at load 20). The budget is for hangs.
  testTimeout: 30_000,
};
