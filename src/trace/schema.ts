/**
 * Validation of `.gate/trace.json` against `schema/trace.schema.json`. The report and merge modes read
 * traces from uploaded artifacts, which a fork controls, so this is the gate's check on untrusted
 * data: size first (before parsing), then the closed, bounded schema, then what a schema cannot say.
 * The schema is embedded at build time (ncc bundles the JSON import), never read from disk at run time.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import traceSchema from '../../schema/trace.schema.json' with { type: 'json' };
import type { Trace } from './model.js';

/** Larger trace files are refused unread. A real trace is far smaller (its lists are bounded too). */
export const MAX_TRACE_BYTES = 16 * 1024 * 1024;
/** At most this many errors are reported. */
const MAX_ERRORS = 20;

// Compiled on first use, not at import: only report and merge modes and `gate summary` read traces,
// and compiling the schema was close to half of the action's start-up.
let compiled: ValidateFunction<Trace> | undefined;
function validator(): ValidateFunction<Trace> {
  // `.default`: ajv is CommonJS; the class is its own `default`, which works under Node, Jest and ncc.
  compiled ??= new Ajv2020.default({ allErrors: true, strict: true, strictTypes: false }).compile<Trace>(
    traceSchema,
  );
  return compiled;
}

function formatError(e: ErrorObject): string {
  const at = e.instancePath === '' ? '(root)' : e.instancePath;
  const p = e.params as Record<string, unknown>;
  let detail = '';
  if (Array.isArray(p.allowedValues)) detail = ` (${p.allowedValues.join(', ')})`;
  else if (typeof p.additionalProperty === 'string') detail = ` (${JSON.stringify(p.additionalProperty)})`;
  return `${at}: ${e.message ?? e.keyword}${detail}`;
}

export type TraceValidation = { ok: true; trace: Trace } | { ok: false; errors: string[] };

/** Checks an untrusted value against the trace schema and the rules a schema cannot express. */
export function validateTrace(value: unknown): TraceValidation {
  const validate = validator();
  if (!validate(value)) {
    const errors = (validate.errors ?? [])
      // `if` failures only say which `then` failed; the `then` error itself is reported.
      .filter((e) => e.keyword !== 'if')
      .map(formatError);
    return { ok: false, errors: [...new Set(errors)].slice(0, MAX_ERRORS) };
  }
  const trace = value;
  const errors: string[] = [];
  if (trace.shard !== null && trace.shard.index > trace.shard.count)
    errors.push(`/shard/index: must not exceed shard.count (${trace.shard.index} > ${trace.shard.count})`);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, trace };
}

/** Reads trace JSON text (or bytes) from an artifact: size cap, JSON, then {@link validateTrace}. */
export function parseTraceText(text: string | Buffer): TraceValidation {
  const bytes = typeof text === 'string' ? Buffer.byteLength(text, 'utf8') : text.length;
  if (bytes > MAX_TRACE_BYTES) return { ok: false, errors: [`(root): larger than ${MAX_TRACE_BYTES} bytes`] };
  let value: unknown;
  try {
    value = JSON.parse(typeof text === 'string' ? text : text.toString('utf8'));
  } catch (err) {
    return {
      ok: false,
      errors: [`(root): not valid JSON (${err instanceof Error ? err.message : String(err)})`],
    };
  }
  return validateTrace(value);
}
