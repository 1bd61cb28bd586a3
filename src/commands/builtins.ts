/** `gate builtins`: the catalog of built-in checks, what each forbids, and how to use one. */
import { parseCommand, noPositionals } from '../cli/args.js';
import { allBuiltinChecks } from '../builtins/catalog.js';

export const BUILTINS_USAGE = `usage: gate builtins [--json]

Lists the built-in checks of the catalog and what each forbids. Use one in gate.yml as

  properties:
    - builtin: no-skipped-tests
      paths: ['src/**']          # optional: read only these files
      probe: probes/skip.patch   # optional: a patch it must reject, instead of the shipped one
      on_match: hold             # optional: a match waits for a person instead of rejecting

Each check ships its own probe, so it is registered like any spec: it must reject its probe and not
the empty patch. With paths that leave the shipped probe's files out, give a probe of your own.`;

export async function builtinsCommand(argv: string[]): Promise<number> {
  const parsed = parseCommand(argv, { json: { type: 'boolean' } }, BUILTINS_USAGE);
  if (parsed === 'help') return 0;
  noPositionals(parsed.positionals);
  const checks = allBuiltinChecks();
  if (parsed.values.json === true) {
    const rows = checks.map((c) => ({
      name: c.name,
      forbids: c.forbids,
      rules: c.rules.map((r) => r.what),
      ...(c.honestUses !== undefined ? { honest_uses: c.honestUses } : {}),
    }));
    process.stdout.write(JSON.stringify(rows, null, 2) + '\n');
    return 0;
  }
  const width = Math.max(...checks.map((c) => c.name.length));
  const lines = checks.map(
    (c) =>
      `  ${c.name.padEnd(width)}  ${c.forbids}` +
      (c.honestUses !== undefined
        ? `\n  ${' '.repeat(width)}  honest uses (on_match: hold): ${c.honestUses}`
        : ''),
  );
  process.stdout.write(
    `built-in checks (use as '- builtin: NAME' under properties: in gate.yml):\n\n${lines.join('\n')}\n\n` +
      `Run 'gate builtins --help' for the optional paths: and probe: keys.\n`,
  );
  return 0;
}
