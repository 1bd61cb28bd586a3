/**
 * Freeze (SPEC §2, §5): the read-only ledger, consulted only after a replay miss. The client cannot
 * be constructed without a miss, reads the ledger once from the base revision, and never writes it.
 * A hit is ANNOTATED_HOLD; it excuses a miss only for the exact SCHEDULER triple, on a live row whose
 * stored record still hashes to its `record_sha256` and still classifies SCHEDULER.
 */
import { classifyRecord, type Decision } from '../classify/table.js';
import { recordSha256 } from '../classify/hash.js';
import { parseLedger, rowLiveness, type LedgerRow } from '../ledger.js';
import type { FreezeCode, FreezeOutcome } from '../model.js';

export class FreezeOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FreezeOrderError';
  }
}

/** What the client needs to know about one classified miss. */
export interface MissKey {
  target: string;
  invariant: string;
  property_path: string;
  seed: number;
  fixture_sha256: string;
  decision: Decision;
}

export interface LedgerSource {
  /** The ledger's repository path (for messages). */
  name: string;
  /** Reads the ledger text; undefined when the file does not exist on the base revision. */
  read(): Promise<string | undefined>;
}

export class FreezeClient {
  private rows: LedgerRow[] | undefined;
  readonly storeDefects: string[] = [];

  /** Refuses to exist unless the fixture stage ended REPLAY_MISS. */
  constructor(
    fixtureCode: string,
    private readonly source: LedgerSource,
    private readonly now: Date,
    private readonly runNumber: number | undefined,
  ) {
    if (fixtureCode !== 'REPLAY_MISS') {
      throw new FreezeOrderError(
        `the freeze ledger may be read only after a REPLAY_MISS (fixture code is ${fixtureCode})`,
      );
    }
  }

  /** The one read: parses the ledger; a missing file is an empty ledger. */
  private async load(): Promise<LedgerRow[]> {
    if (this.rows) return this.rows;
    const text = await this.source.read();
    if (text === undefined) {
      this.rows = [];
      return this.rows;
    }
    const { ledger, defects } = parseLedger(text, this.source.name);
    for (const d of defects)
      this.storeDefects.push(`${this.source.name}: row ${d.index}${d.id ? ` (${d.id})` : ''}: ${d.reason}`);
    this.rows = ledger.freezes;
    return this.rows;
  }

  async lookup(miss: MissKey): Promise<FreezeOutcome> {
    const rows = await this.load();
    const live: LedgerRow[] = [];
    for (const row of rows) {
      if (row.target !== miss.target || row.invariant !== miss.invariant) continue;
      const state = rowLiveness(row, this.now, this.runNumber);
      if (state.live) live.push(row);
      else this.noteDefect(`${this.source.name}: row ${row.id} is absent: ${state.reason}`);
    }
    if (live.length === 0) {
      return {
        code: 'NO_RECORD',
        excuses: false,
        why: `no live freeze row for ${miss.target} + ${miss.invariant}`,
      };
    }
    const exact = live.filter(
      (r) =>
        r.property_path === miss.property_path &&
        r.seed === miss.seed &&
        r.fixture_sha256 === miss.fixture_sha256,
    );
    const row = exact[0] ?? (live[0] as LedgerRow);
    const code: FreezeCode = 'ANNOTATED_HOLD';
    if (miss.decision.label !== 'SCHEDULER') {
      return {
        code,
        freeze_id: row.id,
        excuses: false,
        why: `the miss is ${miss.decision.label}: only SCHEDULER may be excused`,
      };
    }
    if (exact.length === 0) {
      return {
        code,
        freeze_id: row.id,
        excuses: false,
        why: `row ${row.id} freezes another triple (property, seed or fixture digest differ)`,
      };
    }
    if (recordSha256(row.record) !== row.record_sha256) {
      return {
        code,
        freeze_id: row.id,
        excuses: false,
        why: `row ${row.id}: the stored record no longer hashes to its record_sha256 (void)`,
      };
    }
    const stored = classifyRecord(row.record);
    // The stored record is the evidence for this row: it must be a record of the row's own triple.
    const r = row.record;
    if (
      r.property_path !== row.property_path ||
      String(r.seed) !== String(row.seed) ||
      r.fixture_sha256 !== row.fixture_sha256
    ) {
      return {
        code,
        freeze_id: row.id,
        excuses: false,
        why: `row ${row.id}: the stored record is for another triple (property, seed or fixture digest differ)`,
      };
    }
    if (stored.label !== 'SCHEDULER') {
      return {
        code,
        freeze_id: row.id,
        excuses: false,
        why: `row ${row.id}: the stored record classifies ${stored.label}, not SCHEDULER`,
      };
    }
    return {
      code,
      freeze_id: row.id,
      excuses: true,
      why: `row ${row.id} (owner ${row.owner}) freezes this exact triple and is live`,
    };
  }

  private noteDefect(text: string): void {
    if (!this.storeDefects.includes(text)) this.storeDefects.push(text);
  }
}
