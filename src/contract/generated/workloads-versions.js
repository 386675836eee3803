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
