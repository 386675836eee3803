// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
export const workersOnly = ["numWorkers","distributedFramework","slotsPerWorker","minReplicas","maxReplicas","cleanPodPolicy","mpiLauncherCreationPolicy","sshAuthMountPath"];
export const trainingOnly = ["completions","parallelism"];
