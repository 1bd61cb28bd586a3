/**
 * `gate classify RUN.json | --self-check | --jsonl FILE|-` (SPEC §4). Loads only the classifier:
 * no GitHub, artifact or pipeline code is reachable from here. One record, the common cold call,
 * loads neither node:crypto nor the stdout stream; --jsonl and --self-check load what they need.
 */
import { classifyRecord, type Decision } from '../classify/table.js';
import { isObject } from '../classify/record.js';
import { parsePyJson, pyDumps, PyJsonError, type PyJson } from '../classify/pyjson.js';
import { sha256Utf8 } from '../classify/sha256.js';
import { InputError, UsageError } from '../cli/errors.js';
import { readLineBatches, readTextFile, writeOut, writeOutSync } from '../cli/io.js';

export const CLASSIFY_USAGE = `usage: gate classify RUN.json
       gate classify --self-check
       gate classify --jsonl FILE|-

Prints the decision JSON (label, freeze, the reference's per-label fields and record_sha256).
Exit 0 for every known label (a label is not a verdict: read it from stdout); 1 when the record
cannot be read; 2 on a usage error.`;

/**
 * Classifies a parsed record and adds its hash, as the reference's main() does. The same as
 * decideRecord, with the plain-JavaScript SHA-256 instead of node:crypto (one record, cold).
 */
export function decide(record: PyJson): Decision {
  const decision = classifyRecord(record);
  decision.record_sha256 = sha256Utf8(pyDumps(record, { sortKeys: true }));
  return decision;
}

/** A record from its text, or an InputError naming `where` (not JSON, too deep, not an object). */
export function parseRecordText(text: string, where: string): PyJson {
  let value: PyJson;
  try {
    value = parsePyJson(text);
  } catch (err) {
    const msg = err instanceof PyJsonError ? err.message : String(err);
    throw new InputError(`${where}: invalid JSON: ${msg}`);
  }
  if (!isObject(value)) {
    throw new InputError(
      `${where}: expected a JSON object, got ${Array.isArray(value) ? 'a list' : typeof value}`,
    );
  }
  return value;
}

export async function classifyCommand(argv: string[]): Promise<number> {
  // One record, the cold path: a single argument that is not an option is what parseArgs would
  // read as the one positional, and node:util is not loaded for it.
  if (argv.length === 1 && !(argv[0] as string).startsWith('-')) return classifyFile(argv[0] as string);
  if (argv.length === 1 && argv[0] === WORKER_ARG) return jsonlWorker();
  const { parseArgs } = await import('node:util');
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        'self-check': { type: 'boolean' },
        jsonl: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(CLASSIFY_USAGE + '\n');
    return 0;
  }
  const modes = [values['self-check'] ? 1 : 0, values.jsonl !== undefined ? 1 : 0, positionals.length].reduce(
    (a, b) => a + b,
  );
  if (modes !== 1 || positionals.length > 1)
    throw new UsageError('give exactly one of RUN.json, --self-check, --jsonl FILE');

  if (values['self-check']) {
    const { runSelfCheck, WORKED_RECORDS } = await import('../classify/selfcheck.js');
    const failures = runSelfCheck();
    if (failures.length > 0) {
      for (const f of failures) process.stderr.write(`self-check failed: ${f}\n`);
      return 1;
    }
    process.stdout.write(`self-check ok (${WORKED_RECORDS.length} worked records)\n`);
    return 0;
  }

  if (values.jsonl !== undefined) return classifyJsonl(values.jsonl);

  return classifyFile(positionals[0] as string);
}

function classifyFile(file: string): number {
  const record = parseRecordText(readTextFile(file, { keepBom: true }), file);
  writeOutSync(pyDumps(decide(record), { indent: 2 }) + '\n');
  return 0;
}

type DecideRecord = (record: unknown) => Decision;

/**
 * The decisions of a batch of lines, one per line; `first` is the number of the first line. A line
 * that is not valid UTF-8 (null) is INCOMPLETE, as is one that is not a JSON object.
 */
function classifyLines(lines: readonly (string | null)[], first: number, decideRecord: DecideRecord): string {
  let chunk = '';
  for (let i = 0; i < lines.length; i++) {
    const n = first + i;
    const line = lines[i] as string | null;
    let out: string;
    try {
      if (line === null) throw new InputError(`line ${n}: not valid UTF-8`);
      out = pyDumps(decideRecord(parseRecordText(line, `line ${n}`)));
    } catch (err) {
      const reason = err instanceof InputError ? err.message : `line ${n}: ${String(err)}`;
      out = pyDumps({ label: 'INCOMPLETE', freeze: false, reason });
    }
    chunk += out + '\n';
  }
  return chunk;
}

/** The script that runs `gate` (set by the CLI entry): --jsonl workers are started from it. */
let workerScript: string | undefined;
export function enableJsonlWorkers(script: string | undefined): void {
  workerScript = script;
}

/** Hidden argument: this process is a worker thread of a parallel --jsonl. */
const WORKER_ARG = '--jsonl-worker';
/** Below this size one thread is faster than starting workers. */
const PARALLEL_MIN_BYTES = 8 * 1024 * 1024;
/** Batches handed out and not yet written, per worker: bounds memory on any input size. */
const IN_FLIGHT_PER_WORKER = 3;

async function workerCount(path: string): Promise<number> {
  if (workerScript === undefined || path === '-') return 1;
  const { statSync } = await import('node:fs');
  const { availableParallelism } = await import('node:os');
  let size = 0;
  try {
    size = statSync(path).size;
  } catch {
    return 1; // the sequential path reports the error
  }
  return size >= PARALLEL_MIN_BYTES ? Math.min(availableParallelism(), 4) : 1;
}

/** One decision per input line; a bad line becomes an INCOMPLETE decision and the run goes on. */
async function classifyJsonl(path: string): Promise<number> {
  const count = await workerCount(path);
  if (count > 1) return classifyJsonlParallel(path, count, workerScript as string);
  const { decideRecord } = await import('../classify/decide.js');
  let n = 1;
  for await (const lines of readLineBatches(path)) {
    await writeOut(classifyLines(lines, n, decideRecord));
    n += lines.length;
  }
  return 0;
}

/**
 * --jsonl on a large file: batches of lines go to worker threads in turn, and their decisions
 * are written in input order, so the output is exactly that of one thread.
 */
async function classifyJsonlParallel(path: string, count: number, script: string): Promise<number> {
  const { Worker } = await import('node:worker_threads');
  const done = new Map<number, string>();
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const waitForNews = () => new Promise<void>((resolveWait) => (wake = resolveWait));
  let stopping = false;
  const workers = Array.from({ length: count }, () => {
    const w = new Worker(script, { argv: ['classify', WORKER_ARG] });
    w.on('message', (m: { id: number; text: string }) => {
      done.set(m.id, m.text);
      wake?.();
    });
    w.on('error', (err) => {
      failure ??= err;
      wake?.();
    });
    w.on('exit', (code) => {
      if (!stopping) failure ??= new Error(`a --jsonl worker exited (${code})`);
      wake?.();
    });
    return w;
  });
  let sent = 0;
  let written = 0;
  let first = 1;
  const flush = async (): Promise<void> => {
    while (done.has(written)) {
      const text = done.get(written) as string;
      done.delete(written);
      written++;
      await writeOut(text);
    }
  };
  try {
    for await (const lines of readLineBatches(path)) {
      while (sent - written >= count * IN_FLIGHT_PER_WORKER && failure === undefined) {
        // A result may have come in while the last write waited for the pipe.
        if (!done.has(written)) await waitForNews();
        await flush();
      }
      if (failure) throw failure;
      (workers[sent % count] as InstanceType<typeof Worker>).postMessage({ id: sent, first, lines });
      sent++;
      first += lines.length;
      await flush();
    }
    while (written < sent) {
      if (failure) throw failure;
      if (!done.has(written)) await waitForNews();
      await flush();
    }
  } finally {
    stopping = true;
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return 0;
}

/** The worker side: classifies each batch it is sent and sends back the decisions. */
async function jsonlWorker(): Promise<number> {
  const { parentPort } = await import('node:worker_threads');
  if (!parentPort) throw new UsageError(`${WORKER_ARG} is internal to --jsonl`);
  const port = parentPort;
  const { decideRecord } = await import('../classify/decide.js');
  port.on('message', (m: { id: number; first: number; lines: (string | null)[] }) => {
    port.postMessage({ id: m.id, text: classifyLines(m.lines, m.first, decideRecord) });
  });
  // The port keeps this thread alive until the parent terminates it.
  return new Promise<number>(() => {});
}
