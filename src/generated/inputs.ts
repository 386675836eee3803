// action.yml's inputs: the defaults getInputs() falls back to, and the command line's options by the same names.
// Written by scripts/from-action-yml.mjs from action.yml: change the action, then run `npm run build`.

export interface DeclaredInput {
  name: string;
  description: string;
  default?: string;
  secret?: boolean;
}

export const DECLARED_INPUTS: readonly DeclaredInput[] = [
  {
    name: 'api',
    description:
      "Which generation of the service: researcher (the Researcher REST API v1 of a cluster, older installations), workloads (the control plane's workloads API, Run:ai 2.18 and later), or auto: researcher when 'realm' is given, workloads when it is not.",
    default: 'auto',
  },
  {
    name: 'base-url',
    description:
      "Required. With api researcher: the cluster's address, such as https://my-cluster.example.com, with any path prefix (/researcher), to which api/v1/jobs is appended (a trailing slash is fine). With api workloads: the control plane's, such as https://tenant.run.ai, without /api or /api/v1, which the step adds itself.",
  },
  { name: 'cluster', description: "With api workloads: the cluster's name or uuid, needed only when the project's name exists in more than one cluster." },
  {
    name: 'auth-url',
    description:
      "api researcher: the token issuer's address, https://app.run.ai for hosted installations, the user interface's address when self-hosted. Another address is an error with api workloads (a warning with 'token'), where the control plane issues tokens itself.",
    default: 'https://app.run.ai',
  },
  {
    name: 'realm',
    description:
      "api researcher: the realm, from the service's settings (General → Researcher authentication; older installations: runai). Required unless 'token' is given. An error with api workloads.",
  },
  {
    name: 'client-id',
    description:
      "The Application's name (api researcher), or the service account's or Application's client id (api workloads). Required unless 'token' is given.",
  },
  { name: 'client-secret', description: "Its secret; pass it from a secret. Required unless 'token' is given.", secret: true },
  {
    name: 'token',
    description:
      "A bearer token obtained elsewhere; with it, no token request is made, and a warning names the token request's inputs that are set anyway (client-id, client-secret, realm, auth-url, token-field, token-request).",
    secret: true,
  },
  {
    name: 'external-token',
    description:
      "api workloads, Run:ai 2.22 and later: a token issued by the identity provider the Run:ai tenant has configured for single sign-on, exchanged at the control plane for a Run:ai token, so that no client secret is stored. Give it instead of 'client-id' and 'client-secret'; pass it from a step that obtains it.",
    secret: true,
  },
  {
    name: 'token-field',
    description:
      'Which member of the token response is sent as the bearer: auto (access_token when present, else id_token; on a 401 it tries the id_token of the same response once, and logs which one worked), access_token or id_token.',
    default: 'auto',
  },
  {
    name: 'token-request',
    description:
      "api researcher: the token request's form, openid (also sends scope=openid and response_type=id_token) or minimal (grant_type, client_id and client_secret only). minimal is an error with api workloads.",
    default: 'openid',
  },
  {
    name: 'ca-certificates',
    description:
      "Extra CA certificates to trust for this action's requests only, as PEM text or the path of a PEM file relative to the workspace (a regular file of at most 1 MiB; for a private CA). NODE_EXTRA_CA_CERTS is honoured too.",
  },
  {
    name: 'dry-run',
    description:
      'true: check the inputs, print the request(s) that would be sent (address and JSON body, without the credentials; environment values are printed as given, so keep secrets in masked variables of the CI system) and write the summary; submit nothing. With api: workloads it asks for a token and looks up the project and cluster ids, as the requests need them.',
    default: 'false',
  },
  { name: 'request-timeout-seconds', description: "No single request waits longer than this many seconds, its answer's body included.", default: '60' },
  {
    name: 'max-attempts',
    description:
      "Attempts per request, retries included (1 to 20). Busy answers (429; a 503 with Retry-After or in the service's JSON) and unsent requests are retried; ambiguous failures (a gateway's 503 among them) only when the job has a name.",
    default: '5',
  },
  { name: 'concurrency', description: "With 'jobs' or 'matrix': submissions in flight at once (1 to 64).", default: '4' },
  {
    name: 'labels',
    description:
      'api: workloads: Kubernetes labels every workload carries, as KEY=VALUE lines or a YAML/JSON map: names of at most 63 characters (an optional prefix such as example.com/, then letters, digits, -, _ and .), values of at most 63 such characters. Checked before anything is sent; an error with api researcher, which has no labels.',
  },
  {
    name: 'annotations',
    description:
      'api: workloads: Kubernetes annotations every workload carries, as KEY=VALUE lines or a YAML/JSON map; values of any text up to 4,096 characters.',
  },
  {
    name: 'annotate',
    description:
      'api: workloads: label and annotate every workload with where it came from (github.com/repository, commit, workflow run and pull request). false: only the labels and annotations given. The Researcher API has no labels: nothing is added there.',
    default: 'true',
  },
  {
    name: 'wait',
    description:
      'false: the step ends once the jobs are created. running: it waits until every job runs. finished (or true): it waits until every job has ended, and fails unless every one succeeded.',
    default: 'false',
  },
  {
    name: 'wait-timeout-minutes',
    description:
      'With wait: past this many minutes the step fails, names the unfinished jobs and their state, and deletes them (cancel-on-stop). Decimals are taken (0.5).',
    default: '360',
  },
  {
    name: 'poll-interval-seconds',
    description: 'With wait: how often the service is asked, 1 to 600 seconds. One request per project each time, however many jobs.',
    default: '15',
  },
  {
    name: 'pending-timeout-minutes',
    description:
      "With wait: a job not running this many minutes after it was created (one followed by attach or reuse: after the step began to follow it) fails the step with the scheduler's reason (over quota, no node pool fits), and is deleted (cancel-on-stop; never one the step did not submit). Not set: a pending job waits for wait-timeout-minutes. A job blocked by a reason it cannot get past (ImagePullBackOff, ErrImagePull, InvalidImageName, CreateContainerConfigError) fails at once, whatever this says.",
  },
  {
    name: 'fail-fast',
    description:
      'With wait and several jobs: once one is not created, fails, cannot start or is deleted by someone else, submit no more, delete the others and fail the step without waiting for them.',
    default: 'false',
  },
  {
    name: 'logs',
    description:
      "With wait and api workloads: tail (the default) shows the last 50 lines of each job that does not do as asked, in the log (folded) and the summary; follow prints every line as it is written, after its job's name; false shows none. Logs come from the cluster's own API, which the runner must be able to reach; the Researcher API serves none, and the step says so.",
    default: 'tail',
  },
  {
    name: 'cancel-on-stop',
    description:
      'With wait: when the step is stopped before its jobs ended (the workflow is cancelled, timeout-minutes or wait-timeout-minutes passes), delete the jobs it created that have not ended. false leaves them running.',
    default: 'true',
  },
  { name: 'job', description: "A YAML or JSON object with the API's field names (camelCase): all or part of the job. Single inputs override it." },
  {
    name: 'job-file',
    description:
      "The path of a YAML or JSON file holding such an object, relative to the workspace: a regular file of at most 1 MiB. 'job' and single inputs override it.",
  },
  {
    name: 'jobs',
    description: 'A YAML or JSON sequence of partial jobs (API field names); each is merged over the job the other inputs build, and each is submitted.',
  },
  {
    name: 'matrix',
    description: "A YAML or JSON map from a job field (or environment.NAME) to a list of values; every combination is one job, crossed with each 'jobs' item.",
  },
  {
    name: 'reuse',
    description:
      "A job without a 'name' is named by its work (repository, workflow, job and its matrix values, commit, request) and run. 'running': a re-run follows the job an earlier attempt of the run has not ended (pending, running, degraded; not one being stopped or deleted) instead of submitting it (on Jenkins, where a re-run is a new build, one of any build of the commit); 'succeeded': also one any run of the commit ran or succeeded; 'never': always submit. Reused jobs are never deleted.",
    default: 'running',
  },
  {
    name: 'workflow-matrix',
    description:
      "The values of the workflow job's matrix: part of the work (reuse), so that legs of a matrix that send the same request never follow, claim or delete each other's jobs. Leave the default; where the runner does not fill it in (a reusable workflow called from a matrix), give it toJSON(matrix), and to each of two calls of a reusable workflow with the same request a text of its own (inside it, every caller's job and step are its own); on the command line, any text that tells apart runs of one CI job (a Jenkins matrix cell's axes, which share the stage's name).",
    default: '${{ toJSON(matrix) }}',
  },
  {
    name: 'pr-comment',
    description:
      "On a pull_request run (or issue_comment, on a pull request), or a push to a branch of the commit a pull request merged (training once a pull request merges), also write the result as one comment on that pull request, updated in place as the jobs are submitted, change state (every 30 s at most) and end, with each job's reason but no log line, nor service text that could quote a secret (the runner hides secrets in the step's log and summary, not in a comment; the job needs 'permissions: pull-requests: write'). 'true' or 'false'.",
    default: 'false',
  },
  { name: 'github-token', description: "The token the pull request's comment is written with (pr-comment).", default: '${{ github.token }}', secret: true },
  {
    name: 'attach',
    description:
      "Workloads that exist already, by name (one per line, or separated by commas), in 'project': the step submits nothing and follows them as its own (wait, reasons, logs, outputs), and never deletes them. Needs 'wait'.",
  },
  {
    name: 'name',
    description:
      "Job name: a DNS-1035 label (lowercase letters, digits, '-', at most 63). Omitted: the service generates one. A name makes submissions safe to retry.",
  },
  { name: 'project', description: "Required (here, in 'job' or in 'job-file'). The project the job belongs to; the Application needs access to it." },
  { name: 'interactive', description: 'true or false. An interactive job, which the system never ends by itself.' },
  { name: 'image', description: "Required (here, in 'job' or in 'job-file'). The container image, such as gcr.io/run-ai-demo/quickstart." },
  { name: 'command', description: "The command run in the container, overriding the image's entry point." },
  {
    name: 'arguments',
    description:
      'The command\'s arguments, one per line, or a YAML or JSON sequence such as [train.py, --epochs, "10"]. One line is one argument, spaces and all: train.py --epochs 10 on one line reaches the container as a single word (a warning says so).',
  },
  {
    name: 'environment',
    description:
      "Environment variables, KEY=VALUE per line (values are sent as strings), or a YAML or JSON map. A value is sent as written: YAML's 1.10, 0x1F, True or a 20-digit number stays that text.",
  },
  { name: 'image-pull-policy', description: 'When the image is pulled: Always, IfNotPresent or Never.' },
  { name: 'stdin', description: "true or false. Keep the container's standard input open." },
  { name: 'tty', description: 'true or false. Allocate a terminal for the container.' },
  { name: 'working-dir', description: "The command's working directory in the container." },
  { name: 'create-home-dir', description: 'true or false. Create a temporary home directory for the user in the container.' },
  { name: 'gpu', description: 'GPUs: a whole number, or a fraction of one GPU between 0 and 1 (0.5).' },
  { name: 'cpu', description: 'CPU units requested, such as 0.5 or 2.' },
  { name: 'cpu-limit', description: 'Limit of CPU units, a whole number.' },
  { name: 'memory', description: 'Memory requested, a Kubernetes quantity such as 8Gi, 512Mi or 1G (1GB is not one).' },
  { name: 'memory-limit', description: 'Memory limit, a Kubernetes quantity such as 16Gi.' },
  { name: 'large-shm', description: 'true or false. Mount a large /dev/shm device.' },
  {
    name: 'pvc',
    description:
      'Persistent volume claims, [STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro] per line (:3Gi:/data uses the default class), or a YAML or JSON sequence of {storageClass, size, path, readOnly}.',
  },
  { name: 'volume', description: 'Host directories, HOST_PATH:CONTAINER_PATH per line, or a YAML or JSON map of host path to container path.' },
  { name: 'host-ipc', description: "true or false. Use the host's IPC namespace." },
  { name: 'host-network', description: "true or false. Use the host's network." },
  {
    name: 'ports',
    description:
      "Ports, [EXTERNAL:]CONTAINER per line in docker's order (30022:22; a bare container port lets the service pick the external one), or a YAML or JSON sequence of {container, external, autoGenerate}.",
  },
  { name: 'backoff-limit', description: "Retries of a failed training job before it is marked failed, a whole number (the service's default is 6)." },
  { name: 'completions', description: 'Successful pods needed to complete the job, a whole number.' },
  { name: 'parallelism', description: 'Pods run in parallel, a whole number; above 1 it needs completions and excludes elastic and interactive.' },
  { name: 'elastic', description: 'true or false. An elastic distributed job.' },
  { name: 'preemptible', description: 'true or false. An interactive job that other jobs may preempt.' },
  { name: 'service-type', description: 'How ports are exposed: portforward, loadbalancer, nodeport or ingress (needs ports).' },
  { name: 'ttl-after-finish', description: 'How long a finished job is kept, a duration such as 5s, 2m, 3h or 4d.' },
  { name: 'prevent-privilege-escalation', description: "true or false. Prevent the container's processes from gaining privileges." },
  { name: 'node-type', description: 'Schedule only on nodes with this node-type label.' },
  { name: 'job-name-prefix', description: 'Prefix of the generated name (<prefix>-<n>) when no name is given; a DNS-1035 label.' },
  {
    name: 'node-pools',
    description: 'api: workloads: node pools the workload may run in, in order of preference, separated by commas or lines (spec.nodePools).',
  },
  {
    name: 'priority-class',
    description:
      'api: workloads: the priority class (spec.priorityClass): build, train or interactive-preemptible until 2.21; from 2.22 one of very-low, low, medium-low, medium, medium-high, high and very-high. Not with preemptible: true on an interactive job, which sets it until 2.23.',
  },
  { name: 'category', description: "api: workloads, Run:ai 2.22 and later: the workload's category, such as Train or Build (spec.category)." },
  {
    name: 'image-pull-secrets',
    description:
      'api: workloads, Run:ai 2.22 and later: Kubernetes secrets that pull the image (named without a dot from Run:ai 2.23), separated by commas or lines (spec.imagePullSecrets).',
  },
  {
    name: 'tolerations',
    description:
      'api: workloads: taints the workload tolerates, KEY[=VALUE]:EFFECT[:SECONDS] per line as kubectl taint writes them (nvidia.com/gpu=present:NoSchedule; no value means Exists), or a YAML/JSON sequence of {name, key, operator, value, effect, seconds} (spec.tolerations). effect is NoSchedule, NoExecute, PreferNoSchedule or (2.19 and later) Any; seconds only with NoExecute.',
  },
  {
    name: 'existing-pvc',
    description:
      "api: workloads: claims that exist already, mounted by name beside any new claims of 'pvc': CLAIM_NAME:CONTAINER_PATH[:ro] per line (datasets:/data:ro), or a YAML/JSON sequence of {claimName, path, readOnly} (spec.storage.pvc with existingPvc).",
  },
  {
    name: 'git',
    description:
      'api: workloads: a git repository synced into the container, as a YAML/JSON map {repository, path, branch, revision, secret}, or a sequence of them (spec.storage.git). secret: a Kubernetes secret holding the user name and password (secretRef from 2.23, passwordSecret before).',
  },
  {
    name: 'gpu-memory',
    description:
      "api: workloads: an amount of one GPU's memory instead of whole GPUs or a fraction, as a Kubernetes quantity such as 20Gi; on one GPU, as Run:ai takes GPU memory for a single GPU only: 'gpu' left out or 1 (spec.compute, gpuRequestType memory).",
  },
  {
    name: 'workers',
    description:
      "api: workloads: a distributed training of this many workers (a whole number from 1) besides its master (spec.numWorkers), with 'framework'; POST /api/v1/workloads/distributed. Waited for, cancelled and summarised as a training is; not with interactive, completions or parallelism.",
  },
  {
    name: 'framework',
    description:
      "api: workloads: a distributed training's framework (spec.distributedFramework): PyTorch, MPI, TF, XGBoost, or JAX (2.21 and later); needed with 'workers'.",
  },
  {
    name: 'master',
    description:
      "api: workloads: a distributed training's master, as a YAML/JSON map merged over the workers' spec (masterSpec), such as {compute: {gpuDevicesRequest: 0}}: environmentVariables, labels and annotations keep the workers' items, the master's replacing the one of the same name or added after them; other lists (nodePools, tolerations, storage.pvc, …) are replaced. Omitted: the master is a worker (masterSpecSameAsWorker).",
  },
  {
    name: 'spec',
    description:
      "api: workloads: a YAML/JSON map merged over the request's spec last (objects member by member, anything else replaced), for members without an input of their own (terminationGracePeriodSeconds, restartPolicy, …). A member another input sets (image, gpu, node-pools, labels, …) is refused rather than replaced. Checked against the action's workloads document: a member it does not have is named, with the nearest it has, before anything is sent. A templateId (2.23) given here goes to the request itself.",
  },
];
