/**
 * The summary's line on what the oracle exercised (trace.exercised): said when the patch changes code
 * files that no spec or invariant loaded, so a reviewer knows what a green check is worth. It states
 * a fact of the run; it never changes the verdict.
 */
import type { Trace } from '../trace/model.js';
import { codeSpan } from './markdown.js';

/** At most this many files are named; the rest are counted. */
const NAMED = 5;

export function exercisedNote(trace: Trace): string | undefined {
  const e = trace.exercised;
  // Only once an invariant ran: before that, nothing was meant to load the code.
  if (e === undefined || !Array.isArray(e.unloaded) || e.unloaded.length === 0) return undefined;
  if (!Array.isArray(trace.replays) || trace.replays.length === 0) return undefined;
  const named = e.unloaded.slice(0, NAMED).map((f) => codeSpan(String(f)));
  const more = e.unloaded.length - named.length;
  const files = `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  return `_No check loaded ${files}, which this patch changes: nothing here tested ${e.unloaded.length === 1 ? 'it' : 'them'}._\n`;
}
