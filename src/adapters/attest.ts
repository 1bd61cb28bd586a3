/**
 * The result channel of a user program (SPEC §8, "the result is the program's"). An exit status
 * alone can be set by whatever the program loads: the candidate's code can install an exit handler
 * that turns a rejection into 0, or exit 0 itself before the check ran. So for the interpreters the
 * gate knows (Node, Python) each run gets a private channel folder holding a fresh nonce and a
 * preload (src/adapters/attest-preload.ts) that attests the program's first decision, or its crash;
 * the gate reads a status as the program's only when a well-formed attestation carrying the nonce
 * says so and the exit status equals it. Other programs (shell, executables) keep the plain exit-code
 * contract, and the trace says which channel each program had.
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { constants as fsConstants } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandFor, type LoadSink, type ProcessRunner, type ProcResult, type ProcSpec } from './proc.js';
import { preloadText } from './attest-preload.js';

/** How a program's result reached the gate. */
export type ResultChannel = 'attested' | 'exit-code';

/** What a program run means, before a stage reads it as a spec, generator or invariant result. */
export type ProgramOutcome =
  /** The program decided `code` and exited with it (attested, or the plain exit status). */
  | { kind: 'decided'; code: number }
  /** An uncaught exception, a traceback, a signal: the program did not decide. */
  | { kind: 'crashed'; reason: string }
  /** The exit status is not the program's decision (changed after it, or taken by the code under test). */
  | { kind: 'tampered'; reason: string }
  | { kind: 'budget' }
  | { kind: 'not_started'; reason: string };

export interface ProgramRun {
  proc: ProcResult;
  channel: ResultChannel;
  outcome: ProgramOutcome;
  /**
   * The repository files the program loaded (paths relative to its working folder, the tree root),
   * as its preload recorded them; absent for a plain program or one without a valid attestation.
   * A record, never a judgement: it does not change what the run means.
   */
  loaded?: string[];
}

/** One attestation line, as the preloads write them. */
export type AttestEntry =
  | { kind: 'exit' | 'end'; code: number }
  | { kind: 'crash'; detail: string }
  | { kind: 'tampered'; detail: string };

export type Attestation =
  | { ok: true; entries: AttestEntry[]; loaded?: string[] }
  /**
   * No verdict file, an empty one, or one with a line the preload did not write; `loaded` where every
   * line was the preload's but none a decision (the program was stopped first).
   */
  | { ok: false; reason: string; loaded?: string[] };

/**
 * A verdict file is a few lines and a bounded load record (MAX_LOADED paths); anything larger was
 * written by someone else.
 */
const MAX_VERDICT_BYTES = 1024 * 1024;
/** The most repository files one program's load record lists (the preloads stop there too). */
export const MAX_LOADED = 2000;

type Interpreter = 'node' | 'python';

function interpreterOf(file: string): Interpreter | null {
  const { command } = commandFor(file);
  if (command === process.execPath) return 'node';
  if (command === 'python3') return 'python';
  return null;
}

/** The channel a program gets: attested where the gate has a preload for its interpreter. */
export function resultChannelOf(file: string): ResultChannel {
  return interpreterOf(file) === null ? 'exit-code' : 'attested';
}

/** Parses a verdict file's text: every line must be a well-formed entry carrying the nonce. */
export function parseAttestation(text: string, nonce: string): Attestation {
  const lines = text.split('\n').filter((l) => l !== '');
  if (lines.length === 0) return { ok: false, reason: 'the program wrote no attestation' };
  const entries: AttestEntry[] = [];
  const loaded = new Set<string>();
  for (const line of lines) {
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      return { ok: false, reason: 'the attestation holds a line that is not JSON' };
    }
    const e = v as { v?: unknown; nonce?: unknown; kind?: unknown; code?: unknown; detail?: unknown };
    if (typeof v !== 'object' || v === null || e.v !== 1 || e.nonce !== nonce)
      return { ok: false, reason: 'the attestation holds a line without this run’s nonce' };
    switch (e.kind) {
      case 'exit':
      case 'end':
        if (typeof e.code !== 'number' || !Number.isInteger(e.code))
          return { ok: false, reason: 'the attestation holds a decision without an integer code' };
        entries.push({ kind: e.kind, code: e.code });
        break;
      case 'crash':
      case 'tampered':
        entries.push({ kind: e.kind, detail: typeof e.detail === 'string' ? e.detail.slice(0, 2000) : '' });
        break;
      case 'load': {
        const files = (v as { files?: unknown }).files;
        if (!Array.isArray(files))
          return { ok: false, reason: 'the attestation holds a load record without files' };
        for (const f of files) {
          if (loaded.size >= MAX_LOADED) break;
          if (isTreePath(f)) loaded.add(f);
        }
        break;
      }
      default:
        return { ok: false, reason: 'the attestation holds a line of unknown kind' };
    }
  }
  const record = loaded.size > 0 ? { loaded: [...loaded].sort() } : {};
  // A program stopped before it decided (its budget ran out) still loaded what its record says.
  if (entries.length === 0) return { ok: false, reason: 'the program wrote no attestation', ...record };
  return { ok: true, entries, ...record };
}

/** A path relative to the tree root that stays inside it (the only kind a load record may name). */
function isTreePath(f: unknown): f is string {
  if (typeof f !== 'string' || f === '' || f.length > 1024 || f.startsWith('/') || f.includes('\0'))
    return false;
  return f.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

function describeExit(r: ProcResult): string {
  return r.signal ? `was killed by ${r.signal}` : `exited ${r.exitCode}`;
}

/**
 * What a finished run means (pure). Budget and start failures first; then, for a plain program,
 * its exit status; for an attested one, the attestation against the exit status.
 */
export function interpretRun(r: ProcResult, channel: ResultChannel, att?: Attestation): ProgramOutcome {
  if (r.notReleased) return { kind: 'not_started', reason: 'held, and never released' };
  if (r.spawnError) return { kind: 'not_started', reason: r.spawnError };
  if (r.timedOut) return { kind: 'budget' };
  switch (channel) {
    case 'exit-code':
      if (r.exitCode === null) return { kind: 'crashed', reason: describeExit(r) };
      return { kind: 'decided', code: r.exitCode };
    case 'attested': {
      if (att === undefined || !att.ok) {
        const why = att === undefined ? 'the program wrote no attestation' : att.reason;
        if (r.exitCode === null) return { kind: 'crashed', reason: describeExit(r) };
        return {
          kind: 'tampered',
          reason: `it ${describeExit(r)} but ${why} (an exit the program did not take)`,
        };
      }
      const crash = att.entries.find((e) => e.kind === 'crash');
      if (crash && crash.kind === 'crash')
        return { kind: 'crashed', reason: `crashed: ${firstLine(crash.detail) || 'an uncaught exception'}` };
      const first = att.entries[0]!;
      if (first.kind === 'tampered')
        return { kind: 'tampered', reason: first.detail || 'the exit was not the program’s' };
      const later = att.entries.find((e) => e.kind === 'tampered');
      if (later && later.kind === 'tampered') return { kind: 'tampered', reason: later.detail };
      if (first.kind === 'crash') return { kind: 'crashed', reason: first.detail };
      if (r.exitCode === null)
        return { kind: 'crashed', reason: `${describeExit(r)} after deciding ${first.code}` };
      if (r.exitCode !== first.code)
        return {
          kind: 'tampered',
          reason: `it decided ${first.code} but exited ${r.exitCode}: the exit status was changed after the decision`,
        };
      return { kind: 'decided', code: first.code };
    }
    default: {
      const never: never = channel;
      throw new Error(`unknown result channel ${String(never)}`);
    }
  }
}

/** Reads at most MAX_VERDICT_BYTES of a regular file, never following a link. */
function readVerdict(path: string): string | { error: string } {
  let fd: number;
  try {
    fd = openSync(path, fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW | fsConstants.O_NONBLOCK);
  } catch {
    return { error: 'the program wrote no attestation' };
  }
  try {
    return readVerdictFd(fd);
  } finally {
    closeSync(fd);
  }
}

/** Reads the verdict through a descriptor the gate holds (from offset 0, whatever its position). */
function readVerdictFd(fd: number): string | { error: string } {
  const st = fstatSync(fd);
  if (!st.isFile()) return { error: 'the attestation is not a regular file' };
  if (st.size === 0) return { error: 'the program wrote no attestation' };
  if (st.size > MAX_VERDICT_BYTES) return { error: 'the attestation is larger than any the preload writes' };
  const buf = Buffer.alloc(st.size);
  let off = 0;
  while (off < buf.length) {
    const n = readSync(fd, buf, off, buf.length - off, off);
    if (n === 0) break;
    off += n;
  }
  return buf.subarray(0, off).toString('utf8');
}

/**
 * Runs one program through `proc` with the attestation channel where its interpreter has a preload,
 * and reads the result. Never throws for a program failure (like ProcessRunner.run).
 *
 * The channel's secret never sits in a file: the nonce reaches the preload on its stdin, a pipe the
 * gate writes once and closes. The verdict file is made by the gate before the program starts and
 * handed over open (fd 3), in a folder of the gate's that nobody else can list or write; a daemon
 * left by another program can neither read the nonce nor write the verdict first. Where descriptors
 * cannot be passed (sudo closes them), the preload makes the verdict file itself in a folder owned
 * by the program's own OS user (mode 0700), which the sandbox gives to one program at a time and
 * empties of that user's processes after each (src/adapters/sandbox.ts).
 */
/** The file beside the preload that lists the program's own files in the tree (ProcSpec.ownFiles). */
const OWN_FILES = 'own.json';

export async function runAttested(
  proc: ProcessRunner,
  spec: ProcSpec,
  /** Where channel folders are made (the OS temp folder). */
  channelRoot: string = tmpdir(),
): Promise<ProgramRun> {
  const kind = interpreterOf(spec.file);
  if (kind === null) {
    const r = await proc.run(spec);
    return { proc: r, channel: 'exit-code', outcome: interpretRun(r, 'exit-code') };
  }
  const nonce = randomBytes(32).toString('hex');
  const preloadName = kind === 'node' ? 'preload.cjs' : 'bootstrap.py';
  const byFd = proc.passesFds !== false;
  let dir: string | undefined;
  let fd: number | undefined;
  let chan: string | undefined;
  try {
    dir = mkdtempSync(join(channelRoot, 'gate-attest-'));
    liveChannels.add(dir);
    // Searchable, not listable: another user reaches the preload only by its name, and the preload
    // is public text; the verdict file is the gate's (0600) and reaches the program only as fd 3.
    chmodSync(dir, 0o711);
    // Node starts in this folder (ProcSpec.launchCwd): its package.json, which names nothing and maps
    // nothing, is the package scope the preload's path is resolved in, so no package.json the code
    // under test writes in or above the tree can stand in for it; the preload then moves to `cwd`.
    if (kind === 'node') writeFileSync(join(dir, 'package.json'), '{}\n', { mode: 0o444 });
    writeFileSync(
      join(dir, preloadName),
      preloadText(kind, spec.recordLoads === true, kind === 'node' ? spec.cwd : undefined),
      { mode: 0o444 },
    );
    // The program's own files in the tree, beside the preload, which reads them before any code runs.
    if (spec.ownFiles !== undefined)
      writeFileSync(join(dir, OWN_FILES), JSON.stringify(spec.ownFiles), { mode: 0o444 });
    if (byFd) {
      fd = openSync(
        join(dir, 'verdict'),
        fsConstants.O_RDWR |
          fsConstants.O_CREAT |
          fsConstants.O_EXCL |
          fsConstants.O_APPEND |
          fsConstants.O_NOFOLLOW,
        0o600,
      );
    } else {
      chan = join(dir, 'chan');
      mkdirSync(chan, { mode: 0o700 });
    }
  } catch (err) {
    if (fd !== undefined) closeSync(fd);
    if (dir !== undefined) {
      rmSync(dir, { recursive: true, force: true });
      liveChannels.delete(dir);
    }
    // No channel, no run: a program whose status could not be attested is not started at all.
    return notStarted(`cannot create the attestation channel: ${(err as Error).message}`);
  }
  try {
    const preload = join(dir, preloadName);
    const r = await proc.run({
      ...spec,
      // Python: no per-user site folder (a .pth there would run before the bootstrap).
      launchArgs: kind === 'node' ? ['--require', preload] : ['-s', preload],
      ...(kind === 'node' ? { launchCwd: dir } : {}),
      env: { ...spec.env, GATE_ATTEST: fd !== undefined ? 'fd:3' : chan! },
      stdin: `${nonce}\n`,
      ...(fd !== undefined ? { passFds: [fd] } : {}),
      // The channel folder is handed to the program's user (and back after it).
      ...(chan !== undefined ? { writableDirs: [...(spec.writableDirs ?? []), chan] } : {}),
    });
    const text = fd !== undefined ? readVerdictFd(fd) : readVerdict(join(chan!, 'verdict'));
    const att: Attestation =
      typeof text === 'string' ? parseAttestation(text, nonce) : { ok: false, reason: text.error };
    // The record of a run that never decided is kept too (every line carried its nonce): it is a
    // report for the reviewer (trace.exercised), and only a decided judge's is ever read as more.
    if (att.loaded !== undefined) proc.loads?.add(spec.file, att.loaded);
    return {
      proc: r,
      channel: 'attested',
      outcome: interpretRun(r, 'attested', att),
      ...(att.ok && att.loaded !== undefined ? { loaded: att.loaded } : {}),
    };
  } finally {
    if (fd !== undefined) closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
    liveChannels.delete(dir);
  }
}

/** Channel folders of programs still running: removed by {@link removeLiveChannels} on an interrupt. */
const liveChannels = new Set<string>();

/**
 * Removes the channel folders of programs still running (Ctrl-C, SIGTERM: the process exits without
 * reaching their `finally`). The programs must be dead first (killAllRunning).
 */
export function removeLiveChannels(): void {
  for (const dir of liveChannels) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Under sudo a running program's folder is its user's until the hand-back: left, not fatal.
    }
  }
  liveChannels.clear();
}

/**
 * The load records of a run's programs, by program file (absolute path): which repository files each
 * loaded on any of its runs, at most MAX_LOADED per program.
 */
export class LoadBook implements LoadSink {
  private readonly byProgram = new Map<string, Set<string>>();

  add(program: string, files: readonly string[]): void {
    let set = this.byProgram.get(program);
    if (set === undefined) this.byProgram.set(program, (set = new Set()));
    for (const f of files) {
      if (set.size >= MAX_LOADED) break;
      set.add(f);
    }
  }

  /** The files loaded by every program whose file is `rel` (a repository path) in some tree. */
  loadedBy(rel: string): Set<string> {
    const out = new Set<string>();
    for (const [program, files] of this.byProgram) {
      if (program === rel || program.endsWith(`/${rel}`)) for (const f of files) out.add(f);
    }
    return out;
  }
}

function notStarted(reason: string): ProgramRun {
  const r: ProcResult = {
    exitCode: null,
    signal: null,
    timedOut: false,
    elapsedMs: 0,
    stdout: '',
    outputTruncated: false,
    outputBytes: 0,
    spawnError: reason,
  };
  return { proc: r, channel: 'attested', outcome: { kind: 'not_started', reason } };
}
