/**
 * The environment a replay runs in (SPEC §4): the replays running side by side with it, its clock
 * budget and the type of the file system under it. The fixture stage records it for the candidate's
 * replays and the classify stage for the base replay; the record decides whether a base replay is
 * comparable with the candidate's.
 */
import { statfsSync } from 'node:fs';
import type { ReplayEnv } from '../classify/record.js';

const FS_NAMES: Record<number, string> = {
  0xef53: 'ext4',
  0x01021994: 'tmpfs',
  0x794c7630: 'overlay',
  0x9123683e: 'btrfs',
  0x58465342: 'xfs',
  0x6969: 'nfs',
  0x65735546: 'fuse',
  0x2fc12fc1: 'zfs',
  0x5346544e: 'ntfs',
  0x4d44: 'vfat',
  0x1badface: 'bfs',
  0x01161970: 'gfs2',
  0xf15f: 'ecryptfs',
  0x137d: 'ext',
  0x858458f6: 'ramfs',
  0x73717368: 'squashfs',
  0x62656572: 'sysfs',
  0x9fa0: 'proc',
  0x1021997: 'v9fs',
};

/**
 * The environment a replay runs in (SPEC §4): workers (the replays running side by side with it),
 * clock budget and file-system type.
 */
export function replayEnv(dir: string, clockBudgetMs: number, workers: number): ReplayEnv {
  let filesystem = 'unknown';
  try {
    const type = Number(statfsSync(dir).type);
    filesystem = FS_NAMES[type] ?? `0x${type.toString(16)}`;
  } catch {
    // An unreadable folder leaves the type unknown; the record still compares both sides.
  }
  return { workers, clock_budget_ms: clockBudgetMs, filesystem };
}
