// Every workload's labels and annotations: the user's own, and unless 'annotate: false' where it came from (repository, commit, run), checked by
// Kubernetes' rules (written into openapi/workloads.yaml) before anything is sent: the cluster would refuse them only once it runs the job.
import type { WorkloadMetadata } from '../../contract/workloads-mapping.js';
import { expected, validateAnnotationValue, validateLabelValue, validateMetadataName } from '../../contract/generated/workloads-metadata.js';
import type { Problem } from '../../problems.js';

/** The user's labels and annotations that Kubernetes would refuse, each named by its input and name. */
export function metadataProblems(given: { labels?: Record<string, string>; annotations?: Record<string, string> }): Problem[] {
  const problems: Problem[] = [];
  for (const input of ['labels', 'annotations'] as const) {
    for (const [name, value] of Object.entries(given[input] ?? {})) {
      const source = { inputs: [input] };
      if (!validateMetadataName(name)) problems.push({ kind: 'bad-name', path: [name], value: name, source, expected: expected.MetadataName });
      else if (!(input === 'labels' ? validateLabelValue : validateAnnotationValue)(value)) {
        problems.push({ kind: 'invalid-value', path: [name], value, source, expected: expected[input === 'labels' ? 'LabelValue' : 'AnnotationValue'] });
      }
    }
  }
  return problems;
}

/** Every workload's metadata: the host's origin (unless 'annotate: false', and only values Kubernetes takes), then the user's own, which win. */
export function workloadMetadata(
  settings: { labels?: Record<string, string>; annotations?: Record<string, string>; annotate: boolean },
  origin: WorkloadMetadata | undefined,
): WorkloadMetadata {
  const fits = (check: typeof validateLabelValue) => (entries: Record<string, string>) =>
    Object.fromEntries(Object.entries(entries).filter(([name, value]) => validateMetadataName(name) && check(value)));
  const from = settings.annotate && origin ? origin : { labels: {}, annotations: {} };
  return {
    labels: { ...fits(validateLabelValue)(from.labels), ...settings.labels },
    annotations: { ...fits(validateAnnotationValue)(from.annotations), ...settings.annotations },
  };
}
