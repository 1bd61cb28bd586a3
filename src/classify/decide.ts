import { classifyRecord, type Decision } from './table.js';
import { recordSha256 } from './hash.js';

/** Classifies a record and adds its hash, as the reference's main() prints it. */
export function decideRecord(record: unknown): Decision {
  const decision = classifyRecord(record);
  decision.record_sha256 = recordSha256(record);
  return decision;
}
