import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '../helpers/tmp.js';

const run = promisify(execFile);
const CLI = join(process.cwd(), 'dist', 'cli.js');

async function gate(
  args: string[],
  input?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = run(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const dir = tempDir('gate-classify-');
/** Golden vectors whose decision the gate prints exactly as the reference does. */
const golden = readFileSync(join(process.cwd(), '__tests__', 'golden', 'classify.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as { text: string; expect: string; ref: { stdout?: string } })
  .filter((g) => g.expect === 'exact' && g.ref.stdout !== undefined && !/[\r\n]/.test(g.text))
  .map((g) => ({ text: g.text, stdout: g.ref.stdout as string }));

describe('gate classify (the bundled CLI as a child process)', () => {
  it('prints exactly what the reference prints for a record file', async () => {
    for (const [i, g] of golden.slice(0, 12).entries()) {
      const file = join(dir, `run-${i}.json`);
      writeFileSync(file, g.text);
      const r = await gate(['classify', file]);
      expect(r).toEqual({ code: 0, stdout: g.stdout, stderr: '' });
    }
  });

  it('--self-check prints self-check ok', async () => {
    const r = await gate(['classify', '--self-check']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^self-check ok/);
  });

  it('unreadable JSON exits 1 with one line naming the file, no stack trace', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"seed": ');
    const r = await gate(['classify', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(file);
    expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('text Python cannot read exits 1: a byte order mark, bytes that are not UTF-8, nesting too deep, a 4301-digit integer', async () => {
    const cases: [string, Buffer | string, RegExp][] = [
      [
        'bom.json',
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(golden[0]!.text)]),
        /byte order mark/,
      ],
      ['latin1.json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]), /not valid UTF-8/],
      [
        'deep.json',
        golden[0]!.text.replace(/^\s*\{/, '{"x":' + '['.repeat(994) + ']'.repeat(994) + ','),
        /nested deeper than 994/,
      ],
      ['digits.json', golden[0]!.text.replace(/^\s*\{/, '{"x":' + '7'.repeat(4301) + ','), /4301 digits/],
    ];
    for (const [name, content, message] of cases) {
      const file = join(dir, name);
      writeFileSync(file, content);
      const r = await gate(['classify', file]);
      expect({ name, code: r.code, stdout: r.stdout }).toEqual({ name, code: 1, stdout: '' });
      expect(r.stderr).toMatch(message);
    }
    // One level less, and 4300 digits, the reference reads: so does the gate.
    const ok = join(dir, 'limits-ok.json');
    writeFileSync(
      ok,
      golden[0]!.text.replace(
        /^\s*\{/,
        '{"x":' + '['.repeat(993) + ']'.repeat(993) + ',"y":' + '7'.repeat(4300) + ',',
      ),
    );
    expect((await gate(['classify', ok])).code).toBe(0);
  });

  it('a non-object exits 1; a missing file exits 1', async () => {
    const file = join(dir, 'list.json');
    writeFileSync(file, '[1,2]');
    expect((await gate(['classify', file])).stderr).toMatch(/expected a JSON object/);
    const missing = await gate(['classify', join(dir, 'nope.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no such file/);
  });

  it('usage errors exit 2', async () => {
    expect((await gate(['classify'])).code).toBe(2);
    expect((await gate(['classify', 'a.json', 'b.json'])).code).toBe(2);
    expect((await gate(['classify', '--bogus'])).code).toBe(2);
    expect((await gate(['nonsense'])).code).toBe(2);
  });

  it('--jsonl writes one decision per line and turns a bad line into INCOMPLETE', async () => {
    const lines = [golden[0]!.text, '{not json', '[]', golden[1]!.text, '\ufeff{}', ''];
    const r = await gate(['classify', '--jsonl', '-'], lines.join('\n'));
    expect(r.code).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(5);
    expect(out[0]).toEqual(JSON.parse(golden[0]!.stdout));
    expect(out[1]).toMatchObject({ label: 'INCOMPLETE', freeze: false });
    expect(String(out[1]!.reason)).toMatch(/^line 2: invalid JSON/);
    expect(String(out[2]!.reason)).toMatch(/^line 3: expected a JSON object/);
    expect(out[3]).toEqual(JSON.parse(golden[1]!.stdout));
    expect(String(out[4]!.reason)).toMatch(/^line 5: invalid JSON: a byte order mark/);
  });
});

describe('what the CLI loads', () => {
  /** Every module file a command loads, recorded by a module loader hook in a file. */
  async function loadedFiles(args: string[]): Promise<string[]> {
    const hookDir = tempDir('gate-hooks-');
    const log = join(hookDir, 'loaded.txt');
    writeFileSync(
      join(hookDir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(log)}, url + '\\n');
  return next(url, context);
}
`,
    );
    writeFileSync(
      join(hookDir, 'register.mjs'),
      `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`,
    );
    writeFileSync(log, '');
    await run(process.execPath, ['--import', join(hookDir, 'register.mjs'), CLI, ...args], {
      cwd: hookDir,
    }).catch(() => undefined);
    return readFileSync(log, 'utf8')
      .split('\n')
      .filter((u) => u.startsWith('file://') && u.includes('/dist/'))
      .map((u) => new URL(u).pathname);
  }

  // Strings only the GitHub and artifact clients carry (the action bundle proves they are telling).
  const CLIENT_MARKERS = [/octokit/i, /ArtifactClient|actions\.results\.api/];

  it('the action bundle carries the GitHub and artifact clients (so the markers can find them)', () => {
    const action = readFileSync(join(process.cwd(), 'dist', 'index.js'), 'utf8');
    for (const m of CLIENT_MARKERS) expect(action).toMatch(m);
  });

  it('gate classify loads no GitHub or artifact client code, and not the pipeline', async () => {
    const record = join(dir, 'load.json');
    writeFileSync(record, '{}');
    const files = await loadedFiles(['classify', record]);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of CLIENT_MARKERS)
        expect({ file: f, client: m.test(text) }).toEqual({ file: f, client: false });
      // The pipeline (git worktrees, process groups) is not needed to classify one record.
      expect({ file: f, pipeline: text.includes('addWorktree') }).toEqual({ file: f, pipeline: false });
    }
  });

  it('gate run loads no GitHub or artifact client code either', async () => {
    const files = await loadedFiles(['run', '--base', 'HEAD']);
    expect(files.some((f) => readFileSync(f, 'utf8').includes('addWorktree'))).toBe(true);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of CLIENT_MARKERS)
        expect({ file: f, client: m.test(text) }).toEqual({ file: f, client: false });
    }
  });
});
