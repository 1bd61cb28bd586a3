/**
 * The single-stage commands of the articles, each usable alone: `gate property register|eval`,
 * `gate fixture bind|replay`, `gate replay-seed`. Files are read from the current directory (the
 * pipeline reads the same files from the base revision instead).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { parseCommand, noPositionals, optionalInt, required } from '../cli/args.js';
import { InputError, UsageError } from '../cli/errors.js';
import { sha256Hex } from '../classify/hash.js';
import { parseUnifiedDiff, DiffParseError, touchedPaths } from '../patch/diff.js';
import { expandInputsOnDisk, parseManifest } from '../oracle/manifest.js';
import { resolveInside, slug } from '../patch/paths.js';
import { OutDir } from '../adapters/outdir.js';
import { chooseRunner, sandboxLine, sandboxSetting, type GateRunner } from '../adapters/sandbox.js';
import { StateDir, type PatchBytes } from '../adapters/statedir.js';
import { evalSpec, registerSpec, type Slot } from '../stages/spec-run.js';
import { BINDING_SCHEMA, bindingDigest, type Binding } from '../stages/fixture.js';
import { hashInputs } from '../oracle/inputs.js';
import { replayOnce } from '../stages/replay.js';
import { replaySeed } from '../stages/base-replay.js';
import { DEFAULT_BUDGETS } from '../oracle/config.js';
import { defuseJson, defuseLog } from '../adapters/defuse.js';
import { onInterrupt } from '../run/cleanup.js';

function writeResult(path: string, value: unknown): void {
  mkdirSync(dirname(resolve(path)), { recursive: true });
  const text = JSON.stringify(value, null, 2) + '\n';
  writeFileSync(path, text);
  process.stdout.write(defuseJson(text));
}

/**
 * Read-only patch copies for the single-stage commands, in a state folder of their own outside the
 * checkout (as `gate run` does), removed by `remove()` once the copies' readers are done (`gate
 * check`), and at the latest when the command exits.
 */
export function handOverCopies(): ((label: string, bytes: PatchBytes, sha256: string) => string) & {
  remove: () => void;
} {
  let state: StateDir | undefined;
  const remove = () => {
    const made = state;
    state = undefined;
    made?.remove();
  };
  const handOver = (label: string, bytes: PatchBytes, sha256: string) => {
    if (!state) {
      state = StateDir.create();
      process.once('exit', remove);
    }
    return state.handOver(label, bytes, sha256);
  };
  return Object.assign(handOver, { remove });
}

async function locate(rel: string, what: string): Promise<string> {
  const found = await resolveInside(process.cwd(), rel);
  if (!found.ok) throw new InputError(`${what} ${rel}: ${found.reason}`);
  return found.path;
}

function readJson(path: string, what: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new InputError(`${what} ${path}: cannot read`);
  }
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('not an object');
    return v as Record<string, unknown>;
  } catch {
    throw new InputError(`${what} ${path}: not a JSON object`);
  }
}

/**
 * The runner of a single-stage command (GATE_SANDBOX, as for `gate run`): user code may write the
 * checkout in `grant` (only when it is a git checkout: never a whole home folder) but not the
 * command's output folder, which it must still reach. Disposed when the command ends.
 */
async function withRunner<T>(
  /** `grant`: a checkout (only when it holds `.git`), or with `named`, a folder the user named. */
  o: { grant?: string; named?: boolean; outDir: string },
  body: (proc: GateRunner) => Promise<T>,
): Promise<T> {
  const checkout =
    o.grant !== undefined && (o.named === true || existsSync(join(o.grant, '.git'))) ? o.grant : undefined;
  const runner = chooseRunner({
    setting: sandboxSetting(process.env.GATE_SANDBOX),
    ...(checkout !== undefined ? { checkout } : {}),
    protect: [o.outDir],
    reach: [o.outDir],
  });
  process.stderr.write(`${sandboxLine(runner.sandbox)}\n`);
  try {
    return await body(runner);
  } finally {
    runner.dispose();
  }
}

/** Logs of a single-stage command go into `logs/` beside its --out file. */
function logDir(outFile: string): OutDir {
  return OutDir.existing(dirname(resolve(outFile)));
}

const REGISTER_USAGE = `usage: gate property register --spec S --probe P --out SLOT [--global] [--timeout-ms N]

Runs the spec on its probe patch (it must reject) and on the empty patch (it must not, unless
--global). Writes the slot: spec and probe digests, both results, and whether the slot is valid.`;

export async function propertyRegister(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      spec: { type: 'string' },
      probe: { type: 'string' },
      out: { type: 'string' },
      global: { type: 'boolean' },
      'timeout-ms': { type: 'string' },
    },
    REGISTER_USAGE,
  );
  if (p === 'help') return 0;
  noPositionals(p.positionals);
  const spec = required(p.values, 'spec');
  const probe = required(p.values, 'probe');
  const out = required(p.values, 'out');
  const specFile = { name: spec, file: await locate(spec, 'spec') };
  const probeFile = { name: probe, file: await locate(probe, 'probe') };
  const outDir = logDir(out);
  const { slot } = await withRunner({ grant: process.cwd(), outDir: outDir.root }, (proc) =>
    registerSpec(specFile, probeFile, p.values.global === true, {
      proc,
      cwd: process.cwd(),
      timeoutMs: optionalInt(p.values, 'timeout-ms', 1) ?? DEFAULT_BUDGETS.predicate_timeout_ms,
      out: outDir,
      logPrefix: `register-${slug(spec)}`,
      handOver: handOverCopies(),
    }),
  );
  writeResult(out, slot);
  return 0;
}

const EVAL_USAGE = `usage: gate property eval --spec S --patch C --slot SLOT --out R [--timeout-ms N]

Runs a registered spec on a candidate patch. A missing, invalid or stale slot (the spec changed
since registration) is PROPERTY_NOT_FALSIFIABLE and the spec is not run.`;

export async function propertyEval(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      spec: { type: 'string' },
      patch: { type: 'string' },
      slot: { type: 'string' },
      out: { type: 'string' },
      'timeout-ms': { type: 'string' },
    },
    EVAL_USAGE,
  );
  if (p === 'help') return 0;
  noPositionals(p.positionals);
  const spec = required(p.values, 'spec');
  const patch = required(p.values, 'patch');
  const slotPath = required(p.values, 'slot');
  const out = required(p.values, 'out');
  const patchFile = await locate(patch, 'patch');
  const patchBytes = readFileSync(patchFile);
  let diff;
  try {
    diff = parseUnifiedDiff(patchBytes.toString('utf8'));
  } catch (err) {
    if (err instanceof DiffParseError)
      throw new InputError(`patch ${patch}: not a unified diff: ${err.message}`);
    throw err;
  }
  let slotText: string | undefined;
  try {
    slotText = readFileSync(slotPath, 'utf8');
  } catch {
    slotText = undefined;
  }
  const outDir = logDir(out);
  const env = {
    cwd: process.cwd(),
    timeoutMs: optionalInt(p.values, 'timeout-ms', 1) ?? DEFAULT_BUDGETS.predicate_timeout_ms,
    out: outDir,
    logPrefix: `eval-${slug(spec)}`,
    handOver: handOverCopies(),
  };
  const specFile = await locate(spec, 'spec');
  if (slotText === undefined) {
    writeResult(out, {
      code: 'PROPERTY_NOT_FALSIFIABLE',
      spec,
      spec_sha256: sha256Hex(readFileSync(specFile)),
      reason: `no slot at ${slotPath}: register the spec first`,
    });
    return 0;
  }
  let slot: Slot;
  try {
    slot = JSON.parse(slotText) as Slot;
  } catch {
    throw new InputError(`slot ${slotPath}: not JSON`);
  }
  const slotDigest = sha256Hex(slotText);
  const patchArg = { bytes: patchBytes, sha256: sha256Hex(patchBytes), diff };
  const { result } = await withRunner({ grant: process.cwd(), outDir: outDir.root }, (proc) =>
    evalSpec({ name: spec, file: specFile }, slot, slotDigest, patchArg, touchedPaths(diff), {
      ...env,
      proc,
    }),
  );
  writeResult(out, result);
  return 0;
}

const BIND_USAGE = `usage: gate fixture bind --patch C --manifest M --out B [--target T]

Hashes the manifest's inputs (never program output) and writes the binding: patch digest, generator
id and file digest, inputs digest and one binding digest per seed. A manifest defect is UNBOUND.`;

export async function fixtureBind(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      patch: { type: 'string' },
      manifest: { type: 'string' },
      out: { type: 'string' },
      target: { type: 'string' },
    },
    BIND_USAGE,
  );
  if (p === 'help') return 0;
  noPositionals(p.positionals);
  const patch = required(p.values, 'patch');
  const manifestPath = required(p.values, 'manifest');
  const out = required(p.values, 'out');
  const patchDigest = `sha256:${sha256Hex(readFileSync(await locate(patch, 'patch')))}`;
  const unbound = (reason: string) => {
    writeResult(out, { code: 'UNBOUND', manifest: manifestPath, patch_digest: patchDigest, reason });
    return 0;
  };
  const found = await resolveInside(process.cwd(), manifestPath);
  if (!found.ok) return unbound(`${manifestPath}: ${found.reason}`);
  const parsed = parseManifest(readFileSync(found.path, 'utf8'), manifestPath);
  if (!parsed.ok) return unbound(parsed.reason);
  const m = parsed.manifest;
  const gen = await resolveInside(process.cwd(), m.generator);
  if (!gen.ok) return unbound(`generator ${m.generator}: ${gen.reason}`);
  // Globs are expanded here, in the tree being bound; the binding names the files.
  const expanded = expandInputsOnDisk(process.cwd(), m.inputs, manifestPath);
  if (!expanded.ok) return unbound(expanded.reason);
  const inputs = await hashInputs(process.cwd(), expanded.inputs);
  if (!inputs.ok) return unbound(`${manifestPath}: ${inputs.reason}`);
  const b0 = {
    patch_digest: patchDigest,
    generator_id: m.generator_id,
    generator_sha256: sha256Hex(readFileSync(gen.path)),
    inputs_sha256: inputs.digest,
  };
  const binding: Binding & { code: 'BOUND' } = {
    code: 'BOUND',
    schema: BINDING_SCHEMA,
    target: (p.values.target as string | undefined) ?? manifestPath,
    manifest: manifestPath,
    generator: m.generator,
    ...b0,
    inputs: inputs.files,
    seeds: m.seeds.map((seed) => ({ seed, binding_sha256: bindingDigest(b0, seed) })),
  };
  writeResult(out, binding);
  return 0;
}

const REPLAY_USAGE = `usage: gate fixture replay --binding B --invariant I --out R [--seed S] [--timeout-ms N]

Re-hashes the bound inputs, then replays each bound seed (or one) once: the generator into a fresh
folder, then the invariant over it. Exit 0 of the invariant is REPLAY_MATCH, 1 REPLAY_MISS; anything
else, a timeout included, is a miss with budget_ok or transcript_complete false.`;

export async function fixtureReplay(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      binding: { type: 'string' },
      invariant: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      'timeout-ms': { type: 'string' },
    },
    REPLAY_USAGE,
  );
  if (p === 'help') return 0;
  noPositionals(p.positionals);
  const bindingPath = required(p.values, 'binding');
  const invariant = required(p.values, 'invariant');
  const out = required(p.values, 'out');
  const binding = readJson(bindingPath, 'binding') as unknown as Binding & { code?: string };
  if (binding.code !== 'BOUND' || binding.schema !== BINDING_SCHEMA) {
    writeResult(out, {
      code: 'UNBOUND',
      binding: bindingPath,
      reason: `the binding is not BOUND (${String(binding.code)})`,
    });
    return 0;
  }
  const only = optionalInt(p.values, 'seed', Number.MIN_SAFE_INTEGER);
  const seeds = binding.seeds.filter((s) => only === undefined || s.seed === only);
  if (seeds.length === 0) throw new UsageError(`--seed ${only} is not bound in ${bindingPath}`);
  const timeoutMs = optionalInt(p.values, 'timeout-ms', 1) ?? DEFAULT_BUDGETS.replay_timeout_ms;
  const dir = logDir(out);
  const inputs = binding.inputs.map((i) => i.path);
  const again = await hashInputs(process.cwd(), inputs);
  const results = await withRunner({ grant: process.cwd(), outDir: dir.root }, async (proc) => {
    const results = [];
    for (const s of seeds) {
      if (!again.ok || again.digest !== binding.inputs_sha256) {
        results.push({
          seed: s.seed,
          code: 'REPLAY_MISS',
          binding_sha256: s.binding_sha256,
          budget_ok: true,
          transcript_complete: false,
          reason: again.ok
            ? `the inputs now hash to ${again.digest}, not the bound ${binding.inputs_sha256}`
            : again.reason,
        });
        continue;
      }
      const run = await replayOnce(proc, {
        generator: await locate(binding.generator, 'generator'),
        invariant: await locate(invariant, 'invariant'),
        cwd: process.cwd(),
        inputs,
        seed: s.seed,
        timeoutMs,
        out: dir,
        attemptDir: join('replay', slug(binding.target), `seed-${s.seed}`),
      });
      results.push({
        seed: s.seed,
        code: run.result === 'pass' ? 'REPLAY_MATCH' : 'REPLAY_MISS',
        binding_sha256: s.binding_sha256,
        budget_ok: run.result !== 'budget',
        transcript_complete: run.result !== 'incomplete',
        exit_code: run.exitCode,
        reason: run.reason,
        logs: run.logs,
      });
    }
    return results;
  });
  const code = results.every((r) => r.code === 'REPLAY_MATCH') ? 'REPLAY_MATCH' : 'REPLAY_MISS';
  writeResult(out, {
    code,
    target: binding.target,
    invariant,
    inputs_sha256: binding.inputs_sha256,
    seeds: results,
  });
  return 0;
}

const REPLAY_SEED_USAGE = `usage: gate replay-seed --workdir W --manifest M --property P --seed S --expect-fixture-sha256 F [--timeout-ms N] [--out D]

Replays one seed once in the worktree W (a clean checkout of the base revision): W's own generator,
invariant P and inputs, which must hash to F. Never retries. The programs' logs are kept in the folder
D when given; otherwise they go to a temporary folder, removed before the command ends.
Exit 0 pass, 1 fail; anything else means not_run (3: the inputs or files are not as expected).`;

export async function replaySeedCommand(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      workdir: { type: 'string' },
      manifest: { type: 'string' },
      property: { type: 'string' },
      seed: { type: 'string' },
      'expect-fixture-sha256': { type: 'string' },
      'timeout-ms': { type: 'string' },
      out: { type: 'string' },
    },
    REPLAY_SEED_USAGE,
  );
  if (p === 'help') return 0;
  noPositionals(p.positionals);
  const workdir = resolve(required(p.values, 'workdir'));
  const manifestPath = required(p.values, 'manifest');
  const property = required(p.values, 'property');
  const seed = optionalInt(p.values, 'seed', Number.MIN_SAFE_INTEGER);
  if (seed === undefined) throw new UsageError('--seed is required');
  const expect = required(p.values, 'expect-fixture-sha256');
  const found = await resolveInside(workdir, manifestPath);
  if (!found.ok) {
    process.stderr.write(defuseLog(`gate replay-seed: ${manifestPath}: ${found.reason}\n`));
    return 3;
  }
  const parsed = parseManifest(readFileSync(found.path, 'utf8'), manifestPath);
  if (!parsed.ok) {
    process.stderr.write(defuseLog(`gate replay-seed: ${parsed.reason}\n`));
    return 3;
  }
  const timeoutMs = optionalInt(p.values, 'timeout-ms', 1) ?? DEFAULT_BUDGETS.replay_timeout_ms;
  // The logs go where the user says, or to a folder of this command's, removed on every way out.
  const named = p.values.out === undefined ? undefined : required(p.values, 'out');
  const out =
    named !== undefined
      ? OutDir.existing(resolve(named))
      : OutDir.existing(mkdtempSync(join(tmpdir(), 'gate-replay-seed-')));
  const remove = (): void => {
    if (named === undefined) rmSync(out.root, { recursive: true, force: true });
  };
  const forget = onInterrupt(remove);
  let r: Awaited<ReturnType<typeof replaySeed>>;
  try {
    // Granted like the pipeline's base replay worktree: an invariant may write its working folder.
    r = await withRunner({ grant: workdir, named: true, outDir: out.root }, (proc) =>
      replaySeed(proc, {
        workdir,
        generator: parsed.manifest.generator,
        invariant: property,
        inputs: parsed.manifest.inputs,
        seed,
        expectFixtureSha256: expect,
        timeoutMs,
        out,
        attemptDir: `seed-${seed}`,
      }),
    );
  } finally {
    forget();
    remove();
  }
  const where = named !== undefined ? `logs in ${out.root}` : 'logs kept with --out D';
  process.stderr.write(defuseLog(`gate replay-seed: ${r.result}: ${r.reason} (${where})\n`));
  process.stdout.write(defuseJson(JSON.stringify({ result: r.result, seed, reason: r.reason })) + '\n');
  return r.result === 'pass' ? 0 : r.result === 'fail' ? 1 : 3;
}
