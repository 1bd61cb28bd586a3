/**
 * Everything an action mode needs from the outside world, behind one plain interface: the settings and
 * the run context (read once, at the edge), a logger, the Checks API, the artifact service, the job
 * summary and the step outputs. The modes (gate, report, merge) take an ActionDeps and never touch
 * `@actions/core`, `process.env` or `github.context` themselves, so tests hand them a fake object
 * instead of mocking modules (STYLE: "read the context once into a plain object at the edge").
 */
import * as core from '@actions/core';
import { appendFile } from 'node:fs/promises';
import { createChecksClient, type ChecksClient } from '../adapters/checks.js';
import { createPullsClient, type PullsClient } from '../adapters/pulls.js';
import { createCommentsClient, type CommentsClient } from '../adapters/comments.js';
import { downloadArtifacts, uploadGateDir } from '../adapters/artifact.js';
import { readRunContext, type RunContext } from '../adapters/context.js';
import { readSettings, type Settings } from './settings.js';
import type { Logger } from '../adapters/log.js';
import { defuseLog } from '../adapters/defuse.js';

/** Output names exactly as action.yml spells them. */
export const Outputs = {
  Label: 'label',
  Verdict: 'verdict',
  ReasonCode: 'reason-code',
  ReasonStage: 'reason-stage',
  FreezeConsulted: 'freeze-consulted',
  Trace: 'trace',
  Conclusion: 'conclusion',
  CheckUrl: 'check-url',
  Summary: 'summary',
} as const;
export type OutputName = (typeof Outputs)[keyof typeof Outputs];

export interface ActionDeps {
  settings: Settings;
  context: RunContext;
  /** The runner log: info lines, `core.warning` and `core.error` annotations. */
  log: Logger;
  /**
   * A Checks API client for settings.token against context.apiUrl. Throws when there is no token;
   * callers check `settings.token` first.
   */
  checksClient(): ChecksClient;
  /** Pull requests and their changed files (report mode), for settings.token against context.apiUrl. */
  pullsClient(): PullsClient;
  /** The sticky pull-request comment (input `comment`), for settings.token against context.apiUrl. */
  commentsClient?(): CommentsClient;
  /** Runs `fn` inside a collapsible log section (`::group::`); plain when absent. */
  group?<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** src/adapters/artifact.ts: never throws, a failure comes back as `{ error }`. */
  uploadGateDir: typeof uploadGateDir;
  downloadArtifacts: typeof downloadArtifacts;
  /** Appends markdown to the job summary (GITHUB_STEP_SUMMARY). Throws when the runner gave none. */
  writeJobSummary(markdown: string): Promise<void>;
  setOutput(name: OutputName, value: string): void;
  /** The candidate checkout: where the gate runs and writes `.gate/`. */
  workspace: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The real dependencies of a run on a runner. Reads the inputs and the event once; a bad input or a
 * runner environment that does not describe a workflow run throws (SettingsError, ContextError).
 */
export function actionDeps(env: NodeJS.ProcessEnv = process.env): ActionDeps {
  const settings = readSettings((name) => core.getInput(name));
  const context = readRunContext(env);
  const log = runnerLogger();
  return {
    settings,
    context,
    log,
    checksClient: () =>
      createChecksClient({
        token: settings.token,
        owner: context.repo.owner,
        repo: context.repo.repo,
        baseUrl: context.apiUrl,
        log,
      }),
    pullsClient: () =>
      createPullsClient({
        token: settings.token,
        owner: context.repo.owner,
        repo: context.repo.repo,
        baseUrl: context.apiUrl,
        log,
      }),
    commentsClient: () =>
      createCommentsClient({
        token: settings.token,
        owner: context.repo.owner,
        repo: context.repo.repo,
        baseUrl: context.apiUrl,
        log,
      }),
    group: (name, fn) => core.group(name, fn),
    uploadGateDir,
    downloadArtifacts,
    writeJobSummary: (markdown) => appendJobSummary(env, markdown),
    setOutput: (name, value) => core.setOutput(name, value),
    workspace: process.cwd(),
    env,
  };
}

/**
 * What `core.summary.addRaw(md).write()` does, without its module-level buffer: the markdown is
 * appended to the file the runner renders on the run page.
 */
async function appendJobSummary(env: NodeJS.ProcessEnv, markdown: string): Promise<void> {
  const path = env.GITHUB_STEP_SUMMARY ?? '';
  if (path === '') throw new Error('GITHUB_STEP_SUMMARY is not set: the runner gave no job summary file');
  await appendFile(path, markdown.endsWith('\n') ? markdown : `${markdown}\n`, 'utf8');
}

/**
 * `core.info` writes its text as it is, and log lines carry text from user processes (a spec's witness
 * message) and from the patch: every line goes through the one defuser (src/adapters/defuse.ts). Warnings and
 * errors are escaped by `core` into one command's data already; they are defused as well, so the
 * annotation text holds no command either.
 */
export function defuseCommands(message: string): string {
  return defuseLog(message);
}

/** deps.group when the deps have one, else `fn` as it is. */
export function inGroup<T>(deps: Pick<ActionDeps, 'group'>, name: string, fn: () => Promise<T>): Promise<T> {
  return deps.group !== undefined ? deps.group(name, fn) : fn();
}

export function runnerLogger(): Logger {
  return {
    info: (m) => core.info(defuseCommands(m)),
    warn: (m) => core.warning(defuseLog(m)),
    error: (m) => core.error(defuseLog(m)),
  };
}
