/**
 * Nothing a program leaves behind outlives it (SPEC §8, §11), written as the attacker would, on real
 * git repositories with real processes and the real sandbox user (the gate runs as root here):
 * - a daemon the code under test starts with setsid, swapping the folders it can write for links to
 *   a root-only folder for as long as it lives, is gone before the next program starts; the
 *   root-only sentinel, the verdict and the run's state are untouched;
 * - a `.pth` file planted in Python's per-user site folder of the program's HOME, which would run
 *   inside every later Python program before the bootstrap and forge an attested exit 0, never runs:
 *   the regression is still a miss on every seed.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { canSudo, jobUserWithSudo } from '../helpers/sudo.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project } from '../helpers/project.js';
import { tempDir } from '../helpers/tmp.js';

jest.setTimeout(180_000);

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

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
  const repo = new TestRepo('gate-leftovers-');
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

/** Entries of the tree whose owner or group is not the gate's user (symbolic links included). */
function notOwnedByGate(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = lstatSync(p);
    if (st.uid !== process.getuid!() || st.gid !== process.getgid!()) found.push(p);
    if (st.isDirectory()) found.push(...notOwnedByGate(p));
  }
  return found;
}

const codes = (t: Trace) => t.stages.map((s) => s.code);

/** A root-only folder holding a root-only file: what the attacker's links point at. */
function sentinel(): { dir: string; file: string; before: () => unknown[] } {
  const dir = tempDir('gate-sentinel-');
  const file = join(dir, 'secret');
  writeFileSync(file, 'root only\n', { mode: 0o600 });
  chmodSync(dir, 0o700);
  const snap = () => {
    const d = statSync(dir);
    const f = statSync(file);
    return [d.mode, d.uid, d.gid, f.mode, f.uid, f.gid, readFileSync(file, 'utf8'), readdirSync(dir)];
  };
  return { dir, file, before: snap };
}

/**
 * A folder outside the run that every user can write (the code under test may run as the sandbox
 * user): programs report there by absolute path, as their working folder is a view of the checkout
 * dropped after each attempt, and the view's parent is the gate's own.
 */
function sideFolder(): string {
  const dir = tempDir('gate-leftovers-side-');
  chmodSync(dir, 0o777);
  return dir;
}

/**
 * The candidate's code: on every import it records (in `side`) which daemons of earlier programs
 * are still alive, then starts one more in a session of its own that swaps every folder it can
 * write under the working folder's `junk/` for a link to the sentinel's folder, and back, without
 * pause.
 */
function daemonLib(sentinelDir: string, side: string): string {
  const loop = `const fs = require('fs');
const path = require('path');
const dirs = [];
const walk = (d) => { for (const n of fs.readdirSync(d)) { const p = path.join(d, n); try { if (fs.lstatSync(p).isDirectory()) { dirs.push(p); walk(p); } } catch {} } };
try { walk('junk'); } catch {}
for (;;) for (const d of dirs) {
  try { fs.renameSync(d, d + '.r'); fs.symlinkSync(${JSON.stringify(sentinelDir)}, d); fs.unlinkSync(d); fs.renameSync(d + '.r', d); } catch {}
}`;
  return `import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
const up = ${JSON.stringify(side)};
const earlier = readdirSync(up).filter((f) => f.startsWith('daemon-')).map((f) => Number(f.slice(7)));
// Alive: the pid runs the daemon's loop still (a pid reused by another process does not count).
const alive = earlier.filter((pid) => { try { return readFileSync('/proc/' + pid + '/cmdline', 'latin1').includes('renameSync'); } catch { return false; } });
writeFileSync(join(up, 'seen-' + process.pid + '.json'), JSON.stringify({ earlier: earlier.length, alive }));
const d = spawn(process.execPath, ['-e', ${JSON.stringify(loop)}], { detached: true, stdio: 'ignore' });
d.unref();
writeFileSync(join(up, 'daemon-' + d.pid), '');
await new Promise((r) => setTimeout(r, 150));
export const behaviour = () => 'pass';
`;
}

(asRoot ? describe : describe.skip)('what a program leaves behind (the gate runs as root: sandboxed)', () => {
  it('a setsid daemon of the code under test is gone before the next program; nothing outside is touched', async () => {
    const s = sentinel();
    const before = s.before();
    const side = sideFolder();
    const junk: Files = { 'junk/a/b/c.txt': 'x\n', 'junk/d/e.txt': 'y\n' };
    // One replay at a time, so each program starts after the one before it ended.
    const files = project({
      gateYml: gateYml({ budgets: { replay_concurrency: 1 } }),
      seeds: [11, 12, 13],
      extraFiles: junk,
    });
    const { repo, base } = scenario(files, { 'src/lib.mjs': daemonLib(s.dir, side) });
    const t = await grade(repo, base);
    expect(t.sandbox?.mode).toBe('user');
    // The lib is honest apart from its daemon: the verdict is the honest one (the stages, said in
    // full when it is not: the reason is what a recurrence needs).
    if (t.verdict !== 'CLEAR') throw new Error(`not CLEAR: ${JSON.stringify(t.stages, null, 1)}`);
    expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MATCH']);
    expect([t.verdict, t.conclusion]).toEqual(['CLEAR', 'success']);
    expect(t.audit.ok).toBe(true);
    const seen = readdirSync(side)
      .filter((f) => f.startsWith('seen-'))
      .map((f) => JSON.parse(readFileSync(join(side, f), 'utf8')) as { earlier: number; alive: number[] });
    // The invariant (three seeds, one after the other) loaded it; every later one found the daemons
    // of the earlier ones dead.
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...seen.map((x) => x.earlier))).toBeGreaterThanOrEqual(2);
    expect(seen.flatMap((x) => x.alive)).toEqual([]);
    expect(s.before()).toEqual(before);
    // The run's state: the trace on disk is the one the gate returned, and nothing in the state
    // folder or the checkout is left to the run's users.
    expect(JSON.parse(readFileSync(join(repo.dir, '.gate', 'trace.json'), 'utf8'))).toEqual(t);
    expect(notOwnedByGate(repo.dir)).toEqual([]);
  });

  it('a .pth planted in the per-user site folder never runs in a later program: the regression still misses', async () => {
    const PY_INVARIANT = `import os, sys
sys.path.insert(0, os.path.join(os.getcwd(), 'src'))
import helper
sys.exit(0 if helper.ok() else 1)
`;
    // Run at interpreter start, before the bootstrap: it takes the nonce from stdin, writes an
    // attested decision of 0 to the channel and exits 0.
    const forge =
      "import os, json; n = os.read(0, 65).decode().strip(); ch = os.environ.get('GATE_ATTEST', ''); " +
      "fd = int(ch[3:]) if ch.startswith('fd:') else os.open(ch + '/verdict', os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600); " +
      "os.write(fd, (json.dumps({'v': 1, 'nonce': n, 'kind': 'exit', 'code': 0}) + '\\n').encode()); os._exit(0)";
    const side = sideFolder();
    const helper = `import os, site
d = site.getusersitepackages()
try:
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'zz_forge.pth'), 'w') as f:
        f.write(${JSON.stringify(forge)} + '\\n')
    with open(os.path.join(${JSON.stringify(side)}, 'planted-%d' % os.getpid()), 'w') as f:
        f.write(d)
except OSError:
    pass
def ok():
    return False
`;
    const files = project({
      gateYml: gateYml({
        fixtures:
          '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/helper.py',
      }),
      extraFiles: { 'invariants/helper.py': PY_INVARIANT, 'src/helper.py': 'def ok():\n    return True\n' },
    });
    const { repo, base } = scenario(files, { 'src/helper.py': helper });
    const t = await grade(repo, base);
    const planted = readdirSync(side).filter((f) => f.startsWith('planted-'));
    expect(planted.length).toBeGreaterThan(0);
    expect(codes(t).slice(0, 3)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MISS']);
    // Every seed misses with a complete transcript: no later program's decision was forged.
    expect(t.replays.map((r) => [r.code, r.transcript_complete])).toEqual(
      t.replays.map(() => ['REPLAY_MISS', true]),
    );
    expect(t.conclusion).toBe('failure');
  });
});

/**
 * The hosted-runner path: the gate runs as a non-root job user with passwordless sudo (the bundled
 * CLI, as a child process), and the same daemon attacks the sandbox through it.
 */
(canSudo ? describe : describe.skip)(
  'what a program leaves behind, on the sudo path (a hosted runner)',
  () => {
    const user = jobUserWithSudo('gate-lo');

    it('a setsid daemon is gone before the next program; the root-only sentinel is untouched', () => {
      const s = sentinel();
      const before = s.before();
      const side = sideFolder();
      const files = project({
        gateYml: gateYml({ budgets: { replay_concurrency: 1 } }),
        seeds: [11, 12, 13],
        extraFiles: { 'junk/a/b/c.txt': 'x\n', 'junk/d/e.txt': 'y\n' },
      });
      const { repo, base } = scenario(files, { 'src/lib.mjs': daemonLib(s.dir, side) });
      spawnSync('chown', ['-R', `${user}:${user}`, repo.dir]);
      const r = spawnSync(
        'sudo',
        [
          '-n',
          '-u',
          user,
          '--',
          'env',
          '-i',
          `PATH=${process.env.PATH ?? ''}`,
          `HOME=${repo.dir}`,
          'GATE_SANDBOX=require',
          process.execPath,
          join(process.cwd(), 'dist', 'cli.js'),
          'run',
          '--base',
          base,
        ],
        { cwd: repo.dir, encoding: 'utf8', timeout: 150_000 },
      );
      expect(r.error).toBeUndefined();
      const t = JSON.parse(readFileSync(join(repo.dir, '.gate', 'trace.json'), 'utf8')) as Trace;
      expectNoUnallowedPass(t);
      expect(t.sandbox?.mode).toBe('user');
      expect(codes(t)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MATCH']);
      const seen = readdirSync(side)
        .filter((f) => f.startsWith('seen-'))
        .map((f) => JSON.parse(readFileSync(join(side, f), 'utf8')) as { earlier: number; alive: number[] });
      expect(seen.length).toBeGreaterThanOrEqual(3);
      expect(seen.flatMap((x) => x.alive)).toEqual([]);
      expect(s.before()).toEqual(before);
    });
  },
);
