/**
 * The attestation channel's reading (src/adapters/attest.ts): a status is the program's only when a
 * well-formed attestation with the run's nonce says so and the exit status equals it. Pure rows, a
 * property over arbitrary verdict files, and real runs of the preloads.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import Module from 'node:module';
import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  interpretRun,
  LoadBook,
  parseAttestation,
  resultChannelOf,
  runAttested,
  type Attestation,
} from '../../src/adapters/attest.js';
import { NODE_PRELOAD, PYTHON_BOOTSTRAP } from '../../src/adapters/attest-preload.js';
import { localRunner, minimalEnv, type ProcResult } from '../../src/adapters/proc.js';
import { tempDir } from '../helpers/tmp.js';

const NONCE = 'ab'.repeat(32);
const line = (o: Record<string, unknown>) => JSON.stringify({ v: 1, nonce: NONCE, ...o });
const exited = (exitCode: number | null, extra: Partial<ProcResult> = {}): ProcResult => ({
  exitCode,
  signal: exitCode === null ? 'SIGKILL' : null,
  timedOut: false,
  elapsedMs: 1,
  stdout: '',
  outputTruncated: false,
  outputBytes: 0,
  ...extra,
});

describe('parseAttestation', () => {
  it('reads decisions, crashes and tampering that carry the nonce', () => {
    expect(parseAttestation(`${line({ kind: 'exit', code: 1 })}\n`, NONCE)).toEqual({
      ok: true,
      entries: [{ kind: 'exit', code: 1 }],
    });
    expect(parseAttestation(`${line({ kind: 'crash', detail: 'Error: x' })}\n`, NONCE)).toEqual({
      ok: true,
      entries: [{ kind: 'crash', detail: 'Error: x' }],
    });
  });

  it.each([
    ['an empty file', ''],
    ['a line of another nonce', JSON.stringify({ v: 1, nonce: 'cd'.repeat(32), kind: 'exit', code: 0 })],
    ['a line with no nonce', JSON.stringify({ v: 1, kind: 'exit', code: 0 })],
    ['a line that is not JSON', `${line({ kind: 'exit', code: 1 })}\n{"v":1`],
    ['a decision without an integer code', line({ kind: 'exit', code: '0' })],
    ['an unknown kind', line({ kind: 'pass', code: 0 })],
    ['a forged line ahead of a real one', `{"kind":"exit","code":0}\n${line({ kind: 'exit', code: 1 })}`],
  ])('refuses %s', (_name, text) => {
    expect(parseAttestation(text, NONCE).ok).toBe(false);
  });
});

describe('interpretRun', () => {
  const att = (...lines: string[]): Attestation => parseAttestation(lines.join('\n'), NONCE);

  it.each<[string, ProcResult, Attestation, string]>([
    ['decided 0, exited 0', exited(0), att(line({ kind: 'end', code: 0 })), 'decided 0'],
    ['decided 1, exited 1', exited(1), att(line({ kind: 'exit', code: 1 })), 'decided 1'],
    ['decided 1, exited 0', exited(0), att(line({ kind: 'exit', code: 1 })), 'tampered'],
    ['decided 0, exited 1', exited(1), att(line({ kind: 'exit', code: 0 })), 'tampered'],
    ['decided 0, then killed', exited(null), att(line({ kind: 'exit', code: 0 })), 'crashed'],
    ['no attestation, exited 0', exited(0), { ok: false, reason: 'none' }, 'tampered'],
    ['no attestation, killed', exited(null), { ok: false, reason: 'none' }, 'crashed'],
    [
      'a crash, then an end with 0',
      exited(0),
      att(line({ kind: 'crash', detail: 'Error: boom' }), line({ kind: 'end', code: 0 })),
      'crashed',
    ],
    [
      'a decision, then a crash in an exit handler',
      exited(1),
      att(line({ kind: 'exit', code: 1 }), line({ kind: 'crash', detail: 'x' })),
      'crashed',
    ],
    ['tampering', exited(0), att(line({ kind: 'tampered', detail: 'exit from src/a.mjs' })), 'tampered'],
    ['over budget', exited(null, { timedOut: true }), att(), 'budget'],
    ['never started', exited(null, { spawnError: 'ENOENT' }), att(), 'not_started'],
  ])('%s', (_name, r, a, want) => {
    const o = interpretRun(r, 'attested', a);
    expect(o.kind === 'decided' ? `decided ${o.code}` : o.kind).toBe(want);
  });

  it('a plain program is its exit status; a signal is a crash', () => {
    expect(interpretRun(exited(1), 'exit-code')).toEqual({ kind: 'decided', code: 1 });
    expect(interpretRun(exited(null), 'exit-code').kind).toBe('crashed');
  });

  it('whatever a verdict file holds without the nonce, an attested run never reads as decided', () => {
    const entry = fc.record({
      v: fc.constantFrom(1, 2),
      nonce: fc.oneof(fc.constant('00'.repeat(32)), fc.stringMatching(/^[0-9a-f]{0,64}$/)),
      kind: fc.constantFrom('exit', 'end', 'crash', 'tampered', 'pass'),
      code: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constant('0')),
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            entry.map((e) => JSON.stringify(e)),
            fc.string(),
          ),
          { maxLength: 4 },
        ),
        fc.constantFrom<number | null>(0, 1, 2, null),
        (lines, status) => {
          const o = interpretRun(exited(status), 'attested', parseAttestation(lines.join('\n'), NONCE));
          expect(o.kind).not.toBe('decided');
        },
      ),
    );
  });
});

describe('runAttested on real interpreters', () => {
  const dir = tempDir('gate-attest-test-');
  const run = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return runAttested(localRunner, { file: join(dir, name), cwd: dir, timeoutMs: 10000 });
  };

  it('picks the channel by interpreter', () => {
    expect(['a.mjs', 'a.js', 'a.cjs', 'a.py', 'a.sh', 'a'].map(resultChannelOf)).toEqual([
      'attested',
      'attested',
      'attested',
      'attested',
      'exit-code',
      'exit-code',
    ]);
  });

  it.each([
    ['node, natural end', 'a.mjs', '', { kind: 'decided', code: 0 }],
    ['node, exitCode 1 at the end', 'b.cjs', 'process.exitCode = 1;\n', { kind: 'decided', code: 1 }],
    ['node, exit(1)', 'c.js', 'process.exit(1);\n', { kind: 'decided', code: 1 }],
    ['node, exit(2)', 'd.mjs', 'process.exit(2);\n', { kind: 'decided', code: 2 }],
    ['python, natural end', 'a.py', 'x = 1\n', { kind: 'decided', code: 0 }],
    ['python, sys.exit(1)', 'b.py', 'import sys\nsys.exit(1)\n', { kind: 'decided', code: 1 }],
    ['python, sys.exit("message")', 'c.py', 'import sys\nsys.exit("bad")\n', { kind: 'decided', code: 1 }],
    ['python, os._exit(1)', 'd.py', 'import os\nos._exit(1)\n', { kind: 'decided', code: 1 }],
    [
      'python, sys.exit(256): status 0, not a decision of 0',
      'e.py',
      'import sys\nsys.exit(256)\n',
      { kind: 'tampered' },
    ],
    ['node, exit(256): status 0, not a decision of 0', 'e.mjs', 'process.exit(256);\n', { kind: 'tampered' }],
    ['shell, exit 1', 'a.sh', 'exit 1\n', { kind: 'decided', code: 1 }],
  ])('%s', async (_name, file, text, outcome) => {
    expect((await run(file, text)).outcome).toMatchObject(outcome);
  });

  it('python: argv, __file__, __name__ and sys.path[0] are what a direct run gives', async () => {
    const r = await run(
      'argv.py',
      `import sys, os\nok = sys.argv[0] == __file__ and __name__ == '__main__' and sys.path[0] == os.path.dirname(os.path.realpath(__file__))\nsys.exit(0 if ok else 1)\n`,
    );
    expect(r.outcome).toEqual({ kind: 'decided', code: 0 });
  });

  it('node: the load hooks run in the program’s own thread where Node has module.registerHooks (22.15 and later), in one more thread elsewhere; a run that keeps no load record has none', async () => {
    // The program's decision is its thread count: an attested run against the same program started
    // plainly with the same environment. A hooks thread costs about 30 ms of every program's start.
    writeFileSync(
      join(dir, 'threads.mjs'),
      `import { readFileSync } from 'node:fs';\nprocess.exit(Number(/Threads:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]));\n`,
    );
    const plain = spawnSync(process.execPath, [join(dir, 'threads.mjs')], { cwd: dir, env: minimalEnv() });
    expect(plain.status).toBeGreaterThan(1);
    const inThread = typeof (Module as { registerHooks?: unknown }).registerHooks === 'function';
    const spec = { file: join(dir, 'threads.mjs'), cwd: dir, timeoutMs: 10000 };
    const recording = await runAttested(localRunner, { ...spec, recordLoads: true });
    expect(recording.outcome).toEqual({
      kind: 'decided',
      code: (plain.status as number) + (inThread ? 0 : 1),
    });
    const unrecorded = await runAttested(localRunner, spec);
    expect(unrecorded.outcome).toEqual({ kind: 'decided', code: plain.status });
  });

  it('node: the channel variable is gone before the program runs, and children do not inherit it', async () => {
    const r = await run('env.mjs', `process.exit(process.env.GATE_ATTEST === undefined ? 0 : 1);\n`);
    expect(r.outcome).toEqual({ kind: 'decided', code: 0 });
  });

  it('no channel folder, no run: the program is not started (never run unattested)', async () => {
    writeFileSync(join(dir, 'never.mjs'), `process.exit(0);\n`);
    const spec = { file: join(dir, 'never.mjs'), cwd: dir, timeoutMs: 10000 };
    const r = await runAttested(localRunner, spec, join(dir, 'no-such-folder'));
    expect(r.outcome.kind).toBe('not_started');
    expect(r.proc.spawnError).toMatch(/attestation channel/);
  });
});

describe('the channel’s secret and the load record', () => {
  const tree = tempDir('gate-attest-tree-');
  mkdirSync(join(tree, 'src'));
  writeFileSync(join(tree, 'src', 'a.mjs'), 'export const a = 1;\n');
  writeFileSync(join(tree, 'src', 'b.cjs'), 'module.exports = 2;\n');
  writeFileSync(join(tree, 'src', 'unused.mjs'), 'export const u = 3;\n');
  writeFileSync(join(tree, 'src', 'c.py'), 'x = 1\n');
  writeFileSync(join(tree, 'src', 'unused.py'), 'y = 1\n');
  const run = (name: string, text: string, recordLoads = true) => {
    writeFileSync(join(tree, name), text);
    return runAttested(localRunner, { file: join(tree, name), cwd: tree, timeoutMs: 20000, recordLoads });
  };

  it('node: the files of the tree it loaded, ESM and CommonJS, and no other', async () => {
    const r = await run(
      'inv.mjs',
      `import './src/a.mjs';\nimport { createRequire } from 'node:module';\ncreateRequire(import.meta.url)('./src/b.cjs');\nimport 'node:path';\n`,
    );
    expect(r.outcome).toEqual({ kind: 'decided', code: 0 });
    expect(r.loaded).toEqual(['inv.mjs', 'src/a.mjs', 'src/b.cjs']);
  });

  it('python: the modules of the tree it imported, and no other', async () => {
    const r = await run('inv.py', `import sys, os, json\nsys.path.insert(0, 'src')\nimport c\nsys.exit(0)\n`);
    expect(r.outcome).toEqual({ kind: 'decided', code: 0 });
    expect(r.loaded).toEqual(['inv.py', 'src/c.py']);
  });

  it.each([
    [
      'node',
      'quiet.mjs',
      `import './src/a.mjs';\nimport { createRequire } from 'node:module';\ncreateRequire(import.meta.url)('./src/b.cjs');\n`,
    ],
    ['python', 'quiet.py', `import sys\nsys.path.insert(0, 'src')\nimport c\n`],
  ])(
    '%s: a run not asked for a load record (ProcSpec.recordLoads) decides the same and records nothing',
    async (_n, name, text) => {
      const r = await run(name, text, false);
      expect(r.outcome).toEqual({ kind: 'decided', code: 0 });
      expect(r.loaded).toBeUndefined();
    },
  );

  it.each([
    ['node', 'hangs.mjs', `import './src/a.mjs';\nfor (;;) {}\n`, ['hangs.mjs', 'src/a.mjs']],
    ['python', 'hangs.py', `import sys\nsys.path.insert(0, 'src')\nimport c\nwhile True:\n    pass\n`, null],
  ])(
    '%s: a program stopped at its budget is no decision, and keeps what it loaded before (trace.exercised)',
    async (_n, name, text, loaded) => {
      writeFileSync(join(tree, name), text);
      const loads = new LoadBook();
      const r = await runAttested(
        { ...localRunner, loads },
        { file: join(tree, name), cwd: tree, timeoutMs: 1500, recordLoads: true },
      );
      expect(r.outcome.kind).toBe('budget');
      // Node records an ES module as it is loaded; Python lists its modules only when it decides.
      expect(loaded === null ? [...loads.loadedBy(name)] : [...loads.loadedBy(name)].sort()).toEqual(
        loaded ?? [],
      );
    },
  );

  it('the nonce is in no variable the program can read, and its stdin is empty after the preload', async () => {
    const r = await run(
      'peek.mjs',
      `import { readFileSync, readdirSync } from 'node:fs';
const env = readFileSync('/proc/self/environ', 'latin1');
let rest = '';
try { rest = readFileSync(0, 'latin1'); } catch (e) { rest = ''; }
const hex = /[0-9a-f]{64}/;
process.exit(hex.test(env) || rest !== '' ? 1 : 0);
`,
    );
    expect(r.outcome).toEqual({ kind: 'decided', code: 0 });
  });

  it('a verdict forged on the inherited descriptor without the nonce is never a decision', async () => {
    // A child of the program (another process, as a daemon would be) writes a decision of 0 to fd 3.
    const r = await run(
      'forge.mjs',
      `import { execFileSync } from 'node:child_process';
execFileSync('/bin/sh', ['-c', 'echo \\'{"v":1,"nonce":"' + 'ab'.repeat(32) + '","kind":"exit","code":0}\\' >&3 || true'], { stdio: ['ignore', 'inherit', 'inherit', 3] });
process.exit(1);
`,
    );
    expect(r.outcome.kind).not.toBe('decided');
  });

  it.each([
    [
      'node',
      'held.mjs',
      `import './src/a.mjs';\nimport { createRequire } from 'node:module';\ncreateRequire(import.meta.url)('./src/b.cjs');\n`,
      ['held.mjs', 'src/a.mjs', 'src/b.cjs'],
    ],
    ['python', 'held.py', `import sys\nsys.path.insert(0, 'src')\nimport c\n`, ['held.py', 'src/c.py']],
  ])(
    '%s held (ProcSpec.hold): released, it decides and keeps its load record; unreleased, it never started',
    async (_n, name, text, loaded) => {
      writeFileSync(join(tree, name), text);
      const spec = { file: join(tree, name), cwd: tree, timeoutMs: 20000, recordLoads: true };
      let release: (ms: number | null) => void = () => {};
      const pending = runAttested(localRunner, { ...spec, hold: new Promise((r) => (release = r)) });
      await new Promise((r) => setTimeout(r, 300));
      release(20000);
      const r = await pending;
      expect(r.outcome).toEqual({ kind: 'decided', code: 0 });
      expect(r.loaded).toEqual(loaded);
      const never = runAttested(localRunner, { ...spec, hold: new Promise((r) => (release = r)) });
      release(null);
      expect((await never).outcome).toEqual({ kind: 'not_started', reason: 'held, and never released' });
    },
  );

  it.each([
    [
      'node',
      'nononce.mjs',
      `import { writeFileSync } from 'node:fs';\nwriteFileSync('ran-node', 'x');\n`,
      'ran-node',
    ],
    ['python', 'nononce.py', `open('ran-python', 'w').write('x')\n`, 'ran-python'],
  ])(
    '%s: a channel without a nonce (its stdin ended first: the gate that held it is gone) runs none of the program',
    (kind, name, text, marker) => {
      writeFileSync(join(tree, name), text);
      const preload = join(tree, kind === 'node' ? 'preload.cjs' : 'bootstrap.py');
      writeFileSync(preload, kind === 'node' ? NODE_PRELOAD : PYTHON_BOOTSTRAP);
      const argv =
        kind === 'node' ? ['--require', preload, join(tree, name)] : ['-s', preload, join(tree, name)];
      const r = spawnSync(kind === 'node' ? process.execPath : 'python3', argv, {
        cwd: tree,
        input: '',
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GATE_ATTEST: 'fd:3' },
        stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      });
      expect(r.status).toBe(70);
      expect(existsSync(join(tree, marker))).toBe(false);
    },
  );

  it('load lines alone are no decision', () => {
    // … but what the program loaded before it was stopped is still its record.
    expect(parseAttestation(line({ kind: 'load', files: ['src/a.mjs'] }), NONCE)).toEqual({
      ok: false,
      reason: 'the program wrote no attestation',
      loaded: ['src/a.mjs'],
    });
    const att = parseAttestation(
      [
        line({ kind: 'load', files: ['src/a.mjs', '../etc/passwd', '/etc/passwd', 'a/./b'] }),
        line({ kind: 'end', code: 0 }),
      ].join('\n'),
      NONCE,
    );
    expect(att).toEqual({ ok: true, entries: [{ kind: 'end', code: 0 }], loaded: ['src/a.mjs'] });
  });
});

describe('a package.json the code under test plants cannot stand in for the preload', () => {
  // Node resolves `--require <path>` from the working folder and tries the package scope there first
  // ("self-reference"): a package.json in the working folder or any folder above it whose `name` is a
  // prefix of the preload's path and whose `exports` map it elsewhere would load its file instead of
  // the gate's preload — which could then write an attested decision of its own. The attack: the
  // code under test writes such a package.json (and the file it names) into a folder it can write
  // above the tree, or into the tree itself, before a later program of the run starts.
  const FORGER = `'use strict';
const fs = require('fs');
const buf = Buffer.alloc(128); let got = '';
while (!got.includes('\\n')) { const n = fs.readSync(0, buf, 0, 128, null); if (n === 0) break; got += buf.toString('latin1', 0, n); }
const ch = process.env.GATE_ATTEST || '';
const fd = ch.startsWith('fd:') ? Number(ch.slice(3)) : fs.openSync(ch + '/verdict', 'ax', 0o600);
fs.writeSync(fd, JSON.stringify({ v: 1, nonce: got.split('\\n')[0], kind: 'exit', code: 0 }) + '\\n');
process.reallyExit(0);
`;
  /** Every name a planted package.json could take to claim the channel folder's preload path. */
  const namesFor = (channelRoot: string): string[] => {
    const parts = channelRoot.split('/');
    const prefixes = parts.map((_p, i) => parts.slice(0, i + 1).join('/')).filter((p) => p !== '');
    return ['', ...prefixes];
  };

  it('a planted scope in the tree or any folder above it, under any name that prefixes the preload path: the program decides', async () => {
    const top = tempDir('gate-attest-scope-');
    const channelRoot = join(top, 'channels');
    mkdirSync(channelRoot);
    const tree = join(top, 'views', 'v1', 'tree');
    mkdirSync(tree, { recursive: true });
    // The program under test exits 1: only the forger could turn that into a decision of 0.
    writeFileSync(join(tree, 'inv.mjs'), 'process.exit(1);\n');
    const where = [tree, join(top, 'views', 'v1'), join(top, 'views'), top];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...where),
        fc.constantFrom(...namesFor(channelRoot)),
        fc.constantFrom<Record<string, string>>(
          { './*': './forger.cjs' },
          { '.': './forger.cjs', './*': './forger.cjs' },
        ),
        // With a load record, Node 20 loads the preload again in its hooks thread.
        fc.boolean(),
        async (at, name, exportsMap, recordLoads) => {
          const planted = [join(at, 'package.json'), join(at, 'forger.cjs')];
          writeFileSync(planted[1] as string, FORGER);
          writeFileSync(planted[0] as string, JSON.stringify({ name, exports: exportsMap }));
          try {
            const r = await runAttested(
              localRunner,
              { file: join(tree, 'inv.mjs'), cwd: tree, timeoutMs: 20000, recordLoads },
              channelRoot,
            );
            expect([at, name, recordLoads, r.outcome]).toEqual([
              at,
              name,
              recordLoads,
              { kind: 'decided', code: 1 },
            ]);
          } finally {
            for (const p of planted) rmSync(p, { force: true });
          }
        },
      ),
      { numRuns: 16 },
    );
  }, 120_000);

  it('the program still runs in its working folder, with relative paths resolved from there', async () => {
    const tree = tempDir('gate-attest-cwd-');
    writeFileSync(join(tree, 'data.txt'), 'here\n');
    writeFileSync(
      join(tree, 'cwd.mjs'),
      `import { readFileSync, realpathSync } from 'node:fs';\nprocess.exit(realpathSync(process.cwd()) === ${JSON.stringify(realpathSync(tree))} && readFileSync('data.txt', 'utf8') === 'here\\n' ? 0 : 1);\n`,
    );
    const r = await runAttested(localRunner, { file: join(tree, 'cwd.mjs'), cwd: tree, timeoutMs: 20000 });
    expect(r.outcome).toEqual({ kind: 'decided', code: 0 });
  });
});
