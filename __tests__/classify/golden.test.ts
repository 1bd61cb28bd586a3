import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePyJson, pyDumps } from '../../src/classify/pyjson.js';
import { decide } from '../../src/commands/classify.js';

interface Golden {
  text: string;
  stdout: string;
}

const golden: Golden[] = readFileSync(join(process.cwd(), '__tests__', 'golden', 'classify.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Golden);

describe('golden vectors from the reference classifier of seed 002', () => {
  it('has a few hundred vectors covering every label', () => {
    expect(golden.length).toBeGreaterThanOrEqual(300);
    const labels = new Set(golden.map((g) => (JSON.parse(g.stdout) as { label: string }).label));
    expect([...labels].sort()).toEqual(
      ['BUDGET', 'CONTAMINATED', 'FIXTURE', 'INCOMPLETE', 'PASS', 'PROPERTY', 'SCHEDULER'].sort(),
    );
  });

  it.each(golden.map((g, i) => [i, g] as const))(
    'vector %i prints exactly what the reference prints',
    (_i, g) => {
      const printed = pyDumps(decide(parsePyJson(g.text)), { indent: 2 }) + '\n';
      expect(printed).toBe(g.stdout);
    },
  );
});
