/**
 * Paths are matched as they are (issue 12, class 2): every glob the product matches — built-in
 * predicates and `protected` scope — matches any name git allows in a path. Names are generated,
 * not listed by hand: control characters, line separators, quotes, backslashes, glob characters,
 * characters outside the BMP. The first property checks the matcher alone; the second commits files
 * with generated names into real git repositories and runs the gate.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { globMatcher } from '../../src/patch/paths.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, LIB_PASS } from '../helpers/project.js';

const SPECIAL = [
  '\n',
  '\r',
  '\t',
  '\v',
  '\f',
  '\u0001',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\ufeff',
  '"',
  "'",
  '\\',
  ' ',
  '*',
  '?',
  '[',
  ']',
  '{',
  '}',
  '(',
  ')',
  '!',
  '#',
  '$',
  '`',
  '~',
  '@',
  '+',
  ',',
  ';',
  '|',
  '&',
  '<',
  '>',
  '.',
  '-',
  'é',
  'É',
  'ß',
  '😀',
  '\u0301',
];

/** One path segment git accepts: no `/`, no NUL, not `.`/`..`/`.git`, at most 200 UTF-8 bytes. */
const segment = fc
  .array(fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ unit: 'binary', minLength: 1, maxLength: 3 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(''))
  .filter(
    (s) =>
      !s.includes('/') &&
      !s.includes('\u0000') &&
      Buffer.from(s, 'utf8').toString('utf8') === s &&
      s !== '.' &&
      s !== '..' &&
      !/^\.git$/i.test(s) &&
      Buffer.byteLength(s) <= 200,
  );

describe('globMatcher matches every name git allows', () => {
  it('`**`, `dir/**`, `dir/*`, `**/*.ext` and their nocase forms (3,000 runs)', () => {
    const all = globMatcher(['**']);
    const under = globMatcher(['secret/**']);
    const star = globMatcher(['secret/*']);
    const ext = globMatcher(['**/*.pem']);
    const nocase = globMatcher(['Guarded/**'], { nocase: true });
    fc.assert(
      fc.property(segment, segment, (a, b) => {
        expect(all(`${a}/${b}`)).toBe(true);
        expect(under(`secret/${a}`)).toBe(true);
        expect(under(`secret/${a}/${b}`)).toBe(true);
        expect(star(`secret/${a}`)).toBe(true);
        expect(ext(`${a}/${b}.pem`)).toBe(true);
        expect(nocase(`guarded/${a}`)).toBe(true);
        // And nothing outside: the matcher did not become `.*`.
        expect(under(`public/${a}`)).toBe(false);
        expect(star(`secret/${a}/${b}`)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });
});

const PATHS_SPEC = "predicates:\n  - forbid_paths: {paths: ['secret/**'], message: no secrets}\n";
const PATHS_PROBE =
  'diff --git a/secret/k b/secret/k\nnew file mode 100644\n--- /dev/null\n+++ b/secret/k\n@@ -0,0 +1 @@\n+k\n';

function base(): Files {
  return project({
    seeds: [11],
    gateYml: gateYml({ properties: '  - spec: specs/paths.yml\n    probe: probes/secret.patch' }).replace(
      'protected:\n',
      'protected:\n  - guarded/**\n',
    ),
    extraFiles: { 'specs/paths.yml': PATHS_SPEC, 'probes/secret.patch': PATHS_PROBE },
  });
}

async function gate(candidate: Files) {
  const repo = new TestRepo('gate-paths-');
  const baseSha = repo.commit(base(), 'base');
  repo.commit(candidate, 'candidate');
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base: baseSha,
    outDir: '.gate',
    log: silentLogger,
  });
  expectNoUnallowedPass(trace);
  return trace;
}

describe('through real git repositories, generated names cannot slip past a glob', () => {
  it('forbid_paths rejects a file under secret/ whatever its name (40 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(segment, async (name) => {
        const t = await gate({ [`secret/${name}`]: 'k\n' });
        expect(t.changed_paths).toContain(`secret/${name}`);
        expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
        expect(t.witnesses[0]?.path).toBe(`secret/${name}`);
      }),
      { numRuns: 40 },
    );
  }, 240_000);

  it('a protected glob catches a file under guarded/ whatever its name: CONTAMINATED (40 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(segment, segment, async (name, inner) => {
        const t = await gate({ [`guarded/${name}/${inner}`]: 'g\n', 'src/lib.mjs': `${LIB_PASS}// x\n` });
        expect(t.stages[0]?.code).toBe('CONTAMINATED');
        expect(t.oracle_touched).toContain(`guarded/${name}/${inner}`);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
