/** `gate run`: the whole pipeline in the candidate checkout; prints the trace on stdout. */
import { dirname, relative } from 'node:path';
import { parseCommand, noPositionals, optionalInt, required } from '../cli/args.js';
import { InputError, UsageError } from '../cli/errors.js';
import { GateInputError, runGate, type Shard } from '../pipeline.js';
import { OutDirError } from '../adapters/outdir.js';
import { preflightRun } from './preflight.js';
import { paint, useColour, withHeartbeat } from '../cli/tty.js';
import { stderrLogger } from '../adapters/log.js';
import { defuseJson, defuseLog } from '../adapters/defuse.js';
import { terminalSummary } from '../report/headline.js';
import { terminalReport } from '../report/terminal.js';
import type { Verdict } from '../trace/model.js';

export const RUN_USAGE = `usage: gate run --base REV [--head REV | --patch FILE] [--config gate.yml] [--out .gate]
               [--run-number N] [--shard i/n] [--exit-code] [--json] [--quiet]

Grades the candidate checkout (the current directory) against the base revision: scope → property →
fixture → classify → freeze. Oracle files are read from git's objects of the base revision; the
patch is taken from commits (commit your changes first). Writes .gate/; progress goes to stderr.

What it prints on stdout:
  on a terminal          the verdict for a person: title, what happened, the evidence (the witness
                         or the invariant's last output), what to do, and where the trace is
  --json, or stdout      .gate/trace.json (scripts and CI read it; the short summary then goes to
  not a terminal         stderr)
  --quiet                nothing on stdout

Example: gate run --base origin/main
`;

export const RUN_EXIT = `

Exit status: 0 whenever a verdict was reached (read it from the trace). With --exit-code:
0 CLEAR, 1 REJECT, 3 HOLD, 4 SKIP, 5 UNUSABLE. 2 is a usage error.`;

const USAGE = `${RUN_USAGE}${RUN_EXIT}`;

const EXIT_CODES: Record<Verdict, number> = { CLEAR: 0, REJECT: 1, HOLD: 3, SKIP: 4, UNUSABLE: 5 };

export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard: expected i/n with 1 ≤ i ≤ n, got ${JSON.stringify(text)}`);
  return { index, count };
}

export async function runCommand(argv: string[]): Promise<number> {
  const parsed = parseCommand(
    argv,
    {
      base: { type: 'string' },
      head: { type: 'string' },
      patch: { type: 'string' },
      config: { type: 'string', default: 'gate.yml' },
      out: { type: 'string', default: '.gate' },
      'run-number': { type: 'string' },
      shard: { type: 'string' },
      'exit-code': { type: 'boolean' },
      quiet: { type: 'boolean', short: 'q' },
      json: { type: 'boolean' },
    },
    USAGE,
  );
  if (parsed === 'help') return 0;
  const { values, positionals } = parsed;
  noPositionals(positionals);
  if (values.head !== undefined && values.patch !== undefined)
    throw new UsageError('give --head or --patch, not both');
  const envRun = process.env.GITHUB_RUN_NUMBER;
  const runNumber =
    optionalInt(values, 'run-number', 0) ?? (envRun && /^\d+$/.test(envRun) ? Number(envRun) : undefined);
  const base = required(values, 'base');
  const preflight = await preflightRun(process.cwd(), {
    base,
    out: values.out as string,
    ...(values.head !== undefined ? { head: values.head as string } : {}),
    ...(values.patch !== undefined ? { patch: values.patch as string } : {}),
  });
  for (const w of preflight.warnings) stderrLogger.warn(`gate run: ${w}`);
  const heartbeat = withHeartbeat(stderrLogger);
  // The count of uncommitted changes is read while the run takes the patch and grants the checkout;
  // its warning is printed when it is known, and no program runs before then.
  const checkout = preflight.checkout.then((status) => {
    if (status.warning !== null) stderrLogger.warn(`gate run: ${status.warning}`);
    return status;
  });
  let ran;
  try {
    ran = await runGate({
      checkoutReadBy: checkout,
      cwd: process.cwd(),
      config: values.config as string,
      base,
      ...(values.head !== undefined ? { head: values.head as string } : {}),
      ...(values.patch !== undefined ? { patchFile: values.patch as string } : {}),
      outDir: values.out as string,
      ...(runNumber !== undefined ? { runNumber } : {}),
      ...(values.shard !== undefined ? { shard: parseShard(values.shard as string) } : {}),
      log: heartbeat.logger,
    });
  } catch (err) {
    // What the user named cannot be used (an output folder's name taken by a file, a revision
    // missing): one line naming it, not an internal error.
    if (err instanceof OutDirError || err instanceof GateInputError) throw new InputError(err.message);
    throw err;
  } finally {
    heartbeat.stop();
  }
  const { trace, tracePath } = ran;
  const shownPath = relative(process.cwd(), tracePath) || tracePath;
  // A person at a terminal reads the verdict; a script (or --json) reads the trace, as before.
  const human = values.quiet !== true && values.json !== true && process.stdout.isTTY === true;
  const { uncommitted } = await checkout;
  const emptyButDirty =
    trace.reason_code === 'EMPTY_PATCH' && uncommitted > 0
      ? `gate run: the patch is empty but the working tree has ${uncommitted} uncommitted ${
          uncommitted === 1 ? 'change' : 'changes'
        }: the gate grades commits — commit your changes and run it again.\n`
      : '';
  if (human) {
    const outDir = relative(process.cwd(), dirname(tracePath)) || '.';
    const report = defuseLog(`${terminalReport(trace, shownPath, outDir)}${emptyButDirty}`);
    const [title, ...rest] = report.split('\n');
    process.stdout.write([paint(title ?? '', trace.verdict, useColour(process.stdout)), ...rest].join('\n'));
    return values['exit-code'] ? EXIT_CODES[trace.verdict] : 0;
  }
  // In a workflow step both streams reach the runner's log, and the trace quotes user text.
  const summary = defuseLog(`${terminalSummary(trace, shownPath)}${emptyButDirty}`);
  const [title, ...rest] = summary.split('\n');
  process.stderr.write([paint(title ?? '', trace.verdict, useColour(process.stderr)), ...rest].join('\n'));
  if (values.quiet !== true) process.stdout.write(defuseJson(JSON.stringify(trace, null, 2)) + '\n');
  return values['exit-code'] ? EXIT_CODES[trace.verdict] : 0;
}
