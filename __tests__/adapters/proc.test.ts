import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';

import {
  commandFor,
  killAllRunning,
  minimalEnv,
  runningCount,
  holdPycachePrefix,
  runProcess,
  utf8Prefix,
  type ProcResult,
} from '../../src/adapters/proc.js';

// A regression here usually means waiting on a 30 s sleep or a pipe that never closes: fail fast.
jest.setTimeout(15_000);

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'gate-proc-'));
const bin = join(root, 'bin');
function script(name: string, text: string, mode = 0o755): string {
  const file = join(bin, name);
  writeFileSync(file, text);
  chmodSync(file, mode);
  return file;
}

function pidFile(name: string): string {
  return join(root, `${name}-${Math.random().toString(36).slice(2)}.pid`);
}

function readPid(file: string): number {
  const pid = Number(readFileSync(file, 'utf8').trim());
  expect(Number.isInteger(pid) && pid > 1).toBe(true);
  return pid;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // Orphans are reparented to PID 1, which in some containers never reaps them: a zombie has
  // exited and holds no pipe or file, so it is not a survivor.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** SIGKILL is delivered asynchronously; give the kernel a moment, not the 30 s the sleep asks for. */
async function diesWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return !isAlive(pid);
}

/** Resolves to null when `p` has not settled after `ms`, so a hang fails its own test quickly. */
async function within<T>(p: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function timed(start: () => Promise<ProcResult>): Promise<{ r: ProcResult; wallMs: number }> {
  const t0 = performance.now();
  const r = await start();
  return { r, wallMs: performance.now() - t0 };
}

let ECHO: string;
let ENV_DUMP: string;
let SELF_SIGNAL: string;
let PIPE_FAIL: string;
let ESCAPED_WRITER: string;
let BACKGROUND_SLEEP: string;
let HANG_WITH_CHILD: string;
let NOISY: string;
let UTF8: string;

beforeAll(() => {
  mkdirSync(bin, { recursive: true });
  ECHO = script(
    'echo.sh',
    'echo "arg:$1"\necho "seed:$GATE_SEED"\necho "cwd:$(pwd)"\necho "to-stderr" >&2\nexit "${2:-0}"\n',
  );
  ENV_DUMP = script('env.cjs', 'process.stdout.write(JSON.stringify(process.env));\n');
  SELF_SIGNAL = script('self_signal.py', 'import os, signal\nos.kill(os.getpid(), signal.SIGTERM)\n');
  PIPE_FAIL = script('pipe_fail.sh', 'set -o pipefail\nyes | head -n 1\n');
  // setsid takes the writer out of our process group, so only closing our end of the pipe stops it.
  ESCAPED_WRITER = script(
    'escaped_writer.sh',
    'setsid bash -c \'echo $$ > "$1"; while :; do echo tick || exit 3; sleep 0.02; done\' _ "$1" &\n' +
      'sleep 0.1\necho leader-done\n',
  );
  BACKGROUND_SLEEP = script('background_sleep.sh', 'sleep 30 &\necho $! > "$1"\necho started\n');
  HANG_WITH_CHILD = script(
    'hang_with_child.mjs',
    "import { spawn } from 'node:child_process';\nimport { writeFileSync } from 'node:fs';\n" +
      "const c = spawn('sleep', ['30'], { stdio: 'ignore' });\n" +
      "writeFileSync(process.argv[2], String(c.pid));\nconsole.log('forked');\nsetInterval(() => {}, 1000);\n",
  );
  NOISY = script('noisy.sh', "printf 'a%.0s' $(seq 3000)\nprintf 'b%.0s' $(seq 3000) >&2\n");
  UTF8 = script('utf8.js', "process.stdout.write('ééé');\n");
});

afterAll(() => {
  // Every program under test writes its stray's pid into root; kill them whatever the assertions
  // said, so a regression cannot leave a writer holding this worker's pipes.
  for (const name of readdirSync(root).filter((n) => n.endsWith('.pid'))) {
    const pid = Number(readFileSync(join(root, name), 'utf8').trim());
    if (Number.isInteger(pid) && pid > 1 && isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(root, { recursive: true, force: true });
  // Python's cache prefix, made for the programs above (outside any run): let go, so it is removed.
  holdPycachePrefix()();
});

describe('commandFor', () => {
  it.each([
    ['/r/spec.py', 'python3', ['/r/spec.py']],
    ['/r/gen.js', process.execPath, ['/r/gen.js']],
    ['/r/gen.mjs', process.execPath, ['/r/gen.mjs']],
    ['/r/gen.cjs', process.execPath, ['/r/gen.cjs']],
    ['/r/inv.sh', 'bash', ['/r/inv.sh']],
    ['/r/SPEC.PY', 'python3', ['/r/SPEC.PY']],
    ['/r/inv', '/r/inv', []],
    ['/r/inv.rb', '/r/inv.rb', []],
  ])('%s runs as %s', (file, command, args) => {
    expect(commandFor(file)).toMatchObject({ command, args });
  });

  it('Python reads and writes no bytecode cache beside the program: -B and a cache prefix outside it', () => {
    const { flags } = commandFor('/r/inv.py');
    expect(flags?.[0]).toBe('-B');
    const prefix = flags?.find((f) => f.startsWith('pycache_prefix='))?.slice('pycache_prefix='.length);
    expect(prefix).toBeDefined();
    expect(prefix?.startsWith('/r/')).toBe(false);
    expect(commandFor('/r/gen.mjs').flags ?? []).toEqual([]);
  });
});

describe('minimalEnv', () => {
  const secrets: Record<string, string> = {
    GITHUB_TOKEN: 'ghs_secret_github_token',
    GH_TOKEN: 'gho_secret_gh_token',
    NPM_TOKEN: 'npm_secret_token',
    INPUT_TOKEN: 'secret_input_token',
    ACTIONS_RUNTIME_TOKEN: 'secret_runtime_token',
    ACTIONS_RESULTS_URL: 'https://results.invalid/secret',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'secret_oidc_token',
    AWS_SECRET_ACCESS_KEY: 'secret_aws_key',
    SOME_RANDOM_VAR: 'secret_random_value',
  };
  const allowed = [
    'PATH',
    'HOME',
    'LANG',
    'LC_ALL',
    'TMPDIR',
    'TZ',
    'PYTHONDONTWRITEBYTECODE',
    'PYTHONPYCACHEPREFIX',
  ];

  function withParentEnv<T>(fn: () => Promise<T>): Promise<T> {
    const saved = { ...process.env };
    Object.assign(process.env, secrets);
    return fn().finally(() => {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    });
  }

  it('keeps only the allow-list, with defaults, and adds GATE_* on top', async () => {
    await withParentEnv(async () => {
      const env = minimalEnv({ GATE_SEED: '7', GATE_PATCH: '/p.diff' });
      expect(Object.keys(env).sort()).toEqual([...allowed, 'GATE_PATCH', 'GATE_SEED'].sort());
      expect(env.PATH).toBe(process.env.PATH);
      expect(env.GATE_SEED).toBe('7');
      expect(env.LANG).toBe(process.env.LANG || 'C.UTF-8');
    });
  });

  it('PATH keeps only absolute entries: a relative or empty one would name a folder of the tree under test', async () => {
    // A job whose PATH holds `.venv/bin` (found attacking the gate): the patch's `.venv/bin/python3`
    // was the interpreter `/usr/bin/env python3` started for the tests.
    const dir = mkdtempSync(join(tmpdir(), 'gate-path-'));
    const saved = process.env.PATH;
    try {
      mkdirSync(join(dir, '.venv', 'bin'), { recursive: true });
      writeFileSync(join(dir, '.venv', 'bin', 'node'), '#!/bin/sh\necho planted\n', { mode: 0o755 });
      process.env.PATH = `.venv/bin::${saved ?? ''}:node_modules/.bin`;
      const env = minimalEnv();
      expect(env.PATH).toBe(saved);
      const r = await runProcess({
        file: '/bin/sh',
        args: ['-c', 'node -e "console.log(7)"'],
        cwd: dir,
        timeoutMs: 10_000,
      });
      expect(r.stdout.trim()).toBe('7');
      // Nothing absolute left: the default.
      process.env.PATH = '.venv/bin:bin';
      expect(minimalEnv().PATH).toBe('/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin');
    } finally {
      process.env.PATH = saved;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('drops credential-looking names even when a caller passes them as extra', () => {
    const env = minimalEnv({ GATE_SEED: '1', GITHUB_TOKEN: 'x', INPUT_TOKEN: 'y', ACTIONS_CACHE_URL: 'z' });
    expect(env).not.toHaveProperty('GITHUB_TOKEN');
    expect(env).not.toHaveProperty('INPUT_TOKEN');
    expect(env).not.toHaveProperty('ACTIONS_CACHE_URL');
    expect(env.GATE_SEED).toBe('1');
  });

  it('a spec that prints its environment sees none of the runner secrets', async () => {
    await withParentEnv(async () => {
      const r = await runProcess({ file: ENV_DUMP, cwd: root, timeoutMs: 10_000, env: { GATE_SEED: '42' } });
      expect(r.exitCode).toBe(0);
      const seen = JSON.parse(r.stdout) as Record<string, string>;
      expect(Object.keys(seen).sort()).toEqual([...allowed, 'GATE_SEED'].sort());
      expect(seen.GATE_SEED).toBe('42');
      // NODE_OPTIONS is set for this very test run; it must not leak into user programs either.
      expect(seen).not.toHaveProperty('NODE_OPTIONS');
      expect(r.stdout).not.toMatch(/secret/i);
    });
  });
});

describe('runProcess: ordinary runs', () => {
  it('passes args, cwd and GATE_* variables, keeps stdout, logs stdout and stderr', async () => {
    const logPath = join(root, 'logs', 'deep', 'echo.log');
    const r = await runProcess({
      file: ECHO,
      args: ['hello', '1'],
      cwd: bin,
      env: { GATE_SEED: '9' },
      timeoutMs: 10_000,
      logPath,
    });
    expect(r).toMatchObject({ exitCode: 1, signal: null, timedOut: false, outputTruncated: false });
    expect(r.spawnError).toBeUndefined();
    expect(r.stdout).toBe(`arg:hello\nseed:9\ncwd:${bin}\n`);
    const log = readFileSync(logPath, 'utf8');
    expect(log).toContain('arg:hello\n');
    expect(log).toContain('to-stderr\n');
    expect(log).not.toContain('[gate:');
    expect(r.outputBytes).toBe(Buffer.byteLength(log));
    expect(runningCount()).toBe(0);
  });

  it('reports a program killed by a signal as exitCode null and the signal name', async () => {
    const r = await runProcess({ file: SELF_SIGNAL, cwd: root, timeoutMs: 10_000 });
    expect(r).toMatchObject({ exitCode: null, signal: 'SIGTERM', timedOut: false });
  });

  it('survives a program whose pipeline writes to a closed pipe (SIGPIPE inside the child)', async () => {
    const r = await runProcess({ file: PIPE_FAIL, cwd: root, timeoutMs: 10_000 });
    expect(r).toMatchObject({ exitCode: 141, signal: null, timedOut: false, stdout: 'y\n' });
  });

  it('caps the log, appends the truncation line, and still counts every byte', async () => {
    const logPath = join(root, 'logs', 'noisy.log');
    const r = await runProcess({ file: NOISY, cwd: root, timeoutMs: 10_000, logPath, outputCapBytes: 1000 });
    expect(r).toMatchObject({ exitCode: 0, outputTruncated: true, outputBytes: 6000 });
    const log = readFileSync(logPath, 'utf8');
    expect(log.slice(0, 1000)).toMatch(/^[ab]{1000}$/);
    expect(log.slice(1000)).toBe('\n[gate: output truncated after 1000 bytes]\n');
    expect(r.stdout).toBe('a'.repeat(3000));
  });

  it('keeps only stdoutKeepBytes of stdout, cut on a character boundary', async () => {
    const r = await runProcess({ file: UTF8, cwd: root, timeoutMs: 10_000, stdoutKeepBytes: 5 });
    expect(r.stdout).toBe('éé');
    expect(utf8Prefix(Buffer.from('aé€😀'))).toBe('aé€😀');
    expect(utf8Prefix(Buffer.from('aé€😀').subarray(0, 8))).toBe('aé€');
  });
});

describe('runProcess: the gate’s own stalls are not the program’s', () => {
  it('an exit that waited behind a held event loop is charged the program’s time, not the hold', async () => {
    const t0 = performance.now();
    // runProcess spawns before its first await; the loop is then held past the budget, as gate-side
    // synchronous work would, while the program starts and exits.
    const pending = runProcess({ file: ECHO, args: ['x'], cwd: root, timeoutMs: 1000 });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
    const r = await pending;
    const wallMs = performance.now() - t0;
    expect(r).toMatchObject({ exitCode: 0, timedOut: false });
    // The hold (3 s) is not in the elapsed time; without the stall clock it would be.
    expect(r.elapsedMs).toBeLessThan(wallMs - 2500);
  });
});

describe('runProcess: a held program (ProcSpec.hold)', () => {
  /** Writes its pid, waits for its stdin, then leaves a marker: the release is what lets it go on. */
  const held = (): string =>
    script('held.sh', 'echo early\necho $$ > "$1"\nread line\necho "got:$line"\necho ran > "$2"\n');

  /** Until the program has written its pid and the newline after it (the shell makes the file first). */
  async function waitFor(file: string): Promise<void> {
    const written = () => existsSync(file) && readFileSync(file, 'utf8').endsWith('\n');
    while (!written()) await new Promise((r) => setTimeout(r, 10));
  }

  it('gets its stdin only at the release; its budget and its log start there', async () => {
    const [pid, marker, log] = [pidFile('held'), join(root, 'held-ran'), join(root, 'held.log')];
    let release: (ms: number | null) => void = () => {};
    const pending = runProcess({
      file: held(),
      args: [pid, marker],
      cwd: root,
      // Held far longer than this: a budget counted from the start would kill it unreleased.
      timeoutMs: 200,
      stdin: 'nonce\n',
      logPath: log,
      hold: new Promise((r) => (release = r)),
    });
    await waitFor(pid);
    await new Promise((r) => setTimeout(r, 600));
    // Blocked on its stdin: its next statement has not run, and its log is not there yet.
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(log)).toBe(false);
    release(10_000);
    const r = await pending;
    expect(r).toMatchObject({ exitCode: 0, timedOut: false, stdout: 'early\ngot:nonce\n' });
    expect(r.notReleased).toBeUndefined();
    expect(existsSync(marker)).toBe(true);
    // What it printed before the release is in its log.
    expect(readFileSync(log, 'utf8')).toBe('early\ngot:nonce\n');
  });

  it('let go unreleased, it is killed with its group: no log, no further statement, notReleased', async () => {
    const [pid, marker, log] = [
      pidFile('unreleased'),
      join(root, 'unreleased-ran'),
      join(root, 'unreleased.log'),
    ];
    let release: (ms: number | null) => void = () => {};
    const pending = runProcess({
      file: held(),
      args: [pid, marker],
      cwd: root,
      timeoutMs: 10_000,
      stdin: 'nonce\n',
      logPath: log,
      hold: new Promise((r) => (release = r)),
    });
    await waitFor(pid);
    release(null);
    const r = await within(pending, 5000);
    expect(r).toMatchObject({ notReleased: true, exitCode: null, stdout: '', outputBytes: 0 });
    expect(await diesWithin(readPid(pid), 2000)).toBe(true);
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(log)).toBe(false);
    expect(runningCount()).toBe(0);
  });

  it('a hold without stdin is a malformed spec (nothing could release it)', async () => {
    await expect(
      runProcess({ file: ECHO, cwd: root, timeoutMs: 1000, hold: Promise.resolve(1000) }),
    ).rejects.toThrow(/held program needs stdin/);
  });
});

describe('runProcess: programs that cannot start', () => {
  it('names a missing file (ENOENT) instead of throwing or running the interpreter', async () => {
    const file = join(bin, 'missing_spec.py');
    const logPath = join(root, 'logs', 'missing.log');
    const r = await runProcess({ file, cwd: root, timeoutMs: 10_000, logPath });
    expect(r).toMatchObject({ exitCode: null, signal: null, timedOut: false, stdout: '' });
    expect(r.spawnError).toMatch(/^ENOENT: .*missing_spec\.py/);
    expect(readFileSync(logPath, 'utf8')).toContain('[gate: could not start: ENOENT');
  });

  it('names a file that is not executable (EACCES)', async () => {
    const file = script('not_executable', '#!/bin/sh\necho hi\n', 0o644);
    const r = await runProcess({ file, cwd: root, timeoutMs: 10_000 });
    expect(r.exitCode).toBeNull();
    expect(r.spawnError).toMatch(/^EACCES: .*not_executable/);
  });

  it('reports a spawn failure that only the kernel sees (a shebang naming a missing interpreter)', async () => {
    const file = script('bad_shebang', '#!/nonexistent/interpreter\necho hi\n');
    const r = await runProcess({ file, cwd: root, timeoutMs: 10_000 });
    expect(r.exitCode).toBeNull();
    expect(r.spawnError).toMatch(/^ENOENT: .*bad_shebang/);
    expect(runningCount()).toBe(0);
  });

  it('names a missing working directory', async () => {
    const r = await runProcess({ file: ECHO, cwd: join(root, 'no-such-dir'), timeoutMs: 10_000 });
    expect(r.spawnError).toMatch(/^ENOENT: working directory .*no-such-dir/);
  });

  it('throws only for a malformed spec', async () => {
    await expect(runProcess({ file: ECHO, cwd: root, timeoutMs: 0 })).rejects.toThrow(RangeError);
  });
});

describe('runProcess: process groups', () => {
  it('kills a background grandchild when the program exits, without waiting for it', async () => {
    const pf = pidFile('background');
    const { r, wallMs } = await timed(() =>
      runProcess({ file: BACKGROUND_SLEEP, args: [pf], cwd: root, timeoutMs: 20_000 }),
    );
    expect(r).toMatchObject({ exitCode: 0, timedOut: false, stdout: 'started\n' });
    // Far below the grandchild's 20 s sleep and the budget: it was not waited for. The latency
    // itself is a bench figure (npm run bench), not a test that a loaded machine could fail.
    expect(wallMs).toBeLessThan(15_000);
    expect(await diesWithin(readPid(pf), 1000)).toBe(true);
  });

  it('kills a hanging program and its forked child at the budget (latency: the bench)', async () => {
    const budget = 600;
    const pf = pidFile('hang');
    const logPath = join(root, 'logs', 'hang.log');
    const { r, wallMs } = await timed(() =>
      runProcess({ file: HANG_WITH_CHILD, args: [pf], cwd: root, timeoutMs: budget, logPath }),
    );
    process.stderr.write(
      `kill latency: budget ${budget} ms, elapsedMs ${r.elapsedMs}, wall ${wallMs.toFixed(1)} ms\n`,
    );
    expect(r).toMatchObject({ exitCode: null, signal: 'SIGKILL', timedOut: true, stdout: 'forked\n' });
    expect(r.elapsedMs).toBeGreaterThanOrEqual(budget);
    // Killed, not left to hang: the +150 ms latency target is the bench's (hang-kill row).
    expect(wallMs).toBeLessThan(budget + 15_000);
    expect(await diesWithin(readPid(pf), 200)).toBe(true);
    expect(readFileSync(logPath, 'utf8')).toBe(
      `forked\n[gate: budget of ${budget} ms exceeded; process group killed]\n`,
    );
    expect(runningCount()).toBe(0);
  });

  it('stops reading a pipe held by a process that escaped the group; the writer then dies of EPIPE', async () => {
    const pf = pidFile('escaped');
    const done = await within(
      timed(() => runProcess({ file: ESCAPED_WRITER, args: [pf], cwd: root, timeoutMs: 20_000 })),
      3000,
    );
    expect(done).not.toBeNull();
    const { r, wallMs } = done!;
    expect(r).toMatchObject({ exitCode: 0, timedOut: false });
    expect(r.stdout).toContain('leader-done\n');
    expect(wallMs).toBeLessThan(15_000); // not the escaped writer's lifetime, nor the budget
    expect(await diesWithin(readPid(pf), 2000)).toBe(true);
  });

  it('killAllRunning kills every live group, children included', async () => {
    const files = [pidFile('all-1'), pidFile('all-2')];
    const runs = files.map((pf) =>
      timed(() => runProcess({ file: HANG_WITH_CHILD, args: [pf], cwd: root, timeoutMs: 20_000 })),
    );
    const deadline = Date.now() + 5000;
    while (!files.every((f) => existsSync(f) && readFileSync(f, 'utf8').trim()) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(runningCount()).toBe(2);
    killAllRunning();
    for (const { r, wallMs } of await Promise.all(runs)) {
      expect(r).toMatchObject({ exitCode: null, signal: 'SIGKILL', timedOut: false });
      expect(wallMs).toBeLessThan(15_000); // killed, not their 20 s budget
    }
    for (const f of files) expect(await diesWithin(readPid(f), 200)).toBe(true);
    expect(runningCount()).toBe(0);
  });
});

describe('runProcess: memory stays bounded under a flood of output', () => {
  it('drains 200 MiB through a fresh Node process whose peak RSS stays under 192 MiB', async () => {
    // A separate process, so the peak RSS measured is the adapter's, not Jest's.
    const work = mkdtempSync(join(root, 'flood-'));
    const source = readFileSync(join(process.cwd(), 'src', 'adapters', 'proc.ts'), 'utf8');
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(work, 'proc.mjs'), js);
    const flood = script('flood.sh', 'head -c 209715200 /dev/zero\nhead -c 1048576 /dev/zero >&2\n');
    writeFileSync(
      join(work, 'driver.mjs'),
      "import { runProcess } from './proc.mjs';\n" +
        'const [file, logPath] = process.argv.slice(2);\n' +
        'const result = await runProcess({ file, cwd: process.cwd(), timeoutMs: 60000, logPath });\n' +
        'const maxRssKiB = process.resourceUsage().maxRSS;\n' +
        'process.stdout.write(JSON.stringify({ result, maxRssKiB }));\n',
    );
    const logPath = join(work, 'flood.log');
    const { stdout } = await run(process.execPath, [join(work, 'driver.mjs'), flood, logPath], { cwd: work });
    const { result, maxRssKiB } = JSON.parse(stdout) as { result: ProcResult; maxRssKiB: number };
    process.stderr.write(
      `flood: ${result.outputBytes} bytes in ${result.elapsedMs} ms, peak RSS ${(maxRssKiB / 1024).toFixed(1)} MiB\n`,
    );
    expect(result).toMatchObject({ exitCode: 0, outputTruncated: true, outputBytes: 201 * 1024 * 1024 });
    expect(result.stdout).toHaveLength(64 * 1024);
    // Holding the output would take more than the 200 MiB that went through; the margin below that is
    // for the collector's lag on a loaded machine (165 MiB seen once). The 150 MiB target is the bench's.
    expect(maxRssKiB / 1024).toBeLessThan(192);
    const log = readFileSync(logPath);
    expect(log.length).toBe(1024 * 1024 + '[gate: output truncated after 1048576 bytes]\n'.length + 1);
  });
});
