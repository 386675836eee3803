import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { needsTheBuild, startBuild } from './test/helpers/build.js';

const RUNS_THE_BUILD = 'test/e2e/**/*.test.ts';
/** Memory bounds, measured with nothing else running: scripts/test.mjs runs this file alone, last. */
const MEMORY = 'test/e2e/memory.test.ts';
const memoryPass = process.env.SUBMIT_RUNAI_JOB_MEMORY_PASS === '1';

/**
 * The end-to-end tests run the build of src/ (test/helpers/build.ts): when the run has one of
 * them, the build starts as the run does, and the files that need no build go first, so both
 * cores have work while it is made. A run of unit files alone makes no build.
 */
class BuildLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.some((f) => needsTheBuild(f.moduleId))) startBuild();
    const runsTheBuild = (file: TestSpecification) => file.moduleId.includes('/test/e2e/');
    return [...sorted.filter((f) => !runsTheBuild(f)), ...sorted.filter(runsTheBuild)];
  }
}

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Most of an end-to-end test's time is a child process or a server waiting on the other;
    // more files at once than cores keeps both cores busy.
    fileParallelism: true,
    maxWorkers: 5,
    sequence: { sequencer: BuildLast },
    projects: [
      { extends: true, test: { name: 'checks', include: memoryPass ? [] : ['test/**/*.test.ts'], exclude: [RUNS_THE_BUILD] } },
      // The end-to-end files share their workers: they mock nothing and each starts its own
      // servers and steps, so loading the emulators' libraries once per worker, not once per
      // file, is all that changes.
      { extends: true, test: { name: 'end-to-end', include: memoryPass ? [MEMORY] : [RUNS_THE_BUILD], exclude: memoryPass ? [] : [MEMORY], isolate: false } },
    ],
  },
});
