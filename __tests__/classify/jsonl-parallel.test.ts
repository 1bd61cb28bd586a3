import { describe, expect, it } from '@jest/globals';
import { execFile, spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '../helpers/tmp.js';

const run = promisify(execFile);
const CLI = join(process.cwd(), 'dist', 'cli.js');

interface Golden {
  text: string;
  expect: string;
  ref: { stdout?: string };
}
/** The vectors whose decision the gate prints exactly as the reference does, each on one line. */
const golden = readFileSync(join(process.cwd(), '__tests__', 'golden', 'classify.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Golden)
  .filter((g) => g.expect === 'exact' && g.ref.stdout !== undefined && !/[\r\n]/.test(g.text));

describe('gate classify --jsonl on a large file (worker threads)', () => {
  it('prints, in input order, what one thread prints, bad lines numbered by their place', async () => {
    const dir = tempDir('gate-jsonl-');
    const lines: (string | Buffer)[] = [];
    const expected: unknown[] = [];
    const bad = new Map<number, string | Buffer>([
      [5_000, '{not json'],
      [12_345, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])], // {"a":"\xff"}
      [17_777, '[]'],
    ]);
    for (let i = 0; lines.length < 24_000; i++) {
      const n = lines.length + 1;
      if (bad.has(n)) {
        lines.push(bad.get(n)!);
        expected.push(null);
        continue;
      }
      const g = golden[i % golden.length]!;
      lines.push(g.text);
      expected.push(JSON.parse(g.ref.stdout as string));
    }
    const file = join(dir, 'records.jsonl');
    writeFileSync(file, Buffer.concat(lines.flatMap((l) => [Buffer.from(l), Buffer.from('\n')])));
    expect(statSync(file).size).toBeGreaterThan(8 * 1024 * 1024);

    const opts = { encoding: 'utf8' as const, maxBuffer: 256 * 1024 * 1024 };
    const parallel = await run(process.execPath, [CLI, 'classify', '--jsonl', file], opts);
    const seq = run(process.execPath, [CLI, 'classify', '--jsonl', '-'], opts);
    seq.child.stdin?.end(readFileSync(file));
    const sequential = await seq;
    expect(parallel.stdout).toBe(sequential.stdout);

    const out = parallel.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(lines.length);
    out.forEach((d, i) => {
      if (expected[i] !== null) expect(d).toEqual(expected[i]);
    });
    expect(String(out[4_999]!.reason)).toMatch(/^line 5000: invalid JSON/);
    // Not valid UTF-8: INCOMPLETE, never a U+FFFD in its place (Python cannot read the line).
    expect(out[12_344]).toEqual({
      label: 'INCOMPLETE',
      freeze: false,
      reason: 'line 12345: not valid UTF-8',
    });
    expect(String(out[17_776]!.reason)).toMatch(/^line 17777: expected a JSON object/);
  }, 60_000);
});

describe('a reader that stops early', () => {
  it('gate classify --jsonl | head: stops quietly with 141, no stack trace', async () => {
    const file = join(tempDir('gate-epipe-'), 'records.jsonl');
    writeFileSync(file, '{}\n'.repeat(200_000));
    const child = spawn(process.execPath, [CLI, 'classify', '--jsonl', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (b: Buffer) => resolve(b.toString())),
    );
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(first).toContain('"label":"INCOMPLETE"');
    expect(code).toBe(141);
    expect(stderr).toBe('');
  });
});
