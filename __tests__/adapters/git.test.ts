/**
 * Every git command the gate runs is hardened: hooks and fsmonitor programs planted in the candidate's
 * `.git` or in the machine's git configuration never run, the runner's secrets never reach git, and a
 * command that does not finish is killed.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitEnv, GitError, gitFieldsEach, gitRun } from '../../src/adapters/git.js';
import fc from 'fast-check';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import { TestRepo } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { project, LIB_PASS } from '../helpers/project.js';

const saved = { ...process.env };
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

/** A program that records that it ran (and with which environment) next to the repository. */
function marker(repo: TestRepo, name: string): { script: string; ran: () => boolean } {
  const out = join(repo.dir, '..', `${name}.ran`);
  const script = join(repo.dir, '..', `${name}.sh`);
  writeFileSync(script, `#!/bin/sh\nenv > '${out}'\n`);
  chmodSync(script, 0o755);
  return { script, ran: () => existsSync(out) };
}

describe('git as the gate runs it', () => {
  it('hooks in the candidate .git, a local fsmonitor and a global config never run during a gate run', async () => {
    const repo = new TestRepo('gate-git-');
    const base = repo.commit(project(), 'base');
    repo.commit({ 'src/lib.mjs': LIB_PASS + '// x\n' }, 'candidate');
    const hook = marker(repo, 'hook');
    for (const h of ['post-checkout', 'post-index-change', 'reference-transaction', 'pre-auto-gc'])
      writeFileSync(join(repo.dir, '.git', 'hooks', h), `#!/bin/sh\n'${hook.script}'\n`, { mode: 0o755 });
    const fsmonitor = marker(repo, 'fsmonitor');
    repo.git('config', 'core.fsmonitor', fsmonitor.script);
    const global = marker(repo, 'global');
    const globalConfig = join(repo.dir, '..', 'global.gitconfig');
    writeFileSync(
      globalConfig,
      `[core]\n\thooksPath = ${join(repo.dir, '.git', 'hooks')}\n\tfsmonitor = ${global.script}\n[diff]\n\tnoprefix = true\n`,
    );
    process.env.GIT_CONFIG_GLOBAL = globalConfig;
    const { trace } = await runGate({
      cwd: repo.dir,
      config: 'gate.yml',
      base,
      outDir: '.gate',
      log: silentLogger,
    });
    expectNoUnallowedPass(trace);
    expect(trace.verdict).toBe('CLEAR');
    expect([hook.ran(), fsmonitor.ran(), global.ran()]).toEqual([false, false, false]);
  });

  it('the environment of git holds none of the runner’s variables', () => {
    Object.assign(process.env, {
      INPUT_TOKEN: 'ghs_x',
      GITHUB_TOKEN: 'ghs_y',
      ACTIONS_RUNTIME_TOKEN: 'z',
      GIT_DIR: '/elsewhere',
      GIT_CONFIG_PARAMETERS: "'core.hookspath'='/x'",
    });
    const env = gitEnv();
    for (const k of [
      'INPUT_TOKEN',
      'GITHUB_TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'GIT_DIR',
      'GIT_CONFIG_PARAMETERS',
    ])
      expect(env[k]).toBeUndefined();
    expect(env.GIT_CONFIG_NOSYSTEM).toBe('1');
  });

  it('a git command that does not finish is killed at its timeout', async () => {
    const repo = new TestRepo('gate-git-');
    repo.commit({ a: 'a\n' });
    // `cat-file --batch` waits for names on its stdin, which nobody writes.
    await expect(git(repo.dir, ['cat-file', '--batch'], 'utf8', 300)).rejects.toThrow(GitError);
    await expect(git(repo.dir, ['cat-file', '--batch'], 'utf8', 300)).rejects.toThrow(/killed after 300 ms/);
  });
});

describe('gitFieldsEach: a command read field by field as it streams', () => {
  /** A repository whose attributes give every `*.bin` path `filter=lfs`. */
  function attributed(): TestRepo {
    const repo = new TestRepo('gate-fields-');
    repo.commit({ '.gitattributes': '*.bin filter=lfs\n', 'a.txt': 'a\n' }, 'base');
    return repo;
  }
  const CHECK = ['check-attr', '-z', '--stdin', 'filter'];

  it('gives back every field of check-attr -z, in order, for generated paths (as one read of the whole output)', async () => {
    const repo = attributed();
    // Names a path can have (no NUL): newlines, spaces, non-ASCII, the attributed suffix or not.
    const name = fc
      .tuple(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
        fc.constantFrom('.bin', '.txt', ''),
      )
      .map(([stem, ext]) => `d/${stem.replace(/\0/g, '_')}${ext}`);
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 40 }), async (paths) => {
        const fields: string[] = [];
        await gitFieldsEach(repo.dir, CHECK, paths, (f) => fields.push(f));
        const whole = (await gitRun(repo.dir, CHECK, { input: paths.join('\0') + '\0' })).toString('utf8');
        expect(fields).toEqual(whole.split('\0').slice(0, -1));
        expect(fields.filter((_, i) => i % 3 === 0)).toEqual(paths);
      }),
      { numRuns: 25 },
    );
  });

  it('reads output far larger than a pipe holds, fields cut across its chunks', async () => {
    const repo = attributed();
    // A tree of 30,000 names made from git objects alone; `ls-tree -z` writes it in large blocks.
    const blob = (await gitRun(repo.dir, ['hash-object', '-w', '--stdin'], { input: 'x' }))
      .toString('utf8')
      .trim();
    const names = Array.from(
      { length: 30_000 },
      (_, i) => `many/${'é'.repeat(i % 7)}f${String(i).padStart(5, '0')}`,
    );
    const env = { GIT_INDEX_FILE: join(repo.dir, '.git', 'fields-index') };
    await gitRun(repo.dir, ['update-index', '--add', '--index-info'], {
      env,
      input: names.map((n) => `100644 ${blob}\t${n}\n`).join(''),
    });
    const tree = (await gitRun(repo.dir, ['write-tree'], { env })).toString('utf8').trim();
    const fields: string[] = [];
    await gitFieldsEach(repo.dir, ['ls-tree', '-r', '-z', '--name-only', tree], [], (f) => fields.push(f));
    expect(fields.length).toBe(names.length);
    expect(fields).toEqual([...names].sort());
  });

  it('a command that fails is a GitError naming it; a visitor that throws fails the read', async () => {
    const repo = attributed();
    await expect(
      gitFieldsEach(repo.dir, ['check-attr', '--no-such-option'], ['a'], () => undefined),
    ).rejects.toThrow(GitError);
    await expect(
      gitFieldsEach(repo.dir, CHECK, ['a.bin'], () => {
        throw new Error('the visitor broke');
      }),
    ).rejects.toThrow('the visitor broke');
  });
});
