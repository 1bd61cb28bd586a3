import { describe, expect, it } from '@jest/globals';
import { ConfigError, configOraclePaths, parseConfig, parseConfigAll } from '../../src/oracle/config.js';
import { closest, editDistance } from '../../src/oracle/suggest.js';

describe('builtin entries in gate.yml', () => {
  it('reads a check with its narrowing and probe override', () => {
    const c = parseConfig(
      'version: 1\nproperties:\n  - builtin: no-secrets\n  - builtin: no-skipped-tests\n    paths: [src/**]\n    probe: probes/s.patch\n',
      'gate.yml',
    );
    expect(c.properties).toEqual([
      {
        spec: 'builtin:no-secrets',
        probe: 'builtin:no-secrets.patch',
        global: false,
        builtin: { name: 'no-secrets', shippedProbe: true },
      },
      {
        spec: 'builtin:no-skipped-tests',
        probe: 'probes/s.patch',
        global: false,
        builtin: { name: 'no-skipped-tests', paths: ['src/**'], shippedProbe: false },
      },
    ]);
    // Only the overriding probe is a repository file of the oracle.
    expect(configOraclePaths(c, 'gate.yml')).toEqual(['gate.yml', 'probes/s.patch', 'gate-freezes.json']);
  });

  it('an unknown name says which it meant, with file, field, line and column', () => {
    let err: ConfigError | undefined;
    try {
      parseConfig('version: 1\nproperties:\n  - builtin: no-skiped-tests\n', 'gate.yml');
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect(err?.message).toMatch(/^gate\.yml: properties\[0\]\.builtin: expected one of no-skipped-tests, /);
    expect(err?.message).toMatch(/got string "no-skiped-tests" \(did you mean no-skipped-tests\?\)$/);
    expect([err?.field, err?.line, err?.column]).toEqual(['properties[0].builtin', 3, 14]);
  });

  it('an unknown key in a builtin entry suggests the key', () => {
    expect(() =>
      parseConfig('version: 1\nproperties:\n  - builtin: no-secrets\n    path: [a]\n', 'g.yml'),
    ).toThrow(
      /properties\[0\]\.path: expected one of builtin, paths, probe, on_match, got an unknown key \(did you mean paths\?\)/,
    );
  });
});

describe('parseConfigAll', () => {
  it('lists every problem at once, in reading order, each with its line', () => {
    const text = [
      'version: 1',
      'budgets:',
      '  retry_cap: 99',
      '  max_predicats: 3',
      'properties:',
      '  - builtin: no-secret',
      '  - spec: a.py',
      '  - spec: b.py',
      '    probe: /abs',
      'fixtures:',
      '  - target: "a b"',
      '    manifest: m.json',
      '    invariant: i.py',
      'protected: ["!x"]',
      '',
    ].join('\n');
    const { config, errors } = parseConfigAll(text, 'gate.yml');
    expect(config).toBeNull();
    expect(errors.map((e) => [e.field, e.line])).toEqual([
      ['budgets.max_predicats', 4],
      ['properties[0].builtin', 6],
      ['properties[1].probe', 7],
      ['properties[2].probe', 9],
      ['fixtures[0].target', 11],
      ['protected[0]', 14],
    ]);
    expect(errors[0]?.message).toMatch(/did you mean max_predicates\?/);
  });

  it('parseConfig still throws the first problem', () => {
    expect(() => parseConfig('version: 1\nbudgets:\n  retry_cap: 99\nprotected: 3\n', 'gate.yml')).toThrow(
      /budgets\.retry_cap/,
    );
  });

  it('a valid file has no errors', () => {
    expect(parseConfigAll('version: 1\n', 'gate.yml').errors).toEqual([]);
  });
});

describe('did you mean', () => {
  it.each<[string, string[], string | undefined]>([
    ['no-skiped-tests', ['no-skipped-tests', 'no-secrets'], 'no-skipped-tests'],
    ['NO-SECRETS', ['no-skipped-tests', 'no-secrets'], 'no-secrets'],
    ['porperty', ['property', 'run'], 'property'],
    ['xyz', ['property', 'run'], undefined],
    ['ru', ['run'], 'run'],
  ])('%s → %s', (typed, known, expected) => {
    expect(closest(typed, known)).toBe(expected);
  });
  it('edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
