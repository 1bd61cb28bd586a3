/**
 * The sudo path's privileged command server (src/adapters/privileged.ts), started through the
 * machine's real sudo as the gate starts it: commands run as root and come back exactly (any
 * argument bytes a path can hold), the server is shared by its holders and ends with the last one,
 * and a sudo that refuses it is reported at once, with nothing left behind.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { PrivilegedChannel, holdChannel, releaseChannel } from '../../src/adapters/privileged.js';
import { stateRoot } from '../../src/adapters/statedir.js';
import { tempDir } from '../helpers/tmp.js';

/** Root with sudo on Linux, as CI here: `sudo -n` works for root as for a runner's job user. */
const canRun =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
if (!canRun) process.stderr.write('privileged.test: no root with sudo here: the server is not exercised\n');

/** This process's servers: their command line holds the server's text and this process's pipes. */
function servers(): string[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const cmd = readFileSync(`/proc/${p}/cmdline`, 'latin1');
        return (
          cmd.includes("gate's privileged command server") && cmd.includes(`gate-run-${process.pid}-priv-`)
        );
      } catch {
        return false;
      }
    });
}

function pipeFolders(): string[] {
  return readdirSync(stateRoot()).filter((n) => n.startsWith(`gate-run-${process.pid}-priv-`));
}

(canRun ? describe : describe.skip)('the privileged command server', () => {
  const opened: PrivilegedChannel[] = [];
  afterEach(() => {
    for (const c of opened.splice(0)) c.close();
  });
  const open = (): PrivilegedChannel => {
    const c = PrivilegedChannel.open();
    if (typeof c === 'string') throw new Error(c);
    opened.push(c);
    return c;
  };

  it('runs a command as root and gives back its status, output and errors', () => {
    const c = open();
    expect(c.run(['id', '-u'])).toMatchObject({ status: 0, stdout: '0\n', error: null });
    const failed = c.run(['sh', '-c', 'echo out; echo why >&2; exit 3']);
    expect(failed).toMatchObject({ status: 3, stdout: 'out\n', stderr: 'why\n', error: null });
    expect(c.run(['/nonexistent/tool']).error).toMatch(/ENOENT/);
    expect(c.run(['sh', '-c', 'kill -TERM $$']).signal).toBe('SIGTERM');
    expect(c.alive).toBe(true);
  });

  it('runs a script of one synchronous run in the server, its working folder put back after it', () => {
    const c = open();
    const cwd = c.run(['pwd']).stdout;
    const r = c.runScript(
      "process.chdir('/tmp'); process.stdout.write(require('fs').realpathSync('.') + ' ' + process.argv[1] + ' ' + require('os').userInfo().uid);",
      'the-arg',
    );
    expect(r).toMatchObject({ status: 0, stdout: `${realpathSync('/tmp')} the-arg 0`, error: null });
    expect(c.run(['pwd']).stdout).toBe(cwd);
    const failed = c.runScript("process.chdir('/'); throw new Error('the walk broke');", '');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/the walk broke/);
    expect(c.run(['pwd']).stdout).toBe(cwd);
    expect(c.runScript('process.exitCode = 3;', '').status).toBe(3);
  });

  it('carries every argument exactly: generated arguments come back byte for byte', () => {
    const c = open();
    // Any text a path or an option can hold (no NUL: argv cannot carry one), long ones included.
    const arg = fc.string({ unit: 'binary', maxLength: 300 }).filter((s) => !s.includes('\0'));
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), (args) => {
        const r = c.run(['sh', '-c', 'for a in "$@"; do printf "%s\\0" "$a"; done', 'sh', ...args]);
        expect(r.status).toBe(0);
        expect(r.stdout === args.map((a) => a + '\0').join('')).toBe(true);
      }),
      { numRuns: 60 },
    );
    // Larger than a pipe holds at once, both ways (one argument holds at most 128 KiB).
    const big = 'x'.repeat(100_000);
    const r = c.run(['printf', '%s%s', big, big]);
    expect(r.stdout.length).toBe(200_000);
    expect(r.stdout === big + big).toBe(true);
  });

  it('ends when closed, and takes its pipes with it', () => {
    const c = open();
    expect(servers().length).toBeGreaterThan(0);
    expect(pipeFolders().length).toBe(1);
    c.close();
    expect(servers()).toEqual([]);
    expect(pipeFolders()).toEqual([]);
    expect(c.alive).toBe(false);
    expect(() => c.run(['true'])).toThrow(/gone/);
  });

  it('is one server for every holder, ended by the last to let go', () => {
    const a = holdChannel();
    const b = holdChannel();
    if (typeof a === 'string') throw new Error(a);
    expect(b).toBe(a);
    const running = servers();
    releaseChannel(a);
    expect(a.alive).toBe(true);
    expect(a.run(['true']).status).toBe(0);
    expect(servers()).toEqual(running);
    releaseChannel(b);
    expect(a.alive).toBe(false);
    expect(servers()).toEqual([]);
    // A new hold starts a new one.
    const c = holdChannel();
    if (typeof c === 'string') throw new Error(c);
    expect(c).not.toBe(a);
    expect(c.run(['true']).status).toBe(0);
    releaseChannel(c);
    expect(servers()).toEqual([]);
  });

  it('where sudo refuses it, says why and leaves nothing behind', () => {
    const bin = tempDir('gate-priv-test-');
    writeFileSync(join(bin, 'sudo'), '#!/bin/sh\necho "sudo: a password is required" >&2\nexit 1\n');
    chmodSync(join(bin, 'sudo'), 0o755);
    const c = PrivilegedChannel.open(join(bin, 'sudo'));
    expect(typeof c).toBe('string');
    expect(c).toMatch(/did not start: sudo ended before the server was ready/);
    expect(pipeFolders()).toEqual([]);
    expect(servers()).toEqual([]);
  });
});
