// The control-plane emulator answers in the vendor's full shapes, version by version: every member
// each version's document marks required (openapi/workloads.yaml, x-vendor-required), so that a
// client that needs a member the vendor does not promise is caught by a member missing, not by a
// real control plane. And no answer the action reads requires more than the vendor promises.
import { describe, expect, it } from 'vitest';
import { CONTROL_PLANE_VERSIONS, createAjv, forVersion, inlineReferences, readSchemas, workloadsDocumentPath } from '../../scripts/schemas.mjs';
import { startWorkloadsEmulator } from './workloads.mjs';

const schemas = readSchemas(workloadsDocumentPath) as Record<string, { required?: string[]; 'x-vendor-required'?: string[] }>;

describe('the vendor’s shapes', () => {
  it('what the action requires of an answer, the vendor requires too: an answer with only those members still reads', () => {
    const marked = Object.entries(schemas).filter(([, schema]) => schema['x-vendor-required']);
    expect(marked.map(([name]) => name).sort()).toEqual([
      'ApiError',
      'Cluster',
      'Project',
      'SubmittedWorkload',
      'Workload',
      'WorkloadCreated',
      'WorkloadEvent',
    ]);
    for (const [name, schema] of marked) {
      for (const member of schema.required ?? []) expect(schema['x-vendor-required'], `${name}.${member}`).toContain(member);
    }
  });

  it.each(CONTROL_PLANE_VERSIONS)('Run:ai %s: every answer holds what that version’s document requires', async (version) => {
    const ajv = createAjv();
    ajv.addSchema({ $id: 'v', $defs: forVersion(inlineReferences(readSchemas(workloadsDocumentPath)), version, { vendorRequired: true }) });
    const shape = (name: string) => ajv.getSchema(`v#/$defs/${name}`)!;
    const emulator = await startWorkloadsEmulator({
      version,
      plan: [
        {
          phase: 'Pending',
          message: 'Non-preemptible over quota',
          phaseReason: 'NonPreemptibleOverQuota',
          condition: { type: 'PodScheduled', reason: 'Unschedulable', message: 'over quota' },
          scheduling: [{ nodePool: 'default', phaseReason: 'NonPreemptibleOverQuota', reason: 'over quota', userMessage: 'Non-preemptible over quota' }],
          events: [{ type: 'Warning', reason: 'FailedScheduling', message: '0/3 nodes are available' }],
        },
      ],
    });
    try {
      const call = async (path: string, init: RequestInit = {}) => {
        const res = await fetch(`${emulator.baseUrl}${path}`, init);
        return { status: res.status, body: res.status === 204 ? undefined : await res.json() };
      };
      const token = await call('/api/v1/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grantType: 'app_token', appID: emulator.clientId, appSecret: emulator.clientSecret }),
      });
      const bearer = { authorization: `Bearer ${token.body.accessToken}` };
      const projects = await call('/api/v1/org-unit/projects?filterBy=name==team-a', { headers: bearer });
      for (const project of projects.body.projects) expect(shape('Project')(project), JSON.stringify(shape('Project').errors)).toBe(true);
      const clusters = await call('/api/v1/clusters', { headers: bearer });
      for (const cluster of clusters.body) expect(shape('Cluster')(cluster), JSON.stringify(shape('Cluster').errors)).toBe(true);
      const project = projects.body.projects[0];
      const created = await call('/api/v1/workloads/trainings', {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'shape', projectId: project.id, clusterId: project.clusterId, spec: { image: 'i' } }),
      });
      expect(created.status).toBe(version < '2.21' ? 200 : 202);
      expect(shape('WorkloadCreated')(created.body), JSON.stringify(shape('WorkloadCreated').errors)).toBe(true);
      const listed = await call(`/api/v1/workloads?filterBy=projectId==${project.id}`, { headers: bearer });
      expect(listed.body.workloads).toHaveLength(1);
      expect(shape('Workload')(listed.body.workloads[0]), JSON.stringify(shape('Workload').errors)).toBe(true);
      const one = await call(`/api/v1/workloads/${created.body.workloadId}`, { headers: bearer });
      expect(shape('WorkloadDetailed')(one.body), JSON.stringify(shape('WorkloadDetailed').errors)).toBe(true);
      const submitted = await call(`/api/v1/workloads/trainings/${created.body.workloadId}`, { headers: bearer });
      expect(shape('SubmittedWorkload')(submitted.body), JSON.stringify(shape('SubmittedWorkload').errors)).toBe(true);
      const events = await call(`/api/v1/workloads/${created.body.workloadId}/events?limit=5`, { headers: bearer });
      expect(shape('EventList')(events.body)).toBe(true);
      expect(events.body.events).toHaveLength(1);
      for (const event of events.body.events) expect(shape('WorkloadEvent')(event), JSON.stringify(shape('WorkloadEvent').errors)).toBe(true);
      const refused = await call('/api/v1/workloads/trainings', { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: '{}' });
      expect(refused.status).toBe(400);
      expect(shape('ApiError')(refused.body)).toBe(true);
      const deleted = await call(`/api/v1/workloads/trainings/${created.body.workloadId}`, { method: 'DELETE', headers: bearer });
      expect(deleted.status).toBe(version < '2.21' ? 204 : 202);
    } finally {
      await emulator.close();
    }
  });
});

describe('the control emulator’s own controls', () => {
  it('a plan posted to /__emulator/plans takes the documented body, and says what it did not understand', async () => {
    const emulator = await startWorkloadsEmulator();
    try {
      const post = (body: unknown) =>
        fetch(`${emulator.baseUrl}/__emulator/plans`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({
          status: r.status,
          text: String(((await r.json()) as { details?: string }).details),
        }));
      const bad = await post({ train: [{ status: 'Running', ms: 1000 }] });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('"train"[0]: "status" is not a member of a step');
      expect(bad.text).toContain('phase undefined is not one of');
      expect((await post({ train: [{ phase: 'Running', ms: 1000 }, { phase: 'Completed' }] })).status).toBe(200);
    } finally {
      await emulator.close();
    }
  });
});
