const preset = require('@mall/shared/jest-preset');

// Tests and their waits get room for a busy 2-core machine (jest.setup.ts); a hang still fails.
module.exports = { ...preset, rootDir: __dirname, testTimeout: 20_000, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'] };
