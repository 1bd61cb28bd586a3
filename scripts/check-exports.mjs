#!/usr/bin/env node
/**
 * Dead exports (CI: `npm run check:exports`): an export of a src/ module that no other module
 * imports — neither the product (src/) nor its tests (__tests__/) nor the scripts — and that its own
 * file never uses is dead code: remove it. (An export only its own file uses is left alone.)
 *
 * Imports are read with TypeScript's parser: named imports and `export { … } from` count for their
 * names; `import * as x`, `export * from` and a dynamic `import()` count for every export of the
 * module (they can reach any of them). The entries (src/index.ts, src/main.ts, src/cli.ts) are used
 * by definition. KNOWN (scripts/dead-exports.json) lists dead exports of other rooms not yet removed;
 * the check fails on any other.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const ENTRIES = new Set(['index.ts', 'main.ts', 'cli.ts']);

/** `module.ts#name` of dead exports left for their owners, with why they are still there. */
export const KNOWN = new Map(JSON.parse(readFileSync(join(root, 'scripts', 'dead-exports.json'), 'utf8')));

function files(dir, ok) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p, ok));
    else if (ok(e.name)) out.push(p);
  }
  return out.sort();
}

const isSource = (n) => /\.(ts|mts|mjs|js)$/.test(n) && !n.endsWith('.d.ts');

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The names a src module exports (declarations with `export`, and `export { … }` lists). */
function exportsOf(sf) {
  const names = [];
  for (const st of sf.statements) {
    const mods = ts.canHaveModifiers(st) ? (ts.getModifiers(st) ?? []) : [];
    const exported = mods.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = mods.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (exported) {
      if (isDefault) names.push('default');
      else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
      } else if (st.name && ts.isIdentifier(st.name)) names.push(st.name.text);
    }
    if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) {
      for (const e of st.exportClause.elements) names.push(e.name.text);
    }
  }
  return names;
}

/** The src module a specifier from `file` names, or undefined. */
function target(file, spec) {
  if (!spec.startsWith('.')) return undefined;
  const abs = resolve(dirname(file), spec).replace(/\.js$/, '.ts');
  return abs.startsWith(src + '/') ? relative(src, abs) : undefined;
}

/** module → names imported from it by another file ('*' for all). */
export function usage() {
  const used = new Map();
  const use = (mod, name) => {
    if (!used.has(mod)) used.set(mod, new Set());
    used.get(mod).add(name);
  };
  const all = [
    ...files(src, isSource),
    ...files(join(root, '__tests__'), isSource),
    ...files(join(root, 'scripts'), isSource),
    ...files(join(root, 'bench'), isSource),
  ];
  for (const file of all) {
    const sf = parse(file);
    const visit = (node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        const mod = target(file, node.moduleSpecifier.text);
        if (mod !== undefined) {
          if (ts.isImportDeclaration(node)) {
            const c = node.importClause;
            if (c?.name) use(mod, 'default');
            const b = c?.namedBindings;
            if (b && ts.isNamespaceImport(b)) use(mod, '*');
            if (b && ts.isNamedImports(b))
              for (const e of b.elements) use(mod, (e.propertyName ?? e.name).text);
          } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
            for (const e of node.exportClause.elements) use(mod, (e.propertyName ?? e.name).text);
          } else use(mod, '*');
        }
      }
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const mod = target(file, node.arguments[0].text);
        if (mod !== undefined) use(mod, '*');
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return used;
}

export function check() {
  const used = usage();
  const dead = [];
  for (const file of files(src, (n) => n.endsWith('.ts') && !n.endsWith('.d.ts'))) {
    const mod = relative(src, file);
    if (ENTRIES.has(mod)) continue;
    const u = used.get(mod) ?? new Set();
    if (u.has('*')) continue;
    const text = readFileSync(file, 'utf8');
    for (const name of exportsOf(parse(file))) {
      if (u.has(name)) continue;
      // Used in its own file: the `export` is only more than it needs, not dead code.
      const uses =
        text.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))?.length ?? 0;
      if (name !== 'default' && uses > 1) continue;
      dead.push(`${mod}#${name}`);
    }
  }
  const problems = dead
    .filter((d) => !KNOWN.has(d))
    .map((d) => `${d}: exported but imported by no other module`);
  // A listed export that is gone (or used again) only asks for the list to be tidied: not a failure,
  // so removing dead code in one branch never turns another branch's CI red.
  const stale = [...KNOWN.keys()].filter((k) => !dead.includes(k));
  return { dead, problems, stale };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { dead, problems, stale } = check();
  if (process.argv.includes('--list')) for (const d of dead) console.log(d);
  for (const k of stale) console.log(`note: ${k} is listed in scripts/dead-exports.json but no longer dead`);
  for (const p of problems) console.error(`error: ${p}`);
  if (problems.length > 0) {
    console.error(`check-exports: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`check-exports: ok (${dead.length} listed dead export(s) left for their owners)`);
}
