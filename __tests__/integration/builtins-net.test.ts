/**
 * Built-in checks judge what a patch adds, in the real pipeline: candidates made by real git commits
 * shaped like upstream history (a suppressed function renamed, code reflowed around a suppression, a
 * type-checker setting that gives every ignore its code) grade CLEAR under the configuration a
 * newcomer copies from the README; a suppression truly added still REJECTs.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';

const GATE_YML = `version: 1
properties:
  - builtin: no-lint-suppressions
  - builtin: no-skipped-tests
  - builtin: no-focused-tests
`;

const COMPAT_PY = `"""Compatibility helpers."""
import sys


def _unwrap_legacy(obj):  # noqa: C901
    if hasattr(obj, "__wrapped__"):
        return obj.__wrapped__  # type: ignore
    return obj


def load_yaml(text):
    import yaml  # type: ignore

    return yaml.safe_load(text)
`;

const LOG_TS = `export function log(a: string, b: string, c: string): void {
  // eslint-disable-next-line no-console
  console.log(a, b, c);
}
`;

const TEST_JS = `import { add } from '../src/add.js';
it.skip('adds on windows', () => add(1, 2));
it('adds', () => add(1, 2));
`;

const BASE: Files = {
  'gate.yml': GATE_YML,
  'pyproject.toml': '[tool.mypy]\nstrict = true\n',
  'src/pkg/compat.py': COMPAT_PY,
  'src/log.ts': LOG_TS,
  'src/add.js': 'export const add = (a, b) => a + b;\n',
  'test/add.test.js': TEST_JS,
};

async function grade(candidate: Files): Promise<Trace> {
  const repo = new TestRepo();
  const base = repo.commit(BASE, 'base');
  repo.commit(candidate, 'candidate');
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
  });
  expectNoUnallowedPass(trace);
  return trace;
}

const outcome = (t: Trace) => [t.verdict, t.label, t.conclusion];

describe('built-ins judge what the patch adds (real commits)', () => {
  it('a rename of a suppressed function (and its callers) is CLEAR', async () => {
    const t = await grade({
      'src/pkg/compat.py': COMPAT_PY.replace('def _unwrap_legacy(obj)', 'def unwrap(obj)'),
    });
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });

  it('a reflow around a suppression, and a skipped test renamed, is CLEAR', async () => {
    const t = await grade({
      'src/log.ts': `export function log(a: string, b: string, c: string): void {
  const line = [a, b, c].join(' ');
  // eslint-disable-next-line no-console
  console.log(line);
}
`,
      'test/add.test.js': TEST_JS.replace("it.skip('adds on windows'", "it.skip('adds on win32'"),
    });
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });

  it('a type-checker setting that moves the ignores to their error codes is CLEAR', async () => {
    const t = await grade({
      'pyproject.toml': '[tool.mypy]\nstrict = true\nenable_error_code = ["ignore-without-code"]\n',
      'src/pkg/compat.py': COMPAT_PY.replace(
        'obj.__wrapped__  # type: ignore',
        'obj.__wrapped__  # type: ignore[attr-defined]',
      ).replace('import yaml  # type: ignore', 'import yaml  # type: ignore[import-untyped]'),
    });
    expect(outcome(t)).toEqual(['CLEAR', 'PASS', 'success']);
  });

  it('a suppression truly added REJECTs, with the added line as witness', async () => {
    const added = COMPAT_PY + '\n\ndef version():\n    return sys.version_info  # type: ignore\n';
    const t = await grade({ 'src/pkg/compat.py': added });
    expect(outcome(t)).toEqual(['REJECT', 'PROPERTY', 'failure']);
    const p = t.properties.find((x) => x.code === 'PROPERTY_REJECT');
    expect(p?.spec).toBe('builtin:no-lint-suppressions');
    const line = added.split('\n').findIndex((l) => l.includes('sys.version_info')) + 1;
    expect(p?.witness).toMatchObject({ path: 'src/pkg/compat.py', line });
  });
});
