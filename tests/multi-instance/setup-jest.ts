// A file's beforeAll starts Redis, Varnish and `next start`, which can take a minute on a busy
// machine; tests that take longer say so. (Jest reads `testTimeout` from the top of its config
// only, not from a project's.)
jest.setTimeout(120_000);
