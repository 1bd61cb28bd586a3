/**
 * A local stand-in for api.github.com on 127.0.0.1 (random port) that holds requests to GitHub's own
 * API description: every request is matched to its operation in `@octokit/openapi`, its path and
 * query parameters and its JSON body are validated against that operation's schemas, and an invalid
 * request gets a 422 like GitHub's and is recorded as a violation (tests assert there are none). The
 * server also validates its own JSON responses against the documented success schema, so the code
 * under test is exercised with GitHub-shaped answers.
 *
 * Served: create/update check runs (state kept, annotations appended), pull requests (listed with the
 * state/head/base filters, each built from GitHub's own example response), pull request files (paginated
 * with Link headers), workflow-run artifacts (list, and the 302 to the archive), issue comments (list with
 * pagination, create, update; each built from GitHub's own example response). Scriptable faults:
 * 5xx for the next N requests, 403 "Resource not accessible by integration" on check-run creation,
 * 429 / rate-limit 403 with retry-after.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compileOperations, type CompiledOperation } from './openapi.js';

export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; undefined when there was none. */
  body: unknown;
  /** `checks/create` etc.; null when no documented operation matched. */
  operationId: string | null;
  /** The status the server answered. */
  status: number;
}

export interface Violation {
  /** request: the client sent something GitHub would refuse; response: this server answered off-spec. */
  kind: 'request' | 'response';
  method: string;
  path: string;
  operationId: string | null;
  errors: string[];
}

export interface StoredCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  started_at: string | null;
  completed_at: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Every annotation sent, in order (the API appends them across updates). */
  annotations: unknown[];
  /** How many requests carried output for this run. */
  outputUpdates: number;
}

/** A comment on a pull request (issues comments API). */
export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  /** How many times it was updated. */
  updates: number;
}

export interface PullFile {
  filename: string;
  status?: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  additions?: number;
  deletions?: number;
  patch?: string;
  previous_filename?: string;
}

/** A pull request as pulls/list returns it (the rest of the object is GitHub's documented example). */
export interface PullRequest {
  number: number;
  state?: 'open' | 'closed';
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository (a fork's, for a fork pull request). */
  headRepo: string;
  baseSha: string;
  baseRef: string;
}

export interface RunArtifact {
  id: number;
  name: string;
  size: number;
  digest?: string;
  /** Where GET .../artifacts/{id}/zip redirects (a signed blob URL). */
  downloadUrl: string;
}

export interface Fault {
  status: number;
  /** How many matching requests get it; Infinity for all. */
  times: number;
  /** Only requests of this operation (e.g. `checks/create`); all when absent. */
  operationId?: string;
  message: string;
  headers?: Record<string, string>;
}

export interface GitHubServer {
  /** The REST root, e.g. http://127.0.0.1:PORT (use as baseUrl / GITHUB_API_URL). */
  url: string;
  requests: RecordedRequest[];
  violations: Violation[];
  checkRuns: Map<number, StoredCheckRun>;
  /** Comments by id (create, update; a test may add one with addComment). */
  comments: Map<number, StoredComment>;
  /** Adds a comment as another user would have written it. */
  addComment(issue: number, body: string): StoredComment;
  /** Answer the next `times` requests with `status` (default 502 Bad Gateway). */
  failNext(times: number, status?: number): void;
  /** Answer check-run creation with 403 "Resource not accessible by integration" (until cleared). */
  forbidCheckCreation(): void;
  /** Answer the next `times` requests 429 (or a rate-limit 403) with a retry-after header. */
  rateLimitNext(times: number, retryAfterSeconds: number, status?: 429 | 403): void;
  addFault(fault: Fault): void;
  clearFaults(): void;
  setPullFiles(pullNumber: number, files: PullFile[]): void;
  setPulls(pulls: PullRequest[]): void;
  setRunArtifacts(runId: number, artifacts: RunArtifact[] | (() => RunArtifact[])): void;
  /** Forget recorded requests and violations (state and faults stay). */
  reset(): void;
  close(): Promise<void>;
}

export interface GitHubServerOptions {
  owner?: string;
  repo?: string;
}

const DOCS = 'https://docs.github.com/rest';

export async function startGitHubServer(options: GitHubServerOptions = {}): Promise<GitHubServer> {
  const owner = options.owner ?? 'octo-org';
  const repo = options.repo ?? 'octo-repo';
  const operations = compileOperations();
  const requests: RecordedRequest[] = [];
  const violations: Violation[] = [];
  const checkRuns = new Map<number, StoredCheckRun>();
  const pullFiles = new Map<number, PullFile[]>();
  let pulls: PullRequest[] = [];
  const runArtifacts = new Map<number, RunArtifact[] | (() => RunArtifact[])>();
  let faults: Fault[] = [];
  let nextCheckRunId = 4000;
  const comments = new Map<number, StoredComment>();
  let nextCommentId = 9000;
  let base = '';

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      send(res, 500, { message: `test server error: ${err instanceof Error ? err.stack : String(err)}` });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const u = new URL(req.url ?? '/', base);
    const query = Object.fromEntries(u.searchParams);
    const raw = await readBody(req);
    const record: RecordedRequest = {
      method,
      path: u.pathname,
      query,
      headers: req.headers,
      body: undefined,
      operationId: null,
      status: 0,
    };
    requests.push(record);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      record.status = status;
      send(res, status, body, headers);
    };

    let found: { op: CompiledOperation; params: Record<string, string> } | null = null;
    for (const op of operations) {
      if (op.spec.method !== method) continue;
      const params = op.match(u.pathname);
      if (params) found = { op, params };
    }
    if (!found) {
      violations.push({
        kind: 'request',
        method,
        path: u.pathname,
        operationId: null,
        errors: ['no such operation'],
      });
      return reply(404, { message: 'Not Found', documentation_url: DOCS });
    }
    const { op, params } = found;
    const operationId = op.spec.operationId;
    record.operationId = operationId;

    if (raw.length > 0) {
      try {
        record.body = JSON.parse(raw.toString('utf8'));
      } catch {
        violations.push({
          kind: 'request',
          method,
          path: u.pathname,
          operationId,
          errors: ['body is not JSON'],
        });
        return reply(400, { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' });
      }
    }

    const errors: string[] = [];
    if (!req.headers.authorization) errors.push('header authorization: missing');
    // GitHub rejects requests without a User-Agent.
    if (!req.headers['user-agent']) errors.push('header user-agent: missing');
    if (record.body !== undefined && !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      errors.push(
        `header content-type: expected application/json, got ${String(req.headers['content-type'])}`,
      );
    }
    errors.push(...op.validateParams(params, query), ...op.validateBody(record.body));
    errors.push(...semanticErrors(operationId, record.body));
    if (errors.length > 0)
      violations.push({ kind: 'request', method, path: u.pathname, operationId, errors });

    const fault = faults.find(
      (f) => f.times > 0 && (f.operationId === undefined || f.operationId === operationId),
    );
    if (fault) {
      fault.times -= 1;
      faults = faults.filter((f) => f.times > 0);
      return reply(
        fault.status,
        { message: fault.message, documentation_url: DOCS, status: String(fault.status) },
        fault.headers,
      );
    }
    if (!req.headers.authorization) {
      return reply(401, { message: 'Requires authentication', documentation_url: DOCS, status: '401' });
    }
    if (errors.length > 0) {
      return reply(422, {
        message: `Invalid request.\n\n${errors.join('\n')}`,
        documentation_url: DOCS,
        status: '422',
      });
    }
    if (params.owner !== owner || params.repo !== repo) {
      return reply(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    }

    const answer = route(operationId, params, query, record.body as Record<string, unknown>);
    if (answer.status < 300 && answer.body !== undefined) {
      const off = op.validateResponse(answer.body);
      if (off.length > 0)
        violations.push({ kind: 'response', method, path: u.pathname, operationId, errors: off });
    }
    reply(answer.status, answer.body, answer.headers);
  }

  /** Rules GitHub enforces that the schema does not express. */
  function semanticErrors(operationId: string, body: unknown): string[] {
    if (operationId !== 'checks/create' || typeof body !== 'object' || body === null) return [];
    const b = body as Record<string, unknown>;
    if ((b.status === 'completed' || b.completed_at !== undefined) && b.conclusion === undefined) {
      return ['body conclusion is required when status is completed or completed_at is given'];
    }
    return [];
  }

  function route(
    operationId: string,
    params: Record<string, string>,
    query: Record<string, string>,
    body: Record<string, unknown>,
  ): { status: number; body?: unknown; headers?: Record<string, string> } {
    switch (operationId) {
      case 'checks/create': {
        const run: StoredCheckRun = {
          id: nextCheckRunId++,
          name: String(body.name),
          head_sha: String(body.head_sha),
          status: 'queued',
          conclusion: null,
          details_url: null,
          started_at: null,
          completed_at: null,
          output: { title: null, summary: null, text: null },
          annotations: [],
          outputUpdates: 0,
        };
        checkRuns.set(run.id, run);
        applyCheckRunUpdate(run, body);
        return { status: 201, body: checkRunJson(run) };
      }
      case 'checks/update': {
        const run = checkRuns.get(Number(params.check_run_id));
        if (!run)
          return { status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } };
        applyCheckRunUpdate(run, body);
        return { status: 200, body: checkRunJson(run) };
      }
      case 'pulls/list': {
        const state = query.state ?? 'open';
        const list = pulls.filter(
          (p) =>
            (state === 'all' || (p.state ?? 'open') === state) &&
            (query.head === undefined || query.head === `${p.headRepo.split('/')[0]}:${p.headRef}`) &&
            (query.base === undefined || query.base === p.baseRef),
        );
        const page = paginate(list, query, `${base}/repos/${params.owner}/${params.repo}/pulls`);
        return {
          status: 200,
          body: page.items.map((p) => pullJson(op0('pulls/list'), p)),
          headers: page.headers,
        };
      }
      case 'pulls/list-files': {
        const files = pullFiles.get(Number(params.pull_number));
        if (!files)
          return { status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } };
        // GitHub lists at most 3000 files of a pull request.
        const page = paginate(
          files.slice(0, 3000),
          query,
          `${base}${pathOf(params, 'pulls', params.pull_number, 'files')}`,
        );
        return { status: 200, body: page.items.map(pullFileJson), headers: page.headers };
      }
      case 'actions/list-workflow-run-artifacts': {
        const source = runArtifacts.get(Number(params.run_id)) ?? [];
        let list = typeof source === 'function' ? source() : source;
        if (query.name !== undefined) list = list.filter((a) => a.name === query.name);
        const page = paginate(
          list,
          query,
          `${base}${pathOf(params, 'actions/runs', params.run_id, 'artifacts')}`,
        );
        return {
          status: 200,
          body: {
            total_count: list.length,
            artifacts: page.items.map((a) => artifactJson(a, params.run_id as string)),
          },
          headers: page.headers,
        };
      }
      case 'actions/download-artifact': {
        const id = Number(params.artifact_id);
        const artifact = [...runArtifacts.values()]
          .flatMap((s) => (typeof s === 'function' ? s() : s))
          .find((a) => a.id === id);
        if (params.archive_format !== 'zip' || !artifact) {
          return { status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } };
        }
        return { status: 302, headers: { location: artifact.downloadUrl } };
      }
      case 'issues/list-comments': {
        const list = [...comments.values()].filter((c) => c.issue === Number(params.issue_number));
        const page = paginate(
          list,
          query,
          `${base}${pathOf(params, 'issues', params.issue_number, 'comments')}`,
        );
        return { status: 200, body: page.items.map((c) => commentJson(c)), headers: page.headers };
      }
      case 'issues/create-comment': {
        const c: StoredComment = {
          id: nextCommentId++,
          issue: Number(params.issue_number),
          body: String(body.body),
          updates: 0,
        };
        comments.set(c.id, c);
        return { status: 201, body: commentJson(c) };
      }
      case 'issues/update-comment': {
        const c = comments.get(Number(params.comment_id));
        if (!c)
          return { status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } };
        c.body = String(body.body);
        c.updates += 1;
        return { status: 200, body: commentJson(c) };
      }
      default:
        return { status: 404, body: { message: 'Not Found', documentation_url: DOCS } };
    }
  }

  /** GitHub's example issue comment with this one's id, body and urls. */
  function commentJson(c: StoredComment): unknown {
    const example = op0('issues/create-comment').spec.success.example as Record<string, unknown>;
    const out = structuredClone(example);
    out.id = c.id;
    out.node_id = `IC_${c.id}`;
    out.body = c.body;
    out.url = `${base}/repos/${owner}/${repo}/issues/comments/${c.id}`;
    out.html_url = `https://github.com/${owner}/${repo}/pull/${c.issue}#issuecomment-${c.id}`;
    out.issue_url = `${base}/repos/${owner}/${repo}/issues/${c.issue}`;
    return out;
  }

  function pathOf(
    params: Record<string, string>,
    section: string,
    id: string | undefined,
    tail: string,
  ): string {
    return `/repos/${params.owner}/${params.repo}/${section}/${id}/${tail}`;
  }

  function applyCheckRunUpdate(run: StoredCheckRun, body: Record<string, unknown>): void {
    if (typeof body.name === 'string') run.name = body.name;
    if (typeof body.details_url === 'string') run.details_url = body.details_url;
    if (typeof body.started_at === 'string') run.started_at = body.started_at;
    if (typeof body.status === 'string') run.status = body.status;
    if (typeof body.conclusion === 'string') {
      // Providing a conclusion completes the run (API documentation).
      run.conclusion = body.conclusion;
      run.status = 'completed';
    }
    if (run.status === 'completed')
      run.completed_at ??= String(body.completed_at ?? new Date().toISOString());
    if (run.status === 'in_progress') run.started_at ??= new Date().toISOString();
    const output = body.output as Record<string, unknown> | undefined;
    if (output) {
      run.outputUpdates += 1;
      if (typeof output.title === 'string') run.output.title = output.title;
      if (typeof output.summary === 'string') run.output.summary = output.summary;
      if (typeof output.text === 'string') run.output.text = output.text;
      if (Array.isArray(output.annotations)) run.annotations.push(...(output.annotations as unknown[]));
    }
  }

  function checkRunJson(run: StoredCheckRun): unknown {
    const api = `${base}/repos/${owner}/${repo}`;
    return {
      id: run.id,
      node_id: `CR_${run.id}`,
      head_sha: run.head_sha,
      external_id: '',
      url: `${api}/check-runs/${run.id}`,
      html_url: `https://github.com/${owner}/${repo}/runs/${run.id}`,
      details_url: run.details_url,
      status: run.status,
      conclusion: run.conclusion,
      started_at: run.started_at,
      completed_at: run.completed_at,
      output: {
        ...run.output,
        annotations_count: run.annotations.length,
        annotations_url: `${api}/check-runs/${run.id}/annotations`,
      },
      name: run.name,
      check_suite: { id: 5000 },
      app: null,
      pull_requests: [],
    };
  }

  function op0(operationId: string): CompiledOperation {
    return operations.find((o) => o.spec.operationId === operationId) as CompiledOperation;
  }

  /** GitHub's example pull request with this one's number, shas, refs and repositories. */
  function pullJson(op: CompiledOperation, p: PullRequest): unknown {
    const example = op.spec.success.example;
    const template = (Array.isArray(example) ? example[0] : example) as Record<string, unknown>;
    type Side = { ref: string; sha: string; label: string; user: { login: string }; repo: Repo };
    type Repo = { name: string; full_name: string; fork: boolean; owner: { login: string } };
    const pr = structuredClone(template) as Record<string, unknown> & { head: Side; base: Side };
    const api = `${base}/repos/${owner}/${repo}`;
    pr.number = p.number;
    // The example's team lacks a field its own schema requires; no reviewers are requested here.
    pr.requested_teams = [];
    pr.state = p.state ?? 'open';
    pr.url = `${api}/pulls/${p.number}`;
    pr.html_url = `https://github.com/${owner}/${repo}/pull/${p.number}`;
    const side = (s: Side, full: string, ref: string, sha: string): void => {
      const [login, name] = full.split('/') as [string, string];
      s.ref = ref;
      s.sha = sha;
      s.label = `${login}:${ref}`;
      s.user.login = login;
      s.repo.name = name;
      s.repo.full_name = full;
      s.repo.owner.login = login;
      s.repo.fork = full !== `${owner}/${repo}`;
    };
    side(pr.head, p.headRepo, p.headRef, p.headSha);
    side(pr.base, `${owner}/${repo}`, p.baseRef, p.baseSha);
    return pr;
  }

  function pullFileJson(f: PullFile): unknown {
    const additions = f.additions ?? 1;
    const deletions = f.deletions ?? 0;
    return {
      sha: '0'.repeat(40),
      filename: f.filename,
      status: f.status ?? 'modified',
      additions,
      deletions,
      changes: additions + deletions,
      blob_url: `https://github.com/${owner}/${repo}/blob/HEAD/${f.filename}`,
      raw_url: `https://github.com/${owner}/${repo}/raw/HEAD/${f.filename}`,
      contents_url: `${base}/repos/${owner}/${repo}/contents/${f.filename}`,
      ...(f.patch !== undefined ? { patch: f.patch } : {}),
      ...(f.previous_filename !== undefined ? { previous_filename: f.previous_filename } : {}),
    };
  }

  function artifactJson(a: RunArtifact, runId: string): unknown {
    const api = `${base}/repos/${owner}/${repo}/actions/artifacts/${a.id}`;
    const now = new Date().toISOString();
    return {
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: a.size,
      url: api,
      archive_download_url: `${api}/zip`,
      expired: false,
      created_at: now,
      expires_at: now,
      updated_at: now,
      digest: a.digest ?? null,
      workflow_run: {
        id: Number(runId),
        repository_id: 1,
        head_repository_id: 1,
        head_branch: 'main',
        head_sha: '0'.repeat(40),
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    violations,
    checkRuns,
    comments,
    addComment(issue, text) {
      const c: StoredComment = { id: nextCommentId++, issue, body: text, updates: 0 };
      comments.set(c.id, c);
      return c;
    },
    failNext(times, status = 502) {
      faults.push({ status, times, message: status === 502 ? 'Bad Gateway' : 'Server Error' });
    },
    forbidCheckCreation() {
      faults.push({
        status: 403,
        times: Infinity,
        operationId: 'checks/create',
        message: 'Resource not accessible by integration',
        headers: { 'x-ratelimit-remaining': '4999', 'x-accepted-github-permissions': 'checks=write' },
      });
    },
    rateLimitNext(times, retryAfterSeconds, status = 429) {
      faults.push({
        status,
        times,
        message: status === 429 ? 'Too Many Requests' : 'You have exceeded a secondary rate limit.',
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    },
    addFault(fault) {
      faults.push({ ...fault });
    },
    clearFaults() {
      faults = [];
    },
    setPullFiles(pullNumber, files) {
      pullFiles.set(pullNumber, files);
    },
    setPulls(list) {
      pulls = [...list];
    },
    setRunArtifacts(runId, artifacts) {
      runArtifacts.set(runId, artifacts);
    },
    reset() {
      requests.length = 0;
      violations.length = 0;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      });
    },
  };
}

/** GitHub-style pagination: per_page (default 30, at most 100), page, and a Link header. */
function paginate<T>(
  items: T[],
  query: Record<string, string>,
  url: string,
): { items: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 30) || 30));
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (p: number, rel: string): string => `<${url}?per_page=${perPage}&page=${p}>; rel="${rel}"`;
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'), link(1, 'first'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'content-length': String(Buffer.byteLength(text)),
    'x-github-media-type': 'github.v3; format=json',
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    ...headers,
  });
  res.end(text);
}
