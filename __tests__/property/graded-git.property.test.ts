/**
 * Graded bytes are executed bytes, over generated contents (issue 12, class 1): a file committed
 * with real git holds generated text — every line break some interpreter honours, NUL bytes, bytes
 * that are not UTF-8, a byte order mark, very long lines — and one line that starts with a forbidden
 * call. Whatever surrounds it, the gate either rejects the patch at that file or holds it as
 * UNGRADABLE; it never clears it.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { encodingCookie } from '../../src/patch/graded.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, PROBE } from '../helpers/project.js';

const BREAKS = ['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f'];
const SPEC = "predicates:\n  - forbid_added_lines: {pattern: '^\\s*FORBIDDEN\\(', paths: ['src/**']}\n";

const noise = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }).map((s) => Buffer.from(s, 'utf8')),
  fc.constantFrom(
    Buffer.from([0]),
    Buffer.from([0xff]),
    Buffer.from([0xc3]), // a truncated sequence
    Buffer.from([0xed, 0xa0, 0x80]), // an encoded surrogate
    Buffer.from('x'.repeat(12_000)),
    Buffer.from('// a comment'),
  ),
);
const lineBreak = fc.constantFrom(...BREAKS).map((b) => Buffer.from(b, 'utf8'));

/** noise, a break, the forbidden call, a break, noise — with an optional UTF-8 byte order mark. */
const content = fc
  .record({
    bom: fc.boolean(),
    before: fc.array(fc.tuple(noise, lineBreak), { maxLength: 4 }),
    breakBefore: lineBreak,
    after: fc.array(fc.tuple(lineBreak, noise), { maxLength: 3 }),
  })
  .map(({ bom, before, breakBefore, after }) =>
    Buffer.concat([
      bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0),
      ...before.flat(),
      Buffer.from('export const behaviour = () => "pass";'),
      breakBefore,
      Buffer.from('FORBIDDEN(1)'),
      ...after.flat(),
      Buffer.from('\n'),
    ]),
  );

function base(): Files {
  return project({
    seeds: [11],
    gateYml: gateYml({ properties: '  - spec: specs/anchored.yml\n    probe: probes/forbidden.patch' }),
    extraFiles: {
      'specs/anchored.yml': SPEC,
      'probes/forbidden.patch': PROBE.replace('// FORBIDDEN', 'FORBIDDEN(1)'),
    },
  });
}

describe('generated contents through real git repositories', () => {
  it('a forbidden line after any line break, amid any bytes, is rejected or held, never cleared (30 runs)', async () => {
    let graded = 0;
    await fc.assert(
      fc.asyncProperty(content, async (bytes) => {
        const repo = new TestRepo('gate-graded-');
        const baseSha = repo.commit(base(), 'base');
        repo.commit({ 'src/lib.mjs': bytes }, 'candidate');
        const { trace } = await runGate({
          cwd: repo.dir,
          config: 'gate.yml',
          base: baseSha,
          outDir: '.gate',
          log: silentLogger,
        });
        expectNoUnallowedPass(trace);
        const scope = trace.stages[0]?.code;
        if (scope === 'UNGRADABLE') return;
        graded++;
        expect([trace.verdict, trace.label]).toEqual(['REJECT', 'PROPERTY']);
        expect(trace.witnesses[0]?.path).toBe('src/lib.mjs');
      }),
      { numRuns: 30 },
    );
    // None of these contents is a reason to hold: every run was graded, not waved through as held.
    expect(graded).toBe(30);
  }, 300_000);
});

describe('encodingCookie (PEP 263)', () => {
  it.each([
    ['# -*- coding: latin-1 -*-\nx = 1\n', 'latin-1'],
    ['#!/usr/bin/env python3\n# vim: set fileencoding=utf-7 :\n', 'utf-7'],
    ['# coding=UTF_8\n', null],
    ['# coding: utf-8-sig\n', null],
    ['# coding: utf8\n', null],
    ['x = 1\n# coding: latin-1\n', null], // the first line is code: the second is not read
    ['\n# coding: cp1252\n', 'cp1252'],
    ['print(1)\n', null],
  ])('%j → %s', (text, expected) => {
    expect(encodingCookie(text)).toBe(expected);
  });
});
