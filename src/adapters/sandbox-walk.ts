/**
 * The privileged file walk of the sandbox (src/adapters/sandbox.ts) as source text, run by `node -e`
 * as root or under `sudo`, so both ways share one implementation that never follows a link. A walk of
 * one part as root runs the same text in the gate's own process ({@link walkInProcess}): a `node` of
 * its own cost about 35 ms of the run's thread per walk, two walks a run.
 */
import * as childProcess from 'node:child_process';
import * as fs from 'node:fs';

/**
 * How a script written for `node -e SCRIPT ARG` runs inside a process that is already running, as
 * source text (the gate runs it here; the sudo path's command server, src/adapters/privileged.ts,
 * runs the same text as root): `(script, arg, require) => {status, stdout, stderr}`. The script gets
 * a `process` of its own for what it reads and writes (argv, stdout, stderr, exitCode); its working
 * folder moves (the walk names entries relative to a folder's descriptor) and is put back before this
 * returns, whatever happens. Only for a script that finishes synchronously (a walk of one part: it
 * starts no process of its own), so nothing else of the process's runs meanwhile.
 */
export const RUN_IN_PROCESS = String.raw`(script, arg, require) => {
  let stdout = '';
  let stderr = '';
  let exitCode = 0;
  const shim = {
    argv: [process.execPath, arg],
    execPath: process.execPath,
    execArgv: [],
    chdir: (dir) => process.chdir(dir),
    stdout: { write: (text) => ((stdout += text), true) },
    stderr: { write: (text) => ((stderr += text), true) },
    get exitCode() { return exitCode; },
    set exitCode(code) { exitCode = code; },
  };
  const cwd = process.cwd();
  try {
    new Function('require', 'process', script)(require, shim);
  } catch (err) {
    return { status: 1, signal: null, error: null, stdout, stderr: stderr + String((err && err.stack) || err) };
  } finally {
    process.chdir(cwd);
  }
  return { status: exitCode, signal: null, error: null, stdout, stderr };
}`;

/** {@link RUN_IN_PROCESS}, in the gate's process. */
const runInProcess = new Function(`return ${RUN_IN_PROCESS}`)() as (
  script: string,
  arg: string,
  require: (name: string) => unknown,
) => { status: number; stdout: string; stderr: string };

/**
 * Runs {@link WALKER} in this process for `job` (of one part: no other process is started) and gives
 * back what it prints; a walk that fails throws, as the process of its own exits non-zero.
 */
export function walkInProcess(job: Record<string, unknown>): string {
  const modules: Record<string, unknown> = { fs, child_process: childProcess };
  const r = runInProcess(WALKER, JSON.stringify({ ...job, parts: 1 }), (name) => {
    if (!(name in modules)) throw new Error(`the sandbox walk asked for ${name}`);
    return modules[name];
  });
  if (r.status !== 0 || r.stdout === '')
    throw new Error(r.stderr.trim().split('\n')[0] || 'the sandbox walk gave no account');
  return r.stdout;
}

export const WALKER = String.raw`'use strict';
// The gate's privileged file walk (src/adapters/sandbox.ts), run as root or under sudo. It works on
// descriptors, never on names resolved twice: every folder is opened with O_NOFOLLOW|O_DIRECTORY and
// its entries are reached from that descriptor — the walk's working folder is set to it (a chdir to
// /proc/self/fd/<folder>, once per folder) and each entry is named relative to it, as openat(2) would
// name it — so a folder swapped for a link during the walk is refused (ELOOP/ENOTDIR), never
// followed; every change is made with fchown / fchmod on the descriptor that was opened and checked
// (a regular file with one name, of the expected owner), so what is changed is what was checked.
// (Node has no openat: a path through /proc/self/fd/<folder>/<name> for each entry did the same at
// a third more time per file, the magic link resolved again each time.)
const fs = require('fs');
const C = fs.constants;
const job = JSON.parse(process.argv[process.argv.length - 1]);
// A large tree is walked by several processes at once (job.parts, at most 4), each changing the
// entries whose path hashes to its part: every part opens every folder, so each checks what it
// changes on its own descriptors. The first part is this process; it starts the others and merges
// their accounts. Without job.part this is the first.
const of = job.part === undefined ? Math.max(1, Math.min(4, job.parts | 0)) : job.of;
const part = job.part === undefined ? 0 : job.part;
const mine = (p) => {
  if (of === 1) return true;
  let h = 0x811c9dc5;
  for (let i = 0; i < p.length; i++) h = Math.imul(h ^ p.charCodeAt(i), 0x01000193);
  return (h >>> 0) % of === part;
};
const DIR = C.O_RDONLY | C.O_NOFOLLOW | C.O_DIRECTORY;
const NODE = C.O_RDONLY | C.O_NOFOLLOW | C.O_NONBLOCK | C.O_NOCTTY;
// The folder descriptor the working folder was last set to; reset whenever a folder descriptor is
// closed, since its number is then free to name another folder.
let here = null;
const at = (fd, name) => {
  if (here !== fd) {
    here = null;
    process.chdir('/proc/self/fd/' + fd);
    here = fd;
  }
  return name;
};
const closeDir = (fd) => {
  if (here === fd) here = null;
  fs.closeSync(fd);
};
const out = { modes: [], refused: [] };
// The hand-back puts every entry's mode back as it was: the group bits the grant added do not
// outlive the run. It takes off what the grant adds to a usual mode (group write; on a folder also
// set-group-id and sticky) — 644 and 755 come back as they were — and the grant records the entries
// that rule would not restore (a mode that already had group write, a private one: 600, 700) with
// their mode (job.record: a path prefix in a folder only the gate reaches; each part writes
// <prefix>.<part>), read back by the hand-back (job.records). A checkout made with umask 022 needs no
// record at all.
const ruleBack = (mode, dir) => mode & ~(dir ? 0o3020 : 0o020);
const changedModes = [];
const restore = new Map();
if (job.op === 'giveBack') {
  for (const prefix of job.records || []) {
    for (let k = 0; ; k++) {
      let text;
      try {
        text = fs.readFileSync(prefix + '.' + k, 'utf8');
      } catch (e) {
        if (e && e.code === 'ENOENT') break;
        throw e;
      }
      for (const [p, mode] of JSON.parse(text)) if (mine(p)) restore.set(p, mode);
    }
  }
}
/** Puts back the mode the grant found on the run's entry at path p (fd open on it, st its fstat). */
const putBack = (fd, st, p) => {
  const was = restore.get(p);
  const mode =
    was !== undefined && (st.mode & 0o170000) === (was & 0o170000)
      ? was & 0o7777
      : ruleBack(st.mode & 0o7777, st.isDirectory());
  if (mode !== (st.mode & 0o7777)) fs.fchmodSync(fd, mode);
};
const openAt = (fd, name, flags, p) => {
  try {
    return fs.openSync(fd === null ? name : at(fd, name), flags);
  } catch (e) {
    if (mine(p)) out.refused.push(p + ' (' + (e && e.code) + ')');
    return null;
  }
};
// Entries with the type the folder records for them (d_type), so a walk of a large tree makes one
// call per file fewer: the type only chooses how an entry is opened, and what is opened is checked
// again on its descriptor. A file system that records no type gets an lstat, as does an entry that
// cannot be opened (a link, a socket), whose owner the hand-back needs.
const entries = (fd) => fs.readdirSync('/proc/self/fd/' + fd, { withFileTypes: true });
const lstatAt = (fd, name) => {
  try {
    return fs.lstatSync(at(fd, name));
  } catch {
    return null;
  }
};
const KNOWN = ['isFile', 'isDirectory', 'isSymbolicLink', 'isFIFO', 'isSocket', 'isBlockDevice', 'isCharacterDevice'];
/** The entry's type from the folder, or from an lstat where the folder records none (null: gone). */
const typeOf = (fd, d) => (KNOWN.some((k) => d[k]()) ? d : lstatAt(fd, d.name));

function grantDir(fd, p, top) {
  const st = fs.fstatSync(fd);
  const own = mine(p);
  if (!st.isDirectory() || st.uid !== job.owner) {
    if (own) out.refused.push(p + ' (not the gate’s folder)');
    return;
  }
  const sticky = job.sticky.includes(p);
  if (own) {
    if (top || sticky) out.modes.push({ path: p, mode: st.mode & 0o7777 });
    fs.fchownSync(fd, -1, job.gid);
    const mode = (st.mode & 0o7777) | 0o2070 | (sticky ? 0o1000 : 0);
    fs.fchmodSync(fd, mode);
    if (ruleBack(mode, true) !== (st.mode & 0o7777)) changedModes.push([p, st.mode]);
  }
  for (const d of entries(fd)) {
    const name = d.name;
    const cp = p + '/' + name;
    if (name === '.git' || job.skip.includes(cp)) continue;
    const l = typeOf(fd, d);
    if (l === null || l.isSymbolicLink()) continue;
    if (l.isDirectory()) {
      const c = openAt(fd, name, DIR, cp);
      if (c === null) continue;
      try {
        grantDir(c, cp, false);
      } finally {
        closeDir(c);
      }
    } else if (l.isFile() && mine(cp)) {
      const c = openAt(fd, name, NODE, cp);
      if (c === null) continue;
      try {
        const s = fs.fstatSync(c);
        // One name only: a hard link to a file elsewhere is not the checkout's to grant.
        if (!s.isFile() || s.nlink !== 1 || s.uid !== job.owner) {
          out.refused.push(cp + ' (not a file of the gate’s with one name)');
          continue;
        }
        fs.fchownSync(c, -1, job.gid);
        const mode = (s.mode & 0o7777) | 0o060 | ((s.mode & 0o100) !== 0 ? 0o010 : 0);
        fs.fchmodSync(c, mode);
        if (ruleBack(mode, false) !== (s.mode & 0o7777)) changedModes.push([cp, s.mode]);
      } finally {
        fs.closeSync(c);
      }
    }
  }
}

const theirs = (s) => job.uids.includes(s.uid) || s.gid === job.gid;

/** An entry that can be opened, handed back if its descriptor shows it is the run's. */
function handBack(fd, name, cp) {
  const c = openAt(fd, name, NODE, cp);
  if (c === null) return;
  try {
    const st = fs.fstatSync(c);
    if (!theirs(st)) return;
    fs.fchownSync(c, job.toUid, job.toGid);
    putBack(c, st, cp);
  } finally {
    fs.closeSync(c);
  }
}

function giveBackDir(fd, p) {
  const st = fs.fstatSync(fd);
  if (theirs(st) && mine(p)) {
    fs.fchownSync(fd, job.toUid, job.toGid);
    putBack(fd, st, p);
  }
  for (const d of entries(fd)) {
    const name = d.name;
    const cp = p + '/' + name;
    if (name === '.git') continue;
    const t = typeOf(fd, d);
    if (t === null) continue;
    if (t.isDirectory()) {
      const c = openAt(fd, name, DIR, cp);
      if (c === null) continue;
      try {
        giveBackDir(c, cp);
      } finally {
        closeDir(c);
      }
    } else if (!mine(cp)) {
      continue;
    } else if (t.isFile()) {
      // Opened and checked on its descriptor: no lstat first (after a grant nearly every file is the
      // run's). A name swapped for a link meanwhile is refused by O_NOFOLLOW.
      handBack(fd, name, cp);
    } else {
      const l = lstatAt(fd, name);
      if (l === null || !theirs(l)) continue;
      if (l.isSymbolicLink() || l.isSocket()) {
        // Cannot be opened; lchown changes the entry itself, in the folder that was opened.
        try {
          fs.lchownSync(at(fd, name), job.toUid, job.toGid);
        } catch {}
        continue;
      }
      handBack(fd, name, cp);
    }
  }
}

// The other parts, started before this one walks (each prints its own account, or fails).
const others = [];
if (job.part === undefined) {
  const { spawn } = require('child_process');
  for (let k = 1; k < of; k++) {
    const child = spawn(process.execPath, [...process.execArgv, JSON.stringify({ ...job, part: k, of })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    others.push(
      new Promise((done, failed) => {
        child.on('error', failed);
        child.on('close', (code, signal) =>
          code === 0 ? done(Buffer.concat(chunks).toString('utf8')) : failed(new Error('part ' + k + ' exited ' + (code ?? signal))),
        );
      }),
    );
  }
}
for (const root of job.roots) {
  const fd = openAt(null, root, DIR, root);
  if (fd === null) continue;
  try {
    if (job.op === 'grant') grantDir(fd, root, true);
    else giveBackDir(fd, root);
  } finally {
    closeDir(fd);
  }
}
if (job.op === 'grant' && typeof job.record === 'string') {
  fs.writeFileSync(job.record + '.' + part, JSON.stringify(changedModes), { flag: 'wx', mode: 0o600 });
}
const finish = (texts) => {
  for (const t of texts) {
    const o = JSON.parse(t);
    out.modes.push(...o.modes);
    out.refused.push(...o.refused);
  }
  process.stdout.write(JSON.stringify(out));
};
// One part: the account is printed before the walk returns (run in the gate's own process, it is
// read as soon as the script's function returns).
if (others.length === 0) finish([]);
else
  Promise.all(others).then(finish, (err) => {
    process.stderr.write('the sandbox walk failed: ' + err.message + '\n');
    process.exitCode = 1;
  });
`;
