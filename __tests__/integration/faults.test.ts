/**
 * Faults on real repositories with real processes (issue 8): user code killed by a signal, flooding
 * its output cap, writing to a closed pipe or leaving grandchildren; debris of an earlier run (a base
 * worktree, a `.gate/`); a disk that fills while the trace is written; two runs in one checkout; and an
 * internal error in every stage. None of them may end in `success` or `neutral`, except the scenarios
 * where SPEC §3 allows it (asserted explicitly, with the reason).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { runGate, type GateOptions } from '../../src/pipeline.js';
import { silentLogger, type Logger } from '../../src/adapters/log.js';
import { atomicWriteSeam, OutDirError } from '../../src/adapters/outdir.js';
import { internalTrace } from '../../src/action/gate-mode.js';
import { renderSummary } from '../../src/report/summary.js';
import { STAGES, type Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { project, LIB_PASS } from '../helpers/project.js';
import { processGone } from '../helpers/procs.js';
import { tempDir } from '../helpers/tmp.js';

async function grade(repo: TestRepo, base: string, extra: Partial<GateOptions> = {}): Promise<Trace> {
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
    ...extra,
  });
  // Every scenario: never success or neutral where SPEC §3 does not allow it.
  expectNoUnallowedPass(trace);
  return trace;
}

function scenario(candidate: Files, baseFiles: Files = project({ seeds: [11] })) {
  const repo = new TestRepo('gate-fault-');
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

/**
 * A folder outside the checkout for what user code reports: an absolute path, because the code under
 * test runs in a view of the checkout and cannot know where the checkout is.
 */
function sideFolder(): string {
  const dir = tempDir('gate-fault-side-');
  chmodSync(dir, 0o777);
  return dir;
}

/** A candidate `src/lib.mjs` whose behaviour runs `body` first (inside the invariant's process). */
const lib = (body: string, result = 'pass') =>
  `import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { writeFileSync, writeSync, appendFileSync } from 'node:fs';
export const behaviour = (seed) => { ${body}; return ${JSON.stringify(result)}; };
void spawn; void spawnSync; void execFileSync; void writeFileSync; void writeSync; void appendFileSync;
`;

function capture(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => void lines.push(`info: ${m}`),
    warn: (m) => void lines.push(`warn: ${m}`),
    error: (m) => void lines.push(`error: ${m}`),
  };
}

const outcome = (t: Trace) => [t.verdict, t.label, t.conclusion];

describe('user processes that misbehave', () => {
  it('an invariant killed by a signal (SIGKILL from the candidate) is INCOMPLETE → HOLD, never a pass', async () => {
    const { repo, base } = scenario({ 'src/lib.mjs': lib(`process.kill(process.pid, 'SIGKILL')`) });
    const t = await grade(repo, base);
    expect(t.replays[0]).toMatchObject({ code: 'REPLAY_MISS', transcript_complete: false });
    expect(t.replays[0]?.reason).toMatch(/killed by SIGKILL/);
    expect(t.misses[0]?.decision.label).toBe('INCOMPLETE');
    expect(outcome(t)).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
  });

  it('a spec killed by a signal is PROPERTY_ERROR → HOLD', async () => {
    const spec = `import { readFileSync } from 'node:fs';
const p = readFileSync(process.argv[2], 'utf8');
if (p.includes('FORBIDDEN')) process.exit(1);
if (p.includes('terminate-me')) process.kill(process.pid, 'SIGTERM');
`;
    const { repo, base } = scenario(
      { 'src/lib.mjs': LIB_PASS + '// terminate-me\n' },
      project({ seeds: [11], extraFiles: { 'specs/no_forbidden.mjs': spec } }),
    );
    const t = await grade(repo, base);
    expect(t.stages.find((s) => s.name === 'property')?.code).toBe('PROPERTY_ERROR');
    expect(t.properties[0]?.reason).toMatch(/killed by SIGTERM/);
    expect(outcome(t)).toEqual(['HOLD', 'INCOMPLETE', 'action_required']);
  });

  it('output past the cap is cut in the log, the run finishes and the miss is still classified', async () => {
    // 3 MiB on stdout and stderr, three times the 1 MiB cap, then a failing invariant.
    const flood = `const chunk = 'x'.repeat(1 << 16) + '\\n'; for (let i = 0; i < 24; i++) { writeSync(1, chunk); writeSync(2, chunk); }`;
    const { repo, base } = scenario({ 'src/lib.mjs': lib(flood, 'fail') });
    const t = await grade(repo, base);
    const log = join(repo.dir, '.gate', t.replays[0]?.logs.find((l) => l.endsWith('invariant.log')) ?? '');
    expect(statSync(log).size).toBeLessThan(1024 * 1024 + 4096);
    expect(readFileSync(log, 'utf8')).toMatch(/\[gate: output truncated after 1048576 bytes\]/);
    expect(t.misses[0]?.decision.label).toBe('PROPERTY');
    expect(outcome(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
  });

  it('writing to a closed pipe (EPIPE, SIGPIPE) inside user code does not disturb the gate', async () => {
    const side = sideFolder();
    // `yes | head` kills `yes` with SIGPIPE; then the invariant writes to a pipe whose reader is gone.
    const body = `spawnSync('sh', ['-c', 'yes | head -c 10 >/dev/null']);
      const r = spawnSync(process.execPath, ['-e', "process.stdout.on('error', () => process.exit(0)); setTimeout(() => { for (let i = 0; i < 1000; i++) process.stdout.write('y'.repeat(4096)); }, 50)"], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000, maxBuffer: 1 });
      appendFileSync(${JSON.stringify(join(side, 'pipe-status'))}, String(r.status ?? r.signal) + '\\n')`;
    const { repo, base } = scenario({ 'src/lib.mjs': lib(body, 'fail') });
    const t = await grade(repo, base);
    expect(t.errors).toEqual([]);
    expect(t.replays[0]?.code).toBe('REPLAY_MISS');
    expect(readFileSync(join(side, 'pipe-status'), 'utf8')).toMatch(/\S/);
    expect(outcome(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
  });

  it('grandchildren left behind by the candidate do not survive the run', async () => {
    // The invariant's child starts a grandchild; both sleep far past the run and record their pids.
    const side = sideFolder();
    const pidsFile = join(side, 'pids');
    const body = `const c = spawn('sh', ['-c', 'sleep 60 & echo $! >> ${pidsFile}; echo $$ >> ${pidsFile}; sleep 60'], { stdio: 'ignore' });
      c.unref(); execFileSync('sh', ['-c', 'for i in 1 2 3 4 5 6 7 8 9 10; do [ "$(wc -l < ${pidsFile} 2>/dev/null || echo 0)" -ge 2 ] && exit 0; sleep 0.05; done'])`;
    const { repo, base } = scenario({ 'src/lib.mjs': lib(body, 'pass') });
    const t = await grade(repo, base);
    const pids = readFileSync(pidsFile, 'utf8').trim().split('\n').map(Number);
    expect(pids.length).toBeGreaterThanOrEqual(2);
    for (const pid of pids) expect(await processGone(pid, 2000)).toBe(true);
    // The invariant passed: CLEAR is what SPEC §3 says for every replay REPLAY_MATCH.
    expect(t.replays.map((r) => r.code)).toEqual(['REPLAY_MATCH']);
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });
});

describe('debris of an earlier run', () => {
  it('a base worktree left by a crashed run is removed, with a warning', async () => {
    const { repo, base } = scenario({ 'src/lib.mjs': LIB_PASS + '//x\n' });
    // A pid that existed and is gone: the "crashed" run's.
    const dead = spawnSync('sh', ['-c', 'echo $$']).stdout.toString().trim();
    const stale = join(repo.dir, '.git', 'gate-worktrees', `base-${dead}-1-oracle`);
    mkdirSync(join(repo.dir, '.git', 'gate-worktrees'), { recursive: true });
    repo.git('worktree', 'add', '--detach', stale, base);
    expect(repo.git('worktree', 'list')).toContain(stale);
    const log = capture();
    const t = await grade(repo, base, { log });
    expect(existsSync(stale)).toBe(false);
    expect(repo.git('worktree', 'list').split('\n')).toHaveLength(1);
    expect(log.lines).toContain(`warn: removed a base worktree left behind by an earlier run: ${stale}`);
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });

  it('a forged passing trace and replay files in .gate are never read as this run’s results', async () => {
    const { repo, base } = scenario({ 'src/lib.mjs': lib('', 'fail') });
    await grade(repo, base);
    const earlier = JSON.parse(readFileSync(join(repo.dir, '.gate/trace.json'), 'utf8')) as Trace;
    // Someone rewrites the earlier run's files to look like a pass.
    writeFileSync(
      join(repo.dir, '.gate/trace.json'),
      JSON.stringify({ ...earlier, verdict: 'CLEAR', label: 'PASS', conclusion: 'success' }),
    );
    repo.write({ '.gate/fixtures/lib.behaviour/seed-11/replay.json': '{"code":"REPLAY_MATCH"}' });
    const t = await grade(repo, base);
    expect(t.started_at).not.toBe(earlier.started_at);
    expect(outcome(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const onDisk = JSON.parse(readFileSync(join(repo.dir, '.gate/trace.json'), 'utf8')) as Trace;
    expect(onDisk.started_at).toBe(t.started_at);
    expect(onDisk.conclusion).toBe('failure');
    const replay = JSON.parse(
      readFileSync(join(repo.dir, '.gate/fixtures/lib.behaviour/seed-11/replay.json'), 'utf8'),
    );
    expect(replay.code).toBe('REPLAY_MISS');
  });

  it('a stale .gate is emptied even when this run fails before any stage', async () => {
    const { repo, base } = scenario({ 'src/lib.mjs': LIB_PASS + '//x\n' });
    await grade(repo, base);
    const t = await grade(repo, 'no-such-revision');
    expect(outcome(t)).toEqual(['UNUSABLE', null, 'failure']);
    expect(readdirSync(join(repo.dir, '.gate')).sort()).toEqual(['.gate-out', 'trace.json']);
  });

  it('a .gate folder the gate did not write is refused, not read or deleted', async () => {
    const { repo, base } = scenario({ 'src/lib.mjs': LIB_PASS + '//x\n' });
    repo.write({ '.gate/trace.json': '{"verdict":"CLEAR","conclusion":"success"}' });
    await expect(grade(repo, base)).rejects.toThrow(OutDirError);
    expect(readFileSync(join(repo.dir, '.gate/trace.json'), 'utf8')).toMatch(/CLEAR/);
  });
});

/** A tiny tmpfs needs root (and a kernel that allows the mount); elsewhere the seam tests stand alone. */
function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = tempDir('gate-tmpfs-probe-');
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0;
  if (ok) spawnSync('umount', [probe]);
  rmdirSync(probe);
  return ok;
}

describe('the disk fills while the trace is written', () => {
  afterEach(() => atomicWriteSeam.reset());

  (canMountTmpfs() ? it : it.skip)(
    'on a real full file system (tmpfs): ENOSPC, and no partial trace remains',
    async () => {
      const { repo, base } = scenario({ 'src/lib.mjs': LIB_PASS + '//x\n' });
      const mnt = join(repo.dir, '..', 'small-disk');
      mkdirSync(mnt);
      expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mnt]).status).toBe(0);
      try {
        const out = join(mnt, 'gate');
        const used = () => {
          const s = statfsSync(mnt);
          return (s.blocks - s.bfree) * s.bsize;
        };
        // A first run on the small disk: how much a run writes, and how much of that is the trace.
        expect((await grade(repo, base, { outDir: out })).verdict).toBe('CLEAR');
        const page = statfsSync(mnt).bsize;
        const traceBytes = Math.ceil(statSync(join(out, 'trace.json')).size / page) * page;
        const withGate = used();
        rmSync(out, { recursive: true, force: true });
        const gateBytes = withGate - used();
        // Fill the disk so that everything the run writes before the trace fits, and the trace does not.
        writeFileSync(
          join(mnt, 'filler'),
          Buffer.alloc(statfsSync(mnt).bfree * page - (gateBytes - traceBytes)),
        );
        let error: unknown;
        await grade(repo, base, { outDir: out }).catch((e: unknown) => (error = e));
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
        const files = readdirSync(out);
        expect(files).not.toContain('trace.json');
        expect(files.filter((f) => f.includes('.tmp-'))).toEqual([]);
      } finally {
        spawnSync('umount', [mnt]);
      }
    },
    30000,
  );

  it.each(['write', 'rename'] as const)(
    'ENOSPC at %s: no trace.json, no partial file, and the action’s fallback trace is UNUSABLE',
    async (at) => {
      const { repo, base } = scenario({ 'src/lib.mjs': LIB_PASS + '//x\n' });
      await grade(repo, base); // an earlier, complete trace
      const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      atomicWriteSeam.fail = (path, step) =>
        path.endsWith('trace.json') && step === at ? enospc : undefined;
      let error: unknown;
      await grade(repo, base).catch((e: unknown) => (error = e));
      expect(error).toBe(enospc);
      const files = readdirSync(join(repo.dir, '.gate'));
      expect(files).not.toContain('trace.json');
      expect(files.filter((f) => f.includes('.tmp-'))).toEqual([]);
      // What the action publishes when the pipeline throws: UNUSABLE / INTERNAL, the error in the summary.
      const fallback = internalTrace(error, { base, config: 'gate.yml' });
      expect([fallback.verdict, fallback.reason_code, fallback.conclusion]).toEqual([
        'UNUSABLE',
        'INTERNAL',
        'failure',
      ]);
      // The summary escapes ':' (no workflow command can start in it); read it without the escapes.
      expect(renderSummary(fallback).replace(/\\/g, '')).toContain('ENOSPC: no space left on device');
    },
  );
});

describe('two gate runs in one checkout', () => {
  it('the second is refused with a message naming the pid of the first', async () => {
    const slowSpec = `import { readFileSync } from 'node:fs';
const p = readFileSync(process.argv[2], 'utf8');
await new Promise((r) => setTimeout(r, 1500));
if (p.includes('FORBIDDEN')) process.exit(1);
`;
    const { repo, base } = scenario(
      { 'src/lib.mjs': LIB_PASS + '//x\n' },
      project({ seeds: [11], extraFiles: { 'specs/no_forbidden.mjs': slowSpec } }),
    );
    const cli = join(process.cwd(), 'dist', 'cli.js');
    const first = spawn(process.execPath, [cli, 'run', '--base', base], { cwd: repo.dir, stdio: 'pipe' });
    let stdout = '';
    first.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const lock = join(repo.dir, '.git', 'gate.lock');
    const done = new Promise<number | null>((r) => first.on('exit', (code) => r(code)));
    const held = () => existsSync(lock) && readFileSync(lock, 'utf8').endsWith('\n');
    for (let i = 0; i < 200 && !held(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.pid));
    await expect(grade(repo, base)).rejects.toThrow(
      new RegExp(`another gate run \\(pid ${first.pid}\\) is using this checkout`),
    );
    expect(await done).toBe(0);
    expect(JSON.parse(stdout).verdict).toBe('CLEAR');
    expect(existsSync(lock)).toBe(false);
    // Once the first has finished, a run goes ahead.
    expect((await grade(repo, base)).verdict).toBe('CLEAR');
  }, 30000);
});

describe('an internal error in each stage', () => {
  // A candidate whose seed 11 fails every time, so classify and freeze run too.
  const stages = [...STAGES];

  it.each(stages)(
    'in %s ends UNUSABLE / INTERNAL / failure, with the error in the summary',
    async (stage) => {
      const { repo, base } = scenario({ 'src/lib.mjs': lib('', 'fail') });
      const t = await grade(repo, base, { injectFault: stage });
      expect([t.verdict, t.label, t.reason_code, t.conclusion]).toEqual([
        'UNUSABLE',
        null,
        'INTERNAL',
        'failure',
      ]);
      expect(t.errors).toEqual([`injected fault in the ${stage} stage`]);
      // The stages before it ran and are recorded; the faulty one and those after it are not.
      const ran = t.stages.map((s) => s.name);
      expect(ran).toEqual(STAGES.slice(0, STAGES.indexOf(stage)));
      const summary = renderSummary(t);
      expect(summary).toContain(`injected fault in the ${stage} stage`);
      expect(summary).toMatch(/INTERNAL/);
      const onDisk = JSON.parse(readFileSync(join(repo.dir, '.gate/trace.json'), 'utf8')) as Trace;
      expect(onDisk.conclusion).toBe('failure');
    },
  );

  it('covers every stage of the pipeline', () => {
    expect([...stages].sort()).toEqual(['classify', 'fixture', 'freeze', 'property', 'scope']);
  });
});
