/**
 * A hostile candidate on a real repository (issue 8): user processes never see the runner's secrets,
 * and the candidate cannot change how its own patch is shown to the specs.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { project, LIB_PASS } from '../helpers/project.js';

async function grade(repo: TestRepo, base: string): Promise<Trace> {
  const { trace } = await runGate({
    cwd: repo.dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
  });
  // Every scenario: never success or neutral where SPEC §3 does not allow it.
  expectNoUnallowedPass(trace);
  return trace;
}

function scenario(baseFiles: Files, candidate: Files) {
  const repo = new TestRepo('gate-hostile-');
  const base = repo.commit(baseFiles, 'base');
  repo.commit(candidate, 'candidate');
  return { repo, base };
}

describe('user processes get a minimal environment', () => {
  const SECRETS: Record<string, string> = {
    INPUT_TOKEN: 'ghs_input_token_value_1',
    GITHUB_TOKEN: 'ghs_github_token_value_2',
    ACTIONS_RUNTIME_TOKEN: 'runtime_token_value_3',
    ACTIONS_RESULTS_URL: 'https://results.example.invalid/value_4',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc_token_value_5',
    DEPLOY_SECRET: 'deploy_secret_value_6',
    NPM_AUTH_SECRET: 'npm_secret_value_7',
    SIGNING_KEY: 'signing_key_value_8',
    AWS_SECRET_ACCESS_KEY: 'aws_key_value_9',
    NODE_OPTIONS: '--require=/nonexistent/hook-value_10.js',
  };
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [k, v] of Object.entries(SECRETS)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  const repo = new TestRepo('gate-env-');
  const dumps = join(repo.dir, '..');
  /**
   * Each program writes its whole environment, as JSON, to `<dumps>/env-<role>-<pid>.json` (a file of
   * its own: programs side by side run as different sandbox users).
   */
  const dump = (role: string) =>
    `import { writeFileSync as dumpEnv } from 'node:fs';\ndumpEnv(${JSON.stringify(join(dumps, `env-${role}-`))} + process.pid + '.json', JSON.stringify(process.env));\n`;

  it('a spec, a generator and an invariant that print their environment see none of the runner’s secrets', async () => {
    const spec =
      dump('spec') +
      `import { readFileSync } from 'node:fs';\nif (readFileSync(process.argv[2], 'utf8').includes('FORBIDDEN')) process.exit(1);\n`;
    const gen =
      dump('generator') +
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(process.env.GATE_OUT + '/cases.json', JSON.stringify({ seed: Number(process.env.GATE_SEED) }));\n`;
    const inv = dump('invariant') + `process.exit(1);\n`; // a miss: retries and a base replay run too
    const base = repo.commit(
      project({
        seeds: [11],
        extraFiles: {
          'specs/no_forbidden.mjs': spec,
          'fixtures/lib/gen.mjs': gen,
          'invariants/behaviour.mjs': inv,
        },
      }),
      'base',
    );
    repo.commit({ 'src/lib.mjs': LIB_PASS + '//x\n' }, 'candidate');
    const t = await grade(repo, base);
    expect(t.stages.map((s) => s.name)).toEqual(['scope', 'property', 'fixture', 'classify', 'freeze']);
    const allowed =
      /^(PATH|HOME|LANG|LC_ALL|TMPDIR|TZ|PYTHONDONTWRITEBYTECODE|PYTHONPYCACHEPREFIX|GATE_(PATCH|GRADED|SEED|INPUTS|OUT|CASES))$/;
    let runs = 0;
    for (const role of ['spec', 'generator', 'invariant']) {
      const lines = readdirSync(dumps)
        .filter((f) => f.startsWith(`env-${role}-`))
        .map((f) => readFileSync(join(dumps, f), 'utf8'));
      // spec: probe, empty and candidate; generator and invariant: first replay, 2 retries, 1 base replay.
      expect(lines.length).toBe(role === 'spec' ? 3 : 4);
      for (const line of lines) {
        runs++;
        const env = JSON.parse(line) as Record<string, string>;
        for (const name of Object.keys(env)) expect(name).toMatch(allowed);
        for (const value of Object.values(SECRETS)) expect(line).not.toContain(value);
      }
    }
    expect(runs).toBe(11);
  });
});

describe('the candidate cannot hide its patch from the specs', () => {
  it('a .gitattributes in the candidate that marks files binary (-diff) does not hide added lines', async () => {
    // Without the base revision's attributes, git prints "GIT binary patch" for src/lib.mjs and a
    // spec that reads added lines sees none: the FORBIDDEN line would pass as PROPERTY_CLEAR.
    const { repo, base } = scenario(project({ seeds: [11] }), {
      '.gitattributes': '*.mjs -diff\n',
      'src/lib.mjs': LIB_PASS + '// FORBIDDEN\n',
    });
    const t = await grade(repo, base);
    const patch = readFileSync(join(repo.dir, '.gate/candidate.patch'), 'utf8');
    expect(patch).toContain('+// FORBIDDEN');
    expect(patch).not.toContain('GIT binary patch');
    expect(t.stages.find((s) => s.name === 'property')?.code).toBe('PROPERTY_REJECT');
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
    expect(t.witnesses[0]).toMatchObject({ path: 'src/lib.mjs', line: 2 });
  });

  it('the same holds for a binary attribute set through a macro in a nested .gitattributes', async () => {
    const { repo, base } = scenario(project({ seeds: [11] }), {
      'src/.gitattributes': 'lib.mjs binary\n',
      'src/lib.mjs': LIB_PASS + '// FORBIDDEN\n',
    });
    const t = await grade(repo, base);
    expect([t.verdict, t.label, t.conclusion]).toEqual(['REJECT', 'PROPERTY', 'failure']);
  });

  it('no attribute, not even one the base revision sets, turns a text file into a binary patch', async () => {
    const { repo, base } = scenario(
      project({
        seeds: [11],
        extraFiles: { '.gitattributes': 'assets/** binary\n', 'assets/a.dat': 'one\n' },
      }),
      { 'assets/a.dat': 'two\n', 'src/lib.mjs': LIB_PASS + '//x\n' },
    );
    const t = await grade(repo, base);
    const patch = readFileSync(join(repo.dir, '.gate/candidate.patch'), 'utf8');
    // Graded bytes are executed bytes (SPEC §8): the specs read the text that a checkout holds.
    expect(patch).toMatch(/diff --git a\/assets\/a.dat b\/assets\/a.dat\n(?:.*\n)*\+two\n/);
    expect(patch).not.toContain('GIT binary patch');
    expect(t.verdict).toBe('CLEAR');
  });
});

describe('credentials the checkout keeps', () => {
  it('a token persisted in .git/config is named (never shown) in a warning; a clean checkout gets none', async () => {
    const repo = new TestRepo('gate-cred-');
    const base = repo.commit(project({ seeds: [11] }), 'base');
    repo.commit({ 'src/lib.mjs': LIB_PASS + '//x\n' }, 'candidate');
    const run = async () => {
      const lines: string[] = [];
      const log = { info: () => {}, warn: (m: string) => void lines.push(m), error: () => {} };
      await runGate({ cwd: repo.dir, config: 'gate.yml', base, outDir: '.gate', log });
      return lines.filter((l) => l.includes('.git/config'));
    };
    expect(await run()).toEqual([]);
    repo.git(
      'config',
      '--local',
      'http.https://github.com/.extraheader',
      'AUTHORIZATION: basic c2VjcmV0LXZhbHVl',
    );
    repo.git('remote', 'add', 'origin', 'https://x-access-token:ghs_secretvalue@github.com/o/r');
    const warnings = await run();
    expect(warnings).toEqual([
      expect.stringContaining('(http.https://github.com/.extraheader)'),
      expect.stringContaining('(remote.origin.url)'),
    ]);
    for (const w of warnings) {
      expect(w).toContain('persist-credentials: false');
      expect(w).not.toMatch(/c2VjcmV0LXZhbHVl|ghs_secretvalue/);
    }
  });
});

describe('the git configuration of the machine that runs the gate', () => {
  it('does not change the patch the specs read (prefixes, quoting, blank context lines)', async () => {
    const files = {
      'src/lib.mjs': LIB_PASS + '\n// FORBIDDEN\n',
      'src/ünï côde.txt': 'a\n\nb\n',
    };
    const plain = scenario(project({ seeds: [11] }), files);
    const configured = scenario(project({ seeds: [11] }), files);
    for (const [k, v] of [
      ['diff.noprefix', 'true'],
      ['diff.mnemonicPrefix', 'true'],
      ['core.quotePath', 'false'],
      ['diff.suppressBlankEmpty', 'true'],
      ['diff.renames', 'false'],
      ['color.diff', 'always'],
      ['color.ui', 'always'],
    ])
      configured.repo.git('config', '--local', k as string, v as string);
    const a = await grade(plain.repo, plain.base);
    const b = await grade(configured.repo, configured.base);
    const patch = (r: TestRepo) => readFileSync(join(r.dir, '.gate/candidate.patch'), 'utf8');
    expect(patch(configured.repo)).toBe(patch(plain.repo));
    expect([b.verdict, b.label, b.witnesses]).toEqual([a.verdict, a.label, a.witnesses]);
    expect(b.verdict).toBe('REJECT');
  });
});
