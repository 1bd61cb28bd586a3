/**
 * The preloads of the attestation channel (src/adapters/attest.ts), as source text: the gate writes
 * them into each program run's private channel folder, so the bundle needs no extra files and no run
 * can alter the preload another run loads.
 *
 * Both follow one protocol. At start, before any code of the program or of the candidate runs, the
 * preload reads the run's nonce from stdin (a pipe the gate writes once and closes), deletes the
 * channel variable, and takes the verdict file: `GATE_ATTEST=fd:N`, the file the gate made and
 * passed open, or a folder path, where it creates `verdict` exclusively (where descriptors cannot be
 * passed). It then appends one JSON line per event it witnesses:
 *   {"v":1,"nonce":N,"kind":"exit"|"end","code":C}   the program decided C (an explicit exit / the end)
 *   {"v":1,"nonce":N,"kind":"crash","detail":D}      an uncaught exception or traceback
 *   {"v":1,"nonce":N,"kind":"tampered","detail":D}   an exit taken by the code under test, or the
 *                                                    exit machinery replaced by it
 *   {"v":1,"nonce":N,"kind":"load","files":[F…]}     repository files the program loaded (paths
 *                                                    relative to the tree root; a record, not a verdict)
 * An explicit exit counts as the program's only when the call stack holds a frame of the program's
 * own folder and none from the candidate's tree (the working directory) outside it. The first
 * decision is the one attested; whatever runs after it (exit handlers, atexit) cannot change it, and
 * the gate requires the final exit status to equal it.
 */

/**
 * Node: loaded with `--require` before the program (CommonJS or ESM) is; RECORD is `true`/`false`,
 * CWD the program's working folder as a JSON string (or `null`: it started there).
 *
 * Node resolves a `--require` path from the folder it starts in, and first through the package scope
 * there (a package.json's `name` and `exports`, "self-reference"): one the code under test wrote into
 * the tree, or into a folder above it it can write, could map the preload's path to a file of its own.
 * So the gate starts Node in the preload's own folder, whose package.json (`{}`) ends that lookup, and
 * the preload moves to the program's working folder before any of the program's code runs (once Node
 * 20's hooks thread, if one is started, has loaded its own copy from that folder).
 */
const nodePreload = (RECORD: string, CWD: string): string => String.raw`'use strict';
(() => {
  const fs = require('fs');
  const path = require('path');
  const url = require('url');
  // Into the program's working folder (the gate started Node in this preload's folder). Only the main
  // thread can: Node 20 loads this preload again in its module hooks thread, from the folder the
  // process is in when that thread starts — this folder, since the move comes after the hooks are
  // registered, and registering waits for that thread.
  const cwd = ${CWD};
  const moveToCwd = () => {
    if (cwd === null) return;
    try {
      process.chdir(cwd);
    } catch {
      // Not in its working folder, the program does not run; the gate reads that as an error.
      process.reallyExit(70);
    }
  };
  const channel = process.env.GATE_ATTEST;
  if (!channel) {
    let main = true;
    try {
      main = require('worker_threads').isMainThread;
    } catch {}
    if (main) moveToCwd();
    return;
  }
  delete process.env.GATE_ATTEST;
  // The load record of ES modules comes from load hooks. Where Node has synchronous hooks
  // (module.registerHooks: 22.15 and later, so every runner's node24) they run in this thread, each
  // recording a file of the tree as it is loaded, before any of its code runs; what they call is
  // taken here, before the program or the candidate's code can replace it. Elsewhere (Node 20) the
  // hooks run in a thread of their own; starting that thread is the costliest part of a program's
  // start (about 40 ms), so it starts first, before the nonce is read: a program the gate holds (its
  // nonce not yet written, src/adapters/proc.ts ProcSpec.hold) has paid for it by the time it is
  // released. Either way the hooks are the gate's code alone, and they learn the verdict file, the
  // nonce and the tree root once the nonce is here; until then (and forever, for a run without a
  // nonce) they record nothing.
  const MAX_LOADED = 2000;
  // Whether this run keeps a load record (ProcSpec.recordLoads, set by the gate when it writes this
  // file): without one no hooks are registered at all, and on Node 20 no hooks thread is started.
  const RECORD_LOADS = ${RECORD};
  const shared = RECORD_LOADS && typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(4 + 65536) : null;
  let hooked = null;
  let inThread = null;
  if (RECORD_LOADS) try {
    const mod = require('module');
    if (typeof mod.registerHooks === 'function') {
      const realpathSync = fs.realpathSync;
      const fileURLToPath = url.fileURLToPath;
      const writeLine = fs.writeSync;
      const stringify = JSON.stringify;
      let n = 0;
      mod.registerHooks({
        load(u, c, next) {
          const r = next(u, c);
          const k = inThread;
          if (k !== null && n < MAX_LOADED && typeof u === 'string' && u.slice(0, 5) === 'file:') {
            let p;
            try {
              p = realpathSync(fileURLToPath(u));
            } catch {
              p = null;
            }
            if (typeof p === 'string' && p.slice(0, k.root.length + 1) === k.root + '/') {
              n++;
              try {
                writeLine(k.fd, stringify({ v: 1, nonce: k.nonce, kind: 'load', files: [p.slice(k.root.length + 1)] }) + '\n');
              } catch {}
            }
          }
          return r;
        },
      });
      hooked = 'thread';
    } else if (shared !== null && typeof mod.register === 'function') {
      const hooks =
        "import fs from 'node:fs'; import url from 'node:url'; let shared, info = null, n = 0;" +
        'export function initialize(d) { shared = d.shared; }' +
        'function known() {' +
        '  if (info !== null) return info;' +
        '  const len = Atomics.load(new Int32Array(shared, 0, 1), 0);' +
        '  if (len > 0) info = JSON.parse(new TextDecoder().decode(new Uint8Array(shared, 4, len).slice()));' +
        '  return info;' +
        '}' +
        'export async function load(u, c, next) {' +
        '  const r = await next(u, c);' +
        '  const k = known();' +
        "  if (k !== null && n < " + MAX_LOADED + " && typeof u === 'string' && u.startsWith('file:')) {" +
        '    let p; try { p = fs.realpathSync(url.fileURLToPath(u)); } catch { p = null; }' +
        "    if (p && p.startsWith(k.root + '/')) { n++; try { fs.writeSync(k.fd, JSON.stringify({ v: 1, nonce: k.nonce, kind: 'load', files: [p.slice(k.root.length + 1)] }) + '\\n'); } catch {} }" +
        '  }' +
        '  return r;' +
        '}';
      mod.register('data:text/javascript,' + encodeURIComponent(hooks), { data: { shared } });
      hooked = 'worker';
      // The hooks thread opens the main thread's stdout and stderr, and a pipe opened by Node is made
      // non-blocking: a program writing with fs.writeSync(1, …) would then fail with EAGAIN whenever
      // the pipe is full. Put them back as a program started without the preload finds them.
      for (const s of [process.stdout, process.stderr]) {
        try {
          if (s && s._handle && typeof s._handle.setBlocking === 'function') s._handle.setBlocking(true);
        } catch {}
      }
    }
  } catch {
    // No hooks (an older Node): ES modules go unrecorded; the record is a report, not a verdict.
  }
  moveToCwd();
  let nonce;
  let fd;
  try {
    // The nonce arrives on stdin, a pipe the gate writes once and closes: it never sits in a file.
    const buf = Buffer.alloc(128);
    let got = '';
    while (!got.includes('\n') && got.length < 1024) {
      let n;
      try {
        n = fs.readSync(0, buf, 0, buf.length, null);
      } catch (e) {
        if (e && e.code === 'EAGAIN') continue;
        throw e;
      }
      if (n === 0) break;
      got += buf.toString('latin1', 0, n);
    }
    nonce = got.split('\n')[0];
    if (!/^[0-9a-f]{64}$/.test(nonce)) throw new Error('no nonce');
    // The verdict file: made by the gate and handed over open ("fd:N"), or made here, exclusively,
    // in the program's private channel folder where descriptors cannot be passed.
    fd = channel.startsWith('fd:') ? Number(channel.slice(3)) : fs.openSync(path.join(channel, 'verdict'), 'ax', 0o600);
    if (!Number.isInteger(fd) || fd < 0) throw new Error('no verdict file');
  } catch {
    // No channel (no nonce: the gate that held this program is gone, or never wrote one): the program
    // does not run, and the gate, if any, reads that as an error.
    process.reallyExit(70);
  }
  const writeSync = fs.writeSync;
  const realpath = (p) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return p;
    }
  };
  const root = realpath(process.cwd());
  const program = process.argv[1] ? realpath(path.resolve(process.argv[1])) : '';
  const programDir = program ? path.dirname(program) : '';
  // The program's own files in the tree (own.json beside this preload, where the gate wrote one):
  // only those of its folder are its code; any other file there is the code under test's.
  let ownFiles = null;
  try {
    const listed = JSON.parse(fs.readFileSync(path.join(__dirname, 'own.json'), 'utf8'));
    if (Array.isArray(listed)) ownFiles = new Set(listed.map((f) => realpath(path.resolve(root, String(f)))));
  } catch {
    ownFiles = null;
  }
  const ownCode = (p) => inside(p, programDir) && (ownFiles === null || !inside(p, root) || ownFiles.has(p));
  const inside = (p, d) => d !== '' && (p === d || p.startsWith(d.endsWith(path.sep) ? d : d + path.sep));
  const NativeError = Error;
  const captureStackTrace = Error.captureStackTrace;
  // Our stack reads must not go through code under test: the hooks V8 consults are pinned.
  let userPrepare = Error.prepareStackTrace;
  let capturing = false;
  const ownPrepare = (_e, callsites) => callsites;
  Object.defineProperty(Error, 'prepareStackTrace', {
    configurable: false,
    enumerable: false,
    get: () => (capturing ? ownPrepare : userPrepare),
    set: (v) => {
      userPrepare = v;
    },
  });
  Object.defineProperty(Error, 'stackTraceLimit', {
    value: Error.stackTraceLimit,
    writable: true,
    enumerable: true,
    configurable: false,
  });
  Object.defineProperty(globalThis, 'Error', { value: NativeError, writable: false, configurable: false });

  function frames() {
    const holder = {};
    const limit = NativeError.stackTraceLimit;
    capturing = true;
    NativeError.stackTraceLimit = Infinity;
    let sites = [];
    try {
      captureStackTrace(holder, frames);
      sites = holder.stack;
    } finally {
      NativeError.stackTraceLimit = limit;
      capturing = false;
    }
    if (!Array.isArray(sites)) return null;
    const out = [];
    for (const s of sites) {
      let file = '';
      try {
        if (s.isEval()) file = 'eval:' + String(s.getEvalOrigin());
        else file = String(s.getFileName() ?? s.getScriptNameOrSourceURL() ?? '');
      } catch {
        file = '';
      }
      if (file.startsWith('file://')) {
        try {
          file = url.fileURLToPath(file);
        } catch {
          // keep the URL text
        }
      }
      if (file === '' || file.startsWith('node:')) continue;
      out.push({ file, line: typeof s.getLineNumber === 'function' ? s.getLineNumber() : null });
    }
    return out;
  }

  /** Why an exit taken now is not the program's, or null when it is. */
  function notTheProgram(what) {
    const fs_ = frames();
    if (fs_ === null) return what + ': the call stack cannot be read';
    let own = false;
    for (const f of fs_) {
      if (f.file.startsWith('eval:')) {
        if (f.file.includes(root)) return what + ' from code evaluated by the code under test (' + f.file.slice(5) + ')';
        continue;
      }
      const p = realpath(f.file);
      if (ownCode(p)) own = true;
      else if (inside(p, root)) return what + ' from the code under test at ' + path.relative(root, p) + ':' + f.line;
    }
    return own ? null : what + ' outside the program\'s own code';
  }

  let decided = false;
  let taint = null;
  function record(entry) {
    const line = JSON.stringify({ v: 1, nonce, ...entry }) + '\n';
    try {
      writeSync(fd, line);
    } catch {
      // A lost attestation reads as no decision: an error, never a pass.
    }
  }
  // The load record: which files of the tree the program loaded (a record for the reviewer, never a
  // verdict). CommonJS from the module cache when the program decides, ES modules from a load hook
  // that writes each one as it is loaded.
  const relInTree = (file) => {
    const p = realpath(file);
    if (!inside(p, root) || p === root) return null;
    return path.relative(root, p).split(path.sep).join('/');
  };
  function recordLoads() {
    if (!RECORD_LOADS) return;
    const files = [];
    try {
      for (const key of Object.keys(require.cache)) {
        if (files.length >= MAX_LOADED) break;
        const rel = relInTree(key);
        if (rel !== null) files.push(rel);
      }
    } catch {
      // The cache was tampered with: the record is only what could be read.
    }
    if (files.length > 0) record({ kind: 'load', files });
  }
  if (hooked === 'thread') inThread = { fd, nonce, root };
  else if (hooked === 'worker') {
    // Now the hooks may record: they write only lines of this run, to its verdict file.
    const bytes = Buffer.from(JSON.stringify({ fd, nonce, root }), 'utf8');
    if (bytes.length <= shared.byteLength - 4) {
      new Uint8Array(shared, 4, bytes.length).set(bytes);
      Atomics.store(new Int32Array(shared, 0, 1), 0, bytes.length);
    } else taint = 'the load record of ES modules cannot be kept (the tree root is too long)';
  }
  function decide(kind, code, why) {
    if (decided) return;
    decided = true;
    recordLoads();
    if (taint) record({ kind: 'tampered', detail: taint });
    else if (why) record({ kind: 'tampered', detail: why });
    else record({ kind, code });
  }
  const normalise = (code) => {
    if (code === undefined || code === null) {
      const c = process.exitCode;
      return c === undefined || c === null ? 0 : Number(c) | 0;
    }
    return Number(code) | 0;
  };

  const realExit = process.exit;
  const realReallyExit = process.reallyExit;
  const gateExit = function exit(code) {
    if (!decided) decide('exit', normalise(code), notTheProgram('process.exit(' + String(code ?? '') + ')'));
    return realExit.apply(process, arguments);
  };
  const gateReallyExit = function reallyExit(code) {
    if (!decided) decide('exit', normalise(code), notTheProgram('process.reallyExit'));
    return realReallyExit.apply(process, arguments);
  };
  // The exit machinery may be replaced (test libraries stub it), but a replacement made by the code
  // under test taints every later decision.
  const pinned = { exit: gateExit, reallyExit: gateReallyExit, emit: process.emit };
  for (const name of Object.keys(pinned)) {
    Object.defineProperty(process, name, {
      configurable: false,
      enumerable: name !== 'emit',
      get: () => pinned[name],
      set: (v) => {
        const why = notTheProgram('process.' + name + ' replaced');
        if (why !== null && taint === null) taint = why;
        pinned[name] = v;
      },
    });
  }

  const onCrash = (err, origin) => {
    // An uncaught exception is a crash whatever happens next, even if a handler swallows it.
    let detail;
    try {
      detail = String((err && err.stack) || err).slice(0, 2000);
    } catch {
      detail = 'an uncaught exception';
    }
    record({ kind: 'crash', detail, origin: String(origin) });
  };
  const onExit = (code) => {
    if (decided) return;
    const exitListeners = process.rawListeners('exit');
    const monitors = process.rawListeners('uncaughtExceptionMonitor');
    if (exitListeners[0] !== onExit) decide('end', 0, 'an exit listener was placed before the gate\'s');
    else if (!monitors.includes(onCrash)) decide('end', 0, 'the gate\'s exception monitor was removed');
    else decide('end', normalise(code), null);
  };
  process.on('uncaughtExceptionMonitor', onCrash);
  process.on('exit', onExit);
})();
`;

/**
 * Python: the program is run by this bootstrap (`python3 <bootstrap> <program> args…`) with
 * runpy, as `__main__`, with `sys.argv` and `sys.path[0]` as a direct run would set them.
 */
const pythonBootstrap = (RECORD: string): string => String.raw`import os, sys
def _gate_bootstrap():
    import json, runpy, traceback
    channel = os.environ.pop('GATE_ATTEST', None)
    prog = os.path.realpath(os.path.abspath(sys.argv[1]))
    sys.argv = sys.argv[1:]
    sys.path[0] = os.path.dirname(prog)
    fd = None
    nonce = ''
    if channel:
        try:
            # The nonce arrives on stdin, a pipe the gate writes once and closes: never in a file.
            got = b''
            while b'\n' not in got and len(got) < 1024:
                chunk = os.read(0, 128)
                if not chunk:
                    break
                got += chunk
            nonce = got.split(b'\n')[0].decode('latin-1')
            if len(nonce) != 64 or any(c not in '0123456789abcdef' for c in nonce):
                raise OSError('no nonce')
            if channel.startswith('fd:'):
                fd = int(channel[3:])
                # Not for the program's children: they cannot know the nonce, but need not see it either.
                os.set_inheritable(fd, False)
            else:
                fd = os.open(os.path.join(channel, 'verdict'), os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o600)
        except (OSError, ValueError):
            # No channel (no nonce: the gate that held this program is gone, or never wrote one): the
            # program does not run, and the gate, if any, reads that as an error.
            os._exit(70)
    root = os.path.realpath(os.getcwd())
    pdir = os.path.dirname(prog)
    # The program's own files in the tree (own.json beside this bootstrap, where the gate wrote one):
    # only those of its folder are its code; any other file there is the code under test's.
    own_files = None
    try:
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'own.json')) as f_:
            listed = json.load(f_)
        if isinstance(listed, list):
            own_files = set(os.path.realpath(os.path.join(root, str(x))) for x in listed)
    except (OSError, ValueError):
        own_files = None
    write = os.write
    real_exit = os._exit
    real_sys_exit = sys.exit
    state = {'decided': False}

    def inside(p, folder):
        return p == folder or p.startswith(folder.rstrip(os.sep) + os.sep)

    def record(entry):
        if fd is None:
            return
        entry = dict(entry, v=1, nonce=nonce)
        try:
            write(fd, (json.dumps(entry) + '\n').encode())
        except OSError:
            pass

    def not_the_program(what, files):
        own = False
        for name, line in files:
            if name.startswith('<'):
                continue
            p = os.path.realpath(name)
            if inside(p, pdir) and (own_files is None or not inside(p, root) or p in own_files):
                own = True
            elif inside(p, root):
                return '%s from the code under test at %s:%s' % (what, os.path.relpath(p, root), line)
        return None if own else what + " outside the program's own code"

    def record_loads():
        # The load record: which files of the tree the program imported (a report, never a verdict),
        # kept where the gate asks for one (ProcSpec.recordLoads, set when it writes this file).
        if not ${RECORD}:
            return
        files = [os.path.relpath(prog, root).replace(os.sep, '/')] if inside(prog, root) and prog != root else []
        try:
            for m in list(sys.modules.values()):
                f = getattr(m, '__file__', None)
                if not isinstance(f, str) or len(files) >= 2000:
                    continue
                p = os.path.realpath(f)
                if p != root and inside(p, root):
                    files.append(os.path.relpath(p, root).replace(os.sep, '/'))
        except Exception:
            pass
        if files:
            record({'kind': 'load', 'files': files})

    def decide(kind, code, why):
        if state['decided']:
            return
        state['decided'] = True
        record_loads()
        if why:
            record({'kind': 'tampered', 'detail': why})
        else:
            record({'kind': kind, 'code': code})

    def stack_files(frame):
        out = []
        while frame is not None:
            out.append((frame.f_code.co_filename, frame.f_lineno))
            frame = frame.f_back
        return out

    def tb_files(tb):
        out = []
        while tb is not None:
            out.append((tb.tb_frame.f_code.co_filename, tb.tb_lineno))
            tb = tb.tb_next
        return out

    def gate_exit(code):
        if not state['decided']:
            decide('exit', int(code), not_the_program('os._exit(%s)' % code, stack_files(sys._getframe(1))))
        real_exit(code)

    os._exit = gate_exit
    try:
        import posix
        posix._exit = gate_exit
    except ImportError:
        pass

    def exit_code(value):
        if value is None:
            return 0
        if isinstance(value, int):
            # Unmasked: exit(256) leaves status 0, which must not read as a decision of 0.
            return value
        return 1

    try:
        runpy.run_path(prog, run_name='__main__')
    except SystemExit as e:
        code = exit_code(e.code)
        decide('exit', code, not_the_program('exit(%s)' % e.code, tb_files(e.__traceback__)))
        raise
    except BaseException as e:
        detail = ''.join(traceback.format_exception_only(type(e), e)).strip()[:2000]
        record_loads()
        record({'kind': 'crash', 'detail': detail})
        state['decided'] = True
        tb = e.__traceback__
        while tb is not None and os.path.realpath(tb.tb_frame.f_code.co_filename) != prog:
            tb = tb.tb_next
        traceback.print_exception(type(e), e, tb or e.__traceback__)
        sys.stderr.flush()
        sys.exit(1)
    # A program that ends without deciding reads 0, so the exit calls it could have made must still
    # be the real ones: code under test that swapped them may have swallowed a rejection.
    if sys.exit is not real_sys_exit or os._exit is not gate_exit:
        decide('end', 0, 'the exit functions were replaced while the program ran')
    decide('end', 0, None)
_gate_bootstrap()
`;

/** The Node preload of a run that keeps a load record, started in its working folder. */
export const NODE_PRELOAD = nodePreload('true', 'null');
/** The Python bootstrap of a run that keeps a load record. */
export const PYTHON_BOOTSTRAP = pythonBootstrap('True');

/**
 * The preload (Node) or bootstrap (Python) text for one run: with `recordLoads` false it keeps no load
 * record, and the Node one registers no module hooks (on Node 20 their thread is about 30 ms of each
 * program's start). A Node preload given `cwd` moves there first (it is started in its own folder).
 */
export function preloadText(kind: 'node' | 'python', recordLoads: boolean, cwd?: string): string {
  if (kind === 'node')
    return nodePreload(recordLoads ? 'true' : 'false', cwd === undefined ? 'null' : JSON.stringify(cwd));
  return recordLoads ? PYTHON_BOOTSTRAP : pythonBootstrap('False');
}
