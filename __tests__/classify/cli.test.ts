import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

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

const dir = mkdtempSync(join(tmpdir(), 'gate-classify-'));
const golden = readFileSync(join(process.cwd(), '__tests__', 'golden', 'classify.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as { text: string; stdout: string });

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
    const lines = [golden[0]!.text, '{not json', '[]', golden[1]!.text, ''];
    const r = await gate(['classify', '--jsonl', '-'], lines.join('\n'));
    expect(r.code).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(4);
    expect(out[0]).toEqual(JSON.parse(golden[0]!.stdout));
    expect(out[1]).toMatchObject({ label: 'INCOMPLETE', freeze: false });
    expect(String(out[1]!.reason)).toMatch(/^line 2: invalid JSON/);
    expect(String(out[2]!.reason)).toMatch(/^line 3: expected a JSON object/);
    expect(out[3]).toEqual(JSON.parse(golden[1]!.stdout));
  });
});
