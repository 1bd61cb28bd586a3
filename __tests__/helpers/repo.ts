/** Real git repositories in temp folders, for integration tests. */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from './tmp.js';

export type Files = Record<string, string | null | { symlink: string } | Buffer>;

export class TestRepo {
  readonly dir: string;

  constructor(prefix = 'gate-it-') {
    // Removed with everything in it after the test file's tests (./tmp.ts).
    const parent = tempDir(prefix);
    // Tests have user programs leave markers beside the repository; with the sandbox those programs
    // run as another OS user, so this test-owned folder is writable to all (sticky, like /tmp).
    chmodSync(parent, 0o1777);
    this.dir = join(parent, 'repo');
    mkdirSync(this.dir);
    this.git('init', '-q', '-b', 'main');
    this.git('config', 'user.email', 'test@example.com');
    this.git('config', 'user.name', 'test');
    this.git('config', 'commit.gpgsign', 'false');
  }

  git(...args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  }

  /** Writes files (null deletes, {symlink} links) and commits them; returns the new sha. */
  commit(files: Files, message = 'change'): string {
    this.write(files);
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  write(files: Files): void {
    for (const [rel, content] of Object.entries(files)) {
      const path = join(this.dir, rel);
      if (content === null) {
        rmSync(path, { force: true });
        continue;
      }
      mkdirSync(dirname(path), { recursive: true });
      rmSync(path, { force: true });
      if (typeof content === 'object' && !Buffer.isBuffer(content)) symlinkSync(content.symlink, path);
      else {
        writeFileSync(path, content);
        if (/\.(sh|py|mjs|js)$/.test(rel)) chmodSync(path, 0o755);
      }
    }
  }

  checkout(rev: string, branch: string): void {
    this.git('checkout', '-q', '-B', branch, rev);
    this.git('clean', '-fdxq', '-e', '.gate');
  }
}
