// mall-api runs in Node (no DOM); each test file starts its own server on a fresh database.
const swc = (syntax) => [
  require.resolve('@swc/jest'),
  { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': swc('typescript'),
    // PGlite loads node built-ins with import(), which jest's VM refuses without
    // --experimental-vm-modules; compiling its CommonJS build turns those into require().
    '^.+\\.cjs$': swc('ecmascript'),
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@electric-sql/pglite/)'],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // test/postgres/ needs a PostgreSQL server (several processes on one database): it runs in the
  // PostgreSQL pass (scripts/with-postgres.mjs sets MALL_TEST_DATABASE_URL), which says so when skipped.
  testPathIgnorePatterns: process.env.MALL_TEST_DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '<rootDir>/test/postgres/'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  maxWorkers: 2,
  // Hooks share this limit: opening the seeded snapshot took 15 s at a load average of 25 on
  // 2 cores (8 parallel sessions), so each file's beforeAll needs more than the tests do.
  testTimeout: 60_000,
};
