/**
 * One privileged process per run on the sudo path (GitHub-hosted runners: user `runner` with
 * passwordless sudo), instead of one `sudo` per command.
 *
 * Why. Every `sudo -n -- cmd` costs sudo's own start, policy and logging (about 10 ms on a runner's
 * image and here), and the sandbox and the views made dozens of such calls per run, one after the
 * other with the run's one thread held: the demo's run made 93 sudo calls and took about half as long
 * again as the same run as root. Here the gate starts one root process through sudo (`node -e` of the server below) and hands
 * it each command over a pair of named pipes; the server runs it (`spawnSync`, with the environment
 * sudo gave the server — what `sudo -n -- cmd` would have given the command) and answers with its exit
 * status and output. A command costs its own process start, not sudo's; a walk of one part (a script
 * that finishes synchronously) runs in the server itself. The sandbox and the views hold the one
 * server ({@link holdChannel}); the run starts it when it opens ({@link warmChannel}) so its start
 * overlaps the run's first steps, and ends it when it lets go of its lock ({@link coolChannel}).
 *
 * Trust. The server runs what it is sent as root: exactly what the gate could already do with
 * `sudo -n`, so no one gains a power. The pipes are made by the gate with mode 600 in a folder of its
 * own (`mkdtemp`, mode 700, named as a run's state folder is, so a killed run's is swept by the next
 * run), so only the gate's user (and root) can open them — never a sandbox user; the gate's
 * descriptors are close-on-exec and a program is never given them. The server ends at end-of-file on
 * its requests (the gate closed them, or the gate's process ended, whatever the way) or, before the
 * gate has opened them, when the gate's process is gone; it runs in a session of its own and ignores
 * SIGINT, SIGTERM and SIGHUP, so a Ctrl-C reaches the gate, which still needs it to undo the run.
 *
 * Synchronous by design: the sandbox's privileged steps are synchronous (a hand-back or a user's
 * removal inside an interrupt's cleanup). Once the server holds its ends the gate's are opened
 * blocking, so an answer is waited for in `read(2)`, with no polling; a server that died is
 * end-of-file there. A failure of the channel fails the step it carried (never retried: it may have
 * run) and later steps take a `sudo` of their own. Where the server cannot be started (sudo refuses
 * it, no `mkfifo`), {@link PrivilegedChannel.open} says why and every step takes a `sudo` of its own,
 * as before.
 */
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { RUN_IN_PROCESS } from './sandbox-walk.js';
import { stateRoot } from './statedir.js';

/** What a command run through the channel did. */
export interface ChannelResult {
  status: number | null;
  signal: string | null;
  /** Why the command could not be run at all (not found, timed out), as spawnSync reports it. */
  error: string | null;
  stdout: string;
  stderr: string;
}

/** How long one command may run in the server before it is killed (as the direct way's timeout). */
const COMMAND_TIMEOUT_MS = 30_000;
/** How long the server may take to start and open its ends. */
const START_MS = 20_000;
/** The most output one command may print (a walk's account of a large checkout is a few MB). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * Lines from a descriptor, read as they come, as source text (the server reads its requests with it,
 * the gate its answers): `(fs, fd) => () => line | null` (null at end-of-file). The bytes of a line
 * are kept as the chunks they came in and joined once, so a long line costs its length, not its
 * length times its chunks.
 */
const LINE_READER = String.raw`(fs, fd) => {
  const chunk = Buffer.alloc(1 << 16);
  let rest = Buffer.alloc(0);
  return () => {
    const parts = [];
    let from = rest;
    for (;;) {
      const at = from.indexOf(10);
      if (at >= 0) {
        parts.push(from.subarray(0, at));
        rest = from.subarray(at + 1);
        return Buffer.concat(parts).toString('utf8');
      }
      parts.push(from);
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) {
        rest = Buffer.alloc(0);
        return null;
      }
      from = Buffer.from(chunk.subarray(0, n));
    }
  };
}`;

/**
 * The server, run as root with `node -e SERVER <requests> <answers> <gate pid>`: a request is one line of JSON
 * (`{"argv": [...]}`, or `{"script": text, "arg": text}`: a `node -e` script that finishes
 * synchronously, run in the server as src/adapters/sandbox-walk.ts RUN_IN_PROCESS runs it), an answer
 * one line of JSON ({@link ChannelResult}). It opens the answer pipe
 * first (the gate already reads it), then the request pipe, and says `ready`.
 */
const SERVER = `'use strict';
// The gate's privileged command server (src/adapters/privileged.ts): one command per request line.
const fs = require('fs');
const { spawnSync } = require('child_process');
const [reqPath, resPath, gatePid] = process.argv.slice(1);
// Only the end of its requests ends it: a terminal's interrupt or a signal sudo relays does not (the
// run still needs it to hand the checkout back).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
// A script of one synchronous run (a walk of one part), run here rather than in a node of its own.
const runInProcess = ${RUN_IN_PROCESS};
const res = fs.openSync(resPath, 'w');
// The gate's writing end, waited for without waiting in open(2): a gate killed before it opens its end
// would leave a server waiting there for good. A reader that does not wait, polled: end-of-file while
// no writer is there, EAGAIN once one is (the gate sends nothing before it reads "ready"); the server
// ends if the gate's process is gone meanwhile.
const probe = fs.openSync(reqPath, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
for (const one = Buffer.alloc(1); ; ) {
  try {
    if (fs.readSync(probe, one, 0, 1, null) > 0) process.exit(1);
  } catch (err) {
    if (err.code === 'EAGAIN') break;
    throw err;
  }
  try {
    process.kill(Number(gatePid), 0);
  } catch {
    process.exit(0);
  }
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
}
const req = fs.openSync(reqPath, 'r');
fs.closeSync(probe);
const say = (text) => {
  const b = Buffer.from(text + '\\n', 'utf8');
  for (let at = 0; at < b.length; ) at += fs.writeSync(res, b, at, b.length - at);
};
say('ready');
const nextLine = (${LINE_READER})(fs, req);
for (let line = nextLine(); line !== null; line = nextLine()) {
  let answer;
  try {
    const { argv, script, arg } = JSON.parse(line);
    if (typeof script === 'string') answer = runInProcess(script, arg, require);
    else {
      const r = spawnSync(argv[0], argv.slice(1), {
        encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: ${COMMAND_TIMEOUT_MS},
        killSignal: 'SIGKILL', maxBuffer: ${MAX_OUTPUT_BYTES},
      });
      answer = { status: r.status, signal: r.signal, error: r.error ? r.error.message : null, stdout: r.stdout || '', stderr: r.stderr || '' };
    }
  } catch (err) {
    answer = { status: null, signal: null, error: String(err), stdout: '', stderr: '' };
  }
  let text;
  try {
    text = JSON.stringify(answer);
  } catch (err) {
    text = JSON.stringify({ status: null, signal: null, error: 'the answer could not be written: ' + String(err), stdout: '', stderr: '' });
  }
  say(text);
}
`;

/** A server being started: its folder and pipes, the gate's descriptors so far, sudo's pid. */
export interface Starting {
  dir: string;
  req: string;
  res: string;
  fds: number[];
  pid: number;
}

/** Undoes a start that failed; the reason, as {@link PrivilegedChannel.open} gives it. */
function abandon(s: Starting, err: unknown): string {
  // A server still waiting for a writer is let go (a writer that closes at once: end-of-file).
  if (s.req !== '') {
    try {
      closeSync(openSync(s.req, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // no server waiting
    }
  }
  for (const fd of s.fds) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
  if (s.dir !== '') rmSync(s.dir, { recursive: true, force: true });
  return `the privileged command server did not start: ${err instanceof Error ? err.message : String(err)}`;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** {@link LINE_READER}, in the gate's process. */
const lineReader = new Function(`return ${LINE_READER}`)() as (
  fsModule: typeof fs,
  fd: number,
) => () => string | null;

/** A started server and the gate's ends of its pipes. */
export class PrivilegedChannel {
  private dead: string | null = null;
  private readonly answers: () => string | null;

  private constructor(
    private readonly dir: string,
    private readonly pid: number | undefined,
    private reqFd: number,
    private resFd: number,
  ) {
    this.answers = lineReader(fs, resFd);
  }

  /** Starts the server through `sudo -n` (`sudo`: which one); a string says why it could not be started. */
  static open(sudo = 'sudo'): PrivilegedChannel | string {
    const starting = PrivilegedChannel.start(sudo);
    return typeof starting === 'string' ? starting : PrivilegedChannel.finish(starting);
  }

  /**
   * The first half of {@link open}: the pipes made and the server started, not waited for (its node
   * starts while the gate goes on: {@link warmChannel}).
   */
  static start(sudo = 'sudo'): Starting | string {
    const s: Starting = { dir: '', req: '', res: '', fds: [], pid: -1 };
    try {
      // Named as a run's state folder is: a run that was killed leaves it to the next run's sweep.
      s.dir = mkdtempSync(join(stateRoot(), `gate-run-${process.pid}-priv-`));
      s.req = join(s.dir, 'requests');
      s.res = join(s.dir, 'answers');
      const made = spawnSync('mkfifo', ['-m', '600', '--', s.req, s.res], {
        stdio: 'ignore',
        timeout: 10_000,
      });
      if (made.status !== 0) throw new Error('mkfifo failed');
      // Our reading end first (non-blocking: no writer yet), so the server's opening for writing
      // does not wait; then the server, which then waits in its opening of the requests for a writer.
      s.fds.push(openSync(s.res, constants.O_RDONLY | constants.O_NONBLOCK));
      // In a session of its own: a terminal's interrupt reaches the gate, which still needs the server
      // to undo the run, and not the server.
      const child = spawn(
        sudo,
        ['-n', '--', process.execPath, '-e', SERVER, s.req, s.res, String(process.pid)],
        {
          stdio: 'ignore',
          detached: true,
        },
      );
      child.on('error', () => undefined);
      child.unref();
      if (child.pid === undefined) throw new Error('sudo could not be started');
      s.pid = child.pid;
      return s;
    } catch (err) {
      return abandon(s, err);
    }
  }

  /** The second half of {@link open}: waits until the server is ready and opens the gate's ends. */
  static finish(s: Starting): PrivilegedChannel | string {
    try {
      const resNb = s.fds[0] as number;
      const deadline = Date.now() + START_MS;
      const waitOrFail = (): void => {
        if (!runningPid(s.pid)) throw new Error('sudo ended before the server was ready');
        if (Date.now() > deadline) throw new Error(`not ready in ${START_MS / 1000} s`);
        sleep(2);
      };
      // A writing end opens without blocking once the server waits to read (ENXIO before).
      let reqNb = -1;
      while (reqNb < 0) {
        try {
          reqNb = openSync(s.req, constants.O_WRONLY | constants.O_NONBLOCK);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENXIO') throw err;
          waitOrFail();
        }
      }
      s.fds.push(reqNb);
      // Its `ready` line, read without blocking (a server that never answers must not hang the gate).
      let line = '';
      const buf = Buffer.alloc(64);
      while (!line.includes('\n')) {
        let n = 0;
        try {
          n = readSync(resNb, buf, 0, buf.length, null);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
        }
        if (n > 0) line += buf.toString('utf8', 0, n);
        else waitOrFail();
      }
      if (line !== 'ready\n') throw new Error(`it said ${JSON.stringify(line)}`);
      // The server holds both its ends: blocking ends of ours open at once and replace the probes.
      // Ours of the requests is opened for reading too, which never waits (a server that ended
      // meanwhile shows as end-of-file on the answers instead).
      const reqFd = openSync(s.req, 'r+');
      s.fds.push(reqFd);
      const resFd = openSync(s.res, 'r');
      s.fds.push(resFd);
      closeSync(reqNb);
      closeSync(resNb);
      return new PrivilegedChannel(s.dir, s.pid, reqFd, resFd);
    } catch (err) {
      return abandon(s, err);
    }
  }

  /** Whether the server can still take a command. */
  get alive(): boolean {
    return this.dead === null;
  }

  /** Runs `argv` as root in the server; throws only when the channel itself fails. */
  run(argv: readonly string[]): ChannelResult {
    return this.ask({ argv });
  }

  /** Runs a `node -e` script that finishes synchronously (`script`, given `arg`) in the server, as root. */
  runScript(script: string, arg: string): ChannelResult {
    return this.ask({ script, arg });
  }

  private ask(what: { argv: readonly string[] } | { script: string; arg: string }): ChannelResult {
    if (this.dead !== null) throw new Error(`the privileged command server is gone: ${this.dead}`);
    try {
      const request = Buffer.from(JSON.stringify(what) + '\n', 'utf8');
      for (let at = 0; at < request.length;) at += writeSync(this.reqFd, request, at, request.length - at);
      const line = this.answers();
      if (line === null) throw new Error('it ended');
      return JSON.parse(line) as ChannelResult;
    } catch (err) {
      this.dead = err instanceof Error ? err.message : String(err);
      this.close();
      throw new Error(`the privileged command server failed: ${this.dead}`);
    }
  }

  /**
   * Ends the server (end-of-file on its requests) and removes the pipes; waits, briefly, until the
   * sudo that started it is gone, so a run's end leaves no process of its own behind.
   */
  close(): void {
    if (this.reqFd >= 0) {
      for (const fd of [this.reqFd, this.resFd]) {
        try {
          closeSync(fd);
        } catch {
          // already closed
        }
      }
      this.reqFd = this.resFd = -1;
      rmSync(this.dir, { recursive: true, force: true });
    }
    if (this.dead === null) this.dead = 'closed';
    if (this.pid === undefined) return;
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && runningPid(this.pid)) sleep(2);
  }
}

/** True while `pid` is a process that has not ended (a zombie has ended: its parent reaps it later). */
function runningPid(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * The process's one server, shared by every owner that holds it (the sandbox and the views of a run
 * each hold it; the server starts once, about 50 ms on a runner, and ends when the last lets go).
 */
let shared: { channel: PrivilegedChannel | string; holders: number } | undefined;
/** A server started ahead of its first hold ({@link warmChannel}). */
let warming: Starting | undefined;

/** Takes a hold on the shared server, starting it if none runs; a string says why there is none. */
export function holdChannel(): PrivilegedChannel | string {
  if (shared === undefined || (typeof shared.channel !== 'string' && !shared.channel.alive)) {
    const started = warming ?? PrivilegedChannel.start();
    warming = undefined;
    shared = {
      channel: typeof started === 'string' ? started : PrivilegedChannel.finish(started),
      holders: 0,
    };
  }
  shared.holders++;
  return shared.channel;
}

/**
 * Starts the server now, for a hold to come: its start (a root node, about 50 ms) then overlaps what
 * the run does before its first privileged step. {@link coolChannel} ends one no hold took.
 */
export function warmChannel(): void {
  if (shared !== undefined || warming !== undefined) return;
  const started = PrivilegedChannel.start();
  if (typeof started !== 'string') warming = started;
}

/** Ends a server {@link warmChannel} started that no hold took (waiting for it to be ready first). */
export function coolChannel(): void {
  if (warming === undefined) return;
  const started = PrivilegedChannel.finish(warming);
  warming = undefined;
  if (typeof started !== 'string') started.close();
}

/** Lets go of a hold; the last one ends the server. */
export function releaseChannel(channel: PrivilegedChannel | string): void {
  if (shared === undefined || shared.channel !== channel) {
    if (typeof channel !== 'string') channel.close();
    return;
  }
  shared.holders--;
  if (shared.holders > 0) return;
  if (typeof shared.channel !== 'string') shared.channel.close();
  shared = undefined;
}
