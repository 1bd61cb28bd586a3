/**
 * The evidence section of the summary (src/report/summary.ts), right below the alert: the specs that
 * decided the run with their witnesses; for a miss the invariant's output, the retries and the base
 * result, misses with the same evidence in one block; for a FIXTURE the inputs that differ, for
 * CONTAMINATED the files to split off, for a SKIP the freeze row and what is left of it. Every string
 * of the trace is escaped before it is printed.
 */
import type { AttemptEvidence, MissOutcome, PropertyOutcome, Trace } from '../trace/model.js';
import {
  attemptsOf,
  baseResultOf,
  baseShort,
  entries,
  firstPhrase,
  isCount,
  labelOf,
  mismatchedInputs,
  oracleTouched,
  otherPaths,
  retriesPhrase,
  replaysWith,
  str,
} from './facts.js';
import { headlineOf } from './headline.js';
import {
  Prose,
  code,
  codeBlock,
  codeSpan,
  escapeMarkdown,
  isSafeUrl,
  prose,
  safeCode,
  truncateText,
} from './markdown.js';
import type { Block } from './blocks.js';
import { MAX_PATHS, type Plan } from './plan.js';
import { isObject, list, num, short, type Text } from './values.js';

/** What the evidence section reads of the summary's rows (RowSource, src/report/rows.ts). */
export interface EvidenceRows {
  count(kind: 'evidence' | 'miss'): number;
  /** How many misses the first `blocks` evidence blocks show. */
  missesIn(blocks: number): number;
  /** The evidence block of the i-th evidence group at this detail. */
  evidence(i: number, textChars: number, excerptChars: number): string;
}

export function evidenceBlocks(
  trace: Trace,
  plan: Plan,
  source: EvidenceRows,
  t: Text,
  blob: string | undefined,
): Block[] {
  const out: Block[] = [];
  const heading = evidenceHeading(trace);
  const body: Block[] = [];
  const files = (title: Prose, paths: string[]): void => {
    if (paths.length === 0) return;
    const shown = paths.slice(0, Math.min(MAX_PATHS, Math.max(plan.listRows, 5)));
    body.push({ kind: 'text', text: `${title.markdown()}\n` });
    body.push({
      kind: 'list',
      items: shown.map((p) => `- ${safeCode(truncateText(p, plan.textChars))}`),
      omitted: paths.length - shown.length,
    });
  };

  // Specs that decided the run: the rejecting one with its witness, the crashed, the unfalsifiable.
  if (trace.reason_stage === 'property') {
    for (const p of entries(trace.properties)) {
      if (p.code !== 'PROPERTY_CLEAR') body.push({ kind: 'text', text: specEvidence(p, t, blob) });
    }
  }

  switch (trace.reason_code) {
    case 'CONTAMINATED':
      if (trace.reason_stage === 'scope') {
        files(
          Prose.trusted('**The gate’s own files it changes** — split these off into their own pull request:'),
          oracleTouched(trace),
        );
        files(Prose.trusted('**The other files** — graded on their own once split:'), otherPaths(trace));
      }
      break;
    case 'TOOLCHAIN_PATCH': {
      files(Prose.trusted('**The gate’s own files it changes:**'), oracleTouched(trace));
      const errors = list(trace.candidate_oracle_errors).map(String);
      if (Array.isArray(trace.candidate_oracle_errors) && errors.length === 0) {
        body.push({
          kind: 'text',
          text: '_Its own versions of gate.yml and of the manifests it changes load with the gate’s parsers, and every file they name exists._\n',
        });
      }
      if (errors.length > 0) {
        body.push({
          kind: 'text',
          text: '**Its versions of them are invalid** (checked with the gate’s own parsers; once merged they would hold every pull request):\n',
        });
        body.push({
          kind: 'list',
          items: errors.slice(0, Math.max(plan.listRows, 5)).map((e) => `- ${t(e)}`),
          omitted: Math.max(0, errors.length - Math.max(plan.listRows, 5)),
        });
      }
      break;
    }
    case 'FIXTURE_MISMATCH':
      for (const m of mismatchedInputs(trace)) {
        files(prose`**Inputs of ${code(str(m.target, 128))} that differ from the base revision:**`, m.inputs);
      }
      break;
    case 'NOT_CONFIGURED': {
      const p = trace.config_error;
      if (isObject(p)) {
        const parts = [prose`file ${code(str(p.file))}`];
        if (String(p.field ?? '') !== '') parts.push(prose`field ${code(str(p.field))}`);
        if (isCount(p.line)) parts.push(prose`line ${p.line}`);
        body.push({ kind: 'text', text: `- ${Prose.join(parts, ', ').markdown()}: ${t(p.message)}\n` });
      }
      break;
    }
    case 'FIXTURE_NOT_FALSIFIABLE':
      for (const p of entries(trace.fixture_probes)
        .filter((x) => x.result === 'not_falsifiable')
        .slice(0, 10)) {
        body.push({ kind: 'text', text: `- ${safeCode(str(p.target))}: ${t(p.reason)}\n` });
      }
      break;
    case 'UNBOUND':
      for (const r of replaysWith(trace, 'UNBOUND').slice(0, 10)) {
        body.push({
          kind: 'text',
          text: `- ${safeCode(str(r.manifest))}: ${t(r.reason ?? 'cannot be bound')}\n`,
        });
      }
      break;
    default:
      break;
  }

  // A version 1 fixture without a probe is graded, but nothing shows it can fail (SPEC §10).
  for (const p of entries(trace.fixture_probes)
    .filter((x) => x.result === 'no_probe')
    .slice(0, 10)) {
    body.push({
      kind: 'text',
      text: `- ${safeCode(str(p.target))}: nothing shows this fixture can fail — it names no \`probe\` (a known bug on which some seed must miss).\n`,
    });
  }

  // Misses with their attempts and excerpts.
  const evidence = Math.min(plan.evidenceRows, source.count('evidence'));
  for (let i = 0; i < evidence; i++) {
    body.push({ kind: 'text', text: source.evidence(i, plan.textChars, plan.excerptChars) });
  }
  const missCount = source.count('miss');
  const shown = source.missesIn(evidence);
  if (missCount > shown && missCount > 0) {
    const rest = missCount - shown;
    body.push({
      kind: 'text',
      text: `_${rest} more ${rest === 1 ? 'miss' : 'misses'}: see the misses table in the audit detail and the .gate artifact._\n`,
    });
  }

  if (body.length > 0 && heading !== '') out.push({ kind: 'text', text: `### ${heading}\n` }, ...body);
  return out;
}

function evidenceHeading(trace: Trace): string {
  // A base-side cause is not something this patch broke.
  const base = headlineOf(trace).fault === 'base';
  switch (trace.verdict) {
    case 'REJECT':
      return base ? 'Why it is blocked (on the base branch)' : 'What broke';
    case 'HOLD':
      return base ? 'Why it is held (on the base branch)' : 'Why it is held';
    case 'SKIP':
      return 'Why it is skipped';
    case 'UNUSABLE':
      return 'What went wrong';
    case 'CLEAR':
      return 'What ran';
    default:
      return 'Evidence';
  }
}

function specEvidence(p: PropertyOutcome, t: Text, blob: string | undefined): string {
  const parts = [`- ${safeCode(str(p.spec))} ${specWords(p.code)}`];
  const w = isObject(p.witness) ? p.witness : undefined;
  if (w !== undefined) {
    const line = isCount(w.line) && w.line >= 1 ? w.line : undefined;
    parts.push(` at ${fileRef(str(w.path), line, blob)}`);
    if (typeof w.message === 'string' && w.message !== '') parts.push(` — ${t(w.message)}`);
  }
  if (typeof p.reason === 'string' && p.reason !== '' && p.reason !== w?.message)
    parts.push(`: ${t(p.reason)}`);
  const logs = list(p.logs).map(String);
  if (p.code === 'PROPERTY_ERROR') {
    parts.push(
      logs.length > 0
        ? ` — log ${logs
            .slice(0, 3)
            .map((l) => safeCode(str(l)))
            .join(', ')}`
        : ' — it never started, so it wrote no log',
    );
  }
  return `${parts.join('')}\n`;
}

/** What a spec's code means, in words (the code itself is in the audit detail). */
function specWords(codeName: unknown): string {
  switch (codeName) {
    case 'PROPERTY_REJECT':
      return 'rejects this patch';
    case 'PROPERTY_BUDGET':
      return 'ran past its time cap';
    case 'PROPERTY_NOT_FALSIFIABLE':
      return 'cannot show it fails';
    case 'PROPERTY_ERROR':
      return 'gave no verdict';
    case 'PROPERTY_CLEAR':
      return 'clears this patch';
    default:
      return `· ${codeSpan(str(codeName, 60))}`;
  }
}

/** `path:line` as a link to the blob at the head sha (see blobBaseOf), else as code. */
function fileRef(path: string, line: number | undefined, blob: string | undefined): string {
  const shown = `${path}${line !== undefined ? `:${line}` : ''}`;
  if (blob === undefined || path === '' || path.startsWith('/') || path.split('/').includes('..'))
    return safeCode(shown);
  const url = `${blob}${path.split('/').map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
  return isSafeUrl(url) ? `[${safeCode(shown)}](${url})` : safeCode(shown);
}

const ATTEMPT_NAMES: Record<string, string> = {
  first: 'the first replay',
  retry: 'retry',
  base: 'the base replay',
};

/**
 * Misses that carry the same evidence (label, what each run did, the same output) in one group, in
 * order of first appearance: ten seeds that fail the same way are one block with ten seeds listed.
 * A malformed entry stays alone (shown as such).
 */
export function groupEvidence(trace: Trace, misses: unknown[]): unknown[] {
  const groups: unknown[] = [];
  const byKey = new Map<string, MissOutcome[]>();
  for (const m of misses) {
    if (!isObject(m)) {
      groups.push(m);
      continue;
    }
    const miss = m as MissOutcome;
    const key = JSON.stringify([
      String(miss.target),
      String(miss.invariant),
      labelOf(miss),
      firstPhrase(trace, miss).text(),
      retriesPhrase(trace, miss).text(),
      baseShort(miss).text(),
      isObject(miss.freeze)
        ? [miss.freeze.code, miss.freeze.freeze_id ?? null, miss.freeze.excuses, miss.freeze.why ?? null]
        : null,
      attemptsOf(miss).map((a) => [a.attempt, a.n ?? null, a.result, a.excerpt ?? '']),
    ]);
    const group = byKey.get(key);
    if (group !== undefined) group.push(miss);
    else {
      const fresh = [miss];
      byKey.set(key, fresh);
      groups.push(fresh);
    }
  }
  return groups;
}

/** What a miss's label means, in a reviewer's words (the label itself is in the audit detail). */
function labelWords(m: MissOutcome): string {
  const label = labelOf(m);
  if (m.freeze?.excuses === true) return 'known flake, frozen';
  switch (label) {
    case 'PROPERTY':
      return baseResultOf(m) === 'fail' ? 'already failing on the base revision' : 'regression';
    case 'SCHEDULER':
      return 'possible flake';
    case 'INCOMPLETE':
      return 'could not be judged';
    case 'BUDGET':
      return 'too slow';
    case 'FIXTURE':
      return 'ran on changed inputs';
    case 'CONTAMINATED':
      return 'the patch changes what judges it';
    case 'PASS':
      return 'passed on a retry';
    default:
      return escapeMarkdown(short(label, 40));
  }
}

/**
 * One group of misses with the same evidence: a heading with the seeds, what was observed of each
 * run, the files, and the output excerpts — exact bytes in a fence, with the path of the exact log.
 */
export function missEvidence(trace: Trace, group: MissOutcome[], t: Text, excerptChars: number): string {
  const m = group[0] as MissOutcome;
  const label = labelOf(m);
  const baseSide = label === 'PROPERTY' && baseResultOf(m) === 'fail';
  const icon =
    m.freeze?.excuses === true
      ? '⏭️'
      : baseSide || label === 'SCHEDULER' || label === 'INCOMPLETE'
        ? '✋'
        : '❌';
  const seeds = group.map((g) => num(g.seed));
  const seedList =
    seeds.length === 1
      ? `seed ${seeds[0]}`
      : `seeds ${seeds.slice(0, -1).join(', ')} and ${seeds[seeds.length - 1]}`;
  const lines: string[] = [];
  lines.push(`#### ${icon} ${safeCode(str(m.target, 128))} ${seedList} — ${labelWords(m)}\n`);
  const each = group.length > 1 ? ' (each)' : '';
  const test = isObject(m.test) ? m.test : undefined;
  if (test !== undefined) {
    // A `tests:` fixture's failing test: its name, where it is, what it asserted.
    const at =
      typeof test.line === 'number' ? `${str(test.file, 512)}:${num(test.line)}` : str(test.file, 512);
    lines.push(`- **test:** ${safeCode(str(test.id, 512))} in ${safeCode(at)}`);
    if (typeof test.message === 'string' && test.message !== '')
      lines.push(`- **assertion:** ${escapeMarkdown(short(test.message.split('\n')[0] ?? '', 300))}`);
  }
  lines.push(`- **first replay${each}:** ${firstPhrase(trace, m).markdown()}`);
  lines.push(`- **retries:** ${retriesPhrase(trace, m).markdown()}`);
  lines.push(`- **base revision:** ${baseShort(m).markdown()}`);
  const records = group.map((g) => safeCode(str(g.record_path)));
  lines.push(
    `- ${records.length === 1 ? 'record' : 'records'} ${records.join(', ')} · ${test !== undefined ? 'test' : 'invariant'} ${safeCode(str(m.invariant))}`,
  );
  const f = m.freeze;
  if (isObject(f)) lines.push(`- **freeze:** ${freezeWords(f, t)}`);
  let text = `${lines.join('\n')}\n`;
  const said = test !== undefined && typeof test.message === 'string' ? test.message : '';
  if (excerptChars > 0 && multiLineAssertion(m)) {
    // An assertion's diff spans lines (expected and actual, one per line): shown as the test said it,
    // before the run's output, where one failing test is a few lines among every test's.
    const shown = said.split('\n').slice(0, ASSERTION_LINES).join('\n');
    const cut = Array.from(shown).slice(0, Math.min(ASSERTION_CHARS, excerptChars)).join('');
    const whole = cut === said.trimEnd() || cut === said;
    text += `\nThe assertion${whole ? '' : ' (its start)'}:\n\n${codeBlock(whole ? cut : `${cut}\n…`)}`;
  }

  if (excerptChars > 0) {
    // Attempts that printed the same text share one block: `Output of the first replay and retry 1`.
    const groups = new Map<string, AttemptEvidence[]>();
    for (const a of attemptsOf(m)) {
      if (typeof a.excerpt !== 'string' || a.excerpt === '') continue;
      groups.set(a.excerpt, [...(groups.get(a.excerpt) ?? []), a]);
    }
    for (const [excerpt, attempts] of groups) {
      const names = attempts.map(attemptName);
      const who =
        names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
      const first = attempts[0] as AttemptEvidence;
      // The same attempt's log of every seed in the group.
      const logs = group.flatMap((g) => {
        const same = attemptsOf(g).find((a) => a.attempt === first.attempt && a.n === first.n);
        return typeof same?.log === 'string' ? [safeCode(str(same.log))] : [];
      });
      const cut = tail(excerpt, excerptChars);
      const where =
        logs.length === 0
          ? ''
          : ` — ${cut === excerpt ? 'exact bytes' : 'the end; all of it'} in ${logs.join(', ')} of the .gate artifact`;
      text += `\nOutput of ${escapeMarkdown(who ?? 'the run')}${where}:\n\n${codeBlock(cut)}`;
    }
  }
  return text;
}

/** A failing test whose assertion message spans lines (an expected/actual diff): shown as a block. */
export function multiLineAssertion(m: MissOutcome): boolean {
  const test = isObject(m) && isObject(m.test) ? m.test : undefined;
  return test !== undefined && typeof test.message === 'string' && test.message.trim().includes('\n');
}

/** How much of a failing test's multi-line assertion message the evidence shows. */
const ASSERTION_LINES = 24;
const ASSERTION_CHARS = 1500;

/** A freeze outcome in words: which row, whether it excuses the miss and why not. */
function freezeWords(f: NonNullable<MissOutcome['freeze']>, t: Text): string {
  const life: string[] = [];
  if (typeof f.owner === 'string') life.push(`owner ${escapeMarkdown(short(f.owner, 80))}`);
  if (isCount(f.runs_left)) life.push(`${f.runs_left} more ${f.runs_left === 1 ? 'run' : 'runs'}`);
  if (isCount(f.days_left)) life.push(`${f.days_left} ${f.days_left === 1 ? 'day' : 'days'} left`);
  const row = f.freeze_id === undefined ? 'a freeze row' : `freeze row ${codeSpan(short(f.freeze_id, 80))}`;
  const lifeText = life.length > 0 ? ` (${life.join(', ')})` : '';
  if (f.excuses === true) return `excused by ${row}${lifeText}`;
  if (f.code === 'NO_RECORD') return f.why === undefined ? 'no freeze row' : t(f.why);
  return `${row}${lifeText} matched but does not excuse it${f.why === undefined ? '' : `: ${t(f.why)}`}`;
}

function attemptName(a: AttemptEvidence): string {
  const name = ATTEMPT_NAMES[String(a.attempt)] ?? 'run';
  return a.attempt === 'retry' && isCount(a.n) ? `${name} ${a.n}` : name;
}

/** The last `chars` characters of an excerpt, from a line start, with a leading `…` when cut. */
function tail(text: string, chars: number): string {
  const points = Array.from(text);
  if (points.length <= chars) return text;
  let cut = points.slice(-chars).join('');
  const nl = cut.indexOf('\n');
  if (nl >= 0 && nl < cut.length - 1) cut = cut.slice(nl + 1);
  return `…\n${cut}`;
}
