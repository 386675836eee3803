// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
/* eslint-disable */
export const validateTokenResponseV1 = validate21;
const schema32 = {"type":"object","required":["accessToken"],"properties":{"accessToken":{"type":"string","minLength":1},"idToken":{"type":"string"},"refreshToken":{"type":"string"},"expiresIn":{"type":"integer","description":"Lifetime in seconds. Documented from 2.24; its presence tells a client it speaks to 2.24 or later.","x-since":"2.24"}}};
const func1 = (text) => { let length = 0; for (const _ of text) length++; return length; };

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
if(data.accessToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accessToken"},message:"must have required property '"+"accessToken"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accessToken !== undefined){
let data0 = data.accessToken;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/accessToken",schemaPath:"#/properties/accessToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/accessToken",schemaPath:"#/properties/accessToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.idToken !== undefined){
if(typeof data.idToken !== "string"){
const err3 = {instancePath:instancePath+"/idToken",schemaPath:"#/properties/idToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.refreshToken !== undefined){
if(typeof data.refreshToken !== "string"){
const err4 = {instancePath:instancePath+"/refreshToken",schemaPath:"#/properties/refreshToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.expiresIn !== undefined){
let data3 = data.expiresIn;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/expiresIn",schemaPath:"#/properties/expiresIn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"accessToken":true,"idToken":true,"refreshToken":true,"expiresIn":true},"dynamicProps":false,"dynamicItems":false};

export const validateTokenResponseV2 = validate22;
const schema33 = {"type":"object","required":["access_token"],"properties":{"access_token":{"type":"string","minLength":1},"token_type":{"type":"string"},"expires_in":{"type":"integer"},"refresh_token":{"type":"string"},"id_token":{"type":"string"},"scope":{"type":"string"}}};

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
if(data.access_token === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "access_token"},message:"must have required property '"+"access_token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.access_token !== undefined){
let data0 = data.access_token;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/access_token",schemaPath:"#/properties/access_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/access_token",schemaPath:"#/properties/access_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.token_type !== undefined){
if(typeof data.token_type !== "string"){
const err3 = {instancePath:instancePath+"/token_type",schemaPath:"#/properties/token_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.expires_in !== undefined){
let data2 = data.expires_in;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.refresh_token !== undefined){
if(typeof data.refresh_token !== "string"){
const err5 = {instancePath:instancePath+"/refresh_token",schemaPath:"#/properties/refresh_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id_token !== undefined){
if(typeof data.id_token !== "string"){
const err6 = {instancePath:instancePath+"/id_token",schemaPath:"#/properties/id_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.scope !== undefined){
if(typeof data.scope !== "string"){
const err7 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"access_token":true,"token_type":true,"expires_in":true,"refresh_token":true,"id_token":true,"scope":true},"dynamicProps":false,"dynamicItems":false};

export const validateProjectList = validate23;
const schema34 = {"type":"object","required":["projects"],"properties":{"projects":{"type":"array","items":{"type":"object","required":["id","name","clusterId"],"x-vendor-required":["id","name","clusterId","parentId","description","createdAt","updatedAt","status","resources","totalResources","effective","enforceRunaiScheduler"],"properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"The project's id (a number written as a string, such as \"33\"); it reaches a dry run's log, so it must be an id.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"name":{"type":"string"},"clusterId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"parentId":{"type":["string","null"]},"description":{"type":"string"},"createdAt":{"type":"string"},"updatedAt":{"type":"string"},"status":{"type":"object","description":"`{namespace, phase, phaseMessage, quotaStatus, …}`; `phase` such as `Ready`."},"resources":{"type":"array","items":{"type":"object"}},"totalResources":{"type":"object"},"effective":{"type":"object"},"enforceRunaiScheduler":{"type":"boolean","x-since":"2.21"}}}},"next":{"type":"integer"}}};
const pattern4 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]*$", "u");

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
if(data.projects === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "projects"},message:"must have required property '"+"projects"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.projects !== undefined){
let data0 = data.projects;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err1 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"#/properties/projects/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"#/properties/projects/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.clusterId === undefined){
const err3 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"#/properties/projects/items/required",keyword:"required",params:{missingProperty: "clusterId"},message:"must have required property '"+"clusterId"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.id !== undefined){
let data2 = data1.id;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err4 = {instancePath:instancePath+"/projects/" + i0+"/id",schemaPath:"#/properties/projects/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/projects/" + i0+"/id",schemaPath:"#/properties/projects/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data2)){
const err6 = {instancePath:instancePath+"/projects/" + i0+"/id",schemaPath:"#/properties/projects/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
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
const err7 = {instancePath:instancePath+"/projects/" + i0+"/id",schemaPath:"#/properties/projects/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err8 = {instancePath:instancePath+"/projects/" + i0+"/name",schemaPath:"#/properties/projects/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.clusterId !== undefined){
let data4 = data1.clusterId;
if(typeof data4 === "string"){
if(func1(data4) > 64){
const err9 = {instancePath:instancePath+"/projects/" + i0+"/clusterId",schemaPath:"#/properties/projects/items/properties/clusterId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data4) < 1){
const err10 = {instancePath:instancePath+"/projects/" + i0+"/clusterId",schemaPath:"#/properties/projects/items/properties/clusterId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data4)){
const err11 = {instancePath:instancePath+"/projects/" + i0+"/clusterId",schemaPath:"#/properties/projects/items/properties/clusterId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/projects/" + i0+"/clusterId",schemaPath:"#/properties/projects/items/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.parentId !== undefined){
let data5 = data1.parentId;
if((typeof data5 !== "string") && (data5 !== null)){
const err13 = {instancePath:instancePath+"/projects/" + i0+"/parentId",schemaPath:"#/properties/projects/items/properties/parentId/type",keyword:"type",params:{type: schema34.properties.projects.items.properties.parentId.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.description !== undefined){
if(typeof data1.description !== "string"){
const err14 = {instancePath:instancePath+"/projects/" + i0+"/description",schemaPath:"#/properties/projects/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.createdAt !== undefined){
if(typeof data1.createdAt !== "string"){
const err15 = {instancePath:instancePath+"/projects/" + i0+"/createdAt",schemaPath:"#/properties/projects/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.updatedAt !== undefined){
if(typeof data1.updatedAt !== "string"){
const err16 = {instancePath:instancePath+"/projects/" + i0+"/updatedAt",schemaPath:"#/properties/projects/items/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.status !== undefined){
let data9 = data1.status;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err17 = {instancePath:instancePath+"/projects/" + i0+"/status",schemaPath:"#/properties/projects/items/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.resources !== undefined){
let data10 = data1.resources;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(!(data11 && typeof data11 == "object" && !Array.isArray(data11))){
const err18 = {instancePath:instancePath+"/projects/" + i0+"/resources/" + i1,schemaPath:"#/properties/projects/items/properties/resources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/projects/" + i0+"/resources",schemaPath:"#/properties/projects/items/properties/resources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.totalResources !== undefined){
let data12 = data1.totalResources;
if(!(data12 && typeof data12 == "object" && !Array.isArray(data12))){
const err20 = {instancePath:instancePath+"/projects/" + i0+"/totalResources",schemaPath:"#/properties/projects/items/properties/totalResources/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.effective !== undefined){
let data13 = data1.effective;
if(!(data13 && typeof data13 == "object" && !Array.isArray(data13))){
const err21 = {instancePath:instancePath+"/projects/" + i0+"/effective",schemaPath:"#/properties/projects/items/properties/effective/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.enforceRunaiScheduler !== undefined){
if(typeof data1.enforceRunaiScheduler !== "boolean"){
const err22 = {instancePath:instancePath+"/projects/" + i0+"/enforceRunaiScheduler",schemaPath:"#/properties/projects/items/properties/enforceRunaiScheduler/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/projects/" + i0,schemaPath:"#/properties/projects/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/projects",schemaPath:"#/properties/projects/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.next !== undefined){
let data15 = data.next;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err25 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"projects":true,"next":true},"dynamicProps":false,"dynamicItems":false};

export const validateClusterList = validate24;
const schema35 = {"type":"array","items":{"type":"object","required":["uuid","name"],"x-vendor-required":["uuid","tenantId","name","createdAt"],"properties":{"uuid":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"tenantId":{"type":"integer"},"name":{"type":"string"},"createdAt":{"type":"string"},"version":{"type":["string","null"],"description":"The cluster's own version (such as `2.20.15`), not the control plane's; optional."},"domain":{"type":["string","null"],"description":"The cluster's address, such as `https://cluster.example.com`; optional."},"status":{"type":["object","null"],"description":"The cluster's connection (`state` such as `Connected`); null where it never reported."}}}};

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
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.uuid === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "uuid"},message:"must have required property '"+"uuid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
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
if(data0.uuid !== undefined){
let data1 = data0.uuid;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err2 = {instancePath:instancePath+"/" + i0+"/uuid",schemaPath:"#/items/properties/uuid/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/" + i0+"/uuid",schemaPath:"#/items/properties/uuid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/" + i0+"/uuid",schemaPath:"#/items/properties/uuid/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
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
const err5 = {instancePath:instancePath+"/" + i0+"/uuid",schemaPath:"#/items/properties/uuid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.tenantId !== undefined){
let data2 = data0.tenantId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/" + i0+"/tenantId",schemaPath:"#/items/properties/tenantId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
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
if(data0.createdAt !== undefined){
if(typeof data0.createdAt !== "string"){
const err8 = {instancePath:instancePath+"/" + i0+"/createdAt",schemaPath:"#/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.version !== undefined){
let data5 = data0.version;
if((typeof data5 !== "string") && (data5 !== null)){
const err9 = {instancePath:instancePath+"/" + i0+"/version",schemaPath:"#/items/properties/version/type",keyword:"type",params:{type: schema35.items.properties.version.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.domain !== undefined){
let data6 = data0.domain;
if((typeof data6 !== "string") && (data6 !== null)){
const err10 = {instancePath:instancePath+"/" + i0+"/domain",schemaPath:"#/items/properties/domain/type",keyword:"type",params:{type: schema35.items.properties.domain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.status !== undefined){
let data7 = data0.status;
if((!(data7 && typeof data7 == "object" && !Array.isArray(data7))) && (data7 !== null)){
const err11 = {instancePath:instancePath+"/" + i0+"/status",schemaPath:"#/items/properties/status/type",keyword:"type",params:{type: schema35.items.properties.status.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const validateWorkloadCreated = validate25;
const schema36 = {"type":"object","description":"The workload as accepted (200 until 2.20, 202 from 2.21). Other members exist (`spec`, `departmentId`, …).","required":["name","workloadId"],"x-vendor-required":["name","requestedName","workloadId","projectId","clusterId","createdBy","createdAt","desiredPhase"],"properties":{"name":{"type":"string","minLength":1,"maxLength":253,"pattern":"^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A workload's name as an answer gives it. The vendor's `WorkloadName` requires only\n`minLength: 1`, and with `useGivenNameAsPrefix` the service appends to the name asked for,\nso it may be longer than a request's `WorkloadName`. **Assumption:** at most 253 characters\n(a Kubernetes object name's bound) of letters, digits, `-`, `_` and `.`, starting and\nending with a letter or digit: nothing else passes for a name, since it reaches logs,\noutputs and shell steps.\n","x-expected":"a name of at most 253 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit"},"requestedName":{"type":"string"},"workloadId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"projectId":{"type":"string"},"clusterId":{"type":"string"},"createdAt":{"type":"string"},"createdBy":{"type":"string"},"desiredPhase":{"enum":["Running","Stopped","Deleted"]},"actualPhase":{"type":"string"}}};
const pattern7 = new RegExp("^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$", "u");

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
if(data.workloadId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workloadId"},message:"must have required property '"+"workloadId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern7.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"+"\""};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.requestedName !== undefined){
if(typeof data.requestedName !== "string"){
const err6 = {instancePath:instancePath+"/requestedName",schemaPath:"#/properties/requestedName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.workloadId !== undefined){
let data2 = data.workloadId;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err7 = {instancePath:instancePath+"/workloadId",schemaPath:"#/properties/workloadId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/workloadId",schemaPath:"#/properties/workloadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/workloadId",schemaPath:"#/properties/workloadId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/workloadId",schemaPath:"#/properties/workloadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.projectId !== undefined){
if(typeof data.projectId !== "string"){
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
if(typeof data.clusterId !== "string"){
const err12 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err13 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.createdBy !== undefined){
if(typeof data.createdBy !== "string"){
const err14 = {instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.desiredPhase !== undefined){
let data7 = data.desiredPhase;
if(!(((data7 === "Running") || (data7 === "Stopped")) || (data7 === "Deleted"))){
const err15 = {instancePath:instancePath+"/desiredPhase",schemaPath:"#/properties/desiredPhase/enum",keyword:"enum",params:{allowedValues: schema36.properties.desiredPhase.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.actualPhase !== undefined){
if(typeof data.actualPhase !== "string"){
const err16 = {instancePath:instancePath+"/actualPhase",schemaPath:"#/properties/actualPhase/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"name":true,"requestedName":true,"workloadId":true,"projectId":true,"clusterId":true,"createdAt":true,"createdBy":true,"desiredPhase":true,"actualPhase":true},"dynamicProps":false,"dynamicItems":false};

export const validateCreatedWorkloadName = validate26;
const schema37 = {"type":"string","minLength":1,"maxLength":253,"pattern":"^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$","description":"A workload's name as an answer gives it. The vendor's `WorkloadName` requires only\n`minLength: 1`, and with `useGivenNameAsPrefix` the service appends to the name asked for,\nso it may be longer than a request's `WorkloadName`. **Assumption:** at most 253 characters\n(a Kubernetes object name's bound) of letters, digits, `-`, `_` and `.`, starting and\nending with a letter or digit: nothing else passes for a name, since it reaches logs,\noutputs and shell steps.\n","x-expected":"a name of at most 253 letters, digits, \"-\", \"_\" and \".\", starting and ending with a letter or digit"};

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
if(func1(data) > 253){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern7.test(data)){
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateWorkloadList = validate27;
const schema38 = {"type":"object","required":["workloads"],"properties":{"workloads":{"type":"array","items":{"type":"object"},"description":"Items are checked one by one (`Workload`), so that one odd item does not hide the others."},"next":{"type":"integer"}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.workloads === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workloads"},message:"must have required property '"+"workloads"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.workloads !== undefined){
let data0 = data.workloads;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err1 = {instancePath:instancePath+"/workloads/" + i0,schemaPath:"#/properties/workloads/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err2 = {instancePath:instancePath+"/workloads",schemaPath:"#/properties/workloads/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.next !== undefined){
let data2 = data.next;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"workloads":true,"next":true},"dynamicProps":false,"dynamicItems":false};

export const validateWorkload = validate28;
const schema39 = {"type":"object","description":"One workload as listed. `phase` may be missing; then `actualPhase` is read (a vendor tool notes that `actualPhase` is not always populated).","required":["id","name"],"x-vendor-required":["type","name","id","source","priorityClassName","clusterId","projectName","projectId","departmentName","departmentId","namespace","createdAt","phase","conditions","k8sPhase","tenantId","runningPods","phaseUpdatedAt","k8sPhaseUpdatedAt","updatedAt","deletedAt","priority","category"],"properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"name":{"type":"string"},"type":{"type":"string","description":"`Training`, `Workspace`, …"},"projectId":{"type":"string"},"clusterId":{"type":"string"},"phase":{"type":"string","description":"`Creating`, `Initializing`, `Resuming`, `Pending`, `Deleting`, `Running`, `Updating`,\n`Stopped`, `Stopping`, `Degraded`, `Failed`, `Completed`, `Terminating` or `Unknown`.\n`Completed` is success, `Failed` failure; `Stopped`, or a workload gone, means someone\nstopped or deleted it; the rest are \"not finished\".\n"},"actualPhase":{"type":"string"},"createdAt":{"type":"string","description":"An ISO 8601 date."},"deletedAt":{"type":["string","null"],"description":"When it was deleted; `null` while it exists. Set in a `deleted=true` list."},"source":{"enum":["CLI","Control-plane","Other"]},"priorityClassName":{"type":"string"},"projectName":{"type":"string"},"departmentName":{"type":"string"},"departmentId":{"type":"string"},"namespace":{"type":"string"},"phaseMessage":{"type":"string"},"conditions":{"type":"array","items":{"type":"object","properties":{"type":{"type":"string"},"status":{"type":"string"},"message":{"type":"string"},"reason":{"type":"string","description":"For the Failed condition, why."},"lastTransitionTime":{"type":["string","null"]}}}},"phaseReason":{"type":["string","null"],"description":"Why a pending workload waits: `NonPreemptibleOverQuota` or `OverLimit` (typed `object` in 2.19–2.20, a string from 2.21).","x-since":"2.19"},"k8sPhase":{"type":"string"},"tenantId":{"type":"integer"},"runningPods":{"type":"integer"},"phaseUpdatedAt":{"type":"string"},"k8sPhaseUpdatedAt":{"type":"string"},"updatedAt":{"type":"string"},"completedAt":{"type":["string","null"]},"priority":{"type":["integer","null"],"x-since":"2.19"},"category":{"type":"string","x-since":"2.22"},"allocatedResources":{"type":["object","null"],"description":"What the workload holds now. A workload that has ended may hold nothing any more, so what it held while it ran is kept by the reader.","properties":{"gpu":{"type":["number","null"],"description":"The GPUs allocated to it (devices, or a portion of one)."}}},"totalRunningTimeSeconds":{"type":["integer","null"],"description":"The time it has spent Running since it was submitted, in all.","x-since":"2.23"},"totalPendingTimeSeconds":{"type":["integer","null"],"description":"The time it has spent Pending since it was submitted, in all.","x-since":"2.23"}}};

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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
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
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.projectId !== undefined){
if(typeof data.projectId !== "string"){
const err8 = {instancePath:instancePath+"/projectId",schemaPath:"#/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.clusterId !== undefined){
if(typeof data.clusterId !== "string"){
const err9 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err10 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.actualPhase !== undefined){
if(typeof data.actualPhase !== "string"){
const err11 = {instancePath:instancePath+"/actualPhase",schemaPath:"#/properties/actualPhase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err12 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.deletedAt !== undefined){
let data8 = data.deletedAt;
if((typeof data8 !== "string") && (data8 !== null)){
const err13 = {instancePath:instancePath+"/deletedAt",schemaPath:"#/properties/deletedAt/type",keyword:"type",params:{type: schema39.properties.deletedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.source !== undefined){
let data9 = data.source;
if(!(((data9 === "CLI") || (data9 === "Control-plane")) || (data9 === "Other"))){
const err14 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema39.properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.priorityClassName !== undefined){
if(typeof data.priorityClassName !== "string"){
const err15 = {instancePath:instancePath+"/priorityClassName",schemaPath:"#/properties/priorityClassName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.projectName !== undefined){
if(typeof data.projectName !== "string"){
const err16 = {instancePath:instancePath+"/projectName",schemaPath:"#/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.departmentName !== undefined){
if(typeof data.departmentName !== "string"){
const err17 = {instancePath:instancePath+"/departmentName",schemaPath:"#/properties/departmentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.departmentId !== undefined){
if(typeof data.departmentId !== "string"){
const err18 = {instancePath:instancePath+"/departmentId",schemaPath:"#/properties/departmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.namespace !== undefined){
if(typeof data.namespace !== "string"){
const err19 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.phaseMessage !== undefined){
if(typeof data.phaseMessage !== "string"){
const err20 = {instancePath:instancePath+"/phaseMessage",schemaPath:"#/properties/phaseMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.conditions !== undefined){
let data16 = data.conditions;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.type !== undefined){
if(typeof data17.type !== "string"){
const err21 = {instancePath:instancePath+"/conditions/" + i0+"/type",schemaPath:"#/properties/conditions/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data17.status !== undefined){
if(typeof data17.status !== "string"){
const err22 = {instancePath:instancePath+"/conditions/" + i0+"/status",schemaPath:"#/properties/conditions/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data17.message !== undefined){
if(typeof data17.message !== "string"){
const err23 = {instancePath:instancePath+"/conditions/" + i0+"/message",schemaPath:"#/properties/conditions/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data17.reason !== undefined){
if(typeof data17.reason !== "string"){
const err24 = {instancePath:instancePath+"/conditions/" + i0+"/reason",schemaPath:"#/properties/conditions/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data17.lastTransitionTime !== undefined){
let data22 = data17.lastTransitionTime;
if((typeof data22 !== "string") && (data22 !== null)){
const err25 = {instancePath:instancePath+"/conditions/" + i0+"/lastTransitionTime",schemaPath:"#/properties/conditions/items/properties/lastTransitionTime/type",keyword:"type",params:{type: schema39.properties.conditions.items.properties.lastTransitionTime.type},message:"must be string,null"};
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
else {
const err26 = {instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err27 = {instancePath:instancePath+"/conditions",schemaPath:"#/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.phaseReason !== undefined){
let data23 = data.phaseReason;
if((typeof data23 !== "string") && (data23 !== null)){
const err28 = {instancePath:instancePath+"/phaseReason",schemaPath:"#/properties/phaseReason/type",keyword:"type",params:{type: schema39.properties.phaseReason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.k8sPhase !== undefined){
if(typeof data.k8sPhase !== "string"){
const err29 = {instancePath:instancePath+"/k8sPhase",schemaPath:"#/properties/k8sPhase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.tenantId !== undefined){
let data25 = data.tenantId;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err30 = {instancePath:instancePath+"/tenantId",schemaPath:"#/properties/tenantId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.runningPods !== undefined){
let data26 = data.runningPods;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err31 = {instancePath:instancePath+"/runningPods",schemaPath:"#/properties/runningPods/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.phaseUpdatedAt !== undefined){
if(typeof data.phaseUpdatedAt !== "string"){
const err32 = {instancePath:instancePath+"/phaseUpdatedAt",schemaPath:"#/properties/phaseUpdatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.k8sPhaseUpdatedAt !== undefined){
if(typeof data.k8sPhaseUpdatedAt !== "string"){
const err33 = {instancePath:instancePath+"/k8sPhaseUpdatedAt",schemaPath:"#/properties/k8sPhaseUpdatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err34 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.completedAt !== undefined){
let data30 = data.completedAt;
if((typeof data30 !== "string") && (data30 !== null)){
const err35 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: schema39.properties.completedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.priority !== undefined){
let data31 = data.priority;
if((!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))) && (data31 !== null)){
const err36 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: schema39.properties.priority.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.category !== undefined){
if(typeof data.category !== "string"){
const err37 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.allocatedResources !== undefined){
let data33 = data.allocatedResources;
if((!(data33 && typeof data33 == "object" && !Array.isArray(data33))) && (data33 !== null)){
const err38 = {instancePath:instancePath+"/allocatedResources",schemaPath:"#/properties/allocatedResources/type",keyword:"type",params:{type: schema39.properties.allocatedResources.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.gpu !== undefined){
let data34 = data33.gpu;
if((!((typeof data34 == "number") && (isFinite(data34)))) && (data34 !== null)){
const err39 = {instancePath:instancePath+"/allocatedResources/gpu",schemaPath:"#/properties/allocatedResources/properties/gpu/type",keyword:"type",params:{type: schema39.properties.allocatedResources.properties.gpu.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
}
if(data.totalRunningTimeSeconds !== undefined){
let data35 = data.totalRunningTimeSeconds;
if((!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))) && (data35 !== null)){
const err40 = {instancePath:instancePath+"/totalRunningTimeSeconds",schemaPath:"#/properties/totalRunningTimeSeconds/type",keyword:"type",params:{type: schema39.properties.totalRunningTimeSeconds.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.totalPendingTimeSeconds !== undefined){
let data36 = data.totalPendingTimeSeconds;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
const err41 = {instancePath:instancePath+"/totalPendingTimeSeconds",schemaPath:"#/properties/totalPendingTimeSeconds/type",keyword:"type",params:{type: schema39.properties.totalPendingTimeSeconds.type},message:"must be integer,null"};
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
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"id":true,"name":true,"type":true,"projectId":true,"clusterId":true,"phase":true,"actualPhase":true,"createdAt":true,"deletedAt":true,"source":true,"priorityClassName":true,"projectName":true,"departmentName":true,"departmentId":true,"namespace":true,"phaseMessage":true,"conditions":true,"phaseReason":true,"k8sPhase":true,"tenantId":true,"runningPods":true,"phaseUpdatedAt":true,"k8sPhaseUpdatedAt":true,"updatedAt":true,"completedAt":true,"priority":true,"category":true,"allocatedResources":true,"totalRunningTimeSeconds":true,"totalPendingTimeSeconds":true},"dynamicProps":false,"dynamicItems":false};

export const validateWorkloadDetailed = validate29;
const schema40 = {"description":"One workload as `GET /api/v1/workloads/{workloadId}` answers it.","allOf":[{"type":"object","description":"One workload as listed. `phase` may be missing; then `actualPhase` is read (a vendor tool notes that `actualPhase` is not always populated).","required":["id","name"],"x-vendor-required":["type","name","id","source","priorityClassName","clusterId","projectName","projectId","departmentName","departmentId","namespace","createdAt","phase","conditions","k8sPhase","tenantId","runningPods","phaseUpdatedAt","k8sPhaseUpdatedAt","updatedAt","deletedAt","priority","category"],"properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""},"name":{"type":"string"},"type":{"type":"string","description":"`Training`, `Workspace`, …"},"projectId":{"type":"string"},"clusterId":{"type":"string"},"phase":{"type":"string","description":"`Creating`, `Initializing`, `Resuming`, `Pending`, `Deleting`, `Running`, `Updating`,\n`Stopped`, `Stopping`, `Degraded`, `Failed`, `Completed`, `Terminating` or `Unknown`.\n`Completed` is success, `Failed` failure; `Stopped`, or a workload gone, means someone\nstopped or deleted it; the rest are \"not finished\".\n"},"actualPhase":{"type":"string"},"createdAt":{"type":"string","description":"An ISO 8601 date."},"deletedAt":{"type":["string","null"],"description":"When it was deleted; `null` while it exists. Set in a `deleted=true` list."},"source":{"enum":["CLI","Control-plane","Other"]},"priorityClassName":{"type":"string"},"projectName":{"type":"string"},"departmentName":{"type":"string"},"departmentId":{"type":"string"},"namespace":{"type":"string"},"phaseMessage":{"type":"string"},"conditions":{"type":"array","items":{"type":"object","properties":{"type":{"type":"string"},"status":{"type":"string"},"message":{"type":"string"},"reason":{"type":"string","description":"For the Failed condition, why."},"lastTransitionTime":{"type":["string","null"]}}}},"phaseReason":{"type":["string","null"],"description":"Why a pending workload waits: `NonPreemptibleOverQuota` or `OverLimit` (typed `object` in 2.19–2.20, a string from 2.21).","x-since":"2.19"},"k8sPhase":{"type":"string"},"tenantId":{"type":"integer"},"runningPods":{"type":"integer"},"phaseUpdatedAt":{"type":"string"},"k8sPhaseUpdatedAt":{"type":"string"},"updatedAt":{"type":"string"},"completedAt":{"type":["string","null"]},"priority":{"type":["integer","null"],"x-since":"2.19"},"category":{"type":"string","x-since":"2.22"},"allocatedResources":{"type":["object","null"],"description":"What the workload holds now. A workload that has ended may hold nothing any more, so what it held while it ran is kept by the reader.","properties":{"gpu":{"type":["number","null"],"description":"The GPUs allocated to it (devices, or a portion of one)."}}},"totalRunningTimeSeconds":{"type":["integer","null"],"description":"The time it has spent Running since it was submitted, in all.","x-since":"2.23"},"totalPendingTimeSeconds":{"type":["integer","null"],"description":"The time it has spent Pending since it was submitted, in all.","x-since":"2.23"}}},{"type":"object","properties":{"pendingSchedulingMessages":{"type":["array","null"],"x-since":"2.19","description":"Why the scheduler has not placed the workload, per node pool.","items":{"type":"object","x-vendor-required":["nodePool","phaseReason","reason"],"properties":{"nodePool":{"type":"string"},"phaseReason":{"type":"string"},"reason":{"type":"string"},"userMessage":{"type":["string","null"]}}}}}}]};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/allOf/0/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/allOf/0/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/allOf/0/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
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
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/allOf/0/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/allOf/0/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.projectId !== undefined){
if(typeof data.projectId !== "string"){
const err8 = {instancePath:instancePath+"/projectId",schemaPath:"#/allOf/0/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.clusterId !== undefined){
if(typeof data.clusterId !== "string"){
const err9 = {instancePath:instancePath+"/clusterId",schemaPath:"#/allOf/0/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.phase !== undefined){
if(typeof data.phase !== "string"){
const err10 = {instancePath:instancePath+"/phase",schemaPath:"#/allOf/0/properties/phase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.actualPhase !== undefined){
if(typeof data.actualPhase !== "string"){
const err11 = {instancePath:instancePath+"/actualPhase",schemaPath:"#/allOf/0/properties/actualPhase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err12 = {instancePath:instancePath+"/createdAt",schemaPath:"#/allOf/0/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.deletedAt !== undefined){
let data8 = data.deletedAt;
if((typeof data8 !== "string") && (data8 !== null)){
const err13 = {instancePath:instancePath+"/deletedAt",schemaPath:"#/allOf/0/properties/deletedAt/type",keyword:"type",params:{type: schema40.allOf[0].properties.deletedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.source !== undefined){
let data9 = data.source;
if(!(((data9 === "CLI") || (data9 === "Control-plane")) || (data9 === "Other"))){
const err14 = {instancePath:instancePath+"/source",schemaPath:"#/allOf/0/properties/source/enum",keyword:"enum",params:{allowedValues: schema40.allOf[0].properties.source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.priorityClassName !== undefined){
if(typeof data.priorityClassName !== "string"){
const err15 = {instancePath:instancePath+"/priorityClassName",schemaPath:"#/allOf/0/properties/priorityClassName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.projectName !== undefined){
if(typeof data.projectName !== "string"){
const err16 = {instancePath:instancePath+"/projectName",schemaPath:"#/allOf/0/properties/projectName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.departmentName !== undefined){
if(typeof data.departmentName !== "string"){
const err17 = {instancePath:instancePath+"/departmentName",schemaPath:"#/allOf/0/properties/departmentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.departmentId !== undefined){
if(typeof data.departmentId !== "string"){
const err18 = {instancePath:instancePath+"/departmentId",schemaPath:"#/allOf/0/properties/departmentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.namespace !== undefined){
if(typeof data.namespace !== "string"){
const err19 = {instancePath:instancePath+"/namespace",schemaPath:"#/allOf/0/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.phaseMessage !== undefined){
if(typeof data.phaseMessage !== "string"){
const err20 = {instancePath:instancePath+"/phaseMessage",schemaPath:"#/allOf/0/properties/phaseMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.conditions !== undefined){
let data16 = data.conditions;
if(Array.isArray(data16)){
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.type !== undefined){
if(typeof data17.type !== "string"){
const err21 = {instancePath:instancePath+"/conditions/" + i0+"/type",schemaPath:"#/allOf/0/properties/conditions/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data17.status !== undefined){
if(typeof data17.status !== "string"){
const err22 = {instancePath:instancePath+"/conditions/" + i0+"/status",schemaPath:"#/allOf/0/properties/conditions/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data17.message !== undefined){
if(typeof data17.message !== "string"){
const err23 = {instancePath:instancePath+"/conditions/" + i0+"/message",schemaPath:"#/allOf/0/properties/conditions/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data17.reason !== undefined){
if(typeof data17.reason !== "string"){
const err24 = {instancePath:instancePath+"/conditions/" + i0+"/reason",schemaPath:"#/allOf/0/properties/conditions/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data17.lastTransitionTime !== undefined){
let data22 = data17.lastTransitionTime;
if((typeof data22 !== "string") && (data22 !== null)){
const err25 = {instancePath:instancePath+"/conditions/" + i0+"/lastTransitionTime",schemaPath:"#/allOf/0/properties/conditions/items/properties/lastTransitionTime/type",keyword:"type",params:{type: schema40.allOf[0].properties.conditions.items.properties.lastTransitionTime.type},message:"must be string,null"};
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
else {
const err26 = {instancePath:instancePath+"/conditions/" + i0,schemaPath:"#/allOf/0/properties/conditions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err27 = {instancePath:instancePath+"/conditions",schemaPath:"#/allOf/0/properties/conditions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.phaseReason !== undefined){
let data23 = data.phaseReason;
if((typeof data23 !== "string") && (data23 !== null)){
const err28 = {instancePath:instancePath+"/phaseReason",schemaPath:"#/allOf/0/properties/phaseReason/type",keyword:"type",params:{type: schema40.allOf[0].properties.phaseReason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.k8sPhase !== undefined){
if(typeof data.k8sPhase !== "string"){
const err29 = {instancePath:instancePath+"/k8sPhase",schemaPath:"#/allOf/0/properties/k8sPhase/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.tenantId !== undefined){
let data25 = data.tenantId;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err30 = {instancePath:instancePath+"/tenantId",schemaPath:"#/allOf/0/properties/tenantId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.runningPods !== undefined){
let data26 = data.runningPods;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err31 = {instancePath:instancePath+"/runningPods",schemaPath:"#/allOf/0/properties/runningPods/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.phaseUpdatedAt !== undefined){
if(typeof data.phaseUpdatedAt !== "string"){
const err32 = {instancePath:instancePath+"/phaseUpdatedAt",schemaPath:"#/allOf/0/properties/phaseUpdatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.k8sPhaseUpdatedAt !== undefined){
if(typeof data.k8sPhaseUpdatedAt !== "string"){
const err33 = {instancePath:instancePath+"/k8sPhaseUpdatedAt",schemaPath:"#/allOf/0/properties/k8sPhaseUpdatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.updatedAt !== undefined){
if(typeof data.updatedAt !== "string"){
const err34 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/allOf/0/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.completedAt !== undefined){
let data30 = data.completedAt;
if((typeof data30 !== "string") && (data30 !== null)){
const err35 = {instancePath:instancePath+"/completedAt",schemaPath:"#/allOf/0/properties/completedAt/type",keyword:"type",params:{type: schema40.allOf[0].properties.completedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.priority !== undefined){
let data31 = data.priority;
if((!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))) && (data31 !== null)){
const err36 = {instancePath:instancePath+"/priority",schemaPath:"#/allOf/0/properties/priority/type",keyword:"type",params:{type: schema40.allOf[0].properties.priority.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.category !== undefined){
if(typeof data.category !== "string"){
const err37 = {instancePath:instancePath+"/category",schemaPath:"#/allOf/0/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.allocatedResources !== undefined){
let data33 = data.allocatedResources;
if((!(data33 && typeof data33 == "object" && !Array.isArray(data33))) && (data33 !== null)){
const err38 = {instancePath:instancePath+"/allocatedResources",schemaPath:"#/allOf/0/properties/allocatedResources/type",keyword:"type",params:{type: schema40.allOf[0].properties.allocatedResources.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.gpu !== undefined){
let data34 = data33.gpu;
if((!((typeof data34 == "number") && (isFinite(data34)))) && (data34 !== null)){
const err39 = {instancePath:instancePath+"/allocatedResources/gpu",schemaPath:"#/allOf/0/properties/allocatedResources/properties/gpu/type",keyword:"type",params:{type: schema40.allOf[0].properties.allocatedResources.properties.gpu.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
}
if(data.totalRunningTimeSeconds !== undefined){
let data35 = data.totalRunningTimeSeconds;
if((!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))) && (data35 !== null)){
const err40 = {instancePath:instancePath+"/totalRunningTimeSeconds",schemaPath:"#/allOf/0/properties/totalRunningTimeSeconds/type",keyword:"type",params:{type: schema40.allOf[0].properties.totalRunningTimeSeconds.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.totalPendingTimeSeconds !== undefined){
let data36 = data.totalPendingTimeSeconds;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
const err41 = {instancePath:instancePath+"/totalPendingTimeSeconds",schemaPath:"#/allOf/0/properties/totalPendingTimeSeconds/type",keyword:"type",params:{type: schema40.allOf[0].properties.totalPendingTimeSeconds.type},message:"must be integer,null"};
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
const err42 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pendingSchedulingMessages !== undefined){
let data37 = data.pendingSchedulingMessages;
if((!(Array.isArray(data37))) && (data37 !== null)){
const err43 = {instancePath:instancePath+"/pendingSchedulingMessages",schemaPath:"#/allOf/1/properties/pendingSchedulingMessages/type",keyword:"type",params:{type: schema40.allOf[1].properties.pendingSchedulingMessages.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(Array.isArray(data37)){
const len1 = data37.length;
for(let i1=0; i1<len1; i1++){
let data38 = data37[i1];
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.nodePool !== undefined){
if(typeof data38.nodePool !== "string"){
const err44 = {instancePath:instancePath+"/pendingSchedulingMessages/" + i1+"/nodePool",schemaPath:"#/allOf/1/properties/pendingSchedulingMessages/items/properties/nodePool/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data38.phaseReason !== undefined){
if(typeof data38.phaseReason !== "string"){
const err45 = {instancePath:instancePath+"/pendingSchedulingMessages/" + i1+"/phaseReason",schemaPath:"#/allOf/1/properties/pendingSchedulingMessages/items/properties/phaseReason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data38.reason !== undefined){
if(typeof data38.reason !== "string"){
const err46 = {instancePath:instancePath+"/pendingSchedulingMessages/" + i1+"/reason",schemaPath:"#/allOf/1/properties/pendingSchedulingMessages/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data38.userMessage !== undefined){
let data42 = data38.userMessage;
if((typeof data42 !== "string") && (data42 !== null)){
const err47 = {instancePath:instancePath+"/pendingSchedulingMessages/" + i1+"/userMessage",schemaPath:"#/allOf/1/properties/pendingSchedulingMessages/items/properties/userMessage/type",keyword:"type",params:{type: schema40.allOf[1].properties.pendingSchedulingMessages.items.properties.userMessage.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/pendingSchedulingMessages/" + i1,schemaPath:"#/allOf/1/properties/pendingSchedulingMessages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
}
}
else {
const err49 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"pendingSchedulingMessages":true,"id":true,"name":true,"type":true,"projectId":true,"clusterId":true,"phase":true,"actualPhase":true,"createdAt":true,"deletedAt":true,"source":true,"priorityClassName":true,"projectName":true,"departmentName":true,"departmentId":true,"namespace":true,"phaseMessage":true,"conditions":true,"phaseReason":true,"k8sPhase":true,"tenantId":true,"runningPods":true,"phaseUpdatedAt":true,"k8sPhaseUpdatedAt":true,"updatedAt":true,"completedAt":true,"priority":true,"category":true,"allocatedResources":true,"totalRunningTimeSeconds":true,"totalPendingTimeSeconds":true},"dynamicProps":false,"dynamicItems":false};

export const validateSubmittedWorkload = validate30;
const schema41 = {"description":"A training, workspace or distributed training as `GET /api/v1/workloads/{trainings|workspaces|distributed}/{workloadId}`\nanswers it: the spec it was submitted with. Its labels are read as a server sends them (any text), to tell which CI run\nsubmitted it: a workload of a fixed name may be another run's.\n","type":"object","x-vendor-required":["name","requestedName","workloadId","projectId","clusterId","createdBy","createdAt","desiredPhase"],"properties":{"name":{"type":"string"},"workloadId":{"type":"string"},"spec":{"type":"object","properties":{"labels":{"type":["array","null"],"items":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"value":{"type":["string","null"]}}}}}}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.workloadId !== undefined){
if(typeof data.workloadId !== "string"){
const err1 = {instancePath:instancePath+"/workloadId",schemaPath:"#/properties/workloadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.spec !== undefined){
let data2 = data.spec;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.labels !== undefined){
let data3 = data2.labels;
if((!(Array.isArray(data3))) && (data3 !== null)){
const err2 = {instancePath:instancePath+"/spec/labels",schemaPath:"#/properties/spec/properties/labels/type",keyword:"type",params:{type: schema41.properties.spec.properties.labels.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err3 = {instancePath:instancePath+"/spec/labels/" + i0,schemaPath:"#/properties/spec/properties/labels/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data4.name !== undefined){
if(typeof data4.name !== "string"){
const err4 = {instancePath:instancePath+"/spec/labels/" + i0+"/name",schemaPath:"#/properties/spec/properties/labels/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data4.value !== undefined){
let data6 = data4.value;
if((typeof data6 !== "string") && (data6 !== null)){
const err5 = {instancePath:instancePath+"/spec/labels/" + i0+"/value",schemaPath:"#/properties/spec/properties/labels/items/properties/value/type",keyword:"type",params:{type: schema41.properties.spec.properties.labels.items.properties.value.type},message:"must be string,null"};
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
const err6 = {instancePath:instancePath+"/spec/labels/" + i0,schemaPath:"#/properties/spec/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
}
else {
const err7 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"name":true,"workloadId":true,"spec":true},"dynamicProps":false,"dynamicItems":false};

export const validateEventList = validate31;
const schema42 = {"type":"object","required":["events"],"properties":{"next":{"type":"integer"},"events":{"type":"array","items":{"type":["object","null"]},"description":"Items are checked one by one (`WorkloadEvent`), so that one odd item does not hide the others; the vendor's `Event` is nullable."}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.events === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.next !== undefined){
let data0 = data.next;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/next",schemaPath:"#/properties/next/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.events !== undefined){
let data1 = data.events;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if((!(data2 && typeof data2 == "object" && !Array.isArray(data2))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: schema42.properties.events.items.type},message:"must be object,null"};
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
const err3 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"next":true,"events":true},"dynamicProps":false,"dynamicItems":false};

export const validateWorkloadEvent = validate32;
const schema43 = {"type":"object","required":["message"],"x-vendor-required":["createdAt","type","clusterId","message"],"properties":{"createdAt":{"type":"string"},"type":{"type":"string","description":"`Normal` or `Warning`, as Kubernetes says."},"clusterId":{"type":"string"},"message":{"type":"string"},"reason":{"type":"string","description":"Such as `Failed`, `BackOff`, `OOMKilling`, `Evicted`, `Preempted`."},"source":{"type":"string"},"involvedObject":{"type":"object","x-vendor-required":["uid","kind","name","namespace"],"properties":{"uid":{"type":"string"},"kind":{"type":"string"},"name":{"type":"string"},"namespace":{"type":"string"}}}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.createdAt !== undefined){
if(typeof data.createdAt !== "string"){
const err1 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.clusterId !== undefined){
if(typeof data.clusterId !== "string"){
const err3 = {instancePath:instancePath+"/clusterId",schemaPath:"#/properties/clusterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err4 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.source !== undefined){
if(typeof data.source !== "string"){
const err6 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.involvedObject !== undefined){
let data6 = data.involvedObject;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.uid !== undefined){
if(typeof data6.uid !== "string"){
const err7 = {instancePath:instancePath+"/involvedObject/uid",schemaPath:"#/properties/involvedObject/properties/uid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data6.kind !== undefined){
if(typeof data6.kind !== "string"){
const err8 = {instancePath:instancePath+"/involvedObject/kind",schemaPath:"#/properties/involvedObject/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err9 = {instancePath:instancePath+"/involvedObject/name",schemaPath:"#/properties/involvedObject/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data6.namespace !== undefined){
if(typeof data6.namespace !== "string"){
const err10 = {instancePath:instancePath+"/involvedObject/namespace",schemaPath:"#/properties/involvedObject/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/involvedObject",schemaPath:"#/properties/involvedObject/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"createdAt":true,"type":true,"clusterId":true,"message":true,"reason":true,"source":true,"involvedObject":true},"dynamicProps":false,"dynamicItems":false};

export const validateMetricsResponse = validate33;
const schema44 = {"type":"object","required":["measurements"],"properties":{"measurements":{"type":"array","items":{"type":"object","required":["type"],"properties":{"type":{"type":"string"},"labels":{"type":["object","null"],"additionalProperties":{"type":"string"}},"values":{"type":["array","null"],"items":{"type":"object","required":["value"],"properties":{"value":{"type":"string","description":"A number, as text (`\"85\"`)."},"timestamp":{"type":["string","null"]}}}}}}}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.measurements === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "measurements"},message:"must have required property '"+"measurements"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.measurements !== undefined){
let data0 = data.measurements;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.type === undefined){
const err1 = {instancePath:instancePath+"/measurements/" + i0,schemaPath:"#/properties/measurements/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.type !== undefined){
if(typeof data1.type !== "string"){
const err2 = {instancePath:instancePath+"/measurements/" + i0+"/type",schemaPath:"#/properties/measurements/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.labels !== undefined){
let data3 = data1.labels;
if((!(data3 && typeof data3 == "object" && !Array.isArray(data3))) && (data3 !== null)){
const err3 = {instancePath:instancePath+"/measurements/" + i0+"/labels",schemaPath:"#/properties/measurements/items/properties/labels/type",keyword:"type",params:{type: schema44.properties.measurements.items.properties.labels.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
if(typeof data3[key0] !== "string"){
const err4 = {instancePath:instancePath+"/measurements/" + i0+"/labels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/measurements/items/properties/labels/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
if(data1.values !== undefined){
let data5 = data1.values;
if((!(Array.isArray(data5))) && (data5 !== null)){
const err5 = {instancePath:instancePath+"/measurements/" + i0+"/values",schemaPath:"#/properties/measurements/items/properties/values/type",keyword:"type",params:{type: schema44.properties.measurements.items.properties.values.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.value === undefined){
const err6 = {instancePath:instancePath+"/measurements/" + i0+"/values/" + i1,schemaPath:"#/properties/measurements/items/properties/values/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data6.value !== undefined){
if(typeof data6.value !== "string"){
const err7 = {instancePath:instancePath+"/measurements/" + i0+"/values/" + i1+"/value",schemaPath:"#/properties/measurements/items/properties/values/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data6.timestamp !== undefined){
let data8 = data6.timestamp;
if((typeof data8 !== "string") && (data8 !== null)){
const err8 = {instancePath:instancePath+"/measurements/" + i0+"/values/" + i1+"/timestamp",schemaPath:"#/properties/measurements/items/properties/values/items/properties/timestamp/type",keyword:"type",params:{type: schema44.properties.measurements.items.properties.values.items.properties.timestamp.type},message:"must be string,null"};
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
const err9 = {instancePath:instancePath+"/measurements/" + i0+"/values/" + i1,schemaPath:"#/properties/measurements/items/properties/values/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
}
}
else {
const err10 = {instancePath:instancePath+"/measurements/" + i0,schemaPath:"#/properties/measurements/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/measurements",schemaPath:"#/properties/measurements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"measurements":true},"dynamicProps":false,"dynamicItems":false};

export const validateApiError = validate34;
const schema45 = {"type":"object","description":"The API's errors: `code` (the HTTP status), `message`, and sometimes `details`. A 400 from a policy says in `message` which value it refused, and lists `complianceIssues`.","x-vendor-required":["code","message"],"properties":{"code":{"type":"integer"},"message":{"type":"string"},"details":{"type":"string"},"complianceIssues":{"type":"array","description":"What a policy refused, on a submission's 400.","items":{"type":"object","properties":{"field":{"type":"string"},"details":{"type":"string"}}}}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code !== undefined){
let data0 = data.code;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
if(data.complianceIssues !== undefined){
let data3 = data.complianceIssues;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.field !== undefined){
if(typeof data4.field !== "string"){
const err3 = {instancePath:instancePath+"/complianceIssues/" + i0+"/field",schemaPath:"#/properties/complianceIssues/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data4.details !== undefined){
if(typeof data4.details !== "string"){
const err4 = {instancePath:instancePath+"/complianceIssues/" + i0+"/details",schemaPath:"#/properties/complianceIssues/items/properties/details/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/complianceIssues/" + i0,schemaPath:"#/properties/complianceIssues/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath:instancePath+"/complianceIssues",schemaPath:"#/properties/complianceIssues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"code":true,"message":true,"details":true,"complianceIssues":true},"dynamicProps":false,"dynamicItems":false};

export const validateUuid = validate35;
const schema46 = {"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9][A-Za-z0-9-]*$","description":"An id the API gives: a uuid, or a number written as a string. Nothing else may pass for one, since ids reach logs and outputs.","x-expected":"an id such as \"0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f\" or \"33\""};

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
if(typeof data === "string"){
if(func1(data) > 64){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 1){
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
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]*$"+"\""};
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};
