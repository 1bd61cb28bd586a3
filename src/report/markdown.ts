/**
 * Markdown helpers for the check summary (GitHub-flavoured markdown as github.com renders it). Every
 * string that came from the patch, the trace artifact or a user process — witness paths and messages,
 * reasons, spec names, store defects — goes through `escapeMarkdown` (or `codeSpan`) before it is
 * placed in the summary: it must not open HTML, a link, an image, a mention, an issue reference, a
 * table cell or a new line.
 */

/** U+200D ZERO WIDTH JOINER: placed after `@`, `#`, `:` (of `://`), `www`, so GitHub links none of them. */
export const ZWJ = '\u200d';

/** Line terminators CommonMark or a browser may honour; inside one escaped string they become a space. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** C0/C1 controls (tab excepted), and bidirectional overrides that can make text read differently. */
const CONTROLS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** ASCII punctuation with a meaning somewhere in GitHub markdown; each is backslash-escaped. */
const PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~$=^:]/g;

function cleanText(text: string): string {
  return String(text).replace(LINE_BREAKS, ' ').replace(CONTROLS, '\ufffd');
}

/** Breaks the reference patterns GitHub links after rendering (mentions, issues, bare URLs, e-mails). */
function breakReferences(text: string): string {
  return (
    text
      .replace(/@/g, `@${ZWJ}`)
      .replace(/#/g, `#${ZWJ}`)
      // `GH-12` (or `GH\-12` once escaped) is an issue reference on GitHub: break it after the hyphen.
      .replace(/\b(GH\\?-)(?=\d)/gi, `$1${ZWJ}`)
      .replace(/:(?=\/\/|\\\/)/g, `:${ZWJ}`)
      .replace(/\b(www)(?=\.|\\\.)/gi, `$1${ZWJ}`)
  );
}

/**
 * Plain text → inline markdown that renders as that text and nothing else: ASCII punctuation is
 * backslash-escaped, `&`, `<`, `>`, `"` become entities, line breaks become spaces, controls become
 * U+FFFD, and a zero-width joiner follows every `@`, `#`, `://` colon and `www` so no mention, issue
 * reference or autolink forms. Safe in a paragraph, a list item, a heading and a table cell.
 */
export function escapeMarkdown(text: string): string {
  const escaped = cleanText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(PUNCTUATION, (c) => `\\${c}`);
  return breakReferences(escaped);
}

/** Plain text → text safe inside raw HTML (e.g. `<summary>`), where markdown escapes do not apply. */
export function escapeHtml(text: string): string {
  const escaped = cleanText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  return breakReferences(escaped);
}

/**
 * Plain text → an inline code span that shows it verbatim (no mention, link or HTML can form inside a
 * code span). The fence is one backtick longer than the longest backtick run inside; line breaks
 * become spaces. Pipes are left as they are: `table` escapes them for the cell it puts the span in.
 */
export function codeSpan(text: string): string {
  const body = cleanText(text);
  if (body === '') return '` `';
  const longest = (body.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0);
  const fence = '`'.repeat(longest + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || /^ .* $/.test(body) ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/**
 * One table cell from inline markdown: no line break, and every `|` preceded by an odd number of
 * backslashes (a GFM table unescapes `\|` inside code spans too, so a code span keeps its pipe).
 */
export function tableCell(markdown: string): string {
  const oneLine = markdown.replace(LINE_BREAKS, ' ');
  let out = '';
  let backslashes = 0;
  for (const c of oneLine) {
    if (c === '|' && backslashes % 2 === 0) out += '\\';
    out += c;
    backslashes = c === '\\' ? backslashes + 1 : 0;
  }
  // A cell that ends in an odd number of backslashes would escape the closing `|`.
  if (backslashes % 2 === 1) out += '\\';
  return out.trim() === '' ? ' ' : out.trim();
}

/** A GFM table row. Cells are inline markdown (escape untrusted text first); the row is padded/cut to `width`. */
export function tableRow(cells: readonly string[], width = cells.length): string {
  const fitted = Array.from({ length: Math.max(1, width) }, (_, i) => tableCell(cells[i] ?? ''));
  return `| ${fitted.join(' | ')} |`;
}

/** The header and delimiter lines of a GFM table. */
export function tableHeader(headers: readonly string[]): string {
  const width = Math.max(1, headers.length);
  return `${tableRow(headers, width)}\n|${' --- |'.repeat(width)}`;
}

/** A GFM table; headers and cells are inline markdown. Ends with a newline. */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const width = Math.max(1, headers.length);
  return [tableHeader(headers), ...rows.map((row) => tableRow(row, width))].join('\n') + '\n';
}

/** A collapsible block: `summary` is plain text (escaped here), `body` is markdown. Ends with a newline. */
export function details(summary: string, body: string): string {
  return `${detailsOpen(summary)}${body.replace(/\n+$/, '')}\n${DETAILS_CLOSE}`;
}

/** The opening of a `<details>` block, up to the blank line after which markdown renders again. */
export function detailsOpen(summary: string): string {
  return `<details><summary>${escapeHtml(summary)}</summary>\n\n`;
}

/** The close of a `<details>` block, preceded by a blank line so the markdown before it is closed. */
export const DETAILS_CLOSE = '\n</details>\n';

/** A markdown link to an https URL; anything else (or a URL with characters that need escaping) is text. */
export function link(text: string, url: string | undefined): string {
  if (url !== undefined && isSafeUrl(url)) return `[${escapeMarkdown(text)}](${url})`;
  return escapeMarkdown(text);
}

export function isSafeUrl(url: string): boolean {
  return /^https:\/\/[A-Za-z0-9][A-Za-z0-9.-]*(?::\d+)?(?:\/[A-Za-z0-9._~!$&'*+,;=:@%/?#-]*)?$/.test(url);
}

/** UTF-8 length in bytes (the unit of the check-run summary limit). */
export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * At most `maxChars` code points of plain text, with an ellipsis when it was cut. Reads no further
 * than the cut, so it is cheap on a huge string.
 */
export function truncateText(text: string, maxChars: number, marker = '…'): string {
  if (text.length <= maxChars) return text;
  if (maxChars <= 0) return '';
  const keep = Math.max(0, maxChars - Array.from(marker).length);
  let points = 0;
  let keepEnd = 0;
  let index = 0;
  for (const c of text) {
    if (points === keep) keepEnd = index;
    points += 1;
    if (points > maxChars) return text.slice(0, keepEnd) + marker;
    index += c.length;
  }
  return text;
}

// ---------------------------------------------------------------------------------------------------
// Prose: the product's own text with untrusted values in it

/** A value placed in prose as an inline code span (markdown) or as itself (plain text). */
export class CodeValue {
  constructor(readonly value: string) {}
}

/** Untrusted values shown as code only when plain: letters, digits and `_.\/+=,~-` (a path, a target). */
const PLAIN_CODE = /^[A-Za-z0-9_./+=,~-]{1,1000}$/;

/**
 * An untrusted value as an inline code span when it is plain (nothing in it could form markup, a
 * mention or a link in any context), else as escaped text. Paths and targets read as code; a hostile
 * value reads as what it is, escaped.
 */
export function safeCode(value: string): string {
  const text = String(value);
  // `www.` starts an autolink in text: such a value is escaped (which breaks it) rather than shown as code.
  return PLAIN_CODE.test(text) && !/\bwww\./i.test(text) ? codeSpan(text) : escapeMarkdown(text);
}

/** Marks an untrusted value for a code span: `prose\`run ${code(path)}\`` (see safeCode). */
export function code(value: unknown): CodeValue {
  return new CodeValue(String(value ?? ''));
}

type ProsePart = { trusted: string } | { value: string } | { code: string } | { prose: Prose };
export type ProseValue = string | number | bigint | CodeValue | Prose;

/**
 * Text the product writes, with values from a trace in it. The literal parts are the product's own
 * markdown (backticks, emphasis and lists render); every interpolated string is untrusted and is
 * escaped in `markdown()` (or put in a code span by `code()`); `text()` gives the same words as plain
 * text for logs, the CLI and `trace.advice`. So the product's prose is never escaped and user text
 * always is, by construction.
 */
export class Prose {
  constructor(private readonly parts: readonly ProsePart[]) {}

  markdown(): string {
    return this.parts
      .map((p) =>
        'trusted' in p
          ? p.trusted
          : 'value' in p
            ? escapeMarkdown(p.value)
            : 'code' in p
              ? safeCode(p.code)
              : p.prose.markdown(),
      )
      .join('');
  }

  text(): string {
    return this.parts
      .map((p) =>
        'trusted' in p ? p.trusted : 'value' in p ? p.value : 'code' in p ? p.code : p.prose.text(),
      )
      .join('');
  }

  /** Items joined with a trusted separator: `Prose.join([a, b], ', ')`. */
  static join(items: readonly ProseValue[], separator: string): Prose {
    const parts: ProsePart[] = [];
    items.forEach((item, i) => {
      if (i > 0) parts.push({ trusted: separator });
      parts.push(partOf(item));
    });
    return new Prose(parts);
  }

  /** The product's own markdown, as it is (a constant, never a value from a trace). */
  static trusted(markdown: string): Prose {
    return new Prose([{ trusted: markdown }]);
  }
}

function partOf(value: ProseValue): ProsePart {
  if (value instanceof Prose) return { prose: value };
  if (value instanceof CodeValue) return { code: value.value };
  return { value: String(value) };
}

/** Tagged template for Prose: literal parts are trusted markdown, values are untrusted. */
export function prose(strings: TemplateStringsArray, ...values: ProseValue[]): Prose {
  const parts: ProsePart[] = [];
  strings.forEach((s, i) => {
    if (s !== '') parts.push({ trusted: s });
    if (i < values.length) parts.push(partOf(values[i] as ProseValue));
  });
  return new Prose(parts);
}

// ---------------------------------------------------------------------------------------------------
// Code blocks and digests

/**
 * Untrusted multi-line text (a program's output) as a fenced code block that shows it as printed: the
 * fence is one longer than the longest backtick run inside (at least 3), so no line can close it, and
 * nothing links, mentions or renders inside a fence — so printable text stays byte for byte (a failing
 * document copied from the summary is the document that failed). Only what cannot be shown is
 * replaced: `\r\n` and lone `\r` become line breaks, and controls and bidirectional overrides (which
 * would hide or reorder text) become a visible U+FFFD; the exact bytes stay in the log the summary
 * names. Commands a runner would obey are defused where the text reaches a log (src/adapters/defuse.ts),
 * not here. Ends with a newline.
 */
export function codeBlock(text: string, info = 'text'): string {
  const body = String(text)
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(CONTROLS, '\ufffd')
    .replace(/\n+$/, '');
  const longest = (body.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${body}\n${fence}\n`;
}

/** Characters of a digest shown in tables; the full value stays in the trace and the artifact. */
export const DIGEST_CHARS = 12;

/** `sha256:0123…` or `0123…` → the first 12 hex digits (a code-span-ready plain string). */
export function shortDigest(value: unknown): string {
  const text = String(value ?? '');
  const hex = text.replace(/^sha256:/i, '');
  return hex.length > DIGEST_CHARS ? hex.slice(0, DIGEST_CHARS) : hex;
}
