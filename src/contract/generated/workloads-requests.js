// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
/* eslint-disable */
export const validateTrainingRequest = validate21;
const schema32 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"The members of a training's spec the action sets; the service takes many more.","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"completions":{"type":"integer","minimum":1},"parallelism":{"type":"integer","minimum":1},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory"]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},"largeShmRequest":{"type":"boolean"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc","claimInfo"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean","const":false,"description":"The action always asks for a new claim."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"}}},"priorityClass":{"type":"string","minLength":1,"description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary (`very-low` … `very-high`). Until 2.23 it is how a workspace asks\nto be preemptible.\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535}}}}}}}};
const func1 = (text) => { let length = 0; for (const _ of text) length++; return length; };
const func6 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]*$", "u");
const pattern6 = new RegExp("^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$", "u");
const pattern8 = new RegExp("^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$", "u");
const pattern9 = new RegExp("^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$", "u");

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
if(!((((((((key3 === "gpuDevicesRequest") || (key3 === "gpuRequestType")) || (key3 === "gpuPortionRequest")) || (key3 === "cpuCoreRequest")) || (key3 === "cpuCoreLimit")) || (key3 === "cpuMemoryRequest")) || (key3 === "cpuMemoryLimit")) || (key3 === "largeShmRequest"))){
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
if(data21.cpuCoreRequest !== undefined){
let data25 = data21.cpuCoreRequest;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err50 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err51 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data21.cpuCoreLimit !== undefined){
let data26 = data21.cpuCoreLimit;
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err52 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err53 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data21.cpuMemoryRequest !== undefined){
let data27 = data21.cpuMemoryRequest;
if(typeof data27 === "string"){
if(!pattern6.test(data27)){
const err54 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
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
const err55 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data21.cpuMemoryLimit !== undefined){
let data28 = data21.cpuMemoryLimit;
if(typeof data28 === "string"){
if(!pattern6.test(data28)){
const err56 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
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
const err57 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data21.largeShmRequest !== undefined){
if(typeof data21.largeShmRequest !== "boolean"){
const err58 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err59 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data4.storage !== undefined){
let data30 = data4.storage;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key4 in data30){
if(!((key4 === "pvc") || (key4 === "hostPath"))){
const err60 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data30.pvc !== undefined){
let data31 = data30.pvc;
if(Array.isArray(data31)){
const len1 = data31.length;
for(let i1=0; i1<len1; i1++){
let data32 = data31[i1];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.path === undefined){
const err61 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data32.existingPvc === undefined){
const err62 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data32.claimInfo === undefined){
const err63 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key5 in data32){
if(!((((key5 === "path") || (key5 === "readOnly")) || (key5 === "existingPvc")) || (key5 === "claimInfo"))){
const err64 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data32.path !== undefined){
let data33 = data32.path;
if(typeof data33 === "string"){
if(func1(data33) < 1){
const err65 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data32.readOnly !== undefined){
if(typeof data32.readOnly !== "boolean"){
const err67 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data32.existingPvc !== undefined){
let data35 = data32.existingPvc;
if(typeof data35 !== "boolean"){
const err68 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(false !== data35){
const err69 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data32.claimInfo !== undefined){
let data36 = data32.claimInfo;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.size === undefined){
const err70 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key6 in data36){
if(!((key6 === "size") || (key6 === "storageClass"))){
const err71 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data36.size !== undefined){
if(typeof data36.size !== "string"){
const err72 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data36.storageClass !== undefined){
let data38 = data36.storageClass;
if(typeof data38 === "string"){
if(func1(data38) < 1){
const err73 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err74 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err77 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data30.hostPath !== undefined){
let data39 = data30.hostPath;
if(Array.isArray(data39)){
const len2 = data39.length;
for(let i2=0; i2<len2; i2++){
let data40 = data39[i2];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.path === undefined){
const err78 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data40.mountPath === undefined){
const err79 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data40.readOnly === undefined){
const err80 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
for(const key7 in data40){
if(!(((key7 === "path") || (key7 === "mountPath")) || (key7 === "readOnly"))){
const err81 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data40.path !== undefined){
let data41 = data40.path;
if(typeof data41 === "string"){
if(func1(data41) < 1){
const err82 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err83 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data40.mountPath !== undefined){
let data42 = data40.mountPath;
if(typeof data42 === "string"){
if(func1(data42) < 1){
const err84 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err85 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data40.readOnly !== undefined){
if(typeof data40.readOnly !== "boolean"){
const err86 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err87 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data4.security !== undefined){
let data44 = data4.security;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
for(const key8 in data44){
if(!(((key8 === "hostIpc") || (key8 === "hostNetwork")) || (key8 === "allowPrivilegeEscalation"))){
const err90 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data44.hostIpc !== undefined){
if(typeof data44.hostIpc !== "boolean"){
const err91 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data44.hostNetwork !== undefined){
if(typeof data44.hostNetwork !== "boolean"){
const err92 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data44.allowPrivilegeEscalation !== undefined){
if(typeof data44.allowPrivilegeEscalation !== "boolean"){
const err93 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data48 = data4.priorityClass;
if(typeof data48 === "string"){
if(func1(data48) < 1){
const err95 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data49 = data4.preemptibility;
if(!((data49 === "preemptible") || (data49 === "non-preemptible"))){
const err97 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data50 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err98 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 0 || isNaN(data50)){
const err99 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.labels !== undefined){
let data51 = data4.labels;
if(Array.isArray(data51)){
const len3 = data51.length;
for(let i3=0; i3<len3; i3++){
let data52 = data51[i3];
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
if(data52.name === undefined){
const err100 = {instancePath:instancePath+"/spec/labels/" + i3,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data52.value === undefined){
const err101 = {instancePath:instancePath+"/spec/labels/" + i3,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
for(const key9 in data52){
if(!(((key9 === "name") || (key9 === "value")) || (key9 === "exclude"))){
const err102 = {instancePath:instancePath+"/spec/labels/" + i3,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data52.name !== undefined){
let data53 = data52.name;
if(typeof data53 === "string"){
if(func1(data53) > 63){
const err103 = {instancePath:instancePath+"/spec/labels/" + i3+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(func1(data53) < 1){
const err104 = {instancePath:instancePath+"/spec/labels/" + i3+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(!pattern8.test(data53)){
const err105 = {instancePath:instancePath+"/spec/labels/" + i3+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/spec/labels/" + i3+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data52.value !== undefined){
let data54 = data52.value;
if(typeof data54 === "string"){
if(func1(data54) > 63){
const err107 = {instancePath:instancePath+"/spec/labels/" + i3+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(!pattern9.test(data54)){
const err108 = {instancePath:instancePath+"/spec/labels/" + i3+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
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
const err109 = {instancePath:instancePath+"/spec/labels/" + i3+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data52.exclude !== undefined){
if(typeof data52.exclude !== "boolean"){
const err110 = {instancePath:instancePath+"/spec/labels/" + i3+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err111 = {instancePath:instancePath+"/spec/labels/" + i3,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err112 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data56 = data4.annotations;
if(Array.isArray(data56)){
const len4 = data56.length;
for(let i4=0; i4<len4; i4++){
let data57 = data56[i4];
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.name === undefined){
const err113 = {instancePath:instancePath+"/spec/annotations/" + i4,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data57.value === undefined){
const err114 = {instancePath:instancePath+"/spec/annotations/" + i4,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
for(const key10 in data57){
if(!(((key10 === "name") || (key10 === "value")) || (key10 === "exclude"))){
const err115 = {instancePath:instancePath+"/spec/annotations/" + i4,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data57.name !== undefined){
let data58 = data57.name;
if(typeof data58 === "string"){
if(func1(data58) > 63){
const err116 = {instancePath:instancePath+"/spec/annotations/" + i4+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(func1(data58) < 1){
const err117 = {instancePath:instancePath+"/spec/annotations/" + i4+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(!pattern8.test(data58)){
const err118 = {instancePath:instancePath+"/spec/annotations/" + i4+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/spec/annotations/" + i4+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data57.value !== undefined){
let data59 = data57.value;
if(typeof data59 === "string"){
if(func1(data59) > 4096){
const err120 = {instancePath:instancePath+"/spec/annotations/" + i4+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err121 = {instancePath:instancePath+"/spec/annotations/" + i4+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data57.exclude !== undefined){
if(typeof data57.exclude !== "boolean"){
const err122 = {instancePath:instancePath+"/spec/annotations/" + i4+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/spec/annotations/" + i4,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err124 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data4.ports !== undefined){
let data61 = data4.ports;
if(Array.isArray(data61)){
const len5 = data61.length;
for(let i5=0; i5<len5; i5++){
let data62 = data61[i5];
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
if(data62.container === undefined){
const err125 = {instancePath:instancePath+"/spec/ports/" + i5,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data62.serviceType === undefined){
const err126 = {instancePath:instancePath+"/spec/ports/" + i5,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
for(const key11 in data62){
if(!(((key11 === "container") || (key11 === "external")) || (key11 === "serviceType"))){
const err127 = {instancePath:instancePath+"/spec/ports/" + i5,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data62.container !== undefined){
let data63 = data62.container;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err128 = {instancePath:instancePath+"/spec/ports/" + i5+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 > 65535 || isNaN(data63)){
const err129 = {instancePath:instancePath+"/spec/ports/" + i5+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data63 < 1 || isNaN(data63)){
const err130 = {instancePath:instancePath+"/spec/ports/" + i5+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data62.external !== undefined){
let data64 = data62.external;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
const err131 = {instancePath:instancePath+"/spec/ports/" + i5+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 > 65535 || isNaN(data64)){
const err132 = {instancePath:instancePath+"/spec/ports/" + i5+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data64 < 1 || isNaN(data64)){
const err133 = {instancePath:instancePath+"/spec/ports/" + i5+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data62.serviceType !== undefined){
let data65 = data62.serviceType;
if(!(((data65 === "LoadBalancer") || (data65 === "NodePort")) || (data65 === "ClusterIP"))){
const err134 = {instancePath:instancePath+"/spec/ports/" + i5+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema32.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
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
const err135 = {instancePath:instancePath+"/spec/ports/" + i5,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err136 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data66 = data4.exposedUrls;
if(Array.isArray(data66)){
const len6 = data66.length;
for(let i6=0; i6<len6; i6++){
let data67 = data66[i6];
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
if(data67.container === undefined){
const err137 = {instancePath:instancePath+"/spec/exposedUrls/" + i6,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
for(const key12 in data67){
if(!(key12 === "container")){
const err138 = {instancePath:instancePath+"/spec/exposedUrls/" + i6,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data67.container !== undefined){
let data68 = data67.container;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err139 = {instancePath:instancePath+"/spec/exposedUrls/" + i6+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 > 65535 || isNaN(data68)){
const err140 = {instancePath:instancePath+"/spec/exposedUrls/" + i6+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data68 < 1 || isNaN(data68)){
const err141 = {instancePath:instancePath+"/spec/exposedUrls/" + i6+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err142 = {instancePath:instancePath+"/spec/exposedUrls/" + i6,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err143 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
else {
const err144 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
else {
const err145 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateWorkspaceRequest = validate22;
const schema33 = {"type":"object","required":["name","projectId","clusterId","spec"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit"},"useGivenNameAsPrefix":{"type":"boolean"},"projectId":{"type":"string","minLength":1},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"spec":{"type":"object","description":"What a workspace takes of a training's spec; workspaces have `backoffLimit` (every version) but no `completions` or `parallelism`.","additionalProperties":false,"properties":{"image":{"type":"string","minLength":1},"imagePullPolicy":{"enum":["Always","Never","IfNotPresent"]},"workingDir":{"type":"string"},"createHomeDir":{"type":"boolean"},"stdin":{"type":"boolean"},"tty":{"type":"boolean"},"nodeType":{"type":"string"},"backoffLimit":{"type":"integer","minimum":0},"command":{"type":"string","minLength":1},"args":{"type":"string","minLength":1,"description":"The arguments as one string, which the container's shell splits as a POSIX shell would."},"environmentVariables":{"type":"array","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"value":{"type":"string"}}}},"compute":{"type":"object","additionalProperties":false,"properties":{"gpuDevicesRequest":{"type":"integer","minimum":0},"gpuRequestType":{"enum":["portion","memory"]},"gpuPortionRequest":{"type":"number","minimum":0,"maximum":1},"cpuCoreRequest":{"type":"number","minimum":0},"cpuCoreLimit":{"type":"number","minimum":0},"cpuMemoryRequest":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},"cpuMemoryLimit":{"type":"string","pattern":"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},"largeShmRequest":{"type":"boolean"}}},"storage":{"type":"object","additionalProperties":false,"properties":{"pvc":{"type":"array","items":{"type":"object","required":["path","existingPvc","claimInfo"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1},"readOnly":{"type":"boolean","description":"Defaults to false."},"existingPvc":{"type":"boolean","const":false,"description":"The action always asks for a new claim."},"claimInfo":{"type":"object","required":["size"],"additionalProperties":false,"properties":{"size":{"type":"string"},"storageClass":{"type":"string","minLength":1,"description":"Left out for the default class. From 2.23 a DNS label (`^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`).","x-vendor":[{"since":"2.23","pattern":"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"}]}}}}}},"hostPath":{"type":"array","items":{"type":"object","required":["path","mountPath","readOnly"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1,"description":"The directory on the host."},"mountPath":{"type":"string","minLength":1,"description":"Where it appears in the container."},"readOnly":{"type":"boolean","description":"Defaults to `true` in every version (though its description says false): a client that means read-write sends `false`."}}}}}},"security":{"type":"object","additionalProperties":false,"properties":{"hostIpc":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"allowPrivilegeEscalation":{"type":"boolean"}}},"priorityClass":{"type":"string","minLength":1,"description":"The workload's priority class. Until 2.21 one of `build`, `train` and\n`interactive-preemptible` (a workspace is `build`, non-preemptible, unless it asks for\n`interactive-preemptible`; a training is `train`, preemptible). From 2.22 a name of the\npriority dictionary (`very-low` … `very-high`). Until 2.23 it is how a workspace asks\nto be preemptible.\n","x-vendor":[{"until":"2.21","enum":["build","train","interactive-preemptible"]}]},"preemptibility":{"enum":["preemptible","non-preemptible"],"description":"Documented from 2.24 only; earlier versions say it with `priorityClass`.","x-since":"2.24"},"autoDeletionTimeAfterCompletionSeconds":{"type":"integer","minimum":0},"labels":{"type":"array","description":"Kubernetes labels of the workload's pods (every version; names of at most 63 characters from 2.19).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","description":"**Assumption:** Kubernetes' rule for a label's value, which the cluster applies; the documents put none.","x-expected":"a Kubernetes label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit (or empty)"},"exclude":{"type":"boolean"}}}},"annotations":{"type":"array","description":"Kubernetes annotations of the workload's pods (every version).","items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A label's or an annotation's name. **Assumption:** Kubernetes' rule for both (an optional\nDNS-subdomain prefix and `/`, then letters, digits, `-`, `_` and `.`, starting and ending\nwith a letter or digit), which the cluster applies when it creates the pods; the documents\nsay only `minLength: 1`, and from 2.19 `maxLength: 63` for the whole name.\n","x-expected":"a Kubernetes label name of at most 63 characters: an optional prefix such as \"example.com/\", then letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"team\" or \"example.com/cost-center\""},"value":{"type":"string","maxLength":4096,"description":"Any text. **Assumption:** at most 4,096 characters, well inside the 256 KiB Kubernetes allows all of a pod's annotations.","x-expected":"text of at most 4,096 characters"},"exclude":{"type":"boolean"}}}},"ports":{"type":"array","items":{"type":"object","required":["container","serviceType"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535},"external":{"type":"integer","minimum":1,"maximum":65535},"serviceType":{"enum":["LoadBalancer","NodePort","ClusterIP"]}}}},"exposedUrls":{"type":"array","items":{"type":"object","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535}}}}}}}};

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
if(!((((((((key3 === "gpuDevicesRequest") || (key3 === "gpuRequestType")) || (key3 === "gpuPortionRequest")) || (key3 === "cpuCoreRequest")) || (key3 === "cpuCoreLimit")) || (key3 === "cpuMemoryRequest")) || (key3 === "cpuMemoryLimit")) || (key3 === "largeShmRequest"))){
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
if(data19.cpuCoreRequest !== undefined){
let data23 = data19.cpuCoreRequest;
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err46 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err47 = {instancePath:instancePath+"/spec/compute/cpuCoreRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreRequest/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data19.cpuCoreLimit !== undefined){
let data24 = data19.cpuCoreLimit;
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err48 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err49 = {instancePath:instancePath+"/spec/compute/cpuCoreLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuCoreLimit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data19.cpuMemoryRequest !== undefined){
let data25 = data19.cpuMemoryRequest;
if(typeof data25 === "string"){
if(!pattern6.test(data25)){
const err50 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
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
const err51 = {instancePath:instancePath+"/spec/compute/cpuMemoryRequest",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryRequest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data19.cpuMemoryLimit !== undefined){
let data26 = data19.cpuMemoryLimit;
if(typeof data26 === "string"){
if(!pattern6.test(data26)){
const err52 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/pattern",keyword:"pattern",params:{pattern: "^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"},message:"must match pattern \""+"^([+]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$"+"\""};
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
const err53 = {instancePath:instancePath+"/spec/compute/cpuMemoryLimit",schemaPath:"#/properties/spec/properties/compute/properties/cpuMemoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data19.largeShmRequest !== undefined){
if(typeof data19.largeShmRequest !== "boolean"){
const err54 = {instancePath:instancePath+"/spec/compute/largeShmRequest",schemaPath:"#/properties/spec/properties/compute/properties/largeShmRequest/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/spec/compute",schemaPath:"#/properties/spec/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data4.storage !== undefined){
let data28 = data4.storage;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
for(const key4 in data28){
if(!((key4 === "pvc") || (key4 === "hostPath"))){
const err56 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data28.pvc !== undefined){
let data29 = data28.pvc;
if(Array.isArray(data29)){
const len1 = data29.length;
for(let i1=0; i1<len1; i1++){
let data30 = data29[i1];
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.path === undefined){
const err57 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data30.existingPvc === undefined){
const err58 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "existingPvc"},message:"must have required property '"+"existingPvc"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data30.claimInfo === undefined){
const err59 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/required",keyword:"required",params:{missingProperty: "claimInfo"},message:"must have required property '"+"claimInfo"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key5 in data30){
if(!((((key5 === "path") || (key5 === "readOnly")) || (key5 === "existingPvc")) || (key5 === "claimInfo"))){
const err60 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data30.path !== undefined){
let data31 = data30.path;
if(typeof data31 === "string"){
if(func1(data31) < 1){
const err61 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err62 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/path",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data30.readOnly !== undefined){
if(typeof data30.readOnly !== "boolean"){
const err63 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data30.existingPvc !== undefined){
let data33 = data30.existingPvc;
if(typeof data33 !== "boolean"){
const err64 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(false !== data33){
const err65 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/existingPvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/existingPvc/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data30.claimInfo !== undefined){
let data34 = data30.claimInfo;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.size === undefined){
const err66 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key6 in data34){
if(!((key6 === "size") || (key6 === "storageClass"))){
const err67 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data34.size !== undefined){
if(typeof data34.size !== "string"){
const err68 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/size",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data34.storageClass !== undefined){
let data36 = data34.storageClass;
if(typeof data36 === "string"){
if(func1(data36) < 1){
const err69 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err70 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo/storageClass",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err71 = {instancePath:instancePath+"/spec/storage/pvc/" + i1+"/claimInfo",schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/properties/claimInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err72 = {instancePath:instancePath+"/spec/storage/pvc/" + i1,schemaPath:"#/properties/spec/properties/storage/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err73 = {instancePath:instancePath+"/spec/storage/pvc",schemaPath:"#/properties/spec/properties/storage/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data28.hostPath !== undefined){
let data37 = data28.hostPath;
if(Array.isArray(data37)){
const len2 = data37.length;
for(let i2=0; i2<len2; i2++){
let data38 = data37[i2];
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.path === undefined){
const err74 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data38.mountPath === undefined){
const err75 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "mountPath"},message:"must have required property '"+"mountPath"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data38.readOnly === undefined){
const err76 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/required",keyword:"required",params:{missingProperty: "readOnly"},message:"must have required property '"+"readOnly"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
for(const key7 in data38){
if(!(((key7 === "path") || (key7 === "mountPath")) || (key7 === "readOnly"))){
const err77 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data38.path !== undefined){
let data39 = data38.path;
if(typeof data39 === "string"){
if(func1(data39) < 1){
const err78 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err79 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/path",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data38.mountPath !== undefined){
let data40 = data38.mountPath;
if(typeof data40 === "string"){
if(func1(data40) < 1){
const err80 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err81 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/mountPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/mountPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data38.readOnly !== undefined){
if(typeof data38.readOnly !== "boolean"){
const err82 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2+"/readOnly",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err83 = {instancePath:instancePath+"/spec/storage/hostPath/" + i2,schemaPath:"#/properties/spec/properties/storage/properties/hostPath/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err84 = {instancePath:instancePath+"/spec/storage/hostPath",schemaPath:"#/properties/spec/properties/storage/properties/hostPath/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/spec/storage",schemaPath:"#/properties/spec/properties/storage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data4.security !== undefined){
let data42 = data4.security;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
for(const key8 in data42){
if(!(((key8 === "hostIpc") || (key8 === "hostNetwork")) || (key8 === "allowPrivilegeEscalation"))){
const err86 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data42.hostIpc !== undefined){
if(typeof data42.hostIpc !== "boolean"){
const err87 = {instancePath:instancePath+"/spec/security/hostIpc",schemaPath:"#/properties/spec/properties/security/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data42.hostNetwork !== undefined){
if(typeof data42.hostNetwork !== "boolean"){
const err88 = {instancePath:instancePath+"/spec/security/hostNetwork",schemaPath:"#/properties/spec/properties/security/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data42.allowPrivilegeEscalation !== undefined){
if(typeof data42.allowPrivilegeEscalation !== "boolean"){
const err89 = {instancePath:instancePath+"/spec/security/allowPrivilegeEscalation",schemaPath:"#/properties/spec/properties/security/properties/allowPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err90 = {instancePath:instancePath+"/spec/security",schemaPath:"#/properties/spec/properties/security/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data4.priorityClass !== undefined){
let data46 = data4.priorityClass;
if(typeof data46 === "string"){
if(func1(data46) < 1){
const err91 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/spec/priorityClass",schemaPath:"#/properties/spec/properties/priorityClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data4.preemptibility !== undefined){
let data47 = data4.preemptibility;
if(!((data47 === "preemptible") || (data47 === "non-preemptible"))){
const err93 = {instancePath:instancePath+"/spec/preemptibility",schemaPath:"#/properties/spec/properties/preemptibility/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.preemptibility.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data4.autoDeletionTimeAfterCompletionSeconds !== undefined){
let data48 = data4.autoDeletionTimeAfterCompletionSeconds;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
const err94 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 0 || isNaN(data48)){
const err95 = {instancePath:instancePath+"/spec/autoDeletionTimeAfterCompletionSeconds",schemaPath:"#/properties/spec/properties/autoDeletionTimeAfterCompletionSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.labels !== undefined){
let data49 = data4.labels;
if(Array.isArray(data49)){
const len3 = data49.length;
for(let i3=0; i3<len3; i3++){
let data50 = data49[i3];
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
if(data50.name === undefined){
const err96 = {instancePath:instancePath+"/spec/labels/" + i3,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data50.value === undefined){
const err97 = {instancePath:instancePath+"/spec/labels/" + i3,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
for(const key9 in data50){
if(!(((key9 === "name") || (key9 === "value")) || (key9 === "exclude"))){
const err98 = {instancePath:instancePath+"/spec/labels/" + i3,schemaPath:"#/properties/spec/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data50.name !== undefined){
let data51 = data50.name;
if(typeof data51 === "string"){
if(func1(data51) > 63){
const err99 = {instancePath:instancePath+"/spec/labels/" + i3+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(func1(data51) < 1){
const err100 = {instancePath:instancePath+"/spec/labels/" + i3+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(!pattern8.test(data51)){
const err101 = {instancePath:instancePath+"/spec/labels/" + i3+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/spec/labels/" + i3+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data50.value !== undefined){
let data52 = data50.value;
if(typeof data52 === "string"){
if(func1(data52) > 63){
const err103 = {instancePath:instancePath+"/spec/labels/" + i3+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(!pattern9.test(data52)){
const err104 = {instancePath:instancePath+"/spec/labels/" + i3+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/pattern",keyword:"pattern",params:{pattern: "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"},message:"must match pattern \""+"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$"+"\""};
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
const err105 = {instancePath:instancePath+"/spec/labels/" + i3+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data50.exclude !== undefined){
if(typeof data50.exclude !== "boolean"){
const err106 = {instancePath:instancePath+"/spec/labels/" + i3+"/exclude",schemaPath:"#/properties/spec/properties/labels/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err107 = {instancePath:instancePath+"/spec/labels/" + i3,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err108 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data4.annotations !== undefined){
let data54 = data4.annotations;
if(Array.isArray(data54)){
const len4 = data54.length;
for(let i4=0; i4<len4; i4++){
let data55 = data54[i4];
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.name === undefined){
const err109 = {instancePath:instancePath+"/spec/annotations/" + i4,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data55.value === undefined){
const err110 = {instancePath:instancePath+"/spec/annotations/" + i4,schemaPath:"#/properties/spec/properties/annotations/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
for(const key10 in data55){
if(!(((key10 === "name") || (key10 === "value")) || (key10 === "exclude"))){
const err111 = {instancePath:instancePath+"/spec/annotations/" + i4,schemaPath:"#/properties/spec/properties/annotations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data55.name !== undefined){
let data56 = data55.name;
if(typeof data56 === "string"){
if(func1(data56) > 63){
const err112 = {instancePath:instancePath+"/spec/annotations/" + i4+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(func1(data56) < 1){
const err113 = {instancePath:instancePath+"/spec/annotations/" + i4+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(!pattern8.test(data56)){
const err114 = {instancePath:instancePath+"/spec/annotations/" + i4+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
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
const err115 = {instancePath:instancePath+"/spec/annotations/" + i4+"/name",schemaPath:"#/properties/spec/properties/annotations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data55.value !== undefined){
let data57 = data55.value;
if(typeof data57 === "string"){
if(func1(data57) > 4096){
const err116 = {instancePath:instancePath+"/spec/annotations/" + i4+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err117 = {instancePath:instancePath+"/spec/annotations/" + i4+"/value",schemaPath:"#/properties/spec/properties/annotations/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data55.exclude !== undefined){
if(typeof data55.exclude !== "boolean"){
const err118 = {instancePath:instancePath+"/spec/annotations/" + i4+"/exclude",schemaPath:"#/properties/spec/properties/annotations/items/properties/exclude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err119 = {instancePath:instancePath+"/spec/annotations/" + i4,schemaPath:"#/properties/spec/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err120 = {instancePath:instancePath+"/spec/annotations",schemaPath:"#/properties/spec/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data4.ports !== undefined){
let data59 = data4.ports;
if(Array.isArray(data59)){
const len5 = data59.length;
for(let i5=0; i5<len5; i5++){
let data60 = data59[i5];
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.container === undefined){
const err121 = {instancePath:instancePath+"/spec/ports/" + i5,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data60.serviceType === undefined){
const err122 = {instancePath:instancePath+"/spec/ports/" + i5,schemaPath:"#/properties/spec/properties/ports/items/required",keyword:"required",params:{missingProperty: "serviceType"},message:"must have required property '"+"serviceType"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
for(const key11 in data60){
if(!(((key11 === "container") || (key11 === "external")) || (key11 === "serviceType"))){
const err123 = {instancePath:instancePath+"/spec/ports/" + i5,schemaPath:"#/properties/spec/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data60.container !== undefined){
let data61 = data60.container;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err124 = {instancePath:instancePath+"/spec/ports/" + i5+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if((typeof data61 == "number") && (isFinite(data61))){
if(data61 > 65535 || isNaN(data61)){
const err125 = {instancePath:instancePath+"/spec/ports/" + i5+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data61 < 1 || isNaN(data61)){
const err126 = {instancePath:instancePath+"/spec/ports/" + i5+"/container",schemaPath:"#/properties/spec/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data60.external !== undefined){
let data62 = data60.external;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err127 = {instancePath:instancePath+"/spec/ports/" + i5+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 > 65535 || isNaN(data62)){
const err128 = {instancePath:instancePath+"/spec/ports/" + i5+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data62 < 1 || isNaN(data62)){
const err129 = {instancePath:instancePath+"/spec/ports/" + i5+"/external",schemaPath:"#/properties/spec/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data60.serviceType !== undefined){
let data63 = data60.serviceType;
if(!(((data63 === "LoadBalancer") || (data63 === "NodePort")) || (data63 === "ClusterIP"))){
const err130 = {instancePath:instancePath+"/spec/ports/" + i5+"/serviceType",schemaPath:"#/properties/spec/properties/ports/items/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema33.properties.spec.properties.ports.items.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
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
const err131 = {instancePath:instancePath+"/spec/ports/" + i5,schemaPath:"#/properties/spec/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err132 = {instancePath:instancePath+"/spec/ports",schemaPath:"#/properties/spec/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data4.exposedUrls !== undefined){
let data64 = data4.exposedUrls;
if(Array.isArray(data64)){
const len6 = data64.length;
for(let i6=0; i6<len6; i6++){
let data65 = data64[i6];
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.container === undefined){
const err133 = {instancePath:instancePath+"/spec/exposedUrls/" + i6,schemaPath:"#/properties/spec/properties/exposedUrls/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
for(const key12 in data65){
if(!(key12 === "container")){
const err134 = {instancePath:instancePath+"/spec/exposedUrls/" + i6,schemaPath:"#/properties/spec/properties/exposedUrls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data65.container !== undefined){
let data66 = data65.container;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
const err135 = {instancePath:instancePath+"/spec/exposedUrls/" + i6+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 > 65535 || isNaN(data66)){
const err136 = {instancePath:instancePath+"/spec/exposedUrls/" + i6+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data66 < 1 || isNaN(data66)){
const err137 = {instancePath:instancePath+"/spec/exposedUrls/" + i6+"/container",schemaPath:"#/properties/spec/properties/exposedUrls/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err138 = {instancePath:instancePath+"/spec/exposedUrls/" + i6,schemaPath:"#/properties/spec/properties/exposedUrls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err139 = {instancePath:instancePath+"/spec/exposedUrls",schemaPath:"#/properties/spec/properties/exposedUrls/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err140 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err141 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
