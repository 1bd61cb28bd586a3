/**
 * What `gate init` needs to know about a repository: its languages, their test runners and where the
 * tests live. Read from the files at the top of the tree (manifests, a few folders); nothing is run.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['javascript', 'python', 'go', 'rust', 'jvm'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Detected {
  languages: Language[];
  /** Test runners found, by name (jest, vitest, mocha, tap, node:test, pytest, unittest, go, cargo, junit). */
  runners: string[];
  /** Test folders at the top of the tree (or `src/test`). */
  testDirs: string[];
  /** The language the fixture skeleton is written in: javascript or python (the interpreters §8 runs). */
  skeleton: 'javascript' | 'python';
}

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** File names at the top of the tree and one level down (not in dot-folders or node_modules). */
function shallowFiles(root: string): string[] {
  const out: string[] = [];
  let top: string[] = [];
  try {
    top = readdirSync(root);
  } catch {
    return out;
  }
  for (const name of top) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    out.push(name);
    if (isDir(join(root, name))) {
      try {
        for (const sub of readdirSync(join(root, name)).slice(0, 500)) out.push(`${name}/${sub}`);
      } catch {
        // unreadable: not counted
      }
    }
  }
  return out;
}

export function detectRepository(root: string): Detected {
  const languages = new Set<Language>();
  const runners: string[] = [];
  const files = shallowFiles(root);
  const has = (re: RegExp) => files.some((f) => re.test(f));

  const pkg = readJson(join(root, 'package.json'));
  if (pkg !== undefined || has(/\.(m|c)?[jt]sx?$/)) languages.add('javascript');
  if (pkg !== undefined) {
    const deps = {
      ...((pkg.dependencies as Record<string, unknown>) ?? {}),
      ...((pkg.devDependencies as Record<string, unknown>) ?? {}),
    };
    const script = String((pkg.scripts as Record<string, unknown> | undefined)?.test ?? '');
    for (const r of ['vitest', 'jest', 'mocha', 'tap', 'ava'])
      if (r in deps || new RegExp(`\\b${r}\\b`).test(script)) runners.push(r);
    if (/\bnode\s+(?:[^|&;]*\s)?--test\b/.test(script)) runners.push('node:test');
  }
  const pyproject = readText(join(root, 'pyproject.toml'));
  const requirements =
    readText(join(root, 'requirements.txt')) + readText(join(root, 'requirements-dev.txt'));
  if (
    pyproject !== '' ||
    existsSync(join(root, 'setup.py')) ||
    existsSync(join(root, 'setup.cfg')) ||
    requirements !== '' ||
    has(/\.py$/)
  ) {
    languages.add('python');
    const text = pyproject + requirements + readText(join(root, 'setup.cfg'));
    runners.push(/\bpytest\b/.test(text) || existsSync(join(root, 'pytest.ini')) ? 'pytest' : 'unittest');
  }
  if (existsSync(join(root, 'go.mod'))) {
    languages.add('go');
    runners.push('go');
  }
  if (existsSync(join(root, 'Cargo.toml'))) {
    languages.add('rust');
    runners.push('cargo');
  }
  if (['pom.xml', 'build.gradle', 'build.gradle.kts'].some((f) => existsSync(join(root, f)))) {
    languages.add('jvm');
    runners.push('junit');
  }
  const testDirs = ['test', 'tests', '__tests__', 'spec', 'src/test'].filter((d) => isDir(join(root, d)));
  const ordered = LANGUAGES.filter((l) => languages.has(l));
  // The skeleton runs under node or python3 (SPEC §8): Python where Python is the first language found
  // without JavaScript, else JavaScript (node is there, as the gate runs on it).
  const skeleton = ordered.includes('python') && !ordered.includes('javascript') ? 'python' : 'javascript';
  return { languages: ordered, runners, testDirs, skeleton };
}
