/**
 * The git plumbing of grading a patch: the patch text in one fixed format whatever the machine's git
 * configuration, the changed paths as `git diff --raw -z` lists them (names kept as bytes until they
 * are known to be UTF-8), and blob sizes. What the gate concludes from them is graded.ts's business.
 */
import { FileSink, gitRun, gitToSink } from '../adapters/git.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function strictOrNull(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** `git diff` of base..head over `pathspec` (everything when empty), in a fixed format, into `sink`. */
export function patchTo(
  sink: FileSink,
  cwd: string,
  base: string,
  head: string,
  mode: string[],
  pathspec: string[],
  settings: string[] = [],
): Promise<void> {
  return gitToSink(
    cwd,
    [
      ...settings,
      '-c',
      'diff.noprefix=false',
      '-c',
      'diff.mnemonicPrefix=false',
      '-c',
      'core.quotePath=true',
      '-c',
      'diff.suppressBlankEmpty=false',
      'diff',
      ...mode,
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      '--no-relative',
      '--unified=3',
      '--src-prefix=a/',
      '--dst-prefix=b/',
      '--find-renames',
      base,
      head,
      '--',
      ...pathspec,
    ],
    sink,
  );
}

/** One record of `git diff --raw -z`. */
export interface RawChange {
  status: string;
  oldMode: string;
  newMode: string;
  oldOid: string;
  newOid: string;
  /** The new path (the only one unless renamed or copied). */
  path: string;
  from?: string;
  /** False when a name is not UTF-8 (then `path`/`from` hold U+FFFD). */
  namesUtf8: boolean;
}

/**
 * `git diff --raw -z` read a field at a time as git prints it (src/adapters/git.ts gitBytesEach), so
 * the listing is never held whole: at 100,000 changed paths it is about 11 MB, held once as chunks and
 * once joined, and what the process held that way stayed in its resident memory to the end of the run.
 * A record's header, then its one name (two for a rename or copy); a listing that ends before a
 * record's names gives that record empty names, not UTF-8.
 */
export class RawZReader {
  private readonly changes: RawChange[] = [];
  private head: Omit<RawChange, 'path' | 'from' | 'namesUtf8'> | undefined;
  private wanted = 0;
  /** The names of the record being read that another follows, copied (a field's bytes are the chunk's). */
  private names: Buffer[] = [];

  push(field: Buffer): void {
    if (this.head === undefined) {
      const head = field.toString('latin1');
      if (head === '') return;
      const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(head);
      if (m === null) throw new Error(`unexpected git diff --raw record ${JSON.stringify(head)}`);
      // The fields as strings of their own: a slice of `head` would keep all of it alive with every
      // record (100,000 changed paths held ~35 MB this way); the all-zero id of an added or deleted
      // side and the modes are shared.
      const [oldMode, newMode, status] = [m[1], m[2], m[5]].map(shared) as [string, string, string];
      const idLength = (m[3] as string).length;
      this.head = {
        status,
        oldMode,
        newMode,
        oldOid: objectId(field, 15, idLength),
        newOid: objectId(field, 16 + idLength, (m[4] as string).length),
      };
      this.wanted = status === 'R' || status === 'C' ? 2 : 1;
      return;
    }
    // A name another must follow is copied; the last one is read where it is.
    if (this.names.length + 1 < this.wanted) this.names.push(Buffer.from(field));
    else this.record([...this.names, field]);
  }

  /** Every record read; one whose names the listing cut off gets empty ones. */
  end(): RawChange[] {
    if (this.head !== undefined) this.record(this.names);
    return this.changes;
  }

  private record(read: readonly Buffer[]): void {
    const head = this.head as NonNullable<typeof this.head>;
    const names: Array<Buffer | undefined> = [...read];
    while (names.length < this.wanted) names.push(undefined);
    const decoded = names.map((b) => (b === undefined ? null : strictOrNull(b)));
    const namesUtf8 = decoded.every((d) => d !== null);
    const text = names.map((b, k) => decoded[k] ?? (b ?? Buffer.alloc(0)).toString('utf8'));
    // Every property named (a spread of `head` made a hidden class per record: 26 MB at 100,000).
    this.changes.push({
      status: head.status,
      oldMode: head.oldMode,
      newMode: head.newMode,
      oldOid: head.oldOid,
      newOid: head.newOid,
      path: text[text.length - 1] as string,
      ...(text.length === 2 ? { from: text[0] as string } : {}),
      namesUtf8,
    });
    this.head = undefined;
    this.names = [];
  }
}

/** One string per distinct short field (modes, status letters, all-zero ids), shared by every record. */
const SHARED = new Map<string, string>();
function shared(text: string | undefined): string {
  const key = text ?? '';
  let kept = SHARED.get(key);
  if (kept === undefined) {
    // Copied into a string of its own (not a slice of the record it came from).
    kept = Buffer.from(key, 'latin1').toString('latin1');
    if (SHARED.size < 64) SHARED.set(kept, kept);
  }
  return kept;
}

/** The object id of `length` hex digits at `at` in a raw record, as a string of its own. */
function objectId(record: Buffer, at: number, length: number): string {
  const id = record.toString('latin1', at, at + length);
  return /^0+$/.test(id) ? shared(id) : id;
}

/** The blob sizes git reports for `oids` (`cat-file --batch-check`); a missing object has none. */
export async function blobSizes(cwd: string, oids: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (oids.length === 0) return sizes;
  const out = (await gitRun(cwd, ['cat-file', '--batch-check'], { input: oids.join('\n') + '\n' })).toString(
    'latin1',
  );
  let pos = 0;
  for (const oid of oids) {
    const nl = out.indexOf('\n', pos);
    const line = out.slice(pos, nl < 0 ? out.length : nl);
    pos = nl + 1;
    const size = Number(line.split(' ')[2]);
    if (line.startsWith(oid) && Number.isSafeInteger(size)) sizes.set(oid, size);
  }
  return sizes;
}
