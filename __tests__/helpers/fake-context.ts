/**
 * A fake run context for the stage modules: the oracle is a map of files (written to a temp folder so
 * that `locate` can hand out real paths), the process runner answers from a script instead of running
 * anything, and the output folder is a real temp folder. Each stage can be tested alone with it.
 */
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { OutDir } from '../../src/adapters/outdir.js';
import type { ProcResult, ProcSpec, ProcessRunner } from '../../src/adapters/proc.js';
import { parseUnifiedDiff } from '../../src/patch/diff.js';
import type { Ungradable } from '../../src/patch/graded.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { BaseTree, TreeEntry } from '../../src/oracle/base-tree.js';
import { OracleError, type OracleReader } from '../../src/oracle/reader.js';
import { resolveInside } from '../../src/patch/paths.js';
import { hashInputs, type HashOptions, type HashResult } from '../../src/oracle/inputs.js';
import type { RunContext } from '../../src/run/context.js';
import { StateDir } from '../../src/adapters/statedir.js';
import { removeAfterAll, tempDir } from './tmp.js';

/** Oracle files held in a temp folder; every read is logged as the real reader logs it. */
export class FolderOracle implements OracleReader {
  readonly reads: string[] = [];
  readonly root: string;
  readonly tree: BaseTree;

  constructor(files: Record<string, string>) {
    this.root = tempDir('gate-fake-oracle-');
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(this.root, rel)), { recursive: true });
      writeFileSync(join(this.root, rel), text);
    }
    this.tree = folderTree(this.root);
  }

  async locate(rel: string): Promise<string> {
    if (!(await this.exists(rel))) throw new OracleError(`${rel}: missing (on the base revision)`, rel);
    return join(this.root, rel);
  }

  async exists(rel: string): Promise<boolean> {
    return (await resolveInside(this.root, rel)).ok;
  }

  async readText(rel: string): Promise<string> {
    return (await this.readBytes(rel)).toString('utf8');
  }

  async readBytes(rel: string): Promise<Buffer> {
    const path = await this.locate(rel);
    this.reads.push(rel);
    return readFileSync(path);
  }

  hashInputs(inputs: readonly string[], options?: HashOptions): Promise<HashResult> {
    return hashInputs(this.root, inputs, options);
  }
}

/**
 * A folder seen as a git tree, for fakes that have no repository: folders and links are known by their
 * paths, files by their git blob id (what the pinned oracle compares), each readable back by its id.
 */
export function folderTree(root: string): BaseTree {
  const blobs = new Map<string, string>();
  return {
    async root() {
      return root;
    },
    async entries(dir) {
      const out = new Map<string, TreeEntry>();
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        const info = lstatSync(path);
        const type = info.isDirectory() ? 'tree' : 'blob';
        const mode = info.isSymbolicLink() ? '120000' : info.isDirectory() ? '040000' : '100644';
        let id = path;
        if (type === 'blob' && !info.isSymbolicLink()) {
          const bytes = readFileSync(path);
          id = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
          blobs.set(id, path);
        }
        out.set(name, { mode, type, id });
      }
      return out;
    },
    async linkTarget(id) {
      const file = blobs.get(id);
      return file !== undefined ? readFileSync(file) : Buffer.from(readlinkSync(id));
    },
  };
}

export interface ScriptedRun {
  exitCode?: number | null;
  stdout?: string;
  timedOut?: boolean;
  spawnError?: string;
  /** The program crashed (an uncaught exception): what its attestation reports. */
  crash?: string;
}

/**
 * What the preload of src/adapters/attest.ts would write for a scripted program given the channel:
 * its decision (the exit code it "chose") or its crash, with the run's nonce.
 */
function attestScripted(spec: ProcSpec, r: ScriptedRun): void {
  const channel = spec.env?.GATE_ATTEST;
  if (channel === undefined || r.timedOut || r.spawnError) return;
  // The nonce arrives on stdin; the verdict goes to the descriptor the gate passes (fd 3), or to the
  // channel folder where descriptors cannot be passed (sudo).
  const nonce = (spec.stdin ?? '').trim();
  const entry = r.crash
    ? { v: 1, nonce, kind: 'crash', detail: r.crash }
    : { v: 1, nonce, kind: 'exit', code: r.exitCode ?? 0 };
  const line = JSON.stringify(entry) + '\n';
  const fd = spec.passFds?.[0];
  if (channel.startsWith('fd:') && typeof fd === 'number') writeSync(fd, line);
  else writeFileSync(join(channel, 'verdict'), line);
}

/** A process runner that runs nothing: `script` says how each program "exits"; every call is kept. */
export function scriptedRunner(
  script: (spec: ProcSpec, file: string) => ScriptedRun,
): ProcessRunner & { calls: ProcSpec[] } {
  const calls: ProcSpec[] = [];
  return {
    calls,
    async run(spec: ProcSpec): Promise<ProcResult> {
      calls.push(spec);
      const r = script(spec, basename(spec.file));
      attestScripted(spec, r);
      return {
        exitCode: r.timedOut ? null : (r.exitCode ?? 0),
        signal: r.timedOut ? 'SIGKILL' : null,
        timedOut: r.timedOut ?? false,
        elapsedMs: 1,
        stdout: r.stdout ?? '',
        outputTruncated: false,
        outputBytes: 0,
        ...(r.spawnError ? { spawnError: r.spawnError } : {}),
      };
    },
  };
}

export const ONE_FILE_PATCH = `diff --git a/src/lib.mjs b/src/lib.mjs
--- a/src/lib.mjs
+++ b/src/lib.mjs
@@ -1 +1,2 @@
 export const x = 1;
+export const y = 2;
`;

/** A context over a candidate folder `root` (a temp folder unless given) and the oracle files. */
export function fakeContext(
  oracleFiles: Record<string, string>,
  o: {
    changed?: string[];
    ungradable?: Ungradable[];
    patch?: string;
    root?: string;
    candidateFiles?: Record<string, string>;
  } = {},
): RunContext & { oracle: FolderOracle } {
  const root = o.root ?? tempDir('gate-fake-candidate-');
  for (const [rel, text] of Object.entries(o.candidateFiles ?? {})) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  const out = OutDir.fresh(tempDir('gate-fake-out-'));
  const text = o.patch ?? ONE_FILE_PATCH;
  const ref = out.writeText('candidate.patch', text);
  const state = StateDir.create();
  removeAfterAll(state.root);
  return {
    root,
    baseSha: 'b'.repeat(40),
    headSha: 'c'.repeat(40),
    runId: 'run-1',
    patch: {
      path: out.path('candidate.patch'),
      bytes: Buffer.from(text, 'utf8'),
      digest: `sha256:${ref.sha256}`,
      diff: parseUnifiedDiff(text),
      changed: o.changed ?? ['src/lib.mjs'],
      ungradable: o.ungradable ?? [],
    },
    oracle: new FolderOracle(oracleFiles),
    out,
    log: silentLogger,
    configFile: 'gate.yml',
    handOver: (label, bytes, sha256) => state.handOver(label, bytes, sha256),
  };
}
