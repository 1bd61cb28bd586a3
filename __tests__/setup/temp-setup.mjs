/**
 * Jest's global setup: the whole run gets a temp folder of its own (TMPDIR, inherited by the workers
 * and every process they start), so what is in it at the end was left by this run and no other — the
 * suites of other checkouts running at the same time use the machine's temp folder as before. Mode
 * 1777 like /tmp: the sandbox's per-run users make folders in it too. globalTeardown
 * (temp-teardown.mjs) fails the run when anything is left in it.
 */
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'gate-suite-temp-'));
  chmodSync(dir, 0o1777);
  process.env.GATE_SUITE_TEMP = dir;
  process.env.TMPDIR = dir;
}
