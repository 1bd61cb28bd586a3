// Helpers for bench/run.mjs: timing, peak RSS, statistics and small git repositories.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const TIME = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));

export function median(xs) {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
}

/** Runs a command to completion; returns wall ms, exit status, stdout and (optionally) peak RSS. */
export function run(cmd, args, { cwd, input, rss = false, env } = {}) {
  let file = cmd;
  let argv = args;
  let rssFile;
  if (rss && TIME) {
    rssFile = join(cwd ?? process.cwd(), `.rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
    file = TIME;
    argv = ['-f', '%M', '-o', rssFile, cmd, ...args];
  }
  const t0 = process.hrtime.bigint();
  const r = spawnSync(file, argv, {
    cwd,
    input,
    env: env ?? process.env,
    maxBuffer: 1024 * 1024 * 1024,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  let peakRssMiB;
  if (rssFile) {
    const lines = readFileSync(rssFile, 'utf8').trim().split('\n');
    peakRssMiB = Number(lines[lines.length - 1]) / 1024;
    rmSync(rssFile, { force: true });
  }
  if (r.error) throw r.error;
  return { ms, status: r.status, stdout: r.stdout, stderr: r.stderr?.toString() ?? '', peakRssMiB };
}

/** Like run, but without /usr/bin/time: samples the child's VmHWM (its own peak RSS) from /proc. */
export function runSampled(cmd, args, { cwd } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    let err = '';
    let hwm = 0;
    const sample = () => {
      try {
        const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (m) hwm = Math.max(hwm, Number(m[1]));
      } catch {
        // gone
      }
    };
    const timer = setInterval(sample, 5);
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => (err += c));
    child.on('error', reject);
    child.on('exit', () => sample());
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({
        ms: Number(process.hrtime.bigint() - t0) / 1e6,
        status,
        stdout: Buffer.concat(out),
        stderr: err,
        peakRssMiB: hwm / 1024,
      });
    });
  });
}

export function must(r, what) {
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}: ${r.stderr.slice(-2000)}`);
  return r;
}

export function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

export function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** A git repository with `files` committed on main; returns the base commit. */
export function initRepo(dir, files) {
  mkdirSync(dir, { recursive: true });
  for (const [rel, text] of Object.entries(files)) write(join(dir, rel), text);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'bench@example.com');
  git(dir, 'config', 'user.name', 'bench');
  git(dir, 'config', 'commit.gpgsign', 'false');
  // No automatic gc: after a commit of many files git packs in the background, which would run
  // during the measurements and write into .git while the work folder is being removed.
  git(dir, 'config', 'gc.auto', '0');
  git(dir, 'config', 'maintenance.auto', 'false');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  return git(dir, 'rev-parse', 'HEAD');
}

/** Commits `files` (path → text) on a candidate branch off main. */
export function commitCandidate(dir, files) {
  git(dir, 'checkout', '-q', '-B', 'candidate', 'main');
  for (const [rel, text] of Object.entries(files)) write(join(dir, rel), text);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'candidate');
}

/** A unified diff adding `line` to a new file `path` (a probe patch). */
export function addFilePatch(path, lines) {
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((l) => `+${l}`),
    '',
  ].join('\n');
}

/**
 * Runs `node args` to completion or until `timeoutMs`, whichever comes first: past it the whole
 * process group is killed and `timedOut` is set. Peak RSS as patch-scale measures it (`/usr/bin/time`
 * when present, else the child's VmHWM sampled from /proc).
 */
export function runCapped(node, args, { cwd, timeoutMs }) {
  return new Promise((resolve, reject) => {
    let file = node;
    let argv = args;
    let rssFile;
    if (TIME) {
      rssFile = join(cwd, `.rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
      file = TIME;
      argv = ['-f', '%M', '-o', rssFile, node, ...args];
    }
    const t0 = process.hrtime.bigint();
    const child = spawn(file, argv, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    let err = '';
    let hwm = 0;
    let timedOut = false;
    const sample = () => {
      if (rssFile) return;
      try {
        const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (m) hwm = Math.max(hwm, Number(m[1]));
      } catch {
        // gone
      }
    };
    const sampler = setInterval(sample, 20);
    const killer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, timeoutMs);
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => {
      err += c;
      if (err.length > 1_000_000) err = err.slice(-100_000);
    });
    child.on('error', reject);
    child.on('exit', () => sample());
    child.on('close', (status, signal) => {
      clearInterval(sampler);
      clearTimeout(killer);
      let peakRssMiB = hwm / 1024;
      if (rssFile) {
        try {
          const last = readFileSync(rssFile, 'utf8').trim().split('\n').at(-1);
          // Killed with it, /usr/bin/time leaves the file empty.
          peakRssMiB = last ? Number(last) / 1024 : NaN;
        } catch {
          peakRssMiB = NaN; // killed before /usr/bin/time wrote it
        }
        rmSync(rssFile, { force: true });
      }
      resolve({
        ms: Number(process.hrtime.bigint() - t0) / 1e6,
        status,
        signal,
        timedOut,
        stdout: Buffer.concat(out),
        stderr: err,
        peakRssMiB,
      });
    });
  });
}
