// A program spec: rejects (exit 1) a patch that adds a TODO, naming the line as its witness.
import { readFileSync } from 'node:fs';

const patch = readFileSync(process.argv[2], 'utf8');
let file = null;
let line = 0;
for (const text of patch.split('\n')) {
  if (text.startsWith('+++ ')) file = text.slice(4).replace(/^b\//, '');
  else if (text.startsWith('@@')) line = Number(/\+(\d+)/.exec(text)[1]) - 1;
  else if (text.startsWith('+')) {
    line++;
    if (text.includes('TODO')) {
      console.log(JSON.stringify({ witness: { path: file, line }, message: 'a TODO was added' }));
      process.exit(1);
    }
  } else if (!text.startsWith('-')) line++;
}
process.exit(0);
