/** A command line the CLI cannot act on: exit 2 with the message and the command's usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** An input the user named cannot be used (unreadable file, invalid JSON): exit 1, one line on stderr. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** Exit codes of the CLI. */
export const Exit = {
  OK: 0,
  INPUT: 1,
  USAGE: 2,
} as const;
