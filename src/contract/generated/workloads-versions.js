// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
// Which members the control-plane versions have, and rules of some versions only (x-since,
// x-until, x-vendor): what src/contract/versions.ts reads to write a request for a version.
export const versions = {
 "TokenRequestV1": {
  "since": "2.20"
 },
 "TokenResponseV1.expiresIn": {
  "since": "2.24"
 },
 "Project.enforceRunaiScheduler": {
  "since": "2.21"
 },
 "TrainingRequest.spec.storage.pvc[].claimInfo.storageClass": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "TrainingRequest.spec.priorityClass": {
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "build",
     "train",
     "interactive-preemptible"
    ]
   }
  ]
 },
 "TrainingRequest.spec.preemptibility": {
  "since": "2.24"
 },
 "TrainingRequest.spec.category": {
  "since": "2.22"
 },
 "TrainingRequest.spec.imagePullSecrets": {
  "since": "2.22"
 },
 "TrainingRequest.spec.imagePullSecrets[].name": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "TrainingRequest.spec.tolerations[].effect": {
  "vendor": [
   {
    "until": "2.18",
    "enum": [
     "NoSchedule",
     "NoExecute",
     "PreferNoSchedule"
    ]
   }
  ]
 },
 "TrainingRequest.spec.terminationGracePeriodSeconds": {
  "since": "2.20"
 },
 "TrainingRequest.spec.restartPolicy": {
  "since": "2.21"
 },
 "WorkspaceRequest.spec.storage.pvc[].claimInfo.storageClass": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "WorkspaceRequest.spec.priorityClass": {
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "build",
     "train",
     "interactive-preemptible"
    ]
   }
  ]
 },
 "WorkspaceRequest.spec.preemptibility": {
  "since": "2.24"
 },
 "WorkspaceRequest.spec.category": {
  "since": "2.22"
 },
 "WorkspaceRequest.spec.imagePullSecrets": {
  "since": "2.22"
 },
 "WorkspaceRequest.spec.imagePullSecrets[].name": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "WorkspaceRequest.spec.tolerations[].effect": {
  "vendor": [
   {
    "until": "2.18",
    "enum": [
     "NoSchedule",
     "NoExecute",
     "PreferNoSchedule"
    ]
   }
  ]
 },
 "WorkspaceRequest.spec.terminationGracePeriodSeconds": {
  "since": "2.20"
 },
 "WorkspaceRequest.spec.restartPolicy": {
  "since": "2.21"
 },
 "WorkspaceSpec.priorityClass": {
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "build",
     "train",
     "interactive-preemptible"
    ]
   }
  ]
 },
 "WorkspaceSpec.preemptibility": {
  "since": "2.24"
 },
 "WorkspaceSpec.category": {
  "since": "2.22"
 },
 "WorkspaceSpec.imagePullSecrets": {
  "since": "2.22"
 },
 "WorkspaceSpec.terminationGracePeriodSeconds": {
  "since": "2.20"
 },
 "WorkspaceSpec.restartPolicy": {
  "since": "2.21"
 },
 "TrainingSpec.priorityClass": {
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "build",
     "train",
     "interactive-preemptible"
    ]
   }
  ]
 },
 "TrainingSpec.preemptibility": {
  "since": "2.24"
 },
 "TrainingSpec.category": {
  "since": "2.22"
 },
 "TrainingSpec.imagePullSecrets": {
  "since": "2.22"
 },
 "TrainingSpec.terminationGracePeriodSeconds": {
  "since": "2.20"
 },
 "TrainingSpec.restartPolicy": {
  "since": "2.21"
 },
 "DistributedRequest.spec.distributedFramework": {
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "MPI",
     "PyTorch",
     "TF",
     "XGBoost"
    ]
   }
  ]
 },
 "DistributedRequest.spec.cleanPodPolicy": {
  "since": "2.20"
 },
 "DistributedRequest.spec.storage.pvc[].claimInfo.storageClass": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "DistributedRequest.spec.priorityClass": {
  "since": "2.22",
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "build",
     "train",
     "interactive-preemptible"
    ]
   }
  ]
 },
 "DistributedRequest.spec.preemptibility": {
  "since": "2.24"
 },
 "DistributedRequest.spec.category": {
  "since": "2.22"
 },
 "DistributedRequest.spec.imagePullSecrets": {
  "since": "2.22"
 },
 "DistributedRequest.spec.imagePullSecrets[].name": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "DistributedRequest.spec.tolerations[].effect": {
  "vendor": [
   {
    "until": "2.18",
    "enum": [
     "NoSchedule",
     "NoExecute",
     "PreferNoSchedule"
    ]
   }
  ]
 },
 "DistributedRequest.spec.terminationGracePeriodSeconds": {
  "since": "2.20"
 },
 "DistributedRequest.spec.restartPolicy": {
  "since": "2.21"
 },
 "DistributedRequest.masterSpec.storage.pvc[].claimInfo.storageClass": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "DistributedRequest.masterSpec.priorityClass": {
  "since": "2.22",
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "build",
     "train",
     "interactive-preemptible"
    ]
   }
  ]
 },
 "DistributedRequest.masterSpec.preemptibility": {
  "since": "2.24"
 },
 "DistributedRequest.masterSpec.category": {
  "since": "2.22"
 },
 "DistributedRequest.masterSpec.imagePullSecrets": {
  "since": "2.22"
 },
 "DistributedRequest.masterSpec.imagePullSecrets[].name": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "DistributedRequest.masterSpec.tolerations[].effect": {
  "vendor": [
   {
    "until": "2.18",
    "enum": [
     "NoSchedule",
     "NoExecute",
     "PreferNoSchedule"
    ]
   }
  ]
 },
 "DistributedRequest.masterSpec.terminationGracePeriodSeconds": {
  "since": "2.20"
 },
 "DistributedRequest.masterSpec.restartPolicy": {
  "since": "2.21"
 },
 "DistributedSpec.distributedFramework": {
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "MPI",
     "PyTorch",
     "TF",
     "XGBoost"
    ]
   }
  ]
 },
 "DistributedSpec.cleanPodPolicy": {
  "since": "2.20"
 },
 "DistributedSpec.priorityClass": {
  "since": "2.22",
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "build",
     "train",
     "interactive-preemptible"
    ]
   }
  ]
 },
 "DistributedSpec.preemptibility": {
  "since": "2.24"
 },
 "DistributedSpec.category": {
  "since": "2.22"
 },
 "DistributedSpec.imagePullSecrets": {
  "since": "2.22"
 },
 "DistributedSpec.terminationGracePeriodSeconds": {
  "since": "2.20"
 },
 "DistributedSpec.restartPolicy": {
  "since": "2.21"
 },
 "MasterSpec.priorityClass": {
  "since": "2.22",
  "vendor": [
   {
    "until": "2.21",
    "enum": [
     "build",
     "train",
     "interactive-preemptible"
    ]
   }
  ]
 },
 "MasterSpec.preemptibility": {
  "since": "2.24"
 },
 "MasterSpec.category": {
  "since": "2.22"
 },
 "MasterSpec.imagePullSecrets": {
  "since": "2.22"
 },
 "MasterSpec.terminationGracePeriodSeconds": {
  "since": "2.20"
 },
 "MasterSpec.restartPolicy": {
  "since": "2.21"
 },
 "ImagePullSecret.name": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "Toleration.effect": {
  "vendor": [
   {
    "until": "2.18",
    "enum": [
     "NoSchedule",
     "NoExecute",
     "PreferNoSchedule"
    ]
   }
  ]
 },
 "Storage.pvc[].claimInfo.storageClass": {
  "vendor": [
   {
    "since": "2.23",
    "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"
   }
  ]
 },
 "Workload.phaseReason": {
  "since": "2.19"
 },
 "Workload.priority": {
  "since": "2.19"
 },
 "Workload.category": {
  "since": "2.22"
 }
};
// The members each object of a request may have, by path: what a typo in the `spec` input is compared with.
export const members = {
 "TrainingRequest": [
  "name",
  "useGivenNameAsPrefix",
  "projectId",
  "clusterId",
  "spec"
 ],
 "TrainingRequest.spec": [
  "image",
  "imagePullPolicy",
  "workingDir",
  "createHomeDir",
  "stdin",
  "tty",
  "nodeType",
  "backoffLimit",
  "completions",
  "parallelism",
  "command",
  "args",
  "environmentVariables",
  "compute",
  "storage",
  "security",
  "priorityClass",
  "preemptibility",
  "autoDeletionTimeAfterCompletionSeconds",
  "nodePools",
  "category",
  "imagePullSecrets",
  "tolerations",
  "terminationGracePeriodSeconds",
  "restartPolicy",
  "terminateAfterPreemption",
  "labels",
  "annotations",
  "ports",
  "exposedUrls"
 ],
 "TrainingRequest.spec.environmentVariables[]": [
  "name",
  "value"
 ],
 "TrainingRequest.spec.compute": [
  "gpuDevicesRequest",
  "gpuRequestType",
  "gpuPortionRequest",
  "gpuMemoryRequest",
  "cpuCoreRequest",
  "cpuCoreLimit",
  "cpuMemoryRequest",
  "cpuMemoryLimit",
  "largeShmRequest"
 ],
 "TrainingRequest.spec.storage": [
  "pvc",
  "git",
  "hostPath"
 ],
 "TrainingRequest.spec.storage.pvc[]": [
  "path",
  "readOnly",
  "existingPvc",
  "claimName",
  "claimInfo"
 ],
 "TrainingRequest.spec.storage.pvc[].claimInfo": [
  "size",
  "storageClass"
 ],
 "TrainingRequest.spec.storage.git[]": [
  "name",
  "repository",
  "branch",
  "revision",
  "path",
  "passwordSecret"
 ],
 "TrainingRequest.spec.storage.hostPath[]": [
  "path",
  "mountPath",
  "readOnly"
 ],
 "TrainingRequest.spec.security": [
  "hostIpc",
  "hostNetwork",
  "allowPrivilegeEscalation"
 ],
 "TrainingRequest.spec.imagePullSecrets[]": [
  "name",
  "userCredential"
 ],
 "TrainingRequest.spec.tolerations[]": [
  "name",
  "operator",
  "key",
  "value",
  "effect",
  "seconds"
 ],
 "TrainingRequest.spec.labels[]": [
  "name",
  "value",
  "exclude"
 ],
 "TrainingRequest.spec.annotations[]": [
  "name",
  "value",
  "exclude"
 ],
 "TrainingRequest.spec.ports[]": [
  "container",
  "external",
  "serviceType"
 ],
 "TrainingRequest.spec.exposedUrls[]": [
  "container"
 ],
 "WorkspaceRequest": [
  "name",
  "useGivenNameAsPrefix",
  "projectId",
  "clusterId",
  "spec"
 ],
 "WorkspaceRequest.spec": [
  "image",
  "imagePullPolicy",
  "workingDir",
  "createHomeDir",
  "stdin",
  "tty",
  "nodeType",
  "backoffLimit",
  "command",
  "args",
  "environmentVariables",
  "compute",
  "storage",
  "security",
  "priorityClass",
  "preemptibility",
  "autoDeletionTimeAfterCompletionSeconds",
  "nodePools",
  "category",
  "imagePullSecrets",
  "tolerations",
  "terminationGracePeriodSeconds",
  "restartPolicy",
  "terminateAfterPreemption",
  "labels",
  "annotations",
  "ports",
  "exposedUrls"
 ],
 "WorkspaceRequest.spec.environmentVariables[]": [
  "name",
  "value"
 ],
 "WorkspaceRequest.spec.compute": [
  "gpuDevicesRequest",
  "gpuRequestType",
  "gpuPortionRequest",
  "gpuMemoryRequest",
  "cpuCoreRequest",
  "cpuCoreLimit",
  "cpuMemoryRequest",
  "cpuMemoryLimit",
  "largeShmRequest"
 ],
 "WorkspaceRequest.spec.storage": [
  "pvc",
  "git",
  "hostPath"
 ],
 "WorkspaceRequest.spec.storage.pvc[]": [
  "path",
  "readOnly",
  "existingPvc",
  "claimName",
  "claimInfo"
 ],
 "WorkspaceRequest.spec.storage.pvc[].claimInfo": [
  "size",
  "storageClass"
 ],
 "WorkspaceRequest.spec.storage.git[]": [
  "name",
  "repository",
  "branch",
  "revision",
  "path",
  "passwordSecret"
 ],
 "WorkspaceRequest.spec.storage.hostPath[]": [
  "path",
  "mountPath",
  "readOnly"
 ],
 "WorkspaceRequest.spec.security": [
  "hostIpc",
  "hostNetwork",
  "allowPrivilegeEscalation"
 ],
 "WorkspaceRequest.spec.imagePullSecrets[]": [
  "name",
  "userCredential"
 ],
 "WorkspaceRequest.spec.tolerations[]": [
  "name",
  "operator",
  "key",
  "value",
  "effect",
  "seconds"
 ],
 "WorkspaceRequest.spec.labels[]": [
  "name",
  "value",
  "exclude"
 ],
 "WorkspaceRequest.spec.annotations[]": [
  "name",
  "value",
  "exclude"
 ],
 "WorkspaceRequest.spec.ports[]": [
  "container",
  "external",
  "serviceType"
 ],
 "WorkspaceRequest.spec.exposedUrls[]": [
  "container"
 ],
 "DistributedRequest": [
  "name",
  "useGivenNameAsPrefix",
  "projectId",
  "clusterId",
  "spec",
  "masterSpecSameAsWorker",
  "masterSpec"
 ],
 "DistributedRequest.spec": [
  "numWorkers",
  "distributedFramework",
  "slotsPerWorker",
  "minReplicas",
  "maxReplicas",
  "cleanPodPolicy",
  "image",
  "imagePullPolicy",
  "workingDir",
  "createHomeDir",
  "stdin",
  "tty",
  "nodeType",
  "backoffLimit",
  "command",
  "args",
  "environmentVariables",
  "compute",
  "storage",
  "security",
  "priorityClass",
  "preemptibility",
  "autoDeletionTimeAfterCompletionSeconds",
  "nodePools",
  "category",
  "imagePullSecrets",
  "tolerations",
  "terminationGracePeriodSeconds",
  "restartPolicy",
  "terminateAfterPreemption",
  "labels",
  "annotations",
  "ports",
  "exposedUrls"
 ],
 "DistributedRequest.spec.environmentVariables[]": [
  "name",
  "value"
 ],
 "DistributedRequest.spec.compute": [
  "gpuDevicesRequest",
  "gpuRequestType",
  "gpuPortionRequest",
  "gpuMemoryRequest",
  "cpuCoreRequest",
  "cpuCoreLimit",
  "cpuMemoryRequest",
  "cpuMemoryLimit",
  "largeShmRequest"
 ],
 "DistributedRequest.spec.storage": [
  "pvc",
  "git",
  "hostPath"
 ],
 "DistributedRequest.spec.storage.pvc[]": [
  "path",
  "readOnly",
  "existingPvc",
  "claimName",
  "claimInfo"
 ],
 "DistributedRequest.spec.storage.pvc[].claimInfo": [
  "size",
  "storageClass"
 ],
 "DistributedRequest.spec.storage.git[]": [
  "name",
  "repository",
  "branch",
  "revision",
  "path",
  "passwordSecret"
 ],
 "DistributedRequest.spec.storage.hostPath[]": [
  "path",
  "mountPath",
  "readOnly"
 ],
 "DistributedRequest.spec.security": [
  "hostIpc",
  "hostNetwork",
  "allowPrivilegeEscalation"
 ],
 "DistributedRequest.spec.imagePullSecrets[]": [
  "name",
  "userCredential"
 ],
 "DistributedRequest.spec.tolerations[]": [
  "name",
  "operator",
  "key",
  "value",
  "effect",
  "seconds"
 ],
 "DistributedRequest.spec.labels[]": [
  "name",
  "value",
  "exclude"
 ],
 "DistributedRequest.spec.annotations[]": [
  "name",
  "value",
  "exclude"
 ],
 "DistributedRequest.spec.ports[]": [
  "container",
  "external",
  "serviceType"
 ],
 "DistributedRequest.spec.exposedUrls[]": [
  "container"
 ],
 "DistributedRequest.masterSpec": [
  "image",
  "imagePullPolicy",
  "workingDir",
  "createHomeDir",
  "stdin",
  "tty",
  "nodeType",
  "backoffLimit",
  "command",
  "args",
  "environmentVariables",
  "compute",
  "storage",
  "security",
  "priorityClass",
  "preemptibility",
  "autoDeletionTimeAfterCompletionSeconds",
  "nodePools",
  "category",
  "imagePullSecrets",
  "tolerations",
  "terminationGracePeriodSeconds",
  "restartPolicy",
  "terminateAfterPreemption",
  "labels",
  "annotations",
  "ports",
  "exposedUrls"
 ],
 "DistributedRequest.masterSpec.environmentVariables[]": [
  "name",
  "value"
 ],
 "DistributedRequest.masterSpec.compute": [
  "gpuDevicesRequest",
  "gpuRequestType",
  "gpuPortionRequest",
  "gpuMemoryRequest",
  "cpuCoreRequest",
  "cpuCoreLimit",
  "cpuMemoryRequest",
  "cpuMemoryLimit",
  "largeShmRequest"
 ],
 "DistributedRequest.masterSpec.storage": [
  "pvc",
  "git",
  "hostPath"
 ],
 "DistributedRequest.masterSpec.storage.pvc[]": [
  "path",
  "readOnly",
  "existingPvc",
  "claimName",
  "claimInfo"
 ],
 "DistributedRequest.masterSpec.storage.pvc[].claimInfo": [
  "size",
  "storageClass"
 ],
 "DistributedRequest.masterSpec.storage.git[]": [
  "name",
  "repository",
  "branch",
  "revision",
  "path",
  "passwordSecret"
 ],
 "DistributedRequest.masterSpec.storage.hostPath[]": [
  "path",
  "mountPath",
  "readOnly"
 ],
 "DistributedRequest.masterSpec.security": [
  "hostIpc",
  "hostNetwork",
  "allowPrivilegeEscalation"
 ],
 "DistributedRequest.masterSpec.imagePullSecrets[]": [
  "name",
  "userCredential"
 ],
 "DistributedRequest.masterSpec.tolerations[]": [
  "name",
  "operator",
  "key",
  "value",
  "effect",
  "seconds"
 ],
 "DistributedRequest.masterSpec.labels[]": [
  "name",
  "value",
  "exclude"
 ],
 "DistributedRequest.masterSpec.annotations[]": [
  "name",
  "value",
  "exclude"
 ],
 "DistributedRequest.masterSpec.ports[]": [
  "container",
  "external",
  "serviceType"
 ],
 "DistributedRequest.masterSpec.exposedUrls[]": [
  "container"
 ]
};
