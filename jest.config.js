/**
 * One jest setup for every workspace: TypeScript transpiled by ts-jest (types are checked by
 * `npm run typecheck`, so tests only transpile), tests beside the code or in test/.
 */
const os = require('node:os');

module.exports = {
  testEnvironment: 'node',
  // Most suites wait on PostgreSQL, Redis, gRPC or Chromium rather than compute, so two workers
  // halve the run even on a 2-core machine, where jest's default (cores - 1) would run one.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A test that starts a service on PGlite waits seconds for WASM and migrations even on an idle
  // machine; jest's 5 s default fails such tests whenever the other worker is busy.
  testTimeout: 60_000,
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }] },
  testMatch: [
    '<rootDir>/{packages,services,frontends}/*/{src,test}/**/*.test.{ts,tsx}',
    '<rootDir>/tools/dev/**/*.test.js',
    '<rootDir>/tools/chart/*.test.js',
    '<rootDir>/tests/*/**/*.test.ts',
  ],
  // workspaces are tested from their sources, not from their builds
  moduleNameMapper: {
    '^@storefront/service-kit/testing$': '<rootDir>/packages/service-kit/src/testing.ts',
    '^@storefront/service-kit/errors$': '<rootDir>/packages/service-kit/src/domain-errors.ts',
    '^@storefront/form-rules/testing$': '<rootDir>/packages/form-rules/src/testing.ts',
    '^@storefront/performance-rules/ingest$': '<rootDir>/packages/performance-rules/src/ingest.ts',
    '^@storefront/(template|proto|service-kit|commerce|form-rules|performance-rules|census-rules|permissions)$':
      '<rootDir>/packages/$1/src/index.ts',
  },
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.js'],
  testSequencer: '<rootDir>/tools/jest/sequencer.js',
};
