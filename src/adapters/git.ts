/**
 * Git, as the pipeline needs it: the patch between two revisions, the changed paths (rename- and
 * binary-aware), and clean worktrees of the base revision, made in the run's state folder outside the
 * checkout (src/adapters/statedir.ts), or for report mode inside the repository's git folder.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pidAlive } from './outdir.js';

export class GitError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

/**
 * Every git command the gate runs is hardened the same way (SPEC §8): no hooks (an empty hooks folder),
 * no fsmonitor program, no system or global configuration (a machine's config must neither change the
 * output nor run programs; the checkout's own `.git/config` still applies, so a persisted fetch
 * credential keeps working), no replace refs, a scrubbed environment (no tokens reach git or anything it
 * starts), and a timeout after which the command is killed.
 */
function hooksDir(): string {
  // The null device is no folder, so git finds no hook in it; an empty folder made for the purpose
  // would be left behind in the temp folder by every run.
  return devNull;
}

function hardening(): string[] {
  return [
    '-c',
    `core.hooksPath=${hooksDir()}`,
    '-c',
    'core.fsmonitor=false',
    '-c',
    'safe.directory=*',
    '-c',
    'protocol.ext.allow=never',
  ];
}

/** The whole environment of a git command: what git needs to run, nothing the runner was given. */
export function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH || '/usr/local/bin:/usr/bin:/bin',
    HOME: process.env.HOME || tmpdir(),
    LC_ALL: 'C',
    LANG: 'C',
    TZ: 'UTC',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_ATTR_NOSYSTEM: '1',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
  };
  if (process.platform === 'win32') {
    for (const name of ['SystemRoot', 'SYSTEMROOT', 'windir', 'ComSpec', 'PATHEXT'])
      if (process.env[name]) env[name] = process.env[name];
  }
  return env;
}

/** How long one git command may take before it is killed: a full checkout of a large tree fits. */
export const GIT_TIMEOUT_MS = 10 * 60 * 1000;

export function git(cwd: string, args: string[], encoding: 'utf8', timeoutMs?: number): Promise<string>;
export function git(cwd: string, args: string[], encoding: 'buffer', timeoutMs?: number): Promise<Buffer>;
export function git(
  cwd: string,
  args: string[],
  encoding: 'utf8' | 'buffer',
  timeoutMs = GIT_TIMEOUT_MS,
): Promise<string | Buffer> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      'git',
      [...hardening(), ...args],
      {
        cwd,
        env: gitEnv(),
        encoding,
        maxBuffer: 1024 * 1024 * 1024,
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
      },
      (err, stdout, stderr) => {
        if (err) {
          const text = Buffer.isBuffer(stderr) ? stderr.toString('utf8') : String(stderr);
          const killed = (err as { killed?: boolean }).killed ? ` (killed after ${timeoutMs} ms)` : '';
          reject(
            new GitError(`git ${args.slice(0, 3).join(' ')}: ${text.trim() || err.message}${killed}`, text),
          );
        } else resolvePromise(stdout);
      },
    );
  });
}

export interface GitRunOptions {
  /** Variables added to {@link gitEnv} (e.g. `GIT_INDEX_FILE` for a private index). */
  env?: Record<string, string>;
  /** Written to the command's standard input (`--stdin`, `--batch`). */
  input?: Buffer | string;
  timeoutMs?: number;
}

/** {@link git} with a private environment addition and standard input; the output as bytes. */
export function gitRun(cwd: string, args: string[], options: GitRunOptions = {}): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
  return new Promise((resolvePromise, reject) => {
    const child = execFile(
      'git',
      [...hardening(), ...args],
      {
        cwd,
        env: { ...gitEnv(), ...options.env },
        encoding: 'buffer',
        maxBuffer: 1024 * 1024 * 1024,
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
      },
      (err, stdout, stderr) => {
        if (err) {
          const text = stderr.toString('utf8');
          const killed = (err as { killed?: boolean }).killed ? ` (killed after ${timeoutMs} ms)` : '';
          reject(
            new GitError(`git ${args.slice(0, 3).join(' ')}: ${text.trim() || err.message}${killed}`, text),
          );
        } else resolvePromise(stdout);
      },
    );
    // A command that exits before reading all of its input must not crash the gate with EPIPE.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(options.input ?? '');
  });
}

/** The repository's top-level folder for a path inside it. */
export async function topLevel(cwd: string): Promise<string> {
  return (await git(cwd, ['rev-parse', '--show-toplevel'], 'utf8')).trim();
}

/** The full sha of a revision, or undefined when it is not in the repository. */
export async function resolveCommit(cwd: string, rev: string): Promise<string | undefined> {
  try {
    return (
      await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], 'utf8')
    ).trim();
  } catch {
    return undefined;
  }
}

/** `git fetch --depth=1 origin <sha>`: a depth-1 checkout does not have the base commit. */
export async function fetchCommit(cwd: string, sha: string): Promise<void> {
  await git(cwd, ['fetch', '--no-tags', '--depth=1', 'origin', sha], 'utf8');
}

/**
 * Settings of the machine's git configuration that change how a patch is printed (prefixes, path
 * quoting, blank context lines), pinned so the specs read the same patch on every machine.
 */
const PATCH_FORMAT = [
  ['diff.noprefix', 'false'],
  ['diff.mnemonicPrefix', 'false'],
  ['core.quotePath', 'true'],
  ['diff.suppressBlankEmpty', 'false'],
].flatMap(([k, v]) => ['-c', `${k}=${v}`]);

/** The binary-safe patch from base to head, exactly as `git diff` prints it (renames detected). */
export async function diffPatch(cwd: string, base: string, head: string): Promise<Buffer> {
  return git(
    cwd,
    [
      ...PATCH_FORMAT,
      'diff',
      '--binary',
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      '--no-relative',
      '--unified=3',
      '--src-prefix=a/',
      '--dst-prefix=b/',
      '--find-renames',
      base,
      head,
      '--',
    ],
    'buffer',
  );
}

export interface ChangedPath {
  status: string;
  path: string;
  /** For a rename or copy, the path it came from. */
  from?: string;
}

/** Every changed path, old and new sides of renames included, from `git diff --name-status -z`. */
export async function changedPaths(cwd: string, base: string, head: string): Promise<ChangedPath[]> {
  const out = await git(
    cwd,
    ['diff', '--name-status', '-z', '--find-renames', '--no-relative', '--no-ext-diff', base, head, '--'],
    'utf8',
  );
  const parts = out.split('\0');
  const changes: ChangedPath[] = [];
  for (let i = 0; i + 1 < parts.length;) {
    const status = parts[i++] as string;
    if (status === '') break;
    if (status.startsWith('R') || status.startsWith('C')) {
      const from = parts[i++] as string;
      const to = parts[i++] as string;
      changes.push({ status: status[0] as string, path: to, from });
    } else {
      changes.push({ status, path: parts[i++] as string });
    }
  }
  return changes;
}

/** The folder where this repository's gate worktrees live (inside the git common dir). */
export async function worktreeRoot(cwd: string): Promise<string> {
  const common = (await git(cwd, ['rev-parse', '--git-common-dir'], 'utf8')).trim();
  return join(resolve(cwd, common), 'gate-worktrees');
}

/**
 * Removes worktrees that an earlier gate run left behind (it crashed or was killed): every folder
 * under the worktree root whose owning process is gone. Returns what was removed.
 */
export async function removeStaleWorktrees(cwd: string): Promise<string[]> {
  const root = await worktreeRoot(cwd);
  if (!existsSync(root)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(root)) {
    const pid = Number(/^base-(\d+)-/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid)) continue;
    if (pid === process.pid) continue;
    const dir = join(root, name);
    await git(cwd, ['worktree', 'remove', '--force', dir], 'utf8').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  await git(cwd, ['worktree', 'prune'], 'utf8').catch(() => undefined);
  return removed;
}

let worktreeCounter = 0;

/**
 * A clean, detached worktree of `sha`; remove it with removeWorktree. `parent` is the folder it is
 * made in: a run puts its worktrees in its state folder, outside the checkout (src/adapters/statedir.ts);
 * without one, the repository's git folder.
 */
export async function addWorktree(
  cwd: string,
  sha: string,
  purpose: string,
  parent?: string,
): Promise<string> {
  const root = parent ?? (await worktreeRoot(cwd));
  mkdirSync(root, { recursive: true });
  const dir = join(root, `base-${process.pid}-${++worktreeCounter}-${purpose}`);
  await git(cwd, ['worktree', 'add', '--detach', '--force', dir, sha], 'utf8');
  return dir;
}

export async function removeWorktree(cwd: string, dir: string): Promise<void> {
  await git(cwd, ['worktree', 'remove', '--force', dir], 'utf8').catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  await git(cwd, ['worktree', 'prune'], 'utf8').catch(() => undefined);
}

/** Synchronous last-resort cleanup for exit paths (SIGINT) where nothing can be awaited. */
export function removeWorktreeSync(root: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync('git', [...hardening(), 'worktree', 'prune'], {
      cwd: root,
      env: gitEnv(),
      stdio: 'ignore',
      timeout: 5000,
    });
  } catch {
    // The next run prunes what is left (removeStaleWorktrees).
  }
}

/**
 * The names (never the values) of local git settings that hold a credential user processes could read
 * from the checkout: an `http.<url>.extraheader` (actions/checkout's persisted token) or a remote URL
 * with a password in it.
 */
export async function persistedCredentials(cwd: string): Promise<string[]> {
  let out: string;
  try {
    out = await git(
      cwd,
      ['config', '--local', '--null', '--get-regexp', '^(http\\..*\\.extraheader|remote\\..*\\.url)$'],
      'utf8',
    );
  } catch {
    return []; // exit 1: no such key
  }
  const names: string[] = [];
  for (const entry of out.split('\0')) {
    const nl = entry.indexOf('\n');
    if (nl < 0) continue;
    const [name, value] = [entry.slice(0, nl), entry.slice(nl + 1)];
    if (/\.extraheader$/i.test(name) || /^[a-z][a-z0-9+.-]*:\/\/[^/@]*:[^/@]*@/i.test(value))
      names.push(name);
  }
  return [...new Set(names)];
}

/** Is the worktree exactly its commit (nothing modified, nothing untracked)? */
export async function isClean(dir: string): Promise<boolean> {
  return (await git(dir, ['status', '--porcelain', '--untracked-files=all'], 'utf8')).trim() === '';
}
