/** Where progress goes: stderr for the CLI (stdout carries JSON), the runner log for the action. */
import { defuseLog } from './defuse.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * The CLI's log. `gate run` in a workflow step writes to the runner's log as well, and messages carry
 * text from the patch and from user processes, so every line is defused (src/adapters/defuse.ts).
 */
export const stderrLogger: Logger = {
  info: (m) => void process.stderr.write(defuseLog(`${m}\n`)),
  warn: (m) => void process.stderr.write(defuseLog(`warning: ${m}\n`)),
  error: (m) => void process.stderr.write(defuseLog(`error: ${m}\n`)),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
