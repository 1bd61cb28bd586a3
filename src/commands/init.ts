/**
 * `gate init`: scaffolds the gate in a repository. Never overwrites: a file that exists is skipped
 * with a message. Exit 0 when it wrote at least one file, 1 when every file already existed (nothing
 * to do: the repository is set up, or was set up by hand), 2 on a usage error.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseCommand, noPositionals } from '../cli/args.js';
import { UsageError } from '../cli/errors.js';
import { checkoutWarning } from './preflight.js';
import { detectRepository, scriptRunsBeyond, type Detected } from '../init/detect.js';
import {
  DEFAULT_ACTION_REF,
  REPORT_WORKFLOW_PATH,
  WORKFLOW_PATH,
  gateYml,
  reportWorkflowFile,
  skeleton,
  workflowFile,
} from '../init/templates.js';
import { testsStarter, withTestsStarter } from '../init/tests-starter.js';

export const INIT_USAGE = `usage: gate init [--skeleton javascript|python] [--action OWNER/REPO@REF] [--tests] [--dry-run]

Writes, in the current directory (the repository's root), what the gate needs:
  gate.yml                      the configuration: the built-in checks and the starter fixture
  fixtures/example/…            a starter fixture: manifest, generator and pinned input
  exercises/example.(mjs|py)    its exercise: imports your package (Python: src/, flat or namespace
                                layout; JavaScript: the entry of package.json), calls the functions
                                found there on every case (twice, shuffled by the seed) and writes
                                the answers as JSON; law: same-as-base holds them to the base's
  invariants/example.(mjs|py)   its judge: reads cases and answers, loads none of your code
  probes/example.patch          its probe: a stand-in for a known bug (a function redefined), to
                                replace with a real one (some seed must miss with it)
  probes/tests.patch            when a test runner the gate runs and its test files are found: the
                                probe of a second fixture, your own tests as the oracle (tests:),
                                written commented out in gate.yml (--tests: on)
  ${WORKFLOW_PATH}    the workflow running the action (--action names it; default ${DEFAULT_ACTION_REF})
  ${REPORT_WORKFLOW_PATH}
                                posts the check for pull requests from forks, whose token cannot
                                (README, "Forks"); it runs from the default branch only
and adds .gate/ (the gate's state folder) to .gitignore. The languages and test runners found
choose the fixture's language (--skeleton overrides it).

Never overwrites: a file that exists is skipped with a message. A warning (stderr) says when the
current directory is not inside a git repository, or not at its root. Exit status: 0 when at least
one file was written, 1 when every file already existed, 2 on a usage error.`;

const ACTION_REF = /^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_./-]+)?@[A-Za-z0-9_./-]+$/;

export async function initCommand(argv: string[]): Promise<number> {
  const parsed = parseCommand(
    argv,
    {
      skeleton: { type: 'string' },
      action: { type: 'string' },
      tests: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
    },
    INIT_USAGE,
  );
  if (parsed === 'help') return 0;
  noPositionals(parsed.positionals);
  const root = process.cwd();
  const detected = detectRepository(root);
  const lang = parsed.values.skeleton;
  if (lang !== undefined) {
    if (lang !== 'javascript' && lang !== 'python')
      throw new UsageError(`--skeleton: expected javascript or python, got ${JSON.stringify(lang)}`);
    detected.skeleton = lang;
  }
  const action = (parsed.values.action as string | undefined) ?? DEFAULT_ACTION_REF;
  if (!ACTION_REF.test(action))
    throw new UsageError(
      `--action: expected OWNER/REPO@REF (a tag, branch or sha), got ${JSON.stringify(action)}`,
    );
  const dryRun = parsed.values['dry-run'] === true;
  const plan = planFiles(detected, action, { root, tests: parsed.values.tests === true });
  const say = (line: string) => process.stderr.write(line + '\n');
  const where = await checkoutWarning(root, 'init');
  if (where !== null) say(`gate init: ${where}`);
  say(describe(detected, parsed.values.tests === true));
  if (plan['probes/tests.patch'] !== undefined) {
    // An existing gate.yml is never rewritten: the fixture init would write is not in it.
    const kept = exists(join(root, 'gate.yml'));
    say(
      kept
        ? `gate init: your own tests can be the oracle, but gate.yml exists and is not rewritten: ${parsed.values.tests === true ? '--tests changes nothing in it' : 'nothing is added to it'}. Uncomment its tests: fixture if init wrote one before, or move gate.yml aside and run gate init --tests to see the one it would write.`
        : `gate init: your own tests can be the oracle: a tests: fixture is in gate.yml${parsed.values.tests === true ? '' : ', commented out (gate init --tests writes it on)'}.`,
    );
    if (existsSync(join(root, 'package.json')) && !/runner: (?:pytest|unittest)/.test(plan['gate.yml'] ?? ''))
      say(
        'gate init: its runner runs from node_modules: in the workflow, install before the gate step (- run: npm ci --ignore-scripts), or give the fixture a setup: (README, "Your test suite as the oracle").',
      );
    // What the project's own `npm test` does that the fixture will not (a second environment).
    const runner = /^\s*runner: (jest|vitest|mocha)\s*$/m.exec(plan['gate.yml'] ?? '')?.[1];
    const beyond =
      runner !== undefined && detected.testScript !== undefined
        ? scriptRunsBeyond(detected.testScript, runner)
        : null;
    if (beyond !== null)
      say(
        `gate init: your test script runs ${runner} ${beyond.runs.length > 1 ? `${beyond.runs.length} times` : 'with options'} (${beyond.runs.map((r) => JSON.stringify(r)).join(', ')}); the tests: fixture runs it once, with your configuration and none of those options${beyond.options.length > 0 ? ` (${beyond.options.join(' ')})` : ''}, so a test that fails only there is not graded. Add a fixture with runner: command for such a line (README, "Your test suite as the oracle").`,
      );
  } else if (detected.runners.length > 0 || parsed.values.tests === true)
    say(
      `gate init: no tests: fixture written: ${detected.runners.length > 0 ? `found ${detected.runners.join(', ')} but no test files it would run` : 'no test runner found'} (test files named like *.test.js, *.spec.ts, test_*.py); write it by hand (README, "Your test suite as the oracle").`,
    );
  let written = 0;
  for (const [rel, text] of Object.entries(plan)) {
    const path = join(root, rel);
    if (exists(path)) {
      say(`  skip   ${rel} (exists; not overwritten)`);
      continue;
    }
    if (!dryRun) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text, {
        flag: 'wx',
        mode: rel.endsWith('.mjs') || rel.endsWith('.py') ? 0o755 : 0o644,
      });
    }
    say(`  ${dryRun ? 'would write' : 'write'}  ${rel}`);
    written++;
  }
  const ignored = ensureIgnored(root, dryRun);
  if (ignored !== null) say(`  ${dryRun ? 'would add' : 'add'}    .gate/ to .gitignore${ignored}`);
  say('');
  if (written === 0) {
    say('gate init: nothing written: every file already exists. Run gate check to validate them.');
    return 1;
  }
  say(nextSteps(action));
  return 0;
}

function exists(path: string): boolean {
  try {
    lstatSync(path); // a dangling link is a file too: never written through
    return true;
  } catch {
    return false;
  }
}

/**
 * What init writes; with `root`, a `tests:` fixture too when a runner and its test files are found
 * there (commented out unless `tests`).
 */
export function planFiles(
  detected: Detected,
  action: string,
  opts: { root?: string; tests?: boolean } = {},
): Record<string, string> {
  const fixture = skeleton(detected.skeleton, detected);
  const files = {
    'gate.yml': gateYml(detected, fixture),
    ...fixture.files,
    [WORKFLOW_PATH]: workflowFile(action),
    // Without it a pull request from a fork never gets the check: its token cannot post one.
    [REPORT_WORKFLOW_PATH]: reportWorkflowFile(action),
  };
  return opts.root === undefined
    ? files
    : withTestsStarter(files, testsStarter(opts.root, detected), opts.tests === true);
}

function describe(d: Detected, tests = false): string {
  const langs = d.languages.length ? d.languages.join(', ') : 'no language recognised';
  const runners = d.runners.length ? ` (tests: ${d.runners.join(', ')})` : '';
  const found =
    d.skeleton === 'python' ? (d.python?.functions ?? []) : (d.jsEntry?.functions ?? []).map((f) => f.name);
  const calls =
    found.length > 0
      ? `its exercise calls ${found.join(', ')}`
      : d.skeleton === 'javascript' && d.missingEntry !== undefined
        ? `no function of your code was found: the package's entry ${d.missingEntry} is not in the checkout (a build output, not committed?), so the exercise has nothing to import. Name a module of yours in it that node runs as it is (plain JavaScript: node cannot import TypeScript sources before Node 22.6), or remove the example fixture and let your tests be the oracle (${tests ? 'its tests: fixture, written' : 'gate init --tests'})`
        : 'no function of your code was found: name yours in its exercise';
  return `gate init: found ${langs}${runners}; the starter fixture (an exercise and a judge) is in ${d.skeleton}; ${calls}.`;
}

/** Appends `.gate/` to .gitignore unless it is there; null when nothing changes. */
function ensureIgnored(root: string, dryRun: boolean): string | null {
  const path = join(root, '.gitignore');
  let text = '';
  if (existsSync(path)) {
    if (lstatSync(path).isSymbolicLink()) return null; // never written through a link
    text = readFileSync(path, 'utf8');
    if (/^\/?\.gate\/?\s*$/m.test(text)) return null;
  }
  if (!dryRun) appendFileSync(path, `${text === '' || text.endsWith('\n') ? '' : '\n'}.gate/\n`);
  return text === '' ? ' (created)' : '';
}

function nextSteps(action: string): string {
  const placeholder = action.startsWith('OWNER/')
    ? `\n     Replace OWNER in ${WORKFLOW_PATH} and ${REPORT_WORKFLOW_PATH} with the action's owner (or run init with --action).`
    : '';
  return `Next steps:
  1. gate check          validates gate.yml, the manifest and every spec, registers each check on its
                         probe and the empty patch, and replays the fixture's seeds here (exit 0: ready).
  2. The starter holds the answers of your functions to the base revision's (law: same-as-base). Add a
     law of your code to the judge (invariants/example.*), and replace probes/example.patch with a
     real bug of that code on which some seed misses. Where no function was found, name yours in
     exercises/example.*: until then gate check refuses the fixture (it cannot fail).${placeholder}
  3. Commit these files alone, in one pull request reviewed by people (the gate cannot grade its own
     files: with no gate.yml on the base branch it holds as NOT_CONFIGURED).
  4. Branch protection: require the check 'failure-class' on the default branch.
  Try it locally on a branch: gate run --base main`;
}
