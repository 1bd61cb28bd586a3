/**
 * The commands a summary tells a person to run, built so that they work as printed: the `gate freeze
 * grant` of a SCHEDULER hold with the real target, the paths of the miss's decision and record where
 * the person will have them (downloaded from the `.gate` artifact, or the local `.gate` folder), the run
 * number the grant counts from, and the ledger the configuration names — a placeholder only for the
 * owner, which `gate freeze grant` refuses until it is replaced.
 *
 * Every value comes from a trace, which may come from an untrusted artifact: a value that is not a
 * plain word or path (letters, digits, `._/+-`) is never put in a command; the command is then not
 * printed at all, and the summary says where to look instead.
 */
import { DEFAULT_LEDGER } from '../oracle/config.js';
import type { MissOutcome, Trace } from '../trace/model.js';
import { isCount } from './facts.js';

/** The owner placeholder; `gate freeze grant` refuses it (src/commands/freeze.ts). */
export const OWNER_PLACEHOLDER = '<OWNER>';
/** Runs a suggested freeze lasts. */
export const SUGGESTED_RUNS = 10;
/** Days a suggested dated freeze lasts (a run without a run number cannot count runs). */
export const SUGGESTED_DAYS = 14;
/** The folder the artifact is downloaded into. */
export const DOWNLOAD_DIR = 'gate-artifact';

/** Where the person finds a run's `.gate` files. */
export type GateFiles =
  /** Uploaded as a workflow artifact: downloaded with `gh run download` into `dir`. */
  | { kind: 'artifact'; repo: string; runId: number; name: string; dir: string }
  /** On disk already (`gate run` on a workstation): the `.gate` folder, as a path from the working directory. */
  | { kind: 'local'; dir: string };

/** A plain word or path that needs no quoting in a POSIX shell. */
const SHELL_SAFE = /^[A-Za-z0-9._/+][A-Za-z0-9._/+-]*$/;

export function shellSafe(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 1024 &&
    SHELL_SAFE.test(value) &&
    !/(^|\/)\.\.(\/|$)/.test(value)
  );
}

/** `https://github.com/o/r/actions/runs/42/attempts/1` → { repo: 'o/r', runId: 42 } (github.com) or with the host. */
export function runOfUrl(url: string | undefined): { repo: string; runId: number } | undefined {
  if (url === undefined) return undefined;
  const m =
    /^https:\/\/([A-Za-z0-9.-]+(?::\d+)?)\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/actions\/runs\/(\d{1,16})(?:\/|$)/.exec(
      url,
    );
  if (!m) return undefined;
  const host = m[1] as string;
  const repo = `${m[2]}/${m[3]}`;
  return { repo: host === 'github.com' ? repo : `${host}/${repo}`, runId: Number(m[4]) };
}

/**
 * The files of one miss: its own artifact when the trace says which (merged shards), else the run's.
 */
export function filesOfMiss(m: MissOutcome, files: GateFiles): GateFiles {
  if (files.kind !== 'artifact' || typeof m.artifact !== 'string') return files;
  // `gate-<run id>-<attempt>-<job>[-shard-i-of-n]` (defaultArtifactName) names its run.
  const runId = /^gate-(\d{1,16})-\d{1,6}-/.exec(m.artifact)?.[1];
  return { ...files, name: m.artifact, runId: runId !== undefined ? Number(runId) : files.runId };
}

/** `gh run download …` for artifact files; undefined for local ones or unsafe values. */
export function downloadCommand(files: GateFiles): string | undefined {
  if (files.kind !== 'artifact') return undefined;
  if (![files.repo, files.name, files.dir].every(shellSafe) || !isCount(files.runId)) return undefined;
  return `gh run download ${files.runId} --repo ${files.repo} --name ${files.name} --dir ${files.dir}`;
}

/** The folder of a miss's record (`fixtures/codec.roundtrip/seed-1403`), or undefined. */
function recordDir(m: MissOutcome): string | undefined {
  const path = typeof m.record_path === 'string' ? m.record_path : '';
  const at = path.lastIndexOf('/');
  return at > 0 && path.endsWith('/record.json') ? path.slice(0, at) : undefined;
}

/** A date `days` after an RFC 3339 timestamp, as YYYY-MM-DD; undefined when it does not parse. */
function dateAfter(timestamp: unknown, days: number): string | undefined {
  const t = typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
  if (Number.isNaN(t)) return undefined;
  return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `gate freeze grant` for one SCHEDULER miss, one option per line (joined with ` \` it pastes into a
 * shell as one command). Run-counted from the trace's run number when known, else dated. Undefined
 * when a value is not safe to print in a command.
 */
export function grantCommand(trace: Trace, m: MissOutcome, files: GateFiles): string[] | undefined {
  const dir = recordDir(m);
  const ledger = typeof trace.freeze_ledger === 'string' ? trace.freeze_ledger : DEFAULT_LEDGER;
  const prefix = files.dir.replace(/\/+$/, '');
  if (dir === undefined || ![m.target, dir, ledger, prefix].every(shellSafe)) return undefined;
  const expiry = isCount(trace.run_number)
    ? [`--expires-after-runs ${SUGGESTED_RUNS}`, `--granted-run-number ${trace.run_number}`]
    : [
        `--expires-at ${dateAfter(trace.finished_at, SUGGESTED_DAYS) ?? dateAfter(trace.started_at, SUGGESTED_DAYS) ?? ''}`,
      ];
  if (expiry.some((e) => e.endsWith(' '))) return undefined;
  return [
    'gate freeze grant',
    `--decision ${prefix}/${dir}/decision.json`,
    `--record ${prefix}/${dir}/record.json`,
    `--target ${m.target}`,
    `--owner "${OWNER_PLACEHOLDER}"`,
    ...expiry,
    `--ledger ${ledger}`,
  ];
}

/** The lines of a multi-line shell command joined for a code block. */
export function shellLines(lines: readonly string[]): string {
  if (lines.length <= 1) return lines.join('');
  return lines.map((l, i) => (i < lines.length - 1 ? `${i === 0 ? '' : '  '}${l} \\` : `  ${l}`)).join('\n');
}
