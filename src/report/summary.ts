/**
 * The check-run title and summary, rendered from a trace (SPEC §6, §7). Pure string builders, after
 * dorny/test-reporter: the summary knows the 65,535-byte limit of a check-run summary and degrades
 * detail before it trims — per-seed rows first, then per-spec rows, then long texts — and only as a
 * last resort cuts the document, at a block or table-row boundary, so no code fence, `<details>` or
 * table row is ever left open. The verdict line and the reviewer fields always come first and stay.
 *
 * The trace may come from an untrusted artifact (fork report mode): every string in it is escaped and
 * every number is checked before it is printed.
 */
import type { MissOutcome, PropertyOutcome, ReplayOutcome, StageEntry, Trace, Witness } from '../model.js';
import { adviceFor } from './advice.js';
import {
  DETAILS_CLOSE,
  byteLength,
  codeSpan,
  detailsOpen,
  escapeMarkdown,
  link,
  tableHeader,
  tableRow,
  truncateText,
  truncateUtf8,
} from './markdown.js';

/** The check-run summary limit (bytes of UTF-8). */
export const SUMMARY_LIMIT = 65535;
/** The check-run title limit this gate keeps to (characters). */
export const TITLE_LIMIT = 255;

export interface SummaryExtras {
  artifact?: { id?: number; url?: string; name: string };
  warnings?: string[];
  runUrl?: string;
}

/** `HOLD · SCHEDULER · NO_RECORD (freeze)` — verdict, label and the code that decided, ≤ 255 chars. */
export function renderTitle(trace: Trace): string {
  const part = (value: unknown, max: number): string =>
    truncateText(
      String(value ?? '')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
        .trim(),
      max,
    );
  const title =
    `${part(trace.verdict, 40)} · ${part(trace.label ?? 'no label', 40)} · ` +
    `${part(trace.reason_code, 80)} (${part(trace.reason_stage, 40)})`;
  return truncateText(title, TITLE_LIMIT);
}

const ICONS: Record<string, string> = { CLEAR: '✅', SKIP: '⏭️', REJECT: '❌', HOLD: '✋', UNUSABLE: '⚠️' };

/** The first line of every summary: verdict, label and conclusion. */
export function renderVerdictLine(trace: Trace): string {
  const icon = ICONS[String(trace.verdict)] ?? '⚠️';
  return (
    `## ${icon} failure-class: ${escapeMarkdown(short(trace.verdict))} — ` +
    `label ${trace.label === null ? 'none' : escapeMarkdown(short(trace.label))}, ` +
    `conclusion ${codeSpan(short(trace.conclusion))}`
  );
}

/**
 * The check-run summary, at most `limitBytes` bytes of UTF-8. Below about 1 KiB there is no room for the
 * reviewer fields; the result is then the verdict line alone, cut to fit.
 *
 * Degradation: drop per-seed rows (replays, then misses), then per-spec rows, then shorten long texts,
 * then the plain lists (store defects, errors, warnings), until the summary fits; then give rows back,
 * the most useful first (misses, specs, lists, replays), as many as still fit. Every dropped row is
 * counted in a note that points at the `.gate` artifact. Only if nothing else is left is it trimmed.
 */
export function renderSummary(trace: Trace, extras: SummaryExtras = {}, limitBytes = SUMMARY_LIMIT): string {
  const limit = Math.max(0, Math.floor(limitBytes));
  const source = new RowSource(trace, extras);
  const full: Plan = {
    replayRows: source.count('replay'),
    missRows: source.count('miss'),
    propertyRows: source.count('property'),
    listRows: Math.max(...LIST_KINDS.map((kind) => source.count(kind))),
    textChars: FULL_TEXT,
  };
  const render = (plan: Plan): string => serialize(buildBlocks(trace, extras, plan, source));
  const fits = (plan: Plan): string | undefined => {
    const text = render(plan);
    return byteLength(text) <= limit ? text : undefined;
  };

  let plan = full;
  let text = fits(plan);
  for (const step of DEGRADE) {
    if (text !== undefined) break;
    plan = step(plan);
    text = fits(plan);
  }
  if (text === undefined) {
    // Last resort: cut at a block boundary, never inside a row, a fence or a details block.
    const trimmed = serializeTrimmed(buildBlocks(trace, extras, plan, source), limit);
    if (trimmed !== undefined && byteLength(trimmed) <= limit) return trimmed;
    return truncateUtf8(`${renderVerdictLine(trace)}\n`, limit);
  }
  if (plan === full) return text;
  for (const key of REFILL_ORDER) {
    if (plan[key] >= full[key]) continue;
    const best = largestFitting(plan, key, full[key], fits);
    if (best !== undefined) ({ plan, text } = best);
  }
  return text;
}

// ---------------------------------------------------------------------------------------------------
// Degradation plan

/** How much detail a rendering carries: rows per table and characters per free text. */
interface Plan {
  replayRows: number;
  missRows: number;
  propertyRows: number;
  /** Items of each plain list: store defects, audit violations, errors, warnings. */
  listRows: number;
  textChars: number;
}

type RowKey = 'replayRows' | 'missRows' | 'propertyRows' | 'listRows';

/** Characters of one free text (a reason, a witness message) at full detail. */
const FULL_TEXT = 500;
const DEGRADE: ReadonlyArray<(plan: Plan) => Plan> = [
  (plan) => ({ ...plan, replayRows: 0 }),
  (plan) => ({ ...plan, missRows: 0 }),
  (plan) => ({ ...plan, propertyRows: 0 }),
  (plan) => ({ ...plan, textChars: 160 }),
  (plan) => ({ ...plan, textChars: 60 }),
  (plan) => ({ ...plan, listRows: 0 }),
];
const REFILL_ORDER: readonly RowKey[] = ['missRows', 'propertyRows', 'listRows', 'replayRows'];

/** The plan with the most `key` rows (≤ n) that fits, by binary search; undefined when none fits. */
function largestFitting(
  plan: Plan,
  key: RowKey,
  n: number,
  fits: (plan: Plan) => string | undefined,
): { plan: Plan; text: string } | undefined {
  let best: { plan: Plan; text: string } | undefined;
  let lo = 0;
  let hi = n;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const candidate = { ...plan, [key]: mid };
    const text = fits(candidate);
    if (text !== undefined) {
      best = { plan: candidate, text };
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------
// Rows, rendered once per text length (the degradation renders the summary a few dozen times)

type RowKind = 'stage' | 'property' | 'replay' | 'miss' | ListKind;
type ListKind = 'defect' | 'violation' | 'error' | 'warning';
const LIST_KINDS: readonly ListKind[] = ['defect', 'violation', 'error', 'warning'];

const STAGE_HEADERS = ['stage', 'code', 'elapsed', 'detail'];
const PROPERTY_HEADERS = ['spec', 'code', 'witness', 'reason'];
const REPLAY_HEADERS = ['target', 'seed', 'code', 'binding digest', 'detail'];
const MISS_HEADERS = ['target', 'seed', 'classifier decision', 'record_sha256', 'freeze row'];

class RowSource {
  private readonly items: Record<RowKind, unknown[]>;
  private readonly memo = new Map<string, string[]>();
  /** `4990 REPLAY_MATCH, 10 REPLAY_MISS`, counted once. */
  readonly replayTally: string;

  constructor(trace: Trace, extras: SummaryExtras) {
    const replays = list(trace.replays);
    this.items = {
      stage: list(trace.stages),
      property: list(trace.properties),
      // Misses and defects first: they are what a reviewer reads; matches are the bulk.
      replay: [
        ...replays.filter((r) => r?.code !== 'REPLAY_MATCH'),
        ...replays.filter((r) => r?.code === 'REPLAY_MATCH'),
      ],
      miss: list(trace.misses),
      defect: list(trace.store_defects),
      violation: list(trace.audit?.violations),
      error: list(trace.errors),
      warning: list(extras.warnings),
    };
    this.replayTally = tally(replays.map((r) => String(r?.code)));
  }

  count(kind: RowKind): number {
    return this.items[kind].length;
  }

  /** The first `count` rows of `kind`, with free texts cut to `textChars`. */
  rows(kind: RowKind, textChars: number, count: number): string[] {
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
}

function renderRow(kind: RowKind, item: unknown, t: Text): string {
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
    case 'warning':
      return `- ${t(item)}`;
    default: {
      const unknown: never = kind;
      return String(unknown);
    }
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(textChars: number): Text {
  return (value) => {
    const text = String(value ?? '');
    const cut = truncateText(text, textChars);
    return escapeMarkdown(cut) + (cut === text ? '' : ' *\\[cut\\]*');
  };
}

// ---------------------------------------------------------------------------------------------------
// Blocks: the summary as a list of units the last-resort trim may cut between (or between table rows)

type Block =
  /** Atomic. `required`: the trim keeps it or gives up (the verdict line and the reviewer fields). */
  | { kind: 'text'; text: string; required?: boolean }
  /** Cut between rows; `omitted` rows were dropped by the plan and get a note. */
  | { kind: 'table'; header: string; rows: string[]; omitted: number }
  /** Bullet items, cut between items. */
  | { kind: 'list'; items: string[]; omitted: number }
  /** Cut inside, and always closed. */
  | { kind: 'details'; summary: string; blocks: Block[] };

const OMITTED = (n: number): string => `_${n} ${n === 1 ? 'row' : 'rows'} omitted — see the .gate artifact._`;
const TRIM_NOTE = '\n---\n\n_Summary trimmed to fit the check-run size limit — see the .gate artifact._\n';

function buildBlocks(trace: Trace, extras: SummaryExtras, plan: Plan, source: RowSource): Block[] {
  const t = textOf(plan.textChars);
  const blocks: Block[] = [{ kind: 'text', text: header(trace), required: true }];

  const reason = String(trace.reason ?? '');
  if (reason !== '') blocks.push({ kind: 'text', text: `> ${t(reason)}\n` });

  const advice = adviceFor(trace);
  if (advice !== null) blocks.push({ kind: 'text', text: `### What to do\n\n${escapeMarkdown(advice)}\n` });

  const links = linksLine(extras);
  if (links !== '') blocks.push({ kind: 'text', text: links });

  blocks.push({ kind: 'text', text: '### Stages\n' });
  const stages = source.count('stage');
  if (stages === 0) blocks.push({ kind: 'text', text: '_No stage ran._\n' });
  else blocks.push(tableBlock(STAGE_HEADERS, source.rows('stage', plan.textChars, stages), stages));

  // Said only where it explains the end of the run: after a property stage that cleared.
  const propertyCleared =
    Array.isArray(trace.stages) &&
    trace.stages.some((s) => s?.name === 'property' && s.code === 'PROPERTY_CLEAR');
  if (trace.fixtures_configured === 0 && propertyCleared) {
    blocks.push({
      kind: 'text',
      text: '_No fixtures are configured: the run ends at the property stage._\n',
    });
  }

  const properties = source.count('property');
  if (properties > 0) {
    blocks.push({ kind: 'text', text: `### Properties (${properties})\n` });
    blocks.push(
      tableBlock(PROPERTY_HEADERS, source.rows('property', plan.textChars, plan.propertyRows), properties),
    );
  }

  const replays = source.count('replay');
  if (replays > 0) {
    const table = tableBlock(REPLAY_HEADERS, source.rows('replay', plan.textChars, plan.replayRows), replays);
    const title = `Replays (${replays}: ${source.replayTally})`;
    if (replays > 10) {
      blocks.push({ kind: 'details', summary: title, blocks: [table] });
    } else {
      blocks.push({ kind: 'text', text: `### ${escapeMarkdown(title)}\n` }, table);
    }
  }

  const misses = source.count('miss');
  if (misses > 0) {
    blocks.push({ kind: 'text', text: `### Misses and the freeze rows consulted (${misses})\n` });
    blocks.push(tableBlock(MISS_HEADERS, source.rows('miss', plan.textChars, plan.missRows), misses));
  }

  const titles: Record<ListKind, string> = {
    defect: 'Store defects',
    violation: 'Audit violations',
    error: 'Errors',
    warning: 'Warnings',
  };
  for (const kind of LIST_KINDS) {
    const total = source.count(kind);
    if (total === 0) continue;
    const items = source.rows(kind, plan.textChars, plan.listRows);
    blocks.push({ kind: 'text', text: `### ${titles[kind]} (${total})\n` });
    blocks.push({ kind: 'list', items, omitted: total - items.length });
  }

  if (plan.textChars < FULL_TEXT) {
    blocks.push({
      kind: 'text',
      text: `_Long texts are cut to ${plan.textChars} characters — see the .gate artifact._\n`,
    });
  }
  blocks.push({ kind: 'text', text: footer(trace) });
  return blocks;
}

function header(trace: Trace): string {
  const yesNo = (v: unknown): string => (v === true ? 'yes' : v === false ? 'no' : 'unknown');
  const rows = [
    ['reason code', codeSpan(short(trace.reason_code))],
    ['emitted by stage', codeSpan(short(trace.reason_stage))],
    ['freeze client constructed', yesNo(trace.freeze_client_constructed)],
    ['freeze consulted', yesNo(trace.freeze_consulted)],
  ];
  return `${renderVerdictLine(trace)}\n\n${tableHeader(['reviewer field', 'value'])}\n${rows
    .map((r) => tableRow(r, 2))
    .join('\n')}\n`;
}

function linksLine(extras: SummaryExtras): string {
  const parts: string[] = [];
  const artifact = extras.artifact;
  if (artifact !== undefined) {
    const id =
      typeof artifact.id === 'number' && Number.isSafeInteger(artifact.id) ? ` (id ${artifact.id})` : '';
    parts.push(`Artifact: ${link(short(artifact.name, 200), artifact.url)}${id}`);
  }
  if (extras.runUrl !== undefined) parts.push(link('workflow run', extras.runUrl));
  return parts.length === 0 ? '' : `${parts.join(' · ')}\n`;
}

function footer(trace: Trace): string {
  const shard =
    trace.shard !== null && typeof trace.shard === 'object'
      ? ` · shard ${num(trace.shard.index)}/${num(trace.shard.count)}`
      : '';
  return (
    `<sub>patch ${codeSpan(short(trace.patch_digest, 80))} · base ${codeSpan(short(trace.base, 80))} · ` +
    `head ${codeSpan(short(trace.head, 80))} · gate ${codeSpan(short(trace.tool_version, 40))}${shard}</sub>\n`
  );
}

type Text = (value: unknown) => string;

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
  return [
    t(r.target),
    r.seed === null || r.seed === undefined ? '—' : num(r.seed),
    codeSpan(short(r.code)),
    typeof r.binding_sha256 === 'string' ? codeSpan(short(r.binding_sha256, 80)) : '—',
    detail.filter((d) => d !== '').join('; '),
  ];
}

function missRow(m: MissOutcome, t: Text): string[] {
  const d: Partial<MissOutcome['decision']> = isObject(m.decision) ? m.decision : {};
  const decision = [codeSpan(short(d.label))];
  if (Array.isArray(d.missing) && d.missing.length > 0) decision.push(`missing ${t(d.missing.join(', '))}`);
  if (d.reason !== undefined) decision.push(t(d.reason));
  if (Array.isArray(d.paths) && d.paths.length > 0) decision.push(`paths ${t(d.paths.join(', '))}`);
  if (d.freeze === true) decision.push('freeze eligible');
  const f = m.freeze;
  const freeze = !isObject(f)
    ? 'not consulted'
    : [
        codeSpan(short(f.code)),
        f.freeze_id === undefined ? '' : `row ${codeSpan(short(f.freeze_id, 80))}`,
        f.excuses === true ? 'excuses the miss' : 'does not excuse',
        f.why === undefined ? '' : t(f.why),
      ]
        .filter((s) => s !== '')
        .join(' · ');
  return [t(m.target), num(m.seed), decision.join(' · '), codeSpan(short(m.record_sha256, 80)), freeze];
}

function tableBlock(headers: string[], rows: string[], total: number): Block {
  return { kind: 'table', header: tableHeader(headers), rows, omitted: Math.max(0, total - rows.length) };
}

// ---------------------------------------------------------------------------------------------------
// Serialization, with the last-resort trim

/** Blocks → markdown, all of them. */
function serialize(blocks: Block[]): string {
  return blocks.map(render).join('');
}

/**
 * The last-resort trim: the longest prefix of whole blocks (then whole table rows or list items) that
 * fits `limit` together with the trim note; undefined when even the required blocks do not fit.
 */
function serializeTrimmed(blocks: Block[], limit: number): string | undefined {
  const room = limit - byteLength(TRIM_NOTE);
  const out: string[] = [];
  let used = 0;
  for (const block of blocks) {
    const whole = render(block);
    const size = byteLength(whole);
    if (used + size <= room) {
      out.push(whole);
      used += size;
      continue;
    }
    if (block.kind === 'text' && block.required === true) return undefined;
    out.push(partial(block, room - used));
    break;
  }
  return `${out.join('')}${TRIM_NOTE}`;
}

function render(block: Block): string {
  switch (block.kind) {
    case 'text':
      return `${block.text}\n`;
    case 'list': {
      const items = block.omitted > 0 ? [...block.items, `- ${OMITTED(block.omitted)}`] : block.items;
      return `${items.join('\n')}\n\n`;
    }
    case 'table': {
      const rows = block.rows.length > 0 ? `${block.rows.join('\n')}\n` : '';
      const note = block.omitted > 0 ? `\n${OMITTED(block.omitted)}\n` : '';
      return `${block.header}\n${rows}${note}\n`;
    }
    case 'details':
      return `${detailsOpen(block.summary)}${block.blocks.map(render).join('')}${DETAILS_CLOSE}\n`;
    default: {
      const unknown: never = block;
      return String(unknown);
    }
  }
}

/** As much of one block as fits `room` bytes, closed: a table cut between rows, a details block closed. */
function partial(block: Block, room: number): string {
  switch (block.kind) {
    case 'text':
      return '';
    case 'list': {
      let used = 0;
      const items: string[] = [];
      for (const item of block.items) {
        const size = byteLength(item) + 1;
        if (used + size > room) break;
        items.push(`${item}\n`);
        used += size;
      }
      return items.join('');
    }
    case 'table': {
      const head = `${block.header}\n`;
      let used = byteLength(head);
      if (used > room) return '';
      const rows: string[] = [];
      for (const row of block.rows) {
        const size = byteLength(row) + 1;
        if (used + size > room) break;
        rows.push(`${row}\n`);
        used += size;
      }
      return `${head}${rows.join('')}`;
    }
    case 'details': {
      const open = detailsOpen(block.summary);
      const shell = byteLength(open) + byteLength(DETAILS_CLOSE) + 1;
      if (shell > room) return '';
      let used = shell;
      const inner: string[] = [];
      for (const child of block.blocks) {
        const whole = render(child);
        const size = byteLength(whole);
        if (used + size <= room) {
          inner.push(whole);
          used += size;
          continue;
        }
        inner.push(partial(child, room - used));
        break;
      }
      return `${open}${inner.join('')}${DETAILS_CLOSE}\n`;
    }
    default: {
      const unknown: never = block;
      return String(unknown);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Small formatters for untrusted values

/** An array, or an empty one for anything else (an untrusted trace may hold anything). */
function list<T>(value: T[] | undefined | null): T[] {
  return Array.isArray(value) ? value : [];
}

/** A short code-like value as plain text (escape or code-span it before printing). */
function short(value: unknown, max = 60): string {
  return truncateText(String(value ?? ''), max);
}

function num(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return escapeMarkdown(short(value, 30));
}

function elapsed(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** `4990 REPLAY_MATCH, 10 REPLAY_MISS` — counts per value, in first-seen order. */
function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${n} ${short(v, 40)}`).join(', ');
}
