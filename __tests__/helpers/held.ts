/**
 * The first program of a pair whose second is held beside it (a generator and its invariant, an
 * exercise and its judge): it watches the held program from inside, as the code under test could.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { gradeAt } from './grade.js';
import type { Files, TestRepo } from './repo.js';

/** How long the first program watches for the held program's marker (a held one never writes it). */
export const WATCH_MS = 1500;

/**
 * Node source of a first program (`self`: `generator`, `exercise`) that finds the held program's
 * process (its command line ends with `heldName`), reports its pid and uid, whether it may signal it
 * and whether the held program's first statement — a marker `<held>-<pid>` in `marks` — ran while it
 * watched, into `<self>-<pid>.json` in `marks`; then throws (`crash`) or runs `rest`.
 */
export function watcher(o: {
  self: string;
  held: string;
  heldName: string;
  marks: string;
  crash: boolean;
  imports?: string;
  rest: string;
}): string {
  const marks = JSON.stringify(o.marks);
  return `import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
${o.imports ?? ''}const nap = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const findHeld = () => {
  for (const e of readdirSync('/proc')) {
    if (!/^\\d+$/.test(e) || Number(e) === process.pid) continue;
    try {
      const cmd = readFileSync('/proc/' + e + '/cmdline', 'utf8').split('\\0');
      if (!cmd.some((a) => a.endsWith(${JSON.stringify(o.heldName)}))) continue;
      const uid = Number(/^Uid:\\s+(\\d+)/m.exec(readFileSync('/proc/' + e + '/status', 'utf8'))[1]);
      return { pid: Number(e), uid };
    } catch {}
  }
  return null;
};
let held = null;
for (let i = 0; i < 500 && held === null; i++) { held = findHeld(); if (held === null) nap(20); }
const report = { seen: held !== null, ownUid: process.getuid() };
if (held !== null) {
  report.pid = held.pid;
  report.uid = held.uid;
  try { process.kill(held.pid, 0); report.signal = 'allowed'; } catch (e) { report.signal = e.code; }
  const marker = join(${marks}, ${JSON.stringify(o.held + '-')} + held.pid);
  const until = Date.now() + ${WATCH_MS};
  while (!existsSync(marker) && Date.now() < until) nap(20);
  report.markerWhileRunning = existsSync(marker);
}
writeFileSync(join(${marks}, ${JSON.stringify(o.self + '-')} + process.pid + '.json'), JSON.stringify(report));
${o.crash ? `throw new Error('the ${o.self} crashes');` : ''}
${o.rest}`;
}

/** What a {@link watcher} reported. */
export interface HeldReport {
  seen: boolean;
  ownUid: number;
  pid?: number;
  uid?: number;
  signal?: string;
  markerWhileRunning?: boolean;
}

/** The reports the `self` watchers of a run left in `marks`. */
export function reportsOf(marks: string, self: string): HeldReport[] {
  return readdirSync(marks)
    .filter((n) => n.startsWith(`${self}-`))
    .map((n) => JSON.parse(readFileSync(join(marks, n), 'utf8')) as HeldReport);
}

/**
 * Grades, in `repo`, a base of `files` plus `src/square.mjs` and a probe that breaks it (the fixture's
 * `probes/square-off.patch`), against a candidate that changes `square` honestly.
 */
export async function gradeSquare(
  repo: TestRepo,
  files: Files,
  treeAccess: 'grant' | 'idmap' = 'grant',
): Promise<Trace> {
  const base = repo.commit(
    {
      ...files,
      'probes/square-off.patch': `diff --git a/src/square.mjs b/src/square.mjs
--- a/src/square.mjs
+++ b/src/square.mjs
@@ -1 +1 @@
-export const square = (x) => x * x;
+export const square = (x) => x + x;
`,
      'src/square.mjs': 'export const square = (x) => x * x;\n',
    },
    'base',
  );
  repo.commit({ 'src/square.mjs': 'export const square = (x) => x ** 2;\n' }, 'candidate');
  // A program is held beside another where the checkout is granted to the run's group; in a view lent
  // to one user (the idmap way) the programs that write run in turn as that user (idmap-views.test.ts),
  // and only a judge, which writes nothing, is held beside the exercise.
  return gradeAt(repo.dir, base, { treeAccess });
}
