/**
 * What the action loads before it does any work. The bundle (`dist/index.js`) keeps each mode, the
 * GitHub client and the trace schema in chunks loaded on first use, so a step that fails on its inputs
 * or its runner environment must do so with the entry file alone. The test copies only the entry (and
 * its package.json) to a folder of its own: if start-up imported any chunk, the step would crash with
 * a module-not-found error instead of naming what is wrong.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DIST = join(process.cwd(), 'dist');

function runEntry(dir: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [join(dir, 'index.js')], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
}

describe('action start-up', () => {
  it('the entry file holds neither the GitHub client, the trace schema compiler nor the grading core', () => {
    expect(readdirSync(DIST).filter((f) => /^\d+\.index\.js$/.test(f)).length).toBeGreaterThan(0);
    const entry = readFileSync(join(DIST, 'index.js'), 'utf8');
    expect(entry).not.toContain('octokit-core.js'); // Octokit's user agent
    expect(entry).not.toContain('schema is invalid'); // Ajv's compile error
    expect(entry).not.toContain('PROPERTY_NOT_FALSIFIABLE'); // the stages and the report
  });

  it.each([
    ['no event name', { INPUT_MODE: 'gate' }, '::error::GITHUB_EVENT_NAME'],
    ['an unknown mode', { INPUT_MODE: 'grade', GITHUB_EVENT_NAME: 'pull_request' }, '::error::'],
  ])('fails fast on %s with the entry file alone', (_name, env, expected) => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-startup-'));
    try {
      copyFileSync(join(DIST, 'index.js'), join(dir, 'index.js'));
      copyFileSync(join(DIST, 'package.json'), join(dir, 'package.json'));
      const alone = runEntry(dir, env);
      const full = runEntry(DIST, env);
      expect(alone.stderr).not.toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND/);
      expect(alone.status).toBe(1);
      expect(alone.stdout).toContain(expected);
      // The same words as the whole bundle prints: nothing was skipped to get here.
      expect(alone.stdout).toBe(full.stdout);
      expect(full.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
