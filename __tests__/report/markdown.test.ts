import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  ZWJ,
  byteLength,
  codeSpan,
  details,
  escapeHtml,
  escapeMarkdown,
  link,
  table,
  tableCell,
  truncateText,
  truncateUtf8,
} from '../../src/report/markdown.js';
import { cellsOf, noLiveMention } from './trace-fixture.js';

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '@octocat please look',
  'cc @github/security-team',
  '[x](http://evil)',
  '![img](https://evil/x.png)',
  '<https://evil>',
  'see https://evil.example/path and www.evil.example',
  'mail me: someone@example.com',
  '| a | b |',
  '```\ncode\n```',
  'line one\nline two\r\nline three\rfour',
  'fixes #123 and GH-45 and owner/repo#9',
  '&lt;b&gt; &amp; &#x3C;',
  '`inline` **bold** _it_ ~~strike~~ $x^2$',
  '# heading',
  '1. item',
  '- item',
  '> quote',
  '\\| escaped pipe \\',
  'bidi \u202e evil \u2066 and NUL \u0000 and \u2028 sep',
  '[^1]: footnote',
];

describe('escapeMarkdown', () => {
  it.each(HOSTILE)('neutralises %j', (input) => {
    const out = escapeMarkdown(input);
    expect(out).not.toMatch(/[<>\r\n\u2028\u2029\u0085]/);
    expect(noLiveMention(out)).toBe(true);
    expect(out).not.toMatch(/https?:\/\//);
    expect(out).not.toMatch(/www\./i);
    expect(out).not.toMatch(/\]\(/); // no link or image syntax
    expect(out).not.toMatch(/#\d/); // no issue reference
    expect(out).not.toMatch(/(^|[^\\])`/); // every backtick escaped
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u0000]/);
    // Inside a table row it stays one cell.
    expect(cellsOf(`| ${tableCell(out)} | x |`)).toHaveLength(2);
  });

  it('keeps ordinary text readable', () => {
    expect(escapeMarkdown('src/parser.py')).toBe('src/parser\\.py');
    expect(escapeMarkdown('plain words')).toBe('plain words');
    expect(escapeMarkdown('naïve 日本語 🎉')).toBe('naïve 日本語 🎉');
  });

  it('mentions, issue refs and URLs get a zero-width joiner', () => {
    expect(escapeMarkdown('@octocat')).toBe(`@${ZWJ}octocat`);
    expect(escapeMarkdown('#123')).toBe(`\\#${ZWJ}123`);
    expect(escapeMarkdown('http://evil')).toBe(`http\\:${ZWJ}//evil`);
  });

  it('entities are shown, not decoded', () => {
    expect(escapeMarkdown('&lt;')).toBe('&amp;lt;');
    expect(escapeMarkdown('<b>')).toBe('&lt;b&gt;');
  });

  it('property: no <, no live @, no line break, and one table cell, for any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        (s) => {
          const out = escapeMarkdown(s);
          expect(out).not.toMatch(/[<\r\n\u2028\u2029\u0085]/);
          expect(noLiveMention(out)).toBe(true);
          expect(cellsOf(`| ${tableCell(out)} |`)).toHaveLength(1);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: every string made of markdown-significant characters stays one cell, no tag, no mention', () => {
    const alphabet = fc.constantFrom(...'<>@#|`\\[]()!*_~\n\r&:/w.h1 '.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (chars) => {
        const out = escapeMarkdown(chars.join(''));
        expect(out).not.toMatch(/[<\n\r]/);
        expect(noLiveMention(out)).toBe(true);
        expect(cellsOf(`| ${tableCell(out)} |`)).toHaveLength(1);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('escapeHtml', () => {
  it('escapes tags, quotes and entities and breaks mentions', () => {
    const out = escapeHtml(`<a href="x">'@octocat'</a> &amp;\n#1`);
    expect(out).not.toMatch(/[<>"'\n]/);
    expect(noLiveMention(out)).toBe(true);
    expect(out).toContain('&amp;amp;');
  });
});

describe('codeSpan', () => {
  it('wraps plain text', () => {
    expect(codeSpan('NO_RECORD')).toBe('`NO_RECORD`');
  });

  it('uses a longer fence than any backtick run inside, and pads edge backticks', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('```')).toBe('```` ``` ````');
    expect(codeSpan('`x')).toBe('`` `x ``');
  });

  it('has no line break, and stays one cell in a table', () => {
    const span = codeSpan('a\nb | c');
    expect(span).not.toMatch(/\n/);
    expect(cellsOf(`| ${tableCell(span)} | x |`)).toHaveLength(2);
  });

  it('handles the empty string', () => {
    expect(codeSpan('')).toBe('` `');
  });
});

describe('table', () => {
  it('renders header, delimiter and rows, padded to the header width', () => {
    expect(table(['a', 'b'], [['1', '2'], ['3']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 |   |\n');
  });

  it('a hostile cell neither adds a column nor a row', () => {
    const hostile = ['| a | b |', 'x\ny', '`|`', 'back\\'];
    const out = table(
      ['one', 'two'],
      [hostile.map(escapeMarkdown).slice(0, 2), [codeSpan(hostile[2]!), hostile[3]!]],
    );
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(cellsOf(line)).toHaveLength(2);
  });

  it('a raw pipe in a cell is escaped', () => {
    expect(tableCell('a|b')).toBe('a\\|b');
    expect(tableCell('a\\|b')).toBe('a\\|b');
    expect(tableCell('a\\\\|b')).toBe('a\\\\\\|b');
  });
});

describe('details', () => {
  it('escapes the summary and closes the block after a blank line', () => {
    const out = details('<b>@octocat</b>', '| a |\n| --- |\n| 1 |\n');
    expect(out.startsWith('<details><summary>&lt;b&gt;@\u200doctocat&lt;/b&gt;</summary>\n\n')).toBe(true);
    expect(out.endsWith('| 1 |\n\n</details>\n')).toBe(true);
    expect(out.match(/<details>/g)).toHaveLength(1);
    expect(out.match(/<\/details>/g)).toHaveLength(1);
  });
});

describe('link', () => {
  it('links https URLs only, and escapes the text', () => {
    expect(link('run', 'https://github.com/o/r/actions/runs/1')).toBe(
      '[run](https://github.com/o/r/actions/runs/1)',
    );
    expect(link('[x]', 'javascript:alert(1)')).toBe('\\[x\\]');
    expect(link('x', 'https://evil/a)b')).toBe('x');
    expect(link('x', 'http://plain')).toBe('x');
    expect(link('x', undefined)).toBe('x');
  });
});

describe('byte helpers', () => {
  it('byteLength counts UTF-8 bytes', () => {
    expect(byteLength('a')).toBe(1);
    expect(byteLength('é')).toBe(2);
    expect(byteLength('日')).toBe(3);
    expect(byteLength('🎉')).toBe(4);
  });

  it('truncateUtf8 never splits a code point', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(64), (s, n) => {
        const cut = truncateUtf8(s, n);
        expect(byteLength(cut)).toBeLessThanOrEqual(n);
        expect(s.startsWith(cut)).toBe(true);
        expect(cut).not.toMatch(/[\ud800-\udbff]$/);
        expect(Buffer.from(cut, 'utf8').toString('utf8')).toBe(cut);
      }),
    );
  });

  it('truncateText cuts code points and marks the cut', () => {
    expect(truncateText('abcdef', 4)).toBe('abc…');
    expect(truncateText('🎉🎉🎉', 2)).toBe('🎉…');
    expect(truncateText('abc', 3)).toBe('abc');
  });
});
