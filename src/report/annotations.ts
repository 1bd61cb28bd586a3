/**
 * Check-run annotations at witness lines (SPEC §7). Witnesses come from user processes (a spec prints
 * its own witness), so every path is validated as a clean relative path inside the repository, every
 * line is a positive integer, and every message and title is capped; a witness whose path is not clean
 * gets no annotation (it still appears, escaped, in the summary).
 */
import { exitSiteOf } from './facts.js';
import type { Trace, Witness } from '../trace/model.js';
import { byteLength, truncateText } from './markdown.js';
import {
  ANNOTATION_MESSAGE_LIMIT,
  ANNOTATION_TITLE_LIMIT,
  truncateUtf8,
  type Annotation as CheckAnnotation,
  type AnnotationLevel,
} from '../adapters/checks.js';

/** A Checks API annotation (adapters/checks.ts) as the gate writes it: always with a title. */
export type Annotation = CheckAnnotation & { title: string };
const PATH_LIMIT_BYTES = 4096;
const MAX_LINE = 2 ** 31 - 1;

/**
 * Annotations for a trace: one per property witness (a `failure` when the spec rejected the patch, a
 * `warning` otherwise), then one per remaining trace witness not already annotated. Duplicates (same
 * path, line and message) are dropped.
 */
export function annotationsFor(trace: Trace): Annotation[] {
  const out: Annotation[] = [];
  const seen = new Set<string>();
  const add = (witness: Witness, level: AnnotationLevel, title: string, fallback: string): void => {
    const annotation = annotationAt(witness, level, title, fallback);
    if (annotation === undefined) return;
    const key = JSON.stringify([annotation.path, annotation.start_line, witness.message ?? '']);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(annotation);
  };

  for (const p of Array.isArray(trace.properties) ? trace.properties : []) {
    if (p === null || typeof p !== 'object' || p.witness === undefined) continue;
    const rejected = p.code === 'PROPERTY_REJECT';
    add(
      p.witness,
      rejected ? 'failure' : 'warning',
      `${String(p.code)}: ${String(p.spec)}`,
      rejected ? `The spec ${String(p.spec)} rejected the patch here.` : `Witness of ${String(p.spec)}.`,
    );
  }
  const level: AnnotationLevel = trace.verdict === 'REJECT' ? 'failure' : 'warning';
  for (const w of Array.isArray(trace.witnesses) ? trace.witnesses : []) {
    add(w, level, `failure-class: ${String(trace.verdict)}`, 'Witness reported by the gate.');
  }
  for (const e of evidenceAnnotations(trace)) add(e.witness, e.level, e.title, e.witness.message ?? '');
  return out;
}

/** Annotations of one kind at most (the Checks API takes 50 a request; the rest is in the summary). */
export const EVIDENCE_ANNOTATIONS = 50;

interface Evidence {
  witness: Witness;
  level: AnnotationLevel;
  title: string;
}

/**
 * Annotations wherever the trace knows a path besides witnesses: the gate's own files a CONTAMINATED
 * patch changes, the fixture inputs of a FIXTURE_MISMATCH, the spec of a PROPERTY_ERROR or
 * PROPERTY_NOT_FALSIFIABLE, the manifest of an UNBOUND fixture, the line of a configuration error, and
 * the invariant of a miss that rejects the patch (with the output it printed).
 */
function evidenceAnnotations(trace: Trace): Evidence[] {
  const out: Evidence[] = [];
  const push = (
    paths: readonly unknown[],
    level: AnnotationLevel,
    title: string,
    message: (p: string) => string,
    line?: number,
  ): void => {
    for (const p of paths.slice(0, EVIDENCE_ANNOTATIONS)) {
      // A catalog check (`builtin:NAME`) is no file of the repository: nothing to annotate.
      if (typeof p !== 'string' || p.startsWith('builtin:')) continue;
      out.push({
        witness: { path: p, ...(line !== undefined ? { line } : {}), message: message(p) },
        level,
        title,
      });
    }
  };
  const list = <T>(v: T[] | undefined): T[] =>
    Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null) : [];

  if (
    trace.reason_code === 'CONTAMINATED' &&
    trace.reason_stage === 'scope' &&
    Array.isArray(trace.oracle_touched)
  ) {
    push(
      trace.oracle_touched,
      'failure',
      'failure-class: CONTAMINATED',
      () =>
        'This is one of the gate’s own files (the oracle), changed together with other files: split the change to it into its own pull request.',
    );
  }
  for (const r of list(trace.replays)) {
    if (r.code !== 'FIXTURE_MISMATCH' || !Array.isArray(r.differing_inputs)) continue;
    push(
      r.differing_inputs,
      'failure',
      'failure-class: FIXTURE_MISMATCH',
      () =>
        `A pinned input of the fixture ${String(r.target)}: its bytes differ from the base revision, so no replay ran. Revert it, or land it alone as a toolchain patch.`,
    );
  }
  for (const p of list(trace.properties)) {
    if (p.code === 'PROPERTY_ERROR') {
      push(
        [p.spec],
        'warning',
        'failure-class: PROPERTY_ERROR',
        () =>
          `This spec gave no result${typeof p.reason === 'string' && p.reason !== '' ? `: ${p.reason}` : ''}.`,
      );
    } else if (p.code === 'PROPERTY_HOLD' && p.witness !== undefined) {
      push(
        [p.witness.path],
        'warning',
        'failure-class: PROPERTY_HOLD',
        () => `${typeof p.reason === 'string' && p.reason !== '' ? p.reason : 'needs a person'}.`,
      );
    } else if (p.code === 'PROPERTY_NOT_FALSIFIABLE') {
      push(
        [p.spec],
        'warning',
        'failure-class: PROPERTY_NOT_FALSIFIABLE',
        () =>
          `This spec is not falsifiable${typeof p.reason === 'string' && p.reason !== '' ? `: ${p.reason}` : ''}.`,
      );
    }
  }
  for (const r of list(trace.replays)) {
    if (r.code !== 'UNBOUND') continue;
    push(
      [r.manifest],
      'warning',
      'failure-class: UNBOUND',
      () =>
        `This fixture manifest cannot be bound${typeof r.reason === 'string' && r.reason !== '' ? `: ${r.reason}` : ''}.`,
    );
  }
  const problem = trace.config_error;
  if (trace.reason_code === 'NOT_CONFIGURED' && typeof problem === 'object' && problem !== null) {
    push(
      [problem.file],
      'failure',
      'failure-class: configuration error',
      () => String(problem.message),
      typeof problem.line === 'number' ? problem.line : undefined,
    );
  }
  // A failure tied to a line this pull request changed lands on that line, in the diff: the line the
  // code under test exited at, or the first stack frame in a changed file the invariant printed.
  const changed = Array.isArray(trace.changed_paths) ? trace.changed_paths.map(String) : [];
  for (const m of list(trace.misses).slice(0, EVIDENCE_ANNOTATIONS)) {
    const label = m.decision?.label;
    const site = exitSiteOf(m);
    const at =
      site !== undefined && changed.includes(site.path)
        ? site
        : label === 'PROPERTY' || label === 'BUDGET'
          ? changedFrame(
              list(m.attempts)
                .map((a) => (typeof a.excerpt === 'string' ? a.excerpt : ''))
                .join('\n'),
              changed,
            )
          : undefined;
    if (at === undefined) continue;
    push(
      [at.path],
      'failure',
      `failure-class: ${String(m.target)} seed ${String(m.seed)} stops here`,
      () =>
        site !== undefined && site.path === at.path
          ? `The code under test ended the process here while seed ${String(m.seed)} of ${String(m.target)} was replayed, before the invariant decided.`
          : `Seed ${String(m.seed)} of ${String(m.target)} fails on this patch; the invariant's output has a stack frame on this line.`,
      at.line,
    );
  }
  for (const m of list(trace.misses).slice(0, EVIDENCE_ANNOTATIONS)) {
    const label = m.decision?.label;
    if (label !== 'PROPERTY' && label !== 'BUDGET') continue;
    const first = list(m.attempts).find((a) => a.attempt === 'first');
    const excerpt = typeof first?.excerpt === 'string' && first.excerpt !== '' ? `\n\n${first.excerpt}` : '';
    push(
      [m.invariant],
      'failure',
      `failure-class: ${label}: ${String(m.target)} seed ${String(m.seed)}`,
      () =>
        `Seed ${String(m.seed)} of ${String(m.target)} fails on this patch (${label}); the invariant printed:${excerpt || ' nothing.'}`,
    );
  }
  return out;
}

/**
 * The first `PATH:LINE` (a Node or Java frame) or `File "PATH", line N` (a Python frame) in `text`
 * whose PATH is, or ends with `/` and, a path the pull request changed.
 */
export function changedFrame(
  text: string,
  changed: readonly string[],
): { path: string; line: number } | undefined {
  let best: { path: string; line: number; index: number } | undefined;
  for (const path of changed) {
    if (path === '') continue;
    const p = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(?:^|[\\s/("'])${p}(?::(\\d+)|", line (\\d+))`, 'g');
    const m = re.exec(text);
    const line = Number(m?.[1] ?? m?.[2]);
    if (m !== null && Number.isSafeInteger(line) && line >= 1 && (best === undefined || m.index < best.index))
      best = { path, line, index: m.index };
  }
  return best === undefined ? undefined : { path: best.path, line: best.line };
}

function annotationAt(
  witness: Witness,
  level: AnnotationLevel,
  title: string,
  fallback: string,
): Annotation | undefined {
  if (witness === null || typeof witness !== 'object') return undefined;
  const path = cleanRelativePath(witness.path);
  if (path === undefined) return undefined;
  const line = lineNumber(witness.line);
  const message =
    typeof witness.message === 'string' && witness.message.trim() !== '' ? witness.message : fallback;
  return {
    path,
    start_line: line,
    end_line: line,
    annotation_level: level,
    title: truncateText(oneLine(title), ANNOTATION_TITLE_LIMIT),
    message: capMessage(message),
  };
}

/**
 * A clean relative path inside the repository (`./` prefixes removed), or undefined: not empty, not
 * absolute, no drive letter, no backslash, no `.`/`..`/empty segment, no control character.
 */
export function cleanRelativePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let path = value;
  while (path.startsWith('./')) path = path.slice(2);
  if (path === '' || byteLength(path) > PATH_LIMIT_BYTES) return undefined;
  if (path.startsWith('/') || path.includes('\\') || /^[A-Za-z]:/.test(path)) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path)) return undefined;
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    return undefined;
  return path;
}

/** A line number ≥ 1; a witness without a (valid) line is annotated at line 1. */
export function lineNumber(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE ? value : 1;
}

/** A message within GitHub's 64 KiB cap, cut at a code point boundary with a note when it was cut. */
export function capMessage(message: string): string {
  if (byteLength(message) <= ANNOTATION_MESSAGE_LIMIT) return message;
  const note = '\n… (cut — the full message is in the .gate artifact)';
  return truncateUtf8(message, ANNOTATION_MESSAGE_LIMIT - byteLength(note)) + note;
}

function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
}
