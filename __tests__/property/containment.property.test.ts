/**
 * Containment on a real file system (issue 8): no path from a manifest, a config, a witness or an
 * artifact escapes its root. Generated paths — `..`, absolute, backslashes, symbolic links in and out
 * (relative, absolute, chained, dangling, looping), case variants of `.git`, NUL and other controls,
 * Unicode look-alikes — are resolved with `resolveInside` and read through the `Oracle`; whatever
 * resolves must be a clean repository path whose real location is inside the root.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { checkRepoPath, resolveInside } from '../../src/patch/paths.js';
import { Oracle, OracleError } from '../../src/oracle/reader.js';
import { cleanRelativePath } from '../../src/report/annotations.js';
import { parseWitness } from '../../src/stages/spec-run.js';
import { checkAsyncProperty, checkProperty } from './runs.js';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'gate-contain-')));
const root = join(base, 'repo');
const SECRET = 'outside-secret-value';

beforeAll(() => {
  const outside = join(base, 'outside');
  mkdirSync(join(root, 'specs', 'deep'), { recursive: true });
  mkdirSync(join(root, '.git'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), SECRET);
  writeFileSync(join(root, '.git', 'config'), SECRET);
  writeFileSync(join(root, 'specs', 'a.py'), 'inside\n');
  writeFileSync(join(root, 'specs', 'deep', 'b.py'), 'inside\n');
  writeFileSync(join(root, 'Readme.md'), 'inside\n');
  symlinkSync('a.py', join(root, 'specs', 'alias.py'));
  symlinkSync('deep', join(root, 'specs', 'dlink'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'specs', 'abs-out'));
  symlinkSync('../../outside/secret.txt', join(root, 'specs', 'rel-out'));
  symlinkSync(outside, join(root, 'outdir'));
  symlinkSync('../outdir', join(root, 'specs', 'chain-out'));
  symlinkSync('/proc/self/environ', join(root, 'specs', 'environ'));
  symlinkSync('../.git/config', join(root, 'specs', 'gitcfg'));
  symlinkSync('nothing', join(root, 'specs', 'dangling'));
  symlinkSync('loop2', join(root, 'loop1'));
  symlinkSync('loop1', join(root, 'loop2'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const SEGMENTS = [
  'specs',
  'a.py',
  'deep',
  'b.py',
  'alias.py',
  'dlink',
  'abs-out',
  'rel-out',
  'outdir',
  'chain-out',
  'environ',
  'gitcfg',
  'dangling',
  'loop1',
  'secret.txt',
  'Readme.md',
  'README.MD',
  'SPECS',
  '.git',
  '.GIT',
  '.Git.',
  '.git ',
  'config',
  '..',
  '.',
  '',
  '.. ',
  '...',
  ' ',
  'outside',
  'repo',
  '\u2024\u2024', // ONE DOT LEADER ×2, looks like ..
  '\uff0e\uff0e', // FULLWIDTH FULL STOP ×2
  'a\u0000.py',
  'a\u001f',
  'C:',
  '~',
  '%2e%2e',
];
const hostilePath = fc
  .tuple(
    fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 5 }),
    fc.constantFrom('/', '/', '/', '\\', '//'),
    fc.constantFrom('', '', '', '/', './', base + '/', root + '/'),
  )
  .map(([segs, sepr, prefix]) => prefix + segs.join(sepr));
/** Plain paths through the tree (links included), so that many resolve and are checked too. */
const plainPath = fc
  .array(
    fc.constantFrom('specs', 'a.py', 'deep', 'b.py', 'alias.py', 'dlink', 'Readme.md', 'outdir', 'rel-out'),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .map((segs) => segs.join('/'));
const pathArb = fc.oneof(hostilePath, plainPath);

const insideRoot = (p: string) => {
  const r = relative(realpathSync(root), p);
  return r !== '..' && !r.startsWith('..' + sep) && !r.startsWith(sep) && !/^[A-Za-z]:/.test(r);
};

describe('containment on a real tree (property-based)', () => {
  it('resolveInside returns only clean paths whose real location is inside the root (5,000 runs)', async () => {
    let resolved = 0;
    await checkAsyncProperty(
      'containment: resolveInside on generated paths',
      pathArb,
      async (p) => {
        const r = await resolveInside(root, p, { expect: 'any' });
        if (!r.ok) return;
        resolved++;
        expect(checkRepoPath(p)).toBeUndefined();
        expect(insideRoot(r.path)).toBe(true);
        expect(insideRoot(realpathSync(r.path))).toBe(true);
        expect(r.path.split(sep)).not.toContain('.git');
      },
      5000,
    );
    expect(resolved).toBeGreaterThan(100);
  });

  it('a symbolic link into .git is refused like one that leaves the root', async () => {
    expect(await resolveInside(root, 'specs/gitcfg')).toMatchObject({ ok: false, kind: 'outside' });
    expect(await resolveInside(root, 'specs/environ')).toMatchObject({ ok: false, kind: 'outside' });
    expect(await resolveInside(root, 'specs/alias.py')).toMatchObject({ ok: true });
  });

  it('the oracle never reads the outside file, git metadata or /proc through any generated path (3,000 runs)', async () => {
    const oracle = new Oracle(root);
    let read = 0;
    await checkAsyncProperty(
      'containment: Oracle.readText on generated paths',
      pathArb,
      async (p) => {
        try {
          const text = await oracle.readText(p);
          expect(text).toBe('inside\n');
          read++;
        } catch (err) {
          expect(err).toBeInstanceOf(OracleError);
        }
      },
      3000,
    );
    expect(read).toBeGreaterThan(30);
  });

  it('a witness a spec prints keeps only a clean repository path; annotations refuse the rest (5,000 runs)', () => {
    checkProperty(
      'containment: witness paths from spec output',
      fc.tuple(pathArb, fc.option(fc.integer(), { nil: undefined })),
      ([p, line]) => {
        const { witness } = parseWitness(JSON.stringify({ witness: { path: p, line }, message: 'm' }) + '\n');
        if (witness !== undefined) expect(checkRepoPath(witness.path)).toBeUndefined();
        const clean = cleanRelativePath(p);
        if (clean !== undefined) {
          expect(clean.startsWith('/')).toBe(false);
          expect(clean.split('/').some((s) => s === '..' || s === '.' || s === '')).toBe(false);
        }
      },
      5000,
    );
  });
});
