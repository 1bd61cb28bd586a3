/**
 * How actions/runner reads a log line, modelled for tests independently of src/adapters/defuse.ts, and more
 * strictly than the runner: lines split at \r\n, \r and \n (StreamReader.ReadLine); `::` after .NET
 * TrimStart() (Char.IsWhiteSpace, which includes U+0085 and U+001C–U+001F where JavaScript's \s does
 * not); `##[` anywhere; and culture-sensitive StartsWith/IndexOf, which skip characters without
 * collation weight (controls, format characters, default ignorables) — so those are dropped first.
 */
/** Char.IsWhiteSpace, widened: every Unicode White_Space and separator character, and U+001C–U+001F. */
// eslint-disable-next-line no-control-regex
const DOTNET_SPACE = /[\p{White_Space}\p{Z}\u001c-\u001f]/u;
/** What a culture-sensitive comparison may skip. */
const WEIGHTLESS = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

export function runnerParses(line: string): boolean {
  const seen = line.replace(WEIGHTLESS, '');
  let i = 0;
  while (i < seen.length && DOTNET_SPACE.test(seen[i] as string)) i++;
  return seen.startsWith('::', i) || seen.includes('##[');
}

export function runnerLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
