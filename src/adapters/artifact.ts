/**
 * The workflow-artifact edge: `.gate/` is uploaded on success and on failure (SPEC §7), and in report
 * and merge modes the uploaded `.gate` folders of another run are downloaded (SPEC §9).
 *
 * `@actions/artifact` is imported lazily, inside the functions: the CLI bundle never loads it. Neither
 * function throws; a failure comes back as `{ error }` for the caller to report, because a failed
 * upload must not hide the verdict that was already reached.
 */
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import picomatch from 'picomatch';
import yauzl from 'yauzl';
import type { Logger } from './log.js';
import type { RunContext } from './context.js';

export interface UploadedArtifact {
  name: string;
  id?: number;
  /** The artifact's page, when the run is known. */
  url?: string;
  /** Bytes of the uploaded zip. */
  size?: number;
  /** sha256 of the uploaded zip, hex. */
  digest?: string;
}

export interface UploadFailure {
  name: string;
  error: string;
}

export type UploadResult = UploadedArtifact | UploadFailure;

export function isUploadFailure(r: UploadResult): r is UploadFailure {
  return 'error' in r;
}

/** Where an uploaded artifact can be seen: its run on the server. */
export type ArtifactLinks = Pick<RunContext, 'serverUrl' | 'repo' | 'runId'>;

/** Characters @actions/artifact refuses in artifact names (see settings.ts). */
const UNSAFE_NAME_CHARS = /[":<>|*?\r\n\\/]/g;

/**
 * `gate-<run id>-<attempt>-<job>[-shard-i-of-n]`: unique per run, attempt, job and shard, so a
 * re-run or a matrix never collides with an artifact name that already exists on the run.
 */
export function defaultArtifactName(
  run: Pick<RunContext, 'runId' | 'runAttempt' | 'job'>,
  shard: { index: number; count: number } | null,
): string {
  const job = run.job.replace(UNSAFE_NAME_CHARS, '_') || 'job';
  const suffix = shard ? `-shard-${shard.index}-of-${shard.count}` : '';
  return `gate-${run.runId}-${run.runAttempt}-${job}${suffix}`;
}

/** Every regular file under dir, recursively. Symlinks are skipped: the zip would follow them out. */
async function listFiles(dir: string, log: Logger): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    const entries = await readdir(d, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isSymbolicLink()) log.warn(`artifact: skipping symlink ${p}`);
      else if (e.isDirectory()) await walk(p);
      else if (e.isFile()) out.push(p);
    }
  };
  await walk(dir);
  return out;
}

/**
 * What user code may add to an upload (SPEC §7, §11): a file the trace does not name — a generator's
 * GATE_OUT, anything a program left in `.gate` — is capped like a program's log, one by one and in
 * all; the files the trace names were written by the gate under its own caps and always go.
 */
export const UPLOAD_USER_FILE_BYTES = 1024 * 1024;
export const UPLOAD_USER_TOTAL_BYTES = 16 * 1024 * 1024;
export const UPLOAD_USER_FILES = 2_000;
/** The note, inside the artifact, of the files left out of it. */
export const UPLOAD_OMITTED = 'upload-omitted.json';

/** The paths (relative to `.gate`) the trace in `root` names; an unreadable trace names none. */
async function tracedPaths(root: string): Promise<Set<string>> {
  const named = new Set<string>(['trace.json']);
  try {
    const info = await lstat(join(root, 'trace.json'));
    if (!info.isFile() || info.size > 64 * 1024 * 1024) return named;
    const t = JSON.parse(await readFile(join(root, 'trace.json'), 'utf8')) as {
      artifact_digests?: unknown;
    };
    if (Array.isArray(t.artifact_digests)) {
      for (const a of t.artifact_digests as unknown[]) {
        const path = (a as { path?: unknown } | null)?.path;
        if (typeof path === 'string') named.add(path);
      }
    }
  } catch {
    // No trace, or one that does not parse: every file is capped as user data.
  }
  return named;
}

/**
 * The files to upload: every file the trace names, then the others in path order while each is at
 * most {@link UPLOAD_USER_FILE_BYTES} and together within {@link UPLOAD_USER_TOTAL_BYTES} and
 * {@link UPLOAD_USER_FILES}. The rest are left out and named in {@link UPLOAD_OMITTED}.
 */
export async function selectForUpload(
  root: string,
  files: readonly string[],
): Promise<{ upload: string[]; omitted: { path: string; bytes: number; why: string }[] }> {
  const named = await tracedPaths(root);
  const upload: string[] = [];
  const omitted: { path: string; bytes: number; why: string }[] = [];
  let total = 0;
  let count = 0;
  for (const file of files) {
    const rel = relative(root, file).split(sep).join('/');
    if (named.has(rel)) {
      upload.push(file);
      continue;
    }
    const bytes = (await lstat(file)).size;
    const why =
      bytes > UPLOAD_USER_FILE_BYTES
        ? `${bytes} bytes, more than ${UPLOAD_USER_FILE_BYTES} for a file the trace does not name`
        : count + 1 > UPLOAD_USER_FILES
          ? `more than ${UPLOAD_USER_FILES} files the trace does not name`
          : total + bytes > UPLOAD_USER_TOTAL_BYTES
            ? `more than ${UPLOAD_USER_TOTAL_BYTES} bytes in files the trace does not name`
            : null;
    if (why !== null) {
      omitted.push({ path: rel, bytes, why });
      continue;
    }
    count++;
    total += bytes;
    upload.push(file);
  }
  return { upload, omitted };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Uploads every file under dir as the artifact `name` (paths inside the zip are relative to dir).
 * retentionDays 0 keeps the repository's default. Never throws.
 */
export async function uploadGateDir(
  dir: string,
  name: string,
  retentionDays: number,
  log: Logger,
  links?: ArtifactLinks,
): Promise<UploadResult> {
  try {
    const root = resolve(dir);
    const info = await lstat(root).catch(() => null);
    if (!info?.isDirectory()) return { name, error: `${dir} is not a directory` };
    const listed = await listFiles(root, log);
    if (listed.length === 0) return { name, error: `${dir} holds no files to upload` };
    const { upload: files, omitted } = await selectForUpload(root, listed);
    if (omitted.length > 0) {
      log.warn(
        `artifact: ${omitted.length} file(s) the trace does not name are left out of ${name} (over the caps for data user code writes); see ${UPLOAD_OMITTED}`,
      );
      const note = join(root, UPLOAD_OMITTED);
      // Whatever holds the name is replaced, never written through (`wx` after removing it).
      await rm(note, { force: true });
      await writeFile(
        note,
        `${JSON.stringify({ count: omitted.length, omitted: omitted.slice(0, 1000) }, null, 2)}\n`,
        { flag: 'wx' },
      );
      files.push(note);
    }

    log.info(`uploading ${files.length} file(s) from ${dir} as artifact ${name}`);
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    const res = await client.uploadArtifact(name, files, root, retentionDays > 0 ? { retentionDays } : {});
    const out: UploadedArtifact = { name };
    if (res.id !== undefined) out.id = res.id;
    if (res.size !== undefined) out.size = res.size;
    if (res.digest !== undefined) out.digest = res.digest;
    if (res.id !== undefined && links) {
      out.url = `${links.serverUrl}/${links.repo.owner}/${links.repo.repo}/actions/runs/${links.runId}/artifacts/${res.id}`;
    }
    return out;
  } catch (err) {
    return { name, error: `artifact upload failed: ${message(err)}` };
  }
}

export interface DownloadOptions {
  /** Needs `actions: read` on the repository. */
  token: string;
  owner: string;
  repo: string;
  /** The workflow run whose artifacts to take (workflow_run.id in mode report, this run in mode merge). */
  runId: number;
  /** An exact artifact name or a glob such as `gate-123-1-*` (picomatch). */
  pattern: string;
  /** Each artifact is extracted into `<destination>/<artifact name>/`. */
  destination: string;
  log: Logger;
  /**
   * Artifacts are untrusted input (SPEC §9): one whose zip is larger than this is not downloaded.
   * Default 64 MiB.
   */
  maxBytes?: number;
  /** At most this many bytes are written when an artifact is unpacked (all entries). Default 256 MiB. */
  maxUnpackedBytes?: number;
  /** At most this many entries (files and folders) in one artifact. Default 20,000. */
  maxEntries?: number;
}

export interface DownloadedArtifact {
  id: number;
  name: string;
  size: number;
  /** The folder the zip was extracted into. */
  path: string;
}

export interface DownloadFailure {
  id: number;
  name: string;
  error: string;
  /** `invalid`: the artifact itself is unusable (name, size, digest); `unavailable`: it could not be fetched. */
  kind: 'invalid' | 'unavailable';
}

/** Matching artifacts that arrived, and those that did not (too large, digest mismatch, I/O). */
export interface DownloadReport {
  artifacts: DownloadedArtifact[];
  failed: DownloadFailure[];
}

export type DownloadResult = DownloadReport | { error: string };

export function isDownloadError(r: DownloadResult): r is { error: string } {
  return 'error' in r;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
export const DEFAULT_MAX_ENTRIES = 20_000;

/**
 * The names an artifact of this gate may have (defaultArtifactName, or an `artifact-name` input of the
 * same shape): checked before anything — the artifact library's own messages included — can print a
 * name that came from another run, so a name cannot carry a workflow command (`##[error]…`) or a path.
 */
export const ARTIFACT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeArtifactName(name: unknown): name is string {
  return typeof name === 'string' && ARTIFACT_NAME_PATTERN.test(name) && !name.includes('..');
}

/** Why a zip cannot be unpacked within the caps; thrown by {@link unpackZip}. */
export class UnpackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnpackError';
  }
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((res, rej) => {
    yauzl.open(
      path,
      {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: true,
        validateEntrySizes: true,
        strictFileNames: true,
      },
      (err, zip) => (err || !zip ? rej(err ?? new Error('no archive')) : res(zip)),
    );
  });
}

/** Calls `each` for every entry of the central directory, in order, one at a time. */
function forEachEntry(zip: yauzl.ZipFile, each: (e: yauzl.Entry) => Promise<void>): Promise<void> {
  return new Promise((res, rej) => {
    zip.on('error', rej);
    zip.on('end', () => res());
    zip.on('entry', (e: yauzl.Entry) => {
      each(e).then(
        () => zip.readEntry(),
        (err: unknown) => rej(err),
      );
    });
    zip.readEntry();
  });
}

/**
 * Unpacks an untrusted zip into `dest` within the caps. The central directory is read first and the
 * archive refused, with nothing written, when it declares more entries or more bytes than allowed;
 * while unpacking, the bytes actually written are counted again (yauzl also checks each entry against
 * its declared size), so a lying header cannot write past the cap either. Only folders and regular
 * files are made (no links, whatever the entry's attributes say); yauzl refuses absolute names and
 * `..`.
 */
export async function unpackZip(
  zipPath: string,
  dest: string,
  caps: { maxBytes: number; maxEntries: number },
): Promise<{ entries: number; bytes: number }> {
  const survey = await openZip(zipPath);
  try {
    if (survey.entryCount > caps.maxEntries) {
      throw new UnpackError(`the zip has ${survey.entryCount} entries, more than ${caps.maxEntries}`);
    }
    let declared = 0;
    await forEachEntry(survey, async (e) => {
      declared += e.uncompressedSize;
      if (declared > caps.maxBytes) {
        throw new UnpackError(`the zip unpacks to more than ${caps.maxBytes} bytes`);
      }
    });
  } finally {
    survey.close();
  }
  const zip = await openZip(zipPath);
  let entries = 0;
  let bytes = 0;
  const root = resolve(dest);
  try {
    await mkdir(root, { recursive: true });
    await forEachEntry(zip, async (e) => {
      entries++;
      if (entries > caps.maxEntries)
        throw new UnpackError(`the zip has more than ${caps.maxEntries} entries`);
      const target = resolve(root, e.fileName);
      if (target !== root && !target.startsWith(`${root}/`)) {
        throw new UnpackError(`entry ${JSON.stringify(e.fileName)} leaves the folder`);
      }
      if (e.fileName.endsWith('/')) {
        await mkdir(target, { recursive: true });
        return;
      }
      await mkdir(dirname(target), { recursive: true });
      const stream = await new Promise<NodeJS.ReadableStream>((res, rej) =>
        zip.openReadStream(e, (err, s) => (err || !s ? rej(err ?? new Error('no stream')) : res(s))),
      );
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          if (bytes > caps.maxBytes)
            done(new UnpackError(`the zip unpacks to more than ${caps.maxBytes} bytes`));
          else done(null, chunk);
        },
      });
      // `wx`: a name given twice in one zip is refused rather than written over (or through a link).
      await pipeline(stream, count, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    });
  } finally {
    zip.close();
  }
  return { entries, bytes };
}

/**
 * Lists the artifacts of a workflow run through the REST API (the latest of each name), keeps those
 * whose name matches, and downloads and extracts each. Never throws: a listing failure is `{ error }`,
 * a failed artifact is reported in `failed`.
 *
 * @actions/artifact builds its REST client from GITHUB_API_URL (set by the runner), not from a URL
 * passed here.
 */
export async function downloadArtifacts(opts: DownloadOptions): Promise<DownloadResult> {
  const { log } = opts;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const findBy = {
    token: opts.token,
    workflowRunId: opts.runId,
    repositoryOwner: opts.owner,
    repositoryName: opts.repo,
  };
  let client: import('@actions/artifact').ArtifactClient;
  let listed: import('@actions/artifact').Artifact[];
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    client = new DefaultArtifactClient();
    listed = (await client.listArtifacts({ latest: true, findBy })).artifacts;
  } catch (err) {
    return { error: `cannot list the artifacts of run ${opts.runId}: ${message(err)}` };
  }

  const matches = picomatch(opts.pattern, { dot: true });
  const report: DownloadReport = { artifacts: [], failed: [] };
  // A name off the fixed pattern is refused before anything prints it; the failure names the
  // artifact by its id only.
  const named = listed.filter((x) => isSafeArtifactName(x.name));
  for (const a of listed.filter((x) => !isSafeArtifactName(x.name))) {
    if (matches(String(a.name))) {
      report.failed.push({
        id: a.id,
        name: `artifact #${a.id}`,
        kind: 'invalid',
        error: `artifact #${a.id}: its name is not of the form ${ARTIFACT_NAME_PATTERN.source}`,
      });
    }
  }
  for (const a of named.filter((x) => matches(x.name)).sort((x, y) => (x.name < y.name ? -1 : 1))) {
    if (a.size > maxBytes) {
      report.failed.push({
        id: a.id,
        name: a.name,
        kind: 'invalid',
        error: `artifact is ${a.size} bytes, more than ${maxBytes}`,
      });
      continue;
    }
    const path = join(opts.destination, a.name);
    // The zip lands in a folder of its own, then is unpacked by the gate within its caps: the
    // library's own extraction has none.
    const zipDir = join(opts.destination, `.zip-${a.id}`);
    try {
      log.info(`downloading artifact ${a.name} (${a.size} bytes) into ${path}`);
      const res = await client.downloadArtifact(a.id, {
        path: zipDir,
        findBy,
        skipDecompress: true,
        ...(a.digest ? { expectedHash: a.digest } : {}),
      });
      if (res.digestMismatch) {
        report.failed.push({
          id: a.id,
          name: a.name,
          kind: 'invalid',
          error: 'downloaded bytes do not match the artifact digest',
        });
        continue;
      }
      const files = await readdir(zipDir);
      if (files.length !== 1) throw new Error(`expected one zip file, found ${files.length}`);
      try {
        await unpackZip(join(zipDir, files[0] as string), path, {
          maxBytes: opts.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES,
          maxEntries: opts.maxEntries ?? DEFAULT_MAX_ENTRIES,
        });
      } catch (err) {
        await rm(path, { recursive: true, force: true });
        // An archive that is not a zip, or one past the caps, is the artifact's fault.
        report.failed.push({
          id: a.id,
          name: a.name,
          kind: 'invalid',
          error: `artifact cannot be unpacked: ${message(err)}`,
        });
        continue;
      }
      report.artifacts.push({ id: a.id, name: a.name, size: a.size, path });
    } catch (err) {
      report.failed.push({ id: a.id, name: a.name, kind: 'unavailable', error: message(err) });
    } finally {
      await rm(zipDir, { recursive: true, force: true });
    }
  }
  return report;
}
