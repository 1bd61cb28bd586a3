/**
 * The end-of-run audit of the files a trace names (SPEC §11): each stage's artifacts and logs get a
 * digest as the stage finishes, and at the end every one is read again; a change is AUDIT_FAILED.
 */
import { artifactDigest, type StateDir } from '../adapters/statedir.js';
import type { OutDir } from '../adapters/outdir.js';
import type { Logger } from '../adapters/log.js';
import type { ArtifactRef, Trace } from '../trace/model.js';

/**
 * Records the digest of every file the trace names that has none yet: the logs of the stage just
 * finished and its artifacts. The end of the run checks them all again ({@link changedArtifacts}).
 */
export function recordDigests(t: Trace, out: OutDir, artifacts: readonly ArtifactRef[]): void {
  const known = new Set((t.artifact_digests ??= []).map((a) => a.path));
  const add = (ref: ArtifactRef) => {
    if (known.has(ref.path)) return;
    known.add(ref.path);
    t.artifact_digests?.push(ref);
  };
  for (const a of artifacts) add(a);
  for (const rel of namedLogs(t)) {
    if (known.has(rel)) continue;
    const sha256 = artifactDigest(out.path(rel));
    if (sha256 === undefined) continue;
    // A log the gate wrote is a regular file of bounded size; anything else was put there since.
    if (sha256.startsWith('unread:'))
      (t.artifact_mismatches ??= []).push(`${rel}: ${sha256} when it was recorded`);
    add({ path: rel, sha256 });
  }
}

/** Every log file the trace names (relative to the output folder). */
function namedLogs(t: Trace): string[] {
  return [
    ...t.properties.flatMap((p) => p.logs),
    ...t.replays.flatMap((r) => r.logs),
    ...(t.fixture_probes ?? []).flatMap((p) => p.logs),
    ...t.misses.flatMap((m) => (m.attempts ?? []).flatMap((a) => (a.log !== undefined ? [a.log] : []))),
  ];
}

/** The recorded files whose bytes changed since (or that are gone), and the patch copies likewise. */
export function changedArtifacts(t: Trace, out: OutDir, state: StateDir): string[] {
  const changed: string[] = [];
  for (const a of t.artifact_digests ?? []) {
    const now = artifactDigest(out.path(a.path));
    if (now === undefined) changed.push(`${a.path}: gone or unreadable`);
    else if (now !== a.sha256)
      changed.push(
        `${a.path}: ${now.startsWith('unread:') ? now : `sha256:${now}`}, recorded as sha256:${a.sha256}`,
      );
  }
  return [...changed, ...state.changedCopies()];
}

/**
 * The end-of-run audit: every file the trace names still holds the bytes it was recorded with; a
 * change is logged and listed (the trace then fails its audit, AUDIT_FAILED), and the patch copies
 * handed to specs join the recorded digests.
 */
export function auditArtifacts(t: Trace, out: OutDir, state: StateDir, log: Logger): void {
  const changed = changedArtifacts(t, out, state);
  if (changed.length > 0) {
    t.artifact_mismatches = [...(t.artifact_mismatches ?? []), ...changed];
    for (const c of changed) log.error(`gate: an artifact changed during the run: ${c}`);
  }
  t.artifact_digests = [
    ...(t.artifact_digests ?? []),
    ...state.copies.map((c) => ({ path: c.name, sha256: c.sha256 })),
  ];
}
