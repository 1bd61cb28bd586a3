/**
 * examples/summaries/ holds one rendered check summary per outcome of SPEC §3, made from real runs by
 * scripts/summaries.mjs. This regenerates them (real git repositories, the built CLI) and fails when a
 * file differs, is missing or is left over, and checks that every outcome row of SPEC §3 has one.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = process.cwd();
const COMMITTED = join(ROOT, 'examples', 'summaries');

describe('examples/summaries', () => {
  it('regenerates byte for byte from real runs', () => {
    const out = mkdtempSync(join(tmpdir(), 'gate-examples-'));
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
