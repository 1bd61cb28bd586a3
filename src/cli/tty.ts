/** Terminal niceties of the CLI: colour only on a terminal (and never with NO_COLOR), a heartbeat. */
import type { Logger } from '../adapters/log.js';
import type { Verdict } from '../trace/model.js';

/** Whether to colour what goes to `stream`: a TTY, NO_COLOR unset or empty (no-color.org), not TERM=dumb. */
export function useColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

const CODES: Record<Verdict, string> = { CLEAR: '32', SKIP: '36', REJECT: '31', HOLD: '33', UNUSABLE: '31' };

/** `text` in the colour of the verdict (green passes, red rejects, yellow waits for a person). */
export function paint(text: string, verdict: Verdict, colour: boolean): string {
  return colour ? `\u001b[1;${CODES[verdict]}m${text}\u001b[0m` : text;
}

/**
 * A logger that, when nothing was said for `everyMs` (a long replay), says that the run is still
 * going and what it last did, so a person at a terminal or a CI log can tell it from a hang.
 */
export function withHeartbeat(
  inner: Logger,
  everyMs = 5000,
  now: () => number = Date.now,
): { logger: Logger; stop: () => void } {
  let last = now();
  let lastLine = '';
  /** The last line a heartbeat repeated: the next ones say only the time, until the run says more. */
  let repeated = '';
  const started = now();
  const touch = (m: string) => {
    last = now();
    lastLine = m;
  };
  const timer = setInterval(
    () => {
      if (now() - last < everyMs) return;
      const seconds = Math.round((now() - started) / 1000);
      const said = lastLine.replace(/^gate: /, '').split('\n')[0] ?? '';
      const shown = said.length > 160 ? `${said.slice(0, 159)}…` : said;
      inner.info(
        `gate: … still running (${seconds} s)${lastLine !== '' && lastLine !== repeated ? `; last: ${shown}` : ''}`,
      );
      repeated = lastLine;
      last = now();
    },
    Math.min(everyMs, 1000),
  );
  timer.unref();
  return {
    logger: {
      info: (m) => (touch(m), inner.info(m)),
      warn: (m) => (touch(m), inner.warn(m)),
      error: (m) => (touch(m), inner.error(m)),
    },
    stop: () => clearInterval(timer),
  };
}
