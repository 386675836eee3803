// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
/* eslint-disable */
import func2Module from 'ajv/dist/runtime/ucs2length.js';
export const validateJob = validate21;
const schema32 = {"type":"object","title":"Job","description":"The job definition. Only `project` and `image` are required; whatever is left out takes\nthe service's default. Field meanings follow the vendor's `runai submit` reference.\n","required":["project","image"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\"","description":"Job name. If omitted, the service generates one. An explicit name makes a submission safe to retry."},"project":{"type":"string","minLength":1,"description":"Project the job belongs to. The Application must have been given access to it.","x-expected":"a project name, such as \"team-a\""},"interactive":{"type":"boolean","description":"An interactive job, which the system never ends by itself."},"image":{"type":"string","minLength":1,"pattern":"^\\S+$","description":"Container image reference.","x-expected":"a container image reference without spaces, such as \"gcr.io/run-ai-demo/quickstart\""},"command":{"type":"string","minLength":1,"description":"Command run in the container, overriding the image's entry point."},"arguments":{"type":"array","items":{"type":"string"},"description":"Arguments of the command."},"environment":{"type":"object","description":"Environment variables, by name. Values may be strings or numbers.","propertyNames":{"pattern":"^[-._a-zA-Z][-._a-zA-Z0-9]*$","x-expected":"an environment variable name of letters, digits, \"_\", \"-\" and \".\", not starting with a digit"},"additionalProperties":{"type":["string","number"],"x-expected":"a string or a number"}},"imagePullPolicy":{"type":"string","enum":["Always","IfNotPresent","Never"],"description":"When the image is pulled."},"stdin":{"type":"boolean","description":"Keep the container's standard input open."},"tty":{"type":"boolean","description":"Allocate a terminal for the container."},"workingDir":{"type":"string","minLength":1,"description":"Working directory of the command in the container."},"createHomeDir":{"type":"boolean","description":"Create a temporary home directory for the user in the container."},"gpu":{"type":"number","minimum":0,"anyOf":[{"type":"integer"},{"type":"number","maximum":1}],"description":"Number of GPUs. A whole number, or a fraction between 0 and 1 of one GPU (0.5 is half a GPU).","x-expected":"a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5"},"cpu":{"type":"number","exclusiveMinimum":0,"description":"CPU units requested, such as 0.5 or 2.","x-expected":"a number of CPU units above 0, such as 0.5 or 2"},"cpuLimit":{"type":"integer","minimum":1,"description":"Limit of CPU units, a whole number.","x-expected":"a whole number of CPU units, 1 or more"},"memory":{"type":"string","pattern":"^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M (\"1GB\" is not one)","description":"Memory requested, as a Kubernetes quantity such as 8Gi."},"memoryLimit":{"type":"string","pattern":"^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M (\"1GB\" is not one)","description":"Memory limit, as a Kubernetes quantity such as 16Gi."},"largeShm":{"type":"boolean","description":"Mount a large /dev/shm device."},"pvc":{"type":"array","items":{"type":"object","title":"Persistent volume claim","required":["size","path"],"additionalProperties":false,"description":"**Assumption**: `size` and `path` are required, as the CLI form `[STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro]` requires them.","properties":{"storageClass":{"type":"string","minLength":1,"description":"Storage class name; the cluster's default class when omitted."},"size":{"type":"string","pattern":"^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$","x-expected":"a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M (\"1GB\" is not one)","description":"Size, as a Kubernetes quantity such as 3Gi."},"path":{"type":"string","pattern":"^/","x-expected":"an absolute path, starting with \"/\"","description":"Mount path in the container."},"readOnly":{"type":"boolean","description":"Mount read-only."}}},"description":"Persistent volume claims to attach."},"volume":{"type":"object","description":"Host directories to mount, as a map of host path to container path. The REST form cannot mount read-only.","propertyNames":{"type":"string","pattern":"^/","x-expected":"an absolute path, starting with \"/\""},"additionalProperties":{"type":"string","pattern":"^/","x-expected":"an absolute path, starting with \"/\""}},"hostIpc":{"type":"boolean","description":"Use the host's IPC namespace."},"hostNetwork":{"type":"boolean","description":"Use the host's network."},"ports":{"type":"array","items":{"type":"object","title":"Port","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535,"description":"Container port.","x-expected":"a port number from 1 to 65535"},"external":{"type":"integer","minimum":1,"maximum":65535,"description":"The externally exposed port. Given when `autoGenerate` is false.","x-expected":"a port number from 1 to 65535"},"autoGenerate":{"type":"boolean","description":"When true, the service assigns the external port and `external` is omitted."}},"if":{"required":["autoGenerate"],"properties":{"autoGenerate":{"const":true}}},"then":{"not":{"required":["external"]}},"x-expected":"either an external port or autoGenerate: true, not both"},"description":"Ports to expose. Needed when `serviceType` is set."},"backoffLimit":{"type":"integer","minimum":0,"description":"Retries of a failed training job before it is marked failed (the service's default is 6).","x-expected":"a whole number, 0 or more"},"completions":{"type":"integer","minimum":1,"description":"Successful pods needed to complete the job.","x-expected":"a whole number, 1 or more"},"parallelism":{"type":"integer","minimum":1,"description":"Pods run in parallel. Above 1 it needs `completions`, and it cannot be combined with `elastic` or `interactive`.","x-expected":"a whole number, 1 or more"},"elastic":{"type":"boolean","description":"An elastic distributed job, which scales with free GPUs."},"preemptible":{"type":"boolean","description":"An interactive job that other jobs may preempt."},"serviceType":{"type":"string","enum":["portforward","loadbalancer","nodeport","ingress"],"description":"How the ports are exposed. Needs `ports`."},"ttlAfterFinish":{"type":"string","pattern":"^([0-9]+(ms|s|m|h|d))+$","description":"How long a finished job is kept before it is deleted (the cluster must have the feature on).","x-expected":"a duration such as 5s, 2m, 3h or 4d"},"preventPrivilegeEscalation":{"type":"boolean","description":"Prevent the container's processes from gaining privileges."},"nodeType":{"type":"string","minLength":1,"description":"Schedule only on nodes with this node-type label."},"jobNamePrefix":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\"","description":"Prefix of the generated name (`<prefix>-<n>`) when `name` is not given."}},"allOf":[{"if":{"required":["parallelism"],"properties":{"parallelism":{"minimum":2}}},"then":{"required":["completions"],"not":{"anyOf":[{"required":["elastic"],"properties":{"elastic":{"const":true}}},{"required":["interactive"],"properties":{"interactive":{"const":true}}}]}},"x-expected":"parallelism above 1 needs completions, and cannot be combined with elastic or interactive"},{"if":{"required":["serviceType"]},"then":{"required":["ports"],"properties":{"ports":{"minItems":1}}},"x-expected":"a service type needs at least one port to expose"}]};
const func1 = Object.prototype.hasOwnProperty;
const func2 = func2Module.default ?? func2Module;
const pattern4 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");
const pattern5 = new RegExp("^\\S+$", "u");
const pattern6 = new RegExp("^[-._a-zA-Z][-._a-zA-Z0-9]*$", "u");
const pattern7 = new RegExp("^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$", "u");
const pattern10 = new RegExp("^/", "u");
const pattern13 = new RegExp("^([0-9]+(ms|s|m|h|d))+$", "u");

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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.parallelism === undefined) && (missing0 = "parallelism")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.parallelism !== undefined){
let data0 = data.parallelism;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 2 || isNaN(data0)){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
let valid4 = false;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.elastic === undefined) && (missing1 = "elastic")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.elastic !== undefined){
if(true !== data.elastic){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
var _valid1 = _errs9 === errors;
valid4 = valid4 || _valid1;
if(_valid1){
var props0 = {};
props0.elastic = true;
}
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.interactive === undefined) && (missing2 = "interactive")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.interactive !== undefined){
if(true !== data.interactive){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs11 === errors;
valid4 = valid4 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.interactive = true;
}
}
if(!valid4){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs7 === errors;
if(valid3){
const err7 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.completions === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "completions"},message:"must have required property '"+"completions"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err9 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs14 = errors;
let valid7 = true;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.serviceType === undefined) && (missing3 = "serviceType")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ports === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "ports"},message:"must have required property '"+"ports"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.ports !== undefined){
let data3 = data.ports;
if(Array.isArray(data3)){
if(data3.length < 1){
const err12 = {instancePath:instancePath+"/ports",schemaPath:"#/allOf/1/then/properties/ports/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
var _valid2 = _errs16 === errors;
valid7 = _valid2;
if(valid7){
var props1 = {};
props1.ports = true;
}
}
if(!valid7){
const err13 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(props1 !== true){
props1 = props1 || {};
props1.parallelism = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.project === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.image === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.name !== undefined){
let data4 = data.name;
if(typeof data4 === "string"){
if(func2(data4) > 63){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data4) < 1){
const err18 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern4.test(data4)){
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.project !== undefined){
let data5 = data.project;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err21 = {instancePath:instancePath+"/project",schemaPath:"#/properties/project/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/project",schemaPath:"#/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.interactive !== undefined){
if(typeof data.interactive !== "boolean"){
const err23 = {instancePath:instancePath+"/interactive",schemaPath:"#/properties/interactive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.image !== undefined){
let data7 = data.image;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err24 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern5.test(data7)){
const err25 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.command !== undefined){
let data8 = data.command;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err27 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err28 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.arguments !== undefined){
let data9 = data.arguments;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(typeof data9[i0] !== "string"){
const err29 = {instancePath:instancePath+"/arguments/" + i0,schemaPath:"#/properties/arguments/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.environment !== undefined){
let data11 = data.environment;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key1 in data11){
const _errs35 = errors;
if(typeof key1 === "string"){
if(!pattern6.test(key1)){
const err31 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[-._a-zA-Z][-._a-zA-Z0-9]*$"},message:"must match pattern \""+"^[-._a-zA-Z][-._a-zA-Z0-9]*$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var valid12 = _errs35 === errors;
if(!valid12){
const err32 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
for(const key2 in data11){
let data12 = data11[key2];
if((typeof data12 !== "string") && (!((typeof data12 == "number") && (isFinite(data12))))){
const err33 = {instancePath:instancePath+"/environment/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/environment/additionalProperties/type",keyword:"type",params:{type: schema32.properties.environment.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.imagePullPolicy !== undefined){
let data13 = data.imagePullPolicy;
if(typeof data13 !== "string"){
const err35 = {instancePath:instancePath+"/imagePullPolicy",schemaPath:"#/properties/imagePullPolicy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((data13 === "Always") || (data13 === "IfNotPresent")) || (data13 === "Never"))){
const err36 = {instancePath:instancePath+"/imagePullPolicy",schemaPath:"#/properties/imagePullPolicy/enum",keyword:"enum",params:{allowedValues: schema32.properties.imagePullPolicy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.stdin !== undefined){
if(typeof data.stdin !== "boolean"){
const err37 = {instancePath:instancePath+"/stdin",schemaPath:"#/properties/stdin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.tty !== undefined){
if(typeof data.tty !== "boolean"){
const err38 = {instancePath:instancePath+"/tty",schemaPath:"#/properties/tty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.workingDir !== undefined){
let data16 = data.workingDir;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err39 = {instancePath:instancePath+"/workingDir",schemaPath:"#/properties/workingDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err40 = {instancePath:instancePath+"/workingDir",schemaPath:"#/properties/workingDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.createHomeDir !== undefined){
if(typeof data.createHomeDir !== "boolean"){
const err41 = {instancePath:instancePath+"/createHomeDir",schemaPath:"#/properties/createHomeDir/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.gpu !== undefined){
let data18 = data.gpu;
const _errs51 = errors;
let valid14 = false;
const _errs52 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err42 = {instancePath:instancePath+"/gpu",schemaPath:"#/properties/gpu/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid3 = _errs52 === errors;
valid14 = valid14 || _valid3;
const _errs54 = errors;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 1 || isNaN(data18)){
const err43 = {instancePath:instancePath+"/gpu",schemaPath:"#/properties/gpu/anyOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
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
const err44 = {instancePath:instancePath+"/gpu",schemaPath:"#/properties/gpu/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid3 = _errs54 === errors;
valid14 = valid14 || _valid3;
if(!valid14){
const err45 = {instancePath:instancePath+"/gpu",schemaPath:"#/properties/gpu/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err46 = {instancePath:instancePath+"/gpu",schemaPath:"#/properties/gpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err47 = {instancePath:instancePath+"/gpu",schemaPath:"#/properties/gpu/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.cpu !== undefined){
let data19 = data.cpu;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 <= 0 || isNaN(data19)){
const err48 = {instancePath:instancePath+"/cpu",schemaPath:"#/properties/cpu/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err49 = {instancePath:instancePath+"/cpu",schemaPath:"#/properties/cpu/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.cpuLimit !== undefined){
let data20 = data.cpuLimit;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err50 = {instancePath:instancePath+"/cpuLimit",schemaPath:"#/properties/cpuLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err51 = {instancePath:instancePath+"/cpuLimit",schemaPath:"#/properties/cpuLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data.memory !== undefined){
let data21 = data.memory;
if(typeof data21 === "string"){
if(!pattern7.test(data21)){
const err52 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$"+"\""};
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
const err53 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.memoryLimit !== undefined){
let data22 = data.memoryLimit;
if(typeof data22 === "string"){
if(!pattern7.test(data22)){
const err54 = {instancePath:instancePath+"/memoryLimit",schemaPath:"#/properties/memoryLimit/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$"+"\""};
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
const err55 = {instancePath:instancePath+"/memoryLimit",schemaPath:"#/properties/memoryLimit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.largeShm !== undefined){
if(typeof data.largeShm !== "boolean"){
const err56 = {instancePath:instancePath+"/largeShm",schemaPath:"#/properties/largeShm/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.pvc !== undefined){
let data24 = data.pvc;
if(Array.isArray(data24)){
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.size === undefined){
const err57 = {instancePath:instancePath+"/pvc/" + i1,schemaPath:"#/properties/pvc/items/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data25.path === undefined){
const err58 = {instancePath:instancePath+"/pvc/" + i1,schemaPath:"#/properties/pvc/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key3 in data25){
if(!((((key3 === "storageClass") || (key3 === "size")) || (key3 === "path")) || (key3 === "readOnly"))){
const err59 = {instancePath:instancePath+"/pvc/" + i1,schemaPath:"#/properties/pvc/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data25.storageClass !== undefined){
let data26 = data25.storageClass;
if(typeof data26 === "string"){
if(func2(data26) < 1){
const err60 = {instancePath:instancePath+"/pvc/" + i1+"/storageClass",schemaPath:"#/properties/pvc/items/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err61 = {instancePath:instancePath+"/pvc/" + i1+"/storageClass",schemaPath:"#/properties/pvc/items/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data25.size !== undefined){
let data27 = data25.size;
if(typeof data27 === "string"){
if(!pattern7.test(data27)){
const err62 = {instancePath:instancePath+"/pvc/" + i1+"/size",schemaPath:"#/properties/pvc/items/properties/size/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$"},message:"must match pattern \""+"^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$"+"\""};
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
const err63 = {instancePath:instancePath+"/pvc/" + i1+"/size",schemaPath:"#/properties/pvc/items/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data25.path !== undefined){
let data28 = data25.path;
if(typeof data28 === "string"){
if(!pattern10.test(data28)){
const err64 = {instancePath:instancePath+"/pvc/" + i1+"/path",schemaPath:"#/properties/pvc/items/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
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
const err65 = {instancePath:instancePath+"/pvc/" + i1+"/path",schemaPath:"#/properties/pvc/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data25.readOnly !== undefined){
if(typeof data25.readOnly !== "boolean"){
const err66 = {instancePath:instancePath+"/pvc/" + i1+"/readOnly",schemaPath:"#/properties/pvc/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/pvc/" + i1,schemaPath:"#/properties/pvc/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/pvc",schemaPath:"#/properties/pvc/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.volume !== undefined){
let data30 = data.volume;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key4 in data30){
const _errs81 = errors;
if(typeof key4 === "string"){
if(!pattern10.test(key4)){
const err69 = {instancePath:instancePath+"/volume",schemaPath:"#/properties/volume/propertyNames/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",propertyName:key4};
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
const err70 = {instancePath:instancePath+"/volume",schemaPath:"#/properties/volume/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key4};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var valid18 = _errs81 === errors;
if(!valid18){
const err71 = {instancePath:instancePath+"/volume",schemaPath:"#/properties/volume/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
for(const key5 in data30){
let data31 = data30[key5];
if(typeof data31 === "string"){
if(!pattern10.test(data31)){
const err72 = {instancePath:instancePath+"/volume/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/volume/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/volume/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/volume/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/volume",schemaPath:"#/properties/volume/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.hostIpc !== undefined){
if(typeof data.hostIpc !== "boolean"){
const err75 = {instancePath:instancePath+"/hostIpc",schemaPath:"#/properties/hostIpc/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.hostNetwork !== undefined){
if(typeof data.hostNetwork !== "boolean"){
const err76 = {instancePath:instancePath+"/hostNetwork",schemaPath:"#/properties/hostNetwork/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.ports !== undefined){
let data34 = data.ports;
if(Array.isArray(data34)){
const len2 = data34.length;
for(let i2=0; i2<len2; i2++){
let data35 = data34[i2];
const _errs94 = errors;
let valid22 = true;
const _errs95 = errors;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing4;
if((data35.autoGenerate === undefined) && (missing4 = "autoGenerate")){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data35.autoGenerate !== undefined){
if(true !== data35.autoGenerate){
const err78 = {};
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
}
var _valid4 = _errs95 === errors;
errors = _errs94;
if(vErrors !== null){
if(_errs94){
vErrors.length = _errs94;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs97 = errors;
const _errs98 = errors;
const _errs99 = errors;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing5;
if((data35.external === undefined) && (missing5 = "external")){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
var valid24 = _errs99 === errors;
if(valid24){
const err80 = {instancePath:instancePath+"/ports/" + i2,schemaPath:"#/properties/ports/items/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
errors = _errs98;
if(vErrors !== null){
if(_errs98){
vErrors.length = _errs98;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs97 === errors;
valid22 = _valid4;
}
if(!valid22){
const err81 = {instancePath:instancePath+"/ports/" + i2,schemaPath:"#/properties/ports/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.container === undefined){
const err82 = {instancePath:instancePath+"/ports/" + i2,schemaPath:"#/properties/ports/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key6 in data35){
if(!(((key6 === "container") || (key6 === "external")) || (key6 === "autoGenerate"))){
const err83 = {instancePath:instancePath+"/ports/" + i2,schemaPath:"#/properties/ports/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data35.container !== undefined){
let data37 = data35.container;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err84 = {instancePath:instancePath+"/ports/" + i2+"/container",schemaPath:"#/properties/ports/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 65535 || isNaN(data37)){
const err85 = {instancePath:instancePath+"/ports/" + i2+"/container",schemaPath:"#/properties/ports/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data37 < 1 || isNaN(data37)){
const err86 = {instancePath:instancePath+"/ports/" + i2+"/container",schemaPath:"#/properties/ports/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data35.external !== undefined){
let data38 = data35.external;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err87 = {instancePath:instancePath+"/ports/" + i2+"/external",schemaPath:"#/properties/ports/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 65535 || isNaN(data38)){
const err88 = {instancePath:instancePath+"/ports/" + i2+"/external",schemaPath:"#/properties/ports/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data38 < 1 || isNaN(data38)){
const err89 = {instancePath:instancePath+"/ports/" + i2+"/external",schemaPath:"#/properties/ports/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data35.autoGenerate !== undefined){
if(typeof data35.autoGenerate !== "boolean"){
const err90 = {instancePath:instancePath+"/ports/" + i2+"/autoGenerate",schemaPath:"#/properties/ports/items/properties/autoGenerate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err91 = {instancePath:instancePath+"/ports/" + i2,schemaPath:"#/properties/ports/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err92 = {instancePath:instancePath+"/ports",schemaPath:"#/properties/ports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.backoffLimit !== undefined){
let data40 = data.backoffLimit;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err93 = {instancePath:instancePath+"/backoffLimit",schemaPath:"#/properties/backoffLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err94 = {instancePath:instancePath+"/backoffLimit",schemaPath:"#/properties/backoffLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data.completions !== undefined){
let data41 = data.completions;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err95 = {instancePath:instancePath+"/completions",schemaPath:"#/properties/completions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 1 || isNaN(data41)){
const err96 = {instancePath:instancePath+"/completions",schemaPath:"#/properties/completions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.parallelism !== undefined){
let data42 = data.parallelism;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err97 = {instancePath:instancePath+"/parallelism",schemaPath:"#/properties/parallelism/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 1 || isNaN(data42)){
const err98 = {instancePath:instancePath+"/parallelism",schemaPath:"#/properties/parallelism/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.elastic !== undefined){
if(typeof data.elastic !== "boolean"){
const err99 = {instancePath:instancePath+"/elastic",schemaPath:"#/properties/elastic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.preemptible !== undefined){
if(typeof data.preemptible !== "boolean"){
const err100 = {instancePath:instancePath+"/preemptible",schemaPath:"#/properties/preemptible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.serviceType !== undefined){
let data45 = data.serviceType;
if(typeof data45 !== "string"){
const err101 = {instancePath:instancePath+"/serviceType",schemaPath:"#/properties/serviceType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(!((((data45 === "portforward") || (data45 === "loadbalancer")) || (data45 === "nodeport")) || (data45 === "ingress"))){
const err102 = {instancePath:instancePath+"/serviceType",schemaPath:"#/properties/serviceType/enum",keyword:"enum",params:{allowedValues: schema32.properties.serviceType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.ttlAfterFinish !== undefined){
let data46 = data.ttlAfterFinish;
if(typeof data46 === "string"){
if(!pattern13.test(data46)){
const err103 = {instancePath:instancePath+"/ttlAfterFinish",schemaPath:"#/properties/ttlAfterFinish/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(ms|s|m|h|d))+$"},message:"must match pattern \""+"^([0-9]+(ms|s|m|h|d))+$"+"\""};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/ttlAfterFinish",schemaPath:"#/properties/ttlAfterFinish/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.preventPrivilegeEscalation !== undefined){
if(typeof data.preventPrivilegeEscalation !== "boolean"){
const err105 = {instancePath:instancePath+"/preventPrivilegeEscalation",schemaPath:"#/properties/preventPrivilegeEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.nodeType !== undefined){
let data48 = data.nodeType;
if(typeof data48 === "string"){
if(func2(data48) < 1){
const err106 = {instancePath:instancePath+"/nodeType",schemaPath:"#/properties/nodeType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err107 = {instancePath:instancePath+"/nodeType",schemaPath:"#/properties/nodeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.jobNamePrefix !== undefined){
let data49 = data.jobNamePrefix;
if(typeof data49 === "string"){
if(func2(data49) > 63){
const err108 = {instancePath:instancePath+"/jobNamePrefix",schemaPath:"#/properties/jobNamePrefix/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(func2(data49) < 1){
const err109 = {instancePath:instancePath+"/jobNamePrefix",schemaPath:"#/properties/jobNamePrefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(!pattern4.test(data49)){
const err110 = {instancePath:instancePath+"/jobNamePrefix",schemaPath:"#/properties/jobNamePrefix/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/jobNamePrefix",schemaPath:"#/properties/jobNamePrefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err112 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTokenResponse = validate22;
const schema33 = {"type":"object","description":"Holds `access_token`, `id_token` or both; which one the service accepts when both are\npresent is not documented (the vendor's CLI sent the id-token). Other members exist.\n","allOf":[{"anyOf":[{"type":"object","required":["access_token"],"properties":{"access_token":{"type":"string"}}},{"type":"object","required":["id_token"],"properties":{"id_token":{"type":"string"}}}]}],"properties":{"access_token":{"type":"string","minLength":1},"id_token":{"type":"string","minLength":1},"expires_in":{"type":"integer","description":"Lifetime in seconds (RFC 6749 section 5.1); 36000 in a documented sample."},"token_type":{"type":"string","description":"`bearer` or `Bearer`."}}};

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
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.access_token === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/required",keyword:"required",params:{missingProperty: "access_token"},message:"must have required property '"+"access_token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.access_token !== undefined){
if(typeof data.access_token !== "string"){
const err1 = {instancePath:instancePath+"/access_token",schemaPath:"#/allOf/0/anyOf/0/properties/access_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.access_token = true;
}
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id_token === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "id_token"},message:"must have required property '"+"id_token"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.id_token !== undefined){
if(typeof data.id_token !== "string"){
const err4 = {instancePath:instancePath+"/id_token",schemaPath:"#/allOf/0/anyOf/1/properties/id_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.id_token = true;
}
}
if(!valid1){
const err6 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.access_token = true;
props0.id_token = true;
props0.expires_in = true;
props0.token_type = true;
}
if(data.access_token !== undefined){
let data2 = data.access_token;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err7 = {instancePath:instancePath+"/access_token",schemaPath:"#/properties/access_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/access_token",schemaPath:"#/properties/access_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id_token !== undefined){
let data3 = data.id_token;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err9 = {instancePath:instancePath+"/id_token",schemaPath:"#/properties/id_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/id_token",schemaPath:"#/properties/id_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.expires_in !== undefined){
let data4 = data.expires_in;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.token_type !== undefined){
if(typeof data.token_type !== "string"){
const err12 = {instancePath:instancePath+"/token_type",schemaPath:"#/properties/token_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate22.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateJobCreated = validate23;
const schema34 = {"description":"The name of the new job, as `{\"name\": …}` (documented) or `{\"data\": {\"name\": …}}` (the vendor client's envelope).","anyOf":[{"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1}}},{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1}}}}}]};

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
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/anyOf/0/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/anyOf/0/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.name = true;
}
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err4 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.data !== undefined){
let data1 = data.data;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err6 = {instancePath:instancePath+"/data/name",schemaPath:"#/anyOf/1/properties/data/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/data/name",schemaPath:"#/anyOf/1/properties/data/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.data = true;
}
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate23.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateServiceError = validate24;
const schema35 = {"type":"object","description":"**Assumption**: the only documented error shape of the service, taken to apply to job submission too.","properties":{"status":{"type":"integer"},"message":{"type":"string"},"details":{"type":"string"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status !== undefined){
let data0 = data.status;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err1 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.details !== undefined){
if(typeof data.details !== "string"){
const err2 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"status":true,"message":true,"details":true},"dynamicProps":false,"dynamicItems":false};

export const validateOAuthError = validate25;
const schema36 = {"type":"object","required":["error"],"properties":{"error":{"type":"string","description":"An OAuth 2.0 error code, such as `invalid_client`."},"error_description":{"type":"string"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.error_description !== undefined){
if(typeof data.error_description !== "string"){
const err2 = {instancePath:instancePath+"/error_description",schemaPath:"#/properties/error_description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"error":true,"error_description":true},"dynamicProps":false,"dynamicItems":false};


// The schemas themselves, for what validation alone cannot tell: field names, types and
// the x-expected sentence shown to a user whose value breaks a rule. Descriptions stay in
// openapi/runai.yaml: every step loads this file, and nothing reads them at run time.
export const schemas = {
 "DnsLabel": {
  "type": "string",
  "minLength": 1,
  "maxLength": 63,
  "pattern": "^[a-z]([-a-z0-9]*[a-z0-9])?$",
  "x-expected": "a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\""
 },
 "Quantity": {
  "type": "string",
  "pattern": "^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][-+]?[0-9]+)?$",
  "x-expected": "a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M (\"1GB\" is not one)"
 },
 "AbsolutePath": {
  "type": "string",
  "pattern": "^/",
  "x-expected": "an absolute path, starting with \"/\""
 },
 "Job": {
  "type": "object",
  "title": "Job",
  "required": [
   "project",
   "image"
  ],
  "additionalProperties": false,
  "properties": {
   "name": {
    "$ref": "#/$defs/DnsLabel"
   },
   "project": {
    "type": "string",
    "minLength": 1,
    "x-expected": "a project name, such as \"team-a\""
   },
   "interactive": {
    "type": "boolean"
   },
   "image": {
    "type": "string",
    "minLength": 1,
    "pattern": "^\\S+$",
    "x-expected": "a container image reference without spaces, such as \"gcr.io/run-ai-demo/quickstart\""
   },
   "command": {
    "type": "string",
    "minLength": 1
   },
   "arguments": {
    "type": "array",
    "items": {
     "type": "string"
    }
   },
   "environment": {
    "type": "object",
    "propertyNames": {
     "pattern": "^[-._a-zA-Z][-._a-zA-Z0-9]*$",
     "x-expected": "an environment variable name of letters, digits, \"_\", \"-\" and \".\", not starting with a digit"
    },
    "additionalProperties": {
     "type": [
      "string",
      "number"
     ],
     "x-expected": "a string or a number"
    }
   },
   "imagePullPolicy": {
    "type": "string",
    "enum": [
     "Always",
     "IfNotPresent",
     "Never"
    ]
   },
   "stdin": {
    "type": "boolean"
   },
   "tty": {
    "type": "boolean"
   },
   "workingDir": {
    "type": "string",
    "minLength": 1
   },
   "createHomeDir": {
    "type": "boolean"
   },
   "gpu": {
    "type": "number",
    "minimum": 0,
    "anyOf": [
     {
      "type": "integer"
     },
     {
      "type": "number",
      "maximum": 1
     }
    ],
    "x-expected": "a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5"
   },
   "cpu": {
    "type": "number",
    "exclusiveMinimum": 0,
    "x-expected": "a number of CPU units above 0, such as 0.5 or 2"
   },
   "cpuLimit": {
    "type": "integer",
    "minimum": 1,
    "x-expected": "a whole number of CPU units, 1 or more"
   },
   "memory": {
    "$ref": "#/$defs/Quantity"
   },
   "memoryLimit": {
    "$ref": "#/$defs/Quantity"
   },
   "largeShm": {
    "type": "boolean"
   },
   "pvc": {
    "type": "array",
    "items": {
     "$ref": "#/$defs/Pvc"
    }
   },
   "volume": {
    "type": "object",
    "propertyNames": {
     "$ref": "#/$defs/AbsolutePath"
    },
    "additionalProperties": {
     "$ref": "#/$defs/AbsolutePath"
    }
   },
   "hostIpc": {
    "type": "boolean"
   },
   "hostNetwork": {
    "type": "boolean"
   },
   "ports": {
    "type": "array",
    "items": {
     "$ref": "#/$defs/Port"
    }
   },
   "backoffLimit": {
    "type": "integer",
    "minimum": 0,
    "x-expected": "a whole number, 0 or more"
   },
   "completions": {
    "type": "integer",
    "minimum": 1,
    "x-expected": "a whole number, 1 or more"
   },
   "parallelism": {
    "type": "integer",
    "minimum": 1,
    "x-expected": "a whole number, 1 or more"
   },
   "elastic": {
    "type": "boolean"
   },
   "preemptible": {
    "type": "boolean"
   },
   "serviceType": {
    "type": "string",
    "enum": [
     "portforward",
     "loadbalancer",
     "nodeport",
     "ingress"
    ]
   },
   "ttlAfterFinish": {
    "type": "string",
    "pattern": "^([0-9]+(ms|s|m|h|d))+$",
    "x-expected": "a duration such as 5s, 2m, 3h or 4d"
   },
   "preventPrivilegeEscalation": {
    "type": "boolean"
   },
   "nodeType": {
    "type": "string",
    "minLength": 1
   },
   "jobNamePrefix": {
    "$ref": "#/$defs/DnsLabel"
   }
  },
  "allOf": [
   {
    "if": {
     "required": [
      "parallelism"
     ],
     "properties": {
      "parallelism": {
       "minimum": 2
      }
     }
    },
    "then": {
     "required": [
      "completions"
     ],
     "not": {
      "anyOf": [
       {
        "required": [
         "elastic"
        ],
        "properties": {
         "elastic": {
          "const": true
         }
        }
       },
       {
        "required": [
         "interactive"
        ],
        "properties": {
         "interactive": {
          "const": true
         }
        }
       }
      ]
     }
    },
    "x-expected": "parallelism above 1 needs completions, and cannot be combined with elastic or interactive"
   },
   {
    "if": {
     "required": [
      "serviceType"
     ]
    },
    "then": {
     "required": [
      "ports"
     ],
     "properties": {
      "ports": {
       "minItems": 1
      }
     }
    },
    "x-expected": "a service type needs at least one port to expose"
   }
  ]
 },
 "Pvc": {
  "type": "object",
  "title": "Persistent volume claim",
  "required": [
   "size",
   "path"
  ],
  "additionalProperties": false,
  "properties": {
   "storageClass": {
    "type": "string",
    "minLength": 1
   },
   "size": {
    "$ref": "#/$defs/Quantity"
   },
   "path": {
    "$ref": "#/$defs/AbsolutePath"
   },
   "readOnly": {
    "type": "boolean"
   }
  }
 },
 "Port": {
  "type": "object",
  "title": "Port",
  "required": [
   "container"
  ],
  "additionalProperties": false,
  "properties": {
   "container": {
    "type": "integer",
    "minimum": 1,
    "maximum": 65535,
    "x-expected": "a port number from 1 to 65535"
   },
   "external": {
    "type": "integer",
    "minimum": 1,
    "maximum": 65535,
    "x-expected": "a port number from 1 to 65535"
   },
   "autoGenerate": {
    "type": "boolean"
   }
  },
  "if": {
   "required": [
    "autoGenerate"
   ],
   "properties": {
    "autoGenerate": {
     "const": true
    }
   }
  },
  "then": {
   "not": {
    "required": [
     "external"
    ]
   }
  },
  "x-expected": "either an external port or autoGenerate: true, not both"
 },
 "JobSubmission": {
  "type": "object",
  "required": [
   "job"
  ],
  "additionalProperties": false,
  "properties": {
   "job": {
    "$ref": "#/$defs/Job"
   }
  }
 },
 "JobCreated": {
  "anyOf": [
   {
    "type": "object",
    "required": [
     "name"
    ],
    "properties": {
     "name": {
      "type": "string",
      "minLength": 1
     }
    }
   },
   {
    "type": "object",
    "required": [
     "data"
    ],
    "properties": {
     "data": {
      "type": "object",
      "required": [
       "name"
      ],
      "properties": {
       "name": {
        "type": "string",
        "minLength": 1
       }
      }
     }
    }
   }
  ]
 },
 "ServiceError": {
  "type": "object",
  "properties": {
   "status": {
    "type": "integer"
   },
   "message": {
    "type": "string"
   },
   "details": {
    "type": "string"
   }
  }
 },
 "TokenRequest": {
  "oneOf": [
   {
    "$ref": "#/$defs/TokenRequestOpenid"
   },
   {
    "$ref": "#/$defs/TokenRequestMinimal"
   }
  ]
 },
 "TokenRequestMinimal": {
  "type": "object",
  "title": "minimal",
  "required": [
   "grant_type",
   "client_id",
   "client_secret"
  ],
  "additionalProperties": false,
  "properties": {
   "grant_type": {
    "type": "string",
    "const": "client_credentials"
   },
   "client_id": {
    "type": "string",
    "minLength": 1
   },
   "client_secret": {
    "type": "string",
    "minLength": 1,
    "format": "password"
   }
  }
 },
 "TokenRequestOpenid": {
  "type": "object",
  "title": "openid",
  "required": [
   "grant_type",
   "scope",
   "response_type",
   "client_id",
   "client_secret"
  ],
  "additionalProperties": false,
  "properties": {
   "grant_type": {
    "type": "string",
    "const": "client_credentials"
   },
   "scope": {
    "type": "string",
    "const": "openid"
   },
   "response_type": {
    "type": "string",
    "const": "id_token"
   },
   "client_id": {
    "type": "string",
    "minLength": 1
   },
   "client_secret": {
    "type": "string",
    "minLength": 1,
    "format": "password"
   }
  }
 },
 "TokenResponse": {
  "type": "object",
  "allOf": [
   {
    "anyOf": [
     {
      "type": "object",
      "required": [
       "access_token"
      ],
      "properties": {
       "access_token": {
        "type": "string"
       }
      }
     },
     {
      "type": "object",
      "required": [
       "id_token"
      ],
      "properties": {
       "id_token": {
        "type": "string"
       }
      }
     }
    ]
   }
  ],
  "properties": {
   "access_token": {
    "type": "string",
    "minLength": 1
   },
   "id_token": {
    "type": "string",
    "minLength": 1
   },
   "expires_in": {
    "type": "integer"
   },
   "token_type": {
    "type": "string"
   }
  }
 },
 "OAuthError": {
  "type": "object",
  "required": [
   "error"
  ],
  "properties": {
   "error": {
    "type": "string"
   },
   "error_description": {
    "type": "string"
   }
  }
 }
};
