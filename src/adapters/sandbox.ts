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
 * - the machine's shared temporary folders (/tmp, /var/tmp, /dev/shm), as any user may: what the
 *   run's users left at their top level is removed at the end, once none of their processes is left;
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
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  localLaunch,
  runProcess,
  type Launch,
  type ProcessRunner,
  type ProcResult,
  type ProcSpec,
} from './proc.js';
import {
  holdChannel,
  releaseChannel,
  warmChannel,
  type ChannelResult,
  type PrivilegedChannel,
} from './privileged.js';
import { WALKER, walkInProcess } from './sandbox-walk.js';
import { LoadBook } from './attest.js';

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
  /** Which repository files each program of the run loaded (its load record). */
  readonly loads: LoadBook;
  /**
   * Grants a working tree to user code as the checkout is granted (its `.git` and `protect` left
   * alone): the base replay worktree, which base replays write to as the candidate's replays do.
   */
  grant(dir: string, protect: readonly string[]): void;
  /**
   * Takes away the run's users' own way into a granted tree (its top folder: no longer in the run's
   * group, no access for others) once every program runs in an overlay view of it: a view still shows
   * the tree as granted (the kernel reads the lower layer with the mounter's rights), but a program can
   * no longer write into the real tree by its absolute path, where later attempts would see it.
   * Undone at dispose with the other grants.
   */
  seal(dir: string): void;
  /**
   * Where user code runs as users of this run: lends trees to them one view at a time (src/adapters/
   * views.ts shows the checkout to the lent user as its own through an idmapped bind, instead of a
   * per-file grant). Absent without the sandbox.
   */
  readonly owner?: TreeOwner;
  /** Kills what is left of the run's user code and undoes every grant; idempotent, synchronous. */
  dispose(): void;
}

/**
 * Lends a view to one user of the run for the view's lifetime. Every program that runs in turn with its
 * working folder inside the view runs as that user (the one the view shows the checkout's files as
 * owned by); a program held beside it runs as another user, which reads the tree as the run's group.
 */
export interface TreeOwner {
  /** The gate's own uid and gid: the owner and group of the checkout's files on disk. */
  readonly gateUid: number;
  readonly gateGid: number;
  /** The run's group: every user of the run is in it. */
  readonly group: number;
  /** The uid of the user the next lease will most likely get (the run's first), for a bind made early. */
  readonly firstUid: number;
  lease(dir: string): TreeLease;
}

export interface TreeLease {
  uid: number;
  gid: number;
  /** Ends the lease once no program runs in the view; idempotent. */
  release(): void;
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
    loads: new LoadBook(),
    run: async (spec) => {
      // Even without another user, each program gets a HOME and TMPDIR no earlier program wrote.
      const own = mkdtempSync(join(tmpdir(), 'gate-prog-'));
      try {
        const home = join(own, 'home');
        const tmp = join(own, 'tmp');
        mkdirSync(home, { mode: 0o700 });
        mkdirSync(tmp, { mode: 0o700 });
        return await runProcess(spec, {
          ...localLaunch,
          env: { HOME: home, TMPDIR: tmp },
        });
      } finally {
        rmSync(own, { recursive: true, force: true });
      }
    },
    grant: () => {},
    seal: () => {},
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
  /** Ends what `exec` keeps between commands (the sudo path's command server); idempotent. */
  close?(): void;
  /**
   * Runs a `node -e` script that finishes synchronously (a walk of one part), given `arg`, with
   * privilege, where that costs no node of its own (the sudo path's command server runs it).
   */
  script?(text: string, arg: string): string;
}

const EXEC_TIMEOUT_MS = 30_000;

function execOrThrow(command: string, args: string[], env?: NodeJS.ProcessEnv): string {
  const r = spawnSync(command, args, {
    encoding: 'utf8',
    timeout: EXEC_TIMEOUT_MS,
    stdio: 'pipe',
    ...(env !== undefined ? { env } : {}),
  });
  return checked([command, ...args], {
    status: r.status,
    signal: r.signal,
    error: r.error ? r.error.message : null,
    stdout: r.stdout ?? '',
    stderr: r.stderr ?? '',
  });
}

/**
 * `mode` as GNU chmod must be given it to set exactly those bits: five octal digits. With four or
 * fewer, chmod keeps a folder's set-user-id and set-group-id bits whatever the mode says (so `0755` on
 * a folder the grant made 2775 left it 2755).
 */
export function numericMode(mode: number): string {
  return (mode & 0o7777).toString(8).padStart(5, '0');
}

/** A command's output, or an error naming the command and the last line it printed. */
function checked(argv: readonly string[], r: ChannelResult): string {
  if (r.error !== null) throw new Error(`${argv.join(' ')}: ${r.error}`);
  if (r.status !== 0) {
    const why = (r.stderr || r.stdout || '').trim().split('\n').slice(-1)[0] ?? '';
    throw new Error(`${argv.join(' ')} exited ${r.status ?? r.signal}${why ? `: ${why}` : ''}`);
  }
  return r.stdout;
}

/**
 * The sudo path: each command through the process's privileged command server
 * (src/adapters/privileged.ts, started at the first command and shared by the run's holders), or
 * through a `sudo -n` of its own where that server cannot start or once this holder let it go.
 */
function sudoPrivilege(): Privilege {
  let channel: PrivilegedChannel | string | undefined;
  let closed = false;
  const server = (): PrivilegedChannel | undefined => {
    if (!closed) channel ??= holdChannel();
    return channel === undefined || typeof channel === 'string' || !channel.alive ? undefined : channel;
  };
  return {
    kind: 'sudo',
    exec(argv) {
      const c = server();
      return c === undefined
        ? execOrThrow('sudo', ['-n', '--', ...argv])
        : checked(['sudo', '-n', '--', ...argv], c.run(argv));
    },
    script(text, arg) {
      const c = server();
      return c === undefined
        ? execOrThrow('sudo', ['-n', '--', process.execPath, '-e', text, arg])
        : checked(['sudo', '-n', '--', process.execPath, '-e', '(script)'], c.runScript(text, arg));
    },
    close() {
      if (channel !== undefined) releaseChannel(channel);
      channel = undefined;
      closed = true;
    },
  };
}

/**
 * A system user with no home and no login shell: in a group of its own, or in `gid` (the run's group,
 * for a second program that runs beside the first). Read back from /etc/passwd to be sure it exists.
 */
function addSystemUser(priv: Privilege, name: string, gid?: number): Account {
  const group = gid === undefined ? ['--user-group'] : ['--no-user-group', '--gid', String(gid)];
  priv.exec([
    'useradd',
    '--system',
    ...group,
    '--no-create-home',
    '--home-dir',
    '/nonexistent',
    '--shell',
    '/usr/sbin/nologin',
    name,
  ]);
  const account = lookUpAccount(name);
  if (!account) throw new Error(`useradd ${name} succeeded but the user is not in /etc/passwd`);
  return account;
}

/** The first of the usual places that holds `name` (root's PATH may lack /usr/sbin). */
function systemTool(name: string): string {
  for (const dir of ['/usr/sbin', '/sbin', '/usr/bin', '/bin']) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return name;
}

let sudoWorks: boolean | undefined;

/**
 * On the sudo path, starts the privileged command server now, so its start overlaps the run's first
 * steps (nothing as root, without sudo, or with the sandbox off); coolChannel ends it if no step took it.
 */
export function warmPrivilege(setting: SandboxSetting): void {
  if (setting === 'off' || process.platform !== 'linux' || process.getuid?.() === 0) return;
  if (typeof detectPrivilege() !== 'string') warmChannel();
}

export function detectPrivilege(): Privilege | string {
  const uid = process.getuid?.();
  if (uid === 0) return { kind: 'root', exec: ([cmd, ...args]) => execOrThrow(systemTool(cmd!), args) };
  // Asked once per process: the sandbox and the views both ask, and each asking cost a sudo.
  sudoWorks ??= spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  if (sudoWorks) return sudoPrivilege();
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

/** How long the gate waits, after killing them, for the processes of a program's user to be gone. */
const KILL_PROOF_MS = 5_000;

/**
 * A checkout of more than about 10,000 files, judged by the size of its git index (about 100 bytes
 * an entry): its walks are split between processes. A tree without a `.git/index` is small enough.
 */
function isLargeCheckout(root: string): boolean {
  try {
    return lstatSync(join(root, '.git', 'index')).size > 1_000_000;
  } catch {
    return false;
  }
}

/** World-writable folders of a Linux machine where any user may leave files outside its scratch. */
const SHARED_TEMP = ['/tmp', '/var/tmp', '/dev/shm'];

/**
 * What Node's module resolution reads in every folder above a program (the run's state folder sits in
 * the temp folder): a `node_modules` there answers any bare import no folder below it could, and a
 * `package.json` scope (self-reference, `imports`, `type`). A program's own of these are removed from
 * the shared temp folders as soon as it ends, not at the end of the run, so no later program of the
 * run resolves a module through them; whatever else a program leaves there is kept for its user's
 * next program (as a cache would be) until the run ends.
 */
const RESOLUTION_NAMES = ['node_modules', 'package.json'];

/** Blocks this thread for `ms` (between kill rounds; never in a test's assertion). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

class UserSandbox implements GateRunner {
  readonly sandbox: SandboxInfo;
  readonly loads = new LoadBook();
  /** Sudo closes every descriptor above 2: the result channel then uses a private folder. */
  readonly passesFds: boolean;
  /** Programs that run side by side run as different users of the run (see run()). */
  readonly apart = true;
  private readonly account: Account;
  /** Every user of this run: the first, and one more per program that ran beside another. */
  private readonly accounts: Account[] = [];
  /** Users with no program running and none of their processes left. */
  private readonly idle: Account[] = [];
  private readonly scratch: string;
  private readonly gateUid = process.getuid?.() ?? 0;
  private readonly gateGid = process.getgid?.() ?? 0;
  /** Trees whose owner or group may now be the run's users (granted or written): handed back. */
  private readonly handBack: string[] = [];
  /** Where each grant recorded the modes it changed (in the scratch folder), for the hand-back. */
  private readonly modeRecords: string[] = [];
  private readonly modes: ModeChange[] = [];
  private disposed = false;
  private running = 0;
  /** The views lent to users of the run (TreeOwner), by their folder. */
  private readonly leases = new Map<string, Account>();
  /** Lent users running a program now. */
  private readonly leaseBusy = new Set<Account>();
  /** What each user of the run has run: programs in turn (and lent views) or held ones. */
  private readonly roles = new Map<Account, 'turn' | 'held'>();
  readonly owner: TreeOwner;

  constructor(private readonly priv: Privilege) {
    const account = addSystemUser(priv, `gate-sbx-${randomBytes(4).toString('hex')}`);
    const name = account.name;
    this.checkUnprivileged(account);
    this.account = account;
    this.accounts.push(account);
    this.idle.push(account);
    this.sandbox = { mode: 'user', user: name };
    this.passesFds = priv.kind === 'root';
    this.scratch = mkdtempSync(join(tmpdir(), 'gate-sbx-'));
    // Searchable, not listable: a program finds only the folders it is given.
    chmodSync(this.scratch, 0o711);
    this.reach(this.scratch);
    this.owner = {
      gateUid: this.gateUid,
      gateGid: this.gateGid,
      group: account.gid,
      firstUid: account.uid,
      lease: (dir) => this.lease(dir),
    };
  }

  /**
   * Lends the view at `dir` to an idle user of the run (the first made, as a program that runs in turn
   * would get): until the lease ends, the programs that run in turn there run as that user, and no
   * program elsewhere does.
   */
  private lease(dir: string): TreeLease {
    if (this.disposed) throw new Error('the sandbox of this run is already disposed');
    const at = resolve(dir);
    if (this.leases.has(at)) throw new Error(`the tree ${at} is already lent to a user of the run`);
    const account = this.takeIdle(false) ?? this.addUser();
    this.roles.set(account, 'turn');
    this.leases.set(at, account);
    return {
      uid: account.uid,
      gid: account.gid,
      release: () => {
        if (this.leases.get(at) !== account) return;
        this.leases.delete(at);
        // A user whose last program could not be ended stays out of use (dispose tries again).
        if (!this.leaseBusy.has(account)) this.idle.push(account);
      },
    };
  }

  /**
   * In a lent view only a program that never writes the tree (the judge) is held beside another: every
   * other program runs in turn as the view's user, the only user its files are shown as owned by, so
   * each may write what the checkout would let it (a second user beside it could only read).
   */
  holdsIn(cwd: string, readsTreeOnly: boolean): boolean {
    return readsTreeOnly || this.lentFor(cwd) === undefined;
  }

  /** The user a view at or above `cwd` is lent to. */
  private lentFor(cwd: string): Account | undefined {
    const at = resolve(cwd);
    for (const [dir, account] of this.leases) if (isInside(dir, at)) return account;
    return undefined;
  }

  /**
   * Runs one program as a user of this run that has no other process: its own fresh HOME and TMPDIR
   * (no earlier program could have written them: a `.pth` in Python's user site, a `~/.node_modules`),
   * and, once it ends, every process of that user is killed — a daemon started with setsid
   * included — and the gate proves none is left before it goes on. Programs that run side by side
   * get different users of the run (same group, so the checkout is granted to all of them), so one
   * cannot reach into another while it runs.
   */
  async run(spec: ProcSpec): Promise<ProcResult> {
    if (this.disposed) throw new Error('the sandbox of this run is already disposed');
    // In a lent view, a program that runs in turn is the view's user (the one its files are shown as
    // owned by); one at a time, so two programs of one view can never watch each other.
    const lent = spec.hold === undefined ? this.lentFor(spec.cwd) : undefined;
    if (lent !== undefined && this.leaseBusy.has(lent))
      throw new Error(
        `two programs at once in the tree ${spec.cwd}: a view runs one program in turn at a time`,
      );
    const account = lent ?? this.takeIdle(spec.hold !== undefined) ?? this.addUser();
    if (lent !== undefined) this.leaseBusy.add(lent);
    else this.roles.set(account, spec.hold !== undefined ? 'held' : 'turn');
    this.running++;
    let clean = false;
    const own = join(this.scratch, randomBytes(8).toString('hex'));
    const later = spec.hold !== undefined ? (spec.writableAtRelease ?? []) : [];
    const dirs = [
      ...(spec.writableDirs ?? []),
      ...(spec.hold === undefined ? (spec.writableAtRelease ?? []) : []),
    ];
    try {
      mkdirSync(own, { mode: 0o711 });
      const home = join(own, 'home');
      const tmp = join(own, 'tmp');
      this.makeOwnDirs([home, tmp], account);
      if (dirs.length > 0) {
        for (const parent of new Set(dirs.map((d) => dirname(d)))) this.reach(parent);
        this.chown(dirs, account.uid, account.gid);
        this.handBack.push(...dirs);
      }
      for (const parent of new Set(later.map((d) => dirname(d)))) this.reach(parent);
      // A held program's folders are its own only from its release: the program beside it (which
      // fills them) keeps them until then. A grant that fails rejects the hold: killed unreleased.
      const hold =
        later.length > 0 && spec.hold !== undefined
          ? spec.hold.then((budget) => {
              if (budget !== null) this.grantAtRelease(later, account);
              return budget;
            })
          : spec.hold;
      const result = await runProcess(
        { ...spec, ...(hold !== undefined ? { hold } : {}) },
        this.launchFor(account, home, tmp),
      );
      this.killUser(account);
      clean = true;
      this.sweepResolution(account);
      // Without root the gate could neither read what the user left at mode 600 nor delete it. These
      // folders are this user's alone (no other user of the run can write them) and it has no process
      // left, so coreutils' physical walk (-P, no link followed) is enough and saves a walker per program.
      const written = [...dirs, ...later];
      if (this.priv.kind === 'sudo' && written.length > 0) {
        const to = `${this.gateUid}:${this.gateGid}`;
        for (const d of written.filter((x) => existsSync(x))) {
          this.priv.exec(['chown', '-R', '-P', `--from=${account.uid}`, to, '--', d]);
        }
      }
      return result;
    } finally {
      this.running--;
      if (!clean) {
        try {
          this.killUser(account);
          clean = true;
        } catch {
          // A user whose processes could not be ended runs nothing more; dispose tries again.
        }
      }
      this.removeOwn(own);
      if (clean && lent !== undefined) {
        this.leaseBusy.delete(lent);
        // Its view was given back while it ran: the user is free again.
        if (![...this.leases.values()].includes(lent)) this.idle.push(lent);
      } else if (clean) this.idle.push(account);
    }
  }

  /**
   * An idle user of this run for the next program: a program that runs in turn (or a view lent to such
   * programs) gets the first made of the users that ran such programs before, a held one (started
   * beside another) the last made of the users that ran held programs before; a user that ran neither
   * serves either. So each program of a replay runs as the same user from one replay to the next (the
   * generator as one, the invariant held beside it as another), as they did when every program ran in
   * turn as the run's first user: what code keeps per user (a file named by its uid in /tmp) is found
   * again by the next replay's same program. Undefined when no such user is idle (one is made).
   */
  private takeIdle(held: boolean): Account | undefined {
    const order = (a: Account): number => this.accounts.indexOf(a);
    const role = held ? 'held' : 'turn';
    let at = -1;
    for (let i = 0; i < this.idle.length; i++) {
      const r = this.roles.get(this.idle[i]!);
      if (r !== undefined && r !== role) continue;
      const better =
        at < 0 ||
        (held ? order(this.idle[i]!) > order(this.idle[at]!) : order(this.idle[i]!) < order(this.idle[at]!));
      if (better) at = i;
    }
    if (at < 0) return undefined;
    const account = this.idle.splice(at, 1)[0]!;
    this.roles.set(account, role);
    return account;
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
   * every folder that holds a protected entry. The walk never follows a link (src/adapters/sandbox-walk.ts),
   * so a program of this run that swaps a folder for a link while it runs reaches nothing outside.
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
    // The modes it changes, kept where only the gate (and root) can reach: the scratch folder is
    // searchable, not listable, and the record's files are the walk's own (mode 600).
    const record = join(this.scratch, `grant-${randomBytes(8).toString('hex')}`);
    this.modeRecords.push(record);
    const done = this.walk({
      op: 'grant',
      roots: [root],
      owner: this.gateUid,
      gid: this.account.gid,
      skip: guarded,
      sticky: [...sticky],
      record,
    });
    this.modes.push(...done.modes);
  }

  seal(dir: string): void {
    const root = resolve(dir);
    const st = statSync(root);
    if (!st.isDirectory()) throw new Error(`cannot seal ${root}: not a folder`);
    // The group first (the give-back at dispose puts the gate's group back on the whole tree anyway),
    // then the mode, recorded so dispose restores it.
    if (this.priv.kind === 'root') lchownSync(root, st.uid, this.gateGid);
    else this.priv.exec(['chown', '-h', `${st.uid}:${this.gateGid}`, '--', root]);
    this.setMode(root, st.mode, st.mode & 0o7700);
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
    const killed = this.accounts.map((a) => {
      try {
        this.killUser(a);
        return true;
      } catch (err) {
        problems.push(`kill: ${err instanceof Error ? err.message : String(err)}`);
        return false;
      }
    });
    // Privileged walks only once no process of the run's users is left to race them.
    if (killed.every(Boolean)) {
      attempt('hand back', () => this.giveBack());
      for (const m of [...this.modes].reverse())
        attempt(`mode of ${m.path}`, () => this.chmod(m.path, m.mode));
      attempt('shared temporary folders', () => this.sweepShared());
    }
    attempt('scratch', () =>
      this.priv.kind === 'root'
        ? rmSync(this.scratch, { recursive: true, force: true })
        : this.priv.exec(['rm', '-rf', '--', this.scratch]),
    );
    // The run's first user last: its group is the others' primary group.
    for (const a of [...this.accounts].reverse())
      attempt('userdel', () => this.priv.exec(['userdel', a.name]));
    attempt('privileged command server', () => this.priv.close?.());
    if (problems.length > 0) {
      throw new Error(`the sandbox of this run was not fully undone: ${problems.join('; ')}`);
    }
  }

  private checkUnprivileged(a: Account): void {
    if (a.uid === 0 || a.uid === this.gateUid || a.gid === 0) {
      throw new Error(`the user ${a.name} has uid ${a.uid} / gid ${a.gid}: not unprivileged`);
    }
  }

  /** One more user of this run, in the run's group, for a program that runs beside another. */
  private addUser(): Account {
    const account = addSystemUser(
      this.priv,
      `${this.account.name}-${this.accounts.length + 1}`,
      this.account.gid,
    );
    this.accounts.push(account);
    this.checkUnprivileged(account);
    return account;
  }

  private launchFor(account: Account, home: string, tmp: string): Launch {
    // Python's per-user site folder is off (-s, src/adapters/attest.ts), and HOME is new and empty.
    const env = { HOME: home, TMPDIR: tmp };
    if (this.priv.kind === 'root') {
      return {
        argv: (command, args) => ({ command, args }),
        env,
        uid: account.uid,
        gid: account.gid,
        killGroup: (pgid) => signalGroup(pgid),
      };
    }
    return {
      argv: (command, args, vars) => ({
        command: 'sudo',
        args: [
          '-n',
          '-u',
          account.name,
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
        spawnSync('sudo', ['-n', 'kill', '-KILL', '--', `-${pgid}`], { stdio: 'ignore', timeout: 10_000 });
      },
    };
  }

  /** Fresh folders owned by `account`, mode 700, in a folder of the gate's no one else can list. */
  private makeOwnDirs(dirs: string[], account: Account): void {
    if (this.priv.kind === 'root') {
      for (const d of dirs) {
        mkdirSync(d, { mode: 0o700 });
        chownSync(d, account.uid, account.gid);
      }
      return;
    }
    this.priv.exec([
      'install',
      '-d',
      '-o',
      String(account.uid),
      '-g',
      String(account.gid),
      '-m',
      '700',
      ...dirs,
    ]);
  }

  /** Removes a program's own folders once no process of its user is left. */
  private removeOwn(own: string): void {
    try {
      if (this.priv.kind === 'root') rmSync(own, { recursive: true, force: true });
      else if (existsSync(own)) this.priv.exec(['rm', '-rf', '--', own]);
    } catch {
      // The scratch folder goes as a whole at dispose.
    }
  }

  /**
   * Kills every process of `account` — `kill -KILL -1` as that user reaches each of them, in or out
   * of their process groups — and proves none is left (walking /proc for its uid); throws when some
   * are still there after KILL_PROOF_MS, so the gate never goes on beside a process of user code.
   */
  private killUser(account: Account): void {
    const deadline = Date.now() + KILL_PROOF_MS;
    for (let round = 0; ; round++) {
      if (!userHasProcesses(account.uid)) return;
      if (Date.now() > deadline) {
        throw new Error(`processes of ${account.name} are still running after being killed`);
      }
      if (round > 0) pause(20);
      if (this.priv.kind === 'root') {
        spawnSync('/bin/sh', ['-c', 'kill -KILL -1'], {
          uid: account.uid,
          gid: account.gid,
          stdio: 'ignore',
          timeout: 10_000,
        });
      } else {
        spawnSync('sudo', ['-n', '-u', account.name, '--', '/bin/sh', '-c', 'kill -KILL -1'], {
          stdio: 'ignore',
          timeout: 10_000,
        });
      }
    }
  }

  /** The {@link RESOLUTION_NAMES} `account` left in the shared temp folders, removed once it has no process. */
  private sweepResolution(account: Account): void {
    const left: string[] = [];
    for (const dir of new Set([tmpdir(), ...SHARED_TEMP].map((d) => resolve(d))))
      for (const name of RESOLUTION_NAMES) {
        const path = join(dir, name);
        try {
          if (lstatSync(path).uid === account.uid) left.push(path);
        } catch {
          // none there
        }
      }
    if (left.length === 0) return;
    const argv = ['rm', '-rf', '--one-file-system', '--', ...left];
    if (this.priv.kind === 'root') execOrThrow(argv[0]!, argv.slice(1));
    else this.priv.exec(argv);
  }

  /**
   * What the run's users left in the machine's shared temporary folders (SHARED_TEMP and the gate's
   * own temp folder), removed once none of their processes is left: an entry there outlives the run
   * and its user, and the next run's user may get the same uid (useradd reuses a freed one) and with
   * it the entry, so one run's program could leave state — a warm cache, a planted module, a forged
   * answer — for another run's. Only the top-level entries owned by one of the run's uids go, removed
   * by GNU `rm -rf --one-file-system` (as root, or through sudo), which walks with descriptors and
   * follows no link: a folder the user made world-writable cannot steer the removal outside it.
   */
  private sweepShared(): void {
    const uids = new Set(this.accounts.map((a) => a.uid));
    const left: string[] = [];
    for (const dir of new Set([tmpdir(), ...SHARED_TEMP].map((d) => resolve(d)))) {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        continue; // not on this machine
      }
      for (const name of names) {
        const path = join(dir, name);
        try {
          if (uids.has(lstatSync(path).uid)) left.push(path);
        } catch {
          // gone meanwhile
        }
      }
    }
    for (let at = 0; at < left.length; at += 500) {
      const argv = ['rm', '-rf', '--one-file-system', '--', ...left.slice(at, at + 500)];
      if (this.priv.kind === 'root') execOrThrow(argv[0]!, argv.slice(1));
      else this.priv.exec(argv);
    }
  }

  /**
   * Every entry owned by a user or the group of this run goes back to the gate's user and group, and
   * every entry a grant changed the mode of gets the mode it had back (the group bits it added).
   */
  private giveBack(trees: readonly string[] = this.handBack): void {
    this.walk({
      op: 'giveBack',
      roots: trees.map((t) => resolve(t)),
      uids: this.accounts.map((a) => a.uid),
      gid: this.account.gid,
      toUid: this.gateUid,
      toGid: this.gateGid,
      records: this.modeRecords,
    });
  }

  /** Runs the no-follow walk (src/adapters/sandbox-walk.ts) with privilege. */
  private walk(job: Record<string, unknown>): { modes: ModeChange[]; refused: string[] } {
    // One part per core for a large checkout: the walk is a system call per entry, and its grant and
    // hand-back were the larger part of its run (100,000 files: about a second each, one process).
    // A small tree is walked by one process: another would cost more to start than it saves.
    const roots = (job.roots as string[] | undefined) ?? [];
    const parts = roots.some(isLargeCheckout) ? availableParallelism() : 1;
    const args = ['-e', WALKER, JSON.stringify({ ...job, parts })];
    // A walk of one part runs in this process as root, in the command server under sudo (no node of
    // its own to start either way). A walk in parts gets no more environment than sudo would give it:
    // nothing of the runner's (a NODE_OPTIONS, NODE_EXTRA_CA_CERTS: certificates read at every start,
    // ~30 ms here) reaches it.
    const stdout =
      this.priv.kind === 'root'
        ? parts === 1
          ? walkInProcess(job)
          : execOrThrow(process.execPath, args, { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' })
        : parts === 1 && this.priv.script !== undefined
          ? this.priv.script(WALKER, JSON.stringify({ ...job, parts }))
          : this.priv.exec([process.execPath, ...args]);
    const parsed = JSON.parse(stdout) as { modes?: unknown; refused?: unknown };
    if (!Array.isArray(parsed.modes) || !Array.isArray(parsed.refused)) {
      throw new Error('the sandbox walk gave no account of what it did');
    }
    return { modes: parsed.modes as ModeChange[], refused: parsed.refused as string[] };
  }

  /**
   * A held program's folders at its release (ProcSpec.writableAtRelease), as a program started then
   * would have found them: the folders its own, and what another user of this run wrote in them (the
   * program that filled them, now without a process) its own too, as the one user of a run that
   * starts programs one after the other would own it. Under sudo that user's files were already
   * handed to the gate when it ended, as they are then. No link is followed.
   */
  private grantAtRelease(dirs: readonly string[], account: Account): void {
    this.chown([...dirs], account.uid, account.gid);
    this.handBack.push(...dirs);
    if (this.priv.kind !== 'root') return;
    const others = new Set(this.accounts.filter((a) => a.uid !== account.uid).map((a) => a.uid));
    const walk = (p: string): void => {
      const st = lstatSync(p);
      if (others.has(st.uid)) lchownSync(p, account.uid, st.gid); // the run's users share a group
      if (st.isDirectory()) for (const n of readdirSync(p)) walk(join(p, n));
    };
    for (const d of dirs) for (const n of readdirSync(d)) walk(join(d, n));
  }

  private chown(paths: string[], uid: number, gid: number): void {
    if (this.priv.kind === 'root') {
      for (const p of paths) lchownSync(p, uid, gid);
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
    else this.priv.exec(['chmod', numericMode(mode), '--', path]);
  }
}

/** True while a process of `uid` exists (zombies aside: they run nothing). */
function userHasProcesses(uid: number): boolean {
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
      const uids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status);
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      if (state === 'Z' || state === 'X' || !uids) continue;
      if ([uids[1], uids[2], uids[3]].some((u) => Number(u) === uid)) return true;
    } catch {
      // The process is gone.
    }
  }
  return false;
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
