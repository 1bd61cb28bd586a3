/**
 * What the summary knows besides the trace (src/report/summary.ts): the run's artifact, its workflow
 * run, where a person finds its `.gate` files, and from those the address file references link to.
 */
import { runOfUrl, type GateFiles, DOWNLOAD_DIR } from './commands.js';
import type { Prose } from './markdown.js';
import type { Trace } from '../trace/model.js';

export interface SummaryExtras {
  /** The `.gate` artifact of this run, when it was uploaded. */
  artifact?: { id?: number; url?: string; name: string };
  /** Plain strings are untrusted (escaped); Prose is the product's own text. */
  warnings?: Array<string | Prose>;
  runUrl?: string;
  /**
   * Where a person finds this run's `.gate` files for the commands it is told to run. Default: the
   * artifact, downloaded from the run of `runUrl`, when both are known; else the local `.gate` folder.
   */
  files?: GateFiles;
}

/** Where the run's `.gate` files are for a person, from what the summary knows (see SummaryExtras.files). */
export function gateFilesOf(extras: SummaryExtras): GateFiles {
  if (extras.files !== undefined) return extras.files;
  const run = runOfUrl(extras.runUrl);
  if (extras.artifact !== undefined && run !== undefined) {
    return {
      kind: 'artifact',
      repo: run.repo,
      runId: run.runId,
      name: extras.artifact.name,
      dir: DOWNLOAD_DIR,
    };
  }
  return { kind: 'local', dir: '.gate' };
}

/**
 * `https://github.com/OWNER/REPO/blob/<head sha>/` when the summary knows the repository (from the
 * run's URL on github.com) and the trace a full head sha: file references then open the file as the
 * pull request has it.
 */
export function blobBaseOf(trace: Trace, extras: SummaryExtras): string | undefined {
  const run = runOfUrl(extras.runUrl);
  if (run === undefined || run.repo.split('/').length !== 2) return undefined;
  if (typeof trace.head !== 'string' || !/^[0-9a-f]{40}$/.test(trace.head)) return undefined;
  return `https://github.com/${run.repo}/blob/${trace.head}/`;
}
