/**
 * A `gate run` of a test repository through the pipeline, as the CLI would make it (gate.yml, `.gate`,
 * no log), with the SPEC §3 check every integration test makes of its trace.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runGate, type GateOptions } from '../../src/pipeline.js';
import { silentLogger } from '../../src/adapters/log.js';
import type { Trace } from '../../src/trace/model.js';
import { expectNoUnallowedPass } from './spec3.js';

/** The trace of a run in `dir` against `base`; a pass SPEC §3 does not allow fails the test. */
export async function gradeAt(dir: string, base: string, extra: Partial<GateOptions> = {}): Promise<Trace> {
  const { trace } = await runGate({
    cwd: dir,
    config: 'gate.yml',
    base,
    outDir: '.gate',
    log: silentLogger,
    ...extra,
  });
  expectNoUnallowedPass(trace);
  return trace;
}

/** Every file below `dir` whose name is `name`. */
export function filesNamed(dir: string, name: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...filesNamed(p, name));
    else if (e.name === name) out.push(p);
  }
  return out;
}
