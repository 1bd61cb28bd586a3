import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { byteLength } from '../../src/report/markdown.js';
import { SUMMARY_LIMIT, renderSummary, renderTitle, renderVerdictLine } from '../../src/report/summary.js';
import type { Trace } from '../../src/trace/model.js';
import {
  SHA,
  cellsOf,
  clearTrace,
  holdTrace,
  miss,
  noLiveMention,
  property,
  rejectTrace,
  replay,
  schedulerDecision,
  stage,
} from './trace-fixture.js';

/** Structural soundness of a rendered summary: fences, details and table rows all closed. */
function expectBalanced(md: string): void {
  const fenceLines = md.split('\n').filter((l) => /^\s*(```|~~~)/.test(l));
  expect(fenceLines.length % 2).toBe(0);
  expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length);
  // Every table: rows have the header's number of cells, and every row line is closed by a pipe.
  const lines = md.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\|( --- \|)+$/.test(lines[i + 1] ?? '')) continue;
    const width = cellsOf(lines[i]!).length;
    expect(cellsOf(lines[i + 1]!)).toHaveLength(width);
    for (let j = i + 2; j < lines.length && lines[j]!.startsWith('|'); j++) {
      expect(lines[j]!.endsWith('|')).toBe(true);
      expect(cellsOf(lines[j]!)).toHaveLength(width);
    }
  }
}

const REVIEWER_FIELDS = ['| reason code |', '| emitted by stage |', '| freeze client constructed |'];

function expectHeader(md: string, trace: Trace): void {
  expect(md.startsWith(renderVerdictLine(trace))).toBe(true);
  for (const field of REVIEWER_FIELDS) expect(md).toContain(field);
}

/** 🦄, CJK and combining marks: 3–4 bytes a character, and markdown-hostile characters mixed in. */
function hugeUnicode(chars: number): string {
  const unit = '🦄 日本語のテキスト e\u0301 <b>@octocat</b> | ``` \n';
  return unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);
}

function overLimitTrace(): Trace {
  const replays = Array.from({ length: 5000 }, (_, i) =>
    replay({
      target: `parser.roundtrip.${i % 7}`,
      seed: 1000 + i,
      code: i % 97 === 0 ? 'REPLAY_MISS' : 'REPLAY_MATCH',
      binding_sha256: SHA((i % 16).toString(16)),
      reason: i % 97 === 0 ? hugeUnicode(3000) : undefined,
    }),
  );
  const misses = replays
    .filter((r) => r.code === 'REPLAY_MISS')
    .map((r) =>
      miss(
        { target: r.target, seed: r.seed as number, decision: schedulerDecision(r.seed as number) },
        { code: 'NO_RECORD', why: hugeUnicode(2000) },
      ),
    );
  const properties = Array.from({ length: 12 }, (_, i) =>
    property({
      spec: `specs/spec_${i}.py`,
      code: 'PROPERTY_CLEAR',
      witness: { path: `src/${hugeUnicode(50)}.py`, line: i + 1, message: hugeUnicode(100_000) },
      reason: hugeUnicode(20_000),
    }),
  );
  return holdTrace({
    replays,
    misses,
    properties,
    store_defects: Array.from({ length: 300 }, (_, i) => `row f-${i}: empty expiry ${hugeUnicode(200)}`),
    reason: hugeUnicode(50_000),
  });
}

describe('renderTitle', () => {
  it('says what happened in plain words', () => {
    expect(renderTitle(holdTrace())).toBe(
      'Possible flake: seed 1402 of parser.roundtrip failed, then passed on retry 1; no freeze row',
    );
    expect(renderTitle(clearTrace())).toBe('Passed: 1 spec clear, 1 replay matches');
    expect(renderTitle(clearTrace({ verdict: 'HOLD', label: null, reason_code: 'TOOLCHAIN_PATCH' }))).toBe(
      'Needs a person: the patch changes only the gate’s own files',
    );
  });

  it('is one line of at most 255 characters, whatever the trace holds', () => {
    const title = renderTitle(
      clearTrace({ reason_code: 'X'.repeat(10_000) as never, verdict: 'A\nB' as never }),
    );
    expect(title.length).toBeLessThanOrEqual(255);
    expect(title).not.toMatch(/\n/);
  });
});

describe('renderSummary', () => {
  it('a HOLD: verdict line, reviewer fields, stages, replays, misses with record hashes, advice', () => {
    const trace = holdTrace();
    const md = renderSummary(trace, {
      artifact: { id: 42, url: 'https://github.com/o/r/actions/runs/1/artifacts/42', name: 'gate' },
      runUrl: 'https://github.com/o/r/actions/runs/1',
      warnings: ['fetched base sha 1111111 with --depth=1'],
    });
    expectHeader(md, trace);
    expect(md).toContain('| reason code | `NO_RECORD` |');
    expect(md).toContain('| emitted by stage | `freeze` |');
    expect(md).toContain('| freeze client constructed | yes |');
    expect(md).toContain('### What to do');
    expect(md).toContain('Keep the hold and assign a person');
    // Digests in 12 characters (the full values stay in the trace).
    expect(md).toContain(`\`${SHA('d').slice(0, 12)}\``); // record_sha256
    expect(md).toContain(`\`${SHA('b').slice(0, 12)}\``); // binding digest
    expect(md).not.toContain(SHA('d'));
    expect(md).toContain('`SCHEDULER`');
    expect(md).toContain('| stage | code | elapsed | detail |');
    expect(md).toContain('[gate](https://github.com/o/r/actions/runs/1/artifacts/42) (id 42)');
    expect(md).toContain('[workflow run](https://github.com/o/r/actions/runs/1)');
    expect(md).toContain('### Warnings (1)');
    expect(md).not.toContain('omitted');
    expectBalanced(md);
  });

  it('a CLEAR has no advice', () => {
    const md = renderSummary(clearTrace());
    expect(md).not.toContain('### What to do');
    expect(md).toContain('| freeze client constructed | no |');
    expectBalanced(md);
  });

  it('shows store defects, audit violations and errors', () => {
    const md = renderSummary(
      clearTrace({
        verdict: 'UNUSABLE',
        label: null,
        reason_code: 'AUDIT_FAILED',
        reason_stage: 'gate',
        conclusion: 'failure',
        store_defects: ['row f-1 has an empty expiry: treated as absent'],
        audit: { ok: false, violations: ['freeze client constructed on a run without a miss'] },
        errors: ['boom'],
      }),
    );
    expect(md).toContain('### Store defects (1)');
    expect(md).toContain('### Audit violations (1)');
    expect(md).toContain('### Errors (1)');
    expectBalanced(md);
  });

  describe('injection through witness paths and messages', () => {
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '@octocat',
      '[x](http://evil)',
      '| a | b |',
      '```',
      'one\ntwo\n\n# three',
      '<details><summary>x</summary>',
      '</details>',
    ];
    const witness = { path: payloads.join(' '), line: 3, message: payloads.join('\n') };
    const trace = rejectTrace(witness, {
      properties: [
        property({ code: 'PROPERTY_REJECT', spec: payloads.join(''), witness, reason: payloads.join('') }),
      ],
      store_defects: payloads,
      reason: payloads.join('\n'),
    });
    const md = renderSummary(trace, { warnings: payloads, artifact: { name: payloads.join(' ') } });

    it('no raw HTML from the payload', () => {
      expect(md).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
      // The only tags are the summary's own.
      const tags = md.match(/<\/?[a-z]+[^>]*>/gi) ?? [];
      // The only tags are the summary's own: the audit details block and the footer.
      expect(new Set(tags.map((t) => t.replace(/[^a-z/]/gi, '')))).toEqual(
        new Set(['sub', '/sub', 'details', '/details', 'summary', '/summary']),
      );
    });

    it('no live mention and no link', () => {
      expect(noLiveMention(md)).toBe(true);
      expect(md).not.toMatch(/\]\(http:\/\/evil\)/);
      expect(md).not.toMatch(/https?:\/\/evil/);
    });

    it('no extra fence, no broken table, no new heading', () => {
      expectBalanced(md);
      expect(md.split('\n').filter((l) => l.startsWith('```'))).toHaveLength(0);
      expect(md.split('\n').filter((l) => /^#+ three/.test(l))).toHaveLength(0);
      // The property row carries every payload in its spec, witness and reason cells: still 4 cells.
      const rows = md.split('\n').filter((l) => l.startsWith('|') && l.includes('onerror'));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(cellsOf(row)).toHaveLength(4);
    });
  });

  describe('over the limit: 5,000 replays and huge unicode witness messages', () => {
    const trace = overLimitTrace();
    const md = renderSummary(trace, {
      artifact: { id: 7, url: 'https://github.com/o/r/actions/runs/1/artifacts/7', name: 'gate-artifact' },
      warnings: Array.from({ length: 50 }, (_, i) => `warning ${i}: ${hugeUnicode(500)}`),
    });

    it('fits 65,535 bytes of UTF-8', () => {
      const size = byteLength(md);
      // Reported by the task: the measured size of the degraded summary.
      console.info(`over-limit summary: ${size} bytes (limit ${SUMMARY_LIMIT})`);
      expect(size).toBeLessThanOrEqual(SUMMARY_LIMIT);
      expect(size).toBeGreaterThan(SUMMARY_LIMIT / 2); // degraded, not emptied
    });

    it('keeps the verdict line, the reviewer fields and the artifact link', () => {
      expectHeader(md, trace);
      expect(md).toContain('| reason code | `NO_RECORD` |');
      expect(md).toContain('[gate\\-artifact](https://github.com/o/r/actions/runs/1/artifacts/7)');
    });

    it('notes the omitted rows and keeps fences, details and tables balanced', () => {
      expect(md).toMatch(/\d+ rows omitted — see the \.gate artifact/);
      expectBalanced(md);
    });

    it('keeps the misses (classifier decisions and record hashes) before the bulk of matches', () => {
      expect(md).toContain(`\`${SHA('d').slice(0, 12)}\``);
    });

    it('holds for every limit down to 2 KiB', () => {
      for (const limit of [60_000, 30_000, 10_000, 4096, 2048]) {
        const small = renderSummary(trace, {}, limit);
        expect(byteLength(small)).toBeLessThanOrEqual(limit);
        expectHeader(small, trace);
        expectBalanced(small);
      }
    });

    it('a tiny limit still gives a valid UTF-8 prefix of the verdict line', () => {
      const tiny = renderSummary(trace, {}, 20);
      expect(byteLength(tiny)).toBeLessThanOrEqual(20);
      expect(renderVerdictLine(trace).startsWith(tiny.trimEnd())).toBe(true);
    });
  });

  it('property: any witness, reason or defect text leaves no tag, no live mention, no broken table', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc
        .array(fc.constantFrom(...'<>@#|`\\[]()!*_~\n\r&:/w.h1 '.split('')), { maxLength: 60 })
        .map((a) => a.join('')),
    );
    fc.assert(
      fc.property(text, text, text, fc.option(fc.integer()), (path, message, other, line) => {
        const witness = { path, message, ...(line === null ? {} : { line }) };
        const trace = rejectTrace(witness, {
          reason: other,
          store_defects: [other],
          properties: [property({ code: 'PROPERTY_REJECT', spec: other, witness, reason: message })],
        });
        const md = renderSummary(trace, { warnings: [message] });
        const tags = (md.match(/<\/?[a-z]+[^>]*>/gi) ?? []).map((t) => t.replace(/[^a-z/]/gi, ''));
        const own = ['sub', '/sub', 'details', '/details', 'summary', '/summary'];
        expect(tags.every((t) => own.includes(t))).toBe(true);
        expect(noLiveMention(md)).toBe(true);
        expectBalanced(md);
      }),
      { numRuns: 300 },
    );
  });

  it('an untrusted, malformed trace still renders (report mode)', () => {
    const trace = holdTrace({
      stages: [null, stage('scope', 'IN_SCOPE')] as never,
      properties: [null, { ...property(), witness: null }] as never,
      replays: [3, { ...replay(), seed: undefined, binding_sha256: 7 }] as never,
      misses: [null, { ...miss(), decision: null, freeze: null }] as never,
      store_defects: [null, { a: 1 }] as never,
      audit: undefined as never,
      shard: 'x' as never,
    });
    const md = renderSummary(trace);
    expectHeader(md, trace);
    expectBalanced(md);
    expect(md).toContain('*malformed entry*');
  });

  it('the last-resort trim cuts between rows and closes what it opened', () => {
    // Thousands of stage rows cannot be degraded (the stage table is never dropped): it is trimmed.
    const stages = Array.from({ length: 4000 }, (_, i) => stage('fixture', 'REPLAY_MATCH', i));
    const trace = clearTrace({ stages });
    const md = renderSummary(trace, {}, 20_000);
    expect(byteLength(md)).toBeLessThanOrEqual(20_000);
    expect(md).toContain('Summary trimmed to fit the check-run size limit');
    expectHeader(md, trace);
    expectBalanced(md);
  });
});

describe('a run that ended before any stage', () => {
  it('says no stage ran, and does not claim the run ended at the property stage', async () => {
    const { internalTrace } = await import('../../src/action/gate-mode.js');
    const trace = internalTrace(new Error('/w is not inside a git repository'), {
      base: 'main',
      config: 'gate.yml',
    });
    const md = renderSummary(trace);
    expect(md).toContain('_No stage ran._');
    expect(md).not.toContain('No fixtures are configured');
    expect(md).toContain('INTERNAL');
    expect(md).toContain('is not inside a git repository');
    // With a cleared property stage and no fixtures, the note explains where the run ended.
    const cleared = clearTrace({
      fixtures_configured: 0,
      stages: [stage('scope', 'IN_SCOPE'), stage('property', 'PROPERTY_CLEAR')],
    });
    expect(renderSummary(cleared)).toContain('No fixtures are configured');
  });
});

describe('who user code ran as', () => {
  it('names the sandbox user, and says nothing more', () => {
    const md = renderSummary(clearTrace({ sandbox: { mode: 'user', user: 'gate-sbx-0a1b2c3d' } }));
    expect(md).toContain('| user code ran as | the sandbox user `gate-sbx-0a1b2c3d` |');
    expect(md).not.toContain('No sandbox');
  });

  it('without the sandbox says plainly that user code shared the gate’s user, and why', () => {
    const md = renderSummary(
      clearTrace({
        sandbox: {
          mode: 'none',
          reason: 'the gate runs as uid 1001, neither root nor with passwordless sudo',
        },
      }),
    );
    expect(md).toContain(
      "| user code ran as | the gate's own OS user (no sandbox: the gate runs as uid 1001",
    );
    expect(md).toContain(
      "_No sandbox: user code (specs, generators, invariants and the code they load) shared the gate's OS user",
    );
  });

  it('a reason from an artifact is escaped like any other text', () => {
    const md = renderSummary(
      clearTrace({ sandbox: { mode: 'none', reason: '<img src=x> @admin [x](http://e)' } }),
    );
    expect(md).not.toContain('<img');
    expect(md).not.toMatch(/(^|[^\\])@admin/);
  });

  it('a trace without the field (an older gate, a run that ran no user code) has no row', () => {
    expect(renderSummary(clearTrace())).not.toContain('user code ran as');
  });
});
