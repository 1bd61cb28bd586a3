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

function parseRecordText(text: string, where: string): PyJson {
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
  const record = parseRecordText(readTextFile(file), file);
  writeOutSync(pyDumps(decide(record), { indent: 2 }) + '\n');
  return 0;
}

/** One decision per input line; a bad line becomes an INCOMPLETE decision and the run goes on. */
async function classifyJsonl(path: string): Promise<number> {
  const { decideRecord } = await import('../classify/decide.js');
  let n = 0;
  for await (const lines of readLineBatches(path)) {
    let chunk = '';
    for (const line of lines) {
      n++;
      let out: string;
      try {
        out = pyDumps(decideRecord(parseRecordText(line, `line ${n}`)));
      } catch (err) {
        const reason = err instanceof InputError ? err.message : `line ${n}: ${String(err)}`;
        out = pyDumps({ label: 'INCOMPLETE', freeze: false, reason });
      }
      chunk += out + '\n';
    }
    await writeOut(chunk);
  }
  return 0;
}
