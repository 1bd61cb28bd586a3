/**
 * Reading one extracted artifact (src/action/traces.ts): only `trace.json`, a regular file inside the
 * folder, under the size cap, passing the schema. Links out, folders and oversized files are refused
 * before anything is parsed.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readArtifactTrace } from '../../src/action/traces.js';
import { MAX_TRACE_BYTES } from '../../src/trace/schema.js';
import { clearTrace } from '../report/trace-fixture.js';
import { tempDir } from '../helpers/tmp.js';

function folder(setup: (dir: string) => void): string {
  const dir = join(tempDir('gate-traces-'), 'artifact');
  mkdirSync(dir);
  setup(dir);
  return dir;
}

describe('readArtifactTrace', () => {
  it('reads a valid trace', async () => {
    const dir = folder((d) => writeFileSync(join(d, 'trace.json'), JSON.stringify(clearTrace())));
    expect(await readArtifactTrace(dir)).toEqual({ ok: true, trace: clearTrace() });
  });

  it.each<[string, (dir: string) => void, RegExp]>([
    [
      'a link to a file outside',
      (d) => {
        writeFileSync(join(d, '..', 'outside.json'), JSON.stringify(clearTrace()));
        symlinkSync(join(d, '..', 'outside.json'), join(d, 'trace.json'));
      },
      /leads outside/,
    ],
    ['a folder named trace.json', (d) => mkdirSync(join(d, 'trace.json')), /trace\.json/],
    ['no trace.json', () => {}, /trace\.json: missing/],
    [
      'a file over the size cap',
      (d) => writeFileSync(join(d, 'trace.json'), Buffer.alloc(MAX_TRACE_BYTES + 1, 0x20)),
      /more than/,
    ],
    [
      'a truncated file',
      (d) => writeFileSync(join(d, 'trace.json'), JSON.stringify(clearTrace()).slice(0, 200)),
      /not valid JSON/,
    ],
    [
      'a trace with a stage code of another stage',
      (d) =>
        writeFileSync(
          join(d, 'trace.json'),
          JSON.stringify(clearTrace({ reason_stage: 'scope', reason_code: 'REPLAY_MATCH' })),
        ),
      /fails the trace schema/,
    ],
  ])('refuses %s', async (_what, setup, reason) => {
    const got = await readArtifactTrace(folder(setup));
    expect(got.ok).toBe(false);
    expect(got.ok ? '' : got.reason).toMatch(reason);
  });
});
