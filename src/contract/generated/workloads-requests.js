// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
/* eslint-disable */
export const validateTrainingRequest = validate21;
const schema32 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"A training's spec, with every member the vendor documents from 2.18 to 2.24 (each marked with the versions that have it).","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"completions":{"type":"integer","minimum":1},"parallelism":{"type":"integer","minimum":1},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name"],"description":"A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a user credential (2.24).","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"},"configMap":{"type":"object","x-since":"2.21","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.21"},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}],"x-since":"2.21"}}},"description":{"type":"string","x-since":"2.20"},"exclude":{"type":"boolean"},"podFieldRef":{"type":"object","x-since":"2.21","additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"x-since":"2.21"}}},"secret":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}},"userCredential":{"type":"object","x-since":"2.24","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.24"},"name":{"type":"string","minLength":1,"x-since":"2.24"}}}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory","migProfile"],"x-vendor":[{"since":"2.24","enum":["portion","memory"]}]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"GPU memory per device, with `gpuRequestType` `memory`.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"},"extendedResources":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean"},"quantity":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"resource":{"type":"string","minLength":1}}}},"gpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"gpuPortionLimit":{"type":"number","minimum":0},"migProfile":{"enum":["1g.5gb","1g.10gb","2g.10gb","2g.20gb","3g.20gb","3g.40gb","4g.20gb","4g.40gb","7g.40gb","7g.80gb"],"description":"Deprecated from 2.19.","x-until":"2.23"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"accessModes":{"type":"object","additionalProperties":false,"properties":{"readOnlyMany":{"type":"boolean"},"readWriteMany":{"type":"boolean"},"readWriteOnce":{"type":"boolean"}}},"addedAttrValues":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$","x-expected":"a Kubernetes label name of at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit","x-since":"2.22"},"value":{"type":"string","x-since":"2.22"}},"required":["key"]}},"volumeMode":{"enum":["Filesystem","Block"]}}},"dataSharing":{"type":"boolean","x-since":"2.22"},"ephemeral":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."},"exclude":{"type":"boolean","x-since":"2.21"},"secretKeyOfPassword":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretKeyOfUser":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretRef":{"type":"object","x-since":"2.23","additionalProperties":false,"properties":{"authenticationMethod":{"enum":["password","ssh-key"],"x-since":"2.23"},"name":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfPassword":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfUser":{"type":"string","minLength":1,"x-since":"2.23"}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."},"exclude":{"type":"boolean","x-since":"2.21"},"mountPropagation":{"enum":["None","HostToContainer"]},"name":{"type":"string","minLength":1}}}},"configMapVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"configMap":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"subPath":{"type":"string","minLength":1,"x-since":"2.21"}}}},"dataVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"mountPath":{"type":"string"}}}},"emptyDirVolume":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.22"},"medium":{"type":"string","minLength":1,"x-since":"2.22"},"name":{"type":"string","minLength":1,"x-since":"2.22"},"path":{"type":"string","minLength":1,"x-since":"2.22"},"sizeLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M","x-since":"2.22"}}}},"nfs":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean"},"server":{"type":"string","minLength":1}}}},"s3":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"accessKeySecret":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"bucket":{"type":"string","minLength":1},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"secretKeyOfAccessKeyId":{"type":"string","minLength":1},"secretKeyOfSecretKey":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"secretVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"secret":{"type":"string","minLength":1}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"},"capabilities":{"type":"array","items":{"enum":["AUDIT_CONTROL","AUDIT_READ","AUDIT_WRITE","BLOCK_SUSPEND","CHOWN","DAC_OVERRIDE","DAC_READ_SEARCH","FOWNER","FSETID","IPC_LOCK","IPC_OWNER","KILL","LEASE","LINUX_IMMUTABLE","MAC_ADMIN","MAC_OVERRIDE","MKNOD","NET_ADMIN","NET_BIND_SERVICE","NET_BROADCAST","NET_RAW","SETGID","SETFCAP","SETPCAP","SETUID","SYS_ADMIN","SYS_BOOT","SYS_CHROOT","SYS_MODULE","SYS_NICE","SYS_PACCT","SYS_PTRACE","SYS_RAWIO","SYS_RESOURCE","SYS_TIME","SYS_TTY_CONFIG","SYSLOG","WAKE_ALARM"]}},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGid":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUid":{"type":"integer"},"seccompProfileType":{"enum":["RuntimeDefault","Unconfined","Localhost"]},"supplementalGroups":{"type":"string"},"uidGidSource":{"enum":["fromTheImage","fromIdpToken","custom"]}}},"priorityClass":{"type":"string","minLength":1,"description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are\npreemptible, `high` and `very-high` are not (the vendor's \"Workload priority control\"\npage); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a\nworkspace asks to be preemptible: `interactive-preemptible` until 2.21, then a\npreemptible priority (`medium-low`, above the trainings' default).\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"The secret's name; a DNS label from 2.23.","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.22"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["name","operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `name`, `operator`, `key`\nand `effect` mandatory; `value` goes with `Equal` (their description says the reverse,\nwhich Kubernetes does not allow); `seconds` only with `NoExecute`.\n","properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1},"exclude":{"type":"boolean","x-since":"2.19"}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"authorizationType":{"enum":["authenticatedUsers","authorizedUsers","authorizedGroups"],"x-since":"2.24"},"authorizedGroups":{"type":"array","items":{"type":"string"}},"authorizedUsers":{"type":"array","items":{"type":"string"}},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"},"url":{"type":"string"}}}},"probes":{"type":"object","additionalProperties":false,"properties":{"readiness":{"type":"object","additionalProperties":false,"properties":{"failureThreshold":{"type":"integer","minimum":1},"handler":{"type":"object","additionalProperties":false,"properties":{"httpGet":{"type":"object","additionalProperties":false,"properties":{"host":{"type":"string"},"path":{"type":"string","x-vendor":[{"since":"2.19","pattern":"^(\\x2F[a-zA-Z0-9\\-_.\\x2F]*)?$"}]},"port":{"type":"integer","minimum":1,"maximum":65535},"scheme":{"enum":["HTTP","HTTPS"]}}}}},"initialDelaySeconds":{"type":"integer","minimum":0},"periodSeconds":{"type":"integer","minimum":1},"successThreshold":{"type":"integer","minimum":1},"timeoutSeconds":{"type":"integer","minimum":1}}}}},"podAffinity":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string"},"type":{"enum":["Required","Preferred"]}}},"nodeAffinityRequired":{"type":"object","additionalProperties":false,"properties":{"nodeSelectorTerms":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"matchExpressions":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","x-since":"2.22"},"operator":{"enum":["In","NotIn","Exists","DoesNotExist","Gt","Lt"],"x-since":"2.22"},"values":{"type":"array","x-since":"2.22","items":{"type":"string"}}},"required":["key","operator"]}}}}}},"x-since":"2.22"},"relatedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string"},"type":{"type":"string"},"url":{"type":"string"}}}}}},"templateId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\"","x-since":"2.23"}}};
const func1 = (text) => { let length = 0; for (const _ of text) length++; return length; };
const func6 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]*$", "u");
const pattern6 = new RegExp("^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$", "u");
const pattern11 = new RegExp("^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$", "u");
const pattern12 = new RegExp("^0[0-7]{3}$", "u");
const pattern16 = new RegExp("^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$", "u");
const pattern17 = new RegExp("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.projectId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.clusterId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clusterId"},message:"must have required property '"+"clusterId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec")) || (key0 === "templateId"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 63){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.useGivenNameAsPrefix !== undefined){
if(typeof data.useGivenNameAsPrefix !== "boolean"){
const err9 = {instancePath:instancePath+"/useGivenNameAsPrefix",schemaPath:"#/properties/useGivenNameAsPrefix/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.projectId !== undefined){
let data2 = data.projectId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.clusterId !== undefined){
let data3 = data.clusterId;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err12 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.spec !== undefined){
let data4 = data.spec;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!(func6.call(schema32.properties.spec.properties, key1))){
const err16 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.image !== undefined){
let data5 = data4.image;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err17 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.imagePullPolicy !== undefined){
let data6 = data4.imagePullPolicy;
if(!(((data6 === "Always") || (data6 === "Never")) || (data6 === "IfNotPresent"))){
const err19 = {instancePath:instancePath+"/spec/imagePullPolicy",schemaPath:"#/properties/spec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.workingDir !== undefined){
if(typeof data4.workingDir !== "string"){
const err20 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.createHomeDir !== undefined){
if(typeof data4.createHomeDir !== "boolean"){
const err21 = {instancePath:instancePath+"/spec/createHomeDir",schemaPath:"#/properties/spec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.stdin !== undefined){
if(typeof data4.stdin !== "boolean"){
const err22 = {instancePath:instancePath+"/spec/stdin",schemaPath:"#/properties/spec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.tty !== undefined){
if(typeof data4.tty !== "boolean"){
const err23 = {instancePath:instancePath+"/spec/tty",schemaPath:"#/properties/spec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.nodeType !== undefined){
if(typeof data4.nodeType !== "string"){
const err24 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.backoffLimit !== undefined){
let data12 = data4.backoffLimit;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err25 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err26 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data4.completions !== undefined){
let data13 = data4.completions;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err27 = {instancePath:instancePath+"/spec/completions",schemaPath:"#/properties/spec/properties/completions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err28 = {instancePath:instancePath+"/spec/completions",schemaPath:"#/properties/spec/properties/completions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data4.parallelism !== undefined){
let data14 = data4.parallelism;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err29 = {instancePath:instancePath+"/spec/parallelism",schemaPath:"#/properties/spec/properties/parallelism/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/spec/parallelism",schemaPath:"#/properties/spec/properties/parallelism/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data4.command !== undefined){
let data15 = data4.command;
if(typeof data15 === "string"){
if(func1(data15) < 1){
const err31 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data4.args !== undefined){
let data16 = data4.args;
if(typeof data16 === "string"){
if(func1(data16) < 1){
const err33 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data4.environmentVariables !== undefined){
let data17 = data4.environmentVariables;
if(Array.isArray(data17)){
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.name === undefined){
const err35 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key2 in data18){
if(!((((((((key2 === "name") || (key2 === "value")) || (key2 === "configMap")) || (key2 === "description")) || (key2 === "exclude")) || (key2 === "podFieldRef")) || (key2 === "secret")) || (key2 === "userCredential"))){
const err36 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data18.name !== undefined){
let data19 = data18.name;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err37 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data18.value !== undefined){
if(typeof data18.value !== "string"){
const err39 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data18.configMap !== undefined){
let data21 = data18.configMap;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key3 in data21){
if(!((key3 === "key") || (key3 === "name"))){
const err40 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data21.key !== undefined){
let data22 = data21.key;
if(typeof data22 === "string"){
if(func1(data22) < 1){
const err41 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data21.name !== undefined){
let data23 = data21.name;
if(typeof data23 === "string"){
if(func1(data23) < 1){
const err43 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data18.description !== undefined){
if(typeof data18.description !== "string"){
const err46 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/description",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data18.exclude !== undefined){
if(typeof data18.exclude !== "boolean"){
const err47 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/exclude",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data18.podFieldRef !== undefined){
let data26 = data18.podFieldRef;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key4 in data26){
if(!(key4 === "path")){
const err48 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data26.path !== undefined){
let data27 = data26.path;
if(typeof data27 === "string"){
if(func1(data27) < 1){
const err49 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data18.secret !== undefined){
let data28 = data18.secret;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
for(const key5 in data28){
if(!((key5 === "key") || (key5 === "name"))){
const err52 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data28.key !== undefined){
let data29 = data28.key;
if(typeof data29 === "string"){
if(func1(data29) < 1){
const err53 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data28.name !== undefined){
let data30 = data28.name;
if(typeof data30 === "string"){
if(func1(data30) < 1){
const err55 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data18.userCredential !== undefined){
let data31 = data18.userCredential;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
if(!((key6 === "key") || (key6 === "name"))){
const err58 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data31.key !== undefined){
let data32 = data31.key;
if(typeof data32 === "string"){
if(func1(data32) < 1){
const err59 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data31.name !== undefined){
let data33 = data31.name;
if(typeof data33 === "string"){
if(func1(data33) < 1){
const err61 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data4.compute !== undefined){
let data34 = data4.compute;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
for(const key7 in data34){
if(!(func6.call(schema32.properties.spec.properties.compute.properties, key7))){
const err66 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data34.gpuDevicesRequest !== undefined){
let data35 = data34.gpuDevicesRequest;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err67 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
const err68 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data34.gpuRequestType !== undefined){
let data36 = data34.gpuRequestType;
if(!(((data36 === "portion") || (data36 === "memory")) || (data36 === "migProfile"))){
const err69 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data34.gpuPortionRequest !== undefined){
let data37 = data34.gpuPortionRequest;
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 1 || isNaN(data37)){
const err70 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data37 < 0 || isNaN(data37)){
const err71 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data34.gpuMemoryRequest !== undefined){
let data38 = data34.gpuMemoryRequest;
if(typeof data38 === "string"){
if(!pattern6.test(data38)){
const err73 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data34.cpuCoreRequest !== undefined){
let data39 = data34.cpuCoreRequest;
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
const err75 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data34.cpuCoreLimit !== undefined){
let data40 = data34.cpuCoreLimit;
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err77 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data34.cpuMemoryRequest !== undefined){
let data41 = data34.cpuMemoryRequest;
if(typeof data41 === "string"){
if(!pattern6.test(data41)){
const err79 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data34.cpuMemoryLimit !== undefined){
let data42 = data34.cpuMemoryLimit;
if(typeof data42 === "string"){
if(!pattern6.test(data42)){
const err81 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data34.largeShmRequest !== undefined){
if(typeof data34.largeShmRequest !== "boolean"){
const err83 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data34.extendedResources !== undefined){
let data44 = data34.extendedResources;
if(Array.isArray(data44)){
const len1 = data44.length;
for(let i1=0; i1<len1; i1++){
let data45 = data44[i1];
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
for(const key8 in data45){
if(!(((key8 === "exclude") || (key8 === "quantity")) || (key8 === "resource"))){
const err84 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data45.exclude !== undefined){
if(typeof data45.exclude !== "boolean"){
const err85 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/exclude",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data45.quantity !== undefined){
let data47 = data45.quantity;
if(typeof data47 === "string"){
if(!pattern6.test(data47)){
const err86 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data45.resource !== undefined){
let data48 = data45.resource;
if(typeof data48 === "string"){
if(func1(data48) < 1){
const err88 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/spec/compute/extendedResources",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data34.gpuMemoryLimit !== undefined){
let data49 = data34.gpuMemoryLimit;
if(typeof data49 === "string"){
if(!pattern6.test(data49)){
const err92 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data34.gpuPortionLimit !== undefined){
let data50 = data34.gpuPortionLimit;
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 0 || isNaN(data50)){
const err94 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data34.migProfile !== undefined){
let data51 = data34.migProfile;
if(!((((((((((data51 === "1g.5gb") || (data51 === "1g.10gb")) || (data51 === "2g.10gb")) || (data51 === "2g.20gb")) || (data51 === "3g.20gb")) || (data51 === "3g.40gb")) || (data51 === "4g.20gb")) || (data51 === "4g.40gb")) || (data51 === "7g.40gb")) || (data51 === "7g.80gb"))){
const err96 = {instancePath:instancePath+"/spec/compute/migProfile",schemaPath:"#/properties/spec/properties/compute/properties/migProfile/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.compute.properties.migProfile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data4.storage !== undefined){
let data52 = data4.storage;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key9 in data52){
if(!(func6.call(schema32.properties.spec.properties.storage.properties, key9))){
const err98 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data52.pvc !== undefined){
let data53 = data52.pvc;
if(Array.isArray(data53)){
const len2 = data53.length;
for(let i2=0; i2<len2; i2++){
let data54 = data53[i2];
const _errs118 = errors;
let valid16 = true;
const _errs119 = errors;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.existingPvc !== undefined){
if(true !== data54.existingPvc){
const err99 = {};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
var _valid0 = _errs119 === errors;
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs121 = errors;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.claimName === undefined){
const err100 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
var _valid0 = _errs121 === errors;
valid16 = _valid0;
ifClause0 = "then";
}
else {
const _errs122 = errors;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.claimInfo === undefined){
const err101 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
var _valid0 = _errs122 === errors;
valid16 = _valid0;
ifClause0 = "else";
}
if(!valid16){
const err102 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(data54.path === undefined){
const err103 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data54.existingPvc === undefined){
const err104 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key10 in data54){
if(!(func6.call(schema32.properties.spec.properties.storage.properties.pvc.items.properties, key10))){
const err105 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data54.path !== undefined){
let data56 = data54.path;
if(typeof data56 === "string"){
if(func1(data56) < 1){
const err106 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data54.readOnly !== undefined){
if(typeof data54.readOnly !== "boolean"){
const err108 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data54.existingPvc !== undefined){
if(typeof data54.existingPvc !== "boolean"){
const err109 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data54.claimName !== undefined){
let data59 = data54.claimName;
if(typeof data59 === "string"){
if(func1(data59) > 63){
const err110 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(func1(data59) < 1){
const err111 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data54.claimInfo !== undefined){
let data60 = data54.claimInfo;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.size === undefined){
const err113 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
for(const key11 in data60){
if(!(((((key11 === "size") || (key11 === "storageClass")) || (key11 === "accessModes")) || (key11 === "addedAttrValues")) || (key11 === "volumeMode"))){
const err114 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data60.size !== undefined){
if(typeof data60.size !== "string"){
const err115 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data60.storageClass !== undefined){
let data62 = data60.storageClass;
if(typeof data62 === "string"){
if(func1(data62) < 1){
const err116 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data60.accessModes !== undefined){
let data63 = data60.accessModes;
if(data63 && typeof data63 == "object" && !Array.isArray(data63)){
for(const key12 in data63){
if(!(((key12 === "readOnlyMany") || (key12 === "readWriteMany")) || (key12 === "readWriteOnce"))){
const err118 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data63.readOnlyMany !== undefined){
if(typeof data63.readOnlyMany !== "boolean"){
const err119 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readOnlyMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readOnlyMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data63.readWriteMany !== undefined){
if(typeof data63.readWriteMany !== "boolean"){
const err120 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data63.readWriteOnce !== undefined){
if(typeof data63.readWriteOnce !== "boolean"){
const err121 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteOnce",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data60.addedAttrValues !== undefined){
let data67 = data60.addedAttrValues;
if(Array.isArray(data67)){
const len3 = data67.length;
for(let i3=0; i3<len3; i3++){
let data68 = data67[i3];
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(data68.key === undefined){
const err123 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
for(const key13 in data68){
if(!((key13 === "key") || (key13 === "value"))){
const err124 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data68.key !== undefined){
let data69 = data68.key;
if(typeof data69 === "string"){
if(func1(data69) > 63){
const err125 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(func1(data69) < 1){
const err126 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(!pattern11.test(data69)){
const err127 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"},message:"must match pattern \""+"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
else {
const err128 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data68.value !== undefined){
if(typeof data68.value !== "string"){
const err129 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/value",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data60.volumeMode !== undefined){
let data71 = data60.volumeMode;
if(!((data71 === "Filesystem") || (data71 === "Block"))){
const err132 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/volumeMode",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/volumeMode/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.storage.properties.pvc.items.properties.claimInfo.properties.volumeMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data54.dataSharing !== undefined){
if(typeof data54.dataSharing !== "boolean"){
const err134 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/dataSharing",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/dataSharing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data54.ephemeral !== undefined){
if(typeof data54.ephemeral !== "boolean"){
const err135 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/ephemeral",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data54.exclude !== undefined){
if(typeof data54.exclude !== "boolean"){
const err136 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data54.name !== undefined){
let data75 = data54.name;
if(typeof data75 === "string"){
if(func1(data75) < 1){
const err137 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
else {
const err140 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data52.git !== undefined){
let data76 = data52.git;
if(Array.isArray(data76)){
const len4 = data76.length;
for(let i4=0; i4<len4; i4++){
let data77 = data76[i4];
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.repository === undefined){
const err141 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data77.path === undefined){
const err142 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
for(const key14 in data77){
if(!(func6.call(schema32.properties.spec.properties.storage.properties.git.items.properties, key14))){
const err143 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data77.name !== undefined){
let data78 = data77.name;
if(typeof data78 === "string"){
if(func1(data78) < 1){
const err144 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data77.repository !== undefined){
let data79 = data77.repository;
if(typeof data79 === "string"){
if(func1(data79) < 1){
const err146 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
else {
const err147 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data77.branch !== undefined){
let data80 = data77.branch;
if(typeof data80 === "string"){
if(func1(data80) < 1){
const err148 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
else {
const err149 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data77.revision !== undefined){
let data81 = data77.revision;
if(typeof data81 === "string"){
if(func1(data81) < 1){
const err150 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
else {
const err151 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data77.path !== undefined){
let data82 = data77.path;
if(typeof data82 === "string"){
if(func1(data82) < 1){
const err152 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
else {
const err153 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data77.passwordSecret !== undefined){
let data83 = data77.passwordSecret;
if(typeof data83 === "string"){
if(func1(data83) < 1){
const err154 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data77.exclude !== undefined){
if(typeof data77.exclude !== "boolean"){
const err156 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data77.secretKeyOfPassword !== undefined){
let data85 = data77.secretKeyOfPassword;
if(typeof data85 === "string"){
if(func1(data85) < 1){
const err157 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
else {
const err158 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data77.secretKeyOfUser !== undefined){
let data86 = data77.secretKeyOfUser;
if(typeof data86 === "string"){
if(func1(data86) < 1){
const err159 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data77.secretRef !== undefined){
let data87 = data77.secretRef;
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
for(const key15 in data87){
if(!((((key15 === "authenticationMethod") || (key15 === "name")) || (key15 === "secretKeyOfPassword")) || (key15 === "secretKeyOfUser"))){
const err161 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data87.authenticationMethod !== undefined){
let data88 = data87.authenticationMethod;
if(!((data88 === "password") || (data88 === "ssh-key"))){
const err162 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/authenticationMethod",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/authenticationMethod/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.storage.properties.git.items.properties.secretRef.properties.authenticationMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data87.name !== undefined){
let data89 = data87.name;
if(typeof data89 === "string"){
if(func1(data89) < 1){
const err163 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
else {
const err164 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data87.secretKeyOfPassword !== undefined){
let data90 = data87.secretKeyOfPassword;
if(typeof data90 === "string"){
if(func1(data90) < 1){
const err165 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
else {
const err166 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data87.secretKeyOfUser !== undefined){
let data91 = data87.secretKeyOfUser;
if(typeof data91 === "string"){
if(func1(data91) < 1){
const err167 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
else {
const err169 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data52.hostPath !== undefined){
let data92 = data52.hostPath;
if(Array.isArray(data92)){
const len5 = data92.length;
for(let i5=0; i5<len5; i5++){
let data93 = data92[i5];
if(data93 && typeof data93 == "object" && !Array.isArray(data93)){
if(data93.path === undefined){
const err172 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(data93.mountPath === undefined){
const err173 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data93.readOnly === undefined){
const err174 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
for(const key16 in data93){
if(!((((((key16 === "path") || (key16 === "mountPath")) || (key16 === "readOnly")) || (key16 === "exclude")) || (key16 === "mountPropagation")) || (key16 === "name"))){
const err175 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data93.path !== undefined){
let data94 = data93.path;
if(typeof data94 === "string"){
if(func1(data94) < 1){
const err176 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
else {
const err177 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data93.mountPath !== undefined){
let data95 = data93.mountPath;
if(typeof data95 === "string"){
if(func1(data95) < 1){
const err178 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
else {
const err179 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data93.readOnly !== undefined){
if(typeof data93.readOnly !== "boolean"){
const err180 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data93.exclude !== undefined){
if(typeof data93.exclude !== "boolean"){
const err181 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data93.mountPropagation !== undefined){
let data98 = data93.mountPropagation;
if(!((data98 === "None") || (data98 === "HostToContainer"))){
const err182 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPropagation",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPropagation/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.storage.properties.hostPath.items.properties.mountPropagation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data93.name !== undefined){
let data99 = data93.name;
if(typeof data99 === "string"){
if(func1(data99) < 1){
const err183 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
else {
const err184 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
else {
const err185 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
else {
const err186 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data52.configMapVolume !== undefined){
let data100 = data52.configMapVolume;
if(Array.isArray(data100)){
const len6 = data100.length;
for(let i6=0; i6<len6; i6++){
let data101 = data100[i6];
if(data101 && typeof data101 == "object" && !Array.isArray(data101)){
for(const key17 in data101){
if(!((((((key17 === "configMap") || (key17 === "defaultMode")) || (key17 === "exclude")) || (key17 === "mountPath")) || (key17 === "name")) || (key17 === "subPath"))){
const err187 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data101.configMap !== undefined){
let data102 = data101.configMap;
if(typeof data102 === "string"){
if(func1(data102) < 1){
const err188 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
else {
const err189 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data101.defaultMode !== undefined){
let data103 = data101.defaultMode;
if(typeof data103 === "string"){
if(func1(data103) > 4){
const err190 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(func1(data103) < 4){
const err191 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(!pattern12.test(data103)){
const err192 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
else {
const err193 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data101.exclude !== undefined){
if(typeof data101.exclude !== "boolean"){
const err194 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data101.mountPath !== undefined){
let data105 = data101.mountPath;
if(typeof data105 === "string"){
if(func1(data105) < 1){
const err195 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
else {
const err196 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data101.name !== undefined){
let data106 = data101.name;
if(typeof data106 === "string"){
if(func1(data106) < 1){
const err197 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
else {
const err198 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data101.subPath !== undefined){
let data107 = data101.subPath;
if(typeof data107 === "string"){
if(func1(data107) < 1){
const err199 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
else {
const err200 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
else {
const err201 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
}
else {
const err202 = {instancePath:instancePath+"/spec/storage/configMapVolume",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data52.dataVolume !== undefined){
let data108 = data52.dataVolume;
if(Array.isArray(data108)){
const len7 = data108.length;
for(let i7=0; i7<len7; i7++){
let data109 = data108[i7];
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
for(const key18 in data109){
if(!(((key18 === "exclude") || (key18 === "id")) || (key18 === "mountPath"))){
const err203 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
if(data109.exclude !== undefined){
if(typeof data109.exclude !== "boolean"){
const err204 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data109.id !== undefined){
let data111 = data109.id;
if(typeof data111 === "string"){
if(func1(data111) > 64){
const err205 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
if(func1(data111) < 1){
const err206 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(!pattern5.test(data111)){
const err207 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
else {
const err208 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data109.mountPath !== undefined){
if(typeof data109.mountPath !== "string"){
const err209 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
else {
const err210 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
else {
const err211 = {instancePath:instancePath+"/spec/storage/dataVolume",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data52.emptyDirVolume !== undefined){
let data113 = data52.emptyDirVolume;
if(Array.isArray(data113)){
const len8 = data113.length;
for(let i8=0; i8<len8; i8++){
let data114 = data113[i8];
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
for(const key19 in data114){
if(!(((((key19 === "exclude") || (key19 === "medium")) || (key19 === "name")) || (key19 === "path")) || (key19 === "sizeLimit"))){
const err212 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data114.exclude !== undefined){
if(typeof data114.exclude !== "boolean"){
const err213 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data114.medium !== undefined){
let data116 = data114.medium;
if(typeof data116 === "string"){
if(func1(data116) < 1){
const err214 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
else {
const err215 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data114.name !== undefined){
let data117 = data114.name;
if(typeof data117 === "string"){
if(func1(data117) < 1){
const err216 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
else {
const err217 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data114.path !== undefined){
let data118 = data114.path;
if(typeof data118 === "string"){
if(func1(data118) < 1){
const err218 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
else {
const err219 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data114.sizeLimit !== undefined){
let data119 = data114.sizeLimit;
if(typeof data119 === "string"){
if(!pattern6.test(data119)){
const err220 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
else {
const err221 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
}
else {
const err222 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
}
else {
const err223 = {instancePath:instancePath+"/spec/storage/emptyDirVolume",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data52.nfs !== undefined){
let data120 = data52.nfs;
if(Array.isArray(data120)){
const len9 = data120.length;
for(let i9=0; i9<len9; i9++){
let data121 = data120[i9];
if(data121 && typeof data121 == "object" && !Array.isArray(data121)){
for(const key20 in data121){
if(!((((((key20 === "exclude") || (key20 === "mountPath")) || (key20 === "name")) || (key20 === "path")) || (key20 === "readOnly")) || (key20 === "server"))){
const err224 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data121.exclude !== undefined){
if(typeof data121.exclude !== "boolean"){
const err225 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data121.mountPath !== undefined){
let data123 = data121.mountPath;
if(typeof data123 === "string"){
if(func1(data123) < 1){
const err226 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
else {
const err227 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
if(data121.name !== undefined){
let data124 = data121.name;
if(typeof data124 === "string"){
if(func1(data124) < 1){
const err228 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
else {
const err229 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
if(data121.path !== undefined){
let data125 = data121.path;
if(typeof data125 === "string"){
if(func1(data125) < 1){
const err230 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
else {
const err231 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data121.readOnly !== undefined){
if(typeof data121.readOnly !== "boolean"){
const err232 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data121.server !== undefined){
let data127 = data121.server;
if(typeof data127 === "string"){
if(func1(data127) < 1){
const err233 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
else {
const err234 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
}
else {
const err235 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
}
else {
const err236 = {instancePath:instancePath+"/spec/storage/nfs",schemaPath:"#/properties/spec/properties/storage/properties/nfs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
if(data52.s3 !== undefined){
let data128 = data52.s3;
if(Array.isArray(data128)){
const len10 = data128.length;
for(let i10=0; i10<len10; i10++){
let data129 = data128[i10];
if(data129 && typeof data129 == "object" && !Array.isArray(data129)){
for(const key21 in data129){
if(!((((((((key21 === "accessKeySecret") || (key21 === "bucket")) || (key21 === "exclude")) || (key21 === "name")) || (key21 === "path")) || (key21 === "secretKeyOfAccessKeyId")) || (key21 === "secretKeyOfSecretKey")) || (key21 === "url"))){
const err237 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
if(data129.accessKeySecret !== undefined){
let data130 = data129.accessKeySecret;
if(typeof data130 === "string"){
if(func1(data130) < 1){
const err238 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
else {
const err239 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data129.bucket !== undefined){
let data131 = data129.bucket;
if(typeof data131 === "string"){
if(func1(data131) < 1){
const err240 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
else {
const err241 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data129.exclude !== undefined){
if(typeof data129.exclude !== "boolean"){
const err242 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
if(data129.name !== undefined){
let data133 = data129.name;
if(typeof data133 === "string"){
if(func1(data133) < 1){
const err243 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
else {
const err244 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data129.path !== undefined){
let data134 = data129.path;
if(typeof data134 === "string"){
if(func1(data134) < 1){
const err245 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
else {
const err246 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data129.secretKeyOfAccessKeyId !== undefined){
let data135 = data129.secretKeyOfAccessKeyId;
if(typeof data135 === "string"){
if(func1(data135) < 1){
const err247 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
else {
const err248 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data129.secretKeyOfSecretKey !== undefined){
let data136 = data129.secretKeyOfSecretKey;
if(typeof data136 === "string"){
if(func1(data136) < 1){
const err249 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
else {
const err250 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data129.url !== undefined){
let data137 = data129.url;
if(typeof data137 === "string"){
if(func1(data137) < 1){
const err251 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
else {
const err252 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
else {
const err253 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
}
else {
const err254 = {instancePath:instancePath+"/spec/storage/s3",schemaPath:"#/properties/spec/properties/storage/properties/s3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
if(data52.secretVolume !== undefined){
let data138 = data52.secretVolume;
if(Array.isArray(data138)){
const len11 = data138.length;
for(let i11=0; i11<len11; i11++){
let data139 = data138[i11];
if(data139 && typeof data139 == "object" && !Array.isArray(data139)){
for(const key22 in data139){
if(!(((((key22 === "defaultMode") || (key22 === "exclude")) || (key22 === "mountPath")) || (key22 === "name")) || (key22 === "secret"))){
const err255 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data139.defaultMode !== undefined){
let data140 = data139.defaultMode;
if(typeof data140 === "string"){
if(func1(data140) > 4){
const err256 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if(func1(data140) < 4){
const err257 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
if(!pattern12.test(data140)){
const err258 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
else {
const err259 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data139.exclude !== undefined){
if(typeof data139.exclude !== "boolean"){
const err260 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
if(data139.mountPath !== undefined){
let data142 = data139.mountPath;
if(typeof data142 === "string"){
if(func1(data142) < 1){
const err261 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
else {
const err262 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data139.name !== undefined){
let data143 = data139.name;
if(typeof data143 === "string"){
if(func1(data143) < 1){
const err263 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
else {
const err264 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
if(data139.secret !== undefined){
let data144 = data139.secret;
if(typeof data144 === "string"){
if(func1(data144) < 1){
const err265 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
else {
const err266 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
else {
const err267 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
}
else {
const err268 = {instancePath:instancePath+"/spec/storage/secretVolume",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
}
else {
const err269 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data4.security !== undefined){
let data145 = data4.security;
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
for(const key23 in data145){
if(!(func6.call(schema32.properties.spec.properties.security.properties, key23))){
const err270 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
if(data145.hostIpc !== undefined){
if(typeof data145.hostIpc !== "boolean"){
const err271 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
if(data145.hostNetwork !== undefined){
if(typeof data145.hostNetwork !== "boolean"){
const err272 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data145.allowPrivilegeEscalation !== undefined){
if(typeof data145.allowPrivilegeEscalation !== "boolean"){
const err273 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
if(data145.capabilities !== undefined){
let data149 = data145.capabilities;
if(Array.isArray(data149)){
const len12 = data149.length;
for(let i12=0; i12<len12; i12++){
let data150 = data149[i12];
if(!((((((((((((((((((((((((((((((((((((((data150 === "AUDIT_CONTROL") || (data150 === "AUDIT_READ")) || (data150 === "AUDIT_WRITE")) || (data150 === "BLOCK_SUSPEND")) || (data150 === "CHOWN")) || (data150 === "DAC_OVERRIDE")) || (data150 === "DAC_READ_SEARCH")) || (data150 === "FOWNER")) || (data150 === "FSETID")) || (data150 === "IPC_LOCK")) || (data150 === "IPC_OWNER")) || (data150 === "KILL")) || (data150 === "LEASE")) || (data150 === "LINUX_IMMUTABLE")) || (data150 === "MAC_ADMIN")) || (data150 === "MAC_OVERRIDE")) || (data150 === "MKNOD")) || (data150 === "NET_ADMIN")) || (data150 === "NET_BIND_SERVICE")) || (data150 === "NET_BROADCAST")) || (data150 === "NET_RAW")) || (data150 === "SETGID")) || (data150 === "SETFCAP")) || (data150 === "SETPCAP")) || (data150 === "SETUID")) || (data150 === "SYS_ADMIN")) || (data150 === "SYS_BOOT")) || (data150 === "SYS_CHROOT")) || (data150 === "SYS_MODULE")) || (data150 === "SYS_NICE")) || (data150 === "SYS_PACCT")) || (data150 === "SYS_PTRACE")) || (data150 === "SYS_RAWIO")) || (data150 === "SYS_RESOURCE")) || (data150 === "SYS_TIME")) || (data150 === "SYS_TTY_CONFIG")) || (data150 === "SYSLOG")) || (data150 === "WAKE_ALARM"))){
const err274 = {instancePath:instancePath+"/spec/security/capabilities/" + i12,schemaPath:"#/properties/spec/properties/security/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.security.properties.capabilities.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
}
else {
const err275 = {instancePath:instancePath+"/spec/security/capabilities",schemaPath:"#/properties/spec/properties/security/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data145.readOnlyRootFilesystem !== undefined){
if(typeof data145.readOnlyRootFilesystem !== "boolean"){
const err276 = {instancePath:instancePath+"/spec/security/readOnlyRootFilesystem",schemaPath:"#/properties/spec/properties/security/properties/readOnlyRootFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data145.runAsGid !== undefined){
let data152 = data145.runAsGid;
if(!(((typeof data152 == "number") && (!(data152 % 1) && !isNaN(data152))) && (isFinite(data152)))){
const err277 = {instancePath:instancePath+"/spec/security/runAsGid",schemaPath:"#/properties/spec/properties/security/properties/runAsGid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data145.runAsNonRoot !== undefined){
if(typeof data145.runAsNonRoot !== "boolean"){
const err278 = {instancePath:instancePath+"/spec/security/runAsNonRoot",schemaPath:"#/properties/spec/properties/security/properties/runAsNonRoot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data145.runAsUid !== undefined){
let data154 = data145.runAsUid;
if(!(((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154))) && (isFinite(data154)))){
const err279 = {instancePath:instancePath+"/spec/security/runAsUid",schemaPath:"#/properties/spec/properties/security/properties/runAsUid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data145.seccompProfileType !== undefined){
let data155 = data145.seccompProfileType;
if(!(((data155 === "RuntimeDefault") || (data155 === "Unconfined")) || (data155 === "Localhost"))){
const err280 = {instancePath:instancePath+"/spec/security/seccompProfileType",schemaPath:"#/properties/spec/properties/security/properties/seccompProfileType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.security.properties.seccompProfileType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
if(data145.supplementalGroups !== undefined){
if(typeof data145.supplementalGroups !== "string"){
const err281 = {instancePath:instancePath+"/spec/security/supplementalGroups",schemaPath:"#/properties/spec/properties/security/properties/supplementalGroups/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data145.uidGidSource !== undefined){
let data157 = data145.uidGidSource;
if(!(((data157 === "fromTheImage") || (data157 === "fromIdpToken")) || (data157 === "custom"))){
const err282 = {instancePath:instancePath+"/spec/security/uidGidSource",schemaPath:"#/properties/spec/properties/security/properties/uidGidSource/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.security.properties.uidGidSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
}
else {
const err283 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data158 = data4.priorityClass;
if(typeof data158 === "string"){
if(func1(data158) < 1){
const err284 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
else {
const err285 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data159 = data4.preemptibility;
if(!((data159 === "preemptible") || (data159 === "non-preemptible"))){
const err286 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data160 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
const err287 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
if((typeof data160 == "number") && (isFinite(data160))){
if(data160 < 0 || isNaN(data160)){
const err288 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data161 = data4.nodePools;
if(Array.isArray(data161)){
const len13 = data161.length;
for(let i13=0; i13<len13; i13++){
let data162 = data161[i13];
if(typeof data162 === "string"){
if(func1(data162) < 1){
const err289 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
else {
const err290 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
}
else {
const err291 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data4.category !== undefined){
let data163 = data4.category;
if(typeof data163 === "string"){
if(func1(data163) < 1){
const err292 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
else {
const err293 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data164 = data4.imagePullSecrets;
if(Array.isArray(data164)){
const len14 = data164.length;
for(let i14=0; i14<len14; i14++){
let data165 = data164[i14];
if(data165 && typeof data165 == "object" && !Array.isArray(data165)){
if(data165.name === undefined){
const err294 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
for(const key24 in data165){
if(!(((key24 === "name") || (key24 === "userCredential")) || (key24 === "exclude"))){
const err295 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data165.name !== undefined){
let data166 = data165.name;
if(typeof data166 === "string"){
if(func1(data166) < 1){
const err296 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
else {
const err297 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data165.userCredential !== undefined){
if(typeof data165.userCredential !== "boolean"){
const err298 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
if(data165.exclude !== undefined){
if(typeof data165.exclude !== "boolean"){
const err299 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/exclude",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
}
else {
const err300 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
}
else {
const err301 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data169 = data4.tolerations;
if(Array.isArray(data169)){
const len15 = data169.length;
for(let i15=0; i15<len15; i15++){
let data170 = data169[i15];
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
if(data170.name === undefined){
const err302 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
if(data170.operator === undefined){
const err303 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
if(data170.key === undefined){
const err304 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
if(data170.effect === undefined){
const err305 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
for(const key25 in data170){
if(!(((((((key25 === "name") || (key25 === "operator")) || (key25 === "key")) || (key25 === "value")) || (key25 === "effect")) || (key25 === "seconds")) || (key25 === "exclude"))){
const err306 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(data170.name !== undefined){
let data171 = data170.name;
if(typeof data171 === "string"){
if(func1(data171) < 1){
const err307 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
else {
const err308 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
if(data170.operator !== undefined){
let data172 = data170.operator;
if(!((data172 === "Equal") || (data172 === "Exists"))){
const err309 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data170.key !== undefined){
let data173 = data170.key;
if(typeof data173 === "string"){
if(func1(data173) < 1){
const err310 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
else {
const err311 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
if(data170.value !== undefined){
if(typeof data170.value !== "string"){
const err312 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
if(data170.effect !== undefined){
let data175 = data170.effect;
if(!((((data175 === "NoSchedule") || (data175 === "NoExecute")) || (data175 === "PreferNoSchedule")) || (data175 === "Any"))){
const err313 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
if(data170.seconds !== undefined){
let data176 = data170.seconds;
if(!(((typeof data176 == "number") && (!(data176 % 1) && !isNaN(data176))) && (isFinite(data176)))){
const err314 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
if((typeof data176 == "number") && (isFinite(data176))){
if(data176 < 1 || isNaN(data176)){
const err315 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
}
if(data170.exclude !== undefined){
if(typeof data170.exclude !== "boolean"){
const err316 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/exclude",schemaPath:"#/properties/spec/properties/tolerations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
}
else {
const err317 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
}
else {
const err318 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data178 = data4.terminationGracePeriodSeconds;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err319 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 0 || isNaN(data178)){
const err320 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data179 = data4.restartPolicy;
if(!(((data179 === "Always") || (data179 === "Never")) || (data179 === "OnFailure"))){
const err321 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err322 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
if(data4.labels !== undefined){
let data181 = data4.labels;
if(Array.isArray(data181)){
const len16 = data181.length;
for(let i16=0; i16<len16; i16++){
let data182 = data181[i16];
if(data182 && typeof data182 == "object" && !Array.isArray(data182)){
if(data182.name === undefined){
const err323 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(data182.value === undefined){
const err324 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
for(const key26 in data182){
if(!(((key26 === "name") || (key26 === "value")) || (key26 === "exclude"))){
const err325 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
if(data182.name !== undefined){
let data183 = data182.name;
if(typeof data183 === "string"){
if(func1(data183) > 63){
const err326 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if(func1(data183) < 1){
const err327 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(!pattern16.test(data183)){
const err328 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
else {
const err329 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data182.value !== undefined){
let data184 = data182.value;
if(typeof data184 === "string"){
if(func1(data184) > 63){
const err330 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
if(!pattern17.test(data184)){
const err331 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
else {
const err332 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
if(data182.exclude !== undefined){
if(typeof data182.exclude !== "boolean"){
const err333 = {instancePath:instancePath+"/spec/labels/" + i16+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
}
else {
const err334 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
}
else {
const err335 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data186 = data4.annotations;
if(Array.isArray(data186)){
const len17 = data186.length;
for(let i17=0; i17<len17; i17++){
let data187 = data186[i17];
if(data187 && typeof data187 == "object" && !Array.isArray(data187)){
if(data187.name === undefined){
const err336 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if(data187.value === undefined){
const err337 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
for(const key27 in data187){
if(!(((key27 === "name") || (key27 === "value")) || (key27 === "exclude"))){
const err338 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
if(data187.name !== undefined){
let data188 = data187.name;
if(typeof data188 === "string"){
if(func1(data188) > 63){
const err339 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
if(func1(data188) < 1){
const err340 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
if(!pattern16.test(data188)){
const err341 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
else {
const err342 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
if(data187.value !== undefined){
let data189 = data187.value;
if(typeof data189 === "string"){
if(func1(data189) > 4096){
const err343 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
else {
const err344 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
if(data187.exclude !== undefined){
if(typeof data187.exclude !== "boolean"){
const err345 = {instancePath:instancePath+"/spec/annotations/" + i17+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
}
else {
const err346 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
}
else {
const err347 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
}
if(data4.ports !== undefined){
let data191 = data4.ports;
if(Array.isArray(data191)){
const len18 = data191.length;
for(let i18=0; i18<len18; i18++){
let data192 = data191[i18];
if(data192 && typeof data192 == "object" && !Array.isArray(data192)){
if(data192.container === undefined){
const err348 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
if(data192.serviceType === undefined){
const err349 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
for(const key28 in data192){
if(!(((((((key28 === "container") || (key28 === "external")) || (key28 === "serviceType")) || (key28 === "exclude")) || (key28 === "name")) || (key28 === "toolName")) || (key28 === "toolType"))){
const err350 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
if(data192.container !== undefined){
let data193 = data192.container;
if(!(((typeof data193 == "number") && (!(data193 % 1) && !isNaN(data193))) && (isFinite(data193)))){
const err351 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
if((typeof data193 == "number") && (isFinite(data193))){
if(data193 > 65535 || isNaN(data193)){
const err352 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
if(data193 < 1 || isNaN(data193)){
const err353 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
}
if(data192.external !== undefined){
let data194 = data192.external;
if(!(((typeof data194 == "number") && (!(data194 % 1) && !isNaN(data194))) && (isFinite(data194)))){
const err354 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
if((typeof data194 == "number") && (isFinite(data194))){
if(data194 > 65535 || isNaN(data194)){
const err355 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
if(data194 < 1 || isNaN(data194)){
const err356 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
}
if(data192.serviceType !== undefined){
let data195 = data192.serviceType;
if(!(((data195 === "LoadBalancer") || (data195 === "NodePort")) || (data195 === "ClusterIP"))){
const err357 = {instancePath:instancePath+"/spec/ports/" + i18+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
if(data192.exclude !== undefined){
if(typeof data192.exclude !== "boolean"){
const err358 = {instancePath:instancePath+"/spec/ports/" + i18+"/exclude",schemaPath:"#/properties/spec/properties/ports/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
if(data192.name !== undefined){
let data197 = data192.name;
if(typeof data197 === "string"){
if(func1(data197) < 1){
const err359 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
else {
const err360 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
if(data192.toolName !== undefined){
if(typeof data192.toolName !== "string"){
const err361 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolName",schemaPath:"#/properties/spec/properties/ports/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
if(data192.toolType !== undefined){
if(typeof data192.toolType !== "string"){
const err362 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolType",schemaPath:"#/properties/spec/properties/ports/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
}
else {
const err363 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
}
else {
const err364 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data200 = data4.exposedUrls;
if(Array.isArray(data200)){
const len19 = data200.length;
for(let i19=0; i19<len19; i19++){
let data201 = data200[i19];
if(data201 && typeof data201 == "object" && !Array.isArray(data201)){
if(data201.container === undefined){
const err365 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
for(const key29 in data201){
if(!(func6.call(schema32.properties.spec.properties.exposedUrls.items.properties, key29))){
const err366 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
if(data201.container !== undefined){
let data202 = data201.container;
if(!(((typeof data202 == "number") && (!(data202 % 1) && !isNaN(data202))) && (isFinite(data202)))){
const err367 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
if((typeof data202 == "number") && (isFinite(data202))){
if(data202 > 65535 || isNaN(data202)){
const err368 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
if(data202 < 1 || isNaN(data202)){
const err369 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
}
if(data201.authorizationType !== undefined){
let data203 = data201.authorizationType;
if(!(((data203 === "authenticatedUsers") || (data203 === "authorizedUsers")) || (data203 === "authorizedGroups"))){
const err370 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizationType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizationType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.exposedUrls.items.properties.authorizationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
if(data201.authorizedGroups !== undefined){
let data204 = data201.authorizedGroups;
if(Array.isArray(data204)){
const len20 = data204.length;
for(let i20=0; i20<len20; i20++){
if(typeof data204[i20] !== "string"){
const err371 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups/" + i20,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
}
else {
const err372 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
if(data201.authorizedUsers !== undefined){
let data206 = data201.authorizedUsers;
if(Array.isArray(data206)){
const len21 = data206.length;
for(let i21=0; i21<len21; i21++){
if(typeof data206[i21] !== "string"){
const err373 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers/" + i21,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
}
else {
const err374 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
if(data201.exclude !== undefined){
if(typeof data201.exclude !== "boolean"){
const err375 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/exclude",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
if(data201.name !== undefined){
let data209 = data201.name;
if(typeof data209 === "string"){
if(func1(data209) < 1){
const err376 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
else {
const err377 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
if(data201.toolName !== undefined){
if(typeof data201.toolName !== "string"){
const err378 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolName",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data201.toolType !== undefined){
if(typeof data201.toolType !== "string"){
const err379 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
if(data201.url !== undefined){
if(typeof data201.url !== "string"){
const err380 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/url",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
}
else {
const err381 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
}
else {
const err382 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data4.probes !== undefined){
let data213 = data4.probes;
if(data213 && typeof data213 == "object" && !Array.isArray(data213)){
for(const key30 in data213){
if(!(key30 === "readiness")){
const err383 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
if(data213.readiness !== undefined){
let data214 = data213.readiness;
if(data214 && typeof data214 == "object" && !Array.isArray(data214)){
for(const key31 in data214){
if(!((((((key31 === "failureThreshold") || (key31 === "handler")) || (key31 === "initialDelaySeconds")) || (key31 === "periodSeconds")) || (key31 === "successThreshold")) || (key31 === "timeoutSeconds"))){
const err384 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data214.failureThreshold !== undefined){
let data215 = data214.failureThreshold;
if(!(((typeof data215 == "number") && (!(data215 % 1) && !isNaN(data215))) && (isFinite(data215)))){
const err385 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
if((typeof data215 == "number") && (isFinite(data215))){
if(data215 < 1 || isNaN(data215)){
const err386 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
if(data214.handler !== undefined){
let data216 = data214.handler;
if(data216 && typeof data216 == "object" && !Array.isArray(data216)){
for(const key32 in data216){
if(!(key32 === "httpGet")){
const err387 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
if(data216.httpGet !== undefined){
let data217 = data216.httpGet;
if(data217 && typeof data217 == "object" && !Array.isArray(data217)){
for(const key33 in data217){
if(!((((key33 === "host") || (key33 === "path")) || (key33 === "port")) || (key33 === "scheme"))){
const err388 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
if(data217.host !== undefined){
if(typeof data217.host !== "string"){
const err389 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/host",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
if(data217.path !== undefined){
if(typeof data217.path !== "string"){
const err390 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/path",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data217.port !== undefined){
let data220 = data217.port;
if(!(((typeof data220 == "number") && (!(data220 % 1) && !isNaN(data220))) && (isFinite(data220)))){
const err391 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
if((typeof data220 == "number") && (isFinite(data220))){
if(data220 > 65535 || isNaN(data220)){
const err392 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
if(data220 < 1 || isNaN(data220)){
const err393 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
}
if(data217.scheme !== undefined){
let data221 = data217.scheme;
if(!((data221 === "HTTP") || (data221 === "HTTPS"))){
const err394 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/scheme",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.probes.properties.readiness.properties.handler.properties.httpGet.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
}
else {
const err395 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
}
else {
const err396 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
if(data214.initialDelaySeconds !== undefined){
let data222 = data214.initialDelaySeconds;
if(!(((typeof data222 == "number") && (!(data222 % 1) && !isNaN(data222))) && (isFinite(data222)))){
const err397 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
if((typeof data222 == "number") && (isFinite(data222))){
if(data222 < 0 || isNaN(data222)){
const err398 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
}
if(data214.periodSeconds !== undefined){
let data223 = data214.periodSeconds;
if(!(((typeof data223 == "number") && (!(data223 % 1) && !isNaN(data223))) && (isFinite(data223)))){
const err399 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
if((typeof data223 == "number") && (isFinite(data223))){
if(data223 < 1 || isNaN(data223)){
const err400 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
}
if(data214.successThreshold !== undefined){
let data224 = data214.successThreshold;
if(!(((typeof data224 == "number") && (!(data224 % 1) && !isNaN(data224))) && (isFinite(data224)))){
const err401 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
if((typeof data224 == "number") && (isFinite(data224))){
if(data224 < 1 || isNaN(data224)){
const err402 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
}
if(data214.timeoutSeconds !== undefined){
let data225 = data214.timeoutSeconds;
if(!(((typeof data225 == "number") && (!(data225 % 1) && !isNaN(data225))) && (isFinite(data225)))){
const err403 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
if((typeof data225 == "number") && (isFinite(data225))){
if(data225 < 1 || isNaN(data225)){
const err404 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
}
}
else {
const err405 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
}
else {
const err406 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
if(data4.podAffinity !== undefined){
let data226 = data4.podAffinity;
if(data226 && typeof data226 == "object" && !Array.isArray(data226)){
for(const key34 in data226){
if(!((key34 === "key") || (key34 === "type"))){
const err407 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
if(data226.key !== undefined){
if(typeof data226.key !== "string"){
const err408 = {instancePath:instancePath+"/spec/podAffinity/key",schemaPath:"#/properties/spec/properties/podAffinity/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
if(data226.type !== undefined){
let data228 = data226.type;
if(!((data228 === "Required") || (data228 === "Preferred"))){
const err409 = {instancePath:instancePath+"/spec/podAffinity/type",schemaPath:"#/properties/spec/properties/podAffinity/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.podAffinity.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
}
else {
const err410 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
if(data4.nodeAffinityRequired !== undefined){
let data229 = data4.nodeAffinityRequired;
if(data229 && typeof data229 == "object" && !Array.isArray(data229)){
for(const key35 in data229){
if(!(key35 === "nodeSelectorTerms")){
const err411 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
if(data229.nodeSelectorTerms !== undefined){
let data230 = data229.nodeSelectorTerms;
if(Array.isArray(data230)){
const len22 = data230.length;
for(let i22=0; i22<len22; i22++){
let data231 = data230[i22];
if(data231 && typeof data231 == "object" && !Array.isArray(data231)){
for(const key36 in data231){
if(!(key36 === "matchExpressions")){
const err412 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data231.matchExpressions !== undefined){
let data232 = data231.matchExpressions;
if(Array.isArray(data232)){
const len23 = data232.length;
for(let i23=0; i23<len23; i23++){
let data233 = data232[i23];
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
if(data233.key === undefined){
const err413 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
if(data233.operator === undefined){
const err414 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
for(const key37 in data233){
if(!(((key37 === "key") || (key37 === "operator")) || (key37 === "values"))){
const err415 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
if(data233.key !== undefined){
if(typeof data233.key !== "string"){
const err416 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/key",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
if(data233.operator !== undefined){
let data235 = data233.operator;
if(!((((((data235 === "In") || (data235 === "NotIn")) || (data235 === "Exists")) || (data235 === "DoesNotExist")) || (data235 === "Gt")) || (data235 === "Lt"))){
const err417 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/operator",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.nodeAffinityRequired.properties.nodeSelectorTerms.items.properties.matchExpressions.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
if(data233.values !== undefined){
let data236 = data233.values;
if(Array.isArray(data236)){
const len24 = data236.length;
for(let i24=0; i24<len24; i24++){
if(typeof data236[i24] !== "string"){
const err418 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i24,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
}
else {
const err419 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
}
else {
const err420 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
}
else {
const err421 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
}
else {
const err422 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
}
else {
const err423 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
}
else {
const err424 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
if(data4.relatedUrls !== undefined){
let data238 = data4.relatedUrls;
if(Array.isArray(data238)){
const len25 = data238.length;
for(let i25=0; i25<len25; i25++){
let data239 = data238[i25];
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
for(const key38 in data239){
if(!((((key38 === "exclude") || (key38 === "name")) || (key38 === "type")) || (key38 === "url"))){
const err425 = {instancePath:instancePath+"/spec/relatedUrls/" + i25,schemaPath:"#/properties/spec/properties/relatedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
if(data239.exclude !== undefined){
if(typeof data239.exclude !== "boolean"){
const err426 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/exclude",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
if(data239.name !== undefined){
if(typeof data239.name !== "string"){
const err427 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/name",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data239.type !== undefined){
if(typeof data239.type !== "string"){
const err428 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/type",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
if(data239.url !== undefined){
if(typeof data239.url !== "string"){
const err429 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/url",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
}
else {
const err430 = {instancePath:instancePath+"/spec/relatedUrls/" + i25,schemaPath:"#/properties/spec/properties/relatedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
}
else {
const err431 = {instancePath:instancePath+"/spec/relatedUrls",schemaPath:"#/properties/spec/properties/relatedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
}
else {
const err432 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
if(data.templateId !== undefined){
let data244 = data.templateId;
if(typeof data244 === "string"){
if(func1(data244) > 64){
const err433 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
if(func1(data244) < 1){
const err434 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
if(!pattern5.test(data244)){
const err435 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
else {
const err436 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
}
else {
const err437 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateWorkspaceRequest = validate22;
const schema33 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"What a workspace takes of a training's spec; workspaces have `backoffLimit` (every version) but no `completions` or `parallelism`.","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name"],"description":"A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a user credential (2.24).","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"},"configMap":{"type":"object","x-since":"2.21","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.21"},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}],"x-since":"2.21"}}},"description":{"type":"string","x-since":"2.20"},"exclude":{"type":"boolean"},"podFieldRef":{"type":"object","x-since":"2.21","additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"x-since":"2.21"}}},"secret":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}},"userCredential":{"type":"object","x-since":"2.24","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.24"},"name":{"type":"string","minLength":1,"x-since":"2.24"}}}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory","migProfile"],"x-vendor":[{"since":"2.24","enum":["portion","memory"]}]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"GPU memory per device, with `gpuRequestType` `memory`.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"},"extendedResources":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean"},"quantity":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"resource":{"type":"string","minLength":1}}}},"gpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"gpuPortionLimit":{"type":"number","minimum":0},"migProfile":{"enum":["1g.5gb","1g.10gb","2g.10gb","2g.20gb","3g.20gb","3g.40gb","4g.20gb","4g.40gb","7g.40gb","7g.80gb"],"description":"Deprecated from 2.19.","x-until":"2.23"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"accessModes":{"type":"object","additionalProperties":false,"properties":{"readOnlyMany":{"type":"boolean"},"readWriteMany":{"type":"boolean"},"readWriteOnce":{"type":"boolean"}}},"addedAttrValues":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$","x-expected":"a Kubernetes label name of at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit","x-since":"2.22"},"value":{"type":"string","x-since":"2.22"}},"required":["key"]}},"volumeMode":{"enum":["Filesystem","Block"]}}},"dataSharing":{"type":"boolean","x-since":"2.22"},"ephemeral":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."},"exclude":{"type":"boolean","x-since":"2.21"},"secretKeyOfPassword":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretKeyOfUser":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretRef":{"type":"object","x-since":"2.23","additionalProperties":false,"properties":{"authenticationMethod":{"enum":["password","ssh-key"],"x-since":"2.23"},"name":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfPassword":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfUser":{"type":"string","minLength":1,"x-since":"2.23"}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."},"exclude":{"type":"boolean","x-since":"2.21"},"mountPropagation":{"enum":["None","HostToContainer"]},"name":{"type":"string","minLength":1}}}},"configMapVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"configMap":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"subPath":{"type":"string","minLength":1,"x-since":"2.21"}}}},"dataVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"mountPath":{"type":"string"}}}},"emptyDirVolume":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.22"},"medium":{"type":"string","minLength":1,"x-since":"2.22"},"name":{"type":"string","minLength":1,"x-since":"2.22"},"path":{"type":"string","minLength":1,"x-since":"2.22"},"sizeLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M","x-since":"2.22"}}}},"nfs":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean"},"server":{"type":"string","minLength":1}}}},"s3":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"accessKeySecret":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"bucket":{"type":"string","minLength":1},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"secretKeyOfAccessKeyId":{"type":"string","minLength":1},"secretKeyOfSecretKey":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"secretVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"secret":{"type":"string","minLength":1}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"},"capabilities":{"type":"array","items":{"enum":["AUDIT_CONTROL","AUDIT_READ","AUDIT_WRITE","BLOCK_SUSPEND","CHOWN","DAC_OVERRIDE","DAC_READ_SEARCH","FOWNER","FSETID","IPC_LOCK","IPC_OWNER","KILL","LEASE","LINUX_IMMUTABLE","MAC_ADMIN","MAC_OVERRIDE","MKNOD","NET_ADMIN","NET_BIND_SERVICE","NET_BROADCAST","NET_RAW","SETGID","SETFCAP","SETPCAP","SETUID","SYS_ADMIN","SYS_BOOT","SYS_CHROOT","SYS_MODULE","SYS_NICE","SYS_PACCT","SYS_PTRACE","SYS_RAWIO","SYS_RESOURCE","SYS_TIME","SYS_TTY_CONFIG","SYSLOG","WAKE_ALARM"]}},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGid":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUid":{"type":"integer"},"seccompProfileType":{"enum":["RuntimeDefault","Unconfined","Localhost"]},"supplementalGroups":{"type":"string"},"uidGidSource":{"enum":["fromTheImage","fromIdpToken","custom"]}}},"priorityClass":{"type":"string","minLength":1,"description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are\npreemptible, `high` and `very-high` are not (the vendor's \"Workload priority control\"\npage); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a\nworkspace asks to be preemptible: `interactive-preemptible` until 2.21, then a\npreemptible priority (`medium-low`, above the trainings' default).\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"The secret's name; a DNS label from 2.23.","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.22"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["name","operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `name`, `operator`, `key`\nand `effect` mandatory; `value` goes with `Equal` (their description says the reverse,\nwhich Kubernetes does not allow); `seconds` only with `NoExecute`.\n","properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1},"exclude":{"type":"boolean","x-since":"2.19"}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"authorizationType":{"enum":["authenticatedUsers","authorizedUsers","authorizedGroups"],"x-since":"2.24"},"authorizedGroups":{"type":"array","items":{"type":"string"}},"authorizedUsers":{"type":"array","items":{"type":"string"}},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"},"url":{"type":"string"}}}},"probes":{"type":"object","additionalProperties":false,"properties":{"readiness":{"type":"object","additionalProperties":false,"properties":{"failureThreshold":{"type":"integer","minimum":1},"handler":{"type":"object","additionalProperties":false,"properties":{"httpGet":{"type":"object","additionalProperties":false,"properties":{"host":{"type":"string"},"path":{"type":"string","x-vendor":[{"since":"2.19","pattern":"^(\\x2F[a-zA-Z0-9\\-_.\\x2F]*)?$"}]},"port":{"type":"integer","minimum":1,"maximum":65535},"scheme":{"enum":["HTTP","HTTPS"]}}}}},"initialDelaySeconds":{"type":"integer","minimum":0},"periodSeconds":{"type":"integer","minimum":1},"successThreshold":{"type":"integer","minimum":1},"timeoutSeconds":{"type":"integer","minimum":1}}}}},"podAffinity":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string"},"type":{"enum":["Required","Preferred"]}}},"nodeAffinityRequired":{"type":"object","additionalProperties":false,"properties":{"nodeSelectorTerms":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"matchExpressions":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","x-since":"2.22"},"operator":{"enum":["In","NotIn","Exists","DoesNotExist","Gt","Lt"],"x-since":"2.22"},"values":{"type":"array","x-since":"2.22","items":{"type":"string"}}},"required":["key","operator"]}}}}}},"x-since":"2.22"},"relatedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string"},"type":{"type":"string"},"url":{"type":"string"}}}}}},"templateId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\"","x-since":"2.23"}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.projectId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.clusterId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clusterId"},message:"must have required property '"+"clusterId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec")) || (key0 === "templateId"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 63){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.useGivenNameAsPrefix !== undefined){
if(typeof data.useGivenNameAsPrefix !== "boolean"){
const err9 = {instancePath:instancePath+"/useGivenNameAsPrefix",schemaPath:"#/properties/useGivenNameAsPrefix/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.projectId !== undefined){
let data2 = data.projectId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.clusterId !== undefined){
let data3 = data.clusterId;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err12 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.spec !== undefined){
let data4 = data.spec;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!(func6.call(schema33.properties.spec.properties, key1))){
const err16 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.image !== undefined){
let data5 = data4.image;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err17 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.imagePullPolicy !== undefined){
let data6 = data4.imagePullPolicy;
if(!(((data6 === "Always") || (data6 === "Never")) || (data6 === "IfNotPresent"))){
const err19 = {instancePath:instancePath+"/spec/imagePullPolicy",schemaPath:"#/properties/spec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.workingDir !== undefined){
if(typeof data4.workingDir !== "string"){
const err20 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.createHomeDir !== undefined){
if(typeof data4.createHomeDir !== "boolean"){
const err21 = {instancePath:instancePath+"/spec/createHomeDir",schemaPath:"#/properties/spec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.stdin !== undefined){
if(typeof data4.stdin !== "boolean"){
const err22 = {instancePath:instancePath+"/spec/stdin",schemaPath:"#/properties/spec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.tty !== undefined){
if(typeof data4.tty !== "boolean"){
const err23 = {instancePath:instancePath+"/spec/tty",schemaPath:"#/properties/spec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.nodeType !== undefined){
if(typeof data4.nodeType !== "string"){
const err24 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.backoffLimit !== undefined){
let data12 = data4.backoffLimit;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err25 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err26 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data4.command !== undefined){
let data13 = data4.command;
if(typeof data13 === "string"){
if(func1(data13) < 1){
const err27 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.args !== undefined){
let data14 = data4.args;
if(typeof data14 === "string"){
if(func1(data14) < 1){
const err29 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.environmentVariables !== undefined){
let data15 = data4.environmentVariables;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.name === undefined){
const err31 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key2 in data16){
if(!((((((((key2 === "name") || (key2 === "value")) || (key2 === "configMap")) || (key2 === "description")) || (key2 === "exclude")) || (key2 === "podFieldRef")) || (key2 === "secret")) || (key2 === "userCredential"))){
const err32 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data16.name !== undefined){
let data17 = data16.name;
if(typeof data17 === "string"){
if(func1(data17) < 1){
const err33 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data16.value !== undefined){
if(typeof data16.value !== "string"){
const err35 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data16.configMap !== undefined){
let data19 = data16.configMap;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key3 in data19){
if(!((key3 === "key") || (key3 === "name"))){
const err36 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data19.key !== undefined){
let data20 = data19.key;
if(typeof data20 === "string"){
if(func1(data20) < 1){
const err37 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data19.name !== undefined){
let data21 = data19.name;
if(typeof data21 === "string"){
if(func1(data21) < 1){
const err39 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data16.description !== undefined){
if(typeof data16.description !== "string"){
const err42 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/description",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data16.exclude !== undefined){
if(typeof data16.exclude !== "boolean"){
const err43 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/exclude",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data16.podFieldRef !== undefined){
let data24 = data16.podFieldRef;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key4 in data24){
if(!(key4 === "path")){
const err44 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data24.path !== undefined){
let data25 = data24.path;
if(typeof data25 === "string"){
if(func1(data25) < 1){
const err45 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.secret !== undefined){
let data26 = data16.secret;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key5 in data26){
if(!((key5 === "key") || (key5 === "name"))){
const err48 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data26.key !== undefined){
let data27 = data26.key;
if(typeof data27 === "string"){
if(func1(data27) < 1){
const err49 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data26.name !== undefined){
let data28 = data26.name;
if(typeof data28 === "string"){
if(func1(data28) < 1){
const err51 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data16.userCredential !== undefined){
let data29 = data16.userCredential;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key6 in data29){
if(!((key6 === "key") || (key6 === "name"))){
const err54 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data29.key !== undefined){
let data30 = data29.key;
if(typeof data30 === "string"){
if(func1(data30) < 1){
const err55 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data29.name !== undefined){
let data31 = data29.name;
if(typeof data31 === "string"){
if(func1(data31) < 1){
const err57 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data4.compute !== undefined){
let data32 = data4.compute;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key7 in data32){
if(!(func6.call(schema33.properties.spec.properties.compute.properties, key7))){
const err62 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data32.gpuDevicesRequest !== undefined){
let data33 = data32.gpuDevicesRequest;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err63 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err64 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data32.gpuRequestType !== undefined){
let data34 = data32.gpuRequestType;
if(!(((data34 === "portion") || (data34 === "memory")) || (data34 === "migProfile"))){
const err65 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data32.gpuPortionRequest !== undefined){
let data35 = data32.gpuPortionRequest;
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 1 || isNaN(data35)){
const err66 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err67 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data32.gpuMemoryRequest !== undefined){
let data36 = data32.gpuMemoryRequest;
if(typeof data36 === "string"){
if(!pattern6.test(data36)){
const err69 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data32.cpuCoreRequest !== undefined){
let data37 = data32.cpuCoreRequest;
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
const err71 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data32.cpuCoreLimit !== undefined){
let data38 = data32.cpuCoreLimit;
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 0 || isNaN(data38)){
const err73 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data32.cpuMemoryRequest !== undefined){
let data39 = data32.cpuMemoryRequest;
if(typeof data39 === "string"){
if(!pattern6.test(data39)){
const err75 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data32.cpuMemoryLimit !== undefined){
let data40 = data32.cpuMemoryLimit;
if(typeof data40 === "string"){
if(!pattern6.test(data40)){
const err77 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data32.largeShmRequest !== undefined){
if(typeof data32.largeShmRequest !== "boolean"){
const err79 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data32.extendedResources !== undefined){
let data42 = data32.extendedResources;
if(Array.isArray(data42)){
const len1 = data42.length;
for(let i1=0; i1<len1; i1++){
let data43 = data42[i1];
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
for(const key8 in data43){
if(!(((key8 === "exclude") || (key8 === "quantity")) || (key8 === "resource"))){
const err80 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data43.exclude !== undefined){
if(typeof data43.exclude !== "boolean"){
const err81 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/exclude",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data43.quantity !== undefined){
let data45 = data43.quantity;
if(typeof data45 === "string"){
if(!pattern6.test(data45)){
const err82 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data43.resource !== undefined){
let data46 = data43.resource;
if(typeof data46 === "string"){
if(func1(data46) < 1){
const err84 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/spec/compute/extendedResources",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data32.gpuMemoryLimit !== undefined){
let data47 = data32.gpuMemoryLimit;
if(typeof data47 === "string"){
if(!pattern6.test(data47)){
const err88 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data32.gpuPortionLimit !== undefined){
let data48 = data32.gpuPortionLimit;
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 0 || isNaN(data48)){
const err90 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data32.migProfile !== undefined){
let data49 = data32.migProfile;
if(!((((((((((data49 === "1g.5gb") || (data49 === "1g.10gb")) || (data49 === "2g.10gb")) || (data49 === "2g.20gb")) || (data49 === "3g.20gb")) || (data49 === "3g.40gb")) || (data49 === "4g.20gb")) || (data49 === "4g.40gb")) || (data49 === "7g.40gb")) || (data49 === "7g.80gb"))){
const err92 = {instancePath:instancePath+"/spec/compute/migProfile",schemaPath:"#/properties/spec/properties/compute/properties/migProfile/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.compute.properties.migProfile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data4.storage !== undefined){
let data50 = data4.storage;
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
for(const key9 in data50){
if(!(func6.call(schema33.properties.spec.properties.storage.properties, key9))){
const err94 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data50.pvc !== undefined){
let data51 = data50.pvc;
if(Array.isArray(data51)){
const len2 = data51.length;
for(let i2=0; i2<len2; i2++){
let data52 = data51[i2];
const _errs114 = errors;
let valid16 = true;
const _errs115 = errors;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.existingPvc !== undefined){
if(true !== data52.existingPvc){
const err95 = {};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
var _valid0 = _errs115 === errors;
errors = _errs114;
if(vErrors !== null){
if(_errs114){
vErrors.length = _errs114;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs117 = errors;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.claimName === undefined){
const err96 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
var _valid0 = _errs117 === errors;
valid16 = _valid0;
ifClause0 = "then";
}
else {
const _errs118 = errors;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.claimInfo === undefined){
const err97 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
var _valid0 = _errs118 === errors;
valid16 = _valid0;
ifClause0 = "else";
}
if(!valid16){
const err98 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.path === undefined){
const err99 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data52.existingPvc === undefined){
const err100 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
for(const key10 in data52){
if(!(func6.call(schema33.properties.spec.properties.storage.properties.pvc.items.properties, key10))){
const err101 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data52.path !== undefined){
let data54 = data52.path;
if(typeof data54 === "string"){
if(func1(data54) < 1){
const err102 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data52.readOnly !== undefined){
if(typeof data52.readOnly !== "boolean"){
const err104 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data52.existingPvc !== undefined){
if(typeof data52.existingPvc !== "boolean"){
const err105 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data52.claimName !== undefined){
let data57 = data52.claimName;
if(typeof data57 === "string"){
if(func1(data57) > 63){
const err106 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(func1(data57) < 1){
const err107 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data52.claimInfo !== undefined){
let data58 = data52.claimInfo;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.size === undefined){
const err109 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
for(const key11 in data58){
if(!(((((key11 === "size") || (key11 === "storageClass")) || (key11 === "accessModes")) || (key11 === "addedAttrValues")) || (key11 === "volumeMode"))){
const err110 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data58.size !== undefined){
if(typeof data58.size !== "string"){
const err111 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data58.storageClass !== undefined){
let data60 = data58.storageClass;
if(typeof data60 === "string"){
if(func1(data60) < 1){
const err112 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data58.accessModes !== undefined){
let data61 = data58.accessModes;
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
for(const key12 in data61){
if(!(((key12 === "readOnlyMany") || (key12 === "readWriteMany")) || (key12 === "readWriteOnce"))){
const err114 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data61.readOnlyMany !== undefined){
if(typeof data61.readOnlyMany !== "boolean"){
const err115 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readOnlyMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readOnlyMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data61.readWriteMany !== undefined){
if(typeof data61.readWriteMany !== "boolean"){
const err116 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data61.readWriteOnce !== undefined){
if(typeof data61.readWriteOnce !== "boolean"){
const err117 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteOnce",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data58.addedAttrValues !== undefined){
let data65 = data58.addedAttrValues;
if(Array.isArray(data65)){
const len3 = data65.length;
for(let i3=0; i3<len3; i3++){
let data66 = data65[i3];
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
if(data66.key === undefined){
const err119 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
for(const key13 in data66){
if(!((key13 === "key") || (key13 === "value"))){
const err120 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data66.key !== undefined){
let data67 = data66.key;
if(typeof data67 === "string"){
if(func1(data67) > 63){
const err121 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(func1(data67) < 1){
const err122 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(!pattern11.test(data67)){
const err123 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"},message:"must match pattern \""+"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
else {
const err124 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data66.value !== undefined){
if(typeof data66.value !== "string"){
const err125 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/value",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data58.volumeMode !== undefined){
let data69 = data58.volumeMode;
if(!((data69 === "Filesystem") || (data69 === "Block"))){
const err128 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/volumeMode",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/volumeMode/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.storage.properties.pvc.items.properties.claimInfo.properties.volumeMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data52.dataSharing !== undefined){
if(typeof data52.dataSharing !== "boolean"){
const err130 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/dataSharing",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/dataSharing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data52.ephemeral !== undefined){
if(typeof data52.ephemeral !== "boolean"){
const err131 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/ephemeral",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data52.exclude !== undefined){
if(typeof data52.exclude !== "boolean"){
const err132 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data52.name !== undefined){
let data73 = data52.name;
if(typeof data73 === "string"){
if(func1(data73) < 1){
const err133 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data50.git !== undefined){
let data74 = data50.git;
if(Array.isArray(data74)){
const len4 = data74.length;
for(let i4=0; i4<len4; i4++){
let data75 = data74[i4];
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.repository === undefined){
const err137 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data75.path === undefined){
const err138 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
for(const key14 in data75){
if(!(func6.call(schema33.properties.spec.properties.storage.properties.git.items.properties, key14))){
const err139 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data75.name !== undefined){
let data76 = data75.name;
if(typeof data76 === "string"){
if(func1(data76) < 1){
const err140 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
else {
const err141 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data75.repository !== undefined){
let data77 = data75.repository;
if(typeof data77 === "string"){
if(func1(data77) < 1){
const err142 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
else {
const err143 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data75.branch !== undefined){
let data78 = data75.branch;
if(typeof data78 === "string"){
if(func1(data78) < 1){
const err144 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data75.revision !== undefined){
let data79 = data75.revision;
if(typeof data79 === "string"){
if(func1(data79) < 1){
const err146 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
else {
const err147 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data75.path !== undefined){
let data80 = data75.path;
if(typeof data80 === "string"){
if(func1(data80) < 1){
const err148 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
else {
const err149 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data75.passwordSecret !== undefined){
let data81 = data75.passwordSecret;
if(typeof data81 === "string"){
if(func1(data81) < 1){
const err150 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
else {
const err151 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data75.exclude !== undefined){
if(typeof data75.exclude !== "boolean"){
const err152 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data75.secretKeyOfPassword !== undefined){
let data83 = data75.secretKeyOfPassword;
if(typeof data83 === "string"){
if(func1(data83) < 1){
const err153 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data75.secretKeyOfUser !== undefined){
let data84 = data75.secretKeyOfUser;
if(typeof data84 === "string"){
if(func1(data84) < 1){
const err155 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data75.secretRef !== undefined){
let data85 = data75.secretRef;
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
for(const key15 in data85){
if(!((((key15 === "authenticationMethod") || (key15 === "name")) || (key15 === "secretKeyOfPassword")) || (key15 === "secretKeyOfUser"))){
const err157 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data85.authenticationMethod !== undefined){
let data86 = data85.authenticationMethod;
if(!((data86 === "password") || (data86 === "ssh-key"))){
const err158 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/authenticationMethod",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/authenticationMethod/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.storage.properties.git.items.properties.secretRef.properties.authenticationMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data85.name !== undefined){
let data87 = data85.name;
if(typeof data87 === "string"){
if(func1(data87) < 1){
const err159 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data85.secretKeyOfPassword !== undefined){
let data88 = data85.secretKeyOfPassword;
if(typeof data88 === "string"){
if(func1(data88) < 1){
const err161 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data85.secretKeyOfUser !== undefined){
let data89 = data85.secretKeyOfUser;
if(typeof data89 === "string"){
if(func1(data89) < 1){
const err163 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
else {
const err164 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
else {
const err167 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data50.hostPath !== undefined){
let data90 = data50.hostPath;
if(Array.isArray(data90)){
const len5 = data90.length;
for(let i5=0; i5<len5; i5++){
let data91 = data90[i5];
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
if(data91.path === undefined){
const err168 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(data91.mountPath === undefined){
const err169 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data91.readOnly === undefined){
const err170 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
for(const key16 in data91){
if(!((((((key16 === "path") || (key16 === "mountPath")) || (key16 === "readOnly")) || (key16 === "exclude")) || (key16 === "mountPropagation")) || (key16 === "name"))){
const err171 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data91.path !== undefined){
let data92 = data91.path;
if(typeof data92 === "string"){
if(func1(data92) < 1){
const err172 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
else {
const err173 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data91.mountPath !== undefined){
let data93 = data91.mountPath;
if(typeof data93 === "string"){
if(func1(data93) < 1){
const err174 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
else {
const err175 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data91.readOnly !== undefined){
if(typeof data91.readOnly !== "boolean"){
const err176 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data91.exclude !== undefined){
if(typeof data91.exclude !== "boolean"){
const err177 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data91.mountPropagation !== undefined){
let data96 = data91.mountPropagation;
if(!((data96 === "None") || (data96 === "HostToContainer"))){
const err178 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPropagation",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPropagation/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.storage.properties.hostPath.items.properties.mountPropagation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data91.name !== undefined){
let data97 = data91.name;
if(typeof data97 === "string"){
if(func1(data97) < 1){
const err179 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
else {
const err180 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
else {
const err181 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
else {
const err182 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data50.configMapVolume !== undefined){
let data98 = data50.configMapVolume;
if(Array.isArray(data98)){
const len6 = data98.length;
for(let i6=0; i6<len6; i6++){
let data99 = data98[i6];
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
for(const key17 in data99){
if(!((((((key17 === "configMap") || (key17 === "defaultMode")) || (key17 === "exclude")) || (key17 === "mountPath")) || (key17 === "name")) || (key17 === "subPath"))){
const err183 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data99.configMap !== undefined){
let data100 = data99.configMap;
if(typeof data100 === "string"){
if(func1(data100) < 1){
const err184 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
else {
const err185 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data99.defaultMode !== undefined){
let data101 = data99.defaultMode;
if(typeof data101 === "string"){
if(func1(data101) > 4){
const err186 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(func1(data101) < 4){
const err187 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(!pattern12.test(data101)){
const err188 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
else {
const err189 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data99.exclude !== undefined){
if(typeof data99.exclude !== "boolean"){
const err190 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data99.mountPath !== undefined){
let data103 = data99.mountPath;
if(typeof data103 === "string"){
if(func1(data103) < 1){
const err191 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
else {
const err192 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
if(data99.name !== undefined){
let data104 = data99.name;
if(typeof data104 === "string"){
if(func1(data104) < 1){
const err193 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
else {
const err194 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data99.subPath !== undefined){
let data105 = data99.subPath;
if(typeof data105 === "string"){
if(func1(data105) < 1){
const err195 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
else {
const err196 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
else {
const err197 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
else {
const err198 = {instancePath:instancePath+"/spec/storage/configMapVolume",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data50.dataVolume !== undefined){
let data106 = data50.dataVolume;
if(Array.isArray(data106)){
const len7 = data106.length;
for(let i7=0; i7<len7; i7++){
let data107 = data106[i7];
if(data107 && typeof data107 == "object" && !Array.isArray(data107)){
for(const key18 in data107){
if(!(((key18 === "exclude") || (key18 === "id")) || (key18 === "mountPath"))){
const err199 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data107.exclude !== undefined){
if(typeof data107.exclude !== "boolean"){
const err200 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data107.id !== undefined){
let data109 = data107.id;
if(typeof data109 === "string"){
if(func1(data109) > 64){
const err201 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(func1(data109) < 1){
const err202 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
if(!pattern5.test(data109)){
const err203 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
else {
const err204 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data107.mountPath !== undefined){
if(typeof data107.mountPath !== "string"){
const err205 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
else {
const err206 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
}
else {
const err207 = {instancePath:instancePath+"/spec/storage/dataVolume",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
if(data50.emptyDirVolume !== undefined){
let data111 = data50.emptyDirVolume;
if(Array.isArray(data111)){
const len8 = data111.length;
for(let i8=0; i8<len8; i8++){
let data112 = data111[i8];
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
for(const key19 in data112){
if(!(((((key19 === "exclude") || (key19 === "medium")) || (key19 === "name")) || (key19 === "path")) || (key19 === "sizeLimit"))){
const err208 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data112.exclude !== undefined){
if(typeof data112.exclude !== "boolean"){
const err209 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data112.medium !== undefined){
let data114 = data112.medium;
if(typeof data114 === "string"){
if(func1(data114) < 1){
const err210 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
else {
const err211 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data112.name !== undefined){
let data115 = data112.name;
if(typeof data115 === "string"){
if(func1(data115) < 1){
const err212 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
else {
const err213 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data112.path !== undefined){
let data116 = data112.path;
if(typeof data116 === "string"){
if(func1(data116) < 1){
const err214 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
else {
const err215 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data112.sizeLimit !== undefined){
let data117 = data112.sizeLimit;
if(typeof data117 === "string"){
if(!pattern6.test(data117)){
const err216 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
else {
const err217 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
else {
const err218 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
}
else {
const err219 = {instancePath:instancePath+"/spec/storage/emptyDirVolume",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data50.nfs !== undefined){
let data118 = data50.nfs;
if(Array.isArray(data118)){
const len9 = data118.length;
for(let i9=0; i9<len9; i9++){
let data119 = data118[i9];
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
for(const key20 in data119){
if(!((((((key20 === "exclude") || (key20 === "mountPath")) || (key20 === "name")) || (key20 === "path")) || (key20 === "readOnly")) || (key20 === "server"))){
const err220 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data119.exclude !== undefined){
if(typeof data119.exclude !== "boolean"){
const err221 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data119.mountPath !== undefined){
let data121 = data119.mountPath;
if(typeof data121 === "string"){
if(func1(data121) < 1){
const err222 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
else {
const err223 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data119.name !== undefined){
let data122 = data119.name;
if(typeof data122 === "string"){
if(func1(data122) < 1){
const err224 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
else {
const err225 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data119.path !== undefined){
let data123 = data119.path;
if(typeof data123 === "string"){
if(func1(data123) < 1){
const err226 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
else {
const err227 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
if(data119.readOnly !== undefined){
if(typeof data119.readOnly !== "boolean"){
const err228 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data119.server !== undefined){
let data125 = data119.server;
if(typeof data125 === "string"){
if(func1(data125) < 1){
const err229 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
else {
const err230 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
}
else {
const err232 = {instancePath:instancePath+"/spec/storage/nfs",schemaPath:"#/properties/spec/properties/storage/properties/nfs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data50.s3 !== undefined){
let data126 = data50.s3;
if(Array.isArray(data126)){
const len10 = data126.length;
for(let i10=0; i10<len10; i10++){
let data127 = data126[i10];
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
for(const key21 in data127){
if(!((((((((key21 === "accessKeySecret") || (key21 === "bucket")) || (key21 === "exclude")) || (key21 === "name")) || (key21 === "path")) || (key21 === "secretKeyOfAccessKeyId")) || (key21 === "secretKeyOfSecretKey")) || (key21 === "url"))){
const err233 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data127.accessKeySecret !== undefined){
let data128 = data127.accessKeySecret;
if(typeof data128 === "string"){
if(func1(data128) < 1){
const err234 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
else {
const err235 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
if(data127.bucket !== undefined){
let data129 = data127.bucket;
if(typeof data129 === "string"){
if(func1(data129) < 1){
const err236 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
else {
const err237 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
if(data127.exclude !== undefined){
if(typeof data127.exclude !== "boolean"){
const err238 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
if(data127.name !== undefined){
let data131 = data127.name;
if(typeof data131 === "string"){
if(func1(data131) < 1){
const err239 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
else {
const err240 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data127.path !== undefined){
let data132 = data127.path;
if(typeof data132 === "string"){
if(func1(data132) < 1){
const err241 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
else {
const err242 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
if(data127.secretKeyOfAccessKeyId !== undefined){
let data133 = data127.secretKeyOfAccessKeyId;
if(typeof data133 === "string"){
if(func1(data133) < 1){
const err243 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
else {
const err244 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data127.secretKeyOfSecretKey !== undefined){
let data134 = data127.secretKeyOfSecretKey;
if(typeof data134 === "string"){
if(func1(data134) < 1){
const err245 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
else {
const err246 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data127.url !== undefined){
let data135 = data127.url;
if(typeof data135 === "string"){
if(func1(data135) < 1){
const err247 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
else {
const err248 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
}
else {
const err249 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
else {
const err250 = {instancePath:instancePath+"/spec/storage/s3",schemaPath:"#/properties/spec/properties/storage/properties/s3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data50.secretVolume !== undefined){
let data136 = data50.secretVolume;
if(Array.isArray(data136)){
const len11 = data136.length;
for(let i11=0; i11<len11; i11++){
let data137 = data136[i11];
if(data137 && typeof data137 == "object" && !Array.isArray(data137)){
for(const key22 in data137){
if(!(((((key22 === "defaultMode") || (key22 === "exclude")) || (key22 === "mountPath")) || (key22 === "name")) || (key22 === "secret"))){
const err251 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data137.defaultMode !== undefined){
let data138 = data137.defaultMode;
if(typeof data138 === "string"){
if(func1(data138) > 4){
const err252 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
if(func1(data138) < 4){
const err253 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(!pattern12.test(data138)){
const err254 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
else {
const err255 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data137.exclude !== undefined){
if(typeof data137.exclude !== "boolean"){
const err256 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data137.mountPath !== undefined){
let data140 = data137.mountPath;
if(typeof data140 === "string"){
if(func1(data140) < 1){
const err257 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
else {
const err258 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data137.name !== undefined){
let data141 = data137.name;
if(typeof data141 === "string"){
if(func1(data141) < 1){
const err259 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
else {
const err260 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
if(data137.secret !== undefined){
let data142 = data137.secret;
if(typeof data142 === "string"){
if(func1(data142) < 1){
const err261 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
else {
const err262 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
}
else {
const err263 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
}
else {
const err264 = {instancePath:instancePath+"/spec/storage/secretVolume",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
}
else {
const err265 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data4.security !== undefined){
let data143 = data4.security;
if(data143 && typeof data143 == "object" && !Array.isArray(data143)){
for(const key23 in data143){
if(!(func6.call(schema33.properties.spec.properties.security.properties, key23))){
const err266 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
if(data143.hostIpc !== undefined){
if(typeof data143.hostIpc !== "boolean"){
const err267 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(data143.hostNetwork !== undefined){
if(typeof data143.hostNetwork !== "boolean"){
const err268 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data143.allowPrivilegeEscalation !== undefined){
if(typeof data143.allowPrivilegeEscalation !== "boolean"){
const err269 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data143.capabilities !== undefined){
let data147 = data143.capabilities;
if(Array.isArray(data147)){
const len12 = data147.length;
for(let i12=0; i12<len12; i12++){
let data148 = data147[i12];
if(!((((((((((((((((((((((((((((((((((((((data148 === "AUDIT_CONTROL") || (data148 === "AUDIT_READ")) || (data148 === "AUDIT_WRITE")) || (data148 === "BLOCK_SUSPEND")) || (data148 === "CHOWN")) || (data148 === "DAC_OVERRIDE")) || (data148 === "DAC_READ_SEARCH")) || (data148 === "FOWNER")) || (data148 === "FSETID")) || (data148 === "IPC_LOCK")) || (data148 === "IPC_OWNER")) || (data148 === "KILL")) || (data148 === "LEASE")) || (data148 === "LINUX_IMMUTABLE")) || (data148 === "MAC_ADMIN")) || (data148 === "MAC_OVERRIDE")) || (data148 === "MKNOD")) || (data148 === "NET_ADMIN")) || (data148 === "NET_BIND_SERVICE")) || (data148 === "NET_BROADCAST")) || (data148 === "NET_RAW")) || (data148 === "SETGID")) || (data148 === "SETFCAP")) || (data148 === "SETPCAP")) || (data148 === "SETUID")) || (data148 === "SYS_ADMIN")) || (data148 === "SYS_BOOT")) || (data148 === "SYS_CHROOT")) || (data148 === "SYS_MODULE")) || (data148 === "SYS_NICE")) || (data148 === "SYS_PACCT")) || (data148 === "SYS_PTRACE")) || (data148 === "SYS_RAWIO")) || (data148 === "SYS_RESOURCE")) || (data148 === "SYS_TIME")) || (data148 === "SYS_TTY_CONFIG")) || (data148 === "SYSLOG")) || (data148 === "WAKE_ALARM"))){
const err270 = {instancePath:instancePath+"/spec/security/capabilities/" + i12,schemaPath:"#/properties/spec/properties/security/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.security.properties.capabilities.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
}
else {
const err271 = {instancePath:instancePath+"/spec/security/capabilities",schemaPath:"#/properties/spec/properties/security/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
if(data143.readOnlyRootFilesystem !== undefined){
if(typeof data143.readOnlyRootFilesystem !== "boolean"){
const err272 = {instancePath:instancePath+"/spec/security/readOnlyRootFilesystem",schemaPath:"#/properties/spec/properties/security/properties/readOnlyRootFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data143.runAsGid !== undefined){
let data150 = data143.runAsGid;
if(!(((typeof data150 == "number") && (!(data150 % 1) && !isNaN(data150))) && (isFinite(data150)))){
const err273 = {instancePath:instancePath+"/spec/security/runAsGid",schemaPath:"#/properties/spec/properties/security/properties/runAsGid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
if(data143.runAsNonRoot !== undefined){
if(typeof data143.runAsNonRoot !== "boolean"){
const err274 = {instancePath:instancePath+"/spec/security/runAsNonRoot",schemaPath:"#/properties/spec/properties/security/properties/runAsNonRoot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data143.runAsUid !== undefined){
let data152 = data143.runAsUid;
if(!(((typeof data152 == "number") && (!(data152 % 1) && !isNaN(data152))) && (isFinite(data152)))){
const err275 = {instancePath:instancePath+"/spec/security/runAsUid",schemaPath:"#/properties/spec/properties/security/properties/runAsUid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data143.seccompProfileType !== undefined){
let data153 = data143.seccompProfileType;
if(!(((data153 === "RuntimeDefault") || (data153 === "Unconfined")) || (data153 === "Localhost"))){
const err276 = {instancePath:instancePath+"/spec/security/seccompProfileType",schemaPath:"#/properties/spec/properties/security/properties/seccompProfileType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.security.properties.seccompProfileType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data143.supplementalGroups !== undefined){
if(typeof data143.supplementalGroups !== "string"){
const err277 = {instancePath:instancePath+"/spec/security/supplementalGroups",schemaPath:"#/properties/spec/properties/security/properties/supplementalGroups/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data143.uidGidSource !== undefined){
let data155 = data143.uidGidSource;
if(!(((data155 === "fromTheImage") || (data155 === "fromIdpToken")) || (data155 === "custom"))){
const err278 = {instancePath:instancePath+"/spec/security/uidGidSource",schemaPath:"#/properties/spec/properties/security/properties/uidGidSource/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.security.properties.uidGidSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
}
else {
const err279 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data156 = data4.priorityClass;
if(typeof data156 === "string"){
if(func1(data156) < 1){
const err280 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
else {
const err281 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data157 = data4.preemptibility;
if(!((data157 === "preemptible") || (data157 === "non-preemptible"))){
const err282 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data158 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data158 == "number") && (!(data158 % 1) && !isNaN(data158))) && (isFinite(data158)))){
const err283 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
if((typeof data158 == "number") && (isFinite(data158))){
if(data158 < 0 || isNaN(data158)){
const err284 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data159 = data4.nodePools;
if(Array.isArray(data159)){
const len13 = data159.length;
for(let i13=0; i13<len13; i13++){
let data160 = data159[i13];
if(typeof data160 === "string"){
if(func1(data160) < 1){
const err285 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
else {
const err286 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
}
else {
const err287 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data4.category !== undefined){
let data161 = data4.category;
if(typeof data161 === "string"){
if(func1(data161) < 1){
const err288 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
else {
const err289 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data162 = data4.imagePullSecrets;
if(Array.isArray(data162)){
const len14 = data162.length;
for(let i14=0; i14<len14; i14++){
let data163 = data162[i14];
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
if(data163.name === undefined){
const err290 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
for(const key24 in data163){
if(!(((key24 === "name") || (key24 === "userCredential")) || (key24 === "exclude"))){
const err291 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data163.name !== undefined){
let data164 = data163.name;
if(typeof data164 === "string"){
if(func1(data164) < 1){
const err292 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
else {
const err293 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
if(data163.userCredential !== undefined){
if(typeof data163.userCredential !== "boolean"){
const err294 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
if(data163.exclude !== undefined){
if(typeof data163.exclude !== "boolean"){
const err295 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/exclude",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
}
else {
const err296 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
}
else {
const err297 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data167 = data4.tolerations;
if(Array.isArray(data167)){
const len15 = data167.length;
for(let i15=0; i15<len15; i15++){
let data168 = data167[i15];
if(data168 && typeof data168 == "object" && !Array.isArray(data168)){
if(data168.name === undefined){
const err298 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
if(data168.operator === undefined){
const err299 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
if(data168.key === undefined){
const err300 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
if(data168.effect === undefined){
const err301 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
for(const key25 in data168){
if(!(((((((key25 === "name") || (key25 === "operator")) || (key25 === "key")) || (key25 === "value")) || (key25 === "effect")) || (key25 === "seconds")) || (key25 === "exclude"))){
const err302 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
if(data168.name !== undefined){
let data169 = data168.name;
if(typeof data169 === "string"){
if(func1(data169) < 1){
const err303 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
else {
const err304 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
if(data168.operator !== undefined){
let data170 = data168.operator;
if(!((data170 === "Equal") || (data170 === "Exists"))){
const err305 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data168.key !== undefined){
let data171 = data168.key;
if(typeof data171 === "string"){
if(func1(data171) < 1){
const err306 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
else {
const err307 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
if(data168.value !== undefined){
if(typeof data168.value !== "string"){
const err308 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
if(data168.effect !== undefined){
let data173 = data168.effect;
if(!((((data173 === "NoSchedule") || (data173 === "NoExecute")) || (data173 === "PreferNoSchedule")) || (data173 === "Any"))){
const err309 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data168.seconds !== undefined){
let data174 = data168.seconds;
if(!(((typeof data174 == "number") && (!(data174 % 1) && !isNaN(data174))) && (isFinite(data174)))){
const err310 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
if((typeof data174 == "number") && (isFinite(data174))){
if(data174 < 1 || isNaN(data174)){
const err311 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
}
if(data168.exclude !== undefined){
if(typeof data168.exclude !== "boolean"){
const err312 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/exclude",schemaPath:"#/properties/spec/properties/tolerations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
}
else {
const err313 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
}
else {
const err314 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data176 = data4.terminationGracePeriodSeconds;
if(!(((typeof data176 == "number") && (!(data176 % 1) && !isNaN(data176))) && (isFinite(data176)))){
const err315 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
if((typeof data176 == "number") && (isFinite(data176))){
if(data176 < 0 || isNaN(data176)){
const err316 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data177 = data4.restartPolicy;
if(!(((data177 === "Always") || (data177 === "Never")) || (data177 === "OnFailure"))){
const err317 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err318 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data4.labels !== undefined){
let data179 = data4.labels;
if(Array.isArray(data179)){
const len16 = data179.length;
for(let i16=0; i16<len16; i16++){
let data180 = data179[i16];
if(data180 && typeof data180 == "object" && !Array.isArray(data180)){
if(data180.name === undefined){
const err319 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
if(data180.value === undefined){
const err320 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
for(const key26 in data180){
if(!(((key26 === "name") || (key26 === "value")) || (key26 === "exclude"))){
const err321 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data180.name !== undefined){
let data181 = data180.name;
if(typeof data181 === "string"){
if(func1(data181) > 63){
const err322 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
if(func1(data181) < 1){
const err323 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(!pattern16.test(data181)){
const err324 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
else {
const err325 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
if(data180.value !== undefined){
let data182 = data180.value;
if(typeof data182 === "string"){
if(func1(data182) > 63){
const err326 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if(!pattern17.test(data182)){
const err327 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
else {
const err328 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
if(data180.exclude !== undefined){
if(typeof data180.exclude !== "boolean"){
const err329 = {instancePath:instancePath+"/spec/labels/" + i16+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
}
else {
const err330 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
}
else {
const err331 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data184 = data4.annotations;
if(Array.isArray(data184)){
const len17 = data184.length;
for(let i17=0; i17<len17; i17++){
let data185 = data184[i17];
if(data185 && typeof data185 == "object" && !Array.isArray(data185)){
if(data185.name === undefined){
const err332 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
if(data185.value === undefined){
const err333 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
for(const key27 in data185){
if(!(((key27 === "name") || (key27 === "value")) || (key27 === "exclude"))){
const err334 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data185.name !== undefined){
let data186 = data185.name;
if(typeof data186 === "string"){
if(func1(data186) > 63){
const err335 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
if(func1(data186) < 1){
const err336 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if(!pattern16.test(data186)){
const err337 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
else {
const err338 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
if(data185.value !== undefined){
let data187 = data185.value;
if(typeof data187 === "string"){
if(func1(data187) > 4096){
const err339 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
else {
const err340 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
if(data185.exclude !== undefined){
if(typeof data185.exclude !== "boolean"){
const err341 = {instancePath:instancePath+"/spec/annotations/" + i17+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
}
else {
const err342 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
}
else {
const err343 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
if(data4.ports !== undefined){
let data189 = data4.ports;
if(Array.isArray(data189)){
const len18 = data189.length;
for(let i18=0; i18<len18; i18++){
let data190 = data189[i18];
if(data190 && typeof data190 == "object" && !Array.isArray(data190)){
if(data190.container === undefined){
const err344 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
if(data190.serviceType === undefined){
const err345 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
for(const key28 in data190){
if(!(((((((key28 === "container") || (key28 === "external")) || (key28 === "serviceType")) || (key28 === "exclude")) || (key28 === "name")) || (key28 === "toolName")) || (key28 === "toolType"))){
const err346 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
if(data190.container !== undefined){
let data191 = data190.container;
if(!(((typeof data191 == "number") && (!(data191 % 1) && !isNaN(data191))) && (isFinite(data191)))){
const err347 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
if((typeof data191 == "number") && (isFinite(data191))){
if(data191 > 65535 || isNaN(data191)){
const err348 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
if(data191 < 1 || isNaN(data191)){
const err349 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
}
if(data190.external !== undefined){
let data192 = data190.external;
if(!(((typeof data192 == "number") && (!(data192 % 1) && !isNaN(data192))) && (isFinite(data192)))){
const err350 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
if((typeof data192 == "number") && (isFinite(data192))){
if(data192 > 65535 || isNaN(data192)){
const err351 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
if(data192 < 1 || isNaN(data192)){
const err352 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
}
if(data190.serviceType !== undefined){
let data193 = data190.serviceType;
if(!(((data193 === "LoadBalancer") || (data193 === "NodePort")) || (data193 === "ClusterIP"))){
const err353 = {instancePath:instancePath+"/spec/ports/" + i18+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
if(data190.exclude !== undefined){
if(typeof data190.exclude !== "boolean"){
const err354 = {instancePath:instancePath+"/spec/ports/" + i18+"/exclude",schemaPath:"#/properties/spec/properties/ports/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
if(data190.name !== undefined){
let data195 = data190.name;
if(typeof data195 === "string"){
if(func1(data195) < 1){
const err355 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
else {
const err356 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
if(data190.toolName !== undefined){
if(typeof data190.toolName !== "string"){
const err357 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolName",schemaPath:"#/properties/spec/properties/ports/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
if(data190.toolType !== undefined){
if(typeof data190.toolType !== "string"){
const err358 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolType",schemaPath:"#/properties/spec/properties/ports/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
}
else {
const err359 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
}
else {
const err360 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data198 = data4.exposedUrls;
if(Array.isArray(data198)){
const len19 = data198.length;
for(let i19=0; i19<len19; i19++){
let data199 = data198[i19];
if(data199 && typeof data199 == "object" && !Array.isArray(data199)){
if(data199.container === undefined){
const err361 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
for(const key29 in data199){
if(!(func6.call(schema33.properties.spec.properties.exposedUrls.items.properties, key29))){
const err362 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
if(data199.container !== undefined){
let data200 = data199.container;
if(!(((typeof data200 == "number") && (!(data200 % 1) && !isNaN(data200))) && (isFinite(data200)))){
const err363 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if((typeof data200 == "number") && (isFinite(data200))){
if(data200 > 65535 || isNaN(data200)){
const err364 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
if(data200 < 1 || isNaN(data200)){
const err365 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
}
if(data199.authorizationType !== undefined){
let data201 = data199.authorizationType;
if(!(((data201 === "authenticatedUsers") || (data201 === "authorizedUsers")) || (data201 === "authorizedGroups"))){
const err366 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizationType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizationType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.exposedUrls.items.properties.authorizationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
if(data199.authorizedGroups !== undefined){
let data202 = data199.authorizedGroups;
if(Array.isArray(data202)){
const len20 = data202.length;
for(let i20=0; i20<len20; i20++){
if(typeof data202[i20] !== "string"){
const err367 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups/" + i20,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
}
else {
const err368 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
if(data199.authorizedUsers !== undefined){
let data204 = data199.authorizedUsers;
if(Array.isArray(data204)){
const len21 = data204.length;
for(let i21=0; i21<len21; i21++){
if(typeof data204[i21] !== "string"){
const err369 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers/" + i21,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
}
else {
const err370 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
if(data199.exclude !== undefined){
if(typeof data199.exclude !== "boolean"){
const err371 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/exclude",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
if(data199.name !== undefined){
let data207 = data199.name;
if(typeof data207 === "string"){
if(func1(data207) < 1){
const err372 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
else {
const err373 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
if(data199.toolName !== undefined){
if(typeof data199.toolName !== "string"){
const err374 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolName",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
if(data199.toolType !== undefined){
if(typeof data199.toolType !== "string"){
const err375 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
if(data199.url !== undefined){
if(typeof data199.url !== "string"){
const err376 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/url",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
}
else {
const err377 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
}
else {
const err378 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data4.probes !== undefined){
let data211 = data4.probes;
if(data211 && typeof data211 == "object" && !Array.isArray(data211)){
for(const key30 in data211){
if(!(key30 === "readiness")){
const err379 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
if(data211.readiness !== undefined){
let data212 = data211.readiness;
if(data212 && typeof data212 == "object" && !Array.isArray(data212)){
for(const key31 in data212){
if(!((((((key31 === "failureThreshold") || (key31 === "handler")) || (key31 === "initialDelaySeconds")) || (key31 === "periodSeconds")) || (key31 === "successThreshold")) || (key31 === "timeoutSeconds"))){
const err380 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
if(data212.failureThreshold !== undefined){
let data213 = data212.failureThreshold;
if(!(((typeof data213 == "number") && (!(data213 % 1) && !isNaN(data213))) && (isFinite(data213)))){
const err381 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if((typeof data213 == "number") && (isFinite(data213))){
if(data213 < 1 || isNaN(data213)){
const err382 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
}
if(data212.handler !== undefined){
let data214 = data212.handler;
if(data214 && typeof data214 == "object" && !Array.isArray(data214)){
for(const key32 in data214){
if(!(key32 === "httpGet")){
const err383 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
if(data214.httpGet !== undefined){
let data215 = data214.httpGet;
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
for(const key33 in data215){
if(!((((key33 === "host") || (key33 === "path")) || (key33 === "port")) || (key33 === "scheme"))){
const err384 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data215.host !== undefined){
if(typeof data215.host !== "string"){
const err385 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/host",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data215.path !== undefined){
if(typeof data215.path !== "string"){
const err386 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/path",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
if(data215.port !== undefined){
let data218 = data215.port;
if(!(((typeof data218 == "number") && (!(data218 % 1) && !isNaN(data218))) && (isFinite(data218)))){
const err387 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
if((typeof data218 == "number") && (isFinite(data218))){
if(data218 > 65535 || isNaN(data218)){
const err388 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
if(data218 < 1 || isNaN(data218)){
const err389 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
}
if(data215.scheme !== undefined){
let data219 = data215.scheme;
if(!((data219 === "HTTP") || (data219 === "HTTPS"))){
const err390 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/scheme",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.probes.properties.readiness.properties.handler.properties.httpGet.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
}
else {
const err391 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
}
else {
const err392 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
if(data212.initialDelaySeconds !== undefined){
let data220 = data212.initialDelaySeconds;
if(!(((typeof data220 == "number") && (!(data220 % 1) && !isNaN(data220))) && (isFinite(data220)))){
const err393 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
if((typeof data220 == "number") && (isFinite(data220))){
if(data220 < 0 || isNaN(data220)){
const err394 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
}
if(data212.periodSeconds !== undefined){
let data221 = data212.periodSeconds;
if(!(((typeof data221 == "number") && (!(data221 % 1) && !isNaN(data221))) && (isFinite(data221)))){
const err395 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
if((typeof data221 == "number") && (isFinite(data221))){
if(data221 < 1 || isNaN(data221)){
const err396 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
}
if(data212.successThreshold !== undefined){
let data222 = data212.successThreshold;
if(!(((typeof data222 == "number") && (!(data222 % 1) && !isNaN(data222))) && (isFinite(data222)))){
const err397 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
if((typeof data222 == "number") && (isFinite(data222))){
if(data222 < 1 || isNaN(data222)){
const err398 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
}
if(data212.timeoutSeconds !== undefined){
let data223 = data212.timeoutSeconds;
if(!(((typeof data223 == "number") && (!(data223 % 1) && !isNaN(data223))) && (isFinite(data223)))){
const err399 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
if((typeof data223 == "number") && (isFinite(data223))){
if(data223 < 1 || isNaN(data223)){
const err400 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
}
}
else {
const err401 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
}
else {
const err402 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
if(data4.podAffinity !== undefined){
let data224 = data4.podAffinity;
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
for(const key34 in data224){
if(!((key34 === "key") || (key34 === "type"))){
const err403 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
if(data224.key !== undefined){
if(typeof data224.key !== "string"){
const err404 = {instancePath:instancePath+"/spec/podAffinity/key",schemaPath:"#/properties/spec/properties/podAffinity/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
if(data224.type !== undefined){
let data226 = data224.type;
if(!((data226 === "Required") || (data226 === "Preferred"))){
const err405 = {instancePath:instancePath+"/spec/podAffinity/type",schemaPath:"#/properties/spec/properties/podAffinity/properties/type/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.podAffinity.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
}
else {
const err406 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
if(data4.nodeAffinityRequired !== undefined){
let data227 = data4.nodeAffinityRequired;
if(data227 && typeof data227 == "object" && !Array.isArray(data227)){
for(const key35 in data227){
if(!(key35 === "nodeSelectorTerms")){
const err407 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
if(data227.nodeSelectorTerms !== undefined){
let data228 = data227.nodeSelectorTerms;
if(Array.isArray(data228)){
const len22 = data228.length;
for(let i22=0; i22<len22; i22++){
let data229 = data228[i22];
if(data229 && typeof data229 == "object" && !Array.isArray(data229)){
for(const key36 in data229){
if(!(key36 === "matchExpressions")){
const err408 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
if(data229.matchExpressions !== undefined){
let data230 = data229.matchExpressions;
if(Array.isArray(data230)){
const len23 = data230.length;
for(let i23=0; i23<len23; i23++){
let data231 = data230[i23];
if(data231 && typeof data231 == "object" && !Array.isArray(data231)){
if(data231.key === undefined){
const err409 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
if(data231.operator === undefined){
const err410 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
for(const key37 in data231){
if(!(((key37 === "key") || (key37 === "operator")) || (key37 === "values"))){
const err411 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
if(data231.key !== undefined){
if(typeof data231.key !== "string"){
const err412 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/key",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data231.operator !== undefined){
let data233 = data231.operator;
if(!((((((data233 === "In") || (data233 === "NotIn")) || (data233 === "Exists")) || (data233 === "DoesNotExist")) || (data233 === "Gt")) || (data233 === "Lt"))){
const err413 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/operator",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.nodeAffinityRequired.properties.nodeSelectorTerms.items.properties.matchExpressions.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
if(data231.values !== undefined){
let data234 = data231.values;
if(Array.isArray(data234)){
const len24 = data234.length;
for(let i24=0; i24<len24; i24++){
if(typeof data234[i24] !== "string"){
const err414 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i24,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
}
else {
const err415 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
}
else {
const err416 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
}
else {
const err417 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
}
else {
const err418 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
}
else {
const err419 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
}
else {
const err420 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
if(data4.relatedUrls !== undefined){
let data236 = data4.relatedUrls;
if(Array.isArray(data236)){
const len25 = data236.length;
for(let i25=0; i25<len25; i25++){
let data237 = data236[i25];
if(data237 && typeof data237 == "object" && !Array.isArray(data237)){
for(const key38 in data237){
if(!((((key38 === "exclude") || (key38 === "name")) || (key38 === "type")) || (key38 === "url"))){
const err421 = {instancePath:instancePath+"/spec/relatedUrls/" + i25,schemaPath:"#/properties/spec/properties/relatedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
if(data237.exclude !== undefined){
if(typeof data237.exclude !== "boolean"){
const err422 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/exclude",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
if(data237.name !== undefined){
if(typeof data237.name !== "string"){
const err423 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/name",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
if(data237.type !== undefined){
if(typeof data237.type !== "string"){
const err424 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/type",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
if(data237.url !== undefined){
if(typeof data237.url !== "string"){
const err425 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/url",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
else {
const err426 = {instancePath:instancePath+"/spec/relatedUrls/" + i25,schemaPath:"#/properties/spec/properties/relatedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
}
else {
const err427 = {instancePath:instancePath+"/spec/relatedUrls",schemaPath:"#/properties/spec/properties/relatedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
}
else {
const err428 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
if(data.templateId !== undefined){
let data242 = data.templateId;
if(typeof data242 === "string"){
if(func1(data242) > 64){
const err429 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
if(func1(data242) < 1){
const err430 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
if(!pattern5.test(data242)){
const err431 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
else {
const err432 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
}
else {
const err433 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateDistributedRequest = validate23;
const schema34 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"A worker's spec, and the workload's; a training's members without `completions` and `parallelism`, and the framework's own. `priorityClass` and `category` from 2.22.","required":["numWorkers","distributedFramework"],"additionalProperties":false,"properties":{"numWorkers":{"type":"integer","minimum":1,"description":"The workers, besides the master."},"distributedFramework":{"enum":["MPI","PyTorch","TF","XGBoost","JAX"],"description":"JAX from 2.21 (the vendor's 2.21 document, SDK 1.221.1, has it).","x-vendor":[{"until":"2.20","enum":["MPI","PyTorch","TF","XGBoost"]}]},"slotsPerWorker":{"type":"integer","minimum":1,"description":"MPI only."},"minReplicas":{"type":"integer","minimum":1,"description":"PyTorch only, for elastic training."},"maxReplicas":{"type":"integer","minimum":1,"description":"PyTorch only, for elastic training."},"cleanPodPolicy":{"enum":["None","All","Running"],"x-since":"2.20"},"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name"],"description":"A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a user credential (2.24).","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"},"configMap":{"type":"object","x-since":"2.21","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.21"},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}],"x-since":"2.21"}}},"description":{"type":"string","x-since":"2.20"},"exclude":{"type":"boolean"},"podFieldRef":{"type":"object","x-since":"2.21","additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"x-since":"2.21"}}},"secret":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}},"userCredential":{"type":"object","x-since":"2.24","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.24"},"name":{"type":"string","minLength":1,"x-since":"2.24"}}}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory","migProfile"],"x-vendor":[{"since":"2.24","enum":["portion","memory"]}]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"GPU memory per device, with `gpuRequestType` `memory`.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"},"extendedResources":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean"},"quantity":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"resource":{"type":"string","minLength":1}}}},"gpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"gpuPortionLimit":{"type":"number","minimum":0},"migProfile":{"enum":["1g.5gb","1g.10gb","2g.10gb","2g.20gb","3g.20gb","3g.40gb","4g.20gb","4g.40gb","7g.40gb","7g.80gb"],"description":"Deprecated from 2.19.","x-until":"2.23"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"accessModes":{"type":"object","additionalProperties":false,"properties":{"readOnlyMany":{"type":"boolean"},"readWriteMany":{"type":"boolean"},"readWriteOnce":{"type":"boolean"}}},"addedAttrValues":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$","x-expected":"a Kubernetes label name of at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit","x-since":"2.22"},"value":{"type":"string","x-since":"2.22"}},"required":["key"]}},"volumeMode":{"enum":["Filesystem","Block"]}}},"dataSharing":{"type":"boolean","x-since":"2.22"},"ephemeral":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."},"exclude":{"type":"boolean","x-since":"2.21"},"secretKeyOfPassword":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretKeyOfUser":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretRef":{"type":"object","x-since":"2.23","additionalProperties":false,"properties":{"authenticationMethod":{"enum":["password","ssh-key"],"x-since":"2.23"},"name":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfPassword":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfUser":{"type":"string","minLength":1,"x-since":"2.23"}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."},"exclude":{"type":"boolean","x-since":"2.21"},"mountPropagation":{"enum":["None","HostToContainer"]},"name":{"type":"string","minLength":1}}}},"configMapVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"configMap":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"subPath":{"type":"string","minLength":1,"x-since":"2.21"}}}},"dataVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"mountPath":{"type":"string"}}}},"emptyDirVolume":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.22"},"medium":{"type":"string","minLength":1,"x-since":"2.22"},"name":{"type":"string","minLength":1,"x-since":"2.22"},"path":{"type":"string","minLength":1,"x-since":"2.22"},"sizeLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M","x-since":"2.22"}}}},"nfs":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean"},"server":{"type":"string","minLength":1}}}},"s3":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"accessKeySecret":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"bucket":{"type":"string","minLength":1},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"secretKeyOfAccessKeyId":{"type":"string","minLength":1},"secretKeyOfSecretKey":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"secretVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"secret":{"type":"string","minLength":1}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"},"capabilities":{"type":"array","items":{"enum":["AUDIT_CONTROL","AUDIT_READ","AUDIT_WRITE","BLOCK_SUSPEND","CHOWN","DAC_OVERRIDE","DAC_READ_SEARCH","FOWNER","FSETID","IPC_LOCK","IPC_OWNER","KILL","LEASE","LINUX_IMMUTABLE","MAC_ADMIN","MAC_OVERRIDE","MKNOD","NET_ADMIN","NET_BIND_SERVICE","NET_BROADCAST","NET_RAW","SETGID","SETFCAP","SETPCAP","SETUID","SYS_ADMIN","SYS_BOOT","SYS_CHROOT","SYS_MODULE","SYS_NICE","SYS_PACCT","SYS_PTRACE","SYS_RAWIO","SYS_RESOURCE","SYS_TIME","SYS_TTY_CONFIG","SYSLOG","WAKE_ALARM"]}},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGid":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUid":{"type":"integer"},"seccompProfileType":{"enum":["RuntimeDefault","Unconfined","Localhost"]},"supplementalGroups":{"type":"string"},"uidGidSource":{"enum":["fromTheImage","fromIdpToken","custom"]}}},"priorityClass":{"type":"string","minLength":1,"x-since":"2.22","description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are\npreemptible, `high` and `very-high` are not (the vendor's \"Workload priority control\"\npage); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a\nworkspace asks to be preemptible: `interactive-preemptible` until 2.21, then a\npreemptible priority (`medium-low`, above the trainings' default).\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"The secret's name; a DNS label from 2.23.","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.22"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["name","operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `name`, `operator`, `key`\nand `effect` mandatory; `value` goes with `Equal` (their description says the reverse,\nwhich Kubernetes does not allow); `seconds` only with `NoExecute`.\n","properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1},"exclude":{"type":"boolean","x-since":"2.19"}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"authorizationType":{"enum":["authenticatedUsers","authorizedUsers","authorizedGroups"],"x-since":"2.24"},"authorizedGroups":{"type":"array","items":{"type":"string"}},"authorizedUsers":{"type":"array","items":{"type":"string"}},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"},"url":{"type":"string"}}}},"probes":{"type":"object","additionalProperties":false,"properties":{"readiness":{"type":"object","additionalProperties":false,"properties":{"failureThreshold":{"type":"integer","minimum":1},"handler":{"type":"object","additionalProperties":false,"properties":{"httpGet":{"type":"object","additionalProperties":false,"properties":{"host":{"type":"string"},"path":{"type":"string","x-vendor":[{"since":"2.19","pattern":"^(\\x2F[a-zA-Z0-9\\-_.\\x2F]*)?$"}]},"port":{"type":"integer","minimum":1,"maximum":65535},"scheme":{"enum":["HTTP","HTTPS"]}}}}},"initialDelaySeconds":{"type":"integer","minimum":0},"periodSeconds":{"type":"integer","minimum":1},"successThreshold":{"type":"integer","minimum":1},"timeoutSeconds":{"type":"integer","minimum":1}}}}},"podAffinity":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string"},"type":{"enum":["Required","Preferred"]}}},"nodeAffinityRequired":{"type":"object","additionalProperties":false,"properties":{"nodeSelectorTerms":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"matchExpressions":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","x-since":"2.22"},"operator":{"enum":["In","NotIn","Exists","DoesNotExist","Gt","Lt"],"x-since":"2.22"},"values":{"type":"array","x-since":"2.22","items":{"type":"string"}}},"required":["key","operator"]}}}}}},"x-since":"2.22"},"relatedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string"},"type":{"type":"string"},"url":{"type":"string"}}}},"mpiLauncherCreationPolicy":{"enum":["AtStartup","WaitForWorkersReady"],"x-since":"2.22"},"sshAuthMountPath":{"type":"string","x-since":"2.21"}}},"masterSpecSameAsWorker":{"type":"boolean","description":"The master's spec is the workers'; `masterSpec` is then not given."},"masterSpec":{"type":"object","description":"The master's spec, when it differs from the workers' (the worker spec's members, less those of the framework).","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name"],"description":"A variable by its `value`, or from a secret, a config map (2.21), a pod's field (2.21) or a user credential (2.24).","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"},"configMap":{"type":"object","x-since":"2.21","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.21"},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}],"x-since":"2.21"}}},"description":{"type":"string","x-since":"2.20"},"exclude":{"type":"boolean"},"podFieldRef":{"type":"object","x-since":"2.21","additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"x-since":"2.21"}}},"secret":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1},"name":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}},"userCredential":{"type":"object","x-since":"2.24","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"x-since":"2.24"},"name":{"type":"string","minLength":1,"x-since":"2.24"}}}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory","migProfile"],"x-vendor":[{"since":"2.24","enum":["portion","memory"]}]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"GPU memory per device, with `gpuRequestType` `memory`.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"},"extendedResources":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean"},"quantity":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"resource":{"type":"string","minLength":1}}}},"gpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"gpuPortionLimit":{"type":"number","minimum":0},"migProfile":{"enum":["1g.5gb","1g.10gb","2g.10gb","2g.20gb","3g.20gb","3g.40gb","4g.20gb","4g.40gb","7g.40gb","7g.80gb"],"description":"Deprecated from 2.19.","x-until":"2.23"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"accessModes":{"type":"object","additionalProperties":false,"properties":{"readOnlyMany":{"type":"boolean"},"readWriteMany":{"type":"boolean"},"readWriteOnce":{"type":"boolean"}}},"addedAttrValues":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$","x-expected":"a Kubernetes label name of at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit","x-since":"2.22"},"value":{"type":"string","x-since":"2.22"}},"required":["key"]}},"volumeMode":{"enum":["Filesystem","Block"]}}},"dataSharing":{"type":"boolean","x-since":"2.22"},"ephemeral":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."},"exclude":{"type":"boolean","x-since":"2.21"},"secretKeyOfPassword":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretKeyOfUser":{"type":"string","minLength":1,"description":"Deprecated from 2.23."},"secretRef":{"type":"object","x-since":"2.23","additionalProperties":false,"properties":{"authenticationMethod":{"enum":["password","ssh-key"],"x-since":"2.23"},"name":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfPassword":{"type":"string","minLength":1,"x-since":"2.23"},"secretKeyOfUser":{"type":"string","minLength":1,"x-since":"2.23"}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."},"exclude":{"type":"boolean","x-since":"2.21"},"mountPropagation":{"enum":["None","HostToContainer"]},"name":{"type":"string","minLength":1}}}},"configMapVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"configMap":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"subPath":{"type":"string","minLength":1,"x-since":"2.21"}}}},"dataVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"mountPath":{"type":"string"}}}},"emptyDirVolume":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.22"},"medium":{"type":"string","minLength":1,"x-since":"2.22"},"name":{"type":"string","minLength":1,"x-since":"2.22"},"path":{"type":"string","minLength":1,"x-since":"2.22"},"sizeLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M","x-since":"2.22"}}}},"nfs":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean"},"server":{"type":"string","minLength":1}}}},"s3":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"accessKeySecret":{"type":"string","minLength":1,"x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"bucket":{"type":"string","minLength":1},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"secretKeyOfAccessKeyId":{"type":"string","minLength":1},"secretKeyOfSecretKey":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"secretVolume":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"defaultMode":{"type":"string","minLength":4,"maxLength":4,"pattern":"^0[0-7]{3}$","x-expected":"a file mode of four octal digits, such as \"0644\"","x-since":"2.23"},"exclude":{"type":"boolean","x-since":"2.21"},"mountPath":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"secret":{"type":"string","minLength":1}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"},"capabilities":{"type":"array","items":{"enum":["AUDIT_CONTROL","AUDIT_READ","AUDIT_WRITE","BLOCK_SUSPEND","CHOWN","DAC_OVERRIDE","DAC_READ_SEARCH","FOWNER","FSETID","IPC_LOCK","IPC_OWNER","KILL","LEASE","LINUX_IMMUTABLE","MAC_ADMIN","MAC_OVERRIDE","MKNOD","NET_ADMIN","NET_BIND_SERVICE","NET_BROADCAST","NET_RAW","SETGID","SETFCAP","SETPCAP","SETUID","SYS_ADMIN","SYS_BOOT","SYS_CHROOT","SYS_MODULE","SYS_NICE","SYS_PACCT","SYS_PTRACE","SYS_RAWIO","SYS_RESOURCE","SYS_TIME","SYS_TTY_CONFIG","SYSLOG","WAKE_ALARM"]}},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGid":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUid":{"type":"integer"},"seccompProfileType":{"enum":["RuntimeDefault","Unconfined","Localhost"]},"supplementalGroups":{"type":"string"},"uidGidSource":{"enum":["fromTheImage","fromIdpToken","custom"]}}},"priorityClass":{"type":"string","minLength":1,"x-since":"2.22","description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary: `very-low`, `low`, `medium-low`, `medium`, `medium-high` are\npreemptible, `high` and `very-high` are not (the vendor's \"Workload priority control\"\npage); a workspace's default is `high`, a training's `low`. Until 2.23 it is how a\nworkspace asks to be preemptible: `interactive-preemptible` until 2.21, then a\npreemptible priority (`medium-low`, above the trainings' default).\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"The secret's name; a DNS label from 2.23.","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"},"exclude":{"type":"boolean","x-since":"2.22"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["name","operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `name`, `operator`, `key`\nand `effect` mandatory; `value` goes with `Equal` (their description says the reverse,\nwhich Kubernetes does not allow); `seconds` only with `NoExecute`.\n","properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1},"exclude":{"type":"boolean","x-since":"2.19"}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"authorizationType":{"enum":["authenticatedUsers","authorizedUsers","authorizedGroups"],"x-since":"2.24"},"authorizedGroups":{"type":"array","items":{"type":"string"}},"authorizedUsers":{"type":"array","items":{"type":"string"}},"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string","minLength":1},"toolName":{"type":"string"},"toolType":{"type":"string"},"url":{"type":"string"}}}},"probes":{"type":"object","additionalProperties":false,"properties":{"readiness":{"type":"object","additionalProperties":false,"properties":{"failureThreshold":{"type":"integer","minimum":1},"handler":{"type":"object","additionalProperties":false,"properties":{"httpGet":{"type":"object","additionalProperties":false,"properties":{"host":{"type":"string"},"path":{"type":"string","x-vendor":[{"since":"2.19","pattern":"^(\\x2F[a-zA-Z0-9\\-_.\\x2F]*)?$"}]},"port":{"type":"integer","minimum":1,"maximum":65535},"scheme":{"enum":["HTTP","HTTPS"]}}}}},"initialDelaySeconds":{"type":"integer","minimum":0},"periodSeconds":{"type":"integer","minimum":1},"successThreshold":{"type":"integer","minimum":1},"timeoutSeconds":{"type":"integer","minimum":1}}}}},"podAffinity":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string"},"type":{"enum":["Required","Preferred"]}}},"nodeAffinityRequired":{"type":"object","additionalProperties":false,"properties":{"nodeSelectorTerms":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"matchExpressions":{"type":"array","x-since":"2.22","items":{"type":"object","additionalProperties":false,"properties":{"key":{"type":"string","x-since":"2.22"},"operator":{"enum":["In","NotIn","Exists","DoesNotExist","Gt","Lt"],"x-since":"2.22"},"values":{"type":"array","x-since":"2.22","items":{"type":"string"}}},"required":["key","operator"]}}}}}},"x-since":"2.22"},"relatedUrls":{"type":"array","items":{"type":"object","additionalProperties":false,"properties":{"exclude":{"type":"boolean","x-since":"2.21"},"name":{"type":"string"},"type":{"type":"string"},"url":{"type":"string"}}}}}},"templateId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\"","x-since":"2.23"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.projectId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.clusterId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clusterId"},message:"must have required property '"+"clusterId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec")) || (key0 === "masterSpecSameAsWorker")) || (key0 === "masterSpec")) || (key0 === "templateId"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 63){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.useGivenNameAsPrefix !== undefined){
if(typeof data.useGivenNameAsPrefix !== "boolean"){
const err9 = {instancePath:instancePath+"/useGivenNameAsPrefix",schemaPath:"#/properties/useGivenNameAsPrefix/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.projectId !== undefined){
let data2 = data.projectId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.clusterId !== undefined){
let data3 = data.clusterId;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err12 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.spec !== undefined){
let data4 = data.spec;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.numWorkers === undefined){
const err16 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "numWorkers"},message:"must have required property '"+"numWorkers"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.distributedFramework === undefined){
const err17 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "distributedFramework"},message:"must have required property '"+"distributedFramework"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data4){
if(!(func6.call(schema34.properties.spec.properties, key1))){
const err18 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.numWorkers !== undefined){
let data5 = data4.numWorkers;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/spec/numWorkers",schemaPath:"#/properties/spec/properties/numWorkers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/spec/numWorkers",schemaPath:"#/properties/spec/properties/numWorkers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data4.distributedFramework !== undefined){
let data6 = data4.distributedFramework;
if(!(((((data6 === "MPI") || (data6 === "PyTorch")) || (data6 === "TF")) || (data6 === "XGBoost")) || (data6 === "JAX"))){
const err21 = {instancePath:instancePath+"/spec/distributedFramework",schemaPath:"#/properties/spec/properties/distributedFramework/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.distributedFramework.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.slotsPerWorker !== undefined){
let data7 = data4.slotsPerWorker;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/spec/slotsPerWorker",schemaPath:"#/properties/spec/properties/slotsPerWorker/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/spec/slotsPerWorker",schemaPath:"#/properties/spec/properties/slotsPerWorker/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data4.minReplicas !== undefined){
let data8 = data4.minReplicas;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/spec/minReplicas",schemaPath:"#/properties/spec/properties/minReplicas/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/spec/minReplicas",schemaPath:"#/properties/spec/properties/minReplicas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data4.maxReplicas !== undefined){
let data9 = data4.maxReplicas;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/spec/maxReplicas",schemaPath:"#/properties/spec/properties/maxReplicas/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/spec/maxReplicas",schemaPath:"#/properties/spec/properties/maxReplicas/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data4.cleanPodPolicy !== undefined){
let data10 = data4.cleanPodPolicy;
if(!(((data10 === "None") || (data10 === "All")) || (data10 === "Running"))){
const err28 = {instancePath:instancePath+"/spec/cleanPodPolicy",schemaPath:"#/properties/spec/properties/cleanPodPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.cleanPodPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.image !== undefined){
let data11 = data4.image;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err29 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/spec/image",schemaPath:"#/properties/spec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.imagePullPolicy !== undefined){
let data12 = data4.imagePullPolicy;
if(!(((data12 === "Always") || (data12 === "Never")) || (data12 === "IfNotPresent"))){
const err31 = {instancePath:instancePath+"/spec/imagePullPolicy",schemaPath:"#/properties/spec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data4.workingDir !== undefined){
if(typeof data4.workingDir !== "string"){
const err32 = {instancePath:instancePath+"/spec/workingDir",schemaPath:"#/properties/spec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data4.createHomeDir !== undefined){
if(typeof data4.createHomeDir !== "boolean"){
const err33 = {instancePath:instancePath+"/spec/createHomeDir",schemaPath:"#/properties/spec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data4.stdin !== undefined){
if(typeof data4.stdin !== "boolean"){
const err34 = {instancePath:instancePath+"/spec/stdin",schemaPath:"#/properties/spec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data4.tty !== undefined){
if(typeof data4.tty !== "boolean"){
const err35 = {instancePath:instancePath+"/spec/tty",schemaPath:"#/properties/spec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data4.nodeType !== undefined){
if(typeof data4.nodeType !== "string"){
const err36 = {instancePath:instancePath+"/spec/nodeType",schemaPath:"#/properties/spec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data4.backoffLimit !== undefined){
let data18 = data4.backoffLimit;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err37 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err38 = {instancePath:instancePath+"/spec/backoffLimit",schemaPath:"#/properties/spec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data4.command !== undefined){
let data19 = data4.command;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err39 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/spec/command",schemaPath:"#/properties/spec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data4.args !== undefined){
let data20 = data4.args;
if(typeof data20 === "string"){
if(func1(data20) < 1){
const err41 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/spec/args",schemaPath:"#/properties/spec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data4.environmentVariables !== undefined){
let data21 = data4.environmentVariables;
if(Array.isArray(data21)){
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
let data22 = data21[i0];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.name === undefined){
const err43 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key2 in data22){
if(!((((((((key2 === "name") || (key2 === "value")) || (key2 === "configMap")) || (key2 === "description")) || (key2 === "exclude")) || (key2 === "podFieldRef")) || (key2 === "secret")) || (key2 === "userCredential"))){
const err44 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data22.name !== undefined){
let data23 = data22.name;
if(typeof data23 === "string"){
if(func1(data23) < 1){
const err45 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data22.value !== undefined){
if(typeof data22.value !== "string"){
const err47 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data22.configMap !== undefined){
let data25 = data22.configMap;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key3 in data25){
if(!((key3 === "key") || (key3 === "name"))){
const err48 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data25.key !== undefined){
let data26 = data25.key;
if(typeof data26 === "string"){
if(func1(data26) < 1){
const err49 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data25.name !== undefined){
let data27 = data25.name;
if(typeof data27 === "string"){
if(func1(data27) < 1){
const err51 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/configMap",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/configMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data22.description !== undefined){
if(typeof data22.description !== "string"){
const err54 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/description",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data22.exclude !== undefined){
if(typeof data22.exclude !== "boolean"){
const err55 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/exclude",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data22.podFieldRef !== undefined){
let data30 = data22.podFieldRef;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key4 in data30){
if(!(key4 === "path")){
const err56 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data30.path !== undefined){
let data31 = data30.path;
if(typeof data31 === "string"){
if(func1(data31) < 1){
const err57 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef/path",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/podFieldRef",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/podFieldRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data22.secret !== undefined){
let data32 = data22.secret;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key5 in data32){
if(!((key5 === "key") || (key5 === "name"))){
const err60 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data32.key !== undefined){
let data33 = data32.key;
if(typeof data33 === "string"){
if(func1(data33) < 1){
const err61 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data32.name !== undefined){
let data34 = data32.name;
if(typeof data34 === "string"){
if(func1(data34) < 1){
const err63 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/secret",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data22.userCredential !== undefined){
let data35 = data22.userCredential;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key6 in data35){
if(!((key6 === "key") || (key6 === "name"))){
const err66 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data35.key !== undefined){
let data36 = data35.key;
if(typeof data36 === "string"){
if(func1(data36) < 1){
const err67 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/key",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data35.name !== undefined){
let data37 = data35.name;
if(typeof data37 === "string"){
if(func1(data37) < 1){
const err69 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/userCredential",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/userCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data4.compute !== undefined){
let data38 = data4.compute;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
for(const key7 in data38){
if(!(func6.call(schema34.properties.spec.properties.compute.properties, key7))){
const err74 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data38.gpuDevicesRequest !== undefined){
let data39 = data38.gpuDevicesRequest;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err75 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
const err76 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data38.gpuRequestType !== undefined){
let data40 = data38.gpuRequestType;
if(!(((data40 === "portion") || (data40 === "memory")) || (data40 === "migProfile"))){
const err77 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data38.gpuPortionRequest !== undefined){
let data41 = data38.gpuPortionRequest;
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 > 1 || isNaN(data41)){
const err78 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data41 < 0 || isNaN(data41)){
const err79 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data38.gpuMemoryRequest !== undefined){
let data42 = data38.gpuMemoryRequest;
if(typeof data42 === "string"){
if(!pattern6.test(data42)){
const err81 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data38.cpuCoreRequest !== undefined){
let data43 = data38.cpuCoreRequest;
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err83 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data38.cpuCoreLimit !== undefined){
let data44 = data38.cpuCoreLimit;
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err85 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data38.cpuMemoryRequest !== undefined){
let data45 = data38.cpuMemoryRequest;
if(typeof data45 === "string"){
if(!pattern6.test(data45)){
const err87 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data38.cpuMemoryLimit !== undefined){
let data46 = data38.cpuMemoryLimit;
if(typeof data46 === "string"){
if(!pattern6.test(data46)){
const err89 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data38.largeShmRequest !== undefined){
if(typeof data38.largeShmRequest !== "boolean"){
const err91 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data38.extendedResources !== undefined){
let data48 = data38.extendedResources;
if(Array.isArray(data48)){
const len1 = data48.length;
for(let i1=0; i1<len1; i1++){
let data49 = data48[i1];
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
for(const key8 in data49){
if(!(((key8 === "exclude") || (key8 === "quantity")) || (key8 === "resource"))){
const err92 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data49.exclude !== undefined){
if(typeof data49.exclude !== "boolean"){
const err93 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/exclude",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data49.quantity !== undefined){
let data51 = data49.quantity;
if(typeof data51 === "string"){
if(!pattern6.test(data51)){
const err94 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/quantity",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/quantity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data49.resource !== undefined){
let data52 = data49.resource;
if(typeof data52 === "string"){
if(func1(data52) < 1){
const err96 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1+"/resource",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/spec/compute/extendedResources/" + i1,schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/spec/compute/extendedResources",schemaPath:"#/properties/spec/properties/compute/properties/extendedResources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data38.gpuMemoryLimit !== undefined){
let data53 = data38.gpuMemoryLimit;
if(typeof data53 === "string"){
if(!pattern6.test(data53)){
const err100 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/spec/compute/gpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data38.gpuPortionLimit !== undefined){
let data54 = data38.gpuPortionLimit;
if((typeof data54 == "number") && (isFinite(data54))){
if(data54 < 0 || isNaN(data54)){
const err102 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/spec/compute/gpuPortionLimit",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data38.migProfile !== undefined){
let data55 = data38.migProfile;
if(!((((((((((data55 === "1g.5gb") || (data55 === "1g.10gb")) || (data55 === "2g.10gb")) || (data55 === "2g.20gb")) || (data55 === "3g.20gb")) || (data55 === "3g.40gb")) || (data55 === "4g.20gb")) || (data55 === "4g.40gb")) || (data55 === "7g.40gb")) || (data55 === "7g.80gb"))){
const err104 = {instancePath:instancePath+"/spec/compute/migProfile",schemaPath:"#/properties/spec/properties/compute/properties/migProfile/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.compute.properties.migProfile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data4.storage !== undefined){
let data56 = data4.storage;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
for(const key9 in data56){
if(!(func6.call(schema34.properties.spec.properties.storage.properties, key9))){
const err106 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data56.pvc !== undefined){
let data57 = data56.pvc;
if(Array.isArray(data57)){
const len2 = data57.length;
for(let i2=0; i2<len2; i2++){
let data58 = data57[i2];
const _errs124 = errors;
let valid16 = true;
const _errs125 = errors;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.existingPvc !== undefined){
if(true !== data58.existingPvc){
const err107 = {};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
var _valid0 = _errs125 === errors;
errors = _errs124;
if(vErrors !== null){
if(_errs124){
vErrors.length = _errs124;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs127 = errors;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.claimName === undefined){
const err108 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
var _valid0 = _errs127 === errors;
valid16 = _valid0;
ifClause0 = "then";
}
else {
const _errs128 = errors;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.claimInfo === undefined){
const err109 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
var _valid0 = _errs128 === errors;
valid16 = _valid0;
ifClause0 = "else";
}
if(!valid16){
const err110 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.path === undefined){
const err111 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data58.existingPvc === undefined){
const err112 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
for(const key10 in data58){
if(!(func6.call(schema34.properties.spec.properties.storage.properties.pvc.items.properties, key10))){
const err113 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data58.path !== undefined){
let data60 = data58.path;
if(typeof data60 === "string"){
if(func1(data60) < 1){
const err114 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data58.readOnly !== undefined){
if(typeof data58.readOnly !== "boolean"){
const err116 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data58.existingPvc !== undefined){
if(typeof data58.existingPvc !== "boolean"){
const err117 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data58.claimName !== undefined){
let data63 = data58.claimName;
if(typeof data63 === "string"){
if(func1(data63) > 63){
const err118 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(func1(data63) < 1){
const err119 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
else {
const err120 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data58.claimInfo !== undefined){
let data64 = data58.claimInfo;
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
if(data64.size === undefined){
const err121 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
for(const key11 in data64){
if(!(((((key11 === "size") || (key11 === "storageClass")) || (key11 === "accessModes")) || (key11 === "addedAttrValues")) || (key11 === "volumeMode"))){
const err122 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data64.size !== undefined){
if(typeof data64.size !== "string"){
const err123 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data64.storageClass !== undefined){
let data66 = data64.storageClass;
if(typeof data66 === "string"){
if(func1(data66) < 1){
const err124 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
else {
const err125 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data64.accessModes !== undefined){
let data67 = data64.accessModes;
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
for(const key12 in data67){
if(!(((key12 === "readOnlyMany") || (key12 === "readWriteMany")) || (key12 === "readWriteOnce"))){
const err126 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data67.readOnlyMany !== undefined){
if(typeof data67.readOnlyMany !== "boolean"){
const err127 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readOnlyMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readOnlyMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data67.readWriteMany !== undefined){
if(typeof data67.readWriteMany !== "boolean"){
const err128 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteMany",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data67.readWriteOnce !== undefined){
if(typeof data67.readWriteOnce !== "boolean"){
const err129 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes/readWriteOnce",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/accessModes",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data64.addedAttrValues !== undefined){
let data71 = data64.addedAttrValues;
if(Array.isArray(data71)){
const len3 = data71.length;
for(let i3=0; i3<len3; i3++){
let data72 = data71[i3];
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.key === undefined){
const err131 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
for(const key13 in data72){
if(!((key13 === "key") || (key13 === "value"))){
const err132 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data72.key !== undefined){
let data73 = data72.key;
if(typeof data73 === "string"){
if(func1(data73) > 63){
const err133 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(func1(data73) < 1){
const err134 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(!pattern11.test(data73)){
const err135 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"},message:"must match pattern \""+"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
else {
const err136 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/key",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data72.value !== undefined){
if(typeof data72.value !== "string"){
const err137 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3+"/value",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/addedAttrValues",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data64.volumeMode !== undefined){
let data75 = data64.volumeMode;
if(!((data75 === "Filesystem") || (data75 === "Block"))){
const err140 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo/volumeMode",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/volumeMode/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.storage.properties.pvc.items.properties.claimInfo.properties.volumeMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
else {
const err141 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data58.dataSharing !== undefined){
if(typeof data58.dataSharing !== "boolean"){
const err142 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/dataSharing",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/dataSharing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data58.ephemeral !== undefined){
if(typeof data58.ephemeral !== "boolean"){
const err143 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/ephemeral",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data58.exclude !== undefined){
if(typeof data58.exclude !== "boolean"){
const err144 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data58.name !== undefined){
let data79 = data58.name;
if(typeof data79 === "string"){
if(func1(data79) < 1){
const err145 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {instancePath:instancePath+"/spec/storage/pvc/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/spec/storage/pvc/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
else {
const err148 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data56.git !== undefined){
let data80 = data56.git;
if(Array.isArray(data80)){
const len4 = data80.length;
for(let i4=0; i4<len4; i4++){
let data81 = data80[i4];
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.repository === undefined){
const err149 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data81.path === undefined){
const err150 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
for(const key14 in data81){
if(!(func6.call(schema34.properties.spec.properties.storage.properties.git.items.properties, key14))){
const err151 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data81.name !== undefined){
let data82 = data81.name;
if(typeof data82 === "string"){
if(func1(data82) < 1){
const err152 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
else {
const err153 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data81.repository !== undefined){
let data83 = data81.repository;
if(typeof data83 === "string"){
if(func1(data83) < 1){
const err154 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data81.branch !== undefined){
let data84 = data81.branch;
if(typeof data84 === "string"){
if(func1(data84) < 1){
const err156 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
else {
const err157 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data81.revision !== undefined){
let data85 = data81.revision;
if(typeof data85 === "string"){
if(func1(data85) < 1){
const err158 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
else {
const err159 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data81.path !== undefined){
let data86 = data81.path;
if(typeof data86 === "string"){
if(func1(data86) < 1){
const err160 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
else {
const err161 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data81.passwordSecret !== undefined){
let data87 = data81.passwordSecret;
if(typeof data87 === "string"){
if(func1(data87) < 1){
const err162 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data81.exclude !== undefined){
if(typeof data81.exclude !== "boolean"){
const err164 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data81.secretKeyOfPassword !== undefined){
let data89 = data81.secretKeyOfPassword;
if(typeof data89 === "string"){
if(func1(data89) < 1){
const err165 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
else {
const err166 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data81.secretKeyOfUser !== undefined){
let data90 = data81.secretKeyOfUser;
if(typeof data90 === "string"){
if(func1(data90) < 1){
const err167 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data81.secretRef !== undefined){
let data91 = data81.secretRef;
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
for(const key15 in data91){
if(!((((key15 === "authenticationMethod") || (key15 === "name")) || (key15 === "secretKeyOfPassword")) || (key15 === "secretKeyOfUser"))){
const err169 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data91.authenticationMethod !== undefined){
let data92 = data91.authenticationMethod;
if(!((data92 === "password") || (data92 === "ssh-key"))){
const err170 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/authenticationMethod",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/authenticationMethod/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.storage.properties.git.items.properties.secretRef.properties.authenticationMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data91.name !== undefined){
let data93 = data91.name;
if(typeof data93 === "string"){
if(func1(data93) < 1){
const err171 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data91.secretKeyOfPassword !== undefined){
let data94 = data91.secretKeyOfPassword;
if(typeof data94 === "string"){
if(func1(data94) < 1){
const err173 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
else {
const err174 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
if(data91.secretKeyOfUser !== undefined){
let data95 = data91.secretKeyOfUser;
if(typeof data95 === "string"){
if(func1(data95) < 1){
const err175 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
else {
const err176 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
else {
const err177 = {instancePath:instancePath+"/spec/storage/git/" + i4+"/secretRef",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
else {
const err178 = {instancePath:instancePath+"/spec/storage/git/" + i4,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
else {
const err179 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data56.hostPath !== undefined){
let data96 = data56.hostPath;
if(Array.isArray(data96)){
const len5 = data96.length;
for(let i5=0; i5<len5; i5++){
let data97 = data96[i5];
if(data97 && typeof data97 == "object" && !Array.isArray(data97)){
if(data97.path === undefined){
const err180 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(data97.mountPath === undefined){
const err181 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data97.readOnly === undefined){
const err182 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
for(const key16 in data97){
if(!((((((key16 === "path") || (key16 === "mountPath")) || (key16 === "readOnly")) || (key16 === "exclude")) || (key16 === "mountPropagation")) || (key16 === "name"))){
const err183 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data97.path !== undefined){
let data98 = data97.path;
if(typeof data98 === "string"){
if(func1(data98) < 1){
const err184 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
else {
const err185 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data97.mountPath !== undefined){
let data99 = data97.mountPath;
if(typeof data99 === "string"){
if(func1(data99) < 1){
const err186 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
else {
const err187 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data97.readOnly !== undefined){
if(typeof data97.readOnly !== "boolean"){
const err188 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data97.exclude !== undefined){
if(typeof data97.exclude !== "boolean"){
const err189 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data97.mountPropagation !== undefined){
let data102 = data97.mountPropagation;
if(!((data102 === "None") || (data102 === "HostToContainer"))){
const err190 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/mountPropagation",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPropagation/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.storage.properties.hostPath.items.properties.mountPropagation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data97.name !== undefined){
let data103 = data97.name;
if(typeof data103 === "string"){
if(func1(data103) < 1){
const err191 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
else {
const err192 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5+"/name",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath:instancePath+"/spec/storage/hostPath/" + i5,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
else {
const err194 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data56.configMapVolume !== undefined){
let data104 = data56.configMapVolume;
if(Array.isArray(data104)){
const len6 = data104.length;
for(let i6=0; i6<len6; i6++){
let data105 = data104[i6];
if(data105 && typeof data105 == "object" && !Array.isArray(data105)){
for(const key17 in data105){
if(!((((((key17 === "configMap") || (key17 === "defaultMode")) || (key17 === "exclude")) || (key17 === "mountPath")) || (key17 === "name")) || (key17 === "subPath"))){
const err195 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
if(data105.configMap !== undefined){
let data106 = data105.configMap;
if(typeof data106 === "string"){
if(func1(data106) < 1){
const err196 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
else {
const err197 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/configMap",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/configMap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data105.defaultMode !== undefined){
let data107 = data105.defaultMode;
if(typeof data107 === "string"){
if(func1(data107) > 4){
const err198 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(func1(data107) < 4){
const err199 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if(!pattern12.test(data107)){
const err200 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
else {
const err201 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
if(data105.exclude !== undefined){
if(typeof data105.exclude !== "boolean"){
const err202 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data105.mountPath !== undefined){
let data109 = data105.mountPath;
if(typeof data109 === "string"){
if(func1(data109) < 1){
const err203 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
else {
const err204 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data105.name !== undefined){
let data110 = data105.name;
if(typeof data110 === "string"){
if(func1(data110) < 1){
const err205 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
else {
const err206 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/name",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
if(data105.subPath !== undefined){
let data111 = data105.subPath;
if(typeof data111 === "string"){
if(func1(data111) < 1){
const err207 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
else {
const err208 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6+"/subPath",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/properties/subPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
}
else {
const err209 = {instancePath:instancePath+"/spec/storage/configMapVolume/" + i6,schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
else {
const err210 = {instancePath:instancePath+"/spec/storage/configMapVolume",schemaPath:"#/properties/spec/properties/storage/properties/configMapVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data56.dataVolume !== undefined){
let data112 = data56.dataVolume;
if(Array.isArray(data112)){
const len7 = data112.length;
for(let i7=0; i7<len7; i7++){
let data113 = data112[i7];
if(data113 && typeof data113 == "object" && !Array.isArray(data113)){
for(const key18 in data113){
if(!(((key18 === "exclude") || (key18 === "id")) || (key18 === "mountPath"))){
const err211 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data113.exclude !== undefined){
if(typeof data113.exclude !== "boolean"){
const err212 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data113.id !== undefined){
let data115 = data113.id;
if(typeof data115 === "string"){
if(func1(data115) > 64){
const err213 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(func1(data115) < 1){
const err214 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
if(!pattern5.test(data115)){
const err215 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
else {
const err216 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/id",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data113.mountPath !== undefined){
if(typeof data113.mountPath !== "string"){
const err217 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
else {
const err218 = {instancePath:instancePath+"/spec/storage/dataVolume/" + i7,schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
}
else {
const err219 = {instancePath:instancePath+"/spec/storage/dataVolume",schemaPath:"#/properties/spec/properties/storage/properties/dataVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data56.emptyDirVolume !== undefined){
let data117 = data56.emptyDirVolume;
if(Array.isArray(data117)){
const len8 = data117.length;
for(let i8=0; i8<len8; i8++){
let data118 = data117[i8];
if(data118 && typeof data118 == "object" && !Array.isArray(data118)){
for(const key19 in data118){
if(!(((((key19 === "exclude") || (key19 === "medium")) || (key19 === "name")) || (key19 === "path")) || (key19 === "sizeLimit"))){
const err220 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data118.exclude !== undefined){
if(typeof data118.exclude !== "boolean"){
const err221 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data118.medium !== undefined){
let data120 = data118.medium;
if(typeof data120 === "string"){
if(func1(data120) < 1){
const err222 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
else {
const err223 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/medium",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data118.name !== undefined){
let data121 = data118.name;
if(typeof data121 === "string"){
if(func1(data121) < 1){
const err224 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
else {
const err225 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/name",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data118.path !== undefined){
let data122 = data118.path;
if(typeof data122 === "string"){
if(func1(data122) < 1){
const err226 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
else {
const err227 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/path",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
if(data118.sizeLimit !== undefined){
let data123 = data118.sizeLimit;
if(typeof data123 === "string"){
if(!pattern6.test(data123)){
const err228 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
else {
const err229 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8+"/sizeLimit",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
}
else {
const err230 = {instancePath:instancePath+"/spec/storage/emptyDirVolume/" + i8,schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/spec/storage/emptyDirVolume",schemaPath:"#/properties/spec/properties/storage/properties/emptyDirVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data56.nfs !== undefined){
let data124 = data56.nfs;
if(Array.isArray(data124)){
const len9 = data124.length;
for(let i9=0; i9<len9; i9++){
let data125 = data124[i9];
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
for(const key20 in data125){
if(!((((((key20 === "exclude") || (key20 === "mountPath")) || (key20 === "name")) || (key20 === "path")) || (key20 === "readOnly")) || (key20 === "server"))){
const err232 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data125.exclude !== undefined){
if(typeof data125.exclude !== "boolean"){
const err233 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data125.mountPath !== undefined){
let data127 = data125.mountPath;
if(typeof data127 === "string"){
if(func1(data127) < 1){
const err234 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
else {
const err235 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
if(data125.name !== undefined){
let data128 = data125.name;
if(typeof data128 === "string"){
if(func1(data128) < 1){
const err236 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
else {
const err237 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/name",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
if(data125.path !== undefined){
let data129 = data125.path;
if(typeof data129 === "string"){
if(func1(data129) < 1){
const err238 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
else {
const err239 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/path",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data125.readOnly !== undefined){
if(typeof data125.readOnly !== "boolean"){
const err240 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data125.server !== undefined){
let data131 = data125.server;
if(typeof data131 === "string"){
if(func1(data131) < 1){
const err241 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
else {
const err242 = {instancePath:instancePath+"/spec/storage/nfs/" + i9+"/server",schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
}
else {
const err243 = {instancePath:instancePath+"/spec/storage/nfs/" + i9,schemaPath:"#/properties/spec/properties/storage/properties/nfs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
else {
const err244 = {instancePath:instancePath+"/spec/storage/nfs",schemaPath:"#/properties/spec/properties/storage/properties/nfs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data56.s3 !== undefined){
let data132 = data56.s3;
if(Array.isArray(data132)){
const len10 = data132.length;
for(let i10=0; i10<len10; i10++){
let data133 = data132[i10];
if(data133 && typeof data133 == "object" && !Array.isArray(data133)){
for(const key21 in data133){
if(!((((((((key21 === "accessKeySecret") || (key21 === "bucket")) || (key21 === "exclude")) || (key21 === "name")) || (key21 === "path")) || (key21 === "secretKeyOfAccessKeyId")) || (key21 === "secretKeyOfSecretKey")) || (key21 === "url"))){
const err245 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data133.accessKeySecret !== undefined){
let data134 = data133.accessKeySecret;
if(typeof data134 === "string"){
if(func1(data134) < 1){
const err246 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
else {
const err247 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/accessKeySecret",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/accessKeySecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
if(data133.bucket !== undefined){
let data135 = data133.bucket;
if(typeof data135 === "string"){
if(func1(data135) < 1){
const err248 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
else {
const err249 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/bucket",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
if(data133.exclude !== undefined){
if(typeof data133.exclude !== "boolean"){
const err250 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data133.name !== undefined){
let data137 = data133.name;
if(typeof data137 === "string"){
if(func1(data137) < 1){
const err251 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
else {
const err252 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/name",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
if(data133.path !== undefined){
let data138 = data133.path;
if(typeof data138 === "string"){
if(func1(data138) < 1){
const err253 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
else {
const err254 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/path",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
if(data133.secretKeyOfAccessKeyId !== undefined){
let data139 = data133.secretKeyOfAccessKeyId;
if(typeof data139 === "string"){
if(func1(data139) < 1){
const err255 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
else {
const err256 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data133.secretKeyOfSecretKey !== undefined){
let data140 = data133.secretKeyOfSecretKey;
if(typeof data140 === "string"){
if(func1(data140) < 1){
const err257 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
else {
const err258 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/secretKeyOfSecretKey",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
if(data133.url !== undefined){
let data141 = data133.url;
if(typeof data141 === "string"){
if(func1(data141) < 1){
const err259 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
else {
const err260 = {instancePath:instancePath+"/spec/storage/s3/" + i10+"/url",schemaPath:"#/properties/spec/properties/storage/properties/s3/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
}
else {
const err261 = {instancePath:instancePath+"/spec/storage/s3/" + i10,schemaPath:"#/properties/spec/properties/storage/properties/s3/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
}
else {
const err262 = {instancePath:instancePath+"/spec/storage/s3",schemaPath:"#/properties/spec/properties/storage/properties/s3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data56.secretVolume !== undefined){
let data142 = data56.secretVolume;
if(Array.isArray(data142)){
const len11 = data142.length;
for(let i11=0; i11<len11; i11++){
let data143 = data142[i11];
if(data143 && typeof data143 == "object" && !Array.isArray(data143)){
for(const key22 in data143){
if(!(((((key22 === "defaultMode") || (key22 === "exclude")) || (key22 === "mountPath")) || (key22 === "name")) || (key22 === "secret"))){
const err263 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data143.defaultMode !== undefined){
let data144 = data143.defaultMode;
if(typeof data144 === "string"){
if(func1(data144) > 4){
const err264 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(func1(data144) < 4){
const err265 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
if(!pattern12.test(data144)){
const err266 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
else {
const err267 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/defaultMode",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(data143.exclude !== undefined){
if(typeof data143.exclude !== "boolean"){
const err268 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/exclude",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data143.mountPath !== undefined){
let data146 = data143.mountPath;
if(typeof data146 === "string"){
if(func1(data146) < 1){
const err269 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
else {
const err270 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
if(data143.name !== undefined){
let data147 = data143.name;
if(typeof data147 === "string"){
if(func1(data147) < 1){
const err271 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
else {
const err272 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/name",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data143.secret !== undefined){
let data148 = data143.secret;
if(typeof data148 === "string"){
if(func1(data148) < 1){
const err273 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
else {
const err274 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11+"/secret",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
}
else {
const err275 = {instancePath:instancePath+"/spec/storage/secretVolume/" + i11,schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
}
else {
const err276 = {instancePath:instancePath+"/spec/storage/secretVolume",schemaPath:"#/properties/spec/properties/storage/properties/secretVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
}
else {
const err277 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data4.security !== undefined){
let data149 = data4.security;
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
for(const key23 in data149){
if(!(func6.call(schema34.properties.spec.properties.security.properties, key23))){
const err278 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data149.hostIpc !== undefined){
if(typeof data149.hostIpc !== "boolean"){
const err279 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data149.hostNetwork !== undefined){
if(typeof data149.hostNetwork !== "boolean"){
const err280 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
if(data149.allowPrivilegeEscalation !== undefined){
if(typeof data149.allowPrivilegeEscalation !== "boolean"){
const err281 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data149.capabilities !== undefined){
let data153 = data149.capabilities;
if(Array.isArray(data153)){
const len12 = data153.length;
for(let i12=0; i12<len12; i12++){
let data154 = data153[i12];
if(!((((((((((((((((((((((((((((((((((((((data154 === "AUDIT_CONTROL") || (data154 === "AUDIT_READ")) || (data154 === "AUDIT_WRITE")) || (data154 === "BLOCK_SUSPEND")) || (data154 === "CHOWN")) || (data154 === "DAC_OVERRIDE")) || (data154 === "DAC_READ_SEARCH")) || (data154 === "FOWNER")) || (data154 === "FSETID")) || (data154 === "IPC_LOCK")) || (data154 === "IPC_OWNER")) || (data154 === "KILL")) || (data154 === "LEASE")) || (data154 === "LINUX_IMMUTABLE")) || (data154 === "MAC_ADMIN")) || (data154 === "MAC_OVERRIDE")) || (data154 === "MKNOD")) || (data154 === "NET_ADMIN")) || (data154 === "NET_BIND_SERVICE")) || (data154 === "NET_BROADCAST")) || (data154 === "NET_RAW")) || (data154 === "SETGID")) || (data154 === "SETFCAP")) || (data154 === "SETPCAP")) || (data154 === "SETUID")) || (data154 === "SYS_ADMIN")) || (data154 === "SYS_BOOT")) || (data154 === "SYS_CHROOT")) || (data154 === "SYS_MODULE")) || (data154 === "SYS_NICE")) || (data154 === "SYS_PACCT")) || (data154 === "SYS_PTRACE")) || (data154 === "SYS_RAWIO")) || (data154 === "SYS_RESOURCE")) || (data154 === "SYS_TIME")) || (data154 === "SYS_TTY_CONFIG")) || (data154 === "SYSLOG")) || (data154 === "WAKE_ALARM"))){
const err282 = {instancePath:instancePath+"/spec/security/capabilities/" + i12,schemaPath:"#/properties/spec/properties/security/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.security.properties.capabilities.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
}
else {
const err283 = {instancePath:instancePath+"/spec/security/capabilities",schemaPath:"#/properties/spec/properties/security/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
if(data149.readOnlyRootFilesystem !== undefined){
if(typeof data149.readOnlyRootFilesystem !== "boolean"){
const err284 = {instancePath:instancePath+"/spec/security/readOnlyRootFilesystem",schemaPath:"#/properties/spec/properties/security/properties/readOnlyRootFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data149.runAsGid !== undefined){
let data156 = data149.runAsGid;
if(!(((typeof data156 == "number") && (!(data156 % 1) && !isNaN(data156))) && (isFinite(data156)))){
const err285 = {instancePath:instancePath+"/spec/security/runAsGid",schemaPath:"#/properties/spec/properties/security/properties/runAsGid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
if(data149.runAsNonRoot !== undefined){
if(typeof data149.runAsNonRoot !== "boolean"){
const err286 = {instancePath:instancePath+"/spec/security/runAsNonRoot",schemaPath:"#/properties/spec/properties/security/properties/runAsNonRoot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data149.runAsUid !== undefined){
let data158 = data149.runAsUid;
if(!(((typeof data158 == "number") && (!(data158 % 1) && !isNaN(data158))) && (isFinite(data158)))){
const err287 = {instancePath:instancePath+"/spec/security/runAsUid",schemaPath:"#/properties/spec/properties/security/properties/runAsUid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data149.seccompProfileType !== undefined){
let data159 = data149.seccompProfileType;
if(!(((data159 === "RuntimeDefault") || (data159 === "Unconfined")) || (data159 === "Localhost"))){
const err288 = {instancePath:instancePath+"/spec/security/seccompProfileType",schemaPath:"#/properties/spec/properties/security/properties/seccompProfileType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.security.properties.seccompProfileType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data149.supplementalGroups !== undefined){
if(typeof data149.supplementalGroups !== "string"){
const err289 = {instancePath:instancePath+"/spec/security/supplementalGroups",schemaPath:"#/properties/spec/properties/security/properties/supplementalGroups/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data149.uidGidSource !== undefined){
let data161 = data149.uidGidSource;
if(!(((data161 === "fromTheImage") || (data161 === "fromIdpToken")) || (data161 === "custom"))){
const err290 = {instancePath:instancePath+"/spec/security/uidGidSource",schemaPath:"#/properties/spec/properties/security/properties/uidGidSource/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.security.properties.uidGidSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
}
else {
const err291 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data162 = data4.priorityClass;
if(typeof data162 === "string"){
if(func1(data162) < 1){
const err292 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
else {
const err293 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data163 = data4.preemptibility;
if(!((data163 === "preemptible") || (data163 === "non-preemptible"))){
const err294 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data164 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data164 == "number") && (!(data164 % 1) && !isNaN(data164))) && (isFinite(data164)))){
const err295 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
if((typeof data164 == "number") && (isFinite(data164))){
if(data164 < 0 || isNaN(data164)){
const err296 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data165 = data4.nodePools;
if(Array.isArray(data165)){
const len13 = data165.length;
for(let i13=0; i13<len13; i13++){
let data166 = data165[i13];
if(typeof data166 === "string"){
if(func1(data166) < 1){
const err297 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
else {
const err298 = {instancePath:instancePath+"/spec/nodePools/" + i13,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
}
else {
const err299 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data4.category !== undefined){
let data167 = data4.category;
if(typeof data167 === "string"){
if(func1(data167) < 1){
const err300 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
else {
const err301 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data168 = data4.imagePullSecrets;
if(Array.isArray(data168)){
const len14 = data168.length;
for(let i14=0; i14<len14; i14++){
let data169 = data168[i14];
if(data169 && typeof data169 == "object" && !Array.isArray(data169)){
if(data169.name === undefined){
const err302 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
for(const key24 in data169){
if(!(((key24 === "name") || (key24 === "userCredential")) || (key24 === "exclude"))){
const err303 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data169.name !== undefined){
let data170 = data169.name;
if(typeof data170 === "string"){
if(func1(data170) < 1){
const err304 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
else {
const err305 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data169.userCredential !== undefined){
if(typeof data169.userCredential !== "boolean"){
const err306 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(data169.exclude !== undefined){
if(typeof data169.exclude !== "boolean"){
const err307 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14+"/exclude",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
}
else {
const err308 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i14,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
}
else {
const err309 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data173 = data4.tolerations;
if(Array.isArray(data173)){
const len15 = data173.length;
for(let i15=0; i15<len15; i15++){
let data174 = data173[i15];
if(data174 && typeof data174 == "object" && !Array.isArray(data174)){
if(data174.name === undefined){
const err310 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
if(data174.operator === undefined){
const err311 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
if(data174.key === undefined){
const err312 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
if(data174.effect === undefined){
const err313 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
for(const key25 in data174){
if(!(((((((key25 === "name") || (key25 === "operator")) || (key25 === "key")) || (key25 === "value")) || (key25 === "effect")) || (key25 === "seconds")) || (key25 === "exclude"))){
const err314 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
if(data174.name !== undefined){
let data175 = data174.name;
if(typeof data175 === "string"){
if(func1(data175) < 1){
const err315 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
else {
const err316 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
if(data174.operator !== undefined){
let data176 = data174.operator;
if(!((data176 === "Equal") || (data176 === "Exists"))){
const err317 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
if(data174.key !== undefined){
let data177 = data174.key;
if(typeof data177 === "string"){
if(func1(data177) < 1){
const err318 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
else {
const err319 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
if(data174.value !== undefined){
if(typeof data174.value !== "string"){
const err320 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
if(data174.effect !== undefined){
let data179 = data174.effect;
if(!((((data179 === "NoSchedule") || (data179 === "NoExecute")) || (data179 === "PreferNoSchedule")) || (data179 === "Any"))){
const err321 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data174.seconds !== undefined){
let data180 = data174.seconds;
if(!(((typeof data180 == "number") && (!(data180 % 1) && !isNaN(data180))) && (isFinite(data180)))){
const err322 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
if((typeof data180 == "number") && (isFinite(data180))){
if(data180 < 1 || isNaN(data180)){
const err323 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
}
if(data174.exclude !== undefined){
if(typeof data174.exclude !== "boolean"){
const err324 = {instancePath:instancePath+"/spec/tolerations/" + i15+"/exclude",schemaPath:"#/properties/spec/properties/tolerations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
}
else {
const err325 = {instancePath:instancePath+"/spec/tolerations/" + i15,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
}
else {
const err326 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data182 = data4.terminationGracePeriodSeconds;
if(!(((typeof data182 == "number") && (!(data182 % 1) && !isNaN(data182))) && (isFinite(data182)))){
const err327 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if((typeof data182 == "number") && (isFinite(data182))){
if(data182 < 0 || isNaN(data182)){
const err328 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data183 = data4.restartPolicy;
if(!(((data183 === "Always") || (data183 === "Never")) || (data183 === "OnFailure"))){
const err329 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err330 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
if(data4.labels !== undefined){
let data185 = data4.labels;
if(Array.isArray(data185)){
const len16 = data185.length;
for(let i16=0; i16<len16; i16++){
let data186 = data185[i16];
if(data186 && typeof data186 == "object" && !Array.isArray(data186)){
if(data186.name === undefined){
const err331 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
if(data186.value === undefined){
const err332 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
for(const key26 in data186){
if(!(((key26 === "name") || (key26 === "value")) || (key26 === "exclude"))){
const err333 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data186.name !== undefined){
let data187 = data186.name;
if(typeof data187 === "string"){
if(func1(data187) > 63){
const err334 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
if(func1(data187) < 1){
const err335 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
if(!pattern16.test(data187)){
const err336 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
else {
const err337 = {instancePath:instancePath+"/spec/labels/" + i16+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
if(data186.value !== undefined){
let data188 = data186.value;
if(typeof data188 === "string"){
if(func1(data188) > 63){
const err338 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if(!pattern17.test(data188)){
const err339 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
else {
const err340 = {instancePath:instancePath+"/spec/labels/" + i16+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
if(data186.exclude !== undefined){
if(typeof data186.exclude !== "boolean"){
const err341 = {instancePath:instancePath+"/spec/labels/" + i16+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
}
else {
const err342 = {instancePath:instancePath+"/spec/labels/" + i16,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
}
else {
const err343 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data190 = data4.annotations;
if(Array.isArray(data190)){
const len17 = data190.length;
for(let i17=0; i17<len17; i17++){
let data191 = data190[i17];
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
if(data191.name === undefined){
const err344 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
if(data191.value === undefined){
const err345 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
for(const key27 in data191){
if(!(((key27 === "name") || (key27 === "value")) || (key27 === "exclude"))){
const err346 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
if(data191.name !== undefined){
let data192 = data191.name;
if(typeof data192 === "string"){
if(func1(data192) > 63){
const err347 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
if(func1(data192) < 1){
const err348 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
if(!pattern16.test(data192)){
const err349 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
else {
const err350 = {instancePath:instancePath+"/spec/annotations/" + i17+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
if(data191.value !== undefined){
let data193 = data191.value;
if(typeof data193 === "string"){
if(func1(data193) > 4096){
const err351 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
else {
const err352 = {instancePath:instancePath+"/spec/annotations/" + i17+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data191.exclude !== undefined){
if(typeof data191.exclude !== "boolean"){
const err353 = {instancePath:instancePath+"/spec/annotations/" + i17+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
}
else {
const err354 = {instancePath:instancePath+"/spec/annotations/" + i17,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
}
else {
const err355 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
if(data4.ports !== undefined){
let data195 = data4.ports;
if(Array.isArray(data195)){
const len18 = data195.length;
for(let i18=0; i18<len18; i18++){
let data196 = data195[i18];
if(data196 && typeof data196 == "object" && !Array.isArray(data196)){
if(data196.container === undefined){
const err356 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
if(data196.serviceType === undefined){
const err357 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
for(const key28 in data196){
if(!(((((((key28 === "container") || (key28 === "external")) || (key28 === "serviceType")) || (key28 === "exclude")) || (key28 === "name")) || (key28 === "toolName")) || (key28 === "toolType"))){
const err358 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
if(data196.container !== undefined){
let data197 = data196.container;
if(!(((typeof data197 == "number") && (!(data197 % 1) && !isNaN(data197))) && (isFinite(data197)))){
const err359 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if((typeof data197 == "number") && (isFinite(data197))){
if(data197 > 65535 || isNaN(data197)){
const err360 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
if(data197 < 1 || isNaN(data197)){
const err361 = {instancePath:instancePath+"/spec/ports/" + i18+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
}
if(data196.external !== undefined){
let data198 = data196.external;
if(!(((typeof data198 == "number") && (!(data198 % 1) && !isNaN(data198))) && (isFinite(data198)))){
const err362 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if((typeof data198 == "number") && (isFinite(data198))){
if(data198 > 65535 || isNaN(data198)){
const err363 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if(data198 < 1 || isNaN(data198)){
const err364 = {instancePath:instancePath+"/spec/ports/" + i18+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
}
if(data196.serviceType !== undefined){
let data199 = data196.serviceType;
if(!(((data199 === "LoadBalancer") || (data199 === "NodePort")) || (data199 === "ClusterIP"))){
const err365 = {instancePath:instancePath+"/spec/ports/" + i18+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
if(data196.exclude !== undefined){
if(typeof data196.exclude !== "boolean"){
const err366 = {instancePath:instancePath+"/spec/ports/" + i18+"/exclude",schemaPath:"#/properties/spec/properties/ports/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
if(data196.name !== undefined){
let data201 = data196.name;
if(typeof data201 === "string"){
if(func1(data201) < 1){
const err367 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
else {
const err368 = {instancePath:instancePath+"/spec/ports/" + i18+"/name",schemaPath:"#/properties/spec/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
if(data196.toolName !== undefined){
if(typeof data196.toolName !== "string"){
const err369 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolName",schemaPath:"#/properties/spec/properties/ports/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
if(data196.toolType !== undefined){
if(typeof data196.toolType !== "string"){
const err370 = {instancePath:instancePath+"/spec/ports/" + i18+"/toolType",schemaPath:"#/properties/spec/properties/ports/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
}
else {
const err371 = {instancePath:instancePath+"/spec/ports/" + i18,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
}
else {
const err372 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data204 = data4.exposedUrls;
if(Array.isArray(data204)){
const len19 = data204.length;
for(let i19=0; i19<len19; i19++){
let data205 = data204[i19];
if(data205 && typeof data205 == "object" && !Array.isArray(data205)){
if(data205.container === undefined){
const err373 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
for(const key29 in data205){
if(!(func6.call(schema34.properties.spec.properties.exposedUrls.items.properties, key29))){
const err374 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
if(data205.container !== undefined){
let data206 = data205.container;
if(!(((typeof data206 == "number") && (!(data206 % 1) && !isNaN(data206))) && (isFinite(data206)))){
const err375 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
if((typeof data206 == "number") && (isFinite(data206))){
if(data206 > 65535 || isNaN(data206)){
const err376 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
if(data206 < 1 || isNaN(data206)){
const err377 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
}
if(data205.authorizationType !== undefined){
let data207 = data205.authorizationType;
if(!(((data207 === "authenticatedUsers") || (data207 === "authorizedUsers")) || (data207 === "authorizedGroups"))){
const err378 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizationType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizationType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.exposedUrls.items.properties.authorizationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data205.authorizedGroups !== undefined){
let data208 = data205.authorizedGroups;
if(Array.isArray(data208)){
const len20 = data208.length;
for(let i20=0; i20<len20; i20++){
if(typeof data208[i20] !== "string"){
const err379 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups/" + i20,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
}
else {
const err380 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedGroups",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
if(data205.authorizedUsers !== undefined){
let data210 = data205.authorizedUsers;
if(Array.isArray(data210)){
const len21 = data210.length;
for(let i21=0; i21<len21; i21++){
if(typeof data210[i21] !== "string"){
const err381 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers/" + i21,schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
}
else {
const err382 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/authorizedUsers",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/authorizedUsers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data205.exclude !== undefined){
if(typeof data205.exclude !== "boolean"){
const err383 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/exclude",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
if(data205.name !== undefined){
let data213 = data205.name;
if(typeof data213 === "string"){
if(func1(data213) < 1){
const err384 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
else {
const err385 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/name",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data205.toolName !== undefined){
if(typeof data205.toolName !== "string"){
const err386 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolName",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
if(data205.toolType !== undefined){
if(typeof data205.toolType !== "string"){
const err387 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/toolType",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
if(data205.url !== undefined){
if(typeof data205.url !== "string"){
const err388 = {instancePath:instancePath+"/spec/exposedUrls/" + i19+"/url",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
else {
const err389 = {instancePath:instancePath+"/spec/exposedUrls/" + i19,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
}
else {
const err390 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data4.probes !== undefined){
let data217 = data4.probes;
if(data217 && typeof data217 == "object" && !Array.isArray(data217)){
for(const key30 in data217){
if(!(key30 === "readiness")){
const err391 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
if(data217.readiness !== undefined){
let data218 = data217.readiness;
if(data218 && typeof data218 == "object" && !Array.isArray(data218)){
for(const key31 in data218){
if(!((((((key31 === "failureThreshold") || (key31 === "handler")) || (key31 === "initialDelaySeconds")) || (key31 === "periodSeconds")) || (key31 === "successThreshold")) || (key31 === "timeoutSeconds"))){
const err392 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
if(data218.failureThreshold !== undefined){
let data219 = data218.failureThreshold;
if(!(((typeof data219 == "number") && (!(data219 % 1) && !isNaN(data219))) && (isFinite(data219)))){
const err393 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
if((typeof data219 == "number") && (isFinite(data219))){
if(data219 < 1 || isNaN(data219)){
const err394 = {instancePath:instancePath+"/spec/probes/readiness/failureThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/failureThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
}
if(data218.handler !== undefined){
let data220 = data218.handler;
if(data220 && typeof data220 == "object" && !Array.isArray(data220)){
for(const key32 in data220){
if(!(key32 === "httpGet")){
const err395 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
if(data220.httpGet !== undefined){
let data221 = data220.httpGet;
if(data221 && typeof data221 == "object" && !Array.isArray(data221)){
for(const key33 in data221){
if(!((((key33 === "host") || (key33 === "path")) || (key33 === "port")) || (key33 === "scheme"))){
const err396 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
if(data221.host !== undefined){
if(typeof data221.host !== "string"){
const err397 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/host",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
if(data221.path !== undefined){
if(typeof data221.path !== "string"){
const err398 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/path",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
if(data221.port !== undefined){
let data224 = data221.port;
if(!(((typeof data224 == "number") && (!(data224 % 1) && !isNaN(data224))) && (isFinite(data224)))){
const err399 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
if((typeof data224 == "number") && (isFinite(data224))){
if(data224 > 65535 || isNaN(data224)){
const err400 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
if(data224 < 1 || isNaN(data224)){
const err401 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
}
if(data221.scheme !== undefined){
let data225 = data221.scheme;
if(!((data225 === "HTTP") || (data225 === "HTTPS"))){
const err402 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet/scheme",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.probes.properties.readiness.properties.handler.properties.httpGet.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
}
else {
const err403 = {instancePath:instancePath+"/spec/probes/readiness/handler/httpGet",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/properties/httpGet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
}
else {
const err404 = {instancePath:instancePath+"/spec/probes/readiness/handler",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/handler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
if(data218.initialDelaySeconds !== undefined){
let data226 = data218.initialDelaySeconds;
if(!(((typeof data226 == "number") && (!(data226 % 1) && !isNaN(data226))) && (isFinite(data226)))){
const err405 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
if((typeof data226 == "number") && (isFinite(data226))){
if(data226 < 0 || isNaN(data226)){
const err406 = {instancePath:instancePath+"/spec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/initialDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
}
if(data218.periodSeconds !== undefined){
let data227 = data218.periodSeconds;
if(!(((typeof data227 == "number") && (!(data227 % 1) && !isNaN(data227))) && (isFinite(data227)))){
const err407 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
if((typeof data227 == "number") && (isFinite(data227))){
if(data227 < 1 || isNaN(data227)){
const err408 = {instancePath:instancePath+"/spec/probes/readiness/periodSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/periodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
}
if(data218.successThreshold !== undefined){
let data228 = data218.successThreshold;
if(!(((typeof data228 == "number") && (!(data228 % 1) && !isNaN(data228))) && (isFinite(data228)))){
const err409 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
if((typeof data228 == "number") && (isFinite(data228))){
if(data228 < 1 || isNaN(data228)){
const err410 = {instancePath:instancePath+"/spec/probes/readiness/successThreshold",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/successThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
}
if(data218.timeoutSeconds !== undefined){
let data229 = data218.timeoutSeconds;
if(!(((typeof data229 == "number") && (!(data229 % 1) && !isNaN(data229))) && (isFinite(data229)))){
const err411 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
if((typeof data229 == "number") && (isFinite(data229))){
if(data229 < 1 || isNaN(data229)){
const err412 = {instancePath:instancePath+"/spec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/spec/properties/probes/properties/readiness/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
}
}
else {
const err413 = {instancePath:instancePath+"/spec/probes/readiness",schemaPath:"#/properties/spec/properties/probes/properties/readiness/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
}
else {
const err414 = {instancePath:instancePath+"/spec/probes",schemaPath:"#/properties/spec/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
if(data4.podAffinity !== undefined){
let data230 = data4.podAffinity;
if(data230 && typeof data230 == "object" && !Array.isArray(data230)){
for(const key34 in data230){
if(!((key34 === "key") || (key34 === "type"))){
const err415 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
if(data230.key !== undefined){
if(typeof data230.key !== "string"){
const err416 = {instancePath:instancePath+"/spec/podAffinity/key",schemaPath:"#/properties/spec/properties/podAffinity/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
if(data230.type !== undefined){
let data232 = data230.type;
if(!((data232 === "Required") || (data232 === "Preferred"))){
const err417 = {instancePath:instancePath+"/spec/podAffinity/type",schemaPath:"#/properties/spec/properties/podAffinity/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.podAffinity.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
}
else {
const err418 = {instancePath:instancePath+"/spec/podAffinity",schemaPath:"#/properties/spec/properties/podAffinity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
if(data4.nodeAffinityRequired !== undefined){
let data233 = data4.nodeAffinityRequired;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
for(const key35 in data233){
if(!(key35 === "nodeSelectorTerms")){
const err419 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
if(data233.nodeSelectorTerms !== undefined){
let data234 = data233.nodeSelectorTerms;
if(Array.isArray(data234)){
const len22 = data234.length;
for(let i22=0; i22<len22; i22++){
let data235 = data234[i22];
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
for(const key36 in data235){
if(!(key36 === "matchExpressions")){
const err420 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
if(data235.matchExpressions !== undefined){
let data236 = data235.matchExpressions;
if(Array.isArray(data236)){
const len23 = data236.length;
for(let i23=0; i23<len23; i23++){
let data237 = data236[i23];
if(data237 && typeof data237 == "object" && !Array.isArray(data237)){
if(data237.key === undefined){
const err421 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
if(data237.operator === undefined){
const err422 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
for(const key37 in data237){
if(!(((key37 === "key") || (key37 === "operator")) || (key37 === "values"))){
const err423 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
if(data237.key !== undefined){
if(typeof data237.key !== "string"){
const err424 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/key",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
if(data237.operator !== undefined){
let data239 = data237.operator;
if(!((((((data239 === "In") || (data239 === "NotIn")) || (data239 === "Exists")) || (data239 === "DoesNotExist")) || (data239 === "Gt")) || (data239 === "Lt"))){
const err425 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/operator",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.nodeAffinityRequired.properties.nodeSelectorTerms.items.properties.matchExpressions.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
if(data237.values !== undefined){
let data240 = data237.values;
if(Array.isArray(data240)){
const len24 = data240.length;
for(let i24=0; i24<len24; i24++){
if(typeof data240[i24] !== "string"){
const err426 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values/" + i24,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
}
else {
const err427 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23+"/values",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
}
else {
const err428 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions/" + i23,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
}
else {
const err429 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22+"/matchExpressions",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
}
else {
const err430 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms/" + i22,schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
}
else {
const err431 = {instancePath:instancePath+"/spec/nodeAffinityRequired/nodeSelectorTerms",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
}
else {
const err432 = {instancePath:instancePath+"/spec/nodeAffinityRequired",schemaPath:"#/properties/spec/properties/nodeAffinityRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
if(data4.relatedUrls !== undefined){
let data242 = data4.relatedUrls;
if(Array.isArray(data242)){
const len25 = data242.length;
for(let i25=0; i25<len25; i25++){
let data243 = data242[i25];
if(data243 && typeof data243 == "object" && !Array.isArray(data243)){
for(const key38 in data243){
if(!((((key38 === "exclude") || (key38 === "name")) || (key38 === "type")) || (key38 === "url"))){
const err433 = {instancePath:instancePath+"/spec/relatedUrls/" + i25,schemaPath:"#/properties/spec/properties/relatedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
}
if(data243.exclude !== undefined){
if(typeof data243.exclude !== "boolean"){
const err434 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/exclude",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
if(data243.name !== undefined){
if(typeof data243.name !== "string"){
const err435 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/name",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
if(data243.type !== undefined){
if(typeof data243.type !== "string"){
const err436 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/type",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
if(data243.url !== undefined){
if(typeof data243.url !== "string"){
const err437 = {instancePath:instancePath+"/spec/relatedUrls/" + i25+"/url",schemaPath:"#/properties/spec/properties/relatedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
}
}
else {
const err438 = {instancePath:instancePath+"/spec/relatedUrls/" + i25,schemaPath:"#/properties/spec/properties/relatedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
}
}
else {
const err439 = {instancePath:instancePath+"/spec/relatedUrls",schemaPath:"#/properties/spec/properties/relatedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
}
if(data4.mpiLauncherCreationPolicy !== undefined){
let data248 = data4.mpiLauncherCreationPolicy;
if(!((data248 === "AtStartup") || (data248 === "WaitForWorkersReady"))){
const err440 = {instancePath:instancePath+"/spec/mpiLauncherCreationPolicy",schemaPath:"#/properties/spec/properties/mpiLauncherCreationPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.mpiLauncherCreationPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
if(data4.sshAuthMountPath !== undefined){
if(typeof data4.sshAuthMountPath !== "string"){
const err441 = {instancePath:instancePath+"/spec/sshAuthMountPath",schemaPath:"#/properties/spec/properties/sshAuthMountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
}
}
else {
const err442 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
if(data.masterSpecSameAsWorker !== undefined){
if(typeof data.masterSpecSameAsWorker !== "boolean"){
const err443 = {instancePath:instancePath+"/masterSpecSameAsWorker",schemaPath:"#/properties/masterSpecSameAsWorker/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
}
if(data.masterSpec !== undefined){
let data251 = data.masterSpec;
if(data251 && typeof data251 == "object" && !Array.isArray(data251)){
for(const key39 in data251){
if(!(func6.call(schema34.properties.masterSpec.properties, key39))){
const err444 = {instancePath:instancePath+"/masterSpec",schemaPath:"#/properties/masterSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
if(data251.image !== undefined){
let data252 = data251.image;
if(typeof data252 === "string"){
if(func1(data252) < 1){
const err445 = {instancePath:instancePath+"/masterSpec/image",schemaPath:"#/properties/masterSpec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
}
else {
const err446 = {instancePath:instancePath+"/masterSpec/image",schemaPath:"#/properties/masterSpec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
if(data251.imagePullPolicy !== undefined){
let data253 = data251.imagePullPolicy;
if(!(((data253 === "Always") || (data253 === "Never")) || (data253 === "IfNotPresent"))){
const err447 = {instancePath:instancePath+"/masterSpec/imagePullPolicy",schemaPath:"#/properties/masterSpec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
if(data251.workingDir !== undefined){
if(typeof data251.workingDir !== "string"){
const err448 = {instancePath:instancePath+"/masterSpec/workingDir",schemaPath:"#/properties/masterSpec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
if(data251.createHomeDir !== undefined){
if(typeof data251.createHomeDir !== "boolean"){
const err449 = {instancePath:instancePath+"/masterSpec/createHomeDir",schemaPath:"#/properties/masterSpec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
if(data251.stdin !== undefined){
if(typeof data251.stdin !== "boolean"){
const err450 = {instancePath:instancePath+"/masterSpec/stdin",schemaPath:"#/properties/masterSpec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
if(data251.tty !== undefined){
if(typeof data251.tty !== "boolean"){
const err451 = {instancePath:instancePath+"/masterSpec/tty",schemaPath:"#/properties/masterSpec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
}
if(data251.nodeType !== undefined){
if(typeof data251.nodeType !== "string"){
const err452 = {instancePath:instancePath+"/masterSpec/nodeType",schemaPath:"#/properties/masterSpec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
}
if(data251.backoffLimit !== undefined){
let data259 = data251.backoffLimit;
if(!(((typeof data259 == "number") && (!(data259 % 1) && !isNaN(data259))) && (isFinite(data259)))){
const err453 = {instancePath:instancePath+"/masterSpec/backoffLimit",schemaPath:"#/properties/masterSpec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
if((typeof data259 == "number") && (isFinite(data259))){
if(data259 < 0 || isNaN(data259)){
const err454 = {instancePath:instancePath+"/masterSpec/backoffLimit",schemaPath:"#/properties/masterSpec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
}
if(data251.command !== undefined){
let data260 = data251.command;
if(typeof data260 === "string"){
if(func1(data260) < 1){
const err455 = {instancePath:instancePath+"/masterSpec/command",schemaPath:"#/properties/masterSpec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
else {
const err456 = {instancePath:instancePath+"/masterSpec/command",schemaPath:"#/properties/masterSpec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
if(data251.args !== undefined){
let data261 = data251.args;
if(typeof data261 === "string"){
if(func1(data261) < 1){
const err457 = {instancePath:instancePath+"/masterSpec/args",schemaPath:"#/properties/masterSpec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
else {
const err458 = {instancePath:instancePath+"/masterSpec/args",schemaPath:"#/properties/masterSpec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
if(data251.environmentVariables !== undefined){
let data262 = data251.environmentVariables;
if(Array.isArray(data262)){
const len26 = data262.length;
for(let i26=0; i26<len26; i26++){
let data263 = data262[i26];
if(data263 && typeof data263 == "object" && !Array.isArray(data263)){
if(data263.name === undefined){
const err459 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
for(const key40 in data263){
if(!((((((((key40 === "name") || (key40 === "value")) || (key40 === "configMap")) || (key40 === "description")) || (key40 === "exclude")) || (key40 === "podFieldRef")) || (key40 === "secret")) || (key40 === "userCredential"))){
const err460 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
if(data263.name !== undefined){
let data264 = data263.name;
if(typeof data264 === "string"){
if(func1(data264) < 1){
const err461 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
else {
const err462 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
if(data263.value !== undefined){
if(typeof data263.value !== "string"){
const err463 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/value",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
if(data263.configMap !== undefined){
let data266 = data263.configMap;
if(data266 && typeof data266 == "object" && !Array.isArray(data266)){
for(const key41 in data266){
if(!((key41 === "key") || (key41 === "name"))){
const err464 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/configMap",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
if(data266.key !== undefined){
let data267 = data266.key;
if(typeof data267 === "string"){
if(func1(data267) < 1){
const err465 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/configMap/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
else {
const err466 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/configMap/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
if(data266.name !== undefined){
let data268 = data266.name;
if(typeof data268 === "string"){
if(func1(data268) < 1){
const err467 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/configMap/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
else {
const err468 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/configMap/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
}
else {
const err469 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/configMap",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/configMap/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
if(data263.description !== undefined){
if(typeof data263.description !== "string"){
const err470 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/description",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
}
if(data263.exclude !== undefined){
if(typeof data263.exclude !== "boolean"){
const err471 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/exclude",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
if(data263.podFieldRef !== undefined){
let data271 = data263.podFieldRef;
if(data271 && typeof data271 == "object" && !Array.isArray(data271)){
for(const key42 in data271){
if(!(key42 === "path")){
const err472 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/podFieldRef",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
if(data271.path !== undefined){
let data272 = data271.path;
if(typeof data272 === "string"){
if(func1(data272) < 1){
const err473 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/podFieldRef/path",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
}
else {
const err474 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/podFieldRef/path",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
}
else {
const err475 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/podFieldRef",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/podFieldRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
}
if(data263.secret !== undefined){
let data273 = data263.secret;
if(data273 && typeof data273 == "object" && !Array.isArray(data273)){
for(const key43 in data273){
if(!((key43 === "key") || (key43 === "name"))){
const err476 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/secret",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
}
if(data273.key !== undefined){
let data274 = data273.key;
if(typeof data274 === "string"){
if(func1(data274) < 1){
const err477 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/secret/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
}
else {
const err478 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/secret/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
}
if(data273.name !== undefined){
let data275 = data273.name;
if(typeof data275 === "string"){
if(func1(data275) < 1){
const err479 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/secret/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
}
else {
const err480 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/secret/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
}
}
else {
const err481 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/secret",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/secret/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
if(data263.userCredential !== undefined){
let data276 = data263.userCredential;
if(data276 && typeof data276 == "object" && !Array.isArray(data276)){
for(const key44 in data276){
if(!((key44 === "key") || (key44 === "name"))){
const err482 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/userCredential",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
}
if(data276.key !== undefined){
let data277 = data276.key;
if(typeof data277 === "string"){
if(func1(data277) < 1){
const err483 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/userCredential/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
else {
const err484 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/userCredential/key",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
}
if(data276.name !== undefined){
let data278 = data276.name;
if(typeof data278 === "string"){
if(func1(data278) < 1){
const err485 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/userCredential/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
}
else {
const err486 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/userCredential/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
}
}
else {
const err487 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26+"/userCredential",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/userCredential/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
}
}
else {
const err488 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i26,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
}
}
else {
const err489 = {instancePath:instancePath+"/masterSpec/environmentVariables",schemaPath:"#/properties/masterSpec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
}
if(data251.compute !== undefined){
let data279 = data251.compute;
if(data279 && typeof data279 == "object" && !Array.isArray(data279)){
for(const key45 in data279){
if(!(func6.call(schema34.properties.masterSpec.properties.compute.properties, key45))){
const err490 = {instancePath:instancePath+"/masterSpec/compute",schemaPath:"#/properties/masterSpec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
if(data279.gpuDevicesRequest !== undefined){
let data280 = data279.gpuDevicesRequest;
if(!(((typeof data280 == "number") && (!(data280 % 1) && !isNaN(data280))) && (isFinite(data280)))){
const err491 = {instancePath:instancePath+"/masterSpec/compute/gpuDevicesRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
if((typeof data280 == "number") && (isFinite(data280))){
if(data280 < 0 || isNaN(data280)){
const err492 = {instancePath:instancePath+"/masterSpec/compute/gpuDevicesRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
}
}
if(data279.gpuRequestType !== undefined){
let data281 = data279.gpuRequestType;
if(!(((data281 === "portion") || (data281 === "memory")) || (data281 === "migProfile"))){
const err493 = {instancePath:instancePath+"/masterSpec/compute/gpuRequestType",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
}
if(data279.gpuPortionRequest !== undefined){
let data282 = data279.gpuPortionRequest;
if((typeof data282 == "number") && (isFinite(data282))){
if(data282 > 1 || isNaN(data282)){
const err494 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
if(data282 < 0 || isNaN(data282)){
const err495 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
}
else {
const err496 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
if(data279.gpuMemoryRequest !== undefined){
let data283 = data279.gpuMemoryRequest;
if(typeof data283 === "string"){
if(!pattern6.test(data283)){
const err497 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
}
else {
const err498 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
if(data279.cpuCoreRequest !== undefined){
let data284 = data279.cpuCoreRequest;
if((typeof data284 == "number") && (isFinite(data284))){
if(data284 < 0 || isNaN(data284)){
const err499 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
}
else {
const err500 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
}
if(data279.cpuCoreLimit !== undefined){
let data285 = data279.cpuCoreLimit;
if((typeof data285 == "number") && (isFinite(data285))){
if(data285 < 0 || isNaN(data285)){
const err501 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
else {
const err502 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
}
if(data279.cpuMemoryRequest !== undefined){
let data286 = data279.cpuMemoryRequest;
if(typeof data286 === "string"){
if(!pattern6.test(data286)){
const err503 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
else {
const err504 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
if(data279.cpuMemoryLimit !== undefined){
let data287 = data279.cpuMemoryLimit;
if(typeof data287 === "string"){
if(!pattern6.test(data287)){
const err505 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
else {
const err506 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
if(data279.largeShmRequest !== undefined){
if(typeof data279.largeShmRequest !== "boolean"){
const err507 = {instancePath:instancePath+"/masterSpec/compute/largeShmRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
}
if(data279.extendedResources !== undefined){
let data289 = data279.extendedResources;
if(Array.isArray(data289)){
const len27 = data289.length;
for(let i27=0; i27<len27; i27++){
let data290 = data289[i27];
if(data290 && typeof data290 == "object" && !Array.isArray(data290)){
for(const key46 in data290){
if(!(((key46 === "exclude") || (key46 === "quantity")) || (key46 === "resource"))){
const err508 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i27,schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
if(data290.exclude !== undefined){
if(typeof data290.exclude !== "boolean"){
const err509 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i27+"/exclude",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
}
if(data290.quantity !== undefined){
let data292 = data290.quantity;
if(typeof data292 === "string"){
if(!pattern6.test(data292)){
const err510 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i27+"/quantity",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/quantity/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
else {
const err511 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i27+"/quantity",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/quantity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
}
if(data290.resource !== undefined){
let data293 = data290.resource;
if(typeof data293 === "string"){
if(func1(data293) < 1){
const err512 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i27+"/resource",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
}
else {
const err513 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i27+"/resource",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/properties/resource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
}
else {
const err514 = {instancePath:instancePath+"/masterSpec/compute/extendedResources/" + i27,schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
}
else {
const err515 = {instancePath:instancePath+"/masterSpec/compute/extendedResources",schemaPath:"#/properties/masterSpec/properties/compute/properties/extendedResources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
}
if(data279.gpuMemoryLimit !== undefined){
let data294 = data279.gpuMemoryLimit;
if(typeof data294 === "string"){
if(!pattern6.test(data294)){
const err516 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
}
else {
const err517 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
}
if(data279.gpuPortionLimit !== undefined){
let data295 = data279.gpuPortionLimit;
if((typeof data295 == "number") && (isFinite(data295))){
if(data295 < 0 || isNaN(data295)){
const err518 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
}
else {
const err519 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
if(data279.migProfile !== undefined){
let data296 = data279.migProfile;
if(!((((((((((data296 === "1g.5gb") || (data296 === "1g.10gb")) || (data296 === "2g.10gb")) || (data296 === "2g.20gb")) || (data296 === "3g.20gb")) || (data296 === "3g.40gb")) || (data296 === "4g.20gb")) || (data296 === "4g.40gb")) || (data296 === "7g.40gb")) || (data296 === "7g.80gb"))){
const err520 = {instancePath:instancePath+"/masterSpec/compute/migProfile",schemaPath:"#/properties/masterSpec/properties/compute/properties/migProfile/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.compute.properties.migProfile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
}
}
else {
const err521 = {instancePath:instancePath+"/masterSpec/compute",schemaPath:"#/properties/masterSpec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
}
if(data251.storage !== undefined){
let data297 = data251.storage;
if(data297 && typeof data297 == "object" && !Array.isArray(data297)){
for(const key47 in data297){
if(!(func6.call(schema34.properties.masterSpec.properties.storage.properties, key47))){
const err522 = {instancePath:instancePath+"/masterSpec/storage",schemaPath:"#/properties/masterSpec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
}
if(data297.pvc !== undefined){
let data298 = data297.pvc;
if(Array.isArray(data298)){
const len28 = data298.length;
for(let i28=0; i28<len28; i28++){
let data299 = data298[i28];
const _errs628 = errors;
let valid108 = true;
const _errs629 = errors;
if(data299 && typeof data299 == "object" && !Array.isArray(data299)){
if(data299.existingPvc !== undefined){
if(true !== data299.existingPvc){
const err523 = {};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
}
}
var _valid1 = _errs629 === errors;
errors = _errs628;
if(vErrors !== null){
if(_errs628){
vErrors.length = _errs628;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid1){
const _errs631 = errors;
if(data299 && typeof data299 == "object" && !Array.isArray(data299)){
if(data299.claimName === undefined){
const err524 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
}
var _valid1 = _errs631 === errors;
valid108 = _valid1;
ifClause1 = "then";
}
else {
const _errs632 = errors;
if(data299 && typeof data299 == "object" && !Array.isArray(data299)){
if(data299.claimInfo === undefined){
const err525 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
}
var _valid1 = _errs632 === errors;
valid108 = _valid1;
ifClause1 = "else";
}
if(!valid108){
const err526 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
if(data299 && typeof data299 == "object" && !Array.isArray(data299)){
if(data299.path === undefined){
const err527 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
if(data299.existingPvc === undefined){
const err528 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
for(const key48 in data299){
if(!(func6.call(schema34.properties.masterSpec.properties.storage.properties.pvc.items.properties, key48))){
const err529 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
if(data299.path !== undefined){
let data301 = data299.path;
if(typeof data301 === "string"){
if(func1(data301) < 1){
const err530 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
}
else {
const err531 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
if(data299.readOnly !== undefined){
if(typeof data299.readOnly !== "boolean"){
const err532 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/readOnly",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
}
if(data299.existingPvc !== undefined){
if(typeof data299.existingPvc !== "boolean"){
const err533 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/existingPvc",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
}
if(data299.claimName !== undefined){
let data304 = data299.claimName;
if(typeof data304 === "string"){
if(func1(data304) > 63){
const err534 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
if(func1(data304) < 1){
const err535 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
}
else {
const err536 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
}
if(data299.claimInfo !== undefined){
let data305 = data299.claimInfo;
if(data305 && typeof data305 == "object" && !Array.isArray(data305)){
if(data305.size === undefined){
const err537 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
for(const key49 in data305){
if(!(((((key49 === "size") || (key49 === "storageClass")) || (key49 === "accessModes")) || (key49 === "addedAttrValues")) || (key49 === "volumeMode"))){
const err538 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
if(data305.size !== undefined){
if(typeof data305.size !== "string"){
const err539 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/size",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
}
if(data305.storageClass !== undefined){
let data307 = data305.storageClass;
if(typeof data307 === "string"){
if(func1(data307) < 1){
const err540 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/storageClass",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
else {
const err541 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/storageClass",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
}
if(data305.accessModes !== undefined){
let data308 = data305.accessModes;
if(data308 && typeof data308 == "object" && !Array.isArray(data308)){
for(const key50 in data308){
if(!(((key50 === "readOnlyMany") || (key50 === "readWriteMany")) || (key50 === "readWriteOnce"))){
const err542 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/accessModes",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
}
if(data308.readOnlyMany !== undefined){
if(typeof data308.readOnlyMany !== "boolean"){
const err543 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/accessModes/readOnlyMany",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readOnlyMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
}
if(data308.readWriteMany !== undefined){
if(typeof data308.readWriteMany !== "boolean"){
const err544 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/accessModes/readWriteMany",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteMany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
}
if(data308.readWriteOnce !== undefined){
if(typeof data308.readWriteOnce !== "boolean"){
const err545 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/accessModes/readWriteOnce",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/properties/readWriteOnce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
}
}
else {
const err546 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/accessModes",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/accessModes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
}
if(data305.addedAttrValues !== undefined){
let data312 = data305.addedAttrValues;
if(Array.isArray(data312)){
const len29 = data312.length;
for(let i29=0; i29<len29; i29++){
let data313 = data312[i29];
if(data313 && typeof data313 == "object" && !Array.isArray(data313)){
if(data313.key === undefined){
const err547 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
for(const key51 in data313){
if(!((key51 === "key") || (key51 === "value"))){
const err548 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
}
if(data313.key !== undefined){
let data314 = data313.key;
if(typeof data314 === "string"){
if(func1(data314) > 63){
const err549 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues/" + i29+"/key",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
if(func1(data314) < 1){
const err550 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues/" + i29+"/key",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
if(!pattern11.test(data314)){
const err551 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues/" + i29+"/key",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/pattern",keyword:"pattern",params:{pattern: "^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"},message:"must match pattern \""+"^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
}
else {
const err552 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues/" + i29+"/key",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
}
if(data313.value !== undefined){
if(typeof data313.value !== "string"){
const err553 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues/" + i29+"/value",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
}
}
else {
const err554 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues/" + i29,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
}
else {
const err555 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/addedAttrValues",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/addedAttrValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
}
if(data305.volumeMode !== undefined){
let data316 = data305.volumeMode;
if(!((data316 === "Filesystem") || (data316 === "Block"))){
const err556 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo/volumeMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/volumeMode/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.storage.properties.pvc.items.properties.claimInfo.properties.volumeMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
}
}
else {
const err557 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
}
if(data299.dataSharing !== undefined){
if(typeof data299.dataSharing !== "boolean"){
const err558 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/dataSharing",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/dataSharing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
}
if(data299.ephemeral !== undefined){
if(typeof data299.ephemeral !== "boolean"){
const err559 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/ephemeral",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/ephemeral/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
}
if(data299.exclude !== undefined){
if(typeof data299.exclude !== "boolean"){
const err560 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
}
if(data299.name !== undefined){
let data320 = data299.name;
if(typeof data320 === "string"){
if(func1(data320) < 1){
const err561 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
else {
const err562 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
}
}
else {
const err563 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i28,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
}
else {
const err564 = {instancePath:instancePath+"/masterSpec/storage/pvc",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
}
if(data297.git !== undefined){
let data321 = data297.git;
if(Array.isArray(data321)){
const len30 = data321.length;
for(let i30=0; i30<len30; i30++){
let data322 = data321[i30];
if(data322 && typeof data322 == "object" && !Array.isArray(data322)){
if(data322.repository === undefined){
const err565 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
if(data322.path === undefined){
const err566 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
for(const key52 in data322){
if(!(func6.call(schema34.properties.masterSpec.properties.storage.properties.git.items.properties, key52))){
const err567 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
}
if(data322.name !== undefined){
let data323 = data322.name;
if(typeof data323 === "string"){
if(func1(data323) < 1){
const err568 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
else {
const err569 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
}
if(data322.repository !== undefined){
let data324 = data322.repository;
if(typeof data324 === "string"){
if(func1(data324) < 1){
const err570 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/repository",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
}
else {
const err571 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/repository",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
}
if(data322.branch !== undefined){
let data325 = data322.branch;
if(typeof data325 === "string"){
if(func1(data325) < 1){
const err572 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/branch",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
}
else {
const err573 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/branch",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
}
if(data322.revision !== undefined){
let data326 = data322.revision;
if(typeof data326 === "string"){
if(func1(data326) < 1){
const err574 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/revision",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
}
else {
const err575 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/revision",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
}
if(data322.path !== undefined){
let data327 = data322.path;
if(typeof data327 === "string"){
if(func1(data327) < 1){
const err576 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
}
else {
const err577 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
}
if(data322.passwordSecret !== undefined){
let data328 = data322.passwordSecret;
if(typeof data328 === "string"){
if(func1(data328) < 1){
const err578 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/passwordSecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
}
else {
const err579 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/passwordSecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
}
if(data322.exclude !== undefined){
if(typeof data322.exclude !== "boolean"){
const err580 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
}
if(data322.secretKeyOfPassword !== undefined){
let data330 = data322.secretKeyOfPassword;
if(typeof data330 === "string"){
if(func1(data330) < 1){
const err581 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretKeyOfPassword",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
}
else {
const err582 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretKeyOfPassword",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
if(data322.secretKeyOfUser !== undefined){
let data331 = data322.secretKeyOfUser;
if(typeof data331 === "string"){
if(func1(data331) < 1){
const err583 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretKeyOfUser",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
}
else {
const err584 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretKeyOfUser",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
if(data322.secretRef !== undefined){
let data332 = data322.secretRef;
if(data332 && typeof data332 == "object" && !Array.isArray(data332)){
for(const key53 in data332){
if(!((((key53 === "authenticationMethod") || (key53 === "name")) || (key53 === "secretKeyOfPassword")) || (key53 === "secretKeyOfUser"))){
const err585 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
}
if(data332.authenticationMethod !== undefined){
let data333 = data332.authenticationMethod;
if(!((data333 === "password") || (data333 === "ssh-key"))){
const err586 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef/authenticationMethod",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/authenticationMethod/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.storage.properties.git.items.properties.secretRef.properties.authenticationMethod.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
}
if(data332.name !== undefined){
let data334 = data332.name;
if(typeof data334 === "string"){
if(func1(data334) < 1){
const err587 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
}
else {
const err588 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
}
if(data332.secretKeyOfPassword !== undefined){
let data335 = data332.secretKeyOfPassword;
if(typeof data335 === "string"){
if(func1(data335) < 1){
const err589 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
}
else {
const err590 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef/secretKeyOfPassword",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfPassword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
}
if(data332.secretKeyOfUser !== undefined){
let data336 = data332.secretKeyOfUser;
if(typeof data336 === "string"){
if(func1(data336) < 1){
const err591 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
else {
const err592 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef/secretKeyOfUser",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/properties/secretKeyOfUser/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
}
}
else {
const err593 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30+"/secretRef",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/secretRef/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
}
}
else {
const err594 = {instancePath:instancePath+"/masterSpec/storage/git/" + i30,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
}
}
else {
const err595 = {instancePath:instancePath+"/masterSpec/storage/git",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
}
if(data297.hostPath !== undefined){
let data337 = data297.hostPath;
if(Array.isArray(data337)){
const len31 = data337.length;
for(let i31=0; i31<len31; i31++){
let data338 = data337[i31];
if(data338 && typeof data338 == "object" && !Array.isArray(data338)){
if(data338.path === undefined){
const err596 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
if(data338.mountPath === undefined){
const err597 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
if(data338.readOnly === undefined){
const err598 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
for(const key54 in data338){
if(!((((((key54 === "path") || (key54 === "mountPath")) || (key54 === "readOnly")) || (key54 === "exclude")) || (key54 === "mountPropagation")) || (key54 === "name"))){
const err599 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
}
if(data338.path !== undefined){
let data339 = data338.path;
if(typeof data339 === "string"){
if(func1(data339) < 1){
const err600 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
}
else {
const err601 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
}
if(data338.mountPath !== undefined){
let data340 = data338.mountPath;
if(typeof data340 === "string"){
if(func1(data340) < 1){
const err602 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
}
else {
const err603 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
}
if(data338.readOnly !== undefined){
if(typeof data338.readOnly !== "boolean"){
const err604 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/readOnly",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
}
if(data338.exclude !== undefined){
if(typeof data338.exclude !== "boolean"){
const err605 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
}
if(data338.mountPropagation !== undefined){
let data343 = data338.mountPropagation;
if(!((data343 === "None") || (data343 === "HostToContainer"))){
const err606 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/mountPropagation",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/mountPropagation/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.storage.properties.hostPath.items.properties.mountPropagation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
}
if(data338.name !== undefined){
let data344 = data338.name;
if(typeof data344 === "string"){
if(func1(data344) < 1){
const err607 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
}
else {
const err608 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
}
}
else {
const err609 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i31,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
}
}
else {
const err610 = {instancePath:instancePath+"/masterSpec/storage/hostPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
if(data297.configMapVolume !== undefined){
let data345 = data297.configMapVolume;
if(Array.isArray(data345)){
const len32 = data345.length;
for(let i32=0; i32<len32; i32++){
let data346 = data345[i32];
if(data346 && typeof data346 == "object" && !Array.isArray(data346)){
for(const key55 in data346){
if(!((((((key55 === "configMap") || (key55 === "defaultMode")) || (key55 === "exclude")) || (key55 === "mountPath")) || (key55 === "name")) || (key55 === "subPath"))){
const err611 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32,schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key55},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
}
if(data346.configMap !== undefined){
let data347 = data346.configMap;
if(typeof data347 === "string"){
if(func1(data347) < 1){
const err612 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/configMap",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/configMap/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
}
else {
const err613 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/configMap",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/configMap/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
}
if(data346.defaultMode !== undefined){
let data348 = data346.defaultMode;
if(typeof data348 === "string"){
if(func1(data348) > 4){
const err614 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
if(func1(data348) < 4){
const err615 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
if(!pattern12.test(data348)){
const err616 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
}
else {
const err617 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
if(data346.exclude !== undefined){
if(typeof data346.exclude !== "boolean"){
const err618 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
}
if(data346.mountPath !== undefined){
let data350 = data346.mountPath;
if(typeof data350 === "string"){
if(func1(data350) < 1){
const err619 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
}
else {
const err620 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
}
if(data346.name !== undefined){
let data351 = data346.name;
if(typeof data351 === "string"){
if(func1(data351) < 1){
const err621 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
}
else {
const err622 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
}
if(data346.subPath !== undefined){
let data352 = data346.subPath;
if(typeof data352 === "string"){
if(func1(data352) < 1){
const err623 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/subPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/subPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
else {
const err624 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32+"/subPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/properties/subPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
}
}
else {
const err625 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume/" + i32,schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
}
}
else {
const err626 = {instancePath:instancePath+"/masterSpec/storage/configMapVolume",schemaPath:"#/properties/masterSpec/properties/storage/properties/configMapVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
}
if(data297.dataVolume !== undefined){
let data353 = data297.dataVolume;
if(Array.isArray(data353)){
const len33 = data353.length;
for(let i33=0; i33<len33; i33++){
let data354 = data353[i33];
if(data354 && typeof data354 == "object" && !Array.isArray(data354)){
for(const key56 in data354){
if(!(((key56 === "exclude") || (key56 === "id")) || (key56 === "mountPath"))){
const err627 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i33,schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key56},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
}
if(data354.exclude !== undefined){
if(typeof data354.exclude !== "boolean"){
const err628 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i33+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
}
if(data354.id !== undefined){
let data356 = data354.id;
if(typeof data356 === "string"){
if(func1(data356) > 64){
const err629 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i33+"/id",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
if(func1(data356) < 1){
const err630 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i33+"/id",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
if(!pattern5.test(data356)){
const err631 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i33+"/id",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
}
else {
const err632 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i33+"/id",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
}
if(data354.mountPath !== undefined){
if(typeof data354.mountPath !== "string"){
const err633 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i33+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
}
}
else {
const err634 = {instancePath:instancePath+"/masterSpec/storage/dataVolume/" + i33,schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
}
}
else {
const err635 = {instancePath:instancePath+"/masterSpec/storage/dataVolume",schemaPath:"#/properties/masterSpec/properties/storage/properties/dataVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
}
if(data297.emptyDirVolume !== undefined){
let data358 = data297.emptyDirVolume;
if(Array.isArray(data358)){
const len34 = data358.length;
for(let i34=0; i34<len34; i34++){
let data359 = data358[i34];
if(data359 && typeof data359 == "object" && !Array.isArray(data359)){
for(const key57 in data359){
if(!(((((key57 === "exclude") || (key57 === "medium")) || (key57 === "name")) || (key57 === "path")) || (key57 === "sizeLimit"))){
const err636 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34,schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key57},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
}
if(data359.exclude !== undefined){
if(typeof data359.exclude !== "boolean"){
const err637 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
}
if(data359.medium !== undefined){
let data361 = data359.medium;
if(typeof data361 === "string"){
if(func1(data361) < 1){
const err638 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/medium",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/medium/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
}
else {
const err639 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/medium",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/medium/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
}
if(data359.name !== undefined){
let data362 = data359.name;
if(typeof data362 === "string"){
if(func1(data362) < 1){
const err640 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
}
else {
const err641 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
}
if(data359.path !== undefined){
let data363 = data359.path;
if(typeof data363 === "string"){
if(func1(data363) < 1){
const err642 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
}
else {
const err643 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
}
if(data359.sizeLimit !== undefined){
let data364 = data359.sizeLimit;
if(typeof data364 === "string"){
if(!pattern6.test(data364)){
const err644 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/sizeLimit",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
}
else {
const err645 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34+"/sizeLimit",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/properties/sizeLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
}
}
else {
const err646 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume/" + i34,schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
}
}
else {
const err647 = {instancePath:instancePath+"/masterSpec/storage/emptyDirVolume",schemaPath:"#/properties/masterSpec/properties/storage/properties/emptyDirVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
}
if(data297.nfs !== undefined){
let data365 = data297.nfs;
if(Array.isArray(data365)){
const len35 = data365.length;
for(let i35=0; i35<len35; i35++){
let data366 = data365[i35];
if(data366 && typeof data366 == "object" && !Array.isArray(data366)){
for(const key58 in data366){
if(!((((((key58 === "exclude") || (key58 === "mountPath")) || (key58 === "name")) || (key58 === "path")) || (key58 === "readOnly")) || (key58 === "server"))){
const err648 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35,schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key58},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
}
if(data366.exclude !== undefined){
if(typeof data366.exclude !== "boolean"){
const err649 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
}
if(data366.mountPath !== undefined){
let data368 = data366.mountPath;
if(typeof data368 === "string"){
if(func1(data368) < 1){
const err650 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
}
else {
const err651 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
}
if(data366.name !== undefined){
let data369 = data366.name;
if(typeof data369 === "string"){
if(func1(data369) < 1){
const err652 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
}
else {
const err653 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
}
if(data366.path !== undefined){
let data370 = data366.path;
if(typeof data370 === "string"){
if(func1(data370) < 1){
const err654 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
}
else {
const err655 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
}
if(data366.readOnly !== undefined){
if(typeof data366.readOnly !== "boolean"){
const err656 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/readOnly",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
}
if(data366.server !== undefined){
let data372 = data366.server;
if(typeof data372 === "string"){
if(func1(data372) < 1){
const err657 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/server",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
}
else {
const err658 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35+"/server",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
}
}
else {
const err659 = {instancePath:instancePath+"/masterSpec/storage/nfs/" + i35,schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
}
}
else {
const err660 = {instancePath:instancePath+"/masterSpec/storage/nfs",schemaPath:"#/properties/masterSpec/properties/storage/properties/nfs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
}
if(data297.s3 !== undefined){
let data373 = data297.s3;
if(Array.isArray(data373)){
const len36 = data373.length;
for(let i36=0; i36<len36; i36++){
let data374 = data373[i36];
if(data374 && typeof data374 == "object" && !Array.isArray(data374)){
for(const key59 in data374){
if(!((((((((key59 === "accessKeySecret") || (key59 === "bucket")) || (key59 === "exclude")) || (key59 === "name")) || (key59 === "path")) || (key59 === "secretKeyOfAccessKeyId")) || (key59 === "secretKeyOfSecretKey")) || (key59 === "url"))){
const err661 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36,schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key59},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
}
if(data374.accessKeySecret !== undefined){
let data375 = data374.accessKeySecret;
if(typeof data375 === "string"){
if(func1(data375) < 1){
const err662 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/accessKeySecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/accessKeySecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
}
else {
const err663 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/accessKeySecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/accessKeySecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
}
if(data374.bucket !== undefined){
let data376 = data374.bucket;
if(typeof data376 === "string"){
if(func1(data376) < 1){
const err664 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/bucket",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/bucket/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
}
else {
const err665 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/bucket",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/bucket/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
}
if(data374.exclude !== undefined){
if(typeof data374.exclude !== "boolean"){
const err666 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
}
if(data374.name !== undefined){
let data378 = data374.name;
if(typeof data378 === "string"){
if(func1(data378) < 1){
const err667 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
}
else {
const err668 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
}
if(data374.path !== undefined){
let data379 = data374.path;
if(typeof data379 === "string"){
if(func1(data379) < 1){
const err669 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
}
else {
const err670 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
}
if(data374.secretKeyOfAccessKeyId !== undefined){
let data380 = data374.secretKeyOfAccessKeyId;
if(typeof data380 === "string"){
if(func1(data380) < 1){
const err671 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
}
else {
const err672 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/secretKeyOfAccessKeyId",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/secretKeyOfAccessKeyId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
}
if(data374.secretKeyOfSecretKey !== undefined){
let data381 = data374.secretKeyOfSecretKey;
if(typeof data381 === "string"){
if(func1(data381) < 1){
const err673 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/secretKeyOfSecretKey",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
}
else {
const err674 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/secretKeyOfSecretKey",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/secretKeyOfSecretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
}
if(data374.url !== undefined){
let data382 = data374.url;
if(typeof data382 === "string"){
if(func1(data382) < 1){
const err675 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/url",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
else {
const err676 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36+"/url",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
}
}
else {
const err677 = {instancePath:instancePath+"/masterSpec/storage/s3/" + i36,schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
}
else {
const err678 = {instancePath:instancePath+"/masterSpec/storage/s3",schemaPath:"#/properties/masterSpec/properties/storage/properties/s3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
}
if(data297.secretVolume !== undefined){
let data383 = data297.secretVolume;
if(Array.isArray(data383)){
const len37 = data383.length;
for(let i37=0; i37<len37; i37++){
let data384 = data383[i37];
if(data384 && typeof data384 == "object" && !Array.isArray(data384)){
for(const key60 in data384){
if(!(((((key60 === "defaultMode") || (key60 === "exclude")) || (key60 === "mountPath")) || (key60 === "name")) || (key60 === "secret"))){
const err679 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37,schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key60},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
}
if(data384.defaultMode !== undefined){
let data385 = data384.defaultMode;
if(typeof data385 === "string"){
if(func1(data385) > 4){
const err680 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/defaultMode/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
if(func1(data385) < 4){
const err681 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/defaultMode/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
if(!pattern12.test(data385)){
const err682 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/defaultMode/pattern",keyword:"pattern",params:{pattern: "^0[0-7]{3}$"},message:"must match pattern \""+"^0[0-7]{3}$"+"\""};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
}
else {
const err683 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/defaultMode",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/defaultMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
}
if(data384.exclude !== undefined){
if(typeof data384.exclude !== "boolean"){
const err684 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/exclude",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
}
if(data384.mountPath !== undefined){
let data387 = data384.mountPath;
if(typeof data387 === "string"){
if(func1(data387) < 1){
const err685 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
}
else {
const err686 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
}
if(data384.name !== undefined){
let data388 = data384.name;
if(typeof data388 === "string"){
if(func1(data388) < 1){
const err687 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
}
else {
const err688 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
}
if(data384.secret !== undefined){
let data389 = data384.secret;
if(typeof data389 === "string"){
if(func1(data389) < 1){
const err689 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/secret",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
}
else {
const err690 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37+"/secret",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
}
}
else {
const err691 = {instancePath:instancePath+"/masterSpec/storage/secretVolume/" + i37,schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
}
}
else {
const err692 = {instancePath:instancePath+"/masterSpec/storage/secretVolume",schemaPath:"#/properties/masterSpec/properties/storage/properties/secretVolume/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
}
}
else {
const err693 = {instancePath:instancePath+"/masterSpec/storage",schemaPath:"#/properties/masterSpec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
}
if(data251.security !== undefined){
let data390 = data251.security;
if(data390 && typeof data390 == "object" && !Array.isArray(data390)){
for(const key61 in data390){
if(!(func6.call(schema34.properties.masterSpec.properties.security.properties, key61))){
const err694 = {instancePath:instancePath+"/masterSpec/security",schemaPath:"#/properties/masterSpec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key61},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
}
if(data390.hostIpc !== undefined){
if(typeof data390.hostIpc !== "boolean"){
const err695 = {instancePath:instancePath+"/masterSpec/security/hostIpc",schemaPath:"#/properties/masterSpec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
if(data390.hostNetwork !== undefined){
if(typeof data390.hostNetwork !== "boolean"){
const err696 = {instancePath:instancePath+"/masterSpec/security/hostNetwork",schemaPath:"#/properties/masterSpec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
}
if(data390.allowPrivilegeEscalation !== undefined){
if(typeof data390.allowPrivilegeEscalation !== "boolean"){
const err697 = {instancePath:instancePath+"/masterSpec/security/allowPrivilegeEscalation",schemaPath:"#/properties/masterSpec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
}
if(data390.capabilities !== undefined){
let data394 = data390.capabilities;
if(Array.isArray(data394)){
const len38 = data394.length;
for(let i38=0; i38<len38; i38++){
let data395 = data394[i38];
if(!((((((((((((((((((((((((((((((((((((((data395 === "AUDIT_CONTROL") || (data395 === "AUDIT_READ")) || (data395 === "AUDIT_WRITE")) || (data395 === "BLOCK_SUSPEND")) || (data395 === "CHOWN")) || (data395 === "DAC_OVERRIDE")) || (data395 === "DAC_READ_SEARCH")) || (data395 === "FOWNER")) || (data395 === "FSETID")) || (data395 === "IPC_LOCK")) || (data395 === "IPC_OWNER")) || (data395 === "KILL")) || (data395 === "LEASE")) || (data395 === "LINUX_IMMUTABLE")) || (data395 === "MAC_ADMIN")) || (data395 === "MAC_OVERRIDE")) || (data395 === "MKNOD")) || (data395 === "NET_ADMIN")) || (data395 === "NET_BIND_SERVICE")) || (data395 === "NET_BROADCAST")) || (data395 === "NET_RAW")) || (data395 === "SETGID")) || (data395 === "SETFCAP")) || (data395 === "SETPCAP")) || (data395 === "SETUID")) || (data395 === "SYS_ADMIN")) || (data395 === "SYS_BOOT")) || (data395 === "SYS_CHROOT")) || (data395 === "SYS_MODULE")) || (data395 === "SYS_NICE")) || (data395 === "SYS_PACCT")) || (data395 === "SYS_PTRACE")) || (data395 === "SYS_RAWIO")) || (data395 === "SYS_RESOURCE")) || (data395 === "SYS_TIME")) || (data395 === "SYS_TTY_CONFIG")) || (data395 === "SYSLOG")) || (data395 === "WAKE_ALARM"))){
const err698 = {instancePath:instancePath+"/masterSpec/security/capabilities/" + i38,schemaPath:"#/properties/masterSpec/properties/security/properties/capabilities/items/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.security.properties.capabilities.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
}
}
else {
const err699 = {instancePath:instancePath+"/masterSpec/security/capabilities",schemaPath:"#/properties/masterSpec/properties/security/properties/capabilities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
}
if(data390.readOnlyRootFilesystem !== undefined){
if(typeof data390.readOnlyRootFilesystem !== "boolean"){
const err700 = {instancePath:instancePath+"/masterSpec/security/readOnlyRootFilesystem",schemaPath:"#/properties/masterSpec/properties/security/properties/readOnlyRootFilesystem/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
}
if(data390.runAsGid !== undefined){
let data397 = data390.runAsGid;
if(!(((typeof data397 == "number") && (!(data397 % 1) && !isNaN(data397))) && (isFinite(data397)))){
const err701 = {instancePath:instancePath+"/masterSpec/security/runAsGid",schemaPath:"#/properties/masterSpec/properties/security/properties/runAsGid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
}
if(data390.runAsNonRoot !== undefined){
if(typeof data390.runAsNonRoot !== "boolean"){
const err702 = {instancePath:instancePath+"/masterSpec/security/runAsNonRoot",schemaPath:"#/properties/masterSpec/properties/security/properties/runAsNonRoot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
}
if(data390.runAsUid !== undefined){
let data399 = data390.runAsUid;
if(!(((typeof data399 == "number") && (!(data399 % 1) && !isNaN(data399))) && (isFinite(data399)))){
const err703 = {instancePath:instancePath+"/masterSpec/security/runAsUid",schemaPath:"#/properties/masterSpec/properties/security/properties/runAsUid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
}
if(data390.seccompProfileType !== undefined){
let data400 = data390.seccompProfileType;
if(!(((data400 === "RuntimeDefault") || (data400 === "Unconfined")) || (data400 === "Localhost"))){
const err704 = {instancePath:instancePath+"/masterSpec/security/seccompProfileType",schemaPath:"#/properties/masterSpec/properties/security/properties/seccompProfileType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.security.properties.seccompProfileType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
}
if(data390.supplementalGroups !== undefined){
if(typeof data390.supplementalGroups !== "string"){
const err705 = {instancePath:instancePath+"/masterSpec/security/supplementalGroups",schemaPath:"#/properties/masterSpec/properties/security/properties/supplementalGroups/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
}
if(data390.uidGidSource !== undefined){
let data402 = data390.uidGidSource;
if(!(((data402 === "fromTheImage") || (data402 === "fromIdpToken")) || (data402 === "custom"))){
const err706 = {instancePath:instancePath+"/masterSpec/security/uidGidSource",schemaPath:"#/properties/masterSpec/properties/security/properties/uidGidSource/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.security.properties.uidGidSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
}
else {
const err707 = {instancePath:instancePath+"/masterSpec/security",schemaPath:"#/properties/masterSpec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
}
if(data251.priorityClass !== undefined){
let data403 = data251.priorityClass;
if(typeof data403 === "string"){
if(func1(data403) < 1){
const err708 = {instancePath:instancePath+"/masterSpec/priorityClass",schemaPath:"#/properties/masterSpec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
}
else {
const err709 = {instancePath:instancePath+"/masterSpec/priorityClass",schemaPath:"#/properties/masterSpec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
}
if(data251.preemptibility !== undefined){
let data404 = data251.preemptibility;
if(!((data404 === "preemptible") || (data404 === "non-preemptible"))){
const err710 = {instancePath:instancePath+"/masterSpec/preemptibility",schemaPath:"#/properties/masterSpec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
}
if(data251.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data405 = data251.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data405 == "number") && (!(data405 % 1) && !isNaN(data405))) && (isFinite(data405)))){
const err711 = {instancePath:instancePath+"/masterSpec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/masterSpec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
if((typeof data405 == "number") && (isFinite(data405))){
if(data405 < 0 || isNaN(data405)){
const err712 = {instancePath:instancePath+"/masterSpec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/masterSpec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
}
}
if(data251.nodePools !== undefined){
let data406 = data251.nodePools;
if(Array.isArray(data406)){
const len39 = data406.length;
for(let i39=0; i39<len39; i39++){
let data407 = data406[i39];
if(typeof data407 === "string"){
if(func1(data407) < 1){
const err713 = {instancePath:instancePath+"/masterSpec/nodePools/" + i39,schemaPath:"#/properties/masterSpec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
}
else {
const err714 = {instancePath:instancePath+"/masterSpec/nodePools/" + i39,schemaPath:"#/properties/masterSpec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
}
}
else {
const err715 = {instancePath:instancePath+"/masterSpec/nodePools",schemaPath:"#/properties/masterSpec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
}
if(data251.category !== undefined){
let data408 = data251.category;
if(typeof data408 === "string"){
if(func1(data408) < 1){
const err716 = {instancePath:instancePath+"/masterSpec/category",schemaPath:"#/properties/masterSpec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
}
else {
const err717 = {instancePath:instancePath+"/masterSpec/category",schemaPath:"#/properties/masterSpec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
}
if(data251.imagePullSecrets !== undefined){
let data409 = data251.imagePullSecrets;
if(Array.isArray(data409)){
const len40 = data409.length;
for(let i40=0; i40<len40; i40++){
let data410 = data409[i40];
if(data410 && typeof data410 == "object" && !Array.isArray(data410)){
if(data410.name === undefined){
const err718 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i40,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
for(const key62 in data410){
if(!(((key62 === "name") || (key62 === "userCredential")) || (key62 === "exclude"))){
const err719 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i40,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key62},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
}
if(data410.name !== undefined){
let data411 = data410.name;
if(typeof data411 === "string"){
if(func1(data411) < 1){
const err720 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i40+"/name",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
}
else {
const err721 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i40+"/name",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
}
if(data410.userCredential !== undefined){
if(typeof data410.userCredential !== "boolean"){
const err722 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i40+"/userCredential",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
}
if(data410.exclude !== undefined){
if(typeof data410.exclude !== "boolean"){
const err723 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i40+"/exclude",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
}
}
else {
const err724 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i40,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
}
}
else {
const err725 = {instancePath:instancePath+"/masterSpec/imagePullSecrets",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
}
if(data251.tolerations !== undefined){
let data414 = data251.tolerations;
if(Array.isArray(data414)){
const len41 = data414.length;
for(let i41=0; i41<len41; i41++){
let data415 = data414[i41];
if(data415 && typeof data415 == "object" && !Array.isArray(data415)){
if(data415.name === undefined){
const err726 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
if(data415.operator === undefined){
const err727 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
if(data415.key === undefined){
const err728 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
}
errors++;
}
if(data415.effect === undefined){
const err729 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
for(const key63 in data415){
if(!(((((((key63 === "name") || (key63 === "operator")) || (key63 === "key")) || (key63 === "value")) || (key63 === "effect")) || (key63 === "seconds")) || (key63 === "exclude"))){
const err730 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41,schemaPath:"#/properties/masterSpec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key63},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
}
if(data415.name !== undefined){
let data416 = data415.name;
if(typeof data416 === "string"){
if(func1(data416) < 1){
const err731 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/name",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
}
else {
const err732 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/name",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
}
if(data415.operator !== undefined){
let data417 = data415.operator;
if(!((data417 === "Equal") || (data417 === "Exists"))){
const err733 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/operator",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
}
if(data415.key !== undefined){
let data418 = data415.key;
if(typeof data418 === "string"){
if(func1(data418) < 1){
const err734 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/key",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
}
else {
const err735 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/key",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
}
if(data415.value !== undefined){
if(typeof data415.value !== "string"){
const err736 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/value",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err736];
}
else {
vErrors.push(err736);
}
errors++;
}
}
if(data415.effect !== undefined){
let data420 = data415.effect;
if(!((((data420 === "NoSchedule") || (data420 === "NoExecute")) || (data420 === "PreferNoSchedule")) || (data420 === "Any"))){
const err737 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/effect",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
}
if(data415.seconds !== undefined){
let data421 = data415.seconds;
if(!(((typeof data421 == "number") && (!(data421 % 1) && !isNaN(data421))) && (isFinite(data421)))){
const err738 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/seconds",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
if((typeof data421 == "number") && (isFinite(data421))){
if(data421 < 1 || isNaN(data421)){
const err739 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/seconds",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
}
}
if(data415.exclude !== undefined){
if(typeof data415.exclude !== "boolean"){
const err740 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41+"/exclude",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
}
}
else {
const err741 = {instancePath:instancePath+"/masterSpec/tolerations/" + i41,schemaPath:"#/properties/masterSpec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
}
}
else {
const err742 = {instancePath:instancePath+"/masterSpec/tolerations",schemaPath:"#/properties/masterSpec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
}
if(data251.terminationGracePeriodSeconds !== undefined){
let data423 = data251.terminationGracePeriodSeconds;
if(!(((typeof data423 == "number") && (!(data423 % 1) && !isNaN(data423))) && (isFinite(data423)))){
const err743 = {instancePath:instancePath+"/masterSpec/terminationGracePeriodSeconds",schemaPath:"#/properties/masterSpec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
if((typeof data423 == "number") && (isFinite(data423))){
if(data423 < 0 || isNaN(data423)){
const err744 = {instancePath:instancePath+"/masterSpec/terminationGracePeriodSeconds",schemaPath:"#/properties/masterSpec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
}
}
if(data251.restartPolicy !== undefined){
let data424 = data251.restartPolicy;
if(!(((data424 === "Always") || (data424 === "Never")) || (data424 === "OnFailure"))){
const err745 = {instancePath:instancePath+"/masterSpec/restartPolicy",schemaPath:"#/properties/masterSpec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
}
if(data251.terminateAfterPreemption !== undefined){
if(typeof data251.terminateAfterPreemption !== "boolean"){
const err746 = {instancePath:instancePath+"/masterSpec/terminateAfterPreemption",schemaPath:"#/properties/masterSpec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
}
if(data251.labels !== undefined){
let data426 = data251.labels;
if(Array.isArray(data426)){
const len42 = data426.length;
for(let i42=0; i42<len42; i42++){
let data427 = data426[i42];
if(data427 && typeof data427 == "object" && !Array.isArray(data427)){
if(data427.name === undefined){
const err747 = {instancePath:instancePath+"/masterSpec/labels/" + i42,schemaPath:"#/properties/masterSpec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
if(data427.value === undefined){
const err748 = {instancePath:instancePath+"/masterSpec/labels/" + i42,schemaPath:"#/properties/masterSpec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
for(const key64 in data427){
if(!(((key64 === "name") || (key64 === "value")) || (key64 === "exclude"))){
const err749 = {instancePath:instancePath+"/masterSpec/labels/" + i42,schemaPath:"#/properties/masterSpec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key64},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
}
if(data427.name !== undefined){
let data428 = data427.name;
if(typeof data428 === "string"){
if(func1(data428) > 63){
const err750 = {instancePath:instancePath+"/masterSpec/labels/" + i42+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
if(func1(data428) < 1){
const err751 = {instancePath:instancePath+"/masterSpec/labels/" + i42+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
if(!pattern16.test(data428)){
const err752 = {instancePath:instancePath+"/masterSpec/labels/" + i42+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
}
else {
const err753 = {instancePath:instancePath+"/masterSpec/labels/" + i42+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
}
if(data427.value !== undefined){
let data429 = data427.value;
if(typeof data429 === "string"){
if(func1(data429) > 63){
const err754 = {instancePath:instancePath+"/masterSpec/labels/" + i42+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
if(!pattern17.test(data429)){
const err755 = {instancePath:instancePath+"/masterSpec/labels/" + i42+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
}
else {
const err756 = {instancePath:instancePath+"/masterSpec/labels/" + i42+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
}
if(data427.exclude !== undefined){
if(typeof data427.exclude !== "boolean"){
const err757 = {instancePath:instancePath+"/masterSpec/labels/" + i42+"/exclude",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
}
}
else {
const err758 = {instancePath:instancePath+"/masterSpec/labels/" + i42,schemaPath:"#/properties/masterSpec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
}
}
else {
const err759 = {instancePath:instancePath+"/masterSpec/labels",schemaPath:"#/properties/masterSpec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
}
if(data251.annotations !== undefined){
let data431 = data251.annotations;
if(Array.isArray(data431)){
const len43 = data431.length;
for(let i43=0; i43<len43; i43++){
let data432 = data431[i43];
if(data432 && typeof data432 == "object" && !Array.isArray(data432)){
if(data432.name === undefined){
const err760 = {instancePath:instancePath+"/masterSpec/annotations/" + i43,schemaPath:"#/properties/masterSpec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
if(data432.value === undefined){
const err761 = {instancePath:instancePath+"/masterSpec/annotations/" + i43,schemaPath:"#/properties/masterSpec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
for(const key65 in data432){
if(!(((key65 === "name") || (key65 === "value")) || (key65 === "exclude"))){
const err762 = {instancePath:instancePath+"/masterSpec/annotations/" + i43,schemaPath:"#/properties/masterSpec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key65},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
}
if(data432.name !== undefined){
let data433 = data432.name;
if(typeof data433 === "string"){
if(func1(data433) > 63){
const err763 = {instancePath:instancePath+"/masterSpec/annotations/" + i43+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
if(func1(data433) < 1){
const err764 = {instancePath:instancePath+"/masterSpec/annotations/" + i43+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
if(!pattern16.test(data433)){
const err765 = {instancePath:instancePath+"/masterSpec/annotations/" + i43+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
}
else {
const err766 = {instancePath:instancePath+"/masterSpec/annotations/" + i43+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
}
if(data432.value !== undefined){
let data434 = data432.value;
if(typeof data434 === "string"){
if(func1(data434) > 4096){
const err767 = {instancePath:instancePath+"/masterSpec/annotations/" + i43+"/value",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
}
else {
const err768 = {instancePath:instancePath+"/masterSpec/annotations/" + i43+"/value",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
}
if(data432.exclude !== undefined){
if(typeof data432.exclude !== "boolean"){
const err769 = {instancePath:instancePath+"/masterSpec/annotations/" + i43+"/exclude",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
}
}
else {
const err770 = {instancePath:instancePath+"/masterSpec/annotations/" + i43,schemaPath:"#/properties/masterSpec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
}
}
else {
const err771 = {instancePath:instancePath+"/masterSpec/annotations",schemaPath:"#/properties/masterSpec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
}
if(data251.ports !== undefined){
let data436 = data251.ports;
if(Array.isArray(data436)){
const len44 = data436.length;
for(let i44=0; i44<len44; i44++){
let data437 = data436[i44];
if(data437 && typeof data437 == "object" && !Array.isArray(data437)){
if(data437.container === undefined){
const err772 = {instancePath:instancePath+"/masterSpec/ports/" + i44,schemaPath:"#/properties/masterSpec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
if(data437.serviceType === undefined){
const err773 = {instancePath:instancePath+"/masterSpec/ports/" + i44,schemaPath:"#/properties/masterSpec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
for(const key66 in data437){
if(!(((((((key66 === "container") || (key66 === "external")) || (key66 === "serviceType")) || (key66 === "exclude")) || (key66 === "name")) || (key66 === "toolName")) || (key66 === "toolType"))){
const err774 = {instancePath:instancePath+"/masterSpec/ports/" + i44,schemaPath:"#/properties/masterSpec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key66},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
}
if(data437.container !== undefined){
let data438 = data437.container;
if(!(((typeof data438 == "number") && (!(data438 % 1) && !isNaN(data438))) && (isFinite(data438)))){
const err775 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
if((typeof data438 == "number") && (isFinite(data438))){
if(data438 > 65535 || isNaN(data438)){
const err776 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
if(data438 < 1 || isNaN(data438)){
const err777 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
}
}
if(data437.external !== undefined){
let data439 = data437.external;
if(!(((typeof data439 == "number") && (!(data439 % 1) && !isNaN(data439))) && (isFinite(data439)))){
const err778 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
if((typeof data439 == "number") && (isFinite(data439))){
if(data439 > 65535 || isNaN(data439)){
const err779 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
if(data439 < 1 || isNaN(data439)){
const err780 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
}
}
if(data437.serviceType !== undefined){
let data440 = data437.serviceType;
if(!(((data440 === "LoadBalancer") || (data440 === "NodePort")) || (data440 === "ClusterIP"))){
const err781 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/serviceType",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err781];
}
else {
vErrors.push(err781);
}
errors++;
}
}
if(data437.exclude !== undefined){
if(typeof data437.exclude !== "boolean"){
const err782 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/exclude",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
}
if(data437.name !== undefined){
let data442 = data437.name;
if(typeof data442 === "string"){
if(func1(data442) < 1){
const err783 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/name",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err783];
}
else {
vErrors.push(err783);
}
errors++;
}
}
else {
const err784 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/name",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
}
if(data437.toolName !== undefined){
if(typeof data437.toolName !== "string"){
const err785 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/toolName",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
}
if(data437.toolType !== undefined){
if(typeof data437.toolType !== "string"){
const err786 = {instancePath:instancePath+"/masterSpec/ports/" + i44+"/toolType",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
}
}
else {
const err787 = {instancePath:instancePath+"/masterSpec/ports/" + i44,schemaPath:"#/properties/masterSpec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err787];
}
else {
vErrors.push(err787);
}
errors++;
}
}
}
else {
const err788 = {instancePath:instancePath+"/masterSpec/ports",schemaPath:"#/properties/masterSpec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
}
if(data251.exposedUrls !== undefined){
let data445 = data251.exposedUrls;
if(Array.isArray(data445)){
const len45 = data445.length;
for(let i45=0; i45<len45; i45++){
let data446 = data445[i45];
if(data446 && typeof data446 == "object" && !Array.isArray(data446)){
if(data446.container === undefined){
const err789 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
for(const key67 in data446){
if(!(func6.call(schema34.properties.masterSpec.properties.exposedUrls.items.properties, key67))){
const err790 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key67},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
}
if(data446.container !== undefined){
let data447 = data446.container;
if(!(((typeof data447 == "number") && (!(data447 % 1) && !isNaN(data447))) && (isFinite(data447)))){
const err791 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err791];
}
else {
vErrors.push(err791);
}
errors++;
}
if((typeof data447 == "number") && (isFinite(data447))){
if(data447 > 65535 || isNaN(data447)){
const err792 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
if(data447 < 1 || isNaN(data447)){
const err793 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
}
}
if(data446.authorizationType !== undefined){
let data448 = data446.authorizationType;
if(!(((data448 === "authenticatedUsers") || (data448 === "authorizedUsers")) || (data448 === "authorizedGroups"))){
const err794 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/authorizationType",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizationType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.exposedUrls.items.properties.authorizationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
}
if(data446.authorizedGroups !== undefined){
let data449 = data446.authorizedGroups;
if(Array.isArray(data449)){
const len46 = data449.length;
for(let i46=0; i46<len46; i46++){
if(typeof data449[i46] !== "string"){
const err795 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/authorizedGroups/" + i46,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizedGroups/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
}
}
else {
const err796 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/authorizedGroups",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizedGroups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
}
if(data446.authorizedUsers !== undefined){
let data451 = data446.authorizedUsers;
if(Array.isArray(data451)){
const len47 = data451.length;
for(let i47=0; i47<len47; i47++){
if(typeof data451[i47] !== "string"){
const err797 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/authorizedUsers/" + i47,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizedUsers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
}
}
else {
const err798 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/authorizedUsers",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/authorizedUsers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
}
if(data446.exclude !== undefined){
if(typeof data446.exclude !== "boolean"){
const err799 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/exclude",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
}
if(data446.name !== undefined){
let data454 = data446.name;
if(typeof data454 === "string"){
if(func1(data454) < 1){
const err800 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/name",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
}
else {
const err801 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/name",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
}
if(data446.toolName !== undefined){
if(typeof data446.toolName !== "string"){
const err802 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/toolName",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
}
if(data446.toolType !== undefined){
if(typeof data446.toolType !== "string"){
const err803 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/toolType",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/toolType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
}
if(data446.url !== undefined){
if(typeof data446.url !== "string"){
const err804 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45+"/url",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
}
errors++;
}
}
}
else {
const err805 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i45,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
}
}
else {
const err806 = {instancePath:instancePath+"/masterSpec/exposedUrls",schemaPath:"#/properties/masterSpec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
}
if(data251.probes !== undefined){
let data458 = data251.probes;
if(data458 && typeof data458 == "object" && !Array.isArray(data458)){
for(const key68 in data458){
if(!(key68 === "readiness")){
const err807 = {instancePath:instancePath+"/masterSpec/probes",schemaPath:"#/properties/masterSpec/properties/probes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key68},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
}
if(data458.readiness !== undefined){
let data459 = data458.readiness;
if(data459 && typeof data459 == "object" && !Array.isArray(data459)){
for(const key69 in data459){
if(!((((((key69 === "failureThreshold") || (key69 === "handler")) || (key69 === "initialDelaySeconds")) || (key69 === "periodSeconds")) || (key69 === "successThreshold")) || (key69 === "timeoutSeconds"))){
const err808 = {instancePath:instancePath+"/masterSpec/probes/readiness",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key69},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
}
if(data459.failureThreshold !== undefined){
let data460 = data459.failureThreshold;
if(!(((typeof data460 == "number") && (!(data460 % 1) && !isNaN(data460))) && (isFinite(data460)))){
const err809 = {instancePath:instancePath+"/masterSpec/probes/readiness/failureThreshold",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/failureThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
if((typeof data460 == "number") && (isFinite(data460))){
if(data460 < 1 || isNaN(data460)){
const err810 = {instancePath:instancePath+"/masterSpec/probes/readiness/failureThreshold",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/failureThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
}
}
if(data459.handler !== undefined){
let data461 = data459.handler;
if(data461 && typeof data461 == "object" && !Array.isArray(data461)){
for(const key70 in data461){
if(!(key70 === "httpGet")){
const err811 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key70},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
}
if(data461.httpGet !== undefined){
let data462 = data461.httpGet;
if(data462 && typeof data462 == "object" && !Array.isArray(data462)){
for(const key71 in data462){
if(!((((key71 === "host") || (key71 === "path")) || (key71 === "port")) || (key71 === "scheme"))){
const err812 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key71},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err812];
}
else {
vErrors.push(err812);
}
errors++;
}
}
if(data462.host !== undefined){
if(typeof data462.host !== "string"){
const err813 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/host",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
}
if(data462.path !== undefined){
if(typeof data462.path !== "string"){
const err814 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/path",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
}
if(data462.port !== undefined){
let data465 = data462.port;
if(!(((typeof data465 == "number") && (!(data465 % 1) && !isNaN(data465))) && (isFinite(data465)))){
const err815 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
}
errors++;
}
if((typeof data465 == "number") && (isFinite(data465))){
if(data465 > 65535 || isNaN(data465)){
const err816 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
if(data465 < 1 || isNaN(data465)){
const err817 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/port",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
}
}
if(data462.scheme !== undefined){
let data466 = data462.scheme;
if(!((data466 === "HTTP") || (data466 === "HTTPS"))){
const err818 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet/scheme",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.probes.properties.readiness.properties.handler.properties.httpGet.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
}
}
else {
const err819 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler/httpGet",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/properties/httpGet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err819];
}
else {
vErrors.push(err819);
}
errors++;
}
}
}
else {
const err820 = {instancePath:instancePath+"/masterSpec/probes/readiness/handler",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/handler/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
}
if(data459.initialDelaySeconds !== undefined){
let data467 = data459.initialDelaySeconds;
if(!(((typeof data467 == "number") && (!(data467 % 1) && !isNaN(data467))) && (isFinite(data467)))){
const err821 = {instancePath:instancePath+"/masterSpec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/initialDelaySeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
if((typeof data467 == "number") && (isFinite(data467))){
if(data467 < 0 || isNaN(data467)){
const err822 = {instancePath:instancePath+"/masterSpec/probes/readiness/initialDelaySeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/initialDelaySeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err822];
}
else {
vErrors.push(err822);
}
errors++;
}
}
}
if(data459.periodSeconds !== undefined){
let data468 = data459.periodSeconds;
if(!(((typeof data468 == "number") && (!(data468 % 1) && !isNaN(data468))) && (isFinite(data468)))){
const err823 = {instancePath:instancePath+"/masterSpec/probes/readiness/periodSeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/periodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
}
errors++;
}
if((typeof data468 == "number") && (isFinite(data468))){
if(data468 < 1 || isNaN(data468)){
const err824 = {instancePath:instancePath+"/masterSpec/probes/readiness/periodSeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/periodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err824];
}
else {
vErrors.push(err824);
}
errors++;
}
}
}
if(data459.successThreshold !== undefined){
let data469 = data459.successThreshold;
if(!(((typeof data469 == "number") && (!(data469 % 1) && !isNaN(data469))) && (isFinite(data469)))){
const err825 = {instancePath:instancePath+"/masterSpec/probes/readiness/successThreshold",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/successThreshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err825];
}
else {
vErrors.push(err825);
}
errors++;
}
if((typeof data469 == "number") && (isFinite(data469))){
if(data469 < 1 || isNaN(data469)){
const err826 = {instancePath:instancePath+"/masterSpec/probes/readiness/successThreshold",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/successThreshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
}
}
if(data459.timeoutSeconds !== undefined){
let data470 = data459.timeoutSeconds;
if(!(((typeof data470 == "number") && (!(data470 % 1) && !isNaN(data470))) && (isFinite(data470)))){
const err827 = {instancePath:instancePath+"/masterSpec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/timeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
}
errors++;
}
if((typeof data470 == "number") && (isFinite(data470))){
if(data470 < 1 || isNaN(data470)){
const err828 = {instancePath:instancePath+"/masterSpec/probes/readiness/timeoutSeconds",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/properties/timeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
}
}
}
else {
const err829 = {instancePath:instancePath+"/masterSpec/probes/readiness",schemaPath:"#/properties/masterSpec/properties/probes/properties/readiness/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err829];
}
else {
vErrors.push(err829);
}
errors++;
}
}
}
else {
const err830 = {instancePath:instancePath+"/masterSpec/probes",schemaPath:"#/properties/masterSpec/properties/probes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
}
if(data251.podAffinity !== undefined){
let data471 = data251.podAffinity;
if(data471 && typeof data471 == "object" && !Array.isArray(data471)){
for(const key72 in data471){
if(!((key72 === "key") || (key72 === "type"))){
const err831 = {instancePath:instancePath+"/masterSpec/podAffinity",schemaPath:"#/properties/masterSpec/properties/podAffinity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key72},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
}
errors++;
}
}
if(data471.key !== undefined){
if(typeof data471.key !== "string"){
const err832 = {instancePath:instancePath+"/masterSpec/podAffinity/key",schemaPath:"#/properties/masterSpec/properties/podAffinity/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
}
if(data471.type !== undefined){
let data473 = data471.type;
if(!((data473 === "Required") || (data473 === "Preferred"))){
const err833 = {instancePath:instancePath+"/masterSpec/podAffinity/type",schemaPath:"#/properties/masterSpec/properties/podAffinity/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.podAffinity.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err833];
}
else {
vErrors.push(err833);
}
errors++;
}
}
}
else {
const err834 = {instancePath:instancePath+"/masterSpec/podAffinity",schemaPath:"#/properties/masterSpec/properties/podAffinity/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
}
if(data251.nodeAffinityRequired !== undefined){
let data474 = data251.nodeAffinityRequired;
if(data474 && typeof data474 == "object" && !Array.isArray(data474)){
for(const key73 in data474){
if(!(key73 === "nodeSelectorTerms")){
const err835 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key73},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
}
errors++;
}
}
if(data474.nodeSelectorTerms !== undefined){
let data475 = data474.nodeSelectorTerms;
if(Array.isArray(data475)){
const len48 = data475.length;
for(let i48=0; i48<len48; i48++){
let data476 = data475[i48];
if(data476 && typeof data476 == "object" && !Array.isArray(data476)){
for(const key74 in data476){
if(!(key74 === "matchExpressions")){
const err836 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key74},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err836];
}
else {
vErrors.push(err836);
}
errors++;
}
}
if(data476.matchExpressions !== undefined){
let data477 = data476.matchExpressions;
if(Array.isArray(data477)){
const len49 = data477.length;
for(let i49=0; i49<len49; i49++){
let data478 = data477[i49];
if(data478 && typeof data478 == "object" && !Array.isArray(data478)){
if(data478.key === undefined){
const err837 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions/" + i49,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err837];
}
else {
vErrors.push(err837);
}
errors++;
}
if(data478.operator === undefined){
const err838 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions/" + i49,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
for(const key75 in data478){
if(!(((key75 === "key") || (key75 === "operator")) || (key75 === "values"))){
const err839 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions/" + i49,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key75},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
}
if(data478.key !== undefined){
if(typeof data478.key !== "string"){
const err840 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions/" + i49+"/key",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
}
errors++;
}
}
if(data478.operator !== undefined){
let data480 = data478.operator;
if(!((((((data480 === "In") || (data480 === "NotIn")) || (data480 === "Exists")) || (data480 === "DoesNotExist")) || (data480 === "Gt")) || (data480 === "Lt"))){
const err841 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions/" + i49+"/operator",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.nodeAffinityRequired.properties.nodeSelectorTerms.items.properties.matchExpressions.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err841];
}
else {
vErrors.push(err841);
}
errors++;
}
}
if(data478.values !== undefined){
let data481 = data478.values;
if(Array.isArray(data481)){
const len50 = data481.length;
for(let i50=0; i50<len50; i50++){
if(typeof data481[i50] !== "string"){
const err842 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions/" + i49+"/values/" + i50,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
}
}
else {
const err843 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions/" + i49+"/values",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err843];
}
else {
vErrors.push(err843);
}
errors++;
}
}
}
else {
const err844 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions/" + i49,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
}
}
else {
const err845 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48+"/matchExpressions",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/properties/matchExpressions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err845];
}
else {
vErrors.push(err845);
}
errors++;
}
}
}
else {
const err846 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms/" + i48,schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
}
}
else {
const err847 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired/nodeSelectorTerms",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/properties/nodeSelectorTerms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
}
}
else {
const err848 = {instancePath:instancePath+"/masterSpec/nodeAffinityRequired",schemaPath:"#/properties/masterSpec/properties/nodeAffinityRequired/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
}
if(data251.relatedUrls !== undefined){
let data483 = data251.relatedUrls;
if(Array.isArray(data483)){
const len51 = data483.length;
for(let i51=0; i51<len51; i51++){
let data484 = data483[i51];
if(data484 && typeof data484 == "object" && !Array.isArray(data484)){
for(const key76 in data484){
if(!((((key76 === "exclude") || (key76 === "name")) || (key76 === "type")) || (key76 === "url"))){
const err849 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i51,schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key76},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
}
if(data484.exclude !== undefined){
if(typeof data484.exclude !== "boolean"){
const err850 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i51+"/exclude",schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err850];
}
else {
vErrors.push(err850);
}
errors++;
}
}
if(data484.name !== undefined){
if(typeof data484.name !== "string"){
const err851 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i51+"/name",schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err851];
}
else {
vErrors.push(err851);
}
errors++;
}
}
if(data484.type !== undefined){
if(typeof data484.type !== "string"){
const err852 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i51+"/type",schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
}
if(data484.url !== undefined){
if(typeof data484.url !== "string"){
const err853 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i51+"/url",schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
}
}
else {
const err854 = {instancePath:instancePath+"/masterSpec/relatedUrls/" + i51,schemaPath:"#/properties/masterSpec/properties/relatedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err854];
}
else {
vErrors.push(err854);
}
errors++;
}
}
}
else {
const err855 = {instancePath:instancePath+"/masterSpec/relatedUrls",schemaPath:"#/properties/masterSpec/properties/relatedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err855];
}
else {
vErrors.push(err855);
}
errors++;
}
}
}
else {
const err856 = {instancePath:instancePath+"/masterSpec",schemaPath:"#/properties/masterSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err856];
}
else {
vErrors.push(err856);
}
errors++;
}
}
if(data.templateId !== undefined){
let data489 = data.templateId;
if(typeof data489 === "string"){
if(func1(data489) > 64){
const err857 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err857];
}
else {
vErrors.push(err857);
}
errors++;
}
if(func1(data489) < 1){
const err858 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err858];
}
else {
vErrors.push(err858);
}
errors++;
}
if(!pattern5.test(data489)){
const err859 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err859];
}
else {
vErrors.push(err859);
}
errors++;
}
}
else {
const err860 = {instancePath:instancePath+"/templateId",schemaPath:"#/properties/templateId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err860];
}
else {
vErrors.push(err860);
}
errors++;
}
}
}
else {
const err861 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err861];
}
else {
vErrors.push(err861);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
