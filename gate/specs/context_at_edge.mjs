// Rejects (exit 1) a patch that reads the workflow context deep inside logic: `github.context` or
// GITHUB_* environment variables anywhere in src/ but the edge modules that read them once.
import { readFileSync } from 'node:fs';

const EDGE = [
  /^src\/adapters\/context\.ts$/,
  /^src\/settings\.ts$/,
  /^src\/commands\//,
  /^src\/main\.ts$/,
  /^src\/action\//,
];
const FORBIDDEN = /\bgithub\.context\b|process\.env\.GITHUB_|process\.env\[['"]GITHUB_/;

const patch = readFileSync(process.argv[2], 'utf8');
let file = null;
let line = 0;
for (const text of patch.split('\n')) {
  if (text.startsWith('+++ ')) {
    file = text.slice(4).replace(/^b\//, '');
  } else if (text.startsWith('@@')) {
    line = Number(/\+(\d+)/.exec(text)?.[1] ?? 1) - 1;
  } else if (text.startsWith('+')) {
    line++;
    if (file?.startsWith('src/') && !EDGE.some((re) => re.test(file)) && FORBIDDEN.test(text)) {
      process.stdout.write(
        JSON.stringify({
          witness: { path: file, line },
          message: 'read the workflow context at the edge (src/adapters/context.ts)',
        }) + '\n',
      );
      process.exit(1);
    }
  } else if (!text.startsWith('-') && !text.startsWith('\\')) {
    line++;
  }
}
process.exit(0);
