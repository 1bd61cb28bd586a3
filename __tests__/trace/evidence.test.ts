import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig, ConfigError } from '../../src/oracle/config.js';
import {
  attemptEvidence,
  configProblemOf,
  differingInputs,
  evidenceLog,
  readAttemptEvidence,
} from '../../src/trace/evidence.js';
import { tempDir } from '../helpers/tmp.js';

describe('differingInputs', () => {
  it('lists changed, added and removed inputs, sorted', () => {
    const base = [
      { path: 'in/b.txt', sha256: '1' },
      { path: 'in/a.txt', sha256: '2' },
      { path: 'in/gone.txt', sha256: '3' },
    ];
    const cand = [
      { path: 'in/a.txt', sha256: '2' },
      { path: 'in/b.txt', sha256: 'changed' },
      { path: 'in/new.txt', sha256: '4' },
    ];
    expect(differingInputs(cand, base)).toEqual(['in/b.txt', 'in/gone.txt', 'in/new.txt']);
    expect(differingInputs(base, base)).toEqual([]);
  });

  it('is exactly the symmetric difference of the digest maps, bounded (property)', () => {
    const files = fc.uniqueArray(
      fc.record({ path: fc.constantFrom('a', 'b', 'c', 'd', 'e'), sha256: fc.constantFrom('1', '2') }),
      {
        selector: (f) => f.path,
      },
    );
    fc.assert(
      fc.property(files, files, fc.integer({ min: 0, max: 6 }), (cand, base, max) => {
        const out = differingInputs(cand, base, max);
        const c = new Map(cand.map((f) => [f.path, f.sha256]));
        const b = new Map(base.map((f) => [f.path, f.sha256]));
        const expected = [...new Set([...c.keys(), ...b.keys()])].filter((p) => c.get(p) !== b.get(p)).sort();
        expect(out).toEqual(expected.slice(0, max));
      }),
    );
  });
});

describe('attempt evidence', () => {
  it('points at the invariant log, else the last log', () => {
    expect(evidenceLog(['s/attempt-1/generator.log', 's/attempt-1/invariant.log'])).toBe(
      's/attempt-1/invariant.log',
    );
    expect(evidenceLog(['s/attempt-1/generator.log'])).toBe('s/attempt-1/generator.log');
    expect(evidenceLog([])).toBeUndefined();
  });

  it('carries result, exit status, reason, excerpt and log', () => {
    expect(
      attemptEvidence(
        'retry',
        { result: 'fail', exitCode: 1, reason: 'the invariant failed (exit 1)', logs: ['r/invariant.log'] },
        'boom',
        2,
      ),
    ).toEqual({
      attempt: 'retry',
      n: 2,
      result: 'fail',
      exit_code: 1,
      reason: 'the invariant failed (exit 1)',
      excerpt: 'boom',
      log: 'r/invariant.log',
    });
    expect(attemptEvidence('base', { result: 'not_run', reason: 'inputs differ' }, undefined)).toEqual({
      attempt: 'base',
      result: 'not_run',
      reason: 'inputs differ',
    });
  });

  it('reads the excerpt from the run log in .gate', () => {
    const gate = tempDir('gate-evidence-');
    mkdirSync(join(gate, 'f/seed-3/attempt-1'), { recursive: true });
    writeFileSync(
      join(gate, 'f/seed-3/attempt-1/invariant.log'),
      'LAW BROKEN [inc preminor] 7.11.6 -> null\n',
    );
    const e = readAttemptEvidence((rel) => join(gate, rel), 'first', {
      result: 'fail',
      exitCode: 1,
      logs: ['f/seed-3/attempt-1/generator.log', 'f/seed-3/attempt-1/invariant.log'],
    });
    expect(e.excerpt).toBe('LAW BROKEN [inc preminor] 7.11.6 -> null');
    expect(e.log).toBe('f/seed-3/attempt-1/invariant.log');
  });
});

describe('configProblemOf', () => {
  it('keeps the file, the field, the message and the line of a ConfigError', () => {
    let err: unknown;
    try {
      parseConfig('version: 1\nbudgets:\n  retry_cpa: 2\n', 'gate.yml');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const p = configProblemOf(err as ConfigError);
    expect(p.file).toBe('gate.yml');
    expect(p.field).toBe('budgets.retry_cpa');
    expect(p.message).toContain('gate.yml');
    expect(p.line).toBe(3);
  });
});
