/**
 * The check-run title and summary, rendered from a trace (SPEC §6, §7), for a reviewer who reads the
 * first screen and stops: a GitHub alert with one plain sentence saying what happened and one saying
 * what to do; then the evidence — for each miss the invariant's output, the retries and the base
 * result, for a FIXTURE the inputs that differ, for CONTAMINATED the files to split off, for a SKIP
 * the freeze row and what is left of it; then the commands to run; then the stage table, with passing
 * rows collapsed and digests cut to 12 characters (the full values stay in the trace and the artifact).
 *
 * Pure string builders, after dorny/test-reporter: the summary knows the 65,535-byte limit of a
 * check-run summary and degrades detail before it trims — per-seed rows first, then excerpts, then
 * per-spec rows and evidence blocks, then long texts — and only as a last resort cuts the document,
 * at a block or table-row boundary, so no code fence, `<details>` or table row is ever left open. The
 * alert always comes first and stays.
 *
 * The trace may come from an untrusted artifact (fork report mode): every string in it is escaped
 * (Prose, codeSpan, codeBlock) and every number is checked before it is printed; the product's own
 * sentences are markdown and render as such.
 */
import type {
  AttemptEvidence,
  MissOutcome,
  PropertyOutcome,
  PatchTestsSummary,
  ReplayOutcome,
  StageEntry,
  Trace,
  Witness,
} from '../trace/model.js';
import { adviceOf, shellLines } from './advice.js';
import { exercisedNote } from './exercised.js';
import { runOfUrl, type GateFiles, DOWNLOAD_DIR } from './commands.js';
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
import { headlineOf, titleOf } from './headline.js';
import {
  DETAILS_CLOSE,
  Prose,
  byteLength,
  code,
  codeBlock,
  codeSpan,
  detailsOpen,
  safeCode,
  escapeMarkdown,
  isSafeUrl,
  link,
  prose,
  shortDigest,
  tableHeader,
  tableRow,
  truncateText,
} from './markdown.js';
import { OUTPUT_TEXT_LIMIT, truncateUtf8 } from '../adapters/checks.js';

/** The check-run summary limit (bytes of UTF-8): the Checks API's own. */
export const SUMMARY_LIMIT = OUTPUT_TEXT_LIMIT;
export { TITLE_LIMIT } from './headline.js';

export interface SummaryExtras {
  /** The `.gate` artifact of this run, when it was uploaded. */
  artifact?: { id?: number; url?: string; name: string };
  /** Plain strings are untrusted (escaped); Prose is the product's own text. */
  warnings?: Array<string | Prose>;
  runUrl?: string;
  /**
   * Where a person finds this run's `.gate` files for the commands it is told to run. Default: the
   * artifact, downloaded from the run of `runUrl`, when both are known; else the local `.gate` folder.
   */
  files?: GateFiles;
}

/** `Rejected: seed 1402 of codec.roundtrip fails on this patch, passes on base` — one line, ≤ 255 chars. */
export function renderTitle(trace: Trace): string {
  return titleOf(headlineOf(trace));
}

/**
 * The first lines of every summary: a GitHub alert (`> [!CAUTION]` …) with what happened and what to
 * do, in plain words.
 */
export function renderVerdictLine(trace: Trace): string {
  const h = headlineOf(trace);
  // The marker stands alone: where check-run output shows it as plain text, the next line still reads.
  const lead = h.kind === h.verb ? h.verb : `${h.verb} · ${h.kind}`;
  return (
    `> [!${h.alert}]\n` +
    `> **${lead}:** ${h.what.markdown()}.\n` +
    `>\n` +
    `> **What to do:** ${h.next.markdown()}\n`
  );
}

/** Where the run's `.gate` files are for a person, from what the summary knows (see SummaryExtras.files). */
export function gateFilesOf(extras: SummaryExtras): GateFiles {
  if (extras.files !== undefined) return extras.files;
  const run = runOfUrl(extras.runUrl);
  if (extras.artifact !== undefined && run !== undefined) {
    return {
      kind: 'artifact',
      repo: run.repo,
      runId: run.runId,
      name: extras.artifact.name,
      dir: DOWNLOAD_DIR,
    };
  }
  return { kind: 'local', dir: '.gate' };
}

/**
 * The check-run summary, at most `limitBytes` bytes of UTF-8. Below about 1 KiB there is no room for
 * the evidence; the result is then the alert alone, cut to fit.
 *
 * Degradation: drop per-seed rows, shorten excerpts, drop the misses table, keep fewer evidence
 * blocks, drop per-spec rows, shorten long texts, drop excerpts, then the plain lists, until the
 * summary fits; then give detail back, the most useful first (evidence, excerpts, misses, specs,
 * lists, replays), as much as still fits. Every dropped row is counted in a note that points at the
 * `.gate` artifact. Only if nothing else is left is it trimmed.
 */
export function renderSummary(trace: Trace, extras: SummaryExtras = {}, limitBytes = SUMMARY_LIMIT): string {
  const limit = Math.max(0, Math.floor(limitBytes));
  const source = new RowSource(trace, extras);
  const full: Plan = {
    evidenceRows: source.count('evidence'),
    // No excerpt at all: nothing to shorten or give back.
    excerptChars: source.hasExcerpts ? FULL_EXCERPT : 0,
    replayRows: source.count('replay'),
    missRows: source.count('miss'),
    propertyRows: source.count('property'),
    listRows: Math.max(0, ...LIST_KINDS.map((kind) => source.count(kind))),
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
    return truncateUtf8(renderVerdictLine(trace), limit);
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

/** How much detail a rendering carries: rows per table, blocks, and characters per free text. */
interface Plan {
  /** Misses shown with their evidence (attempts and excerpts). */
  evidenceRows: number;
  /** Characters of one output excerpt. */
  excerptChars: number;
  replayRows: number;
  missRows: number;
  propertyRows: number;
  /** Items of each plain list: store defects, audit violations, errors, warnings, file lists. */
  listRows: number;
  textChars: number;
}

type PlanKey = keyof Plan;

/** Characters of one free text (a reason, a witness message) at full detail. */
const FULL_TEXT = 500;
/** Characters of one excerpt at full detail (the trace keeps at most 2000). */
const FULL_EXCERPT = 2000;
/** Evidence blocks at most (the rest are rows of the misses table). */
const MAX_EVIDENCE = 10;
/** Paths of one file list (oracle files, other files, differing inputs) at full detail. */
const MAX_PATHS = 50;

const DEGRADE: ReadonlyArray<(plan: Plan) => Plan> = [
  (plan) => ({ ...plan, replayRows: 0 }),
  (plan) => ({ ...plan, excerptChars: Math.min(plan.excerptChars, 600) }),
  (plan) => ({ ...plan, missRows: 0 }),
  (plan) => ({ ...plan, evidenceRows: Math.min(plan.evidenceRows, 3) }),
  (plan) => ({ ...plan, propertyRows: 0 }),
  (plan) => ({ ...plan, textChars: 160 }),
  (plan) => ({ ...plan, excerptChars: 0 }),
  (plan) => ({ ...plan, evidenceRows: Math.min(plan.evidenceRows, 1) }),
  (plan) => ({ ...plan, textChars: 60 }),
  (plan) => ({ ...plan, listRows: 0 }),
  (plan) => ({ ...plan, evidenceRows: 0 }),
];
const REFILL_ORDER: readonly PlanKey[] = [
  'evidenceRows',
  'excerptChars',
  'missRows',
  'propertyRows',
  'listRows',
  'replayRows',
];

/** The plan with the largest `key` (≤ n) that fits, by binary search; undefined when none fits. */
function largestFitting(
  plan: Plan,
  key: PlanKey,
  n: number,
  fits: (plan: Plan) => string | undefined,
): { plan: Plan; text: string } | undefined {
  let best: { plan: Plan; text: string } | undefined;
  let lo = plan[key];
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

type RowKind = 'stage' | 'property' | 'replay' | 'miss' | 'evidence' | ListKind;
type ListKind = 'defect' | 'violation' | 'error' | 'warning';
const LIST_KINDS: readonly ListKind[] = ['defect', 'violation', 'error', 'warning'];

const STAGE_HEADERS = ['stage', 'code', 'elapsed', 'detail'];
const PROPERTY_HEADERS = ['spec', 'code', 'witness', 'reason'];
const REPLAY_HEADERS = ['target', 'seed', 'code', 'binding', 'detail'];
const MISS_HEADERS = ['target', 'seed', 'classifier decision', 'record_sha256', 'freeze row'];

class RowSource {
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
        g.some((m) =>
          attemptsOf(m as MissOutcome).some((a) => typeof a.excerpt === 'string' && a.excerpt !== ''),
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
  /** Atomic. `required`: the trim keeps it or gives up (the alert). */
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
  const blocks: Block[] = [{ kind: 'text', text: renderVerdictLine(trace), required: true }];

  blocks.push(...evidenceBlocks(trace, plan, source, t, blobBaseOf(trace, extras)));

  // The advice in words; its codes are in the audit detail (reason code, stage).
  const advice = adviceOf(trace, { files: gateFilesOf(extras) });
  if (advice !== null) {
    blocks.push({ kind: 'text', text: `### What to do\n\n${advice.words.markdown()}\n` });
    advice.commands.forEach((c, i) => {
      blocks.push({
        kind: 'text',
        text: `${i + 1}. ${c.what.markdown()}:\n\n${indent(codeBlock(shellLines(c.lines), 'sh'))}`,
      });
    });
  }

  const links = linksLine(extras);
  if (links !== '') blocks.push({ kind: 'text', text: links });

  // Said in the open, not in the details: user code could reach what a sandbox keeps out.
  const noSandbox = sandboxNote(trace);
  if (noSandbox !== undefined) blocks.push({ kind: 'text', text: noSandbox, required: true });
  const unexercised = exercisedNote(trace);
  if (unexercised !== undefined) blocks.push({ kind: 'text', text: unexercised });

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

  // Everything an auditor reads and a reviewer does not: codes, stages, digests, the tables.
  const audit: Block[] = [{ kind: 'text', text: reviewerFields(trace) }];
  const stages = source.count('stage');
  if (stages === 0) audit.push({ kind: 'text', text: '_No stage ran._\n' });
  else audit.push(tableBlock(STAGE_HEADERS, source.rows('stage', plan.textChars, stages), stages));
  const outside = overheadLine(trace);
  if (outside !== undefined) audit.push({ kind: 'text', text: outside });

  // Said only where it explains the end of the run: after a property stage that cleared.
  const propertyCleared = list(trace.stages).some(
    (s) => isObject(s) && s.name === 'property' && s.code === 'PROPERTY_CLEAR',
  );
  if (trace.fixtures_configured === 0 && propertyCleared) {
    audit.push({
      kind: 'text',
      text: '_No fixtures are configured: the run ends at the property stage._\n',
    });
  }

  const properties = source.count('property');
  if (properties > 0) {
    audit.push({ kind: 'text', text: `#### Specs (${properties})\n` });
    audit.push(
      ...splitTable(
        PROPERTY_HEADERS,
        source.rows('property', plan.textChars, plan.propertyRows),
        properties,
        source.failing.property,
        (n) => `${n} ${n === 1 ? 'spec' : 'specs'} clear`,
      ),
    );
  }

  const replays = source.count('replay');
  if (replays > 0) {
    audit.push({
      kind: 'text',
      text: `#### Replays (${escapeMarkdown(`${replays}: ${source.replayTally}`)})\n`,
    });
    audit.push(
      ...splitTable(
        REPLAY_HEADERS,
        source.rows('replay', plan.textChars, plan.replayRows),
        replays,
        source.failing.replay,
        (n) => `${n} ${n === 1 ? 'replay' : 'replays'} matched`,
      ),
    );
  }

  const misses = source.count('miss');
  if (misses > 0) {
    audit.push({ kind: 'text', text: `#### Misses and the freeze rows consulted (${misses})\n` });
    audit.push(tableBlock(MISS_HEADERS, source.rows('miss', plan.textChars, plan.missRows), misses));
  }
  audit.push({ kind: 'text', text: footer(trace) });
  blocks.push({ kind: 'details', summary: AUDIT_SUMMARY, blocks: audit });

  if (plan.textChars < FULL_TEXT || (source.hasExcerpts && plan.excerptChars < FULL_EXCERPT)) {
    blocks.push({
      kind: 'text',
      text: `_Long texts are cut to ${plan.textChars} characters and output excerpts to ${plan.excerptChars} — see the .gate artifact._\n`,
    });
  }
  return blocks;
}

/** The one collapsed block below the evidence: every code, stage, digest and table of the run. */
export const AUDIT_SUMMARY = 'Audit detail: verdict and codes, stages, specs, replays, digests';

/**
 * `https://github.com/OWNER/REPO/blob/<head sha>/` when the summary knows the repository (from the
 * run's URL on github.com) and the trace a full head sha: file references then open the file as the
 * pull request has it.
 */
function blobBaseOf(trace: Trace, extras: SummaryExtras): string | undefined {
  const run = runOfUrl(extras.runUrl);
  if (run === undefined || run.repo.split('/').length !== 2) return undefined;
  if (typeof trace.head !== 'string' || !/^[0-9a-f]{40}$/.test(trace.head)) return undefined;
  return `https://github.com/${run.repo}/blob/${trace.head}/`;
}

/** `path:line` as a link to the blob at the head sha (see blobBaseOf), else as code. */
function fileRef(path: string, line: number | undefined, blob: string | undefined): string {
  const shown = `${path}${line !== undefined ? `:${line}` : ''}`;
  if (blob === undefined || path === '' || path.startsWith('/') || path.split('/').includes('..'))
    return safeCode(shown);
  const url = `${blob}${path.split('/').map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
  return isSafeUrl(url) ? `[${safeCode(shown)}](${url})` : safeCode(shown);
}

/** A table whose first `failing` rows are shown and the rest collapsed under `<details>`. */
function splitTable(
  headers: string[],
  rows: string[],
  total: number,
  failing: number,
  collapsed: (n: number) => string,
): Block[] {
  const out: Block[] = [];
  const shownFailing = rows.slice(0, failing);
  const shownPassing = rows.slice(failing);
  const passingTotal = total - failing;
  if (failing > 0) out.push(tableBlock(headers, shownFailing, failing));
  if (passingTotal > 0) {
    out.push({
      kind: 'details',
      summary: collapsed(passingTotal),
      blocks: [tableBlock(headers, shownPassing, passingTotal)],
    });
  }
  return out;
}

function indent(markdown: string): string {
  return markdown
    .split('\n')
    .map((l) => (l === '' ? l : `   ${l}`))
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Evidence

function evidenceBlocks(
  trace: Trace,
  plan: Plan,
  source: RowSource,
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
function groupEvidence(trace: Trace, misses: unknown[]): unknown[] {
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
function missEvidence(trace: Trace, group: MissOutcome[], t: Text, excerptChars: number): string {
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

// ---------------------------------------------------------------------------------------------------
// Header, links, footer and rows

function reviewerFields(trace: Trace): string {
  const yesNo = (v: unknown): string => (v === true ? 'yes' : v === false ? 'no' : 'unknown');
  const rows = [
    [
      'verdict',
      `${codeSpan(short(trace.verdict))} · label ${trace.label === null ? 'none' : codeSpan(short(trace.label))} · conclusion ${codeSpan(short(trace.conclusion))}`,
    ],
    ['reason code', codeSpan(short(trace.reason_code))],
    ['emitted by stage', codeSpan(short(trace.reason_stage))],
    ['freeze client constructed', yesNo(trace.freeze_client_constructed)],
    ['freeze consulted', yesNo(trace.freeze_consulted)],
  ];
  // Absent from traces of runs that ended before user code could run, and from older gates.
  if (isObject(trace.sandbox)) rows.push(['user code ran as', sandboxCell(trace.sandbox)]);
  return `${tableHeader(['reviewer field', 'value'])}\n${rows.map((r) => tableRow(r, 2)).join('\n')}\n`;
}

/** Who user code ran as (SPEC §8). */
function sandboxCell(sandbox: NonNullable<Trace['sandbox']>): string {
  if (sandbox.mode === 'user') return `the sandbox user ${codeSpan(short(sandbox.user))}`;
  return `the gate's own OS user (no sandbox: ${escapeMarkdown(short(sandbox.reason, 200))})`;
}

/** Said plainly when user code shared the gate's user: it could reach what the sandbox keeps out. */
function sandboxNote(trace: Trace): string | undefined {
  const s = trace.sandbox;
  if (!isObject(s) || s.mode !== 'none') return undefined;
  return (
    `_No sandbox: user code (specs, generators, invariants and the code they load) shared the gate's OS ` +
    `user (${escapeMarkdown(short(s.reason, 200))}), so it could read the gate's environment and write its state._\n`
  );
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
  const shard = isObject(trace.shard) ? ` · shard ${num(trace.shard.index)}/${num(trace.shard.count)}` : '';
  return (
    `<sub>patch ${codeSpan(shortDigest(trace.patch_digest))} · base ${codeSpan(shortDigest(trace.base))} · ` +
    `head ${codeSpan(shortDigest(trace.head))} · gate ${codeSpan(short(trace.tool_version, 40))}${shard}</sub>\n`
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
      return items.length === 0 ? '' : `${items.join('\n')}\n\n`;
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

/** The run's time outside the stage table, when the trace records it. */
function overheadLine(trace: Trace): string | undefined {
  const { setup_ms: setup, teardown_ms: teardown } = trace;
  if (typeof setup !== 'number' || typeof teardown !== 'number') return undefined;
  return `_Outside the stages: setup ${elapsed(setup)} (revisions, worktrees, sandbox), teardown ${elapsed(teardown)} (worktrees removed, audit)._\n`;
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
