/**
 * The sections of the summary in reading order (src/report/summary.ts), as blocks for one plan: the
 * alert, the evidence (src/report/evidence.ts), what to do with the commands to run, the links, the
 * notes said in the open (no sandbox, changed code nothing loaded), the plain lists, then one
 * collapsed audit block with every code, stage, digest and table of the run.
 */
import type { Trace } from '../trace/model.js';
import { adviceOf, shellLines } from './advice.js';
import { exercisedNote } from './exercised.js';
import { headlineOf } from './headline.js';
import { codeBlock, codeSpan, escapeMarkdown, link, shortDigest, tableHeader, tableRow } from './markdown.js';
import { splitTable, tableBlock, type Block } from './blocks.js';
import { evidenceBlocks } from './evidence.js';
import { blobBaseOf, gateFilesOf, type SummaryExtras } from './extras.js';
import { FULL_EXCERPT, FULL_TEXT, type Plan } from './plan.js';
import {
  LIST_KINDS,
  MISS_HEADERS,
  PROPERTY_HEADERS,
  REPLAY_HEADERS,
  STAGE_HEADERS,
  type ListKind,
  type RowSource,
} from './rows.js';
import { elapsed, isObject, list, num, short, textOf } from './values.js';

/**
 * The first lines of every summary: a GitHub alert (`> [!CAUTION]` …) with what happened and what to
 * do, in plain words.
 */
export function renderVerdictLine(trace: Trace): string {
  const h = headlineOf(trace);
  // The marker stands alone: where check-run output shows it as plain text, the next line still reads.
  const lead = h.kind === h.verb ? h.verb : `${h.verb} · ${h.kind}`;
  return (
    `> [!${h.alert}]\n` +
    `> **${lead}:** ${h.what.markdown()}.\n` +
    `>\n` +
    `> **What to do:** ${h.next.markdown()}\n`
  );
}

export function buildBlocks(trace: Trace, extras: SummaryExtras, plan: Plan, source: RowSource): Block[] {
  const t = textOf(plan.textChars);
  const blocks: Block[] = [{ kind: 'text', text: renderVerdictLine(trace), required: true }];

  blocks.push(...evidenceBlocks(trace, plan, source, t, blobBaseOf(trace, extras)));

  // The advice in words; its codes are in the audit detail (reason code, stage).
  const advice = adviceOf(trace, { files: gateFilesOf(extras) });
  if (advice !== null) {
    blocks.push({ kind: 'text', text: `### What to do\n\n${advice.words.markdown()}\n` });
    advice.commands.forEach((c, i) => {
      blocks.push({
        kind: 'text',
        text: `${i + 1}. ${c.what.markdown()}:\n\n${indent(codeBlock(shellLines(c.lines), 'sh'))}`,
      });
    });
  }

  const links = linksLine(extras);
  if (links !== '') blocks.push({ kind: 'text', text: links });

  // Said in the open, not in the details: user code could reach what a sandbox keeps out.
  const noSandbox = sandboxNote(trace);
  if (noSandbox !== undefined) blocks.push({ kind: 'text', text: noSandbox, required: true });
  const unexercised = exercisedNote(trace);
  if (unexercised !== undefined) blocks.push({ kind: 'text', text: unexercised });

  const titles: Record<ListKind, string> = {
    defect: 'Store defects',
    violation: 'Audit violations',
    error: 'Errors',
    warning: 'Warnings',
  };
  for (const kind of LIST_KINDS) {
    const total = source.count(kind);
    if (total === 0) continue;
    const items = source.rows(kind, plan.textChars, plan.listRows);
    blocks.push({ kind: 'text', text: `### ${titles[kind]} (${total})\n` });
    blocks.push({ kind: 'list', items, omitted: total - items.length });
  }

  // Everything an auditor reads and a reviewer does not: codes, stages, digests, the tables.
  const audit: Block[] = [{ kind: 'text', text: reviewerFields(trace) }];
  const stages = source.count('stage');
  if (stages === 0) audit.push({ kind: 'text', text: '_No stage ran._\n' });
  else audit.push(tableBlock(STAGE_HEADERS, source.rows('stage', plan.textChars, stages), stages));
  const outside = overheadLine(trace);
  if (outside !== undefined) audit.push({ kind: 'text', text: outside });

  // Said only where it explains the end of the run: after a property stage that cleared.
  const propertyCleared = list(trace.stages).some(
    (s) => isObject(s) && s.name === 'property' && s.code === 'PROPERTY_CLEAR',
  );
  if (trace.fixtures_configured === 0 && propertyCleared) {
    audit.push({
      kind: 'text',
      text: '_No fixtures are configured: the run ends at the property stage._\n',
    });
  }

  const properties = source.count('property');
  if (properties > 0) {
    audit.push({ kind: 'text', text: `#### Specs (${properties})\n` });
    audit.push(
      ...splitTable(
        PROPERTY_HEADERS,
        source.rows('property', plan.textChars, plan.propertyRows),
        properties,
        source.failing.property,
        (n) => `${n} ${n === 1 ? 'spec' : 'specs'} clear`,
      ),
    );
  }

  const replays = source.count('replay');
  if (replays > 0) {
    audit.push({
      kind: 'text',
      text: `#### Replays (${escapeMarkdown(`${replays}: ${source.replayTally}`)})\n`,
    });
    audit.push(
      ...splitTable(
        REPLAY_HEADERS,
        source.rows('replay', plan.textChars, plan.replayRows),
        replays,
        source.failing.replay,
        (n) => `${n} ${n === 1 ? 'replay' : 'replays'} matched`,
      ),
    );
  }

  const misses = source.count('miss');
  if (misses > 0) {
    audit.push({ kind: 'text', text: `#### Misses and the freeze rows consulted (${misses})\n` });
    audit.push(tableBlock(MISS_HEADERS, source.rows('miss', plan.textChars, plan.missRows), misses));
  }
  audit.push({ kind: 'text', text: footer(trace) });
  blocks.push({ kind: 'details', summary: AUDIT_SUMMARY, blocks: audit });

  if (plan.textChars < FULL_TEXT || (source.hasExcerpts && plan.excerptChars < FULL_EXCERPT)) {
    blocks.push({
      kind: 'text',
      text: `_Long texts are cut to ${plan.textChars} characters and output excerpts to ${plan.excerptChars} — see the .gate artifact._\n`,
    });
  }
  return blocks;
}

/** The one collapsed block below the evidence: every code, stage, digest and table of the run. */
export const AUDIT_SUMMARY = 'Audit detail: verdict and codes, stages, specs, replays, digests';

function indent(markdown: string): string {
  return markdown
    .split('\n')
    .map((l) => (l === '' ? l : `   ${l}`))
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Header, links and footer

function reviewerFields(trace: Trace): string {
  const yesNo = (v: unknown): string => (v === true ? 'yes' : v === false ? 'no' : 'unknown');
  const rows = [
    [
      'verdict',
      `${codeSpan(short(trace.verdict))} · label ${trace.label === null ? 'none' : codeSpan(short(trace.label))} · conclusion ${codeSpan(short(trace.conclusion))}`,
    ],
    ['reason code', codeSpan(short(trace.reason_code))],
    ['emitted by stage', codeSpan(short(trace.reason_stage))],
    ['freeze client constructed', yesNo(trace.freeze_client_constructed)],
    ['freeze consulted', yesNo(trace.freeze_consulted)],
  ];
  // Absent from traces of runs that ended before user code could run, and from older gates.
  if (isObject(trace.sandbox)) rows.push(['user code ran as', sandboxCell(trace.sandbox)]);
  return `${tableHeader(['reviewer field', 'value'])}\n${rows.map((r) => tableRow(r, 2)).join('\n')}\n`;
}

/** Who user code ran as (SPEC §8). */
function sandboxCell(sandbox: NonNullable<Trace['sandbox']>): string {
  if (sandbox.mode === 'user') return `the sandbox user ${codeSpan(short(sandbox.user))}`;
  return `the gate's own OS user (no sandbox: ${escapeMarkdown(short(sandbox.reason, 200))})`;
}

/** Said plainly when user code shared the gate's user: it could reach what the sandbox keeps out. */
function sandboxNote(trace: Trace): string | undefined {
  const s = trace.sandbox;
  if (!isObject(s) || s.mode !== 'none') return undefined;
  return (
    `_No sandbox: user code (specs, generators, invariants and the code they load) shared the gate's OS ` +
    `user (${escapeMarkdown(short(s.reason, 200))}), so it could read the gate's environment and write its state._\n`
  );
}

function linksLine(extras: SummaryExtras): string {
  const parts: string[] = [];
  const artifact = extras.artifact;
  if (artifact !== undefined) {
    const id =
      typeof artifact.id === 'number' && Number.isSafeInteger(artifact.id) ? ` (id ${artifact.id})` : '';
    parts.push(`Artifact: ${link(short(artifact.name, 200), artifact.url)}${id}`);
  }
  if (extras.runUrl !== undefined) parts.push(link('workflow run', extras.runUrl));
  return parts.length === 0 ? '' : `${parts.join(' · ')}\n`;
}

function footer(trace: Trace): string {
  const shard = isObject(trace.shard) ? ` · shard ${num(trace.shard.index)}/${num(trace.shard.count)}` : '';
  return (
    `<sub>patch ${codeSpan(shortDigest(trace.patch_digest))} · base ${codeSpan(shortDigest(trace.base))} · ` +
    `head ${codeSpan(shortDigest(trace.head))} · gate ${codeSpan(short(trace.tool_version, 40))}${shard}</sub>\n`
  );
}

/** The run's time outside the stage table, when the trace records it. */
function overheadLine(trace: Trace): string | undefined {
  const { setup_ms: setup, teardown_ms: teardown } = trace;
  if (typeof setup !== 'number' || typeof teardown !== 'number') return undefined;
  return `_Outside the stages: setup ${elapsed(setup)} (revisions, worktrees, sandbox), teardown ${elapsed(teardown)} (worktrees removed, audit)._\n`;
}
