module.exports = { ...require('@mall/shared/jest-preset'), rootDir: __dirname };
