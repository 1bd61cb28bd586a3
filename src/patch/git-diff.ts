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

/** `git diff --raw -z` output: `:om nm oo no S\0path\0[path2\0]`, read in one pass. */
export function parseRawZ(out: Buffer): RawChange[] {
  let pos = 0;
  const next = (): Buffer | undefined => {
    if (pos >= out.length) return undefined;
    let end = out.indexOf(0, pos);
    if (end < 0) end = out.length;
    const part = out.subarray(pos, end);
    pos = end + 1;
    return part;
  };
  const changes: RawChange[] = [];
  for (let part = next(); part !== undefined; part = next()) {
    const head = part.toString('latin1');
    if (head === '') continue;
    const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(head);
    if (m === null) throw new Error(`unexpected git diff --raw record ${JSON.stringify(head)}`);
    // The fields as strings of their own: a slice of `head` would keep all of it alive with every
    // record (100,000 changed paths held ~35 MB this way); the all-zero id of an added or deleted
    // side and the modes are shared.
    const [oldMode, newMode, status] = [m[1], m[2], m[5]].map(shared) as [string, string, string];
    const idLength = (m[3] as string).length;
    const oldOid = objectId(part, 15, idLength);
    const newOid = objectId(part, 16 + idLength, (m[4] as string).length);
    const names = status === 'R' || status === 'C' ? [next(), next()] : [next()];
    const decoded = names.map((b) => (b === undefined ? null : strictOrNull(b)));
    const namesUtf8 = decoded.every((d) => d !== null);
    const text = names.map((b, k) => decoded[k] ?? (b ?? Buffer.alloc(0)).toString('utf8'));
    changes.push({
      status,
      oldMode,
      newMode,
      oldOid,
      newOid,
      path: text[text.length - 1] as string,
      ...(text.length === 2 ? { from: text[0] as string } : {}),
      namesUtf8,
    });
  }
  return changes;
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
