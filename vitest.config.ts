import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The end-to-end tests run the build that test/global-setup.ts makes as the run starts: the
 * files that need no build go first, so both cores have work while it is made.
 */
class BuildLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const runsTheBuild = (file: TestSpecification) => file.moduleId.includes('/test/e2e/');
    return [...sorted.filter((f) => !runsTheBuild(f)), ...sorted.filter(runsTheBuild)];
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Most of a test's time is a child process or a server waiting on the other; twice as many
    // files at once as cores keeps both cores busy.
    fileParallelism: true,
    maxWorkers: 4,
    sequence: { sequencer: BuildLast },
  },
});
