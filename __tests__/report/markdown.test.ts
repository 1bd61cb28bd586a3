import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  Prose,
  ZWJ,
  byteLength,
  code,
  codeBlock,
  codeSpan,
  details,
  escapeHtml,
  escapeMarkdown,
  link,
  prose,
  safeCode,
  shortDigest,
  table,
  tableCell,
  truncateText,
} from '../../src/report/markdown.js';
import { truncateUtf8 } from '../../src/adapters/checks.js';
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

describe('Prose: the product’s own markdown with untrusted values in it', () => {
  it('keeps the product’s backticks as code and escapes every value', () => {
    const value = '`rm -rf` @octocat <b>';
    const p = prose`Grant \`checks: write\` for ${value} in ${code('src/a.py')}.`;
    expect(p.markdown()).toContain('Grant `checks: write` for');
    expect(p.markdown()).not.toContain('\\`checks');
    expect(p.markdown()).toContain('\\`rm \\-rf\\` @\u200doctocat &lt;b&gt;');
    expect(p.markdown()).toContain('in `src/a.py`.');
    expect(p.text()).toBe('Grant `checks: write` for `rm -rf` @octocat <b> in src/a.py.');
  });

  it('puts a value in a code span only when it is plain', () => {
    expect(safeCode('fixtures/codec/inputs/words.txt')).toBe('`fixtures/codec/inputs/words.txt`');
    for (const hostile of HOSTILE) {
      const out = safeCode(hostile);
      expect(out.startsWith('`')).toBe(false);
      expect(noLiveMention(out)).toBe(true);
    }
    expect(Prose.join(['a', code('b c')], ', ').markdown()).toBe('a, b c');
  });
});

describe('codeBlock', () => {
  it('shows output verbatim in a fence longer than any backtick run inside', () => {
    const out = codeBlock('a ``` b\n````\ndone');
    expect(out.startsWith('`````text\n')).toBe(true);
    expect(out.endsWith('\n`````\n')).toBe(true);
  });

  it('drops only what cannot be shown: controls and bidirectional overrides become U+FFFD', () => {
    const out = codeBlock('\u001b[31mred\r\nok\u202e');
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202e]/);
    expect(out).toBe('```text\n\ufffd[31mred\nok\ufffd\n```\n');
  });

  it('a fenced excerpt round-trips byte for byte: no invisible character is added', () => {
    // What a failing test prints: headings, mentions, issue refs, URLs, workflow-command look-alikes.
    const printed = [
      '# Title of the failing document',
      '@octocat see https://example.com/a#b and www.example.com, #12, GH-3',
      '::error::not a command here',
      '  :: indented',
      'a ``` run of backticks, tabs\tand “unicode” ✓',
    ].join('\n');
    const out = codeBlock(printed);
    const fence = /^(`+)text\n/.exec(out)?.[1] as string;
    const body = out.slice(fence.length + 'text\n'.length, out.length - fence.length - 2);
    expect(Buffer.from(body, 'utf8').equals(Buffer.from(printed, 'utf8'))).toBe(true);
    expect(out).not.toMatch(/[\u200b-\u200d]/);
  });

  it('a fence stays closed whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const lines = codeBlock(text).split('\n');
        const open = /^(`{3,})text$/.exec(lines[0] ?? '')?.[1] as string;
        expect(open).toBeDefined();
        // Inside, no line can close it: a closing fence is at least as long, of backticks only.
        const body = lines.slice(1, -2);
        for (const l of body) expect(new RegExp(`^ {0,3}\`{${open.length},}\\s*$`).test(l)).toBe(false);
        expect(lines.at(-2)).toBe(open);
      }),
    );
  });
});

describe('digests and references', () => {
  it('shortens digests to 12 characters', () => {
    expect(shortDigest(`sha256:${'ab'.repeat(32)}`)).toBe('abababababab');
    expect(shortDigest('c'.repeat(40))).toBe('cccccccccccc');
    expect(shortDigest('short')).toBe('short');
  });

  it('neutralises GH-<n> references after escaping', () => {
    expect(escapeMarkdown('GH-45')).toBe(`GH\\-${ZWJ}45`);
    expect(escapeMarkdown('see gh-7')).toContain(`gh\\-${ZWJ}7`);
  });
});
