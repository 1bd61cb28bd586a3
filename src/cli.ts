#!/usr/bin/env node
/**
 * The `gate` CLI. `classify` is part of this module, as it is called once per record and cold
 * start is its cost (a separately loaded module costs more than the classifier). Every other
 * subcommand is imported only when it is called, so `gate classify` starts without loading the
 * pipeline, and no subcommand loads the GitHub or artifact clients.
 */
import { Exit, InputError, UsageError } from './cli/errors.js';
import { classifyCommand, enableJsonlWorkers } from './commands/classify.js';
import { defuseLog } from './adapters/defuse.js';
import { didYouMean } from './oracle/suggest.js';
import { VERSION } from './run/version.js';

const USAGE = `usage: gate <command> [options]

Start here:
  init                write gate.yml, a starter fixture and the workflow (never overwrites)
                        gate init
  check               validate gate.yml, manifests and specs; register every spec; replay every seed
                        gate check
  run                 grade the committed patch: scope → property → fixture → classify → freeze
                        gate run --base origin/main
  summary             print the check-run summary (or --title) of a run
                        gate summary .gate/trace.json

Plumbing (one stage at a time, for scripts and debugging):
  classify            classify one run record (or --jsonl, --self-check)
                        gate classify .gate/fixtures/TARGET/seed-N/record.json
  property register   run a spec on its probe and on the empty patch; write the slot
                        gate property register --help
  property eval       run a registered spec on a candidate patch
                        gate property eval --help
  fixture bind        bind a fixture manifest to a patch
                        gate fixture bind --help
  fixture replay      replay a binding: generator, then invariant
                        gate fixture replay --help
  freeze lookup       read the freeze ledger after a REPLAY_MISS
                        gate freeze lookup --help
  freeze grant        add a SCHEDULER row to the ledger (people, in a reviewed pull request)
                        gate freeze grant --help   (gate summary prints one ready to paste)
  freeze prune        remove dead rows from the ledger
                        gate freeze prune
  replay-seed         replay one seed once in a given worktree
                        gate replay-seed --help
  builtins            list the built-in checks (- builtin: NAME in gate.yml) and what each forbids
                        gate builtins

Run 'gate <command> --help' for a command's options.`;

type Command = (argv: string[]) => Promise<number>;

/** Commands with subcommands, and each subcommand's line of the usage. */
const GROUPS: Record<string, Record<string, string>> = {
  property: {
    register: 'run a spec on its probe and on the empty patch; write the slot',
    eval: 'run a registered spec on a candidate patch',
  },
  fixture: {
    bind: 'bind a fixture manifest to a patch',
    replay: 'replay a binding: generator, then invariant',
  },
  freeze: {
    lookup: 'read the freeze ledger after a REPLAY_MISS',
    grant: 'add a SCHEDULER row to the ledger (people, in a reviewed pull request)',
    prune: 'remove dead rows from the ledger',
  },
};

function groupUsage(group: string): string {
  const subs = GROUPS[group] as Record<string, string>;
  const width = Math.max(...Object.keys(subs).map((s) => s.length));
  const lines = Object.entries(subs).map(([sub, what]) => `  ${sub.padEnd(width)}  ${what}`);
  return `usage: gate ${group} <${Object.keys(subs).join('|')}> [options]\n\n${lines.join('\n')}\n\nRun 'gate ${group} <subcommand> --help' for its options.`;
}

/** Every command as typed: `run`, `property register`, … */
function commandNames(): string[] {
  return [
    ...ONE_WORD,
    ...Object.keys(GROUPS),
    ...Object.entries(GROUPS).flatMap(([g, subs]) => Object.keys(subs).map((s) => `${g} ${s}`)),
  ];
}

/** Commands without a subcommand. */
const ONE_WORD = new Set(['classify', 'run', 'replay-seed', 'summary', 'builtins', 'init', 'check']);

async function load(name: string, sub: string | undefined): Promise<[Command, number] | undefined> {
  switch (
    `${name} ${sub ?? ''}`
      .trim()
      .split(' ')
      .slice(0, ONE_WORD.has(name) ? 1 : 2)
      .join(' ')
  ) {
    case 'classify':
      enableJsonlWorkers(process.argv[1]);
      return [classifyCommand, 1];
    case 'run':
      return [(await import('./commands/run.js')).runCommand, 1];
    case 'property register':
      return [(await import('./commands/stages.js')).propertyRegister, 2];
    case 'property eval':
      return [(await import('./commands/stages.js')).propertyEval, 2];
    case 'fixture bind':
      return [(await import('./commands/stages.js')).fixtureBind, 2];
    case 'fixture replay':
      return [(await import('./commands/stages.js')).fixtureReplay, 2];
    case 'replay-seed':
      return [(await import('./commands/stages.js')).replaySeedCommand, 1];
    case 'freeze lookup':
      return [(await import('./commands/freeze.js')).freezeLookup, 2];
    case 'freeze grant':
      return [(await import('./commands/freeze.js')).freezeGrant, 2];
    case 'freeze prune':
      return [(await import('./commands/freeze.js')).freezePrune, 2];
    case 'summary':
      return [(await import('./commands/summary.js')).summaryCommand, 1];
    case 'init':
      return [(await import('./commands/init.js')).initCommand, 1];
    case 'check':
      return [(await import('./commands/check.js')).checkCommand, 1];
    case 'builtins':
      return [(await import('./commands/builtins.js')).builtinsCommand, 1];
    default:
      return undefined;
  }
}

/** Ctrl-C and SIGTERM: kill user processes, remove worktrees and locks, then exit. */
function handleSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void import('./run/cleanup.js').then(({ runInterruptCleanups }) => {
        runInterruptCleanups();
        process.stderr.write(`gate: interrupted (${signal}); cleaned up\n`);
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    });
  }
}

async function main(argv: string[]): Promise<number> {
  const [name, sub] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE + '\n');
    return name === undefined ? Exit.USAGE : Exit.OK;
  }
  if (name === '--version') {
    process.stdout.write(`gate ${VERSION}\n`);
    return Exit.OK;
  }
  if (name in GROUPS) {
    const subs = GROUPS[name] as Record<string, string>;
    if (sub === undefined || sub === '--help' || sub === '-h') {
      (sub === undefined ? process.stderr : process.stdout).write(groupUsage(name) + '\n');
      return sub === undefined ? Exit.USAGE : Exit.OK;
    }
    if (!(sub in subs)) {
      process.stderr.write(
        `gate ${name}: unknown subcommand '${sub}'${didYouMean(sub, Object.keys(subs))}\n\n${groupUsage(name)}\n`,
      );
      return Exit.USAGE;
    }
  }
  const found = await load(name, sub);
  if (!found) {
    process.stderr.write(
      `gate: unknown command '${name}'${didYouMean(name, commandNames())}\nRun 'gate --help' for the commands.\n`,
    );
    return Exit.USAGE;
  }
  const [command, consumed] = found;
  if (name !== 'classify') handleSignals();
  try {
    return await command(argv.slice(consumed));
  } catch (err) {
    if (err instanceof UsageError) {
      const cmd = name in GROUPS && sub !== undefined ? `${name} ${sub}` : name;
      process.stderr.write(defuseLog(`gate ${cmd}: ${err.message}\nRun 'gate ${cmd} --help' for usage.\n`));
      return Exit.USAGE;
    }
    if (err instanceof InputError) {
      process.stderr.write(defuseLog(`gate ${name}: ${err.message}\n`));
      return Exit.INPUT;
    }
    process.stderr.write(
      defuseLog(`gate ${name}: internal error: ${err instanceof Error ? err.message : String(err)}\n`),
    );
    return Exit.INPUT;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(defuseLog(`gate: internal error: ${String(err)}\n`));
    process.exitCode = 1;
  },
);
