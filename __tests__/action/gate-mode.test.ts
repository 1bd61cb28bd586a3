/**
 * What mode gate grades and where it posts, decided from the inputs and the event before anything runs
 * (gateTarget, checkoutFinding), and what a merge_group run does with a token that may not post the
 * check (requireCheckPosting) — table-driven over plain contexts, no module mocks.
 */
import { describe, expect, it } from '@jest/globals';
import { ChecksPermissionError, type ChecksClient } from '../../src/adapters/checks.js';
import type { MergeGroupEvent, PullRequestEvent, RunContext } from '../../src/adapters/context.js';
import {
  checkoutFinding,
  gateTarget,
  requireCheckPosting,
  type GateTarget,
} from '../../src/action/gate-mode.js';
import { mergeCheckSha } from '../../src/action/merge-mode.js';
import type { ActionDeps } from '../../src/action/deps.js';
import { SettingsError, type Settings } from '../../src/action/settings.js';

const BASE = 'b'.repeat(40);
const HEAD = 'c'.repeat(40);
const MERGE = 'd'.repeat(40);
const OTHER = 'e'.repeat(40);

const PR: PullRequestEvent = {
  number: 7,
  baseSha: BASE,
  headSha: HEAD,
  baseRef: 'main',
  headRef: 'agent/patch-7',
  headRepo: 'octo-org/octo-repo',
  isFork: false,
};
const GROUP: MergeGroupEvent = {
  headSha: HEAD,
  baseSha: BASE,
  headRef: `refs/heads/gh-readonly-queue/main/pr-7-${BASE}`,
  baseRef: 'refs/heads/main',
};

type Ctx = Pick<RunContext, 'eventName' | 'pullRequest' | 'mergeGroup' | 'sha'>;
const onPush: Ctx = { eventName: 'push', pullRequest: null, mergeGroup: null, sha: HEAD };
const onPr: Ctx = { eventName: 'pull_request', pullRequest: PR, mergeGroup: null, sha: MERGE };
const onGroup: Ctx = { eventName: 'merge_group', pullRequest: null, mergeGroup: GROUP, sha: HEAD };

/** A checkout whose HEAD is `head`, knowing the revisions in `known`. */
function checkout(head: string | undefined, known: Record<string, string> = {}) {
  return async (rev: string): Promise<string | undefined> =>
    rev === 'HEAD' ? head : (known[rev] ?? (/^[0-9a-f]{40}$/.test(rev) ? rev : undefined));
}

const inputs = (base: string | null = null, head: string | null = null) => ({ base, head });

describe('gateTarget', () => {
  it.each<[string, Ctx, ReturnType<typeof inputs>, GateTarget]>([
    [
      'pull request: base from the payload, the checkout graded, check on the head',
      onPr,
      inputs(),
      { base: BASE, head: undefined, checkSha: HEAD },
    ],
    [
      'merge group: its parent is the base, the checkout graded, check on the group',
      onGroup,
      inputs(),
      { base: BASE, head: undefined, checkSha: HEAD },
    ],
    [
      'merge group with a base input: the input wins, the check stays on the group',
      onGroup,
      inputs('main'),
      { base: 'main', head: undefined, checkSha: HEAD },
    ],
    [
      'merge group with a head input: passed on, the check stays on the group',
      onGroup,
      inputs(null, OTHER),
      { base: BASE, head: OTHER, checkSha: HEAD },
    ],
    [
      'push with a base input: the check goes on the checkout',
      onPush,
      inputs('main'),
      { base: 'main', head: undefined, checkSha: HEAD },
    ],
  ])('%s', async (_name, ctx, settings, expected) => {
    expect(await gateTarget(settings, ctx, checkout(HEAD))).toEqual(expected);
  });

  it('push without a base input fails naming the base input and the events that carry one', async () => {
    await expect(gateTarget(inputs(), onPush, checkout(HEAD))).rejects.toThrow(
      new SettingsError(
        'base',
        '',
        'a base revision (sha or ref) on push events: only pull_request and merge_group events name one',
      ),
    );
  });
});

describe('checkoutFinding', () => {
  const target = (ctx: Ctx): Promise<GateTarget> => gateTarget(inputs(), ctx, checkout(HEAD));

  it.each<[string, string | undefined, string | null]>([
    ['the checkout is the group commit (actions/checkout of GITHUB_SHA)', HEAD, null],
    ['the head input names the group commit', HEAD, HEAD],
    ['no checkout at all (the pipeline reports it)', undefined, null],
  ])('merge group, nothing to say: %s', async (_name, head, headInput) => {
    expect(
      await checkoutFinding(await target(onGroup), onGroup, { head: headInput }, checkout(head)),
    ).toEqual({});
  });

  it.each<[string, string | undefined, string | null, string]>([
    ['the checkout is the group parent', BASE, null, `but the checkout is at ${BASE}`],
    ['the checkout is another commit', OTHER, null, `but the checkout is at ${OTHER}`],
    ['the head input names another commit', HEAD, OTHER, `but the head input "${OTHER}" is ${OTHER}`],
    [
      'the head input names no commit',
      HEAD,
      'no-such-branch',
      'but the head input "no-such-branch" is no commit of the checkout',
    ],
  ])('merge group, refused: %s', async (_name, head, headInput, says) => {
    const f = await checkoutFinding(await target(onGroup), onGroup, { head: headInput }, checkout(head));
    expect(f.warning).toBeUndefined();
    expect(f.refusal).toContain(`the merge group's commit ${HEAD} (merge_group.head_sha)`);
    expect(f.refusal).toContain(says);
    expect(f.refusal).toContain('check out GITHUB_SHA');
  });

  it.each<[string, string, boolean]>([
    ['the merge commit (GITHUB_SHA)', MERGE, false],
    ['the head', HEAD, false],
    ['another commit: a warning, never a refusal', OTHER, true],
  ])('pull request checked out at %s', async (_name, head, warns) => {
    const f = await checkoutFinding(await target(onPr), onPr, { head: null }, checkout(head));
    expect(f.refusal).toBeUndefined();
    expect(f.warning !== undefined).toBe(warns);
  });
});

describe('mergeCheckSha', () => {
  it.each<[string, Ctx, string | null, string]>([
    ['pull request: its head', onPr, null, HEAD],
    ['merge group: the group commit, whatever GITHUB_SHA says', { ...onGroup, sha: OTHER }, null, HEAD],
    ['push: GITHUB_SHA', { ...onPush, sha: OTHER }, null, OTHER],
    ['push with a head input', onPush, MERGE, MERGE],
  ])('%s', (_name, ctx, head, expected) => {
    expect(mergeCheckSha({ head }, ctx)).toBe(expected);
  });
});

describe('requireCheckPosting', () => {
  const denied = new ChecksPermissionError(
    'POST /repos/{owner}/{repo}/check-runs: 403 Resource not accessible by integration',
    403,
  );

  function deps(ctx: Ctx, token = 'ghs_x', client?: ChecksClient): ActionDeps {
    const checks: ChecksClient = client ?? {
      start: () => Promise.reject(denied),
      complete: () => Promise.reject(denied),
    };
    const settings = { token, checkName: 'failure-class' } as Settings;
    return { settings, context: ctx as RunContext, checksClient: () => checks } as unknown as ActionDeps;
  }

  it('off a merge group the deps are returned as they are (a fork only gets a warning, publish.ts)', () => {
    for (const ctx of [onPr, onPush]) {
      const d = deps(ctx);
      expect(requireCheckPosting(d)).toBe(d);
      expect(requireCheckPosting(deps(ctx, ''))).toBeDefined();
    }
  });

  it('merge group, empty token: fails at once, naming the token input and the permission', () => {
    expect(() => requireCheckPosting(deps(onGroup, ''))).toThrow(SettingsError);
    expect(() => requireCheckPosting(deps(onGroup, ''))).toThrow(
      /^input token: expected a token that may post check runs \(on merge_group events the merge queue waits for the failure-class check on merge_group\.head_sha: give the job `permissions: checks: write`/,
    );
  });

  it('merge group, a refused token: no longer a permission warning but an error saying what to grant', async () => {
    const client = requireCheckPosting(deps(onGroup)).checksClient();
    for (const call of [
      () => client.start('failure-class', HEAD),
      () => client.complete(null, 'failure-class', HEAD, 'success', { title: 't', summary: 's' }),
    ]) {
      const err = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      expect(err).not.toBeInstanceOf(ChecksPermissionError);
      expect((err as Error).message).toMatch(
        /^POST \/repos\/\{owner\}\/\{repo\}\/check-runs: 403 Resource not accessible by integration; on merge_group events .*checks: write/,
      );
    }
  });

  it('merge group: results and other errors pass through unchanged', async () => {
    const boom = new Error('502 Bad Gateway');
    const client = requireCheckPosting(
      deps(onGroup, 'ghs_x', { start: () => Promise.resolve(41), complete: () => Promise.reject(boom) }),
    ).checksClient();
    expect(await client.start('failure-class', HEAD)).toBe(41);
    await expect(
      client.complete(41, 'failure-class', HEAD, 'failure', { title: 't', summary: 's' }),
    ).rejects.toBe(boom);
  });
});
