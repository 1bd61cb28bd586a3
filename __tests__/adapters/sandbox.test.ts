/**
 * The sandbox runner with real processes: as root (CI on this project's machines) every program runs
 * as a per-run OS user, and the attacks of a hostile program fail; the settings and the fallbacks are
 * tested everywhere.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chooseRunner,
  sandboxLine,
  sandboxSetting,
  SandboxUnavailableError,
  type GateRunner,
} from '../../src/adapters/sandbox.js';
import { runningCount } from '../../src/adapters/proc.js';
import { processGone } from '../helpers/procs.js';
import { tempDir } from '../helpers/tmp.js';

jest.setTimeout(30_000);

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';
const rootOnly = asRoot ? describe : describe.skip;

const runners: GateRunner[] = [];
afterEach(() => {
  for (const r of runners.splice(0)) r.dispose();
});

function userExists(name: string): boolean {
  return readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .some((l) => l.startsWith(`${name}:`));
}

/** A checkout-like folder: working files, a `.git` with hooks, the gate's `.gate` output folder. */
function workspace(): { root: string; checkout: string; gateDir: string; outside: string } {
  const root = tempDir('gate-sbx-test-');
  const checkout = join(root, 'repo');
  mkdirSync(join(checkout, '.git', 'hooks'), { recursive: true });
  writeFileSync(join(checkout, '.git', 'config'), '[core]\n');
  mkdirSync(join(checkout, 'src'));
  writeFileSync(join(checkout, 'src', 'lib.mjs'), 'export const x = 1;\n');
  const gateDir = join(checkout, '.gate');
  mkdirSync(gateDir);
  writeFileSync(join(gateDir, 'candidate.patch'), 'the patch\n');
  const outside = join(root, 'outside.txt');
  writeFileSync(outside, 'gate-owned\n', { mode: 0o644 });
  return { root, checkout, gateDir, outside };
}

function sandboxed(w: ReturnType<typeof workspace>): GateRunner {
  const r = chooseRunner({
    setting: 'require',
    checkout: w.checkout,
    protect: [w.gateDir],
    reach: [w.gateDir],
  });
  runners.push(r);
  return r;
}

function program(dir: string, name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text, { mode: 0o755 });
  return file;
}

describe('the setting', () => {
  it('reads off, auto and require, defaults to auto, and names the valid values otherwise', () => {
    expect(sandboxSetting(undefined)).toBe('auto');
    expect(sandboxSetting('')).toBe('auto');
    expect(sandboxSetting('OFF')).toBe('off');
    expect(sandboxSetting('require')).toBe('require');
    expect(() => sandboxSetting('yes')).toThrow(/off, auto, require/);
  });

  it('off runs as the gate user and says so', () => {
    const r = chooseRunner({ setting: 'off' });
    expect(r.sandbox).toEqual({ mode: 'none', reason: 'GATE_SANDBOX=off' });
    expect(sandboxLine(r.sandbox)).toMatch(/user code runs as the gate's own OS user \(GATE_SANDBOX=off\)/);
  });

  it('auto without privilege runs unsandboxed with the reason; require fails closed with it', () => {
    const none = () => 'the gate runs as uid 1001, neither root nor with passwordless sudo';
    expect(chooseRunner({ setting: 'auto', privilege: none }).sandbox).toEqual({
      mode: 'none',
      reason: 'the gate runs as uid 1001, neither root nor with passwordless sudo',
    });
    expect(() => chooseRunner({ setting: 'require', privilege: none })).toThrow(SandboxUnavailableError);
    expect(() => chooseRunner({ setting: 'require', privilege: none })).toThrow(
      /GATE_SANDBOX=require.*passwordless sudo/,
    );
  });

  it('auto falls back, with the failing command, when the user cannot be made', () => {
    const broken = () => ({
      kind: 'root' as const,
      exec: (argv: string[]): string => {
        throw new Error(`${argv[0]} exited 1: cannot lock /etc/passwd`);
      },
    });
    const r = chooseRunner({ setting: 'auto', privilege: broken });
    expect(r.sandbox.mode).toBe('none');
    expect(r.sandbox.reason).toMatch(/useradd exited 1: cannot lock/);
  });
});

rootOnly('as root, a program runs as the run’s own user', () => {
  it('with another uid, no extra groups, a scratch HOME and TMPDIR of its own', async () => {
    const w = workspace();
    const r = sandboxed(w);
    expect(r.sandbox.mode).toBe('user');
    const user = r.sandbox.user!;
    expect(userExists(user)).toBe(true);
    const p = program(
      w.root,
      'who.sh',
      'id -u; id -G; echo "$HOME"; echo "$TMPDIR"; touch "$HOME/h" "$TMPDIR/t" && echo scratch-ok\n',
    );
    const res = await r.run({ file: p, cwd: w.checkout, timeoutMs: 10_000 });
    const [uid, groups, home, tmp, ok] = res.stdout.trim().split('\n');
    expect(res.exitCode).toBe(0);
    expect(Number(uid)).not.toBe(0);
    expect(groups!.split(' ')).toHaveLength(1);
    expect(ok).toBe('scratch-ok');
    expect(home).not.toBe(tmp);
    r.dispose();
    expect(userExists(user)).toBe(false);
    expect(existsSync(home!)).toBe(false);
  });

  it('cannot read the gate’s environment or memory, nor write .gate, .git or a file of the gate', async () => {
    const w = workspace();
    const r = sandboxed(w);
    // Each attempt prints `name ok` or `name denied`; the environment read looks for PATH=, which
    // every gate process has.
    const attack = program(
      w.root,
      'attack.sh',
      [
        'try() { name=$1; shift; if "$@" 2>/dev/null; then echo "$name ok"; else echo "$name denied"; fi; }',
        "try environ sh -c \"tr '\\\\0' '\\\\n' < /proc/$PPID/environ | grep -q ^PATH=\"",
        'try mem sh -c "head -c 1 /proc/$PPID/mem >/dev/null"',
        'try patch sh -c "echo > .gate/candidate.patch"',
        'try gate-new sh -c "echo > .gate/new"',
        'try hook sh -c "echo exit 0 > .git/hooks/post-checkout"',
        'try git-config sh -c "echo >> .git/config"',
        `try outside sh -c "echo >> ${w.outside}"`,
        'try move-git mv .git moved',
        'try move-gate mv .gate moved2',
        'try work-file sh -c "echo more >> src/lib.mjs"',
        'try new-file sh -c "echo new > src/new.txt && mkdir -p src/sub && echo x > src/sub/f"',
        'try top-file sh -c "echo new > top.txt"',
      ].join('\n') + '\n',
    );
    const res = await r.run({ file: attack, cwd: w.checkout, timeoutMs: 10_000 });
    const seen = Object.fromEntries(
      res.stdout
        .trim()
        .split('\n')
        .map((l) => l.split(' ') as [string, string]),
    );
    expect(seen).toEqual({
      environ: 'denied',
      mem: 'denied',
      patch: 'denied',
      'gate-new': 'denied',
      hook: 'denied',
      'git-config': 'denied',
      outside: 'denied',
      'move-git': 'denied',
      'move-gate': 'denied',
      'work-file': 'ok',
      'new-file': 'ok',
      'top-file': 'ok',
    });
    expect(readFileSync(join(w.gateDir, 'candidate.patch'), 'utf8')).toBe('the patch\n');
    expect(existsSync(join(w.checkout, '.git', 'hooks', 'post-checkout'))).toBe(false);
    // What user code wrote is handed back to the gate's user at the end.
    r.dispose();
    for (const f of ['src/new.txt', 'src/sub', 'src/sub/f', 'top.txt', 'src/lib.mjs', '.']) {
      const st = lstatSync(join(w.checkout, f));
      expect([f, st.uid, st.gid]).toEqual([f, process.getuid!(), process.getgid!()]);
    }
    expect(statSync(w.checkout).mode & 0o1000).toBe(0);
  });

  it('the same attack succeeds without the sandbox (the test can fail)', async () => {
    const w = workspace();
    const r = chooseRunner({ setting: 'off' });
    const p = program(
      w.root,
      'attack.sh',
      'tr "\\0" "\\n" < /proc/$PPID/environ | grep -q ^PATH= && echo environ-read; echo > .gate/candidate.patch && echo patch-written\n',
    );
    const res = await r.run({ file: p, cwd: w.checkout, timeoutMs: 10_000 });
    expect(res.stdout).toBe('environ-read\npatch-written\n');
  });

  it('grant follows no symbolic link: a link to a gate file leaves it as it was', async () => {
    const w = workspace();
    symlinkSync(w.outside, join(w.checkout, 'src', 'link'));
    const before = statSync(w.outside);
    const r = sandboxed(w);
    const after = statSync(w.outside);
    expect([after.mode, after.gid]).toEqual([before.mode, before.gid]);
    const p = program(w.root, 'w.sh', 'echo pwned >> src/link && echo wrote || echo denied\n');
    const res = await r.run({ file: p, cwd: w.checkout, timeoutMs: 10_000 });
    expect(res.stdout).toBe('denied\n');
    expect(readFileSync(w.outside, 'utf8')).toBe('gate-owned\n');
  });

  it('writes its own output folder (writableDirs) and nothing beside it', async () => {
    const w = workspace();
    const r = sandboxed(w);
    const out = join(w.gateDir, 'attempt', 'out');
    mkdirSync(out, { recursive: true });
    const p = program(
      w.root,
      'gen.sh',
      'echo case > "$GATE_OUT/cases.json" && echo out-ok; echo x > "$GATE_OUT/../generator.log" || echo log-denied\n',
    );
    const res = await r.run({
      file: p,
      cwd: w.checkout,
      env: { GATE_OUT: out },
      timeoutMs: 10_000,
      writableDirs: [out],
    });
    expect(res.stdout).toBe('out-ok\nlog-denied\n');
    r.dispose();
    expect(statSync(join(out, 'cases.json')).uid).toBe(process.getuid!());
  });

  it('a budget kills the whole group, a child that ignores SIGTERM included', async () => {
    const w = workspace();
    const r = sandboxed(w);
    const pidFile = join(w.root, 'child.pid');
    chmodSync(w.root, 0o1777);
    const p = program(
      w.root,
      'hang.sh',
      `sh -c 'trap "" TERM; echo $$ > ${pidFile}; while :; do sleep 1; done' &\nwhile :; do sleep 1; done\n`,
    );
    const res = await r.run({ file: p, cwd: w.checkout, timeoutMs: 1_000 });
    expect(res.timedOut).toBe(true);
    const child = Number(readFileSync(pidFile, 'utf8'));
    expect(await processGone(child, 3_000)).toBe(true);
    expect(runningCount()).toBe(0);
  });

  it('nothing a program starts outlives it: a setsid daemon is gone when run returns', async () => {
    const w = workspace();
    const r = sandboxed(w);
    const user = r.sandbox.user!;
    const pidFile = join(w.root, 'daemon.pid');
    chmodSync(w.root, 0o1777);
    const p = program(
      w.root,
      'daemon.sh',
      `setsid sh -c 'echo $$ > ${pidFile}; exec sleep 300' </dev/null >/dev/null 2>&1 &\nsleep 0.3\n`,
    );
    const res = await r.run({ file: p, cwd: w.checkout, timeoutMs: 10_000 });
    expect(res.exitCode).toBe(0);
    const daemon = Number(readFileSync(pidFile, 'utf8'));
    // No wait: the gate proved the user had no process left before run() returned.
    expect(await processGone(daemon, 0)).toBe(true);
    expect(userExists(user)).toBe(true);
    r.dispose();
    expect(userExists(user)).toBe(false);
  });

  it('every program has its own fresh HOME and TMPDIR: what one leaves there, the next never sees', async () => {
    const w = workspace();
    const r = sandboxed(w);
    // The attack: a .pth in Python's per-user site folder runs inside every later Python program.
    const plant = program(
      w.root,
      'plant.sh',
      'site=$(python3 -c "import site; print(site.getusersitepackages())")\n' +
        'mkdir -p "$site" && echo "import os; os._exit(0)" > "$site/evil.pth" && echo "$site" && echo x > "$TMPDIR/left" && echo planted\n',
    );
    const first = await r.run({ file: plant, cwd: w.checkout, timeoutMs: 20_000 });
    expect(first.stdout).toContain('planted');
    const look = program(
      w.root,
      'look.sh',
      'echo "$HOME" "$TMPDIR"; ls -A "$HOME" "$TMPDIR" | grep -v : | grep . || echo empty\n' +
        'python3 -c "import sys; sys.exit(3)"; echo "python $?"\n',
    );
    const second = await r.run({ file: look, cwd: w.checkout, timeoutMs: 20_000 });
    const [dirs, ...rest] = second.stdout.trim().split('\n');
    expect(rest).toEqual(['empty', 'python 3']);
    const planted = first.stdout.split('\n')[0]!;
    expect(planted.startsWith(dirs!.split(' ')[0]!)).toBe(false);
  });

  it('what a run leaves in the shared temp folders is gone when it ends: the next run finds nothing', async () => {
    // The attack: a program leaves state where every later program of every run looks — a file in
    // /tmp and /dev/shm, a world-writable folder in /var/tmp holding a file and a link to a root-only
    // folder — and the next run's user (useradd may hand it the same uid) reads it back.
    const tag = `gate-sbx-shared-${process.pid}-${Date.now()}`;
    const sentinelDir = tempDir('gate-sentinel-');
    chmodSync(sentinelDir, 0o700);
    writeFileSync(join(sentinelDir, 'keep'), 'root only\n');
    const rootsOwn = join('/tmp', `${tag}-root`);
    writeFileSync(rootsOwn, 'the gate user’s\n');
    try {
      const w = workspace();
      const first = sandboxed(w);
      const plant = program(
        w.root,
        'plant.sh',
        `echo warm > /tmp/${tag}-a && echo warm > /dev/shm/${tag}-b\n` +
          `mkdir -p /var/tmp/${tag}-c/deep && chmod 777 /var/tmp/${tag}-c && echo x > /var/tmp/${tag}-c/deep/f\n` +
          `ln -s ${sentinelDir} /var/tmp/${tag}-c/link\necho planted\n`,
      );
      expect((await first.run({ file: plant, cwd: w.checkout, timeoutMs: 10_000 })).stdout).toContain(
        'planted',
      );
      expect(existsSync(`/tmp/${tag}-a`)).toBe(true);
      first.dispose();
      for (const p of [`/tmp/${tag}-a`, `/dev/shm/${tag}-b`, `/var/tmp/${tag}-c`])
        expect(existsSync(p)).toBe(false);
      expect(readFileSync(join(sentinelDir, 'keep'), 'utf8')).toBe('root only\n');
      expect(readFileSync(rootsOwn, 'utf8')).toBe('the gate user’s\n');
      const w2 = workspace();
      const second = sandboxed(w2);
      const look = program(
        w2.root,
        'look.sh',
        `ls -d /tmp/${tag}-a /dev/shm/${tag}-b /var/tmp/${tag}-c 2>/dev/null || echo nothing\n`,
      );
      expect((await second.run({ file: look, cwd: w2.checkout, timeoutMs: 10_000 })).stdout.trim()).toBe(
        'nothing',
      );
    } finally {
      rmSync(rootsOwn, { force: true });
    }
  });

  it("a program's node_modules and package.json in the temp folder are gone once it ends; what else it left stays for its next program", async () => {
    // The attack: a program plants what Node's module resolution reads in every folder above the
    // run's trees — a `node_modules` answering a bare import, a `package.json` scope — for a later
    // program of the run (a judge, a generator) to load. A cache of its own is kept, as before.
    const shared = tmpdir();
    const names = ['node_modules', 'package.json'];
    // Another owner's entries there are not this test's to touch: say so rather than pass unasserted.
    expect(names.filter((n) => existsSync(join(shared, n)))).toEqual([]);
    const tag = `gate-sbx-cache-${process.pid}-${Date.now()}`;
    const w = workspace();
    const r = sandboxed(w);
    const plant = program(
      w.root,
      'plant.sh',
      `mkdir -p '${shared}/node_modules/${tag}' && echo 'module.exports = 1;' > '${shared}/node_modules/${tag}/index.js'\n` +
        `echo '{"name":".","exports":{"./*":"./x.cjs"}}' > '${shared}/package.json'\n` +
        `echo warm > '${shared}/${tag}'\necho planted\n`,
    );
    try {
      expect((await r.run({ file: plant, cwd: w.checkout, timeoutMs: 10_000 })).stdout).toContain('planted');
      expect(names.map((n) => existsSync(join(shared, n)))).toEqual([false, false]);
      const look = program(w.root, 'look.sh', `cat '${shared}/${tag}'\n`);
      expect((await r.run({ file: look, cwd: w.checkout, timeoutMs: 10_000 })).stdout.trim()).toBe('warm');
    } finally {
      r.dispose();
      for (const n of names) rmSync(join(shared, n), { recursive: true, force: true });
    }
    expect(existsSync(join(shared, tag))).toBe(false);
  });

  it('programs side by side run as different users of the run, in its one group', async () => {
    const w = workspace();
    const r = sandboxed(w);
    const p = program(w.root, 'ids.sh', 'sleep 0.5; id -u; id -g\n');
    const [a, b] = await Promise.all([
      r.run({ file: p, cwd: w.checkout, timeoutMs: 10_000 }),
      r.run({ file: p, cwd: w.checkout, timeoutMs: 10_000 }),
    ]);
    const [ua, ga] = a!.stdout.trim().split('\n');
    const [ub, gb] = b!.stdout.trim().split('\n');
    expect(ua).not.toBe(ub);
    expect(ga).toBe(gb);
    const name = r.sandbox.user!;
    r.dispose();
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`${name}-`);
  });

  it('a lent view: its programs in turn run as its one user, one at a time, and no program elsewhere does', async () => {
    const w = workspace();
    const r = sandboxed(w);
    const view = join(w.root, 'view');
    mkdirSync(view);
    const lease = r.owner!.lease(view);
    const p = program(w.root, 'ids.sh', 'sleep 0.5; id -u\n');
    const first = await r.run({ file: p, cwd: view, timeoutMs: 10_000 });
    expect(Number(first.stdout.trim())).toBe(lease.uid);
    // Two programs in turn at once in one view would be one user beside itself: the second is refused.
    const [a, b] = await Promise.allSettled([
      r.run({ file: p, cwd: view, timeoutMs: 10_000 }),
      r.run({ file: p, cwd: join(view, '.'), timeoutMs: 10_000 }),
    ]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('rejected');
    expect(String((b as PromiseRejectedResult).reason)).toMatch(/two programs at once in the tree/);
    // Elsewhere, while the view is lent, another user runs.
    const elsewhere = await r.run({ file: p, cwd: w.checkout, timeoutMs: 10_000 });
    expect(Number(elsewhere.stdout.trim())).not.toBe(lease.uid);
    lease.release();
    lease.release();
    // Given back: the lent user is the first idle user in turn again.
    const again = await r.run({ file: p, cwd: w.checkout, timeoutMs: 10_000 });
    expect(Number(again.stdout.trim())).toBe(lease.uid);
  });

  it('a grant raced by a process of the run that swaps folders for links changes nothing outside', async () => {
    const w = workspace();
    const r = sandboxed(w);
    // A root-owned sentinel the attacker aims the links at.
    const sentinelDir = tempDir('gate-sentinel-');
    const sentinel = join(sentinelDir, 'secret');
    writeFileSync(sentinel, 'root only\n', { mode: 0o600 });
    chmodSync(sentinelDir, 0o700);
    const before = statSync(sentinel);
    const beforeDir = statSync(sentinelDir);
    const names = Array.from({ length: 40 }, (_, i) => `d${i}`);
    // One level down: the checkout's own folder is sticky (it holds .gate), its subfolders are not.
    for (const n of names) {
      mkdirSync(join(w.checkout, 'sub', n), { recursive: true });
      writeFileSync(join(w.checkout, 'sub', n, 'f'), 'x\n');
    }
    r.grant(w.checkout, [w.gateDir]);
    // The attacker, as the run's user and outside any program (as a daemon would be): swaps every
    // folder for a link to the sentinel's folder and back, as fast as it can, while the gate grants.
    const account = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${r.sandbox.user}:`))!
      .split(':');
    const swap = `const fs = require('fs');
process.chdir(${JSON.stringify(join(w.checkout, 'sub'))});
const names = ${JSON.stringify(names)};
for (const n of names) fs.symlinkSync(${JSON.stringify(sentinelDir)}, n + '.l');
for (;;) for (const n of names) {
  try { fs.renameSync(n, n + '.r'); fs.renameSync(n + '.l', n); fs.renameSync(n, n + '.l'); fs.renameSync(n + '.r', n); } catch {}
}`;
    const swapper = spawn(process.execPath, ['-e', swap], {
      uid: Number(account[2]),
      gid: Number(account[3]),
      cwd: join(w.checkout, 'sub'),
      stdio: 'ignore',
      detached: true,
    });
    // The attack is under way once its links exist.
    while (!existsSync(join(w.checkout, 'sub', 'd39.l'))) await new Promise((res) => setTimeout(res, 20));
    try {
      for (let i = 0; i < 20; i++) r.grant(w.checkout, [w.gateDir]);
    } finally {
      process.kill(-swapper.pid!, 'SIGKILL');
    }
    const after = statSync(sentinel);
    const afterDir = statSync(sentinelDir);
    expect([after.mode, after.uid, after.gid]).toEqual([before.mode, before.uid, before.gid]);
    expect([afterDir.mode, afterDir.uid, afterDir.gid]).toEqual([
      beforeDir.mode,
      beforeDir.uid,
      beforeDir.gid,
    ]);
    expect(readFileSync(sentinel, 'utf8')).toBe('root only\n');
  });
});
