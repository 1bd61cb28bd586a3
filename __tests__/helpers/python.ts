/** What the machine's Python offers the tests that run pytest. */
import { spawnSync } from 'node:child_process';

/** Whether the gate's own user finds a python3 with pytest on PATH. */
export const hasPytest = spawnSync('python3', ['-c', 'import pytest'], { stdio: 'ignore' }).status === 0;

/**
 * Whether an unprivileged user finds a python3 with pytest on PATH. On a machine whose only pytest is
 * in root's home, the pytest cases run without the sandbox (the trace then says the sandbox was absent).
 */
export function sandboxUserHasPytest(): boolean {
  if (process.getuid?.() !== 0) return true;
  const r = spawnSync('/usr/bin/env', ['python3', '-c', 'import pytest'], {
    uid: 65534,
    gid: 65534,
    stdio: 'ignore',
  });
  return r.status === 0;
}
