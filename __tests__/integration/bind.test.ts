/**
 * Invariants run bound to the tree under test (SPEC §2 "Trusted oracle, bound to the right tree"):
 * an invariant that imports the code the natural way — a relative import in JavaScript, a package
 * import in Python — grades the candidate's code, not the base's; its bytes are the base's, checked
 * before and after every program of the attempt.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import type { SandboxSetting } from '../../src/adapters/sandbox.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

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
