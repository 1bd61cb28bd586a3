/**
 * The trees replays run in (SPEC §4, issue 25 item 6, issue 30 item 3). Every attempt of a replay —
 * the first, each retry, the base replay — starts from the same fresh state and cannot tell which
 * attempt it is: a tree of its own, and a `GATE_OUT` folder with a neutral, random name.
 *
 * Two mechanisms behind one interface ({@link Views}):
 * - `overlay` (root, or passwordless `sudo -n`): each attempt runs in a fresh overlay view of the
 *   checkout (the checkout the lower layer, a fresh upper layer per attempt, dropped afterwards), so
 *   nothing one attempt writes is seen by the next, and the checkout itself is not written through a
 *   view. The base tree is a view too: a layer holding just the base versions of the changed paths
 *   (blobs from `git cat-file --batch`, whiteouts where the base has no such path), built once before
 *   user code runs and stacked over the checkout. Cost follows the change, not the repository.
 * - `checkout`: where no mount is possible (or `GATE_VIEWS=checkout`), the way without views: attempts
 *   run in the checkout itself, base replays in a worktree of the base restored before each later use.
 *   The trace says which mechanism made the trees and why (`trace.views`).
 *
 * Every mount is undone on every way out ({@link Views.dispose}, also from the interrupt cleanup), and
 * mounts a killed run left are undone by the next run's sweep ({@link unmountStale}).
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmdirSync,
  rmSync,
  type Stats,
} from 'node:fs';
import { chmod, lchown, mkdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gitRun, gitEnv } from './git.js';
import { idmapBinds } from './idmap.js';
import { detectPrivilege, numericMode, type Privilege, type TreeLease, type TreeOwner } from './sandbox.js';

/** Which mechanism made the replay trees, and why (the trace's `views`). */
export interface ViewsInfo {
  mechanism: 'overlay' | 'checkout';
  reason: string;
  /**
   * How user code may write the trees: `idmap` (each view shows the checkout's files as its lent user's,
   * nothing of the checkout changed) or `grant` (the checkout's files granted to the run's group, one
   * by one, and handed back at the end). Absent without the sandbox.
   */
  access?: 'idmap' | 'grant';
}

/** An oracle path the views keep as the gate's (src/oracle/pinned.ts PinEntry, by shape). */
export interface PinnedPath {
  path: string;
  kind: 'file' | 'link' | 'folder';
}

/** The tree one attempt runs in. */
export interface AttemptTree {
  /** The working folder: the attempt's view, or the checkout / base worktree without views. */
  dir: string;
  /** A fresh, empty folder with a neutral name for `GATE_OUT` (moved away after the attempt). */
  scratch: string;
}

export interface Views {
  readonly info: ViewsInfo;
  /** Runs `run` in a fresh tree of the candidate checkout, dropped afterwards. */
  candidate<R>(run: (t: AttemptTree) => Promise<R>): Promise<R>;
  /**
   * Runs `run` in a fresh tree of the candidate for the specs, which run side by side: with idmapped
   * views it is lent to no user (every spec reads it as the others may); otherwise as `candidate`.
   */
  specs<R>(run: (t: AttemptTree) => Promise<R>): Promise<R>;
  /** Runs `run` in a fresh tree of the base revision, dropped (or restored) afterwards. */
  base<R>(run: (t: AttemptTree) => Promise<R>): Promise<R>;
  /**
   * Removes repository paths (files or links) from a fresh view handed out now, before any program
   * runs in it; false where trees are not views (the checkout itself is never written).
   */
  hide(tree: string, paths: readonly string[]): Promise<boolean>;
  /** Undoes every mount and removes every tree; synchronous, idempotent (interrupt cleanup). */
  dispose(): void;
}

export interface ViewsOptions {
  /** The candidate checkout's top-level folder. */
  checkout: string;
  baseSha: string;
  /** The paths the patch changes (both sides of renames): the base layer holds their base versions. */
  changed: readonly string[];
  /**
   * The working files that differed from the checkout's commit before the run changed anything
   * (src/run/checkout-state.ts dirtyPaths): the base layer holds their base versions too.
   */
  dirty: readonly string[];
  /** The run's state folder: views, layers and scratch folders live under `<state>/views`. */
  state: string;
  /** `overlay` where possible (default), or `checkout` to force the way without mounts. */
  setting?: ViewsSetting;
  /**
   * Without views: makes the base worktree (before user code runs) and returns how base replays
   * borrow it, one at a time, restored before each later use (src/run/base-checkout.ts).
   */
  fallbackBase: () => Promise<BaseWorktree>;
  /** Test hook: runs before each base tree is handed out (a slow preparation, simulated). */
  beforeBase?: () => Promise<void> | void;
  /**
   * The sandbox's lender of trees (GateRunner.owner): with it, where the machine allows, each view
   * shows the checkout to the user it is lent to through an idmapped bind and `grant` is never called.
   */
  owner?: TreeOwner;
  /**
   * Grants the checkout to the sandbox's users, file by file (GateRunner.grant): called, before the
   * trees are made, on every way that does not use idmapped binds. Called at most once.
   */
  grant?: () => void;
  /** The oracle's pinned paths: with idmapped binds, a layer above the checkout holds them as the gate's. */
  pins?: readonly PinnedPath[];
  /** GATE_TREE_ACCESS: `grant` never makes idmapped binds, `idmap` at any size; default `auto` (by size). */
  access?: TreeAccessSetting;
}

export type ViewsSetting = 'overlay' | 'checkout';

/**
 * How user code may write the views: `auto` (the default) lends views through idmapped binds to a
 * checkout of {@link IDMAP_FROM_FILES} tracked files or more and grants a smaller one; `idmap` lends
 * them whatever the size (where possible); `grant` always grants.
 */
export type TreeAccessSetting = 'auto' | 'idmap' | 'grant';

/**
 * From this many tracked files `auto` lends views through idmapped binds. Below it the per-file grant
 * and hand-back cost less (about 14 µs a file on two cores: 0.14 s at 10,000) than what lent views
 * cost a run: two binds (about 30 ms) and, in each replay, the invariant's start after the generator
 * instead of beside it (a program held beside the view's user could only read the tree).
 */
export const IDMAP_FROM_FILES = 10_000;

/** Reads GATE_TREE_ACCESS (`auto`, the default, `idmap` or `grant`); anything else is an error naming them. */
export function treeAccessSetting(value: string | undefined): TreeAccessSetting {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'auto') return 'auto';
  if (v === 'idmap' || v === 'grant') return v;
  throw new Error(
    `GATE_TREE_ACCESS=${JSON.stringify(value)} is not a tree access setting: use auto, idmap or grant`,
  );
}

/**
 * A count with thousands separators (15,000). Not `toLocaleString`: its first call loads the locale
 * data, about 15 ms of every run's start.
 */
function withCommas(n: number): string {
  const digits = String(Math.trunc(n));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0 && digits[i - 1] !== '-') out += ',';
    out += digits[i];
  }
  return out;
}

/**
 * How many files git's index of the checkout tracks, from the index's header (12 bytes: `DIRC`, the
 * version, the count); undefined where it cannot be read.
 */
export function trackedFiles(checkout: string): number | undefined {
  try {
    let gitDir = join(checkout, '.git');
    if (lstatSync(gitDir).isFile()) {
      const m = /^gitdir: (.+)$/m.exec(readFileSync(gitDir, 'utf8').slice(0, 4096));
      if (m === null) return undefined;
      gitDir = resolve(checkout, m[1]!.trim());
    }
    const fd = openSync(join(gitDir, 'index'), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const head = Buffer.alloc(12);
      if (readSync(fd, head, 0, 12, 0) !== 12 || head.toString('latin1', 0, 4) !== 'DIRC') return undefined;
      return head.readUInt32BE(8);
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/** Lends the base worktree to one base replay at a time. */
export type BaseWorktree = <R>(run: (dir: string) => Promise<R>) => Promise<R>;

/** Reads GATE_VIEWS (`overlay`, the default, or `checkout`); anything else is an error naming both. */
export function viewsSetting(value: string | undefined): ViewsSetting {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'overlay' || v === 'auto') return 'overlay';
  if (v === 'checkout') return 'checkout';
  throw new Error(`GATE_VIEWS=${JSON.stringify(value)} is not a views setting: use overlay or checkout`);
}

/** The folder under a run's state folder that holds its views. */
export function viewsRoot(state: string): string {
  return join(state, 'views');
}

function neutralName(): string {
  return randomBytes(8).toString('hex');
}

/** A fresh scratch folder for `GATE_OUT`, `<views>/<random>/out`. */
function scratchIn(root: string): { dir: string; scratch: string } {
  const dir = join(root, neutralName());
  mkdirSync(dir, { mode: 0o711 });
  const scratch = join(dir, 'out');
  mkdirSync(scratch, { mode: 0o755 });
  return { dir, scratch };
}

/** Characters overlayfs reads as separators in its mount options: such a path cannot be a layer. */
const UNSAFE_LAYER_PATH = /[,:\\\n]/;

/** A command run with the gate's privilege, asynchronously (no event-loop stall while programs run). */
function privileged(priv: Privilege, argv: string[]): Promise<void> {
  const [command, args] =
    priv.kind === 'root' ? [argv[0] as string, argv.slice(1)] : ['sudo', ['-n', '--', ...argv]];
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 30_000, env: gitEnv() }, (err, _out, stderr) => {
      if (err) reject(new Error(`${argv.join(' ')}: ${String(stderr).trim() || err.message}`));
      else resolve();
    });
  });
}

/**
 * A quick command (one entry's owner or mode, a mount): on the sudo path through the run's privileged
 * command server (src/adapters/privileged.ts: a few ms of the run's thread, where a sudo of its own
 * cost about 10); what can take long (an unmount that writes back an upper layer, a removal) keeps a
 * process of its own ({@link privileged}), so no program's timing waits on the gate's thread.
 */
async function privilegedQuick(priv: Privilege, argv: string[]): Promise<void> {
  if (priv.kind === 'root') return privileged(priv, argv);
  priv.exec(argv);
}

function privilegedSync(priv: Privilege | undefined, argv: string[]): void {
  if (priv?.kind === 'sudo') {
    try {
      priv.exec(argv);
    } catch {
      // As before: the caller checks what is left (a stale mount is swept by the next run).
    }
    return;
  }
  spawnSync(argv[0] as string, argv.slice(1), { stdio: 'ignore', timeout: 10_000 });
}

async function mountOverlay(
  priv: Privilege,
  lower: readonly string[],
  upper: string,
  work: string,
  target: string,
): Promise<void> {
  await privilegedQuick(priv, [
    'mount',
    '-t',
    'overlay',
    'overlay',
    '-o',
    `lowerdir=${lower.join(':')},upperdir=${upper},workdir=${work}`,
    target,
  ]);
}

/**
 * The mechanism for a run: overlay views where a probe mount succeeds, else the checkout way with
 * the reason. Called before any user code runs (it runs git in the checkout).
 */
export async function openViews(o: ViewsOptions): Promise<Views> {
  const root = viewsRoot(o.state);
  mkdirSync(root, { recursive: true, mode: 0o711 });
  let granted = false;
  const grant = (): void => {
    if (granted) return;
    o.grant?.();
    granted = true;
  };
  const fallback = async (reason: string): Promise<Views> => {
    grant();
    return new CheckoutViews(o, root, reason, await o.fallbackBase());
  };
  if ((o.setting ?? 'overlay') === 'checkout') return fallback('GATE_VIEWS=checkout');
  if (process.platform !== 'linux') return fallback(`overlay views need Linux, this is ${process.platform}`);
  for (const p of [o.checkout, root])
    if (UNSAFE_LAYER_PATH.test(p))
      return fallback(`the path ${JSON.stringify(p)} holds a character overlay options cannot carry`);
  const priv = detectPrivilege();
  if (typeof priv === 'string') return fallback(`no overlay mount: ${priv}`);
  const views = new OverlayViews(o, root, priv);
  try {
    await views.open(grant);
  } catch (err) {
    views.dispose();
    mkdirSync(root, { recursive: true, mode: 0o711 });
    return await fallback(`no overlay mount: ${err instanceof Error ? err.message : String(err)}`);
  }
  return views;
}

/** The owner, group and mode bits of the checkout's top folder, which every view's top folder copies. */
function topOf(checkout: string): Stats {
  return lstatSync(checkout);
}

class OverlayViews implements Views {
  readonly info: ViewsInfo = {
    mechanism: 'overlay',
    reason: 'each attempt runs in a fresh overlay view of the checkout',
  };
  private readonly mounts = new Set<string>();
  /** Where the layers and binds are: mode 700, the gate's. */
  private readonly hidden: string;
  private readonly layer: string;
  /** The oracle's pinned paths as the gate's, above the checkout (idmapped views only). */
  private readonly pinsLayer: string;
  private disposed = false;
  /**
   * The checkout's top folder as it was when the views opened (granted or not), before the sandbox
   * sealed the real one (GateRunner.seal): every view's top folder copies this, so views stay the run's.
   */
  private top!: Stats;
  /** Who views are lent to, where the checkout is shown through idmapped binds; else undefined. */
  private owner: TreeOwner | undefined;
  /** Idmapped binds made so far (of the checkout and of the base layer), by the uid they show. */
  private readonly binds = new Map<number, { checkout: string; layer: string }>();

  constructor(
    private readonly o: ViewsOptions,
    private readonly root: string,
    private readonly priv: Privilege,
  ) {
    // The layers and binds in a folder only the gate (and root) can enter: the kernel reaches them with
    // the mounter's rights, while a program that reads their paths from /proc/self/mountinfo cannot
    // write into a layer every later view stacks.
    this.hidden = join(root, 'layers');
    mkdirSync(this.hidden, { mode: 0o700 });
    this.layer = join(this.hidden, 'base-layer');
    this.pinsLayer = join(this.hidden, 'pins-layer');
  }

  /**
   * Chooses how user code may write the views (an idmapped bind of the checkout where the sandbox and
   * the machine allow, else the per-file grant, made now), then builds the layers.
   */
  async open(grant: () => void): Promise<void> {
    const owner = this.o.owner;
    let why = owner === undefined ? null : this.idmapUnfit(owner);
    if (owner !== undefined && why === null) {
      // The base layer first (its files the gate's, as the checkout's are), then both binds of the
      // run's first user in one privileged process: what most runs need, made before any user code.
      this.top = topOf(this.o.checkout);
      await this.buildBaseLayer();
      try {
        this.bindsFor(owner.firstUid, owner);
        this.owner = owner;
      } catch (err) {
        why = err instanceof Error ? (err.message.split('\n')[0] ?? '').slice(0, 300) : String(err);
        await this.remove(this.layer);
      }
    }
    if (owner !== undefined) {
      this.info.access = this.owner !== undefined ? 'idmap' : 'grant';
      this.info.reason +=
        this.owner !== undefined
          ? '; each view shows the checkout as its own to the user of the run it is lent to (an idmapped mount), so no file of the checkout is granted'
          : `; the checkout is granted to the run's users file by file (no idmapped mount: ${why ?? 'unknown'})`;
    }
    if (this.owner === undefined) {
      grant();
      this.top = topOf(this.o.checkout);
      await this.buildBaseLayer();
    } else await this.buildPinsLayer(this.owner);
  }

  /** Why the checkout cannot be shown through idmapped binds, before any is tried (null: it may be). */
  private idmapUnfit(owner: TreeOwner): string | null {
    if (this.o.access === 'grant') return 'GATE_TREE_ACCESS=grant';
    if ((this.o.access ?? 'auto') === 'auto') {
      const files = trackedFiles(this.o.checkout);
      if (files === undefined || files < IDMAP_FROM_FILES)
        return `${files === undefined ? 'an unread number of' : withCommas(files)} tracked files, fewer than ${withCommas(IDMAP_FROM_FILES)}: the grant costs less`;
    }
    const top = topOf(this.o.checkout);
    if (top.uid !== owner.gateUid || top.gid !== owner.gateGid)
      return `the checkout's top folder is not the gate's (uid ${top.uid}, gid ${top.gid})`;
    // The specs, and a judge held beside the view's user, read the tree as the run's group or as
    // others: a checkout made with a private umask (700) is granted instead.
    if ((top.mode & 0o055) !== 0o055)
      return `the checkout's top folder has mode ${numericMode(top.mode)}, not readable by others`;
    return null;
  }

  /**
   * The idmapped binds of the checkout and of the base layer in which the gate's files show as `uid`'s
   * and the gate's group as the run's: made at first use for that user (both in one privileged
   * process), kept until dispose.
   */
  private bindsFor(uid: number, owner: TreeOwner): { checkout: string; layer: string } {
    const made = this.binds.get(uid);
    if (made !== undefined) return made;
    const pair = {
      checkout: join(this.hidden, `bind-${neutralName()}`),
      layer: join(this.hidden, `bind-${neutralName()}`),
    };
    mkdirSync(pair.checkout, { mode: 0o755 });
    mkdirSync(pair.layer, { mode: 0o755 });
    try {
      idmapBinds(
        this.priv,
        [
          { src: this.o.checkout, dst: pair.checkout },
          { src: this.layer, dst: pair.layer },
        ],
        { uidFrom: owner.gateUid, uidTo: uid, gidFrom: owner.gateGid, gidTo: owner.group },
      );
    } catch (err) {
      // The first may be mounted when the second failed.
      for (const d of [pair.layer, pair.checkout]) {
        privilegedSync(this.priv, ['umount', d]);
        try {
          rmdirSync(d); // never recursive: a bind left mounted shows the checkout
        } catch {
          // Still mounted: dispose's sweep of the views folder unmounts it (one file system at a time).
          this.mounts.add(d);
        }
      }
      throw err;
    }
    this.mounts.add(pair.checkout);
    this.mounts.add(pair.layer);
    this.binds.set(uid, pair);
    return pair;
  }

  /**
   * The pins layer: the oracle's pinned files and links as they are in the checkout (the base's, put
   * there before any user code ran), owned by the gate, read-only, in folders owned by the gate that
   * the run's group may add to but whose entries only their owners may rename or remove (sticky). The
   * layer sits above the idmapped checkout, so a view's user owns every other file but no oracle file.
   */
  private async buildPinsLayer(owner: TreeOwner): Promise<void> {
    mkdirSync(this.pinsLayer, { mode: 0o755 });
    const folders = new Set<string>();
    const addFolders = (rel: string): void => {
      for (let d = dirname(rel); d !== '.' && d !== ''; d = dirname(d)) folders.add(d);
    };
    const entries = [...(this.o.pins ?? [])].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const e of entries) {
      addFolders(e.path);
      if (e.kind === 'folder') folders.add(e.path);
    }
    for (const d of [...folders].sort()) {
      const at = safeJoin(this.pinsLayer, d);
      await mkdir(at, { mode: 0o755 });
      let mode = 0o755;
      try {
        const st = lstatSync(join(this.o.checkout, d));
        if (st.isDirectory()) mode = st.mode & 0o777;
      } catch {
        // Not in the checkout: the view shows the layer's folder.
      }
      await this.ownAs(at, owner.gateUid, owner.group, mode | 0o1070);
    }
    for (const e of entries) {
      if (e.kind === 'folder') continue;
      const from = join(this.o.checkout, e.path);
      let st: Stats;
      try {
        st = lstatSync(from);
      } catch {
        continue; // Missing: the check before the first program reports it.
      }
      const to = safeJoin(this.pinsLayer, e.path);
      if (e.kind === 'link' && st.isSymbolicLink())
        await symlink(await readlink(from, { encoding: 'buffer' }), to);
      else if (e.kind === 'file' && st.isFile()) {
        await writeFile(to, await readFile(from), { flag: 'wx', mode: 0o600 });
        await chmod(to, st.mode & 0o555);
      }
    }
  }

  /** Gives `path` this owner, group and mode, with privilege (the run's group is not the gate's). */
  private async ownAs(path: string, uid: number, gid: number, mode: number): Promise<void> {
    if (this.priv.kind === 'root') {
      await lchown(path, uid, gid);
      await chmod(path, mode);
      return;
    }
    await privilegedQuick(this.priv, ['chown', '-h', `${uid}:${gid}`, '--', path]);
    await privilegedQuick(this.priv, ['chmod', numericMode(mode), '--', path]);
  }

  /**
   * The base layer: an overlay over the checkout with an empty upper layer, the changed paths written
   * (base blobs) or removed (whiteouts) through it, then unmounted: the upper layer is the layer.
   */
  async buildBaseLayer(): Promise<void> {
    const build = join(this.hidden, 'layer-build');
    const work = join(this.hidden, 'layer-work');
    mkdirSync(this.layer, { mode: 0o755 });
    mkdirSync(work, { mode: 0o700 });
    mkdirSync(build, { mode: 0o700 });
    const top = this.top;
    await this.adopt(this.layer, top);
    await mountOverlay(this.priv, [this.o.checkout], this.layer, work, build);
    this.mounts.add(build);
    try {
      const paths = layerPaths(this.o.changed, this.o.dirty);
      const entries = await baseEntries(this.o.checkout, this.o.baseSha, paths);
      const blobs = await readBlobs(
        this.o.checkout,
        [...entries.values()].filter((e) => e.mode !== '160000').map((e) => e.id),
      );
      // Removals first, longest path last: a folder the base has as a file is gone before the file is
      // written, and a file the base has as a folder is gone before the folder is made.
      for (const p of paths) await rm(safeJoin(build, p), { recursive: true, force: true });
      // A folder the patch added goes too: each folder above a path the base lacks that is left empty
      // (git keeps no empty folder, so the base has none), or the base tree would hold an empty
      // `test/node_modules/chai/` that a bare import then resolves to.
      for (const p of paths) {
        if (entries.has(p)) continue;
        const above: string[] = [];
        for (let d = dirname(p); d !== '.' && d !== ''; d = dirname(d)) above.push(d);
        // Only through folders of the view (no link followed on the way up).
        if (
          !above.every(
            (d) => lstatSync(safeJoin(build, d), { throwIfNoEntry: false })?.isDirectory() !== false,
          )
        )
          continue;
        for (const d of above) {
          try {
            rmdirSync(safeJoin(build, d));
          } catch {
            break;
          }
        }
      }
      const madeDirs: string[] = [];
      for (const p of paths) {
        const e = entries.get(p);
        if (e === undefined || e.mode === '160000') continue;
        const target = safeJoin(build, p);
        madeDirs.push(...(await mkdirsNoFollow(build, dirname(p))));
        const bytes = blobs.get(e.id);
        if (bytes === undefined) throw new Error(`git cat-file returned no blob for ${p}`);
        if (e.mode === '120000') await symlink(bytes.toString('utf8'), target);
        else {
          await writeFile(target, bytes, { flag: 'wx', mode: e.mode === '100755' ? 0o755 : 0o644 });
          await chmod(target, e.mode === '100755' ? 0o755 : 0o644);
        }
      }
      // Written files and made folders get what the checkout's files have (its group and group
      // write, as granted to the sandbox), so a sandboxed program can write them in its view.
      await this.unmount(build);
      const groupWrite = (top.mode & 0o020) !== 0;
      for (const p of paths) {
        const e = entries.get(p);
        if (e === undefined || e.mode === '160000') continue;
        const at = join(this.layer, p);
        await this.chownTo(at, top);
        if (groupWrite && e.mode !== '120000') await chmod(at, (e.mode === '100755' ? 0o755 : 0o644) | 0o020);
      }
      for (const d of madeDirs) await this.adopt(join(this.layer, d), top);
    } finally {
      if (this.mounts.has(build)) await this.unmount(build).catch(() => undefined);
      await this.remove(build);
      await this.remove(work);
    }
  }

  private async chownTo(path: string, top: Stats): Promise<void> {
    if (this.priv.kind === 'root') await lchown(path, top.uid, top.gid);
    else await privilegedQuick(this.priv, ['chown', '-h', `${top.uid}:${top.gid}`, '--', path]);
  }

  /** Gives a folder the checkout top folder's owner, group and mode (setgid, sticky included). */
  private async adopt(dir: string, top: Stats): Promise<void> {
    await this.chownTo(dir, top);
    if (this.priv.kind === 'root') await chmod(dir, top.mode & 0o7777);
    else await privilegedQuick(this.priv, ['chmod', numericMode(top.mode), '--', dir]);
  }

  private async unmount(target: string): Promise<void> {
    await privileged(this.priv, ['umount', target]);
    this.mounts.delete(target);
  }

  private async view<R>(
    kind: 'candidate' | 'base' | 'specs',
    run: (t: AttemptTree) => Promise<R>,
  ): Promise<R> {
    if (this.disposed) throw new Error('the run has ended: no more views');
    const { dir, scratch } = scratchIn(this.root);
    // The upper and work folders where no user of the run can reach them by path (they are written
    // through the view only): a program of one view cannot plant files in another's upper layer.
    const layers = join(dir, 'layers');
    const upper = join(layers, 'upper');
    const work = join(layers, 'work');
    const tree = join(dir, 'tree');
    mkdirSync(layers, { mode: 0o700 });
    mkdirSync(upper, { mode: 0o755 });
    mkdirSync(work, { mode: 0o700 });
    mkdirSync(tree, { mode: 0o755 });
    let lease: TreeLease | undefined;
    try {
      const owner = this.owner;
      let lower: string[];
      if (owner === undefined) {
        lower = kind === 'base' ? [this.layer, this.o.checkout] : [this.o.checkout];
        await this.adopt(upper, this.top);
      } else {
        // The top folder holds oracle files: the gate's, the run's group may add to it, sticky.
        await this.ownAs(upper, owner.gateUid, owner.group, (this.top.mode & 0o777) | 0o1070);
        if (kind === 'specs') lower = [this.pinsLayer, this.o.checkout];
        else {
          lease = owner.lease(tree);
          const shown = this.bindsFor(lease.uid, owner);
          lower =
            kind === 'base'
              ? [this.pinsLayer, shown.layer, shown.checkout]
              : [this.pinsLayer, shown.checkout];
        }
      }
      await mountOverlay(this.priv, lower, upper, work, tree);
      this.mounts.add(tree);
      return await run({ dir: tree, scratch });
    } finally {
      // Dropping the upper layer is the reset: the next attempt starts from the lower layers again.
      if (this.mounts.has(tree)) await this.unmount(tree).catch(() => this.unmountSync(tree));
      lease?.release();
      await this.remove(dir);
    }
  }

  candidate<R>(run: (t: AttemptTree) => Promise<R>): Promise<R> {
    return this.view('candidate', run);
  }

  specs<R>(run: (t: AttemptTree) => Promise<R>): Promise<R> {
    return this.view('specs', run);
  }

  async base<R>(run: (t: AttemptTree) => Promise<R>): Promise<R> {
    await this.o.beforeBase?.();
    return this.view('base', run);
  }

  async hide(tree: string, paths: readonly string[]): Promise<boolean> {
    if (!this.mounts.has(tree)) throw new Error(`${tree} is not a view of this run`);
    const gone: string[] = [];
    for (const path of paths) {
      const target = safeJoin(tree, path);
      // No link followed on the way: every folder above the path is a folder of the view (no program
      // has run in it yet, so nothing changes between this look and the removal).
      const parts = path.split('/');
      let present = true;
      for (let i = 1; i < parts.length && present; i++) {
        const at = safeJoin(tree, parts.slice(0, i).join('/'));
        const st = lstatSync(at, { throwIfNoEntry: false });
        present = st !== undefined;
        if (st !== undefined && !st.isDirectory())
          throw new Error(`cannot hide ${path}: ${at} is not a folder`);
      }
      if (present && lstatSync(target, { throwIfNoEntry: false }) !== undefined) gone.push(target);
    }
    if (gone.length === 0) return true;
    if (this.priv.kind === 'root') await Promise.all(gone.map((p) => rm(p, { force: true })));
    else await privilegedQuick(this.priv, ['rm', '-f', '--', ...gone]);
    return true;
  }

  /**
   * Removes a view's folders. Under sudo the gate's user cannot remove what the sandbox user made in
   * an upper layer, nor overlayfs's own work folder (root, mode 000): those go with privilege.
   */
  private async remove(dir: string): Promise<void> {
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    if (this.priv.kind === 'sudo' && existsSync(dir))
      await privileged(this.priv, ['rm', '-rf', '--one-file-system', '--', dir]).catch(() => undefined);
  }

  private unmountSync(target: string): void {
    privilegedSync(this.priv, ['umount', '-l', target]);
    this.mounts.delete(target);
  }

  dispose(): void {
    this.disposed = true;
    for (const m of [...this.mounts].reverse()) this.unmountSync(m);
    try {
      rmSync(this.root, { recursive: true, force: true });
    } catch {
      // What the gate's own user cannot remove (sudo): see remove().
    }
    if (this.priv.kind === 'sudo' && existsSync(this.root))
      privilegedSync(this.priv, ['rm', '-rf', '--one-file-system', '--', this.root]);
    this.priv.close?.();
  }
}

/** The way without mounts: attempts in the checkout, base replays in a restored worktree. */
class CheckoutViews implements Views {
  readonly info: ViewsInfo;

  constructor(
    private readonly o: ViewsOptions,
    private readonly root: string,
    reason: string,
    private readonly worktree: BaseWorktree,
  ) {
    this.info = {
      mechanism: 'checkout',
      reason: `${reason}: attempts run in the checkout itself, base replays in a worktree of the base`,
    };
  }

  async candidate<R>(run: (t: AttemptTree) => Promise<R>): Promise<R> {
    const { dir, scratch } = scratchIn(this.root);
    try {
      return await run({ dir: this.o.checkout, scratch });
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  specs<R>(run: (t: AttemptTree) => Promise<R>): Promise<R> {
    return this.candidate(run);
  }

  hide(): Promise<boolean> {
    return Promise.resolve(false);
  }

  async base<R>(run: (t: AttemptTree) => Promise<R>): Promise<R> {
    await this.o.beforeBase?.();
    const { dir, scratch } = scratchIn(this.root);
    try {
      return await this.worktree((tree) => run({ dir: tree, scratch }));
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** Joins a repository path under a folder, refusing `..`, absolute paths and `.git`. */
function safeJoin(root: string, rel: string): string {
  const parts = rel.split('/');
  if (rel === '' || parts.some((p) => p === '' || p === '.' || p === '..' || p === '.git'))
    throw new Error(`not a repository path a view can hold: ${JSON.stringify(rel)}`);
  return join(root, ...parts);
}

/**
 * Makes the folders of `rel` under `root`, refusing to pass through a symbolic link (writing base
 * bytes through a link would write outside the view). Returns the folders it made.
 */
async function mkdirsNoFollow(root: string, rel: string): Promise<string[]> {
  if (rel === '.' || rel === '') return [];
  const made: string[] = [];
  let at = '';
  for (const part of rel.split('/')) {
    at = at === '' ? part : `${at}/${part}`;
    const abs = safeJoin(root, at);
    let st: Stats | undefined;
    try {
      st = lstatSync(abs);
    } catch {
      st = undefined;
    }
    if (st === undefined) {
      await mkdir(abs, { mode: 0o755 });
      made.push(at);
    } else if (!st.isDirectory())
      throw new Error(`${at} is not a folder in the checkout but the base has files under it`);
  }
  return made;
}

/**
 * Every path the base layer must hold as the base has it: the changed paths, and the paths whose
 * working files differ from the checkout's commit (a dirty checkout must not leak into the base tree).
 * Sorted, so a folder comes before what is in it.
 */
function layerPaths(changed: readonly string[], dirty: readonly string[]): string[] {
  return [...new Set([...changed, ...dirty])].sort();
}

interface BaseEntry {
  mode: string;
  id: string;
}

/** The base tree's entries for `paths` (`git ls-tree`, literal paths, in chunks): absent = not in base. */
async function baseEntries(
  checkout: string,
  base: string,
  paths: readonly string[],
): Promise<Map<string, BaseEntry>> {
  const found = new Map<string, BaseEntry>();
  const CHUNK = 500;
  for (let i = 0; i < paths.length; i += CHUNK) {
    const out = await gitRun(
      checkout,
      ['ls-tree', '-r', '-z', '--full-tree', base, '--', ...paths.slice(i, i + CHUNK)],
      { env: { GIT_LITERAL_PATHSPECS: '1' } },
    );
    for (const record of out.toString('utf8').split('\0')) {
      if (record === '') continue;
      const tab = record.indexOf('\t');
      const [mode, , id] = record.slice(0, tab).split(' ');
      if (tab < 0 || mode === undefined || id === undefined)
        throw new Error(`git ls-tree printed ${JSON.stringify(record.slice(0, 80))}`);
      found.set(record.slice(tab + 1), { mode, id });
    }
  }
  return found;
}

/** Blobs by id through one `git cat-file --batch`. */
async function readBlobs(checkout: string, ids: readonly string[]): Promise<Map<string, Buffer>> {
  const blobs = new Map<string, Buffer>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return blobs;
  const out = await gitRun(checkout, ['cat-file', '--batch'], {
    input: unique.map((id) => `${id}\n`).join(''),
  });
  let at = 0;
  for (const id of unique) {
    const nl = out.indexOf(10, at);
    if (nl < 0) throw new Error('git cat-file --batch ended early');
    const header = out.subarray(at, nl).toString('utf8').split(' ');
    if (header[0] !== id || header[1] !== 'blob' || header[2] === undefined)
      throw new Error(`git cat-file --batch: unexpected ${JSON.stringify(header.join(' '))} for ${id}`);
    const size = Number(header[2]);
    blobs.set(id, out.subarray(nl + 1, nl + 1 + size));
    at = nl + 1 + size + 1;
  }
  return blobs;
}

/** Mount points of overlay views under `state` folders for which `stale(name)` says the run is gone. */
export function staleViewMounts(parent: string, stale: (stateName: string) => boolean): string[] {
  let table: string;
  try {
    table = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return [];
  }
  const prefix = parent.endsWith('/') ? parent : `${parent}/`;
  const found: string[] = [];
  for (const line of table.split('\n')) {
    const point = line.split(' ')[4];
    if (point === undefined) continue;
    const path = point.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));
    if (!path.startsWith(prefix)) continue;
    const name = path.slice(prefix.length).split('/')[0] ?? '';
    if (path.slice(prefix.length).split('/')[1] === 'views' && stale(name)) found.push(path);
  }
  return found.reverse();
}

/** Unmounts views a killed run left (lazily: a process of that run may still hold one open). */
export function unmountStale(parent: string, stale: (stateName: string) => boolean): string[] {
  const found = staleViewMounts(parent, stale);
  if (found.length === 0) return [];
  const priv = detectPrivilege();
  for (const m of found) privilegedSync(typeof priv === 'string' ? undefined : priv, ['umount', '-l', m]);
  if (typeof priv !== 'string') priv.close?.();
  return found;
}
