/**
 * Freeze (SPEC §2, §5): the read-only ledger, consulted only after a replay miss. The client cannot
 * be constructed without a miss, reads the ledger once from the base revision, and never writes it.
 * A hit is ANNOTATED_HOLD; it excuses a miss only for the exact SCHEDULER triple, on a live row whose
 * stored record still hashes to its `record_sha256` and still classifies SCHEDULER.
 */
import { classifyRecord, type Decision } from '../classify/table.js';
import { recordSha256 } from '../classify/hash.js';
import { parseLedger, rowExpiry, rowLiveness, type LedgerRow } from '../oracle/ledger.js';
import type { FreezeCode, FreezeOutcome, MissOutcome } from '../trace/model.js';
import type { Classified, FreezeContext, StageResult } from '../run/context.js';

/** Why a miss on a fresh seed is never excused. */
const FRESH_NOT_FROZEN = (seed: number): string =>
  `seed ${seed} was drawn fresh for this run (fresh_seeds) and will not recur, so no freeze row can excuse a miss on it`;

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
  /** The seed was drawn for this run (`fresh_seeds`): it will not recur, so no row can excuse it. */
  fresh?: boolean;
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
        why:
          miss.fresh === true
            ? FRESH_NOT_FROZEN(miss.seed)
            : `no live freeze row for ${miss.target} + ${miss.invariant}`,
      };
    }
    const exact = live.filter(
      (r) =>
        r.property_path === miss.property_path &&
        r.seed === miss.seed &&
        r.fixture_sha256 === miss.fixture_sha256,
    );
    const row = exact[0] ?? (live[0] as LedgerRow);
    // A hit names its row, with the owner and what is left of it (the summary shows them).
    const hit = (excuses: boolean, why: string): FreezeOutcome => ({
      code: 'ANNOTATED_HOLD',
      freeze_id: row.id,
      excuses,
      why,
      ...rowExpiry(row, this.now, this.runNumber),
    });
    if (miss.decision.label !== 'SCHEDULER') {
      return hit(false, `the miss is ${miss.decision.label}: only SCHEDULER may be excused`);
    }
    if (miss.fresh === true) return hit(false, FRESH_NOT_FROZEN(miss.seed));
    if (exact.length === 0) {
      return hit(false, `row ${row.id} freezes another triple (property, seed or fixture digest differ)`);
    }
    if (recordSha256(row.record) !== row.record_sha256) {
      return hit(false, `row ${row.id}: the stored record no longer hashes to its record_sha256 (void)`);
    }
    const stored = classifyRecord(row.record);
    // The stored record is the evidence for this row: it must be a record of the row's own triple.
    const r = row.record;
    if (
      r.property_path !== row.property_path ||
      String(r.seed) !== String(row.seed) ||
      r.fixture_sha256 !== row.fixture_sha256
    ) {
      return hit(
        false,
        `row ${row.id}: the stored record is for another triple (property, seed or fixture digest differ)`,
      );
    }
    if (stored.label !== 'SCHEDULER') {
      return hit(false, `row ${row.id}: the stored record classifies ${stored.label}, not SCHEDULER`);
    }
    return hit(true, `row ${row.id} (owner ${row.owner}) freezes this exact triple and is live`);
  }

  private noteDefect(text: string): void {
    if (!this.storeDefects.includes(text)) this.storeDefects.push(text);
  }
}

/**
 * The freeze stage: the client is constructed here and only here, from the classified misses of a
 * REPLAY_MISS; one read of the ledger (from the base revision), one lookup per miss, never a write.
 */
export async function runFreeze(ctx: FreezeContext, classified: Classified): Promise<StageResult<never>> {
  const ledger = classified.misses.config.freeze.ledger;
  const { oracle } = ctx;
  const client = new FreezeClient(
    'REPLAY_MISS',
    { name: ledger, read: async () => ((await oracle.exists(ledger)) ? oracle.readText(ledger) : undefined) },
    ctx.now,
    ctx.runNumber,
  );
  const replays = classified.misses.pending.map((p) => p.replay);
  const misses: MissOutcome[] = [];
  for (const m of classified.outcomes) {
    const freeze = await client.lookup({
      target: m.target,
      invariant: m.invariant,
      property_path: m.invariant,
      seed: m.seed,
      fixture_sha256:
        typeof m.decision.fixture_sha256 === 'string'
          ? m.decision.fixture_sha256
          : (replays.find((r) => r.target === m.target && r.seed === m.seed)?.inputs_sha256 ?? ''),
      decision: m.decision,
      fresh: m.fresh_seed === true,
    });
    misses.push({ ...m, freeze });
  }
  const code: FreezeCode = misses.some((m) => m.freeze?.code === 'ANNOTATED_HOLD')
    ? 'ANNOTATED_HOLD'
    : 'NO_RECORD';
  const ref = ctx.out.writeJson('freeze-note.json', {
    code,
    ledger,
    run_number: ctx.runNumber ?? null,
    lookups: misses.map((m) => ({ target: m.target, invariant: m.invariant, seed: m.seed, ...m.freeze })),
    store_defects: client.storeDefects,
  });
  const excused = misses.filter((m) => m.freeze?.excuses).length;
  return {
    code,
    detail: `${excused} of ${misses.length} miss(es) excused by a freeze row`,
    artifacts: [ref],
    trace: {
      misses,
      freeze_client_constructed: true,
      freeze_consulted: true,
      store_defects: [...client.storeDefects],
    },
  };
}
