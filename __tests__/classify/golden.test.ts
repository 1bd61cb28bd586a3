/**
 * Golden vectors (scripts/golden.mjs): run records and what the reference classifier of seed 002
 * printed or raised for each. Every vector is judged as the differential run judges it: the
 * reference's output byte for byte, or one of the divergences SPEC §4 prescribes (fail closed on
 * types, env/base_env, an unknown candidate_result at the SCHEDULER row), never anything else.
 * Both paths of `gate classify` are checked: one record (decide) and --jsonl (decideRecord).
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KINDS, judge, type GateResult, type RefResult } from '../../scripts/differential-lib.mjs';
import { decideRecord } from '../../src/classify/decide.js';
import { pyDumps } from '../../src/classify/pyjson.js';
import { InputError } from '../../src/cli/errors.js';
import { decide, parseRecordText } from '../../src/commands/classify.js';

interface Golden {
  text: string;
  expect: string;
  ref: RefResult;
}

const golden: Golden[] = readFileSync(join(process.cwd(), '__tests__', 'golden', 'classify.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Golden);

/** What `gate classify RUN.json` prints for the text, or the error it exits 1 with. */
function gateOnText(text: string): GateResult {
  let record;
  try {
    record = parseRecordText(text, 'RUN.json');
  } catch (err) {
    if (err instanceof InputError) return { error: err.message };
    throw err;
  }
  const single = decide(record);
  // The --jsonl path (node:crypto for the hash) prints the same decision.
  expect(pyDumps(decideRecord(record))).toBe(pyDumps(single));
  return { stdout: pyDumps(single, { indent: 2 }) + '\n' };
}

describe('golden vectors from the reference classifier of seed 002', () => {
  it('cover every label, every kind of judgement and the key orders where UTF-16 and code points differ', () => {
    expect(golden.length).toBeGreaterThanOrEqual(600);
    const exactLabels = new Set(golden.filter((g) => g.expect === 'exact').map((g) => g.ref.label));
    expect([...exactLabels].sort()).toEqual(
      ['BUDGET', 'CONTAMINATED', 'FIXTURE', 'INCOMPLETE', 'PASS', 'PROPERTY', 'SCHEDULER'].sort(),
    );
    const kinds = new Set(golden.map((g) => judge(g.ref, gateOnText(g.text)).kind));
    for (const kind of Object.values(KINDS).filter((k) => k !== KINDS.disagree))
      expect({ kind, seen: kinds.has(kind) }).toEqual({ kind, seen: true });
    expect(golden.filter((g) => g.ref.utf16_order_differs).length).toBeGreaterThan(20);
  });

  it.each(golden.map((g, i) => [i, g] as const))(
    'vector %i: the reference’s output or a SPEC §4 divergence',
    (_i, g) => {
      const verdict = judge(g.ref, gateOnText(g.text));
      expect({ ok: verdict.ok, why: verdict.why }).toEqual({ ok: true, why: undefined });
    },
  );
});
