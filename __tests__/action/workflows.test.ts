/**
 * The copy-paste workflows (examples/workflows and the README's blocks) are what users adopt: those
 * that run mode gate must also trigger on merge_group, or a repository with a merge queue waits for
 * failure-class until the queue times out; the report workflow must leave merge_group runs alone (the
 * gate job posts those itself).
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface Workflow {
  name?: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { if?: string; steps?: { uses?: string; with?: Record<string, string> }[] }>;
}

const root = process.cwd();
const read = (rel: string): Workflow => parse(readFileSync(join(root, rel), 'utf8')) as Workflow;

/** The README's yaml blocks that are workflows (they start with the file they stand for). */
function readmeWorkflows(): [string, Workflow][] {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const blocks = [...text.matchAll(/```yaml\n(# \.github\/workflows\/[^\n]+)\n([\s\S]*?)```/g)];
  return blocks.map((m, i) => [
    `README block ${i + 1} (${m[1] as string})`,
    parse(m[2] as string) as Workflow,
  ]);
}

const modeOf = (w: Workflow): Set<string> =>
  new Set(
    Object.values(w.jobs).flatMap((j) =>
      (j.steps ?? [])
        .filter((s) => s.uses?.includes('failure-class-gate'))
        .map((s) => s.with?.mode ?? 'gate'),
    ),
  );

const all = (): [string, Workflow][] => [
  ...['gate.yml', 'gate-matrix.yml', 'gate-report.yml'].map(
    (f) => [`examples/workflows/${f}`, read(`examples/workflows/${f}`)] as [string, Workflow],
  ),
  ...readmeWorkflows(),
];

describe('the copy-paste workflows', () => {
  it('the README shows the gate, report and matrix workflows', () => {
    const modes = readmeWorkflows().map(([, w]) => [...modeOf(w)].sort().join('+'));
    expect(modes).toEqual(expect.arrayContaining(['gate', 'report', 'gate+merge']));
  });

  it.each(all().filter(([, w]) => modeOf(w).has('gate')))(
    '%s runs mode gate on pull_request and merge_group, with checks: write',
    (_name, w) => {
      expect(Object.keys(w.on)).toEqual(expect.arrayContaining(['pull_request', 'merge_group']));
      expect(w.permissions?.checks).toBe('write');
    },
  );

  it.each(all().filter(([, w]) => modeOf(w).has('report')))(
    '%s reports only on pull_request runs (merge_group runs post their own check)',
    (_name, w) => {
      expect(Object.keys(w.on)).toEqual(['workflow_run']);
      for (const job of Object.values(w.jobs)) {
        expect(job.if).toMatch(/github\.event\.workflow_run\.event == 'pull_request'/);
      }
    },
  );
});
