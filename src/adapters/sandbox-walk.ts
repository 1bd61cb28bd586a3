/**
 * The privileged file walk of the sandbox (src/adapters/sandbox.ts) as source text, run by `node -e`
 * as root or under `sudo`, so both ways share one implementation that never follows a link.
 */
export const WALKER = String.raw`'use strict';
// The gate's privileged file walk (src/adapters/sandbox.ts), run as root or under sudo. It works on
// descriptors, never on names resolved twice: every folder is opened with O_NOFOLLOW|O_DIRECTORY and
// its entries are reached through /proc/self/fd/<folder>/<name>, so a folder swapped for a link
// during the walk is refused (ELOOP/ENOTDIR), never followed; every change is made with fchown /
// fchmod on the descriptor that was opened and checked (a regular file with one name, of the expected
// owner), so what is changed is what was checked.
const fs = require('fs');
const C = fs.constants;
const job = JSON.parse(process.argv[process.argv.length - 1]);
const DIR = C.O_RDONLY | C.O_NOFOLLOW | C.O_DIRECTORY;
const NODE = C.O_RDONLY | C.O_NOFOLLOW | C.O_NONBLOCK | C.O_NOCTTY;
const at = (fd, name) => '/proc/self/fd/' + fd + '/' + name;
const out = { modes: [], refused: [] };
const openAt = (fd, name, flags, p) => {
  try {
    return fs.openSync(fd === null ? name : at(fd, name), flags);
  } catch (e) {
    out.refused.push(p + ' (' + (e && e.code) + ')');
    return null;
  }
};
const entries = (fd) => fs.readdirSync('/proc/self/fd/' + fd);
const lstatAt = (fd, name) => {
  try {
    return fs.lstatSync(at(fd, name));
  } catch {
    return null;
  }
};

function grantDir(fd, p, top) {
  const st = fs.fstatSync(fd);
  if (!st.isDirectory() || st.uid !== job.owner) return void out.refused.push(p + ' (not the gate’s folder)');
  const sticky = job.sticky.includes(p);
  if (top || sticky) out.modes.push({ path: p, mode: st.mode & 0o7777 });
  fs.fchownSync(fd, -1, job.gid);
  fs.fchmodSync(fd, (st.mode & 0o7777) | 0o2070 | (sticky ? 0o1000 : 0));
  for (const name of entries(fd)) {
    const cp = p + '/' + name;
    if (name === '.git' || job.skip.includes(cp)) continue;
    const l = lstatAt(fd, name);
    if (l === null || l.isSymbolicLink()) continue;
    if (l.isDirectory()) {
      const c = openAt(fd, name, DIR, cp);
      if (c === null) continue;
      try {
        grantDir(c, cp, false);
      } finally {
        fs.closeSync(c);
      }
    } else if (l.isFile()) {
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
        fs.fchmodSync(c, (s.mode & 0o7777) | 0o060 | ((s.mode & 0o100) !== 0 ? 0o010 : 0));
      } finally {
        fs.closeSync(c);
      }
    }
  }
}

const theirs = (s) => job.uids.includes(s.uid) || s.gid === job.gid;

function giveBackDir(fd, p) {
  const st = fs.fstatSync(fd);
  if (theirs(st)) fs.fchownSync(fd, job.toUid, job.toGid);
  for (const name of entries(fd)) {
    const cp = p + '/' + name;
    if (name === '.git') continue;
    const l = lstatAt(fd, name);
    if (l === null) continue;
    if (l.isDirectory()) {
      const c = openAt(fd, name, DIR, cp);
      if (c === null) continue;
      try {
        giveBackDir(c, cp);
      } finally {
        fs.closeSync(c);
      }
    } else if (theirs(l)) {
      if (l.isSymbolicLink() || l.isSocket()) {
        // Cannot be opened; lchown changes the entry itself, in the folder that was opened.
        try {
          fs.lchownSync(at(fd, name), job.toUid, job.toGid);
        } catch {}
        continue;
      }
      const c = openAt(fd, name, NODE, cp);
      if (c === null) continue;
      try {
        if (theirs(fs.fstatSync(c))) fs.fchownSync(c, job.toUid, job.toGid);
      } finally {
        fs.closeSync(c);
      }
    }
  }
}

for (const root of job.roots) {
  const fd = openAt(null, root, DIR, root);
  if (fd === null) continue;
  try {
    if (job.op === 'grant') grantDir(fd, root, true);
    else giveBackDir(fd, root);
  } finally {
    fs.closeSync(fd);
  }
}
process.stdout.write(JSON.stringify(out));
`;
