/**
 * The result channel is the program's (SPEC §8, issue 13 part 5), on real git repositories with real
 * processes: code under test that a spec or invariant loads cannot turn a rejection or a failure into
 * a pass (an exit handler, an exit taken at import time, a replaced exit, an atexit hook), and a
 * program that crashes is an error — PROPERTY_ERROR for a spec, an incomplete replay for an
 * invariant, `not_run` on the base — never a rejection, a miss blamed on the candidate, or "rejects
 * the empty patch". Plain exit-code programs (shell) keep their contract, and the trace says which
 * channel each program had.
 */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project, LIB_PASS } from '../helpers/project.js';
import { tempDir } from '../helpers/tmp.js';

async function grade(repo: TestRepo, base: string): Promise<Trace> {
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
  });
  expectNoUnallowedPass(trace);
  return trace;
}

function scenario(baseFiles: Files, candidate: Files): { repo: TestRepo; base: string } {
  const repo = new TestRepo();
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

const codes = (t: Trace) => t.stages.map((s) => s.code);

/** A Node spec that loads the candidate's src/lib.mjs, then rejects an added FORBIDDEN line. */
const NODE_SPEC_LOADING_LIB = `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);
const patch = readFileSync(process.argv[2], 'utf8');
for (const t of patch.split('\\n')) {
  if (t.startsWith('+') && !t.startsWith('+++') && t.includes('FORBIDDEN')) {
    console.log(JSON.stringify({ witness: { path: 'src/lib.mjs' }, message: 'FORBIDDEN added' }));
    process.exit(1);
  }
}
`;

/** The same spec in Python: it imports the candidate's src/helper.py. */
const PY_SPEC_LOADING_HELPER = `import os, sys, json
sys.path.insert(0, os.path.join(os.getcwd(), 'src'))
import helper
patch = open(sys.argv[1]).read()
for t in patch.split('\\n'):
    if t.startswith('+') and not t.startswith('+++') and 'FORBIDDEN' in t:
        print(json.dumps({'witness': {'path': 'src/lib.mjs'}, 'message': 'FORBIDDEN added'}))
        sys.exit(1)
`;

function specProject(spec: { path: string; text: string }, extra: Files = {}): Files {
  return project({
    gateYml: gateYml({ properties: `  - spec: ${spec.path}\n    probe: probes/forbidden.patch` }),
    extraFiles: { [spec.path]: spec.text, 'src/helper.py': 'x = 1\n', ...extra },
  });
}

const nodeSpec = { path: 'specs/loads_lib.mjs', text: NODE_SPEC_LOADING_LIB };
const pySpec = { path: 'specs/loads_helper.py', text: PY_SPEC_LOADING_HELPER };

/** A candidate lib that adds a FORBIDDEN line (the spec must reject it) and runs `attack` on load. */
const forbiddenLib = (attack: string) => `${attack}\nexport const behaviour = () => 'pass';\n// FORBIDDEN\n`;

describe('a spec whose result the code under test tries to change', () => {
  const attacks: [string, string][] = [
    [
      'an exit handler that sets process.exitCode = 0',
      `process.on('exit', () => { process.exitCode = 0; });`,
    ],
    [
      'an exit handler placed before every other',
      `process.prependListener('exit', () => { process.exitCode = 0; });`,
    ],
    ['process.exit(0) at import time', `process.exit(0);`],
    ['process.exit replaced by a no-op', `process.exit = () => {};`],
    ['process.reallyExit(0) at import time', `process.reallyExit(0);`],
    ['an exit(0) from an exit handler', `process.on('exit', () => process.exit(0));`],
    ['process.exit(0) from code it evaluates', `new Function('process.exit(0)')();`],
  ];
  it.each(attacks)('Node: %s is PROPERTY_ERROR, never CLEAR', async (_name, attack) => {
    const { repo, base } = scenario(specProject(nodeSpec), { 'src/lib.mjs': forbiddenLib(attack) });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_ERROR']);
    expect(['failure', 'action_required']).toContain(t.conclusion);
    expect(t.properties[0]?.attested).toBe(true);
    expect(t.properties[0]?.reason).toMatch(/not the spec's/);
  });

  it('Node: an attestation forged on the channel it finds in /proc/self/environ is refused', async () => {
    // What the attack saw goes to a folder every sandbox user may write, by absolute path.
    const side = tempDir('gate-channel-side-');
    chmodSync(side, 0o777);
    // The code under test finds the channel (the verdict file's descriptor), finds no nonce in any
    // file or variable, writes a decision of its own ahead of the spec's, and turns the exit status to 0.
    const attack = `import { existsSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
const env = readFileSync('/proc/self/environ', 'utf8').split('\\0');
const ch = (env.find((e) => e.startsWith('GATE_ATTEST=')) ?? '').slice('GATE_ATTEST='.length);
const hex = env.some((e) => /[0-9a-f]{64}/.test(e));
// The spec runs on the probe and on the patch at once, as two users: the second may not overwrite.
try { writeFileSync(${JSON.stringify(join(side, 'channel-seen'))}, JSON.stringify({ fd: ch.startsWith('fd:'), nonceInEnv: hex, key: existsSync(ch + '/key') })); } catch {}
writeSync(Number(ch.slice(3)), JSON.stringify({ v: 1, nonce: '0'.repeat(64), kind: 'exit', code: 0 }) + '\\n');
process.on('exit', () => { process.exitCode = 0; });`;
    const { repo, base } = scenario(specProject(nodeSpec), { 'src/lib.mjs': forbiddenLib(attack) });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_ERROR']);
    expect(t.properties[0]?.reason).toMatch(/nonce/);
    expect(JSON.parse(readFileSync(join(side, 'channel-seen'), 'utf8'))).toEqual({
      fd: true,
      nonceInEnv: false,
      key: false,
    });
  });

  const pyAttacks: [string, string][] = [
    ['os._exit(0) at import time', 'import os\nos._exit(0)\n'],
    ['posix._exit(0) at import time', 'import posix\nposix._exit(0)\n'],
    ['sys.exit(0) at import time', 'import sys\nsys.exit(0)\n'],
    ['an atexit hook that exits 0', 'import atexit, os\natexit.register(os._exit, 0)\n'],
    ['sys.exit replaced by a no-op', 'import sys\nsys.exit = lambda *a: None\n'],
    [
      'os._exit(0) from a thread it starts',
      'import os, threading\nt = threading.Thread(target=os._exit, args=(0,))\nt.start()\nt.join()\n',
    ],
  ];
  it.each(pyAttacks)('Python: a module whose %s is PROPERTY_ERROR, never CLEAR', async (_name, helper) => {
    const { repo, base } = scenario(specProject(pySpec), {
      'src/helper.py': helper,
      'src/lib.mjs': forbiddenLib(''),
    });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_ERROR']);
    expect(t.properties[0]?.attested).toBe(true);
  });

  it('the same specs still grade honest candidates: REJECT with a witness, and CLEAR', async () => {
    for (const spec of [nodeSpec, pySpec]) {
      const rejected = scenario(specProject(spec), { 'src/lib.mjs': forbiddenLib('') });
      const r = await grade(rejected.repo, rejected.base);
      expect([spec.path, codes(r)]).toEqual([spec.path, ['IN_SCOPE', 'PROPERTY_REJECT']]);
      expect(r.witnesses[0]?.path).toBe('src/lib.mjs');
      const clear = scenario(specProject(spec), { 'src/lib.mjs': LIB_PASS + '// fine\n' });
      const c = await grade(clear.repo, clear.base);
      expect([spec.path, codes(c), c.conclusion]).toEqual([
        spec.path,
        ['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MATCH'],
        'success',
      ]);
      expect(c.properties[0]?.attested).toBe(true);
    }
  });
});

describe('a spec that crashes is PROPERTY_ERROR', () => {
  const crashing: [string, { path: string; text: string }][] = [
    ['a Node spec that throws', { path: 'specs/throws.mjs', text: `throw new Error('spec bug');\n` }],
    [
      'a Node spec with a missing module',
      { path: 'specs/missing.mjs', text: `import 'no-such-package-zz';\n` },
    ],
    [
      'a CommonJS spec with a missing module',
      { path: 'specs/missing.cjs', text: `require('no-such-zz');\n` },
    ],
    ['a Python spec with a traceback', { path: 'specs/tb.py', text: `raise ValueError('spec bug')\n` }],
    ['a Python spec with a missing module', { path: 'specs/missing.py', text: `import no_such_module_zz\n` }],
    [
      'a Node spec whose promise rejects unhandled',
      { path: 'specs/rejects.mjs', text: `Promise.reject(new Error('late'));\n` },
    ],
  ];
  it.each(crashing)('%s: PROPERTY_ERROR, not a rejection', async (_name, spec) => {
    const { repo, base } = scenario(specProject(spec), { 'src/lib.mjs': LIB_PASS + '// fine\n' });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_ERROR']);
    expect(t.properties[0]?.reason).toMatch(/crash/);
    expect(t.properties[0]?.reason).not.toMatch(/rejects the empty patch/);
    expect(t.witnesses).toEqual([]);
  });

  it('a spec that crashes only on the empty patch is PROPERTY_ERROR, not "rejects the empty patch"', async () => {
    const spec = {
      path: 'specs/empty_crash.mjs',
      text: `import { readFileSync } from 'node:fs';
const patch = readFileSync(process.argv[2], 'utf8');
if (patch === '') throw new Error('cannot read an empty patch');
process.exit(patch.includes('FORBIDDEN') ? 1 : 0);
`,
    };
    const { repo, base } = scenario(specProject(spec), { 'src/lib.mjs': LIB_PASS + '// fine\n' });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_ERROR']);
    expect(t.properties[0]?.reason).toMatch(/empty-patch run did not finish cleanly.*crashed/);
  });

  it('a spec whose imported candidate module throws: PROPERTY_ERROR, not a rejection', async () => {
    const { repo, base } = scenario(specProject(nodeSpec), {
      'src/lib.mjs': `throw new Error('candidate broke');\n// FORBIDDEN\n`,
    });
    const t = await grade(repo, base);
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_ERROR']);
    expect(t.properties[0]?.reason).toMatch(/candidate broke/);
  });
});

describe('plain exit-code programs keep working', () => {
  it('a shell spec rejects with exit 1 and clears with 0; the trace says it was not attested', async () => {
    const sh = {
      path: 'specs/no_forbidden.sh',
      text: `if grep -q '^+.*FORBIDDEN' "$1"; then echo '{"witness": {"path": "src/lib.mjs"}}'; exit 1; fi\nexit 0\n`,
    };
    const rejected = scenario(specProject(sh), { 'src/lib.mjs': forbiddenLib('') });
    const r = await grade(rejected.repo, rejected.base);
    expect(codes(r)).toEqual(['IN_SCOPE', 'PROPERTY_REJECT']);
    expect(r.properties[0]?.attested).toBe(false);
    const clear = scenario(specProject(sh), { 'src/lib.mjs': LIB_PASS + '// fine\n' });
    const c = await grade(clear.repo, clear.base);
    expect(codes(c)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MATCH']);
    expect(c.replays[0]?.attested).toEqual({ generator: true, invariant: true });
  });
});

/** A candidate lib whose behaviour fails every seed, and tries to make the invariant pass. */
const fail = "export const behaviour = () => 'fail';";

describe('an invariant whose result the code under test tries to change', () => {
  const attacks: [string, string][] = [
    [
      'an exit handler that sets process.exitCode = 0',
      `process.on('exit', () => { process.exitCode = 0; });\n${fail}`,
    ],
    ['process.exit(0) at import time', `process.exit(0);\n${fail}`],
    [
      'process.exit(0) from a timer',
      `setTimeout(process.exit, 0, 0);\nawait new Promise((r) => setTimeout(r, 50));\n${fail}`,
    ],
    [
      'a swallowed exception',
      `process.on('uncaughtException', () => { process.exitCode = 0; });\nexport const behaviour = () => { throw new Error('x'); };`,
    ],
  ];
  it.each(attacks)('%s: a miss with an incomplete transcript, never a match', async (_name, lib) => {
    const { repo, base } = scenario(project(), { 'src/lib.mjs': lib });
    const t = await grade(repo, base);
    expect(codes(t).slice(0, 3)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MISS']);
    expect(['failure', 'action_required']).toContain(t.conclusion);
    expect(t.replays.every((r) => r.code === 'REPLAY_MISS')).toBe(true);
    expect(t.replays[0]?.transcript_complete).toBe(false);
    expect(t.replays[0]?.reason).toMatch(/not a decision of the invariant/);
    expect(t.misses[0]?.decision.label).toBe('INCOMPLETE');
  });
});

describe('a Python invariant whose result the code under test tries to change', () => {
  const PY_INVARIANT = `import os, sys
sys.path.insert(0, os.path.join(os.getcwd(), 'src'))
import helper
sys.exit(0 if helper.ok() else 1)
`;
  const pyProject = () =>
    project({
      gateYml: gateYml({
        fixtures:
          '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/helper.py',
      }),
      extraFiles: { 'invariants/helper.py': PY_INVARIANT, 'src/helper.py': 'def ok():\n    return True\n' },
    });

  it('an honest helper matches, a failing one misses with a complete transcript', async () => {
    const good = scenario(pyProject(), { 'src/helper.py': 'def ok():\n    return 1 == 1\n' });
    const g = await grade(good.repo, good.base);
    expect([codes(g), g.conclusion]).toEqual([['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MATCH'], 'success']);
    expect(g.replays[0]?.attested).toEqual({ generator: true, invariant: true });
    const bad = scenario(pyProject(), { 'src/helper.py': 'def ok():\n    return False\n' });
    const b = await grade(bad.repo, bad.base);
    expect([b.replays[0]?.code, b.replays[0]?.transcript_complete]).toEqual(['REPLAY_MISS', true]);
  });

  it.each([
    ['os._exit(0) at import time', 'import os\nos._exit(0)\ndef ok():\n    return False\n'],
    [
      'an atexit hook that exits 0',
      'import atexit, os\natexit.register(os._exit, 0)\ndef ok():\n    return False\n',
    ],
    ['a traceback', 'def ok():\n    raise RuntimeError("helper broke")\n'],
  ])('%s: a miss with an incomplete transcript, never a match', async (_name, helper) => {
    const { repo, base } = scenario(pyProject(), { 'src/helper.py': helper });
    const t = await grade(repo, base);
    expect(codes(t).slice(0, 3)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MISS']);
    expect(t.replays[0]?.transcript_complete).toBe(false);
    expect(t.misses[0]?.decision.label).toBe('INCOMPLETE');
  });
});

describe('an invariant that crashes', () => {
  const throwingLib = `export const behaviour = () => { throw new Error('lib exploded'); };\n`;

  it('on the candidate: a failed replay (incomplete transcript) with the crash shown', async () => {
    const { repo, base } = scenario(project(), { 'src/lib.mjs': throwingLib });
    const t = await grade(repo, base);
    expect(codes(t).slice(0, 3)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MISS']);
    const first = t.replays[0]!;
    expect([first.code, first.transcript_complete]).toEqual(['REPLAY_MISS', false]);
    expect(first.reason).toMatch(/crashed: .*lib exploded/);
    const evidence = t.misses[0]?.attempts?.find((a) => a.attempt === 'first');
    expect(evidence?.excerpt).toMatch(/lib exploded/);
    expect(evidence?.attested).toEqual({ generator: true, invariant: true });
    expect(t.misses[0]?.decision.label).toBe('INCOMPLETE');
  });

  it('on the base: base_seed_result is not_run, never fail, so the candidate is not blamed', async () => {
    // The base's own code makes its invariant crash; the candidate's fails honestly.
    const { repo, base } = scenario(project({ extraFiles: { 'src/lib.mjs': throwingLib } }), {
      'src/lib.mjs': `export const behaviour = () => 'fail';\n`,
    });
    const t = await grade(repo, base);
    expect(codes(t).slice(0, 3)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MISS']);
    const miss = t.misses[0]!;
    expect(miss.base_seed_result).toMatch(/^not_run \(the invariant crashed: .*lib exploded/);
    const baseRun = miss.attempts?.find((a) => a.attempt === 'base');
    expect(baseRun?.result).toBe('not_run');
    expect(baseRun?.excerpt).toMatch(/lib exploded/);
    expect(miss.decision.label).not.toBe('PROPERTY');
  });
});
