/**
 * A bounded reader of JUnit XML, the report format test runners share (node's `--test-reporter=junit`,
 * pytest's `--junitxml`, the gate's own unittest driver, and what a `runner: command` writes). It reads
 * what a per-test verdict needs — each `testcase` with its enclosing `testsuite` names, its `file` and
 * `line` attributes where the runner gives them, and whether it has a `failure`, `error` or `skipped`
 * child with its message — and nothing else: no DTD, no external entities, no namespaces. The text is
 * untrusted (the code under test runs in the same process tree as the runner): sizes are capped, and
 * anything that is not well-formed enough to pair every element is a report that cannot be read,
 * never a pass.
 */

export type JunitStatus = 'pass' | 'fail' | 'skip';

export interface JunitCase {
  /** The names of the enclosing `testsuite` elements, outermost first (the root `testsuites` excluded). */
  suites: string[];
  name: string;
  classname: string;
  file?: string;
  line?: number;
  status: JunitStatus;
  /** The failure's `message` attribute (or the first line of its text), for a failed test. */
  message?: string;
  /** The failure's text (a stack, an assertion diff), bounded. */
  detail?: string;
}

/** The largest report read; a larger one is not a report this gate trusts. */
export const MAX_JUNIT_BYTES = 32 * 1024 * 1024;
/** The most test cases one report may hold. */
export const MAX_JUNIT_CASES = 100_000;
const MAX_DETAIL_CHARS = 4000;
const MAX_DEPTH = 200;

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function decode(text: string): string {
  return text.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (all, e: string) => {
    switch (e) {
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'amp':
        return '&';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      default: {
        const code = e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return code <= 0x10ffff ? String.fromCodePoint(code) : all;
      }
    }
  });
}

function attrsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(ATTR)) out.set(m[1] as string, decode(m[2] ?? m[3] ?? ''));
  return out;
}

interface Open {
  tag: string;
  attrs: Map<string, string>;
}

/** The cases of a JUnit XML report, or why it cannot be read. */
export function parseJunit(xml: string): { ok: true; cases: JunitCase[] } | { ok: false; reason: string } {
  if (xml.length > MAX_JUNIT_BYTES)
    return { ok: false, reason: `the report is larger than ${MAX_JUNIT_BYTES} bytes` };
  const stack: Open[] = [];
  const cases: JunitCase[] = [];
  let current: JunitCase | null = null;
  /** The failure/error/skipped element being read, and its text so far. */
  let outcome: { text: string } | null = null;
  let sawRoot = false;
  let last = 0;
  for (const m of xml.matchAll(TOKEN)) {
    const between = xml.slice(last, m.index);
    if (outcome !== null) outcome.text += decode(between);
    else if (/[<>]/.test(between)) return { ok: false, reason: 'the report is not well-formed XML' };
    last = (m.index ?? 0) + m[0].length;
    if (m[1] !== undefined) {
      if (outcome !== null) outcome.text += m[1];
      continue;
    }
    const tag = m[3];
    if (tag === undefined) continue; // a comment, a declaration
    const closing = m[2] === '/';
    const selfClosing = m[5] === '/';
    if (closing) {
      const top = stack.pop();
      if (top === undefined || top.tag !== tag)
        return {
          ok: false,
          reason: `the report is not well-formed XML (</${tag}> closes ${top ? `<${top.tag}>` : 'nothing'})`,
        };
      const done = closeElement(top, current, outcome, cases);
      if (done === 'case') current = null;
      if (done === 'outcome') outcome = null;
      if (cases.length > MAX_JUNIT_CASES)
        return { ok: false, reason: `the report holds more than ${MAX_JUNIT_CASES} tests` };
      continue;
    }
    const open: Open = { tag, attrs: attrsOf(m[4] ?? '') };
    if (stack.length === 0) {
      if (sawRoot) return { ok: false, reason: 'the report has more than one root element' };
      sawRoot = true;
    }
    if (tag === 'testcase') {
      if (current !== null) return { ok: false, reason: 'a testcase inside a testcase' };
      const line = Number(open.attrs.get('line'));
      current = {
        suites: stack.filter((s) => s.tag === 'testsuite').map((s) => s.attrs.get('name') ?? ''),
        name: open.attrs.get('name') ?? '',
        classname: open.attrs.get('classname') ?? '',
        ...(open.attrs.get('file') ? { file: open.attrs.get('file') as string } : {}),
        ...(Number.isInteger(line) && line > 0 ? { line } : {}),
        status: 'pass',
      };
    } else if (current !== null && (tag === 'failure' || tag === 'error' || tag === 'skipped')) {
      if (tag === 'skipped') {
        if (current.status === 'pass') current.status = 'skip';
      } else {
        current.status = 'fail';
        const message = open.attrs.get('message');
        if (message !== undefined && current.message === undefined) current.message = message;
        outcome = { text: '' };
      }
    }
    if (selfClosing) {
      const done = closeElement(open, current, outcome, cases);
      if (done === 'case') current = null;
      if (done === 'outcome') outcome = null;
    } else {
      if (stack.length >= MAX_DEPTH) return { ok: false, reason: 'the report nests too deep' };
      stack.push(open);
    }
  }
  if (/[<>]/.test(xml.slice(last))) return { ok: false, reason: 'the report is not well-formed XML' };
  if (!sawRoot) return { ok: false, reason: 'the report is empty' };
  if (stack.length > 0)
    return { ok: false, reason: `the report ends inside <${stack[stack.length - 1]?.tag}>` };
  return { ok: true, cases };
}

function closeElement(
  el: Open,
  current: JunitCase | null,
  outcome: { text: string } | null,
  cases: JunitCase[],
): 'case' | 'outcome' | null {
  if (el.tag === 'testcase' && current !== null) {
    cases.push(current);
    return 'case';
  }
  if ((el.tag === 'failure' || el.tag === 'error') && current !== null && outcome !== null) {
    const text = outcome.text.trim();
    if (text !== '') {
      const detail = text.length > MAX_DETAIL_CHARS ? `${text.slice(0, MAX_DETAIL_CHARS)}…` : text;
      current.detail = current.detail === undefined ? detail : current.detail;
      if (current.message === undefined || current.message === '')
        current.message = (text.split('\n')[0] ?? '').slice(0, 500);
    }
    return 'outcome';
  }
  return null;
}

/**
 * A failure's message as node's test runner threw it. Node 20's JUnit reporter writes the `message`
 * attribute with its line breaks dropped and its entities escaped twice (`&amp;quot;`), so an
 * assertion's diff reaches the reader as one line of `&quot;`; the failure's text holds the same
 * message as thrown, after `Error [ERR_TEST_FAILURE]: ` and before the stack. That text is taken only
 * where it is the attribute's message (the same characters but for white space and a second
 * decoding); anything else keeps the attribute.
 */
export function nodeTestMessage(c: Pick<JunitCase, 'message' | 'detail'>): string | undefined {
  if (c.detail === undefined) return c.message;
  const head = /^\s*\[?Error \[ERR_TEST_FAILURE\]: /.exec(c.detail);
  if (head === null) return c.message;
  const rest = c.detail.slice(head[0].length);
  const end = rest.search(/\n\s+at |\n\] \{|\] \{ code: /);
  const thrown = (end < 0 ? rest : rest.slice(0, end)).trimEnd();
  const flat = (s: string): string => decode(s).replace(/\s+/g, '');
  if (thrown === '') return c.message;
  if (c.message === undefined || flat(thrown) === flat(c.message)) return thrown;
  return c.message;
}
