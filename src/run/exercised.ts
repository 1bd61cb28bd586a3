/**
 * What the oracle exercised (trace.exercised): from the load records of the run's programs, which of
 * the patch's changed files each spec and each fixture's invariant loaded, and which changed code
 * files none loaded (not said where a `tests:` fixture ran: its runner keeps no load record). Pure; a
 * record for the reviewer, never an input to the verdict.
 */
import type { LoadBook } from '../adapters/attest.js';
import type { GateConfig } from '../oracle/config.js';
import { MAX_LISTED_PATHS, type Exercised } from '../trace/model.js';

/** Files an interpreter the gate runs would load as code (what "nothing here tested it" is about). */
const CODE_FILE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|py)$/i;

export function exercisedRecord(book: LoadBook, config: GateConfig, changed: readonly string[]): Exercised {
  const changedSet = new Set(changed);
  const pick = (loaded: Set<string>): string[] =>
    [...loaded]
      .filter((f) => changedSet.has(f))
      .sort()
      .slice(0, MAX_LISTED_PATHS);
  const specs = config.properties
    .filter((p) => p.builtin === undefined)
    .map((p) => ({ spec: p.spec, loaded: pick(book.loadedBy(p.spec)) }));
  // An exercise + judge fixture: the exercise loads the code under test (the judge may load none).
  const fixtures = config.fixtures.map((f) => ({
    target: f.target,
    loaded: pick(new Set([...book.loadedBy(f.invariant), ...book.loadedBy(f.exercise ?? f.invariant)])),
  }));
  const any = new Set([...specs, ...fixtures].flatMap((x) => x.loaded));
  // A `tests:` fixture's runner keeps no load record (jest and vitest load files through their own
  // module systems): what its tests loaded is not known, so no changed file is said to be untested.
  const unloaded =
    (config.tests ?? []).length > 0
      ? []
      : changed.filter((c) => CODE_FILE.test(c) && !any.has(c)).slice(0, MAX_LISTED_PATHS);
  return { specs, fixtures, unloaded };
}
