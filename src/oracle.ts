/**
 * The trusted oracle: every spec, probe, invariant, manifest, generator and the ledger are read from
 * a clean worktree of the base revision, never from the candidate (SPEC §2). Each read is logged, so
 * the trace shows which oracle files a run opened, and when.
 */
import { readFileSync } from 'node:fs';
import { resolveInside } from './paths.js';

export class OracleError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'OracleError';
  }
}

export class Oracle {
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
}
