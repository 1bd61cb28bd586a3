/**
 * The checks around the specs (src/run/checkout-state.ts) over generated checkouts and writes: in a
 * real git repository whose every file had its group and mode changed (as the sandbox's grant does,
 * leaving git's index stale), a write made after the first state is taken — in place at the same
 * size, a replacement whose modification time is set back, a removal, or a change of its executable
 * bit, to a file that already differed from the commit or not — is always named, and a file written
 * with the bytes it had never is. Each write is made by a child process, as a spec's code would make it.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, lchownSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { checkoutState, compareCheckout, dirtyPaths } from '../../src/run/checkout-state.js';
import { TestRepo } from '../helpers/repo.js';

const name = fc
  .string({ unit: fc.constantFrom('a', 'B', ' ', 'é', '-', '_', '1'), minLength: 1, maxLength: 6 })
  .filter((s) => s.trim() === s && s !== '-');

type Write = 'in-place' | 'replaced' | 'removed' | 'mode' | 'same-bytes';

/** The write, made by another process (`node -e`), as code a spec loaded would make it. */
function write(file: string, kind: Write): void {
  const script: Record<Write, string> = {
    'in-place': `const b = fs.readFileSync(f); b[0] = b[0] === 0x41 ? 0x42 : 0x41; fs.writeFileSync(f, b);`,
    replaced: `const st = fs.statSync(f); const b = fs.readFileSync(f); b[0] = b[0] === 0x41 ? 0x42 : 0x41;
      fs.writeFileSync(f + '.new', b); fs.utimesSync(f + '.new', st.atime, st.mtime); fs.renameSync(f + '.new', f);`,
    removed: `fs.unlinkSync(f);`,
    mode: `fs.chmodSync(f, fs.statSync(f).mode ^ 0o100);`,
    'same-bytes': `fs.writeFileSync(f, fs.readFileSync(f));`,
  };
  const r = spawnSync(process.execPath, [
    '-e',
    `const fs = require('fs'); const f = process.argv[1]; ${script[kind]}`,
    file,
  ]);
  expect(r.status).toBe(0);
}

// The grant's change of group needs root (CI here), as the sandbox itself does.
(process.getuid?.() === 0 ? describe : describe.skip)(
  'the checks around the specs, over generated checkouts and writes',
  () => {
    it('every write after the first state is named, whatever the file and however it was made; the same bytes are not', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(name, { minLength: 2, maxLength: 6 }),
          fc.nat(),
          fc.constantFrom<Write>('in-place', 'replaced', 'removed', 'mode', 'same-bytes'),
          fc.boolean(),
          async (names, pick, kind, dirtyBefore) => {
            const repo = new TestRepo('gate-checkout-state-');
            const files = Object.fromEntries(names.map((n, i) => [`d${i % 2}/${n}.txt`, `Abytes of ${n}\n`]));
            repo.commit(files, 'base');
            const paths = Object.keys(files);
            const target = paths[pick % paths.length] as string;
            // A file that already differs from the commit, before the run changes anything.
            if (dirtyBefore) writeFileSync(join(repo.dir, target), `Alocal edit of ${target}\n`);
            const dirty = await dirtyPaths(repo.dir);
            expect(dirty).toEqual(dirtyBefore ? [target] : []);
            // The grant: every file's group and mode change (and with them its change time).
            for (const p of paths) {
              const at = join(repo.dir, p);
              lchownSync(at, statSync(at).uid, 100);
              chmodSync(at, statSync(at).mode | 0o060);
            }
            const before = await checkoutState(repo.dir, [], dirty);
            write(join(repo.dir, target), kind);
            const { changed, planted } = await compareCheckout(
              before,
              await checkoutState(repo.dir, [], dirty, { stamped: false }),
            );
            expect(planted).toEqual([]);
            expect(changed).toEqual(kind === 'same-bytes' ? [] : [target]);
          },
        ),
        {
          numRuns: 20,
          // An already-modified file whose executable bit alone changes (named since its type and
          // bit are kept with its digest), always among the runs.
          examples: [[['a', 'b'], 0, 'mode', true]],
        },
      );
    }, 180_000);
  },
);
