import { readFileSync } from 'node:fs';

/** True when the process no longer runs (gone, or a zombie waiting to be reaped), within waitMs. */
export async function processGone(pid: number, waitMs = 500): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    let state: string | undefined;
    try {
      state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    } catch {
      return true;
    }
    if (state === 'Z' || state === 'X') return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}
