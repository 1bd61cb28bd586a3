/**
 * Views lent to a user of the run through idmapped binds (issue 30 item 4), on real repositories with
 * real processes, as root: no file of the checkout is granted or handed back, the oracle's pinned files
 * stay the gate's inside every view whatever code the view's user runs, and a checkout the run's group
 * cannot read is granted file by file instead, with the reason in the trace.
 */
import { describe, expect, it } from '@jest/globals';
import { chmodSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, type Stats } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import type { TreeAccessSetting } from '../../src/adapters/views.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { GENERATOR, gateYml, project, resetFlakeService } from '../helpers/project.js';

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';
const rootOnly = asRoot ? describe : describe.skip;

/** A generator that loads the code under test (as many real generators do) before writing its cases. */
const GENERATOR_LOADS_LIB = `import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);
${GENERATOR.replace(/^import \{ appendFileSync, readFileSync, writeFileSync \} from 'node:fs';\nimport \{ join \} from 'node:path';/, "import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';")}`;

function world(
  candidate: Files,
  o: { seeds?: number[]; budgets?: Record<string, unknown>; extra?: Files; gateYml?: string } = {},
) {
  const repo = new TestRepo();
  const base = repo.commit(
    project({
      seeds: o.seeds ?? [11, 12],
      gateYml: o.gateYml ?? gateYml(o.budgets ? { budgets: o.budgets } : {}),
      extraFiles: { 'fixtures/lib/gen.mjs': GENERATOR_LOADS_LIB, ...o.extra },
    }),
    'base',
  );
  repo.checkout(base, 'cand');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

async function grade(
  w: { repo: TestRepo; base: string },
  treeAccess: TreeAccessSetting = 'idmap',
): Promise<Trace> {
  resetFlakeService();
  const { trace } = await runGate({
    cwd: w.repo.dir,
    config: 'gate.yml',
    base: w.base,
    outDir: '.gate',
    log: silentLogger,
    sandbox: 'require',
    views: 'overlay',
    treeAccess,
  });
  return trace;
}

/**
 * A regression whose code, when loaded by the generator (the view's user), tries every way to make the
 * invariant that runs next pass: write it, make it writable then write it, remove and replace it,
 * rename its folder away and put another in its place, swap it for a link, and rename the config.
 * Each way's outcome goes to `record` (a folder every user may write), one file per user that loaded it:
 * the generator (the view's user) and the invariant held beside it.
 */
function tamperingLib(record: string): string {
  return `import { chmodSync, mkdirSync, renameSync, symlinkSync, unlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
const inv = join(process.cwd(), 'invariants', 'behaviour.mjs');
const pass = 'process.exit(0);\\n';
const note = (what, ok) => appendFileSync(${JSON.stringify(record)} + '/ways-' + process.getuid(), what + ' ' + (ok ? 'WORKED' : 'refused') + '\\n');
const attempt = (what, body) => { try { body(); note(what, true); } catch { note(what, false); } };
attempt('write', () => writeFileSync(inv, pass));
attempt('chmod+write', () => { chmodSync(inv, 0o666); writeFileSync(inv, pass); });
attempt('unlink+write', () => { unlinkSync(inv); writeFileSync(inv, pass); });
attempt('rename-folder', () => { renameSync(join(process.cwd(), 'invariants'), join(process.cwd(), 'old')); mkdirSync(join(process.cwd(), 'invariants')); writeFileSync(inv, pass); });
attempt('link-swap', () => { writeFileSync(join(process.cwd(), 'p.mjs'), pass); unlinkSync(inv); symlinkSync(join(process.cwd(), 'p.mjs'), inv); });
attempt('rename-config', () => renameSync(join(process.cwd(), 'gate.yml'), join(process.cwd(), 'g.yml')));
export const behaviour = () => 'fail';
`;
}

/**
 * A regression whose code reads every overlay mount's layers from /proc/self/mountinfo (the run's views
 * and their lower layers, binds and upper layers, its own and any other view's) and tries to create a
 * file in each, to be seen by every later view that stacks it; each outcome goes to `record`.
 */
function layerPlantingLib(record: string): string {
  return `import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const note = (what) => { try { appendFileSync(${JSON.stringify(record)} + '/planted-' + process.getuid(), what + '\\n'); } catch {} };
const unescape = (p) => p.replace(/\\\\([0-7]{3})/g, (_, o) => String.fromCharCode(parseInt(o, 8)));
for (const line of readFileSync('/proc/self/mountinfo', 'utf8').split('\\n')) {
  if (!line.includes(' - overlay ')) continue;
  const opts = line.split(' - overlay ')[1] ?? '';
  const dirs = [];
  for (const o of opts.split(',')) {
    if (o.startsWith('lowerdir=')) dirs.push(...o.slice(9).split(':'));
    if (o.startsWith('upperdir=')) dirs.push(o.slice(9));
  }
  for (const d of dirs.map(unescape)) {
    try { writeFileSync(join(d, 'planted.mjs'), 'process.exit(0);\\n'); note('WORKED ' + d); } catch { note('refused ' + d); }
  }
}
export const behaviour = () => 'fail';
`;
}

/**
 * Every working entry of the checkout (`.gate`, `.git` and the top folder aside) with its owner, group
 * and mode, and its change time where the run has no reason to touch it: the oracle's files are made
 * read-only for the run and given their mode back (src/oracle/pinned.ts), which changes theirs.
 */
function metadata(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    if (/^\.(gate|git)(\/|$)/.test(rel)) continue;
    const st: Stats = lstatSync(join(dir, rel));
    const untouched = rel === 'README.md' || rel.startsWith('src');
    out.set(rel, `${st.uid}:${st.gid} ${(st.mode & 0o7777).toString(8)}${untouched ? ` ${st.ctimeMs}` : ''}`);
  }
  return out;
}

rootOnly('views lent through idmapped binds', () => {
  it('code the view’s user runs cannot change, replace or move an oracle file: the regression is PROPERTY, no pinned mismatch', async () => {
    const record = mkdtempSync(join(tmpdir(), 'gate-idmap-record-'));
    chmodSync(record, 0o1777);
    try {
      const w = world({ 'src/lib.mjs': tamperingLib(record) }, { seeds: [11] });
      const t = await grade(w);
      expect(t.views?.access).toBe('idmap');
      expect(t.sandbox?.mode).toBe('user');
      const ways = readdirSync(record).flatMap((f) =>
        readFileSync(join(record, f), 'utf8').trim().split('\n'),
      );
      // Every way was tried, by the generator of every attempt, and none worked.
      expect(ways.length).toBeGreaterThanOrEqual(6);
      expect(new Set(ways.map((l) => l.split(' ')[0]))).toEqual(
        new Set(['write', 'chmod+write', 'unlink+write', 'rename-folder', 'link-swap', 'rename-config']),
      );
      expect(ways.filter((l) => l.endsWith('WORKED'))).toEqual([]);
      expect(t.pinned_mismatches ?? []).toEqual([]);
      expect(t.verdict).toBe('REJECT');
      expect(t.label).toBe('PROPERTY');
    } finally {
      rmSync(record, { recursive: true, force: true });
    }
  });

  it.each(['idmap', 'grant'] as const)(
    'code that finds the views’ layers in the mount table cannot write into any of them (%s)',
    async (access) => {
      const record = mkdtempSync(join(tmpdir(), 'gate-idmap-record-'));
      chmodSync(record, 0o1777);
      try {
        const w = world(
          { 'src/lib.mjs': layerPlantingLib(record) },
          { seeds: [11, 12], budgets: { replay_concurrency: 2 } },
        );
        const t = await grade(w, access);
        expect(t.views?.access).toBe(access);
        const tries = readdirSync(record).flatMap((f) =>
          readFileSync(join(record, f), 'utf8').trim().split('\n'),
        );
        // The layers were found (every view has an upper layer and at least one lower one) …
        expect(tries.length).toBeGreaterThanOrEqual(2);
        // … and none could be written.
        expect(tries.filter((l) => l.startsWith('WORKED'))).toEqual([]);
        expect(t.verdict).toBe('REJECT');
        expect(t.label).toBe('PROPERTY');
      } finally {
        rmSync(record, { recursive: true, force: true });
      }
    },
  );

  it.each(['idmap', 'grant'] as const)(
    'a module planted beside the invariant that exits 0 for it is the code under test’s exit, never a pass (%s)',
    async (access) => {
      const w = world(
        {
          // The regression, and on load a package planted beside the invariant, where Node resolves
          // `minicheck` first: its `same` ends the invariant with 0 before it can say 1.
          'src/lib.mjs': `import { mkdirSync, writeFileSync } from 'node:fs';
const at = 'invariants/node_modules/minicheck';
try {
  mkdirSync(at, { recursive: true });
  writeFileSync(at + '/package.json', JSON.stringify({ name: 'minicheck', type: 'module', main: 'index.js' }));
  writeFileSync(at + '/index.js', 'export const same = () => process.exit(0);\\n');
} catch {}
export const behaviour = () => 'fail';
`,
        },
        {
          seeds: [11],
          extra: {
            'node_modules/minicheck/package.json': JSON.stringify({
              name: 'minicheck',
              type: 'module',
              main: 'index.js',
            }),
            'node_modules/minicheck/index.js': 'export const same = (a, b) => a === b;\n',
            'invariants/behaviour.mjs': `import { same } from 'minicheck';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const { behaviour } = await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);
process.exit(same(behaviour(), 'pass') ? 0 : 1);
`,
          },
        },
      );
      const t = await grade(w, access);
      expect(t.views?.access).toBe(access);
      expect(t.verdict).not.toBe('CLEAR');
      expect(t.conclusion).not.toBe('success');
      const reasons = JSON.stringify(t.replays);
      expect(reasons).toMatch(/from the code under test at invariants\/node_modules\/minicheck\/index\.js/);
    },
  );

  it.each(['idmap', 'grant'] as const)(
    'a Python module planted beside a Python invariant (a stdlib name) that exits 0 is never a pass (%s)',
    async (access) => {
      const w = world(
        {
          'src/answer.txt': 'fail\n',
          'src/lib.mjs': `import { writeFileSync } from 'node:fs';
try { writeFileSync('invariants/random.py', 'import os\\nos._exit(0)\\n'); } catch {}
export const behaviour = () => 'fail';
`,
        },
        {
          seeds: [11],
          extra: {
            'src/answer.txt': 'pass\n',
            'invariants/behaviour.py': `import os, random, sys
with open(os.path.join(os.getcwd(), 'src', 'answer.txt')) as f:
    sys.exit(0 if f.read().strip() == 'pass' else 1)
`,
          },
          gateYml: gateYml({
            fixtures:
              '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/behaviour.py',
          }),
        },
      );
      const t = await grade(w, access);
      expect(t.views?.access).toBe(access);
      expect(t.verdict).not.toBe('CLEAR');
      expect(JSON.stringify(t.replays)).toMatch(/from the code under test at invariants\/random\.py/);
    },
  );

  // The input itself, or a link the manifest names whose target the code rewrites.
  const inputLayouts = [
    { layout: 'the input', rewritten: 'fixtures/lib/expected.txt', files: {} as Files },
    {
      layout: 'the file an input link leads to',
      rewritten: 'data/table.txt',
      files: {
        'data/table.txt': '1 2\n2 4\n3 6\n',
        'fixtures/lib/expected.txt': { symlink: '../../data/table.txt' },
      } as Files,
    },
  ];
  it.each((['idmap', 'grant'] as const).flatMap((access) => inputLayouts.map((l) => ({ access, ...l }))))(
    'code the generator loads that rewrites $layout the invariant reads is caught: never a pass ($access)',
    async ({ access, rewritten, files }) => {
      const w = world(
        {
          // The regression (triples), and the expected table rewritten to match it before the invariant reads it.
          'src/lib.mjs': `import { writeFileSync } from 'node:fs';
try { writeFileSync(${JSON.stringify(rewritten)}, '1 3\\n2 6\\n3 9\\n'); } catch {}
export const f = (x) => x * 3;
`,
        },
        {
          seeds: [11],
          extra: {
            'src/lib.mjs': 'export const f = (x) => x * 2;\n',
            'fixtures/lib/expected.txt': '1 2\n2 4\n3 6\n',
            ...files,
            'fixtures/lib/manifest.json': JSON.stringify({
              generator: 'fixtures/lib/gen.mjs',
              generator_id: 'lib-gen/1',
              inputs: ['fixtures/lib/expected.txt'],
              seed: [11],
            }),
            'invariants/behaviour.mjs': `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const { f } = await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);
const rows = readFileSync(join(process.cwd(), 'fixtures/lib/expected.txt'), 'utf8').trim().split('\\n');
process.exit(rows.every((r) => { const [x, y] = r.split(' ').map(Number); return f(x) === y; }) ? 0 : 1);
`,
          },
        },
      );
      const t = await grade(w, access);
      expect(t.views?.access).toBe(access);
      expect(t.verdict).not.toBe('CLEAR');
      expect(t.conclusion).not.toBe('success');
      expect(JSON.stringify(t.replays)).toMatch(
        /a fixture input in the tree the replay runs in changed during the attempt \(after the generator\): fixtures\/lib\/expected\.txt/,
      );
    },
  );

  it('a regression graded with base replays changes no owner, group, mode or change time in the checkout', async () => {
    const w = world({ 'src/lib.mjs': "export const behaviour = () => 'fail';\n" }, { seeds: [11, 12] });
    const before = metadata(w.repo.dir);
    const top = lstatSync(w.repo.dir);
    const t = await grade(w);
    expect(t.views?.access).toBe('idmap');
    expect(t.label).toBe('PROPERTY');
    expect(t.misses.length).toBe(2);
    const after = metadata(w.repo.dir);
    const changed = [...before].filter(([p, m]) => after.get(p) !== m).map(([p]) => p);
    expect(changed).toEqual([]);
    const topAfter = lstatSync(w.repo.dir);
    expect([topAfter.uid, topAfter.gid, topAfter.mode]).toEqual([top.uid, top.gid, top.mode]);
  });

  it('replays side by side (replay_concurrency 2) each get a view of their own user and grade as one at a time', async () => {
    const w = world(
      { 'src/lib.mjs': "export const behaviour = (seed) => (seed % 2 === 0 ? 'fail' : 'pass');\n" },
      { seeds: [11, 12, 13, 14], budgets: { replay_concurrency: 2 } },
    );
    const t = await grade(w);
    expect(t.views?.access).toBe('idmap');
    expect(t.verdict).toBe('REJECT');
    expect(t.label).toBe('PROPERTY');
    expect(t.misses.map((m) => m.seed).sort()).toEqual([12, 14]);
  });

  it('by default (auto) a checkout of fewer than 10,000 files is granted, where that costs less, and the trace says so', async () => {
    const w = world({ 'src/lib.mjs': "export const behaviour = () => 'fail';\n" }, { seeds: [11] });
    const t = await grade(w, 'auto');
    expect(t.views?.access).toBe('grant');
    expect(t.views?.reason).toMatch(
      /no idmapped mount: \d+ tracked files, fewer than 10,000: the grant costs less/,
    );
    expect(t.label).toBe('PROPERTY');
  });

  it('a checkout the run’s group cannot read (mode 700) is granted file by file instead, and the trace says why', async () => {
    const w = world({ 'src/lib.mjs': "export const behaviour = () => 'fail';\n" }, { seeds: [11] });
    chmodSync(w.repo.dir, 0o700);
    const t = await grade(w);
    expect(t.views?.mechanism).toBe('overlay');
    expect(t.views?.access).toBe('grant');
    expect(t.views?.reason).toMatch(
      /granted to the run's users file by file \(no idmapped mount: .*mode 00700/,
    );
    expect(t.label).toBe('PROPERTY');
    expect(lstatSync(w.repo.dir).mode & 0o7777).toBe(0o700);
  });
});
