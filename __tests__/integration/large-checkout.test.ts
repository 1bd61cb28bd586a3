/**
 * A checkout large enough (a git index past 1 MB, about 10,000 files and more) that the sandbox's
 * grant and hand-back walk in one process per core, entries split between them by a hash of their
 * path: through the gate, every file of the checkout must still be the run's to write — the candidate's
 * code appends to each of 15,000 tracked files in place, in the overlay view every attempt runs in, and
 * one file left out of the grant would fail the replay — and after the run every entry is the gate
 * user's again, with the mode it had, its contents as committed. The same for views lent through an
 * idmapped bind, where no file is granted: the view's user must own every one of them there.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TestRepo, type Files } from '../helpers/repo.js';
import { gradeAt } from '../helpers/grade.js';
import { gateYml, project } from '../helpers/project.js';
import type { TreeAccessSetting } from '../../src/adapters/views.js';

jest.setTimeout(600_000);

const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

/** Entries under `dir` (not `.git`, not `.gate`) whose owner or group is not the gate's user. */
function notTheGates(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === '.git' || name === '.gate') continue;
    const p = join(dir, name);
    const st = lstatSync(p);
    if (st.uid !== process.getuid!() || st.gid !== process.getgid!()) found.push(p);
    if (st.isDirectory()) found.push(...notTheGates(p));
  }
  return found;
}

/** The mode of every entry under `dir` (not `.git`, not `.gate`), by path. */
function modesOf(dir: string): Map<string, number> {
  const modes = new Map<string, number>();
  for (const name of readdirSync(dir)) {
    if (name === '.git' || name === '.gate') continue;
    const p = join(dir, name);
    const st = lstatSync(p);
    modes.set(p, st.mode);
    if (st.isDirectory()) for (const [q, m] of modesOf(p)) modes.set(q, m);
  }
  return modes;
}

const ways: TreeAccessSetting[] = ['grant', 'idmap'];

(asRoot ? describe.each(ways) : describe.skip.each(ways))(
  'a large checkout (GATE_TREE_ACCESS=%s)',
  (access) => {
    it('every one of 15,000 files is writable in the view, and all of them are the gate’s after, as they were', async () => {
      const filler: Files = {};
      for (let d = 0; d < 150; d++)
        for (let f = 0; f < 100; f++)
          filler[`filler/d${String(d).padStart(3, '0')}/f${f}.txt`] = `filler ${d} ${f}\n`;
      const repo = new TestRepo('gate-large-');
      // 15,000 files copied up into a view by each replay: tens of seconds where the disk is slow to
      // create files (0.7 ms a file on this machine at times), far past the usual budget.
      const gate = gateYml({ budgets: { replay_timeout_ms: 240_000 } });
      const base = repo.commit(project({ extraFiles: filler, gateYml: gate }), 'base');
      // The candidate's module, loaded by the invariant in each attempt's view, appends to every filler
      // file in place: an EACCES on any of them fails the replay.
      repo.commit(
        {
          'src/lib.mjs': `import { appendFileSync, readdirSync } from 'node:fs';
for (const d of readdirSync('filler')) for (const f of readdirSync('filler/' + d)) appendFileSync('filler/' + d + '/' + f, 'seen\\n');
export const behaviour = () => 'pass';
`,
        },
        'candidate',
      );
      expect(statSync(join(repo.dir, '.git', 'index')).size).toBeGreaterThan(1_000_000);
      const modes = modesOf(repo.dir);
      // 15,000 tracked files: the default (auto) lends views through idmapped binds, as a newcomer's
      // run of a large repository would; the grant is asked for.
      const trace = await gradeAt(repo.dir, base, access === 'grant' ? { treeAccess: 'grant' } : {});
      expect(trace.sandbox?.mode).toBe('user');
      expect(trace.views?.access).toBe(access);
      if (trace.verdict !== 'CLEAR')
        throw new Error(`not CLEAR: ${JSON.stringify({ stages: trace.stages, replays: trace.replays })}`);
      expect(trace.replays.map((r) => r.code)).toEqual(['REPLAY_MATCH', 'REPLAY_MATCH']);
      expect(notTheGates(repo.dir)).toEqual([]);
      // And every mode as it was: the group bits the grant added went with it.
      const changed = [...modesOf(repo.dir)].filter(([p, m]) => modes.get(p) !== m);
      expect(changed.slice(0, 5)).toEqual([]);
      expect(readFileSync(join(repo.dir, 'filler', 'd149', 'f99.txt'), 'utf8')).toBe('filler 149 99\n');
    });
  },
);
