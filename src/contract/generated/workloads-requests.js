// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
/* eslint-disable */
export const validateTrainingRequest = validate21;
const schema32 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"The members of a training's spec the action sets; the service takes many more.","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"completions":{"type":"integer","minimum":1},"parallelism":{"type":"integer","minimum":1},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory"]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"GPU memory per device, with `gpuRequestType` `memory`.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"}}},"priorityClass":{"type":"string","minLength":1,"description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary (`very-low` … `very-high`). Until 2.23 it is how a workspace asks\nto be preemptible.\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"The secret's name; a DNS label from 2.23.","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["name","operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `name`, `operator`, `key`\nand `effect` mandatory; `value` goes with `Equal` (their description says the reverse,\nwhich Kubernetes does not allow); `seconds` only with `NoExecute`.\n","properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535}}}}}}}};
const func1 = (text) => { let length = 0; for (const _ of text) length++; return length; };
const func6 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]*$", "u");
const pattern6 = new RegExp("^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$", "u");
const pattern9 = new RegExp("^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$", "u");
const pattern10 = new RegExp("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$", "u");

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
if(!(((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec"))){
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
if(data18.value === undefined){
const err36 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key2 in data18){
if(!((key2 === "name") || (key2 === "value"))){
const err37 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data18.name !== undefined){
let data19 = data18.name;
if(typeof data19 === "string"){
if(func1(data19) < 1){
const err38 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data18.value !== undefined){
if(typeof data18.value !== "string"){
const err40 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data4.compute !== undefined){
let data21 = data4.compute;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key3 in data21){
if(!(func6.call(schema32.properties.spec.properties.compute.properties, key3))){
const err43 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data21.gpuDevicesRequest !== undefined){
let data22 = data21.gpuDevicesRequest;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err44 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err45 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data21.gpuRequestType !== undefined){
let data23 = data21.gpuRequestType;
if(!((data23 === "portion") || (data23 === "memory"))){
const err46 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data21.gpuPortionRequest !== undefined){
let data24 = data21.gpuPortionRequest;
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 1 || isNaN(data24)){
const err47 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data24 < 0 || isNaN(data24)){
const err48 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data21.gpuMemoryRequest !== undefined){
let data25 = data21.gpuMemoryRequest;
if(typeof data25 === "string"){
if(!pattern6.test(data25)){
const err50 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data21.cpuCoreRequest !== undefined){
let data26 = data21.cpuCoreRequest;
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err52 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data21.cpuCoreLimit !== undefined){
let data27 = data21.cpuCoreLimit;
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err54 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data21.cpuMemoryRequest !== undefined){
let data28 = data21.cpuMemoryRequest;
if(typeof data28 === "string"){
if(!pattern6.test(data28)){
const err56 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data21.cpuMemoryLimit !== undefined){
let data29 = data21.cpuMemoryLimit;
if(typeof data29 === "string"){
if(!pattern6.test(data29)){
const err58 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data21.largeShmRequest !== undefined){
if(typeof data21.largeShmRequest !== "boolean"){
const err60 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err61 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data4.storage !== undefined){
let data31 = data4.storage;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key4 in data31){
if(!(((key4 === "pvc") || (key4 === "git")) || (key4 === "hostPath"))){
const err62 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data31.pvc !== undefined){
let data32 = data31.pvc;
if(Array.isArray(data32)){
const len1 = data32.length;
for(let i1=0; i1<len1; i1++){
let data33 = data32[i1];
const _errs72 = errors;
let valid9 = true;
const _errs73 = errors;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.existingPvc !== undefined){
if(true !== data33.existingPvc){
const err63 = {};
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
var _valid0 = _errs73 === errors;
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs75 = errors;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.claimName === undefined){
const err64 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
var _valid0 = _errs75 === errors;
valid9 = _valid0;
ifClause0 = "then";
}
else {
const _errs76 = errors;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.claimInfo === undefined){
const err65 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
var _valid0 = _errs76 === errors;
valid9 = _valid0;
ifClause0 = "else";
}
if(!valid9){
const err66 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.path === undefined){
const err67 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data33.existingPvc === undefined){
const err68 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key5 in data33){
if(!(((((key5 === "path") || (key5 === "readOnly")) || (key5 === "existingPvc")) || (key5 === "claimName")) || (key5 === "claimInfo"))){
const err69 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data33.path !== undefined){
let data35 = data33.path;
if(typeof data35 === "string"){
if(func1(data35) < 1){
const err70 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data33.readOnly !== undefined){
if(typeof data33.readOnly !== "boolean"){
const err72 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data33.existingPvc !== undefined){
if(typeof data33.existingPvc !== "boolean"){
const err73 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data33.claimName !== undefined){
let data38 = data33.claimName;
if(typeof data38 === "string"){
if(func1(data38) > 63){
const err74 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func1(data38) < 1){
const err75 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err76 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data33.claimInfo !== undefined){
let data39 = data33.claimInfo;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.size === undefined){
const err77 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key6 in data39){
if(!((key6 === "size") || (key6 === "storageClass"))){
const err78 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data39.size !== undefined){
if(typeof data39.size !== "string"){
const err79 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data39.storageClass !== undefined){
let data41 = data39.storageClass;
if(typeof data41 === "string"){
if(func1(data41) < 1){
const err80 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data31.git !== undefined){
let data42 = data31.git;
if(Array.isArray(data42)){
const len2 = data42.length;
for(let i2=0; i2<len2; i2++){
let data43 = data42[i2];
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.repository === undefined){
const err85 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data43.path === undefined){
const err86 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
for(const key7 in data43){
if(!((((((key7 === "name") || (key7 === "repository")) || (key7 === "branch")) || (key7 === "revision")) || (key7 === "path")) || (key7 === "passwordSecret"))){
const err87 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data43.name !== undefined){
let data44 = data43.name;
if(typeof data44 === "string"){
if(func1(data44) < 1){
const err88 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err89 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data43.repository !== undefined){
let data45 = data43.repository;
if(typeof data45 === "string"){
if(func1(data45) < 1){
const err90 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err91 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data43.branch !== undefined){
let data46 = data43.branch;
if(typeof data46 === "string"){
if(func1(data46) < 1){
const err92 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err93 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data43.revision !== undefined){
let data47 = data43.revision;
if(typeof data47 === "string"){
if(func1(data47) < 1){
const err94 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err95 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data43.path !== undefined){
let data48 = data43.path;
if(typeof data48 === "string"){
if(func1(data48) < 1){
const err96 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err97 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data43.passwordSecret !== undefined){
let data49 = data43.passwordSecret;
if(typeof data49 === "string"){
if(func1(data49) < 1){
const err98 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err100 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data31.hostPath !== undefined){
let data50 = data31.hostPath;
if(Array.isArray(data50)){
const len3 = data50.length;
for(let i3=0; i3<len3; i3++){
let data51 = data50[i3];
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.path === undefined){
const err102 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data51.mountPath === undefined){
const err103 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data51.readOnly === undefined){
const err104 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key8 in data51){
if(!(((key8 === "path") || (key8 === "mountPath")) || (key8 === "readOnly"))){
const err105 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data51.path !== undefined){
let data52 = data51.path;
if(typeof data52 === "string"){
if(func1(data52) < 1){
const err106 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err107 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data51.mountPath !== undefined){
let data53 = data51.mountPath;
if(typeof data53 === "string"){
if(func1(data53) < 1){
const err108 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data51.readOnly !== undefined){
if(typeof data51.readOnly !== "boolean"){
const err110 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data4.security !== undefined){
let data55 = data4.security;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
for(const key9 in data55){
if(!(((key9 === "hostIpc") || (key9 === "hostNetwork")) || (key9 === "allowPrivilegeEscalation"))){
const err114 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data55.hostIpc !== undefined){
if(typeof data55.hostIpc !== "boolean"){
const err115 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data55.hostNetwork !== undefined){
if(typeof data55.hostNetwork !== "boolean"){
const err116 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data55.allowPrivilegeEscalation !== undefined){
if(typeof data55.allowPrivilegeEscalation !== "boolean"){
const err117 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err118 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data59 = data4.priorityClass;
if(typeof data59 === "string"){
if(func1(data59) < 1){
const err119 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err120 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data60 = data4.preemptibility;
if(!((data60 === "preemptible") || (data60 === "non-preemptible"))){
const err121 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data61 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err122 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if((typeof data61 == "number") && (isFinite(data61))){
if(data61 < 0 || isNaN(data61)){
const err123 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data62 = data4.nodePools;
if(Array.isArray(data62)){
const len4 = data62.length;
for(let i4=0; i4<len4; i4++){
let data63 = data62[i4];
if(typeof data63 === "string"){
if(func1(data63) < 1){
const err124 = {instancePath:instancePath+"/spec/nodePools/" + i4,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err125 = {instancePath:instancePath+"/spec/nodePools/" + i4,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err126 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data4.category !== undefined){
let data64 = data4.category;
if(typeof data64 === "string"){
if(func1(data64) < 1){
const err127 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err128 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data65 = data4.imagePullSecrets;
if(Array.isArray(data65)){
const len5 = data65.length;
for(let i5=0; i5<len5; i5++){
let data66 = data65[i5];
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
if(data66.name === undefined){
const err129 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
for(const key10 in data66){
if(!((key10 === "name") || (key10 === "userCredential"))){
const err130 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data66.name !== undefined){
let data67 = data66.name;
if(typeof data67 === "string"){
if(func1(data67) < 1){
const err131 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data66.userCredential !== undefined){
if(typeof data66.userCredential !== "boolean"){
const err133 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err135 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data69 = data4.tolerations;
if(Array.isArray(data69)){
const len6 = data69.length;
for(let i6=0; i6<len6; i6++){
let data70 = data69[i6];
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
if(data70.name === undefined){
const err136 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data70.operator === undefined){
const err137 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data70.key === undefined){
const err138 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data70.effect === undefined){
const err139 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
for(const key11 in data70){
if(!((((((key11 === "name") || (key11 === "operator")) || (key11 === "key")) || (key11 === "value")) || (key11 === "effect")) || (key11 === "seconds"))){
const err140 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data70.name !== undefined){
let data71 = data70.name;
if(typeof data71 === "string"){
if(func1(data71) < 1){
const err141 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
else {
const err142 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data70.operator !== undefined){
let data72 = data70.operator;
if(!((data72 === "Equal") || (data72 === "Exists"))){
const err143 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data70.key !== undefined){
let data73 = data70.key;
if(typeof data73 === "string"){
if(func1(data73) < 1){
const err144 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err145 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data70.value !== undefined){
if(typeof data70.value !== "string"){
const err146 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data70.effect !== undefined){
let data75 = data70.effect;
if(!((((data75 === "NoSchedule") || (data75 === "NoExecute")) || (data75 === "PreferNoSchedule")) || (data75 === "Any"))){
const err147 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data70.seconds !== undefined){
let data76 = data70.seconds;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err148 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 1 || isNaN(data76)){
const err149 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
}
else {
const err150 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
}
else {
const err151 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data77 = data4.terminationGracePeriodSeconds;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
const err152 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 < 0 || isNaN(data77)){
const err153 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data78 = data4.restartPolicy;
if(!(((data78 === "Always") || (data78 === "Never")) || (data78 === "OnFailure"))){
const err154 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err155 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data4.labels !== undefined){
let data80 = data4.labels;
if(Array.isArray(data80)){
const len7 = data80.length;
for(let i7=0; i7<len7; i7++){
let data81 = data80[i7];
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.name === undefined){
const err156 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(data81.value === undefined){
const err157 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
for(const key12 in data81){
if(!(((key12 === "name") || (key12 === "value")) || (key12 === "exclude"))){
const err158 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data81.name !== undefined){
let data82 = data81.name;
if(typeof data82 === "string"){
if(func1(data82) > 63){
const err159 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(func1(data82) < 1){
const err160 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(!pattern9.test(data82)){
const err161 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
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
const err162 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data81.value !== undefined){
let data83 = data81.value;
if(typeof data83 === "string"){
if(func1(data83) > 63){
const err163 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(!pattern10.test(data83)){
const err164 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
else {
const err165 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data81.exclude !== undefined){
if(typeof data81.exclude !== "boolean"){
const err166 = {instancePath:instancePath+"/spec/labels/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err167 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data85 = data4.annotations;
if(Array.isArray(data85)){
const len8 = data85.length;
for(let i8=0; i8<len8; i8++){
let data86 = data85[i8];
if(data86 && typeof data86 == "object" && !Array.isArray(data86)){
if(data86.name === undefined){
const err169 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data86.value === undefined){
const err170 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
for(const key13 in data86){
if(!(((key13 === "name") || (key13 === "value")) || (key13 === "exclude"))){
const err171 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data86.name !== undefined){
let data87 = data86.name;
if(typeof data87 === "string"){
if(func1(data87) > 63){
const err172 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(func1(data87) < 1){
const err173 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(!pattern9.test(data87)){
const err174 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
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
const err175 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data86.value !== undefined){
let data88 = data86.value;
if(typeof data88 === "string"){
if(func1(data88) > 4096){
const err176 = {instancePath:instancePath+"/spec/annotations/" + i8+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err177 = {instancePath:instancePath+"/spec/annotations/" + i8+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data86.exclude !== undefined){
if(typeof data86.exclude !== "boolean"){
const err178 = {instancePath:instancePath+"/spec/annotations/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err179 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
}
else {
const err180 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
if(data4.ports !== undefined){
let data90 = data4.ports;
if(Array.isArray(data90)){
const len9 = data90.length;
for(let i9=0; i9<len9; i9++){
let data91 = data90[i9];
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
if(data91.container === undefined){
const err181 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data91.serviceType === undefined){
const err182 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
for(const key14 in data91){
if(!(((key14 === "container") || (key14 === "external")) || (key14 === "serviceType"))){
const err183 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data91.container !== undefined){
let data92 = data91.container;
if(!(((typeof data92 == "number") && (!(data92 % 1) && !isNaN(data92))) && (isFinite(data92)))){
const err184 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 > 65535 || isNaN(data92)){
const err185 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(data92 < 1 || isNaN(data92)){
const err186 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
if(data91.external !== undefined){
let data93 = data91.external;
if(!(((typeof data93 == "number") && (!(data93 % 1) && !isNaN(data93))) && (isFinite(data93)))){
const err187 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 > 65535 || isNaN(data93)){
const err188 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
if(data93 < 1 || isNaN(data93)){
const err189 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
if(data91.serviceType !== undefined){
let data94 = data91.serviceType;
if(!(((data94 === "LoadBalancer") || (data94 === "NodePort")) || (data94 === "ClusterIP"))){
const err190 = {instancePath:instancePath+"/spec/ports/" + i9+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
}
else {
const err191 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
else {
const err192 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data95 = data4.exposedUrls;
if(Array.isArray(data95)){
const len10 = data95.length;
for(let i10=0; i10<len10; i10++){
let data96 = data95[i10];
if(data96 && typeof data96 == "object" && !Array.isArray(data96)){
if(data96.container === undefined){
const err193 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
for(const key15 in data96){
if(!(key15 === "container")){
const err194 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data96.container !== undefined){
let data97 = data96.container;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
const err195 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 > 65535 || isNaN(data97)){
const err196 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data97 < 1 || isNaN(data97)){
const err197 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err198 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
else {
const err199 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
else {
const err200 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err201 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateWorkspaceRequest = validate22;
const schema33 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"What a workspace takes of a training's spec; workspaces have `backoffLimit` (every version) but no `completions` or `parallelism`.","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory"]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"GPU memory per device, with `gpuRequestType` `memory`.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"}}},"priorityClass":{"type":"string","minLength":1,"description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary (`very-low` … `very-high`). Until 2.23 it is how a workspace asks\nto be preemptible.\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"The secret's name; a DNS label from 2.23.","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["name","operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `name`, `operator`, `key`\nand `effect` mandatory; `value` goes with `Equal` (their description says the reverse,\nwhich Kubernetes does not allow); `seconds` only with `NoExecute`.\n","properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535}}}}}}}};

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
if(!(((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec"))){
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
if(data16.value === undefined){
const err32 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key2 in data16){
if(!((key2 === "name") || (key2 === "value"))){
const err33 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data16.name !== undefined){
let data17 = data16.name;
if(typeof data17 === "string"){
if(func1(data17) < 1){
const err34 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data16.value !== undefined){
if(typeof data16.value !== "string"){
const err36 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data4.compute !== undefined){
let data19 = data4.compute;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key3 in data19){
if(!(func6.call(schema33.properties.spec.properties.compute.properties, key3))){
const err39 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data19.gpuDevicesRequest !== undefined){
let data20 = data19.gpuDevicesRequest;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err40 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err41 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data19.gpuRequestType !== undefined){
let data21 = data19.gpuRequestType;
if(!((data21 === "portion") || (data21 === "memory"))){
const err42 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data19.gpuPortionRequest !== undefined){
let data22 = data19.gpuPortionRequest;
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 1 || isNaN(data22)){
const err43 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err44 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data19.gpuMemoryRequest !== undefined){
let data23 = data19.gpuMemoryRequest;
if(typeof data23 === "string"){
if(!pattern6.test(data23)){
const err46 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data19.cpuCoreRequest !== undefined){
let data24 = data19.cpuCoreRequest;
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err48 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data19.cpuCoreLimit !== undefined){
let data25 = data19.cpuCoreLimit;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err50 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data19.cpuMemoryRequest !== undefined){
let data26 = data19.cpuMemoryRequest;
if(typeof data26 === "string"){
if(!pattern6.test(data26)){
const err52 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data19.cpuMemoryLimit !== undefined){
let data27 = data19.cpuMemoryLimit;
if(typeof data27 === "string"){
if(!pattern6.test(data27)){
const err54 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data19.largeShmRequest !== undefined){
if(typeof data19.largeShmRequest !== "boolean"){
const err56 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err57 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data4.storage !== undefined){
let data29 = data4.storage;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key4 in data29){
if(!(((key4 === "pvc") || (key4 === "git")) || (key4 === "hostPath"))){
const err58 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data29.pvc !== undefined){
let data30 = data29.pvc;
if(Array.isArray(data30)){
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
let data31 = data30[i1];
const _errs68 = errors;
let valid9 = true;
const _errs69 = errors;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.existingPvc !== undefined){
if(true !== data31.existingPvc){
const err59 = {};
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
var _valid0 = _errs69 === errors;
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs71 = errors;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.claimName === undefined){
const err60 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var _valid0 = _errs71 === errors;
valid9 = _valid0;
ifClause0 = "then";
}
else {
const _errs72 = errors;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.claimInfo === undefined){
const err61 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var _valid0 = _errs72 === errors;
valid9 = _valid0;
ifClause0 = "else";
}
if(!valid9){
const err62 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.path === undefined){
const err63 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data31.existingPvc === undefined){
const err64 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key5 in data31){
if(!(((((key5 === "path") || (key5 === "readOnly")) || (key5 === "existingPvc")) || (key5 === "claimName")) || (key5 === "claimInfo"))){
const err65 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data31.path !== undefined){
let data33 = data31.path;
if(typeof data33 === "string"){
if(func1(data33) < 1){
const err66 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data31.readOnly !== undefined){
if(typeof data31.readOnly !== "boolean"){
const err68 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data31.existingPvc !== undefined){
if(typeof data31.existingPvc !== "boolean"){
const err69 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data31.claimName !== undefined){
let data36 = data31.claimName;
if(typeof data36 === "string"){
if(func1(data36) > 63){
const err70 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func1(data36) < 1){
const err71 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err72 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data31.claimInfo !== undefined){
let data37 = data31.claimInfo;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.size === undefined){
const err73 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
for(const key6 in data37){
if(!((key6 === "size") || (key6 === "storageClass"))){
const err74 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data37.size !== undefined){
if(typeof data37.size !== "string"){
const err75 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data37.storageClass !== undefined){
let data39 = data37.storageClass;
if(typeof data39 === "string"){
if(func1(data39) < 1){
const err76 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data29.git !== undefined){
let data40 = data29.git;
if(Array.isArray(data40)){
const len2 = data40.length;
for(let i2=0; i2<len2; i2++){
let data41 = data40[i2];
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.repository === undefined){
const err81 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data41.path === undefined){
const err82 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key7 in data41){
if(!((((((key7 === "name") || (key7 === "repository")) || (key7 === "branch")) || (key7 === "revision")) || (key7 === "path")) || (key7 === "passwordSecret"))){
const err83 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data41.name !== undefined){
let data42 = data41.name;
if(typeof data42 === "string"){
if(func1(data42) < 1){
const err84 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err85 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data41.repository !== undefined){
let data43 = data41.repository;
if(typeof data43 === "string"){
if(func1(data43) < 1){
const err86 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err87 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data41.branch !== undefined){
let data44 = data41.branch;
if(typeof data44 === "string"){
if(func1(data44) < 1){
const err88 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err89 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data41.revision !== undefined){
let data45 = data41.revision;
if(typeof data45 === "string"){
if(func1(data45) < 1){
const err90 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err91 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data41.path !== undefined){
let data46 = data41.path;
if(typeof data46 === "string"){
if(func1(data46) < 1){
const err92 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err93 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data41.passwordSecret !== undefined){
let data47 = data41.passwordSecret;
if(typeof data47 === "string"){
if(func1(data47) < 1){
const err94 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err95 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err96 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err97 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data29.hostPath !== undefined){
let data48 = data29.hostPath;
if(Array.isArray(data48)){
const len3 = data48.length;
for(let i3=0; i3<len3; i3++){
let data49 = data48[i3];
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
if(data49.path === undefined){
const err98 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data49.mountPath === undefined){
const err99 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data49.readOnly === undefined){
const err100 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
for(const key8 in data49){
if(!(((key8 === "path") || (key8 === "mountPath")) || (key8 === "readOnly"))){
const err101 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data49.path !== undefined){
let data50 = data49.path;
if(typeof data50 === "string"){
if(func1(data50) < 1){
const err102 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err103 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data49.mountPath !== undefined){
let data51 = data49.mountPath;
if(typeof data51 === "string"){
if(func1(data51) < 1){
const err104 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data49.readOnly !== undefined){
if(typeof data49.readOnly !== "boolean"){
const err106 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err108 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data4.security !== undefined){
let data53 = data4.security;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
for(const key9 in data53){
if(!(((key9 === "hostIpc") || (key9 === "hostNetwork")) || (key9 === "allowPrivilegeEscalation"))){
const err110 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data53.hostIpc !== undefined){
if(typeof data53.hostIpc !== "boolean"){
const err111 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data53.hostNetwork !== undefined){
if(typeof data53.hostNetwork !== "boolean"){
const err112 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data53.allowPrivilegeEscalation !== undefined){
if(typeof data53.allowPrivilegeEscalation !== "boolean"){
const err113 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data57 = data4.priorityClass;
if(typeof data57 === "string"){
if(func1(data57) < 1){
const err115 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
else {
const err116 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data58 = data4.preemptibility;
if(!((data58 === "preemptible") || (data58 === "non-preemptible"))){
const err117 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data59 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err118 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err119 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data60 = data4.nodePools;
if(Array.isArray(data60)){
const len4 = data60.length;
for(let i4=0; i4<len4; i4++){
let data61 = data60[i4];
if(typeof data61 === "string"){
if(func1(data61) < 1){
const err120 = {instancePath:instancePath+"/spec/nodePools/" + i4,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/spec/nodePools/" + i4,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err122 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data4.category !== undefined){
let data62 = data4.category;
if(typeof data62 === "string"){
if(func1(data62) < 1){
const err123 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err124 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data63 = data4.imagePullSecrets;
if(Array.isArray(data63)){
const len5 = data63.length;
for(let i5=0; i5<len5; i5++){
let data64 = data63[i5];
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
if(data64.name === undefined){
const err125 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
for(const key10 in data64){
if(!((key10 === "name") || (key10 === "userCredential"))){
const err126 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data64.name !== undefined){
let data65 = data64.name;
if(typeof data65 === "string"){
if(func1(data65) < 1){
const err127 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err128 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data64.userCredential !== undefined){
if(typeof data64.userCredential !== "boolean"){
const err129 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err130 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err131 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data67 = data4.tolerations;
if(Array.isArray(data67)){
const len6 = data67.length;
for(let i6=0; i6<len6; i6++){
let data68 = data67[i6];
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(data68.name === undefined){
const err132 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data68.operator === undefined){
const err133 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(data68.key === undefined){
const err134 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data68.effect === undefined){
const err135 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
for(const key11 in data68){
if(!((((((key11 === "name") || (key11 === "operator")) || (key11 === "key")) || (key11 === "value")) || (key11 === "effect")) || (key11 === "seconds"))){
const err136 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data68.name !== undefined){
let data69 = data68.name;
if(typeof data69 === "string"){
if(func1(data69) < 1){
const err137 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err138 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data68.operator !== undefined){
let data70 = data68.operator;
if(!((data70 === "Equal") || (data70 === "Exists"))){
const err139 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data68.key !== undefined){
let data71 = data68.key;
if(typeof data71 === "string"){
if(func1(data71) < 1){
const err140 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err141 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data68.value !== undefined){
if(typeof data68.value !== "string"){
const err142 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data68.effect !== undefined){
let data73 = data68.effect;
if(!((((data73 === "NoSchedule") || (data73 === "NoExecute")) || (data73 === "PreferNoSchedule")) || (data73 === "Any"))){
const err143 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data68.seconds !== undefined){
let data74 = data68.seconds;
if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){
const err144 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 < 1 || isNaN(data74)){
const err145 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
}
else {
const err146 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err147 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data75 = data4.terminationGracePeriodSeconds;
if(!(((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75))) && (isFinite(data75)))){
const err148 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 < 0 || isNaN(data75)){
const err149 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data76 = data4.restartPolicy;
if(!(((data76 === "Always") || (data76 === "Never")) || (data76 === "OnFailure"))){
const err150 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err151 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data4.labels !== undefined){
let data78 = data4.labels;
if(Array.isArray(data78)){
const len7 = data78.length;
for(let i7=0; i7<len7; i7++){
let data79 = data78[i7];
if(data79 && typeof data79 == "object" && !Array.isArray(data79)){
if(data79.name === undefined){
const err152 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data79.value === undefined){
const err153 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
for(const key12 in data79){
if(!(((key12 === "name") || (key12 === "value")) || (key12 === "exclude"))){
const err154 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data79.name !== undefined){
let data80 = data79.name;
if(typeof data80 === "string"){
if(func1(data80) > 63){
const err155 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(func1(data80) < 1){
const err156 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(!pattern9.test(data80)){
const err157 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
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
const err158 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data79.value !== undefined){
let data81 = data79.value;
if(typeof data81 === "string"){
if(func1(data81) > 63){
const err159 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(!pattern10.test(data81)){
const err160 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
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
const err161 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data79.exclude !== undefined){
if(typeof data79.exclude !== "boolean"){
const err162 = {instancePath:instancePath+"/spec/labels/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
else {
const err164 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data83 = data4.annotations;
if(Array.isArray(data83)){
const len8 = data83.length;
for(let i8=0; i8<len8; i8++){
let data84 = data83[i8];
if(data84 && typeof data84 == "object" && !Array.isArray(data84)){
if(data84.name === undefined){
const err165 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data84.value === undefined){
const err166 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
for(const key13 in data84){
if(!(((key13 === "name") || (key13 === "value")) || (key13 === "exclude"))){
const err167 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data84.name !== undefined){
let data85 = data84.name;
if(typeof data85 === "string"){
if(func1(data85) > 63){
const err168 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(func1(data85) < 1){
const err169 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(!pattern9.test(data85)){
const err170 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
else {
const err171 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data84.value !== undefined){
let data86 = data84.value;
if(typeof data86 === "string"){
if(func1(data86) > 4096){
const err172 = {instancePath:instancePath+"/spec/annotations/" + i8+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err173 = {instancePath:instancePath+"/spec/annotations/" + i8+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data84.exclude !== undefined){
if(typeof data84.exclude !== "boolean"){
const err174 = {instancePath:instancePath+"/spec/annotations/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
else {
const err175 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
else {
const err176 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data4.ports !== undefined){
let data88 = data4.ports;
if(Array.isArray(data88)){
const len9 = data88.length;
for(let i9=0; i9<len9; i9++){
let data89 = data88[i9];
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.container === undefined){
const err177 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(data89.serviceType === undefined){
const err178 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
for(const key14 in data89){
if(!(((key14 === "container") || (key14 === "external")) || (key14 === "serviceType"))){
const err179 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data89.container !== undefined){
let data90 = data89.container;
if(!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))){
const err180 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if((typeof data90 == "number") && (isFinite(data90))){
if(data90 > 65535 || isNaN(data90)){
const err181 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data90 < 1 || isNaN(data90)){
const err182 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
}
if(data89.external !== undefined){
let data91 = data89.external;
if(!(((typeof data91 == "number") && (!(data91 % 1) && !isNaN(data91))) && (isFinite(data91)))){
const err183 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if((typeof data91 == "number") && (isFinite(data91))){
if(data91 > 65535 || isNaN(data91)){
const err184 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if(data91 < 1 || isNaN(data91)){
const err185 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data89.serviceType !== undefined){
let data92 = data89.serviceType;
if(!(((data92 === "LoadBalancer") || (data92 === "NodePort")) || (data92 === "ClusterIP"))){
const err186 = {instancePath:instancePath+"/spec/ports/" + i9+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
else {
const err188 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data93 = data4.exposedUrls;
if(Array.isArray(data93)){
const len10 = data93.length;
for(let i10=0; i10<len10; i10++){
let data94 = data93[i10];
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
if(data94.container === undefined){
const err189 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
for(const key15 in data94){
if(!(key15 === "container")){
const err190 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data94.container !== undefined){
let data95 = data94.container;
if(!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))){
const err191 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 > 65535 || isNaN(data95)){
const err192 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(data95 < 1 || isNaN(data95)){
const err193 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err194 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
else {
const err195 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
}
else {
const err196 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err197 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateDistributedRequest = validate23;
const schema34 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"A worker's spec, and the workload's; a training's members without `completions` and `parallelism`, and the framework's own. `priorityClass` and `category` from 2.22.","required":["numWorkers","distributedFramework"],"additionalProperties":false,"properties":{"numWorkers":{"type":"integer","minimum":1,"description":"The workers, besides the master."},"distributedFramework":{"enum":["MPI","PyTorch","TF","XGBoost","JAX"],"description":"JAX from 2.21.1 (taken here as 2.22, the first whole version that has it).","x-vendor":[{"until":"2.21","enum":["MPI","PyTorch","TF","XGBoost"]}]},"slotsPerWorker":{"type":"integer","minimum":1,"description":"MPI only."},"minReplicas":{"type":"integer","minimum":1,"description":"PyTorch only, for elastic training."},"maxReplicas":{"type":"integer","minimum":1,"description":"PyTorch only, for elastic training."},"cleanPodPolicy":{"enum":["None","All","Running"],"x-since":"2.20"},"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory"]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"GPU memory per device, with `gpuRequestType` `memory`.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"}}},"priorityClass":{"type":"string","minLength":1,"x-since":"2.22","description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary (`very-low` … `very-high`). Until 2.23 it is how a workspace asks\nto be preemptible.\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"The secret's name; a DNS label from 2.23.","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["name","operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `name`, `operator`, `key`\nand `effect` mandatory; `value` goes with `Equal` (their description says the reverse,\nwhich Kubernetes does not allow); `seconds` only with `NoExecute`.\n","properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535}}}}}},"masterSpecSameAsWorker":{"type":"boolean","description":"The master's spec is the workers'; `masterSpec` is then not given."},"masterSpec":{"type":"object","description":"The master's spec, when it differs from the workers' (the worker spec's members, less those of the framework).","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory"]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"gpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"GPU memory per device, with `gpuRequestType` `memory`.","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$","description":"A Kubernetes quantity, by the pattern of 2.23 (older versions allow a sign too).","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M"},"largeShmRequest":{"type":"boolean"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc"],"additionalProperties":false,"description":"A new claim (`existingPvc` false, with `claimInfo`), or one that exists already, by its `claimName`.","properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean"},"claimName":{"type":"string","minLength":1,"maxLength":63,"description":"The claim's name; at most 63 characters from 2.19."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}}},"if":{"properties":{"existingPvc":{"const":true}}},"then":{"required":["claimName"]},"else":{"required":["claimInfo"]}}},"git":{"type":"array","items":{"type":"object","required":["repository","path"],"additionalProperties":false,"description":"A git repository synced into the container (git-sync).","properties":{"name":{"type":"string","minLength":1},"repository":{"type":"string","minLength":1},"branch":{"type":"string","minLength":1},"revision":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"passwordSecret":{"type":"string","minLength":1,"description":"A secret holding the repository's user name and password; every version has it (documented as deprecated in favour of 2.23's `secretRef`)."}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"}}},"priorityClass":{"type":"string","minLength":1,"x-since":"2.22","description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary (`very-low` … `very-high`). Until 2.23 it is how a workspace asks\nto be preemptible.\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"nodePools":{"type":"array","description":"Node pools the workload may run in, in order of preference.","items":{"type":"string","minLength":1}},"category":{"type":"string","minLength":1,"description":"The workload's category (such as `Build`, `Train`, `Deploy`), from 2.22.","x-since":"2.22"},"imagePullSecrets":{"type":"array","description":"Kubernetes secrets that pull the image, from 2.22.","x-since":"2.22","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"The secret's name; a DNS label from 2.23.","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]},"userCredential":{"type":"boolean"}}}},"tolerations":{"type":"array","items":{"type":"object","required":["name","operator","key","effect"],"additionalProperties":false,"description":"A taint the workload tolerates. The vendor's documents mark `name`, `operator`, `key`\nand `effect` mandatory; `value` goes with `Equal` (their description says the reverse,\nwhich Kubernetes does not allow); `seconds` only with `NoExecute`.\n","properties":{"name":{"type":"string","minLength":1},"operator":{"enum":["Equal","Exists"]},"key":{"type":"string","minLength":1},"value":{"type":"string"},"effect":{"enum":["NoSchedule","NoExecute","PreferNoSchedule","Any"],"x-vendor":[{"until":"2.18","enum":["NoSchedule","NoExecute","PreferNoSchedule"]}]},"seconds":{"type":"integer","minimum":1}}}},"terminationGracePeriodSeconds":{"type":"integer","minimum":0,"x-since":"2.20"},"restartPolicy":{"enum":["Always","Never","OnFailure"],"x-since":"2.21"},"terminateAfterPreemption":{"type":"boolean"},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535}}}}}}}};

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
if(!(((((((key0 === "name") || (key0 === "useGivenNameAsPrefix")) || (key0 === "projectId")) || (key0 === "clusterId")) || (key0 === "spec")) || (key0 === "masterSpecSameAsWorker")) || (key0 === "masterSpec"))){
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
if(data22.value === undefined){
const err44 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key2 in data22){
if(!((key2 === "name") || (key2 === "value"))){
const err45 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data22.name !== undefined){
let data23 = data22.name;
if(typeof data23 === "string"){
if(func1(data23) < 1){
const err46 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/name",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data22.value !== undefined){
if(typeof data22.value !== "string"){
const err48 = {instancePath:instancePath+"/spec/environmentVariables/" + i0+"/value",schemaPath:"#/properties/spec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/spec/environmentVariables/" + i0,schemaPath:"#/properties/spec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/spec/environmentVariables",schemaPath:"#/properties/spec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data4.compute !== undefined){
let data25 = data4.compute;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key3 in data25){
if(!(func6.call(schema34.properties.spec.properties.compute.properties, key3))){
const err51 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data25.gpuDevicesRequest !== undefined){
let data26 = data25.gpuDevicesRequest;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err52 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err53 = {instancePath:instancePath+"/spec/compute/gpuDevicesRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
if(data25.gpuRequestType !== undefined){
let data27 = data25.gpuRequestType;
if(!((data27 === "portion") || (data27 === "memory"))){
const err54 = {instancePath:instancePath+"/spec/compute/gpuRequestType",schemaPath:"#/properties/spec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data25.gpuPortionRequest !== undefined){
let data28 = data25.gpuPortionRequest;
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 1 || isNaN(data28)){
const err55 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data28 < 0 || isNaN(data28)){
const err56 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/spec/compute/gpuPortionRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data25.gpuMemoryRequest !== undefined){
let data29 = data25.gpuMemoryRequest;
if(typeof data29 === "string"){
if(!pattern6.test(data29)){
const err58 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/spec/compute/gpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data25.cpuCoreRequest !== undefined){
let data30 = data25.cpuCoreRequest;
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err60 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data25.cpuCoreLimit !== undefined){
let data31 = data25.cpuCoreLimit;
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err62 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data25.cpuMemoryRequest !== undefined){
let data32 = data25.cpuMemoryRequest;
if(typeof data32 === "string"){
if(!pattern6.test(data32)){
const err64 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data25.cpuMemoryLimit !== undefined){
let data33 = data25.cpuMemoryLimit;
if(typeof data33 === "string"){
if(!pattern6.test(data33)){
const err66 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data25.largeShmRequest !== undefined){
if(typeof data25.largeShmRequest !== "boolean"){
const err68 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err69 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data4.storage !== undefined){
let data35 = data4.storage;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key4 in data35){
if(!(((key4 === "pvc") || (key4 === "git")) || (key4 === "hostPath"))){
const err70 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data35.pvc !== undefined){
let data36 = data35.pvc;
if(Array.isArray(data36)){
const len1 = data36.length;
for(let i1=0; i1<len1; i1++){
let data37 = data36[i1];
const _errs78 = errors;
let valid9 = true;
const _errs79 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.existingPvc !== undefined){
if(true !== data37.existingPvc){
const err71 = {};
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
var _valid0 = _errs79 === errors;
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs81 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.claimName === undefined){
const err72 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var _valid0 = _errs81 === errors;
valid9 = _valid0;
ifClause0 = "then";
}
else {
const _errs82 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.claimInfo === undefined){
const err73 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
var _valid0 = _errs82 === errors;
valid9 = _valid0;
ifClause0 = "else";
}
if(!valid9){
const err74 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.path === undefined){
const err75 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data37.existingPvc === undefined){
const err76 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
for(const key5 in data37){
if(!(((((key5 === "path") || (key5 === "readOnly")) || (key5 === "existingPvc")) || (key5 === "claimName")) || (key5 === "claimInfo"))){
const err77 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data37.path !== undefined){
let data39 = data37.path;
if(typeof data39 === "string"){
if(func1(data39) < 1){
const err78 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data37.readOnly !== undefined){
if(typeof data37.readOnly !== "boolean"){
const err80 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data37.existingPvc !== undefined){
if(typeof data37.existingPvc !== "boolean"){
const err81 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data37.claimName !== undefined){
let data42 = data37.claimName;
if(typeof data42 === "string"){
if(func1(data42) > 63){
const err82 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(func1(data42) < 1){
const err83 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err84 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimName",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data37.claimInfo !== undefined){
let data43 = data37.claimInfo;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.size === undefined){
const err85 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key6 in data43){
if(!((key6 === "size") || (key6 === "storageClass"))){
const err86 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data43.size !== undefined){
if(typeof data43.size !== "string"){
const err87 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data43.storageClass !== undefined){
let data45 = data43.storageClass;
if(typeof data45 === "string"){
if(func1(data45) < 1){
const err88 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err89 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err90 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err91 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data35.git !== undefined){
let data46 = data35.git;
if(Array.isArray(data46)){
const len2 = data46.length;
for(let i2=0; i2<len2; i2++){
let data47 = data46[i2];
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.repository === undefined){
const err93 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data47.path === undefined){
const err94 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
for(const key7 in data47){
if(!((((((key7 === "name") || (key7 === "repository")) || (key7 === "branch")) || (key7 === "revision")) || (key7 === "path")) || (key7 === "passwordSecret"))){
const err95 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data47.name !== undefined){
let data48 = data47.name;
if(typeof data48 === "string"){
if(func1(data48) < 1){
const err96 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err97 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/name",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data47.repository !== undefined){
let data49 = data47.repository;
if(typeof data49 === "string"){
if(func1(data49) < 1){
const err98 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/repository",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data47.branch !== undefined){
let data50 = data47.branch;
if(typeof data50 === "string"){
if(func1(data50) < 1){
const err100 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err101 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/branch",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data47.revision !== undefined){
let data51 = data47.revision;
if(typeof data51 === "string"){
if(func1(data51) < 1){
const err102 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err103 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/revision",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data47.path !== undefined){
let data52 = data47.path;
if(typeof data52 === "string"){
if(func1(data52) < 1){
const err104 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data47.passwordSecret !== undefined){
let data53 = data47.passwordSecret;
if(typeof data53 === "string"){
if(func1(data53) < 1){
const err106 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err107 = {instancePath:instancePath+"/spec/storage/git/" + i2+"/passwordSecret",schemaPath:"#/properties/spec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err108 = {instancePath:instancePath+"/spec/storage/git/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath:instancePath+"/spec/storage/git",schemaPath:"#/properties/spec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data35.hostPath !== undefined){
let data54 = data35.hostPath;
if(Array.isArray(data54)){
const len3 = data54.length;
for(let i3=0; i3<len3; i3++){
let data55 = data54[i3];
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.path === undefined){
const err110 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data55.mountPath === undefined){
const err111 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data55.readOnly === undefined){
const err112 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
for(const key8 in data55){
if(!(((key8 === "path") || (key8 === "mountPath")) || (key8 === "readOnly"))){
const err113 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data55.path !== undefined){
let data56 = data55.path;
if(typeof data56 === "string"){
if(func1(data56) < 1){
const err114 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err115 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data55.mountPath !== undefined){
let data57 = data55.mountPath;
if(typeof data57 === "string"){
if(func1(data57) < 1){
const err116 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err117 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data55.readOnly !== undefined){
if(typeof data55.readOnly !== "boolean"){
const err118 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/spec/storage/hostPath/" + i3,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
else {
const err121 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data4.security !== undefined){
let data59 = data4.security;
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
for(const key9 in data59){
if(!(((key9 === "hostIpc") || (key9 === "hostNetwork")) || (key9 === "allowPrivilegeEscalation"))){
const err122 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data59.hostIpc !== undefined){
if(typeof data59.hostIpc !== "boolean"){
const err123 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data59.hostNetwork !== undefined){
if(typeof data59.hostNetwork !== "boolean"){
const err124 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data59.allowPrivilegeEscalation !== undefined){
if(typeof data59.allowPrivilegeEscalation !== "boolean"){
const err125 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err126 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data63 = data4.priorityClass;
if(typeof data63 === "string"){
if(func1(data63) < 1){
const err127 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err128 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data64 = data4.preemptibility;
if(!((data64 === "preemptible") || (data64 === "non-preemptible"))){
const err129 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data65 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err130 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 0 || isNaN(data65)){
const err131 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
if(data4.nodePools !== undefined){
let data66 = data4.nodePools;
if(Array.isArray(data66)){
const len4 = data66.length;
for(let i4=0; i4<len4; i4++){
let data67 = data66[i4];
if(typeof data67 === "string"){
if(func1(data67) < 1){
const err132 = {instancePath:instancePath+"/spec/nodePools/" + i4,schemaPath:"#/properties/spec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/spec/nodePools/" + i4,schemaPath:"#/properties/spec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath:instancePath+"/spec/nodePools",schemaPath:"#/properties/spec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data4.category !== undefined){
let data68 = data4.category;
if(typeof data68 === "string"){
if(func1(data68) < 1){
const err135 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err136 = {instancePath:instancePath+"/spec/category",schemaPath:"#/properties/spec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data4.imagePullSecrets !== undefined){
let data69 = data4.imagePullSecrets;
if(Array.isArray(data69)){
const len5 = data69.length;
for(let i5=0; i5<len5; i5++){
let data70 = data69[i5];
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
if(data70.name === undefined){
const err137 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
for(const key10 in data70){
if(!((key10 === "name") || (key10 === "userCredential"))){
const err138 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data70.name !== undefined){
let data71 = data70.name;
if(typeof data71 === "string"){
if(func1(data71) < 1){
const err139 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/name",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data70.userCredential !== undefined){
if(typeof data70.userCredential !== "boolean"){
const err141 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5+"/userCredential",schemaPath:"#/properties/spec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath:instancePath+"/spec/imagePullSecrets/" + i5,schemaPath:"#/properties/spec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
else {
const err143 = {instancePath:instancePath+"/spec/imagePullSecrets",schemaPath:"#/properties/spec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data4.tolerations !== undefined){
let data73 = data4.tolerations;
if(Array.isArray(data73)){
const len6 = data73.length;
for(let i6=0; i6<len6; i6++){
let data74 = data73[i6];
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
if(data74.name === undefined){
const err144 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(data74.operator === undefined){
const err145 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if(data74.key === undefined){
const err146 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(data74.effect === undefined){
const err147 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
for(const key11 in data74){
if(!((((((key11 === "name") || (key11 === "operator")) || (key11 === "key")) || (key11 === "value")) || (key11 === "effect")) || (key11 === "seconds"))){
const err148 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data74.name !== undefined){
let data75 = data74.name;
if(typeof data75 === "string"){
if(func1(data75) < 1){
const err149 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/name",schemaPath:"#/properties/spec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data74.operator !== undefined){
let data76 = data74.operator;
if(!((data76 === "Equal") || (data76 === "Exists"))){
const err151 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/operator",schemaPath:"#/properties/spec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data74.key !== undefined){
let data77 = data74.key;
if(typeof data77 === "string"){
if(func1(data77) < 1){
const err152 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err153 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/key",schemaPath:"#/properties/spec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data74.value !== undefined){
if(typeof data74.value !== "string"){
const err154 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/value",schemaPath:"#/properties/spec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data74.effect !== undefined){
let data79 = data74.effect;
if(!((((data79 === "NoSchedule") || (data79 === "NoExecute")) || (data79 === "PreferNoSchedule")) || (data79 === "Any"))){
const err155 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/effect",schemaPath:"#/properties/spec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data74.seconds !== undefined){
let data80 = data74.seconds;
if(!(((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80))) && (isFinite(data80)))){
const err156 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if((typeof data80 == "number") && (isFinite(data80))){
if(data80 < 1 || isNaN(data80)){
const err157 = {instancePath:instancePath+"/spec/tolerations/" + i6+"/seconds",schemaPath:"#/properties/spec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
}
else {
const err158 = {instancePath:instancePath+"/spec/tolerations/" + i6,schemaPath:"#/properties/spec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/spec/tolerations",schemaPath:"#/properties/spec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data4.terminationGracePeriodSeconds !== undefined){
let data81 = data4.terminationGracePeriodSeconds;
if(!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))){
const err160 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if((typeof data81 == "number") && (isFinite(data81))){
if(data81 < 0 || isNaN(data81)){
const err161 = {instancePath:instancePath+"/spec/terminationGracePeriodSeconds",schemaPath:"#/properties/spec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
if(data4.restartPolicy !== undefined){
let data82 = data4.restartPolicy;
if(!(((data82 === "Always") || (data82 === "Never")) || (data82 === "OnFailure"))){
const err162 = {instancePath:instancePath+"/spec/restartPolicy",schemaPath:"#/properties/spec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data4.terminateAfterPreemption !== undefined){
if(typeof data4.terminateAfterPreemption !== "boolean"){
const err163 = {instancePath:instancePath+"/spec/terminateAfterPreemption",schemaPath:"#/properties/spec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data4.labels !== undefined){
let data84 = data4.labels;
if(Array.isArray(data84)){
const len7 = data84.length;
for(let i7=0; i7<len7; i7++){
let data85 = data84[i7];
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
if(data85.name === undefined){
const err164 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(data85.value === undefined){
const err165 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
for(const key12 in data85){
if(!(((key12 === "name") || (key12 === "value")) || (key12 === "exclude"))){
const err166 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data85.name !== undefined){
let data86 = data85.name;
if(typeof data86 === "string"){
if(func1(data86) > 63){
const err167 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(func1(data86) < 1){
const err168 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(!pattern9.test(data86)){
const err169 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
else {
const err170 = {instancePath:instancePath+"/spec/labels/" + i7+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data85.value !== undefined){
let data87 = data85.value;
if(typeof data87 === "string"){
if(func1(data87) > 63){
const err171 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(!pattern10.test(data87)){
const err172 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
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
const err173 = {instancePath:instancePath+"/spec/labels/" + i7+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data85.exclude !== undefined){
if(typeof data85.exclude !== "boolean"){
const err174 = {instancePath:instancePath+"/spec/labels/" + i7+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
else {
const err175 = {instancePath:instancePath+"/spec/labels/" + i7,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
else {
const err176 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data89 = data4.annotations;
if(Array.isArray(data89)){
const len8 = data89.length;
for(let i8=0; i8<len8; i8++){
let data90 = data89[i8];
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
if(data90.name === undefined){
const err177 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(data90.value === undefined){
const err178 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
for(const key13 in data90){
if(!(((key13 === "name") || (key13 === "value")) || (key13 === "exclude"))){
const err179 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data90.name !== undefined){
let data91 = data90.name;
if(typeof data91 === "string"){
if(func1(data91) > 63){
const err180 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(func1(data91) < 1){
const err181 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(!pattern9.test(data91)){
const err182 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
else {
const err183 = {instancePath:instancePath+"/spec/annotations/" + i8+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data90.value !== undefined){
let data92 = data90.value;
if(typeof data92 === "string"){
if(func1(data92) > 4096){
const err184 = {instancePath:instancePath+"/spec/annotations/" + i8+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err185 = {instancePath:instancePath+"/spec/annotations/" + i8+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data90.exclude !== undefined){
if(typeof data90.exclude !== "boolean"){
const err186 = {instancePath:instancePath+"/spec/annotations/" + i8+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/spec/annotations/" + i8,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
else {
const err188 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data4.ports !== undefined){
let data94 = data4.ports;
if(Array.isArray(data94)){
const len9 = data94.length;
for(let i9=0; i9<len9; i9++){
let data95 = data94[i9];
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
if(data95.container === undefined){
const err189 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if(data95.serviceType === undefined){
const err190 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
for(const key14 in data95){
if(!(((key14 === "container") || (key14 === "external")) || (key14 === "serviceType"))){
const err191 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data95.container !== undefined){
let data96 = data95.container;
if(!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))){
const err192 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 > 65535 || isNaN(data96)){
const err193 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(data96 < 1 || isNaN(data96)){
const err194 = {instancePath:instancePath+"/spec/ports/" + i9+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
if(data95.external !== undefined){
let data97 = data95.external;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
const err195 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 > 65535 || isNaN(data97)){
const err196 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data97 < 1 || isNaN(data97)){
const err197 = {instancePath:instancePath+"/spec/ports/" + i9+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data95.serviceType !== undefined){
let data98 = data95.serviceType;
if(!(((data98 === "LoadBalancer") || (data98 === "NodePort")) || (data98 === "ClusterIP"))){
const err198 = {instancePath:instancePath+"/spec/ports/" + i9+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema34.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
else {
const err199 = {instancePath:instancePath+"/spec/ports/" + i9,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
else {
const err200 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data99 = data4.exposedUrls;
if(Array.isArray(data99)){
const len10 = data99.length;
for(let i10=0; i10<len10; i10++){
let data100 = data99[i10];
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
if(data100.container === undefined){
const err201 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
for(const key15 in data100){
if(!(key15 === "container")){
const err202 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data100.container !== undefined){
let data101 = data100.container;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err203 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 > 65535 || isNaN(data101)){
const err204 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data101 < 1 || isNaN(data101)){
const err205 = {instancePath:instancePath+"/spec/exposedUrls/" + i10+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err206 = {instancePath:instancePath+"/spec/exposedUrls/" + i10,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err207 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
else {
const err208 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data.masterSpecSameAsWorker !== undefined){
if(typeof data.masterSpecSameAsWorker !== "boolean"){
const err209 = {instancePath:instancePath+"/masterSpecSameAsWorker",schemaPath:"#/properties/masterSpecSameAsWorker/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data.masterSpec !== undefined){
let data103 = data.masterSpec;
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
for(const key16 in data103){
if(!(func6.call(schema34.properties.masterSpec.properties, key16))){
const err210 = {instancePath:instancePath+"/masterSpec",schemaPath:"#/properties/masterSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data103.image !== undefined){
let data104 = data103.image;
if(typeof data104 === "string"){
if(func1(data104) < 1){
const err211 = {instancePath:instancePath+"/masterSpec/image",schemaPath:"#/properties/masterSpec/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
else {
const err212 = {instancePath:instancePath+"/masterSpec/image",schemaPath:"#/properties/masterSpec/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data103.imagePullPolicy !== undefined){
let data105 = data103.imagePullPolicy;
if(!(((data105 === "Always") || (data105 === "Never")) || (data105 === "IfNotPresent"))){
const err213 = {instancePath:instancePath+"/masterSpec/imagePullPolicy",schemaPath:"#/properties/masterSpec/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data103.workingDir !== undefined){
if(typeof data103.workingDir !== "string"){
const err214 = {instancePath:instancePath+"/masterSpec/workingDir",schemaPath:"#/properties/masterSpec/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
if(data103.createHomeDir !== undefined){
if(typeof data103.createHomeDir !== "boolean"){
const err215 = {instancePath:instancePath+"/masterSpec/createHomeDir",schemaPath:"#/properties/masterSpec/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
if(data103.stdin !== undefined){
if(typeof data103.stdin !== "boolean"){
const err216 = {instancePath:instancePath+"/masterSpec/stdin",schemaPath:"#/properties/masterSpec/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data103.tty !== undefined){
if(typeof data103.tty !== "boolean"){
const err217 = {instancePath:instancePath+"/masterSpec/tty",schemaPath:"#/properties/masterSpec/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data103.nodeType !== undefined){
if(typeof data103.nodeType !== "string"){
const err218 = {instancePath:instancePath+"/masterSpec/nodeType",schemaPath:"#/properties/masterSpec/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data103.backoffLimit !== undefined){
let data111 = data103.backoffLimit;
if(!(((typeof data111 == "number") && (!(data111 % 1) && !isNaN(data111))) && (isFinite(data111)))){
const err219 = {instancePath:instancePath+"/masterSpec/backoffLimit",schemaPath:"#/properties/masterSpec/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if((typeof data111 == "number") && (isFinite(data111))){
if(data111 < 0 || isNaN(data111)){
const err220 = {instancePath:instancePath+"/masterSpec/backoffLimit",schemaPath:"#/properties/masterSpec/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
}
if(data103.command !== undefined){
let data112 = data103.command;
if(typeof data112 === "string"){
if(func1(data112) < 1){
const err221 = {instancePath:instancePath+"/masterSpec/command",schemaPath:"#/properties/masterSpec/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
else {
const err222 = {instancePath:instancePath+"/masterSpec/command",schemaPath:"#/properties/masterSpec/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data103.args !== undefined){
let data113 = data103.args;
if(typeof data113 === "string"){
if(func1(data113) < 1){
const err223 = {instancePath:instancePath+"/masterSpec/args",schemaPath:"#/properties/masterSpec/properties/args/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
else {
const err224 = {instancePath:instancePath+"/masterSpec/args",schemaPath:"#/properties/masterSpec/properties/args/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data103.environmentVariables !== undefined){
let data114 = data103.environmentVariables;
if(Array.isArray(data114)){
const len11 = data114.length;
for(let i11=0; i11<len11; i11++){
let data115 = data114[i11];
if(data115 && typeof data115 == "object" && !Array.isArray(data115)){
if(data115.name === undefined){
const err225 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i11,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
if(data115.value === undefined){
const err226 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i11,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
for(const key17 in data115){
if(!((key17 === "name") || (key17 === "value"))){
const err227 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i11,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
if(data115.name !== undefined){
let data116 = data115.name;
if(typeof data116 === "string"){
if(func1(data116) < 1){
const err228 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i11+"/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err229 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i11+"/name",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
if(data115.value !== undefined){
if(typeof data115.value !== "string"){
const err230 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i11+"/value",schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err231 = {instancePath:instancePath+"/masterSpec/environmentVariables/" + i11,schemaPath:"#/properties/masterSpec/properties/environmentVariables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err232 = {instancePath:instancePath+"/masterSpec/environmentVariables",schemaPath:"#/properties/masterSpec/properties/environmentVariables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data103.compute !== undefined){
let data118 = data103.compute;
if(data118 && typeof data118 == "object" && !Array.isArray(data118)){
for(const key18 in data118){
if(!(func6.call(schema34.properties.masterSpec.properties.compute.properties, key18))){
const err233 = {instancePath:instancePath+"/masterSpec/compute",schemaPath:"#/properties/masterSpec/properties/compute/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data118.gpuDevicesRequest !== undefined){
let data119 = data118.gpuDevicesRequest;
if(!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))){
const err234 = {instancePath:instancePath+"/masterSpec/compute/gpuDevicesRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuDevicesRequest/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if((typeof data119 == "number") && (isFinite(data119))){
if(data119 < 0 || isNaN(data119)){
const err235 = {instancePath:instancePath+"/masterSpec/compute/gpuDevicesRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuDevicesRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data118.gpuRequestType !== undefined){
let data120 = data118.gpuRequestType;
if(!((data120 === "portion") || (data120 === "memory"))){
const err236 = {instancePath:instancePath+"/masterSpec/compute/gpuRequestType",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuRequestType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.compute.properties.gpuRequestType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
if(data118.gpuPortionRequest !== undefined){
let data121 = data118.gpuPortionRequest;
if((typeof data121 == "number") && (isFinite(data121))){
if(data121 > 1 || isNaN(data121)){
const err237 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(data121 < 0 || isNaN(data121)){
const err238 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err239 = {instancePath:instancePath+"/masterSpec/compute/gpuPortionRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuPortionRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data118.gpuMemoryRequest !== undefined){
let data122 = data118.gpuMemoryRequest;
if(typeof data122 === "string"){
if(!pattern6.test(data122)){
const err240 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
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
const err241 = {instancePath:instancePath+"/masterSpec/compute/gpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/gpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data118.cpuCoreRequest !== undefined){
let data123 = data118.cpuCoreRequest;
if((typeof data123 == "number") && (isFinite(data123))){
if(data123 < 0 || isNaN(data123)){
const err242 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
else {
const err243 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
if(data118.cpuCoreLimit !== undefined){
let data124 = data118.cpuCoreLimit;
if((typeof data124 == "number") && (isFinite(data124))){
if(data124 < 0 || isNaN(data124)){
const err244 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
else {
const err245 = {instancePath:instancePath+"/masterSpec/compute/cpuCoreLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
if(data118.cpuMemoryRequest !== undefined){
let data125 = data118.cpuMemoryRequest;
if(typeof data125 === "string"){
if(!pattern6.test(data125)){
const err246 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
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
const err247 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
if(data118.cpuMemoryLimit !== undefined){
let data126 = data118.cpuMemoryLimit;
if(typeof data126 === "string"){
if(!pattern6.test(data126)){
const err248 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
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
const err249 = {instancePath:instancePath+"/masterSpec/compute/cpuMemoryLimit",schemaPath:"#/properties/masterSpec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
if(data118.largeShmRequest !== undefined){
if(typeof data118.largeShmRequest !== "boolean"){
const err250 = {instancePath:instancePath+"/masterSpec/compute/largeShmRequest",schemaPath:"#/properties/masterSpec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
}
else {
const err251 = {instancePath:instancePath+"/masterSpec/compute",schemaPath:"#/properties/masterSpec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data103.storage !== undefined){
let data128 = data103.storage;
if(data128 && typeof data128 == "object" && !Array.isArray(data128)){
for(const key19 in data128){
if(!(((key19 === "pvc") || (key19 === "git")) || (key19 === "hostPath"))){
const err252 = {instancePath:instancePath+"/masterSpec/storage",schemaPath:"#/properties/masterSpec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
if(data128.pvc !== undefined){
let data129 = data128.pvc;
if(Array.isArray(data129)){
const len12 = data129.length;
for(let i12=0; i12<len12; i12++){
let data130 = data129[i12];
const _errs275 = errors;
let valid48 = true;
const _errs276 = errors;
if(data130 && typeof data130 == "object" && !Array.isArray(data130)){
if(data130.existingPvc !== undefined){
if(true !== data130.existingPvc){
const err253 = {};
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
var _valid1 = _errs276 === errors;
errors = _errs275;
if(vErrors !== null){
if(_errs275){
vErrors.length = _errs275;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid1){
const _errs278 = errors;
if(data130 && typeof data130 == "object" && !Array.isArray(data130)){
if(data130.claimName === undefined){
const err254 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/then/required",keyword:"required",params:{missingProperty: "claimName"},message:"must have required property '"+"claimName"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
var _valid1 = _errs278 === errors;
valid48 = _valid1;
ifClause1 = "then";
}
else {
const _errs279 = errors;
if(data130 && typeof data130 == "object" && !Array.isArray(data130)){
if(data130.claimInfo === undefined){
const err255 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/else/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
var _valid1 = _errs279 === errors;
valid48 = _valid1;
ifClause1 = "else";
}
if(!valid48){
const err256 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if(data130 && typeof data130 == "object" && !Array.isArray(data130)){
if(data130.path === undefined){
const err257 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
if(data130.existingPvc === undefined){
const err258 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
for(const key20 in data130){
if(!(((((key20 === "path") || (key20 === "readOnly")) || (key20 === "existingPvc")) || (key20 === "claimName")) || (key20 === "claimInfo"))){
const err259 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data130.path !== undefined){
let data132 = data130.path;
if(typeof data132 === "string"){
if(func1(data132) < 1){
const err260 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
else {
const err261 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data130.readOnly !== undefined){
if(typeof data130.readOnly !== "boolean"){
const err262 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/readOnly",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data130.existingPvc !== undefined){
if(typeof data130.existingPvc !== "boolean"){
const err263 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/existingPvc",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data130.claimName !== undefined){
let data135 = data130.claimName;
if(typeof data135 === "string"){
if(func1(data135) > 63){
const err264 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(func1(data135) < 1){
const err265 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err266 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimName",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
if(data130.claimInfo !== undefined){
let data136 = data130.claimInfo;
if(data136 && typeof data136 == "object" && !Array.isArray(data136)){
if(data136.size === undefined){
const err267 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
for(const key21 in data136){
if(!((key21 === "size") || (key21 === "storageClass"))){
const err268 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data136.size !== undefined){
if(typeof data136.size !== "string"){
const err269 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimInfo/size",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data136.storageClass !== undefined){
let data138 = data136.storageClass;
if(typeof data138 === "string"){
if(func1(data138) < 1){
const err270 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimInfo/storageClass",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
else {
const err271 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimInfo/storageClass",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
}
else {
const err272 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12+"/claimInfo",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
}
else {
const err273 = {instancePath:instancePath+"/masterSpec/storage/pvc/" + i12,schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
}
else {
const err274 = {instancePath:instancePath+"/masterSpec/storage/pvc",schemaPath:"#/properties/masterSpec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data128.git !== undefined){
let data139 = data128.git;
if(Array.isArray(data139)){
const len13 = data139.length;
for(let i13=0; i13<len13; i13++){
let data140 = data139[i13];
if(data140 && typeof data140 == "object" && !Array.isArray(data140)){
if(data140.repository === undefined){
const err275 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if(data140.path === undefined){
const err276 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
for(const key22 in data140){
if(!((((((key22 === "name") || (key22 === "repository")) || (key22 === "branch")) || (key22 === "revision")) || (key22 === "path")) || (key22 === "passwordSecret"))){
const err277 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data140.name !== undefined){
let data141 = data140.name;
if(typeof data141 === "string"){
if(func1(data141) < 1){
const err278 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
else {
const err279 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/name",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data140.repository !== undefined){
let data142 = data140.repository;
if(typeof data142 === "string"){
if(func1(data142) < 1){
const err280 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/repository",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/repository/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err281 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/repository",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data140.branch !== undefined){
let data143 = data140.branch;
if(typeof data143 === "string"){
if(func1(data143) < 1){
const err282 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/branch",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/branch/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
else {
const err283 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/branch",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
if(data140.revision !== undefined){
let data144 = data140.revision;
if(typeof data144 === "string"){
if(func1(data144) < 1){
const err284 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/revision",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err285 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/revision",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/revision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
if(data140.path !== undefined){
let data145 = data140.path;
if(typeof data145 === "string"){
if(func1(data145) < 1){
const err286 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
else {
const err287 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data140.passwordSecret !== undefined){
let data146 = data140.passwordSecret;
if(typeof data146 === "string"){
if(func1(data146) < 1){
const err288 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/passwordSecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/passwordSecret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err289 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13+"/passwordSecret",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/properties/passwordSecret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
}
else {
const err290 = {instancePath:instancePath+"/masterSpec/storage/git/" + i13,schemaPath:"#/properties/masterSpec/properties/storage/properties/git/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err291 = {instancePath:instancePath+"/masterSpec/storage/git",schemaPath:"#/properties/masterSpec/properties/storage/properties/git/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data128.hostPath !== undefined){
let data147 = data128.hostPath;
if(Array.isArray(data147)){
const len14 = data147.length;
for(let i14=0; i14<len14; i14++){
let data148 = data147[i14];
if(data148 && typeof data148 == "object" && !Array.isArray(data148)){
if(data148.path === undefined){
const err292 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
if(data148.mountPath === undefined){
const err293 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
if(data148.readOnly === undefined){
const err294 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
for(const key23 in data148){
if(!(((key23 === "path") || (key23 === "mountPath")) || (key23 === "readOnly"))){
const err295 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
if(data148.path !== undefined){
let data149 = data148.path;
if(typeof data149 === "string"){
if(func1(data149) < 1){
const err296 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err297 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14+"/path",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data148.mountPath !== undefined){
let data150 = data148.mountPath;
if(typeof data150 === "string"){
if(func1(data150) < 1){
const err298 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
else {
const err299 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14+"/mountPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data148.readOnly !== undefined){
if(typeof data148.readOnly !== "boolean"){
const err300 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14+"/readOnly",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err301 = {instancePath:instancePath+"/masterSpec/storage/hostPath/" + i14,schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
}
else {
const err302 = {instancePath:instancePath+"/masterSpec/storage/hostPath",schemaPath:"#/properties/masterSpec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
}
else {
const err303 = {instancePath:instancePath+"/masterSpec/storage",schemaPath:"#/properties/masterSpec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data103.security !== undefined){
let data152 = data103.security;
if(data152 && typeof data152 == "object" && !Array.isArray(data152)){
for(const key24 in data152){
if(!(((key24 === "hostIpc") || (key24 === "hostNetwork")) || (key24 === "allowPrivilegeEscalation"))){
const err304 = {instancePath:instancePath+"/masterSpec/security",schemaPath:"#/properties/masterSpec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
if(data152.hostIpc !== undefined){
if(typeof data152.hostIpc !== "boolean"){
const err305 = {instancePath:instancePath+"/masterSpec/security/hostIpc",schemaPath:"#/properties/masterSpec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
if(data152.hostNetwork !== undefined){
if(typeof data152.hostNetwork !== "boolean"){
const err306 = {instancePath:instancePath+"/masterSpec/security/hostNetwork",schemaPath:"#/properties/masterSpec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(data152.allowPrivilegeEscalation !== undefined){
if(typeof data152.allowPrivilegeEscalation !== "boolean"){
const err307 = {instancePath:instancePath+"/masterSpec/security/allowPrivilegeEscalation",schemaPath:"#/properties/masterSpec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err308 = {instancePath:instancePath+"/masterSpec/security",schemaPath:"#/properties/masterSpec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
if(data103.priorityClass !== undefined){
let data156 = data103.priorityClass;
if(typeof data156 === "string"){
if(func1(data156) < 1){
const err309 = {instancePath:instancePath+"/masterSpec/priorityClass",schemaPath:"#/properties/masterSpec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
else {
const err310 = {instancePath:instancePath+"/masterSpec/priorityClass",schemaPath:"#/properties/masterSpec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
if(data103.preemptibility !== undefined){
let data157 = data103.preemptibility;
if(!((data157 === "preemptible") || (data157 === "non-preemptible"))){
const err311 = {instancePath:instancePath+"/masterSpec/preemptibility",schemaPath:"#/properties/masterSpec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
if(data103.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data158 = data103.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data158 == "number") && (!(data158 % 1) && !isNaN(data158))) && (isFinite(data158)))){
const err312 = {instancePath:instancePath+"/masterSpec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/masterSpec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
if((typeof data158 == "number") && (isFinite(data158))){
if(data158 < 0 || isNaN(data158)){
const err313 = {instancePath:instancePath+"/masterSpec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/masterSpec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data103.nodePools !== undefined){
let data159 = data103.nodePools;
if(Array.isArray(data159)){
const len15 = data159.length;
for(let i15=0; i15<len15; i15++){
let data160 = data159[i15];
if(typeof data160 === "string"){
if(func1(data160) < 1){
const err314 = {instancePath:instancePath+"/masterSpec/nodePools/" + i15,schemaPath:"#/properties/masterSpec/properties/nodePools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
else {
const err315 = {instancePath:instancePath+"/masterSpec/nodePools/" + i15,schemaPath:"#/properties/masterSpec/properties/nodePools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err316 = {instancePath:instancePath+"/masterSpec/nodePools",schemaPath:"#/properties/masterSpec/properties/nodePools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
if(data103.category !== undefined){
let data161 = data103.category;
if(typeof data161 === "string"){
if(func1(data161) < 1){
const err317 = {instancePath:instancePath+"/masterSpec/category",schemaPath:"#/properties/masterSpec/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
else {
const err318 = {instancePath:instancePath+"/masterSpec/category",schemaPath:"#/properties/masterSpec/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data103.imagePullSecrets !== undefined){
let data162 = data103.imagePullSecrets;
if(Array.isArray(data162)){
const len16 = data162.length;
for(let i16=0; i16<len16; i16++){
let data163 = data162[i16];
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
if(data163.name === undefined){
const err319 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i16,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
for(const key25 in data163){
if(!((key25 === "name") || (key25 === "userCredential"))){
const err320 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i16,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
if(data163.name !== undefined){
let data164 = data163.name;
if(typeof data164 === "string"){
if(func1(data164) < 1){
const err321 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i16+"/name",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
else {
const err322 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i16+"/name",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
if(data163.userCredential !== undefined){
if(typeof data163.userCredential !== "boolean"){
const err323 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i16+"/userCredential",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/properties/userCredential/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err324 = {instancePath:instancePath+"/masterSpec/imagePullSecrets/" + i16,schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err325 = {instancePath:instancePath+"/masterSpec/imagePullSecrets",schemaPath:"#/properties/masterSpec/properties/imagePullSecrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
if(data103.tolerations !== undefined){
let data166 = data103.tolerations;
if(Array.isArray(data166)){
const len17 = data166.length;
for(let i17=0; i17<len17; i17++){
let data167 = data166[i17];
if(data167 && typeof data167 == "object" && !Array.isArray(data167)){
if(data167.name === undefined){
const err326 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if(data167.operator === undefined){
const err327 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(data167.key === undefined){
const err328 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
if(data167.effect === undefined){
const err329 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17,schemaPath:"#/properties/masterSpec/properties/tolerations/items/required",keyword:"required",params:{missingProperty: "effect"},message:"must have required property '"+"effect"+"'"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
for(const key26 in data167){
if(!((((((key26 === "name") || (key26 === "operator")) || (key26 === "key")) || (key26 === "value")) || (key26 === "effect")) || (key26 === "seconds"))){
const err330 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17,schemaPath:"#/properties/masterSpec/properties/tolerations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
if(data167.name !== undefined){
let data168 = data167.name;
if(typeof data168 === "string"){
if(func1(data168) < 1){
const err331 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/name",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err332 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/name",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
if(data167.operator !== undefined){
let data169 = data167.operator;
if(!((data169 === "Equal") || (data169 === "Exists"))){
const err333 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/operator",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/operator/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.tolerations.items.properties.operator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data167.key !== undefined){
let data170 = data167.key;
if(typeof data170 === "string"){
if(func1(data170) < 1){
const err334 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/key",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
else {
const err335 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/key",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data167.value !== undefined){
if(typeof data167.value !== "string"){
const err336 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/value",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
if(data167.effect !== undefined){
let data172 = data167.effect;
if(!((((data172 === "NoSchedule") || (data172 === "NoExecute")) || (data172 === "PreferNoSchedule")) || (data172 === "Any"))){
const err337 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/effect",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/effect/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.tolerations.items.properties.effect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
if(data167.seconds !== undefined){
let data173 = data167.seconds;
if(!(((typeof data173 == "number") && (!(data173 % 1) && !isNaN(data173))) && (isFinite(data173)))){
const err338 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/seconds",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if((typeof data173 == "number") && (isFinite(data173))){
if(data173 < 1 || isNaN(data173)){
const err339 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17+"/seconds",schemaPath:"#/properties/masterSpec/properties/tolerations/items/properties/seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
}
}
else {
const err340 = {instancePath:instancePath+"/masterSpec/tolerations/" + i17,schemaPath:"#/properties/masterSpec/properties/tolerations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
}
else {
const err341 = {instancePath:instancePath+"/masterSpec/tolerations",schemaPath:"#/properties/masterSpec/properties/tolerations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
if(data103.terminationGracePeriodSeconds !== undefined){
let data174 = data103.terminationGracePeriodSeconds;
if(!(((typeof data174 == "number") && (!(data174 % 1) && !isNaN(data174))) && (isFinite(data174)))){
const err342 = {instancePath:instancePath+"/masterSpec/terminationGracePeriodSeconds",schemaPath:"#/properties/masterSpec/properties/terminationGracePeriodSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
if((typeof data174 == "number") && (isFinite(data174))){
if(data174 < 0 || isNaN(data174)){
const err343 = {instancePath:instancePath+"/masterSpec/terminationGracePeriodSeconds",schemaPath:"#/properties/masterSpec/properties/terminationGracePeriodSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
}
if(data103.restartPolicy !== undefined){
let data175 = data103.restartPolicy;
if(!(((data175 === "Always") || (data175 === "Never")) || (data175 === "OnFailure"))){
const err344 = {instancePath:instancePath+"/masterSpec/restartPolicy",schemaPath:"#/properties/masterSpec/properties/restartPolicy/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.restartPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
if(data103.terminateAfterPreemption !== undefined){
if(typeof data103.terminateAfterPreemption !== "boolean"){
const err345 = {instancePath:instancePath+"/masterSpec/terminateAfterPreemption",schemaPath:"#/properties/masterSpec/properties/terminateAfterPreemption/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
if(data103.labels !== undefined){
let data177 = data103.labels;
if(Array.isArray(data177)){
const len18 = data177.length;
for(let i18=0; i18<len18; i18++){
let data178 = data177[i18];
if(data178 && typeof data178 == "object" && !Array.isArray(data178)){
if(data178.name === undefined){
const err346 = {instancePath:instancePath+"/masterSpec/labels/" + i18,schemaPath:"#/properties/masterSpec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
if(data178.value === undefined){
const err347 = {instancePath:instancePath+"/masterSpec/labels/" + i18,schemaPath:"#/properties/masterSpec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
for(const key27 in data178){
if(!(((key27 === "name") || (key27 === "value")) || (key27 === "exclude"))){
const err348 = {instancePath:instancePath+"/masterSpec/labels/" + i18,schemaPath:"#/properties/masterSpec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
if(data178.name !== undefined){
let data179 = data178.name;
if(typeof data179 === "string"){
if(func1(data179) > 63){
const err349 = {instancePath:instancePath+"/masterSpec/labels/" + i18+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
if(func1(data179) < 1){
const err350 = {instancePath:instancePath+"/masterSpec/labels/" + i18+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
if(!pattern9.test(data179)){
const err351 = {instancePath:instancePath+"/masterSpec/labels/" + i18+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
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
const err352 = {instancePath:instancePath+"/masterSpec/labels/" + i18+"/name",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data178.value !== undefined){
let data180 = data178.value;
if(typeof data180 === "string"){
if(func1(data180) > 63){
const err353 = {instancePath:instancePath+"/masterSpec/labels/" + i18+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
if(!pattern10.test(data180)){
const err354 = {instancePath:instancePath+"/masterSpec/labels/" + i18+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
else {
const err355 = {instancePath:instancePath+"/masterSpec/labels/" + i18+"/value",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
if(data178.exclude !== undefined){
if(typeof data178.exclude !== "boolean"){
const err356 = {instancePath:instancePath+"/masterSpec/labels/" + i18+"/exclude",schemaPath:"#/properties/masterSpec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err357 = {instancePath:instancePath+"/masterSpec/labels/" + i18,schemaPath:"#/properties/masterSpec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
}
else {
const err358 = {instancePath:instancePath+"/masterSpec/labels",schemaPath:"#/properties/masterSpec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
if(data103.annotations !== undefined){
let data182 = data103.annotations;
if(Array.isArray(data182)){
const len19 = data182.length;
for(let i19=0; i19<len19; i19++){
let data183 = data182[i19];
if(data183 && typeof data183 == "object" && !Array.isArray(data183)){
if(data183.name === undefined){
const err359 = {instancePath:instancePath+"/masterSpec/annotations/" + i19,schemaPath:"#/properties/masterSpec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if(data183.value === undefined){
const err360 = {instancePath:instancePath+"/masterSpec/annotations/" + i19,schemaPath:"#/properties/masterSpec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
for(const key28 in data183){
if(!(((key28 === "name") || (key28 === "value")) || (key28 === "exclude"))){
const err361 = {instancePath:instancePath+"/masterSpec/annotations/" + i19,schemaPath:"#/properties/masterSpec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
if(data183.name !== undefined){
let data184 = data183.name;
if(typeof data184 === "string"){
if(func1(data184) > 63){
const err362 = {instancePath:instancePath+"/masterSpec/annotations/" + i19+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if(func1(data184) < 1){
const err363 = {instancePath:instancePath+"/masterSpec/annotations/" + i19+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if(!pattern9.test(data184)){
const err364 = {instancePath:instancePath+"/masterSpec/annotations/" + i19+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
else {
const err365 = {instancePath:instancePath+"/masterSpec/annotations/" + i19+"/name",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
if(data183.value !== undefined){
let data185 = data183.value;
if(typeof data185 === "string"){
if(func1(data185) > 4096){
const err366 = {instancePath:instancePath+"/masterSpec/annotations/" + i19+"/value",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
else {
const err367 = {instancePath:instancePath+"/masterSpec/annotations/" + i19+"/value",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
if(data183.exclude !== undefined){
if(typeof data183.exclude !== "boolean"){
const err368 = {instancePath:instancePath+"/masterSpec/annotations/" + i19+"/exclude",schemaPath:"#/properties/masterSpec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
}
else {
const err369 = {instancePath:instancePath+"/masterSpec/annotations/" + i19,schemaPath:"#/properties/masterSpec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err370 = {instancePath:instancePath+"/masterSpec/annotations",schemaPath:"#/properties/masterSpec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
if(data103.ports !== undefined){
let data187 = data103.ports;
if(Array.isArray(data187)){
const len20 = data187.length;
for(let i20=0; i20<len20; i20++){
let data188 = data187[i20];
if(data188 && typeof data188 == "object" && !Array.isArray(data188)){
if(data188.container === undefined){
const err371 = {instancePath:instancePath+"/masterSpec/ports/" + i20,schemaPath:"#/properties/masterSpec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
if(data188.serviceType === undefined){
const err372 = {instancePath:instancePath+"/masterSpec/ports/" + i20,schemaPath:"#/properties/masterSpec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
for(const key29 in data188){
if(!(((key29 === "container") || (key29 === "external")) || (key29 === "serviceType"))){
const err373 = {instancePath:instancePath+"/masterSpec/ports/" + i20,schemaPath:"#/properties/masterSpec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
if(data188.container !== undefined){
let data189 = data188.container;
if(!(((typeof data189 == "number") && (!(data189 % 1) && !isNaN(data189))) && (isFinite(data189)))){
const err374 = {instancePath:instancePath+"/masterSpec/ports/" + i20+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
if((typeof data189 == "number") && (isFinite(data189))){
if(data189 > 65535 || isNaN(data189)){
const err375 = {instancePath:instancePath+"/masterSpec/ports/" + i20+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
if(data189 < 1 || isNaN(data189)){
const err376 = {instancePath:instancePath+"/masterSpec/ports/" + i20+"/container",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data188.external !== undefined){
let data190 = data188.external;
if(!(((typeof data190 == "number") && (!(data190 % 1) && !isNaN(data190))) && (isFinite(data190)))){
const err377 = {instancePath:instancePath+"/masterSpec/ports/" + i20+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
if((typeof data190 == "number") && (isFinite(data190))){
if(data190 > 65535 || isNaN(data190)){
const err378 = {instancePath:instancePath+"/masterSpec/ports/" + i20+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
if(data190 < 1 || isNaN(data190)){
const err379 = {instancePath:instancePath+"/masterSpec/ports/" + i20+"/external",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data188.serviceType !== undefined){
let data191 = data188.serviceType;
if(!(((data191 === "LoadBalancer") || (data191 === "NodePort")) || (data191 === "ClusterIP"))){
const err380 = {instancePath:instancePath+"/masterSpec/ports/" + i20+"/serviceType",schemaPath:"#/properties/masterSpec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema34.properties.masterSpec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
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
const err381 = {instancePath:instancePath+"/masterSpec/ports/" + i20,schemaPath:"#/properties/masterSpec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err382 = {instancePath:instancePath+"/masterSpec/ports",schemaPath:"#/properties/masterSpec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data103.exposedUrls !== undefined){
let data192 = data103.exposedUrls;
if(Array.isArray(data192)){
const len21 = data192.length;
for(let i21=0; i21<len21; i21++){
let data193 = data192[i21];
if(data193 && typeof data193 == "object" && !Array.isArray(data193)){
if(data193.container === undefined){
const err383 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i21,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
for(const key30 in data193){
if(!(key30 === "container")){
const err384 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i21,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data193.container !== undefined){
let data194 = data193.container;
if(!(((typeof data194 == "number") && (!(data194 % 1) && !isNaN(data194))) && (isFinite(data194)))){
const err385 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i21+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
if((typeof data194 == "number") && (isFinite(data194))){
if(data194 > 65535 || isNaN(data194)){
const err386 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i21+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
if(data194 < 1 || isNaN(data194)){
const err387 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i21+"/container",schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
}
}
else {
const err388 = {instancePath:instancePath+"/masterSpec/exposedUrls/" + i21,schemaPath:"#/properties/masterSpec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err389 = {instancePath:instancePath+"/masterSpec/exposedUrls",schemaPath:"#/properties/masterSpec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err390 = {instancePath:instancePath+"/masterSpec",schemaPath:"#/properties/masterSpec/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err391 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
