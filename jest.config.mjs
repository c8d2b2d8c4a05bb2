import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next/jest's settings (the SWC transform, the CSS and image mocks) are a project's own, so each
// project is made by it.
const project = (config) =>
  createJestConfig({ moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' }, ...config })();

/** @type {import('jest').Config} */
const config = {
  projects: [
    await project({
      displayName: 'unit',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/setup-jest.ts'],
      testMatch: [
        '<rootDir>/tests/unit/**/*.test.{ts,tsx}',
        '<rootDir>/{app,components,lib}/**/*.test.{ts,tsx}',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
    }),
    // Redis, Varnish and `next start` on fixed loopback ports: one file at a time
    // (`npm run test:multi-instance`).
    await project({
      displayName: 'multi-instance',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/multi-instance/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/multi-instance/setup-jest.ts'],
    }),
  ],
};

export default config;
