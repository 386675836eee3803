// Reads every input into one typed settings object, masking secrets before anything else runs.
// Connection and behaviour inputs are checked here; the job inputs are kept raw for job.ts,
// which knows their formats.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { HOSTED_AUTH_URL } from './contract/urls.js';
import { jobFields } from './contract/validate.js';
import { InputError } from './errors.js';
import { readWholeNumber } from './formats.js';
import { mask } from './mask.js';
import { HEADER_SAFE } from './safe-text.js';

export type TokenField = 'auto' | 'access_token' | 'id_token';
export type TokenRequestVariant = 'openid' | 'minimal';

export interface Credentials {
  realm: string;
  clientId: string;
  clientSecret: string;
}

export interface Settings {
  baseUrl: string;
  authUrl: string;
  /** Client credentials, when the action requests its own token. */
  credentials?: Credentials;
  /** A bearer obtained elsewhere; no token request is made. */
  token?: string;
  tokenField: TokenField;
  tokenRequest: TokenRequestVariant;
  /** PEM text of extra CAs, trusted for this action's requests only. */
  caCertificates?: string;
  dryRun: boolean;
  requestTimeoutMs: number;
  maxAttempts: number;
  concurrency: number;
  /** The raw job inputs; job.ts parses and checks them. */
  job: JobInputs;
}

export interface JobInputs {
  jobFile?: string;
  job?: string;
  /** Single job inputs that were set, by API field name (`imagePullPolicy`), raw text. */
  fields: Record<string, string>;
  jobs?: string;
  matrix?: string;
}

/** `imagePullPolicy` → `image-pull-policy`: the input that sets a job field. */
export function inputName(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

const MAX_ATTEMPTS_LIMIT = 20;
const CONCURRENCY_LIMIT = 64;

function read(name: string): string | undefined {
  const value = core.getInput(name);
  return value === '' ? undefined : value;
}

/** Files an input names are read only if they are regular files of at most this size. */
export const MAX_INPUT_FILE_BYTES = 1024 * 1024;

/**
 * Reads a file an input names, relative to the workspace as a workflow author writes paths.
 * Only a regular file of at most 1 MiB: a device such as /dev/zero or a pipe would never end.
 * Returns the text, or why it cannot be read, in words.
 */
export function readInputFile(path: string): { text: string } | { why: string; resolved: string } {
  const resolved = resolve(process.env.GITHUB_WORKSPACE || process.cwd(), path);
  try {
    const stat = statSync(resolved);
    if (stat.isDirectory()) return { why: 'it is a directory', resolved };
    if (!stat.isFile()) return { why: 'it is not a regular file', resolved };
    if (stat.size > MAX_INPUT_FILE_BYTES) return { why: `it is larger than ${MAX_INPUT_FILE_BYTES / 1024 / 1024} MiB`, resolved };
    return { text: readFileSync(resolved, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { why: code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (code ?? 'unreadable'), resolved };
  }
}

export function getInputs(): Settings {
  // Before anything else can log: the runner masks only what it has been told.
  const clientSecret = read('client-secret');
  const token = read('token');
  mask(clientSecret);
  mask(token);

  const problems: string[] = [];
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = read(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`Input '${name}': "${value}" is not one of ${allowed.join(', ')}.`);
    return fallback;
  };
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const value = read(name);
    if (value === undefined) return fallback;
    const number = readWholeNumber(value);
    if (number !== undefined && number >= min && number <= max) return number;
    problems.push(`Input '${name}': "${value}" is not valid: expected a whole number from ${min} to ${max}.`);
    return fallback;
  };
  const url = (name: string, value: string | undefined): string => {
    if (value === undefined) return '';
    try {
      const parsed = new URL(value);
      if (parsed.username || parsed.password) {
        // Not shown: the password would be in the log, and the address is useless without it.
        mask(parsed.password);
        problems.push(
          `Input '${name}' holds a user name or password (not shown here): remove them from the address. The action authenticates with 'client-id' and 'client-secret', or 'token'.`,
        );
        return '';
      }
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
        if (parsed.search || parsed.hash) {
          problems.push(`Input '${name}': "${value}" has a query or fragment: expected a plain address such as https://my-cluster.example.com.`);
        }
        return value;
      }
    } catch {
      // reported below
    }
    // An '@' may follow a password that the address could not be parsed to find.
    const shown = value.includes('@') ? '(not shown: it holds "@", perhaps with a password)' : `"${value}"`;
    problems.push(`Input '${name}': ${shown} is not valid: expected an http:// or https:// address such as https://my-cluster.example.com.`);
    return '';
  };

  const baseUrl = url('base-url', read('base-url'));
  if (read('base-url') === undefined) {
    problems.push("Input 'base-url' is required: the cluster's address, such as https://my-cluster.example.com (with any path prefix, such as /researcher).");
  }
  const authUrl = url('auth-url', read('auth-url') ?? HOSTED_AUTH_URL);

  const realm = read('realm');
  const clientId = read('client-id');
  let credentials: Credentials | undefined;
  if (token === undefined) {
    const missing = [
      ['realm', realm],
      ['client-id', clientId],
      ['client-secret', clientSecret],
    ]
      .filter(([, value]) => value === undefined)
      .map(([name]) => `'${name}'`);
    if (missing.length) {
      problems.push(
        `Input${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required to request a token: give the Application's 'realm', 'client-id' and 'client-secret', or a ready bearer in 'token'.`,
      );
    } else {
      credentials = { realm: realm!, clientId: clientId!, clientSecret: clientSecret! };
    }
  } else if (!HEADER_SAFE.test(token)) {
    problems.push(
      "Input 'token' holds spaces, line breaks or other characters an HTTP header cannot carry: expected the bearer token alone, without 'Bearer '.",
    );
  } else if (clientId !== undefined || clientSecret !== undefined) {
    core.warning("Input 'token' is set, so 'client-id' and 'client-secret' are not used and no token is requested.");
  }

  const tokenField = choice<TokenField>('token-field', ['auto', 'access_token', 'id_token'], 'auto');
  const tokenRequest = choice<TokenRequestVariant>('token-request', ['openid', 'minimal'], 'openid');
  const dryRun = choice('dry-run', ['true', 'false', 'True', 'False', 'TRUE', 'FALSE'], 'false').toLowerCase() === 'true';

  let requestTimeoutMs = 60_000;
  const timeout = read('request-timeout-seconds');
  if (timeout !== undefined) {
    if (/^\d+(\.\d+)?$/.test(timeout) && Number(timeout) > 0 && Number(timeout) <= 3600) {
      requestTimeoutMs = Math.round(Number(timeout) * 1000);
    } else {
      problems.push(`Input 'request-timeout-seconds': "${timeout}" is not valid: expected a number of seconds above 0 and at most 3600, such as 60.`);
    }
  }
  const maxAttempts = whole('max-attempts', 5, 1, MAX_ATTEMPTS_LIMIT);
  const concurrency = whole('concurrency', 4, 1, CONCURRENCY_LIMIT);
  const caCertificates = readCertificates(read('ca-certificates'), problems);

  const fields: Record<string, string> = {};
  for (const field of jobFields) {
    const value = read(inputName(field));
    if (value !== undefined) fields[field] = value;
  }

  if (problems.length) throw new InputError(problems);
  return {
    baseUrl,
    authUrl,
    credentials,
    token,
    tokenField,
    tokenRequest,
    caCertificates,
    dryRun,
    requestTimeoutMs,
    maxAttempts,
    concurrency,
    job: { jobFile: read('job-file'), job: read('job'), fields, jobs: read('jobs'), matrix: read('matrix') },
  };
}

/** PEM text as given, or the PEM file a path names. */
function readCertificates(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  if (value.includes('-----BEGIN CERTIFICATE-----')) return value;
  const file = readInputFile(value);
  if ('why' in file) {
    problems.push(
      `Input 'ca-certificates': "${value}" is neither PEM text nor a readable file (${file.why}, looked for ${file.resolved}): expected "-----BEGIN CERTIFICATE-----…" or the path of a PEM file.`,
    );
    return undefined;
  }
  if (!file.text.includes('-----BEGIN CERTIFICATE-----')) {
    problems.push(`Input 'ca-certificates': the file "${value}" holds no PEM certificate: expected "-----BEGIN CERTIFICATE-----" blocks.`);
    return undefined;
  }
  return file.text;
}
