/**
 * What `gate run` prints on a terminal: the verdict as a developer tool says it — the title, what
 * happened, the deciding evidence (the witness, or the last lines the invariant printed), what to do
 * and where the trace is. Plain text, nothing a terminal would interpret; the check summary (markdown)
 * is `gate summary`.
 */
import type { Trace } from '../trace/model.js';
import { adviceOf } from './advice.js';
import { attemptsOf, decidingMisses, entries, seedsPhrase, specsWith } from './facts.js';
import { headlineOf, titleOf } from './headline.js';

/** Lines of one excerpt shown on a terminal (the log in `.gate` has all of it). */
const EXCERPT_LINES = 12;

/** Failing tests whose assertion the terminal shows (the summary and the trace have every one). */
const ASSERTIONS_SHOWN = 3;

/** Controls and bidirectional overrides, which a terminal would obey, become spaces (newlines stay). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROLS, ' ');
}

function indented(text: string, by = '    '): string[] {
  const lines = clean(text).replace(/\n+$/, '').split('\n');
  const shown = lines.length > EXCERPT_LINES ? ['…', ...lines.slice(-EXCERPT_LINES)] : lines;
  return shown.map((l) => `${by}${l}`);
}

/** The human report of a run, ending with a newline. `outDir` is the `.gate` folder as the user named it. */
export function terminalReport(trace: Trace, tracePath: string, outDir: string): string {
  const h = headlineOf(trace);
  const out: string[] = [titleOf(h), '', `  ${clean(h.what.text())}.`];

  const evidence: string[] = [];
  if (trace.reason_stage === 'property') {
    for (const p of specsWith(trace, String(trace.reason_code))) {
      const w = p.witness;
      const at =
        w !== undefined && typeof w.path === 'string'
          ? ` at ${w.path}${typeof w.line === 'number' ? `:${w.line}` : ''}`
          : '';
      const message = typeof w?.message === 'string' && w.message !== '' ? `: ${w.message}` : '';
      evidence.push(`  ${clean(`${p.spec}${at}${message}`)}`);
    }
  }
  const misses = decidingMisses(trace);
  const first = misses[0];
  // A failing test's assertion, as the test said it (the run's output is every test's, and the
  // unittest driver prints only its count): the first lines, for the first few failing tests.
  for (const m of misses.slice(0, ASSERTIONS_SHOWN)) {
    const test = m.test;
    if (test === undefined || typeof test.message !== 'string' || test.message.trim() === '') continue;
    const at = typeof test.line === 'number' ? `${test.file}:${test.line}` : String(test.file);
    const lines = clean(test.message).trimEnd().split('\n');
    evidence.push(
      `  ${clean(`The test ${String(test.id)} (${at})`)} asserted:`,
      ...lines.slice(0, EXCERPT_LINES).map((l) => `    ${l}`),
      ...(lines.length > EXCERPT_LINES ? ['    …'] : []),
    );
  }
  if (first !== undefined) {
    // One miss stands for the others only when they printed the same thing; the trace has them all.
    const seen = new Set<string>();
    for (const a of attemptsOf(first)) {
      if (typeof a.excerpt !== 'string' || a.excerpt === '') {
        // A program that printed nothing (a judge under \`law: same-as-base\`): the first replay's
        // reason is the evidence (the first differing case side by side).
        if (a.attempt === 'first' && typeof a.reason === 'string' && a.reason !== '' && !seen.has(a.reason)) {
          seen.add(a.reason);
          evidence.push(`  The first replay of ${clean(seedsPhrase([first]).text())}: ${clean(a.reason)}`);
        }
        continue;
      }
      if (seen.has(a.excerpt)) continue;
      seen.add(a.excerpt);
      const who =
        a.attempt === 'base'
          ? 'the base replay'
          : a.attempt === 'retry'
            ? `retry ${a.n ?? ''}`.trim()
            : 'the first replay';
      const log = typeof a.log === 'string' ? ` (${outDir}/${a.log})` : '';
      evidence.push(
        `  Output of ${who} of ${clean(seedsPhrase([first]).text())}${log}:`,
        ...indented(a.excerpt),
      );
    }
  }
  const errors = Array.isArray(trace.candidate_oracle_errors) ? trace.candidate_oracle_errors : [];
  for (const e of errors.slice(0, 10)) evidence.push(`  - ${clean(String(e))}`);
  if (trace.reason_code === 'NOT_CONFIGURED' && trace.config_error) {
    const p = trace.config_error;
    evidence.push(
      `  ${clean(`${p.file}${p.line !== undefined ? `:${p.line}` : ''}${p.field ? ` (${p.field})` : ''}: ${p.message}`)}`,
    );
  }
  for (const r of entries(trace.replays)
    .filter((r) => r.code === 'UNBOUND')
    .slice(0, 5))
    evidence.push(`  ${clean(`${r.manifest}: ${r.reason ?? 'cannot be bound'}`)}`);
  if (evidence.length > 0) {
    const heading =
      trace.verdict === 'REJECT' && h.fault !== 'base'
        ? 'What broke'
        : trace.verdict === 'HOLD'
          ? 'Why it is held'
          : 'Evidence';
    out.push('', `${heading}:`, ...evidence);
  }

  // The patch's own tests (a tests fixture runs them apart, never as the oracle): a red one does not
  // block, but the person who wrote it should hear of it.
  for (const r of entries(trace.replays)) {
    const own = r.tests?.patch_tests;
    if (own === undefined || (own.failed === 0 && own.reason === undefined)) continue;
    const said =
      own.reason !== undefined
        ? `did not complete (${own.reason})`
        : `${own.failed} failed${own.failures[0] !== undefined ? `, first ${own.failures[0].test}` : ''}`;
    out.push(
      '',
      clean(`The patch's own tests (${own.files.length} file(s), not the oracle, not graded): ${said}.`),
    );
    break;
  }

  // The summary's pointer to its own "What to do" section is this line on a terminal.
  out.push('', `What to do: ${clean(h.next.text().replace(/ \(see “What to do”(?:: [^)]*)?\)/, ''))}`);
  const advice = adviceOf(trace, { files: { kind: 'local', dir: outDir } });
  if (advice !== null) {
    out.push(`  ${clean(advice.words.text())}`);
    for (const c of advice.commands)
      out.push('', `  ${clean(c.what.text())}:`, ...c.lines.map((l) => `    ${clean(l)}`));
  }
  const label = trace.label === null ? 'none' : String(trace.label);
  out.push(
    '',
    `verdict ${String(trace.verdict)} · label ${label} · reason ${String(trace.reason_code)} (${String(trace.reason_stage)}) · conclusion ${String(trace.conclusion)}`,
    `trace: ${tracePath}   (gate summary ${tracePath} prints the check summary; --json prints the trace)`,
  );
  return `${out.join('\n')}\n`;
}
