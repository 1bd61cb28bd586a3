/**
 * Replay trees (issue 25 item 6, issue 30 items 1, 3, 7), on real repositories with real processes,
 * as root with and without the sandbox: every attempt starts from the same fresh state and cannot
 * tell which attempt it is; gate-side work is never charged to a program's budget; a run leaves the
 * temp folder and the mount table as it found them; the fallback without mounts still grades.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGate, type GateOptions } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import type { SandboxSetting } from '../../src/adapters/sandbox.js';
import type { ViewsSetting } from '../../src/adapters/views.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { LIB_COLD_CACHE, gateYml, project, resetFlakeService } from '../helpers/project.js';

const asRoot = process.getuid?.() === 0;

interface World {
  repo: TestRepo;
  base: string;
}

function world(candidate: Files, o: { seeds?: number[]; baseExtra?: Files; gateYml?: string } = {}): World {
  const repo = new TestRepo();
  const base = repo.commit(
    project({
      seeds: o.seeds ?? [11, 12],
      ...(o.baseExtra ? { extraFiles: o.baseExtra } : {}),
      ...(o.gateYml ? { gateYml: o.gateYml } : {}),
    }),
    'base',
  );
  repo.checkout(base, 'cand');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

async function grade(
  w: World,
  sandbox: SandboxSetting,
  views?: ViewsSetting,
  extra: Partial<GateOptions> = {},
): Promise<Trace> {
  resetFlakeService();
  const { trace } = await runGate({
    cwd: w.repo.dir,
    config: 'gate.yml',
    base: w.base,
    outDir: '.gate',
    log: silentLogger,
    sandbox,
    ...(views ? { views } : {}),
    ...extra,
  });
  return trace;
}

/** The base's lib writes a cache file into its working folder too: base replays must be able to write. */
const BASE_WRITES = `import { writeFileSync } from 'node:fs';
export const behaviour = () => { writeFileSync('.base-cache', 'warm'); return 'pass'; };
`;

const sandboxes: SandboxSetting[] = asRoot ? ['off', 'auto'] : ['off'];

describe.each(sandboxes)('fresh state per attempt (GATE_SANDBOX=%s)', (sandbox) => {
  it('a cold-cache bug (fails only in a fresh tree, writes its cache into the checkout) is REJECT PROPERTY, not SCHEDULER', async () => {
    const w = world(
      { 'src/lib.mjs': LIB_COLD_CACHE([11]) },
      { seeds: [11], baseExtra: { 'src/lib.mjs': BASE_WRITES } },
    );
    const t = await grade(w, sandbox);
    expect(t.views?.mechanism).toBe('overlay');
    expect(t.sandbox?.mode).toBe(sandbox === 'off' ? 'none' : 'user');
    expect(t.label).toBe('PROPERTY');
    expect(t.verdict).toBe('REJECT');
    const miss = t.misses[0];
    // Every retry failed the same way; the base replay wrote its cache in its view and passed.
    expect(miss?.retries).toEqual(['fail', 'fail']);
    expect(miss?.base_seed_result).toMatch(/^pass/);
    // The checkout itself was never written by an attempt.
    expect(readdirSync(w.repo.dir).filter((n) => n.startsWith('.flaky-') || n === '.base-cache')).toEqual([]);
  }, 120_000);

  it('code that reads its attempt from GATE_OUT, its working folder or any variable cannot: the same shape on every attempt', async () => {
    // Passes on any attempt whose paths or environment name a retry or a base replay (as `retry-1/`
    // and `attempt-1/` in GATE_OUT once did), and records what it saw.
    const spy = `import { appendFileSync } from 'node:fs';
export const behaviour = () => {
  const seen = JSON.stringify({ out: process.env.GATE_OUT, cases: process.env.GATE_CASES, cwd: process.cwd(), env: process.env });
  appendFileSync('.seen', seen + '\\n');
  return /retry|attempt|base/i.test(seen) ? 'pass' : 'fail';
};
`;
    const w = world({ 'src/lib.mjs': spy }, { seeds: [11] });
    const t = await grade(w, sandbox);
    expect(t.label).toBe('PROPERTY');
    const miss = t.misses[0];
    expect(miss?.retries).toEqual(['fail', 'fail']);
  }, 120_000);
});

describe('the shape of what an attempt sees', () => {
  it('GATE_OUT and the working folder have the same neutral shape on the first replay and every retry', async () => {
    const log = mkdtempSync(join(tmpdir(), 'gate-views-spy-'));
    try {
      const spy = `import { appendFileSync, chmodSync } from 'node:fs';
export const behaviour = () => {
  appendFileSync(${JSON.stringify(join(log, 'seen'))}, JSON.stringify({ out: process.env.GATE_OUT, cwd: process.cwd() }) + '\\n');
  return 'fail';
};
`;
      const { chmodSync } = await import('node:fs');
      chmodSync(log, 0o1777);
      const w = world({ 'src/lib.mjs': spy }, { seeds: [11] });
      const t = await grade(w, 'off');
      expect(t.label).toBe('PROPERTY');
      const seen = readFileSync(join(log, 'seen'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { out: string; cwd: string });
      expect(seen).toHaveLength(3); // the first replay and two retries
      const shape = (p: string) => p.replace(/[0-9a-f]{16}/g, 'X');
      expect(new Set(seen.map((s) => shape(s.out))).size).toBe(1);
      expect(new Set(seen.map((s) => shape(s.cwd))).size).toBe(1);
      expect(new Set(seen.map((s) => s.out)).size).toBe(3); // each attempt a fresh folder
      for (const s of seen) expect(`${s.out} ${s.cwd}`).not.toMatch(/attempt|retry|base|seed/);
      // The logs and outputs are kept under the attempt's own folder once it ended.
      const kept = join(w.repo.dir, '.gate', 'fixtures', 'lib.behaviour', 'seed-11');
      expect(readdirSync(kept).sort()).toEqual(expect.arrayContaining(['attempt-1', 'retry-1', 'retry-2']));
      expect(readdirSync(join(kept, 'retry-1', 'out'))).toEqual(['cases.json']);
    } finally {
      rmSync(log, { recursive: true, force: true });
    }
  }, 120_000);
});

(asRoot ? describe : describe.skip)(
  'the real checkout is out of the sandbox user’s reach once views run',
  () => {
    it('a cold cache written into the real checkout by absolute path (a guessable runner path) does not reach the next attempt', async () => {
      // The attacker knows where runners check out (/home/runner/work/R/R): here, the test's repository.
      // (Without the sandbox the program runs as the gate's own user and can write anywhere the gate can:
      // SECURITY.md says what that setting trusts.)
      // Attempt 1 writes its cache there, not in its view; a later attempt whose tree shows that file
      // would pass, turning a deterministic regression into a flake.
      const w = world({ 'src/lib.mjs': 'export const behaviour = () => "pass";\n' }, { seeds: [11] });
      const dir = JSON.stringify(w.repo.dir);
      w.repo.commit({
        'src/lib.mjs': `import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
export const behaviour = () => {
  const candidates = [join(${dir}, '.cold-cache'), join(${dir}, 'src', '.cold-cache')];
  if (candidates.some((p) => existsSync(p)) || existsSync('.cold-cache') || existsSync('src/.cold-cache')) return 'pass';
  for (const p of candidates) { try { writeFileSync(p, ''); } catch {} }
  return 'fail';
};
`,
      });
      const top = statSync(w.repo.dir);
      const t = await grade(w, 'auto');
      expect(t.sandbox?.mode).toBe('user');
      // The checkout's top folder is as it was before the run (sealed only while the run lasted).
      const after = statSync(w.repo.dir);
      expect([after.mode, after.uid, after.gid]).toEqual([top.mode, top.uid, top.gid]);
      expect(t.label).toBe('PROPERTY');
      expect(t.misses[0]?.retries).toEqual(['fail', 'fail']);
      // Nothing reached the checkout.
      expect([
        existsSync(join(w.repo.dir, '.cold-cache')),
        existsSync(join(w.repo.dir, 'src', '.cold-cache')),
      ]).toEqual([false, false]);
    }, 120_000);
  },
);

/** A spec that loads the code under test (a natural thing to write), then judges the patch. */
const LOADS_LIB_SPEC = `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);
const added = readFileSync(process.argv[2], 'utf8').split('\\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'));
process.exit(added.some((l) => l.includes('FORBIDDEN')) ? 1 : 0);
`;

/**
 * What code a spec loaded wrote, by mechanism: in a view (overlay) it never reaches the checkout, so
 * the run grades the patch (the regression is PROPERTY) and the checkout holds what it held; without
 * mounts the specs run in the checkout itself and the checks around them end the run UNUSABLE, naming
 * what changed.
 */
function expectSpecWrites(t: Trace, views: ViewsSetting, named: readonly string[]): void {
  expect(t.sandbox?.mode).toBe('user');
  expect(t.views?.mechanism).toBe(views);
  expect(t.conclusion).not.toBe('success');
  if (views === 'overlay') {
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(JSON.stringify(t.errors)).not.toContain('while the specs ran');
  } else {
    expect(t.verdict).toBe('UNUSABLE');
    for (const f of named) expect(JSON.stringify(t.errors)).toContain(f);
  }
}

const specViews: ViewsSetting[] = ['overlay', 'checkout'];

(asRoot ? describe.each(specViews) : describe.skip.each(specViews))(
  'what the candidate does while the specs run (GATE_VIEWS=%s)',
  (views) => {
    it('code loaded by a spec that rewrites the checkout’s tracked files before the replays is never graded', async () => {
      // A spec that loads the code under test (a natural thing to write). The regression's module, on
      // load, rewrites itself to the honest version in its working folder, so replays that followed in
      // that tree would run code the patch does not contain.
      const spec = LOADS_LIB_SPEC;
      const honest = "export const behaviour = () => 'pass';\n";
      const sneaky = `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
try { writeFileSync(join(process.cwd(), 'src', 'lib.mjs'), ${JSON.stringify(honest)}); } catch {}
export const behaviour = () => 'fail';
`;
      const repo = new TestRepo();
      const base = repo.commit(
        project({
          seeds: [11],
          gateYml: gateYml({
            properties: '  - spec: specs/loads_lib.mjs\n    probe: probes/forbidden.patch',
          }),
          extraFiles: { 'specs/loads_lib.mjs': spec },
        }),
        'base',
      );
      repo.checkout(base, 'cand');
      repo.commit({ 'src/lib.mjs': sneaky }, 'candidate');
      const t = await grade({ repo, base }, 'auto', views);
      expectSpecWrites(t, views, ['src/lib.mjs']);
      if (views === 'overlay') expect(readFileSync(join(repo.dir, 'src', 'lib.mjs'), 'utf8')).toBe(sneaky);
    }, 120_000);

    it('code loaded by a spec that plants an untracked module shadowing the graded one is not what the replays run', async () => {
      // The regression's module, loaded by a spec, plants a package \`src/helper/\` beside itself: Python
      // finds a package before a module of the same name, so the replays would import the planted
      // package (honest) instead of the graded \`src/helper.py\` — a file git does not track.
      const spec = `import os, sys
sys.path.insert(0, os.path.join(os.getcwd(), 'src'))
import helper
added = [l for l in open(sys.argv[1]).read().split('\\n') if l.startswith('+') and not l.startswith('+++')]
sys.exit(1 if any('FORBIDDEN' in l for l in added) else 0)
`;
      const invariant = `import os, sys
sys.path.insert(0, os.path.join(os.getcwd(), 'src'))
import helper
sys.exit(0 if helper.ok() else 1)
`;
      const sneaky = `import os
d = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'helper')
try:
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, '__init__.py'), 'w') as f:
        f.write('def ok():\\n    return True\\n')
except OSError:
    pass
def ok():
    return False
`;
      const repo = new TestRepo();
      const base = repo.commit(
        project({
          seeds: [11],
          gateYml: gateYml({
            properties: '  - spec: specs/loads_helper.py\n    probe: probes/forbidden.patch',
            fixtures:
              '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/helper.py',
          }),
          extraFiles: {
            'specs/loads_helper.py': spec,
            'invariants/helper.py': invariant,
            'src/helper.py': 'def ok():\n    return True\n',
          },
        }),
        'base',
      );
      repo.checkout(base, 'cand');
      repo.commit({ 'src/helper.py': sneaky }, 'candidate');
      const t = await grade({ repo, base }, 'auto', views);
      expect(t.views?.mechanism).toBe(views);
      expect(t.sandbox?.mode).toBe('user');
      if (views === 'overlay') {
        // Planted in the specs' view, the package never reaches the checkout or the replays: they
        // import the graded module.
        expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
        expect(existsSync(join(repo.dir, 'src', 'helper'))).toBe(false);
      } else {
        // Removed from the checkout before the replays; but without views every attempt runs in the
        // checkout itself, and the graded module plants it again on each load, so the retries disagree
        // with the first replay: held, never a pass.
        expect(t.conclusion).not.toBe('success');
        expect(t.verdict).not.toBe('CLEAR');
      }
    }, 120_000);

    it('code loaded by a spec that rewrites a file git does not track (an ignored dependency) is never graded', async () => {
      // An installed dependency (ignored, not tracked) that the invariant imports; the regression,
      // loaded by a spec, rewrites it in place to answer for it.
      const spec = `import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);
const added = readFileSync(process.argv[2], 'utf8').split('\\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'));
process.exit(added.some((l) => l.includes('FORBIDDEN')) ? 1 : 0);
`;
      const invariant = `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verdict } from 'dep';
import { behaviour } from '../src/lib.mjs';
const { seed } = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
process.exit(verdict(behaviour(seed)) ? 0 : 1);
`;
      const dep = "export const verdict = (r) => r === 'pass';\n";
      const sneaky = `import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
try { writeFileSync(join(process.cwd(), 'node_modules', 'dep', 'index.mjs'), 'export const verdict = () => true;\\n'); } catch {}
export const behaviour = () => 'fail';
`;
      const repo = new TestRepo();
      const base = repo.commit(
        project({
          seeds: [11],
          gateYml: gateYml({
            properties: '  - spec: specs/loads_lib.mjs\n    probe: probes/forbidden.patch',
            fixtures:
              '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/dep.mjs',
          }),
          extraFiles: {
            'specs/loads_lib.mjs': spec,
            'invariants/dep.mjs': invariant,
            '.gitignore': 'node_modules/\n',
          },
        }),
        'base',
      );
      repo.checkout(base, 'cand');
      repo.commit({ 'src/lib.mjs': sneaky }, 'candidate');
      repo.write({
        'node_modules/dep/package.json': JSON.stringify({
          name: 'dep',
          type: 'module',
          exports: './index.mjs',
        }),
        'node_modules/dep/index.mjs': dep,
      });
      const t = await grade({ repo, base }, 'auto', views);
      expectSpecWrites(t, views, ['node_modules/dep/index.mjs']);
      if (views === 'overlay')
        expect(readFileSync(join(repo.dir, 'node_modules', 'dep', 'index.mjs'), 'utf8')).toBe(dep);
    }, 120_000);
  },
);

(asRoot ? describe.each(specViews) : describe.skip.each(specViews))(
  'tracked files the patch does not change, written while the specs run (GATE_VIEWS=%s)',
  (views) => {
    // Without mounts the checks around the specs stat the checkout's tracked files instead of reading
    // them (the sandbox's grant left git's record of them stale): whatever code a spec loaded did to
    // one of them must still show — written in place at the same size, replaced by a file with the old
    // modification time set back, removed — and a file written with the bytes it had must not end the
    // run. In a view none of it reaches the checkout.
    const spec = LOADS_LIB_SPEC;
    const run = async (onLoad: string, uncommitted: Files = {}): Promise<Trace> => {
      const repo = new TestRepo();
      const base = repo.commit(
        project({
          seeds: [11],
          gateYml: gateYml({
            properties: '  - spec: specs/loads_lib.mjs\n    probe: probes/forbidden.patch',
          }),
          extraFiles: {
            'specs/loads_lib.mjs': spec,
            'src/a.mjs': 'export const a = 1;\n',
            'src/b.mjs': 'export const b = 1;\n',
            'src/c.mjs': 'export const c = 1;\n',
          },
        }),
        'base',
      );
      repo.checkout(base, 'cand');
      repo.commit(
        {
          'src/lib.mjs': `import { readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const at = (n) => join(process.cwd(), 'src', n);
try { ${onLoad} } catch {}
export const behaviour = () => 'fail';
`,
        },
        'candidate',
      );
      repo.write(uncommitted);
      const names = ['a.mjs', 'b.mjs', 'c.mjs'].map((n) => join(repo.dir, 'src', n));
      const was = names.map((f) => [readFileSync(f, 'utf8'), statSync(f).mode]);
      const t = await grade({ repo, base }, 'auto', views);
      if (views === 'overlay')
        expect(names.map((f) => [readFileSync(f, 'utf8'), statSync(f).mode])).toEqual(was);
      return t;
    };

    it('in place at the same size, replaced with its modification time set back, or removed: never graded, each named', async () => {
      const t = await run(`
writeFileSync(at('a.mjs'), 'export const a = 2;\\n');
const old = statSync(at('b.mjs'));
writeFileSync(at('b.new'), 'export const b = 2;\\n');
utimesSync(at('b.new'), old.atime, old.mtime);
renameSync(at('b.new'), at('b.mjs'));
unlinkSync(at('c.mjs'));`);
      expectSpecWrites(t, views, ['src/a.mjs', 'src/b.mjs', 'src/c.mjs']);
    }, 120_000);

    it('an uncommitted edit replaced by the same bytes with its executable bit flipped: never graded, named', async () => {
      // Compared with its state before the specs (it already differed from the commit): bytes, type
      // and executable bit, as git sees the file the replays would load.
      const t = await run(
        `
const text = readFileSync(at('a.mjs'));
const executable = (statSync(at('a.mjs')).mode & 0o100) !== 0;
writeFileSync(at('a.new'), text, { mode: executable ? 0o644 : 0o755 });
renameSync(at('a.new'), at('a.mjs'));`,
        { 'src/a.mjs': 'export const a = 5; // not committed\n' },
      );
      expectSpecWrites(t, views, ['src/a.mjs']);
    }, 120_000);

    it('written with the bytes it had: the run grades the patch (the regression is PROPERTY)', async () => {
      const t = await run(`writeFileSync(at('a.mjs'), 'export const a = 1;\\n');`);
      expect(t.sandbox?.mode).toBe('user');
      expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    }, 120_000);
  },
);

describe('the way without mounts (GATE_VIEWS=checkout)', () => {
  it('still grades a regression PROPERTY and says which mechanism made the trees and why', async () => {
    const w = world(
      { 'src/lib.mjs': `export const behaviour = (s) => (s === 11 ? 'fail' : 'pass');\n` },
      { seeds: [11, 12] },
    );
    const t = await grade(w, asRoot ? 'auto' : 'off', 'checkout');
    expect(t.views).toEqual({
      mechanism: 'checkout',
      reason: expect.stringContaining('GATE_VIEWS=checkout'),
    });
    expect(t.label).toBe('PROPERTY');
    expect(t.misses[0]?.base_seed_result).toMatch(/^pass/);
  }, 120_000);
});

describe('budgets are the programs’ own', () => {
  it('a slow base-tree preparation that holds the gate does not turn a regression into BUDGET', async () => {
    const marks = mkdtempSync(join(tmpdir(), 'gate-views-marks-'));
    try {
      const { chmodSync } = await import('node:fs');
      chmodSync(marks, 0o1777);
      // Every call of the candidate's code leaves a mark, then fails: a deterministic regression.
      const lib = `import { writeFileSync } from 'node:fs';
export const behaviour = (seed) => { writeFileSync(${JSON.stringify(marks)} + '/' + seed + '-' + process.pid, ''); return 'fail'; };
`;
      const w = world(
        { 'src/lib.mjs': lib },
        { seeds: [11, 12], gateYml: gateYml({ budgets: { replay_timeout_ms: 2500, retry_cap: 2 } }) },
      );
      let held = false;
      // The preparation waits until candidate programs are running beside it (retries leave marks),
      // then holds the gate's event loop past the replay budget, as a synchronous tree copy would.
      const beforeBaseTree = async (): Promise<void> => {
        if (held) return;
        held = true;
        for (let i = 0; i < 600 && readdirSync(marks).length < 3; i++)
          await new Promise((r) => setTimeout(r, 50));
        // Held where gate work really runs: after I/O (a finished program's callbacks), so the loop's
        // next turn reads the budget timers before the exits that happened meanwhile.
        await new Promise((r) => setImmediate(r));
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 6000);
      };
      const t = await grade(w, 'off', undefined, { beforeBaseTree });
      expect(held).toBe(true);
      expect(readdirSync(marks).length).toBeGreaterThanOrEqual(3);
      expect(t.label).toBe('PROPERTY');
      for (const m of t.misses) expect(m.decision.label).toBe('PROPERTY');
    } finally {
      rmSync(marks, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('no leftovers', () => {
  let temp: string;
  const saved = { TMPDIR: process.env.TMPDIR, RUNNER_TEMP: process.env.RUNNER_TEMP };
  beforeAll(() => {
    temp = mkdtempSync(join(tmpdir(), 'gate-views-temp-'));
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    rmSync(temp, { recursive: true, force: true });
  });

  /**
   * The mounts this run could leave: those under the private temp folder, under a state folder of
   * this process anywhere (`gate-run-<pid>-`, where its views live), or over the test's checkout. Other jest workers mount their own views (and tmpfs folders) meanwhile: those are
   * not this run's and are left out.
   */
  const mountTable = (checkout: string) => {
    const mine = (point: string, superOptions: string) =>
      point.startsWith(`${temp}/`) ||
      point.includes(`/gate-run-${process.pid}-`) ||
      superOptions
        .split(',')
        .filter((o) => o.startsWith('lowerdir='))
        .some((o) => o.slice('lowerdir='.length).split(':').includes(checkout));
    return readFileSync('/proc/self/mountinfo', 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => {
        const point = (l.split(' ')[4] ?? '').replace(/\\([0-7]{3})/g, (_, o: string) =>
          String.fromCharCode(parseInt(o, 8)),
        );
        return { point, superOptions: l.split(' - ')[1]?.split(' ')[2] ?? '' };
      })
      .filter((m) => mine(m.point, m.superOptions))
      .map((m) => m.point)
      .sort();
  };

  /**
   * This process's run folders in the temp folder the gate really uses: under jest, TMPDIR set in the
   * test's environment does not reach `os.tmpdir()`, so the state folder may not be under `temp`.
   */
  const runFolders = () =>
    [temp, tmpdir()].flatMap((d) =>
      readdirSync(d)
        .filter((n) => n.startsWith(`gate-run-${process.pid}-`))
        .map((n) => join(d, n)),
    );

  it.each<[string, Files, string]>([
    ['a clean candidate', { 'README.md': 'project, edited\n' }, 'CLEAR'],
    [
      'a regression that needs a base replay',
      { 'src/lib.mjs': `export const behaviour = () => 'fail';\n` },
      'REJECT',
    ],
  ])(
    '%s leaves the temp folder and the mount table as it found them',
    async (_name, files, verdict) => {
      const w = world(files, { seeds: [11] });
      process.env.TMPDIR = temp;
      delete process.env.RUNNER_TEMP;
      const before = {
        files: readdirSync(temp).sort(),
        runs: runFolders().sort(),
        mounts: mountTable(w.repo.dir),
      };
      try {
        const t = await grade(w, asRoot ? 'auto' : 'off');
        expect(t.verdict).toBe(verdict);
        if (verdict === 'REJECT') expect(t.views?.mechanism).toBe('overlay');
      } finally {
        process.env.TMPDIR = saved.TMPDIR ?? '';
        if (saved.TMPDIR === undefined) delete process.env.TMPDIR;
      }
      expect(readdirSync(temp).sort()).toEqual(before.files);
      expect(runFolders().sort()).toEqual(before.runs);
      expect(mountTable(w.repo.dir)).toEqual(before.mounts);
    },
    120_000,
  );

  /** Records the Python cache prefix a program was given (every program's environment names it). */
  const PREFIX_SPY = (marks: string) => `import { appendFileSync } from 'node:fs';
export const behaviour = () => {
  appendFileSync(${JSON.stringify(join(marks, 'prefix'))}, process.env.PYTHONPYCACHEPREFIX + '\\n');
  return 'fail';
};
`;

  it('the Python cache prefix the run made is gone when the run ends, also when the process goes on', async () => {
    // Many runs share one process here (as under a long-lived runner process): a folder removed
    // only at process exit would pile up, one per run.
    const marks = mkdtempSync(join(tmpdir(), 'gate-views-prefix-'));
    chmodSync(marks, 0o1777);
    try {
      const w = world({ 'src/lib.mjs': PREFIX_SPY(marks) }, { seeds: [11] });
      const t = await grade(w, asRoot ? 'auto' : 'off');
      expect(t.verdict).toBe('REJECT');
      const prefixes = [
        ...new Set(
          readFileSync(join(marks, 'prefix'), 'utf8')
            .split('\n')
            .filter((l) => l),
        ),
      ];
      expect(prefixes.length).toBeGreaterThan(0);
      for (const p of prefixes) {
        expect(p).toContain('gate-pycache-');
        expect(existsSync(p)).toBe(false);
      }
    } finally {
      rmSync(marks, { recursive: true, force: true });
    }
  }, 120_000);

  it('`gate run` (the CLI, TMPDIR at a fresh folder) leaves that folder as it found it', () => {
    const w = world({ 'src/lib.mjs': `export const behaviour = () => 'fail';\n` }, { seeds: [11] });
    const fresh = mkdtempSync(join(temp, 'cli-'));
    chmodSync(fresh, 0o1777);
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: fresh, GATE_SANDBOX: asRoot ? 'auto' : 'off' };
    delete env.RUNNER_TEMP;
    const r = spawnSync(
      process.execPath,
      [join(process.cwd(), 'dist', 'cli.js'), 'run', '--base', w.base, '--json'],
      {
        cwd: w.repo.dir,
        encoding: 'utf8',
        env,
        timeout: 110_000,
      },
    );
    expect((JSON.parse(r.stdout) as { verdict: string }).verdict).toBe('REJECT');
    expect(readdirSync(fresh)).toEqual([]);
  }, 120_000);
});
