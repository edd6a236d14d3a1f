module.exports = { ...require('@mall/shared/jest-preset'), rootDir: __dirname, testPathIgnorePatterns: ['/node_modules/', '/dist/'] };
