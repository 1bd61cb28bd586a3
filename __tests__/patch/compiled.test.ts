/** Compiled code and loader-context files in a patch (src/patch/compiled.ts). */
import { describe, expect, it } from '@jest/globals';
import {
  compiledKind,
  compiledUngradable,
  loaderContextUngradable,
  packageLoaderChanged,
} from '../../src/patch/compiled.js';

describe('compiledKind', () => {
  it.each([
    ['pkg/__pycache__/codec.cpython-311.pyc', true],
    ['pkg/__PYCACHE__/codec.py', true],
    ['pkg/codec.pyc', true],
    ['pkg/codec.PYO', true],
    ['pkg/_speedups.cpython-311-x86_64-linux-gnu.so', true],
    ['lib/libx.so.1', true],
    ['pkg/_speedups.pyd', true],
    ['build/Release/addon.node', true],
    ['pkg/codec.py', false],
    ['src/so.js', false],
    ['docs/node.md', false],
    ['pkg/pycache.py', false],
  ])('%s: %s', (path, compiled) => {
    expect(compiledKind(path) !== null).toBe(compiled);
  });

  it('names every compiled path of the patch', () => {
    const u = compiledUngradable(['src/a.js', 'pkg/x.pyc', 'b.node']);
    expect(u.map((x) => [x.path, x.kind])).toEqual([
      ['pkg/x.pyc', 'compiled-code'],
      ['b.node', 'compiled-code'],
    ]);
  });
});

describe('packageLoaderChanged', () => {
  const j = (o: unknown) => Buffer.from(JSON.stringify(o));
  it('sees the loader fields only', () => {
    expect(
      packageLoaderChanged(j({ name: 'a', version: '1' }), j({ name: 'a', version: '2', dependencies: {} })),
    ).toEqual([]);
    expect(packageLoaderChanged(j({ name: 'a' }), j({ name: 'a', type: 'module' }))).toEqual(['type']);
    expect(
      packageLoaderChanged(j({ imports: { '#c': './a.js' } }), j({ imports: { '#c': './b.js' } })),
    ).toEqual(['imports']);
  });
  it('a file added, removed or unreadable counts as changed', () => {
    expect(packageLoaderChanged(null, j({}))).toEqual(['the whole file']);
    expect(packageLoaderChanged(j({}), null)).toEqual(['the whole file']);
    expect(packageLoaderChanged(j({}), Buffer.from('{'))).toEqual(['the whole file']);
    expect(packageLoaderChanged(null, null)).toEqual([]);
  });
});

describe('loaderContextUngradable', () => {
  const sides = (base: Record<string, string>, head: Record<string, string>) => ({
    base: async (p: string) => (p in base ? Buffer.from(base[p] as string) : null),
    head: async (p: string) => (p in head ? Buffer.from(head[p] as string) : null),
  });
  const invariants = ['gate/invariants/law.py', 'tests/props/x.mjs'];

  it('flags loader files in an invariant’s folder and above, not beside other code', async () => {
    const u = await loaderContextUngradable(
      [
        'gate/invariants/conftest.py',
        'gate/sitecustomize.py',
        'x.pth',
        'tsconfig.base.json',
        '.npmrc',
        'src/conftest.py',
        'gate/invariants/sub/conftest.py',
        'src/app.py',
      ],
      invariants,
      sides({}, {}),
    );
    expect(u.map((x) => x.path)).toEqual([
      'gate/invariants/conftest.py',
      'gate/sitecustomize.py',
      'x.pth',
      'tsconfig.base.json',
      '.npmrc',
    ]);
    expect(u.every((x) => x.kind === 'loader-context')).toBe(true);
  });

  it('a package.json above an invariant counts when its loader fields change', async () => {
    const changed = ['package.json', 'tests/package.json', 'src/package.json'];
    const u = await loaderContextUngradable(
      changed,
      invariants,
      sides(
        { 'package.json': '{"version":"1"}', 'tests/package.json': '{}', 'src/package.json': '{}' },
        {
          'package.json': '{"version":"2"}',
          'tests/package.json': '{"type":"commonjs"}',
          'src/package.json': '{"type":"module"}',
        },
      ),
    );
    expect(u.map((x) => x.path)).toEqual(['tests/package.json']);
    expect(u[0]?.reason).toContain('type');
  });

  it('no invariant, nothing to protect', async () => {
    expect(await loaderContextUngradable(['conftest.py'], [], sides({}, {}))).toEqual([]);
  });
});
