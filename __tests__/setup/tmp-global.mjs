/**
 * The suite's temp folders. Tests make their repositories, side folders and fake trees under the OS temp
 * folder (`gate-*`), and most of them do not remove what they made; a run of the gate removes its own
 * (`views.test.ts` checks that). So the suite notes which `gate-*` entries exist when it starts and, at
 * the end, removes those it added — never an entry that was there before, and never a state folder of
 * a gate run (`gate-run-*`), which belongs to that run and is removed by it.
 */
import { readdirSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIST = join(tmpdir(), `.gate-suite-before-${process.pid}.json`);
const ours = () => readdirSync(tmpdir()).filter((n) => n.startsWith('gate-') && !n.startsWith('gate-run-'));

export function setup() {
  writeFileSync(LIST, JSON.stringify(ours()));
}

export function teardown() {
  if (!existsSync(LIST)) return;
  const before = new Set(JSON.parse(readFileSync(LIST, 'utf8')));
  rmSync(LIST, { force: true });
  let left = 0;
  for (const name of ours()) {
    if (before.has(name)) continue;
    try {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    } catch {
      left++; // a mount or a file of another user: named below, never a failure of the suite
    }
  }
  if (left > 0) console.warn(`jest: ${left} temp folder(s) of the suite could not be removed`);
}
