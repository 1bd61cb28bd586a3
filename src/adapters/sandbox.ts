/**
 * The sandbox for user processes (SPEC §8): where the machine allows it, every spec, generator and
 * invariant runs as a separate unprivileged OS user made for this run, so the kernel keeps it out of
 * the gate's environment and memory (`/proc/<gate pid>/environ`, `/proc/<gate pid>/mem` need the
 * same uid) and out of every file the gate owns and has not granted.
 *
 * Privilege. The gate needs it only to make and remove the user and to hand files over: it is root
 * (CI on this project's machines), or it has passwordless `sudo -n` (GitHub-hosted runners, user
 * `runner`). Only what a stock Ubuntu runner has is used: useradd/userdel, chown/chmod/find, sudo,
 * kill. As root, a program is spawned with spawn's `uid`/`gid` (libuv drops the supplementary groups
 * too), so no extra process sits between the gate and the program and the budget kill is the
 * ordinary kill(2) of the process group. Under sudo the program is started as
 * `sudo -n -u <user> -- env -i VARS… program`; sudo stays root, so the group is killed with
 * `sudo -n kill -KILL -- -<pgid>` (only when a probe with signal 0 shows the group still has members).
 *
 * One user per run (`gate-sbx-<8 hex>`), removed at the end. A shared user would let the code of one
 * run reach another run's files on a machine that runs several jobs, and a daemon left by an earlier
 * run write into this run's checkout. At the end every process of the run's user is killed (`kill -1`
 * as that user reaches even a program that left its process group with setsid), then the user goes.
 *
 * What user code may write, and how it is granted:
 * - a scratch HOME and TMPDIR of its own (mode 700, owned by the run's user), removed at the end;
 * - the folders a ProcSpec names in `writableDirs` (a generator's GATE_OUT), chowned to the user;
 * - the candidate checkout's working files, as before the sandbox: they keep their owner and get the
 *   run's group with group write (directories setgid, so new files stay in the group). Group and
 *   owner are handed back at the end. ACLs would be finer, but `setfacl` is not on every machine;
 *   chown/chmod are. Symbolic links are never followed, `.git` (at any depth) and the gate's own
 *   folders inside the checkout (`protect`: the output folder) are left alone, and the folders that
 *   hold them get the sticky bit, so the user can add files there but cannot rename or delete what
 *   the gate owns (a `.git` moved aside and replaced would otherwise be the gate's repository).
 * Everything else — `.gate/`, the gate's worktrees (inside `.git`), the candidate's `.git`, the
 * runner's file commands (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), the patch copies — stays owned by the
 * gate and is at most readable to the user. Folders above the checkout that other users cannot search
 * get the search bit (o+x, no listing) so the user can reach its working folder; the old modes are
 * put back at the end.
 *
 * Selection: GATE_SANDBOX=off|auto|require (default auto). `auto` runs unsandboxed, and says so, when
 * no sandbox is possible; `require` fails closed with the reason.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  chownSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { runProcess, type Launch, type ProcessRunner, type ProcResult, type ProcSpec } from './proc.js';

export type SandboxSetting = 'off' | 'auto' | 'require';
export const SANDBOX_SETTINGS: readonly SandboxSetting[] = ['off', 'auto', 'require'];

/** What the trace says about the sandbox (trace.sandbox). */
export interface SandboxInfo {
  /** `user`: user code ran as another OS user; `none`: as the gate's own user. */
  mode: 'user' | 'none';
  /** The OS user user code ran as (mode `user`). */
  user?: string;
  /** Why there was no sandbox (mode `none`). */
  reason?: string;
}

/** A process runner for one run: it knows its sandbox and is disposed at the end of the run. */
export interface GateRunner extends ProcessRunner {
  readonly sandbox: SandboxInfo;
  /** Kills what is left of the run's user code and undoes every grant; idempotent, synchronous. */
  dispose(): void;
}

export class SandboxUnavailableError extends Error {
  constructor(reason: string) {
    super(`GATE_SANDBOX=require, but user code cannot be sandboxed here: ${reason}`);
    this.name = 'SandboxUnavailableError';
  }
}

/** Reads GATE_SANDBOX; an unknown value is an error that lists the valid ones. */
export function sandboxSetting(value: string | undefined): SandboxSetting {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return 'auto';
  if ((SANDBOX_SETTINGS as readonly string[]).includes(v)) return v as SandboxSetting;
  throw new Error(
    `GATE_SANDBOX=${JSON.stringify(value)} is not a sandbox setting: use one of ${SANDBOX_SETTINGS.join(', ')}`,
  );
}

/** The one plain log line about the sandbox. */
export function sandboxLine(s: SandboxInfo): string {
  switch (s.mode) {
    case 'user':
      return `gate: sandbox  user code runs as the OS user ${s.user}`;
    case 'none':
      return `gate: sandbox  none — user code runs as the gate's own OS user (${s.reason ?? 'no reason given'})`;
    default: {
      const never: never = s.mode;
      return never;
    }
  }
}

export interface RunnerOptions {
  setting: SandboxSetting;
  /** The candidate checkout whose working files user code may write. */
  checkout?: string;
  /** Gate-owned paths inside the checkout that are not granted (the output folder). */
  protect?: readonly string[];
  /** Folders user code must be able to reach (read the patch, write GATE_OUT in them). */
  reach?: readonly string[];
  /** Test seam: the privilege detection (default: root, else `sudo -n true`). */
  privilege?: () => Privilege | string;
}

/** A runner without a sandbox: user code runs as the gate's user. */
export function unsandboxedRunner(reason: string): GateRunner {
  return {
    sandbox: { mode: 'none', reason },
    run: (spec) => runProcess(spec),
    dispose: () => {},
  };
}

/**
 * The runner for a run: sandboxed when the setting and the machine allow, else unsandboxed with the
 * reason (`auto`) or a SandboxUnavailableError (`require`).
 */
export function chooseRunner(o: RunnerOptions): GateRunner {
  if (o.setting === 'off') return unsandboxedRunner('GATE_SANDBOX=off');
  const fallback = (reason: string): GateRunner => {
    if (o.setting === 'require') throw new SandboxUnavailableError(reason);
    return unsandboxedRunner(reason);
  };
  if (process.platform !== 'linux') return fallback(`the sandbox needs Linux, this is ${process.platform}`);
  const priv = (o.privilege ?? detectPrivilege)();
  if (typeof priv === 'string') return fallback(priv);
  let box: UserSandbox | undefined;
  try {
    box = new UserSandbox(priv);
    for (const dir of o.reach ?? []) box.reach(dir);
    if (o.checkout !== undefined) box.grant(o.checkout, o.protect ?? []);
    return box;
  } catch (err) {
    box?.dispose();
    return fallback(err instanceof Error ? err.message : String(err));
  }
}

/** How the gate does what needs privilege: directly as root, or through passwordless sudo. */
export interface Privilege {
  kind: 'root' | 'sudo';
  /** Runs a command with privilege; throws with its stderr when it fails. */
  exec(argv: string[]): string;
}

const EXEC_TIMEOUT_MS = 30_000;

function execOrThrow(command: string, args: string[]): string {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout: EXEC_TIMEOUT_MS, stdio: 'pipe' });
  if (r.error) throw new Error(`${[command, ...args].join(' ')}: ${r.error.message}`);
  if (r.status !== 0) {
    const why = (r.stderr || r.stdout || '').trim().split('\n').slice(-1)[0] ?? '';
    throw new Error(`${[command, ...args].join(' ')} exited ${r.status ?? r.signal}${why ? `: ${why}` : ''}`);
  }
  return r.stdout;
}

/** The first of the usual places that holds `name` (root's PATH may lack /usr/sbin). */
function systemTool(name: string): string {
  for (const dir of ['/usr/sbin', '/sbin', '/usr/bin', '/bin']) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return name;
}

export function detectPrivilege(): Privilege | string {
  const uid = process.getuid?.();
  if (uid === 0) return { kind: 'root', exec: ([cmd, ...args]) => execOrThrow(systemTool(cmd!), args) };
  const probe = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 });
  if (probe.status === 0) {
    return { kind: 'sudo', exec: (argv) => execOrThrow('sudo', ['-n', '--', ...argv]) };
  }
  return `the gate runs as uid ${uid ?? '?'}, neither root nor with passwordless sudo`;
}

interface Account {
  name: string;
  uid: number;
  gid: number;
}

function lookUpAccount(name: string): Account | undefined {
  for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
    const f = line.split(':');
    if (f[0] === name && f.length >= 4) return { name, uid: Number(f[2]), gid: Number(f[3]) };
  }
  return undefined;
}

/** A mode change the gate made and puts back at the end. */
interface ModeChange {
  path: string;
  mode: number;
}

class UserSandbox implements GateRunner {
  readonly sandbox: SandboxInfo;
  private readonly account: Account;
  private readonly scratch: string;
  private readonly launch: Launch;
  private readonly gateUid = process.getuid?.() ?? 0;
  private readonly gateGid = process.getgid?.() ?? 0;
  /** Trees whose owner or group may now be the run's user (granted or written): handed back. */
  private readonly handBack: string[] = [];
  private readonly modes: ModeChange[] = [];
  private disposed = false;

  constructor(private readonly priv: Privilege) {
    const name = `gate-sbx-${randomBytes(4).toString('hex')}`;
    priv.exec([
      'useradd',
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      name,
    ]);
    const account = lookUpAccount(name);
    if (!account) throw new Error(`useradd ${name} succeeded but the user is not in /etc/passwd`);
    if (account.uid === 0 || account.uid === this.gateUid || account.gid === 0) {
      throw new Error(`the user ${name} has uid ${account.uid} / gid ${account.gid}: not unprivileged`);
    }
    this.account = account;
    this.sandbox = { mode: 'user', user: name };
    this.scratch = mkdtempSync(join(tmpdir(), 'gate-sbx-'));
    chmodSync(this.scratch, 0o711);
    const home = join(this.scratch, 'home');
    const tmp = join(this.scratch, 'tmp');
    mkdirSync(home, { mode: 0o700 });
    mkdirSync(tmp, { mode: 0o700 });
    this.chown([home, tmp], account.uid, account.gid);
    this.reach(this.scratch);
    const env = { HOME: home, TMPDIR: tmp };
    this.launch =
      priv.kind === 'root'
        ? {
            argv: (command, args) => ({ command, args }),
            env,
            uid: account.uid,
            gid: account.gid,
            killGroup: (pgid) => signalGroup(pgid),
          }
        : {
            argv: (command, args, vars) => ({
              command: 'sudo',
              args: [
                '-n',
                '-u',
                name,
                '--',
                '/usr/bin/env',
                '-i',
                ...Object.entries(vars).map(([k, v]) => `${k}=${v}`),
                command,
                ...args,
              ],
            }),
            env,
            killGroup: (pgid) => {
              if (!groupAlive(pgid)) return;
              spawnSync('sudo', ['-n', 'kill', '-KILL', '--', `-${pgid}`], {
                stdio: 'ignore',
                timeout: 10_000,
              });
            },
          };
  }

  async run(spec: ProcSpec): Promise<ProcResult> {
    if (this.disposed) throw new Error('the sandbox of this run is already disposed');
    const dirs = spec.writableDirs ?? [];
    if (dirs.length > 0) {
      for (const parent of new Set(dirs.map((d) => dirname(d)))) this.reach(parent);
      this.chown(dirs, this.account.uid, this.account.gid);
      this.handBack.push(...dirs);
    }
    const result = await runProcess(spec, this.launch);
    // Without root the gate could neither read what the user left at mode 600 nor delete it.
    if (this.priv.kind === 'sudo' && dirs.length > 0) this.giveBack(dirs);
    return result;
  }

  /**
   * Makes `dir` searchable for the run's user: every folder from `/` down to it gets o+x where it
   * lacks it (search, not listing), and gets its old mode back at the end.
   */
  reach(dir: string): void {
    const abs = resolve(dir);
    const chain: string[] = [];
    for (let p = abs; ; p = dirname(p)) {
      chain.unshift(p);
      if (dirname(p) === p) break;
    }
    for (const p of chain) {
      const st = statSync(p);
      if (!st.isDirectory() || (st.mode & 0o001) !== 0) continue;
      this.setMode(p, st.mode, st.mode | 0o001);
    }
  }

  /**
   * Grants the checkout's working files to the run's group (see the module comment): owner kept,
   * group write, setgid folders, symbolic links and `.git` and `protect` untouched, the sticky bit on
   * every folder that holds a protected entry.
   */
  grant(dir: string, protect: readonly string[]): void {
    const root = resolve(dir);
    this.reach(root);
    this.handBack.push(root);
    const guarded = protect.map((p) => resolve(p)).filter((p) => isInside(root, p));
    const sticky = new Set<string>([root]);
    for (const p of guarded) {
      for (let d = dirname(p); isInside(root, d); d = dirname(d)) {
        sticky.add(d);
        if (d === root) break;
      }
    }
    const skip = (p: string): boolean => guarded.includes(p);
    const { gid } = this.account;
    if (this.priv.kind === 'root') {
      const walk = (p: string, top: boolean): void => {
        const st = lstatSync(p);
        if (st.isSymbolicLink()) return;
        if (st.isDirectory()) {
          lchownSync(p, -1, gid);
          const mode = (st.mode & 0o7777) | 0o2070 | (sticky.has(p) ? 0o1000 : 0);
          if (top || sticky.has(p)) this.modes.push({ path: p, mode: st.mode & 0o7777 });
          chmodSync(p, mode);
          for (const name of readdirSync(p)) {
            const child = join(p, name);
            if (name === '.git' || skip(child)) continue;
            walk(child, false);
          }
        } else if (st.isFile()) {
          lchownSync(p, -1, gid);
          chmodSync(p, (st.mode & 0o7777) | 0o060 | ((st.mode & 0o100) !== 0 ? 0o010 : 0));
        }
      };
      walk(root, true);
      return;
    }
    const prune = ['(', '-name', '.git', ...guarded.flatMap((p) => ['-o', '-path', p]), ')', '-prune', '-o'];
    for (const d of sticky) this.modes.push({ path: d, mode: statSync(d).mode & 0o7777 });
    this.priv.exec(['find', root, ...prune, '!', '-type', 'l', '-exec', 'chgrp', String(gid), '{}', '+']);
    this.priv.exec(['find', root, ...prune, '!', '-type', 'l', '-exec', 'chmod', 'g+rwX', '{}', '+']);
    this.priv.exec(['find', root, ...prune, '-type', 'd', '-exec', 'chmod', 'g+s', '{}', '+']);
    this.priv.exec(['chmod', '+t', ...sticky]);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const problems: string[] = [];
    const attempt = (what: string, body: () => void): void => {
      try {
        body();
      } catch (err) {
        problems.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
    attempt('kill', () => this.killEverything());
    attempt('hand back', () => this.giveBack());
    for (const m of [...this.modes].reverse()) attempt(`mode of ${m.path}`, () => this.chmod(m.path, m.mode));
    attempt('scratch', () =>
      this.priv.kind === 'root'
        ? rmSync(this.scratch, { recursive: true, force: true })
        : this.priv.exec(['rm', '-rf', '--', this.scratch]),
    );
    attempt('userdel', () => this.priv.exec(['userdel', this.account.name]));
    if (problems.length > 0) {
      throw new Error(`the sandbox of this run was not fully undone: ${problems.join('; ')}`);
    }
  }

  /** `kill -KILL -1` as the run's user reaches each of its processes, in or out of their groups. */
  private killEverything(): void {
    for (let i = 0; i < 5 && this.userHasProcesses(); i++) {
      if (this.priv.kind === 'root') {
        spawnSync('/bin/sh', ['-c', 'kill -KILL -1'], {
          uid: this.account.uid,
          gid: this.account.gid,
          stdio: 'ignore',
          timeout: 10_000,
        });
      } else {
        spawnSync('sudo', ['-n', '-u', this.account.name, '--', '/bin/sh', '-c', 'kill -KILL -1'], {
          stdio: 'ignore',
          timeout: 10_000,
        });
      }
    }
  }

  private userHasProcesses(): boolean {
    let entries: string[];
    try {
      entries = readdirSync('/proc');
    } catch {
      return true;
    }
    for (const e of entries) {
      if (!/^\d+$/.test(e)) continue;
      try {
        const status = readFileSync(`/proc/${e}/status`, 'utf8');
        const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
        const state = /^State:\s+(\S)/m.exec(status)?.[1];
        if (Number(uid) === this.account.uid && state !== 'Z') return true;
      } catch {
        // The process is gone.
      }
    }
    return false;
  }

  /** Every entry owned by the run's user or group goes back to the gate's user and group. */
  private giveBack(trees: readonly string[] = this.handBack): void {
    const { uid, gid } = this.account;
    if (this.priv.kind === 'root') {
      const walk = (p: string): void => {
        let st;
        try {
          st = lstatSync(p);
        } catch {
          return;
        }
        if (st.uid === uid || st.gid === gid) lchownSync(p, this.gateUid, this.gateGid);
        if (st.isDirectory() && !st.isSymbolicLink()) {
          for (const name of readdirSync(p)) {
            if (name !== '.git') walk(join(p, name));
          }
        }
      };
      for (const t of trees) walk(t);
      return;
    }
    const to = `${this.gateUid}:${this.gateGid}`;
    for (const t of trees) {
      if (!existsSync(t)) continue;
      this.priv.exec(['chown', '-R', '-P', `--from=${uid}`, to, t]);
      this.priv.exec(['chown', '-R', '-P', `--from=:${gid}`, to, t]);
    }
  }

  private chown(paths: string[], uid: number, gid: number): void {
    if (this.priv.kind === 'root') {
      for (const p of paths) chownSync(p, uid, gid);
    } else {
      this.priv.exec(['chown', '-h', `${uid}:${gid}`, '--', ...paths]);
    }
  }

  private setMode(path: string, old: number, mode: number): void {
    this.modes.push({ path, mode: old & 0o7777 });
    this.chmod(path, mode & 0o7777);
  }

  private chmod(path: string, mode: number): void {
    if (this.priv.kind === 'root') chmodSync(path, mode);
    else this.priv.exec(['chmod', mode.toString(8).padStart(4, '0'), '--', path]);
  }
}

function isInside(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
}

function signalGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already empty, which is the goal.
  }
}

/** Signal 0 checks the group without touching it: EPERM means it has members we cannot signal. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
