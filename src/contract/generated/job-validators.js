// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
/* eslint-disable */
export const validateJobObject = validate21;
const schema32 = {"type":"object","title":"Job","description":"The job definition. Only `project` and `image` are required; whatever is left out takes\nthe service's default. Field meanings follow the vendor's `runai submit` reference.\n","required":["project","image"],"additionalProperties":false,"properties":{"name":true,"project":true,"interactive":true,"image":true,"command":true,"arguments":true,"environment":true,"imagePullPolicy":true,"stdin":true,"tty":true,"workingDir":true,"createHomeDir":true,"gpu":true,"cpu":true,"cpuLimit":true,"memory":true,"memoryLimit":true,"largeShm":true,"pvc":true,"volume":true,"hostIpc":true,"hostNetwork":true,"ports":true,"backoffLimit":true,"completions":true,"parallelism":true,"elastic":true,"preemptible":true,"serviceType":true,"ttlAfterFinish":true,"preventPrivilegeEscalation":true,"nodeType":true,"jobNamePrefix":true},"allOf":[{"if":{"required":["parallelism"],"properties":{"parallelism":{"minimum":2}}},"then":{"required":["completions"],"not":{"anyOf":[{"required":["elastic"],"properties":{"elastic":{"const":true}}},{"required":["interactive"],"properties":{"interactive":{"const":true}}}]}},"x-expected":"parallelism above 1 needs completions, and cannot be combined with elastic or interactive"},{"if":{"required":["serviceType"]},"then":{"required":["ports"],"properties":{"ports":{"minItems":1}}},"x-expected":"a service type needs at least one port to expose"}]};
const func1 = Object.prototype.hasOwnProperty;

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
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateJobField_name = validate22;
const schema33 = {"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\"","description":"Job name. If omitted, the service generates one. An explicit name makes a submission safe to retry."};
const func2 = (text) => { let length = 0; for (const _ of text) length++; return length; };
const pattern4 = new RegExp("^[a-z]([-a-z0-9]*[a-z0-9])?$", "u");

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
if(typeof data === "string"){
if(func2(data) > 63){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_project = validate23;
const schema34 = {"type":"string","minLength":1,"pattern":"^\\S+$","not":{"enum":[".",".."]},"description":"Project the job belongs to. The Application must have been given access to it. It is a path segment of one list form, so `.` and `..` are not project names; a name has no spaces or line breaks.","x-expected":"a project name, one word such as \"team-a\""};
const pattern5 = new RegExp("^\\S+$", "u");

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
const _errs1 = errors;
const _errs2 = errors;
if(!((data === ".") || (data === ".."))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid0 = _errs2 === errors;
if(valid0){
const err1 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(typeof data === "string"){
if(func2(data) < 1){
const err2 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern5.test(data)){
const err3 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_interactive = validate24;
const schema35 = {"type":"boolean","description":"An interactive job, which the system never ends by itself."};

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
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_image = validate25;
const schema36 = {"type":"string","minLength":1,"pattern":"^\\S+$","description":"Container image reference.","x-expected":"a container image reference without spaces, such as \"gcr.io/run-ai-demo/quickstart\""};

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
if(typeof data === "string"){
if(func2(data) < 1){
const err0 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern5.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\S+$"},message:"must match pattern \""+"^\\S+$"+"\""};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_command = validate26;
const schema37 = {"type":"string","minLength":1,"description":"Command run in the container, overriding the image's entry point."};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) < 1){
const err0 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_arguments = validate27;
const schema38 = {"type":"array","items":{"type":"string"},"description":"Arguments of the command."};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(typeof data[i0] !== "string"){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateJobField_environment = validate28;
const schema39 = {"type":"object","description":"Environment variables, by name. Values may be strings or numbers.","propertyNames":{"pattern":"^[-._a-zA-Z][-._a-zA-Z0-9]*$","x-expected":"an environment variable name of letters, digits, \"_\", \"-\" and \".\", not starting with a digit"},"additionalProperties":{"type":["string","number"],"x-expected":"a string or a number"}};
const pattern7 = new RegExp("^[-._a-zA-Z][-._a-zA-Z0-9]*$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern7.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[-._a-zA-Z][-._a-zA-Z0-9]*$"},message:"must match pattern \""+"^[-._a-zA-Z][-._a-zA-Z0-9]*$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err1 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if((typeof data0 !== "string") && (!((typeof data0 == "number") && (isFinite(data0))))){
const err2 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: schema39.additionalProperties.type},message:"must be string,number"};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateJobField_imagePullPolicy = validate29;
const schema40 = {"type":"string","enum":["Always","IfNotPresent","Never"],"description":"When the image is pulled."};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "Always") || (data === "IfNotPresent")) || (data === "Never"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema40.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_stdin = validate30;
const schema41 = {"type":"boolean","description":"Keep the container's standard input open."};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_tty = validate31;
const schema42 = {"type":"boolean","description":"Allocate a terminal for the container."};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_workingDir = validate32;
const schema43 = {"type":"string","minLength":1,"description":"Working directory of the command in the container."};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) < 1){
const err0 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_createHomeDir = validate33;
const schema44 = {"type":"boolean","description":"Create a temporary home directory for the user in the container."};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_gpu = validate34;
const schema45 = {"type":"number","minimum":0,"anyOf":[{"type":"integer","maximum":2147483647},{"type":"number","maximum":1}],"description":"Number of GPUs. A whole number (at most an int32's, which the workloads API's `gpuDevicesRequest` is), or a fraction between 0 and 1 of one GPU (0.5 is half a GPU).","x-expected":"a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483647 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
const _errs4 = errors;
if((typeof data == "number") && (isFinite(data))){
if(data > 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
const err5 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_cpu = validate35;
const schema46 = {"type":"number","exclusiveMinimum":0,"description":"CPU units requested, such as 0.5 or 2.","x-expected":"a number of CPU units above 0, such as 0.5 or 2"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data == "number") && (isFinite(data))){
if(data <= 0 || isNaN(data)){
const err0 = {instancePath,schemaPath:"#/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_cpuLimit = validate36;
const schema47 = {"type":"integer","minimum":1,"maximum":2147483647,"description":"Limit of CPU units, a whole number (a Kubernetes int32).","x-expected":"a whole number of CPU units, from 1 to 2147483647"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483647 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_memory = validate37;
const schema48 = {"type":"string","pattern":"^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$","description":"Memory requested, as a Kubernetes quantity such as 8Gi.","x-expected":"a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)"};
const pattern8 = new RegExp("^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$", "u");

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern8.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$"},message:"must match pattern \""+"^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_memoryLimit = validate38;
const schema49 = {"type":"string","pattern":"^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$","description":"Memory limit, as a Kubernetes quantity such as 16Gi.","x-expected":"a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern8.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$"},message:"must match pattern \""+"^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_largeShm = validate39;
const schema50 = {"type":"boolean","description":"Mount a large /dev/shm device."};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_pvc = validate40;
const schema51 = {"type":"array","items":{"type":"object","title":"Persistent volume claim","required":["size","path"],"additionalProperties":false,"description":"**Assumption**: `size` and `path` are required, as the CLI form `[STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro]` requires them.","properties":{"storageClass":{"type":"string","minLength":1,"description":"Storage class name; the cluster's default class when omitted."},"size":{"type":"string","pattern":"^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$","description":"Size, as a Kubernetes quantity such as 3Gi.","x-expected":"a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)"},"path":{"type":"string","pattern":"^/","x-expected":"an absolute path, starting with \"/\"","description":"Mount path in the container."},"readOnly":{"type":"boolean","description":"Mount read-only."}}},"description":"Persistent volume claims to attach."};
const pattern11 = new RegExp("^/", "u");

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.size === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.path === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data0){
if(!((((key0 === "storageClass") || (key0 === "size")) || (key0 === "path")) || (key0 === "readOnly"))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.storageClass !== undefined){
let data1 = data0.storageClass;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/storageClass",schemaPath:"#/items/properties/storageClass/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0+"/storageClass",schemaPath:"#/items/properties/storageClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.size !== undefined){
let data2 = data0.size;
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
const err5 = {instancePath:instancePath+"/" + i0+"/size",schemaPath:"#/items/properties/size/pattern",keyword:"pattern",params:{pattern: "^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$"},message:"must match pattern \""+"^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/" + i0+"/size",schemaPath:"#/items/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.path !== undefined){
let data3 = data0.path;
if(typeof data3 === "string"){
if(!pattern11.test(data3)){
const err7 = {instancePath:instancePath+"/" + i0+"/path",schemaPath:"#/items/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
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
const err8 = {instancePath:instancePath+"/" + i0+"/path",schemaPath:"#/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.readOnly !== undefined){
if(typeof data0.readOnly !== "boolean"){
const err9 = {instancePath:instancePath+"/" + i0+"/readOnly",schemaPath:"#/items/properties/readOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateJobField_volume = validate41;
const schema52 = {"type":"object","description":"Host directories to mount, as a map of host path to container path. The REST form cannot mount read-only.","propertyNames":{"type":"string","pattern":"^/","x-expected":"an absolute path, starting with \"/\""},"additionalProperties":{"type":"string","pattern":"^/","x-expected":"an absolute path, starting with \"/\""}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern11.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(!pattern11.test(data0)){
const err3 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateJobField_hostIpc = validate42;
const schema53 = {"type":"boolean","description":"Use the host's IPC namespace."};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_hostNetwork = validate43;
const schema54 = {"type":"boolean","description":"Use the host's network."};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_ports = validate44;
const schema55 = {"type":"array","items":{"type":"object","title":"Port","required":["container"],"additionalProperties":false,"properties":{"container":{"type":"integer","minimum":1,"maximum":65535,"description":"Container port.","x-expected":"a port number from 1 to 65535"},"external":{"type":"integer","minimum":1,"maximum":65535,"description":"The externally exposed port. Given when `autoGenerate` is false.","x-expected":"a port number from 1 to 65535"},"autoGenerate":{"type":"boolean","description":"When true, the service assigns the external port and `external` is omitted."}},"if":{"required":["autoGenerate"],"properties":{"autoGenerate":{"const":true}}},"then":{"not":{"required":["external"]}},"x-expected":"either an external port or autoGenerate: true, not both"},"description":"Ports to expose. Needed when `serviceType` is set."};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs3 = errors;
let valid2 = true;
const _errs4 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.autoGenerate === undefined) && (missing0 = "autoGenerate")){
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
if(data0.autoGenerate !== undefined){
if(true !== data0.autoGenerate){
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
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.external === undefined) && (missing1 = "external")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid4 = _errs8 === errors;
if(valid4){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/then/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs6 === errors;
valid2 = _valid0;
}
if(!valid2){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.container === undefined){
const err5 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "container"},message:"must have required property '"+"container"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "container") || (key0 === "external")) || (key0 === "autoGenerate"))){
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.container !== undefined){
let data2 = data0.container;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/" + i0+"/container",schemaPath:"#/items/properties/container/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 65535 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/" + i0+"/container",schemaPath:"#/items/properties/container/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/" + i0+"/container",schemaPath:"#/items/properties/container/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data0.external !== undefined){
let data3 = data0.external;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/" + i0+"/external",schemaPath:"#/items/properties/external/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 65535 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/" + i0+"/external",schemaPath:"#/items/properties/external/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/" + i0+"/external",schemaPath:"#/items/properties/external/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data0.autoGenerate !== undefined){
if(typeof data0.autoGenerate !== "boolean"){
const err13 = {instancePath:instancePath+"/" + i0+"/autoGenerate",schemaPath:"#/items/properties/autoGenerate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateJobField_backoffLimit = validate45;
const schema56 = {"type":"integer","minimum":0,"maximum":2147483647,"description":"Retries of a failed training job before it is marked failed (the service's default is 6). A Kubernetes int32.","x-expected":"a whole number from 0 to 2147483647"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483647 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_completions = validate46;
const schema57 = {"type":"integer","minimum":1,"maximum":2147483647,"description":"Successful pods needed to complete the job. A Kubernetes int32.","x-expected":"a whole number from 1 to 2147483647"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483647 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_parallelism = validate47;
const schema58 = {"type":"integer","minimum":1,"maximum":2147483647,"description":"Pods run in parallel. Above 1 it needs `completions`, and it cannot be combined with `elastic` or `interactive`. A Kubernetes int32.","x-expected":"a whole number from 1 to 2147483647"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483647 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_elastic = validate48;
const schema59 = {"type":"boolean","description":"An elastic distributed job, which scales with free GPUs."};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_preemptible = validate49;
const schema60 = {"type":"boolean","description":"An interactive job that other jobs may preempt."};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_serviceType = validate50;
const schema61 = {"type":"string","enum":["portforward","loadbalancer","nodeport","ingress"],"description":"How the ports are exposed. Needs `ports`."};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "portforward") || (data === "loadbalancer")) || (data === "nodeport")) || (data === "ingress"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_ttlAfterFinish = validate51;
const schema62 = {"type":"string","pattern":"^([0-9]+(ms|s|m|h|d))+$","description":"How long a finished job is kept before it is deleted (the cluster must have the feature on).","x-expected":"a duration such as 5s, 2m, 3h or 4d"};
const pattern14 = new RegExp("^([0-9]+(ms|s|m|h|d))+$", "u");

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern14.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^([0-9]+(ms|s|m|h|d))+$"},message:"must match pattern \""+"^([0-9]+(ms|s|m|h|d))+$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_preventPrivilegeEscalation = validate52;
const schema63 = {"type":"boolean","description":"Prevent the container's processes from gaining privileges."};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_nodeType = validate53;
const schema64 = {"type":"string","minLength":1,"maxLength":63,"pattern":"^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"Schedule only on nodes with this node-type label. It is a Kubernetes label's value, and takes only what one can hold.","x-expected":"a node label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"a100\""};
const pattern15 = new RegExp("^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) > 63){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern15.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJobField_jobNamePrefix = validate54;
const schema65 = {"type":"string","minLength":1,"maxLength":63,"pattern":"^[a-z]([-a-z0-9]*[a-z0-9])?$","x-expected":"a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\"","description":"Prefix of the generated name (`<prefix>-<n>`) when `name` is not given."};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) > 63){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[a-z]([-a-z0-9]*[a-z0-9])?$"},message:"must match pattern \""+"^[a-z]([-a-z0-9]*[a-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"dynamicProps":false,"dynamicItems":false};


// A job: the object's own rules first, then each field that is set, in the document's order,
// as Ajv orders the keywords of one schema. Field errors get the paths they would have there.
const jobFields = { name: validateJobField_name, project: validateJobField_project, interactive: validateJobField_interactive, image: validateJobField_image, command: validateJobField_command, arguments: validateJobField_arguments, environment: validateJobField_environment, imagePullPolicy: validateJobField_imagePullPolicy, stdin: validateJobField_stdin, tty: validateJobField_tty, workingDir: validateJobField_workingDir, createHomeDir: validateJobField_createHomeDir, gpu: validateJobField_gpu, cpu: validateJobField_cpu, cpuLimit: validateJobField_cpuLimit, memory: validateJobField_memory, memoryLimit: validateJobField_memoryLimit, largeShm: validateJobField_largeShm, pvc: validateJobField_pvc, volume: validateJobField_volume, hostIpc: validateJobField_hostIpc, hostNetwork: validateJobField_hostNetwork, ports: validateJobField_ports, backoffLimit: validateJobField_backoffLimit, completions: validateJobField_completions, parallelism: validateJobField_parallelism, elastic: validateJobField_elastic, preemptible: validateJobField_preemptible, serviceType: validateJobField_serviceType, ttlAfterFinish: validateJobField_ttlAfterFinish, preventPrivilegeEscalation: validateJobField_preventPrivilegeEscalation, nodeType: validateJobField_nodeType, jobNamePrefix: validateJobField_jobNamePrefix };
export function validateJob(data) {
  const errors = validateJobObject(data) ? [] : [...validateJobObject.errors];
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const field in jobFields) {
      if (data[field] === undefined) continue;
      const check = jobFields[field];
      if (check(data[field], { instancePath: '/' + field, parentData: data, parentDataProperty: field, rootData: data })) continue;
      for (const error of check.errors) errors.push({ ...error, schemaPath: '#/properties/' + field + error.schemaPath.slice(1) });
    }
  }
  validateJob.errors = errors.length ? errors : null;
  return errors.length === 0;
}

export const job = {
 "type": "object",
 "title": "Job",
 "required": [
  "project",
  "image"
 ],
 "additionalProperties": false,
 "properties": {
  "name": {
   "type": "string",
   "minLength": 1,
   "maxLength": 63,
   "pattern": "^[a-z]([-a-z0-9]*[a-z0-9])?$",
   "x-expected": "a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\""
  },
  "project": {
   "type": "string",
   "minLength": 1,
   "pattern": "^\\S+$",
   "not": {
    "enum": [
     ".",
     ".."
    ]
   },
   "x-expected": "a project name, one word such as \"team-a\""
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
     "type": "integer",
     "maximum": 2147483647
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
   "maximum": 2147483647,
   "x-expected": "a whole number of CPU units, from 1 to 2147483647"
  },
  "memory": {
   "type": "string",
   "pattern": "^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$",
   "x-expected": "a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)"
  },
  "memoryLimit": {
   "type": "string",
   "pattern": "^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$",
   "x-expected": "a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)"
  },
  "largeShm": {
   "type": "boolean"
  },
  "pvc": {
   "type": "array",
   "items": {
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
      "type": "string",
      "pattern": "^(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[kMGTPE]|[eE]\\+?[0-9]+)|[0-9]{7,})$",
      "x-expected": "a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)"
     },
     "path": {
      "type": "string",
      "pattern": "^/",
      "x-expected": "an absolute path, starting with \"/\""
     },
     "readOnly": {
      "type": "boolean"
     }
    }
   }
  },
  "volume": {
   "type": "object",
   "propertyNames": {
    "type": "string",
    "pattern": "^/",
    "x-expected": "an absolute path, starting with \"/\""
   },
   "additionalProperties": {
    "type": "string",
    "pattern": "^/",
    "x-expected": "an absolute path, starting with \"/\""
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
   }
  },
  "backoffLimit": {
   "type": "integer",
   "minimum": 0,
   "maximum": 2147483647,
   "x-expected": "a whole number from 0 to 2147483647"
  },
  "completions": {
   "type": "integer",
   "minimum": 1,
   "maximum": 2147483647,
   "x-expected": "a whole number from 1 to 2147483647"
  },
  "parallelism": {
   "type": "integer",
   "minimum": 1,
   "maximum": 2147483647,
   "x-expected": "a whole number from 1 to 2147483647"
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
   "minLength": 1,
   "maxLength": 63,
   "pattern": "^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$",
   "x-expected": "a node label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"a100\""
  },
  "jobNamePrefix": {
   "type": "string",
   "minLength": 1,
   "maxLength": 63,
   "pattern": "^[a-z]([-a-z0-9]*[a-z0-9])?$",
   "x-expected": "a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\""
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
};
export const jobErrors = {
 "expected": {
  "#/properties/name": "a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\"",
  "#/properties/project": "a project name, one word such as \"team-a\"",
  "#/properties/image": "a container image reference without spaces, such as \"gcr.io/run-ai-demo/quickstart\"",
  "#/properties/environment/propertyNames": "an environment variable name of letters, digits, \"_\", \"-\" and \".\", not starting with a digit",
  "#/properties/environment/additionalProperties": "a string or a number",
  "#/properties/gpu": "a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5",
  "#/properties/cpu": "a number of CPU units above 0, such as 0.5 or 2",
  "#/properties/cpuLimit": "a whole number of CPU units, from 1 to 2147483647",
  "#/properties/memory": "a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)",
  "#/properties/memoryLimit": "a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)",
  "#/properties/pvc/items/properties/size": "a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and \"m\" thousandths of one)",
  "#/properties/pvc/items/properties/path": "an absolute path, starting with \"/\"",
  "#/properties/volume/propertyNames": "an absolute path, starting with \"/\"",
  "#/properties/volume/additionalProperties": "an absolute path, starting with \"/\"",
  "#/properties/ports/items": "either an external port or autoGenerate: true, not both",
  "#/properties/ports/items/properties/container": "a port number from 1 to 65535",
  "#/properties/ports/items/properties/external": "a port number from 1 to 65535",
  "#/properties/backoffLimit": "a whole number from 0 to 2147483647",
  "#/properties/completions": "a whole number from 1 to 2147483647",
  "#/properties/parallelism": "a whole number from 1 to 2147483647",
  "#/properties/ttlAfterFinish": "a duration such as 5s, 2m, 3h or 4d",
  "#/properties/nodeType": "a node label value: at most 63 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit, such as \"a100\"",
  "#/properties/jobNamePrefix": "a DNS-1035 label: at most 63 characters of lowercase letters, digits and \"-\", starting with a letter and ending with a letter or digit, such as \"train-resnet-1\"",
  "#/allOf/0": "parallelism above 1 needs completions, and cannot be combined with elastic or interactive",
  "#/allOf/1": "a service type needs at least one port to expose"
 },
 "known": {
  "#": [
   "name",
   "project",
   "interactive",
   "image",
   "command",
   "arguments",
   "environment",
   "imagePullPolicy",
   "stdin",
   "tty",
   "workingDir",
   "createHomeDir",
   "gpu",
   "cpu",
   "cpuLimit",
   "memory",
   "memoryLimit",
   "largeShm",
   "pvc",
   "volume",
   "hostIpc",
   "hostNetwork",
   "ports",
   "backoffLimit",
   "completions",
   "parallelism",
   "elastic",
   "preemptible",
   "serviceType",
   "ttlAfterFinish",
   "preventPrivilegeEscalation",
   "nodeType",
   "jobNamePrefix"
  ],
  "#/properties/pvc/items": [
   "storageClass",
   "size",
   "path",
   "readOnly"
  ],
  "#/properties/ports/items": [
   "container",
   "external",
   "autoGenerate"
  ]
 },
 "triggers": {
  "#/properties/ports/items": "autoGenerate",
  "#/allOf/0": "parallelism",
  "#/allOf/1": "serviceType"
 }
};
