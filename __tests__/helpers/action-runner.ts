/**
 * Runs the bundled action (`dist/index.js`) as a child process with the environment a GitHub-hosted
 * runner gives a `uses:` step: the event payload file, the `GITHUB_*` variables, every input of
 * action.yml as `INPUT_<NAME>` (with action.yml's defaults filled in, as the runner does), the files
 * behind `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY`, `RUNNER_TEMP`, and the artifact service's
 * `ACTIONS_RUNTIME_TOKEN` / `ACTIONS_RESULTS_URL`. Nothing of the test process's own environment leaks
 * in but PATH and HOME, so the action sees only what a runner would give it.
 *
 * The child is spawned asynchronously: the local API and artifact servers live in the test process
 * and must keep answering while the action runs.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ArtifactServer } from './artifact-server.js';
import { tempDir } from './tmp.js';
import type { GitHubServer } from './github-server.js';

export const ACTION_ENTRY = join(process.cwd(), 'dist', 'index.js');
export const TEST_TOKEN = 'ghs_testtoken0000000000000000000000000000';

export interface ActionEvent {
  name: string;
  payload: Record<string, unknown>;
}

export interface ActionRunOptions {
  /** The checkout (GITHUB_WORKSPACE and the step's working directory). */
  workspace: string;
  event: ActionEvent;
  github: GitHubServer;
  artifacts: ArtifactServer;
  /** Inputs as a workflow's `with:` gives them; unnamed inputs get action.yml's default. */
  inputs?: Record<string, string>;
  owner?: string;
  repo?: string;
  runId?: number;
  runAttempt?: number;
  runNumber?: number;
  job?: string;
  /** GITHUB_SHA (on pull_request: the merge commit; here usually the checked-out HEAD). */
  sha?: string;
  /** Extra variables (e.g. secrets a test proves never reach user code). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** What the step set with core.setOutput, parsed from GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** The job summary markdown (GITHUB_STEP_SUMMARY). */
  summary: string;
  /** `::warning::` / `::error::` workflow commands from stdout, unescaped. */
  warnings: string[];
  errors: string[];
  /** RUNNER_TEMP of this run. */
  runnerTemp: string;
  /** The `fail-step-on` the step was given (action.yml's default unless the test named one). */
  failStepOn: string;
}

/**
 * Whether the step should have failed for the verdict it output, under the `fail-step-on` it was
 * given (src/action/publish.ts: `hold` fails it on every blocking verdict, `reject` on REJECT and
 * UNUSABLE, `never` on none). A missing verdict always fails it.
 */
export function stepShouldFail(run: ActionRun): boolean {
  const verdict = run.outputs.verdict;
  if (verdict === undefined) return true;
  const blocking =
    run.failStepOn === 'hold'
      ? ['REJECT', 'UNUSABLE', 'HOLD']
      : run.failStepOn === 'reject'
        ? ['REJECT', 'UNUSABLE']
        : [];
  return blocking.includes(verdict);
}

/** The run, when its exit status is the one its verdict and `fail-step-on` ask for; else throws. */
export function mustEndAsConfigured(run: ActionRun): ActionRun {
  const expected = stepShouldFail(run) ? 1 : 0;
  if (run.exitCode !== expected)
    throw new Error(
      `action exited ${run.exitCode}, not ${expected} (verdict ${run.outputs.verdict}, fail-step-on ${run.failStepOn})\n${run.stdout}\n${run.stderr}`,
    );
  if (expected === 1 && !run.errors.some((e) => e.includes(`(fail-step-on: ${run.failStepOn})`)))
    throw new Error(`the step failed, but not for its verdict:\n${run.errors.join('\n')}`);
  return run;
}

interface ActionYml {
  inputs: Record<string, { default?: string }>;
}

let actionYml: ActionYml | undefined;

/** Input defaults exactly as action.yml declares them; `${{ github.token }}` becomes the test token. */
export function actionDefaults(): Record<string, string> {
  actionYml ??= parse(readFileSync(join(process.cwd(), 'action.yml'), 'utf8')) as ActionYml;
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(actionYml.inputs)) {
    const value = spec.default ?? '';
    out[name] = value.replace(/\$\{\{\s*github\.token\s*\}\}/g, TEST_TOKEN);
  }
  return out;
}

export async function runAction(o: ActionRunOptions): Promise<ActionRun> {
  const runnerTemp = tempDir('gate-runner-');
  const fileCommands = join(runnerTemp, '_runner_file_commands');
  mkdirSync(fileCommands);
  const eventPath = join(runnerTemp, 'event.json');
  writeFileSync(eventPath, JSON.stringify(o.event.payload));
  const outputPath = join(fileCommands, 'set_output');
  const summaryPath = join(fileCommands, 'step_summary');
  const statePath = join(fileCommands, 'save_state');
  const envPath = join(fileCommands, 'set_env');
  const pathPath = join(fileCommands, 'add_path');
  for (const p of [outputPath, summaryPath, statePath, envPath, pathPath]) writeFileSync(p, '');

  const owner = o.owner ?? 'octo-org';
  const repo = o.repo ?? 'octo-repo';
  const inputs = { ...actionDefaults(), ...o.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? runnerTemp,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${owner}/${repo}`,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_RUN_ID: String(o.runId ?? 4242),
    GITHUB_RUN_ATTEMPT: String(o.runAttempt ?? 1),
    GITHUB_RUN_NUMBER: String(o.runNumber ?? 17),
    GITHUB_JOB: o.job ?? 'gate',
    GITHUB_ACTION: '__self',
    GITHUB_WORKFLOW: 'gate',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: o.github.url,
    GITHUB_GRAPHQL_URL: `${o.github.url}/graphql`,
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_STATE: statePath,
    GITHUB_ENV: envPath,
    GITHUB_PATH: pathPath,
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    ...(o.sha !== undefined ? { GITHUB_SHA: o.sha } : {}),
    ...o.artifacts.env(),
    ...o.env,
  };
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }

  const { exitCode, stdout, stderr } = await spawnNode(
    ACTION_ENTRY,
    o.workspace,
    env,
    o.timeoutMs ?? 120_000,
  );
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseFileCommand(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
    warnings: workflowCommands(stdout, 'warning'),
    errors: workflowCommands(stdout, 'error'),
    runnerTemp,
    failStepOn: inputs['fail-step-on'] ?? '',
  };
}

function spawnNode(
  entry: string,
  cwd: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        exitCode: code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

/** Parses `name<<DELIMITER\nvalue\nDELIMITER\n` records (and plain `name=value` lines). */
export function parseFileCommand(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] as string);
      if (i >= lines.length) throw new Error(`file command ${name}: delimiter ${delimiter} never closed`);
      out[name] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

/** `::warning file=…::message` lines, with the runner's escapes (%25 %0D %0A) undone. */
function workflowCommands(stdout: string, kind: 'warning' | 'error'): string[] {
  const out: string[] = [];
  for (const line of stdout.split('\n')) {
    const m = new RegExp(`^::${kind}(?: [^:]*)?::(.*)$`).exec(line);
    if (m) out.push((m[1] as string).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'));
  }
  return out;
}
