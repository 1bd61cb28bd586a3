/**
 * The oracle is known by identity (issue 12, class 3), over generated link layouts in real git
 * repositories: the demo project's files and folders are moved behind symbolic links (chains of links,
 * linked folders at every depth, links that move with the folders they sit in), the layout is committed,
 * and a candidate edits the file some oracle name reaches — or retargets a link on the way to it.
 * Whatever the layout, scope never calls such a patch IN_SCOPE — except pinned inputs changed together
 * with other files, which are graded, and whose bytes the fixture stage then finds changed. The file
 * system of the checkout is the independent reference: what `lstat`/`readlink` reach is what the gate
 * must count as its own.
 */
import { describe, expect, it } from '@jest/globals';
import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import { join, posix } from 'node:path';
import fc from 'fast-check';
import { gradedPatch } from '../../src/patch/graded.js';
import { Oracle, resolveInBaseTree } from '../../src/oracle/reader.js';
import { hashInputs } from '../../src/oracle/inputs.js';
import { scopeAgainstBase } from '../../src/stages/scope.js';
import { LIB_PASS, project } from '../helpers/project.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { checkAsyncProperty } from './runs.js';

/** A leaf of the layout: a file, or a link to a repository path (made relative when committed). */
type Entry = { file: string } | { link: string };

/** Move what is at or under one path to a fresh folder, and leave a link to it in its place. */
interface Move {
  /** Pick among the paths the chosen name goes through (wherever earlier moves put them). */
  onName: boolean;
  pick: number;
  under: number;
  depth: number;
}

const ORACLE_NAMES = [
  'gate.yml',
  'specs/no_forbidden.mjs',
  'probes/forbidden.patch',
  'fixtures/lib/manifest.json',
  'fixtures/lib/gen.mjs',
  'invariants/behaviour.mjs',
];
const INPUT = 'fixtures/lib/input.txt';

function folders(keys: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const k of keys) {
    const parts = k.split('/');
    for (let i = 1; i < parts.length; i++) out.add(parts.slice(0, i).join('/'));
  }
  return [...out].sort();
}

/** Applies the moves to the demo project; `src/` and README.md stay where they are (the code edit). */
function layout(moves: readonly Move[], name: string): Map<string, Entry> {
  const tree = new Map<string, Entry>(
    Object.entries(project()).map(([k, v]) => [k, { file: String(v) }] as [string, Entry]),
  );
  const related = new Set([name, ...folders([name])]);
  moves.forEach((m, n) => {
    const all = [...tree.keys(), ...folders(tree.keys())]
      .filter((p) => p !== 'src' && !p.startsWith('src/') && p !== 'README.md')
      .sort();
    const near = all.filter((p) => related.has(p));
    const movable = m.onName && near.length > 0 ? near : all;
    const from = movable[m.pick % movable.length] as string;
    const homes = ['', ...folders(tree.keys())].filter((d) => d !== from && !d.startsWith(from + '/'));
    const home = homes[m.under % homes.length] as string;
    const fresh = [`l${n}`, ...Array.from({ length: m.depth }, (_, i) => `d${n}${i}`)].join('/');
    const to = home === '' ? fresh : `${home}/${fresh}`;
    for (const [k, v] of [...tree.entries()]) {
      if (k === from || k.startsWith(from + '/')) {
        tree.delete(k);
        tree.set(to + k.slice(from.length), v);
      }
    }
    tree.set(from, { link: to });
    for (const r of [...related])
      if (r === from || r.startsWith(from + '/')) {
        const moved = to + r.slice(from.length);
        for (const p of [moved, ...folders([moved])]) related.add(p);
      }
  });
  return tree;
}

function filesOf(tree: Map<string, Entry>): Files {
  const out: Files = {};
  for (const [k, v] of tree) {
    out[k] = 'file' in v ? v.file : { symlink: posix.relative(posix.dirname(k), v.link) || '.' };
  }
  return out;
}

/** Where a name leads in the checkout, by lstat and readlink: the links on the way and the file. */
function walk(root: string, name: string): { links: string[]; file: string | undefined } {
  const links: string[] = [];
  let pending = name.split('/');
  let done: string[] = [];
  for (let hops = 0; hops < 100;) {
    const c = pending.shift();
    if (c === undefined) return { links, file: undefined };
    const p = [...done, c].join('/');
    let info;
    try {
      info = lstatSync(join(root, p));
    } catch {
      return { links, file: undefined };
    }
    if (info.isSymbolicLink()) {
      hops++;
      links.push(p);
      const target = posix.normalize(posix.join(posix.dirname(p), readlinkSync(join(root, p))));
      pending = [...target.split('/'), ...pending];
      done = [];
    } else if (info.isDirectory()) done.push(c);
    else return { links, file: pending.length === 0 ? p : undefined };
  }
  throw new Error(`${name}: too many links`);
}

/** Each run makes a repository with two commits: about a second of git on a busy runner. */
const RUNS = Number(process.env.GATE_LINK_LAYOUT_RUNS ?? 40);

const moveArb = fc.record({
  pick: fc.nat(),
  under: fc.nat(),
  depth: fc.integer({ min: 0, max: 3 }),
  onName: fc.boolean(),
});
const caseArb = fc.record({
  moves: fc.array(moveArb, { minLength: 1, maxLength: 6 }),
  name: fc.integer({ min: 0, max: ORACLE_NAMES.length }), // the last index is the input
  retarget: fc.nat(), // 0 edits the file reached; k > 0 retargets the (k-1)-th link on the way, if any
  withCode: fc.boolean(),
});

type Case = { moves: Move[]; name: number; retarget: number; withCode: boolean };
const stats = { linked: 0 };

/** One generated case, end to end: layout, base commit, candidate commit, scope. */
async function checkCase({ moves, name: which, retarget, withCode }: Case): Promise<void> {
  const repo = new TestRepo('gate-oracle-prop-');
  try {
    const isInput = which === ORACLE_NAMES.length;
    const name = isInput ? INPUT : (ORACLE_NAMES[which] as string);
    const tree = layout(moves, name);
    const base = repo.commit(filesOf(tree), 'base');
    const reached = walk(repo.dir, name);
    stats.linked += reached.links.length > 0 ? 1 : 0;
    expect(reached.file).toBeDefined();

    // The gate's resolution in git's objects covers what the file system reaches.
    const oracle = new Oracle(repo.dir, base);
    const r = await resolveInBaseTree(oracle.tree, name);
    expect(r.ok).toBe(true);
    expect(r.paths).toEqual(expect.arrayContaining([...reached.links, reached.file]));

    const k = retarget % (reached.links.length + 1);
    const edit: Files =
      k === 0
        ? { [reached.file as string]: 'rewritten by the candidate\n' }
        : {
            [reached.links[k - 1] as string]: {
              symlink: posix.relative(posix.dirname(reached.links[k - 1] as string), 'decoy/mine'),
            },
            'decoy/mine': 'the candidate’s own oracle\n',
          };
    const head = repo.commit({ ...edit, ...(withCode ? { 'src/lib.mjs': LIB_PASS + '//x\n' } : {}) });
    // The changed paths as the run reads them (both sides of renames).
    const patchFile = join(repo.dir, '.git', 'gate-links.patch');
    const { changed } = await gradedPatch(repo.dir, base, head, patchFile);
    rmSync(patchFile, { force: true });
    // The inputs as the fixture stage hashes them, on the candidate checkout and on the base.
    const candidateInputs = await hashInputs(repo.dir, [INPUT]);
    repo.checkout(base, 'main');
    const baseInputs = await hashInputs(repo.dir, [INPUT]);
    const scope = await scopeAgainstBase(new Oracle(repo.dir, base), 'gate.yml', changed, {
      where: '',
    });
    if (isInput && !(k === 0 && !withCode)) {
      // Inputs changed together with other files are graded: the fixture stage must find them changed
      // (FIXTURE_MISMATCH), or unreadable (UNBOUND) — never the base's bytes.
      // A link on the way to the input may be on the way to oracle files too: then it is not graded.
      expect(['IN_SCOPE', 'CONTAMINATED']).toContain(scope.code);
      if (scope.code === 'IN_SCOPE')
        expect(candidateInputs.ok && baseInputs.ok && candidateInputs.digest === baseInputs.digest).toBe(
          false,
        );
      return;
    }
    if (k === 0) expect(scope.code).toBe(withCode ? 'CONTAMINATED' : 'TOOLCHAIN_PATCH');
    else expect(scope.code).toBe('CONTAMINATED'); // the decoy is no oracle file
    if (scope.code === 'CONTAMINATED' || scope.code === 'TOOLCHAIN_PATCH')
      expect(scope.scope.oracleTouched).toContain(Object.keys(edit)[0]);
  } finally {
    rmSync(join(repo.dir, '..'), { recursive: true, force: true });
  }
}

describe('oracle identity over generated link layouts (real git repositories)', () => {
  it(`an edit of what an oracle name reaches is never IN_SCOPE (${RUNS} layouts)`, async () => {
    stats.linked = 0;
    await checkAsyncProperty(
      'oracle identity: edits through generated link layouts',
      caseArb,
      checkCase,
      RUNS,
    );
    // The generator is not degenerate: most layouts put links on the way to the chosen name.
    expect(stats.linked).toBeGreaterThan(RUNS / 2);
  }, 600_000);
});
