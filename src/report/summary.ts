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
 *
 * This module is the top-level builder: it renders the summary at full detail and degrades or gives
 * detail back until it fits. The pieces: the detail budget and its steps (plan.ts), the rows of the
 * tables (rows.ts), the evidence (evidence.ts), the sections in reading order (sections.ts), the
 * blocks and the last-resort trim (blocks.ts), what is known besides the trace (extras.ts), and the
 * small formatters for untrusted values (values.ts).
 */
import type { Trace } from '../trace/model.js';
import { headlineOf, titleOf } from './headline.js';
import { byteLength } from './markdown.js';
import { serialize, serializeTrimmed } from './blocks.js';
import type { SummaryExtras } from './extras.js';
import { DEGRADE, FULL_EXCERPT, FULL_TEXT, REFILL_ORDER, largestFitting, type Plan } from './plan.js';
import { LIST_KINDS, RowSource } from './rows.js';
import { buildBlocks, renderVerdictLine } from './sections.js';
import { OUTPUT_TEXT_LIMIT, truncateUtf8 } from '../adapters/checks.js';

/** The check-run summary limit (bytes of UTF-8): the Checks API's own. */
export const SUMMARY_LIMIT = OUTPUT_TEXT_LIMIT;
export { TITLE_LIMIT } from './headline.js';
export type { SummaryExtras } from './extras.js';
export { renderVerdictLine } from './sections.js';

/** `Rejected: seed 1402 of codec.roundtrip fails on this patch, passes on base` — one line, ≤ 255 chars. */
export function renderTitle(trace: Trace): string {
  return titleOf(headlineOf(trace));
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
