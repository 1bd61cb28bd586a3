/**
 * Opening a run, before any stage: the base and head revisions resolved (the base fetched when a
 * shallow checkout lacks it), the oracle of the base (read from git's objects, no worktree made), and
 * the candidate patch — taken with the base revision's `.gitattributes` as the only work tree git sees
 * (a candidate that adds `* -diff` must not turn its added lines into a binary patch the specs cannot
 * read).
 */
import { closeSync, mkdirSync, openSync, readFileSync, readSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  countGitParts,
  parseGitPatchFile,
  parseUnifiedDiff,
  touchedPaths,
  DiffParseError,
  type OversizedPart,
  type ParsedDiff,
} from '../patch/diff.js';
import {
  gradedPatch,
  letGoIfFew,
  patchFileUngradable,
  patchLimits,
  type Ungradable,
} from '../patch/graded.js';
import { FileSink, type FetchAuth } from '../adapters/git.js';
import { GitOracle } from '../oracle/reader.js';
import * as gitAdapter from '../adapters/git.js';
import type { OutDir } from '../adapters/outdir.js';
import { StateDir, stateRoot } from '../adapters/statedir.js';
import { unmountStale } from '../adapters/views.js';
import { pidAlive } from '../adapters/outdir.js';
import type { Logger } from '../adapters/log.js';
import type { Trace } from '../trace/model.js';
import type { Shard } from './shard.js';
import type { Patch, RunContext } from './context.js';

/** An input the user gave cannot be graded (a --patch that is not a patch, an unknown revision). */
export class GateInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GateInputError';
  }
}

export interface OpenOptions {
  /** The candidate checkout's top-level folder. */
  root: string;
  config: string;
  base: string;
  head?: string;
  patchFile?: string;
  /** Where a relative --patch is resolved. */
  cwd: string;
  fetchMissingBase?: boolean;
  fetchAuth?: FetchAuth;
  shard?: Shard;
  log: Logger;
}

/** A run's context; what it writes is in the run's state folder (removed by the caller whatever happens). */
export async function openRun(o: OpenOptions, t: Trace, out: OutDir, state: StateDir): Promise<RunContext> {
  const { root } = o;
  let baseSha = await gitAdapter.resolveCommit(root, o.base);
  if (!baseSha && o.fetchMissingBase && /^[0-9a-f]{40}$/i.test(o.base)) {
    o.log.info(
      `gate: base ${o.base} is not in this checkout; fetching it (git fetch --depth=1 origin ${o.base})`,
    );
    await gitAdapter.fetchCommit(root, o.base, o.fetchAuth);
    baseSha = await gitAdapter.resolveCommit(root, o.base);
  }
  if (!baseSha)
    throw new GateInputError(`base revision ${JSON.stringify(o.base)} is not a commit in ${root}`);
  const headRev = o.head ?? 'HEAD';
  const headSha = await gitAdapter.resolveCommit(root, headRev);
  if (!headSha)
    throw new GateInputError(`head revision ${JSON.stringify(headRev)} is not a commit in ${root}`);
  t.base = baseSha;
  t.head = headSha;

  // The oracle's files are written, as they are asked for, into a folder of the run's state folder,
  // outside the checkout (SPEC §2, §8); git runs only before any user code does.
  const oracleDir = join(state.worktrees, 'oracle');
  mkdirSync(oracleDir, { mode: 0o755 });
  const oracle = new GitOracle(root, baseSha, oracleDir);
  const patch = await candidatePatch(o, out, { baseSha, headSha, oracle });
  t.patch_digest = patch.digest;
  t.changed_paths = patch.changed;
  o.log.info(
    `gate: base ${baseSha.slice(0, 12)}, head ${headSha.slice(0, 12)}, ${patch.changed.length} changed path(s), patch ${patch.digest.slice(0, 19)}…`,
  );
  return {
    root,
    baseSha,
    headSha,
    runId: randomUUID(),
    patch,
    oracle,
    out,
    log: o.log,
    configFile: o.config,
    ...(o.shard ? { shard: o.shard } : {}),
    handOver: (label, bytes, sha256) => state.handOver(label, bytes, sha256),
  };
}

/**
 * The patch the specs read: a given --patch file, or `git diff base head` with the base revision's
 * attributes (the oracle's folder as git's work tree).
 * Either is written to the output folder as it is read and hashed on the way; the gate keeps the file's
 * path, never its bytes (memory follows the largest changed file, not the patch).
 */
async function candidatePatch(
  o: OpenOptions,
  out: OutDir,
  { baseSha, headSha, oracle }: { baseSha: string; headSha: string; oracle: GitOracle },
): Promise<Patch> {
  const dest = out.path('candidate.patch');
  let sha256: string;
  let changed: string[];
  let diff: ParsedDiff;
  let ungradable: Ungradable[];
  let files;
  if (o.patchFile) {
    const given = copyPatchFile(resolve(o.cwd, o.patchFile), dest, o.patchFile);
    // Its parts counted before it is parsed, the same bound as a run from commits.
    if (!given.tooLarge) letGoIfFew(countGitParts(dest, given.size));
    sha256 = given.sha256;
    if (given.tooLarge) {
      ({ diff, changed, ungradable, files } = {
        diff: { files: [], addedCount: 0, removedCount: 0 },
        changed: [],
        ungradable: [
          {
            path: '',
            kind: 'patch-too-large' as const,
            reason: `${o.patchFile} is more than ${patchLimits.patch} bytes (the gate reads at most that)`,
          },
        ],
        files: [],
      });
    } else {
      let oversized: OversizedPart[] = [];
      try {
        if (given.size <= patchLimits.part) diff = parseUnifiedDiff(readFileSync(dest, 'utf8'));
        else ({ diff, oversized } = parseGitPatchFile(dest, given.size, patchLimits.part));
      } catch (err) {
        if (err instanceof DiffParseError)
          throw new GateInputError(`${o.patchFile}: not a unified diff: ${err.message}`);
        throw err;
      }
      changed = touchedPaths(diff);
      ({ ungradable, files } = patchFileUngradable(given.utf8, diff, o.patchFile));
      for (const part of oversized)
        ungradable.push({
          path: part.path,
          kind: 'too-large',
          reason: `its part of the patch is ${part.bytes} bytes, more than the ${patchLimits.part} the gate parses for one file`,
        });
    }
  } else {
    // Faithful text (src/patch/graded.ts): `--text`, content and attributes checked against the head tree.
    ({
      sha256,
      diff,
      changed,
      ungradable,
      note: { files },
    } = await gradedPatch(o.root, baseSha, headSha, dest, (changed) => oracle.attributesFor(changed)));
  }
  out.writeJson('graded.json', { schema: 1, files, ungradable });
  return {
    path: dest,
    bytes: { file: dest },
    digest: `sha256:${sha256}`,
    diff,
    changed,
    ungradable,
    graded: out.path('graded.json'),
  };
}

/** Copies a --patch file into the output folder in chunks: its digest, size, and whether it is UTF-8. */
function copyPatchFile(
  from: string,
  dest: string,
  name: string,
): { sha256: string; size: number; utf8: boolean; tooLarge: boolean } {
  let fd: number;
  try {
    fd = openSync(from, 'r');
  } catch (err) {
    throw new GateInputError(`--patch ${name}: cannot read: ${(err as Error).message}`);
  }
  const sink = new FileSink(dest, patchLimits.patch);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let utf8 = true;
  try {
    const buf = Buffer.allocUnsafe(1024 * 1024);
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      const chunk = buf.subarray(0, n);
      if (!sink.write(chunk)) break;
      if (utf8) {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          utf8 = false;
        }
      }
    }
    if (utf8 && !sink.overflow) {
      try {
        decoder.decode();
      } catch {
        utf8 = false;
      }
    }
  } catch (err) {
    throw new GateInputError(`--patch ${name}: cannot read: ${(err as Error).message}`);
  } finally {
    closeSync(fd);
  }
  const sha256 = sink.close();
  return { sha256, size: sink.bytes, utf8, tooLarge: sink.overflow };
}

/**
 * Before a run: replay views, state folders and base worktrees an earlier, killed run left behind are
 * removed (views unmounted), and
 * a credential the checkout keeps in `.git/config` (which user code can read) is named — each with a
 * warning in the log.
 */
export async function sweepLeftovers(root: string, log: Logger): Promise<void> {
  // Views first: a killed run's state folder cannot be removed while a view is mounted in it.
  for (const m of unmountStale(stateRoot(), staleRun))
    log.warn(`unmounted a replay view left behind by an earlier run: ${m}`);
  for (const s of StateDir.removeStale())
    log.warn(`removed a state folder left behind by an earlier run: ${s}`);
  for (const s of await gitAdapter.removeStaleWorktrees(root))
    log.warn(`removed a base worktree left behind by an earlier run: ${s}`);
  for (const key of await gitAdapter.persistedCredentials(root))
    log.warn(
      `the checkout keeps a credential in .git/config (${key}); specs, generators and invariants can read it: use actions/checkout with persist-credentials: false`,
    );
}

/** Whether a state folder's name (`gate-run-<pid>-…`) is of a run whose process is gone. */
function staleRun(name: string): boolean {
  const pid = Number(/^gate-run-(\d+)-/.exec(name)?.[1]);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !pidAlive(pid);
}
