/**
 * Event payloads for tests, in the shape GitHub sends them. `validateWebhook` checks a payload against
 * GitHub's published description of webhook payloads (`@octokit/openapi-webhooks`: OpenAPI 3.1, whose
 * schemas are JSON Schema 2020-12), so a fixture that drifts from what GitHub sends fails its test
 * instead of passing a reader that would break on a runner. `mergeGroupPayload` builds a complete
 * `merge_group` payload (action `checks_requested`), the one a workflow's GITHUB_EVENT_PATH holds.
 * Nothing in src/ imports this: it is never bundled.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The webhooks (event-action) whose payloads tests build, as the description names them. */
export type WebhookName = 'merge-group-checks-requested' | 'merge-group-destroyed';

type Json = Record<string, unknown>;
const require = createRequire(import.meta.url);

interface WebhooksDocument {
  webhooks: Record<
    string,
    { post: { requestBody: { content: Record<string, { schema: { $ref: string } }> } } }
  >;
  components: Json;
}

let doc: WebhooksDocument | undefined;
const compiled = new Map<WebhookName, ValidateFunction>();

/** The description's own package version, for messages. */
export function webhooksVersion(): string {
  const pkg = require.resolve('@octokit/openapi-webhooks/package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

function load(): WebhooksDocument {
  if (doc) return doc;
  const pkg = require.resolve('@octokit/openapi-webhooks/package.json');
  const file = join(dirname(pkg), 'generated', 'api.github.com.json');
  doc = JSON.parse(readFileSync(file, 'utf8')) as WebhooksDocument;
  return doc;
}

/** Formats the description uses; those not listed here are accepted as they are. */
const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i,
  uri: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
  email: /^[^\s@]+@[^\s@]+$/,
};

function validator(name: WebhookName): ValidateFunction {
  const known = compiled.get(name);
  if (known) return known;
  const d = load();
  const ref = d.webhooks[name]?.post.requestBody.content['application/json']?.schema.$ref;
  if (ref === undefined) throw new Error(`@octokit/openapi-webhooks: no webhook ${name}`);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  for (const f of ['date-time', 'uri', 'email', 'uri-template', 'int64', 'date'])
    ajv.addFormat(f, FORMATS[f] ?? true);
  // The components as one schema document, so every `#/components/schemas/…` reference resolves.
  ajv.addSchema({ $id: 'webhooks.json', components: d.components });
  const v = ajv.compile({ $ref: `webhooks.json${ref}` });
  compiled.set(name, v);
  return v;
}

/** The ways `payload` differs from GitHub's description of the webhook; empty when it conforms. */
export function validateWebhook(name: WebhookName, payload: unknown): string[] {
  const v = validator(name);
  if (v(payload)) return [];
  return (v.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}

export interface MergeGroupOptions {
  owner: string;
  repo: string;
  /** merge_group.head_sha: the group's commit. */
  headSha: string;
  /** merge_group.base_sha: its parent. */
  baseSha: string;
  /** The pull request the group was made for (names the temporary branch). */
  number?: number;
  baseBranch?: string;
  headMessage?: string;
}

/**
 * A `merge_group` / `checks_requested` payload as GitHub sends it for an organisation repository: the
 * group, the repository, the organisation and the sender (the queue acts as github-merge-queue[bot]).
 */
export function mergeGroupPayload(o: MergeGroupOptions): Json {
  const branch = o.baseBranch ?? 'main';
  const number = o.number ?? 7;
  return {
    action: 'checks_requested',
    merge_group: {
      head_sha: o.headSha,
      head_ref: `refs/heads/gh-readonly-queue/${branch}/pr-${number}-${o.baseSha}`,
      base_sha: o.baseSha,
      base_ref: `refs/heads/${branch}`,
      head_commit: {
        id: o.headSha,
        tree_id: 'e'.repeat(40),
        message: o.headMessage ?? `Merge pull request #${number} from ${o.owner}/agent/patch-${number}`,
        timestamp: '2026-03-02T10:15:00Z',
        author: { name: 'Monalisa Octocat', email: 'monalisa@example.com' },
        committer: { name: 'GitHub', email: 'noreply@github.com' },
      },
    },
    repository: repositoryPayload(o.owner, o.repo, branch),
    organization: organizationPayload(o.owner),
    sender: userPayload('github-merge-queue[bot]', 118344674, 'Bot'),
  };
}

function userPayload(login: string, id: number, type: 'User' | 'Organization' | 'Bot'): Json {
  const url = `https://api.github.com/users/${encodeURIComponent(login)}`;
  return {
    login,
    id,
    node_id: `MDQ6VXNlcj${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url,
    html_url: `https://github.com/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type,
    user_view_type: 'public',
    site_admin: false,
  };
}

function organizationPayload(login: string): Json {
  const url = `https://api.github.com/orgs/${login}`;
  return {
    login,
    id: 9919,
    node_id: 'MDEyOk9yZ2FuaXphdGlvbjk5MTk=',
    url,
    repos_url: `${url}/repos`,
    events_url: `${url}/events`,
    hooks_url: `${url}/hooks`,
    issues_url: `${url}/issues`,
    members_url: `${url}/members{/member}`,
    public_members_url: `${url}/public_members{/member}`,
    avatar_url: 'https://avatars.githubusercontent.com/u/9919?v=4',
    description: null,
  };
}

function repositoryPayload(owner: string, repo: string, defaultBranch: string): Json {
  const api = `https://api.github.com/repos/${owner}/${repo}`;
  const html = `https://github.com/${owner}/${repo}`;
  return {
    id: 1296269,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name: repo,
    full_name: `${owner}/${repo}`,
    private: false,
    owner: userPayload(owner, 9919, 'Organization'),
    html_url: html,
    description: null,
    fork: false,
    url: api,
    forks_url: `${api}/forks`,
    keys_url: `${api}/keys{/key_id}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    teams_url: `${api}/teams`,
    hooks_url: `${api}/hooks`,
    issue_events_url: `${api}/issues/events{/number}`,
    events_url: `${api}/events`,
    assignees_url: `${api}/assignees{/user}`,
    branches_url: `${api}/branches{/branch}`,
    tags_url: `${api}/tags`,
    blobs_url: `${api}/git/blobs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    trees_url: `${api}/git/trees{/sha}`,
    statuses_url: `${api}/statuses/{sha}`,
    languages_url: `${api}/languages`,
    stargazers_url: `${api}/stargazers`,
    contributors_url: `${api}/contributors`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    commits_url: `${api}/commits{/sha}`,
    git_commits_url: `${api}/git/commits{/sha}`,
    comments_url: `${api}/comments{/number}`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    contents_url: `${api}/contents/{+path}`,
    compare_url: `${api}/compare/{base}...{head}`,
    merges_url: `${api}/merges`,
    archive_url: `${api}/{archive_format}{/ref}`,
    downloads_url: `${api}/downloads`,
    issues_url: `${api}/issues{/number}`,
    pulls_url: `${api}/pulls{/number}`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    labels_url: `${api}/labels{/name}`,
    releases_url: `${api}/releases{/id}`,
    deployments_url: `${api}/deployments`,
    created_at: '2025-11-04T09:00:00Z',
    updated_at: '2026-03-02T10:14:00Z',
    pushed_at: '2026-03-02T10:15:00Z',
    git_url: `git://github.com/${owner}/${repo}.git`,
    ssh_url: `git@github.com:${owner}/${repo}.git`,
    clone_url: `${html}.git`,
    svn_url: html,
    homepage: null,
    size: 412,
    stargazers_count: 3,
    watchers_count: 3,
    language: 'TypeScript',
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: false,
    has_pages: false,
    has_discussions: false,
    forks_count: 0,
    mirror_url: null,
    archived: false,
    disabled: false,
    open_issues_count: 4,
    license: null,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: [],
    visibility: 'public',
    forks: 0,
    open_issues: 4,
    watchers: 3,
    default_branch: defaultBranch,
    custom_properties: {},
  };
}
