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

type Command = (argv: string[]) => Promise<number>;

/**
 * Every command, once: its name as typed, where the help lists it, what it does, an example, and how
 * to load it. The usage, the groups' usages, the "did you mean" list and the dispatch are all read
 * from this table. Loaders import on call (each path a literal, so the bundler sees it).
 */
interface CommandEntry {
  name: string;
  section: 'start' | 'plumbing';
  what: string;
  example: string;
  load: () => Promise<Command>;
}

const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'init',
    section: 'start',
    what: 'write gate.yml, a starter fixture and the workflow (never overwrites)',
    example: 'gate init',
    load: async () => (await import('./commands/init.js')).initCommand,
  },
  {
    name: 'check',
    section: 'start',
    what: 'validate gate.yml, manifests and specs; register every spec; replay every seed',
    example: 'gate check',
    load: async () => (await import('./commands/check.js')).checkCommand,
  },
  {
    name: 'run',
    section: 'start',
    what: 'grade the committed patch: scope → property → fixture → classify → freeze',
    example: 'gate run --base origin/main',
    load: async () => (await import('./commands/run.js')).runCommand,
  },
  {
    name: 'summary',
    section: 'start',
    what: 'print the check-run summary (or --title) of a run',
    example: 'gate summary .gate/trace.json',
    load: async () => (await import('./commands/summary.js')).summaryCommand,
  },
  {
    name: 'classify',
    section: 'plumbing',
    what: 'classify one run record (or --jsonl, --self-check)',
    example: 'gate classify .gate/fixtures/TARGET/seed-N/record.json',
    load: () => {
      enableJsonlWorkers(process.argv[1]);
      return Promise.resolve(classifyCommand);
    },
  },
  {
    name: 'property register',
    section: 'plumbing',
    what: 'run a spec on its probe and on the empty patch; write the slot',
    example: 'gate property register --help',
    load: async () => (await import('./commands/stages.js')).propertyRegister,
  },
  {
    name: 'property eval',
    section: 'plumbing',
    what: 'run a registered spec on a candidate patch',
    example: 'gate property eval --help',
    load: async () => (await import('./commands/stages.js')).propertyEval,
  },
  {
    name: 'fixture bind',
    section: 'plumbing',
    what: 'bind a fixture manifest to a patch',
    example: 'gate fixture bind --help',
    load: async () => (await import('./commands/stages.js')).fixtureBind,
  },
  {
    name: 'fixture replay',
    section: 'plumbing',
    what: 'replay a binding: generator, then invariant',
    example: 'gate fixture replay --help',
    load: async () => (await import('./commands/stages.js')).fixtureReplay,
  },
  {
    name: 'freeze lookup',
    section: 'plumbing',
    what: 'read the freeze ledger after a REPLAY_MISS',
    example: 'gate freeze lookup --help',
    load: async () => (await import('./commands/freeze.js')).freezeLookup,
  },
  {
    name: 'freeze grant',
    section: 'plumbing',
    what: 'add a SCHEDULER row to the ledger (people, in a reviewed pull request)',
    example: 'gate freeze grant --help   (gate summary prints one ready to paste)',
    load: async () => (await import('./commands/freeze.js')).freezeGrant,
  },
  {
    name: 'freeze prune',
    section: 'plumbing',
    what: 'remove dead rows from the ledger',
    example: 'gate freeze prune',
    load: async () => (await import('./commands/freeze.js')).freezePrune,
  },
  {
    name: 'replay-seed',
    section: 'plumbing',
    what: 'replay one seed once in a given worktree',
    example: 'gate replay-seed --help',
    load: async () => (await import('./commands/stages.js')).replaySeedCommand,
  },
  {
    name: 'builtins',
    section: 'plumbing',
    what: 'list the built-in checks (- builtin: NAME in gate.yml) and what each forbids',
    example: 'gate builtins',
    load: async () => (await import('./commands/builtins.js')).builtinsCommand,
  },
];

const SECTIONS = {
  start: 'Start here:',
  plumbing: 'Plumbing (one stage at a time, for scripts and debugging):',
} as const;

function usage(): string {
  const width = 20;
  const parts = (Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map((section) =>
    [
      SECTIONS[section],
      ...COMMANDS.filter((c) => c.section === section).map(
        (c) => `  ${c.name.padEnd(width)}${c.what}\n${' '.repeat(width + 4)}${c.example}`,
      ),
    ].join('\n'),
  );
  return `usage: gate <command> [options]\n\n${parts.join('\n\n')}\n\nRun 'gate <command> --help' for a command's options.`;
}

/** Commands with subcommands (`freeze grant`): the first word, and each subcommand's entry. */
const GROUPS = new Map<string, CommandEntry[]>();
for (const c of COMMANDS) {
  const [group, sub] = c.name.split(' ');
  if (sub !== undefined) GROUPS.set(group as string, [...(GROUPS.get(group as string) ?? []), c]);
}

function groupUsage(group: string): string {
  const entries = GROUPS.get(group) ?? [];
  const subs = entries.map((c) => c.name.slice(group.length + 1));
  const width = Math.max(...subs.map((s) => s.length));
  const lines = entries.map((c, i) => `  ${(subs[i] as string).padEnd(width)}  ${c.what}`);
  return `usage: gate ${group} <${subs.join('|')}> [options]\n\n${lines.join('\n')}\n\nRun 'gate ${group} <subcommand> --help' for its options.`;
}

/** Every command as typed: `run`, `property`, `property register`, … */
function commandNames(): string[] {
  return [...COMMANDS.map((c) => c.name), ...GROUPS.keys()];
}

/** The command argv names, and how many words of argv its name took. */
async function load(name: string, sub: string | undefined): Promise<[Command, number] | undefined> {
  const typed = GROUPS.has(name) && sub !== undefined ? `${name} ${sub}` : name;
  const entry = COMMANDS.find((c) => c.name === typed);
  if (entry === undefined) return undefined;
  return [await entry.load(), typed.split(' ').length];
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
    process.stdout.write(usage() + '\n');
    return name === undefined ? Exit.USAGE : Exit.OK;
  }
  if (name === '--version') {
    process.stdout.write(`gate ${VERSION}\n`);
    return Exit.OK;
  }
  const group = GROUPS.get(name);
  if (group !== undefined) {
    const subs = group.map((c) => c.name.slice(name.length + 1));
    if (sub === undefined || sub === '--help' || sub === '-h') {
      (sub === undefined ? process.stderr : process.stdout).write(groupUsage(name) + '\n');
      return sub === undefined ? Exit.USAGE : Exit.OK;
    }
    if (!subs.includes(sub)) {
      process.stderr.write(
        `gate ${name}: unknown subcommand '${sub}'${didYouMean(sub, subs)}\n\n${groupUsage(name)}\n`,
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
      const cmd = GROUPS.has(name) && sub !== undefined ? `${name} ${sub}` : name;
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
