/** The hosted-runner path in tests: a non-root job user with passwordless sudo, as GitHub's `runner`. */
import { afterAll, beforeAll, expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';

/** Whether the tests can make such a user: root on Linux, with sudo installed. */
export const canSudo =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  spawnSync('sudo', ['-V'], { stdio: 'ignore' }).status === 0;

/**
 * Makes, for the describe block it is called in, a job user (`<prefix>-<pid>`) with passwordless sudo,
 * and removes it (and its sudoers entry) after the block; returns its name.
 */
export function jobUserWithSudo(prefix: string): string {
  const user = `${prefix}-${process.pid}`;
  const sudoers = `/etc/sudoers.d/${user}`;
  beforeAll(() => {
    expect(spawnSync('useradd', ['-M', '-s', '/bin/sh', user]).status).toBe(0);
    writeFileSync(sudoers, `${user} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
  });
  afterAll(() => {
    rmSync(sudoers, { force: true });
    spawnSync('userdel', [user]);
  });
  return user;
}
