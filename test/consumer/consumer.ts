// A consumer of the contract package, importing it by its published name as another project
// would. test/build/contract-package.test.ts typechecks this file: a broken export path or a
// changed field type fails it.
import {
  checkJob,
  createRunaiClient,
  formatPath,
  jobFields,
  serviceMessage,
  type Answer,
  type Job,
  type RunaiClient,
  type TokenResponse,
} from 'submit-runai-job';
import type { components, paths } from 'submit-runai-job/types';

const job: Job = {
  project: 'team-a',
  image: 'gcr.io/run-ai-demo/quickstart',
  gpu: 0.5,
  environment: { BATCH_SIZE: 50, NAME: 'x' },
  pvc: [{ size: '3Gi', path: '/data', readOnly: true }],
  ports: [{ container: 22, external: 30022, autoGenerate: false }],
};

// @ts-expect-error gpu is a number, not a string
const wrongGpu: Job = { project: 'p', image: 'i', gpu: '1' };
// @ts-expect-error project is required
const noProject: Job = { image: 'i' };
// @ts-expect-error a PVC needs a path
const badPvc: Job['pvc'] = [{ size: '1Gi' }];

const sameJob: components['schemas']['Job'] = job;
type SubmitBody = paths['/api/v1/jobs']['post']['requestBody']['content']['application/json'];
const body: SubmitBody = { job: sameJob };

const client: RunaiClient = createRunaiClient({
  baseUrl: 'https://cluster.example.com/researcher',
  authUrl: 'https://app.run.ai',
  bearer: () => 'token',
});

export async function submit(): Promise<string | undefined> {
  const token: Answer<TokenResponse> = await client.requestToken('runai', {
    grant_type: 'client_credentials',
    client_id: 'app',
    client_secret: 'secret',
  });
  if (!token.ok) return serviceMessage(token.body);
  const created = await client.submitJob(body.job);
  return created.ok ? created.data.name : serviceMessage(created.body);
}

export const problems: string[] = checkJob(job).map((p) => `${formatPath(p.path)}: ${p.kind}, expected ${p.expected ?? 'a value'}`);
export const fields: readonly string[] = jobFields;
export { wrongGpu, noProject, badPvc };

// The workloads API's client and mapping, by the same name.
import { createWorkloadsClient, toWorkload, type WorkloadsClient, type WorkloadSubmission } from 'submit-runai-job';
import type { components as workloads } from 'submit-runai-job/workloads-types';

const submission: WorkloadSubmission = toWorkload(job, { projectId: '4', clusterId: 'c0ffee' });
const training: workloads['schemas']['TrainingRequest'] | workloads['schemas']['WorkspaceRequest'] = submission.request;
export const workloadsClient: WorkloadsClient = createWorkloadsClient({ baseUrl: 'https://tenant.run.ai' });
export { training };
