/**
 * Ctrl-C during `gate run` (the bundled CLI): the user processes die with their children, the run's
 * state folder (the oracle's files, the replay trees and their mounts) and any worktree are removed, the
 * checkout's lock is released, and the exit status says it was interrupted.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestRepo } from '../helpers/repo.js';
import { tempDir } from '../helpers/tmp.js';
import { gateYml, project } from '../helpers/project.js';
import { processGone } from '../helpers/procs.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');

/**
 * A spec that starts a child, leaves both pids in `dir` (beside the repository: the spec itself runs
 * in a view of the checkout where mounts are possible), and hangs.
 */
const hangingSpec = (dir: string): string => `import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
writeFileSync(join(${JSON.stringify(dir)}, 'pids-' + process.pid), process.pid + ' ' + child.pid);
setInterval(() => {}, 1000);
`;

async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(['SIGINT', 'SIGTERM'] as const)('gate run interrupted by %s', (signal) => {
  it('kills the user processes, removes the run folder and any worktree, and releases the lock', async () => {
    const repo = new TestRepo('gate-int-');
    const parent = join(repo.dir, '..');
    const base = repo.commit(
      project({
        gateYml: gateYml({ budgets: { predicate_timeout_ms: 60_000 } }),
        extraFiles: { 'specs/no_forbidden.mjs': hangingSpec(parent) },
      }),
      'base',
    );
    repo.checkout(base, 'cand');
    repo.commit({ 'README.md': 'changed\n' }, 'candidate');
    const gitDir = join(repo.dir, '.git');

    // The run's state folder goes under RUNNER_TEMP, as on a runner.
    const runnerTemp = tempDir('gate-int-temp-');
    // And its own temp folder (open to the sandbox user, as /tmp is): nothing may be left there either.
    const tmp = tempDir('gate-int-tmp-');
    chmodSync(tmp, 0o1777);
    const child = spawn(process.execPath, [CLI, 'run', '--base', base], {
      cwd: repo.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, RUNNER_TEMP: runnerTemp, TMPDIR: tmp },
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));

    try {
      await until('the spec to start', () => readdirSync(parent).some((f) => f.startsWith('pids-')));
      const pidFile = readdirSync(parent).find((f) => f.startsWith('pids-')) as string;
      const [specPid, grandchildPid] = readFileSync(join(parent, pidFile), 'utf8').split(' ').map(Number);
      // The run is mid-way: its state folder holds the oracle's files, and the lock is held.
      const runDirs = readdirSync(runnerTemp).filter((f) => f.startsWith(`gate-run-${child.pid}-`));
      expect(runDirs).toHaveLength(1);
      expect(existsSync(join(runnerTemp, runDirs[0] as string, 'worktrees', 'oracle'))).toBe(true);
      expect(existsSync(join(gitDir, 'gate.lock'))).toBe(true);

      child.kill(signal);
      const code = await exited;
      expect(code).toBe(signal === 'SIGINT' ? 130 : 143);
      expect(stderr).toContain(`interrupted (${signal})`);
      expect(await processGone(specPid as number)).toBe(true);
      expect(await processGone(grandchildPid as number)).toBe(true);
      expect(repo.git('worktree', 'list').split('\n')).toHaveLength(1);
      expect(readdirSync(runnerTemp)).toEqual([]);
      // The programs' channel folders, the Python cache prefix, the sandbox's scratch: all gone.
      expect(readdirSync(tmp)).toEqual([]);
      expect(readFileSync('/proc/mounts', 'utf8')).not.toContain(runnerTemp);
      expect(existsSync(join(gitDir, 'gate.lock'))).toBe(false);
    } finally {
      // A failed expectation above must not leave the run going after the test.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    }
  });
});
