/** One jest setup for every workspace: TypeScript through swc, tests beside the code or in test/. */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/packages/*/test/**/*.test.ts', '<rootDir>/packages/*/src/**/*.test.ts'],
  moduleNameMapper: { '^@storefront/template$': '<rootDir>/packages/template/src/index.ts' },
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.js'],
};
