/**
 * What the report says about a trace, read safely: the trace may come from an untrusted artifact (fork
 * report mode), so every list may be missing and every entry malformed. Shared by the headline, the
 * advice and the summary, so they describe a miss in the same words: what was observed (failed, passed
 * on retry k of cap, what the base revision did), never a guess at the cause.
 */
import type { AttemptEvidence, MissOutcome, PropertyOutcome, ReplayOutcome, Trace } from '../trace/model.js';
import { Prose, code, prose, truncateText, type ProseValue } from './markdown.js';

/** How many examples (manifests, specs, seeds) one sentence names before "and N more". */
export const EXAMPLES = 3;
/** A name longer than this (an untrusted path, a freeze note) is cut. */
export const NAME_CHARS = 200;

/** The objects of a list that may be missing or hold anything. */
export function entries<T>(value: T[] | undefined | null): T[] {
  return Array.isArray(value)
    ? value.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

/** A short plain string of an untrusted value. */
export function str(value: unknown, max = NAME_CHARS): string {
  return truncateText(String(value ?? ''), max);
}

export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** "a, b, c and 2 more" (as Prose: each name escaped, or a code span with `asCode`). */
export function nameList(list: readonly string[], asCode = false, max = EXAMPLES): Prose {
  const shown = list.slice(0, max).map((n) => (asCode ? code(str(n)) : str(n)));
  const rest = list.length - shown.length;
  if (shown.length === 0) return Prose.trusted('');
  if (rest > 0) return prose`${Prose.join(shown, ', ')} and ${rest} more`;
  if (shown.length === 1) return prose`${shown[0] as ProseValue}`;
  return prose`${Prose.join(shown.slice(0, -1), ', ')} and ${shown[shown.length - 1] as ProseValue}`;
}

export function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

// ---------------------------------------------------------------------------------------------------
// Misses

/** What the single base replay of a miss did. */
export type BaseResult = 'pass' | 'fail' | 'not_run' | 'unknown';

/** `pass (the invariant held)` → pass; anything unreadable → unknown. */
export function baseResultOf(m: MissOutcome): BaseResult {
  const base = entries(m.attempts).find((a) => a.attempt === 'base');
  const word = String(base?.result ?? m.base_seed_result ?? '').split(/[\s(]/)[0];
  return word === 'pass' || word === 'fail' || word === 'not_run' ? word : 'unknown';
}

/** The reason in `not_run (the inputs in … hash to …)`, or ''. */
export function baseReasonOf(m: MissOutcome): string {
  const base = entries(m.attempts).find((a) => a.attempt === 'base');
  if (typeof base?.reason === 'string') return base.reason;
  const match = /^\S+ \((.*)\)$/s.exec(String(m.base_seed_result ?? ''));
  return match?.[1] ?? '';
}

export function retriesOf(m: MissOutcome): string[] {
  return Array.isArray(m.retries) ? m.retries.map((r) => String(r)) : [];
}

/** The retry cap of the run (from the trace's budgets), when known. */
export function retryCapOf(trace: Trace): number | undefined {
  const cap = trace.budgets?.retry_cap;
  return isCount(cap) ? cap : undefined;
}

/** The replay row of a miss (same target and seed). */
export function replayOf(trace: Trace, m: MissOutcome): ReplayOutcome | undefined {
  return entries(trace.replays).find((r) => r.target === m.target && r.seed === m.seed);
}

/** The first replay of a miss: fail, budget or incomplete. */
export function firstResultOf(trace: Trace, m: MissOutcome): string {
  const first = entries(m.attempts).find((a) => a.attempt === 'first');
  if (first !== undefined) return String(first.result);
  const r = replayOf(trace, m);
  if (r?.budget_ok === false) return 'budget';
  if (r?.transcript_complete === false) return 'incomplete';
  return 'fail';
}

/** The attempts of a miss with an output excerpt, first replay first, then retries, then the base. */
export function attemptsOf(m: MissOutcome): AttemptEvidence[] {
  return entries(m.attempts);
}

export function labelOf(m: MissOutcome): string {
  return String(m.decision?.label ?? 'INCOMPLETE');
}

/** The misses that decided the run's label (for SKIP and HOLD SCHEDULER: the SCHEDULER misses). */
export function decidingMisses(trace: Trace): MissOutcome[] {
  const misses = entries(trace.misses);
  const label = trace.label;
  const deciding = misses.filter((m) => labelOf(m) === label);
  return deciding.length > 0 ? deciding : misses;
}

/** `seed 1402 of codec.roundtrip`, `seeds 1402 and 1403 of codec.roundtrip`, `3 seeds (…)`. */
export function seedsPhrase(misses: readonly MissOutcome[]): Prose {
  // A `tests:` fixture's misses are tests: named by file and test id, the seed after.
  if (misses.length > 0 && misses.every((m) => m.test !== undefined)) {
    const names = misses.map((m) => `${testName(m)} (seed ${str(m.seed, 24)})`);
    return prose`${misses.length === 1 ? 'test' : `${misses.length} tests`} ${nameList(names)}`;
  }
  const targets = unique(misses.map((m) => str(m.target, 128)));
  const seeds = misses.map((m) => str(m.seed, 24));
  if (misses.length === 0) return Prose.trusted('no seed');
  if (targets.length === 1) {
    const word = misses.length === 1 ? 'seed' : 'seeds';
    return prose`${word} ${nameList(seeds)} of ${code(targets[0])}`;
  }
  return prose`${misses.length} seeds (${nameList(
    misses.map((m) => `${str(m.target, 128)} seed ${str(m.seed, 24)}`),
  )})`;
}

/**
 * A failing test as the summary names it: `file::id` as the runners take it on their command line
 * (`pytest tests/test_x.py::Class::test`), then its line where known (`(line 12)`).
 */
export function testName(m: MissOutcome): string {
  const t = m.test;
  if (t === undefined) return str(m.invariant, 512);
  return `${str(t.file, 512)}::${str(t.id, 512)}${typeof t.line === 'number' ? ` (line ${t.line})` : ''}`;
}

/** `failed (exit 1)` / `ran past its 5000 ms replay budget` / `did not finish (…)` — the first replay. */
export function firstPhrase(trace: Trace, m: MissOutcome): Prose {
  const first = entries(m.attempts).find((a) => a.attempt === 'first');
  const result = firstResultOf(trace, m);
  const budget = trace.budgets?.replay_timeout_ms;
  switch (result) {
    case 'budget':
      return isCount(budget)
        ? prose`ran past its ${budget} ms replay budget`
        : Prose.trusted('ran past its replay budget');
    case 'incomplete': {
      const why = first?.reason ?? replayOf(trace, m)?.reason;
      return typeof why === 'string' && why !== ''
        ? prose`did not finish (${str(why)})`
        : Prose.trusted('did not finish');
    }
    default: {
      const exit = first?.exit_code ?? replayOf(trace, m)?.exit_code;
      return isCount(exit) ? prose`failed (exit ${exit})` : Prose.trusted('failed');
    }
  }
}

/** `failed all 2 retries (cap 2)` / `passed on retry 1 of 2` / `was not retried`. */
export function retriesPhrase(trace: Trace, m: MissOutcome): Prose {
  const retries = retriesOf(m);
  const cap = retryCapOf(trace);
  if (retries.length === 0) {
    if (firstResultOf(trace, m) !== 'fail') return Prose.trusted('was not retried (only a failed replay is)');
    return cap === 0 ? Prose.trusted('was not retried (retry_cap 0)') : Prose.trusted('was not retried');
  }
  const passed = retries.indexOf('pass');
  if (passed >= 0)
    return cap !== undefined
      ? prose`passed on retry ${passed + 1} of ${cap}`
      : prose`passed on retry ${passed + 1}`;
  const over = retries.filter((r) => r === 'budget').length;
  const capText = cap !== undefined ? prose` (cap ${cap})` : Prose.trusted('');
  const overText = over > 0 ? prose`, ${over} of them past the budget` : Prose.trusted('');
  return retries.length === 1
    ? prose`failed its retry${capText}${overText}`
    : prose`failed all ${retries.length} retries${capText}${overText}`;
}

/** `the base revision passed it once` / `already red on the base revision` / `the base replay did not run`. */
export function basePhrase(m: MissOutcome): Prose {
  const base = baseResultOf(m);
  switch (base) {
    case 'pass':
      return Prose.trusted('the base revision passed it once');
    case 'fail':
      return Prose.trusted('it was already red on the base revision (the base replay failed too)');
    case 'not_run': {
      const why = baseReasonOf(m);
      return why === ''
        ? Prose.trusted('the base replay did not run')
        : prose`the base replay did not run (${str(why)})`;
    }
    case 'unknown':
      return Prose.trusted('the base result is unknown');
    default: {
      const unknown: never = base;
      return prose`${String(unknown)}`;
    }
  }
}

/** The base result alone, for a bullet: `passed once`, `failed too — already red on the base revision`. */
export function baseShort(m: MissOutcome): Prose {
  const base = baseResultOf(m);
  const attempt = entries(m.attempts).find((a) => a.attempt === 'base');
  const ms = attempt !== undefined && isCount(attempt.elapsed_ms) ? attempt.elapsed_ms : undefined;
  switch (base) {
    case 'pass':
      return ms !== undefined
        ? prose`passed in ${ms} ms (run once; the base replay is never retried)`
        : Prose.trusted('passed (run once; the base replay is never retried)');
    case 'fail':
      return Prose.trusted('**failed too — already red on the base revision**');
    case 'not_run': {
      if (attempt?.past_budget === true)
        return ms !== undefined
          ? prose`ran past the same replay budget too (stopped after ${ms} ms)`
          : Prose.trusted('ran past the same replay budget too');
      const why = baseReasonOf(m);
      return why === '' ? Prose.trusted('did not run') : prose`did not run (${str(why)})`;
    }
    case 'unknown':
      return Prose.trusted('unknown');
    default: {
      const unknown: never = base;
      return prose`${String(unknown)}`;
    }
  }
}

/** The whole observation: `failed (exit 1), passed on retry 1 of 2; the base revision passed it once`. */
export function observedPhrase(trace: Trace, m: MissOutcome): Prose {
  return prose`${firstPhrase(trace, m)}, then ${retriesPhrase(trace, m)}; ${basePhrase(m)}`;
}

// ---------------------------------------------------------------------------------------------------
// Specs and fixtures

export function specsWith(trace: Trace, codeName: string): PropertyOutcome[] {
  return entries(trace.properties).filter((p) => p.code === codeName);
}

/** A PROPERTY_ERROR whose spec never ran: its file (or its probe) is missing, so it wrote no log. */
export function neverRan(p: PropertyOutcome): boolean {
  return !Array.isArray(p.logs) || p.logs.length === 0;
}

export function replaysWith(trace: Trace, codeName: string): ReplayOutcome[] {
  return entries(trace.replays).filter((r) => r.code === codeName);
}

/** A path named as test runners name their test files and snapshots (what a test-first change edits). */
export const TEST_FILE =
  /(?:^|\/)(?:tests?|__tests__|__snapshots__|spec)\/|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)test_[^/]*\.py$|_test\.py$|\.snapshot$/;

/** The changed paths of the patch that are not oracle files. */
export function otherPaths(trace: Trace): string[] {
  const oracle = new Set(Array.isArray(trace.oracle_touched) ? trace.oracle_touched.map(String) : []);
  return (Array.isArray(trace.changed_paths) ? trace.changed_paths.map(String) : []).filter(
    (p) => !oracle.has(p),
  );
}

export function oracleTouched(trace: Trace): string[] {
  return Array.isArray(trace.oracle_touched) ? trace.oracle_touched.map(String) : [];
}

/** For a FIXTURE_MISMATCH: target → the inputs that differ (from the replay rows). */
export function mismatchedInputs(trace: Trace): Array<{ target: string; inputs: string[] }> {
  const byTarget = new Map<string, Set<string>>();
  for (const r of replaysWith(trace, 'FIXTURE_MISMATCH')) {
    const set = byTarget.get(String(r.target)) ?? new Set<string>();
    for (const p of Array.isArray(r.differing_inputs) ? r.differing_inputs : []) set.add(String(p));
    byTarget.set(String(r.target), set);
  }
  return [...byTarget].map(([target, inputs]) => ({ target, inputs: [...inputs] }));
}

/**
 * `src/codec.mjs:14` when a replay did not finish because the code under test ended the process
 * (the attempt's reason says `… from the code under test at PATH:LINE …`).
 */
/**
 * What a miss's evidence says the code under test (or the fixture's judge) did, in words, or undefined.
 * The replay reasons are the gate's own; the repeat is the starter invariant's line in the program's
 * output (src/init/templates.ts), so it is attributed to that output.
 */
export function behaviourOf(m: MissOutcome): Prose | undefined {
  const attempts = entries(m.attempts);
  const reasons = attempts.map((a) => String(a.reason ?? ''));
  if (reasons.some((r) => r.startsWith('the exercise changed the generated cases')))
    return Prose.trusted(
      'the code under test changed the generated cases while the exercise ran, so the judge would not have read what the generator wrote — a patch must not do this',
    );
  const loaded = reasons.find((r) => r.startsWith('the judge loaded files of the tree under test'));
  if (loaded !== undefined)
    return prose`the fixture's judge loaded a file of the tree under test (${str(loaded.slice('the judge loaded files of the tree under test'.length).replace(/^ \(|\):.*$/g, ''), 300)}), so nothing proves the code under test could not reach it: the judge must import nothing of the project's code — fix it on the base branch`;
  const missing = reasons.find((r) => r.includes('that ran on the base revision did not run on this patch'));
  if (missing !== undefined)
    return prose`${str(missing, 300)}: if this patch breaks loading them (an import or a syntax error: read the runner's log), fix the patch; tests of the base that do not run are never a pass`;
  // A tests fixture's runner that stopped before its report (a test file that throws while loading
  // stops mocha's whole run): the patch's doing as often as not.
  const stopped = reasons.find((r) =>
    /^the runner(?: \([^)]*\))? exited .* and the runner wrote no report/.test(r),
  );
  if (stopped !== undefined)
    return prose`${str(stopped, 300)}: if this patch breaks loading the tests (an import, a renamed or removed export, a syntax error: read the runner's log), fix the patch; if the base revision fails the same way (gate check there), fix that on the base branch — a run that does not complete is never a pass`;
  const skipped = reasons.find((r) => r.includes('that ran on the base revision were skipped on this patch'));
  if (skipped !== undefined)
    return prose`${str(skipped.replace(/: a test the code under test skips is not a pass.*$/, ''), 300)}: a base test the patch makes skip is never a pass — make it run (a test meant to be skipped from now on is a change of the tests: land it on its own first)`;
  const extra = reasons.find((r) =>
    r.includes('were reported more times on this patch than on the base revision'),
  );
  if (extra !== undefined)
    return prose`${str(extra.replace(/: a test the code under test adds.*$/, ''), 300)}: a test the patch adds under a base test's name is not that test, and the runner cannot tell them apart — give the new test a name of its own`;
  if (
    attempts.some((a) => typeof a.excerpt === 'string' && a.excerpt.includes('answered twice, differently'))
  )
    return Prose.trusted(
      "the invariant's output says a case was answered two ways when it was called again: the answer depends on how often, or after what, the code is called — a patch must not do this",
    );
  return undefined;
}

/**
 * A fixture probe's own cause (a probe that cannot be read or applied, a suite or a replay that did not
 * complete), or null when its probe ran and everything held: then the law does not reach the code.
 */
export function probeCause(reason: unknown): string | null {
  if (typeof reason !== 'string' || reason === '') return null;
  if (/every (?:seed|test) (?:held|passed) with the probe applied/.test(reason)) return null;
  return reason.replace(/: this check cannot fail.*$/, '');
}

export function exitSiteOf(m: MissOutcome): { path: string; line: number } | undefined {
  for (const a of entries(m.attempts)) {
    const match = /from the code under test at ([^\s:()]+):(\d+)/.exec(String(a.reason ?? ''));
    if (match !== null) return { path: match[1] as string, line: Number(match[2]) };
  }
  return undefined;
}
