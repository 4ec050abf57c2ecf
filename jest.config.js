/**
 * One jest setup for every workspace: TypeScript transpiled by ts-jest (types are checked by
 * `npm run typecheck`, so tests only transpile), tests beside the code or in test/.
 */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] },
  testMatch: ['<rootDir>/packages/*/test/**/*.test.ts', '<rootDir>/packages/*/src/**/*.test.ts'],
  moduleNameMapper: { '^@storefront/template$': '<rootDir>/packages/template/src/index.ts' },
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.js'],
};
