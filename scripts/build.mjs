// Bundles the two entries with @vercel/ncc into the committed dist/:
//   dist/index.js (+ chunks)  the action, named by action.yml
//   dist/cli.js               the `gate` bin: the CLI bundle's entry (classify included)
//   dist/cli/                 its subcommands, lazily loaded chunks
// `node scripts/build.mjs --out DIR` builds into DIR instead (the package test packs a temporary copy,
// so the committed dist/ is not touched).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outAt = process.argv.indexOf('--out');
const dist = outAt > 0 && process.argv[outAt + 1] ? resolve(process.argv[outAt + 1]) : join(root, 'dist');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');

function bundle(entry, out, extra = []) {
  execFileSync(
    process.execPath,
    [ncc, 'build', entry, '-o', out, '--target', 'es2022', '--quiet', ...extra],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
// `--cli-only`: the npm package ships the CLI alone (the action runs from the repository's dist/).
if (!process.argv.includes('--cli-only')) bundle('src/index.ts', dist, ['--license', 'licenses.txt']);
bundle('src/cli.ts', join(dist, 'cli'));
// The entry moves up to dist/cli.js, so a cold `gate classify` loads one module rather than a
// launcher and the entry; its chunks stay in dist/cli/, where the chunk loader is pointed.
const entry = join(dist, 'cli', 'index.js');
const text = readFileSync(entry, 'utf8');
const load = 'import("./" + __nccwpck_require__.u(chunkId))';
if (text.split(load).length !== 2) throw new Error(`build: the chunk loader of ${entry} changed shape`);
const shebang = text.startsWith('#!') ? '' : '#!/usr/bin/env node\n';
writeFileSync(join(dist, 'cli.js'), shebang + text.replace(load, load.replace('"./"', '"./cli/"')));
rmSync(entry);
chmodSync(join(dist, 'cli.js'), 0o755);
console.log('dist/ rebuilt');
