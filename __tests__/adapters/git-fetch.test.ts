/**
 * The base commit's fetch with the job token (src/adapters/git.ts fetchCommit): a workflow that checks
 * out with `persist-credentials: false` keeps the token out of `.git/config`, where the code under test
 * could read it, and the gate still fetches a missing base from a private repository by giving git the
 * token for that one command, in its environment. Exercised over real HTTP: the remote is a local
 * server that records the headers of git's first request (and then refuses it).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchCommit } from '../../src/adapters/git.js';
import { TestRepo } from '../helpers/repo.js';

describe('fetchCommit with the job token', () => {
  /** The Authorization headers of each request, as sent (Node keeps only the first of duplicates). */
  const seen: string[][] = [];
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const auth: string[] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        if (req.rawHeaders[i]?.toLowerCase() === 'authorization') auth.push(req.rawHeaders[i + 1] ?? '');
      seen.push(auth);
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no such repository\n');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const repoWithOrigin = (persisted?: string): TestRepo => {
    const repo = new TestRepo('gate-fetch-');
    repo.commit({ 'a.txt': 'a\n' }, 'base');
    repo.git('remote', 'add', 'origin', `${url}/acme/app.git`);
    if (persisted !== undefined) repo.git('config', '--local', `http.${url}/.extraheader`, persisted);
    return repo;
  };
  const SHA = 'a'.repeat(40);
  const basic = (token: string) =>
    `basic ${Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')}`;

  it('sends the token as actions/checkout would, once, and writes it nowhere', async () => {
    seen.length = 0;
    const repo = repoWithOrigin();
    await expect(fetchCommit(repo.dir, SHA, { serverUrl: url, token: 'ghs_secret1' })).rejects.toThrow();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toEqual([basic('ghs_secret1')]);
    expect(readFileSync(join(repo.dir, '.git', 'config'), 'utf8')).not.toContain('x-access-token');
  });

  it('a header a checkout persisted is not sent beside it', async () => {
    seen.length = 0;
    const repo = repoWithOrigin(`AUTHORIZATION: ${basic('ghs_persisted')}`);
    await expect(fetchCommit(repo.dir, SHA, { serverUrl: url, token: 'ghs_secret2' })).rejects.toThrow();
    expect(seen[0]).toEqual([basic('ghs_secret2')]);
  });

  it('without a token, nothing is added (a public repository, or `gate run` on a machine)', async () => {
    seen.length = 0;
    const repo = repoWithOrigin();
    await expect(fetchCommit(repo.dir, SHA)).rejects.toThrow();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toEqual([]);
  });
});
