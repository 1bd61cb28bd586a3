/**
 * Manifest inputs by glob (SPEC §2, §10): expanded on the base revision's tree from git objects, in
 * sorted order, bounded with an honest reason; files the patch adds under a glob are found.
 */
import { describe, expect, it } from '@jest/globals';
import {
  MAX_GLOB_VISITS,
  MAX_INPUTS,
  addedUnderGlobs,
  expandInputs,
  expandInputsOnDisk,
  isInputGlob,
  parseManifest,
  resolveManifestFiles,
} from '../../src/oracle/manifest.js';
import { gitBaseTree, type BaseTree, type TreeEntry } from '../../src/oracle/base-tree.js';
import { TestRepo } from '../helpers/repo.js';

/** A base tree held in memory: folders as nested objects, files as strings. */
type Node = { [name: string]: Node | string };
function memTree(root: Node): BaseTree {
  const ids = new Map<string, Node>();
  const idOf = (n: Node): string => {
    const id = `t${ids.size}`;
    ids.set(id, n);
    return id;
  };
  const rootId = idOf(root);
  return {
    root: async () => rootId,
    entries: async (id) => {
      const n = ids.get(id) as Node;
      const out = new Map<string, TreeEntry>();
      for (const [name, v] of Object.entries(n))
        out.set(
          name,
          typeof v === 'string'
            ? {
                mode: v === 'submodule' ? '160000' : '100644',
                type: v === 'submodule' ? 'commit' : 'blob',
                id: v,
              }
            : { mode: '040000', type: 'tree', id: idOf(v) },
        );
      return out;
    },
    linkTarget: async () => Buffer.alloc(0),
  };
}

describe('parseManifest with globs', () => {
  const m = (inputs: unknown) =>
    parseManifest(JSON.stringify({ generator: 'g.py', generator_id: 'g/1', inputs, seed: 1 }), 'm.json');

  it('accepts globs beside paths', () => {
    expect(m(['data/**/*.txt', 'a.txt']).ok).toBe(true);
  });

  it('a path with parentheses or other punctuation is a path, not a glob', () => {
    for (const p of ['data/file(1).txt', 'data/a+b.txt', 'data/@x.txt', 'data/a!b.txt'])
      expect(isInputGlob(p)).toBe(false);
    for (const p of ['data/*.txt', 'data/x?.txt', 'data/[ab].txt', 'data/{a,b}.txt', 'data/**'])
      expect(isInputGlob(p)).toBe(true);
  });

  it.each([['../*.txt'], ['/abs/*.txt'], ['!data/*.txt'], ['data/../../*']])(
    'refuses %s, a glob that leaves the repository or negates',
    (glob) => {
      const r = m([glob]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/^m\.json: inputs\[0\]: /);
    },
  );
});

describe('expandInputs', () => {
  const tree = memTree({
    'a.txt': 'x',
    data: { 'b.txt': 'x', 'a.txt': 'x', 'note.md': 'x', deep: { 'c.txt': 'x' }, vendored: 'submodule' },
  });

  it('literal entries stay as listed; each glob adds its matches sorted, each path once', async () => {
    const r = await expandInputs(tree, ['a.txt', 'data/**/*.txt', 'data/a.txt'], 'm.json');
    expect(r).toEqual({
      ok: true,
      inputs: ['a.txt', 'data/a.txt', 'data/b.txt', 'data/deep/c.txt'],
      globs: ['data/**/*.txt'],
    });
  });

  it('without globs, the list is the manifest', async () => {
    expect(await expandInputs(tree, ['x/y.txt'], 'm.json')).toEqual({
      ok: true,
      inputs: ['x/y.txt'],
      globs: [],
    });
  });

  it('a glob matching nothing (a submodule is no file) is a manifest defect, named', async () => {
    expect(await expandInputs(tree, ['data/vendored*'], 'm.json')).toEqual({
      ok: false,
      reason: 'm.json: inputs[0]: "data/vendored*": matches no file on the base revision',
    });
    expect((await expandInputs(tree, ['nowhere/*.txt'], 'm.json')).ok).toBe(false);
  });

  it(`an expansion past ${MAX_INPUTS} files is refused with the cap named`, async () => {
    const many: Node = {};
    for (let i = 0; i <= MAX_INPUTS; i++) many[`f${i}.txt`] = 'x';
    const r = await expandInputs(memTree({ data: many }), ['data/*.txt'], 'm.json');
    expect(r).toEqual({
      ok: false,
      reason: `m.json: inputs[0]: "data/*.txt": the inputs expand to more than ${MAX_INPUTS} files`,
    });
  });

  it(`a glob over a tree of more than ${MAX_GLOB_VISITS} entries is refused, not walked to the end`, async () => {
    const wide: Node = {};
    for (let i = 0; i <= MAX_GLOB_VISITS; i++) wide[`f${i}.bin`] = 'x';
    const r = await expandInputs(memTree({ data: wide, 'a.txt': 'x' }), ['**/*.txt'], 'm.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/reach more than 200000 entries of the base tree/);
  });

  it('reads a real repository from git objects, not from the checkout', async () => {
    const repo = new TestRepo();
    const base = repo.commit({ 'data/b.txt': 'b', 'data/a.txt': 'a' }, 'base');
    repo.write({ 'data/c.txt': 'not committed' });
    const r = await expandInputs(gitBaseTree(repo.dir, base), ['data/*.txt'], 'm.json');
    expect(r).toEqual({ ok: true, inputs: ['data/a.txt', 'data/b.txt'], globs: ['data/*.txt'] });
  });
});

describe('addedUnderGlobs', () => {
  it('names changed paths under a glob that the base expansion does not hold, case-folded', () => {
    expect(
      addedUnderGlobs(
        ['data/new.txt', 'data/a.txt', 'Data/X.TXT', 'src/a.txt'],
        ['data/*.txt'],
        ['data/a.txt'],
      ),
    ).toEqual(['data/new.txt', 'Data/X.TXT']);
    expect(addedUnderGlobs(['data/new.txt'], [], [])).toEqual([]);
  });
});

describe('resolveManifestFiles (gate check) with globs', () => {
  it('expands a glob on the checkout, sorted; one matching nothing names its entry', async () => {
    const repo = new TestRepo();
    repo.commit({ 'g.py': 'x', 'data/b.txt': 'b', 'data/sub/a.txt': 'a', 'data/c.md': 'c' }, 'base');
    const manifest = { generator: 'g.py', generator_id: 'g/1', inputs: ['data/**/*.txt'], seeds: [1] };
    const r = await resolveManifestFiles(repo.dir, manifest, 'm.json');
    expect(r.ok && r.inputs.map((p) => p.slice(p.indexOf('/data/') + 1))).toEqual([
      'data/b.txt',
      'data/sub/a.txt',
    ]);
    const none = await resolveManifestFiles(
      repo.dir,
      { ...manifest, inputs: ['a.txt', 'data/*.json'] },
      'm.json',
    );
    expect(none).toEqual({
      ok: false,
      field: 'inputs[1]',
      reason: 'm.json: inputs[1]: "data/*.json": matches no file',
    });
  });
});

describe('expandInputsOnDisk (gate fixture bind)', () => {
  it('expands on the working tree, sorted, literal entries kept, none matching named', () => {
    const repo = new TestRepo();
    repo.write({ 'in/b.txt': 'b', 'in/a.txt': 'a', 'in/x.md': 'x', 'z.txt': 'z' });
    expect(expandInputsOnDisk(repo.dir, ['z.txt', 'in/*.txt'], 'm.json')).toEqual({
      ok: true,
      inputs: ['z.txt', 'in/a.txt', 'in/b.txt'],
      globs: ['in/*.txt'],
    });
    expect(expandInputsOnDisk(repo.dir, ['in/*.json'], 'm.json')).toEqual({
      ok: false,
      reason: 'm.json: inputs[0]: "in/*.json": matches no file',
    });
  });
});
