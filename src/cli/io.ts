import { readFileSync, createReadStream, writeSync } from 'node:fs';
import { InputError } from './errors.js';

const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Strict UTF-8 that keeps a byte order mark as U+FEFF, as Python's utf-8 codec does. */
const UTF8_KEEP_BOM = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Reads a text file strictly as UTF-8; any failure is an InputError naming the file. A leading
 * byte order mark is dropped unless `keepBom` (run records are read as Python reads them).
 */
export function readTextFile(path: string, { keepBom = false }: { keepBom?: boolean } = {}): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (err as Error).message;
    throw new InputError(`${path}: cannot read: ${why}`);
  }
  try {
    return (keepBom ? UTF8_KEEP_BOM : UTF8).decode(bytes);
  } catch {
    throw new InputError(`${path}: not valid UTF-8`);
  }
}

function stripCr(lines: (string | null)[]): (string | null)[] {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line?.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  return lines;
}

/** The lines of bytes that end at a line boundary; a line that is not valid UTF-8 is null. */
function decodeLines(bytes: Uint8Array): (string | null)[] {
  let text: string;
  try {
    text = UTF8_KEEP_BOM.decode(bytes);
  } catch {
    // Rare: find the lines at fault, one by one.
    const lines: (string | null)[] = [];
    let start = 0;
    while (start <= bytes.length) {
      let end = bytes.indexOf(0x0a, start);
      if (end < 0) end = bytes.length;
      try {
        lines.push(UTF8_KEEP_BOM.decode(bytes.subarray(start, end)));
      } catch {
        lines.push(null);
      }
      start = end + 1;
    }
    return stripCr(lines);
  }
  const lines = text.split('\n');
  return text.includes('\r') ? stripCr(lines) : lines;
}

/**
 * Yields the lines of a file (or stdin for "-") a batch at a time — the complete lines of each
 * chunk read — without holding the whole input in memory. A final line without "\n" is yielded
 * last; "\r\n" ends a line as "\n" does. Each line is decoded as strict UTF-8 on its own: a line
 * that is not valid UTF-8 is yielded as null (nothing is replaced by U+FFFD), and a byte order
 * mark is kept, as Python reads the text.
 */
export async function* readLineBatches(path: string): AsyncGenerator<(string | null)[]> {
  const stream = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: 1024 * 1024 });
  /** The bytes of the line not yet ended. */
  const parts: Buffer[] = [];
  try {
    for await (const data of stream) {
      const chunk = data as Buffer;
      const end = chunk.lastIndexOf(0x0a);
      if (end < 0) {
        parts.push(chunk);
        continue;
      }
      parts.push(chunk.subarray(0, end));
      const body = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
      parts.length = 0;
      if (end + 1 < chunk.length) parts.push(chunk.subarray(end + 1));
      yield decodeLines(body);
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(
      `${path}: cannot read: ${code === 'ENOENT' ? 'no such file' : (err as Error).message}`,
    );
  }
  const rest = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  if (rest.length > 0) yield decodeLines(rest);
}

/** Exit status when the reader of stdout went away: what a shell tool killed by SIGPIPE reports. */
export const EXIT_PIPE_CLOSED = 141;

let pipeWatched = false;

/**
 * `gate classify --jsonl … | head`: once the reader has closed the pipe, stop quietly with 141 instead
 * of dying on an unhandled EPIPE with a stack trace.
 */
function watchPipe(): void {
  if (pipeWatched) return;
  pipeWatched = true;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(EXIT_PIPE_CLOSED);
    throw err;
  });
}

/** Writes to stdout, waiting when the pipe is full, so large outputs are not held in memory. */
export function writeOut(text: string): Promise<void> | void {
  watchPipe();
  if (!process.stdout.write(text)) {
    return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
  }
}

/**
 * Writes a short text to stdout at once, without creating the process.stdout stream (a cold
 * `gate classify` would spend longer on that than on the record). A pipe that is full or
 * non-blocking (EAGAIN) gets the rest through process.stdout.
 */
export function writeOutSync(text: string): void {
  const data = Buffer.from(text, 'utf8');
  let off = 0;
  try {
    while (off < data.length) off += writeSync(1, data, off);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') process.exit(EXIT_PIPE_CLOSED);
    if (code !== 'EAGAIN') throw err;
    watchPipe();
    process.stdout.write(data.subarray(off));
  }
}
