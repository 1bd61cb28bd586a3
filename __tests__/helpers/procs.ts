import { readdirSync, readFileSync } from 'node:fs';

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

/** Processes whose command line names `name`. */
export function processesNaming(name: string): number[] {
  const out: number[] = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      if (readFileSync(`/proc/${e}/cmdline`, 'utf8').includes(name)) out.push(Number(e));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}
