/**
 * A real ActionDeps for driving `runMode()` in-process: the settings and the run context are read by
 * the action's own readers from inputs and a runner-like environment (event payload file, GITHUB_*,
 * RUNNER_TEMP, GITHUB_STEP_SUMMARY), and every client — Checks API, pull requests, the artifact
 * service — talks real HTTP to the local servers. Only the logger and setOutput record instead of
 * writing workflow commands.
 *
 * `@actions/artifact` builds its REST client from GITHUB_API_URL when `@actions/github` first loads,
 * so callers set process.env (see `artifactEnv`) before the first dynamic import of src modules.
 */
import { expect } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ActionDeps, OutputName } from '../../src/action/deps.js';
import type { Logger } from '../../src/adapters/log.js';
import { tempDir } from './tmp.js';

export const OWNER = 'octo-org';
export const REPO = 'octo-repo';

export interface RecordingLogger extends Logger {
  lines: string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info: ${m}`),
    warn: (m) => lines.push(`warn: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
  };
}

export interface DepsRun {
  deps: ActionDeps;
  log: RecordingLogger;
  outputs: Map<OutputName, string>;
  /** The job summary written so far. */
  summary(): string;
}

export interface DepsOptions {
  apiUrl: string;
  eventName: string;
  payload: unknown;
  inputs: Record<string, string>;
  runId: number;
  runAttempt?: number;
  job?: string;
  workspace: string;
  sha?: string;
}

/** The modules a DepsRun needs, imported by the caller after the environment is set. */
export interface DepsModules {
  readSettings: typeof import('../../src/action/settings.js').readSettings;
  readRunContext: typeof import('../../src/adapters/context.js').readRunContext;
  createChecksClient: typeof import('../../src/adapters/checks.js').createChecksClient;
  createPullsClient: typeof import('../../src/adapters/pulls.js').createPullsClient;
  uploadGateDir: typeof import('../../src/adapters/artifact.js').uploadGateDir;
  downloadArtifacts: typeof import('../../src/adapters/artifact.js').downloadArtifacts;
}

export async function importDepsModules(): Promise<DepsModules> {
  // One at a time: Jest's ESM loader fails on concurrent dynamic imports of shared modules.
  const settings = await import('../../src/action/settings.js');
  const context = await import('../../src/adapters/context.js');
  const checks = await import('../../src/adapters/checks.js');
  const pulls = await import('../../src/adapters/pulls.js');
  const artifact = await import('../../src/adapters/artifact.js');
  return {
    readSettings: settings.readSettings,
    readRunContext: context.readRunContext,
    createChecksClient: checks.createChecksClient,
    createPullsClient: pulls.createPullsClient,
    uploadGateDir: artifact.uploadGateDir,
    downloadArtifacts: artifact.downloadArtifacts,
  };
}

export function makeDeps(m: DepsModules, o: DepsOptions): DepsRun {
  const temp = tempDir('gate-deps-');
  const eventPath = join(temp, 'event.json');
  writeFileSync(eventPath, JSON.stringify(o.payload));
  const summaryPath = join(temp, 'step-summary.md');
  writeFileSync(summaryPath, '');
  const env: NodeJS.ProcessEnv = {
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_RUN_ID: String(o.runId),
    GITHUB_RUN_ATTEMPT: String(o.runAttempt ?? 1),
    GITHUB_RUN_NUMBER: '17',
    GITHUB_JOB: o.job ?? 'gate',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: o.apiUrl,
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: temp,
    ...(o.sha !== undefined ? { GITHUB_SHA: o.sha } : {}),
  };
  const inputs: Record<string, string> = { token: 'ghs_test_token', ...o.inputs };
  const settings = m.readSettings((name) => inputs[name] ?? '');
  const context = m.readRunContext(env);
  const log = recordingLogger();
  const outputs = new Map<OutputName, string>();
  const client = { token: settings.token, owner: OWNER, repo: REPO, baseUrl: o.apiUrl, log };
  const deps: ActionDeps = {
    settings,
    context,
    log,
    checksClient: () => m.createChecksClient({ ...client, retry: { retries: 2, minDelayMs: 5 } }),
    pullsClient: () => m.createPullsClient({ ...client, retry: { retries: 2, minDelayMs: 5 } }),
    uploadGateDir: m.uploadGateDir,
    downloadArtifacts: m.downloadArtifacts,
    writeJobSummary: (md) => appendFile(summaryPath, md.endsWith('\n') ? md : `${md}\n`, 'utf8'),
    setOutput: (name, value) => outputs.set(name, value),
    workspace: o.workspace,
    env,
  };
  return { deps, log, outputs, summary: () => readFileSync(summaryPath, 'utf8') };
}

/** @actions/core and the artifact client write progress to stdout: keep it out of the test log. */
export async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await fn();
  } finally {
    process.stdout.write = write;
  }
}

/**
 * The step ended as its verdict and `fail-step-on` (action.yml's default, `hold`, unless the inputs
 * name one) ask for: a StepFailure naming the setting for a blocking verdict, nothing otherwise.
 */
export function endedAsConfigured(error: unknown, d: DepsRun, inputs: Record<string, string> = {}): void {
  const failStepOn = inputs['fail-step-on'] ?? 'hold';
  const verdict = d.outputs.get('verdict');
  const blocking =
    failStepOn === 'hold'
      ? ['REJECT', 'UNUSABLE', 'HOLD']
      : failStepOn === 'reject'
        ? ['REJECT', 'UNUSABLE']
        : [];
  if (verdict !== undefined && blocking.includes(verdict)) {
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`(fail-step-on: ${failStepOn})`);
  } else expect(error).toBeUndefined();
}
