/**
 * A `tests:` fixture's report is written by the runner, and the code under test runs in the runner's
 * own process (pytest, the unittest driver): it can find the report's path on the command line and
 * rewrite it when the process exits, after the runner wrote it. Written as the attacker would, on real
 * repositories: a regression whose module registers an exit hook that strips every failure from the
 * report (the runners end before exit hooks run: the regression is REJECT), and one that patches the
 * runner's report writer at import (the runner printed its own count of failures, and the report must
 * agree with it: INCOMPLETE) — never the CLEAR the forged report asks for.
 */
import { describe, expect, it } from '@jest/globals';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { hasPytest, sandboxUserHasPytest } from '../helpers/python.js';

const LIB = `def add(a, b):\n    return a + b\n`;
const PYTEST_TEST = `from calc import add


def test_adds():
    assert add(2, 3) == 5, "two and three make five"


def test_zero():
    assert add(0, 0) == 0
`;
const UNITTEST_TEST = `import unittest
from calc import add


class MathTest(unittest.TestCase):
    def test_adds(self):
        self.assertEqual(add(2, 3), 5, "two and three make five")

    def test_zero(self):
        self.assertEqual(add(0, 0), 0)
`;
const PROBE = `diff --git a/calc.py b/calc.py
--- a/calc.py
+++ b/calc.py
@@ -1,2 +1,2 @@
 def add(a, b):
-    return a + b
+    return a - b
`;

/** The regression, and an exit hook that rewrites any report named on the command line as all-pass. */
const FORGER = `import atexit, os, re, sys


def _forge():
    for a in sys.argv:
        path = a.split('=', 1)[1] if a.startswith('--junitxml=') else a
        if not path.endswith('.xml') or not os.path.isfile(path):
            continue
        with open(path) as f:
            text = f.read()
        text = re.sub(r'<failure[^>]*/>|<failure[^>]*>.*?</failure>|<error[^>]*/>|<error[^>]*>.*?</error>', '', text, flags=re.S)
        text = re.sub(r'(failures|errors)="\\d+"', r'\\1="0"', text)
        with open(path, 'w') as f:
            f.write(text)


atexit.register(_forge)


def add(a, b):
    return a + b + (1 if a else 0)
`;

/** The regression, and, at import, report writers that drop every failure (pytest's and ElementTree's). */
const PATCHER = `try:
    from _pytest import junitxml
    junitxml._NodeReporter.append_failure = lambda self, report: None
except Exception:
    pass
import xml.etree.ElementTree as ET
_write = ET.ElementTree.write


def _clean(self, *a, **k):
    for tc in self.getroot().iter('testcase'):
        for ch in list(tc):
            if ch.tag in ('failure', 'error'):
                tc.remove(ch)
    return _write(self, *a, **k)


ET.ElementTree.write = _clean


def add(a, b):
    return a + b + (1 if a else 0)
`;

function gateYml(runner: string): string {
  return `version: 2
budgets:
  replay_timeout_ms: 60000
  retry_cap: 1
fixtures:
  - target: unit
    tests:
      runner: ${runner}
      files: ["tests/test_*.py"]
      seeds: [7]
    probe: probes/subtracts.patch
`;
}

async function grade(runner: 'pytest' | 'unittest', candidate: Files): Promise<Trace> {
  const repo = new TestRepo('gate-forgery-');
  const base = repo.commit(
    {
      'gate.yml': gateYml(runner),
      'calc.py': LIB,
      'tests/test_calc.py': runner === 'pytest' ? PYTEST_TEST : UNITTEST_TEST,
      'probes/subtracts.patch': PROBE,
      '.gitignore': '.gate/\n',
    },
    'base',
  );
  repo.commit(candidate, 'candidate');
  const sandbox = runner === 'pytest' && !sandboxUserHasPytest() ? ('off' as const) : undefined;
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
    ...(sandbox ? { sandbox } : {}),
  });
  expectNoUnallowedPass(trace);
  return trace;
}

const runners = (hasPytest ? ['pytest', 'unittest'] : ['unittest']) as ('pytest' | 'unittest')[];

describe.each(runners)('a report rewritten by the code under test (%s)', (runner) => {
  it('an exit hook that strips the failures from the report never runs: the regression is REJECT PROPERTY', async () => {
    const t = await grade(runner, { 'calc.py': FORGER });
    expect(t.conclusion).not.toBe('success');
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
  }, 240_000);

  it('code that patches the runner’s report writer at import is never CLEAR: the runner’s own count disagrees', async () => {
    const t = await grade(runner, { 'calc.py': PATCHER });
    expect(t.conclusion).not.toBe('success');
    expect(t.label).toBe('INCOMPLETE');
    expect(t.replays.find((r) => r.target === 'unit')?.reason).toMatch(/disagrees with what it printed/);
  }, 240_000);

  it('the honest change is still CLEAR (the count and the report agree)', async () => {
    const t = await grade(runner, { 'calc.py': LIB + '\n\n# A comment.\n' });
    expect([t.verdict, t.reason_code]).toEqual(['CLEAR', 'REPLAY_MATCH']);
  }, 240_000);

  it('a plain regression is still REJECT PROPERTY naming the test', async () => {
    const t = await grade(runner, { 'calc.py': LIB.replace('a + b', 'a + b + (1 if a else 0)') });
    expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    expect(t.misses.map((m) => m.invariant)).toEqual([
      runner === 'pytest' ? 'tests/test_calc.py::test_adds' : 'tests/test_calc.py::MathTest::test_adds',
    ]);
  }, 240_000);
});
