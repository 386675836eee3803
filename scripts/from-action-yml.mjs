// Writes what restates action.yml's inputs elsewhere, from action.yml: the reusable workflow
// (.github/workflows/submit-runai-job.yml), which takes every input of the action and passes every
// output, the inputs as code reads them (src/generated/inputs.ts: the command line's options, their defaults), and the docs' tables of inputs and
// outputs (between `<!-- action.yml: … -->` and `<!-- end -->` in README.md and docs/inputs.md).
// An input added to the action is in all of them at the next build, and the freshness test fails
// until they are written again.
// `node scripts/from-action-yml.mjs --check` prints the difference instead of writing.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse, parseDocument, stringify } from 'yaml';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REUSABLE_WORKFLOW = '.github/workflows/submit-runai-job.yml';
/** The command line's options: the action's inputs, each with its description and default. */
const DECLARED_INPUTS = 'src/generated/inputs.ts';

/** Inputs that are secrets: a caller passes them under `secrets:`, where the runner masks them. */
const SECRETS = ['client-secret', 'token', 'external-token', 'github-token'];
/** What a secret not given falls back to in the workflow: the caller's own token, as the action's default is. */
const SECRET_FALLBACKS = { 'github-token': ' || github.token' };
/** A secret's name in the workflow where the input's could be a repository's or an organisation's own: a name with a '-', which no such
 *  secret can have, so that `secrets: inherit` never fills it with an unrelated secret (an organisation's TOKEN sent as the bearer). */
const SECRET_NAMES = { token: 'runai-token' };
/** `wait` takes `running` and `finished` besides `false`, so it is a string whatever its default. */
const STRINGS = ['wait'];
/** Defaults the workflow sets itself: a wait ends before the job's own limit, so that the step can say which jobs were unfinished. */
const OWN_DEFAULTS = { 'wait-timeout-minutes': 350 };

const HEADER = `# A reusable workflow: call it from any repository to submit a job, or a sweep, to Run:ai.
#   jobs:
#     train:
#       uses: submit-runai-job/submit-runai-job/.github/workflows/submit-runai-job.yml@v1
#       with: { base-url: https://tenant.run.ai, client-id: ..., project: team-a, image: ... }
#       secrets: { client-secret: "\${{ secrets.RUNAI_CLIENT_SECRET }}" }
# It takes every input of the action and passes every output. Empty inputs are not sent: the
# action's and the service's defaults apply. Written by scripts/from-action-yml.mjs from
# action.yml: change the action, then run \`npm run build\`.
`;

/** The workflow's text, from the action's metadata, formatted as the repository formats YAML. */
async function renderReusableWorkflow(actionYml) {
  const path = `${ROOT}${REUSABLE_WORKFLOW}`;
  return format(workflowText(actionYml), { ...(await resolveConfig(path)), filepath: path });
}

function workflowText(actionYml) {
  const action = parse(actionYml);
  const inputs = {};
  const secrets = {};
  const given = {};
  for (const [name, input] of Object.entries(action.inputs)) {
    const description = input.description.replace(/^Required\. /, '');
    if (SECRETS.includes(name)) {
      secrets[SECRET_NAMES[name] ?? name] = { description, required: false };
      given[name] = `\${{ secrets.${SECRET_NAMES[name] ?? name}${SECRET_FALLBACKS[name] ?? ''} }}`;
      continue;
    }
    const fallback = input.default;
    let typed;
    if (input.required) typed = { type: 'string', required: true };
    else if ((fallback === 'true' || fallback === 'false') && !STRINGS.includes(name)) typed = { type: 'boolean', default: fallback === 'true' };
    else if (fallback !== undefined && /^\d+$/.test(fallback)) typed = { type: 'number', default: OWN_DEFAULTS[name] ?? Number(fallback) };
    else typed = { type: 'string', default: '' };
    inputs[name] = { description, ...typed };
    // The workflow's own default is for a wait: without one, nothing is passed, so the action has nothing to warn of.
    given[name] = name in OWN_DEFAULTS ? `\${{ inputs.wait != '' && inputs.wait != 'false' && inputs.${name} || '' }}` : `\${{ inputs.${name} }}`;
  }
  inputs['timeout-minutes'] = {
    description: "The job's own limit (hosted runners stop at 360). With wait, keep it above wait-timeout-minutes.",
    type: 'number',
    default: 360,
  };
  inputs['runs-on'] = { description: "The runner label (a self-hosted runner inside the cluster's network, say).", type: 'string', default: 'ubuntu-latest' };
  const outputs = Object.fromEntries(
    Object.entries(action.outputs).map(([name, output]) => [name, { description: output.description, value: `\${{ jobs.submit.outputs.${name} }}` }]),
  );
  const workflow = {
    name: 'Submit a Run:ai job',
    on: { workflow_call: { inputs, secrets, outputs } },
    permissions: { contents: 'read' },
    jobs: {
      submit: {
        'runs-on': '${{ inputs.runs-on }}',
        'timeout-minutes': '${{ inputs.timeout-minutes }}',
        outputs: Object.fromEntries(
          Object.keys(action.outputs).map((name) => [name, `\${{ steps.submit.outputs.${name} || steps.released.outputs.${name} }}`]),
        ),
        steps: [
          {
            name: "Check out the caller's repository (for job-file or a ca-certificates path)",
            if: "inputs.job-file != '' || (inputs.ca-certificates != '' && !contains(inputs.ca-certificates, '-----BEGIN'))",
            uses: 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683',
            with: { 'persist-credentials': false },
          },
          {
            // The action of the same commit as this workflow, whatever the caller pinned it by
            // (a SHA, a tag, a branch): not a moving @v1. A checkout that fails fails the job: a
            // caller who pinned a commit never runs another silently. Only a server that does not
            // say the workflow's commit (no job.workflow_sha) runs the released action, and says so.
            id: 'self',
            name: 'Check out the action at the commit of this workflow',
            if: "job.workflow_sha != ''",
            uses: 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683',
            with: {
              repository: '${{ job.workflow_repository }}',
              ref: '${{ job.workflow_sha }}',
              path: '.submit-runai-job',
              'sparse-checkout': 'action.yml\ndist',
              'persist-credentials': false,
            },
          },
          { id: 'submit', if: "job.workflow_sha != ''", uses: './.submit-runai-job', with: given },
          {
            name: 'Say which action runs',
            if: "job.workflow_sha == ''",
            run: 'echo "::warning::This server does not say the reusable workflow\'s commit (job.workflow_sha): the released submit-runai-job@v1 runs, whatever commit the caller pinned."',
          },
          { id: 'released', if: "job.workflow_sha == ''", uses: 'submit-runai-job/submit-runai-job@v1', with: { ...given } },
        ],
      },
    },
  };
  return HEADER + stringify(workflow, { lineWidth: 0 }).replaceAll('actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683', '$& # v4.2.2');
}

/** The inputs as code reads them: names, descriptions, defaults (getInputs' fallbacks) and the command line's options. */
async function renderDeclaredInputs(actionYml) {
  const action = parse(actionYml);
  const entries = Object.entries(action.inputs).map(([name, input]) => ({
    name,
    description: input.description,
    ...(input.default !== undefined ? { default: String(input.default) } : {}),
    ...(SECRETS.includes(name) ? { secret: true } : {}),
  }));
  const text =
    "// action.yml's inputs: the defaults getInputs() falls back to, and the command line's options by the same names.\n// Written by" +
    ' scripts/from-action-yml.mjs from action.yml: change the action, then run `npm run build`.\n\n' +
    'export interface DeclaredInput {\n  name: string;\n  description: string;\n  default?: string;\n  secret?: boolean;\n}\n\n' +
    `export const DECLARED_INPUTS: readonly DeclaredInput[] = ${JSON.stringify(entries)};\n`;
  const path = `${ROOT}${DECLARED_INPUTS}`;
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** The inputs the README's table shows: what a first workflow sets; docs/inputs.md has every one. */
const MAIN_INPUTS = [
  'base-url',
  'client-id',
  'client-secret',
  'external-token',
  'project',
  'image',
  'gpu',
  'command',
  'arguments',
  'job-file',
  'matrix',
  'wait',
  'logs',
  'name',
  'dry-run',
];
/** Every input, in a table for each topic of action.yml. */
const INPUTS_DOC = 'docs/inputs.md';
const DOCS = ['README.md', INPUTS_DOC];

/** A Markdown table cell: one line, no `|` that would end it, and an input named in quotes ('job') as code. */
const cell = (text, inputs = {}) =>
  String(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/'([a-z-]+)'/g, (quoted, name) => (name in inputs ? `\`${name}\`` : quoted));

/**
 * The topic of each input: the comment that opens its group in action.yml ("# Waiting"), up to its
 * first full stop, comma or parenthesis. docs/inputs.md has one table per topic, so an input added
 * to a group is documented where its neighbours are, and a new group fails the build until the
 * docs give it a place.
 */
function topicsOf(actionYml) {
  const topics = {};
  const inputs = parseDocument(actionYml).get('inputs');
  let topic;
  for (const pair of inputs.items) {
    // The first group's comment belongs to the map itself; each later one, to its first key.
    const comment = pair === inputs.items[0] ? (pair.key.commentBefore ?? inputs.commentBefore) : pair.key.commentBefore;
    if (comment) topic = comment.trim().split(/[.,(]/)[0].trim();
    if (!topic) throw new Error(`action.yml: the input ${pair.key.value} has no topic (a comment before its group)`);
    (topics[topic] ??= []).push(pair.key.value);
  }
  return topics;
}

/** The tables a document holds between its markers, from the action's metadata; the topics it gave no table. */
function renderDocTables(text, actionYml) {
  const action = parse(actionYml);
  const topics = topicsOf(actionYml);
  const rendered = new Set();
  const inputs = (names) => {
    const defaults = names.some((name) => action.inputs[name]?.default !== undefined);
    const row = (name) => {
      const input = action.inputs[name];
      if (!input) throw new Error(`${name} is not an input of action.yml`);
      const fallback = input.default !== undefined ? `\`${cell(input.default)}\`` : '';
      return `| \`${name}\` |${defaults ? ` ${fallback} |` : ''} ${cell(input.description, action.inputs)} |`;
    };
    return `| input |${defaults ? ' default |' : ''} meaning |\n|---|${defaults ? '---|' : ''}---|\n${names.map(row).join('\n')}\n`;
  };
  const table = (which) => {
    if (which === 'main inputs') return inputs(MAIN_INPUTS);
    if (which === 'outputs') {
      return `| output | meaning |\n|---|---|\n${Object.entries(action.outputs)
        .map(([name, o]) => `| \`${name}\` | ${cell(o.description, action.inputs)} |`)
        .join('\n')}\n`;
    }
    const topic = which.match(/^inputs: (.+)$/)?.[1];
    if (!topic || !topics[topic]) throw new Error(`no table "${which}" to generate: the topics are ${Object.keys(topics).join(', ')}`);
    rendered.add(topic);
    return inputs(topics[topic]);
  };
  const written = text.replace(/(<!-- action\.yml: ([^>]+?) -->\n)[\s\S]*?(<!-- end -->)/g, (_, open, which, close) => `${open}${table(which)}${close}`);
  return { text: written, untabled: Object.keys(topics).filter((topic) => !rendered.has(topic)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const actionYml = readFileSync(`${ROOT}action.yml`, 'utf8');
  const written = { [REUSABLE_WORKFLOW]: await renderReusableWorkflow(actionYml), [DECLARED_INPUTS]: await renderDeclaredInputs(actionYml) };
  for (const doc of DOCS) {
    const { text, untabled } = renderDocTables(readFileSync(`${ROOT}${doc}`, 'utf8'), actionYml);
    written[doc] = text;
    if (doc === INPUTS_DOC && untabled.length)
      throw new Error(
        `${INPUTS_DOC} has no table for ${untabled.map((t) => `"${t}"`).join(', ')}: add <!-- action.yml: inputs: TOPIC --> and <!-- end --> where it belongs.`,
      );
  }
  for (const [file, text] of Object.entries(written)) {
    if (process.argv.includes('--check')) {
      const same = readFileSync(`${ROOT}${file}`, 'utf8') === text;
      if (!same) console.error(`${file} differs from action.yml's: run npm run build.`);
      if (!same) process.exitCode = 1;
    } else writeFileSync(`${ROOT}${file}`, text);
  }
}
