/**
 * The starter exercise `gate init` writes keeps apart the answers JSON alone would merge: with
 * `law: same-as-base`, a patch that changes what a function answers must differ from the base, also
 * when the answer is a set, a map, a BigInt, NaN, a Decimal, a generator or an object of a class
 * (each was written as `{}`, `{"unserializable": "set"}` or the same error, and a regression that
 * changed them was CLEAR). The exercise as written runs in real processes on a small project; its
 * answers are compared as the gate compares them (firstDifference), and one regression is graded by
 * `gate run` end to end for each language.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planFiles } from '../../src/commands/init.js';
import { detectRepository } from '../../src/init/detect.js';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { firstDifference } from '../../src/stages/judge.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { tempDir } from '../helpers/tmp.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

/** Each language's library: each function's answer on the base, a change of it, and a same answer made another way. */
const LANGS = {
  javascript: {
    lib: 'lib/index.js',
    project: {
      '.gitignore': '.gate/\n',
      'package.json': '{"name":"wordy","type":"module","main":"lib/index.js"}',
    } as Files,
    exercise: 'exercises/example.mjs',
    run: (file: string) => [process.execPath, file],
    functions: {
      initials: [
        'new Set(ws.map((w) => w[0]))',
        'new Set(ws.map((w) => w[1] ?? w[0]))',
        'new Set(ws.map((w) => w[0]).reverse())',
      ],
      lengths: [
        'new Map(ws.map((w) => [w, w.length]))',
        'new Map(ws.map((w) => [w, w.length + 1]))',
        'new Map(ws.map((w) => [w, w.length]).reverse())',
      ],
      total: [
        'ws.reduce((n, w) => n + BigInt(w.length), 0n)',
        'ws.reduce((n, w) => n + BigInt(w.length), 1n)',
        'BigInt(ws.join("").length)',
      ],
      mean: [
        'ws.length === 0 ? NaN : ws.join("").length / ws.length',
        'ws.length === 0 ? Infinity : ws.join("").length / ws.length',
        'ws.length === 0 ? 0 / 0 : ws.join("").length / ws.length',
      ],
      nothing: ['undefined', 'null', 'void 0'],
      firsts: [
        '(function* () { for (const w of ws) yield w[0]; })()',
        '(function* () { for (const w of ws) yield w.at(-1); })()',
        'ws.map((w) => w[0]).values()',
      ],
      // Found by the seventh attack round: a function that sorts its argument in place, or became async.
      sorted: ['[...ws].sort()', 'ws.sort()', '[...ws].sort().slice()'],
      count: ['ws.length', 'Promise.resolve(ws.length)', 'Number(ws.length)'],
      point: [
        'new (class Point { constructor() { this.n = ws.length; } })()',
        'new (class Spot { constructor() { this.n = ws.length; } })()',
        'new (class Point { n = ws.length; })()',
      ],
    } as Record<string, [string, string, string]>,
    source: (bodies: Record<string, string>) =>
      Object.entries(bodies)
        .map(([name, body]) => `export const ${name} = (ws) => ${body};\n`)
        .join(''),
  },
  python: {
    lib: 'src/wordy/__init__.py',
    project: {
      '.gitignore': '.gate/\n',
      'pyproject.toml': '[project]\nname = "wordy"\n',
    } as Files,
    exercise: 'exercises/example.py',
    run: (file: string) => ['python3', file],
    functions: {
      initials: ['{w[0] for w in ws}', '{w[-1] for w in ws}', 'set(reversed([w[0] for w in ws]))'],
      price: ['Decimal(len(ws)) / Decimal(3)', 'Decimal(len(ws) / 3)', 'Decimal(len(ws)) / 3'],
      pairs: [
        '{(w, len(w)): 1 for w in ws}',
        '{(w, len(w) + 1): 1 for w in ws}',
        'dict(((w, len(w)), 1) for w in reversed(ws))',
      ],
      ratio: [
        'float("nan") if not ws else len(ws) / 2',
        'float("inf") if not ws else len(ws) / 2',
        'math.nan if not ws else len(ws) / 2',
      ],
      firsts: ['(w[0] for w in ws)', '(w[-1] for w in ws)', 'iter([w[0] for w in ws])'],
      raw: ['"".join(ws).encode()', '"".join(ws).upper().encode()', 'bytes("".join(ws), "utf-8")'],
      box: ['Box(len(ws))', 'Box(len(ws) + 1)', 'Box(sum(1 for _ in ws))'],
      // Found by the second attack round: each was written the same as the base's.
      shape: ['tuple(ws)', 'list(ws)', '(*ws,)'],
      size: ['len(ws)', 'float(len(ws))', 'sum(1 for _ in ws)'],
      zero: ['-0.0 if not ws else 1.5', '0.0 if not ws else 1.5', '-(0.0) if not ws else 3 / 2'],
      stats: ['Stats(len(ws))', 'Stats(len(ws) + 1)', 'Stats(n=len(ws))'],
      // Found by the seventh attack round: a function that sorts its argument in place.
      ordered: ['sorted(ws)', 'ws.sort() or ws', 'list(sorted(ws))'],
    } as Record<string, [string, string, string]>,
    source: (bodies: Record<string, string>) =>
      'import dataclasses\nimport math\nfrom decimal import Decimal\n\n\nclass Box:\n    def __init__(self, n):\n        self.n = n\n\n\n@dataclasses.dataclass\nclass Stats:\n    n: int = dataclasses.field(repr=False)\n\n\n' +
      Object.entries(bodies)
        .map(([name, body]) => `def ${name}(ws):\n    return ${body}\n\n\n`)
        .join(''),
  },
} as const;

type Lang = keyof typeof LANGS;

/** The library with every function's base body, and `name`'s replaced by the one at `which`. */
function library(lang: Lang, name?: string, which: 1 | 2 = 1): string {
  const l = LANGS[lang];
  const bodies = Object.fromEntries(
    Object.entries(l.functions).map(([n, forms]) => [n, n === name ? forms[which] : forms[0]]),
  );
  return l.source(bodies);
}

/** The exercise gate init writes for this project, run on `lib` over fixed cases: its outputs folder. */
function answers(lang: Lang, lib: string): string {
  const l = LANGS[lang];
  const repo = new TestRepo();
  repo.commit({ ...l.project, [l.lib]: library(lang) }, 'project');
  const files = planFiles(detectRepository(repo.dir), 'acme/gate@v1');
  const names = Object.keys(l.functions);
  // gate init found the library's functions (the first eight: it calls at most that many); every one
  // is called here, as a user adds names to the list.
  const written = files[l.exercise] as string;
  for (const name of names.slice(0, 8)) expect(written).toContain(JSON.stringify(name));
  const exercise = written.replace(
    /^(const )?CALLS = .*$/m,
    (_, c: string | undefined) => `${c ?? ''}CALLS = ${JSON.stringify(names)}${c ? ';' : ''}`,
  );
  expect(exercise).toContain(`CALLS = ${JSON.stringify(names)}`);
  repo.write({ [l.exercise]: exercise, [l.lib]: lib });
  const dir = tempDir('gate-starter-answers-');
  const cases = join(dir, 'cases');
  const outputs = join(dir, 'outputs');
  mkdirSync(cases);
  mkdirSync(outputs);
  writeFileSync(join(cases, 'cases.json'), JSON.stringify([[], ['ab', 'cd'], ['x', 'yz', 'ab']]));
  const [cmd, ...args] = l.run(join(repo.dir, l.exercise));
  const r = spawnSync(cmd as string, args, {
    cwd: repo.dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', GATE_SEED: '7', GATE_CASES: cases, GATE_OUTPUTS: outputs },
  });
  expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
  return outputs;
}

describe.each(['javascript', 'python'] as const)('the starter exercise’s answers, %s', (lang) => {
  const base = () => answers(lang, library(lang));

  it.each(Object.keys(LANGS[lang].functions))(
    '%s: a changed answer differs from the base, the same answer made another way does not',
    (name) => {
      const was = base();
      expect(firstDifference(answers(lang, library(lang, name, 1)), was)).toMatch(
        new RegExp(`^answers\\.json\\.${name}\\[`),
      );
      expect(firstDifference(answers(lang, library(lang, name, 2)), was)).toBeNull();
    },
  );

  it('a regression of such an answer is REJECT with the starter as written (was CLEAR)', async () => {
    const l = LANGS[lang];
    const repo = new TestRepo();
    repo.commit({ ...l.project, [l.lib]: library(lang) }, 'project');
    const name = Object.keys(l.functions)[0] as string;
    const files = planFiles(detectRepository(repo.dir), 'acme/gate@v1');
    const base = repo.commit(files, 'gate');
    repo.commit({ [l.lib]: library(lang, name, 1) }, 'candidate');
    const { trace } = await runGate({
      cwd: repo.dir,
      config: 'gate.yml',
      base,
      outDir: '.gate',
      log: silentLogger,
    });
    expectNoUnallowedPass(trace);
    expect([trace.verdict, trace.label]).toEqual(['REJECT', 'PROPERTY']);
  }, 240_000);
});
