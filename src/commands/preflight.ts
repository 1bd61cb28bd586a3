/**
 * What `gate run` checks before it opens a run, so that a mistake on the command line is a usage
 * error (exit 2, with the words to fix it) rather than an UNUSABLE verdict: git is there, the current
 * directory is a repository, the revisions exist, `--patch` is readable. It also warns where a verdict
 * would mislead: uncommitted changes (the specs and fixtures run on the working tree, the patch is
 * taken from commits) and a base that is not an ancestor of the head (the patch then holds the
 * base's own changes, reversed).
 */
import { accessSync, constants, realpathSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { UsageError } from '../cli/errors.js';
import { git, resolveCommit, topLevel } from '../adapters/git.js';

export interface Preflight {
  warnings: string[];
  /**
   * The uncommitted changes in the working tree (outside the output folder), read while the run
   * opens: `git status` reads every file of the checkout (100,000 files: about 0.2 s), and the run
   * only has to wait for it before a program runs there (GateOptions.checkoutReadBy). Never
   * rejects: a status that cannot be read counts nothing and warns nothing.
   */
  checkout: Promise<CheckoutStatus>;
}

export interface CheckoutStatus {
  uncommitted: number;
  /** The warning to print, or null for a clean working tree. */
  warning: string | null;
}

export async function preflightRun(
  cwd: string,
  o: { base: string; head?: string; patch?: string; out: string },
): Promise<Preflight> {
  const warnings: string[] = [];
  const probe = spawnSync('git', ['--version'], { encoding: 'utf8', timeout: 10_000, env: process.env });
  if (probe.error !== undefined || probe.status !== 0)
    throw new UsageError(
      'git is not installed or not on PATH (the gate reads the patch and the base with it)',
    );
  let root: string;
  try {
    root = await topLevel(cwd);
  } catch {
    throw new UsageError(`${cwd} is not inside a git repository (run gate run in the candidate checkout)`);
  }
  const base = await resolveCommit(root, o.base);
  if (base === undefined)
    throw new UsageError(
      `--base ${JSON.stringify(o.base)}: no such commit here` +
        (/^[0-9a-f]{7,40}$/i.test(o.base)
          ? ' (a shallow clone may lack it: git fetch --depth=1 origin SHA)'
          : ''),
    );
  const headSha = await resolveCommit(root, 'HEAD');
  if (o.head !== undefined) {
    const head = await resolveCommit(root, o.head);
    if (head === undefined) throw new UsageError(`--head ${JSON.stringify(o.head)}: no such commit here`);
    // Specs and fixtures run on the checkout: grading another commit's patch against it would mix the two.
    if (head !== headSha)
      throw new UsageError(
        `--head ${JSON.stringify(o.head)} is ${head.slice(0, 12)}, not the checkout's HEAD ${String(headSha).slice(0, 12)}: ` +
          `check it out first (git checkout ${o.head}), or leave --head out`,
      );
  }
  if (o.patch !== undefined) {
    try {
      accessSync(o.patch, constants.R_OK);
    } catch {
      throw new UsageError(`--patch ${o.patch}: cannot be read`);
    }
  }
  if (o.patch === undefined && headSha !== undefined) {
    try {
      await git(root, ['merge-base', '--is-ancestor', base, headSha], 'utf8', 30_000);
    } catch {
      warnings.push(
        `--base ${o.base} is not an ancestor of HEAD: the patch holds its changes too. ` +
          `Grade against the fork point: --base $(git merge-base ${o.base} HEAD)`,
      );
    }
  }
  return { warnings, checkout: checkoutStatus(root, o.out) };
}

/** The uncommitted changes of the working tree outside the output folder `outDir`, and their warning. */
async function checkoutStatus(root: string, outDir: string): Promise<CheckoutStatus> {
  try {
    // Only a warning, so git compares a file's modification time and size, not its change time,
    // owner or inode: the sandbox of an earlier run in this checkout changed those on every file
    // (its grant and hand-back), and a full comparison read and hashed the whole checkout again
    // (100,000 files: 0.8 s). An edit that keeps both the time and the size is not warned about.
    // It takes no lock (GIT_OPTIONAL_LOCKS=0, src/adapters/git.ts), so the run's own index refresh
    // may go on beside it.
    const status = await git(
      root,
      [
        '-c',
        'core.checkStat=minimal',
        '-c',
        'core.trustctime=false',
        'status',
        '--porcelain',
        '--untracked-files=normal',
      ],
      'utf8',
      30_000,
    );
    const out = outDir.replace(/^\.\//, '').replace(/\/$/, '');
    const dirty = status
      .split('\n')
      .filter((l) => l.trim() !== '')
      .filter((l) => !l.slice(3).startsWith(`${out}/`) && l.slice(3) !== out);
    if (dirty.length === 0) return { uncommitted: 0, warning: null };
    return {
      uncommitted: dirty.length,
      warning:
        `the working tree has ${dirty.length} uncommitted change(s) (${dirty
          .slice(0, 3)
          .map((l) => l.slice(3))
          .join(', ')}${dirty.length > 3 ? ', …' : ''}): the patch is taken from commits, ` +
        'but specs and fixtures run on the working tree (a path the patch changes that differs is held ' +
        'UNGRADABLE); commit or stash them for a faithful grade',
    };
  } catch {
    // A status that cannot be read changes nothing about the grade.
    return { uncommitted: 0, warning: null };
  }
}

/**
 * Where `gate check` and `gate init` run: they read and write the current directory, which the action
 * reads as the repository's root. A warning when it is not inside a git repository, or not at its root;
 * null at the root.
 */
export async function checkoutWarning(cwd: string, command: 'check' | 'init'): Promise<string | null> {
  const reads =
    command === 'init' ? 'writes gate.yml and its files into' : 'reads gate.yml and the paths it names from';
  let root: string;
  try {
    root = realpathSync(await topLevel(cwd));
  } catch {
    return (
      `warning: ${cwd} is not inside a git repository. gate ${command} ${reads} the current directory, ` +
      'but the gate grades commits: run it at the root of the repository it is for (or git init first)'
    );
  }
  let here = cwd;
  try {
    here = realpathSync(cwd);
  } catch {
    // An unreadable directory is compared as it is named.
  }
  if (here === root) return null;
  return (
    `warning: ${cwd} is not the root of its git repository (${root}). gate ${command} ${reads} the current ` +
    `directory, while the action reads them from the root: run it there (cd ${root})`
  );
}
