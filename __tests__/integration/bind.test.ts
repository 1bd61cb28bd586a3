/**
 * Invariants run bound to the tree under test (SPEC §2 "Trusted oracle, bound to the right tree"):
 * an invariant that imports the code the natural way — a relative import in JavaScript, a package
 * import in Python — grades the candidate's code, not the base's; its bytes are the base's, checked
 * before and after every program of the attempt.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import type { SandboxSetting } from '../../src/adapters/sandbox.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { tempDir } from '../helpers/tmp.js';

async function grade(repo: TestRepo, base: string, sandbox: SandboxSetting = 'off'): Promise<Trace> {
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
    sandbox,
  });
  expectNoUnallowedPass(trace);
  return trace;
}

/** gate.yml as a newcomer writes it from the README: one fixture, its invariant beside the oracle. */
function gateYml(invariant: string, generator = 'gate/fixtures/gen.mjs'): Files {
  return {
    'gate.yml': `version: 1
budgets:
  replay_timeout_ms: 8000
  retry_cap: 1
properties: []
fixtures:
  - target: codec.roundtrip
    manifest: gate/fixtures/codec.json
    invariant: ${invariant}
protected:
  - gate/**
`,
    'gate/fixtures/codec.json': JSON.stringify({
      generator,
      generator_id: 'codec-gen/1',
      inputs: ['gate/fixtures/words.txt'],
      seed: [1, 2],
    }),
    'gate/fixtures/words.txt': 'alpha\nbeta\ngamma\n',
    'gate/fixtures/gen.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const [input] = JSON.parse(process.env.GATE_INPUTS);
const words = readFileSync(input, 'utf8').split('\\n').filter(Boolean);
writeFileSync(join(process.env.GATE_OUT, 'cases.json'), JSON.stringify({ words }));
`,
  };
}

const JS_INVARIANT = `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encode, decode } from '../../src/codec.mjs';
const { words } = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
for (const w of words) if (decode(encode(w)) !== w) process.exit(1);
process.exit(0);
`;
const JS_CODEC = `export const encode = (s) => Buffer.from(s, 'utf8').toString('base64');
export const decode = (s) => Buffer.from(s, 'base64').toString('utf8');
`;
const JS_BROKEN = `export const encode = (s) => Buffer.from(s, 'utf8').toString('base64');
export const decode = (s) => Buffer.from(s, 'base64').toString('latin1').toUpperCase();
`;
const JS_HONEST = `// Same behaviour, different spelling.
export const encode = (s) => Buffer.from(String(s), 'utf8').toString('base64');
export const decode = (s) => Buffer.from(String(s), 'base64').toString('utf8');
`;

function jsProject(extra: Files = {}): Files {
  return {
    ...gateYml('gate/invariants/roundtrip.mjs'),
    'gate/invariants/roundtrip.mjs': JS_INVARIANT,
    'src/codec.mjs': JS_CODEC,
    'README.md': 'codec\n',
    ...extra,
  };
}

const PY_INVARIANT = `import json, os, sys
import codec
with open(os.path.join(os.environ['GATE_CASES'], 'cases.json')) as f:
    words = json.load(f)['words']
sys.exit(0 if all(codec.decode(codec.encode(w)) == w for w in words) else 1)
`;
const PY_CODEC = `import base64
def encode(s): return base64.b64encode(s.encode()).decode()
def decode(s): return base64.b64decode(s).decode()
`;
const PY_BROKEN = `import base64
def encode(s): return base64.b64encode(s.encode()).decode()
def decode(s): return base64.b64decode(s).decode().upper()
`;

/** A Python project whose invariant sits beside the package it imports (its folder is sys.path[0]). */
function pyProject(extra: Files = {}): Files {
  return {
    ...gateYml('pkg/check_roundtrip.py'),
    'pkg/check_roundtrip.py': PY_INVARIANT,
    'pkg/codec.py': PY_CODEC,
    'README.md': 'codec\n',
    ...extra,
  };
}

function scenario(base: Files, candidate: Files): { repo: TestRepo; base: string } {
  const repo = new TestRepo('gate-bind-');
  const b = repo.commit(base, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base: b };
}

describe('an invariant grades the candidate’s code', () => {
  it('JavaScript: a regression reached through a relative import is REJECT (PROPERTY)', async () => {
    const { repo, base } = scenario(jsProject(), { 'src/codec.mjs': JS_BROKEN });
    const t = await grade(repo, base);
    expect([t.verdict, t.label, t.reason_code]).toEqual(['REJECT', 'PROPERTY', 'PROPERTY']);
    expect(t.replays.every((r) => r.code === 'REPLAY_MISS')).toBe(true);
  });

  it('JavaScript: an honest rewrite is CLEAR', async () => {
    const { repo, base } = scenario(jsProject(), { 'src/codec.mjs': JS_HONEST });
    const t = await grade(repo, base);
    expect([t.verdict, t.reason_code]).toEqual(['CLEAR', 'REPLAY_MATCH']);
  });

  it('Python: a regression in the package beside the invariant is REJECT (PROPERTY)', async () => {
    const { repo, base } = scenario(pyProject(), { 'pkg/codec.py': PY_BROKEN });
    const t = await grade(repo, base);
    expect([t.verdict, t.label, t.reason_code]).toEqual(['REJECT', 'PROPERTY', 'PROPERTY']);
  });

  it('Python: an unchanged package is CLEAR', async () => {
    const { repo, base } = scenario(pyProject(), { 'README.md': 'codec, documented\n' });
    const t = await grade(repo, base);
    expect([t.verdict, t.reason_code]).toEqual(['CLEAR', 'REPLAY_MATCH']);
  });
});

/**
 * A folder outside the checkout where the attack writes its report: an absolute path, because the
 * code under test runs in a view of the checkout and cannot know where the checkout is.
 */
function sideFolder(): string {
  const dir = tempDir('gate-bind-side-');
  chmodSync(dir, 0o777);
  return dir;
}

/** A broken codec that, when the invariant loads it, also does `attack` to the invariant file. */
const attackingCodec = (
  attack: string,
  report: string,
) => `import { chmodSync, existsSync, renameSync, writeFileSync, appendFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
const inv = join(dirname(fileURLToPath(import.meta.url)), '..', 'gate', 'invariants', 'roundtrip.mjs');
const report = ${JSON.stringify(report)};
try {
  ${attack}
  appendFileSync(report, 'done\\n');
} catch (err) {
  try { appendFileSync(report, String(err.code) + '\\n'); } catch {}
}
${JS_BROKEN}`;

const REWRITE = `chmodSync(inv, 0o644); writeFileSync(inv, 'process.exit(0);\\n');`;
const REPLACE = `if (!existsSync(inv + '.old')) renameSync(inv, inv + '.old'); writeFileSync(inv, 'process.exit(0);\\n');`;
// In an overlay view a folder of the lower layer cannot be renamed (EXDEV): the attacker then removes
// it and makes another in its place, which is the same swap.
const RENAME_FOLDER = `const d = dirname(inv); const { mkdirSync, rmSync } = await import('node:fs'); try { renameSync(d, d + '-old'); } catch (e) { if (e.code !== 'EXDEV') throw e; rmSync(d, { recursive: true, force: true }); } mkdirSync(d, { recursive: true }); writeFileSync(inv, 'process.exit(0);\\n');`;

describe('candidate code cannot change the invariant it runs under', () => {
  it.each([
    ['rewrites the invariant in place (chmod u+w first)', REWRITE],
    ['renames the invariant away and puts another in its place', REPLACE],
    ['renames the invariant’s folder away and makes another', RENAME_FOLDER],
  ])(
    'without the sandbox, code that %s is UNUSABLE / AUDIT_FAILED naming the file',
    async (_what, attack) => {
      const side = sideFolder();
      const { repo, base } = scenario(jsProject(), {
        'src/codec.mjs': attackingCodec(attack, join(side, 'attack-report.txt')),
      });
      const t = await grade(repo, base, 'off');
      expect(readFileSync(join(side, 'attack-report.txt'), 'utf8')).toContain('done');
      expect([t.verdict, t.reason_code]).toEqual(['UNUSABLE', 'AUDIT_FAILED']);
      expect(t.pinned_mismatches?.some((m) => m.startsWith('gate/invariants'))).toBe(true);
      expect(t.reason).toContain('gate/invariants');
      // The user's checkout gets its modes back (the gate made the oracle read-only for the run only).
    },
  );

  const root = process.getuid?.() === 0;
  (root ? it.each : it.skip.each)([
    ['rewrite the invariant', REWRITE],
    ['replace the invariant', REPLACE],
    ['rename the invariant’s folder', RENAME_FOLDER],
  ])('with the sandbox, the attempt to %s fails; the regression is REJECT', async (_what, attack) => {
    const side = sideFolder();
    const { repo, base } = scenario(jsProject(), {
      'src/codec.mjs': attackingCodec(attack, join(side, 'attack-report.txt')),
    });
    const t = await grade(repo, base, 'require');
    expect(t.sandbox?.mode).toBe('user');
    const report = readFileSync(join(side, 'attack-report.txt'), 'utf8');
    expect(report).not.toContain('done');
    expect(report).toMatch(/EACCES|EPERM/);
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(t.pinned_mismatches).toBeUndefined();
    expect(readFileSync(join(repo.dir, 'gate/invariants/roundtrip.mjs'), 'utf8')).toBe(JS_INVARIANT);
  });

  it('the oracle files in the checkout are writable again after the run', async () => {
    const { repo, base } = scenario(jsProject(), { 'src/codec.mjs': JS_HONEST });
    const before = statSync(join(repo.dir, 'gate/invariants/roundtrip.mjs')).mode;
    const t = await grade(repo, base, 'off');
    expect(t.verdict).toBe('CLEAR');
    expect(statSync(join(repo.dir, 'gate/invariants/roundtrip.mjs')).mode).toBe(before);
  });
});

/** Compiles `source` into an unchecked-hash pyc at `pyc` (never compared with the source beside it). */
function uncheckedPyc(dir: string, source: string, pyc: string): void {
  const src = join(dir, '..', 'pyc-source.py');
  writeFileSync(src, source);
  mkdirSync(dirname(join(dir, pyc)), { recursive: true });
  execFileSync('python3', [
    '-c',
    'import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH, doraise=True)',
    src,
    join(dir, pyc),
  ]);
}

describe('compiled caches are executed bytes', () => {
  it('a committed unchecked-hash pyc of the old code does not hide a regression in the source beside it', async () => {
    const repo = new TestRepo('gate-bind-pyc-');
    // The attack, merged earlier: a cache of the honest codec committed beside its source.
    uncheckedPyc(repo.dir, PY_CODEC, 'pkg/__pycache__/codec.cpython-311.pyc');
    uncheckedPyc(repo.dir, PY_CODEC, `pkg/__pycache__/codec.${pythonTag()}.pyc`);
    const base = repo.commit(pyProject(), 'base');
    // The candidate: only the source changes; Python without a cache prefix would run the cached code.
    repo.commit({ 'pkg/codec.py': PY_BROKEN }, 'candidate');
    const plain = execFileSync('python3', ['-c', 'import codec; print(codec.decode(codec.encode("ab")))'], {
      cwd: join(repo.dir, 'pkg'),
      encoding: 'utf8',
    });
    expect(plain.trim()).toBe('ab'); // the attack works on an interpreter left as it is
    const t = await grade(repo, base);
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
  });

  it('a patch that adds a .pyc is UNGRADABLE, naming it', async () => {
    const repo = new TestRepo('gate-bind-pyc-');
    const base = repo.commit(pyProject(), 'base');
    uncheckedPyc(repo.dir, PY_BROKEN, 'pkg/helpers.pyc');
    repo.commit({ 'README.md': 'codec, with a helper\n' }, 'candidate');
    const t = await grade(repo, base);
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(t.stages.find((s) => s.name === 'scope')?.detail).toContain('pkg/helpers.pyc');
    expect(t.stages.map((s) => s.name)).toEqual(['scope']);
  });
});

describe('the tree cannot change how an invariant is loaded', () => {
  it('a conftest.py added beside a Python invariant is UNGRADABLE', async () => {
    const { repo, base } = scenario(pyProject(), {
      'pkg/conftest.py': 'import codec\ncodec.decode = lambda s: s\n',
      'pkg/codec.py': PY_BROKEN,
    });
    const t = await grade(repo, base);
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(t.stages[0]?.detail).toContain('pkg/conftest.py');
  });

  it('a package.json "type" change above a JavaScript invariant is UNGRADABLE; a dependency change is not', async () => {
    const pkg = (o: Record<string, unknown>) => JSON.stringify({ name: 'codec', version: '1.0.0', ...o });
    const { repo, base } = scenario(jsProject({ 'package.json': pkg({}) }), {
      'package.json': pkg({ type: 'commonjs', dependencies: {} }),
      'src/codec.mjs': JS_HONEST,
    });
    const t = await grade(repo, base);
    expect([t.verdict, t.reason_code]).toEqual(['HOLD', 'UNGRADABLE']);
    expect(t.stages[0]?.detail).toContain('package.json');

    const honest = scenario(jsProject({ 'package.json': pkg({}) }), {
      'package.json': pkg({ version: '1.1.0', dependencies: { leftpad: '1.0.0' } }),
      'src/codec.mjs': JS_HONEST,
    });
    const h = await grade(honest.repo, honest.base);
    expect([h.verdict, h.reason_code]).toEqual(['CLEAR', 'REPLAY_MATCH']);
  });
});

function pythonTag(): string {
  return execFileSync('python3', ['-c', 'import sys; print(sys.implementation.cache_tag)'], {
    encoding: 'utf8',
  }).trim();
}
