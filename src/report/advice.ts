/**
 * What a reviewer does about a HOLD (SPEC §6, seed 000 §6 "Debug a HOLD without reopening earlier
 * stages"): read the last code only, and act on it. The advice names the files of the run it is about
 * (manifests, specs, freeze rows, at most a few of each) and, where a person has a command to run,
 * gives it ready to paste (src/report/commands.ts).
 *
 * The advice is Prose (src/report/markdown.ts): the product's own sentences render as markdown in the
 * summary (backticks are code), the names from the trace are escaped there; `adviceFor` gives the same
 * words as plain text for `trace.advice`, the CLI and the log.
 */
import type { MissOutcome, ReasonCode, Trace } from '../trace/model.js';
import {
  grantCommand,
  downloadCommand,
  filesOfMiss,
  shellLines,
  OWNER_PLACEHOLDER,
  type GateFiles,
} from './commands.js';
import {
  EXAMPLES,
  entries,
  exitSiteOf,
  behaviourOf,
  probeCause,
  labelOf,
  nameList,
  neverRan,
  observedPhrase,
  oracleTouched,
  TEST_FILE,
  replaysWith,
  specsWith,
  str,
  unique,
} from './facts.js';
import { Prose, code, prose } from './markdown.js';
import { isObject } from './values.js';

/** A command a person runs, with what it does. */
export interface AdviceCommand {
  what: Prose;
  /** One command, one option per line (see shellLines). */
  lines: string[];
}

export interface Advice {
  /** `Last code: NO_RECORD (stage freeze). NO_RECORD: …` — for the trace and logs (SPEC §6). */
  text: Prose;
  /** The same advice in words only, without the codes: for the first screen of the summary. */
  words: Prose;
  commands: AdviceCommand[];
}

export interface AdviceOptions {
  /** Where the run's `.gate` files are for the person reading (default: the local `.gate` folder). */
  files?: GateFiles;
}

const LOCAL: GateFiles = { kind: 'local', dir: '.gate' };

/** For a HOLD: the last code and what to do about it, as plain text. Null for every other verdict. */
export function adviceFor(trace: Trace, options: AdviceOptions = {}): string | null {
  const advice = adviceOf(trace, options);
  if (advice === null) return null;
  const commands = advice.commands.map((c) => ` ${c.what.text()}: ${c.lines.join(' ')}`).join('');
  return `${advice.text.text()}${commands}`;
}

/** For a HOLD: the last code, what to do about it, and the commands to run. Null for other verdicts. */
export function adviceOf(trace: Trace, options: AdviceOptions = {}): Advice | null {
  if (trace.verdict !== 'HOLD') return null;
  const { text, commands } = codeAdvice(trace.reason_code, trace, options);
  const reason = code(str(trace.reason_code, 60));
  return {
    text: prose`Last code: ${reason} (stage ${code(str(trace.reason_stage, 60))}). ${adviceName(trace.reason_code)}: ${text}`,
    words: text,
    commands,
  };
}

/** What to do about one code, with the specifics of `trace`, as plain text. Total over the codes. */
export function adviceForCode(code: ReasonCode, trace: Trace, options: AdviceOptions = {}): string {
  return `${adviceName(code)}: ${codeAdvice(code, trace, options).text.text()}`;
}

/** The code the advice is written for: a miss with no label is INCOMPLETE, SCHEDULER unlooked-up NO_RECORD. */
function adviceName(code: ReasonCode): string {
  return code === 'REPLAY_MISS' ? 'INCOMPLETE' : code === 'SCHEDULER' ? 'NO_RECORD' : String(code);
}

/** How a pull request the gate holds by design merges under a required check. */
const MERGE_BY_PERSON = Prose.trusted(
  'The `failure-class` check stays `action_required`, so branch protection blocks the merge: a maintainer ' +
    'reviews the change, a second one approves it, and someone allowed to bypass the rule merges it — a ' +
    'ruleset with the maintainers (a team or the repository admin role) on its bypass list (merge with ' +
    '"bypass rules"), or classic branch protection with "Do not allow bypassing the above settings" off, ' +
    'merged by an administrator. Listing the gate’s files in CODEOWNERS makes that review required.',
);

function codeAdvice(
  reason: ReasonCode,
  trace: Trace,
  options: AdviceOptions,
): { text: Prose; commands: AdviceCommand[] } {
  const files = options.files ?? LOCAL;
  const only = (text: Prose) => ({ text, commands: [] as AdviceCommand[] });
  switch (reason) {
    case 'UNBOUND': {
      const rows = replaysWith(trace, 'UNBOUND');
      if (rows.length === 0) {
        const detail = entries(trace.stages).find((s) => s.name === 'fixture')?.detail ?? '';
        return only(
          prose`a tests fixture could not be bound${detail !== '' ? prose` (${str(detail, 400)})` : Prose.trusted('')}. Its \`tests.files\` globs must match test files of the base revision (paths from the repository root, e.g. \`tests/test_*.py\`); fix them in gate.yml on the base branch in its own reviewed change; every pull request is held the same way until then. It is not a flake: do not open the freeze store to explain the hold.`,
        );
      }
      const manifests = unique(rows.map((r) => String(r.manifest)));
      const why = unique(rows.map((r) => String(r.reason ?? '')).filter((r) => r !== ''));
      return only(
        prose`the fixture manifest ${nameList(manifests, true)} could not be bound${
          why.length > 0 ? prose` (${nameList(why)})` : Prose.trusted('')
        }. Check that it names a generator, a non-empty list of inputs and a seed, and that every path exists inside the repository. Fix the manifest on the base branch in its own reviewed change; every pull request is held the same way until then. It is not a flake: do not open the freeze store to explain the hold.`,
      );
    }
    case 'FIXTURE_NOT_FALSIFIABLE': {
      const rows = (Array.isArray(trace.fixture_probes) ? trace.fixture_probes : []).filter(
        (p) => p.result === 'not_falsifiable',
      );
      const targets = unique(rows.map((p) => String(p.target)));
      const own = probeCause(rows[0]?.reason);
      if (own !== null)
        return only(
          prose`FIXTURE_NOT_FALSIFIABLE: the fixture ${nameList(targets, true)} could not show it fails: ${str(own, 400)}. No candidate replay was spent on it. Fix that on the base branch in a separate reviewed change (a probe file that is missing or does not apply, a runner or dependency the tests' user cannot find: the probe's logs under the fixture's \`probe/\` folder in \`.gate/\` say which); \`gate check\` replays probes locally.`,
        );
      // What could not fail, in the words of the fixture's kind: the probe's logs name its programs.
      const logs = rows.flatMap((p) => (Array.isArray(p.logs) ? p.logs.map(String) : []));
      const reason = String(rows[0]?.reason ?? '');
      if (/\btests?\b/.test(reason) && !logs.some((l) => l.endsWith('/invariant.log')))
        return only(
          prose`FIXTURE_NOT_FALSIFIABLE: the tests fixture ${nameList(targets, true)} cannot fail: every test the base runs passed with its probe (a known bug of the code under test) applied to the base revision — do the tests load the code under test? No candidate run was spent on it. Make the probe break what the tests check (a function they call), or list test files that call the code the probe breaks, in a separate reviewed change; \`gate check\` replays probes locally.`,
        );
      if (logs.some((l) => l.endsWith('/exercise.log')))
        return only(
          prose`FIXTURE_NOT_FALSIFIABLE: the fixture ${nameList(targets, true)} cannot fail: its probe did not make any seed miss — does the exercise call the code the probe breaks, and does the judge check what it writes? Its probe (a known bug of the code under test) was applied to the base revision and the judge accepted the exercise's outputs at every seed (or they crashed or did not run), so no candidate replay was spent on it. Make the exercise call the code under test and write what it returns, make the judge check it, or write a probe that breaks what the judge checks, in a separate reviewed change; \`gate check\` replays probes locally.`,
        );
      return only(
        prose`FIXTURE_NOT_FALSIFIABLE: the fixture ${nameList(targets, true)} cannot fail: its probe did not make any seed miss — does the invariant load the code under test? Its probe (a known bug of the code under test) was applied to the base revision and every seed held, crashed or did not run, so no candidate replay was spent on it. Make the invariant import the code under test (it runs at its own path in the checkout), or write a probe that breaks what the law checks, in a separate reviewed change; \`gate check\` replays probes locally.`,
      );
    }
    case 'PROPERTY_BUDGET': {
      const slow = specsWith(trace, 'PROPERTY_BUDGET').map((p) => String(p.spec));
      const cap = trace.budgets?.predicate_timeout_ms;
      return only(
        prose`${
          slow.length > 0
            ? prose`the spec ${nameList(slow, true)} ran past its ${cap !== undefined ? `${String(cap)} ms ` : ''}cap (\`budgets.predicate_timeout_ms\`)`
            : Prose.trusted('the configuration lists more specs than `budgets.max_predicates`')
        }. Split the spec. Do not raise the cap inside the job to force a green run.`,
      );
    }
    case 'PROPERTY_HOLD': {
      const held = specsWith(trace, 'PROPERTY_HOLD');
      const why = unique(held.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
      return only(
        prose`PROPERTY_HOLD: the check ${nameList(
          held.map((p) => String(p.spec)),
          true,
        )} (\`on_match: hold\`) matched${why.length > 0 ? prose` (${nameList(why)})` : Prose.trusted('')}: a change with honest uses that a person must read. Review it and approve the pull request by hand if it is right; the gate does not pass it. Do not drop the check or its \`on_match\` to get a green run.`,
      );
    }
    case 'PROPERTY_NOT_FALSIFIABLE': {
      const specs = specsWith(trace, 'PROPERTY_NOT_FALSIFIABLE');
      const reasons = unique(specs.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
      return only(
        prose`the slot of the spec ${nameList(
          specs.map((p) => String(p.spec)),
          true,
        )} is invalid${reasons.length > 0 ? prose` (${nameList(reasons)})` : Prose.trusted('')} — its probe patch was not rejected, the empty patch was rejected (without \`global: true\`), or the spec changed since it was registered. Fix the spec or its probe in a separate reviewed change so the probe fails and the empty patch passes; the candidate was not graded by it. Do not drop the spec to get a green run.`,
      );
    }
    case 'PROPERTY_ERROR': {
      const specs = specsWith(trace, 'PROPERTY_ERROR');
      const missing = specs.filter(neverRan);
      const crashed = specs.filter((p) => !neverRan(p));
      const parts: Prose[] = [];
      if (missing.length > 0) {
        const why = unique(missing.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
        parts.push(
          prose`the spec ${nameList(
            missing.map((p) => String(p.spec)),
            true,
          )} could not be started${why.length > 0 ? prose`: ${nameList(why)}` : Prose.trusted('')}. Add the missing file (or fix its path in \`gate.yml\`) on the base branch in a reviewed change`,
        );
      }
      if (crashed.length > 0) {
        const logs = unique(crashed.flatMap((p) => (Array.isArray(p.logs) ? p.logs.map(String) : [])));
        parts.push(
          prose`the spec ${nameList(
            crashed.map((p) => String(p.spec)),
            true,
          )} crashed (an exit status other than 0 or 1, or an uncaught exception). Read its log in the \`.gate\` artifact${
            logs.length > 0 ? prose` (${nameList(logs, true)})` : Prose.trusted('')
          } and fix the spec on the base branch`,
        );
      }
      if (parts.length === 0) parts.push(Prose.trusted('a property spec gave no result'));
      return only(
        prose`${Prose.join(parts, '; ')}. Then re-run the workflow. This says nothing about the patch.`,
      );
    }
    case 'TOOLCHAIN_PATCH': {
      const touched = oracleTouched(trace);
      const errors = Array.isArray(trace.candidate_oracle_errors)
        ? trace.candidate_oracle_errors.map(String)
        : [];
      return only(
        prose`the patch changes only the gate’s own files${
          touched.length > 0 ? prose` (${nameList(touched, true)})` : Prose.trusted('')
        } — the configuration, specs, probes, invariants, manifests, generators, the freeze ledger or a protected path. People review it; this gate does not grade it. ${
          errors.length > 0
            ? prose`Its own versions of those files are broken (${nameList(errors)}): once merged, they would hold every pull request — fix them first. `
            : Prose.trusted('')
        }Land it alone. ${
          touched.some((f) => TEST_FILE.test(f))
            ? Prose.trusted(
                'Its test files are the oracle once it lands: a test that asserts behaviour the code does not have yet fails on the base until the change that makes it pass lands, and every pull request graded meanwhile is held for it — land that change right after, in a pull request of its own. ',
              )
            : Prose.trusted('')
        }${MERGE_BY_PERSON}`,
      );
    }
    case 'NOT_CONFIGURED': {
      const problem = trace.config_error;
      if (typeof problem === 'object' && problem !== null) {
        const field = String(problem.field ?? '');
        return only(
          prose`configuration error in ${code(str(problem.file))} on the base revision${
            field !== '' ? prose`, field ${code(str(field))}` : Prose.trusted('')
          }${typeof problem.line === 'number' ? prose` (line ${problem.line})` : Prose.trusted('')}: ${str(
            problem.message,
            500,
          )}. The gate reads its configuration from the base revision, so every pull request is held until a fix is merged. Fix the file in its own pull request (the gate holds that one too, since it reads the configuration of the base). ${MERGE_BY_PERSON}`,
        );
      }
      return only(
        prose`the base revision has no ${code(str(trace.config || 'gate.yml'))}. Add it in its own pull request first; the gate reads its configuration from the base, never from the candidate, so that pull request is held too. ${MERGE_BY_PERSON}`,
      );
    }
    case 'UNGRADABLE':
      return only(
        prose`${str(
          entries(trace.stages).find((s) => s.name === 'scope')?.detail ??
            'some changed files cannot be graded as text',
          600,
        )}. The gate grades only what it can show as the bytes that run, loaded as on the base revision (SPEC §8): binary or non-UTF-8 content, checkout conversions (filter, working-tree-encoding, ident), a Python coding cookie other than UTF-8, links out of the repository or to folders, submodules, compiled code, and files that change how the invariants or the tests are loaded or run (a \`conftest.py\`, the test runner's configuration, \`package.json\` loader fields) are held for a person. A configuration change meant for the tests lands on its own first, reviewed by people. ${MERGE_BY_PERSON}`,
      );
    case 'EMPTY_PATCH':
      return only(
        Prose.trusted(
          'the diff between base and head is empty, so there is nothing to grade. Check the ' +
            'base and head revisions the workflow passed, then push the change or close the pull request.',
        ),
      );
    case 'INCOMPLETE':
    case 'REPLAY_MISS': {
      const list = misses(trace, 'INCOMPLETE');
      const site = list[0] !== undefined ? exitSiteOf(list[0]) : undefined;
      if (site !== undefined) {
        // The replay's own evidence names the cause: not a gap in the record, an exit in the code.
        const at = `${site.path}:${site.line}`;
        return only(
          prose`${missNames(list)} could not be judged: the code under test ended the process at ${code(at)} before the invariant decided, so nothing was retried or replayed on the base. Library code that exits the process stops every caller: remove the exit (throw or return an error instead) and re-run. Only a possible flake can be frozen: do not grant a freeze for it.`,
        );
      }
      const behaviour = list[0] !== undefined ? behaviourOf(list[0]) : undefined;
      if (behaviour !== undefined)
        return only(
          prose`${missNames(list)} could not be judged: ${behaviour}. Read the logs in the \`.gate\` artifact. Only a possible flake can be frozen: do not grant a freeze for it.`,
        );
      return only(
        prose`${
          list.length > 0
            ? prose`${missNames(list)} could not be classified (${observedPhrase(trace, list[0] as MissOutcome)})`
            : Prose.trusted('a replay miss could not be classified')
        } — the record lacks a field, its transcript is incomplete (a timeout or a crash of the generator or the invariant), or the base replay did not run. Read the output under “Why it is held” and the logs in the \`.gate\` artifact, make the replay complete within its budget, and re-run. Only a possible flake can be frozen: do not grant a freeze for it.`,
      );
    }
    case 'SCHEDULER':
    case 'NO_RECORD': {
      const unexcused = misses(trace, 'SCHEDULER').filter((m) => m.freeze?.excuses !== true);
      const fresh = unexcused.filter((m) => m.fresh_seed === true);
      const list = unexcused.filter((m) => m.fresh_seed !== true);
      if (list.length === 0 && fresh.length > 0) return only(freshSchedulerAdvice(trace, fresh));
      const commands = list.slice(0, EXAMPLES).flatMap((m) => grantSteps(trace, m, files));
      const observed =
        list.length > 0
          ? prose` (${list.length === 1 ? 'it' : 'each'} ${observedPhrase(trace, list[0] as MissOutcome)})`
          : Prose.trusted('');
      const how =
        commands.length > 0
          ? Prose.trusted(
              `with the commands below (replace \`${OWNER_PLACEHOLDER}\` with the person who owns the flake)`,
            )
          : Prose.trusted(
              'with `gate freeze grant --decision D --record R --target T --owner O --expires-after-runs N --granted-run-number K`, where D and R are the `decision.json` and `record.json` next to the miss’s record in the `.gate` artifact',
            );
      const alsoFresh =
        fresh.length > 0 ? prose` Besides, ${freshSchedulerAdvice(trace, fresh)}` : Prose.trusted('');
      return {
        text: prose`the SCHEDULER ${list.length === 1 ? 'miss' : 'misses'} ${missNames(list)}${observed} ${list.length === 1 ? 'has' : 'have'} no freeze row. Keep the hold and assign a person: a nondeterminism the patch introduced looks exactly like this, so read the change first. If it is a known scheduling flake, a maintainer grants a freeze for its exact triple (property, seed, fixture digest) in a reviewed pull request, ${how}, and the next run skips it. Do not write a freeze row from the CI job.${alsoFresh}`,
        commands,
      };
    }
    case 'ANNOTATED_HOLD':
      return only(
        prose`a freeze row${freezeRows(trace)} matched the target but did not excuse the miss. Confirm the row’s expiry is still in the future and that its target, invariant, seed and fixture digest match the miss, and that its record still hashes to \`record_sha256\`. If the expiry field is empty, treat the row as absent and file a store defect. Do not extend the row from the CI job.`,
      );
    case 'SHARD_MISSING':
      return only(
        Prose.trusted(
          'a `.gate` artifact of the graded run (or of one of its shards) did not arrive, or ' +
            'its job failed, so some (fixture, seed) pairs were never graded. Re-run the failed gate jobs; the ' +
            'merge (or report) job then recomputes the verdict over every artifact.',
        ),
      );
    case 'HEAD_MISMATCH':
      return only(
        Prose.trusted(
          'the artifact was produced for another head revision than the one this check is ' +
            'posted on. Re-run the gate on the current head.',
        ),
      );
    case 'ARTIFACT_INVALID':
      return only(
        Prose.trusted(
          'the `.gate` artifact failed validation, so its codes were not trusted. Re-run ' +
            'the gate job; if it recurs, compare the artifact with the trace schema.',
        ),
      );
    case 'INTERNAL':
    case 'AUDIT_FAILED':
      return only(
        prose`the gate itself failed, so the run says nothing about the patch. Read the errors and the audit violations in the trace, fix the runner, and re-run.`,
      );
    case 'IN_SCOPE':
    case 'PROPERTY_CLEAR':
    case 'PROPERTY_REJECT':
    case 'REPLAY_MATCH':
    case 'FIXTURE_MISMATCH':
    case 'CONTAMINATED':
    case 'FIXTURE':
    case 'BUDGET':
    case 'PROPERTY':
    case 'PASS':
      return only(
        prose`this code does not hold a run by itself: the trace is inconsistent. Read the stage table from the first stage and re-run the gate.`,
      );
    default: {
      const unknown: never = reason;
      return only(prose`Unknown code ${String(unknown)}: read the stage table of the trace.`);
    }
  }
}

/** Download (when the files are an artifact), then grant, for one SCHEDULER miss. */
function grantSteps(trace: Trace, m: MissOutcome, files: GateFiles): AdviceCommand[] {
  const own = filesOfMiss(m, files);
  const grant = grantCommand(trace, m, own);
  if (grant === undefined) return [];
  const steps: AdviceCommand[] = [];
  const download = downloadCommand(own);
  if (own.kind === 'artifact') {
    if (download === undefined) return [];
    steps.push({ what: prose`Download the \`.gate\` artifact ${code(own.name)}`, lines: [download] });
  }
  steps.push({
    what: prose`Grant the freeze for ${code(str(m.target))} seed ${str(m.seed, 24)}, on a branch of the base branch (\`gate\` is this action’s CLI, \`node dist/cli.js\` in a checkout of it), then commit the ledger in a pull request`,
    lines: grant,
  });
  return steps;
}

/** Joins a command's lines as a shell paste (exported for the summary's code blocks). */
export { shellLines };

function misses(trace: Trace, label: string): MissOutcome[] {
  return entries(trace.misses).filter((m) => labelOf(m) === label);
}

function missNames(list: MissOutcome[]): Prose {
  // A `tests:` fixture's misses share a seed: each is named by its test.
  const test = (m: MissOutcome): string =>
    isObject(m.test) && typeof m.test.id === 'string' ? ` (test ${str(m.test.id, 200)})` : '';
  return nameList(
    unique(
      list.map(
        (m) =>
          `${str(m.target, 128)} seed ${str(m.seed, 24)}${m.fresh_seed === true ? ' (fresh)' : ''}${test(m)}`,
      ),
    ),
  );
}

/**
 * A SCHEDULER on a seed drawn for this run (`fresh_seeds`): the seed will not recur, so a freeze
 * row cannot name it, and the hold stays until a person decides.
 */
function freshSchedulerAdvice(trace: Trace, list: MissOutcome[]): Prose {
  const one = list.length === 1;
  return prose`the SCHEDULER ${one ? 'miss' : 'misses'} ${missNames(list)} (${one ? 'it' : 'each'} ${observedPhrase(trace, list[0] as MissOutcome)}) fell on ${one ? 'a seed' : 'seeds'} drawn fresh for this run (\`fresh_seeds\`). A fresh seed will not recur, so no freeze row can excuse a miss on it: the hold stays. Assign a person and read the change first — a nondeterminism the patch introduced looks exactly like this. Reproduce it with \`gate replay-seed\` at the seed shown (the trace and the fixture's \`binding.json\` record it); a flake of the code under test is fixed in the code, not frozen.`;
}

function freezeRows(trace: Trace): Prose {
  const rows = entries(trace.misses).flatMap((m) => {
    const f = m.freeze;
    if (typeof f !== 'object' || f === null || f.code !== 'ANNOTATED_HOLD' || f.excuses === true) return [];
    return [
      `${str(f.freeze_id ?? '(no id)', 80)} for ${str(m.target, 128)} seed ${str(m.seed, 24)}: ${str(f.why)}`,
    ];
  });
  return rows.length === 0 ? Prose.trusted('') : prose` (${nameList(rows)})`;
}
