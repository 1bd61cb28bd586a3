/**
 * A small gated project for integration tests: one program spec with its probe, one fixture whose
 * invariant asks the candidate's `src/lib.mjs` how to behave for each seed, so a candidate can
 * pass, fail, hang, crash or flake per seed with one line of code.
 */
import { chmodSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Files } from './repo.js';
import { tempDir } from './tmp.js';

export const SPEC = `import { readFileSync, writeFileSync } from 'node:fs';
const patch = readFileSync(process.argv[2], 'utf8');
if (process.env.SPEC_MARKER) writeFileSync(process.env.SPEC_MARKER, 'ran');
let file = null, line = 0;
for (const t of patch.split('\\n')) {
  if (t.startsWith('+++ ')) file = t.slice(4).replace(/^b\\//, '');
  else if (t.startsWith('@@')) line = Number(/\\+(\\d+)/.exec(t)[1]) - 1;
  else if (t.startsWith('+')) { line++; if (t.includes('FORBIDDEN')) { console.log(JSON.stringify({ witness: { path: file, line }, message: 'FORBIDDEN added' })); process.exit(1); } }
  else if (!t.startsWith('-')) line++;
}
`;

export const PROBE = `diff --git a/src/lib.mjs b/src/lib.mjs
--- a/src/lib.mjs
+++ b/src/lib.mjs
@@ -1 +1,2 @@
 export const behaviour = () => 'pass';
+// FORBIDDEN
`;

/**
 * Whether any generator ran in the run whose `.gate` is in `repoDir`: every generator run leaves its log
 * there (`…/generator.log`). A marker the generator writes itself would not do: it runs in a view of the
 * checkout, whose neighbours are not the repository's.
 */
export function generatorRan(repoDir: string): boolean {
  const gate = join(repoDir, '.gate');
  if (!existsSync(gate)) return false;
  return (readdirSync(gate, { recursive: true }) as string[]).some((p) => p.endsWith('generator.log'));
}

/** The generator also writes a marker beside its working folder (the CLI's single-stage commands). */
export const GENERATOR = `import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Beside a base worktree (the gate's own folder) a sandboxed generator cannot leave it: no marker then.
try { appendFileSync(join(process.cwd(), '..', 'generator-ran'), process.env.GATE_SEED + '\\n'); } catch {}
const inputs = JSON.parse(process.env.GATE_INPUTS);
const words = inputs.map((p) => readFileSync(p, 'utf8'));
writeFileSync(join(process.env.GATE_OUT, 'cases.json'), JSON.stringify({ seed: Number(process.env.GATE_SEED), words }));
`;

export const INVARIANT = `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const { behaviour } = await import(pathToFileURL(join(process.cwd(), 'src/lib.mjs')).href);
const { seed } = JSON.parse(readFileSync(join(process.env.GATE_CASES, 'cases.json'), 'utf8'));
const b = behaviour(seed);
if (b === 'pass') process.exit(0);
if (b === 'fail') process.exit(1);
if (b === 'crash') process.exit(7);
if (b === 'hang') setInterval(() => {}, 1000);
`;

export const LIB_PASS = `export const behaviour = () => 'pass';\n`;

/**
 * A folder outside every checkout that stands for a service the code under test talks to (a queue, a
 * clock, a shared cache): world-writable with the sticky bit like /tmp, so the sandbox user can use
 * it; removed after the test file's tests.
 */
let service: string | undefined;
function flakeService(): string {
  if (service === undefined) {
    const dir = tempDir('gate-test-service-');
    chmodSync(dir, 0o1777);
    service = dir;
  }
  return service;
}

/** Forgets every flake's state (a fresh service), as a new day on a real service would: between runs. */
export function resetFlakeService(): void {
  if (service === undefined) return;
  for (const name of readdirSync(service)) rmSync(join(service, name), { force: true });
}

/**
 * A fresh path prefix in the flake service, for a candidate that writes its own flake (one that also
 * does other things per seed): `existsSync(prefix + seed)` is false until that seed has flaked once.
 */
export function flakeMarker(): string {
  return join(flakeService(), randomBytes(6).toString('hex')) + '-';
}

/**
 * A real flake: the first call per seed fails, later calls pass, because of state held outside the
 * checkout (the service above), not anything a replay tree keeps. Each call of this helper is a new
 * flake (its own token), so two candidates never share the service's state.
 */
export const LIB_FLAKY = (seeds: number[]) => `import { existsSync, writeFileSync } from 'node:fs';
export const behaviour = (seed) => {
  if (!${JSON.stringify(seeds)}.includes(seed)) return 'pass';
  const marker = ${JSON.stringify(join(flakeService(), randomBytes(6).toString('hex')))} + '-' + seed;
  if (existsSync(marker)) return 'pass';
  writeFileSync(marker, '');
  return 'fail';
};
`;

/**
 * A cold-cache bug, not a flake: the first call in a fresh tree fails and leaves a cache file in the
 * working folder, so a retry in the same writable tree would pass. Every attempt starts from a fresh
 * tree, so it fails every time: a deterministic regression (PROPERTY).
 */
export const LIB_COLD_CACHE = (seeds: number[]) => `import { existsSync, writeFileSync } from 'node:fs';
export const behaviour = (seed) => {
  if (!${JSON.stringify(seeds)}.includes(seed)) return 'pass';
  const marker = '.flaky-' + seed;
  if (existsSync(marker)) return 'pass';
  writeFileSync(marker, '');
  return 'fail';
};
`;

export interface ProjectOptions {
  seeds?: number[];
  gateYml?: string;
  extraFiles?: Files;
}

export function gateYml(
  o: { budgets?: Record<string, unknown>; properties?: string; fixtures?: string } = {},
): string {
  // Generous for honest programs on a loaded 2-core machine (a Node start there can take seconds);
  // tests about budgets set their own.
  const budgets = { predicate_timeout_ms: 8000, replay_timeout_ms: 10000, retry_cap: 2, ...o.budgets };
  return `version: 1
budgets:
${Object.entries(budgets)
  .map(([k, v]) => `  ${k}: ${String(v)}`)
  .join('\n')}
properties:
${o.properties ?? '  - spec: specs/no_forbidden.mjs\n    probe: probes/forbidden.patch'}
fixtures:
${o.fixtures ?? '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/behaviour.mjs'}
protected:
  - .github/workflows/**
`;
}

export function project(o: ProjectOptions = {}): Files {
  return {
    'gate.yml': o.gateYml ?? gateYml(),
    'specs/no_forbidden.mjs': SPEC,
    'probes/forbidden.patch': PROBE,
    'fixtures/lib/manifest.json': JSON.stringify({
      generator: 'fixtures/lib/gen.mjs',
      generator_id: 'lib-gen/1',
      inputs: ['fixtures/lib/input.txt'],
      seed: o.seeds ?? [11, 12],
    }),
    'fixtures/lib/gen.mjs': GENERATOR,
    'fixtures/lib/input.txt': 'alpha\nbeta\n',
    'invariants/behaviour.mjs': INVARIANT,
    'src/lib.mjs': LIB_PASS,
    'README.md': 'project\n',
    ...o.extraFiles,
  };
}
