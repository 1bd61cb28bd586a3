/**
 * The workflow run the action executes in, read once from the runner's environment and the event
 * payload file into a plain object. Nothing else reads `process.env` or `@actions/github`'s `context`:
 * the core takes this object, so tests build one from a table instead of mocking modules.
 */
import { readFileSync } from 'node:fs';

export interface RepoRef {
  owner: string;
  repo: string;
}

/** From a pull_request or pull_request_target payload. */
export interface PullRequestEvent {
  number: number;
  baseSha: string;
  headSha: string;
  baseRef: string;
  headRef: string;
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepo: string | null;
  /** The head lives in another repository (or is gone): the job's token is read-only, the code untrusted. */
  isFork: boolean;
}

/** A pull request as a workflow_run payload lists it (empty for pull requests from forks). */
export interface WorkflowRunPullRequest {
  number: number;
  headSha: string;
  baseSha: string;
  headRef: string;
  baseRef: string;
}

/** From a workflow_run payload: the run that triggered this one (SPEC §9, mode report). */
export interface WorkflowRunEvent {
  id: number;
  headSha: string;
  headBranch: string | null;
  /** The event that triggered the upstream run, e.g. pull_request. */
  event: string;
  /** `owner/name` of the repository the upstream run's head came from; null when unknown. */
  headRepo: string | null;
  conclusion: string | null;
  pullRequests: WorkflowRunPullRequest[];
  /**
   * The upstream run's number (run-counted freeze expiry in report mode); undefined when the payload
   * has none, so a run-counted row is never live on a number the artifact claims.
   */
  runNumber?: number;
}

/**
 * From a merge_group payload (action `checks_requested`): the merge queue asks for the required checks
 * on a temporary commit and merges exactly that commit when they pass.
 */
export interface MergeGroupEvent {
  /** The merge group's commit: the candidate, and the commit the check run goes on. */
  headSha: string;
  /**
   * The merge group's parent commit: the tip of the target branch, or the merge group ahead of this
   * one in the queue.
   */
  baseSha: string;
  /** The group's temporary branch, e.g. `refs/heads/gh-readonly-queue/main/pr-7-<sha>`. */
  headRef: string;
  /** The branch the group is merged into, e.g. `refs/heads/main`. */
  baseRef: string;
}

export interface RunContext {
  eventName: string;
  repo: RepoRef;
  runId: number;
  runAttempt: number;
  /** GITHUB_RUN_NUMBER; null when the runner did not set it. */
  runNumber: number | null;
  job: string;
  serverUrl: string;
  apiUrl: string;
  /** GITHUB_SHA: the commit the workflow checked out by default ('' when unset). */
  sha: string;
  workspace: string;
  /** The workflow run page, pinned to this attempt when the attempt is known. */
  runUrl: string;
  pullRequest: PullRequestEvent | null;
  workflowRun: WorkflowRunEvent | null;
  mergeGroup: MergeGroupEvent | null;
}

/** The runner's environment or the event payload does not describe a usable workflow run. */
export class ContextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContextError';
  }
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** Reads the run context. Throws ContextError naming the variable or payload field that is wrong. */
export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const eventName = required(env, 'GITHUB_EVENT_NAME');
  const repo = parseRepository(required(env, 'GITHUB_REPOSITORY'));
  const runId = positiveInt(env, 'GITHUB_RUN_ID', true) as number;
  const attemptKnown = (env.GITHUB_RUN_ATTEMPT ?? '') !== '';
  const runAttempt = positiveInt(env, 'GITHUB_RUN_ATTEMPT', false) ?? 1;
  const runNumber = positiveInt(env, 'GITHUB_RUN_NUMBER', false);
  const serverUrl = url(env, 'GITHUB_SERVER_URL') ?? 'https://github.com';
  const apiUrl = url(env, 'GITHUB_API_URL') ?? defaultApiUrl(serverUrl);
  const sha = env.GITHUB_SHA ?? '';
  if (sha !== '' && !isSha(sha)) {
    throw new ContextError(`GITHUB_SHA: expected a 40- or 64-digit hex sha, got ${JSON.stringify(sha)}`);
  }

  const runUrl =
    `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}` +
    (attemptKnown ? `/attempts/${runAttempt}` : '');

  const needsPayload =
    PULL_REQUEST_EVENTS.has(eventName) || eventName === 'workflow_run' || eventName === 'merge_group';
  const payload = readPayload(env.GITHUB_EVENT_PATH ?? '', needsPayload);

  return {
    eventName,
    repo,
    runId,
    runAttempt,
    runNumber,
    job: env.GITHUB_JOB ?? '',
    serverUrl,
    apiUrl,
    sha,
    workspace: env.GITHUB_WORKSPACE ?? '',
    runUrl,
    pullRequest: PULL_REQUEST_EVENTS.has(eventName) ? readPullRequest(payload) : null,
    workflowRun: eventName === 'workflow_run' ? readWorkflowRun(payload) : null,
    mergeGroup: eventName === 'merge_group' ? readMergeGroup(payload) : null,
  };
}

// ---- environment -----------------------------------------------------------------------------

function required(env: NodeJS.ProcessEnv, name: string): string {
  const v = env[name] ?? '';
  if (v === '') throw new ContextError(`${name}: expected the runner to set it, got ""`);
  return v;
}

function parseRepository(value: string): RepoRef {
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(value);
  if (!m) throw new ContextError(`GITHUB_REPOSITORY: expected owner/repo, got ${JSON.stringify(value)}`);
  return { owner: m[1] as string, repo: m[2] as string };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, isRequired: boolean): number | null {
  const v = env[name] ?? '';
  if (v === '') {
    if (isRequired) throw new ContextError(`${name}: expected the runner to set it, got ""`);
    return null;
  }
  if (!/^[1-9]\d{0,15}$/.test(v) || !Number.isSafeInteger(Number(v))) {
    throw new ContextError(`${name}: expected a positive whole number, got ${JSON.stringify(v)}`);
  }
  return Number(v);
}

function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const v = env[name] ?? '';
  if (v === '') return null;
  try {
    const u = new URL(v);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('not http(s)');
  } catch {
    throw new ContextError(`${name}: expected an http(s) URL, got ${JSON.stringify(v)}`);
  }
  return v.replace(/\/+$/, '');
}

/** github.com → api.github.com; GHE.com → api.<host>; GitHub Enterprise Server → <server>/api/v3. */
function defaultApiUrl(serverUrl: string): string {
  const u = new URL(serverUrl);
  if (u.hostname === 'github.com') return 'https://api.github.com';
  if (u.hostname.endsWith('.ghe.com')) return `${u.protocol}//api.${u.host}`;
  return `${serverUrl}/api/v3`;
}

function isSha(v: unknown): v is string {
  return typeof v === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(v);
}

// ---- payload ---------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readPayload(path: string, needed: boolean): Json {
  if (path === '') {
    if (needed) throw new ContextError('GITHUB_EVENT_PATH: expected the path of the event payload, got ""');
    return {};
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if (!needed) return {};
    const why = err instanceof Error ? err.message : String(err);
    throw new ContextError(`GITHUB_EVENT_PATH: cannot read ${JSON.stringify(path)}: ${why}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new ContextError(`event payload ${JSON.stringify(path)}: expected JSON, ${why}`);
  }
  if (!isObject(payload)) {
    throw new ContextError(`event payload ${JSON.stringify(path)}: expected a JSON object`);
  }
  return payload;
}

/**
 * Reads `root.a.b.c`, throwing with the dotted path (after `shownAt`, where root sits in the payload)
 * when a step is missing or of the wrong type.
 */
function field<T>(
  root: unknown,
  path: string,
  check: (v: unknown) => v is T,
  expected: string,
  shownAt = '',
): T {
  let cur: unknown = root;
  for (const key of path.split('.')) {
    cur = isObject(cur) ? cur[key] : undefined;
  }
  if (!check(cur)) {
    const where = shownAt === '' ? path : `${shownAt}.${path}`;
    throw new ContextError(
      `event payload: ${where}: expected ${expected}, got ${JSON.stringify(cur) ?? 'nothing'}`,
    );
  }
  return cur;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNonEmpty = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isPositiveInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isFullRef = (v: unknown): v is string => typeof v === 'string' && /^refs\/[^\s]+$/.test(v);
const isNullableString = (v: unknown): v is string | null => v === null || v === undefined || isString(v);

function readPullRequest(payload: Json): PullRequestEvent {
  const number = field(payload, 'pull_request.number', isPositiveInt, 'a pull request number');
  const baseSha = field(payload, 'pull_request.base.sha', isSha, 'a commit sha');
  const headSha = field(payload, 'pull_request.head.sha', isSha, 'a commit sha');
  const baseRef = field(payload, 'pull_request.base.ref', isString, 'a branch name');
  const headRef = field(payload, 'pull_request.head.ref', isString, 'a branch name');
  const baseRepo = field(payload, 'pull_request.base.repo.full_name', isNonEmpty, 'owner/name');
  // head.repo is null when the fork was deleted: treat that as a fork (untrusted, read-only token).
  const headRepoObj = (payload.pull_request as Json).head as Json;
  const headRepo = isObject(headRepoObj.repo)
    ? field(payload, 'pull_request.head.repo.full_name', isNonEmpty, 'owner/name')
    : null;
  return {
    number,
    baseSha,
    headSha,
    baseRef,
    headRef,
    headRepo,
    isFork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
  };
}

function readWorkflowRun(payload: Json): WorkflowRunEvent {
  const id = field(payload, 'workflow_run.id', isPositiveInt, 'a workflow run id');
  const headSha = field(payload, 'workflow_run.head_sha', isSha, 'a commit sha');
  const headBranch = field(payload, 'workflow_run.head_branch', isNullableString, 'a branch name or null');
  const event = field(payload, 'workflow_run.event', isNonEmpty, 'an event name');
  const conclusion = field(payload, 'workflow_run.conclusion', isNullableString, 'a conclusion or null');
  const run = payload.workflow_run as Json;
  const headRepo = isObject(run.head_repository)
    ? field(payload, 'workflow_run.head_repository.full_name', isNonEmpty, 'owner/name')
    : null;
  const runNumber =
    run.run_number === undefined || run.run_number === null
      ? undefined
      : field(payload, 'workflow_run.run_number', isPositiveInt, 'a run number');
  const prs = run.pull_requests ?? [];
  if (!Array.isArray(prs)) {
    throw new ContextError(
      `event payload: workflow_run.pull_requests: expected a list, got ${JSON.stringify(prs)}`,
    );
  }
  const pullRequests = prs.map((pr: unknown, i): WorkflowRunPullRequest => {
    const at = `workflow_run.pull_requests.${i}`;
    return {
      number: field(pr, 'number', isPositiveInt, 'a pull request number', at),
      headSha: field(pr, 'head.sha', isSha, 'a commit sha', at),
      baseSha: field(pr, 'base.sha', isSha, 'a commit sha', at),
      headRef: field(pr, 'head.ref', isString, 'a branch name', at),
      baseRef: field(pr, 'base.ref', isString, 'a branch name', at),
    };
  });
  return {
    id,
    headSha,
    headBranch: headBranch ?? null,
    event,
    headRepo,
    conclusion: conclusion ?? null,
    pullRequests,
    ...(runNumber !== undefined ? { runNumber } : {}),
  };
}

/**
 * The fields GitHub's webhook description (`webhook-merge-group-checks-requested`) marks required and
 * the gate reads. `checks_requested` is the only action a workflow runs on; a `destroyed` group (or
 * an action GitHub adds later) has nothing to grade, so it is refused rather than graded.
 */
function readMergeGroup(payload: Json): MergeGroupEvent {
  field(payload, 'action', (v): v is 'checks_requested' => v === 'checks_requested', '"checks_requested"');
  return {
    headSha: field(payload, 'merge_group.head_sha', isSha, 'a commit sha'),
    baseSha: field(payload, 'merge_group.base_sha', isSha, 'a commit sha'),
    headRef: field(payload, 'merge_group.head_ref', isFullRef, 'a full ref (refs/heads/…)'),
    baseRef: field(payload, 'merge_group.base_ref', isFullRef, 'a full ref (refs/heads/…)'),
  };
}
