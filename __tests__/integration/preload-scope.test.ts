/**
 * A package.json the code under test plants cannot stand in for the result channel's preload
 * (src/adapters/attest-preload.ts). The attack, as a malicious patch writes it: the candidate's code,
 * loaded by the exercise of an early seed, writes a `package.json` into the first folder above the
 * tree it can write (the temp folder), named after that folder and mapping every path below it to a
 * file of its own. Node resolved a later program's `--require <temp>/gate-attest-…/preload.cjs` through
 * that package scope ("self-reference"), so the judge of a later seed loaded the candidate's file
 * instead of the gate's preload, which wrote an attested decision of 0 with the real nonce: CLEAR for
 * a regression, in both ways of lending the checkout. The gate now starts Node in the preload's own
 * folder (whose package.json ends the lookup) and the preload moves to the tree.
 *
 * A second attack on the same lookup, after that fix: Node tries self-reference even for a relative
 * `require('./read.cjs')`, so a scope named "." planted in the temp folder mapped a CommonJS judge's (or
 * generator's) sibling helper to the candidate's file — the oracle tree holds no package.json, so the
 * lookup climbed out of it. The run's state folder now has a package.json (`{}`) that ends the lookup.
 *
 * The gate runs as a child process with its own temp folder (sticky, world-writable, as /tmp is), so
 * the plant lands there and nothing else on the machine sees it.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TestRepo, type Files } from '../helpers/repo.js';
import { tempDir } from '../helpers/tmp.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
const asRoot = process.getuid?.() === 0 && process.platform === 'linux';

const GEN = `import { writeFileSync } from 'node:fs';
let s = Number(process.env.GATE_SEED) >>> 0; const cases = [];
for (let i = 0; i < 6; i++) { s = (Math.imul(s, 1103515245) + 12345) >>> 0; cases.push(s % 1000); }
writeFileSync(process.env.GATE_OUT + '/cases.json', JSON.stringify(cases));
`;
const EXERCISE = `import { readFileSync, writeFileSync } from 'node:fs';
import { square } from '../src/square.mjs';
const cases = JSON.parse(readFileSync(process.env.GATE_CASES + '/cases.json', 'utf8'));
writeFileSync(process.env.GATE_OUTPUTS + '/outputs.json', JSON.stringify(cases.map((x) => square(x))));
`;
const JUDGE = `import { readFileSync } from 'node:fs';
const read = (dir, name) => JSON.parse(readFileSync(process.env[dir] + '/' + name, 'utf8'));
const cases = read('GATE_CASES', 'cases.json');
const outputs = read('GATE_OUTPUTS', 'outputs.json');
process.exit(outputs.length === cases.length && cases.every((x, i) => outputs[i] === x * x) ? 0 : 1);
`;

/** The regression: squares of numbers ending in 6 are off by one (seed 3 has none; seed 17 has some). */
const REGRESSION = 'export const square = (x) => (x % 10 === 6 ? x * x + 1 : x * x);\n';

/**
 * The attack: at import, plant `{name, exports: {"./*": forger}}` in the first folder above the tree
 * that can be written, `name` that folder (or '' — every absolute path starts with "/"); the forger
 * reads the nonce from stdin and writes an attested exit 0 for the judge.
 */
const attack = (name: 'folder' | 'empty') => `import { writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
const FORGER = String.raw\`'use strict';
const fs = require('fs');
const buf = Buffer.alloc(128); let got = '';
while (!got.includes('\\n')) { const n = fs.readSync(0, buf, 0, 128, null); if (n === 0) break; got += buf.toString('latin1', 0, n); }
const ch = process.env.GATE_ATTEST || '';
const fd = ch.startsWith('fd:') ? Number(ch.slice(3)) : fs.openSync(ch + '/verdict', 'ax', 0o600);
fs.writeSync(fd, JSON.stringify({ v: 1, nonce: got.split('\\n')[0], kind: 'exit', code: 0 }) + '\\n');
process.reallyExit(0);
\`;
${plantEverywhere(name === 'folder' ? 'd' : "''")}
${REGRESSION}`;

/** Candidate code that plants `{name, exports: {"./*": "./gate-forger.cjs"}}` in every folder above it it can write. */
const plantEverywhere = (
  nameExpr: string,
) => `for (let d = dirname(process.cwd()); d !== dirname(d); d = dirname(d)) {
  if (existsSync(join(d, 'package.json')) && !existsSync(join(d, 'gate-forger.cjs'))) continue;
  try {
    writeFileSync(join(d, 'gate-forger.cjs'), FORGER, { mode: 0o644 });
    writeFileSync(join(d, 'package.json'), JSON.stringify({ name: ${nameExpr}, exports: { './*': './gate-forger.cjs' } }), { mode: 0o644 });
  } catch {}
}`;

/**
 * The second attack: a scope named "." (so every relative request `./x` is its to map) whose file
 * stands in for a CommonJS oracle program's sibling helper — the judge's reader answering the right
 * squares, or the generator's number source giving no number that ends in 6.
 */
const helperAttack = (forger: string) => `import { writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
const FORGER = String.raw\`${forger}\`;
${plantEverywhere("'.'")}
${REGRESSION}`;
const FORGED_READ = `'use strict';
exports.read = (dir, name) => {
  if (name === 'outputs.json') return exports.read('GATE_CASES', 'cases.json').map((x) => x * x);
  return JSON.parse(require('fs').readFileSync(process.env[dir] + '/' + name, 'utf8'));
};
exports.next = (s) => [(Math.imul(s, 1103515245) + 12345) >>> 0, 5];
`;

/** Oracle programs in CommonJS with a sibling helper each, as a project might write them. */
const CJS_JUDGE = `'use strict';
const { read } = require('./read.cjs');
const cases = read('GATE_CASES', 'cases.json');
const outputs = read('GATE_OUTPUTS', 'outputs.json');
process.exit(outputs.length === cases.length && cases.every((x, i) => outputs[i] === x * x) ? 0 : 1);
`;
const CJS_READ = `'use strict';
const fs = require('node:fs');
exports.read = (dir, name) => JSON.parse(fs.readFileSync(process.env[dir] + '/' + name, 'utf8'));
`;
const CJS_GEN = `'use strict';
const { writeFileSync } = require('node:fs');
const { next } = require('./lcg.cjs');
let s = Number(process.env.GATE_SEED) >>> 0; const cases = [];
for (let i = 0; i < 6; i++) { let x; [s, x] = next(s); cases.push(x); }
writeFileSync(process.env.GATE_OUT + '/cases.json', JSON.stringify(cases));
`;
const CJS_LCG = `'use strict';
exports.next = (s) => { const t = (Math.imul(s, 1103515245) + 12345) >>> 0; return [t, t % 1000]; };
`;

function project(cjs = false): Files {
  return {
    'gate.yml': `version: 2
budgets:
  replay_timeout_ms: 20000
  replay_concurrency: 1
fixtures:
  - target: square
    manifest: fixtures/sq/manifest.json
    exercise: exercises/square.mjs
    invariant: invariants/square.${cjs ? 'cjs' : 'mjs'}
    probe: probes/square-off.patch
`,
    '.gitignore': '.gate/\n',
    'fixtures/sq/about.txt': 'squares\n',
    'fixtures/sq/manifest.json': JSON.stringify({
      generator: `fixtures/sq/gen.${cjs ? 'cjs' : 'mjs'}`,
      generator_id: 'squares/1',
      inputs: ['fixtures/sq/about.txt'],
      seed: [3, 17],
    }),
    'fixtures/sq/gen.mjs': GEN,
    'exercises/square.mjs': EXERCISE,
    'invariants/square.mjs': JUDGE,
    ...(cjs
      ? {
          'fixtures/sq/gen.cjs': CJS_GEN,
          'fixtures/sq/lcg.cjs': CJS_LCG,
          'invariants/square.cjs': CJS_JUDGE,
          'invariants/read.cjs': CJS_READ,
        }
      : {}),
    'probes/square-off.patch':
      'diff --git a/src/square.mjs b/src/square.mjs\n--- a/src/square.mjs\n+++ b/src/square.mjs\n@@ -1 +1 @@\n-export const square = (x) => x * x;\n+export const square = (x) => x * x + 1;\n',
    'src/square.mjs': 'export const square = (x) => x * x;\n',
  };
}

function grade(
  candidate: string,
  access: 'grant' | 'idmap',
  cjs = false,
): { verdict: string; label: string | null; planted: string[] } {
  const repo = new TestRepo('gate-preload-scope-');
  const base = repo.commit(project(cjs), 'base');
  repo.commit({ 'src/square.mjs': candidate }, 'candidate');
  // The gate's temp folder: sticky and world-writable like /tmp, and this test's alone.
  const tmp = join(tempDir('gate-preload-tmp-'), 'tmp');
  mkdirSync(tmp);
  chmodSync(tmp, 0o1777);
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, GATE_TREE_ACCESS: access };
  delete env.RUNNER_TEMP;
  const r = spawnSync(process.execPath, [CLI, 'run', '--base', base], {
    cwd: repo.dir,
    encoding: 'utf8',
    timeout: 120_000,
    env,
  });
  const trace = JSON.parse(readFileSync(join(repo.dir, '.gate', 'trace.json'), 'utf8')) as {
    verdict: string;
    label: string | null;
    views?: { access?: string };
  };
  expect([r.error, trace.views?.access]).toEqual([undefined, access]);
  return {
    verdict: trace.verdict,
    label: trace.label,
    planted: readdirSync(tmp).filter((n) => !n.startsWith('gate-')),
  };
}

(asRoot ? describe : describe.skip)(
  'a package.json planted above the tree cannot replace the preload (as root: the sandbox)',
  () => {
    describe.each(['grant', 'idmap'] as const)('checkout %s', (access) => {
      it('the honest regression is REJECT PROPERTY', () => {
        expect(grade(REGRESSION, access)).toMatchObject({ verdict: 'REJECT', label: 'PROPERTY' });
      }, 180_000);

      it.each(['folder', 'empty'] as const)(
        'the same regression planting a scope named after the %s name is REJECT PROPERTY too',
        (name) => {
          const graded = grade(attack(name), access);
          expect(graded).toMatchObject({ verdict: 'REJECT', label: 'PROPERTY' });
        },
        180_000,
      );

      it('with CommonJS oracle programs, the honest regression is REJECT PROPERTY', () => {
        expect(grade(REGRESSION, access, true)).toMatchObject({ verdict: 'REJECT', label: 'PROPERTY' });
      }, 180_000);

      it('a scope named "." planted above the tree cannot stand in for a CommonJS judge\'s or generator\'s sibling helper', () => {
        const graded = grade(helperAttack(FORGED_READ), access, true);
        expect(graded).toMatchObject({ verdict: 'REJECT', label: 'PROPERTY' });
      }, 180_000);
    });
  },
);
