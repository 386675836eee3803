// The inputs that set members of the workload's spec directly (spec-inputs.ts reads them), apart
// from their readers so that the connection rules, read with every step's inputs, stay light.
export const SPEC_INPUTS = [
  'node-pools',
  'priority-class',
  'category',
  'image-pull-secrets',
  'tolerations',
  'existing-pvc',
  'git',
  'gpu-memory',
  'workers',
  'framework',
  'master',
  'spec',
] as const;
