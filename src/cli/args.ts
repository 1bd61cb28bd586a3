import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.js';
import { didYouMean } from '../oracle/suggest.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs with usage errors as UsageError, and `--help` answered with the command's usage. */
export function parseCommand<O extends Options>(
  argv: string[],
  options: O,
  usage: string,
): { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] } | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError(usageMessage(err as Error & { code?: string }, options));
  }
  if ((parsed.values as Record<string, unknown>).help) {
    process.stdout.write(usage + '\n');
    return 'help';
  }
  return parsed as { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] };
}

export function required(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

export function optionalInt(values: Record<string, unknown>, name: string, min = 0): number | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^-?\d+$/.test(v) || Number(v) < min) {
    throw new UsageError(`--${name}: expected an integer ≥ ${min}, got ${JSON.stringify(v)}`);
  }
  return Number(v);
}

export function noPositionals(positionals: string[]): void {
  if (positionals.length) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
}

/** parseArgs' message, shortened, with the closest known option for an unknown one. */
function usageMessage(err: Error & { code?: string }, options: Options): string {
  const unknown = /^Unknown option '(-{1,2}[^']*)'/.exec(err.message);
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown !== null) {
    const typed = unknown[1] as string;
    const known = [...Object.keys(options), 'help'].map((o) => `--${o}`);
    return `unknown option ${typed}${didYouMean(typed.split('=')[0] as string, known)}`;
  }
  return err.message;
}
