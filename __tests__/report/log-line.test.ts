/**
 * The verdict as the action log's workflow command: the level follows the check's conclusion, the
 * title is the check-run title and the message what to do; nothing in the trace can end the command
 * or start another one.
 */
import { describe, expect, it } from '@jest/globals';
import { logLevelOf, verdictLogLine } from '../../src/report/log-line.js';
import { renderTitle } from '../../src/report/summary.js';
import { clearTrace, holdTrace, rejectTrace } from './trace-fixture.js';

describe('verdictLogLine', () => {
  it('a REJECT is an ::error titled like the check, with what to do', () => {
    const trace = rejectTrace({ path: 'src/a.mjs', line: 3, message: 'FORBIDDEN added' });
    const line = verdictLogLine(trace);
    expect(line.startsWith('::error title=')).toBe(true);
    const title = /^::error title=([^:]*)::/.exec(line)?.[1] ?? '';
    expect(decodeURIComponent(title)).toBe(renderTitle(trace));
    expect(line).toMatch(/::What to do: Change the patch/);
  });

  it('a HOLD is a warning, a CLEAR a notice', () => {
    expect(logLevelOf(holdTrace())).toBe('warning');
    expect(verdictLogLine(holdTrace())).toMatch(/^::warning title=Possible flake%3A /);
    expect(verdictLogLine(clearTrace())).toMatch(/^::notice title=Passed%3A /);
    expect(logLevelOf(clearTrace({ verdict: 'NOPE' as never }))).toBe('error');
  });

  it('a hostile witness cannot break out of the command', () => {
    const trace = rejectTrace({ path: 'a,b:c%0A', line: 1, message: 'x\n::error::forged\r%' });
    const line = verdictLogLine(trace);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).not.toContain('\r');
    const title = /^::error title=([^:]*)::/.exec(line)?.[1] ?? '';
    expect(title).not.toMatch(/[,:]/);
    expect(decodeURIComponent(title)).toBe(renderTitle(trace));
  });
});
