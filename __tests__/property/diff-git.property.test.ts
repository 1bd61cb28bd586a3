/**
 * Unified diffs as git itself prints them (issue 8): generated trees, committed in a real repository,
 * diffed with the gate's own adapter (`git diff --binary --find-renames`), parsed with `parseUnifiedDiff`
 * and compared with what git reports on its own (`--name-status -z`, `--numstat -z`): renames,
 * binary files, mode changes, missing trailing newlines, CRLF, and paths with spaces, quotes, tabs and
 * non-ASCII characters (which git prints quoted and octal-escaped).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { parseUnifiedDiff, touchedPaths } from '../../src/patch/diff.js';
import { gradedPatch } from '../../src/patch/graded.js';
import { readFileSync } from 'node:fs';
import { checkAsyncProperty } from './runs.js';

const root = mkdtempSync(join(tmpdir(), 'gate-diffprop-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });

/** What git itself says changed (`--name-status -z`), read here, independently of the gate's reader. */
function nameStatus(dir: string, a: string, b: string): { status: string; path: string; from?: string }[] {
  const parts = git(dir, 'diff', '--name-status', '-z', '--find-renames', a, b, '--').toString().split('\0');
  const out: { status: string; path: string; from?: string }[] = [];
  for (let i = 0; i + 1 < parts.length;) {
    const status = parts[i++] as string;
    if (status === '') break;
    if (/^[RC]/.test(status)) {
      const from = parts[i++] as string;
      out.push({ status: status[0] as string, from, path: parts[i++] as string });
    } else out.push({ status, path: parts[i++] as string });
  }
  return out;
}

/** A path segment: letters, spaces, quotes, a tab, non-ASCII letters and an emoji. */
const segment = fc
  .array(
    fc.constantFrom('a', 'b', 'z', '1', ' ', '-', '_', '.', 'é', 'ü', '日', '本', '😀', '"', '\t', "'", '#'),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((cs) => `n${cs.join('')}`);
const pathArb = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));

type Content = { lines: string[]; eol: '\n' | '\r\n'; finalNewline: boolean } | { binary: Buffer };
const textContent = fc.record({
  lines: fc.array(
    fc.constantFrom('alpha', 'beta', 'gamma δ', '', '  indented', '+plus', '-minus', '\\ back', '@@ x'),
    {
      minLength: 1,
      maxLength: 6,
    },
  ),
  eol: fc.constantFrom('\n' as const, '\r\n' as const),
  finalNewline: fc.boolean(),
});
const binaryContent = fc
  .uint8Array({ minLength: 1, maxLength: 40 })
  .map((a) => ({ binary: Buffer.from([0, ...a]) }));
const contentArb: fc.Arbitrary<Content> = fc.oneof(
  { weight: 4, arbitrary: textContent },
  { weight: 1, arbitrary: binaryContent },
);

const bytes = (c: Content): Buffer =>
  'binary' in c ? c.binary : Buffer.from(c.lines.join(c.eol) + (c.finalNewline ? c.eol : ''), 'utf8');

type Op = 'keep' | 'modify' | 'delete' | 'rename' | 'chmod' | 'modify+chmod';
const treeArb = fc.record({
  base: fc.uniqueArray(fc.tuple(pathArb, contentArb), {
    minLength: 1,
    maxLength: 5,
    selector: ([p]) => p.toLowerCase(),
  }),
  ops: fc.array(fc.constantFrom<Op>('keep', 'modify', 'delete', 'rename', 'chmod', 'modify+chmod'), {
    minLength: 5,
    maxLength: 5,
  }),
  edits: fc.array(contentArb, { minLength: 5, maxLength: 5 }),
  added: fc.array(fc.tuple(pathArb, contentArb), { maxLength: 2 }),
});

function write(dir: string, rel: string, data: Buffer): void {
  mkdirSync(dirname(join(dir, rel)), { recursive: true });
  writeFileSync(join(dir, rel), data);
}

/** Paths that are a prefix directory of another path cannot both exist; such trees are skipped. */
function conflicts(paths: string[]): boolean {
  const lower = paths.map((p) => p.toLowerCase());
  return lower.some((p, i) => lower.some((q, j) => i !== j && (q === p || q.startsWith(p + '/'))));
}

let counter = 0;

describe('unified diffs from real git (property-based)', () => {
  it('parses what git prints: statuses, paths, binary, modes and line counts agree with git (30 trees)', async () => {
    let renames = 0;
    let binaries = 0;
    let modes = 0;
    let quoted = 0;
    let trees = 0;
    await checkAsyncProperty(
      'diff: real git diff of generated trees',
      treeArb,
      async ({ base, ops, edits, added }) => {
        const renamedTo = base.map(([p]) => `moved/${p}`);
        if (conflicts([...base.map(([p]) => p), ...renamedTo, ...added.map(([p]) => p)])) return;
        trees++;
        const dir = join(root, `r${++counter}`);
        mkdirSync(dir);
        git(dir, 'init', '-q', '-b', 'main');
        git(dir, 'config', 'user.email', 't@example.com');
        git(dir, 'config', 'user.name', 't');
        git(dir, 'config', 'core.autocrlf', 'false');
        for (const [p, c] of base) write(dir, p, bytes(c));
        git(dir, 'add', '-A');
        git(dir, 'commit', '-q', '-m', 'base');
        const baseSha = git(dir, 'rev-parse', 'HEAD').toString().trim();

        const expectedAdded = new Map<string, string[]>();
        const contentChanged = new Set<string>();
        base.forEach(([p], i) => {
          const op = ops[i] as Op;
          const abs = join(dir, p);
          if (op === 'modify' || op === 'modify+chmod') {
            const next = bytes(edits[i] as Content);
            if (!next.equals(bytes(base[i]?.[1] as Content))) contentChanged.add(p);
            writeFileSync(abs, next);
          }
          if (op === 'chmod' || op === 'modify+chmod') chmodSync(abs, 0o755);
          if (op === 'delete') {
            rmSync(abs);
            contentChanged.add(p);
          }
          if (op === 'rename') {
            mkdirSync(dirname(join(dir, renamedTo[i] as string)), { recursive: true });
            renameSync(abs, join(dir, renamedTo[i] as string));
          }
        });
        for (const [p, c] of added) {
          write(dir, p, bytes(c));
          contentChanged.add(p);
          if (!('binary' in c)) {
            const text = bytes(c).toString('utf8');
            const lines = text === '' ? [] : text.split(c.eol);
            if (text.endsWith(c.eol)) lines.pop();
            expectedAdded.set(p, lines);
          }
        }
        git(dir, 'add', '-A');
        git(dir, 'commit', '-q', '--allow-empty', '-m', 'head');
        const headSha = git(dir, 'rev-parse', 'HEAD').toString().trim();

        // The patch the gate hands to specs, as the product writes it.
        const graded = await gradedPatch(dir, baseSha, headSha, join(root, `r${counter}.patch`));
        const patch = readFileSync(graded.file);
        const parsed = parseUnifiedDiff(patch.toString('utf8'));
        if (patch.includes('"')) quoted++;

        // Paths: the parser reads exactly the paths git's -z output names (quoted, escaped or not).
        const changes = nameStatus(dir, baseSha, headSha);
        const zPaths = [...new Set(changes.flatMap((c) => (c.from ? [c.from, c.path] : [c.path])))].sort();
        expect(touchedPaths(parsed)).toEqual(zPaths);

        // Per file: status, binary and line counts as git --numstat -z reports them.
        const numstat = git(
          dir,
          'diff',
          '--numstat',
          '-z',
          '--find-renames',
          baseSha,
          headSha,
          '--',
        ).toString();
        const counts = new Map<string, { add: string; del: string }>();
        const parts = numstat.split('\0');
        for (let i = 0; i < parts.length - 1;) {
          const [, add, del, path] = /^([^\t]*)\t([^\t]*)\t(.*)$/s.exec(parts[i++] as string) as unknown as [
            string,
            string,
            string,
            string,
          ];
          if (path === '') {
            i++; // rename: "add\tdel\t" then from, to
            counts.set(parts[i++] as string, { add, del });
          } else counts.set(path, { add, del });
        }
        for (const f of parsed.files) {
          const key = (f.newPath ?? f.oldPath) as string;
          const change = changes.find((c) => c.path === key);
          expect({ key, status: f.status[0]?.toUpperCase() }).toEqual({ key, status: change?.status[0] });
          if (f.status === 'renamed') renames++;
          const n = counts.get(key);
          if (n === undefined || !contentChanged.has(key)) {
            // A mode-only change or a pure rename: no lines.
            expect({ key, added: f.added, removed: f.removedCount }).toEqual({ key, added: [], removed: 0 });
          } else if (n.add === '-') {
            // git calls it binary; the gate's patch shows it as text when both sides are UTF-8 (a NUL is
            // still UTF-8), and as a GIT binary patch otherwise.
            const side = (rev: string, path: string | null | undefined): Buffer | null => {
              if (path === undefined || path === null) return null;
              try {
                return git(dir, 'cat-file', 'blob', `${rev}:${path}`);
              } catch {
                return null;
              }
            };
            const sides = [side(baseSha, f.oldPath), side(headSha, f.newPath)].filter((b) => b !== null);
            const utf8 = sides.every((b) => {
              try {
                new TextDecoder('utf-8', { fatal: true }).decode(b);
                return true;
              } catch {
                return false;
              }
            });
            if (!utf8) binaries++;
            expect({ key, binary: f.binary }).toEqual({ key, binary: !utf8 });
          } else {
            expect({ key, binary: f.binary, added: f.added.length, removed: f.removedCount }).toEqual({
              key,
              binary: false,
              added: Number(n.add),
              removed: Number(n.del),
            });
          }
          if (f.oldMode !== undefined && f.newMode !== undefined && f.oldMode !== f.newMode) {
            modes++;
            expect([f.oldMode, f.newMode]).toEqual(['100644', '100755']);
          }
          const want = expectedAdded.get(key);
          if (want !== undefined && f.status === 'added') {
            expect(f.added.map((a) => a.text)).toEqual(want);
            expect(f.added.map((a) => a.line)).toEqual(want.map((_, i) => i + 1));
          }
        }
        expect(graded.changed).toEqual(zPaths);
        rmSync(dir, { recursive: true, force: true });
        rmSync(graded.file, { force: true });
      },
      30,
    );
    // The generated trees exercised each kind of change.
    expect(trees).toBeGreaterThan(20);
    expect({ renames: renames > 0, binaries: binaries > 0, modes: modes > 0, quoted: quoted > 0 }).toEqual({
      renames: true,
      binaries: true,
      modes: true,
      quoted: true,
    });
  }, 120000);
});
