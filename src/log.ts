/** Where progress goes: stderr for the CLI (stdout carries JSON), the runner log for the action. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const stderrLogger: Logger = {
  info: (m) => void process.stderr.write(`${m}\n`),
  warn: (m) => void process.stderr.write(`warning: ${m}\n`),
  error: (m) => void process.stderr.write(`error: ${m}\n`),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
