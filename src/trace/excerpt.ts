/**
 * Output excerpts: the evidence a reviewer reads for a replay miss is what the invariant printed
 * (`roundtrip failed for "zzzz": got "zzzzzz"`), which lives in a log of up to 1 MiB under `.gate/`.
 * The trace keeps a bounded tail of it — the last {@link EXCERPT_LINES} lines, at most
 * {@link EXCERPT_CHARS} characters — as plain text; the summary renderer escapes it (codeBlock).
 *
 * Written by hand rather than with a library: it is a tail, an ANSI-escape filter and a character cap,
 * and reading only the last {@link EXCERPT_READ_BYTES} bytes of a log keeps the cost flat however much
 * a program printed.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** Lines an excerpt keeps (the last ones). */
export const EXCERPT_LINES = 20;
/** Characters (code points) an excerpt keeps, after the line cut. */
export const EXCERPT_CHARS = 2000;
/** Bytes read from the end of a log: enough for EXCERPT_LINES lines of ordinary output. */
export const EXCERPT_READ_BYTES = 16 * 1024;
/** The first line of an excerpt that does not start at the beginning of the output. */
export const CUT_MARK = '…';

/** CSI and OSC escape sequences (colours, cursor moves, titles), and other two-character escapes. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export interface ExcerptOptions {
  maxLines?: number;
  maxChars?: number;
  /** The text starts somewhere inside the output (a tail read): its first, partial line is dropped. */
  fromMiddle?: boolean;
}

/**
 * The bounded tail of a program's output as plain text: escape sequences removed, a line rewritten
 * with `\r` (a progress bar) reduced to what it finally showed, other controls dropped, trailing blank
 * lines removed; the last `maxLines` lines and at most `maxChars` characters, with a leading `…` line
 * when anything before them was left out. Pure; undecodable bytes become U+FFFD.
 */
export function logExcerpt(output: Uint8Array | string, options: ExcerptOptions = {}): string {
  const maxLines = Math.max(1, Math.floor(options.maxLines ?? EXCERPT_LINES));
  const maxChars = Math.max(1, Math.floor(options.maxChars ?? EXCERPT_CHARS));
  const text = typeof output === 'string' ? output : Buffer.from(output).toString('utf8');
  let lines = text
    .replace(ANSI, '')
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) =>
      (
        line
          .split('\r')
          .filter((part) => part !== '')
          .pop() ?? ''
      ).replace(CONTROLS, ''),
    )
    .map((line) => line.replace(/\s+$/, ''));
  let cut = false;
  if (options.fromMiddle === true && lines.length > 1) {
    lines = lines.slice(1);
    cut = true;
  }
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  if (lines.length > maxLines) {
    lines = lines.slice(-maxLines);
    cut = true;
  }
  let body = lines.join('\n');
  const points = Array.from(body);
  if (points.length > maxChars) {
    body = points.slice(-maxChars).join('');
    // Start on a whole line when the cut leaves one.
    const newline = body.indexOf('\n');
    if (newline >= 0 && newline < body.length - 1) body = body.slice(newline + 1);
    cut = true;
  }
  if (body === '') return '';
  return cut ? `${CUT_MARK}\n${body}` : body;
}

/**
 * The excerpt of a log file: its last {@link EXCERPT_READ_BYTES} bytes through {@link logExcerpt}.
 * Undefined when the file cannot be read or holds no visible text.
 */
export function readLogExcerpt(
  file: string,
  options: Omit<ExcerptOptions, 'fromMiddle'> = {},
): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    const length = Math.min(size, EXCERPT_READ_BYTES);
    const buf = Buffer.alloc(length);
    let read = 0;
    while (read < length) {
      const n = readSync(fd, buf, read, length - read, size - length + read);
      if (n === 0) break;
      read += n;
    }
    const excerpt = logExcerpt(buf.subarray(0, read), { ...options, fromMiddle: size > length });
    return excerpt === '' ? undefined : excerpt;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
