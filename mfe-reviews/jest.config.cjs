// The form journeys type, upload and wait out the spec's 3 s notice: 5 s is too little on a busy 2-core machine.
module.exports = { ...require('@mall/shared/jest-preset'), rootDir: __dirname, testTimeout: 20_000 };
