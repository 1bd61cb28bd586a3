/**
 * The summary as a list of blocks (src/report/summary.ts): text, tables, lists and `<details>`, the
 * units the last-resort trim may cut between (or between table rows and list items), and their
 * rendering to markdown. A cut block is always closed: no code fence, `<details>` or table row is
 * left open.
 */
import { DETAILS_CLOSE, byteLength, detailsOpen, tableHeader } from './markdown.js';

export type Block =
  /** Atomic. `required`: the trim keeps it or gives up (the alert). */
  | { kind: 'text'; text: string; required?: boolean }
  /** Cut between rows; `omitted` rows were dropped by the plan and get a note. */
  | { kind: 'table'; header: string; rows: string[]; omitted: number }
  /** Bullet items, cut between items. */
  | { kind: 'list'; items: string[]; omitted: number }
  /** Cut inside, and always closed. */
  | { kind: 'details'; summary: string; blocks: Block[] };

const OMITTED = (n: number): string => `_${n} ${n === 1 ? 'row' : 'rows'} omitted — see the .gate artifact._`;
const TRIM_NOTE = '\n---\n\n_Summary trimmed to fit the check-run size limit — see the .gate artifact._\n';

/** A table whose first `failing` rows are shown and the rest collapsed under `<details>`. */
export function splitTable(
  headers: string[],
  rows: string[],
  total: number,
  failing: number,
  collapsed: (n: number) => string,
): Block[] {
  const out: Block[] = [];
  const shownFailing = rows.slice(0, failing);
  const shownPassing = rows.slice(failing);
  const passingTotal = total - failing;
  if (failing > 0) out.push(tableBlock(headers, shownFailing, failing));
  if (passingTotal > 0) {
    out.push({
      kind: 'details',
      summary: collapsed(passingTotal),
      blocks: [tableBlock(headers, shownPassing, passingTotal)],
    });
  }
  return out;
}

export function tableBlock(headers: string[], rows: string[], total: number): Block {
  return { kind: 'table', header: tableHeader(headers), rows, omitted: Math.max(0, total - rows.length) };
}

/** Blocks → markdown, all of them. */
export function serialize(blocks: Block[]): string {
  return blocks.map(render).join('');
}

/**
 * The last-resort trim: the longest prefix of whole blocks (then whole table rows or list items) that
 * fits `limit` together with the trim note; undefined when even the required blocks do not fit.
 */
export function serializeTrimmed(blocks: Block[], limit: number): string | undefined {
  const room = limit - byteLength(TRIM_NOTE);
  const out: string[] = [];
  let used = 0;
  for (const block of blocks) {
    const whole = render(block);
    const size = byteLength(whole);
    if (used + size <= room) {
      out.push(whole);
      used += size;
      continue;
    }
    if (block.kind === 'text' && block.required === true) return undefined;
    out.push(partial(block, room - used));
    break;
  }
  return `${out.join('')}${TRIM_NOTE}`;
}

function render(block: Block): string {
  switch (block.kind) {
    case 'text':
      return `${block.text}\n`;
    case 'list': {
      const items = block.omitted > 0 ? [...block.items, `- ${OMITTED(block.omitted)}`] : block.items;
      return items.length === 0 ? '' : `${items.join('\n')}\n\n`;
    }
    case 'table': {
      const rows = block.rows.length > 0 ? `${block.rows.join('\n')}\n` : '';
      const note = block.omitted > 0 ? `\n${OMITTED(block.omitted)}\n` : '';
      return `${block.header}\n${rows}${note}\n`;
    }
    case 'details':
      return `${detailsOpen(block.summary)}${block.blocks.map(render).join('')}${DETAILS_CLOSE}\n`;
    default: {
      const unknown: never = block;
      return String(unknown);
    }
  }
}

/** As much of one block as fits `room` bytes, closed: a table cut between rows, a details block closed. */
function partial(block: Block, room: number): string {
  switch (block.kind) {
    case 'text':
      return '';
    case 'list': {
      let used = 0;
      const items: string[] = [];
      for (const item of block.items) {
        const size = byteLength(item) + 1;
        if (used + size > room) break;
        items.push(`${item}\n`);
        used += size;
      }
      return items.join('');
    }
    case 'table': {
      const head = `${block.header}\n`;
      let used = byteLength(head);
      if (used > room) return '';
      const rows: string[] = [];
      for (const row of block.rows) {
        const size = byteLength(row) + 1;
        if (used + size > room) break;
        rows.push(`${row}\n`);
        used += size;
      }
      return `${head}${rows.join('')}`;
    }
    case 'details': {
      const open = detailsOpen(block.summary);
      const shell = byteLength(open) + byteLength(DETAILS_CLOSE) + 1;
      if (shell > room) return '';
      let used = shell;
      const inner: string[] = [];
      for (const child of block.blocks) {
        const whole = render(child);
        const size = byteLength(whole);
        if (used + size <= room) {
          inner.push(whole);
          used += size;
          continue;
        }
        inner.push(partial(child, room - used));
        break;
      }
      return `${open}${inner.join('')}${DETAILS_CLOSE}\n`;
    }
    default: {
      const unknown: never = block;
      return String(unknown);
    }
  }
}
