/**
 * The single-stage commands of the articles, each used alone through the bundled CLI (`dist/cli.js`)
 * as a child process in a temporary project: property register/eval, fixture bind/replay,
 * replay-seed, and freeze lookup/grant/prune — including the refusals that keep the order of SPEC §2.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { classifyRecord } from '../../src/classify/table.js';
import { recordSha256 } from '../../src/classify/hash.js';
import { project, LIB_FLAKY } from '../helpers/project.js';
import { tempDir } from '../helpers/tmp.js';

/** JSON the commands write, read loosely: each assertion says what it expects of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const CLI = join(process.cwd(), 'dist', 'cli.js');

let dir: string;

function write(files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), content);
  }
}

function gate(...args: string[]): { status: number | null; stdout: string; stderr: string; json: Loose } {
  return gateWith({}, ...args);
}

function gateWith(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): { status: number | null; stdout: string; stderr: string; json: Loose } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, ...env },
  });
  let json: unknown;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    json = undefined;
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, json };
}

const readJson = (rel: string): Loose => JSON.parse(readFileSync(join(dir, rel), 'utf8'));

beforeEach(() => {
  // One folder per test around the project: the generator leaves its marker in the parent.
  const parent = tempDir('gate-cli-');
  // Writable to all: with the sandbox the generator runs as another OS user and leaves its marker here.
  chmodSync(parent, 0o1777);
  dir = join(parent, 'project');
  mkdirSync(dir);
  write(project() as Record<string, string>);
  write({ 'empty.patch': '' });
});

const CANDIDATE_BAD = `diff --git a/src/lib.mjs b/src/lib.mjs
--- a/src/lib.mjs
+++ b/src/lib.mjs
@@ -1 +1,3 @@
 export const behaviour = () => 'pass';
+// fine
+// FORBIDDEN
`;
const CANDIDATE_OK = `diff --git a/README.md b/README.md
--- a/README.md
+++ b/README.md
@@ -1 +1 @@
-project
+project, edited
`;

describe('gate property register / eval', () => {
  it('registers a falsifiable spec, then clears a good patch and rejects a bad one with its witness', () => {
    const reg = gate(
      'property',
      'register',
      '--spec',
      'specs/no_forbidden.mjs',
      '--probe',
      'probes/forbidden.patch',
      '--out',
      '.gate/slot.json',
    );
    expect(reg.status).toBe(0);
    const slot = readJson('.gate/slot.json');
    expect(slot).toMatchObject({ valid: true });
    expect(slot.spec_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(slot.probe_sha256).toMatch(/^[0-9a-f]{64}$/);

    write({ 'good.patch': CANDIDATE_OK, 'bad.patch': CANDIDATE_BAD });
    const ok = gate(
      'property',
      'eval',
      '--spec',
      'specs/no_forbidden.mjs',
      '--patch',
      'good.patch',
      '--slot',
      '.gate/slot.json',
      '--out',
      '.gate/ok.json',
    );
    expect(ok.status).toBe(0);
    expect(readJson('.gate/ok.json')).toMatchObject({
      code: 'PROPERTY_CLEAR',
      spec_sha256: slot.spec_sha256,
    });
    expect(readJson('.gate/ok.json').slot_sha256).toMatch(/^[0-9a-f]{64}$/);

    const bad = gate(
      'property',
      'eval',
      '--spec',
      'specs/no_forbidden.mjs',
      '--patch',
      'bad.patch',
      '--slot',
      '.gate/slot.json',
      '--out',
      '.gate/bad.json',
    );
    expect(bad.status).toBe(0);
    expect(readJson('.gate/bad.json')).toMatchObject({
      code: 'PROPERTY_REJECT',
      witness: { path: 'src/lib.mjs', line: 3 },
    });
  });

  it('a spec whose probe passes is not falsifiable, and eval refuses to run it', () => {
    write({ 'probes/harmless.patch': CANDIDATE_OK, 'bad.patch': CANDIDATE_BAD });
    gate(
      'property',
      'register',
      '--spec',
      'specs/no_forbidden.mjs',
      '--probe',
      'probes/harmless.patch',
      '--out',
      '.gate/slot.json',
    );
    expect(readJson('.gate/slot.json').valid).toBe(false);
    gate(
      'property',
      'eval',
      '--spec',
      'specs/no_forbidden.mjs',
      '--patch',
      'bad.patch',
      '--slot',
      '.gate/slot.json',
      '--out',
      '.gate/r.json',
    );
    expect(readJson('.gate/r.json').code).toBe('PROPERTY_NOT_FALSIFIABLE');
  });

  it('a slot goes stale when the spec changes after registration, and a missing slot is not falsifiable', () => {
    write({ 'bad.patch': CANDIDATE_BAD });
    gate(
      'property',
      'register',
      '--spec',
      'specs/no_forbidden.mjs',
      '--probe',
      'probes/forbidden.patch',
      '--out',
      '.gate/slot.json',
    );
    write({ 'specs/no_forbidden.mjs': 'process.exit(0);\n' });
    gate(
      'property',
      'eval',
      '--spec',
      'specs/no_forbidden.mjs',
      '--patch',
      'bad.patch',
      '--slot',
      '.gate/slot.json',
      '--out',
      '.gate/r.json',
    );
    expect(readJson('.gate/r.json').code).toBe('PROPERTY_NOT_FALSIFIABLE');
    gate(
      'property',
      'eval',
      '--spec',
      'specs/no_forbidden.mjs',
      '--patch',
      'bad.patch',
      '--slot',
      '.gate/none.json',
      '--out',
      '.gate/r2.json',
    );
    expect(readJson('.gate/r2.json')).toMatchObject({ code: 'PROPERTY_NOT_FALSIFIABLE' });
    expect(readJson('.gate/r2.json').reason).toMatch(/register the spec first/);
  });

  it('usage errors exit 2 and name the missing flag', () => {
    const r = gate('property', 'register', '--spec', 'specs/no_forbidden.mjs');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--probe/);
  });
});

describe('gate fixture bind / replay', () => {
  it('binds the inputs (not program output) and replays each seed once', () => {
    const bind = gate(
      'fixture',
      'bind',
      '--patch',
      'empty.patch',
      '--manifest',
      'fixtures/lib/manifest.json',
      '--out',
      '.gate/binding.json',
    );
    expect(bind.status).toBe(0);
    const b = readJson('.gate/binding.json');
    expect(b).toMatchObject({ code: 'BOUND', generator_id: 'lib-gen/1' });
    expect(b.seeds.map((s: { seed: number }) => s.seed)).toEqual([11, 12]);
    expect(b.inputs_sha256).toMatch(/^[0-9a-f]{64}$/);

    const replay = gate(
      'fixture',
      'replay',
      '--binding',
      '.gate/binding.json',
      '--invariant',
      'invariants/behaviour.mjs',
      '--out',
      '.gate/replay.json',
    );
    expect(replay.status).toBe(0);
    const r = readJson('.gate/replay.json');
    expect(r.code).toBe('REPLAY_MATCH');
    expect(r.seeds.map((s: { binding_sha256: string }) => s.binding_sha256)).toEqual(
      b.seeds.map((s: { binding_sha256: string }) => s.binding_sha256),
    );
  });

  it('a failing seed is a REPLAY_MISS; inputs edited after bind are not a match', () => {
    gate(
      'fixture',
      'bind',
      '--patch',
      'empty.patch',
      '--manifest',
      'fixtures/lib/manifest.json',
      '--out',
      '.gate/binding.json',
    );
    write({ 'src/lib.mjs': "export const behaviour = (seed) => (seed === 12 ? 'fail' : 'pass');\n" });
    gate(
      'fixture',
      'replay',
      '--binding',
      '.gate/binding.json',
      '--invariant',
      'invariants/behaviour.mjs',
      '--out',
      '.gate/replay.json',
    );
    const r = readJson('.gate/replay.json');
    expect(r.code).toBe('REPLAY_MISS');
    expect(r.seeds.map((s: { code: string }) => s.code)).toEqual(['REPLAY_MATCH', 'REPLAY_MISS']);

    write({
      'src/lib.mjs': "export const behaviour = () => 'pass';\n",
      'fixtures/lib/input.txt': 'rewritten\n',
    });
    gate(
      'fixture',
      'replay',
      '--binding',
      '.gate/binding.json',
      '--invariant',
      'invariants/behaviour.mjs',
      '--out',
      '.gate/replay2.json',
    );
    const again = readJson('.gate/replay2.json');
    expect(again.code).toBe('REPLAY_MISS');
    expect(again.seeds[0]).toMatchObject({ transcript_complete: false });
  });

  it('a manifest input that leaves the project is UNBOUND, and replay refuses an unbound binding', () => {
    write({
      'fixtures/lib/manifest.json': JSON.stringify({
        generator: 'fixtures/lib/gen.mjs',
        generator_id: 'g/1',
        inputs: ['../outside.txt'],
        seed: 1,
      }),
    });
    gate(
      'fixture',
      'bind',
      '--patch',
      'empty.patch',
      '--manifest',
      'fixtures/lib/manifest.json',
      '--out',
      '.gate/binding.json',
    );
    expect(readJson('.gate/binding.json').code).toBe('UNBOUND');
    gate(
      'fixture',
      'replay',
      '--binding',
      '.gate/binding.json',
      '--invariant',
      'invariants/behaviour.mjs',
      '--out',
      '.gate/replay.json',
    );
    expect(readJson('.gate/replay.json').code).toBe('UNBOUND');
    expect(existsSync(join(dir, '..', 'generator-ran'))).toBe(false);
  });
});

describe('gate replay-seed', () => {
  it('exit 0 pass, 1 fail, 3 when the inputs do not hash as expected; never a retry', () => {
    gate(
      'fixture',
      'bind',
      '--patch',
      'empty.patch',
      '--manifest',
      'fixtures/lib/manifest.json',
      '--out',
      '.gate/binding.json',
    );
    const digest = readJson('.gate/binding.json').inputs_sha256 as string;
    const args = [
      'replay-seed',
      '--workdir',
      dir,
      '--manifest',
      'fixtures/lib/manifest.json',
      '--property',
      'invariants/behaviour.mjs',
      '--seed',
      '11',
    ];
    expect(gate(...args, '--expect-fixture-sha256', digest).status).toBe(0);
    expect(gate(...args, '--expect-fixture-sha256', 'f'.repeat(64)).status).toBe(3);
    // Flaky: fails on its first call only. One replay, no retry: exit 1.
    write({ 'src/lib.mjs': LIB_FLAKY([11]) });
    expect(gate(...args, '--expect-fixture-sha256', digest).status).toBe(1);
  });

  it('leaves nothing in the temp folder; --out keeps the logs where the user says', () => {
    gate(
      'fixture',
      'bind',
      '--patch',
      'empty.patch',
      '--manifest',
      'fixtures/lib/manifest.json',
      '--out',
      '.gate/binding.json',
    );
    const digest = readJson('.gate/binding.json').inputs_sha256 as string;
    const tmp = tempDir('gate-cli-tmp-');
    chmodSync(tmp, 0o1777);
    const args = [
      'replay-seed',
      '--workdir',
      dir,
      '--manifest',
      'fixtures/lib/manifest.json',
      '--property',
      'invariants/behaviour.mjs',
      '--seed',
      '11',
      '--expect-fixture-sha256',
    ];
    expect(gateWith({ TMPDIR: tmp }, ...args, digest).status).toBe(0);
    expect(gateWith({ TMPDIR: tmp }, ...args, 'f'.repeat(64)).status).toBe(3);
    expect(readdirSync(tmp).filter((n) => n.startsWith('gate-replay-seed'))).toEqual([]);
    const logs = join(tempDir('gate-cli-logs-'), 'replay');
    const kept = gateWith({ TMPDIR: tmp }, ...args, digest, '--out', logs);
    expect(kept.status).toBe(0);
    expect(kept.stderr).toContain(`logs in ${logs}`);
    expect(readdirSync(logs).length).toBeGreaterThan(0);
    expect(readdirSync(tmp).filter((n) => n.startsWith('gate-replay-seed'))).toEqual([]);
  });
});

describe('gate freeze lookup / grant / prune', () => {
  function schedulerRecord(): Record<string, unknown> {
    return {
      run_id: 'r1',
      seed: 11,
      property_path: 'invariants/behaviour.mjs',
      property_sha256: 'a'.repeat(64),
      fixture_sha256: 'b'.repeat(64),
      base_fixture_sha256: 'b'.repeat(64),
      diff_paths: ['src/lib.mjs'],
      candidate_result: 'fail',
      base_seed_result: 'pass',
      retry_results: ['pass'],
      retry_cap: 2,
      budget_ok: true,
      transcript_complete: true,
    };
  }

  function writeDecision(record: Record<string, unknown>, name: string): void {
    write({
      [`${name}.record.json`]: JSON.stringify(record),
      [`${name}.decision.json`]: JSON.stringify({
        ...classifyRecord(record),
        record_sha256: recordSha256(record),
      }),
    });
  }

  it('refuses (exit 2) without a REPLAY_MISS result, and never opens the ledger', () => {
    // The ledger is a FIFO: opening it for reading would block until the test's timeout.
    spawnSync('mkfifo', [join(dir, 'ledger.fifo')]);
    write({ 'match.json': JSON.stringify({ code: 'REPLAY_MATCH' }) });
    const started = Date.now();
    for (const fixture of ['match.json', 'absent.json']) {
      const r = gate(
        'freeze',
        'lookup',
        '--target',
        'lib.behaviour',
        '--invariant',
        'invariants/behaviour.mjs',
        '--require-fixture',
        fixture,
        '--ledger',
        'ledger.fifo',
        '--out',
        'note.json',
      );
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/refusing to read the freeze ledger/);
    }
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(existsSync(join(dir, 'note.json'))).toBe(false);
  });

  it('after a miss: NO_RECORD, then ANNOTATED_HOLD that excuses only the granted SCHEDULER triple', () => {
    write({ 'miss.json': JSON.stringify({ code: 'REPLAY_MISS' }) });
    const record = schedulerRecord();
    writeDecision(record, 'sched');
    const lookup = (): Loose => {
      const r = gate(
        'freeze',
        'lookup',
        '--target',
        'lib.behaviour',
        '--invariant',
        'invariants/behaviour.mjs',
        '--require-fixture',
        'miss.json',
        '--ledger',
        'gate-freezes.json',
        '--out',
        'note.json',
        '--record',
        'sched.record.json',
        '--run-number',
        '12',
      );
      expect(r.status).toBe(0);
      return readJson('note.json');
    };
    expect(lookup().code).toBe('NO_RECORD');

    const grant = gate(
      'freeze',
      'grant',
      '--decision',
      'sched.decision.json',
      '--record',
      'sched.record.json',
      '--owner',
      'alice',
      '--target',
      'lib.behaviour',
      '--expires-after-runs',
      '5',
      '--granted-run-number',
      '10',
    );
    expect(grant.status).toBe(0);
    const note = lookup();
    expect(note).toMatchObject({ code: 'ANNOTATED_HOLD', excuses: true });

    // Run 15 = 10 + 5: the row is dead; prune removes it and says so.
    const prune = gate('freeze', 'prune', '--run-number', '15');
    expect(prune.status).toBe(0);
    expect(prune.stdout + prune.stderr).toMatch(/frz-/);
    expect(readJson('gate-freezes.json').freezes).toEqual([]);
  });

  it('grant refuses a non-SCHEDULER decision, a record edited after its decision, and a missing expiry', () => {
    const property = { ...schedulerRecord(), base_seed_result: 'fail' };
    writeDecision(property, 'prop');
    const refused = gate(
      'freeze',
      'grant',
      '--decision',
      'prop.decision.json',
      '--record',
      'prop.record.json',
      '--owner',
      'alice',
      '--target',
      't',
      '--expires-after-runs',
      '5',
      '--granted-run-number',
      '1',
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/only SCHEDULER/);

    writeDecision(schedulerRecord(), 'sched');
    write({ 'sched.record.json': JSON.stringify({ ...schedulerRecord(), retry_cap: 3 }) });
    const tampered = gate(
      'freeze',
      'grant',
      '--decision',
      'sched.decision.json',
      '--record',
      'sched.record.json',
      '--owner',
      'alice',
      '--target',
      't',
      '--expires-after-runs',
      '5',
      '--granted-run-number',
      '1',
    );
    expect(tampered.status).toBe(1);
    expect(tampered.stderr).toMatch(/hashes to/);

    writeDecision(schedulerRecord(), 'ok');
    const noExpiry = gate(
      'freeze',
      'grant',
      '--decision',
      'ok.decision.json',
      '--record',
      'ok.record.json',
      '--owner',
      'alice',
      '--target',
      't',
    );
    expect(noExpiry.status).toBe(2);
    expect(noExpiry.stderr).toMatch(/expiry is required/);
    expect(existsSync(join(dir, 'gate-freezes.json'))).toBe(false);
  });
});
