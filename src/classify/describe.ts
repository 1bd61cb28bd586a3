/**
 * How a reason names a value it did not expect: its type as the reader of a JSON or YAML file knows it
 * and, for a scalar, the value itself (long strings cut). One wording for every reason the gate gives
 * about a record, a manifest, a ledger row, a trace or a predicate.
 */
import { PyFloat } from './pyjson.js';

const STRING_SHOWN = 60;

export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (v instanceof PyFloat) return `float ${v.value}`;
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string')
    return `string ${JSON.stringify(v.length > STRING_SHOWN ? v.slice(0, STRING_SHOWN) + '…' : v)}`;
  if (typeof v === 'number' && !Number.isInteger(v)) return `float ${v}`;
  if (typeof v === 'number' || typeof v === 'bigint') return `integer ${v}`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${String(v)}`;
}
