import { createHash } from 'node:crypto';
import { pyDumps } from './pyjson.js';

/** SHA-256 of `json.dumps(record, sort_keys=True, separators=(",", ":"))`, as the reference prints it. */
export function recordSha256(record: unknown): string {
  return createHash('sha256')
    .update(pyDumps(record, { sortKeys: true }), 'utf8')
    .digest('hex');
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
