// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
export declare const workersOnly: readonly ('numWorkers' | 'distributedFramework' | 'slotsPerWorker' | 'minReplicas' | 'maxReplicas' | 'cleanPodPolicy' | 'mpiLauncherCreationPolicy' | 'sshAuthMountPath')[];
export declare const trainingOnly: readonly ('completions' | 'parallelism')[];
