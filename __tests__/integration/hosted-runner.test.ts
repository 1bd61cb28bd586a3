/**
 * The second round of trust attacks (SPEC §8, §11) on the hosted-runner path: the gate runs as a
 * non-root job user with passwordless sudo (the bundled CLI, as a child process), makes its sandbox
 * user and its overlay views through sudo, and the candidate's code attacks it the way it attacks a
 * root gate in leftovers.test.ts, views.test.ts, bind.test.ts and the chaos family:
 * - a `.pth` planted in the per-user site folder never runs in a later program;
 * - a cold-cache bug (it writes its cache into its working folder) is REJECT PROPERTY, not SCHEDULER;
 * - a committed unchecked-hash `.pyc` of the old code does not hide a regression in the source;
 * - a daemon that, for the whole run, swaps every folder it can write for links to a root-only folder
 *   and plants startup files and forged verdicts everywhere it can leaves the root-only sentinel,
 *   the verdict and the run's state untouched, and is not alive when the run ends.
 * Exercised where the machine has sudo and the test runs as root (it makes the job user itself);
 * elsewhere it says why it did not run.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Trace } from '../../src/trace/model.js';
import { canSudo, jobUserWithSudo } from '../helpers/sudo.js';
import { TestRepo, type Files } from '../helpers/repo.js';
import { expectNoUnallowedPass } from '../helpers/spec3.js';
import { LIB_COLD_CACHE, LIB_PASS, gateYml, project } from '../helpers/project.js';
import { tempDir } from '../helpers/tmp.js';

jest.setTimeout(240_000);

if (!canSudo)
  process.stderr.write('hosted-runner.test: no sudo here (or not root): the sudo path is not exercised\n');

const codes = (t: Trace) => t.stages.map((s) => s.code);

/** A root-only folder holding a root-only file, and a snapshot of everything about them. */
function sentinel(): { dir: string; file: string; snap: () => unknown[] } {
  const dir = tempDir('gate-hr-sentinel-');
  const file = join(dir, 'secret');
  writeFileSync(file, 'root only\n', { mode: 0o600 });
  chmodSync(dir, 0o700);
  const snap = () => {
    const d = statSync(dir);
    const f = statSync(file);
    return [d.mode, d.uid, d.gid, f.mode, f.uid, f.gid, readFileSync(file, 'utf8'), readdirSync(dir).sort()];
  };
  return { dir, file, snap };
}

/** Owner, group and mode of every entry under `dir` but `.git` and `.gate`, by path. */
function ownersAndModes(dir: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const st = lstatSync(join(dir, rel));
  out[rel || '.'] = `${st.uid}:${st.gid}:${(st.mode & 0o7777).toString(8)}`;
  if (st.isDirectory())
    for (const name of readdirSync(join(dir, rel))) {
      if (rel === '' && (name === '.git' || name === '.gate')) continue;
      Object.assign(out, ownersAndModes(dir, rel === '' ? name : `${rel}/${name}`));
    }
  return out;
}

/** A folder outside the run that every user can write: programs report there by absolute path. */
function sideFolder(): string {
  const dir = tempDir('gate-hr-side-');
  chmodSync(dir, 0o777);
  return dir;
}

/**
 * Run at interpreter start, before the bootstrap: takes the nonce from stdin, writes an attested
 * decision of 0 to the channel and exits 0 (what a `.pth` or `sitecustomize` would do).
 */
const FORGE =
  "import os, json; n = os.read(0, 65).decode().strip(); ch = os.environ.get('GATE_ATTEST', ''); " +
  "fd = int(ch[3:]) if ch.startswith('fd:') else os.open(ch + '/verdict', os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600); " +
  "os.write(fd, (json.dumps({'v': 1, 'nonce': n, 'kind': 'exit', 'code': 0}) + '\\n').encode()); os._exit(0)";

const PY_FIXTURE =
  '  - target: lib.behaviour\n    manifest: fixtures/lib/manifest.json\n    invariant: invariants/helper.py';
const PY_INVARIANT = `import os, sys
sys.path.insert(0, os.path.join(os.getcwd(), 'src'))
import helper
sys.exit(0 if helper.ok() else 1)
`;

(canSudo ? describe : describe.skip)(
  'the second round of attacks, on the sudo path (a hosted runner)',
  () => {
    const user = jobUserWithSudo('gate-hr');

    function scenario(
      baseFiles: Files,
      candidate: Files,
      before?: (dir: string) => void,
    ): { repo: TestRepo; base: string } {
      const repo = new TestRepo('gate-hr-');
      before?.(repo.dir);
      const base = repo.commit(baseFiles, 'base');
      repo.commit(candidate, 'candidate');
      return { repo, base };
    }

    /**
     * `gate run` as the job user, through the bundled CLI: the checkout made the job user's, a temp
     * folder of its own (as a runner's RUNNER_TEMP is its own), and sudo's arguments for the run.
     */
    function asJobUser(repo: TestRepo, base: string, pathFirst?: string): { args: string[]; tmp: string } {
      spawnSync('chown', ['-R', `${user}:${user}`, repo.dir]);
      const tmp = tempDir('gate-hr-tmp-');
      spawnSync('chown', [`${user}:${user}`, tmp]);
      const path = `${pathFirst !== undefined ? `${pathFirst}:` : ''}${process.env.PATH ?? ''}`;
      const cli = join(process.cwd(), 'dist', 'cli.js');
      return {
        tmp,
        args: [
          '-n',
          '-u',
          user,
          '--',
          'env',
          '-i',
          `PATH=${path}`,
          `HOME=${repo.dir}`,
          `TMPDIR=${tmp}`,
          'GATE_SANDBOX=require',
          process.execPath,
          cli,
          'run',
          '--base',
          base,
        ],
      };
    }

    /**
     * `gate run` as the job user ({@link asJobUser}); afterwards no privileged command server of the
     * run (its pipes are in its temp folder) is left, nor its pipes.
     */
    function runAsJobUser(
      repo: TestRepo,
      base: string,
      pathFirst?: string,
    ): { status: number | null; stderr: string } {
      const { args, tmp } = asJobUser(repo, base, pathFirst);
      const r = spawnSync('sudo', args, { cwd: repo.dir, encoding: 'utf8', timeout: 200_000 });
      expect(r.error).toBeUndefined();
      const servers = readdirSync('/proc')
        .filter((p) => /^\d+$/.test(p))
        .filter((p) => {
          try {
            const cmd = readFileSync(`/proc/${p}/cmdline`, 'latin1');
            return cmd.includes("gate's privileged command server") && cmd.includes(tmp);
          } catch {
            return false;
          }
        });
      expect(servers).toEqual([]);
      expect(readdirSync(tmp).filter((n) => /^gate-run-\d+-priv-/.test(n))).toEqual([]);
      return { status: r.status, stderr: r.stderr };
    }

    /** `gate run` as the job user (runAsJobUser), sandboxed; the trace it wrote. */
    function gateAsJobUser(
      repo: TestRepo,
      base: string,
      pathFirst?: string,
    ): { trace: Trace; stderr: string } {
      spawnSync('chown', ['-R', `${user}:${user}`, repo.dir]);
      const before = ownersAndModes(repo.dir);
      const r = runAsJobUser(repo, base, pathFirst);
      const trace = JSON.parse(readFileSync(join(repo.dir, '.gate', 'trace.json'), 'utf8')) as Trace;
      expectNoUnallowedPass(trace);
      expect(trace.sandbox?.mode).toBe('user');
      // The sandbox's users are made and removed through sudo.
      expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`${trace.sandbox?.user}:`);
      // Every entry of the checkout has the owner, group and mode it had (a folder's set-group-id
      // bit included: the grant sets it, and chmod through sudo keeps it unless told in five digits).
      expect(ownersAndModes(repo.dir)).toEqual(before);
      return { trace, stderr: r.stderr };
    }

    it('a .pth planted in the per-user site folder never runs in a later program: the regression still misses', () => {
      const side = sideFolder();
      const helper = `import os, site
d = site.getusersitepackages()
try:
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'zz_forge.pth'), 'w') as f:
        f.write(${JSON.stringify(FORGE)} + '\\n')
    with open(os.path.join(${JSON.stringify(side)}, 'planted-%d' % os.getpid()), 'w') as f:
        f.write(d)
except OSError:
    pass
def ok():
    return False
`;
      const files = project({
        gateYml: gateYml({ fixtures: PY_FIXTURE }),
        extraFiles: { 'invariants/helper.py': PY_INVARIANT, 'src/helper.py': 'def ok():\n    return True\n' },
      });
      const { repo, base } = scenario(files, { 'src/helper.py': helper });
      const { trace: t } = gateAsJobUser(repo, base);
      expect(readdirSync(side).filter((f) => f.startsWith('planted-')).length).toBeGreaterThan(0);
      expect(codes(t).slice(0, 3)).toEqual(['IN_SCOPE', 'PROPERTY_CLEAR', 'REPLAY_MISS']);
      expect(t.replays.map((r) => [r.code, r.transcript_complete])).toEqual(
        t.replays.map(() => ['REPLAY_MISS', true]),
      );
      expect(t.conclusion).toBe('failure');
    });

    /**
     * A `sudo` first in PATH that writes its first arguments to a log, then runs the real one:
     * what the gate asked of sudo, call by call.
     */
    function sudoLog(): { dir: string; calls: () => string[][] } {
      const dir = sideFolder();
      const log = join(dir, 'calls.log');
      writeFileSync(log, '', { mode: 0o666 });
      chmodSync(log, 0o666);
      writeFileSync(
        join(dir, 'sudo'),
        // The fifth argument is a script's text when the fourth is -e: its second line names it.
        `#!/bin/sh\nprintf '%s\\037%s\\037%s\\037%s\\037%s\\n' "$1" "$2" "$3" "$4" "$(printf '%s' "$5" | sed -n 2p | cut -c1-60)" >> '${log}'\nexec /usr/bin/sudo "$@"\n`,
        { mode: 0o755 },
      );
      return {
        dir,
        calls: () =>
          readFileSync(log, 'utf8')
            .split('\n')
            .filter((l) => l !== '')
            .map((l) => l.split('\x1f')),
      };
    }

    it('sudo is started once for the privileged steps: each is a command of the one privileged server', () => {
      const shim = sudoLog();
      const { repo, base } = scenario(project({ seeds: [11, 12] }), {
        'src/lib.mjs': LIB_PASS + '// honest\n',
      });
      const { trace: t } = gateAsJobUser(repo, base, shim.dir);
      expect([t.verdict, t.label]).toEqual(['CLEAR', 'PASS']);
      const calls = shim.calls();
      const kind = (c: string[]): string =>
        c[1] === '-u'
          ? 'program'
          : c[1] === 'true'
            ? 'probe'
            : c[3] === '-e' && /privileged command server/.test(c[4] ?? '')
              ? 'server'
              : c[2] === 'umount' || c[2] === 'rm'
                ? String(c[2])
                : `other: ${c.join(' ')}`;
      const kinds = calls.map(kind);
      // The server once; the programs (specs, generators, invariants) start through sudo as their
      // user; unmounts and a view's removal keep a process of their own (they can take long). No
      // other sudo: the user's making and removal, the walks, chown, chmod, mounts go to the server.
      expect(kinds.filter((k) => k === 'server')).toEqual(['server']);
      expect(kinds.filter((k) => k.startsWith('other'))).toEqual([]);
      expect(kinds.filter((k) => k === 'program').length).toBeGreaterThanOrEqual(5);
    });

    it('a run under sudo that ends before its first privileged step leaves no command server or pipes (started ahead, taken by none)', () => {
      // The output folder's name is taken by a file: the run ends before the sandbox is made.
      const { repo, base } = scenario(project(), { 'README.md': 'changed\n' });
      writeFileSync(join(repo.dir, '.gate'), 'not a folder\n');
      const r = runAsJobUser(repo, base);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/\.gate exists and is not a folder; choose another --out or remove it/);
      expect(r.stderr).not.toMatch(/gate: sandbox|internal error/);
    });

    it('where sudo will not start the privileged server, each step takes a sudo of its own and the run grades as before', () => {
      const shim = sudoLog();
      // This machine's sudo refuses the server (as a sudoers rule that allows only some commands
      // might); everything else it runs.
      const sudo = join(shim.dir, 'sudo');
      writeFileSync(
        sudo,
        readFileSync(sudo, 'utf8').replace(
          'exec /usr/bin/sudo',
          'case "$5" in *"privileged command server"*) echo refused >&2; exit 1;; esac\nexec /usr/bin/sudo',
        ),
      );
      const { repo, base } = scenario(project({ seeds: [11, 12] }), {
        'src/lib.mjs': LIB_PASS + '// honest\n',
      });
      const { trace: t } = gateAsJobUser(repo, base, shim.dir);
      expect([t.verdict, t.label]).toEqual(['CLEAR', 'PASS']);
      const calls = shim.calls().map((c) => c.slice(0, 3).join(' '));
      expect(calls).toContain('-n -- useradd');
      expect(calls).toContain('-n -- userdel');
    });

    it('interrupted (SIGINT) while a program runs, the run under sudo is undone: no user, grant, mount, server or folder left', async () => {
      const side = sideFolder();
      // A spec that says it has started, then hangs: the run is interrupted while it runs.
      const hanging = `import { writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(side)} + '/started-' + process.pid, '');
setInterval(() => {}, 1000);
`;
      const { repo, base } = scenario(
        project({
          gateYml: gateYml({ budgets: { predicate_timeout_ms: 60_000 } }),
          extraFiles: { 'specs/no_forbidden.mjs': hanging },
        }),
        { 'README.md': 'changed\n' },
      );
      const { args, tmp } = asJobUser(repo, base);
      const before = ownersAndModes(repo.dir);
      // sudo hands the signal on to the gate, as a runner's cancel reaches the gate's process.
      const child = spawn('sudo', args, { cwd: repo.dir, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
      try {
        const end = Date.now() + 60_000;
        while (!readdirSync(side).some((f) => f.startsWith('started-'))) {
          if (Date.now() > end) throw new Error(`the spec never started: ${stderr}`);
          await new Promise((r) => setTimeout(r, 25));
        }
        child.kill('SIGINT');
        expect(await exited).toBe(130);
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      }
      expect(stderr).toContain('interrupted (SIGINT)');
      const sbx = /runs as the OS user (gate-sbx-[0-9a-f]+)/.exec(stderr)?.[1];
      expect(sbx).toBeDefined();
      expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`${sbx}:`);
      expect(readFileSync('/etc/group', 'utf8')).not.toContain(`${sbx}:`);
      expect(ownersAndModes(repo.dir)).toEqual(before);
      expect(readFileSync('/proc/mounts', 'utf8')).not.toContain(tmp);
      expect(readdirSync(tmp)).toEqual([]);
    });

    it("candidate code that finds the privileged server's pipes cannot open them: no command of its runs as root", () => {
      const s = sentinel();
      const before = s.snap();
      const side = sideFolder();
      // The pipes' paths are in the server's command line, which every user can read in /proc.
      const lib = `import { closeSync, constants, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
const tries = [];
for (const pid of readdirSync('/proc').filter((p) => /^\\d+$/.test(p))) {
  let argv;
  try { argv = readFileSync('/proc/' + pid + '/cmdline', 'utf8').split('\\0'); } catch { continue; }
  if (!argv.some((a) => a.includes("gate's privileged command server"))) continue;
  for (const pipe of argv.filter((a) => a.startsWith('/'))) {
    for (const flags of [constants.O_WRONLY | constants.O_NONBLOCK, constants.O_RDONLY | constants.O_NONBLOCK]) {
      try {
        const fd = openSync(pipe, flags);
        writeFileSync(fd, JSON.stringify({ argv: ['touch', ${JSON.stringify(join(s.dir, 'pwned'))}] }) + '\\n');
        closeSync(fd);
        tries.push(pipe + ' OPENED');
      } catch (err) { tries.push(pipe + ' ' + err.code); }
    }
  }
}
writeFileSync(${JSON.stringify(side)} + '/tries-' + process.pid, JSON.stringify(tries));
export const behaviour = () => 'fail';
`;
      const { repo, base } = scenario(project({ seeds: [11, 12] }), { 'src/lib.mjs': lib });
      const { trace: t } = gateAsJobUser(repo, base);
      const tries = readdirSync(side)
        .filter((f) => f.startsWith('tries-'))
        .flatMap((f) => JSON.parse(readFileSync(join(side, f), 'utf8')) as string[]);
      // It found the server and both pipes, and each opening was refused.
      const pipes = tries.filter((x) => /\/(requests|answers) /.test(x));
      expect(pipes.length).toBeGreaterThanOrEqual(4);
      expect(pipes.filter((x) => !/ EACCES$/.test(x))).toEqual([]);
      expect(s.snap()).toEqual(before);
      expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    });

    it('a cold-cache bug is REJECT PROPERTY, not SCHEDULER: every attempt starts from the same fresh view', () => {
      const baseWrites = `import { writeFileSync } from 'node:fs';
export const behaviour = () => { writeFileSync('.base-cache', 'warm'); return 'pass'; };
`;
      const files = project({ seeds: [11], extraFiles: { 'src/lib.mjs': baseWrites } });
      const { repo, base } = scenario(files, { 'src/lib.mjs': LIB_COLD_CACHE([11]) });
      const { trace: t } = gateAsJobUser(repo, base);
      expect(t.views?.mechanism).toBe('overlay');
      expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
      expect(t.misses[0]?.retries).toEqual(['fail', 'fail']);
      expect(t.misses[0]?.base_seed_result).toMatch(/^pass/);
      expect(readdirSync(repo.dir).filter((n) => n.startsWith('.flaky-') || n === '.base-cache')).toEqual([]);
    });

    it('a committed unchecked-hash pyc of the old code does not hide a regression in the source beside it', () => {
      const honest = 'def ok():\n    return True\n';
      const tag = execFileSync('python3', ['-c', 'import sys; print(sys.implementation.cache_tag)'], {
        encoding: 'utf8',
      }).trim();
      const files = project({
        gateYml: gateYml({ fixtures: PY_FIXTURE }),
        extraFiles: { 'invariants/helper.py': PY_INVARIANT, 'src/helper.py': honest },
      });
      const { repo, base } = scenario(files, { 'src/helper.py': 'def ok():\n    return False\n' }, (dir) => {
        // The attack, merged earlier: a cache of the honest helper committed beside its source.
        const src = join(tempDir('gate-hr-pyc-'), 'pyc-source.py');
        writeFileSync(src, honest);
        for (const t of new Set(['cpython-311', tag])) {
          const pyc = join(dir, 'src', '__pycache__', `helper.${t}.pyc`);
          mkdirSync(dirname(pyc), { recursive: true });
          execFileSync('python3', [
            '-c',
            'import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH, doraise=True)',
            src,
            pyc,
          ]);
        }
      });
      const { trace: t } = gateAsJobUser(repo, base);
      expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
    });

    it('a daemon swapping folders for links and planting startup files all run long touches nothing outside, and the regression is not a pass', () => {
      const s = sentinel();
      const before = s.snap();
      const side = sideFolder();
      const marker = `chaos-${process.pid}`;
      const plants: [string, string][] = [
        ['sitecustomize.py', FORGE + '\n'],
        ['usercustomize.py', FORGE + '\n'],
        ['zz_chaos.pth', FORGE + '\n'],
        ['conftest.py', FORGE + '\n'],
        ['.npmrc', 'node-options=--require=/nonexistent/chaos.cjs\n'],
        ['verdict', JSON.stringify({ v: 1, nonce: 'guess', kind: 'exit', code: 0 }) + '\n'],
      ];
      const daemon = `// ${marker}
const fs = require('fs'), path = require('path'), os = require('os');
const roots = [process.cwd(), process.env.GATE_OUT, process.env.HOME, process.env.TMPDIR || os.tmpdir()].filter(Boolean);
const targets = [${JSON.stringify(s.dir)}, ${JSON.stringify(s.file)}, path.resolve(process.env.GATE_OUT || process.cwd(), '..', '..')];
const plants = ${JSON.stringify(plants)};
const mine = (d) => { try { fs.accessSync(d, fs.constants.W_OK); return true; } catch { return false; } };
const walk = (d, depth, out) => {
  if (depth > 3) return;
  let names = []; try { names = fs.readdirSync(d); } catch { return; }
  for (const n of names) { const p = path.join(d, n); try { if (fs.lstatSync(p).isDirectory()) { out.push(p); walk(p, depth + 1, out); } } catch {} }
};
fs.writeFileSync(path.join(${JSON.stringify(side)}, 'daemon-' + process.pid), '');
for (let round = 0; ; round++) for (const r of roots) {
  const dirs = [r]; walk(r, 0, dirs);
  for (const d of dirs) {
    if (!mine(d)) continue;
    for (const [name, text] of plants) { try { fs.writeFileSync(path.join(d, name), text); } catch {} }
    if (d === r) continue;
    try { fs.renameSync(d, d + '.chaos'); fs.symlinkSync(targets[round % targets.length], d); } catch {}
  }
}
`;
      const lib = `import { spawn } from 'node:child_process';
const d = spawn(process.execPath, ['-e', ${JSON.stringify(daemon)}], { detached: true, stdio: 'ignore' });
d.unref();
await new Promise((r) => setTimeout(r, 100));
export const behaviour = () => 'fail';
`;
      const files = project({
        seeds: [11, 12],
        extraFiles: { 'junk/a/b/c.txt': 'x\n', 'junk/d/e.txt': 'y\n' },
      });
      const { repo, base } = scenario(files, { 'src/lib.mjs': lib });
      const { trace: t } = gateAsJobUser(repo, base);
      expect(readdirSync(side).filter((f) => f.startsWith('daemon-')).length).toBeGreaterThan(0);
      expect([t.verdict, t.label]).toEqual(['REJECT', 'PROPERTY']);
      expect(t.replays.every((r) => r.code === 'REPLAY_MISS')).toBe(true);
      expect(s.snap()).toEqual(before);
      // No process of the chaos is alive once the run has ended.
      const alive = readdirSync('/proc')
        .filter((p) => /^\d+$/.test(p))
        .filter((p) => {
          try {
            return readFileSync(`/proc/${p}/cmdline`, 'latin1').includes(marker);
          } catch {
            return false;
          }
        });
      expect(alive).toEqual([]);
    });

    it('an exercise + judge fixture, its judge held beside the exercise through sudo: an honest change CLEAR, a regression REJECT', () => {
      const base: Files = {
        '.gitignore': '.gate/\n',
        'gate.yml': `version: 2
budgets:
  replay_timeout_ms: 20000
fixtures:
  - target: square
    manifest: fixtures/sq/manifest.json
    exercise: exercises/square.mjs
    invariant: invariants/square.mjs
    probe: probes/square-off.patch
`,
        'fixtures/sq/about.txt': 'squares\n',
        'fixtures/sq/manifest.json': JSON.stringify({
          generator: 'fixtures/sq/gen.mjs',
          generator_id: 'squares/1',
          inputs: ['fixtures/sq/about.txt'],
          seed: [3, 17],
        }),
        'fixtures/sq/gen.mjs': `import { writeFileSync } from 'node:fs';
const s = Number(process.env.GATE_SEED);
writeFileSync(process.env.GATE_OUT + '/cases.json', JSON.stringify([s, s + 1, s + 2]));
`,
        'exercises/square.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { square } from '../src/square.mjs';
const cases = JSON.parse(readFileSync(process.env.GATE_CASES + '/cases.json', 'utf8'));
writeFileSync(process.env.GATE_OUTPUTS + '/outputs.json', JSON.stringify(cases.map((x) => square(x))));
`,
        'invariants/square.mjs': `import { readFileSync } from 'node:fs';
const read = (d, n) => JSON.parse(readFileSync(process.env[d] + '/' + n, 'utf8'));
const cases = read('GATE_CASES', 'cases.json');
const outputs = read('GATE_OUTPUTS', 'outputs.json');
process.exit(cases.every((x, i) => outputs[i] === x * x) ? 0 : 1);
`,
        'probes/square-off.patch':
          'diff --git a/src/square.mjs b/src/square.mjs\n--- a/src/square.mjs\n+++ b/src/square.mjs\n@@ -1 +1 @@\n-export const square = (x) => x * x;\n+export const square = (x) => x + x;\n',
        'src/square.mjs': 'export const square = (x) => x * x;\n',
      };
      // The honest change also leaves a file in /tmp each time it is loaded: gone when the run ends
      // (removed through sudo, as the sandbox's users are), so no later run's user finds it.
      const left = `/tmp/gate-hr-left-${process.pid}-`;
      const honest = scenario(base, {
        'src/square.mjs': `import { writeFileSync } from 'node:fs';\nwriteFileSync('${left}' + process.getuid(), 'warm');\nexport const square = (x) => x ** 2;\n`,
      });
      const t = gateAsJobUser(honest.repo, honest.base).trace;
      expect(readdirSync('/tmp').filter((n) => `/tmp/${n}`.startsWith(left))).toEqual([]);
      if (t.verdict !== 'CLEAR')
        throw new Error(`not CLEAR: ${JSON.stringify({ stages: t.stages, replays: t.replays })}`);
      expect(t.replays.map((r) => [r.seed, r.code, r.exercise])).toEqual([
        [3, 'REPLAY_MATCH', 'exercises/square.mjs'],
        [17, 'REPLAY_MATCH', 'exercises/square.mjs'],
      ]);
      expect(t.fixture_probes?.[0]).toMatchObject({ result: 'falsifiable' });
      const regression = scenario(base, {
        'src/square.mjs': 'export const square = (x) => x * x + (x > 16 ? 1 : 0);\n',
      });
      const r = gateAsJobUser(regression.repo, regression.base).trace;
      expect([r.verdict, r.label]).toEqual(['REJECT', 'PROPERTY']);
      expect(r.replays.map((x) => [x.seed, x.code])).toEqual([
        [3, 'REPLAY_MATCH'],
        [17, 'REPLAY_MISS'],
      ]);
    });
  },
);
