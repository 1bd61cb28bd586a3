/**
 * The rows of the summary's tables and lists (src/report/summary.ts), each rendered once per text
 * length: the degradation renders the summary a few dozen times. Failing spec and replay rows come
 * first (they are what a reviewer reads; matches are the bulk), and the misses are grouped into
 * evidence blocks here (src/report/evidence.ts renders them).
 */
import type {
  MissOutcome,
  PatchTestsSummary,
  PropertyOutcome,
  ReplayOutcome,
  StageEntry,
  Trace,
  Witness,
} from '../trace/model.js';
import { attemptsOf, isCount, labelOf } from './facts.js';
import { Prose, codeSpan, escapeMarkdown, shortDigest, tableRow } from './markdown.js';
import { groupEvidence, missEvidence, multiLineAssertion, type EvidenceRows } from './evidence.js';
import type { SummaryExtras } from './extras.js';
import { MAX_EVIDENCE } from './plan.js';
import { elapsed, isObject, list, num, short, tally, textOf, type Text } from './values.js';

export type RowKind = 'stage' | 'property' | 'replay' | 'miss' | 'evidence' | ListKind;
export type ListKind = 'defect' | 'violation' | 'error' | 'warning';
export const LIST_KINDS: readonly ListKind[] = ['defect', 'violation', 'error', 'warning'];

export const STAGE_HEADERS = ['stage', 'code', 'elapsed', 'detail'];
export const PROPERTY_HEADERS = ['spec', 'code', 'witness', 'reason'];
export const REPLAY_HEADERS = ['target', 'seed', 'code', 'binding', 'detail'];
export const MISS_HEADERS = ['target', 'seed', 'classifier decision', 'record_sha256', 'freeze row'];

/** The rows of one trace, ordered and grouped once, rendered on demand and kept per text length. */
export class RowSource implements EvidenceRows {
  private readonly items: Record<RowKind, unknown[]>;
  private readonly memo = new Map<string, string[]>();
  /** `4990 REPLAY_MATCH, 10 REPLAY_MISS`, counted once. */
  readonly replayTally: string;
  /** Whether any evidence miss carries an output excerpt. */
  readonly hasExcerpts: boolean;
  /** How many of the (failing-first) spec and replay rows are failing: the rest are collapsed. */
  readonly failing: { property: number; replay: number };

  constructor(
    private readonly trace: Trace,
    extras: SummaryExtras,
  ) {
    const replays = list(trace.replays);
    const properties = list(trace.properties);
    const matched = (r: unknown): boolean => isObject(r) && (r as ReplayOutcome).code === 'REPLAY_MATCH';
    const clear = (p: unknown): boolean => isObject(p) && (p as PropertyOutcome).code === 'PROPERTY_CLEAR';
    const misses = list(trace.misses);
    this.items = {
      stage: list(trace.stages),
      // Failing rows first: they are what a reviewer reads; matches are the bulk.
      property: [...properties.filter((p) => !clear(p)), ...properties.filter(clear)],
      replay: [...replays.filter((r) => !matched(r)), ...replays.filter(matched)],
      miss: misses,
      // The misses that decided the run first, then the others; misses with the same evidence share
      // one block (the seeds listed); at most MAX_EVIDENCE blocks.
      evidence: groupEvidence(trace, [
        ...misses.filter((m) => isObject(m) && labelOf(m as MissOutcome) === trace.label),
        ...misses.filter((m) => !isObject(m) || labelOf(m as MissOutcome) !== trace.label),
      ]).slice(0, MAX_EVIDENCE),
      defect: list(trace.store_defects),
      violation: list(trace.audit?.violations),
      error: list(trace.errors),
      warning: list(extras.warnings),
    };
    this.hasExcerpts = this.items.evidence.some(
      (g) =>
        Array.isArray(g) &&
        g.some(
          (m) =>
            attemptsOf(m as MissOutcome).some((a) => typeof a.excerpt === 'string' && a.excerpt !== '') ||
            multiLineAssertion(m as MissOutcome),
        ),
    );
    this.failing = {
      property: properties.filter((p) => !clear(p)).length,
      replay: replays.filter((r) => !matched(r)).length,
    };
    this.replayTally = tally(replays.map((r) => String(isObject(r) ? (r as ReplayOutcome).code : r)));
  }

  count(kind: RowKind): number {
    return this.items[kind].length;
  }

  item(kind: RowKind, i: number): unknown {
    return this.items[kind][i];
  }

  /** The first `count` rows of `kind`, with free texts cut to `textChars`. */
  rows(kind: Exclude<RowKind, 'evidence'>, textChars: number, count: number): string[] {
    const key = `${kind}:${textChars}`;
    let rows = this.memo.get(key);
    if (rows === undefined) {
      rows = [];
      this.memo.set(key, rows);
    }
    const items = this.items[kind];
    const t = textOf(textChars);
    while (rows.length < Math.min(count, items.length)) rows.push(renderRow(kind, items[rows.length], t));
    return rows.slice(0, count);
  }

  /** How many misses the first `blocks` evidence blocks show. */
  missesIn(blocks: number): number {
    return this.items.evidence
      .slice(0, blocks)
      .reduce((n: number, g) => n + (Array.isArray(g) ? g.length : 1), 0);
  }

  /** The evidence block of the i-th evidence group at this detail (memoized). */
  evidence(i: number, textChars: number, excerptChars: number): string {
    const key = `evidence:${i}:${textChars}:${excerptChars}`;
    const memo = this.memo.get(key);
    if (memo !== undefined) return memo[0] as string;
    const item = this.items.evidence[i];
    const text = Array.isArray(item)
      ? missEvidence(this.trace, item as MissOutcome[], textOf(textChars), excerptChars)
      : '- *malformed entry*\n';
    this.memo.set(key, [text]);
    return text;
  }
}

function renderRow(kind: Exclude<RowKind, 'evidence'>, item: unknown, t: Text): string {
  // An untrusted trace may hold anything in its lists; a malformed entry is shown as such.
  const malformed = (width: number): string => tableRow(['*malformed entry*'], width);
  switch (kind) {
    case 'stage':
      return isObject(item) ? tableRow(stageRow(item as StageEntry, t), STAGE_HEADERS.length) : malformed(4);
    case 'property':
      return isObject(item)
        ? tableRow(propertyRow(item as PropertyOutcome, t), PROPERTY_HEADERS.length)
        : malformed(PROPERTY_HEADERS.length);
    case 'replay':
      return isObject(item)
        ? tableRow(replayRow(item as ReplayOutcome, t), REPLAY_HEADERS.length)
        : malformed(REPLAY_HEADERS.length);
    case 'miss':
      return isObject(item)
        ? tableRow(missRow(item as MissOutcome, t), MISS_HEADERS.length)
        : malformed(MISS_HEADERS.length);
    case 'defect':
    case 'violation':
    case 'error':
      return `- ${t(item)}`;
    case 'warning':
      return item instanceof Prose ? `- ${item.markdown()}` : `- ${t(item)}`;
    default: {
      const unknown: never = kind;
      return String(unknown);
    }
  }
}

function stageRow(stage: StageEntry, t: Text): string[] {
  return [
    escapeMarkdown(short(stage.name)),
    codeSpan(short(stage.code)),
    elapsed(stage.elapsed_ms),
    stage.detail === undefined || stage.detail === null ? '' : t(stage.detail),
  ];
}

function propertyRow(p: PropertyOutcome, t: Text): string[] {
  return [
    t(p.spec),
    codeSpan(short(p.code)),
    isObject(p.witness) ? witnessCell(p.witness, t) : '',
    t(p.reason),
  ];
}

function witnessCell(w: Witness, t: Text): string {
  const at = typeof w.line === 'number' && Number.isSafeInteger(w.line) && w.line >= 1 ? `:${w.line}` : '';
  const where = `${t(w.path)}${at}`;
  return typeof w.message === 'string' && w.message !== '' ? `${where} — ${t(w.message)}` : where;
}

function replayRow(r: ReplayOutcome, t: Text): string[] {
  const detail = [r.reason === undefined || r.reason === null ? '' : t(r.reason)];
  if (r.budget_ok === false) detail.push('over budget');
  if (r.transcript_complete === false) detail.push('transcript incomplete');
  // Which shape judged it: an exercise and a judge in separate processes, or one program.
  if (typeof r.exercise === 'string') detail.push(`exercise ${codeSpan(short(r.exercise))}, judged apart`);
  const own = isObject(r.tests) ? r.tests.patch_tests : undefined;
  if (isObject(own)) detail.push(patchTestsCell(own, t));
  return [
    t(r.target),
    r.seed === null || r.seed === undefined
      ? '—'
      : `${num(r.seed)}${r.fresh_seed === true ? ' (fresh)' : ''}`,
    codeSpan(short(r.code)),
    typeof r.binding_sha256 === 'string' ? codeSpan(shortDigest(r.binding_sha256)) : '—',
    detail.filter((d) => d !== '').join('; '),
  ];
}

/** The patch's own test files (a `tests:` fixture): reported, labelled as not the oracle. */
function patchTestsCell(p: PatchTestsSummary, t: Text): string {
  const n = Array.isArray(p.files) ? p.files.length : 0;
  const head = `the patch's own tests (${n} new ${n === 1 ? 'file' : 'files'}, not the oracle, not graded)`;
  if (typeof p.reason === 'string') return `${head}: did not complete — ${t(p.reason)}`;
  const counts = `${num(p.passed)} passed, ${num(p.failed)} failed, ${num(p.skipped)} skipped`;
  const failures = (Array.isArray(p.failures) ? p.failures : [])
    .slice(0, 5)
    .map((f) => (typeof f.message === 'string' ? `${t(f.test)} — ${t(f.message)}` : t(f.test)));
  return failures.length > 0 ? `${head}: ${counts} (${failures.join('; ')})` : `${head}: ${counts}`;
}

function freezeCell(f: NonNullable<MissOutcome['freeze']>, t: Text): string {
  const life: string[] = [];
  if (typeof f.owner === 'string') life.push(`owner ${codeSpan(short(f.owner, 80))}`);
  if (isCount(f.runs_left)) life.push(`${f.runs_left} more ${f.runs_left === 1 ? 'run' : 'runs'}`);
  if (typeof f.expires_at === 'string') life.push(`expires ${escapeMarkdown(short(f.expires_at, 40))}`);
  if (isCount(f.days_left)) life.push(`${f.days_left} ${f.days_left === 1 ? 'day' : 'days'} left`);
  return [
    codeSpan(short(f.code)),
    f.freeze_id === undefined ? '' : `row ${codeSpan(short(f.freeze_id, 80))}`,
    ...life,
    f.excuses === true ? 'excuses the miss' : 'does not excuse',
    f.why === undefined ? '' : t(f.why),
  ]
    .filter((s) => s !== '')
    .join(' · ');
}

function missRow(m: MissOutcome, t: Text): string[] {
  const d: Partial<MissOutcome['decision']> = isObject(m.decision) ? m.decision : {};
  const decision = [codeSpan(short(d.label))];
  if (Array.isArray(d.missing) && d.missing.length > 0) decision.push(`missing ${t(d.missing.join(', '))}`);
  if (d.reason !== undefined) decision.push(t(d.reason));
  if (Array.isArray(d.paths) && d.paths.length > 0) decision.push(`paths ${t(d.paths.join(', '))}`);
  if (d.freeze === true) decision.push('freeze eligible');
  const f = m.freeze;
  const freeze = !isObject(f) ? 'not consulted' : freezeCell(f, t);
  return [t(m.target), num(m.seed), decision.join(' · '), codeSpan(shortDigest(m.record_sha256)), freeze];
}
