import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, win32 } from 'node:path';
import {
  checkRepoGlob,
  checkRepoPath,
  isRepoPath,
  isSamePath,
  isUnderIgnoringCase,
  pathFoldKey,
  pathsEqualIgnoringCase,
  resolveInside,
} from '../../src/patch/paths.js';

describe('checkRepoPath', () => {
  it.each([
    'a',
    'specs/no_bare_except.py',
    'fixtures/parser/inputs/a.txt',
    '.github/workflows/ci.yml',
    'a/.gitignore',
    'é/ü.txt',
    '...a',
    'a..',
    'a/b.',
    'a b/c',
    'C',
    'ab:c',
    'a/c:d',
    '.gate/trace.json',
    '.gitattributes',
    '.gitx/y',
  ])('accepts %j', (p) => {
    expect(checkRepoPath(p)).toBeUndefined();
    expect(isRepoPath(p)).toBe(true);
  });

  it.each([
    ['', 'empty path'],
    ['/etc/passwd', 'absolute path (write it relative to the repository root)'],
    ['//server/share', 'absolute path (write it relative to the repository root)'],
    ['..', "'..' segment leaves the repository"],
    ['../x', "'..' segment leaves the repository"],
    ['a/../../x', "'..' segment leaves the repository"],
    ['a/..', "'..' segment leaves the repository"],
    ['./a', 'not in canonical form (write "a")'],
    ['a//b', 'not in canonical form (write "a/b")'],
    ['a/', 'not in canonical form (write "a")'],
    ['a/./b', 'not in canonical form (write "a/b")'],
    ['.', 'not in canonical form (write "")'],
    ['a\\..\\..\\x', "contains '\\' (write '/' between segments)"],
    ['..\\x', "contains '\\' (write '/' between segments)"],
    ['C:/x', 'starts with a drive letter (write it relative to the repository root)'],
    ['c:x', 'starts with a drive letter (write it relative to the repository root)'],
    ['a\u0000b', 'contains a NUL character'],
    ['a\nb', 'contains a control character'],
    ['a\u007fb', 'contains a control character'],
    ['.git/config', "names git metadata ('.git')"],
    ['a/.GIT/hooks/pre-commit', "names git metadata ('.git')"],
    ['.git./config', "names git metadata ('.git')"],
    ['...', "a segment of only dots and spaces (Windows reads it as '.' or '..')"],
    ['a/.. /b', "a segment of only dots and spaces (Windows reads it as '.' or '..')"],
    [' ', "a segment of only dots and spaces (Windows reads it as '.' or '..')"],
    ['a'.repeat(4097), 'longer than 4096 characters'],
  ])('refuses %j: %s', (p, why) => {
    expect(checkRepoPath(p)).toBe(why);
    expect(isRepoPath(p)).toBe(false);
  });

  it('counts code points, not UTF-16 units, against the length limit', () => {
    expect(checkRepoPath('😀'.repeat(4096))).toBeUndefined();
    expect(checkRepoPath('😀'.repeat(4097))).toBe('longer than 4096 characters');
  });

  it('refuses values that are not strings', () => {
    expect(checkRepoPath(3)).toBe('expected a string');
    expect(checkRepoPath(null)).toBe('expected a string');
  });

  const piece = fc.constantFrom(
    '..',
    '.',
    '/',
    '\\',
    'a',
    'B',
    'é',
    '\u0000',
    ':',
    'C:',
    ' ',
    '.git',
    '\u2215',
    '%2e',
    '~',
    '😀',
    '',
  );
  const pathLike = fc.array(piece, { maxLength: 12 }).map((xs) => xs.join(''));

  it('never accepts a path that leaves the root, on POSIX or Windows (property)', () => {
    fc.assert(
      fc.property(pathLike, (p) => {
        if (checkRepoPath(p) !== undefined) return;
        const posixResolved = posix.resolve('/repo/root', p);
        expect(posixResolved.startsWith('/repo/root/')).toBe(true);
        expect(posix.normalize(p)).toBe(p);
        const winResolved = win32.resolve('C:\\repo\\root', p);
        expect(winResolved.toLowerCase().startsWith('c:\\repo\\root\\')).toBe(true);
        expect(p.includes('\u0000')).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it('never accepts a path that leaves the root, on arbitrary unicode strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (p) => {
        if (checkRepoPath(p) !== undefined) return;
        expect(posix.resolve('/repo/root', p).startsWith('/repo/root/')).toBe(true);
        expect(posix.normalize(p)).toBe(p);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('checkRepoGlob', () => {
  it.each(['.github/workflows/**', '**/*.py', 'gate.yml', '.git/**', 'a/{b,c}/*'])('accepts %j', (g) => {
    expect(checkRepoGlob(g)).toBeUndefined();
  });
  it.each([
    ['', 'empty glob'],
    ['!secret/**', "starts with '!' (negated globs are not allowed here)"],
    ['/abs/**', 'absolute (write it relative to the repository root)'],
    ['../**', "'..' segment leaves the repository"],
    ['./a/**', 'not in canonical form (write "a/**")'],
    ['a\\*', "contains '\\' (write '/' between segments)"],
    ['D:/x', 'starts with a drive letter (write it relative to the repository root)'],
    ['a\tb', 'contains a control character'],
    [7, 'expected a string'],
  ])('refuses %j: %s', (g, why) => {
    expect(checkRepoGlob(g)).toBe(why);
  });
});

describe('case and normalisation aliases', () => {
  it.each([
    ['.github/workflows/ci.yml', '.GitHub/workflows/ci.yml'],
    ['.github/workflows/ci.yml', '.GITHUB/WORKFLOWS/CI.YML'],
    ['specs/x.py', 'Specs/X.py'],
    ['café.txt', 'cafe\u0301.txt'], // NFC vs NFD, as macOS may store it
    ['gate.yml', 'gate.yml.'], // Windows drops trailing dots
    ['gate.yml', 'GATE.YML '], // and trailing spaces
    ['straße', 'STRASSE'],
  ])('%j and %j may alias', (a, b) => {
    expect(isSamePath(a, b)).toBe(false);
    expect(pathsEqualIgnoringCase(a, b)).toBe(true);
    expect(pathFoldKey(a)).toBe(pathFoldKey(b));
  });

  it.each([
    ['specs/x.py', 'specs/y.py'],
    ['a/b', 'a/bb'],
  ])('%j and %j do not', (a, b) => {
    expect(pathsEqualIgnoringCase(a, b)).toBe(false);
  });

  it('isSamePath compares canonical paths exactly', () => {
    expect(isSamePath('a/b', 'a/b')).toBe(true);
  });

  it('isUnderIgnoringCase sees a file under a differently cased folder', () => {
    expect(isUnderIgnoringCase('.GitHub/Workflows/evil.yml', '.github/workflows')).toBe(true);
    expect(isUnderIgnoringCase('.github/workflows', '.github/workflows')).toBe(true);
    expect(isUnderIgnoringCase('.github/workflows-x/a', '.github/workflows')).toBe(false);
  });
});

describe('resolveInside (real folders and symbolic links)', () => {
  let base: string;
  let root: string;
  let outside: string;

  beforeAll(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'gate-paths-')));
    root = join(base, 'repo');
    outside = join(base, 'outside');
    mkdirSync(join(root, 'specs', 'deep'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(root, 'specs', 'a.py'), 'print(1)\n');
    writeFileSync(join(root, 'specs', 'deep', 'b.txt'), 'b\n');
    writeFileSync(join(outside, 'secret.txt'), 'secret\n');
    symlinkSync('a.py', join(root, 'specs', 'alias.py')); // inside
    symlinkSync('deep', join(root, 'specs', 'deeplink')); // a folder inside
    symlinkSync(join(outside, 'secret.txt'), join(root, 'specs', 'abs-out.txt')); // absolute, outside
    symlinkSync('../../outside/secret.txt', join(root, 'specs', 'rel-out.txt')); // relative, outside
    symlinkSync(outside, join(root, 'outdir')); // a folder outside
    symlinkSync('../../outside/nothing.txt', join(root, 'specs', 'dangling-out.txt'));
    symlinkSync('nothing.txt', join(root, 'specs', 'dangling-in.txt'));
    symlinkSync('loop2', join(root, 'loop1'));
    symlinkSync('loop1', join(root, 'loop2'));
    symlinkSync('..', join(root, 'specs', 'up')); // points at the root itself: fine
    symlinkSync('../..', join(root, 'specs', 'upup')); // points above the root
  });

  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  it('resolves a plain file to its real path', async () => {
    await expect(resolveInside(root, 'specs/a.py')).resolves.toEqual({
      ok: true,
      path: join(root, 'specs', 'a.py'),
    });
  });

  it('follows links that stay inside', async () => {
    await expect(resolveInside(root, 'specs/alias.py')).resolves.toEqual({
      ok: true,
      path: join(root, 'specs', 'a.py'),
    });
    await expect(resolveInside(root, 'specs/deeplink/b.txt')).resolves.toEqual({
      ok: true,
      path: join(root, 'specs', 'deep', 'b.txt'),
    });
    await expect(resolveInside(root, 'specs/up/specs/a.py')).resolves.toEqual({
      ok: true,
      path: join(root, 'specs', 'a.py'),
    });
  });

  it('works when the root itself is reached through a link', async () => {
    const via = join(base, 'root-link');
    symlinkSync(root, via);
    await expect(resolveInside(via, 'specs/alias.py')).resolves.toEqual({
      ok: true,
      path: join(root, 'specs', 'a.py'),
    });
  });

  it.each([
    ['specs/abs-out.txt', 'symbolic link specs/abs-out.txt leads outside the repository'],
    ['specs/rel-out.txt', 'symbolic link specs/rel-out.txt leads outside the repository'],
    ['outdir/secret.txt', 'symbolic link outdir leads outside the repository'],
    ['specs/dangling-out.txt', 'symbolic link specs/dangling-out.txt leads outside the repository'],
    ['specs/upup/outside/secret.txt', 'symbolic link specs/upup leads outside the repository'],
  ])('refuses %s: a link out of the root', async (rel, reason) => {
    await expect(resolveInside(root, rel)).resolves.toEqual({ ok: false, kind: 'outside', reason });
  });

  it.each([
    ['specs/none.py', 'missing'],
    ['none/x.py', 'missing'],
    ['specs/a.py/x', 'missing'],
    ['specs/dangling-in.txt', 'missing (symbolic link specs/dangling-in.txt points to nothing)'],
  ])('reports %s as missing', async (rel, reason) => {
    await expect(resolveInside(root, rel)).resolves.toEqual({ ok: false, kind: 'missing', reason });
  });

  it('refuses unclean paths before touching the file system', async () => {
    await expect(resolveInside(root, '../outside/secret.txt')).resolves.toEqual({
      ok: false,
      kind: 'invalid',
      reason: "'..' segment leaves the repository",
    });
    await expect(resolveInside(root, join(outside, 'secret.txt'))).resolves.toMatchObject({
      ok: false,
      kind: 'invalid',
    });
  });

  it('reports a link loop', async () => {
    await expect(resolveInside(root, 'loop1')).resolves.toEqual({
      ok: false,
      kind: 'error',
      reason: 'loop1: symbolic link loop',
    });
  });

  it('expects a regular file unless told otherwise', async () => {
    await expect(resolveInside(root, 'specs/deep')).resolves.toEqual({
      ok: false,
      kind: 'not-a-file',
      reason: 'a directory, not a file',
    });
    await expect(resolveInside(root, 'specs/deep', { expect: 'directory' })).resolves.toEqual({
      ok: true,
      path: join(root, 'specs', 'deep'),
    });
    await expect(resolveInside(root, 'specs/a.py', { expect: 'directory' })).resolves.toEqual({
      ok: false,
      kind: 'not-a-directory',
      reason: 'not a directory',
    });
    await expect(resolveInside(root, 'specs/deeplink', { expect: 'any' })).resolves.toEqual({
      ok: true,
      path: join(root, 'specs', 'deep'),
    });
  });

  it('reports a root that does not exist', async () => {
    await expect(resolveInside(join(base, 'nope'), 'a')).resolves.toMatchObject({ ok: false, kind: 'error' });
  });
});
