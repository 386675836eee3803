// A floor for `npm run bench -- --floors`: the least a step that fails on its inputs can do with
// @actions/core (bundled by ncc like dist/index.js, with the same stand-ins): read two inputs,
// mask one, fail. No action can start faster while it imports @actions/core.
import * as core from '@actions/core';

core.setSecret(core.getInput('token'));
core.setFailed(`submit-runai-job failed: Input 'gpu': ${JSON.stringify(core.getInput('gpu'))} is not valid.`);
