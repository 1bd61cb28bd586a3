/**
 * The CLI as a developer tool: usage errors before a run (real git repositories), did-you-mean for
 * options, colour only on a terminal without NO_COLOR, and the heartbeat of a silent run.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { lstatSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { preflightRun } from '../../src/commands/preflight.js';
import { parseCommand } from '../../src/cli/args.js';
import { UsageError } from '../../src/cli/errors.js';
import { paint, useColour, withHeartbeat } from '../../src/cli/tty.js';
import { silentLogger, type Logger } from '../../src/adapters/log.js';
import { runGate } from '../../src/pipeline.js';
import { TestRepo } from '../helpers/repo.js';
import { gateYml, LIB_PASS, PROBE, project } from '../helpers/project.js';
import { tempDir } from '../helpers/tmp.js';

function history(): { repo: TestRepo; first: string; second: string } {
  const repo = new TestRepo();
  repo.write({ '.gitignore': '.gate/\n' });
  const first = repo.commit({ 'a.txt': '1\n' }, 'first');
  const second = repo.commit({ 'a.txt': '2\n' }, 'second');
  return { repo, first, second };
}

describe('gate run preflight', () => {
  it('a clean checkout and an ancestor base: no warning', async () => {
    const { repo, first } = history();
    const preflight = await preflightRun(repo.dir, { base: first, out: '.gate' });
    expect(preflight.warnings).toEqual([]);
    expect(await preflight.checkout).toEqual({ uncommitted: 0, warning: null });
  });

  it.each<[string, (r: ReturnType<typeof history>) => Parameters<typeof preflightRun>[1], RegExp]>([
    [
      'an unknown base',
      () => ({ base: 'no-such-branch', out: '.gate' }),
      /--base "no-such-branch": no such commit here/,
    ],
    [
      'an unknown head',
      (h) => ({ base: h.first, head: 'nope', out: '.gate' }),
      /--head "nope": no such commit here/,
    ],
    [
      'a head that is not the checkout',
      (h) => ({ base: h.first, head: h.first, out: '.gate' }),
      /is [0-9a-f]{12}, not the checkout's HEAD [0-9a-f]{12}: check it out first/,
    ],
    [
      'an unreadable patch',
      (h) => ({ base: h.first, patch: '/no/such.patch', out: '.gate' }),
      /--patch \/no\/such\.patch: cannot be read/,
    ],
  ])('%s is a usage error with the fix', async (_what, opts, message) => {
    const h = history();
    const err = await preflightRun(h.repo.dir, opts(h)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toMatch(message);
  });

  it('not a git repository is a usage error', async () => {
    const dir = tempDir('gate-nogit-');
    await expect(preflightRun(dir, { base: 'main', out: '.gate' })).rejects.toThrow(
      /is not inside a git repository/,
    );
  });

  it('git missing is a usage error', async () => {
    const h = history();
    const path = process.env.PATH;
    process.env.PATH = tempDir('gate-nopath-');
    try {
      await expect(preflightRun(h.repo.dir, { base: h.first, out: '.gate' })).rejects.toThrow(
        /git is not installed/,
      );
    } finally {
      process.env.PATH = path;
    }
  });

  it('warns on uncommitted changes (not the state folder) and on a base that is not an ancestor', async () => {
    const { repo, first, second } = history();
    repo.checkout(first, 'old');
    writeFileSync(join(repo.dir, 'a.txt'), 'dirty\n');
    repo.write({ '.gate/trace.json': '{}', 'gate-out/x': '' });
    const { warnings, checkout } = await preflightRun(repo.dir, { base: second, out: 'gate-out/' });
    expect(warnings).toEqual([
      expect.stringMatching(/is not an ancestor of HEAD.*--base \$\(git merge-base [0-9a-f]{40} HEAD\)/),
    ]);
    // .gate/ is ignored by .gitignore; the --out folder is the gate's own too.
    expect(await checkout).toEqual({
      uncommitted: 1,
      warning: expect.stringMatching(/^the working tree has 1 uncommitted change\(s\) \(a\.txt\)/),
    });
  });
});

describe('the count of uncommitted changes, read while the run opens', () => {
  /**
   * What `git status` compares, for every entry of the checkout (not .git, not .gate): its name, size,
   * modification time and executable bit — and a folder's modification time, which an entry made and
   * removed again moves (the top folder's is left out: the run empties .gate there first).
   */
  const seen = (dir: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
      if (rel.split('/')[0] === '.git' || rel.split('/')[0] === '.gate') continue;
      const st = lstatSync(join(dir, rel), { bigint: true });
      out[rel] = `${st.size}:${st.mtimeNs}:${st.mode & 0o100n}`;
    }
    return out;
  };

  it('no program runs in the checkout before that read has ended', async () => {
    const repo = new TestRepo();
    // A spec that leaves a file in the checkout, as a spec may (the run removes it after the specs).
    const plant =
      "import { readFileSync, writeFileSync } from 'node:fs';\n" +
      "try { writeFileSync('src/planted-by-spec.txt', 'x'); } catch {}\n" +
      "process.exit(readFileSync(process.argv[2], 'utf8').includes('PLANTED') ? 1 : 0);\n";
    const files = project({
      gateYml: gateYml({
        properties:
          '  - spec: specs/no_forbidden.mjs\n    probe: probes/forbidden.patch\n' +
          '  - spec: specs/plant.mjs\n    probe: probes/plant.patch',
      }),
      extraFiles: {
        'specs/plant.mjs': plant,
        'probes/plant.patch': PROBE.replace('// FORBIDDEN', '// PLANTED'),
      },
    });
    const base = repo.commit({ ...files, '.gitignore': '.gate/\n' }, 'base');
    repo.commit({ 'src/lib.mjs': `${LIB_PASS}// v2\n` }, 'candidate');
    const before = seen(repo.dir);
    let release!: () => void;
    const read = new Promise<void>((done) => (release = done));
    let opened!: () => void;
    const patchTaken = new Promise<void>((done) => (opened = done));
    const log = {
      ...silentLogger,
      info: (m: string) => {
        if (m.startsWith('gate: base ')) opened();
      },
    };
    const run = runGate({
      cwd: repo.dir,
      config: 'gate.yml',
      base,
      outDir: '.gate',
      log,
      checkoutReadBy: read,
    });
    await patchTaken;
    // A run that did not wait would now be running its specs.
    await new Promise((done) => setTimeout(done, 1000));
    const during = seen(repo.dir);
    release();
    const { trace } = await run;
    expect(during).toEqual(before);
    expect(trace.verdict).toBe('CLEAR');
    expect(trace.properties.map((p) => p.code)).toEqual(['PROPERTY_CLEAR', 'PROPERTY_CLEAR']);
  });
});

describe('usage errors', () => {
  const options = { base: { type: 'string' as const }, head: { type: 'string' as const } };
  it.each([
    ['--bse', /^unknown option --bse \(did you mean --base\?\)$/],
    ['--haed=x', /^unknown option --haed \(did you mean --head\?\)$/],
    ['--zzzzzz', /^unknown option --zzzzzz$/],
  ])('%s', (flag, message) => {
    expect(() => parseCommand([flag], options, 'usage')).toThrow(message);
  });
});

describe('colour', () => {
  it.each<[string, { isTTY?: boolean }, NodeJS.ProcessEnv, boolean]>([
    ['a terminal', { isTTY: true }, {}, true],
    ['a pipe', { isTTY: false }, {}, false],
    ['NO_COLOR on a terminal', { isTTY: true }, { NO_COLOR: '1' }, false],
    ['an empty NO_COLOR', { isTTY: true }, { NO_COLOR: '' }, true],
    ['TERM=dumb', { isTTY: true }, { TERM: 'dumb' }, false],
    ['FORCE_COLOR in a pipe', {}, { FORCE_COLOR: '1' }, true],
  ])('%s', (_what, stream, env, expected) => {
    expect(useColour(stream, env)).toBe(expected);
  });
  it('paints only when asked', () => {
    expect(paint('Rejected', 'REJECT', false)).toBe('Rejected');
    expect(paint('Passed', 'CLEAR', true)).toBe('\u001b[1;32mPassed\u001b[0m');
  });
});

describe('heartbeat', () => {
  it('says the run is still going after 5 s of silence, with its last line, and stops', () => {
    jest.useFakeTimers();
    let t = 0;
    const lines: string[] = [];
    const inner: Logger = {
      info: (m) => lines.push(m),
      warn: (m) => lines.push(m),
      error: (m) => lines.push(m),
    };
    const { logger, stop } = withHeartbeat(inner, 5000, () => t);
    logger.info('gate: fixture  replaying 1 (fixture, seed) pair(s)');
    for (let s = 1; s <= 4; s++) {
      t = s * 1000;
      jest.advanceTimersByTime(1000);
    }
    expect(lines).toHaveLength(1);
    t = 6000;
    jest.advanceTimersByTime(1000);
    expect(lines[1]).toBe('gate: … still running (6 s); last: fixture  replaying 1 (fixture, seed) pair(s)');
    // The next heartbeat says only the time; a new line is repeated once, cut to one short line.
    t = 11_000;
    jest.advanceTimersByTime(1000);
    expect(lines[2]).toBe('gate: … still running (11 s)');
    logger.info(`gate: fixture  ${'x'.repeat(300)}\nsecond line`);
    t = 17_000;
    jest.advanceTimersByTime(1000);
    expect(lines[4]).toBe(`gate: … still running (17 s); last: fixture  ${'x'.repeat(150)}…`);
    stop();
    t = 40_000;
    jest.advanceTimersByTime(20_000);
    expect(lines).toHaveLength(5);
    jest.useRealTimers();
  });
});
