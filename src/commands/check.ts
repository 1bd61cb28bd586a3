/**
 * `gate check`: would this configuration grade honestly? It validates gate.yml, every manifest and
 * every `.yml` spec and probe (all problems at once, each with file, field and line:column), then
 * registers every spec on its probe and on the empty patch, and replays every fixture seed on the
 * current checkout, which must match; then each fixture's probe is applied to a copy of the checkout
 * and its seeds replayed there until one misses (src/oracle/fixture-probe.ts), as the fixture stage
 * does: a fixture that cannot fail, or that names no probe, is a problem. The workflow must not
 * still name the `OWNER/...` placeholder `gate init` writes. Exit 0 only when all of that holds; 1
 * when anything does not; 2 on a usage error. Files are read from the current directory: run it on
 * the branch that adds them, at the repository's root (a warning says when it is not). The result —
 * the problems in one block, a probe not rejected with why, then the verdict line — is on stdout;
 * progress and warnings on stderr.
 */
import { handOverCopies } from './stages.js';
import { checkoutWarning } from './preflight.js';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LineCounter, isMap, isSeq, parse as parseYaml, parseDocument, type Node, type YAMLMap } from 'yaml';
import { parseCommand, noPositionals } from '../cli/args.js';
import { OutDir } from '../adapters/outdir.js';
import { holdPycachePrefix, localRunner, type ProcessRunner } from '../adapters/proc.js';
import { configOraclePaths, parseConfigAll, type GateConfig } from '../oracle/config.js';
import { probeFixture } from '../oracle/fixture-probe.js';
import { checkTestsFixture } from '../stages/tests.js';
import { sha256Hex } from '../classify/hash.js';
import { parseUnifiedDiff, DiffParseError } from '../patch/diff.js';
import { parseManifest, resolveManifestFiles, type Manifest } from '../oracle/manifest.js';
import { resolveInside, slug } from '../patch/paths.js';
import {
  explainClear,
  parseBuiltinSpec,
  PredicateSpecError,
  PREDICATE_KINDS,
} from '../builtins/predicates.js';
import { explainCheckClear } from '../builtins/evaluate.js';
import { materializeCheck } from '../builtins/spec.js';
import { registerSpec, type SpecFiles } from '../stages/spec-run.js';
import { hashInputs } from '../oracle/inputs.js';
import { replayOnce, type ReplayRun } from '../stages/replay.js';
import { OUTPUTS_FOLDER, type JudgeInputs } from '../stages/judge.js';
import { exerciseOf, judgeInputsOf } from '../stages/fixture.js';
import { didYouMean } from '../oracle/suggest.js';
import { git } from '../adapters/git.js';
import { detectPrivilege, sandboxSetting, type SandboxSetting } from '../adapters/sandbox.js';

export const CHECK_USAGE = `usage: gate check [--config gate.yml] [--no-run]

Checks that the configuration in the current directory would grade honestly:
  1. gate.yml, every fixture manifest, every .yml spec and every probe parse (all problems at
     once, each as FILE:LINE:COLUMN: FIELD: what was expected, with did-you-mean for names);
  2. every spec is registered: it rejects its probe and (unless global) not the empty patch;
  3. every seed of every fixture is replayed once on this checkout, and matches;
  4. every fixture's probe (a known bug) is applied to a copy of this checkout and some seed
     misses there: a fixture that cannot fail, or names no probe, is a problem.
The workflows must not still name the OWNER/... placeholder, nor run the gate after an
actions/checkout that keeps the job token (persist-credentials: false).
--no-run stops after 1 (nothing is executed).

The problems (a probe that was not rejected, with why) and a last line with the verdict go to
stdout; progress, and a warning when this is not the root of a git repository, to stderr.

Exit status: 0 when everything holds, 1 when anything does not, 2 on a usage error.`;

export interface Problem {
  file: string;
  line?: number;
  column?: number;
  field?: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  const where = p.line !== undefined ? `${p.file}:${p.line}:${p.column ?? 1}` : p.file;
  return `${where}: ${p.field ? `${p.field}: ` : ''}${p.message}`;
}

/** Where the value at a field path (`a.b[2].c`) is written in a YAML or JSON text. */
export function fieldPosition(text: string, field: string): { line: number; column: number } | undefined {
  const path: (string | number)[] = [];
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    path.push(m[2] !== undefined ? Number(m[2]) : (m[1] as string));
  try {
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, logLevel: 'silent' });
    for (let n = path.length; n >= 0; n--) {
      const node = (n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true)) as Node | null | undefined;
      const range = node?.range;
      if (range) {
        const { line, col } = lines.linePos(range[0]);
        return { line, column: col };
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export interface CheckOptions {
  cwd: string;
  config: string;
  run: boolean;
  proc?: ProcessRunner;
  /** Progress lines (stderr in the CLI). */
  say: (line: string) => void;
}

export interface CheckReport {
  problems: Problem[];
  registered: number;
  replayed: number;
  /** Replays spent on fixture probes. */
  probed: number;
  /** Nothing was registered or replayed, as some file did not parse. */
  stoppedEarly?: boolean;
}

async function readRepoFile(cwd: string, rel: string): Promise<{ path: string; text: string } | string> {
  const found = await resolveInside(cwd, rel, { expect: 'file' });
  if (!found.ok) return found.reason;
  try {
    return { path: found.path, text: readFileSync(found.path, 'utf8') };
  } catch (err) {
    return `cannot read: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** The whole check; never throws for a problem of the files, only lists it. */
export async function checkConfiguration(o: CheckOptions): Promise<CheckReport> {
  const problems: Problem[] = [];
  const report: CheckReport = { problems, registered: 0, replayed: 0, probed: 0 };
  const configFile = await readRepoFile(o.cwd, o.config);
  if (typeof configFile === 'string') {
    problems.push({ file: o.config, message: `${configFile} (run gate init to write one)` });
    return report;
  }
  const { errors, partial: config } = parseConfigAll(configFile.text, o.config);
  for (const e of errors) {
    const prefix = `${o.config}: ${e.field === '' ? '' : `${e.field}: `}`;
    problems.push({
      file: o.config,
      ...(e.line !== undefined ? { line: e.line, column: e.column ?? 1 } : {}),
      ...(e.field ? { field: e.field } : {}),
      message: e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message,
    });
  }
  if (config === null) return report;

  const files = await staticChecks(o, config, problems);
  // The workflows' problems do not keep the configuration from being run here: they are said after.
  const workflow: Problem[] = [];
  workflowProblems(o.cwd, workflow);
  if (!o.run || problems.length > 0) {
    if (o.run) report.stoppedEarly = true;
    problems.push(...workflow);
    return report;
  }
  const out = OutDir.fresh(mkdtempSync(join(tmpdir(), 'gate-check-')));
  const dropPycache = holdPycachePrefix();
  try {
    await registerAll(o, config, files, out, report);
    await replayAll(o, config, files, out, report);
  } finally {
    rmSync(out.root, { recursive: true, force: true });
    dropPycache();
  }
  problems.push(...workflow);
  return report;
}

interface Located {
  specs: Map<number, { spec: string; probe: string }>;
  manifests: Map<number, { manifest: Manifest; invariant: string; probe: string | null }>;
}

/** Every file the config names exists and parses; returns their absolute paths. */
async function staticChecks(o: CheckOptions, config: GateConfig, problems: Problem[]): Promise<Located> {
  const located: Located = { specs: new Map(), manifests: new Map() };
  const configText = readFileSync(join(o.cwd, o.config), 'utf8');
  const atConfig = (field: string, message: string) => {
    const at = fieldPosition(configText, field);
    problems.push({ file: o.config, ...(at ?? {}), field, message });
  };
  // The config read without its entries in error: each entry's index in the file, for the field names.
  const raw = rawLists(configText);
  const propertyIndex = (spec: string, n: number): number => {
    const at = raw.properties.findIndex((e) => e.spec === spec || `builtin:${String(e.builtin)}` === spec);
    return at < 0 ? n : at;
  };
  const fixtureIndex = (target: string, n: number): number => {
    const at = raw.fixtures.findIndex((e) => e.target === target);
    return at < 0 ? n : at;
  };
  for (const [n, p] of config.properties.entries()) {
    const i = propertyIndex(p.spec, n);
    let spec: string | undefined;
    let probe: string | undefined;
    if (p.builtin === undefined) {
      const s = await readRepoFile(o.cwd, p.spec);
      if (typeof s === 'string') atConfig(`properties[${i}].spec`, `${p.spec}: ${s}`);
      else {
        spec = s.path;
        if (/\.ya?ml$/i.test(p.spec)) specProblems(p.spec, s.text, problems);
      }
    }
    if (p.builtin === undefined || !p.builtin.shippedProbe) {
      const rel = p.probe as string;
      const pr = await readRepoFile(o.cwd, rel);
      if (typeof pr === 'string') atConfig(`properties[${i}].probe`, `${rel}: ${pr}`);
      else {
        probe = pr.path;
        probeProblems(rel, pr.text, problems);
      }
    }
    if ((spec !== undefined || p.builtin !== undefined) && (probe !== undefined || p.builtin?.shippedProbe))
      located.specs.set(n, { spec: spec ?? '', probe: probe ?? '' });
  }
  for (const [n, f] of config.fixtures.entries()) {
    const i = fixtureIndex(f.target, n);
    const m = await readRepoFile(o.cwd, f.manifest);
    if (typeof m === 'string') {
      atConfig(`fixtures[${i}].manifest`, `${f.manifest}: ${m}`);
      continue;
    }
    const parsed = parseManifest(m.text, f.manifest);
    const inv = await readRepoFile(o.cwd, f.invariant);
    if (typeof inv === 'string') atConfig(`fixtures[${i}].invariant`, `${f.invariant}: ${inv}`);
    if (f.exercise !== undefined) {
      const ex = await readRepoFile(o.cwd, f.exercise);
      if (typeof ex === 'string') atConfig(`fixtures[${i}].exercise`, `${f.exercise}: ${ex}`);
    }
    // SPEC §2: every fixture proves it can fail; a version 1 fixture without a probe is graded, but
    // nothing shows it can fail, so it does not pass the check.
    let probe: string | null = null;
    if (f.probe === null)
      atConfig(
        `fixtures[${i}]`,
        `${f.target}: nothing shows this fixture can fail: it names no probe (add probe: PATH, a unified diff of the code under test, a known bug on which some seed misses; version: 2 requires one)`,
      );
    else {
      const pr = await readRepoFile(o.cwd, f.probe);
      if (typeof pr === 'string') atConfig(`fixtures[${i}].probe`, `${f.probe}: ${pr}`);
      else {
        probe = pr.path;
        probeProblems(f.probe, pr.text, problems, 'a known bug on which some seed of the fixture misses');
        await untrackedTargets(o.cwd, f.probe, pr.text, problems);
      }
    }
    if (!parsed.ok) {
      problems.push(manifestProblem(f.manifest, m.text, parsed.reason));
      continue;
    }
    // Files only a judge reads mean something only where there is a judge apart from the code.
    if (parsed.manifest.judge_inputs !== undefined && f.exercise === undefined)
      problems.push({
        file: f.manifest,
        ...(fieldPosition(m.text, 'judge_inputs') ?? {}),
        field: 'judge_inputs',
        message: `${f.target} has no exercise: its invariant shares a process with the code under test, so these files are neither hidden from that code nor handed over (GATE_JUDGE_INPUTS); add exercise: to the fixture`,
      });
    for (const [k, p] of (parsed.manifest.judge_inputs ?? []).entries()) {
      const found = await resolveInside(o.cwd, p, { expect: 'file' });
      if (!found.ok)
        problems.push({
          file: f.manifest,
          ...(fieldPosition(m.text, 'judge_inputs') ?? {}),
          field: `judge_inputs[${k}]`,
          message: `${p}: ${found.reason}`,
        });
    }
    const resolved = await resolveManifestFiles(o.cwd, parsed.manifest, f.manifest);
    if (!resolved.ok) {
      const at = fieldPosition(m.text, resolved.field);
      const prefix = `${f.manifest}: ${resolved.field}: `;
      problems.push({
        file: f.manifest,
        ...(at ?? {}),
        field: resolved.field,
        message: resolved.reason.startsWith(prefix) ? resolved.reason.slice(prefix.length) : resolved.reason,
      });
      continue;
    }
    if (typeof inv !== 'string')
      located.manifests.set(n, { manifest: parsed.manifest, invariant: inv.path, probe });
  }
  return located;
}

type RawEntry = Record<string, unknown>;

/** The `properties` and `fixtures` lists as written, entries in error included. */
function rawLists(text: string): { properties: RawEntry[]; fixtures: RawEntry[] } {
  const entries = (v: unknown): RawEntry[] =>
    Array.isArray(v) ? v.map((e) => (typeof e === 'object' && e !== null ? (e as RawEntry) : {})) : [];
  try {
    const root = parseDocument(text, { logLevel: 'silent' }).toJS({ maxAliasCount: 100 }) as RawEntry | null;
    return { properties: entries(root?.properties), fixtures: entries(root?.fixtures) };
  } catch {
    return { properties: [], fixtures: [] };
  }
}

const MANIFEST_KEYS = ['generator', 'generator_id', 'inputs', 'seed'];

function manifestProblem(file: string, text: string, reason: string): Problem {
  const m = new RegExp(`^${escapeRe(file)}: ([^:\\s]+): (.*)$`, 's').exec(reason);
  if (m === null)
    return { file, message: reason.startsWith(`${file}: `) ? reason.slice(file.length + 2) : reason };
  const field = m[1] as string;
  let message = m[2] as string;
  if (message.startsWith('unknown key')) message += didYouMean(field, MANIFEST_KEYS);
  const at = fieldPosition(text, field);
  return { file, ...(at ?? {}), field, message };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function specProblems(file: string, text: string, problems: Problem[]): void {
  try {
    parseBuiltinSpec(text, file);
  } catch (err) {
    if (!(err instanceof PredicateSpecError)) throw err;
    const field = err.field === '(document)' ? '' : err.field;
    const prefix = `${file}: ${err.field}: `;
    let message = err.message.startsWith(prefix) ? err.message.slice(prefix.length) : err.message;
    const key = /\.([^.[\]]+)$/.exec(field)?.[1] ?? field;
    if (message.endsWith('got an unknown key'))
      message += didYouMean(key, [...PREDICATE_KINDS, 'pattern', 'flags', 'paths', 'message', 'predicates']);
    const at = field === '' ? undefined : fieldPosition(text, field);
    problems.push({ file, ...(at ?? {}), ...(field ? { field } : {}), message });
  }
}

function probeProblems(
  file: string,
  text: string,
  problems: Problem[],
  what = 'a patch the spec must reject',
): void {
  try {
    if (parseUnifiedDiff(text).files.length === 0)
      problems.push({ file, message: `the probe changes no file (a probe is ${what})` });
  } catch (err) {
    if (!(err instanceof DiffParseError)) throw err;
    problems.push({
      file,
      line: err.line,
      column: 1,
      message: `not a unified diff: ${err.message.replace(/^line \d+: /, '')}`,
    });
  }
}

/**
 * The files a probe patches that git does not track in the checkout (ignored, like a build's `dist/`,
 * or never committed): here they exist and the probe applies, but a clean checkout — what the gate's
 * job has — does not hold them, and every pull request would be held FIXTURE_NOT_FALSIFIABLE. Outside
 * a git repository nothing is said (preflight warns of that).
 */
async function untrackedTargets(cwd: string, file: string, text: string, problems: Problem[]): Promise<void> {
  let patched: string[];
  try {
    patched = parseUnifiedDiff(text)
      .files.map((f) => f.oldPath)
      .filter((p): p is string => p !== null);
  } catch {
    return;
  }
  if (patched.length === 0) return;
  let tracked: Set<string>;
  try {
    const out = await git(cwd, ['ls-files', '-z', '--', ...patched.map((p) => `:(literal)${p}`)], 'utf8');
    tracked = new Set(out.split('\0').filter((p) => p !== ''));
  } catch {
    return;
  }
  const some = (paths: string[]): string => `${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''}`;
  const absent = patched.filter((p) => !tracked.has(p) && !existsSync(join(cwd, p)));
  if (absent.length > 0)
    problems.push({
      file,
      message: `the probe patches ${some(absent)}, which the repository does not hold: it cannot apply. Patch a file of the code under test as it is on this branch`,
    });
  const untracked = patched.filter((p) => !tracked.has(p) && !absent.includes(p));
  if (untracked.length > 0)
    problems.push({
      file,
      message: `the probe patches ${some(untracked)}, which git does not track here (ignored, like a build's output, or never committed): a clean checkout — what the gate's job has — does not hold ${untracked.length === 1 ? 'it' : 'them'}, so the probe cannot apply there and every pull request would be held FIXTURE_NOT_FALSIFIABLE. Patch a file the repository holds (the source, not a build)`,
    });
}

async function registerAll(
  o: CheckOptions,
  config: GateConfig,
  files: Located,
  out: OutDir,
  report: CheckReport,
): Promise<void> {
  const proc = o.proc ?? localRunner;
  const handOver = handOverCopies();
  try {
    await registerEach(o, config, files, out, report, proc, handOver);
  } finally {
    handOver.remove();
  }
}

async function registerEach(
  o: CheckOptions,
  config: GateConfig,
  files: Located,
  out: OutDir,
  report: CheckReport,
  proc: ProcessRunner,
  handOver: ReturnType<typeof handOverCopies>,
): Promise<void> {
  await Promise.all(
    config.properties.map(async (p, i) => {
      const paths = files.specs.get(i);
      if (paths === undefined) return;
      const dir = `property/${String(i + 1).padStart(2, '0')}-${slug(p.spec)}`;
      let spec: SpecFiles = { name: p.spec, file: paths.spec };
      let probe = paths.probe;
      if (p.builtin !== undefined) {
        const m = materializeCheck(out, dir, p.builtin);
        spec = { name: p.spec, file: m.specFile, check: m.check };
        if (p.builtin.shippedProbe) probe = m.probeFile;
      }
      const { slot, logs } = await registerSpec(
        spec,
        { name: p.probe ?? `${p.spec}.patch`, file: probe },
        p.global,
        {
          proc,
          cwd: o.cwd,
          timeoutMs: config.budgets.predicate_timeout_ms,
          out,
          logPrefix: dir.replace('/', '-'),
          handOver,
        },
      );
      report.registered++;
      if (slot.valid) o.say(`  registered  ${p.spec}: ${slot.reason}`);
      else {
        const why = slot.probe_result === 'clear' ? whyNotRejected(spec, probe, logs, out) : [];
        report.problems.push({
          file: p.builtin === undefined ? p.spec : o.config,
          ...(p.builtin === undefined ? {} : { field: `properties[${i}]` }),
          message:
            `${slot.invalid_code ?? 'PROPERTY_NOT_FALSIFIABLE'}: ${slot.reason}` +
            why.map((line) => `\n    why: ${line}`).join(''),
        });
      }
    }),
  );
}

async function replayAll(
  o: CheckOptions,
  config: GateConfig,
  files: Located,
  out: OutDir,
  report: CheckReport,
): Promise<void> {
  const proc = o.proc ?? localRunner;
  for (const [i, f] of config.fixtures.entries()) {
    const located = files.manifests.get(i);
    if (located === undefined) continue;
    const { manifest, invariant, probe } = located;
    let matched = true;
    const generator = await resolveInside(o.cwd, manifest.generator, { expect: 'file' });
    if (!generator.ok) continue; // listed by the static checks
    const inputs = await hashInputs(o.cwd, manifest.inputs);
    if (!inputs.ok) {
      report.problems.push({ file: f.manifest, field: 'inputs', message: inputs.reason });
      continue;
    }
    const references = new Map<number, string>();
    const sameAsBaseReference = async (seed: number): Promise<{ folder: string } | { reason: ReplayRun }> => {
      const attemptDir = join('replay', slug(f.target), `seed-${seed}-base-outputs`);
      const made = await replayOnce(proc, {
        generator: generator.path,
        invariant,
        exercise: {
          path: f.exercise as string,
          judge: invariant,
          collectOnly: true,
          ...(manifest.judge_inputs !== undefined
            ? { judgeInputs: judgeInputsOf(manifest.judge_inputs, invariant, f.invariant) as JudgeInputs }
            : {}),
        },
        cwd: o.cwd,
        inputs: manifest.inputs,
        seed,
        timeoutMs: config.budgets.replay_timeout_ms,
        out,
        attemptDir,
      });
      if (made.result !== 'pass') return { reason: made };
      const folder = out.path(attemptDir, 'out', OUTPUTS_FOLDER);
      references.set(seed, folder);
      return { folder };
    };
    for (const seed of manifest.seeds) {
      const started = Date.now();
      const heartbeat = setInterval(
        () =>
          o.say(
            `  … ${f.target} seed ${seed} still running (${Math.round((Date.now() - started) / 1000)} s)`,
          ),
        5000,
      );
      let run;
      try {
        // law: same-as-base: this checkout is the base of the patches to come, so its own outputs at
        // the seed are what the replay here (which then shows they do not vary) and the probe compare with.
        const made = f.law === 'same-as-base' ? await sameAsBaseReference(seed) : undefined;
        if (made !== undefined && 'reason' in made) run = made.reason;
        else
          run = await replayOnce(proc, {
            generator: generator.path,
            invariant,
            ...exerciseOf(
              f,
              invariant,
              made?.folder,
              judgeInputsOf(manifest.judge_inputs, invariant, f.invariant),
            ),
            cwd: o.cwd,
            inputs: manifest.inputs,
            seed,
            timeoutMs: config.budgets.replay_timeout_ms,
            out,
            attemptDir: join('replay', slug(f.target), `seed-${seed}`),
          });
      } finally {
        clearInterval(heartbeat);
      }
      report.replayed++;
      if (run.result === 'pass')
        o.say(`  replayed    ${f.target} seed ${seed}: REPLAY_MATCH (${run.elapsedMs} ms)`);
      else {
        matched = false;
        const logs = run.logs
          .map((l) => readLog(out, l))
          .filter(Boolean)
          .join('\n');
        report.problems.push({
          file: f.manifest,
          field: 'seed',
          message:
            `${f.target} seed ${seed} does not match on this checkout (${run.result}: ${run.reason}); ` +
            'a fixture must replay green before it can grade a patch' +
            (logs ? `\n${logs}` : ''),
        });
      }
    }
    // The probe only means something for a fixture that holds here.
    if (!matched || probe === null || f.probe === null) continue;
    const probed = await probeFixture(
      {
        oracle: { reads: [], locate: async () => probe },
        out,
        baseCheckout: (run) => inCopyOf(o.cwd, run),
        oraclePaths: configOraclePaths(config, o.config),
        protectedGlobs: config.protected,
        replay: (r) =>
          replayOnce(proc, {
            generator: generator.path,
            invariant: r.invariant,
            ...exerciseOf(
              f,
              invariant,
              references.get(r.seed),
              judgeInputsOf(manifest.judge_inputs, invariant, f.invariant),
            ),
            cwd: r.cwd,
            inputs: manifest.inputs,
            seed: r.seed,
            timeoutMs: config.budgets.replay_timeout_ms,
            out,
            attemptDir: r.attemptDir,
          }),
      },
      {
        target: f.target,
        manifest: f.manifest,
        invariant: f.invariant,
        ...(f.exercise !== undefined ? { exercise: f.exercise } : {}),
        probe: f.probe,
        generator: manifest.generator,
        generatorSha256: sha256Hex(readFileSync(generator.path)),
        invariantSha256: sha256Hex(readFileSync(invariant)),
        inputs: manifest.inputs,
        inputPaths: inputs.files.map((x) => x.path),
        baseInputsSha256: inputs.digest,
        seeds: manifest.seeds,
        dir: join('fixtures', slug(f.target)),
      },
    );
    report.probed += probed.outcome.replays;
    if (probed.outcome.result === 'falsifiable') o.say(`  probed      ${f.target}: ${probed.outcome.reason}`);
    else
      report.problems.push({
        file: o.config,
        field: `fixtures[${i}].probe`,
        message: `${f.target}: FIXTURE_NOT_FALSIFIABLE: ${probed.outcome.reason}`,
      });
  }
  // `tests:` fixtures: every test passes here at every seed, and the probe makes one fail.
  const raw = config.tests ?? [];
  for (const [n, t] of raw.entries()) {
    const checked = await checkTestsFixture(
      {
        proc,
        cwd: o.cwd,
        out,
        replayTimeoutMs: config.budgets.replay_timeout_ms,
        oraclePaths: configOraclePaths(config, o.config),
        inCopy: (run) => inCopyOf(o.cwd, run),
        say: o.say,
        sandboxed: o.proc === undefined && sandboxWouldRun(),
      },
      t,
    );
    report.replayed += checked.runs;
    report.probed += checked.probeRuns;
    for (const p of checked.problems)
      report.problems.push({
        file: o.config,
        field: `fixtures[${testsIndex(o, t.target, n)}].${p.field}`,
        message: p.message,
      });
    if (t.probe !== null) {
      const pr = await readRepoFile(o.cwd, t.probe);
      if (typeof pr !== 'string') await untrackedTargets(o.cwd, t.probe, pr.text, report.problems);
    }
    if (t.probe === null)
      report.problems.push({
        file: o.config,
        field: `fixtures[${testsIndex(o, t.target, n)}].probe`,
        message: `${t.target}: nothing shows this fixture can fail: it names no probe (version: 1); add a probe, a known bug of the code under test on which some test fails`,
      });
  }
}

/**
 * Whether `gate run` on this machine would start the tests as a sandbox user (this check runs them as
 * the user who started it): the sandbox is not off, and the gate is root or has passwordless sudo.
 */
function sandboxWouldRun(): boolean {
  let setting: SandboxSetting;
  try {
    setting = sandboxSetting(process.env.GATE_SANDBOX);
  } catch {
    return false;
  }
  return setting !== 'off' && process.platform === 'linux' && typeof detectPrivilege() !== 'string';
}

/** The index of a `tests:` fixture in the file's `fixtures` list (its target is unique there). */
function testsIndex(o: CheckOptions, target: string, n: number): number {
  try {
    const doc = parseYaml(readFileSync(join(o.cwd, o.config), 'utf8')) as {
      fixtures?: { target?: unknown }[];
    };
    const at = (doc.fixtures ?? []).findIndex((e) => e?.target === target);
    return at < 0 ? n : at;
  } catch {
    return n;
  }
}

/**
 * Why a spec let its probe through, in words: what a built-in or `.yml` spec read of the probe and did
 * not find; for a program, that it exited 0 on the probe, and the end of what it printed.
 */
function whyNotRejected(spec: SpecFiles, probeFile: string, logs: string[], out: OutDir): string[] {
  try {
    const diff = parseUnifiedDiff(readFileSync(probeFile, 'utf8'));
    if (spec.check !== undefined) return explainCheckClear(spec.check, diff);
    if (/\.ya?ml$/i.test(spec.file))
      return explainClear(parseBuiltinSpec(readFileSync(spec.file, 'utf8'), spec.name), diff);
  } catch {
    return [];
  }
  const log = logs.find((l) => l.endsWith('-probe.log'));
  const said = log === undefined ? '' : readLog(out, log);
  return [
    `${spec.name} exited 0 on the probe, which says the patch is clear (a spec rejects with exit 1)` +
      (said === '' ? '; it printed nothing' : `; the end of what it printed:\n${said}`),
  ];
}

/**
 * Runs `run` in a throwaway copy of the checkout (its working tree as it is, uncommitted files
 * included; not `.git` or `.gate`), so a probe is never applied to the user's files. Folders named
 * `node_modules` are linked, not copied: the code under test resolves its dependencies as here.
 */
async function inCopyOf<R>(cwd: string, run: (dir: string) => Promise<R>): Promise<R> {
  const dir = mkdtempSync(join(tmpdir(), 'gate-check-probe-'));
  const linked: string[] = [];
  try {
    for (const name of readdirSync(cwd)) {
      if (name === '.git' || name === '.gate') continue;
      cpSync(join(cwd, name), join(dir, name), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => {
          if (!src.endsWith('/node_modules')) return true;
          linked.push(src);
          return false;
        },
      });
    }
    for (const src of linked) symlinkSync(src, join(dir, src.slice(cwd.length + 1)));
    return await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The workflows: the one `gate init` writes names `OWNER/...` until someone replaces it (nothing would
 * run), and a job that runs the gate on a pull request's code after an `actions/checkout` that keeps
 * the job token in `.git/config` (no `persist-credentials: false`) hands that token to the code.
 */
function workflowProblems(cwd: string, problems: Problem[]): void {
  const dir = join(cwd, '.github', 'workflows');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => /\.ya?ml$/i.test(n));
  } catch {
    return;
  }
  for (const name of names.sort()) {
    let text: string;
    try {
      text = readFileSync(join(dir, name), 'utf8');
    } catch {
      continue;
    }
    text.split('\n').forEach((line, n) => {
      const m = /^\s*-?\s*uses:\s*['"]?(OWNER\/[^\s'"#]*)/.exec(line);
      if (m === null) return;
      problems.push({
        file: `.github/workflows/${name}`,
        line: n + 1,
        column: line.indexOf('OWNER') + 1,
        message: `still names the placeholder ${m[1]}: no such action exists, so the gate would never run. Replace OWNER with the owner of the action's repository (or write the workflow again with gate init --action OWNER/REPO@REF)`,
      });
    });
    persistedCredentials(`.github/workflows/${name}`, text, problems);
  }
}

/** A step's `uses` that names this action (by its repository name, or the placeholder). */
const GATE_ACTION = /(^|\/)failure-class-gate(@|\/|$)/;

/**
 * Jobs that run the gate in its default mode (grading the checked-out code) after an
 * `actions/checkout` without `persist-credentials: false`: the job token stays in `.git/config`, which
 * the pull request's code can read, sandbox or not, and post a check of its own with. A workflow that
 * does not parse is left to GitHub to report.
 */
function persistedCredentials(file: string, text: string, problems: Problem[]): void {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const jobs = doc.errors.length === 0 ? doc.get('jobs') : undefined;
  if (!isMap(jobs)) return;
  for (const job of jobs.items) {
    const steps = isMap(job.value) ? job.value.get('steps') : undefined;
    if (!isSeq(steps)) continue;
    const items = steps.items.filter((step): step is YAMLMap => isMap(step));
    const uses = (step: YAMLMap): string => {
      const u = step.get('uses');
      return typeof u === 'string' ? u : '';
    };
    const grades = items.some((step) => {
      const mode = step.getIn(['with', 'mode']);
      return GATE_ACTION.test(uses(step)) && (mode === undefined || mode === null || mode === 'gate');
    });
    if (!grades) continue;
    for (const step of items) {
      if (!/^actions\/checkout@/.test(uses(step))) continue;
      const keep = step.getIn(['with', 'persist-credentials']);
      if (keep === false || keep === 'false') continue;
      const at = step.range ? lines.linePos(step.range[0]) : undefined;
      problems.push({
        file,
        ...(at !== undefined ? { line: at.line, column: at.col } : {}),
        message:
          "actions/checkout keeps the job token in .git/config unless persist-credentials is false: the pull request's code the gate runs can read it (the sandbox's users too) and post a check of its own. Add `with: persist-credentials: false` to this step (the gate fetches the base commit with the token itself)",
      });
    }
  }
}

/** The last lines of a replay log, indented, for the report. */
function readLog(out: OutDir, rel: string): string {
  try {
    const text = readFileSync(out.path(rel), 'utf8').trimEnd();
    if (text === '') return '';
    const lines = text.split('\n').slice(-8);
    return lines.map((l) => `      | ${l}`).join('\n');
  } catch {
    return '';
  }
}

export async function checkCommand(argv: string[]): Promise<number> {
  const parsed = parseCommand(
    argv,
    { config: { type: 'string', default: 'gate.yml' }, 'no-run': { type: 'boolean' } },
    CHECK_USAGE,
  );
  if (parsed === 'help') return 0;
  noPositionals(parsed.positionals);
  // Results (the problems and the verdict) on stdout; progress and warnings on stderr.
  const say = (line: string) => process.stderr.write(line + '\n');
  const cwd = process.cwd();
  const where = await checkoutWarning(cwd, 'check');
  if (where !== null) say(`gate check: ${where}`);
  const report = await checkConfiguration({
    cwd,
    config: parsed.values.config as string,
    run: parsed.values['no-run'] !== true,
    say,
  });
  const done = `${report.registered} spec(s) registered, ${report.replayed} seed(s) replayed, ${report.probed} probe replay(s)`;
  const result = (line: string) => process.stdout.write(line + '\n');
  if (report.problems.length === 0) {
    result(`gate check: ok: ${done}; this configuration grades honestly`);
    return 0;
  }
  const n = report.problems.length;
  result(`gate check: ${n} problem${n === 1 ? '' : 's'}:`);
  for (const p of report.problems) result(`  ${formatProblem(p).replace(/\n/g, '\n  ')}`);
  result(
    `gate check: ${n} problem${n === 1 ? '' : 's'}; ${done}` +
      (report.stoppedEarly ? ' (nothing is registered or replayed until the files above parse)' : ''),
  );
  return 1;
}
