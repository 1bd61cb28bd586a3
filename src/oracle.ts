/**
 * The trusted oracle: every spec, probe, invariant, manifest, generator and the ledger are read from
 * a clean worktree of the base revision, never from the candidate (SPEC §2). Each read is logged, so
 * the trace shows which oracle files a run opened, and when.
 */
import { readFileSync } from 'node:fs';
import { configOraclePaths, type GateConfig } from './config.js';
import { parseManifest, type Manifest } from './manifest.js';
import { resolveInside } from './paths.js';
import { hashInputs, type HashOptions, type HashResult } from './stages/replay.js';

export class OracleError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'OracleError';
  }
}

/** How stages read the trusted oracle: files of the base revision, never of the candidate. */
export interface OracleReader {
  /** Oracle files read so far, in order (the trace's `oracle_reads`). */
  readonly reads: string[];
  /** An absolute path holding the base revision's file, to run or open; throws {@link OracleError}. */
  locate(rel: string): Promise<string>;
  exists(rel: string): Promise<boolean>;
  /** Reads a file of the base revision and logs the read. */
  readText(rel: string): Promise<string>;
  readBytes(rel: string): Promise<Buffer>;
  /** The digests of fixture inputs as the base revision holds them. */
  hashInputs(inputs: readonly string[], options?: HashOptions): Promise<HashResult>;
}

/** The oracle read from a clean worktree of the base revision. */
export class Oracle implements OracleReader {
  readonly reads: string[] = [];

  constructor(readonly root: string) {}

  /** The absolute path of a repository file in the base worktree, refusing anything that escapes it. */
  async locate(rel: string): Promise<string> {
    const found = await resolveInside(this.root, rel);
    if (!found.ok) throw new OracleError(`${rel}: ${found.reason} (on the base revision)`, rel);
    return found.path;
  }

  async exists(rel: string): Promise<boolean> {
    return (await resolveInside(this.root, rel)).ok;
  }

  /** Reads a text file of the base revision and logs the read. */
  async readText(rel: string): Promise<string> {
    const path = await this.locate(rel);
    this.reads.push(rel);
    return readFileSync(path, 'utf8');
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
 * The gate's own files on the base revision (SPEC §2, scope): the config, every spec, probe, manifest,
 * invariant and the ledger it names, and the generator of each manifest that parses there. The
 * manifests parsed on the way are returned too (the fixture stage binds them).
 */
export async function oracleFilesOf(
  oracle: OracleReader,
  config: GateConfig,
  configFile: string,
): Promise<{ files: string[]; manifests: Map<string, Manifest> }> {
  const files = new Set(configOraclePaths(config, configFile));
  const manifests = new Map<string, Manifest>();
  for (const f of config.fixtures) {
    if (!(await oracle.exists(f.manifest))) continue;
    const m = parseManifest(await oracle.readText(f.manifest), f.manifest);
    if (!m.ok) continue;
    manifests.set(f.manifest, m.manifest);
    files.add(m.manifest.generator);
  }
  return { files: [...files], manifests };
}
