/**
 * Jest's global teardown: the run's own temp folder (temp-setup.mjs) must be as the setup made it,
 * empty. Whatever a test or the product left there is named, the folder removed, and the run fails.
 */
import { readdirSync, rmSync } from 'node:fs';

export default function teardown() {
  const dir = process.env.GATE_SUITE_TEMP;
  if (dir === undefined) return;
  let left;
  try {
    left = readdirSync(dir).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (left.length > 0)
    throw new Error(
      `the tests left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in the temp folder (${dir}): ${left.join(', ')}`,
    );
}
