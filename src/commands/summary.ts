/**
 * `gate summary [TRACE]`: the check-run summary markdown for a trace, exactly as the action renders
 * it (src/report/summary.ts), or with `--title` the check-run title. Reads the trace as untrusted
 * data: size-capped and schema-validated, like report mode reads an artifact.
 */
import { dirname, relative } from 'node:path';
import { optionalInt, parseCommand } from '../cli/args.js';
import { InputError, UsageError } from '../cli/errors.js';
import { readTextFile } from '../cli/io.js';
import { parseTraceText } from '../trace/schema.js';
import { isSafeUrl } from '../report/markdown.js';
import { renderSummary, renderTitle, SUMMARY_LIMIT, type SummaryExtras } from '../report/summary.js';
import type { Trace } from '../trace/model.js';
import { defuseLog } from '../adapters/defuse.js';

export const SUMMARY_USAGE = `usage: gate summary [TRACE] [--title] [--artifact NAME [--artifact-id N] [--artifact-url URL]]
                    [--run-url URL]

Prints the failure-class check-run summary (markdown) for TRACE (default .gate/trace.json), exactly as
the action posts it; with --title, the check-run title instead.

  --artifact NAME      the .gate artifact the run uploaded: the summary links it, and its next steps
                       download it (with --run-url) instead of reading the local .gate folder
  --artifact-id N      its id, shown with the link
  --artifact-url URL   the artifact's page (https), for the link
  --run-url URL        the workflow run (https://github.com/OWNER/REPO/actions/runs/ID[/attempts/N])

Without --artifact, the commands in the summary use the folder TRACE is in.`;

/** Reads and validates a trace file; an InputError names the file and the first problems. */
export function readTraceFile(path: string): Trace {
  const parsed = parseTraceText(readTextFile(path));
  if (!parsed.ok) throw new InputError(`${path}: not a gate trace: ${parsed.errors.slice(0, 5).join('; ')}`);
  return parsed.trace;
}

export async function summaryCommand(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      title: { type: 'boolean' },
      artifact: { type: 'string' },
      'artifact-id': { type: 'string' },
      'artifact-url': { type: 'string' },
      'run-url': { type: 'string' },
    },
    SUMMARY_USAGE,
  );
  if (p === 'help') return 0;
  if (p.positionals.length > 1)
    throw new UsageError(`unexpected argument ${JSON.stringify(p.positionals[1])}`);
  const url = (name: 'artifact-url' | 'run-url'): string | undefined => {
    const v = p.values[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || !isSafeUrl(v))
      throw new UsageError(`--${name}: expected an https URL, got ${JSON.stringify(v)}`);
    return v;
  };
  const runUrl = url('run-url');
  const artifactUrl = url('artifact-url');
  const artifactId = optionalInt(p.values, 'artifact-id', 1);
  const path = p.positionals[0] ?? '.gate/trace.json';
  const trace = readTraceFile(path);
  if (p.values.title === true) {
    process.stdout.write(defuseLog(`${renderTitle(trace)}\n`));
    return 0;
  }
  const extras: SummaryExtras = {
    ...(runUrl !== undefined ? { runUrl } : {}),
    ...(typeof p.values.artifact === 'string'
      ? {
          artifact: {
            name: p.values.artifact,
            ...(artifactId !== undefined ? { id: artifactId } : {}),
            ...(artifactUrl !== undefined ? { url: artifactUrl } : {}),
          },
        }
      : { files: { kind: 'local' as const, dir: relative(process.cwd(), dirname(path)) || '.' } }),
  };
  // Printed in a workflow step, the summary reaches the runner's log; it quotes user text.
  process.stdout.write(defuseLog(renderSummary(trace, extras, SUMMARY_LIMIT)));
  return 0;
}
