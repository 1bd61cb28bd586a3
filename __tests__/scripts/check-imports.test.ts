/**
 * The import-direction check CI runs (scripts/check-imports.mjs): on the repository it passes with
 * only its listed exceptions, and on made-up graphs it finds an import up a layer and a cycle.
 */
import { describe, expect, it } from '@jest/globals';

interface CheckImports {
  importGraph(): Map<string, string[]>;
  check(graph?: Map<string, string[]>): { problems: string[]; known: string[] };
  cycles(graph: Map<string, string[]>): string[][];
  KNOWN: Map<string, string>;
}

const load = async (): Promise<CheckImports> =>
  (await import('../../scripts/check-imports.mjs' as string)) as CheckImports;

describe('scripts/check-imports.mjs', () => {
  it('the repository passes, with every known exception still present', async () => {
    const m = await load();
    const r = m.check();
    expect(r.problems).toEqual([]);
    expect(r.known.length).toBe(m.KNOWN.size);
  });

  it('an adapter importing an action module runs up a layer', async () => {
    const m = await load();
    const graph = new Map([
      ['adapters/artifact.ts', ['action/settings.ts']],
      ['action/settings.ts', []],
    ]);
    const { problems } = m.check(graph);
    expect(problems).toContain(
      'adapters/artifact.ts -> action/settings.ts: edges imports entries, a higher layer',
    );
  });

  it('a cycle within one layer is found', async () => {
    const m = await load();
    const graph = new Map([
      ['stages/a.ts', ['stages/b.ts']],
      ['stages/b.ts', ['stages/c.ts']],
      ['stages/c.ts', ['stages/a.ts']],
    ]);
    expect(m.cycles(graph)).toEqual([['stages/a.ts', 'stages/b.ts', 'stages/c.ts']]);
    expect(m.check(graph).problems).toContain('import cycle: stages/a.ts, stages/b.ts, stages/c.ts');
  });

  it('a module outside every layer is reported', async () => {
    const m = await load();
    expect(m.check(new Map([['elsewhere/x.ts', []]])).problems).toContain(
      'elsewhere/x.ts: no layer (add it to LAYERS in scripts/check-imports.mjs)',
    );
  });
});

describe('scripts/check-exports.mjs', () => {
  interface CheckExports {
    check(): { dead: string[]; problems: string[]; stale: string[] };
    KNOWN: Map<string, string>;
  }
  it('the repository has no dead export but the listed ones, and each listed one is still dead', async () => {
    const m = (await import('../../scripts/check-exports.mjs' as string)) as CheckExports;
    const r = m.check();
    expect(r.problems).toEqual([]);
    expect(r.stale).toEqual([]);
    expect(r.dead.sort()).toEqual([...m.KNOWN.keys()].sort());
  });
});
