/**
 * Base layouts with symbolic links on the way to the gate's own files (issue 12, class 3), shared by
 * the gate-mode and report-mode tests so both modes are held to the same cases.
 */
import { GENERATOR, INVARIANT, LIB_PASS, PROBE, gateYml, project } from './project.js';
import type { Files } from './repo.js';

export const CODE_EDIT = { 'src/lib.mjs': LIB_PASS + '// tidy\n' };
/** A spec that rejects nothing: what a candidate would like the gate to run after it merges. */
export const NEUTERED = 'process.exit(0);\n';

/** `files` with what is at or under `from` moved to `to`, and `from` a link with the given target. */
export function linked(files: Files, from: string, to: string, target: string): Files {
  const out: Files = {};
  for (const [p, v] of Object.entries(files)) {
    if (p === from || p.startsWith(from + '/')) out[to + p.slice(from.length)] = v;
    else out[p] = v;
  }
  out[from] = { symlink: target };
  return out;
}

/** Base layouts with links on the way to oracle files, and a candidate edit of a file they reach. */
export const LINK_LAYOUTS: [name: string, base: Files, edit: Files][] = [
  [
    'gate.yml -> ci/gate.yml, the candidate edits ci/gate.yml',
    linked(project(), 'gate.yml', 'ci/gate.yml', 'ci/gate.yml'),
    { 'ci/gate.yml': gateYml({ budgets: { retry_cap: 9 } }) },
  ],
  [
    'a linked specs/ folder, the candidate edits the spec it reaches',
    linked(project(), 'specs', 'tools/checks', 'tools/checks'),
    { 'tools/checks/no_forbidden.mjs': NEUTERED },
  ],
  [
    'a linked probes/ folder, the candidate edits the probe',
    linked(project(), 'probes', 'meta/p', 'meta/p'),
    { 'meta/p/forbidden.patch': PROBE.replace('FORBIDDEN', 'ALLOWED') },
  ],
  [
    'a linked fixtures/ parent (manifest, generator, inputs), the candidate edits the generator',
    linked(project(), 'fixtures', 'testdata/deep/fx', 'testdata/deep/fx'),
    { 'testdata/deep/fx/lib/gen.mjs': GENERATOR + '// changed\n' },
  ],
  [
    'a linked fixtures/lib/ folder at depth 2, the candidate edits the manifest',
    linked(project(), 'fixtures/lib', 'data/lib', '../data/lib'),
    {
      'data/lib/manifest.json': JSON.stringify({
        generator: 'fixtures/lib/gen.mjs',
        generator_id: 'x/1',
        inputs: ['fixtures/lib/input.txt'],
        seed: 1,
      }),
    },
  ],
  [
    'a linked invariant file, the candidate edits its target',
    {
      ...project(),
      'invariants/behaviour.mjs': { symlink: '../checks/inv.mjs' },
      'checks/inv.mjs': INVARIANT,
    },
    { 'checks/inv.mjs': 'process.exit(0);\n' },
  ],
  [
    'a chain gate.yml -> a.yml -> conf/b.yml with conf a linked folder, the candidate edits the end',
    {
      ...project(),
      'gate.yml': { symlink: 'a.yml' },
      'a.yml': { symlink: 'conf/b.yml' },
      conf: { symlink: 'etc2/x/conf' },
      'etc2/x/conf/b.yml': gateYml(),
    },
    { 'etc2/x/conf/b.yml': gateYml({ budgets: { retry_cap: 9 } }) },
  ],
  [
    'a generator reached through a link inside a linked folder',
    {
      ...project(),
      'fixtures/lib/gen.mjs': { symlink: '../../gen/current.mjs' },
      gen: { symlink: 'versions/v1' },
      'versions/v1/current.mjs': GENERATOR,
    },
    { 'versions/v1/current.mjs': GENERATOR + '// changed\n' },
  ],
  [
    'the ledger is a dangling link: the candidate creates its target',
    { ...project(), 'gate-freezes.json': { symlink: 'ops/freezes.json' } },
    { 'ops/freezes.json': '{"version":1,"freezes":[]}\n' },
  ],
];

/** Links on the way to oracle files that cannot be followed inside the repository. */
export const UNFOLLOWABLE_LINKS: [name: string, links: Files][] = [
  ['a linked specs/ folder out of the repository', { specs: { symlink: '/tmp' } }],
  ['gate.yml a link out of the repository', { 'gate.yml': { symlink: '/etc/hostname' } }],
  [
    'a probe through ../ out of the repository',
    { 'probes/forbidden.patch': { symlink: '../../outside.patch' } },
  ],
  [
    'a cycle of links on the way to the spec',
    {
      'specs/no_forbidden.mjs': { symlink: 'other.mjs' },
      'specs/other.mjs': { symlink: 'no_forbidden.mjs' },
    },
  ],
  ['a link into git metadata', { 'gate-freezes.json': { symlink: '.git/config' } }],
];

/** The demo project with `links` in place of the files or folders of those names. */
export function withLinks(links: Files): Files {
  // A link replaces the file or the whole folder of that name.
  const keep = Object.entries(project()).filter(
    ([p]) => !Object.keys(links).some((l) => p.startsWith(l + '/')),
  );
  return { ...Object.fromEntries(keep), ...links };
}
