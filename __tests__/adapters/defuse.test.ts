/**
 * The log defuser (src/adapters/defuse.ts) against a model of how actions/runner reads a log line, written here
 * independently: lines split at \r\n, \r and \n (StreamReader.ReadLine); `::` after .NET TrimStart()
 * (Char.IsWhiteSpace, which includes U+0085 and U+001C–U+001F where JavaScript's \s does not); `##[`
 * anywhere; and culture-sensitive StartsWith/IndexOf, which skip characters without collation weight
 * (controls, format characters, default ignorables) — so the model drops those everywhere first.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { defuseJson, defuseLog } from '../../src/adapters/defuse.js';
import { checkProperty } from '../property/runs.js';
import { runnerLines, runnerParses } from '../helpers/runner-commands.js';

const ATTACKS = [
  '::add-mask::secret',
  '::error file=x::forged',
  '::stop-commands::tok',
  '  ::warning::x',
  '\u0085::warning::next line is trimmed by .NET, not by \\s',
  '\u001f::warning::unit separator',
  '\ufeff::warning::bom',
  '\u200b::warning::zero-width before',
  ':\u200b:warning::zero-width between',
  ':\u00ad:warning::soft hyphen between',
  '\u3000\u2028::notice::ideographic space',
  'text ##[error]anywhere in the line',
  'text #\u200b#[error]zero-width in the prefix',
  '##\u2060[group]word joiner',
  '###[error]three',
  'ok\r::warning::after a carriage return',
  'ok\r\n##[error]after crlf',
  'ok\n\t::set-output name=verdict::CLEAR',
];

const ALPHABET = [
  ':',
  ':',
  ':',
  '#',
  '#',
  '[',
  ']',
  ' ',
  '\t',
  '\r',
  '\n',
  '\u000b',
  '\u000c',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u00ad',
  '\u0000',
  '\u001c',
  '\u001f',
  '\u180e',
  '\u034f',
  '\ufe0f',
  'a',
  'x',
  '%',
  '=',
  ',',
  ';',
  '0',
];
const hostileLine = fc.oneof(
  fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }).map((cs) => cs.join('')),
  fc
    .tuple(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 6 }), fc.constantFrom(...ATTACKS), fc.string())
    .map(([pre, attack, post]) => pre.join('') + attack + post),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileText = fc.array(hostileLine, { maxLength: 6 }).map((ls) => ls.join(''));

describe('defuseLog', () => {
  it.each(ATTACKS)('defuses %j', (attack) => {
    expect(runnerLines(attack).some(runnerParses)).toBe(true);
    for (const line of runnerLines(defuseLog(attack))) expect(runnerParses(line)).toBe(false);
  });

  it('keeps the line breaks and leaves other text as it is', () => {
    expect(defuseLog('a\r\nb\rc\n')).toBe('a\r\nb\rc\n');
    expect(defuseLog('std::vector and a::b and [x] #1')).toBe('std::vector and a::b and [x] #1');
    expect(defuseLog('::warning::x')).toBe(': :warning::x');
    expect(defuseLog('see ##[error]x')).toBe('see ## [error]x');
  });

  it('no line the runner splits out of defused text parses as a command (20,000 runs)', () => {
    checkProperty(
      'log: defuser vs the runner model',
      hostileText,
      (text) => {
        for (const line of runnerLines(defuseLog(`gate: property — specs/a.py: ${text}`)))
          expect(runnerParses(line)).toBe(false);
        for (const line of runnerLines(defuseLog(text))) expect(runnerParses(line)).toBe(false);
      },
      20000,
    );
  });

  it('changes nothing in text the runner would not parse (5,000 runs)', () => {
    checkProperty(
      'log: defuser leaves inert text alone',
      hostileText.filter((t) => !runnerLines(t).some(runnerParses)),
      (text) => expect(defuseLog(text)).toBe(text),
      5000,
    );
  });
});

describe('defuseJson', () => {
  it('reads back as the same value and holds no command (5,000 runs)', () => {
    checkProperty(
      'log: defused JSON',
      fc.array(hostileText, { maxLength: 4 }),
      (values) => {
        const json = defuseJson(JSON.stringify({ messages: values }, null, 2));
        expect(JSON.parse(json)).toEqual({ messages: values });
        for (const line of runnerLines(json)) expect(runnerParses(line)).toBe(false);
      },
      5000,
    );
  });
});
