/**
 * The chaos family (SPEC §8, §11): the code under test starts, from every program that loads it, a
 * daemon in a session of its own that, for as long as it lives, keeps swapping every folder it can
 * write for a link (to a root-only folder, a root-only file, or the run's state folder as far as it
 * can guess it) and planting startup files (Python site hooks, `.pth`, `.npmrc`, `conftest.py`, a
 * forged verdict) wherever it can. Which folders (its working folder, GATE_OUT, HOME, TMPDIR), which
 * links, which plants, whether the folders are put back, and whether attempts run in overlay views or
 * share the checkout are generated. (The machine's shared /tmp is left out of the family: on a test
 * machine it holds other suites' folders, which the chaos would disturb; the sandbox test scans it.)
 *
 * Whatever the combination, after the run: the root-only sentinels are untouched (content, owner,
 * mode, listing), no process of the chaos is alive, the regression the lib carries is never a pass,
 * the trace on disk is the one the gate returned, and nothing in the checkout is left to the run's
 * users. Runs as root only (the sandbox user is what the chaos runs as).
 */
import { describe, expect, it, jest } from '@jest/globals';
import {
  chmodSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { gateYml, project } from '../helpers/project.js';
import { checkAsyncProperty } from './runs.js';

jest.setTimeout(600_000);

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

type Where = 'cwd' | 'out' | 'home' | 'tmp';
type LinkTo = 'sentinel-dir' | 'sentinel-file' | 'state-guess';
type Plant = 'sitecustomize' | 'pth' | 'npmrc' | 'conftest' | 'verdict';

interface Chaos {
  where: Where[];
  linkTo: LinkTo[];
  plants: Plant[];
  restore: boolean;
  views: 'overlay' | 'checkout';
}

const chaosArb: fc.Arbitrary<Chaos> = fc.record({
  where: fc.subarray(['cwd', 'out', 'home', 'tmp'] as Where[], { minLength: 1 }),
  linkTo: fc.subarray(['sentinel-dir', 'sentinel-file', 'state-guess'] as LinkTo[], { minLength: 1 }),
  plants: fc.subarray(['sitecustomize', 'pth', 'npmrc', 'conftest', 'verdict'] as Plant[]),
  restore: fc.boolean(),
  views: fc.constantFrom('overlay' as const, 'checkout' as const),
});

/** A root-only folder holding a root-only file, and a snapshot of everything about them. */
function sentinel(): { dir: string; file: string; snap: () => unknown[] } {
  const dir = mkdtempSync(join(tmpdir(), 'gate-chaos-sentinel-'));
  const file = join(dir, 'secret');
  writeFileSync(file, 'root only\n', { mode: 0o600 });
  chmodSync(dir, 0o700);
  const snap = () => {
    const d = statSync(dir);
    const f = statSync(file);
    return [d.mode, d.uid, d.gid, f.mode, f.uid, f.gid, readFileSync(file, 'utf8'), readdirSync(dir).sort()];
  };
  return { dir, file, snap };
}

/** The daemon's source (CommonJS, run with `node -e`): it loops until it is killed. */
function daemon(c: Chaos, s: { dir: string; file: string }, side: string): string {
  const forge =
    "import os, json; n = os.read(0, 65).decode().strip(); ch = os.environ.get('GATE_ATTEST', ''); " +
    "fd = int(ch[3:]) if ch.startswith('fd:') else os.open(ch + '/verdict', os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600); " +
    "os.write(fd, (json.dumps({'v': 1, 'nonce': n, 'kind': 'exit', 'code': 0}) + '\\n').encode()); os._exit(0)";
  const plantFiles: Record<Plant, [string, string][]> = {
    sitecustomize: [
      ['sitecustomize.py', forge + '\n'],
      ['usercustomize.py', forge + '\n'],
    ],
    pth: [['zz_chaos.pth', forge + '\n']],
    npmrc: [['.npmrc', 'node-options=--require=/nonexistent/chaos.cjs\n']],
    conftest: [['conftest.py', forge + '\n']],
    verdict: [['verdict', JSON.stringify({ v: 1, nonce: 'guess', kind: 'exit', code: 0 }) + '\n']],
  };
  const plants = c.plants.flatMap((p) => plantFiles[p]);
  return `const fs = require('fs'), path = require('path'), os = require('os');
const roots = ${JSON.stringify(c.where)}.map((w) => ({
  cwd: process.cwd(), out: process.env.GATE_OUT, home: process.env.HOME, tmp: process.env.TMPDIR || os.tmpdir(),
}[w])).filter(Boolean);
const targets = ${JSON.stringify(c.linkTo)}.map((t) => ({
  'sentinel-dir': ${JSON.stringify(s.dir)}, 'sentinel-file': ${JSON.stringify(s.file)},
  'state-guess': path.resolve(process.env.GATE_OUT || process.cwd(), '..', '..'),
}[t]));
const plants = ${JSON.stringify(plants)};
const mine = (d) => { try { fs.accessSync(d, fs.constants.W_OK); return true; } catch { return false; } };
const walk = (d, depth, out) => {
  if (depth > 3) return;
  let names = []; try { names = fs.readdirSync(d); } catch { return; }
  for (const n of names) {
    const p = path.join(d, n);
    try { const st = fs.lstatSync(p); if (st.isDirectory() && !n.startsWith('gate-chaos-sentinel')) { out.push(p); walk(p, depth + 1, out); } } catch {}
  }
};
fs.writeFileSync(path.join(${JSON.stringify(side)}, 'daemon-' + process.pid), '');
for (let round = 0; ; round++) {
  for (const r of roots) {
    const dirs = [r]; walk(r, 0, dirs);
    for (const d of dirs) {
      if (!mine(d)) continue;
      for (const [name, text] of plants) { try { fs.writeFileSync(path.join(d, name), text); } catch {} }
      if (d === r) continue;
      const t = targets[round % targets.length];
      try {
        fs.renameSync(d, d + '.chaos');
        fs.symlinkSync(t, d);
        ${c.restore ? "fs.unlinkSync(d); fs.renameSync(d + '.chaos', d);" : ''}
      } catch {}
    }
  }
}
`;
}

/** The candidate's lib: starts the daemon detached, then carries a deterministic regression. */
function chaosLib(c: Chaos, s: { dir: string; file: string }, side: string): string {
  return `import { spawn } from 'node:child_process';
const d = spawn(process.execPath, ['-e', ${JSON.stringify(daemon(c, s, side))}], { detached: true, stdio: 'ignore' });
d.unref();
await new Promise((r) => setTimeout(r, 100));
export const behaviour = () => 'fail';
`;
}

/** Entries of the tree whose owner or group is not the gate's user (symbolic links included). */
function notOwnedByGate(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = lstatSync(p);
    if (st.uid !== process.getuid!() || st.gid !== process.getgid!()) found.push(p);
    if (st.isDirectory() && !st.isSymbolicLink()) found.push(...notOwnedByGate(p));
  }
  return found;
}

/** Daemons started (their pid files in `side`) that still run the chaos loop. */
function aliveDaemons(side: string): number[] {
  return readdirSync(side)
    .filter((f) => f.startsWith('daemon-'))
    .map((f) => Number(f.slice(7)))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('chaos');
      } catch {
        return false;
      }
    });
}

(asRoot ? describe : describe.skip)('the chaos family (the gate runs as root: sandboxed)', () => {
  it('whatever the chaos swaps and plants, nothing outside is touched, none of it survives, and the regression is never a pass (4 runs)', async () => {
    let runs = 0;
    await checkAsyncProperty(
      'chaos: sentinels, survivors, verdict',
      chaosArb,
      async (c) => {
        runs++;
        const s = sentinel();
        const before = s.snap();
        const side = mkdtempSync(join(tmpdir(), 'gate-chaos-side-'));
        chmodSync(side, 0o1777);
        const repo = new TestRepo('gate-chaos-');
        try {
          const files = project({
            gateYml: gateYml({ budgets: { replay_concurrency: 1, retry_cap: 1 } }),
            seeds: [11, 12],
            extraFiles: { 'junk/a/b/c.txt': 'x\n', 'junk/d/e.txt': 'y\n' },
          });
          const base = repo.commit(files, 'base');
          repo.commit({ 'src/lib.mjs': chaosLib(c, s, side) }, 'candidate');
          const { trace } = await runGate({
            cwd: repo.dir,
            config: 'gate.yml',
            base,
            outDir: '.gate',
            log: silentLogger,
            sandbox: 'auto',
            views: c.views,
          });
          const t: Trace = trace;
          expect(t.sandbox?.mode).toBe('user');
          // The chaos ran (it left its pid), and none of it is left.
          expect(readdirSync(side).some((f) => f.startsWith('daemon-'))).toBe(true);
          expect({ chaos: c, alive: aliveDaemons(side) }).toEqual({ chaos: c, alive: [] });
          // Root-only things the links pointed at are as they were.
          expect({ chaos: c, sentinel: s.snap() }).toEqual({ chaos: c, sentinel: before });
          // A deterministic regression is never a pass, whatever was planted.
          expectNoUnallowedPass(t);
          expect({ chaos: c, conclusion: t.conclusion }).toEqual({
            chaos: c,
            conclusion: expect.not.stringMatching(/^(success|neutral|skipped)$/),
          });
          // The state: the trace on disk is the one returned, the audit holds, the checkout is the gate's.
          expect(JSON.parse(readFileSync(join(repo.dir, '.gate', 'trace.json'), 'utf8'))).toEqual(t);
          expect({ chaos: c, audit: t.audit.ok }).toEqual({ chaos: c, audit: true });
          expect({ chaos: c, foreign: notOwnedByGate(repo.dir) }).toEqual({ chaos: c, foreign: [] });
        } finally {
          for (const pid of aliveDaemons(side)) process.kill(pid, 'SIGKILL');
          rmSync(side, { recursive: true, force: true });
          rmSync(s.dir, { recursive: true, force: true });
          rmSync(dirname(repo.dir), { recursive: true, force: true });
        }
      },
      4,
    );
    expect(runs).toBe(4);
  });
});
