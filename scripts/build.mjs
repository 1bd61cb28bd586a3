// Bundles the two entries with @vercel/ncc into the committed dist/:
//   dist/index.js (+ chunks)  the action, named by action.yml
//   dist/cli/                 the CLI bundle; its subcommands are lazily loaded chunks
//   dist/cli.js               the `gate` bin: a two-line launcher for dist/cli/index.js
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
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
mkdirSync(dist);
bundle('src/index.ts', dist, ['--license', 'licenses.txt']);
bundle('src/cli.ts', join(dist, 'cli'));
writeFileSync(join(dist, 'cli.js'), "#!/usr/bin/env node\nimport './cli/index.js';\n");
chmodSync(join(dist, 'cli.js'), 0o755);
console.log('dist/ rebuilt');
