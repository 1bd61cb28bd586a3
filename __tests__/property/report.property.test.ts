/**
 * Everything the check summary, the annotations and the runner log show that came from the patch or
 * a user process is escaped (issue 8): fast-check strings with HTML, markdown links and images,
 * `@mentions`, issue references, `::` workflow commands, control and bidi characters, in witness
 * paths and messages, reasons, spec names, targets, store defects and errors.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { renderSummary, renderTitle } from '../../src/report/summary.js';
import { annotationsFor } from '../../src/report/annotations.js';
import {
  ANNOTATION_MESSAGE_LIMIT as MESSAGE_LIMIT_BYTES,
  ANNOTATION_TITLE_LIMIT as TITLE_LIMIT_CHARS,
} from '../../src/adapters/checks.js';
import { byteLength } from '../../src/report/markdown.js';
import { defuseCommands } from '../../src/action/deps.js';
import type { Trace } from '../../src/trace/model.js';
import { cellsOf, holdTrace, miss, property, rejectTrace, replay } from '../report/trace-fixture.js';
import { checkProperty } from './runs.js';

/** Pieces an attacker would try; mixed with arbitrary graphemes and code points. */
const PIECES = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</details>',
  '<details open>',
  '<!--',
  '[click](https://evil.example)',
  '![img](https://evil.example/x.png)',
  '<https://evil.example>',
  'https://evil.example',
  'www.evil.example',
  '@octocat',
  '@org/team',
  '#1',
  'GH-12',
  'owner/repo#3',
  '::add-mask::secret',
  '::error file=x::forged',
  '::set-output name=verdict::CLEAR',
  '::stop-commands::tok',
  '\n::warning::x',
  '\r::notice::x',
  '\r\n',
  '\u2028',
  '\u0000',
  '\u001b[31m',
  '\u0007',
  '\u202e',
  '\u2066',
  '\u200b',
  '|',
  '\\|',
  '`',
  '```',
  '~~~',
  '*bold*',
  '_em_',
  '&amp;',
  '&#64;',
  '$$x$$',
  '<sub>',
  ' ',
  '\t',
];
const hostileText = fc.oneof(
  fc
    .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', maxLength: 6 })), {
      maxLength: 12,
    })
    .map((a) => a.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const tracesWith = fc
  .record({
    path: hostileText,
    message: hostileText,
    reason: hostileText,
    spec: hostileText,
    target: hostileText,
    defect: hostileText,
    error: hostileText,
    line: fc.oneof(fc.integer(), fc.constant(undefined)),
    kind: fc.constantFrom('reject', 'hold'),
  })
  .map((s): Trace => {
    const witness = { path: s.path, message: s.message, ...(s.line === undefined ? {} : { line: s.line }) };
    const common = {
      reason: s.reason,
      store_defects: [s.defect],
      errors: [s.error],
      properties: [property({ code: 'PROPERTY_REJECT', spec: s.spec, reason: s.message, witness })],
      witnesses: [witness],
    };
    if (s.kind === 'reject') return rejectTrace(witness, common);
    return holdTrace({
      ...common,
      replays: [replay({ code: 'REPLAY_MISS', target: s.target, reason: s.reason, invariant: s.spec })],
      misses: [
        miss(
          {
            target: s.target,
            invariant: s.spec,
            decision: { label: 'INCOMPLETE', freeze: false, reason: s.message },
          },
          {
            code: 'NO_RECORD',
            why: s.reason,
          },
        ),
      ],
    });
  });

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
const ALLOWED_TAGS = new Set(['details', '/details', 'summary', '/summary', 'sub', '/sub']);

describe('check summary, annotations and log lines (property-based)', () => {
  it('the summary renders hostile text as text (800 runs)', () => {
    checkProperty(
      'summary: hostile strings in every field',
      tracesWith,
      (trace) => {
        const md = renderSummary(trace);
        // No HTML but the renderer's own tags; no comment.
        const tags = (md.match(/<\/?[A-Za-z][^>]*>/g) ?? []).map((t) =>
          t.replace(/^<(\/?[A-Za-z]+).*$/s, '$1'),
        );
        for (const t of tags) expect(ALLOWED_TAGS.has(t.toLowerCase())).toBe(true);
        expect(md).not.toContain('<!--');
        expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length);
        // No link or image (there is no run URL or artifact here, so the renderer makes none).
        expect(md).not.toMatch(/\]\(/);
        expect(md).not.toMatch(/<https?:/i);
        expect(md).not.toMatch(/https?:\/\//i);
        expect(md).not.toMatch(/\bwww\./i);
        // No live mention or issue reference: every @ and # is followed by a zero-width joiner.
        expect(md).not.toMatch(/@(?!\u200d)/);
        expect(md).not.toMatch(/#(?!\u200d|#|\s)/);
        // No control character but newlines (and tabs), no bidi override, no line a runner would obey.
        expect(md).not.toMatch(UNSAFE_CHARS);
        for (const line of md.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
        // Every table keeps its shape.
        const lines = md.split('\n');
        for (let i = 0; i < lines.length; i++) {
          if (!/^\|( --- \|)+$/.test(lines[i + 1] ?? '')) continue;
          const width = cellsOf(lines[i] as string).length;
          for (let j = i + 2; j < lines.length && (lines[j] as string).startsWith('|'); j++)
            expect(cellsOf(lines[j] as string)).toHaveLength(width);
        }
        const fences = lines.filter((l) => /^\s*(```|~~~)/.test(l)).length;
        expect(fences % 2).toBe(0);
        // The title is one clean line.
        const title = renderTitle(trace);
        // eslint-disable-next-line no-control-regex
        expect(title).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
        expect([...title].length).toBeLessThanOrEqual(255);
      },
      800,
    );
  });

  it('annotations carry only clean repository paths, positive lines, one-line titles (3,000 runs)', () => {
    checkProperty(
      'annotations: hostile witnesses',
      tracesWith,
      (trace) => {
        for (const a of annotationsFor(trace)) {
          expect(a.path).not.toMatch(/^\/|^[A-Za-z]:|\\/);
          expect(a.path.split('/').every((s) => s !== '' && s !== '.' && s !== '..')).toBe(true);
          // eslint-disable-next-line no-control-regex
          expect(a.path).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
          expect(Number.isInteger(a.start_line) && a.start_line >= 1 && a.end_line === a.start_line).toBe(
            true,
          );
          // eslint-disable-next-line no-control-regex
          expect(a.title).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
          expect([...a.title].length).toBeLessThanOrEqual(TITLE_LIMIT_CHARS);
          expect(byteLength(a.message)).toBeLessThanOrEqual(MESSAGE_LIMIT_BYTES);
        }
      },
      3000,
    );
  });

  it('no log line a user process wrote can become a workflow command (5,000 runs)', () => {
    checkProperty(
      'log: defused workflow commands',
      hostileText,
      (text) => {
        const logged = defuseCommands(`gate: property PROPERTY_REJECT (3 ms) — specs/a.py: ${text}\n${text}`);
        // The runner reads lines split at \n, \r or \r\n and ignores leading whitespace.
        for (const line of logged.split(/\r\n|\r|\n/)) expect(line.trimStart().startsWith('::')).toBe(false);
      },
      5000,
    );
  });
});
