/**
 * `gate freeze lookup|grant|prune`. The gate job only ever looks up (after a miss); grant and prune
 * are for people, in a reviewed pull request, and are never called by `gate run`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { parseCommand, noPositionals, optionalInt, required } from '../cli/args.js';
import { InputError, UsageError } from '../cli/errors.js';
import { sha256Hex, recordSha256 } from '../classify/hash.js';
import { classifyRecord } from '../classify/table.js';
import { parsePyJson } from '../classify/pyjson.js';
import { isObject } from '../classify/record.js';
import { parseLedger, rowLiveness, serializeLedger, type Ledger, type LedgerRow } from '../oracle/ledger.js';
import { FreezeClient } from '../stages/freeze.js';
import { writeFileAtomic } from '../adapters/outdir.js';
import { readTextFile } from '../cli/io.js';
import { DEFAULT_LEDGER } from '../oracle/config.js';
import { defuseJson, defuseLog } from '../adapters/defuse.js';

function runNumberFrom(values: Record<string, unknown>): number | undefined {
  const env = process.env.GITHUB_RUN_NUMBER;
  return optionalInt(values, 'run-number', 0) ?? (env && /^\d+$/.test(env) ? Number(env) : undefined);
}

function readLedger(path: string): Ledger {
  if (!existsSync(path)) return { version: 1, freezes: [] };
  const { ledger, defects } = parseLedger(readTextFile(path), path);
  for (const d of defects)
    process.stderr.write(
      defuseLog(`warning: ${path}: row ${d.index}${d.id ? ` (${d.id})` : ''}: ${d.reason}\n`),
    );
  return ledger;
}

const LOOKUP_USAGE = `usage: gate freeze lookup --target T --invariant I --require-fixture R --ledger L --out N [--record RUN.json] [--run-number N]

Reads the ledger only after a replay miss: refuses (exit 2, reading nothing) unless R exists with
code REPLAY_MISS. Key: target + invariant. A live row is ANNOTATED_HOLD, none NO_RECORD. With
--record (the classified run record), also says whether the row excuses the miss (SPEC §5).`;

export async function freezeLookup(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      target: { type: 'string' },
      invariant: { type: 'string' },
      'require-fixture': { type: 'string' },
      ledger: { type: 'string' },
      out: { type: 'string' },
      record: { type: 'string' },
      'run-number': { type: 'string' },
    },
    LOOKUP_USAGE,
  );
  if (p === 'help') return 0;
  noPositionals(p.positionals);
  const target = required(p.values, 'target');
  const invariant = required(p.values, 'invariant');
  const fixturePath = required(p.values, 'require-fixture');
  const ledgerPath = required(p.values, 'ledger');
  const out = required(p.values, 'out');
  let fixtureCode = 'missing';
  try {
    const v = JSON.parse(readFileSync(fixturePath, 'utf8')) as { code?: unknown };
    fixtureCode = typeof v.code === 'string' ? v.code : 'no code';
  } catch {
    fixtureCode = 'missing or unreadable';
  }
  if (fixtureCode !== 'REPLAY_MISS') {
    throw new UsageError(
      `refusing to read the freeze ledger: ${fixturePath} is ${fixtureCode}, not REPLAY_MISS`,
    );
  }
  let decision = classifyRecord({});
  let key = { property_path: invariant, seed: Number.NaN, fixture_sha256: '' };
  if (typeof p.values.record === 'string') {
    const record = parsePyJson(readTextFile(p.values.record));
    if (!isObject(record)) throw new InputError(`${p.values.record}: expected a JSON object`);
    decision = classifyRecord(record);
    key = {
      property_path: String(record.property_path),
      seed: Number(record.seed),
      fixture_sha256: String(record.fixture_sha256),
    };
  }
  const client = new FreezeClient(
    fixtureCode,
    { name: ledgerPath, read: async () => (existsSync(ledgerPath) ? readTextFile(ledgerPath) : undefined) },
    new Date(),
    runNumberFrom(p.values),
  );
  const result = await client.lookup({ target, invariant, ...key, decision });
  const note = { ...result, target, invariant, ledger: ledgerPath, store_defects: client.storeDefects };
  writeFileAtomic(out, JSON.stringify(note, null, 2) + '\n');
  process.stdout.write(defuseJson(JSON.stringify(note, null, 2)) + '\n');
  return 0;
}

const GRANT_USAGE = `usage: gate freeze grant --decision D --record R --owner O --target T
                         (--expires-after-runs N --granted-run-number K | --expires-at DATE) [--ledger gate-freezes.json]

Adds one row to the ledger for one SCHEDULER triple (property, seed, fixture digest). Refuses any
other decision, a record that does not hash to the decision's record_sha256, or a record that does
not classify SCHEDULER. Commit the ledger change in a pull request for review.`;

export async function freezeGrant(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      decision: { type: 'string' },
      record: { type: 'string' },
      owner: { type: 'string' },
      target: { type: 'string' },
      'expires-after-runs': { type: 'string' },
      'granted-run-number': { type: 'string' },
      'expires-at': { type: 'string' },
      ledger: { type: 'string', default: DEFAULT_LEDGER },
    },
    GRANT_USAGE,
  );
  if (p === 'help') return 0;
  noPositionals(p.positionals);
  const decisionPath = required(p.values, 'decision');
  const recordPath = required(p.values, 'record');
  const owner = required(p.values, 'owner').trim();
  const target = required(p.values, 'target');
  const ledgerPath = p.values.ledger as string;
  const runs = optionalInt(p.values, 'expires-after-runs', 1);
  const grantedRun = optionalInt(p.values, 'granted-run-number', 0) ?? runNumberFrom({});
  const expiresAt = p.values['expires-at'] as string | undefined;
  if (runs === undefined && expiresAt === undefined)
    throw new UsageError('an expiry is required: --expires-after-runs N or --expires-at DATE');
  if (runs !== undefined && grantedRun === undefined)
    throw new UsageError(
      '--expires-after-runs needs --granted-run-number (the workflow run number the grant counts from)',
    );
  if (
    expiresAt !== undefined &&
    (!/^\d{4}-\d{2}-\d{2}/.test(expiresAt) ||
      Number.isNaN(Date.parse(expiresAt)) ||
      Date.parse(expiresAt) <= Date.now())
  ) {
    throw new UsageError(
      `--expires-at: expected a future ISO date (YYYY-MM-DD), got ${JSON.stringify(expiresAt)}`,
    );
  }
  if (owner === '') throw new UsageError('--owner must name a person');
  // The check summary prints the command with --owner "<OWNER>": pasted unchanged, it must not grant.
  if (/^<.*>$/.test(owner))
    throw new UsageError(`--owner: replace the placeholder ${owner} with the person who owns the flake`);

  const decision = parsePyJson(readTextFile(decisionPath));
  const record = parsePyJson(readTextFile(recordPath));
  if (!isObject(decision)) throw new InputError(`${decisionPath}: expected a decision JSON object`);
  if (!isObject(record)) throw new InputError(`${recordPath}: expected a run record JSON object`);
  const refuse = (why: string): number => {
    process.stderr.write(defuseLog(`gate freeze grant: refused: ${why}\n`));
    return 1;
  };
  if (decision.label !== 'SCHEDULER')
    return refuse(`the decision is ${String(decision.label)}; only SCHEDULER may enter the freeze ledger`);
  const hash = recordSha256(record);
  if (decision.record_sha256 !== hash)
    return refuse(
      `the record hashes to ${hash}, not the decision's record_sha256 ${String(decision.record_sha256)}`,
    );
  const again = classifyRecord(record);
  if (again.label !== 'SCHEDULER') return refuse(`the record classifies ${again.label} today, not SCHEDULER`);
  if (
    again.seed !== decision.seed ||
    again.property_path !== decision.property_path ||
    again.fixture_sha256 !== decision.fixture_sha256
  ) {
    return refuse('the decision names another triple than its record');
  }
  const triple = {
    property_path: again.property_path as string,
    seed: Number(again.seed),
    fixture_sha256: again.fixture_sha256 as string,
  };
  const ledger = readLedger(ledgerPath);
  const id = `frz-${sha256Hex(`${target}\n${triple.property_path}\n${triple.seed}\n${triple.fixture_sha256}`).slice(0, 12)}`;
  if (ledger.freezes.some((r) => r.id === id))
    return refuse(`row ${id} already freezes this triple; prune it first or let it expire`);
  const row: LedgerRow = {
    id,
    target,
    invariant: triple.property_path,
    ...triple,
    owner,
    record: record as Record<string, unknown>,
    record_sha256: hash,
    granted_at: new Date().toISOString(),
    ...(runs !== undefined ? { expires_after_runs: runs, granted_run_number: grantedRun } : {}),
    ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}),
  };
  ledger.freezes.push(row);
  writeFileAtomic(ledgerPath, serializeLedger(ledger));
  process.stdout.write(
    defuseJson(JSON.stringify({ granted: id, ledger: ledgerPath, row: { ...row, record: '…' } }, null, 2)) +
      '\n',
  );
  process.stderr.write(
    `gate freeze grant: added ${id} to ${ledgerPath}; commit it in a pull request for review\n`,
  );
  return 0;
}

const PRUNE_USAGE = `usage: gate freeze prune [--ledger gate-freezes.json] [--run-number N] [--dry-run]

Removes dead rows (expired, no expiry, or run-counted with no run number known) and prints them.`;

export async function freezePrune(argv: string[]): Promise<number> {
  const p = parseCommand(
    argv,
    {
      ledger: { type: 'string', default: DEFAULT_LEDGER },
      'run-number': { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
    PRUNE_USAGE,
  );
  if (p === 'help') return 0;
  noPositionals(p.positionals);
  const ledgerPath = p.values.ledger as string;
  if (!existsSync(ledgerPath) || !statSync(ledgerPath).isFile())
    throw new InputError(`${ledgerPath}: no such ledger file`);
  const ledger = readLedger(ledgerPath);
  const runNumber = runNumberFrom(p.values);
  const now = new Date();
  const removed: { id: string; reason: string }[] = [];
  const kept = ledger.freezes.filter((row) => {
    const state = rowLiveness(row, now, runNumber);
    if (!state.live) removed.push({ id: row.id, reason: state.reason });
    return state.live;
  });
  if (!p.values['dry-run'] && removed.length > 0)
    writeFileAtomic(ledgerPath, serializeLedger({ ...ledger, freezes: kept }));
  for (const r of removed)
    process.stdout.write(
      defuseLog(`${p.values['dry-run'] ? 'would remove' : 'removed'} ${r.id}: ${r.reason}\n`),
    );
  process.stdout.write(
    `${removed.length} row(s) ${p.values['dry-run'] ? 'dead' : 'removed'}, ${kept.length} kept\n`,
  );
  return 0;
}
