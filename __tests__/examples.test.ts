/**
 * examples/summaries/ holds one rendered check summary per outcome of SPEC §3, made from real runs by
 * scripts/summaries.mjs. This regenerates them (real git repositories, the built CLI) and fails when a
 * file differs, is missing or is left over, and checks that every outcome row of SPEC §3 has one.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_CODES, FREEZE_CODES, GATE_CODES, PROPERTY_CODES, SCOPE_CODES } from '../src/trace/model.js';
import { tempDir } from './helpers/tmp.js';

const ROOT = process.cwd();
const COMMITTED = join(ROOT, 'examples', 'summaries');

describe('examples/summaries', () => {
  it('regenerates byte for byte from real runs', () => {
    const out = tempDir('gate-examples-');
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'summaries.mjs'), '--out', out], {
      encoding: 'utf8',
      timeout: 900_000,
    });
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.status).toBe(0);
    const fresh = readdirSync(out).sort();
    expect(readdirSync(COMMITTED).sort()).toEqual(fresh);
    for (const f of fresh) {
      // A stale file fails with its name in the message.
      expect({ file: f, text: readFileSync(join(COMMITTED, f), 'utf8') }).toEqual({
        file: f,
        text: readFileSync(join(out, f), 'utf8'),
      });
    }
  }, 900_000);

  it('covers every outcome of SPEC §3', () => {
    const page = (name: string) => readFileSync(join(COMMITTED, `${name}.md`), 'utf8');
    const has = (name: string, verdict: string, code: string) => {
      const md = page(name);
      expect(md).toContain(`| verdict | \`${verdict}\``);
      expect(md).toContain(`| reason code | \`${code}\` |`);
    };
    has('clear', 'CLEAR', 'REPLAY_MATCH');
    has('skip-frozen-flake', 'SKIP', 'ANNOTATED_HOLD');
    has('reject-spec', 'REJECT', 'PROPERTY_REJECT');
    has('reject-spec-budget', 'REJECT', 'PROPERTY_BUDGET');
    has('reject-contaminated', 'REJECT', 'CONTAMINATED');
    has('reject-fixture-mismatch', 'REJECT', 'FIXTURE_MISMATCH');
    has('reject-regression', 'REJECT', 'PROPERTY');
    has('reject-red-on-base', 'REJECT', 'PROPERTY');
    has('reject-replay-budget', 'REJECT', 'BUDGET');
    has('hold-scheduler', 'HOLD', 'NO_RECORD');
    has('hold-not-falsifiable', 'HOLD', 'PROPERTY_NOT_FALSIFIABLE');
    has('hold-spec-missing', 'HOLD', 'PROPERTY_ERROR');
    has('hold-unbound', 'HOLD', 'UNBOUND');
    has('hold-incomplete', 'HOLD', 'INCOMPLETE');
    has('hold-toolchain', 'HOLD', 'TOOLCHAIN_PATCH');
    has('hold-toolchain-invalid', 'HOLD', 'TOOLCHAIN_PATCH');
    has('hold-not-configured', 'HOLD', 'NOT_CONFIGURED');
    has('hold-config-error', 'HOLD', 'NOT_CONFIGURED');
    has('unusable', 'UNUSABLE', 'INTERNAL');
    expect(page('reject-red-on-base')).toContain('already red on the base revision');
    expect(page('hold-toolchain-invalid')).toContain('**Its versions of them are invalid**');
    expect(page('hold-config-error')).toContain('configuration error in `gate.yml`');
  });

  it('the first 65 characters of every title say whose doing the outcome is', () => {
    // The class words a title may open with, and whose doing each says the outcome is.
    const FAULT: Record<string, 'patch' | 'base' | 'nobody yet' | 'no fault' | 'the gate'> = {
      Regression: 'patch',
      'Edits its checks': 'patch',
      'Spec failed': 'patch',
      'Too slow': 'patch',
      'Exit in changed code': 'patch',
      'Already failing on base': 'base',
      'Gate misconfigured on base': 'base',
      'Gate not set up on base': 'base',
      'Check cannot fail': 'base',
      'Possible flake': 'nobody yet',
      Inconclusive: 'nobody yet',
      'Spec crashed': 'nobody yet',
      Passed: 'no fault',
      'Known flake, frozen': 'no fault',
      'Needs a person': 'no fault',
      'Nothing to grade': 'no fault',
      'Gate error': 'the gate',
    };
    const expected: Record<string, string> = {
      clear: 'no fault',
      'skip-frozen-flake': 'no fault',
      'reject-spec': 'patch',
      'reject-spec-budget': 'base',
      'reject-contaminated': 'patch',
      'reject-fixture-mismatch': 'patch',
      'reject-regression': 'patch',
      'reject-red-on-base': 'base',
      'reject-replay-budget': 'patch',
      'hold-scheduler': 'nobody yet',
      'hold-not-falsifiable': 'base',
      'hold-spec-missing': 'base',
      'hold-unbound': 'base',
      'hold-incomplete': 'patch',
      'hold-toolchain': 'no fault',
      'hold-toolchain-invalid': 'no fault',
      'hold-not-configured': 'base',
      'hold-config-error': 'base',
      unusable: 'the gate',
    };
    const names = readdirSync(COMMITTED)
      .filter((f) => f.endsWith('.md') && f !== 'README.md')
      .map((f) => f.replace(/\.md$/, ''));
    expect(names.sort()).toEqual(Object.keys(expected).sort());
    for (const name of names) {
      const md = readFileSync(join(COMMITTED, `${name}.md`), 'utf8');
      const title = /^\*\*Check run title:\*\* (.*)$/m.exec(md)?.[1] ?? '';
      const seen = title.slice(0, 65);
      const kind = Object.keys(FAULT).find((k) => seen.startsWith(`${k}: `));
      expect({ name, title: seen, fault: kind === undefined ? undefined : FAULT[kind] }).toEqual({
        name,
        title: seen,
        fault: expected[name],
      });
    }
  });

  it('a base-side outcome says the pull request is not the cause, and never reads as its failure', () => {
    for (const name of [
      'reject-spec-budget',
      'reject-red-on-base',
      'hold-not-falsifiable',
      'hold-spec-missing',
      'hold-unbound',
      'hold-not-configured',
      'hold-config-error',
    ]) {
      const md = readFileSync(join(COMMITTED, `${name}.md`), 'utf8');
      const alert = md.split('\n---\n\n')[1]?.split('\n\n')[0] ?? '';
      expect({
        name,
        says: alert.includes('**This pull request is not the cause:** every pull request is'),
      }).toEqual({
        name,
        says: true,
      });
      expect({ name, blames: /Rejected|What broke|❌|\[!CAUTION\]/.test(md) }).toEqual({
        name,
        blames: false,
      });
    }
  });

  it('the first screen speaks in words: codes and digests only in the one audit details block', () => {
    const codes = [...SCOPE_CODES, ...PROPERTY_CODES, ...FIXTURE_CODES, ...FREEZE_CODES, ...GATE_CODES];
    for (const f of readdirSync(COMMITTED).filter((n) => n !== 'README.md')) {
      const md = readFileSync(join(COMMITTED, f), 'utf8').split('\n---\n\n')[1] as string;
      const at = md.indexOf('<details><summary>Audit detail');
      expect({ f, details: at > 0 }).toEqual({ f, details: true });
      const first = md.slice(0, at);
      for (const c of codes)
        expect({ f, code: c, shown: new RegExp(`\\b${c}\\b`).test(first) }).toEqual({
          f,
          code: c,
          shown: false,
        });
      expect({ f, digest: first.includes('record_sha256') }).toEqual({ f, digest: false });
      // The alert marker stands alone on its line; the next line carries the meaning.
      expect(md.split('\n')[0]).toMatch(/^> \[!(TIP|NOTE|WARNING|CAUTION)\]$/);
      expect(md.split('\n')[1]).toMatch(/^> \*\*[A-Z][^*]+:\*\* \S/);
      // Exactly one audit block, holding the reviewer fields.
      expect((md.match(/<details><summary>Audit detail/g) ?? []).length).toBe(1);
      expect(md.slice(at)).toContain('| reason code |');
    }
  });

  it('the README shows two of them as they are', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    for (const name of ['reject-regression', 'hold-scheduler']) {
      const block =
        new RegExp(`<!-- example: ${name} -->([\\s\\S]*?)<!-- /example -->`).exec(readme)?.[1] ?? '';
      const summary = readFileSync(join(COMMITTED, `${name}.md`), 'utf8').split('\n---\n\n')[1] as string;
      expect(block).toContain(summary.trimEnd());
    }
  });
});
