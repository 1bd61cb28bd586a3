/**
 * Untrusted artifacts are bounded before anything is written (issue 25 item 5): the attacks as a fork
 * makes them — an artifact whose zip unpacks to far more than it weighs, one with a header that lies
 * about its size, one with a flood of entries, one whose name carries a workflow command — served by
 * the local artifact service and GitHub API and fetched over real HTTP by the real artifact client.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import {
  DEFAULT_MAX_ENTRIES,
  DEFAULT_MAX_UNPACKED_BYTES,
  downloadArtifacts,
  isDownloadError,
  isUploadFailure,
  uploadGateDir,
  UPLOAD_OMITTED,
  UPLOAD_USER_FILE_BYTES,
  UPLOAD_USER_FILES,
  type DownloadOptions,
  type DownloadReport,
} from '../../src/adapters/artifact.js';
import type { Logger } from '../../src/adapters/log.js';
import { readZip, startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer, type RunArtifact } from '../helpers/github-server.js';

const ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_API_URL',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
const scratch = mkdtempSync(join(tmpdir(), 'gate-artifact-bounds-'));
const OWNER = 'octo-org';
const REPO = 'octo-repo';
let results: ArtifactServer;
let github: GitHubServer;
let nextRun = 5100;

const lines: string[] = [];
const log: Logger = {
  info: (m) => lines.push(m),
  warn: (m) => lines.push(m),
  error: (m) => lines.push(m),
};

beforeAll(async () => {
  results = await startArtifactServer();
  github = await startGitHubServer({ owner: OWNER, repo: REPO });
  Object.assign(process.env, results.env(), {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: github.url,
  });
});

afterAll(async () => {
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  await Promise.all([results.close(), github.close()]);
  rmSync(scratch, { recursive: true, force: true });
});

afterEach(() => {
  const violations = [...results.violations, ...github.violations.map((v) => JSON.stringify(v))];
  results.violations.length = 0;
  github.reset();
  expect(violations).toEqual([]);
});

/** Everything the runner would print, captured (the artifact library writes to stdout). */
async function captured<T>(fn: () => Promise<T>): Promise<{ value: T; stdout: string }> {
  const write = process.stdout.write;
  let stdout = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    return { value: await fn(), stdout };
  } finally {
    process.stdout.write = write;
  }
}

interface ZipEntry {
  name: string;
  /** The bytes the entry unpacks to. */
  data: Buffer;
  /** What the headers claim it unpacks to (default: the truth). */
  declaredSize?: number;
}

/** A zip written byte by byte (deflate entries), so a test can make headers say what it likes. */
function makeZip(entries: ZipEntry[], declaredCount?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = deflateRawSync(e.data);
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredCount ?? entries.length, 8);
  end.writeUInt16LE(declaredCount ?? entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * A genuine upload under `name`, whose stored zip is then replaced by `zip` (size and digest updated,
 * as if the fork's job had uploaded those bytes): what the report job's listing and download see.
 */
async function planted(name: string, zip: Buffer): Promise<number> {
  const dir = join(mkdtempSync(join(scratch, 'up-')), '.gate');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'trace.json'), '{}');
  const { value } = await captured(() => uploadGateDir(dir, name, 0, log));
  expect(isUploadFailure(value)).toBe(false);
  const stored = results.artifacts.find((a) => a.name === name);
  if (stored === undefined) throw new Error('not stored');
  stored.blob = zip;
  stored.size = zip.length;
  stored.hash = `sha256:${createHash('sha256').update(zip).digest('hex')}`;
  const runId = nextRun++;
  github.setRunArtifacts(runId, () => results.restArtifacts().filter((a) => a.name === name));
  return runId;
}

async function download(
  runId: number,
  over: Partial<DownloadOptions> = {},
): Promise<{ report: DownloadReport; destination: string; stdout: string }> {
  const destination = mkdtempSync(join(scratch, 'down-'));
  const { value, stdout } = await captured(() =>
    downloadArtifacts({
      token: 'ghs_read',
      owner: OWNER,
      repo: REPO,
      runId,
      pattern: 'gate-*',
      destination,
      log,
      ...over,
    }),
  );
  if (isDownloadError(value)) throw new Error(value.error);
  return { report: value, destination, stdout };
}

const zeros = (n: number): Buffer => Buffer.alloc(n);

describe('downloadArtifacts unpacks within caps, before writing', () => {
  it('a small zip that unpacks past the byte cap is refused, and nothing is left in the destination', async () => {
    // 4 MiB of zeros compress to a few KiB: the zip is far below maxBytes, the unpacked tree is not.
    const zip = makeZip([
      { name: 'trace.json', data: Buffer.from('{}') },
      { name: 'out/cases.json', data: zeros(4 * 1024 * 1024) },
    ]);
    expect(zip.length).toBeLessThan(64 * 1024);
    const runId = await planted('gate-1-1-bomb', zip);
    const { report, destination } = await download(runId, { maxUnpackedBytes: 1024 * 1024 });
    expect(report.artifacts).toEqual([]);
    expect(report.failed).toEqual([
      {
        id: expect.any(Number),
        name: 'gate-1-1-bomb',
        kind: 'invalid',
        error: expect.stringContaining('more than 1048576 bytes'),
      },
    ]);
    expect(readdirSync(destination)).toEqual([]);
  });

  it('a header that understates the size cannot write past the cap', async () => {
    const zip = makeZip([{ name: 'out/cases.json', data: zeros(2 * 1024 * 1024), declaredSize: 10 }]);
    const runId = await planted('gate-1-1-liar', zip);
    const { report, destination } = await download(runId, { maxUnpackedBytes: 1024 * 1024 });
    expect(report.artifacts).toEqual([]);
    expect(report.failed[0]).toMatchObject({ kind: 'invalid', name: 'gate-1-1-liar' });
    expect(readdirSync(destination)).toEqual([]);
  });

  it('with the default caps: a zip that declares more than the cap is refused from its directory alone', async () => {
    const each = Math.floor(DEFAULT_MAX_UNPACKED_BYTES / 3);
    const zip = makeZip(
      [0, 1, 2, 3].map((i) => ({ name: `out/${i}.bin`, data: Buffer.from('x'), declaredSize: each })),
    );
    const runId = await planted('gate-1-1-declared', zip);
    const { report, destination } = await download(runId);
    expect(report.failed[0]?.error).toContain(`more than ${DEFAULT_MAX_UNPACKED_BYTES} bytes`);
    expect(readdirSync(destination)).toEqual([]);
  });

  it('a flood of entries is refused before any is written', async () => {
    const entries = Array.from({ length: 40 }, (_, i) => ({ name: `logs/${i}.log`, data: Buffer.from('.') }));
    const runId = await planted('gate-1-1-flood', makeZip(entries));
    const { report, destination } = await download(runId, { maxEntries: 25 });
    expect(report.failed[0]?.error).toContain('40 entries, more than 25');
    expect(readdirSync(destination)).toEqual([]);
    // The default is far above what a .gate holds, and far below what fills a disk with folders.
    expect(DEFAULT_MAX_ENTRIES).toBeGreaterThanOrEqual(10_000);
  });

  it('an entry that climbs out of the folder is refused', async () => {
    const runId = await planted(
      'gate-1-1-climb',
      makeZip([{ name: '../escape.txt', data: Buffer.from('x') }]),
    );
    const { report, destination } = await download(runId);
    expect(report.failed[0]).toMatchObject({ kind: 'invalid' });
    expect(existsSync(join(destination, '..', 'escape.txt'))).toBe(false);
    expect(readdirSync(destination)).toEqual([]);
  });

  it('an honest zip within the caps unpacks as before', async () => {
    const zip = makeZip([
      { name: 'trace.json', data: Buffer.from('{"ok":1}') },
      { name: 'logs/a.log', data: zeros(1000) },
    ]);
    const runId = await planted('gate-1-1-honest', zip);
    const { report } = await download(runId, { maxUnpackedBytes: 2000, maxEntries: 2 });
    expect(report.failed).toEqual([]);
    expect(report.artifacts.map((a) => a.name)).toEqual(['gate-1-1-honest']);
    expect(readdirSync(report.artifacts[0]?.path as string).sort()).toEqual(['logs', 'trace.json']);
  });
});

describe('artifact names are checked before anything prints them', () => {
  it.each([
    ['a workflow command', 'gate-1-1-x\n##[error]pwned'],
    ['a command after text', 'gate-1-1-x ::error::pwned'],
    ['a dot-dot name', 'gate-1-1-..'],
    ['quotes and spaces', 'gate-1-1-"x" y'],
  ])('%s: refused by id, never echoed to the log', async (_what, name) => {
    const zip = makeZip([{ name: 'trace.json', data: Buffer.from('{}') }]);
    const runId = await planted(`gate-1-1-real-${nextRun}`, zip);
    const real = results.restArtifacts().at(-1) as RunArtifact;
    github.setRunArtifacts(runId, [{ ...real, name }]);
    lines.length = 0;
    const { report, stdout } = await download(runId);
    expect(report.artifacts).toEqual([]);
    expect(report.failed).toEqual([
      {
        id: real.id,
        name: `artifact #${real.id}`,
        kind: 'invalid',
        error: expect.stringContaining('its name is not of the form'),
      },
    ]);
    const printed = [stdout, ...lines, JSON.stringify(report)].join('\n');
    expect(printed).not.toContain('pwned');
    expect(printed).not.toContain(name);
    // Nothing was fetched for it.
    expect(github.requests.map((r) => r.operationId)).toEqual(['actions/list-workflow-run-artifacts']);
  });
});

describe('uploadGateDir caps what user code wrote (GATE_OUT) like the logs', () => {
  it('files the trace names go; a large or surplus file it does not name is left out and noted', async () => {
    const dir = join(mkdtempSync(join(scratch, 'gate-out-')), '.gate');
    const write = (rel: string, bytes: Buffer | string): void => {
      mkdirSync(join(dir, rel, '..'), { recursive: true });
      writeFileSync(join(dir, rel), bytes);
    };
    // A named log may be up to the log cap (and the gate's own files are never dropped).
    write('logs/replay.log', zeros(UPLOAD_USER_FILE_BYTES));
    write('fixtures/t/seed-1/replay.json', '{}');
    write(
      'trace.json',
      JSON.stringify({
        artifact_digests: [
          { path: 'logs/replay.log', sha256: 'x' },
          { path: 'fixtures/t/seed-1/replay.json', sha256: 'y' },
        ],
      }),
    );
    // What a generator wrote into GATE_OUT: one file past the cap, then a flood of small ones.
    write('fixtures/t/seed-1/attempt/out/big.bin', zeros(UPLOAD_USER_FILE_BYTES + 1));
    write('fixtures/t/seed-1/attempt/out/cases.json', '{"seed":1}');
    for (let i = 0; i < UPLOAD_USER_FILES + 5; i++)
      write(`fixtures/t/seed-1/attempt/out/many/${String(i).padStart(5, '0')}`, '');
    const name = `gate-${nextRun++}-1-gate`;
    const { value } = await captured(() => uploadGateDir(dir, name, 0, log));
    expect(isUploadFailure(value)).toBe(false);
    const stored = results.artifacts.find((a) => a.name === name);
    const zip = await readZip(stored?.blob as Buffer);
    expect(zip.has('trace.json')).toBe(true);
    expect(zip.get('logs/replay.log')?.length).toBe(UPLOAD_USER_FILE_BYTES);
    expect(zip.has('fixtures/t/seed-1/replay.json')).toBe(true);
    expect(zip.has('fixtures/t/seed-1/attempt/out/cases.json')).toBe(true);
    expect(zip.has('fixtures/t/seed-1/attempt/out/big.bin')).toBe(false);
    const kept = [...zip.keys()].filter((k) => k.includes('/out/many/'));
    expect(kept.length).toBe(UPLOAD_USER_FILES - 1);
    const note = JSON.parse((zip.get(UPLOAD_OMITTED) as Buffer).toString('utf8')) as {
      count: number;
      omitted: { path: string; why: string }[];
    };
    expect(note.count).toBe(1 + 6);
    expect(note.omitted[0]).toMatchObject({ path: 'fixtures/t/seed-1/attempt/out/big.bin' });
  });
});
