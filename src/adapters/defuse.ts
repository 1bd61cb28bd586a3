/**
 * The log defuser: text from the patch or from user processes that the gate prints to the runner's log
 * can never be read by the runner as a workflow command.
 *
 * How the runner reads a log line (actions/runner, Runner.Common/ActionCommand.cs and
 * Runner.Worker/ActionCommandManager.cs), and what follows for the defuser:
 * - Output is split into lines by .NET `StreamReader.ReadLine`: at `\r\n`, `\r` and `\n`. Every one of
 *   those starts a new line here too.
 * - `::cmd …::data`: the line is `TrimStart()`ed (.NET whitespace, which includes U+0085 and other
 *   characters JavaScript's `\s` does not), then must start with `::`.
 * - `##[cmd …]data`: `##[` is looked for anywhere in the line.
 * - `StartsWith` and `IndexOf` there are culture-sensitive string comparisons, which skip characters
 *   with no collation weight (format and control characters such as U+200B, U+00AD, U+0000). So a
 *   zero-width character between the two colons does not defuse anything; a space does.
 *
 * So: a line whose first significant characters (after whitespace, separators, controls and ignorable
 * characters, a superset of what the runner skips) are two colons gets a space between them, and every
 * `##[` (ignorable characters between its characters included) gets a space before its `[`. The text stays
 * readable and nothing else changes.
 */

/** Characters a culture-sensitive comparison may skip: controls, format characters, default ignorables. */
const IGNORABLE = String.raw`\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}`;
/** Characters `TrimStart()` removes, widened to every separator and whitespace character. */
const LEADING = String.raw`\p{White_Space}\p{Z}${IGNORABLE}`;

const LINE_BREAK = /(\r\n|\r|\n)/;
const LEADING_COLONS = new RegExp(`^([${LEADING}]*):([${IGNORABLE}]*):`, 'u');
const HASH_BRACKET = new RegExp(`#([${IGNORABLE}]*)#([${IGNORABLE}]*)\\[`, 'gu');

/** One line (no line break inside) made inert. */
function defuseLine(line: string): string {
  return line.replace(HASH_BRACKET, '#$1#$2 [').replace(LEADING_COLONS, '$1: $2:');
}

/** Text for the runner's log, any number of lines, with no workflow command left in any of them. */
export function defuseLog(text: string): string {
  const parts = text.split(LINE_BREAK);
  // split with a capturing group: even indexes are lines, odd ones the breaks between them.
  for (let i = 0; i < parts.length; i += 2) parts[i] = defuseLine(parts[i] as string);
  return parts.join('');
}

/**
 * JSON text for a log (the trace `gate run` prints): `##[` can only stand inside a JSON string there,
 * so its `[` is written as the escape `\u005b`, which reads back as the same value.
 */
export function defuseJson(json: string): string {
  return json.replace(HASH_BRACKET, '#$1#$2\\u005b');
}
