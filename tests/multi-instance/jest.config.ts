import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The multi-instance tests: Redis, Varnish and `next start` on fixed loopback ports, so one file
 * at a time (`npm run test:multi-instance` runs them in band). Their own config, so that `npx
 * jest` stays the unit tests. Node 24 loads it as TypeScript, as Jest's own docs allow.
 */
const config: Config = {
  rootDir: '../..',
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/multi-instance/**/*.test.ts'],
  // A file's beforeAll starts Redis, Varnish and `next start`, which can take a minute on a busy
  // machine; tests that take longer say so.
  testTimeout: 120_000,
};

export default createJestConfig(config);
