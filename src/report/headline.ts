/**
 * The first thing a reviewer reads: one plain sentence saying what happened, one saying what to do,
 * and a check-run title made of the first (`Rejected: seed 1402 of codec.roundtrip fails on this patch,
 * passes on base`). Written from the deciding evidence of the trace — the spec and witness, the missed
 * seeds and what was observed of them, the files a patch touched — never from the codes alone, so a
 * broken gate.yml reads as a configuration error and a missing spec file never as a crash.
 *
 * Total over verdicts and reason codes, with `never` defaults; every name from the trace goes in as
 * an untrusted value (escaped in markdown, cleaned of controls in the title).
 */
import type { MissOutcome, Trace, Verdict } from '../trace/model.js';
import {
  baseResultOf,
  decidingMisses,
  entries,
  firstPhrase,
  firstResultOf,
  isCount,
  labelOf,
  mismatchedInputs,
  nameList,
  neverRan,
  observedPhrase,
  oracleTouched,
  otherPaths,
  TEST_FILE,
  replaysWith,
  retriesPhrase,
  seedsPhrase,
  testName,
  specsWith,
  str,
  unique,
  behaviourOf,
  exitSiteOf,
  probeCause,
} from './facts.js';
import { Prose, code, prose, truncateText } from './markdown.js';

/** The GitHub alert a verdict opens with. */
export type AlertKind = 'TIP' | 'NOTE' | 'WARNING' | 'CAUTION';

/**
 * Whose doing the outcome is, as far as the trace shows: the patch; the base branch (its
 * configuration, specs, manifests or code — every pull request gets the same outcome until it is
 * fixed); nobody yet (a flake or an incomplete replay: a person decides); no fault (a pass, or a
 * change the gate leaves to people by design); or the gate itself.
 */
export type Fault = 'patch' | 'base' | 'undecided' | 'none' | 'gate';

export interface Headline {
  /** The class in a reviewer's words, first in the title: `Regression`, `Already failing on base`, … */
  kind: string;
  fault: Fault;
  /** `Rejected`, `Held`, `Blocked` (a REJECT the base branch causes), … */
  verb: string;
  alert: AlertKind;
  /** What happened, short: the title after the verb. */
  short: Prose;
  /** What happened, as a sentence. */
  what: Prose;
  /** What to do, as a sentence. */
  next: Prose;
}

/** The check-run title limit this gate keeps to (characters). */
export const TITLE_LIMIT = 255;

const VERBS: Record<Verdict, string> = {
  CLEAR: 'Passed',
  SKIP: 'Skipped',
  REJECT: 'Rejected',
  HOLD: 'Held',
  UNUSABLE: 'Unusable',
};
const ALERTS: Record<Verdict, AlertKind> = {
  CLEAR: 'TIP',
  SKIP: 'NOTE',
  REJECT: 'CAUTION',
  HOLD: 'WARNING',
  UNUSABLE: 'CAUTION',
};

/** One line, no controls, at most 255 characters; the class comes first (`Regression: …`). */
export function titleOf(h: Headline): string {
  const text = `${h.kind}: ${h.short.text()}`
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncateText(text, TITLE_LIMIT);
}

export function headlineOf(trace: Trace): Headline {
  const verdict = trace.verdict;
  const known = Object.prototype.hasOwnProperty.call(VERBS, String(verdict));
  const { kind, fault, short, what, next } = known ? story(trace) : unusable(trace);
  // A base-side cause never reads as the patch's failure: no red alert, no "Rejected".
  const base = fault === 'base';
  const verb = !known ? 'Unusable' : base && verdict === 'REJECT' ? 'Blocked' : VERBS[verdict];
  const alert = !known ? 'CAUTION' : base ? 'WARNING' : ALERTS[verdict];
  return {
    kind,
    fault,
    verb,
    alert,
    short,
    what: base ? prose`${what}. ${notTheCause(verdict)}` : what,
    next,
  };
}

/**
 * Said in the alert of every outcome the base branch causes: the reviewer learns the pull request is
 * not to blame, and why every other pull request shows the same.
 */
export function notTheCause(verdict: Verdict): Prose {
  const how = verdict === 'REJECT' ? 'rejected' : 'held';
  return Prose.trusted(
    `**This pull request is not the cause:** every pull request is ${how} the same way until the base branch is fixed`,
  );
}

type Story = Pick<Headline, 'kind' | 'fault' | 'short' | 'what' | 'next'>;

function story(trace: Trace): Story {
  const verdict: Verdict = trace.verdict;
  switch (verdict) {
    case 'CLEAR':
      return cleared(trace);
    case 'SKIP':
      return skipped(trace);
    case 'REJECT':
      return rejected(trace);
    case 'HOLD':
      return held(trace);
    case 'UNUSABLE':
      return unusable(trace);
    default: {
      const unknown: never = verdict;
      return unusable({ ...trace, reason: `unknown verdict ${String(unknown)}` });
    }
  }
}

const same = (kind: string, fault: Fault, text: Prose, next: Prose): Story => ({
  kind,
  fault,
  short: text,
  what: text,
  next,
});

/** The class words of the outcomes the base branch causes (SPEC §3 keeps their conclusions). */
export const BASE_MISCONFIGURED = 'Gate misconfigured on base';

/**
 * `seed 1402 of codec.roundtrip fails` / `2 seeds of codec.roundtrip fail (1402 and 1403)` — for a
 * title: the count first, the seed numbers last, so a cut title keeps the count and the verb.
 */
export function seedsTitle(misses: readonly MissOutcome[], one: string, many: string): string {
  if (misses.length > 0 && misses.every((m) => m.test !== undefined)) {
    // A `tests:` fixture: a count of tests and their names ("3 tests fail on this patch and pass on base").
    const names = nameList(unique(misses.map((m) => testName(m)))).text();
    const n = unique(misses.map((m) => m.invariant)).length;
    return n === 1 ? `test ${names} ${one}` : `${n} tests ${many} (${names})`;
  }
  const targets = unique(misses.map((m) => str(m.target, 128)));
  const seeds = misses.map((m) => str(m.seed, 24));
  if (misses.length === 0) return `no seed ${one}`;
  if (misses.length === 1) return `seed ${seeds[0]} of ${targets[0]} ${one}`;
  const of = targets.length === 1 ? (targets[0] as string) : `${targets.length} targets`;
  const which =
    targets.length === 1
      ? nameList(seeds).text()
      : nameList(misses.map((m) => `${str(m.target, 128)} seed ${str(m.seed, 24)}`)).text();
  return `${misses.length} seeds of ${of} ${many} (${which})`;
}

function cleared(trace: Trace): Story {
  const specs = entries(trace.properties).length;
  const replays = replaysWith(trace, 'REPLAY_MATCH').length;
  const specWords = prose`${specs} ${specs === 1 ? 'spec' : 'specs'} clear`;
  const next = Prose.trusted('Nothing to do: the check passes.');
  if (trace.reason_code === 'PROPERTY_CLEAR') {
    return same('Passed', 'none', prose`${specWords}; no fixtures are configured`, next);
  }
  if (trace.reason_code === 'PASS') {
    return same(
      'Passed',
      'none',
      Prose.trusted('every replay miss was classified PASS on its retries'),
      next,
    );
  }
  return {
    kind: 'Passed',
    fault: 'none',
    short: prose`${specWords}, ${replays} ${replays === 1 ? 'replay matches' : 'replays match'}`,
    what: prose`every spec cleared the patch and all ${replays} ${replays === 1 ? 'replay' : 'replays'} matched`,
    next,
  };
}

function skipped(trace: Trace): Story {
  const frozen = entries(trace.misses).filter((m) => m.freeze?.excuses === true);
  const rows = frozen.map((m) => m.freeze);
  const ids = unique(rows.map((r) => (r?.freeze_id !== undefined ? str(r.freeze_id, 80) : 'a freeze row')));
  const owners = unique(rows.flatMap((r) => (typeof r?.owner === 'string' ? [str(r.owner, 80)] : [])));
  const row = rows[0];
  const one = ids.length === 1;
  const ownerText = owners.length > 0 ? prose`, owner ${nameList(owners)}` : Prose.trusted('');
  return {
    kind: 'Known flake, frozen',
    fault: 'none',
    short: prose`${seedsTitle(frozen, 'skipped', 'skipped')} by freeze ${one ? 'row' : 'rows'} ${nameList(ids).text()}${ownerText}${one ? lifeLeft(row) : Prose.trusted('')}`,
    what: prose`${seedsPhrase(frozen)} missed (${pronoun(frozen)} ${
      frozen[0] !== undefined ? observedPhrase(trace, frozen[0]) : Prose.trusted('failed')
    }), and the live freeze ${one ? 'row' : 'rows'} ${nameList(ids, true)} (${
      one ? ownerLife(row) : prose`owner ${owners.length > 0 ? nameList(owners) : Prose.trusted('unknown')}`
    }) ${one ? 'excuses' : 'excuse'} exactly ${frozen.length === 1 ? 'this triple' : 'these triples'}`,
    next: prose`Nothing blocks the merge (the check is \`neutral\`). The owner${
      owners.length > 0 ? prose` (${nameList(owners)})` : Prose.trusted('')
    } fixes the flake before the ${one ? 'row expires' : 'rows expire'}.`,
  };
}

/** `it` for one miss, `each` for several. */
function pronoun(misses: readonly unknown[]): string {
  return misses.length === 1 ? 'it' : 'each';
}

/** `owner octocat, 9 more runs` — what the summary says of a row. */
function ownerLife(row: MissOutcome['freeze']): Prose {
  const owner =
    typeof row?.owner === 'string' ? prose`owner ${str(row.owner, 80)}` : Prose.trusted('owner unknown');
  return prose`${owner}${lifeLeft(row)}`;
}

/** `, 9 more runs` / `, 12 days left` — what is left of a row, or nothing. */
function lifeLeft(row: MissOutcome['freeze']): Prose {
  if (row === undefined || row === null || typeof row !== 'object') return Prose.trusted('');
  if (isCount(row.runs_left)) return prose`, ${row.runs_left} more ${row.runs_left === 1 ? 'run' : 'runs'}`;
  if (isCount(row.days_left)) return prose`, ${row.days_left} ${row.days_left === 1 ? 'day' : 'days'} left`;
  return Prose.trusted('');
}

function rejected(trace: Trace): Story {
  switch (trace.reason_code) {
    case 'PROPERTY_REJECT': {
      const spec = specsWith(trace, 'PROPERTY_REJECT')[0];
      const name = spec !== undefined ? str(spec.spec) : 'a spec';
      const w = spec?.witness;
      const at =
        typeof w === 'object' && w !== null && typeof w.path === 'string' && w.path !== ''
          ? `${str(w.path)}${isCount(w.line) && w.line > 0 ? `:${w.line}` : ''}`
          : undefined;
      const message =
        typeof w?.message === 'string' && w.message !== ''
          ? prose`: ${str(w.message, 160)}`
          : Prose.trusted('');
      return {
        kind: 'Spec failed',
        fault: 'patch',
        short: at !== undefined ? prose`${name} rejects ${at}` : prose`${name} rejects the patch`,
        what:
          at !== undefined
            ? prose`the spec ${code(name)} rejected this patch at ${code(at)}${message}`
            : prose`the spec ${code(name)} rejected this patch${message}`,
        next:
          at !== undefined
            ? prose`Change the patch so the spec no longer rejects it (see ${code(at)}).`
            : Prose.trusted('Change the patch so the spec no longer rejects it.'),
      };
    }
    case 'PROPERTY_BUDGET': {
      const slow = specsWith(trace, 'PROPERTY_BUDGET').map((p) => str(p.spec));
      const cap = trace.budgets?.predicate_timeout_ms;
      const capText = isCount(cap) ? prose`${cap} ms ` : Prose.trusted('');
      if (slow.length > 0) {
        return {
          kind: 'Too slow',
          fault: 'patch',
          short: prose`spec ${nameList(slow).text()} ran past its ${capText}cap on this patch`,
          what: prose`the spec ${nameList(slow, true)} ran past its ${capText}cap (\`budgets.predicate_timeout_ms\`) on this patch and was killed`,
          next: Prose.trusted(
            'Make the spec faster or split it; raising the cap to get a green run defeats it.',
          ),
        };
      }
      // More specs configured than `budgets.max_predicates`: the base branch's gate.yml, for every patch.
      const detail = str(entries(trace.stages).find((s) => s.name === 'property')?.detail ?? '', 160);
      const said =
        detail !== ''
          ? prose`${detail}`
          : Prose.trusted('more specs are configured than `budgets.max_predicates`');
      return {
        kind: BASE_MISCONFIGURED,
        fault: 'base',
        short: said,
        what: prose`the base branch’s gate.yml is over its own spec budget (${said})`,
        next: Prose.trusted(
          'Fix gate.yml on the base branch in its own reviewed pull request: remove specs or raise `budgets.max_predicates`; then re-run.',
        ),
      };
    }
    case 'CONTAMINATED':
      return trace.reason_stage === 'scope' ? contaminated(trace) : missRejected(trace);
    case 'FIXTURE_MISMATCH': {
      const mismatch = mismatchedInputs(trace);
      const targets = mismatch.map((m) => m.target);
      const inputs = mismatch.flatMap((m) => m.inputs);
      const files = inputs.length > 0 ? prose` (${nameList(inputs)})` : Prose.trusted('');
      return {
        kind: 'Edits its checks',
        fault: 'patch',
        short: prose`the patch changes the pinned inputs of ${nameList(targets).text()}${files}`,
        what: prose`this patch changes the pinned inputs of ${nameList(targets, true)}${
          inputs.length > 0 ? prose`: ${nameList(inputs, true)}` : Prose.trusted('')
        }, so the bytes under test are not the ones the manifest named and no replay ran`,
        next: Prose.trusted(
          'Revert the input change, or land it alone as a toolchain patch reviewed by people: a green score on rewritten inputs does not transfer.',
        ),
      };
    }
    default:
      return trace.reason_stage === 'classify'
        ? missRejected(trace)
        : same('Rejected', 'patch', prose`${str(trace.reason)}`, Prose.trusted('Read the evidence below.'));
  }
}

/**
 * How the base replays of misses whose first replay ran past the budget ended: all past the same
 * budget (`slow`), all finished (`fast`, with the longest time), some of each, or not known (no base
 * replay in the trace, as before the base was replayed after a timeout).
 */
function baseTiming(
  misses: readonly MissOutcome[],
): { state: 'slow' | 'mixed' | 'unknown' } | { state: 'fast'; maxMs: number } {
  const bases = misses.map((m) => entries(m.attempts).find((a) => a.attempt === 'base'));
  const slow = bases.filter((b) => b?.past_budget === true).length;
  const times = bases.map((b) =>
    b?.past_budget !== true && isCount(b?.elapsed_ms) ? b.elapsed_ms : undefined,
  );
  const fast = times.filter((t) => t !== undefined).length;
  if (slow === bases.length && slow > 0) return { state: 'slow' };
  if (fast === bases.length && fast > 0) return { state: 'fast', maxMs: Math.max(...(times as number[])) };
  return slow > 0 && slow + fast === bases.length ? { state: 'mixed' } : { state: 'unknown' };
}

function contaminated(trace: Trace): Story {
  const oracle = oracleTouched(trace);
  const others = otherPaths(trace);
  const files = oracle.length > 0 ? prose` (${nameList(oracle)})` : Prose.trusted('');
  return {
    kind: 'Edits its checks',
    fault: 'patch',
    short: prose`the patch edits the gate’s own files${files} with ${others.length} other ${others.length === 1 ? 'file' : 'files'}`,
    what: prose`this patch changes the gate’s own files${
      oracle.length > 0 ? prose` — ${nameList(oracle, true)} —` : Prose.trusted('')
    } together with ${others.length} other ${others.length === 1 ? 'file' : 'files'}, so it would be graded by checks it rewrites`,
    next: Prose.trusted(
      `Split it: the change to the gate’s own files goes in its own pull request, reviewed by people; the rest is then graded alone.${
        oracle.some((f) => TEST_FILE.test(f))
          ? ' New tests for new code go in a new test file instead: the gate runs it as the patch’s own claim, beside the base’s tests, and an existing test file stays the oracle.'
          : ''
      }`,
    ),
  };
}

function missRejected(trace: Trace): Story {
  const misses = decidingMisses(trace);
  const first = misses[0];
  const seeds = seedsPhrase(misses);
  const label = String(trace.label ?? labelOf(first ?? ({} as MissOutcome)));
  const redOnBase = misses.length > 0 && misses.every((m) => baseResultOf(m) === 'fail');
  const observed =
    first !== undefined ? prose` (${pronoun(misses)} ${observedPhrase(trace, first)})` : Prose.trusted('');
  const verb = misses.length === 1 ? 'fails' : 'fail';
  const was = misses.length === 1 ? 'was' : 'were';
  switch (label) {
    case 'PROPERTY':
      if (redOnBase) {
        return {
          kind: 'Already failing on base',
          fault: 'base',
          short: prose`${seedsTitle(misses, 'fails on base too', 'fail on base too')}`,
          what: prose`${seeds} ${verb} on the base revision as well as on this patch${
            first !== undefined
              ? prose` (on this patch ${pronoun(misses)} ${firstPhrase(trace, first)}, then ${retriesPhrase(trace, first)}; the base replay failed too)`
              : Prose.trusted('')
          }: ${misses.length === 1 ? 'it was' : 'they were'} already red before this change`,
          next: Prose.trusted(
            'Fix the invariant or the code on the base branch in its own pull request, then re-run; retrying will not help. (If this patch was meant to fix it, it does not yet.)',
          ),
        };
      }
      return {
        kind: 'Regression',
        fault: 'patch',
        short: prose`${seedsTitle(
          misses,
          misses.every((m) => m.test !== undefined)
            ? 'fails on this patch and passes on base'
            : 'fails; passes on base',
          misses.every((m) => m.test !== undefined)
            ? 'fail on this patch and pass on base'
            : 'fail; pass on base',
        )}`,
        what: prose`${seeds} ${verb} on this patch${observed}${behaviourNote(first)}`,
        next: Prose.trusted(
          misses.every((m) => m.test !== undefined)
            ? `Fix the patch: ${misses.length === 1 ? 'the test passes' : 'the tests pass'} on the base revision and ${misses.length === 1 ? 'fails' : 'fail'} with this change every time ${misses.length === 1 ? 'it' : 'they'} ran (the assertion${misses.length === 1 ? ' is' : 's are'} under “What broke”).`
            : `Fix the patch: the invariant holds on the base revision and fails with this change every time it ran (${misses.length === 1 ? 'its output is' : 'their output is'} under “What broke”).`,
        ),
      };
    case 'BUDGET': {
      const envReason = typeof first?.decision?.reason === 'string' ? first.decision.reason : '';
      if (envReason !== '' && first !== undefined && firstResultOf(trace, first) !== 'budget') {
        return {
          kind: 'Inconclusive',
          fault: 'undecided',
          short: prose`${seedsTitle(misses, 'ran on another runner than its base replay', 'ran on another runner than their base replays')}`,
          what: prose`${seeds} missed${observed}, but the candidate and base replays ran under different conditions (${str(envReason)}), so it cannot be called a flake`,
          next: Prose.trusted(
            'Re-run on a runner like the base replay’s; a changed environment is graded as BUDGET.',
          ),
        };
      }
      const budget = trace.budgets?.replay_timeout_ms;
      const cap = isCount(budget) ? `${budget} ms ` : '';
      const timedOut = first !== undefined && firstResultOf(trace, first) === 'budget';
      const base = timedOut ? baseTiming(misses) : { state: 'unknown' as const };
      const one = misses.length === 1;
      if (base.state === 'slow')
        return {
          kind: 'Too slow',
          fault: 'undecided',
          short: prose`${seedsTitle(misses, `ran past the ${cap}replay budget, on base too`, `ran past the ${cap}replay budget, on base too`)}`,
          what: prose`${seeds} ran past the ${cap}replay budget on this patch, and the base revision also ran past the same budget on the same ${one ? 'seed' : 'seeds'}: the runner may be too slow for the budget, rather than the patch`,
          next: Prose.trusted(
            'The base is slow here too: re-run on a less loaded runner, or raise `budgets.replay_timeout_ms` on the base branch in a pull request of its own; this run does not show the patch slower.',
          ),
        };
      const slowNote =
        base.state === 'fast'
          ? prose`, so ${one ? 'it was' : 'they were'} not retried; the base revision finished the same ${one ? 'seed' : 'seeds'} within the same budget (in ${one ? '' : 'at most '}${base.maxMs} ms)`
          : base.state === 'mixed'
            ? prose`, so ${one ? 'it was' : 'they were'} not retried; on the base revision some of the same seeds finished within the same budget and some did not`
            : prose`, so ${one ? 'it was' : 'they were'} not retried and not replayed on the base revision`;
      return {
        kind: 'Too slow',
        fault: 'patch',
        short: prose`${seedsTitle(misses, `ran past the ${cap}replay budget`, `ran past the ${cap}replay budget`)}`,
        what: timedOut
          ? prose`${seeds} ran past the ${cap}replay budget on this patch${slowNote}`
          : prose`${seeds} ran past the ${cap}replay budget on a retry${observed}`,
        next: Prose.trusted(
          'Make the code finish within `budgets.replay_timeout_ms` (the output under “What broke” ends where it was stopped); a timeout is never retried into a pass.',
        ),
      };
    }
    case 'FIXTURE':
      return {
        kind: 'Edits its checks',
        fault: 'patch',
        short: prose`${seedsTitle(misses, 'ran on inputs this patch changed', 'ran on inputs this patch changed')}`,
        what: prose`${seeds} missed${observed}, and the fixture inputs ${misses.length === 1 ? 'it' : 'they'} ran on differ from the base revision’s`,
        next: Prose.trusted(
          'Revert the input change, or land it alone as a toolchain patch reviewed by people.',
        ),
      };
    case 'CONTAMINATED': {
      const paths = Array.isArray(first?.decision?.paths) ? first.decision.paths.map(String) : [];
      return {
        kind: 'Edits its checks',
        fault: 'patch',
        short: prose`${seedsTitle(misses, 'missed; the patch edits its invariant', 'missed; the patch edits their invariant')}`,
        what: prose`${seeds} missed, and this patch changes the files that judge ${misses.length === 1 ? 'it' : 'them'}${
          paths.length > 0 ? prose` (${nameList(paths, true)})` : Prose.trusted('')
        }`,
        next: Prose.trusted('Split it: the change to the gate’s own files goes in its own pull request.'),
      };
    }
    default:
      return same(
        'Rejected',
        'patch',
        prose`${seedsTitle(misses, 'fails', 'fail')} (${label}); ${misses.length === 1 ? 'it' : 'they'} ${was} rejected`,
        Prose.trusted('Read the evidence below.'),
      );
  }
}

function held(trace: Trace): Story {
  const reason = trace.reason_code;
  switch (reason) {
    case 'NO_RECORD':
    case 'SCHEDULER':
    case 'ANNOTATED_HOLD': {
      if (trace.label !== 'SCHEDULER') break;
      const misses = entries(trace.misses).filter(
        (m) => labelOf(m) === 'SCHEDULER' && m.freeze?.excuses !== true,
      );
      const first = misses[0];
      const many = misses.length !== 1;
      const rowNote =
        reason === 'ANNOTATED_HOLD'
          ? Prose.trusted(
              many
                ? 'freeze rows matched but do not excuse them'
                : 'a freeze row matched but does not excuse it',
            )
          : reason === 'SCHEDULER'
            ? Prose.trusted('the freeze ledger was not consulted')
            : Prose.trusted(many ? 'no freeze rows' : 'no freeze row');
      const observed = first !== undefined ? observedPhrase(trace, first) : Prose.trusted('missed');
      const then = first !== undefined ? retriesPhrase(trace, first).text() : 'passed on a retry';
      return {
        kind: 'Possible flake',
        fault: 'undecided',
        short: prose`${seedsTitle(misses, `failed, then ${then}`, `failed, then ${then}`)}; ${rowNote}`,
        what: prose`${seedsPhrase(misses)} ${many ? prose`each ${observed}` : observed}. A scheduling flake looks like this — and so does a nondeterminism the patch introduced; ${rowNote}`,
        next: Prose.trusted(
          'A person decides: read the change; if it is a known flake, a maintainer grants a freeze with the commands under “What to do”, and the next run skips it.',
        ),
      };
    }
    case 'INCOMPLETE': {
      const misses = entries(trace.misses).filter((m) => labelOf(m) === 'INCOMPLETE');
      const first = misses[0];
      const site = first !== undefined ? exitSiteOf(first) : undefined;
      if (site !== undefined) {
        // The replay's own evidence: the code under test ended the process before the invariant decided.
        const at = `${site.path}:${site.line}`;
        const changed = (Array.isArray(trace.changed_paths) ? trace.changed_paths.map(String) : []).includes(
          site.path,
        );
        return {
          kind: changed ? 'Exit in changed code' : 'Inconclusive',
          fault: changed ? 'patch' : 'undecided',
          short: prose`${seedsTitle(misses, `stopped: the code under test exits at ${at}`, `stopped: the code under test exits at ${at}`)}`,
          what: prose`${seedsPhrase(misses)} could not be judged: the code under test ended the process at ${code(at)}${
            changed ? Prose.trusted(', a file this pull request changes,') : Prose.trusted('')
          } before the invariant decided`,
          next: prose`Read ${code(at)}: library code that exits the process (\`process.exit\`, \`sys.exit\`) stops every caller. Remove the exit (throw or return an error instead) and re-run.`,
        };
      }
      const behaviour = first !== undefined ? behaviourOf(first) : undefined;
      if (behaviour !== undefined)
        return {
          kind: 'Inconclusive',
          fault: 'undecided',
          short: prose`${seedsTitle(misses, 'could not be judged', 'could not be judged')}`,
          what: prose`${seedsPhrase(misses)} could not be judged: ${behaviour}`,
          next: Prose.trusted(
            'Read the change and the replay output under “Why it is held”; an incomplete replay cannot be frozen.',
          ),
        };
      return {
        kind: 'Inconclusive',
        fault: 'undecided',
        short: prose`${seedsTitle(misses, 'could not be classified', 'could not be classified')}${
          first !== undefined
            ? prose` (${pronoun(misses)} ${observedPhraseShort(trace, first)})`
            : Prose.trusted('')
        }`,
        what: prose`${seedsPhrase(misses)} could not be classified${
          first !== undefined
            ? prose`: ${pronoun(misses)} ${observedPhrase(trace, first)}`
            : Prose.trusted('')
        }`,
        next: Prose.trusted(
          'Make the replay complete within its budget and re-run; an incomplete replay cannot be frozen.',
        ),
      };
    }
    case 'PROPERTY_HOLD': {
      const held = specsWith(trace, 'PROPERTY_HOLD');
      // The spec's reason opens with the class's own words ("needs a person: …"): said once.
      const why = str(
        (held[0]?.reason ?? 'a check asks for a person').replace(/^needs a person: /i, ''),
        200,
      );
      return same(
        'Needs a person',
        'undecided',
        prose`${why}`,
        Prose.trusted(
          'A person reads the change and approves the pull request by hand if it is right; the gate does not pass it.',
        ),
      );
    }
    case 'PROPERTY_NOT_FALSIFIABLE': {
      const specs = specsWith(trace, 'PROPERTY_NOT_FALSIFIABLE');
      const why = str(specs[0]?.reason ?? 'its slot is invalid', 160);
      const names = nameList(specs.map((p) => str(p.spec)));
      return {
        kind: 'Check cannot fail',
        fault: 'base',
        short: prose`spec ${names.text()} on the base branch (${why})`,
        what: prose`the spec ${nameList(
          specs.map((p) => str(p.spec)),
          true,
        )} on the base branch cannot show it fails: ${why}; the patch was not graded by it`,
        next: Prose.trusted(
          'Fix the spec or its probe on the base branch in a reviewed change, then re-run.',
        ),
      };
    }
    case 'FIXTURE_NOT_FALSIFIABLE': {
      const probes = Array.isArray(trace.fixture_probes)
        ? trace.fixture_probes.filter((p) => p.result === 'not_falsifiable')
        : [];
      const names = nameList(probes.map((p) => str(p.target)));
      // Its probe ran and nothing failed: the law does not reach the code. Anything else (a probe that
      // cannot be read or applied, a suite or replay that did not complete) says its own cause.
      const own = probeCause(probes[0]?.reason);
      if (own !== null) {
        const cause = str(own, 200);
        return {
          kind: 'Check cannot fail',
          fault: 'base',
          short: prose`fixture ${names.text()} on the base branch could not show it fails (${cause})`,
          what: prose`the fixture ${nameList(
            probes.map((p) => str(p.target)),
            true,
          )} on the base branch could not show it fails: ${cause}. No candidate replay was spent on it`,
          next: Prose.trusted(
            'Fix that on the base branch in a reviewed change (the probe’s logs are under the fixture’s `probe/` folder in `.gate/`); `gate check` says when it holds. Then re-run.',
          ),
        };
      }
      const why = str(probes[0]?.reason || 'its probe did not make any seed miss', 200);
      return {
        kind: 'Check cannot fail',
        fault: 'base',
        short: prose`fixture ${names.text()} on the base branch: its probe makes no seed miss`,
        what: prose`the fixture ${nameList(
          probes.map((p) => str(p.target)),
          true,
        )} on the base branch cannot show it fails (${why}) — does its invariant load the code under test? No candidate replay was spent on it`,
        next: Prose.trusted(
          'Make the invariant load the code under test (a relative import works: it runs in the checkout) and its probe a real bug, on the base branch in a reviewed change; `gate check` says when it holds. Then re-run.',
        ),
      };
    }
    case 'PROPERTY_ERROR': {
      const specs = specsWith(trace, 'PROPERTY_ERROR');
      const missing = specs.filter(neverRan);
      if (missing.length > 0) {
        const why = str(missing[0]?.reason ?? 'a file is missing', 160);
        return {
          kind: BASE_MISCONFIGURED,
          fault: 'base',
          short: prose`spec ${nameList(missing.map((p) => str(p.spec))).text()} could not be started (${why})`,
          what: prose`the spec ${nameList(
            missing.map((p) => str(p.spec)),
            true,
          )} could not be started: ${why}`,
          next: Prose.trusted(
            'Add the missing file, or fix its path in gate.yml, on the base branch; then re-run.',
          ),
        };
      }
      const names = specs.map((p) => str(p.spec));
      return {
        kind: 'Spec crashed',
        fault: 'undecided',
        short: prose`${nameList(names).text()} ${names.length === 1 ? 'exited' : 'exited'} without a verdict`,
        what: prose`the spec ${nameList(names, true)} crashed (an exit status other than 0 or 1, or an uncaught exception), so it gave no verdict on this patch`,
        next: Prose.trusted(
          'Read its log in the `.gate` artifact: if this patch breaks what the spec loads, fix the patch; if the spec is broken, fix it on the base branch; then re-run.',
        ),
      };
    }
    case 'UNBOUND': {
      const rows = replaysWith(trace, 'UNBOUND');
      if (rows.length === 0) {
        // A tests fixture (no manifest): its globs matched no file of the base revision.
        const detail = str(entries(trace.stages).find((s) => s.name === 'fixture')?.detail ?? '', 300);
        return {
          kind: BASE_MISCONFIGURED,
          fault: 'base',
          short: prose`a tests fixture cannot be bound${detail !== '' ? ` (${detail})` : ''}`,
          what: prose`a tests fixture on the base branch cannot be bound${detail !== '' ? prose`: ${detail}` : Prose.trusted('')}`,
          next: Prose.trusted(
            'Fix its `tests.files` globs in gate.yml on the base branch in its own reviewed change (they match the base revision’s files, relative to the repository root), then re-run.',
          ),
        };
      }
      const manifests = [...new Set(rows.map((r) => str(r.manifest)))];
      const why = str(rows[0]?.reason ?? '', 160);
      return {
        kind: BASE_MISCONFIGURED,
        fault: 'base',
        short: prose`fixture ${nameList(manifests).text()} cannot be bound${why !== '' ? ` (${why})` : ''}`,
        what: prose`the fixture manifest ${nameList(manifests, true)} on the base branch cannot be bound${why !== '' ? prose`: ${why}` : Prose.trusted('')}`,
        next: Prose.trusted('Fix the manifest on the base branch in its own reviewed change, then re-run.'),
      };
    }
    case 'TOOLCHAIN_PATCH': {
      const touched = oracleTouched(trace);
      const errors = Array.isArray(trace.candidate_oracle_errors) ? trace.candidate_oracle_errors : [];
      const files = touched.length > 0 ? prose` (${nameList(touched)})` : Prose.trusted('');
      const broken =
        errors.length > 0 ? Prose.trusted('; its versions of them are invalid') : Prose.trusted('');
      return {
        kind: 'Needs a person',
        fault: errors.length > 0 ? 'patch' : 'none',
        short: prose`the patch changes only the gate’s own files${files}${broken}`,
        what: prose`this patch changes only the gate’s own files${
          touched.length > 0 ? prose` (${nameList(touched, true)})` : Prose.trusted('')
        }: people review it, this gate does not grade it${
          errors.length > 0
            ? prose`. Its versions of them are invalid (${errors.length} ${errors.length === 1 ? 'error' : 'errors'}, listed below) and would hold every pull request once merged`
            : Prose.trusted('')
        }`,
        next:
          errors.length > 0
            ? Prose.trusted(
                'Fix the errors listed below first; then people review and merge it (see “What to do”).',
              )
            : Prose.trusted(
                'People review and merge it (see “What to do”: who approves, and how it merges under the required check).',
              ),
      };
    }
    case 'NOT_CONFIGURED': {
      const p = trace.config_error;
      if (typeof p === 'object' && p !== null) {
        const field = str(p.field ?? '', 120);
        return {
          kind: BASE_MISCONFIGURED,
          fault: 'base',
          short: prose`${str(p.file, 120)}${field !== '' ? `, field ${field}` : ''}${
            isCount(p.line) ? `, line ${p.line}` : ''
          } is invalid`,
          what: prose`configuration error in ${code(str(p.file, 120))} on the base revision${
            field !== '' ? prose`, field ${code(field)}` : Prose.trusted('')
          }: ${str(p.message, 300)}`,
          next: Prose.trusted(
            'Fix the configuration on the base branch in its own pull request (see “What to do”).',
          ),
        };
      }
      const file = str(trace.config || 'gate.yml', 120);
      return {
        kind: 'Gate not set up on base',
        fault: 'base',
        short: prose`no ${file} on the base revision`,
        what: prose`the base revision has no ${code(file)}, so there is nothing to grade against`,
        next: Prose.trusted('Add the configuration in its own pull request first (see “What to do”).'),
      };
    }
    case 'UNGRADABLE': {
      const detail = str(entries(trace.stages).find((s) => s.name === 'scope')?.detail ?? '', 400);
      return {
        kind: 'Needs a person',
        fault: 'none',
        short: Prose.trusted('the patch changes files the gate cannot grade as the bytes that run'),
        what: detail !== '' ? prose`${detail}` : Prose.trusted('the gate cannot grade every changed file'),
        next: Prose.trusted(
          'A person reviews the files named above, each with why the gate cannot grade it (see “What to do”).',
        ),
      };
    }
    case 'EMPTY_PATCH':
      return same(
        'Nothing to grade',
        'none',
        Prose.trusted('the patch is empty: base and head have the same files'),
        Prose.trusted(
          'Push the change (the gate grades commits; in a local run, commit your changes first), or check the base and head revisions the workflow passed.',
        ),
      );
    case 'SHARD_MISSING':
      return same(
        'Gate error',
        'gate',
        prose`a shard of the graded run did not report, so some seeds were never graded (${str(trace.reason, 300)})`,
        Prose.trusted('Re-run the failed gate jobs.'),
      );
    default:
      break;
  }
  return same(
    'Held',
    'undecided',
    prose`${str(trace.reason || String(reason))}`,
    Prose.trusted('Read “What to do” below.'),
  );
}

/** `failed (exit 1)` and the retries, without the base — for a title. */
function observedPhraseShort(trace: Trace, m: MissOutcome): string {
  const first = firstResultOf(trace, m);
  if (first === 'budget') return 'ran past its budget';
  if (first === 'incomplete') {
    const why = entries(m.attempts).find((a) => a.attempt === 'first')?.reason;
    return typeof why === 'string' && why !== '' ? `did not finish: ${str(why, 80)}` : 'did not finish';
  }
  return baseResultOf(m) === 'not_run' ? 'failed; the base replay did not run' : 'failed';
}

function unusable(trace: Trace): Story {
  const reason = str(trace.reason || String(trace.reason_code), 300);
  switch (trace.reason_code) {
    case 'AUDIT_FAILED':
      return {
        kind: 'Gate error',
        fault: 'gate',
        short: Prose.trusted('the trace fails its own audit'),
        what: prose`the gate’s trace fails its own audit (${reason}), so it says nothing about the patch`,
        next: Prose.trusted('Re-run the gate; if it recurs, read the audit violations below.'),
      };
    case 'ARTIFACT_INVALID':
    case 'HEAD_MISMATCH':
      return same(
        'Gate error',
        'gate',
        prose`${reason}`,
        Prose.trusted('Re-run the gate job on the current head.'),
      );
    default:
      return {
        kind: 'Gate error',
        fault: 'gate',
        short: prose`the gate could not run (${str(trace.reason || 'internal error', 160)})`,
        what: prose`the gate could not run: ${reason}. The run says nothing about the patch`,
        next: Prose.trusted('Fix what the error names and re-run the workflow.'),
      };
  }
}

/** Controls and bidirectional overrides, which a terminal would obey, become spaces. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

function terminalLine(text: string): string {
  return text.replace(TERMINAL_CONTROLS, ' ');
}

/**
 * The short human summary `gate run` ends with on stderr: the title, what to do, the codes and where
 * the trace is. Plain text, one fact per line, nothing a terminal would interpret.
 */
export function terminalSummary(trace: Trace, tracePath: string): string {
  const h = headlineOf(trace);
  const label = trace.label === null ? 'none' : String(trace.label);
  const lines = [
    titleOf(h),
    `  what to do: ${h.next.text()}`,
    `  verdict ${String(trace.verdict)} · label ${label} · reason ${String(trace.reason_code)} (${String(trace.reason_stage)}) · conclusion ${String(trace.conclusion)}`,
    `  trace: ${tracePath}   (gate summary ${tracePath} prints the check summary)`,
  ];
  return `${lines.map(terminalLine).join('\n')}\n`;
}

/** A sentence on what the miss's evidence says the code did (src/report/facts.ts), or nothing. */
function behaviourNote(m: MissOutcome | undefined): Prose {
  const b = m !== undefined ? behaviourOf(m) : undefined;
  return b !== undefined ? prose`; ${b}` : Prose.trusted('');
}
