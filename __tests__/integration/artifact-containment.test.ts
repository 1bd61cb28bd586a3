/**
 * Paths from an artifact never escape the download folder (issue 8): a fork controls the zip its
 * `pull_request` job uploads, so the report and merge modes download zips whose entry names are
 * hostile — `../`, absolute, backslashes, a symbolic link entry. The real @actions/artifact client
 * downloads them through `downloadArtifacts` from the local results service and blob store; nothing
 * may land outside `<destination>/<artifact name>/`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { createHash } from 'node:crypto';
import {
  downloadArtifacts,
  isDownloadError,
  isUploadFailure,
  uploadGateDir,
} from '../../src/adapters/artifact.js';
import { silentLogger } from '../../src/adapters/log.js';
import { startArtifactServer, type ArtifactServer } from '../helpers/artifact-server.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A stored (uncompressed) zip; `mode` sets Unix permission bits (0o120777 marks a symbolic link). */
function zip(entries: Array<{ name: string; data: string; mode?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = Buffer.from(e.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by Unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const ENV_KEYS = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_API_URL',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
const scratch = mkdtempSync(join(tmpdir(), 'gate-artifact-slip-'));
let results: ArtifactServer;
let github: GitHubServer;
const RUN_ID = 5151;

beforeAll(async () => {
  results = await startArtifactServer();
  github = await startGitHubServer({ owner: 'o', repo: 'r' });
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

/** Every path under dir, links not followed. */
function tree(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    out.push(p);
    if (e.isDirectory()) out.push(...tree(p));
  }
  return out;
}

describe('a hostile artifact zip', () => {
  it('extracts nothing outside <destination>/<name>/, whatever its entry names', async () => {
    const src = join(scratch, 'src');
    mkdirSync(src);
    writeFileSync(join(src, 'trace.json'), '{}');
    const quiet = process.stdout.write;
    process.stdout.write = (() => true) as typeof process.stdout.write; // @actions/core progress lines
    try {
      expect(isUploadFailure(await uploadGateDir(src, 'gate-hostile', 0, silentLogger))).toBe(false);
    } finally {
      process.stdout.write = quiet;
    }
    const stored = results.artifacts.find((a) => a.name === 'gate-hostile');
    if (!stored) throw new Error('upload did not arrive');
    const hostile = zip([
      { name: 'trace.json', data: '{"verdict":"CLEAR"}' },
      { name: '../escaped-parent.txt', data: 'x' },
      { name: '../../escaped-grandparent.txt', data: 'x' },
      { name: 'a/../../escaped-via-dir.txt', data: 'x' },
      { name: '/tmp/gate-absolute-escape.txt', data: 'x' },
      { name: '..\\escaped-backslash.txt', data: 'x' },
      { name: 'link-out', data: '/etc', mode: 0o120777 },
    ]);
    stored.blob = hostile;
    stored.size = hostile.length;
    stored.hash = `sha256:${createHash('sha256').update(hostile).digest('hex')}`;
    github.setRunArtifacts(RUN_ID, () => results.restArtifacts());

    const destination = join(scratch, 'dest', 'inner');
    mkdirSync(destination, { recursive: true });
    const before = new Set(tree(scratch));
    process.stdout.write = (() => true) as typeof process.stdout.write;
    const r = await downloadArtifacts({
      token: 'ghs_read',
      owner: 'o',
      repo: 'r',
      runId: RUN_ID,
      pattern: 'gate-hostile',
      destination,
      log: silentLogger,
    }).finally(() => (process.stdout.write = quiet));
    if (isDownloadError(r)) throw new Error(r.error);
    const root = join(destination, 'gate-hostile');
    for (const p of tree(scratch)) {
      if (before.has(p)) continue;
      const rel = relative(root, p);
      expect({ p, inside: !rel.startsWith('..' + sep) && rel !== '..' }).toEqual({
        p,
        inside: true,
      });
      // No symbolic link was created from an entry.
      expect(lstatSync(p).isSymbolicLink()).toBe(false);
    }
    expect(existsSync('/tmp/gate-absolute-escape.txt')).toBe(false);
    // Whether it failed or extracted what was safe, it said which (never a silent partial success).
    expect(r.artifacts.length + r.failed.length).toBe(1);
  }, 30000);
});
