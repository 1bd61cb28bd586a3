/**
 * The verdict as one workflow command for the action's log: `::error`, `::warning` or `::notice` by
 * the check's conclusion (failure, action_required, success/neutral), titled with the check-run
 * title, its message the what-to-do sentence — so the job's annotations say what the check says.
 * Pure: the caller (the action's log, src/action/) writes it on stdout after the grade group.
 */
import type { Trace } from '../trace/model.js';
import { headlineOf, titleOf } from './headline.js';

export type LogLevel = 'error' | 'warning' | 'notice';

/** The annotation level of a verdict: what blocks is an error or a warning, what passes a notice. */
export function logLevelOf(trace: Trace): LogLevel {
  const verdict = trace.verdict;
  switch (verdict) {
    case 'REJECT':
    case 'UNUSABLE':
      return 'error';
    case 'HOLD':
      return 'warning';
    case 'CLEAR':
    case 'SKIP':
      return 'notice';
    default: {
      // An unknown verdict (an untrusted trace) blocks: fail closed.
      const unknown: never = verdict;
      void unknown;
      return 'error';
    }
  }
}

/** Workflow-command data: `%`, CR and LF escaped, so the message cannot end the command or add one. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow-command property value: also `:` and `,`, which end a property. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The verdict as the log says it: its level, the check-run title and the what-to-do sentence. */
export function verdictAnnotation(trace: Trace): { level: LogLevel; title: string; message: string } {
  const h = headlineOf(trace);
  return { level: logLevelOf(trace), title: titleOf(h), message: `What to do: ${h.next.text()}` };
}

/** `::error title=Regression%3A seed 1402 …::What to do: Fix the patch: …` — one line. */
export function verdictLogLine(trace: Trace): string {
  const a = verdictAnnotation(trace);
  return `::${a.level} title=${escapeProperty(a.title)}::${escapeData(a.message)}`;
}
