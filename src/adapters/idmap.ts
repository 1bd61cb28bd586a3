/**
 * Idmapped binds (issue 30 item 4): a read-only view of a folder in which the files of one owner are
 * shown as another user's, made in constant time whatever the folder holds. The views (src/adapters/
 * views.ts) use such a bind of the checkout as their lower layer, so the run's user that a view is
 * lent to may write there (into the view's upper layer) without the gate changing the owner, group or
 * mode of a single file of the checkout: at 100,000 files the per-file grant and its hand-back cost
 * about 1.4 s of a 2.8 s run, the bind about 30 ms.
 *
 * Why hand-written, and why Python. The kernel's mount API (`open_tree`, `mount_setattr` with
 * `MOUNT_ATTR_IDMAP`, `move_mount`, Linux 5.12 and later) has no command on a stock Ubuntu runner:
 * util-linux's `mount` gained `X-mount.idmap` only in 2.39, and Node cannot make system calls. Python 3
 * is on every hosted runner image, and its `ctypes` makes the four calls in a few lines run as root
 * (directly, or through the run's privileged command server: src/adapters/privileged.ts). The user
 * namespace that carries the mapping is made by a forked child that exits once the mapping is written;
 * the mount keeps a reference to it. Where any step fails (no Python, an older kernel, a filesystem
 * that cannot be idmapped) the caller falls back to the per-file grant and the trace says why.
 *
 * The mapping is one owner and one group: files the gate owns on disk are shown as the lent user's,
 * the gate's group as the run's group; every other owner or group is shown as the overflow id (nobody)
 * and gets only what the file's mode gives others.
 */
import type { Privilege } from './sandbox.js';

/** Which on-disk owner and group a bind shows as which. */
export interface IdMapping {
  uidFrom: number;
  uidTo: number;
  gidFrom: number;
  gidTo: number;
}

/**
 * The Python program: `idmap UID_FROM UID_TO GID_FROM GID_TO SRC DST [SRC DST]…`, one user namespace
 * for every bind. Run with `-I -S` (no site, no user paths, no environment). Syscall numbers 428, 429
 * and 442 are the same on every architecture (the numbering was unified from 424 on).
 */
const SCRIPT = `
import ctypes, os, sys, time
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
def call(*a):
    r = libc.syscall(*a)
    if r < 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))
    return r
class Attr(ctypes.Structure):
    _fields_ = [("attr_set", ctypes.c_uint64), ("attr_clr", ctypes.c_uint64),
                ("propagation", ctypes.c_uint64), ("userns_fd", ctypes.c_uint64)]
uf, ut, gf, gt = (int(x) for x in sys.argv[1:5])
pairs = sys.argv[5:]
r, w = os.pipe()
pid = os.fork()
if pid == 0:
    os.close(w)
    if libc.unshare(0x10000000) != 0:
        os._exit(1)
    os.read(r, 1)
    os._exit(0)
os.close(r)
mine = os.stat("/proc/self/ns/user").st_ino
for _ in range(2000):
    if os.stat("/proc/%d/ns/user" % pid).st_ino != mine:
        break
    time.sleep(0.001)
else:
    raise OSError("the helper process made no user namespace")
with open("/proc/%d/uid_map" % pid, "w") as f:
    f.write("%d %d 1\\n" % (uf, ut))
with open("/proc/%d/setgroups" % pid, "w") as f:
    f.write("deny")
with open("/proc/%d/gid_map" % pid, "w") as f:
    f.write("%d %d 1\\n" % (gf, gt))
ns = os.open("/proc/%d/ns/user" % pid, os.O_RDONLY | os.O_CLOEXEC)
os.close(w)
os.waitpid(pid, 0)
for i in range(0, len(pairs) - 1, 2):
    fd = call(428, -100, pairs[i].encode(), 1 | os.O_CLOEXEC)
    attr = Attr(0x100000 | 0x1, 0, 0, ns)
    call(442, fd, b"", 0x1000, ctypes.byref(attr), ctypes.sizeof(attr))
    call(429, fd, b"", -100, pairs[i + 1].encode(), 4)
    os.close(fd)
`;

/**
 * Mounts at each `dst` (an empty folder) a read-only bind of its `src` whose files of `uidFrom`/`gidFrom`
 * show as `uidTo`/`gidTo`. Synchronous (one short privileged process for all of them); throws with the
 * reason it failed, after which some of the binds may be mounted (the caller unmounts every `dst`).
 */
export function idmapBinds(
  priv: Privilege,
  binds: readonly { src: string; dst: string }[],
  m: IdMapping,
): void {
  for (const v of [m.uidFrom, m.uidTo, m.gidFrom, m.gidTo])
    if (!Number.isInteger(v) || v < 0) throw new Error(`not an id: ${String(v)}`);
  if (binds.length === 0) return;
  priv.exec([
    'python3',
    '-I',
    '-S',
    '-c',
    SCRIPT,
    String(m.uidFrom),
    String(m.uidTo),
    String(m.gidFrom),
    String(m.gidTo),
    ...binds.flatMap((b) => [b.src, b.dst]),
  ]);
}
