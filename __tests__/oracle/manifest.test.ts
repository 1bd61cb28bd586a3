import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { parseManifest, resolveManifestFiles, type Manifest } from '../../src/oracle/manifest.js';
import { checkRepoPath } from '../../src/patch/paths.js';

const FILE = 'fixtures/p/manifest.json';
const good = {
  generator: 'fixtures/parser/gen.py',
  generator_id: 'parser-gen/1',
  inputs: ['fixtures/parser/inputs/a.txt', 'fixtures/parser/inputs/b.txt'],
  seed: [1402, 1403],
};
const text = (v: unknown) => JSON.stringify(v);
const without = (key: string) => {
  const copy: Record<string, unknown> = { ...good };
  delete copy[key];
  return copy;
};

describe('parseManifest: good manifests', () => {
  it('reads judge_inputs, the files only the judge reads', () => {
    const parsed = parseManifest(text({ ...good, judge_inputs: ['fixtures/parser/answers.json'] }), FILE);
    expect(parsed).toMatchObject({ ok: true, manifest: { judge_inputs: ['fixtures/parser/answers.json'] } });
  });

  it('reads the example of SPEC §10', () => {
    expect(parseManifest(text(good), FILE)).toEqual({
      ok: true,
      manifest: {
        generator: 'fixtures/parser/gen.py',
        generator_id: 'parser-gen/1',
        inputs: ['fixtures/parser/inputs/a.txt', 'fixtures/parser/inputs/b.txt'],
        seeds: [1402, 1403],
      },
    });
  });

  it.each<[unknown, number[]]>([
    [1402, [1402]],
    [0, [0]],
    [[7], [7]],
    [Number.MAX_SAFE_INTEGER, [Number.MAX_SAFE_INTEGER]],
  ])('reads seed %j as %j', (seed, seeds) => {
    const r = parseManifest(text({ ...good, seed }), FILE);
    expect(r).toEqual({ ok: true, manifest: expect.objectContaining({ seeds }) });
  });

  it('allows $schema for editors', () => {
    expect(
      parseManifest(
        text({ $schema: 'https://failure-class-gate.dev/schema/manifest.schema.json', ...good }),
        FILE,
      ).ok,
    ).toBe(true);
  });
});

describe('parseManifest: defects (UNBOUND reasons)', () => {
  it.each<[string, string]>([
    [text(without('generator')), `${FILE}: generator: missing`],
    [text(without('generator_id')), `${FILE}: generator_id: missing`],
    [text(without('inputs')), `${FILE}: inputs: missing`],
    [text(without('seed')), `${FILE}: seed: missing`],
    [
      text({ ...without('seed'), seeds: [1] }),
      `${FILE}: seeds: unknown key (expected generator, generator_id, inputs, seed, judge_inputs)`,
    ],
    [text({ ...good, generator: 3 }), `${FILE}: generator: expected a repository path, got integer 3`],
    [
      text({ ...good, judge_inputs: [] }),
      `${FILE}: judge_inputs: expected a non-empty list of repository paths, got a list`,
    ],
    [
      text({ ...good, judge_inputs: ['a.json', 'a.json'] }),
      `${FILE}: judge_inputs[1]: duplicate of judge_inputs[0]`,
    ],
    [
      text({ ...good, judge_inputs: ['../answers.json'] }),
      `${FILE}: judge_inputs[0]: string "../answers.json": '..' segment leaves the repository`,
    ],
    [
      text({ ...good, generator: '../gen.py' }),
      `${FILE}: generator: string "../gen.py": '..' segment leaves the repository`,
    ],
    [
      text({ ...good, generator: '/usr/bin/python3' }),
      `${FILE}: generator: string "/usr/bin/python3": absolute path (write it relative to the repository root)`,
    ],
    [
      text({ ...good, generator_id: '' }),
      `${FILE}: generator_id: expected a non-empty string of at most 200 characters, got string ""`,
    ],
    [
      text({ ...good, generator_id: '   ' }),
      `${FILE}: generator_id: expected a non-empty string of at most 200 characters, got string "   "`,
    ],
    [
      text({ ...good, generator_id: 1 }),
      `${FILE}: generator_id: expected a non-empty string of at most 200 characters, got integer 1`,
    ],
    [text({ ...good, inputs: [] }), `${FILE}: inputs: empty list (name at least one input file)`],
    [
      text({ ...good, inputs: 'a.txt' }),
      `${FILE}: inputs: expected a non-empty list of repository paths, got string "a.txt"`,
    ],
    [text({ ...good, inputs: ['a.txt', null] }), `${FILE}: inputs[1]: expected a repository path, got null`],
    [text({ ...good, inputs: ['a.txt', 'a.txt'] }), `${FILE}: inputs[1]: duplicate of inputs[0]`],
    [
      text({ ...good, inputs: ['a.txt', '../../etc/passwd'] }),
      `${FILE}: inputs[1]: string "../../etc/passwd": '..' segment leaves the repository`,
    ],
    [
      text({ ...good, inputs: ['a\\..\\..\\x'] }),
      `${FILE}: inputs[0]: string "a\\\\..\\\\..\\\\x": contains '\\' (write '/' between segments)`,
    ],
    [
      text({ ...good, inputs: ['a\u0000b'] }),
      `${FILE}: inputs[0]: string "a\\u0000b": contains a NUL character`,
    ],
    [
      text({ ...good, inputs: ['C:/x'] }),
      `${FILE}: inputs[0]: string "C:/x": starts with a drive letter (write it relative to the repository root)`,
    ],
    [
      text({ ...good, inputs: ['./a.txt'] }),
      `${FILE}: inputs[0]: string "./a.txt": not in canonical form (write "a.txt")`,
    ],
    [text({ ...good, seed: [] }), `${FILE}: seed: empty list (name at least one seed)`],
    [
      text({ ...good, seed: '1402' }),
      `${FILE}: seed: expected a non-negative integer or a non-empty list of them, got string "1402"`,
    ],
    [
      text({ ...good, seed: -1 }),
      `${FILE}: seed: expected a non-negative integer or a non-empty list of them, got integer -1`,
    ],
    [
      text({ ...good, seed: null }),
      `${FILE}: seed: expected a non-negative integer or a non-empty list of them, got null`,
    ],
    [
      text({ ...good, seed: true }),
      `${FILE}: seed: expected a non-negative integer or a non-empty list of them, got boolean true`,
    ],
    [text({ ...good, seed: [1, 'x'] }), `${FILE}: seed[1]: expected a non-negative integer, got string "x"`],
    [text({ ...good, seed: [1, 1] }), `${FILE}: seed[1]: duplicate of seed[0]`],
    [text({ ...good, seed: [[1]] }), `${FILE}: seed[0]: expected a non-negative integer, got a list`],
    [
      text(good).replace('[1402, 1403]', '[1402, 1403.0]').replace('[1402,1403]', '[1402,1403.0]'),
      `${FILE}: seed[1]: expected a non-negative integer, got float 1403`,
    ],
    [
      text(good).replace('[1402,1403]', '1.5'),
      `${FILE}: seed: expected a non-negative integer or a non-empty list of them, got float 1.5`,
    ],
    [
      text(good).replace('[1402,1403]', '12345678901234567890'),
      `${FILE}: seed: expected a non-negative integer or a non-empty list of them, got integer 12345678901234567890`,
    ],
    [
      text(good).replace('[1402,1403]', 'NaN'),
      `${FILE}: seed: expected a non-negative integer or a non-empty list of them, got float NaN`,
    ],
    ['', `${FILE}: not valid JSON (unexpected end of JSON at offset 0)`],
    ['{"generator": ', `${FILE}: not valid JSON (unexpected end of JSON at offset 14)`],
    ['[]', `${FILE}: expected a JSON object, got a list`],
    ['null', `${FILE}: expected a JSON object, got null`],
    ['"x"', `${FILE}: expected a JSON object, got string "x"`],
  ])('%s', (input, reason) => {
    expect(parseManifest(input, FILE)).toEqual({ ok: false, reason });
  });

  it('bounds the lists', () => {
    const many = Array.from({ length: 10_001 }, (_, i) => `in/${i}.txt`);
    expect(parseManifest(text({ ...good, inputs: many }), FILE)).toEqual({
      ok: false,
      reason: `${FILE}: inputs: more than 10000 inputs`,
    });
    const seeds = Array.from({ length: 1001 }, (_, i) => i);
    expect(parseManifest(text({ ...good, seed: seeds }), FILE)).toEqual({
      ok: false,
      reason: `${FILE}: seed: more than 1000 seeds`,
    });
  });
});

describe('parseManifest: properties', () => {
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (t) => {
        const r = parseManifest(t, FILE);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseManifest(JSON.stringify(v), FILE);
        if (!r.ok) expect(r.reason.startsWith(`${FILE}: `)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  const pathPiece = fc.constantFrom('..', '.', '/', '\\', 'a', 'é', '\u0000', 'C:', ' ', '.git', '😀', '');
  const pathish = fc.array(pathPiece, { maxLength: 8 }).map((xs) => xs.join(''));

  it('accepts no path that leaves the repository (property)', () => {
    fc.assert(
      fc.property(
        pathish,
        fc.array(pathish, { minLength: 1, maxLength: 4 }),
        fc.oneof(fc.integer(), fc.array(fc.integer(), { maxLength: 3 }), fc.double()),
        (generator, inputs, seed) => {
          const r = parseManifest(text({ generator, generator_id: 'g/1', inputs, seed }), FILE);
          if (!r.ok) return;
          const m: Manifest = r.manifest;
          for (const p of [m.generator, ...m.inputs]) {
            expect(checkRepoPath(p)).toBeUndefined();
            expect(posix.resolve('/repo', p).startsWith('/repo/')).toBe(true);
          }
          expect(m.seeds.length).toBeGreaterThan(0);
          for (const s of m.seeds) expect(Number.isSafeInteger(s) && s >= 0).toBe(true);
          expect(new Set(m.inputs).size).toBe(m.inputs.length);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('resolveManifestFiles', () => {
  let base: string;
  let root: string;

  beforeAll(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'gate-manifest-')));
    root = join(base, 'repo');
    mkdirSync(join(root, 'fx', 'in'), { recursive: true });
    writeFileSync(join(root, 'fx', 'gen.py'), 'print(1)\n');
    writeFileSync(join(root, 'fx', 'in', 'a.txt'), 'a\n');
    writeFileSync(join(base, 'secret.txt'), 's\n');
    symlinkSync(join(base, 'secret.txt'), join(root, 'fx', 'in', 'leak.txt'));
  });

  afterAll(() => rmSync(base, { recursive: true, force: true }));

  const manifest = (inputs: string[], generator = 'fx/gen.py'): Manifest => ({
    generator,
    generator_id: 'g/1',
    inputs,
    seeds: [1],
  });

  it('returns the real paths of the generator and the inputs', async () => {
    await expect(resolveManifestFiles(root, manifest(['fx/in/a.txt']), FILE)).resolves.toEqual({
      ok: true,
      generator: join(root, 'fx', 'gen.py'),
      inputs: [join(root, 'fx', 'in', 'a.txt')],
    });
  });

  it.each([
    [
      'a missing input',
      manifest(['fx/in/a.txt', 'fx/in/b.txt']),
      'inputs[1]',
      `${FILE}: inputs[1]: fx/in/b.txt: missing`,
    ],
    [
      'an input linked out of the repository',
      manifest(['fx/in/leak.txt']),
      'inputs[0]',
      `${FILE}: inputs[0]: fx/in/leak.txt: symbolic link fx/in/leak.txt leads outside the repository`,
    ],
    [
      'a missing generator',
      manifest(['fx/in/a.txt'], 'fx/nogen.py'),
      'generator',
      `${FILE}: generator: fx/nogen.py: missing`,
    ],
    [
      'a folder as input',
      manifest(['fx/in']),
      'inputs[0]',
      `${FILE}: inputs[0]: fx/in: a directory, not a file`,
    ],
  ])('refuses %s', async (_what, m, field, reason) => {
    await expect(resolveManifestFiles(root, m, FILE)).resolves.toEqual({ ok: false, field, reason });
  });
});
