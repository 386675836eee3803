// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
/* eslint-disable */
export const validateJobReferences = validate21;
const schema32 = {"type":"array","minItems":1,"items":{"type":"object","description":"Which job, in a delete request.","required":["name","project"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\""},"project":{"type":"string","minLength":1}}}};
const func1 = (text) => { let length = 0; for (const _ of text) length++; return length; };
const pattern4 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");

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
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.project === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "project"},message:"must have required property '"+"project"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data0){
if(!((key0 === "name") || (key0 === "project"))){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(func1(data1) > 63){
const err4 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
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
const err7 = {instancePath:instancePath+"/" + i0+"/name",schemaPath:"#/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.project !== undefined){
let data2 = data0.project;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/" + i0+"/project",schemaPath:"#/items/properties/project/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/" + i0+"/project",schemaPath:"#/items/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateSwaggerJobSubmission = validate22;
const schema33 = {"type":"object","description":"The Swagger file's submission body, `api.SubmitJobParams` without its template.","required":["job"],"additionalProperties":false,"properties":{"job":{"type":"object","description":"The Swagger file's `api.Job`: the members of `Job`, as they are there, except those whose\ntypes the Swagger file gives otherwise (the `documents` tag): `volume` becomes `volumes`,\nand these take the types below. Only what differs is described here.\n","properties":{"command":{"type":"array","minItems":1,"maxItems":1,"items":{"type":"string","minLength":1},"description":"The command, as one entry point. **Assumption.**"},"ttlAfterFinish":{"type":"integer","minimum":0,"description":"Seconds. **Assumption.**"},"environment":{"type":"object","additionalProperties":{"type":"string"},"description":"Each value as text."},"volumes":{"type":"array","items":{"type":"object","required":["sourcePath","targetPath"],"additionalProperties":false,"properties":{"sourcePath":{"type":"string","pattern":"^/","x-expected":"an absolute path, starting with \"/\""},"targetPath":{"type":"string","pattern":"^/","x-expected":"an absolute path, starting with \"/\""},"readOnly":{"type":"boolean"}}}},"type":{"enum":["training","interactive"],"description":"What the REST pages call `interactive`. **Assumption.**"},"volume":{"not":{},"description":"Not a member here; `volumes` is."}}}}};
const pattern5 = new RegExp("^/", "u");

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
if(data.job === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "job"},message:"must have required property '"+"job"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "job")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.job !== undefined){
let data0 = data.job;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.command !== undefined){
let data1 = data0.command;
if(Array.isArray(data1)){
if(data1.length > 1){
const err2 = {instancePath:instancePath+"/job/command",schemaPath:"#/properties/job/properties/command/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.length < 1){
const err3 = {instancePath:instancePath+"/job/command",schemaPath:"#/properties/job/properties/command/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err4 = {instancePath:instancePath+"/job/command/" + i0,schemaPath:"#/properties/job/properties/command/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/job/command/" + i0,schemaPath:"#/properties/job/properties/command/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err6 = {instancePath:instancePath+"/job/command",schemaPath:"#/properties/job/properties/command/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.ttlAfterFinish !== undefined){
let data3 = data0.ttlAfterFinish;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/job/ttlAfterFinish",schemaPath:"#/properties/job/properties/ttlAfterFinish/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/job/ttlAfterFinish",schemaPath:"#/properties/job/properties/ttlAfterFinish/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.environment !== undefined){
let data4 = data0.environment;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(typeof data4[key1] !== "string"){
const err9 = {instancePath:instancePath+"/job/environment/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/job/properties/environment/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/job/environment",schemaPath:"#/properties/job/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.volumes !== undefined){
let data6 = data0.volumes;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.sourcePath === undefined){
const err11 = {instancePath:instancePath+"/job/volumes/" + i1,schemaPath:"#/properties/job/properties/volumes/items/required",keyword:"required",params:{missingProperty: "sourcePath"},message:"must have required property '"+"sourcePath"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data7.targetPath === undefined){
const err12 = {instancePath:instancePath+"/job/volumes/" + i1,schemaPath:"#/properties/job/properties/volumes/items/required",keyword:"required",params:{missingProperty: "targetPath"},message:"must have required property '"+"targetPath"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "sourcePath") || (key2 === "targetPath")) || (key2 === "readOnly"))){
const err13 = {instancePath:instancePath+"/job/volumes/" + i1,schemaPath:"#/properties/job/properties/volumes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.sourcePath !== undefined){
let data8 = data7.sourcePath;
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
const err14 = {instancePath:instancePath+"/job/volumes/" + i1+"/sourcePath",schemaPath:"#/properties/job/properties/volumes/items/properties/sourcePath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
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
const err15 = {instancePath:instancePath+"/job/volumes/" + i1+"/sourcePath",schemaPath:"#/properties/job/properties/volumes/items/properties/sourcePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.targetPath !== undefined){
let data9 = data7.targetPath;
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err16 = {instancePath:instancePath+"/job/volumes/" + i1+"/targetPath",schemaPath:"#/properties/job/properties/volumes/items/properties/targetPath/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/job/volumes/" + i1+"/targetPath",schemaPath:"#/properties/job/properties/volumes/items/properties/targetPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.readOnly !== undefined){
if(typeof data7.readOnly !== "boolean"){
const err18 = {instancePath:instancePath+"/job/volumes/" + i1+"/readOnly",schemaPath:"#/properties/job/properties/volumes/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/job/volumes/" + i1,schemaPath:"#/properties/job/properties/volumes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/job/volumes",schemaPath:"#/properties/job/properties/volumes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.type !== undefined){
let data11 = data0.type;
if(!((data11 === "training") || (data11 === "interactive"))){
const err21 = {instancePath:instancePath+"/job/type",schemaPath:"#/properties/job/properties/type/enum",keyword:"enum",params:{allowedValues: schema33.properties.job.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.volume !== undefined){
const err22 = {instancePath:instancePath+"/job/volume",schemaPath:"#/properties/job/properties/volume/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/job",schemaPath:"#/properties/job/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
