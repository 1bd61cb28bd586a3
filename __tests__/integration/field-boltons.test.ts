/**
 * The field check of `tests:` fixtures: a real, mature library's own pytest suite as the oracle (a slice
 * of boltons, vendored in `__tests__/fixtures/boltons/`, see its README), with the gate.yml a newcomer
 * writes from the README. Each of five real bug fixes of that library's history, reverted in its source
 * only, must REJECT as PROPERTY naming the test upstream wrote for it; an honest change is CLEAR.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { hasPytest, sandboxUserHasPytest } from '../helpers/python.js';

const FIXTURE = join(process.cwd(), '__tests__', 'fixtures', 'boltons');

if (!hasPytest) process.stderr.write('field-boltons.test: no pytest here: the field check is not run\n');

function files(dir: string, into: Files = {}, root = dir): Files {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) files(p, into, root);
    else into[relative(root, p)] = readFileSync(p, 'utf8');
  }
  return into;
}

/** gate.yml as the README's `tests:` section has it. */
const GATE_YML = `version: 2
budgets:
  retry_cap: 1
  replay_timeout_ms: 120000
fixtures:
  - target: boltons
    tests:
      runner: pytest
      files: ['tests/test_*.py']
      seeds: [1]
    probe: probes/clamp-ignores-upper.patch
protected:
  - gate.yml
  - probes/**
`;

const REVERTS: [string, string[]][] = [
  ['1e61524-singularize-double-s.patch', ['tests/test_strutils.py::test_singularize_double_s']],
  ['766b554-bytes2human-rollover.patch', ['tests/test_strutils.py::test_bytes2human']],
  ['ec1ff9f-complement-issupserset.patch', ['tests/test_setutils.py::test_complement_set']],
  [
    'd0a284f-indexedset-negative-index.patch',
    [
      'tests/test_setutils.py::test_iset_scalar_index_bounds',
      'tests/test_setutils.py::test_iset_scalar_index_multiple_dead_intervals',
    ],
  ],
  ['c1c25da-bits-length-check.patch', ['tests/test_mathutils.py::test_bits_len_bound']],
];

(hasPytest ? describe : describe.skip)('field check: boltons’ own pytest suite as the oracle', () => {
  const sandbox = sandboxUserHasPytest() ? undefined : ('off' as const);
  let repo: TestRepo;
  let base: string;
  beforeAll(() => {
    repo = new TestRepo('gate-field-');
    base = repo.commit(
      {
        ...files(join(FIXTURE, 'tree')),
        'gate.yml': GATE_YML,
        '.gitignore': '.gate/\n',
        'probes/clamp-ignores-upper.patch': readFileSync(
          join(FIXTURE, 'probe-clamp-ignores-upper.patch'),
          'utf8',
        ),
      },
      'boltons at 967864f',
    );
  });

  async function grade(branch: string, change: (dir: string) => void): Promise<Trace> {
    repo.git('reset', '-q', '--hard');
    repo.checkout(base, branch);
    change(repo.dir);
    repo.git('add', '-A');
    repo.git('commit', '-qm', branch);
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

  it.each(REVERTS)(
    'reverting the fix of %s is REJECT PROPERTY, naming the upstream test',
    async (patch, tests) => {
      const t = await grade(`revert-${patch.slice(0, 7)}`, (dir) => {
        const r = spawnSync('git', ['apply', join(FIXTURE, 'reverts', patch)], {
          cwd: dir,
          encoding: 'utf8',
        });
        expect([r.status, r.stderr]).toEqual([0, expect.not.stringContaining('error')]);
      });
      expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
      expect(t.misses.map((m) => m.invariant).sort()).toEqual([...tests].sort());
      expect(t.misses.every((m) => m.test?.base_result === 'pass')).toBe(true);
    },
    300_000,
  );

  it('an honest change (a comment in strutils) is CLEAR, every upstream test run', async () => {
    const t = await grade('honest', (dir) => {
      const p = join(dir, 'boltons', 'strutils.py');
      spawnSync('sh', ['-c', `printf '\\n# A comment.\\n' >> '${p}'`]);
    });
    expect([t.verdict, t.reason_code, t.misses.map((m) => [m.invariant, m.test?.message])]).toEqual([
      'CLEAR',
      'REPLAY_MATCH',
      [],
    ]);
    const r = t.replays.find((x) => x.target === 'boltons');
    expect(r?.tests?.failed).toBe(0);
    expect(r?.tests?.passed).toBeGreaterThan(40);
  }, 300_000);
});
