import { readFileSync, createReadStream, writeSync } from 'node:fs';
import { InputError } from './errors.js';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a text file strictly as UTF-8; any failure is an InputError naming the file. */
export function readTextFile(path: string): string {
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
    return UTF8.decode(bytes);
  } catch {
    throw new InputError(`${path}: not valid UTF-8`);
  }
}

/**
 * Yields the lines of a file (or stdin for "-") a batch at a time — the complete lines of each
 * chunk read — without holding the whole input in memory. A final line without "\n" is yielded
 * last; "\r\n" ends a line as "\n" does.
 */
export async function* readLineBatches(path: string): AsyncGenerator<string[]> {
  const stream = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: 1024 * 1024 });
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  const strip = (lines: string[]): string[] => {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line.endsWith('\r')) lines[i] = line.slice(0, -1);
    }
    return lines;
  };
  try {
    for await (const chunk of stream) {
      const text = rest + decoder.decode(chunk as Buffer, { stream: true });
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      if (lines.length > 0) yield text.includes('\r') ? strip(lines) : lines;
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(
      `${path}: cannot read: ${code === 'ENOENT' ? 'no such file' : (err as Error).message}`,
    );
  }
  rest += decoder.decode();
  if (rest !== '') yield strip([rest]);
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
