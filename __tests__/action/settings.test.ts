import { describe, expect, it } from '@jest/globals';
import { parseShard, readSettings, SettingsError, type Settings } from '../../src/action/settings.js';

/** Inputs as the runner passes them: every declared input, '' when unset (defaults applied by us). */
function inputs(values: Record<string, string>): (name: string) => string {
  return (name) => values[name] ?? '';
}

const DEFAULTS: Settings = {
  config: 'gate.yml',
  base: null,
  head: null,
  token: '',
  checkName: 'failure-class',
  mode: 'gate',
  shard: null,
  artifactName: null,
  retentionDays: 0,
  failStepOn: 'hold',
  runNumber: null,
  comment: 'off',
};

describe('readSettings', () => {
  it('applies the defaults of action.yml when every input is empty', () => {
    expect(readSettings(inputs({}))).toEqual(DEFAULTS);
  });

  it('reads each input once', () => {
    const asked: string[] = [];
    readSettings((name) => {
      asked.push(name);
      return '';
    });
    expect(asked.sort()).toEqual(
      [
        'artifact-name',
        'base',
        'check-name',
        'comment',
        'config',
        'fail-step-on',
        'head',
        'mode',
        'retention-days',
        'run-number',
        'shard',
        'token',
      ].sort(),
    );
  });

  it.each<[string, Record<string, string>, Partial<Settings>]>([
    ['a config path', { config: 'ci/gate.yml' }, { config: 'ci/gate.yml' }],
    [
      'base and head shas',
      { base: 'a'.repeat(40), head: 'b'.repeat(40) },
      { base: 'a'.repeat(40), head: 'b'.repeat(40) },
    ],
    [
      'a ref name',
      { base: 'refs/heads/main', head: 'origin/feature-1' },
      { base: 'refs/heads/main', head: 'origin/feature-1' },
    ],
    ['a token', { token: 'ghs_abc' }, { token: 'ghs_abc' }],
    ['a check name', { 'check-name': 'gate / failure-class' }, { checkName: 'gate / failure-class' }],
    ['mode report', { mode: 'report', token: 't' }, { mode: 'report', token: 't' }],
    ['mode merge', { mode: 'merge', token: 't' }, { mode: 'merge', token: 't' }],
    ['shard 1/1', { shard: '1/1' }, { shard: { index: 1, count: 1 } }],
    ['shard 3/8', { shard: '3/8' }, { shard: { index: 3, count: 8 } }],
    ['an artifact name', { 'artifact-name': 'gate-shard 1 of 2' }, { artifactName: 'gate-shard 1 of 2' }],
    ['retention 0', { 'retention-days': '0' }, { retentionDays: 0 }],
    ['retention 14', { 'retention-days': '14' }, { retentionDays: 14 }],
    ['fail-step-on reject', { 'fail-step-on': 'reject' }, { failStepOn: 'reject' }],
    ['fail-step-on hold', { 'fail-step-on': 'hold' }, { failStepOn: 'hold' }],
    ['fail-step-on never', { 'fail-step-on': 'never' }, { failStepOn: 'never' }],
    ['a run number', { 'run-number': '42' }, { runNumber: 42 }],
    ['comment on-failure', { comment: 'on-failure' }, { comment: 'on-failure' }],
    ['comment always', { comment: 'always' }, { comment: 'always' }],
    ['comment off', { comment: 'off' }, { comment: 'off' }],
    [
      'values with surrounding spaces',
      { mode: ' gate ', shard: ' 2/3\n' },
      { mode: 'gate', shard: { index: 2, count: 3 } },
    ],
  ])('accepts %s', (_name, given, expected) => {
    expect(readSettings(inputs(given))).toEqual({ ...DEFAULTS, ...expected });
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'an unknown mode',
      { mode: 'Gate' },
      'input mode: expected one of "gate", "report", "merge", got "Gate"',
    ],
    [
      'an unknown fail-step-on',
      { 'fail-step-on': 'always' },
      'input fail-step-on: expected one of "never", "reject", "hold", got "always"',
    ],
    [
      'an unknown comment mode',
      { comment: 'yes' },
      'input comment: expected one of "off", "on-failure", "always", got "yes"',
    ],
    ['shard i > n', { shard: '3/2' }, 'input shard: expected i/n with 1 ≤ i ≤ n, got "3/2"'],
    ['shard 0/2', { shard: '0/2' }, 'input shard: expected i/n with 1 ≤ i ≤ n, got "0/2"'],
    ['shard without n', { shard: '2' }, 'input shard: expected i/n with 1 ≤ i ≤ n, got "2"'],
    ['shard with a sign', { shard: '-1/2' }, 'input shard: expected i/n with 1 ≤ i ≤ n, got "-1/2"'],
    [
      'a shard outside mode gate',
      { mode: 'merge', token: 't', shard: '1/2' },
      'input shard: expected an empty value in mode merge (shards are graded in mode gate), got "1/2"',
    ],
    [
      'report mode without a token',
      { mode: 'report' },
      'input token: expected a token with actions: read and checks: write in mode report, got ""',
    ],
    [
      'a negative retention',
      { 'retention-days': '-1' },
      'input retention-days: expected a whole number of days ≥ 0 (0: the repository default), got "-1"',
    ],
    [
      'a fractional retention',
      { 'retention-days': '1.5' },
      'input retention-days: expected a whole number of days ≥ 0 (0: the repository default), got "1.5"',
    ],
    [
      'a run number of 0',
      { 'run-number': '0' },
      'input run-number: expected a positive whole number (the workflow run number), got "0"',
    ],
    [
      'a run number that is not a number',
      { 'run-number': '12a' },
      'input run-number: expected a positive whole number (the workflow run number), got "12a"',
    ],
    [
      'an absolute config path',
      { config: '/etc/gate.yml' },
      'input config: expected a file path relative to the repository root, without "..", got "/etc/gate.yml"',
    ],
    [
      'a config path leaving the repository',
      { config: 'a/../../gate.yml' },
      'input config: expected a file path relative to the repository root, without "..", got "a/../../gate.yml"',
    ],
    [
      'a base that is a git option',
      { base: '--upload-pack=touch /tmp/x' },
      'input base: expected a commit sha or a ref name (no leading "-", spaces, "..", ~^:?*[\\), got "--upload-pack=touch /tmp/x"',
    ],
    [
      'a head range',
      { head: 'main..feature' },
      'input head: expected a commit sha or a ref name (no leading "-", spaces, "..", ~^:?*[\\), got "main..feature"',
    ],
    [
      'an artifact name with a slash',
      { 'artifact-name': 'gate/1' },
      'input artifact-name: expected an artifact name without any of "\\"" ":" "<" ">" "|" "*" "?" "\\r" "\\n" "\\\\" "/", got "gate/1"',
    ],
    [
      'a check name with a newline',
      { 'check-name': 'a\nb' },
      'input check-name: expected a check name without control characters, got "a\\nb"',
    ],
  ])('rejects %s', (_name, given, message) => {
    let caught: unknown;
    try {
      readSettings(inputs(given));
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(SettingsError);
    expect((caught as Error).message).toBe(message);
  });

  it('names the input and the value on the error object', () => {
    expect(() => readSettings(inputs({ shard: '3/2' }))).toThrow(
      expect.objectContaining({ name: 'SettingsError', input: 'shard', value: '3/2' }),
    );
  });
});

describe('parseShard', () => {
  it.each<[string, ReturnType<typeof parseShard>]>([
    ['', null],
    ['1/1', { index: 1, count: 1 }],
    ['10/12', { index: 10, count: 12 }],
    ['13/12', undefined],
    ['1/0', undefined],
    ['a/b', undefined],
    ['1 / 2', undefined],
    ['1/2/3', undefined],
  ])('%j', (value, expected) => {
    expect(parseShard(value)).toEqual(expected);
  });
});
