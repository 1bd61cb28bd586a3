import { readFileSync, createReadStream } from 'node:fs';
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

/** Yields the lines of a file (or stdin for "-") without holding the whole input in memory. */
export async function* readLines(path: string): AsyncGenerator<string> {
  const stream = path === '-' ? process.stdin : createReadStream(path);
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  try {
    for await (const chunk of stream) {
      const text = rest + decoder.decode(chunk as Buffer, { stream: true });
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(
      `${path}: cannot read: ${code === 'ENOENT' ? 'no such file' : (err as Error).message}`,
    );
  }
  rest += decoder.decode();
  if (rest !== '') yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}

/** Writes to stdout, waiting when the pipe is full, so large outputs are not held in memory. */
export function writeOut(text: string): Promise<void> | void {
  if (!process.stdout.write(text)) {
    return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
  }
}
