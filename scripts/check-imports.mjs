#!/usr/bin/env node
/**
 * The import direction of src/ (CI: `npm run check:imports`). Every module has a layer; a module may
 * import its own layer or a lower one, never a higher one, and no import may close a cycle between
 * modules. Static imports, `export … from`, type-only imports and dynamic `import()` all count: a type
 * import still ties a lower room to a higher one's shape.
 *
 * The layers, lowest first (a module takes the first layer whose pattern matches it):
 *
 *   vocabulary   classify/, trace/, run/shard.ts, run/pool.ts, run/version.ts — codes, records, the
 *                trace's shape and the verdict decided from it
 *   edges        adapters/ — git, processes, the sandbox, the state folder, GitHub's APIs
 *   knowledge    patch/, oracle/, builtins/, report/ — what a patch and the oracle are; rendering
 *   stages       stages/, run/context.ts (the typed contexts the stages are handed)
 *   run          run/ — opening a run, the base checkout, bookkeeping, the audit
 *   entries      pipeline.ts, commands/, cli/, init/, action/, main.ts, index.ts, cli.ts
 *
 * KNOWN lists the edges that break these rules, each with the room it belongs to; the check prints
 * them and fails only on a new one, or on a known one that is gone (so the list stays true). It is
 * empty: no module imports a higher layer. (The trace layer takes the advice function of report/ as
 * a parameter where it recomputes or merges traces, rather than importing it.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

export const LAYERS = [
  ['vocabulary', [/^classify\//, /^trace\//, /^run\/shard\.ts$/, /^run\/pool\.ts$/, /^run\/version\.ts$/]],
  ['edges', [/^adapters\//]],
  ['knowledge', [/^patch\//, /^oracle\//, /^builtins\//, /^report\//]],
  ['stages', [/^stages\//, /^run\/context\.ts$/]],
  ['run', [/^run\//]],
  ['entries', [/^pipeline\.ts$/, /^commands\//, /^cli\//, /^init\//, /^action\//, /^[^/]+\.ts$/]],
];

/** Edges that run up a layer or close a cycle: `from -> to` (paths under src/), and whose they are. */
export const KNOWN = new Map([]);

export function layerOf(rel) {
  for (let i = 0; i < LAYERS.length; i++) {
    const [name, patterns] = LAYERS[i];
    if (patterns.some((p) => p.test(rel))) return { rank: i, name };
  }
  return undefined;
}

function sources(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out.sort();
}

/** Module → the src modules it imports (relative specifiers only; `.js` names the `.ts` source). */
export function importGraph() {
  const graph = new Map();
  for (const file of sources(src)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const deps = new Set();
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName).replace(/\.js$/, '.ts');
      if (!target.startsWith(src + '/') || !target.endsWith('.ts')) continue;
      deps.add(relative(src, target));
    }
    graph.set(relative(src, file), [...deps].sort());
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

export function check(graph = importGraph()) {
  const problems = [];
  const known = [];
  const seen = new Set();
  for (const [from, deps] of graph) {
    const a = layerOf(from);
    if (a === undefined) problems.push(`${from}: no layer (add it to LAYERS in scripts/check-imports.mjs)`);
    for (const to of deps) {
      const b = layerOf(to);
      if (a === undefined || b === undefined || b.rank <= a.rank) continue;
      const edge = `${from} -> ${to}`;
      seen.add(edge);
      if (KNOWN.has(edge)) known.push(`${edge} (${a.name} imports ${b.name}: ${KNOWN.get(edge)})`);
      else problems.push(`${edge}: ${a.name} imports ${b.name}, a higher layer`);
    }
  }
  for (const scc of cycles(graph)) {
    // A cycle is known when one of its edges is a known one (breaking that edge breaks the cycle).
    const inCycle = scc.flatMap((f) =>
      (graph.get(f) ?? []).filter((t) => scc.includes(t)).map((t) => `${f} -> ${t}`),
    );
    const k = inCycle.find((e) => KNOWN.has(e));
    if (k !== undefined) seen.add(k);
    else problems.push(`import cycle: ${scc.join(', ')}`);
  }
  for (const edge of KNOWN.keys()) {
    if (!seen.has(edge))
      problems.push(`${edge}: listed in KNOWN but no longer there; remove it from the list`);
  }
  return { problems, known };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { problems, known } = check();
  for (const k of known) console.log(`known: ${k}`);
  for (const p of problems) console.error(`error: ${p}`);
  if (problems.length > 0) {
    console.error(
      `check-imports: ${problems.length} problem(s); the layers are described in scripts/check-imports.mjs`,
    );
    process.exit(1);
  }
  console.log(`check-imports: ok (${known.length} known exception(s))`);
}
