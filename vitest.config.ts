import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Most of a test's time is a child process or a server waiting on the other; more files at
    // once than cores keeps both cores busy.
    fileParallelism: true,
    maxWorkers: 3,
  },
});
