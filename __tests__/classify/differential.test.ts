/**
 * `gate classify` against the reference classifier of seed 002, run by python3 (one process for
 * all records), on records from the differential generator (scripts/differential-lib.mjs): lone
 * surrogates, astral and private-use characters in keys and values, every escape and number
 * spelling, nesting and integers at Python's reading limits, every JSON type in every field.
 * Seeded (GATE_DIFFERENTIAL_SEED overrides the seed), so a failure names records that reproduce;
 * `node scripts/differential.mjs --count 20000` runs the same against the built CLI at length.
 *
 * The reference is extracted from the article at run time and never committed; where the article
 * or python3 is missing these tests are skipped (set GATE_REQUIRE_REFERENCE=1 to fail instead),
 * and the golden vectors (golden.test.ts) still hold the gate to the reference's recorded output.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import fc from 'fast-check';
import {
  KINDS,
  judge,
  keyString,
  pythonAvailable,
  runReference,
  sampleTexts,
  type GateResult,
  type RefResult,
} from '../../scripts/differential-lib.mjs';
import { extractReference, seedPath } from '../../scripts/reference.mjs';
import { decideRecord } from '../../src/classify/decide.js';
import { compareCodePoints, pyDumps } from '../../src/classify/pyjson.js';
import { InputError } from '../../src/cli/errors.js';
import { decide, parseRecordText } from '../../src/commands/classify.js';

const SEED = Number(process.env.GATE_DIFFERENTIAL_SEED ?? 18);
const COUNT = 3000;

function findReference(): string | undefined {
  let missing: string | undefined;
  try {
    seedPath();
  } catch (err) {
    missing = (err as Error).message;
  }
  if (missing === undefined && !pythonAvailable()) missing = 'python3 is not on PATH';
  if (missing === undefined) return extractReference();
  if (process.env.GATE_REQUIRE_REFERENCE === '1') throw new Error(`the reference is required: ${missing}`);
  console.warn(`differential tests skipped: ${missing}`);
  return undefined;
}
const reference = findReference();
afterAll(() => {
  if (reference) rmSync(dirname(reference), { recursive: true, force: true });
});

/** Both paths of `gate classify` on one text: one record (decide) and --jsonl (decideRecord). */
function gateOnText(text: string): GateResult {
  let record;
  try {
    record = parseRecordText(text, 'RUN.json');
  } catch (err) {
    if (err instanceof InputError) return { error: err.message };
    throw err;
  }
  const single = decide(record);
  const compact = pyDumps(single);
  expect(pyDumps(decideRecord(record))).toBe(compact);
  return { compact, stdout: pyDumps(single, { indent: 2 }) + '\n' };
}

(reference ? describe : describe.skip)('gate classify against the reference in python3', () => {
  const texts = sampleTexts(COUNT, SEED);
  const refs: RefResult[] = reference ? runReference(texts, reference) : [];

  it(`agrees on ${COUNT} generated records (seed ${SEED}): the reference's output, or a SPEC §4 divergence`, () => {
    const kinds = new Map<string, number>();
    const exactLabels = new Map<string, number>();
    const failures: { i: number; why?: string; text: string }[] = [];
    texts.forEach((text, i) => {
      const ref = refs[i] as RefResult;
      const v = judge(ref, gateOnText(text));
      kinds.set(v.kind, (kinds.get(v.kind) ?? 0) + 1);
      if (v.kind === KINDS.exact && ref.label)
        exactLabels.set(ref.label, (exactLabels.get(ref.label) ?? 0) + 1);
      if (!v.ok) failures.push({ i, why: v.why, text });
    });
    expect(failures.slice(0, 5)).toEqual([]);
    // The generator reaches every kind of judgement and every label, so agreement is not
    // agreement on INCOMPLETE alone.
    for (const kind of Object.values(KINDS).filter((k) => k !== KINDS.disagree))
      expect({ kind, seen: (kinds.get(kind) ?? 0) > 0 }).toEqual({ kind, seen: true });
    for (const label of ['INCOMPLETE', 'CONTAMINATED', 'FIXTURE', 'BUDGET', 'PROPERTY', 'SCHEDULER', 'PASS'])
      expect({ label, exact: (exactLabels.get(label) ?? 0) >= 20 }).toEqual({ label, exact: true });
    expect((kinds.get(KINDS.exact) ?? 0) / COUNT).toBeGreaterThan(0.5);
  });

  it('the records include the key orders where UTF-16 units and code points disagree', () => {
    expect(refs.filter((r) => r.utf16_order_differs).length).toBeGreaterThan(200);
  });

  it('the judge rejects what the gate must not print', () => {
    const i = refs.findIndex((r) => r.stage === 'ok' && r.expect === 'exact' && r.label === 'SCHEDULER');
    const ref = refs[i] as RefResult;
    const ok = gateOnText(texts[i] as string);
    expect(judge(ref, ok).ok).toBe(true);
    const swap = (from: string, to: string): GateResult => ({
      compact: (ok as { compact: string }).compact.replace(from, to),
    });
    expect(judge(ref, swap(ref.hash as string, '0'.repeat(64))).ok).toBe(false);
    expect(judge(ref, swap('"SCHEDULER"', '"PROPERTY"')).ok).toBe(false);
    expect(judge(ref, { error: 'refused' }).ok).toBe(false);
    const unreadable = refs.find((r) => r.stage === 'loads') as RefResult;
    expect(judge(unreadable, ok).ok).toBe(false);
    expect(judge(unreadable, { error: 'refused' }).ok).toBe(true);
  });

  it('compareCodePoints orders keys as Python’s sorted() does', () => {
    const lists = fc.sample(fc.array(keyString, { minLength: 2, maxLength: 8 }), {
      numRuns: 3000,
      seed: SEED,
    });
    const sorted = execFileSync(
      'python3',
      ['-c', 'import json, sys\nfor l in sys.stdin.buffer: print(json.dumps(sorted(json.loads(l))))'],
      { input: lists.map((l) => JSON.stringify(l)).join('\n') + '\n', encoding: 'utf8' },
    )
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as string[]);
    const wrong = lists.filter(
      (l, i) => JSON.stringify([...l].sort(compareCodePoints)) !== JSON.stringify(sorted[i]),
    );
    expect(wrong.slice(0, 3)).toEqual([]);
    // Where UTF-16 order is not Python's, so the comparison is tested where it matters.
    expect(
      lists.filter((l, i) => JSON.stringify([...l].sort()) !== JSON.stringify(sorted[i])).length,
    ).toBeGreaterThan(300);
  });
});
