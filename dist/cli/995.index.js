export const id = 995;
export const ids = [995,705];
export const modules = {

/***/ 9565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G_: () => (/* binding */ LoadBook),
  tF: () => (/* binding */ removeLiveChannels),
  wK: () => (/* binding */ resultChannelOf),
  we: () => (/* binding */ runAttested)
});

// UNUSED EXPORTS: MAX_LOADED, interpretRun, parseAttestation

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/proc.ts
var proc = __webpack_require__(7642);
;// CONCATENATED MODULE: ./src/adapters/attest-preload.ts
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
const nodePreload = (RECORD, CWD) => String.raw `'use strict';
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
const pythonBootstrap = (RECORD) => String.raw `import os, sys
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
const NODE_PRELOAD = nodePreload('true', 'null');
/** The Python bootstrap of a run that keeps a load record. */
const PYTHON_BOOTSTRAP = pythonBootstrap('True');
/**
 * The preload (Node) or bootstrap (Python) text for one run: with `recordLoads` false it keeps no load
 * record, and the Node one registers no module hooks (on Node 20 their thread is about 30 ms of each
 * program's start). A Node preload given `cwd` moves there first (it is started in its own folder).
 */
function preloadText(kind, recordLoads, cwd) {
    if (kind === 'node')
        return nodePreload(recordLoads ? 'true' : 'false', cwd === undefined ? 'null' : JSON.stringify(cwd));
    return recordLoads ? PYTHON_BOOTSTRAP : pythonBootstrap('False');
}

;// CONCATENATED MODULE: ./src/adapters/attest.ts
/**
 * The result channel of a user program (SPEC §8, "the result is the program's"). An exit status
 * alone can be set by whatever the program loads: the candidate's code can install an exit handler
 * that turns a rejection into 0, or exit 0 itself before the check ran. So for the interpreters the
 * gate knows (Node, Python) each run gets a private channel folder holding a fresh nonce and a
 * preload (src/adapters/attest-preload.ts) that attests the program's first decision, or its crash;
 * the gate reads a status as the program's only when a well-formed attestation carrying the nonce
 * says so and the exit status equals it. Other programs (shell, executables) keep the plain exit-code
 * contract, and the trace says which channel each program had.
 */







/**
 * A verdict file is a few lines and a bounded load record (MAX_LOADED paths); anything larger was
 * written by someone else.
 */
const MAX_VERDICT_BYTES = 1024 * 1024;
/** The most repository files one program's load record lists (the preloads stop there too). */
const MAX_LOADED = 2000;
function interpreterOf(file) {
    const { command } = (0,proc/* commandFor */.Fw)(file);
    if (command === process.execPath)
        return 'node';
    if (command === 'python3')
        return 'python';
    return null;
}
/** The channel a program gets: attested where the gate has a preload for its interpreter. */
function resultChannelOf(file) {
    return interpreterOf(file) === null ? 'exit-code' : 'attested';
}
/** Parses a verdict file's text: every line must be a well-formed entry carrying the nonce. */
function parseAttestation(text, nonce) {
    const lines = text.split('\n').filter((l) => l !== '');
    if (lines.length === 0)
        return { ok: false, reason: 'the program wrote no attestation' };
    const entries = [];
    const loaded = new Set();
    for (const line of lines) {
        let v;
        try {
            v = JSON.parse(line);
        }
        catch {
            return { ok: false, reason: 'the attestation holds a line that is not JSON' };
        }
        const e = v;
        if (typeof v !== 'object' || v === null || e.v !== 1 || e.nonce !== nonce)
            return { ok: false, reason: 'the attestation holds a line without this run’s nonce' };
        switch (e.kind) {
            case 'exit':
            case 'end':
                if (typeof e.code !== 'number' || !Number.isInteger(e.code))
                    return { ok: false, reason: 'the attestation holds a decision without an integer code' };
                entries.push({ kind: e.kind, code: e.code });
                break;
            case 'crash':
            case 'tampered':
                entries.push({ kind: e.kind, detail: typeof e.detail === 'string' ? e.detail.slice(0, 2000) : '' });
                break;
            case 'load': {
                const files = v.files;
                if (!Array.isArray(files))
                    return { ok: false, reason: 'the attestation holds a load record without files' };
                for (const f of files) {
                    if (loaded.size >= MAX_LOADED)
                        break;
                    if (isTreePath(f))
                        loaded.add(f);
                }
                break;
            }
            default:
                return { ok: false, reason: 'the attestation holds a line of unknown kind' };
        }
    }
    const record = loaded.size > 0 ? { loaded: [...loaded].sort() } : {};
    // A program stopped before it decided (its budget ran out) still loaded what its record says.
    if (entries.length === 0)
        return { ok: false, reason: 'the program wrote no attestation', ...record };
    return { ok: true, entries, ...record };
}
/** A path relative to the tree root that stays inside it (the only kind a load record may name). */
function isTreePath(f) {
    if (typeof f !== 'string' || f === '' || f.length > 1024 || f.startsWith('/') || f.includes('\0'))
        return false;
    return f.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
function firstLine(text) {
    const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
    return line.trim().slice(0, 300);
}
function describeExit(r) {
    return r.signal ? `was killed by ${r.signal}` : `exited ${r.exitCode}`;
}
/**
 * What a finished run means (pure). Budget and start failures first; then, for a plain program,
 * its exit status; for an attested one, the attestation against the exit status.
 */
function interpretRun(r, channel, att) {
    if (r.notReleased)
        return { kind: 'not_started', reason: 'held, and never released' };
    if (r.spawnError)
        return { kind: 'not_started', reason: r.spawnError };
    if (r.timedOut)
        return { kind: 'budget' };
    switch (channel) {
        case 'exit-code':
            if (r.exitCode === null)
                return { kind: 'crashed', reason: describeExit(r) };
            return { kind: 'decided', code: r.exitCode };
        case 'attested': {
            if (att === undefined || !att.ok) {
                const why = att === undefined ? 'the program wrote no attestation' : att.reason;
                if (r.exitCode === null)
                    return { kind: 'crashed', reason: describeExit(r) };
                return {
                    kind: 'tampered',
                    reason: `it ${describeExit(r)} but ${why} (an exit the program did not take)`,
                };
            }
            const crash = att.entries.find((e) => e.kind === 'crash');
            if (crash && crash.kind === 'crash')
                return { kind: 'crashed', reason: `crashed: ${firstLine(crash.detail) || 'an uncaught exception'}` };
            const first = att.entries[0];
            if (first.kind === 'tampered')
                return { kind: 'tampered', reason: first.detail || 'the exit was not the program’s' };
            const later = att.entries.find((e) => e.kind === 'tampered');
            if (later && later.kind === 'tampered')
                return { kind: 'tampered', reason: later.detail };
            if (first.kind === 'crash')
                return { kind: 'crashed', reason: first.detail };
            if (r.exitCode === null)
                return { kind: 'crashed', reason: `${describeExit(r)} after deciding ${first.code}` };
            if (r.exitCode !== first.code)
                return {
                    kind: 'tampered',
                    reason: `it decided ${first.code} but exited ${r.exitCode}: the exit status was changed after the decision`,
                };
            return { kind: 'decided', code: first.code };
        }
        default: {
            const never = channel;
            throw new Error(`unknown result channel ${String(never)}`);
        }
    }
}
/** Reads at most MAX_VERDICT_BYTES of a regular file, never following a link. */
function readVerdict(path) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch {
        return { error: 'the program wrote no attestation' };
    }
    try {
        return readVerdictFd(fd);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Reads the verdict through a descriptor the gate holds (from offset 0, whatever its position). */
function readVerdictFd(fd) {
    const st = (0,external_node_fs_.fstatSync)(fd);
    if (!st.isFile())
        return { error: 'the attestation is not a regular file' };
    if (st.size === 0)
        return { error: 'the program wrote no attestation' };
    if (st.size > MAX_VERDICT_BYTES)
        return { error: 'the attestation is larger than any the preload writes' };
    const buf = Buffer.alloc(st.size);
    let off = 0;
    while (off < buf.length) {
        const n = (0,external_node_fs_.readSync)(fd, buf, off, buf.length - off, off);
        if (n === 0)
            break;
        off += n;
    }
    return buf.subarray(0, off).toString('utf8');
}
/**
 * Runs one program through `proc` with the attestation channel where its interpreter has a preload,
 * and reads the result. Never throws for a program failure (like ProcessRunner.run).
 *
 * The channel's secret never sits in a file: the nonce reaches the preload on its stdin, a pipe the
 * gate writes once and closes. The verdict file is made by the gate before the program starts and
 * handed over open (fd 3), in a folder of the gate's that nobody else can list or write; a daemon
 * left by another program can neither read the nonce nor write the verdict first. Where descriptors
 * cannot be passed (sudo closes them), the preload makes the verdict file itself in a folder owned
 * by the program's own OS user (mode 0700), which the sandbox gives to one program at a time and
 * empties of that user's processes after each (src/adapters/sandbox.ts).
 */
/** The file beside the preload that lists the program's own files in the tree (ProcSpec.ownFiles). */
const OWN_FILES = 'own.json';
async function runAttested(proc, spec, 
/** Where channel folders are made (the OS temp folder). */
channelRoot = (0,external_node_os_.tmpdir)()) {
    const kind = interpreterOf(spec.file);
    if (kind === null) {
        const r = await proc.run(spec);
        return { proc: r, channel: 'exit-code', outcome: interpretRun(r, 'exit-code') };
    }
    const nonce = (0,external_node_crypto_.randomBytes)(32).toString('hex');
    const preloadName = kind === 'node' ? 'preload.cjs' : 'bootstrap.py';
    const byFd = proc.passesFds !== false;
    let dir;
    let fd;
    let chan;
    try {
        dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(channelRoot, 'gate-attest-'));
        liveChannels.add(dir);
        // Searchable, not listable: another user reaches the preload only by its name, and the preload
        // is public text; the verdict file is the gate's (0600) and reaches the program only as fd 3.
        (0,external_node_fs_.chmodSync)(dir, 0o711);
        // Node starts in this folder (ProcSpec.launchCwd): its package.json, which names nothing and maps
        // nothing, is the package scope the preload's path is resolved in, so no package.json the code
        // under test writes in or above the tree can stand in for it; the preload then moves to `cwd`.
        if (kind === 'node')
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'package.json'), '{}\n', { mode: 0o444 });
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, preloadName), preloadText(kind, spec.recordLoads === true, kind === 'node' ? spec.cwd : undefined), { mode: 0o444 });
        // The program's own files in the tree, beside the preload, which reads them before any code runs.
        if (spec.ownFiles !== undefined)
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, OWN_FILES), JSON.stringify(spec.ownFiles), { mode: 0o444 });
        if (byFd) {
            fd = (0,external_node_fs_.openSync)((0,external_node_path_.join)(dir, 'verdict'), external_node_fs_.constants.O_RDWR |
                external_node_fs_.constants.O_CREAT |
                external_node_fs_.constants.O_EXCL |
                external_node_fs_.constants.O_APPEND |
                external_node_fs_.constants.O_NOFOLLOW, 0o600);
        }
        else {
            chan = (0,external_node_path_.join)(dir, 'chan');
            (0,external_node_fs_.mkdirSync)(chan, { mode: 0o700 });
        }
    }
    catch (err) {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
        if (dir !== undefined) {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
            liveChannels.delete(dir);
        }
        // No channel, no run: a program whose status could not be attested is not started at all.
        return notStarted(`cannot create the attestation channel: ${err.message}`);
    }
    try {
        const preload = (0,external_node_path_.join)(dir, preloadName);
        const r = await proc.run({
            ...spec,
            // Python: no per-user site folder (a .pth there would run before the bootstrap).
            launchArgs: kind === 'node' ? ['--require', preload] : ['-s', preload],
            ...(kind === 'node' ? { launchCwd: dir } : {}),
            env: { ...spec.env, GATE_ATTEST: fd !== undefined ? 'fd:3' : chan },
            stdin: `${nonce}\n`,
            ...(fd !== undefined ? { passFds: [fd] } : {}),
            // The channel folder is handed to the program's user (and back after it).
            ...(chan !== undefined ? { writableDirs: [...(spec.writableDirs ?? []), chan] } : {}),
        });
        const text = fd !== undefined ? readVerdictFd(fd) : readVerdict((0,external_node_path_.join)(chan, 'verdict'));
        const att = typeof text === 'string' ? parseAttestation(text, nonce) : { ok: false, reason: text.error };
        // The record of a run that never decided is kept too (every line carried its nonce): it is a
        // report for the reviewer (trace.exercised), and only a decided judge's is ever read as more.
        if (att.loaded !== undefined)
            proc.loads?.add(spec.file, att.loaded);
        return {
            proc: r,
            channel: 'attested',
            outcome: interpretRun(r, 'attested', att),
            ...(att.ok && att.loaded !== undefined ? { loaded: att.loaded } : {}),
        };
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        liveChannels.delete(dir);
    }
}
/** Channel folders of programs still running: removed by {@link removeLiveChannels} on an interrupt. */
const liveChannels = new Set();
/**
 * Removes the channel folders of programs still running (Ctrl-C, SIGTERM: the process exits without
 * reaching their `finally`). The programs must be dead first (killAllRunning).
 */
function removeLiveChannels() {
    for (const dir of liveChannels) {
        try {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        }
        catch {
            // Under sudo a running program's folder is its user's until the hand-back: left, not fatal.
        }
    }
    liveChannels.clear();
}
/**
 * The load records of a run's programs, by program file (absolute path): which repository files each
 * loaded on any of its runs, at most MAX_LOADED per program.
 */
class LoadBook {
    byProgram = new Map();
    add(program, files) {
        let set = this.byProgram.get(program);
        if (set === undefined)
            this.byProgram.set(program, (set = new Set()));
        for (const f of files) {
            if (set.size >= MAX_LOADED)
                break;
            set.add(f);
        }
    }
    /** The files loaded by every program whose file is `rel` (a repository path) in some tree. */
    loadedBy(rel) {
        const out = new Set();
        for (const [program, files] of this.byProgram) {
            if (program === rel || program.endsWith(`/${rel}`))
                for (const f of files)
                    out.add(f);
        }
        return out;
    }
}
function notStarted(reason) {
    const r = {
        exitCode: null,
        signal: null,
        timedOut: false,
        elapsedMs: 0,
        stdout: '',
        outputTruncated: false,
        outputBytes: 0,
        spawnError: reason,
    };
    return { proc: r, channel: 'attested', outcome: { kind: 'not_started', reason } };
}


/***/ }),

/***/ 2585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ readObject),
/* harmony export */   SY: () => (/* binding */ closeObjectReaders),
/* harmony export */   _d: () => (/* binding */ objectInfo),
/* harmony export */   w8: () => (/* binding */ streamObject)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6960);
/**
 * One `git cat-file --batch` per repository for the run's reads of single git objects — the base
 * tree's folders as the oracle is followed through them, link targets, the oracle's small files —
 * instead of a `git ls-tree` or `git cat-file blob` process each (about 8 ms apiece; a small run read
 * some twenty that way before its first program). Requests are answered in the order they are
 * written, so a read is a queue entry; the process ends when no read has come for {@link IDLE_MS}, at
 * {@link closeObjectReaders} (the end of a run), or on any error, and a later read starts a new one.
 * Written here rather than taken from a library: what is needed is git's own batch protocol, read
 * exactly (a header line, then exactly `size` bytes and a newline).
 */


/** How long a reader waits for another request before its process ends. */
const IDLE_MS = 150;
/** An object id as git prints it (SHA-1 or SHA-256), and nothing else. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
class ObjectReader {
    cwd;
    check;
    child;
    queue = [];
    pending = Buffer.alloc(0);
    /** The object being read: `size + 1` bytes (its content and a newline), into `buf` or streamed. */
    body;
    idle;
    timer;
    /** `check`: a `git cat-file --batch-check`, which answers with an object's type and size only. */
    constructor(cwd, check = false) {
        this.cwd = cwd;
        this.check = check;
    }
    read(id, write) {
        if (!OBJECT_ID.test(id))
            return Promise.reject(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`not a git object id: ${JSON.stringify(id)}`, ''));
        return new Promise((resolve, reject) => {
            const child = this.start();
            if (this.idle !== undefined)
                clearTimeout(this.idle);
            this.idle = undefined;
            this.queue.push({ id, resolve, reject, ...(write !== undefined ? { write } : {}) });
            this.hold(true);
            this.armTimeout();
            child.stdin.write(`${id}\n`);
        });
    }
    close() {
        this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS('git cat-file --batch: closed with reads pending', ''));
    }
    start() {
        if (this.child !== undefined)
            return this.child;
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...(0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHardening */ .vE)(), 'cat-file', this.check ? '--batch-check' : '--batch'], {
            cwd: this.cwd,
            env: (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitEnv */ .gE)(),
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        this.child = child;
        let stderr = '';
        child.stderr.on('data', (c) => {
            if (stderr.length < 4096)
                stderr += c.toString('utf8');
        });
        child.stdout.on('data', (chunk) => this.take(child, chunk));
        child.stdin.on('error', () => undefined);
        child.on('error', (err) => this.stop(err, child));
        child.on('close', (code) => {
            if (this.child === child)
                this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file --batch: exit ${code}${stderr ? `: ${stderr.trim()}` : ''}`, stderr), child);
        });
        return child;
    }
    /** Whether the process keeps the gate's event loop alive: while a read waits, and not when idle. */
    hold(on) {
        const child = this.child;
        if (child === undefined)
            return;
        for (const h of [child, child.stdin, child.stdout, child.stderr])
            if (on)
                h.ref?.();
            else
                h.unref?.();
    }
    take(child, chunk) {
        if (this.child !== child)
            return;
        let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
        this.pending = Buffer.alloc(0);
        while (data.length > 0 && this.child === child) {
            if (this.body === undefined) {
                const nl = data.indexOf(0x0a);
                if (nl < 0) {
                    this.pending = Buffer.from(data);
                    return;
                }
                const header = data.subarray(0, nl).toString('latin1').split(' ');
                data = data.subarray(nl + 1);
                const head = this.queue[0];
                if (head === undefined)
                    return this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS('git cat-file --batch: an answer nobody asked for', ''));
                if (header[0] !== head.id)
                    return this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file --batch: unexpected answer for ${head.id}`, ''));
                if (header[1] === 'missing' || header[1] === 'ambiguous') {
                    this.queue.shift();
                    head.reject(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file: object ${head.id} is ${header[1]}`, ''));
                    this.settled();
                    continue;
                }
                const size = Number(header[2]);
                if (header.length !== 3 || header[1] === undefined || !Number.isSafeInteger(size) || size < 0)
                    return this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file --batch: unexpected header for ${head.id}`, ''));
                if (this.check) {
                    this.queue.shift();
                    head.resolve({ type: header[1], size, content: Buffer.alloc(0) });
                    this.settled();
                    continue;
                }
                this.body = {
                    type: header[1],
                    size,
                    ...(head.write === undefined ? { buf: Buffer.allocUnsafe(size + 1) } : {}),
                    filled: 0,
                };
            }
            const body = this.body;
            const head = this.queue[0];
            const n = Math.min(body.size + 1 - body.filled, data.length);
            if (body.buf !== undefined)
                data.copy(body.buf, body.filled, 0, n);
            else {
                // The content only, not git's newline after it.
                const content = Math.min(n, Math.max(0, body.size - body.filled));
                if (content > 0) {
                    try {
                        head.write?.(data.subarray(0, content));
                    }
                    catch (err) {
                        return this.stop(err);
                    }
                }
            }
            body.filled += n;
            data = data.subarray(n);
            if (body.filled === body.size + 1) {
                this.body = undefined;
                this.queue.shift();
                head.resolve({
                    type: body.type,
                    size: body.size,
                    content: body.buf === undefined ? Buffer.alloc(0) : body.buf.subarray(0, body.size),
                });
                this.settled();
            }
        }
    }
    /** After an answer: the next read's clock, or the idle clock when none is waiting. */
    settled() {
        this.armTimeout();
        if (this.queue.length === 0 && this.idle === undefined) {
            // Idle, the process does not hold the gate's exit.
            this.hold(false);
            this.idle = setTimeout(() => this.stop(undefined), IDLE_MS);
            this.idle.unref();
        }
    }
    armTimeout() {
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
        if (this.queue.length === 0)
            return;
        this.timer = setTimeout(() => this.stop(new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(`git cat-file --batch: no answer in ${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_TIMEOUT_MS */ .eS} ms`, '')), _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_TIMEOUT_MS */ .eS);
        this.timer.unref();
    }
    /** Ends the process; every read still waiting fails with `err`. */
    stop(err, only) {
        const child = this.child;
        if (only !== undefined && child !== only)
            return;
        this.child = undefined;
        this.body = undefined;
        this.pending = Buffer.alloc(0);
        if (this.idle !== undefined)
            clearTimeout(this.idle);
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.idle = this.timer = undefined;
        if (child !== undefined) {
            child.stdin.end();
            if (err !== undefined)
                child.kill('SIGKILL');
        }
        const waiting = this.queue.splice(0);
        for (const p of waiting)
            p.reject(err ?? new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS('git cat-file --batch: ended', ''));
    }
}
const readers = new Map();
const checkers = new Map();
/** The type and size of the object `id` of the repository at `cwd`, its content not read. */
async function objectInfo(cwd, id) {
    let checker = checkers.get(cwd);
    if (checker === undefined) {
        checker = new ObjectReader(cwd, true);
        checkers.set(cwd, checker);
    }
    const { type, size } = await checker.read(id);
    return { type, size };
}
/** The object `id` of the repository at `cwd`, read through that repository's batch reader. */
function readObject(cwd, id) {
    return readerFor(cwd).read(id);
}
/**
 * Streams the object `id` of the repository at `cwd` to `write`, chunk by chunk (a file of any size
 * is never held whole); resolves with its type.
 */
async function streamObject(cwd, id, write) {
    return (await readerFor(cwd).read(id, write)).type;
}
function readerFor(cwd) {
    let reader = readers.get(cwd);
    if (reader === undefined) {
        reader = new ObjectReader(cwd);
        readers.set(cwd, reader);
    }
    return reader;
}
/** Ends every batch reader's process (the end of a run); a later read starts a new one. */
function closeObjectReaders() {
    for (const r of [...readers.values(), ...checkers.values()])
        r.close();
    readers.clear();
    checkers.clear();
}


/***/ }),

/***/ 6043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ coolChannel),
/* harmony export */   Jr: () => (/* binding */ holdChannel),
/* harmony export */   VF: () => (/* binding */ warmChannel),
/* harmony export */   pc: () => (/* binding */ releaseChannel)
/* harmony export */ });
/* unused harmony export PrivilegedChannel */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _sandbox_walk_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9349);
/* harmony import */ var _statedir_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2458);
/**
 * One privileged process per run on the sudo path (GitHub-hosted runners: user `runner` with
 * passwordless sudo), instead of one `sudo` per command.
 *
 * Why. Every `sudo -n -- cmd` costs sudo's own start, policy and logging (about 10 ms on a runner's
 * image and here), and the sandbox and the views made dozens of such calls per run, one after the
 * other with the run's one thread held: the demo's run made 93 sudo calls and took about half as long
 * again as the same run as root. Here the gate starts one root process through sudo (`node -e` of the server below) and hands
 * it each command over a pair of named pipes; the server runs it (`spawnSync`, with the environment
 * sudo gave the server — what `sudo -n -- cmd` would have given the command) and answers with its exit
 * status and output. A command costs its own process start, not sudo's; a walk of one part (a script
 * that finishes synchronously) runs in the server itself. The sandbox and the views hold the one
 * server ({@link holdChannel}); the run starts it when it opens ({@link warmChannel}) so its start
 * overlaps the run's first steps, and ends it when it lets go of its lock ({@link coolChannel}).
 *
 * Trust. The server runs what it is sent as root: exactly what the gate could already do with
 * `sudo -n`, so no one gains a power. The pipes are made by the gate with mode 600 in a folder of its
 * own (`mkdtemp`, mode 700, named as a run's state folder is, so a killed run's is swept by the next
 * run), so only the gate's user (and root) can open them — never a sandbox user; the gate's
 * descriptors are close-on-exec and a program is never given them. The server ends at end-of-file on
 * its requests (the gate closed them, or the gate's process ended, whatever the way) or, before the
 * gate has opened them, when the gate's process is gone; it runs in a session of its own and ignores
 * SIGINT, SIGTERM and SIGHUP, so a Ctrl-C reaches the gate, which still needs it to undo the run.
 *
 * Synchronous by design: the sandbox's privileged steps are synchronous (a hand-back or a user's
 * removal inside an interrupt's cleanup). Once the server holds its ends the gate's are opened
 * blocking, so an answer is waited for in `read(2)`, with no polling; a server that died is
 * end-of-file there. A failure of the channel fails the step it carried (never retried: it may have
 * run) and later steps take a `sudo` of their own. Where the server cannot be started (sudo refuses
 * it, no `mkfifo`), {@link PrivilegedChannel.open} says why and every step takes a `sudo` of its own,
 * as before.
 */






/** How long one command may run in the server before it is killed (as the direct way's timeout). */
const COMMAND_TIMEOUT_MS = 30_000;
/** How long the server may take to start and open its ends. */
const START_MS = 20_000;
/** The most output one command may print (a walk's account of a large checkout is a few MB). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/**
 * Lines from a descriptor, read as they come, as source text (the server reads its requests with it,
 * the gate its answers): `(fs, fd) => () => line | null` (null at end-of-file). The bytes of a line
 * are kept as the chunks they came in and joined once, so a long line costs its length, not its
 * length times its chunks.
 */
const LINE_READER = String.raw `(fs, fd) => {
  const chunk = Buffer.alloc(1 << 16);
  let rest = Buffer.alloc(0);
  return () => {
    const parts = [];
    let from = rest;
    for (;;) {
      const at = from.indexOf(10);
      if (at >= 0) {
        parts.push(from.subarray(0, at));
        rest = from.subarray(at + 1);
        return Buffer.concat(parts).toString('utf8');
      }
      parts.push(from);
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) {
        rest = Buffer.alloc(0);
        return null;
      }
      from = Buffer.from(chunk.subarray(0, n));
    }
  };
}`;
/**
 * The server, run as root with `node -e SERVER <requests> <answers> <gate pid>`: a request is one line of JSON
 * (`{"argv": [...]}`, or `{"script": text, "arg": text}`: a `node -e` script that finishes
 * synchronously, run in the server as src/adapters/sandbox-walk.ts RUN_IN_PROCESS runs it), an answer
 * one line of JSON ({@link ChannelResult}). It opens the answer pipe
 * first (the gate already reads it), then the request pipe, and says `ready`.
 */
const SERVER = `'use strict';
// The gate's privileged command server (src/adapters/privileged.ts): one command per request line.
const fs = require('fs');
const { spawnSync } = require('child_process');
const [reqPath, resPath, gatePid] = process.argv.slice(1);
// Only the end of its requests ends it: a terminal's interrupt or a signal sudo relays does not (the
// run still needs it to hand the checkout back).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
// A script of one synchronous run (a walk of one part), run here rather than in a node of its own.
const runInProcess = ${_sandbox_walk_js__WEBPACK_IMPORTED_MODULE_3__/* .RUN_IN_PROCESS */ .WN};
const res = fs.openSync(resPath, 'w');
// The gate's writing end, waited for without waiting in open(2): a gate killed before it opens its end
// would leave a server waiting there for good. A reader that does not wait, polled: end-of-file while
// no writer is there, EAGAIN once one is (the gate sends nothing before it reads "ready"); the server
// ends if the gate's process is gone meanwhile.
const probe = fs.openSync(reqPath, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
for (const one = Buffer.alloc(1); ; ) {
  try {
    if (fs.readSync(probe, one, 0, 1, null) > 0) process.exit(1);
  } catch (err) {
    if (err.code === 'EAGAIN') break;
    throw err;
  }
  try {
    process.kill(Number(gatePid), 0);
  } catch {
    process.exit(0);
  }
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
}
const req = fs.openSync(reqPath, 'r');
fs.closeSync(probe);
const say = (text) => {
  const b = Buffer.from(text + '\\n', 'utf8');
  for (let at = 0; at < b.length; ) at += fs.writeSync(res, b, at, b.length - at);
};
say('ready');
const nextLine = (${LINE_READER})(fs, req);
for (let line = nextLine(); line !== null; line = nextLine()) {
  let answer;
  try {
    const { argv, script, arg } = JSON.parse(line);
    if (typeof script === 'string') answer = runInProcess(script, arg, require);
    else {
      const r = spawnSync(argv[0], argv.slice(1), {
        encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: ${COMMAND_TIMEOUT_MS},
        killSignal: 'SIGKILL', maxBuffer: ${MAX_OUTPUT_BYTES},
      });
      answer = { status: r.status, signal: r.signal, error: r.error ? r.error.message : null, stdout: r.stdout || '', stderr: r.stderr || '' };
    }
  } catch (err) {
    answer = { status: null, signal: null, error: String(err), stdout: '', stderr: '' };
  }
  let text;
  try {
    text = JSON.stringify(answer);
  } catch (err) {
    text = JSON.stringify({ status: null, signal: null, error: 'the answer could not be written: ' + String(err), stdout: '', stderr: '' });
  }
  say(text);
}
`;
/** Undoes a start that failed; the reason, as {@link PrivilegedChannel.open} gives it. */
function abandon(s, err) {
    // A server still waiting for a writer is let go (a writer that closes at once: end-of-file).
    if (s.req !== '') {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(s.req, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK));
        }
        catch {
            // no server waiting
        }
    }
    for (const fd of s.fds) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        catch {
            // already closed
        }
    }
    if (s.dir !== '')
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(s.dir, { recursive: true, force: true });
    return `the privileged command server did not start: ${err instanceof Error ? err.message : String(err)}`;
}
function sleep(ms) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
/** {@link LINE_READER}, in the gate's process. */
const lineReader = new Function(`return ${LINE_READER}`)();
/** A started server and the gate's ends of its pipes. */
class PrivilegedChannel {
    dir;
    pid;
    reqFd;
    resFd;
    dead = null;
    answers;
    constructor(dir, pid, reqFd, resFd) {
        this.dir = dir;
        this.pid = pid;
        this.reqFd = reqFd;
        this.resFd = resFd;
        this.answers = lineReader(node_fs__WEBPACK_IMPORTED_MODULE_1__, resFd);
    }
    /** Starts the server through `sudo -n` (`sudo`: which one); a string says why it could not be started. */
    static open(sudo = 'sudo') {
        const starting = PrivilegedChannel.start(sudo);
        return typeof starting === 'string' ? starting : PrivilegedChannel.finish(starting);
    }
    /**
     * The first half of {@link open}: the pipes made and the server started, not waited for (its node
     * starts while the gate goes on: {@link warmChannel}).
     */
    static start(sudo = 'sudo') {
        const s = { dir: '', req: '', res: '', fds: [], pid: -1 };
        try {
            // Named as a run's state folder is: a run that was killed leaves it to the next run's sweep.
            s.dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,_statedir_js__WEBPACK_IMPORTED_MODULE_4__/* .stateRoot */ .om)(), `gate-run-${process.pid}-priv-`));
            s.req = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(s.dir, 'requests');
            s.res = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(s.dir, 'answers');
            const made = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('mkfifo', ['-m', '600', '--', s.req, s.res], {
                stdio: 'ignore',
                timeout: 10_000,
            });
            if (made.status !== 0)
                throw new Error('mkfifo failed');
            // Our reading end first (non-blocking: no writer yet), so the server's opening for writing
            // does not wait; then the server, which then waits in its opening of the requests for a writer.
            s.fds.push((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(s.res, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK));
            // In a session of its own: a terminal's interrupt reaches the gate, which still needs the server
            // to undo the run, and not the server.
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(sudo, ['-n', '--', process.execPath, '-e', SERVER, s.req, s.res, String(process.pid)], {
                stdio: 'ignore',
                detached: true,
            });
            child.on('error', () => undefined);
            child.unref();
            if (child.pid === undefined)
                throw new Error('sudo could not be started');
            s.pid = child.pid;
            return s;
        }
        catch (err) {
            return abandon(s, err);
        }
    }
    /** The second half of {@link open}: waits until the server is ready and opens the gate's ends. */
    static finish(s) {
        try {
            const resNb = s.fds[0];
            const deadline = Date.now() + START_MS;
            const waitOrFail = () => {
                if (!runningPid(s.pid))
                    throw new Error('sudo ended before the server was ready');
                if (Date.now() > deadline)
                    throw new Error(`not ready in ${START_MS / 1000} s`);
                sleep(2);
            };
            // A writing end opens without blocking once the server waits to read (ENXIO before).
            let reqNb = -1;
            while (reqNb < 0) {
                try {
                    reqNb = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(s.req, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
                }
                catch (err) {
                    if (err.code !== 'ENXIO')
                        throw err;
                    waitOrFail();
                }
            }
            s.fds.push(reqNb);
            // Its `ready` line, read without blocking (a server that never answers must not hang the gate).
            let line = '';
            const buf = Buffer.alloc(64);
            while (!line.includes('\n')) {
                let n = 0;
                try {
                    n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(resNb, buf, 0, buf.length, null);
                }
                catch (err) {
                    if (err.code !== 'EAGAIN')
                        throw err;
                }
                if (n > 0)
                    line += buf.toString('utf8', 0, n);
                else
                    waitOrFail();
            }
            if (line !== 'ready\n')
                throw new Error(`it said ${JSON.stringify(line)}`);
            // The server holds both its ends: blocking ends of ours open at once and replace the probes.
            // Ours of the requests is opened for reading too, which never waits (a server that ended
            // meanwhile shows as end-of-file on the answers instead).
            const reqFd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(s.req, 'r+');
            s.fds.push(reqFd);
            const resFd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(s.res, 'r');
            s.fds.push(resFd);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(reqNb);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(resNb);
            return new PrivilegedChannel(s.dir, s.pid, reqFd, resFd);
        }
        catch (err) {
            return abandon(s, err);
        }
    }
    /** Whether the server can still take a command. */
    get alive() {
        return this.dead === null;
    }
    /** Runs `argv` as root in the server; throws only when the channel itself fails. */
    run(argv) {
        return this.ask({ argv });
    }
    /** Runs a `node -e` script that finishes synchronously (`script`, given `arg`) in the server, as root. */
    runScript(script, arg) {
        return this.ask({ script, arg });
    }
    ask(what) {
        if (this.dead !== null)
            throw new Error(`the privileged command server is gone: ${this.dead}`);
        try {
            const request = Buffer.from(JSON.stringify(what) + '\n', 'utf8');
            for (let at = 0; at < request.length;)
                at += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(this.reqFd, request, at, request.length - at);
            const line = this.answers();
            if (line === null)
                throw new Error('it ended');
            return JSON.parse(line);
        }
        catch (err) {
            this.dead = err instanceof Error ? err.message : String(err);
            this.close();
            throw new Error(`the privileged command server failed: ${this.dead}`);
        }
    }
    /**
     * Ends the server (end-of-file on its requests) and removes the pipes; waits, briefly, until the
     * sudo that started it is gone, so a run's end leaves no process of its own behind.
     */
    close() {
        if (this.reqFd >= 0) {
            for (const fd of [this.reqFd, this.resFd]) {
                try {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
                }
                catch {
                    // already closed
                }
            }
            this.reqFd = this.resFd = -1;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(this.dir, { recursive: true, force: true });
        }
        if (this.dead === null)
            this.dead = 'closed';
        if (this.pid === undefined)
            return;
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline && runningPid(this.pid))
            sleep(2);
    }
}
/** True while `pid` is a process that has not ended (a zombie has ended: its parent reaps it later). */
function runningPid(pid) {
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    }
    catch {
        return false;
    }
}
/**
 * The process's one server, shared by every owner that holds it (the sandbox and the views of a run
 * each hold it; the server starts once, about 50 ms on a runner, and ends when the last lets go).
 */
let shared;
/** A server started ahead of its first hold ({@link warmChannel}). */
let warming;
/** Takes a hold on the shared server, starting it if none runs; a string says why there is none. */
function holdChannel() {
    if (shared === undefined || (typeof shared.channel !== 'string' && !shared.channel.alive)) {
        const started = warming ?? PrivilegedChannel.start();
        warming = undefined;
        shared = {
            channel: typeof started === 'string' ? started : PrivilegedChannel.finish(started),
            holders: 0,
        };
    }
    shared.holders++;
    return shared.channel;
}
/**
 * Starts the server now, for a hold to come: its start (a root node, about 50 ms) then overlaps what
 * the run does before its first privileged step. {@link coolChannel} ends one no hold took.
 */
function warmChannel() {
    if (shared !== undefined || warming !== undefined)
        return;
    const started = PrivilegedChannel.start();
    if (typeof started !== 'string')
        warming = started;
}
/** Ends a server {@link warmChannel} started that no hold took (waiting for it to be ready first). */
function coolChannel() {
    if (warming === undefined)
        return;
    const started = PrivilegedChannel.finish(warming);
    warming = undefined;
    if (typeof started !== 'string')
        started.close();
}
/** Lets go of a hold; the last one ends the server. */
function releaseChannel(channel) {
    if (shared === undefined || shared.channel !== channel) {
        if (typeof channel !== 'string')
            channel.close();
        return;
    }
    shared.holders--;
    if (shared.holders > 0)
        return;
    if (typeof shared.channel !== 'string')
        shared.channel.close();
    shared = undefined;
}


/***/ }),

/***/ 7642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fw: () => (/* binding */ commandFor),
/* harmony export */   R3: () => (/* binding */ runProcess),
/* harmony export */   Tg: () => (/* binding */ holdPycachePrefix),
/* harmony export */   bW: () => (/* binding */ localLaunch),
/* harmony export */   fe: () => (/* binding */ killAllRunning),
/* harmony export */   iL: () => (/* binding */ localRunner)
/* harmony export */ });
/* unused harmony exports DEFAULT_OUTPUT_CAP_BYTES, DEFAULT_STDOUT_KEEP_BYTES, pycachePrefix, absolutePath, minimalEnv, runningCount, utf8Prefix */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__);
/**
 * Runs one user program (a spec, generator or invariant) under the process contract of SPEC §8:
 * its own process group, a minimal environment, a hard budget enforced on the whole group, and
 * output captured to a log up to a cap. Every process failure comes back as data in ProcResult,
 * so the stages decide what a crash or a timeout means; only a malformed ProcSpec throws.
 */





/** Runs user programs as the gate's own user, in their own process groups. */
const localRunner = { run: (spec) => runProcess(spec) };
const localLaunch = {
    argv: (command, args) => ({ command, args }),
    killGroup,
};
const DEFAULT_OUTPUT_CAP_BYTES = 1024 * 1024;
const DEFAULT_STDOUT_KEEP_BYTES = 64 * 1024;
/**
 * After the leader exits and its group is killed, the pipes close at once unless a process escaped
 * the group (setsid) while holding them; we stop reading then rather than wait for it forever.
 */
const CLOSE_GRACE_MS = 100;
/** SIGKILL cannot be caught, but a process stuck in the kernel (D state) can delay its exit. */
const EXIT_GRACE_MS = 1000;
const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** Windows needs these to start anything at all; they carry no credentials. */
const WINDOWS_ESSENTIALS = ['SystemRoot', 'SYSTEMROOT', 'windir', 'ComSpec', 'PATHEXT', 'SystemDrive'];
/**
 * Defence in depth for `extra`: the base environment is an allow-list already, but a caller
 * passing a credential by mistake must not hand it to code from a pull request.
 */
const SECRET_NAME = /^(INPUT_|ACTIONS_)|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE_KEY|API_KEY/i;
/**
 * Compiled caches are executed bytes (SPEC §8): a `__pycache__/x.cpython-3X.pyc` committed in the
 * checkout (unchecked-hash, so never compared with its source) would run instead of the source beside
 * it, which is what the specs read. Python under the gate therefore reads bytecode caches only from a
 * prefix folder outside the checkout (`-X pycache_prefix`, which also holds under `-I`/`-E`, and
 * `PYTHONPYCACHEPREFIX` for Pythons a program starts) and writes none (`-B`,
 * `PYTHONDONTWRITEBYTECODE`). The folder is the gate's: made when a run first needs it, filled by the
 * gate with the standard library modules every program imports (so each program does not compile
 * them again), then made read-only; no file of a checkout is ever cached there. A run holds it
 * ({@link holdPycachePrefix}) and it is removed when the last run that holds it ends, or at exit:
 * a run leaves the temp folder as it found it, also when many runs share one process.
 */
let pycache;
let pycacheFilled = false;
let pycacheHolders = 0;
let pycacheExitHook = false;
/** Removes the cache prefix folder (the next Python program makes a new one). */
function removePycache() {
    const dir = pycache;
    if (dir === undefined || dir === '/dev/null' || dir === 'NUL')
        return;
    pycache = undefined;
    pycacheFilled = false;
    try {
        chmodTree(dir, 0o700, 0o600);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    }
    catch {
        // Left behind in the temp folder: read-only caches of the standard library, nothing else.
    }
}
/** Holds the cache prefix for a run; the returned function lets go (the last one out removes it). */
function holdPycachePrefix() {
    pycacheHolders += 1;
    let held = true;
    return () => {
        if (!held)
            return;
        held = false;
        pycacheHolders -= 1;
        if (pycacheHolders === 0)
            removePycache();
    };
}
/** Modules compiled into the cache prefix up front: what the bootstrap and most programs import. */
const PRECOMPILED = 'json, runpy, traceback, base64, hashlib, random, re, collections, dataclasses, typing';
/**
 * The cache prefix folder of this gate process; `fill` compiles {@link PRECOMPILED} into it first
 * (once, when a Python program is about to start: a gate that runs no Python never starts one).
 */
function pycachePrefix(o = {}) {
    if (pycache === undefined) {
        try {
            const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'gate-pycache-'));
            readOnly(dir);
            if (!pycacheExitHook) {
                pycacheExitHook = true;
                process.once('exit', removePycache);
            }
            pycache = dir;
        }
        catch {
            // No folder: a prefix under /dev/null can never hold a file, so no cache is read at all.
            pycache = process.platform === 'win32' ? 'NUL' : '/dev/null';
            pycacheFilled = true;
        }
    }
    if (o.fill === true && !pycacheFilled) {
        pycacheFilled = true;
        const dir = pycache;
        try {
            chmodTree(dir, 0o700, 0o600);
            // As the gate, from the empty folder, isolated: nothing of any checkout or user site is imported.
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('python3', ['-I', '-X', `pycache_prefix=${dir}`, '-c', `import ${PRECOMPILED}`], {
                cwd: dir,
                stdio: 'ignore',
                timeout: 60_000,
                env: { PATH: absolutePath(process.env.PATH) || DEFAULT_PATH },
            });
        }
        finally {
            readOnly(dir);
        }
    }
    return pycache;
}
/** Folders 0555 and files 0444: readable by a sandbox user, writable by nobody but by chmod. */
function readOnly(dir) {
    try {
        chmodTree(dir, 0o555, 0o444);
    }
    catch {
        // A cache that stayed writable is still outside every checkout and never written (-B).
    }
}
function chmodTree(path, dirMode, fileMode) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
    if (st.isSymbolicLink())
        return;
    if (st.isDirectory()) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(path, 0o700);
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(path))
            chmodTree((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(path, name), dirMode, fileMode);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(path, dirMode);
    }
    else
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(path, fileMode);
}
/**
 * How a program file is started: the interpreter, its own flags (before any preload), and the
 * arguments naming the program.
 */
function commandFor(file) {
    switch ((0,node_path__WEBPACK_IMPORTED_MODULE_3__.extname)(file).toLowerCase()) {
        case '.py':
            return {
                command: 'python3',
                flags: ['-B', '-X', `pycache_prefix=${pycachePrefix({ fill: true })}`],
                args: [file],
            };
        case '.js':
        case '.mjs':
        case '.cjs':
            return { command: process.execPath, args: [file] };
        case '.sh':
            return { command: 'bash', args: [file] };
        default:
            return { command: file, args: [] };
    }
}
/**
 * PATH without the entries a program's working folder would answer: a relative entry (`.venv/bin`,
 * `node_modules/.bin`) or an empty one (the working folder itself) names a folder of the tree under
 * test, where a patch could put a `python3` or `node` of its own that the runner is started as.
 */
function absolutePath(value) {
    if (value === undefined)
        return '';
    const sep = process.platform === 'win32' ? ';' : ':';
    const abs = process.platform === 'win32' ? /^(?:[A-Za-z]:[\\/]|\\\\)/ : /^\//;
    return value
        .split(sep)
        .filter((entry) => abs.test(entry))
        .join(sep);
}
/**
 * The whole environment a user program sees: an allow-list of what interpreters need, never the
 * runner's variables (GITHUB_TOKEN, INPUT_*, ACTIONS_RUNTIME_TOKEN, NODE_OPTIONS, …), plus `extra`.
 */
function minimalEnv(extra = {}) {
    const parent = process.env;
    const env = {
        PATH: absolutePath(parent.PATH) || DEFAULT_PATH,
        HOME: parent.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(),
        LANG: parent.LANG || 'C.UTF-8',
        LC_ALL: parent.LC_ALL || 'C.UTF-8',
        TMPDIR: parent.TMPDIR || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(),
        TZ: parent.TZ || 'UTC',
    };
    if (process.platform === 'win32') {
        for (const name of WINDOWS_ESSENTIALS) {
            const value = parent[name];
            if (value)
                env[name] = value;
        }
    }
    for (const [name, value] of Object.entries(extra)) {
        if (!SECRET_NAME.test(name))
            env[name] = value;
    }
    // A Python that a program starts (a test runner, a script) reads no cache from the checkout either.
    env.PYTHONDONTWRITEBYTECODE = '1';
    env.PYTHONPYCACHEPREFIX = pycachePrefix();
    return env;
}
/**
 * Process groups (by leader pid) that may still have members, each with the way to kill it (a group
 * run as another user may need privilege to signal); killAllRunning empties them.
 */
const liveGroups = new Map();
function killGroup(pid) {
    try {
        process.kill(-pid, 'SIGKILL');
    }
    catch {
        // ESRCH: the group is already empty, which is the goal.
    }
}
function killAllRunning() {
    for (const [pid, kill] of liveGroups)
        kill(pid);
}
/**
 * The gate's own stalls, while any program runs. A program's exit reaches the gate only when the
 * event loop turns; if gate-side work (a synchronous tree copy, a large hash) held the loop, the
 * exit waited in the queue and a wall-clock difference would charge that wait to the program. A
 * ticker measures how late each turn came; the lateness, summed, is time the gate was busy and is
 * taken off every program's elapsed time (SPEC §4: a budget covers the programs only). A loaded
 * machine makes turns late too: lateness up to LATE_MS a turn is not counted, and what is counted at
 * most charges a program less, never more; a program killed at its budget is charged the budget.
 */
const TICK_MS = 20;
/** Lateness up to this is the machine's load, not a hold of the gate's; only what exceeds it counts. */
const LATE_MS = 50;
let stalledMs = 0;
let lastTick = 0;
let ticker = null;
let tickUsers = 0;
function tick() {
    const now = node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now();
    stalledMs += Math.max(0, now - lastTick - TICK_MS - LATE_MS);
    lastTick = now;
}
/** Stalled time so far, including a stall still under way (the current turn came late). */
function stalledNow() {
    if (ticker === null)
        return stalledMs;
    return stalledMs + Math.max(0, node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now() - lastTick - TICK_MS - LATE_MS);
}
function holdTicker() {
    if (tickUsers++ > 0)
        return;
    lastTick = node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now();
    ticker = setInterval(tick, TICK_MS);
    ticker.unref();
}
function releaseTicker() {
    if (--tickUsers > 0 || ticker === null)
        return;
    tick();
    clearInterval(ticker);
    ticker = null;
}
/** The number of process groups runProcess has started and not yet reaped (for tests and shutdown). */
function runningCount() {
    return liveGroups.size;
}
/** Cuts a trailing partial UTF-8 sequence, so a capped stdout never ends in U+FFFD. */
function utf8Prefix(buf) {
    let end = buf.length;
    for (let i = buf.length - 1; i >= 0 && i >= buf.length - 4; i--) {
        const b = buf[i];
        if ((b & 0xc0) === 0x80)
            continue;
        const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
        if (i + need > buf.length)
            end = i;
        break;
    }
    return buf.subarray(0, end).toString('utf8');
}
/**
 * The log is written synchronously: it is capped (1 MiB by default), so the cost is bounded, the
 * order of stdout and stderr chunks is kept, and no write buffer can grow behind a slow disk.
 */
class CappedLog {
    cap;
    fd = null;
    written = 0;
    lastByte = 0x0a;
    total = 0;
    error;
    constructor(path, cap) {
        this.cap = cap;
        if (path === undefined)
            return;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), { recursive: true });
            this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'w');
        }
        catch (err) {
            this.error = describeError(err, path);
        }
    }
    get truncated() {
        return this.total > this.cap;
    }
    write(chunk) {
        this.total += chunk.length;
        const room = this.cap - this.written;
        if (room <= 0)
            return;
        const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
        this.written += part.length;
        this.lastByte = part[part.length - 1] ?? this.lastByte;
        this.append(part);
    }
    note(line) {
        this.append(Buffer.from(`${this.lastByte === 0x0a ? '' : '\n'}${line}\n`));
        this.lastByte = 0x0a;
    }
    close() {
        if (this.fd === null)
            return;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(this.fd);
        }
        catch {
            // Nothing left to lose: every byte was written synchronously.
        }
        this.fd = null;
    }
    append(data) {
        if (this.fd === null)
            return;
        try {
            let off = 0;
            while (off < data.length)
                off += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(this.fd, data, off);
        }
        catch (err) {
            this.error = describeError(err, 'log');
            this.close();
        }
    }
}
function describeError(err, subject) {
    const e = err;
    const code = typeof e?.code === 'string' ? e.code : 'ERROR';
    return `${code}: ${subject}: ${e?.message ?? String(err)}`;
}
/**
 * Checks what spawn would only report vaguely: a missing `.py` is otherwise python3's exit 2, which
 * a stage would read as a crashing spec rather than a configuration defect.
 */
function preflight(spec, command) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(spec.file);
        if (!st.isFile())
            return `EISDIR: ${spec.file} is not a regular file`;
        if (command === spec.file)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(spec.file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
    }
    catch (err) {
        return describeError(err, spec.file);
    }
    for (const dir of spec.launchCwd !== undefined ? [spec.cwd, spec.launchCwd] : [spec.cwd]) {
        try {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(dir).isDirectory())
                return `ENOTDIR: working directory ${dir}`;
        }
        catch (err) {
            return describeError(err, `working directory ${dir}`);
        }
    }
    return undefined;
}
function validate(spec) {
    if (spec.hold !== undefined && spec.stdin === undefined) {
        throw new RangeError('runProcess: a held program needs stdin (it is released by writing it)');
    }
    if (!Number.isFinite(spec.timeoutMs) || spec.timeoutMs <= 0) {
        throw new RangeError(`runProcess: timeoutMs must be a positive number of ms, got ${spec.timeoutMs}`);
    }
    for (const [name, value] of [
        ['outputCapBytes', spec.outputCapBytes],
        ['stdoutKeepBytes', spec.stdoutKeepBytes],
    ]) {
        if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
            throw new RangeError(`runProcess: ${name} must be a non-negative integer, got ${value}`);
        }
    }
}
/** The budget a hold settled with, or null for a hold that lets the program go unreleased. */
function releasedBudget(hold) {
    return hold.then((ms) => (typeof ms === 'number' && Number.isFinite(ms) ? Math.max(1, ms) : null), () => null);
}
/** The result of a held program killed unreleased (ProcSpec.hold): it ran none of its own code. */
function unreleased() {
    return {
        exitCode: null,
        signal: null,
        timedOut: false,
        elapsedMs: 0,
        stdout: '',
        outputTruncated: false,
        outputBytes: 0,
        notReleased: true,
    };
}
async function runProcess(spec, launch = localLaunch) {
    validate(spec);
    const { command, args, flags = [] } = commandFor(spec.file);
    const kill = (pgid) => launch.killGroup(pgid);
    const cap = spec.outputCapBytes ?? DEFAULT_OUTPUT_CAP_BYTES;
    const keep = spec.stdoutKeepBytes ?? DEFAULT_STDOUT_KEEP_BYTES;
    const hold = spec.hold;
    // A held program's log is opened at its release: one killed unreleased leaves none.
    let log = hold === undefined ? new CappedLog(spec.logPath, cap) : null;
    let started = node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now();
    const notStarted = async (spawnError) => {
        if (hold !== undefined) {
            // Told at the release, as a program started then would have told it.
            if ((await releasedBudget(hold)) === null)
                return unreleased();
            started = node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now();
        }
        const l = log ?? new CappedLog(spec.logPath, cap);
        l.note(`[gate: could not start: ${spawnError}]`);
        l.close();
        return {
            exitCode: null,
            signal: null,
            timedOut: false,
            elapsedMs: Math.round(node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now() - started),
            stdout: '',
            outputTruncated: false,
            outputBytes: 0,
            spawnError,
            ...(l.error ? { logError: l.error } : {}),
        };
    };
    const problem = preflight(spec, command);
    if (problem)
        return notStarted(problem);
    let child;
    try {
        const preload = command === spec.file ? [] : (spec.launchArgs ?? []);
        const env = { ...minimalEnv(spec.env), ...launch.env };
        const run = launch.argv(command, [...flags, ...preload, ...args, ...(spec.args ?? [])], env);
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(run.command, run.args, {
            cwd: spec.launchCwd ?? spec.cwd,
            env,
            ...(launch.uid !== undefined ? { uid: launch.uid } : {}),
            ...(launch.gid !== undefined ? { gid: launch.gid } : {}),
            // A new session and process group: the budget kill reaches every descendant that stays in
            // it, and a Ctrl-C at the terminal reaches the gate only, which then calls killAllRunning.
            detached: true,
            stdio: [spec.stdin !== undefined ? 'pipe' : 'ignore', 'pipe', 'pipe', ...(spec.passFds ?? [])],
            windowsHide: true,
        });
    }
    catch (err) {
        return notStarted(describeError(err, `${command} (running ${spec.file})`));
    }
    // A program that exits without reading gives EPIPE here; that is its business, not an error.
    child.stdin?.on('error', () => { });
    if (spec.stdin !== undefined && hold === undefined)
        child.stdin?.end(spec.stdin);
    holdTicker();
    let stalledAtStart = stalledNow();
    return new Promise((resolve) => {
        const pid = child.pid;
        if (pid !== undefined)
            liveGroups.set(pid, kill);
        const stdoutChunks = [];
        let stdoutKept = 0;
        let timedOut = false;
        let exitCode = null;
        let signal = null;
        let exitedAt = null;
        let stalledAtExit = null;
        let spawnError;
        let settled = false;
        const timers = [];
        let budgetMs = spec.timeoutMs;
        // A held program (ProcSpec.hold): not yet released, or let go unreleased; what it prints before
        // its release (only its interpreter could) waits here, at most the cap, for the log.
        let released = hold === undefined;
        let letGo = false;
        let finishAtRelease = false;
        const early = [];
        let earlyKept = 0;
        let earlyDropped = 0;
        const toLog = (chunk) => {
            if (log !== null)
                return log.write(chunk);
            const part = chunk.subarray(0, Math.max(0, cap - earlyKept));
            if (part.length > 0)
                early.push(Buffer.from(part));
            earlyKept += part.length;
            earlyDropped += chunk.length - part.length;
        };
        const stdout = child.stdout;
        const stderr = child.stderr;
        // Both pipes are always drained, kept or not, so the child never blocks on a full pipe and
        // memory stays bounded by the keep and cap sizes whatever the program prints.
        stdout.on('data', (chunk) => {
            toLog(chunk);
            if (stdoutKept < keep) {
                const part = chunk.length <= keep - stdoutKept ? chunk : chunk.subarray(0, keep - stdoutKept);
                // Copy the slice: a subarray would pin the whole 64 KiB read buffer.
                stdoutChunks.push(part === chunk ? chunk : Buffer.from(part));
                stdoutKept += part.length;
            }
        });
        stderr.on('data', (chunk) => toLog(chunk));
        // A destroyed pipe can report ECONNRESET/EPIPE; the run's outcome comes from 'exit' alone.
        stdout.on('error', () => { });
        stderr.on('error', () => { });
        const finish = () => {
            if (settled)
                return;
            if (!released && !letGo) {
                // A held program that ended before its release is reported at the release.
                finishAtRelease = true;
                return;
            }
            settled = true;
            for (const t of timers)
                clearTimeout(t);
            stdout.destroy();
            stderr.destroy();
            child.stdin?.destroy();
            if (!released || log === null) {
                releaseTicker();
                resolve(unreleased());
                return;
            }
            if (timedOut)
                log.note(`[gate: budget of ${budgetMs} ms exceeded; process group killed]`);
            if (log.truncated)
                log.note(`[gate: output truncated after ${cap} bytes]`);
            log.close();
            const end = exitedAt ?? node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now();
            const gateStalls = (stalledAtExit ?? stalledNow()) - stalledAtStart;
            releaseTicker();
            // A program killed at its budget was still running when the budget (after any stall) ran out:
            // it ran at least that long.
            const ran = Math.max(0, Math.round(end - started - gateStalls));
            resolve({
                exitCode,
                signal,
                timedOut,
                elapsedMs: timedOut ? Math.max(ran, budgetMs) : ran,
                stdout: utf8Prefix(Buffer.concat(stdoutChunks)),
                outputTruncated: log.truncated,
                outputBytes: log.total,
                ...(spawnError ? { spawnError } : {}),
                ...(log.error ? { logError: log.error } : {}),
            });
        };
        child.on('error', (err) => {
            // Spawn failures (ENOENT for a missing interpreter, EACCES, a bad shebang) arrive here with
            // no 'exit'; errors after a successful spawn (a failed kill) do not change the outcome.
            if (exitedAt !== null || (pid !== undefined && !spawnFailed(err)))
                return;
            spawnError = describeError(err, `${command} (running ${spec.file})`);
            if (pid !== undefined)
                liveGroups.delete(pid);
            finish();
        });
        child.on('exit', (code, sig) => {
            exitedAt = node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now();
            stalledAtExit = stalledNow();
            exitCode = code;
            signal = sig;
            if (pid !== undefined) {
                // Background grandchildren would outlive the program and hold its pipes open.
                kill(pid);
                liveGroups.delete(pid);
            }
            timers.push(setTimeout(finish, CLOSE_GRACE_MS));
        });
        child.on('close', () => {
            if (exitedAt !== null)
                finish();
        });
        const armBudget = () => {
            timers.push(setTimeout(() => {
                // The budget is the program's, not the gate's: when gate-side work held the event loop past
                // the deadline, an exit that happened meanwhile is still queued behind this timer. Deciding
                // after the pending I/O has been read (setImmediate runs after the poll phase) charges the
                // program only for time it really ran.
                setImmediate(() => {
                    if (exitedAt !== null || settled)
                        return;
                    timedOut = true;
                    if (pid !== undefined)
                        kill(pid);
                    timers.push(setTimeout(() => {
                        if (exitedAt !== null)
                            return;
                        signal = 'SIGKILL';
                        finish();
                    }, EXIT_GRACE_MS));
                });
            }, budgetMs));
        };
        if (hold === undefined) {
            armBudget();
            return;
        }
        void releasedBudget(hold).then((budget) => {
            if (settled)
                return;
            if (budget === null) {
                // Let go unreleased: killed before any of its own code ran, and reported as such. Its stdin
                // stays open until it is gone (finish): an end of input would wake it.
                letGo = true;
                if (pid !== undefined)
                    kill(pid);
                if (finishAtRelease)
                    finish();
                else
                    timers.push(setTimeout(finish, EXIT_GRACE_MS));
                return;
            }
            released = true;
            budgetMs = budget;
            // The run starts now: its time, its budget, its log.
            started = node_perf_hooks__WEBPACK_IMPORTED_MODULE_4__.performance.now();
            stalledAtStart = stalledNow();
            log = new CappedLog(spec.logPath, cap);
            for (const chunk of early)
                log.write(chunk);
            log.total += earlyDropped;
            early.length = 0;
            if (exitedAt !== null) {
                // It ended before its release (its interpreter failed): it ran nothing of its own.
                exitedAt = started;
                stalledAtExit = stalledAtStart;
                if (finishAtRelease)
                    finish();
                return;
            }
            armBudget();
            child.stdin?.end(spec.stdin);
        });
    });
}
function spawnFailed(err) {
    return err.syscall?.startsWith('spawn') ?? false;
}


/***/ }),

/***/ 9349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tm: () => (/* binding */ WALKER),
/* harmony export */   WN: () => (/* binding */ RUN_IN_PROCESS),
/* harmony export */   WU: () => (/* binding */ walkInProcess)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The privileged file walk of the sandbox (src/adapters/sandbox.ts) as source text, run by `node -e`
 * as root or under `sudo`, so both ways share one implementation that never follows a link. A walk of
 * one part as root runs the same text in the gate's own process ({@link walkInProcess}): a `node` of
 * its own cost about 35 ms of the run's thread per walk, two walks a run.
 */


/**
 * How a script written for `node -e SCRIPT ARG` runs inside a process that is already running, as
 * source text (the gate runs it here; the sudo path's command server, src/adapters/privileged.ts,
 * runs the same text as root): `(script, arg, require) => {status, stdout, stderr}`. The script gets
 * a `process` of its own for what it reads and writes (argv, stdout, stderr, exitCode); its working
 * folder moves (the walk names entries relative to a folder's descriptor) and is put back before this
 * returns, whatever happens. Only for a script that finishes synchronously (a walk of one part: it
 * starts no process of its own), so nothing else of the process's runs meanwhile.
 */
const RUN_IN_PROCESS = String.raw `(script, arg, require) => {
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
const runInProcess = new Function(`return ${RUN_IN_PROCESS}`)();
/**
 * Runs {@link WALKER} in this process for `job` (of one part: no other process is started) and gives
 * back what it prints; a walk that fails throws, as the process of its own exits non-zero.
 */
function walkInProcess(job) {
    const modules = { fs: node_fs__WEBPACK_IMPORTED_MODULE_1__, child_process: node_child_process__WEBPACK_IMPORTED_MODULE_0__ };
    const r = runInProcess(WALKER, JSON.stringify({ ...job, parts: 1 }), (name) => {
        if (!(name in modules))
            throw new Error(`the sandbox walk asked for ${name}`);
        return modules[name];
    });
    if (r.status !== 0 || r.stdout === '')
        throw new Error(r.stderr.trim().split('\n')[0] || 'the sandbox walk gave no account');
    return r.stdout;
}
const WALKER = String.raw `'use strict';
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


/***/ }),

/***/ 8023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ sandboxLine),
/* harmony export */   F4: () => (/* binding */ detectPrivilege),
/* harmony export */   QP: () => (/* binding */ sandboxSetting),
/* harmony export */   dD: () => (/* binding */ warmPrivilege),
/* harmony export */   wm: () => (/* binding */ chooseRunner),
/* harmony export */   ze: () => (/* binding */ numericMode)
/* harmony export */ });
/* unused harmony exports SANDBOX_SETTINGS, SandboxUnavailableError, unsandboxedRunner */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _proc_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7642);
/* harmony import */ var _privileged_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6043);
/* harmony import */ var _sandbox_walk_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9349);
/* harmony import */ var _attest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9565);
/**
 * The sandbox for user processes (SPEC §8): where the machine allows it, every spec, generator and
 * invariant runs as a separate unprivileged OS user made for this run, so the kernel keeps it out of
 * the gate's environment and memory (`/proc/<gate pid>/environ`, `/proc/<gate pid>/mem` need the
 * same uid) and out of every file the gate owns and has not granted.
 *
 * Privilege. The gate needs it only to make and remove the user and to hand files over: it is root
 * (CI on this project's machines), or it has passwordless `sudo -n` (GitHub-hosted runners, user
 * `runner`). Only what a stock Ubuntu runner has is used: useradd/userdel, chown/chmod/find, sudo,
 * kill. As root, a program is spawned with spawn's `uid`/`gid` (libuv drops the supplementary groups
 * too), so no extra process sits between the gate and the program and the budget kill is the
 * ordinary kill(2) of the process group. Under sudo the program is started as
 * `sudo -n -u <user> -- env -i VARS… program`; sudo stays root, so the group is killed with
 * `sudo -n kill -KILL -- -<pgid>` (only when a probe with signal 0 shows the group still has members).
 *
 * One user per run (`gate-sbx-<8 hex>`), removed at the end. A shared user would let the code of one
 * run reach another run's files on a machine that runs several jobs, and a daemon left by an earlier
 * run write into this run's checkout. At the end every process of the run's user is killed (`kill -1`
 * as that user reaches even a program that left its process group with setsid), then the user goes.
 *
 * What user code may write, and how it is granted:
 * - a scratch HOME and TMPDIR of its own (mode 700, owned by the run's user), removed at the end;
 * - the machine's shared temporary folders (/tmp, /var/tmp, /dev/shm), as any user may: what the
 *   run's users left at their top level is removed at the end, once none of their processes is left;
 * - the folders a ProcSpec names in `writableDirs` (a generator's GATE_OUT), chowned to the user;
 * - the candidate checkout's working files, as before the sandbox: they keep their owner and get the
 *   run's group with group write (directories setgid, so new files stay in the group). Group and
 *   owner are handed back at the end. ACLs would be finer, but `setfacl` is not on every machine;
 *   chown/chmod are. Symbolic links are never followed, `.git` (at any depth) and the gate's own
 *   folders inside the checkout (`protect`: the output folder) are left alone, and the folders that
 *   hold them get the sticky bit, so the user can add files there but cannot rename or delete what
 *   the gate owns (a `.git` moved aside and replaced would otherwise be the gate's repository).
 * Everything else — `.gate/`, the gate's worktrees (inside `.git`), the candidate's `.git`, the
 * runner's file commands (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), the patch copies — stays owned by the
 * gate and is at most readable to the user. Folders above the checkout that other users cannot search
 * get the search bit (o+x, no listing) so the user can reach its working folder; the old modes are
 * put back at the end.
 *
 * Selection: GATE_SANDBOX=off|auto|require (default auto). `auto` runs unsandboxed, and says so, when
 * no sandbox is possible; `require` fails closed with the reason.
 */









const SANDBOX_SETTINGS = ['off', 'auto', 'require'];
class SandboxUnavailableError extends Error {
    constructor(reason) {
        super(`GATE_SANDBOX=require, but user code cannot be sandboxed here: ${reason}`);
        this.name = 'SandboxUnavailableError';
    }
}
/** Reads GATE_SANDBOX; an unknown value is an error that lists the valid ones. */
function sandboxSetting(value) {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '')
        return 'auto';
    if (SANDBOX_SETTINGS.includes(v))
        return v;
    throw new Error(`GATE_SANDBOX=${JSON.stringify(value)} is not a sandbox setting: use one of ${SANDBOX_SETTINGS.join(', ')}`);
}
/** The one plain log line about the sandbox. */
function sandboxLine(s) {
    switch (s.mode) {
        case 'user':
            return `gate: sandbox  user code runs as the OS user ${s.user}`;
        case 'none':
            return `gate: sandbox  none — user code runs as the gate's own OS user (${s.reason ?? 'no reason given'})`;
        default: {
            const never = s.mode;
            return never;
        }
    }
}
/** A runner without a sandbox: user code runs as the gate's user. */
function unsandboxedRunner(reason) {
    return {
        sandbox: { mode: 'none', reason },
        loads: new _attest_js__WEBPACK_IMPORTED_MODULE_8__/* .LoadBook */ .G_(),
        run: async (spec) => {
            // Even without another user, each program gets a HOME and TMPDIR no earlier program wrote.
            const own = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'gate-prog-'));
            try {
                const home = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(own, 'home');
                const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(own, 'tmp');
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdirSync)(home, { mode: 0o700 });
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdirSync)(tmp, { mode: 0o700 });
                return await (0,_proc_js__WEBPACK_IMPORTED_MODULE_5__/* .runProcess */ .R3)(spec, {
                    ..._proc_js__WEBPACK_IMPORTED_MODULE_5__/* .localLaunch */ .bW,
                    env: { HOME: home, TMPDIR: tmp },
                });
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(own, { recursive: true, force: true });
            }
        },
        grant: () => { },
        seal: () => { },
        dispose: () => { },
    };
}
/**
 * The runner for a run: sandboxed when the setting and the machine allow, else unsandboxed with the
 * reason (`auto`) or a SandboxUnavailableError (`require`).
 */
function chooseRunner(o) {
    if (o.setting === 'off')
        return unsandboxedRunner('GATE_SANDBOX=off');
    const fallback = (reason) => {
        if (o.setting === 'require')
            throw new SandboxUnavailableError(reason);
        return unsandboxedRunner(reason);
    };
    if (process.platform !== 'linux')
        return fallback(`the sandbox needs Linux, this is ${process.platform}`);
    const priv = (o.privilege ?? detectPrivilege)();
    if (typeof priv === 'string')
        return fallback(priv);
    let box;
    try {
        box = new UserSandbox(priv);
        for (const dir of o.reach ?? [])
            box.reach(dir);
        if (o.checkout !== undefined)
            box.grant(o.checkout, o.protect ?? []);
        return box;
    }
    catch (err) {
        box?.dispose();
        return fallback(err instanceof Error ? err.message : String(err));
    }
}
const EXEC_TIMEOUT_MS = 30_000;
function execOrThrow(command, args, env) {
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(command, args, {
        encoding: 'utf8',
        timeout: EXEC_TIMEOUT_MS,
        stdio: 'pipe',
        ...(env !== undefined ? { env } : {}),
    });
    return checked([command, ...args], {
        status: r.status,
        signal: r.signal,
        error: r.error ? r.error.message : null,
        stdout: r.stdout ?? '',
        stderr: r.stderr ?? '',
    });
}
/**
 * `mode` as GNU chmod must be given it to set exactly those bits: five octal digits. With four or
 * fewer, chmod keeps a folder's set-user-id and set-group-id bits whatever the mode says (so `0755` on
 * a folder the grant made 2775 left it 2755).
 */
function numericMode(mode) {
    return (mode & 0o7777).toString(8).padStart(5, '0');
}
/** A command's output, or an error naming the command and the last line it printed. */
function checked(argv, r) {
    if (r.error !== null)
        throw new Error(`${argv.join(' ')}: ${r.error}`);
    if (r.status !== 0) {
        const why = (r.stderr || r.stdout || '').trim().split('\n').slice(-1)[0] ?? '';
        throw new Error(`${argv.join(' ')} exited ${r.status ?? r.signal}${why ? `: ${why}` : ''}`);
    }
    return r.stdout;
}
/**
 * The sudo path: each command through the process's privileged command server
 * (src/adapters/privileged.ts, started at the first command and shared by the run's holders), or
 * through a `sudo -n` of its own where that server cannot start or once this holder let it go.
 */
function sudoPrivilege() {
    let channel;
    let closed = false;
    const server = () => {
        if (!closed)
            channel ??= (0,_privileged_js__WEBPACK_IMPORTED_MODULE_6__/* .holdChannel */ .Jr)();
        return channel === undefined || typeof channel === 'string' || !channel.alive ? undefined : channel;
    };
    return {
        kind: 'sudo',
        exec(argv) {
            const c = server();
            return c === undefined
                ? execOrThrow('sudo', ['-n', '--', ...argv])
                : checked(['sudo', '-n', '--', ...argv], c.run(argv));
        },
        script(text, arg) {
            const c = server();
            return c === undefined
                ? execOrThrow('sudo', ['-n', '--', process.execPath, '-e', text, arg])
                : checked(['sudo', '-n', '--', process.execPath, '-e', '(script)'], c.runScript(text, arg));
        },
        close() {
            if (channel !== undefined)
                (0,_privileged_js__WEBPACK_IMPORTED_MODULE_6__/* .releaseChannel */ .pc)(channel);
            channel = undefined;
            closed = true;
        },
    };
}
/**
 * A system user with no home and no login shell: in a group of its own, or in `gid` (the run's group,
 * for a second program that runs beside the first). Read back from /etc/passwd to be sure it exists.
 */
function addSystemUser(priv, name, gid) {
    const group = gid === undefined ? ['--user-group'] : ['--no-user-group', '--gid', String(gid)];
    priv.exec([
        'useradd',
        '--system',
        ...group,
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        name,
    ]);
    const account = lookUpAccount(name);
    if (!account)
        throw new Error(`useradd ${name} succeeded but the user is not in /etc/passwd`);
    return account;
}
/** The first of the usual places that holds `name` (root's PATH may lack /usr/sbin). */
function systemTool(name) {
    for (const dir of ['/usr/sbin', '/sbin', '/usr/bin', '/bin']) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, name)))
            return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, name);
    }
    return name;
}
let sudoWorks;
/**
 * On the sudo path, starts the privileged command server now, so its start overlaps the run's first
 * steps (nothing as root, without sudo, or with the sandbox off); coolChannel ends it if no step took it.
 */
function warmPrivilege(setting) {
    if (setting === 'off' || process.platform !== 'linux' || process.getuid?.() === 0)
        return;
    if (typeof detectPrivilege() !== 'string')
        (0,_privileged_js__WEBPACK_IMPORTED_MODULE_6__/* .warmChannel */ .VF)();
}
function detectPrivilege() {
    const uid = process.getuid?.();
    if (uid === 0)
        return { kind: 'root', exec: ([cmd, ...args]) => execOrThrow(systemTool(cmd), args) };
    // Asked once per process: the sandbox and the views both ask, and each asking cost a sudo.
    sudoWorks ??= (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
    if (sudoWorks)
        return sudoPrivilege();
    return `the gate runs as uid ${uid ?? '?'}, neither root nor with passwordless sudo`;
}
function lookUpAccount(name) {
    for (const line of (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)('/etc/passwd', 'utf8').split('\n')) {
        const f = line.split(':');
        if (f[0] === name && f.length >= 4)
            return { name, uid: Number(f[2]), gid: Number(f[3]) };
    }
    return undefined;
}
/** How long the gate waits, after killing them, for the processes of a program's user to be gone. */
const KILL_PROOF_MS = 5_000;
/**
 * A checkout of more than about 10,000 files, judged by the size of its git index (about 100 bytes
 * an entry): its walks are split between processes. A tree without a `.git/index` is small enough.
 */
function isLargeCheckout(root) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(root, '.git', 'index')).size > 1_000_000;
    }
    catch {
        return false;
    }
}
/** World-writable folders of a Linux machine where any user may leave files outside its scratch. */
const SHARED_TEMP = ['/tmp', '/var/tmp', '/dev/shm'];
/**
 * What Node's module resolution reads in every folder above a program (the run's state folder sits in
 * the temp folder): a `node_modules` there answers any bare import no folder below it could, and a
 * `package.json` scope (self-reference, `imports`, `type`). A program's own of these are removed from
 * the shared temp folders as soon as it ends, not at the end of the run, so no later program of the
 * run resolves a module through them; whatever else a program leaves there is kept for its user's
 * next program (as a cache would be) until the run ends.
 */
const RESOLUTION_NAMES = ['node_modules', 'package.json'];
/** Blocks this thread for `ms` (between kill rounds; never in a test's assertion). */
function pause(ms) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
class UserSandbox {
    priv;
    sandbox;
    loads = new _attest_js__WEBPACK_IMPORTED_MODULE_8__/* .LoadBook */ .G_();
    /** Sudo closes every descriptor above 2: the result channel then uses a private folder. */
    passesFds;
    /** Programs that run side by side run as different users of the run (see run()). */
    apart = true;
    account;
    /** Every user of this run: the first, and one more per program that ran beside another. */
    accounts = [];
    /** Users with no program running and none of their processes left. */
    idle = [];
    scratch;
    gateUid = process.getuid?.() ?? 0;
    gateGid = process.getgid?.() ?? 0;
    /** Trees whose owner or group may now be the run's users (granted or written): handed back. */
    handBack = [];
    /** Where each grant recorded the modes it changed (in the scratch folder), for the hand-back. */
    modeRecords = [];
    modes = [];
    disposed = false;
    running = 0;
    /** The views lent to users of the run (TreeOwner), by their folder. */
    leases = new Map();
    /** Lent users running a program now. */
    leaseBusy = new Set();
    /** What each user of the run has run: programs in turn (and lent views) or held ones. */
    roles = new Map();
    owner;
    constructor(priv) {
        this.priv = priv;
        const account = addSystemUser(priv, `gate-sbx-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(4).toString('hex')}`);
        const name = account.name;
        this.checkUnprivileged(account);
        this.account = account;
        this.accounts.push(account);
        this.idle.push(account);
        this.sandbox = { mode: 'user', user: name };
        this.passesFds = priv.kind === 'root';
        this.scratch = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'gate-sbx-'));
        // Searchable, not listable: a program finds only the folders it is given.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.chmodSync)(this.scratch, 0o711);
        this.reach(this.scratch);
        this.owner = {
            gateUid: this.gateUid,
            gateGid: this.gateGid,
            group: account.gid,
            firstUid: account.uid,
            lease: (dir) => this.lease(dir),
        };
    }
    /**
     * Lends the view at `dir` to an idle user of the run (the first made, as a program that runs in turn
     * would get): until the lease ends, the programs that run in turn there run as that user, and no
     * program elsewhere does.
     */
    lease(dir) {
        if (this.disposed)
            throw new Error('the sandbox of this run is already disposed');
        const at = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(dir);
        if (this.leases.has(at))
            throw new Error(`the tree ${at} is already lent to a user of the run`);
        const account = this.takeIdle(false) ?? this.addUser();
        this.roles.set(account, 'turn');
        this.leases.set(at, account);
        return {
            uid: account.uid,
            gid: account.gid,
            release: () => {
                if (this.leases.get(at) !== account)
                    return;
                this.leases.delete(at);
                // A user whose last program could not be ended stays out of use (dispose tries again).
                if (!this.leaseBusy.has(account))
                    this.idle.push(account);
            },
        };
    }
    /**
     * In a lent view only a program that never writes the tree (the judge) is held beside another: every
     * other program runs in turn as the view's user, the only user its files are shown as owned by, so
     * each may write what the checkout would let it (a second user beside it could only read).
     */
    holdsIn(cwd, readsTreeOnly) {
        return readsTreeOnly || this.lentFor(cwd) === undefined;
    }
    /** The user a view at or above `cwd` is lent to. */
    lentFor(cwd) {
        const at = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(cwd);
        for (const [dir, account] of this.leases)
            if (isInside(dir, at))
                return account;
        return undefined;
    }
    /**
     * Runs one program as a user of this run that has no other process: its own fresh HOME and TMPDIR
     * (no earlier program could have written them: a `.pth` in Python's user site, a `~/.node_modules`),
     * and, once it ends, every process of that user is killed — a daemon started with setsid
     * included — and the gate proves none is left before it goes on. Programs that run side by side
     * get different users of the run (same group, so the checkout is granted to all of them), so one
     * cannot reach into another while it runs.
     */
    async run(spec) {
        if (this.disposed)
            throw new Error('the sandbox of this run is already disposed');
        // In a lent view, a program that runs in turn is the view's user (the one its files are shown as
        // owned by); one at a time, so two programs of one view can never watch each other.
        const lent = spec.hold === undefined ? this.lentFor(spec.cwd) : undefined;
        if (lent !== undefined && this.leaseBusy.has(lent))
            throw new Error(`two programs at once in the tree ${spec.cwd}: a view runs one program in turn at a time`);
        const account = lent ?? this.takeIdle(spec.hold !== undefined) ?? this.addUser();
        if (lent !== undefined)
            this.leaseBusy.add(lent);
        else
            this.roles.set(account, spec.hold !== undefined ? 'held' : 'turn');
        this.running++;
        let clean = false;
        const own = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(this.scratch, (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(8).toString('hex'));
        const later = spec.hold !== undefined ? (spec.writableAtRelease ?? []) : [];
        const dirs = [
            ...(spec.writableDirs ?? []),
            ...(spec.hold === undefined ? (spec.writableAtRelease ?? []) : []),
        ];
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdirSync)(own, { mode: 0o711 });
            const home = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(own, 'home');
            const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(own, 'tmp');
            this.makeOwnDirs([home, tmp], account);
            if (dirs.length > 0) {
                for (const parent of new Set(dirs.map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(d))))
                    this.reach(parent);
                this.chown(dirs, account.uid, account.gid);
                this.handBack.push(...dirs);
            }
            for (const parent of new Set(later.map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(d))))
                this.reach(parent);
            // A held program's folders are its own only from its release: the program beside it (which
            // fills them) keeps them until then. A grant that fails rejects the hold: killed unreleased.
            const hold = later.length > 0 && spec.hold !== undefined
                ? spec.hold.then((budget) => {
                    if (budget !== null)
                        this.grantAtRelease(later, account);
                    return budget;
                })
                : spec.hold;
            const result = await (0,_proc_js__WEBPACK_IMPORTED_MODULE_5__/* .runProcess */ .R3)({ ...spec, ...(hold !== undefined ? { hold } : {}) }, this.launchFor(account, home, tmp));
            this.killUser(account);
            clean = true;
            this.sweepResolution(account);
            // Without root the gate could neither read what the user left at mode 600 nor delete it. These
            // folders are this user's alone (no other user of the run can write them) and it has no process
            // left, so coreutils' physical walk (-P, no link followed) is enough and saves a walker per program.
            const written = [...dirs, ...later];
            if (this.priv.kind === 'sudo' && written.length > 0) {
                const to = `${this.gateUid}:${this.gateGid}`;
                for (const d of written.filter((x) => (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(x))) {
                    this.priv.exec(['chown', '-R', '-P', `--from=${account.uid}`, to, '--', d]);
                }
            }
            return result;
        }
        finally {
            this.running--;
            if (!clean) {
                try {
                    this.killUser(account);
                    clean = true;
                }
                catch {
                    // A user whose processes could not be ended runs nothing more; dispose tries again.
                }
            }
            this.removeOwn(own);
            if (clean && lent !== undefined) {
                this.leaseBusy.delete(lent);
                // Its view was given back while it ran: the user is free again.
                if (![...this.leases.values()].includes(lent))
                    this.idle.push(lent);
            }
            else if (clean)
                this.idle.push(account);
        }
    }
    /**
     * An idle user of this run for the next program: a program that runs in turn (or a view lent to such
     * programs) gets the first made of the users that ran such programs before, a held one (started
     * beside another) the last made of the users that ran held programs before; a user that ran neither
     * serves either. So each program of a replay runs as the same user from one replay to the next (the
     * generator as one, the invariant held beside it as another), as they did when every program ran in
     * turn as the run's first user: what code keeps per user (a file named by its uid in /tmp) is found
     * again by the next replay's same program. Undefined when no such user is idle (one is made).
     */
    takeIdle(held) {
        const order = (a) => this.accounts.indexOf(a);
        const role = held ? 'held' : 'turn';
        let at = -1;
        for (let i = 0; i < this.idle.length; i++) {
            const r = this.roles.get(this.idle[i]);
            if (r !== undefined && r !== role)
                continue;
            const better = at < 0 ||
                (held ? order(this.idle[i]) > order(this.idle[at]) : order(this.idle[i]) < order(this.idle[at]));
            if (better)
                at = i;
        }
        if (at < 0)
            return undefined;
        const account = this.idle.splice(at, 1)[0];
        this.roles.set(account, role);
        return account;
    }
    /**
     * Makes `dir` searchable for the run's user: every folder from `/` down to it gets o+x where it
     * lacks it (search, not listing), and gets its old mode back at the end.
     */
    reach(dir) {
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(dir);
        const chain = [];
        for (let p = abs;; p = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(p)) {
            chain.unshift(p);
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(p) === p)
                break;
        }
        for (const p of chain) {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(p);
            if (!st.isDirectory() || (st.mode & 0o001) !== 0)
                continue;
            this.setMode(p, st.mode, st.mode | 0o001);
        }
    }
    /**
     * Grants the checkout's working files to the run's group (see the module comment): owner kept,
     * group write, setgid folders, symbolic links and `.git` and `protect` untouched, the sticky bit on
     * every folder that holds a protected entry. The walk never follows a link (src/adapters/sandbox-walk.ts),
     * so a program of this run that swaps a folder for a link while it runs reaches nothing outside.
     */
    grant(dir, protect) {
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(dir);
        this.reach(root);
        this.handBack.push(root);
        const guarded = protect.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(p)).filter((p) => isInside(root, p));
        const sticky = new Set([root]);
        for (const p of guarded) {
            for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(p); isInside(root, d); d = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(d)) {
                sticky.add(d);
                if (d === root)
                    break;
            }
        }
        // The modes it changes, kept where only the gate (and root) can reach: the scratch folder is
        // searchable, not listable, and the record's files are the walk's own (mode 600).
        const record = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(this.scratch, `grant-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(8).toString('hex')}`);
        this.modeRecords.push(record);
        const done = this.walk({
            op: 'grant',
            roots: [root],
            owner: this.gateUid,
            gid: this.account.gid,
            skip: guarded,
            sticky: [...sticky],
            record,
        });
        this.modes.push(...done.modes);
    }
    seal(dir) {
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(dir);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(root);
        if (!st.isDirectory())
            throw new Error(`cannot seal ${root}: not a folder`);
        // The group first (the give-back at dispose puts the gate's group back on the whole tree anyway),
        // then the mode, recorded so dispose restores it.
        if (this.priv.kind === 'root')
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lchownSync)(root, st.uid, this.gateGid);
        else
            this.priv.exec(['chown', '-h', `${st.uid}:${this.gateGid}`, '--', root]);
        this.setMode(root, st.mode, st.mode & 0o7700);
    }
    dispose() {
        if (this.disposed)
            return;
        this.disposed = true;
        const problems = [];
        const attempt = (what, body) => {
            try {
                body();
            }
            catch (err) {
                problems.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
            }
        };
        const killed = this.accounts.map((a) => {
            try {
                this.killUser(a);
                return true;
            }
            catch (err) {
                problems.push(`kill: ${err instanceof Error ? err.message : String(err)}`);
                return false;
            }
        });
        // Privileged walks only once no process of the run's users is left to race them.
        if (killed.every(Boolean)) {
            attempt('hand back', () => this.giveBack());
            for (const m of [...this.modes].reverse())
                attempt(`mode of ${m.path}`, () => this.chmod(m.path, m.mode));
            attempt('shared temporary folders', () => this.sweepShared());
        }
        attempt('scratch', () => this.priv.kind === 'root'
            ? (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(this.scratch, { recursive: true, force: true })
            : this.priv.exec(['rm', '-rf', '--', this.scratch]));
        // The run's first user last: its group is the others' primary group.
        for (const a of [...this.accounts].reverse())
            attempt('userdel', () => this.priv.exec(['userdel', a.name]));
        attempt('privileged command server', () => this.priv.close?.());
        if (problems.length > 0) {
            throw new Error(`the sandbox of this run was not fully undone: ${problems.join('; ')}`);
        }
    }
    checkUnprivileged(a) {
        if (a.uid === 0 || a.uid === this.gateUid || a.gid === 0) {
            throw new Error(`the user ${a.name} has uid ${a.uid} / gid ${a.gid}: not unprivileged`);
        }
    }
    /** One more user of this run, in the run's group, for a program that runs beside another. */
    addUser() {
        const account = addSystemUser(this.priv, `${this.account.name}-${this.accounts.length + 1}`, this.account.gid);
        this.accounts.push(account);
        this.checkUnprivileged(account);
        return account;
    }
    launchFor(account, home, tmp) {
        // Python's per-user site folder is off (-s, src/adapters/attest.ts), and HOME is new and empty.
        const env = { HOME: home, TMPDIR: tmp };
        if (this.priv.kind === 'root') {
            return {
                argv: (command, args) => ({ command, args }),
                env,
                uid: account.uid,
                gid: account.gid,
                killGroup: (pgid) => signalGroup(pgid),
            };
        }
        return {
            argv: (command, args, vars) => ({
                command: 'sudo',
                args: [
                    '-n',
                    '-u',
                    account.name,
                    '--',
                    '/usr/bin/env',
                    '-i',
                    ...Object.entries(vars).map(([k, v]) => `${k}=${v}`),
                    command,
                    ...args,
                ],
            }),
            env,
            killGroup: (pgid) => {
                if (!groupAlive(pgid))
                    return;
                (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('sudo', ['-n', 'kill', '-KILL', '--', `-${pgid}`], { stdio: 'ignore', timeout: 10_000 });
            },
        };
    }
    /** Fresh folders owned by `account`, mode 700, in a folder of the gate's no one else can list. */
    makeOwnDirs(dirs, account) {
        if (this.priv.kind === 'root') {
            for (const d of dirs) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdirSync)(d, { mode: 0o700 });
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.chownSync)(d, account.uid, account.gid);
            }
            return;
        }
        this.priv.exec([
            'install',
            '-d',
            '-o',
            String(account.uid),
            '-g',
            String(account.gid),
            '-m',
            '700',
            ...dirs,
        ]);
    }
    /** Removes a program's own folders once no process of its user is left. */
    removeOwn(own) {
        try {
            if (this.priv.kind === 'root')
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(own, { recursive: true, force: true });
            else if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(own))
                this.priv.exec(['rm', '-rf', '--', own]);
        }
        catch {
            // The scratch folder goes as a whole at dispose.
        }
    }
    /**
     * Kills every process of `account` — `kill -KILL -1` as that user reaches each of them, in or out
     * of their process groups — and proves none is left (walking /proc for its uid); throws when some
     * are still there after KILL_PROOF_MS, so the gate never goes on beside a process of user code.
     */
    killUser(account) {
        const deadline = Date.now() + KILL_PROOF_MS;
        for (let round = 0;; round++) {
            if (!userHasProcesses(account.uid))
                return;
            if (Date.now() > deadline) {
                throw new Error(`processes of ${account.name} are still running after being killed`);
            }
            if (round > 0)
                pause(20);
            if (this.priv.kind === 'root') {
                (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('/bin/sh', ['-c', 'kill -KILL -1'], {
                    uid: account.uid,
                    gid: account.gid,
                    stdio: 'ignore',
                    timeout: 10_000,
                });
            }
            else {
                (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('sudo', ['-n', '-u', account.name, '--', '/bin/sh', '-c', 'kill -KILL -1'], {
                    stdio: 'ignore',
                    timeout: 10_000,
                });
            }
        }
    }
    /** The {@link RESOLUTION_NAMES} `account` left in the shared temp folders, removed once it has no process. */
    sweepResolution(account) {
        const left = [];
        for (const dir of new Set([(0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), ...SHARED_TEMP].map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(d))))
            for (const name of RESOLUTION_NAMES) {
                const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, name);
                try {
                    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(path).uid === account.uid)
                        left.push(path);
                }
                catch {
                    // none there
                }
            }
        if (left.length === 0)
            return;
        const argv = ['rm', '-rf', '--one-file-system', '--', ...left];
        if (this.priv.kind === 'root')
            execOrThrow(argv[0], argv.slice(1));
        else
            this.priv.exec(argv);
    }
    /**
     * What the run's users left in the machine's shared temporary folders (SHARED_TEMP and the gate's
     * own temp folder), removed once none of their processes is left: an entry there outlives the run
     * and its user, and the next run's user may get the same uid (useradd reuses a freed one) and with
     * it the entry, so one run's program could leave state — a warm cache, a planted module, a forged
     * answer — for another run's. Only the top-level entries owned by one of the run's uids go, removed
     * by GNU `rm -rf --one-file-system` (as root, or through sudo), which walks with descriptors and
     * follows no link: a folder the user made world-writable cannot steer the removal outside it.
     */
    sweepShared() {
        const uids = new Set(this.accounts.map((a) => a.uid));
        const left = [];
        for (const dir of new Set([(0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), ...SHARED_TEMP].map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(d)))) {
            let names;
            try {
                names = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(dir);
            }
            catch {
                continue; // not on this machine
            }
            for (const name of names) {
                const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, name);
                try {
                    if (uids.has((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(path).uid))
                        left.push(path);
                }
                catch {
                    // gone meanwhile
                }
            }
        }
        for (let at = 0; at < left.length; at += 500) {
            const argv = ['rm', '-rf', '--one-file-system', '--', ...left.slice(at, at + 500)];
            if (this.priv.kind === 'root')
                execOrThrow(argv[0], argv.slice(1));
            else
                this.priv.exec(argv);
        }
    }
    /**
     * Every entry owned by a user or the group of this run goes back to the gate's user and group, and
     * every entry a grant changed the mode of gets the mode it had back (the group bits it added).
     */
    giveBack(trees = this.handBack) {
        this.walk({
            op: 'giveBack',
            roots: trees.map((t) => (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(t)),
            uids: this.accounts.map((a) => a.uid),
            gid: this.account.gid,
            toUid: this.gateUid,
            toGid: this.gateGid,
            records: this.modeRecords,
        });
    }
    /** Runs the no-follow walk (src/adapters/sandbox-walk.ts) with privilege. */
    walk(job) {
        // One part per core for a large checkout: the walk is a system call per entry, and its grant and
        // hand-back were the larger part of its run (100,000 files: about a second each, one process).
        // A small tree is walked by one process: another would cost more to start than it saves.
        const roots = job.roots ?? [];
        const parts = roots.some(isLargeCheckout) ? (0,node_os__WEBPACK_IMPORTED_MODULE_3__.availableParallelism)() : 1;
        const args = ['-e', _sandbox_walk_js__WEBPACK_IMPORTED_MODULE_7__/* .WALKER */ .Tm, JSON.stringify({ ...job, parts })];
        // A walk of one part runs in this process as root, in the command server under sudo (no node of
        // its own to start either way). A walk in parts gets no more environment than sudo would give it:
        // nothing of the runner's (a NODE_OPTIONS, NODE_EXTRA_CA_CERTS: certificates read at every start,
        // ~30 ms here) reaches it.
        const stdout = this.priv.kind === 'root'
            ? parts === 1
                ? (0,_sandbox_walk_js__WEBPACK_IMPORTED_MODULE_7__/* .walkInProcess */ .WU)(job)
                : execOrThrow(process.execPath, args, { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' })
            : parts === 1 && this.priv.script !== undefined
                ? this.priv.script(_sandbox_walk_js__WEBPACK_IMPORTED_MODULE_7__/* .WALKER */ .Tm, JSON.stringify({ ...job, parts }))
                : this.priv.exec([process.execPath, ...args]);
        const parsed = JSON.parse(stdout);
        if (!Array.isArray(parsed.modes) || !Array.isArray(parsed.refused)) {
            throw new Error('the sandbox walk gave no account of what it did');
        }
        return { modes: parsed.modes, refused: parsed.refused };
    }
    /**
     * A held program's folders at its release (ProcSpec.writableAtRelease), as a program started then
     * would have found them: the folders its own, and what another user of this run wrote in them (the
     * program that filled them, now without a process) its own too, as the one user of a run that
     * starts programs one after the other would own it. Under sudo that user's files were already
     * handed to the gate when it ended, as they are then. No link is followed.
     */
    grantAtRelease(dirs, account) {
        this.chown([...dirs], account.uid, account.gid);
        this.handBack.push(...dirs);
        if (this.priv.kind !== 'root')
            return;
        const others = new Set(this.accounts.filter((a) => a.uid !== account.uid).map((a) => a.uid));
        const walk = (p) => {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(p);
            if (others.has(st.uid))
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lchownSync)(p, account.uid, st.gid); // the run's users share a group
            if (st.isDirectory())
                for (const n of (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(p))
                    walk((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(p, n));
        };
        for (const d of dirs)
            for (const n of (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(d))
                walk((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(d, n));
    }
    chown(paths, uid, gid) {
        if (this.priv.kind === 'root') {
            for (const p of paths)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lchownSync)(p, uid, gid);
        }
        else {
            this.priv.exec(['chown', '-h', `${uid}:${gid}`, '--', ...paths]);
        }
    }
    setMode(path, old, mode) {
        this.modes.push({ path, mode: old & 0o7777 });
        this.chmod(path, mode & 0o7777);
    }
    chmod(path, mode) {
        if (this.priv.kind === 'root')
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.chmodSync)(path, mode);
        else
            this.priv.exec(['chmod', numericMode(mode), '--', path]);
    }
}
/** True while a process of `uid` exists (zombies aside: they run nothing). */
function userHasProcesses(uid) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const e of entries) {
        if (!/^\d+$/.test(e))
            continue;
        try {
            const status = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(`/proc/${e}/status`, 'utf8');
            const uids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status);
            const state = /^State:\s+(\S)/m.exec(status)?.[1];
            if (state === 'Z' || state === 'X' || !uids)
                continue;
            if ([uids[1], uids[2], uids[3]].some((u) => Number(u) === uid))
                return true;
        }
        catch {
            // The process is gone.
        }
    }
    return false;
}
function isInside(root, p) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(root, p);
    return rel === '' || (!rel.startsWith('..') && !rel.startsWith(node_path__WEBPACK_IMPORTED_MODULE_4__.sep) && rel !== '..');
}
function signalGroup(pgid) {
    try {
        process.kill(-pgid, 'SIGKILL');
    }
    catch {
        // ESRCH: the group is already empty, which is the goal.
    }
}
/** Signal 0 checks the group without touching it: EPERM means it has members we cannot signal. */
function groupAlive(pgid) {
    try {
        process.kill(-pgid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}


/***/ }),

/***/ 2458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ StateDir),
/* harmony export */   Fp: () => (/* binding */ artifactDigest),
/* harmony export */   om: () => (/* binding */ stateRoot)
/* harmony export */ });
/* unused harmony exports StateDirError, MAX_DIGESTED_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _outdir_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2013);
/**
 * The run's state folder: everything the gate trusts while a run goes on — its working copy of
 * `.gate/`, the oracle's files and the base worktrees (`worktrees/`), the patch copies handed to specs —
 * lives here, outside the candidate checkout, so that nothing the candidate's code or a spec resolves
 * from the checkout reaches it (module resolution from a base spec walks up into the candidate's
 * `node_modules` when the spec sits inside the checkout; `.gate/candidate.patch` is a known path in the
 * checkout).
 *
 * One folder per run, `gate-run-<pid>-<random>` under `RUNNER_TEMP` (the runner's per-job temp
 * folder) or else the OS temp folder, mode 0711: the gate's user alone may list or write it; the
 * sandbox's user (src/adapters/sandbox.ts) may only pass through it to the paths it is handed (a
 * patch copy, its GATE_OUT, the base replay worktree), whose names it cannot list. `.gate/` in the checkout is written from it at the
 * end of the run (on every path, errors and interrupts included), then the folder is removed.
 */





class StateDirError extends Error {
    constructor(message) {
        super(message);
        this.name = 'StateDirError';
    }
}
const PREFIX = 'gate-run-';
/** Where run folders are made: the runner's temp folder, else the OS one. */
function stateRoot(env = process.env) {
    const runnerTemp = env.RUNNER_TEMP;
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(runnerTemp !== undefined && runnerTemp !== '' ? runnerTemp : (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)());
}
/**
 * The sha256 (hex) of a regular file, read in chunks without following a link at its own name (a
 * swapped-in link is not the copy): a patch copy can be far larger than any file in it.
 */
function sha256File(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!st.isFile())
            throw new StateDirError(`${path} is not a regular file`);
        if (st.size > MAX_DIGESTED_BYTES)
            throw new StateDirError(`${path} has ${st.size} bytes`);
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256');
        const buf = Buffer.allocUnsafe(Math.min(st.size, 1024 * 1024));
        let off = 0;
        while (off < st.size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, Math.min(buf.length, st.size - off), off);
            if (n === 0)
                break;
            hash.update(buf.subarray(0, n));
            off += n;
        }
        return hash.digest('hex');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Past this size a file the trace names is not read (logs are capped at 1 MiB, JSON files are small). */
const MAX_DIGESTED_BYTES = 256 * 1024 * 1024;
/**
 * The sha256 (hex) of a file the gate wrote, read the way user code cannot turn against the gate: not
 * through a link, never blocking on a FIFO, never past {@link MAX_DIGESTED_BYTES}. Anything else is
 * `unread:<why>`, which never equals a digest; undefined when there is no such file.
 */
function artifactDigest(path) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch {
        return undefined;
    }
    if (!st.isFile())
        return `unread:${st.isSymbolicLink() ? 'symlink' : st.isDirectory() ? 'directory' : 'special-file'}`;
    if (st.size > MAX_DIGESTED_BYTES)
        return `unread:size-${st.size}`;
    try {
        return sha256File(path);
    }
    catch (err) {
        return `unread:${err.code ?? 'error'}`;
    }
}
class StateDir {
    root;
    copyCounter = 0;
    /** Every copy handed out this run, re-checked at the end. */
    copies = [];
    constructor(root) {
        this.root = root;
    }
    /** A fresh run folder (mode 0711, see the module comment) under {@link stateRoot}. */
    static create(env = process.env) {
        const parent = stateRoot(env);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(parent, { recursive: true });
        const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(parent, `${PREFIX}${process.pid}-`));
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(root, 0o711);
        // The package scope of every program below this folder whose own tree has no package.json (the
        // oracle tree holds none; a checkout may not): it names nothing and maps nothing, so Node's lookup
        // (self-reference — tried even for a relative require —, `imports`, `type`) ends here and never
        // reaches the temp folder above, where the run's users can write.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, 'package.json'), '{}\n', { mode: 0o444 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, 'worktrees'), { mode: 0o711 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, 'patch-copies'), { mode: 0o711 });
        return new StateDir(root);
    }
    /** Removes run folders that an earlier run left behind (it was killed): their process is gone. */
    static removeStale(env = process.env) {
        const parent = stateRoot(env);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(parent))
            return [];
        const removed = [];
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(parent)) {
            const pid = Number(new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1]);
            if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || (0,_outdir_js__WEBPACK_IMPORTED_MODULE_4__/* .pidAlive */ .pl)(pid))
                continue;
            const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(parent, name);
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
                removed.push(dir);
            }
            catch {
                // Another user's folder, or one in use: not ours to remove.
            }
        }
        return removed;
    }
    /** The working copy of `.gate/`. */
    get outDir() {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, 'out');
    }
    /** Where the oracle's files are written and the base worktrees made. */
    get worktrees() {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, 'worktrees');
    }
    /**
     * A read-only copy of `bytes` for one spec run: a file of mode 0444 in a fresh folder of mode 0555,
     * read back and checked against `sha256` (hex) before its path is handed over. The copy is kept in
     * {@link copies}, so the end-of-run audit finds a copy changed while (or after) the spec read it.
     */
    handOver(label, bytes, sha256) {
        const n = String(++this.copyCounter).padStart(3, '0');
        // `<run>/<phase>`: the folder tells the runs apart, the file is `<phase>.patch`.
        const at = label.lastIndexOf('/');
        const [run, phase] = at < 0 ? ['', label] : [label.slice(0, at), label.slice(at + 1)];
        const safe = (x) => x.replace(/[^A-Za-z0-9._-]+/g, '-');
        const name = `patch-copies/${n}${run ? `-${safe(run)}` : ''}/${safe(phase)}.patch`;
        const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, 'patch-copies', `${n}-`));
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `${safe(phase)}.patch`);
        // A patch on disk is copied, not read into memory (it can be far larger than any file in it).
        if (Buffer.isBuffer(bytes))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, bytes, { mode: 0o444, flag: 'wx' });
        else
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(bytes.file, path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_EXCL);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(path, 0o444);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(dir, 0o555);
        const got = sha256File(path);
        if (got !== sha256)
            throw new StateDirError(`${name}: the copy reads back as sha256:${got}, not sha256:${sha256}`);
        this.copies.push({ name, path, sha256 });
        return path;
    }
    /** The copies whose bytes are no longer the ones handed over (or that are gone or replaced). */
    changedCopies() {
        const changed = [];
        for (const c of this.copies) {
            let now;
            try {
                now = sha256File(c.path);
            }
            catch (err) {
                changed.push(`${c.name}: ${err.message}`);
                continue;
            }
            if (now !== c.sha256)
                changed.push(`${c.name}: sha256:${now}, handed over as sha256:${c.sha256}`);
        }
        return changed;
    }
    /**
     * Writes the working `.gate/` to `dest` (replacing what is there: the gate emptied it at the start of
     * the run, so anything in it now was put there during the run). A rename where the two are on one
     * file system, else a copy of folders, regular files and links (nothing else is copied).
     */
    publish(dest) {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(this.outDir))
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dest, { recursive: true, force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dest), { recursive: true });
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(this.outDir, dest);
            return;
        }
        catch (err) {
            if (err.code !== 'EXDEV')
                throw err;
        }
        copyTree(this.outDir, dest);
    }
    /** Removes the run folder (the read-only copies' folders are made writable first). */
    remove() {
        const copies = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, 'patch-copies');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(copies)) {
            for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(copies)) {
                try {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(copies, name), 0o700);
                }
                catch {
                    // rmSync reports what it cannot remove.
                }
            }
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(this.root, { recursive: true, force: true });
    }
}
function copyTree(from, to) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(to, { recursive: true });
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(from)) {
        const src = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(from, name);
        const dst = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(to, name);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(src);
        if (st.isDirectory())
            copyTree(src, dst);
        else if (st.isSymbolicLink())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.symlinkSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(src), dst);
        else if (st.isFile())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(src, dst);
    }
}


/***/ }),

/***/ 4425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ checkDefinition),
/* harmony export */   RM: () => (/* binding */ resolveCheck),
/* harmony export */   YI: () => (/* binding */ evaluateCheck),
/* harmony export */   pY: () => (/* binding */ explainCheckClear)
/* harmony export */ });
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5734);
/* harmony import */ var _predicates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6868);
/* harmony import */ var _catalog_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8932);
/**
 * Evaluates a catalog check over a parsed patch. Added-line and path rules are run by the built-in
 * predicate engine (src/builtins/predicates.ts) over the files the rule reads, so catalog checks and `.yml`
 * specs match lines the same way; the two kinds the engine has no predicate for (removed test
 * declarations, deleted files) are evaluated here.
 */



function resolveCheck(name, paths) {
    return { check: (0,_catalog_js__WEBPACK_IMPORTED_MODULE_2__/* .builtinCheck */ .q8)(name), ...(paths !== undefined ? { paths } : {}) };
}
/**
 * The definition a slot digests: the catalog version, the rules and the narrowing. A gate upgrade that
 * changes a rule changes the digest, as editing a spec file would.
 */
function checkDefinition(resolved) {
    const { name, rules } = resolved.check;
    return (JSON.stringify({ catalog: _catalog_js__WEBPACK_IMPORTED_MODULE_2__/* .CATALOG_VERSION */ .$i, builtin: name, paths: resolved.paths ?? null, rules }, null, 2) + '\n');
}
const matchers = new Map();
function matcher(globs) {
    const key = JSON.stringify(globs);
    let m = matchers.get(key);
    if (m === undefined) {
        // The product's one glob matcher: it matches every path name git allows (line breaks included).
        m = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .globMatcher */ .fU)(globs);
        matchers.set(key, m);
    }
    return m;
}
/** Whether a rule (narrowed by the user's paths) reads `path`. */
function reads(rule, narrowing, path) {
    if (!matcher(rule.paths)(path))
        return false;
    if ('exclude' in rule && rule.exclude !== undefined && matcher(rule.exclude)(path))
        return false;
    return narrowing === undefined || matcher(narrowing)(path);
}
// One predicate object per rule, so the engine compiles each pattern once.
const predicates = new WeakMap();
function predicateOf(rule) {
    let p = predicates.get(rule);
    if (p === undefined) {
        p =
            rule.kind === 'added'
                ? { kind: 'forbid_added_lines', pattern: rule.pattern, flags: rule.flags ?? '', paths: ['**'] }
                : { kind: 'forbid_paths', paths: ['**'] };
        predicates.set(rule, p);
    }
    return p;
}
/**
 * Runs the check's rules in order; the first that rejects wins, with the first offending path (and
 * line) in patch order. Throws {@link PredicateBudgetError} past `timeoutMs`.
 */
function evaluateCheck(resolved, diff, timeoutMs) {
    const used = (0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .cpuClock */ .LP)();
    const left = () => {
        if (timeoutMs === undefined)
            return undefined;
        const elapsed = used();
        if (elapsed > timeoutMs)
            throw new _predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .PredicateBudgetError */ .nK(timeoutMs, elapsed);
        return timeoutMs - elapsed;
    };
    const { rules } = resolved.check;
    for (let index = 0; index < rules.length; index++) {
        const rule = rules[index];
        const found = evaluateRule(rule, resolved.paths, diff, left);
        if (found !== null) {
            const message = `${resolved.check.name}: ${rule.what} (${found.detail})`;
            return {
                rejected: true,
                message,
                rule: index,
                witness: { path: found.path, ...(found.line !== undefined ? { line: found.line } : {}), message },
            };
        }
    }
    return { rejected: false };
}
function evaluateRule(rule, narrowing, diff, left) {
    switch (rule.kind) {
        case 'added': {
            const files = diff.files.filter((f) => f.newPath !== null && reads(rule, narrowing, f.newPath));
            // The engine screens the added lines at once; only a match there is weighed against the removed.
            const found = viaEngine(rule, files, left());
            return found !== null && rule.net === true ? netAdded(rule, narrowing, files, left) : found;
        }
        case 'touched': {
            // The new path of an added or changed file; the old path only when a rename or copy moves it
            // away (a deletion is a `deleted` rule's business: removing a key file is not adding one).
            const files = diff.files.filter((f) => (f.newPath !== null && reads(rule, narrowing, f.newPath)) ||
                (f.newPath !== null && f.oldPath !== null && reads(rule, narrowing, f.oldPath)));
            return viaEngine(rule, files, left());
        }
        case 'deleted':
            for (const f of diff.files) {
                left();
                if (f.oldPath === null || !reads(rule, narrowing, f.oldPath))
                    continue;
                if (f.status === 'deleted')
                    return { path: f.oldPath, detail: `${f.oldPath} is deleted` };
                if (f.status === 'renamed' && f.newPath !== null && !reads(rule, narrowing, f.newPath))
                    return { path: f.oldPath, detail: `${f.oldPath} is renamed to ${f.newPath}, where it is no test` };
            }
            return null;
        case 'removed':
            return removedDeclarations(rule, narrowing, diff, left);
        default: {
            const unreachable = rule;
            return unreachable;
        }
    }
}
function viaEngine(rule, files, timeoutMs) {
    if (files.length === 0)
        return null;
    const sub = {
        files,
        addedCount: files.reduce((n, f) => n + f.added.length, 0),
        removedCount: files.reduce((n, f) => n + f.removedCount, 0),
    };
    const r = (0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .evaluateBuiltinSpec */ .wI)({ predicates: [predicateOf(rule)] }, sub, timeoutMs === undefined ? {} : { timeoutMs });
    if (!r.rejected || r.witness === undefined)
        return null;
    const detail = rule.kind === 'added'
        ? `added line${r.witness.line !== undefined ? ` ${r.witness.line}` : ''} of ${r.witness.path}`
        : `${r.witness.path}`;
    return { path: r.witness.path, ...(r.witness.line !== undefined ? { line: r.witness.line } : {}), detail };
}
const netRegex = new WeakMap();
/** Every match of `re` in the interpreter lines of one patch line, as keys (white space removed). */
function matchKeys(re, text, firstLine) {
    const keys = [];
    for (const line of (0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .interpretedLines */ .Au)(text, firstLine)) {
        const m = re.matcher(line);
        while (m.find()) {
            const hit = m.group(0) ?? '';
            if (hit === '')
                break;
            keys.push(hit.replace(/\s+/g, ''));
        }
    }
    return keys;
}
/**
 * A `net` rule (SPEC §8, the catalog): per file — one entry of the patch, a rename's two paths
 * together — and per text matched, the patch adds a match only where it adds more of it than it
 * removes. The first added line past the count removed is the witness. So renaming a suppressed
 * function, editing a line that keeps its `# noqa`, or reflowing code around an `eslint-disable`
 * adds nothing, while a second `@ts-ignore` where the base had one is one added.
 */
function netAdded(rule, narrowing, files, left) {
    let re = netRegex.get(rule);
    if (re === undefined) {
        re = (0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .linearRegex */ .t$)(rule.pattern, rule.flags ?? '');
        netRegex.set(rule, re);
    }
    for (const f of files) {
        const path = f.newPath;
        const removed = new Map();
        if (f.oldPath !== null && reads(rule, narrowing, f.oldPath)) {
            for (const r of f.removed ?? []) {
                left();
                for (const key of matchKeys(re, r.text, r.line === 1))
                    removed.set(key, (removed.get(key) ?? 0) + 1);
            }
        }
        const added = new Map();
        for (const a of f.added) {
            left();
            for (const key of matchKeys(re, a.text, a.line === 1)) {
                const n = (added.get(key) ?? 0) + 1;
                added.set(key, n);
                const before = removed.get(key) ?? 0;
                if (n > before)
                    return {
                        path,
                        line: a.line,
                        detail: `added line ${a.line} of ${path}: ${JSON.stringify(key)}, which the patch adds more often than it removes there (${before} removed)`,
                    };
            }
        }
    }
    return null;
}
// Compiled once per rule. Patterns are RE2-compatible (no lookaround or backreferences), so the
// engine may change without changing what matches.
const removedRegex = new WeakMap();
/**
 * The first removed declaration whose key is not added back: keys are counted as a multiset over the
 * files the rule reads, so a test moved to another file or edited in place (same name) passes, and a
 * test renamed is reported (it reads as one test removed and another added).
 */
function removedDeclarations(rule, narrowing, diff, left) {
    let re = removedRegex.get(rule);
    if (re === undefined) {
        // RE2, as every other built-in pattern: linear in the line, whatever the patch holds.
        re = (0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .linearRegex */ .t$)(rule.pattern, '');
        removedRegex.set(rule, re);
    }
    const compiled = re;
    const keyOf = (text) => {
        const m = compiled.matcher(text);
        if (!m.find())
            return null;
        return (m.groupCount() >= 1 && m.group(1) !== null ? m.group(1) : m.group(0))?.trim() ?? null;
    };
    const addedKeys = new Map();
    const removed = [];
    for (const f of diff.files) {
        if (f.newPath !== null && reads(rule, narrowing, f.newPath)) {
            for (const a of f.added) {
                left();
                const key = keyOf(a.text);
                if (key !== null)
                    addedKeys.set(key, (addedKeys.get(key) ?? 0) + 1);
            }
        }
        if (f.oldPath !== null && reads(rule, narrowing, f.oldPath)) {
            for (const r of f.removed ?? []) {
                left();
                const key = keyOf(r.text);
                if (key !== null)
                    removed.push({ key, path: f.oldPath, line: r.line });
            }
        }
    }
    for (const r of removed) {
        const n = addedKeys.get(r.key) ?? 0;
        if (n > 0) {
            addedKeys.set(r.key, n - 1);
            continue;
        }
        return {
            path: r.path,
            detail: `${JSON.stringify(r.key)} removed at line ${r.line} of the base ${r.path}, not added back`,
        };
    }
    return null;
}
/**
 * Why a catalog check did not reject its probe (`gate check`): the user's `paths:` leaves out every
 * file the probe changes, or none of its rules reads them, or what it looked for in those it read.
 */
function explainCheckClear(resolved, diff) {
    const { check, paths: narrowing } = resolved;
    const pathsOf = (f) => [f.newPath, f.oldPath].filter((p) => p !== null);
    const all = [...new Set(diff.files.flatMap(pathsOf))];
    if (narrowing !== undefined && !all.some((p) => matcher(narrowing)(p)))
        return [
            `its paths: ${narrowing.join(', ')} leave out every file the probe changes (${(0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .fewOf */ .sZ)(all)}); the check reads nothing of it`,
        ];
    const read = diff.files.filter((f) => check.rules.some((r) => pathsOf(f).some((p) => reads(r, narrowing, p))));
    if (read.length === 0)
        return [
            `none of its rules reads the files the probe changes (${(0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .fewOf */ .sZ)(all)}): it reads ${(0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .fewOf */ .sZ)([...new Set(check.rules.flatMap((r) => r.paths))])}`,
        ];
    const looked = [
        ...new Set(check.rules
            .filter((r) => diff.files.some((f) => pathsOf(f).some((p) => reads(r, narrowing, p))))
            .map((r) => r.what)),
    ];
    return [`it read ${(0,_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .fewOf */ .sZ)(read.map(_predicates_js__WEBPACK_IMPORTED_MODULE_1__/* .addedSpan */ .PN))} and found none of: ${looked.join('; ')}`];
}


/***/ }),

/***/ 6868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ interpretedLines),
/* harmony export */   BK: () => (/* binding */ explainClear),
/* harmony export */   LP: () => (/* binding */ cpuClock),
/* harmony export */   PN: () => (/* binding */ addedSpan),
/* harmony export */   k7: () => (/* binding */ parseBuiltinSpec),
/* harmony export */   nK: () => (/* binding */ PredicateBudgetError),
/* harmony export */   ok: () => (/* binding */ PREDICATE_KINDS),
/* harmony export */   sZ: () => (/* binding */ fewOf),
/* harmony export */   t$: () => (/* binding */ linearRegex),
/* harmony export */   wI: () => (/* binding */ evaluateBuiltinSpec),
/* harmony export */   z9: () => (/* binding */ PredicateSpecError)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2856);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5734);
/**
 * Predicate specs (SPEC §8, last paragraph): a spec written as a `.yml` file instead of a program,
 * evaluated in-process over the parsed patch. The format is published as
 * `schema/predicates.schema.json`; the checks here agree with it and add the one it cannot express:
 * the pattern is a JavaScript regular expression that a linear-time engine (RE2, through `re2js`) can
 * run, so that no pattern can backtrack catastrophically on a line the candidate wrote, however long.
 * Backreferences and lookaround have no linear-time form: such a pattern is a configuration error.
 *
 * Lines are graded as interpreters read them: an added line of the patch (split on `\n`) is split
 * again at every other line break some interpreter honours (`\r`, U+2028, U+2029, NEL U+0085, and
 * `\v`, `\f`), and each piece is matched on its own, so `^` and `$` see the lines the code runs as.
 *
 * ```yaml
 * predicates:
 *   - forbid_added_lines: { pattern: 'console\.log\(', flags: i, paths: ['src/**'], message: … }
 *   - forbid_paths: { paths: ['**\/*.pem'], message: … }
 *   - diff_size: { max_files: 50, max_added_lines: 2000, max_removed_lines: 2000, min_files: 1 }
 * ```
 */



const PREDICATE_KINDS = ['forbid_added_lines', 'forbid_paths', 'diff_size'];
class PredicateSpecError extends Error {
    file;
    /** The field path, e.g. `predicates[1].forbid_added_lines.pattern`; `(document)` for the whole file. */
    field;
    constructor(file, field, expected, got) {
        super(`${file}: ${field}: expected ${expected}, got ${got}`);
        this.name = 'PredicateSpecError';
        this.file = file;
        this.field = field;
    }
}
const ROOT = '(document)';
const FLAGS = /^(?!.*(.).*\1)[imsu]*$/;
const DIFF_SIZE_BOUNDS = [
    ['max_files', 'maxFiles'],
    ['max_added_lines', 'maxAddedLines'],
    ['max_removed_lines', 'maxRemovedLines'],
    ['min_files', 'minFiles'],
];
/** Parses and checks a predicate spec; throws {@link PredicateSpecError} naming file and field. */
function parseBuiltinSpec(yamlText, file) {
    const fail = (field, expected, got) => {
        throw new PredicateSpecError(file, field, expected, got);
    };
    // logLevel 'error': a collection used as a key would print a process warning; it fails as an unknown key.
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(yamlText, { uniqueKeys: true, prettyErrors: true, logLevel: 'error' });
    const syntax = doc.errors[0];
    if (syntax !== undefined)
        fail(ROOT, 'a YAML document', firstLine(syntax.message));
    let root;
    try {
        root = doc.toJS({ maxAliasCount: 100 });
    }
    catch (e) {
        fail(ROOT, 'a YAML document', firstLine(e instanceof Error ? e.message : String(e)));
    }
    const top = mapping(root, ROOT, 'a mapping with `predicates`', fail);
    onlyKeys(top, ['predicates'], '', fail);
    const list = top.predicates;
    if (!Array.isArray(list) || list.length === 0) {
        return fail('predicates', 'a non-empty list of predicates', describe(list));
    }
    const predicates = list.map((item, index) => parsePredicate(item, `predicates[${index}]`, fail));
    return { predicates };
}
function parsePredicate(item, at, fail) {
    const kinds = PREDICATE_KINDS.join(', ');
    const entry = mapping(item, at, `a mapping with one of ${kinds}`, fail);
    const keys = Object.keys(entry);
    for (const key of keys) {
        if (!PREDICATE_KINDS.includes(key)) {
            fail(`${at}.${key}`, `one of ${kinds}`, 'an unknown key');
        }
    }
    if (keys.length !== 1)
        fail(at, `exactly one predicate kind (${kinds})`, describe(entry));
    const kind = keys[0];
    const field = `${at}.${kind}`;
    const body = mapping(entry[kind], field, 'a mapping', fail);
    switch (kind) {
        case 'forbid_added_lines': {
            onlyKeys(body, ['pattern', 'flags', 'paths', 'message'], field, fail);
            const pattern = nonEmptyString(body.pattern, `${field}.pattern`, fail);
            const flags = body.flags === undefined ? '' : body.flags;
            if (typeof flags !== 'string' || !FLAGS.test(flags)) {
                fail(`${field}.flags`, 'a string of distinct flags from `imsu`', describe(flags));
            }
            const predicate = {
                kind,
                pattern,
                flags: flags,
                paths: body.paths === undefined ? ['**'] : globs(body.paths, `${field}.paths`, fail),
            };
            compileRegex(predicate, `${field}.pattern`, fail);
            return withMessage(predicate, body, field, fail);
        }
        case 'forbid_paths': {
            onlyKeys(body, ['paths', 'message'], field, fail);
            const predicate = { kind, paths: globs(body.paths, `${field}.paths`, fail) };
            return withMessage(predicate, body, field, fail);
        }
        case 'diff_size': {
            onlyKeys(body, [...DIFF_SIZE_BOUNDS.map(([key]) => key), 'message'], field, fail);
            const predicate = { kind };
            for (const [key, prop] of DIFF_SIZE_BOUNDS) {
                const value = body[key];
                if (value === undefined)
                    continue;
                if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
                    fail(`${field}.${key}`, 'a non-negative integer', describe(value));
                }
                predicate[prop] = value;
            }
            if (DIFF_SIZE_BOUNDS.every(([, prop]) => predicate[prop] === undefined)) {
                fail(field, `at least one of ${DIFF_SIZE_BOUNDS.map(([key]) => key).join(', ')}`, 'none');
            }
            return withMessage(predicate, body, field, fail);
        }
        default: {
            const unreachable = kind;
            return unreachable;
        }
    }
}
function withMessage(predicate, body, field, fail) {
    if (body.message !== undefined)
        predicate.message = nonEmptyString(body.message, `${field}.message`, fail);
    return predicate;
}
function mapping(value, field, expected, fail) {
    // YAML tags such as !!set or !!omap produce Set/Map objects: not a plain mapping.
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return fail(field, expected, describe(value));
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
        return fail(field, expected, describe(value));
    return value;
}
function onlyKeys(body, allowed, field, fail) {
    for (const key of Object.keys(body)) {
        if (!allowed.includes(key)) {
            fail(field === '' ? key : `${field}.${key}`, `one of ${allowed.join(', ')}`, 'an unknown key');
        }
    }
}
function nonEmptyString(value, field, fail) {
    if (typeof value !== 'string' || value.length === 0) {
        return fail(field, 'a non-empty string', describe(value));
    }
    return value;
}
function globs(value, field, fail) {
    if (!Array.isArray(value) || value.length === 0) {
        return fail(field, 'a non-empty list of glob strings', describe(value));
    }
    value.forEach((glob, i) => {
        const at = `${field}[${i}]`;
        const text = nonEmptyString(glob, at, fail);
        try {
            (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .globMatcher */ .fU)([text]);
        }
        catch (e) {
            fail(at, 'a glob picomatch can compile', `${describe(text)} (${e instanceof Error ? e.message : String(e)})`);
        }
    });
    return value;
}
/** How a value reads in an error message: its type, and a short rendering of scalars. */
function describe(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (typeof value === 'string') {
        return `the string ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}`;
    }
    if (typeof value === 'number' || typeof value === 'boolean')
        return `the ${typeof value} ${String(value)}`;
    if (Array.isArray(value))
        return `a list of ${value.length}`;
    if (typeof value === 'object') {
        const proto = Object.getPrototypeOf(value);
        if (proto === Object.prototype || proto === null) {
            const keys = Object.keys(value);
            return keys.length === 0 ? 'an empty mapping' : `a mapping with keys ${keys.join(', ')}`;
        }
        return `a ${value.constructor?.name ?? 'non-plain'} object`;
    }
    return `a ${typeof value}`;
}
/** The first line of a `yaml` error (its pretty form adds a code excerpt after a colon). */
function firstLine(text) {
    return (text.split('\n', 1)[0] ?? text).replace(/:$/, '');
}
// Compiled once per parsed predicate: a spec is evaluated on its probe, the empty patch and the candidate.
const compiledCache = new WeakMap();
function compiled(predicate) {
    let entry = compiledCache.get(predicate);
    if (entry === undefined) {
        const paths = predicate.kind === 'diff_size' ? [] : predicate.paths;
        entry = {
            regex: predicate.kind === 'forbid_added_lines' ? linearRegex(predicate.pattern, predicate.flags) : undefined,
            screen: predicate.kind === 'forbid_added_lines'
                ? linearRegex(predicate.pattern, predicate.flags.includes('m') ? predicate.flags : `${predicate.flags}m`)
                : undefined,
            globs: paths.map((glob) => ({ glob, isMatch: (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .globMatcher */ .fU)([glob]) })),
        };
        compiledCache.set(predicate, entry);
    }
    return entry;
}
function compileRegex(predicate, field, fail) {
    try {
        new RegExp(predicate.pattern, predicate.flags);
    }
    catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        fail(field, 'a valid JavaScript regular expression', `${describe(predicate.pattern)} (${why})`);
    }
    try {
        linearRegex(predicate.pattern, predicate.flags);
    }
    catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        fail(field, 'a pattern the linear-time engine can run (no backreferences, no lookahead or lookbehind, ' +
            'no `[^]` or `[]`)', `${describe(predicate.pattern)} (${why})`);
    }
}
/**
 * JavaScript's `\s`: the characters its `String.prototype.trim` and the language itself treat as white
 * space. RE2's `\s` is ASCII only, so `eval\u00a0(` (which JavaScript runs as `eval(`) would slip past
 * `eval\s*\(`; the JavaScript meaning is kept by spelling the class out.
 */
const JS_SPACE = '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** Escapes that mean the same in a JavaScript pattern and in RE2 (after `translateRegExp`). */
const SAME_ESCAPES = new Set(['d', 'D', 'w', 'W', 'b', 'B', 'n', 'r', 't', 'f', 'v', 'x', 'p', 'P']);
/**
 * The RE2 form of a JavaScript pattern, compiled with the matching flags. Throws when RE2 cannot run
 * it the same way (backreferences, lookaround, `\S` inside a class, an identity escape of a letter).
 */
function linearRegex(pattern, flags) {
    let mask = 0;
    if (flags.includes('i'))
        mask |= re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.CASE_INSENSITIVE;
    if (flags.includes('m'))
        mask |= re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.MULTILINE;
    if (flags.includes('s'))
        mask |= re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.DOTALL;
    return re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.compile(jsSpaces(re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.translateRegExp(pattern)), mask);
}
/** Rewrites `\s` and `\S` of an RE2-syntax pattern to JavaScript's white space (see {@link JS_SPACE}). */
function jsSpaces(re2) {
    let out = '';
    let inClass = false;
    for (let i = 0; i < re2.length; i++) {
        const c = re2[i];
        if (c === '\\') {
            const e = re2[i + 1];
            if (e === undefined)
                throw new Error('a pattern cannot end in `\\`');
            if (e === 's')
                out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
            else if (e === 'S') {
                if (inClass)
                    throw new Error('`\\S` inside a character class has no linear-time form here');
                out += `[^${JS_SPACE}]`;
            }
            else if (e === 'x' && re2[i + 2] === '{') {
                const close = re2.indexOf('}', i);
                out += re2.slice(i, close + 1);
                i = close;
                continue;
            }
            else if (/[A-Za-z]/.test(e) && !SAME_ESCAPES.has(e)) {
                // JavaScript reads `\Q` as `Q`; RE2 as the start of a quoted run: refused, not reinterpreted.
                throw new Error(`the escape \\${e} means something else to RE2`);
            }
            else
                out += c + e;
            i++;
            continue;
        }
        if (c === '[' && !inClass)
            inClass = true;
        else if (c === ']' && inClass)
            inClass = false;
        out += c;
    }
    return out;
}
/**
 * The clock a built-in check's budget runs on: the CPU time this process has used since the call
 * (user + system, in ms). Built-in checks run in the gate's own process; wall time would charge them
 * whatever else the machine does meanwhile, so the same patch could clear on a quiet runner and be
 * REJECTed past its budget on a loaded one. CPU time is the work the patch asks for.
 */
function cpuClock() {
    const start = process.cpuUsage();
    return () => {
        const used = process.cpuUsage(start);
        return (used.user + used.system) / 1000;
    };
}
/** Thrown when evaluation runs past `timeoutMs`: the spec's budget (SPEC §2, `PROPERTY_BUDGET`). */
class PredicateBudgetError extends Error {
    budgetMs;
    elapsedMs;
    constructor(budgetMs, elapsedMs) {
        super(`the predicates used ${Math.round(elapsedMs)} ms of CPU, past their ${budgetMs} ms budget`);
        this.name = 'PredicateBudgetError';
        this.budgetMs = budgetMs;
        this.elapsedMs = elapsedMs;
    }
}
/**
 * Runs the predicates in order; the first that rejects wins. Its witness is the first offending
 * path (and, for added lines, the first offending line) in patch order. Throws
 * {@link PredicateBudgetError} past `options.timeoutMs` — an error rather than a flag on the result,
 * so a caller that forgets to look cannot read an unfinished scan as a clear.
 */
function evaluateBuiltinSpec(spec, diff, options = {}) {
    const used = cpuClock();
    const budget = options.timeoutMs;
    const checkBudget = budget === undefined
        ? () => { }
        : () => {
            const elapsed = used();
            if (elapsed > budget)
                throw new PredicateBudgetError(budget, elapsed);
        };
    for (let index = 0; index < spec.predicates.length; index++) {
        const predicate = spec.predicates[index];
        checkBudget();
        const found = evaluatePredicate(predicate, diff, checkBudget);
        if (found !== null) {
            const message = predicate.message === undefined ? found.detail : `${predicate.message} (${found.detail})`;
            const result = { rejected: true, message, predicate: { index, kind: predicate.kind } };
            if (found.path !== undefined) {
                result.witness = {
                    path: found.path,
                    ...(found.line === undefined ? {} : { line: found.line }),
                    message,
                };
            }
            return result;
        }
    }
    return { rejected: false };
}
function evaluatePredicate(predicate, diff, checkBudget) {
    switch (predicate.kind) {
        case 'forbid_added_lines':
            return forbidAddedLines(predicate, diff, checkBudget);
        case 'forbid_paths':
            return forbidPaths(predicate, diff);
        case 'diff_size':
            return diffSize(predicate, diff);
        default: {
            const unreachable = predicate;
            return unreachable;
        }
    }
}
function forbidAddedLines(predicate, diff, checkBudget) {
    const { regex, screen, globs } = compiled(predicate);
    if (regex === undefined || screen === undefined)
        return null;
    // Deleted files add no lines; a file's lines are read (from the patch on disk, for a large one)
    // only when the glob reads it, and once for the screen.
    const scanned = diff.files.filter((file) => file.newPath !== null && globs.some((g) => g.isMatch(file.newPath)));
    // A screen first: the lines of a run of files joined by `\n`, matched once with `^`/`$` at each
    // `\n`. A line that matches on its own matches there too (its anchors and `\b` see a `\n` where the
    // line had an edge), so no match in the screen is no match in any of its lines; a match is then
    // looked for line by line in those files, in patch order, for the exact witness (the screen can also
    // match across a `\n`, which is no finding). The runs are cut at about {@link SCREEN_CHARS}, so the
    // screen holds a bounded part of the patch, never all of it (memory follows the largest file).
    let run = [];
    let texts = [];
    let chars = 0;
    const flush = () => {
        checkBudget();
        const screened = screen.test(texts.join('\n'));
        checkBudget(); // a clear that came past the budget is still a budget miss
        const files = run;
        run = [];
        texts = [];
        chars = 0;
        if (!screened)
            return null;
        for (const file of files) {
            const path = file.newPath;
            for (const added of file.added) {
                checkBudget();
                if (interpretedLines(added.text, added.line === 1).some((text) => regex.test(text))) {
                    return {
                        path,
                        line: added.line,
                        detail: `added line matches /${predicate.pattern}/${predicate.flags}`,
                    };
                }
            }
        }
        return null;
    };
    for (const file of scanned) {
        const text = screenText(file);
        if (text === '' && file.added.length === 0)
            continue;
        run.push(file);
        texts.push(text);
        chars += text.length + 1;
        if (chars >= SCREEN_CHARS) {
            const found = flush();
            if (found !== null)
                return found;
        }
    }
    return run.length > 0 ? flush() : null;
}
/** About how much added text one screen holds (characters): runs of small files cost one match. */
const SCREEN_CHARS = 1024 * 1024;
/**
 * Line breaks that some interpreter honours besides `\n`: `\r` (Python, the JavaScript lexer), U+2028
 * and U+2029 (JavaScript), NEL U+0085 (Python's `str.splitlines`, YAML 1.1), `\v` and `\f` (Python's
 * `splitlines`). A line of the patch holding one of them is more than one line to that interpreter.
 */
const INTERPRETER_BREAKS = /[\r\u2028\u2029\u0085\v\f]/;
/**
 * The lines an interpreter sees in one added line of the patch; on a file's first line without the
 * UTF-8 byte order mark, which Python and Node strip before they read the code.
 */
function interpretedLines(text, firstLine) {
    const t = firstLine && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    return INTERPRETER_BREAKS.test(t) ? t.split(INTERPRETER_BREAKS) : [t];
}
/**
 * The interpreter lines of a file's added lines, joined by `\n`: computed once per parsed file while
 * the texts kept stay under {@link SCREEN_CACHE_CHARS} in all (several predicates read the same
 * files); past that, computed again each time, so a large patch's text is never kept whole.
 */
const screenTexts = new WeakMap();
const SCREEN_CACHE_CHARS = 4 * 1024 * 1024;
let screenCached = 0;
function screenText(file) {
    let text = screenTexts.get(file);
    if (text === undefined) {
        text = file.added.flatMap((a) => interpretedLines(a.text, a.line === 1)).join('\n');
        // Counted when kept and never given back: a conservative bound on what the cache holds.
        if (screenCached + text.length <= SCREEN_CACHE_CHARS) {
            screenCached += text.length;
            screenTexts.set(file, text);
        }
    }
    return text;
}
function forbidPaths(predicate, diff) {
    const { globs } = compiled(predicate);
    for (const file of diff.files) {
        for (const path of [file.oldPath, file.newPath]) {
            if (path === null)
                continue;
            const hit = globs.find((g) => g.isMatch(path));
            if (hit !== undefined)
                return { path, detail: `touches ${path}, a path matching ${hit.glob}` };
        }
    }
    return null;
}
function diffSize(predicate, diff) {
    const files = diff.files;
    const pathOf = (file) => (file.newPath ?? file.oldPath);
    const { maxFiles, maxAddedLines, maxRemovedLines, minFiles } = predicate;
    if (maxFiles !== undefined && files.length > maxFiles) {
        // The first file past the bound is the one that broke it.
        const past = files[maxFiles];
        return {
            path: pathOf(past),
            detail: `patch touches ${files.length} files, more than max_files ${maxFiles}`,
        };
    }
    if (maxAddedLines !== undefined) {
        const total = files.reduce((sum, f) => sum + f.added.length, 0);
        if (total > maxAddedLines) {
            // Witness: the added line that went past the bound.
            let before = 0;
            for (const file of files) {
                const added = file.added[maxAddedLines - before];
                if (added !== undefined) {
                    return {
                        path: pathOf(file),
                        line: added.line,
                        detail: `patch adds ${total} lines, more than max_added_lines ${maxAddedLines}`,
                    };
                }
                before += file.added.length;
            }
        }
    }
    if (maxRemovedLines !== undefined) {
        const total = files.reduce((sum, f) => sum + f.removedCount, 0);
        if (total > maxRemovedLines) {
            let before = 0;
            for (const file of files) {
                before += file.removedCount;
                if (before > maxRemovedLines) {
                    return {
                        path: file.oldPath ?? pathOf(file),
                        detail: `patch removes ${total} lines, more than max_removed_lines ${maxRemovedLines}`,
                    };
                }
            }
        }
    }
    if (minFiles !== undefined && files.length < minFiles) {
        return { detail: `patch touches ${files.length} files, fewer than min_files ${minFiles}` };
    }
    return null;
}
/** `a.js:1-3` for the added lines of one file of a patch. */
function addedSpan(file) {
    const first = file.added[0]?.line;
    const last = file.added[file.added.length - 1]?.line;
    const at = first === undefined ? '' : first === last ? `:${first}` : `:${first}-${String(last)}`;
    return `${file.newPath ?? file.oldPath ?? '?'}${at}`;
}
/** Up to three items, then how many more. */
function fewOf(items) {
    return items.length <= 3
        ? items.join(', ')
        : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`;
}
/**
 * Why a spec did not reject its probe (`gate check`): for each predicate, the probe's files it read
 * and what it did not find there, or that the probe's files fall outside its `paths`.
 */
function explainClear(spec, diff) {
    const paths = diff.files.map((f) => f.newPath ?? f.oldPath ?? '?');
    return spec.predicates.map((predicate, index) => {
        const at = `predicates[${index}].${predicate.kind}`;
        switch (predicate.kind) {
            case 'forbid_added_lines': {
                const { globs } = compiled(predicate);
                const adding = diff.files.filter((f) => f.newPath !== null && f.added.length > 0);
                if (adding.length === 0)
                    return `${at}: the probe adds no line (it only deletes or renames files)`;
                const read = adding.filter((f) => globs.some((g) => g.isMatch(f.newPath)));
                if (read.length === 0)
                    return `${at}: reads only ${predicate.paths.join(', ')}, and the probe adds lines only outside them (${fewOf(adding.map(addedSpan))})`;
                const lines = read.reduce((n, f) => n + f.added.length, 0);
                return `${at}: none of the ${lines} line(s) the probe adds at ${fewOf(read.map(addedSpan))} matches /${predicate.pattern}/${predicate.flags}`;
            }
            case 'forbid_paths':
                return `${at}: none of the probe's paths (${fewOf(paths)}) matches ${predicate.paths.join(', ')}`;
            case 'diff_size': {
                const added = diff.files.reduce((n, f) => n + f.added.length, 0);
                const removed = diff.files.reduce((n, f) => n + f.removedCount, 0);
                return `${at}: the probe touches ${diff.files.length} file(s), adds ${added} and removes ${removed} line(s): within its bounds`;
            }
            default: {
                const unreachable = predicate;
                return unreachable;
            }
        }
    });
}


/***/ }),

/***/ 4129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ materializeCheck),
/* harmony export */   _: () => (/* binding */ runCatalogSpec)
/* harmony export */ });
/* harmony import */ var _predicates_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6868);
/* harmony import */ var _evaluate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4425);


/** Writes `dir/builtin.json` and `dir/probe.patch` into the state folder. */
function materializeCheck(out, dir, builtin) {
    const check = (0,_evaluate_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCheck */ .RM)(builtin.name, builtin.paths);
    const spec = out.writeText(`${dir}/builtin.json`, (0,_evaluate_js__WEBPACK_IMPORTED_MODULE_1__/* .checkDefinition */ .QU)(check));
    const probe = out.writeText(`${dir}/probe.patch`, check.check.probe);
    return { check, specFile: out.path(spec.path), probeFile: out.path(probe.path), artifacts: [spec, probe] };
}
/** Runs a catalog check on one patch. Never throws. */
function runCatalogSpec(check, diff, timeoutMs, name) {
    try {
        const r = (0,_evaluate_js__WEBPACK_IMPORTED_MODULE_1__/* .evaluateCheck */ .YI)(check, diff, timeoutMs);
        if (!r.rejected)
            return { result: 'clear' };
        return {
            result: 'reject',
            ...(r.witness ? { witness: r.witness } : {}),
            ...(r.message ? { message: r.message } : {}),
        };
    }
    catch (err) {
        if (err instanceof _predicates_js__WEBPACK_IMPORTED_MODULE_0__/* .PredicateBudgetError */ .nK)
            return { result: 'budget', reason: `${name}: ${err.message}` };
        return { result: 'error', reason: `${name}: ${err instanceof Error ? err.message : String(err)}` };
    }
}


/***/ }),

/***/ 2916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ recordSha256),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1737);


/** SHA-256 of `json.dumps(record, sort_keys=True, separators=(",", ":"))`, as the reference prints it. */
function recordSha256(record) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update((0,_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .pyDumps */ .vD)(record, { sortKeys: true }), 'utf8')
        .digest('hex');
}
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}


/***/ }),

/***/ 3778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ MAX_LINK_TARGET_BYTES),
/* harmony export */   QE: () => (/* binding */ gitBaseTree),
/* harmony export */   us: () => (/* binding */ literalFolder),
/* harmony export */   wJ: () => (/* binding */ protectedFiles)
/* harmony export */ });
/* unused harmony exports parseTree, MAX_PROTECTED_FOLDERS */
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6960);
/* harmony import */ var _adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2585);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5734);
/**
 * The base revision's tree as git stores it, read from git objects (never from a checkout, whose links
 * the file system would follow or a checkout setting would turn into plain files): what scope follows
 * the oracle's links through, where manifest globs are expanded and oracle files are pinned.
 */



/** Longest link target read: the file systems git runs on refuse longer ones (PATH_MAX). */
const MAX_LINK_TARGET_BYTES = 4096;
/** {@link BaseTree} over the objects of `rev` in the repository at `cwd` (ls-tree, cat-file). */
function gitBaseTree(cwd, rev) {
    let rootId;
    const trees = new Map();
    return {
        root() {
            rootId ??= (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{tree}`], 'utf8').then((out) => out.trim());
            return rootId;
        },
        entries(treeId) {
            let found = trees.get(treeId);
            if (found === undefined) {
                found = (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_1__/* .readObject */ .Ag)(cwd, treeId).then((o) => {
                    if (o.type !== 'tree')
                        throw new Error(`${treeId} is a ${o.type}, not a tree`);
                    return parseTree(o.content, treeId.length / 2);
                });
                trees.set(treeId, found);
            }
            return found;
        },
        async linkTarget(blobId) {
            const o = await (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_1__/* .readObject */ .Ag)(cwd, blobId);
            if (o.type !== 'blob')
                throw new Error(`${blobId} is a ${o.type}, not a blob`);
            return o.content;
        },
    };
}
/**
 * A tree entry's mode as git stores it → as `git ls-tree` prints it, with the entry's type: git's own
 * `canon_mode` (a regular file is 100644 or 100755 by its owner's execute bit, whatever else its bits).
 */
function canonMode(stored) {
    if (!/^[0-7]{1,7}$/.test(stored))
        return undefined;
    const m = parseInt(stored, 8);
    switch (m & 0o170000) {
        case 0o100000:
            return { mode: (m & 0o100) !== 0 ? '100755' : '100644', type: 'blob' };
        case 0o120000:
            return { mode: '120000', type: 'blob' };
        case 0o040000:
            return { mode: '040000', type: 'tree' };
        default:
            return { mode: '160000', type: 'commit' };
    }
}
/**
 * A tree object as git stores it: `<mode> SP <name> NUL <id bytes>` per entry (the id `idBytes` long:
 * 20 for SHA-1, 32 for SHA-256), read as `git ls-tree` would list it; an entry of any other shape (a
 * mode git itself would not write) is an error, never a guess.
 */
function parseTree(raw, idBytes) {
    const entries = new Map();
    let at = 0;
    while (at < raw.length) {
        const sp = raw.indexOf(0x20, at);
        const nul = sp < 0 ? -1 : raw.indexOf(0x00, sp + 1);
        if (sp < 0 || nul < 0 || nul + 1 + idBytes > raw.length)
            throw new Error(`a tree object of the base revision ends inside an entry (byte ${at})`);
        const stored = raw.subarray(at, sp).toString('latin1');
        const known = canonMode(stored);
        if (known === undefined)
            throw new Error(`a tree object of the base revision holds an entry of mode ${JSON.stringify(stored)}`);
        const name = raw.subarray(sp + 1, nul).toString('utf8');
        const id = raw.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
        entries.set(name, { mode: known.mode, type: known.type, id });
        at = nul + 1 + idBytes;
    }
    return entries;
}
/** Folders walked at most to expand the `protected` globs over the base tree (each is one git call). */
const MAX_PROTECTED_FOLDERS = 20_000;
/** Whether a glob character occurs in a path component. */
const GLOBBY = /[*?[\]{}!]/;
/** The folder a glob names before its first wildcard (`test/fixtures` for `test/fixtures/**`; `''`, the root). */
function literalFolder(glob) {
    const literal = [];
    for (const part of glob.split('/').slice(0, -1)) {
        if (GLOBBY.test(part))
            break;
        literal.push(part);
    }
    return literal.join('/');
}
/**
 * The base files under `globs` (the `protected` globs, a tests fixture's files): the tree walked from
 * each glob's literal prefix; links are not followed and not listed.
 */
async function protectedFiles(tree, globs) {
    if (globs.length === 0)
        return [];
    const matches = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .globMatcher */ .fU)(globs, { nocase: true });
    const starts = new Set(globs.map(literalFolder));
    // A start inside another start is walked with it.
    const roots = [...starts].filter((s) => ![...starts].some((o) => o !== s && (o === '' || s.startsWith(`${o}/`))));
    const out = new Set();
    let walked = 0;
    const walk = async (treeId, prefix) => {
        if (++walked > MAX_PROTECTED_FOLDERS)
            throw new Error(`the protected globs reach more than ${MAX_PROTECTED_FOLDERS} folders of the base revision: narrow them`);
        for (const [name, entry] of await tree.entries(treeId)) {
            const path = prefix === '' ? name : `${prefix}/${name}`;
            if (entry.type === 'tree' && entry.mode !== '120000')
                await walk(entry.id, path);
            else if (entry.type === 'blob' && matches(path))
                out.add(path);
        }
    };
    for (const start of roots) {
        let treeId = await tree.root();
        for (const part of start === '' ? [] : start.split('/')) {
            const entry = (await tree.entries(treeId)).get(part);
            treeId = entry !== undefined && entry.type === 'tree' && entry.mode !== '120000' ? entry.id : undefined;
            if (treeId === undefined)
                break;
        }
        if (treeId !== undefined)
            await walk(treeId, start);
    }
    return [...out];
}


/***/ }),

/***/ 7272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ probeFixture),
/* harmony export */   H6: () => (/* binding */ applyProbe)
/* harmony export */ });
/* unused harmony exports FIXTURE_PROBE_SCHEMA, notFalsifiableAdvice */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _classify_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2916);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6960);
/* harmony import */ var _patch_diff_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2435);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5734);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1441);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1271);
/**
 * Fixture probes (SPEC §2 "Every check proves it can fail — fixtures too"). A fixture names `probe`:
 * a unified diff of the code under test, a known bug. Before any candidate replay, the probe is
 * applied to a tree of the base revision and the fixture's seeds are replayed there, stopping at the
 * first that misses. A seed that misses shows the fixture can fail; none → FIXTURE_NOT_FALSIFIABLE.
 * That is what catches an invariant that never loads the code under test, a placeholder law, or a
 * law the code cannot break: each of them holds on the probed tree too.
 *
 * - The tree is the run's base checkout (made before any user code ran, src/run/base-checkout.ts):
 *   each use gets it back as the base revision holds it, so a probe never leaks into a base replay.
 * - The probe is applied with `git apply` against an empty repository of the gate's own: no
 *   configuration, attributes or hooks of the candidate's repository take part, and git refuses
 *   paths that leave the tree or pass through a symbolic link.
 * - A probe that changes an oracle file (the invariant, the generator, the manifest, an input, the
 *   config, any spec or `protected` path) proves nothing about the code under test: not falsifiable.
 * - The generator runs from the oracle (base) tree, the invariant at its own path in the probed tree
 *   (its bytes checked against the base first), cwd the probed tree, as a candidate replay runs.
 * - A probe replay that crashes or runs out of time is not a miss: it says nothing about the law.
 *   Only exit 1 of the invariant, through its channel, counts.
 * - Budget: one replay per seed tried, at most the fixture's seeds, stopping at the first miss.
 */









const FIXTURE_PROBE_SCHEMA = 'failure-class-gate/fixture-probe@1';
/**
 * What the summary and `gate check` say of a fixture whose probe made no seed miss, in the words of
 * its kind: an invariant must load the code under test; an exercise must call it and its judge check
 * what it wrote.
 */
function notFalsifiableAdvice(exercise) {
    return exercise === undefined
        ? 'this check cannot fail: its probe did not make any seed miss — does the invariant load the code under test?'
        : `this check cannot fail: its probe did not make any seed miss — does the exercise ${exercise} call the code the probe breaks, and does the judge check what it writes?`;
}
/** A fixture's probe: apply it to the base, replay the seeds until one misses, write the slot. */
async function probeFixture(env, s) {
    const started = Date.now();
    if (s.probe === null) {
        return {
            outcome: {
                target: s.target,
                probe: null,
                result: 'no_probe',
                seeds_tried: [],
                replays: 0,
                elapsed_ms: 0,
                reason: 'nothing shows this fixture can fail: it names no probe (version: 1); add a probe, a known bug of the code under test on which some seed misses',
                logs: [],
            },
        };
    }
    const probe = s.probe;
    const attempts = [];
    let probeSha;
    let reason;
    let missed;
    try {
        const probeFile = await env.oracle.locate(probe);
        env.oracle.reads.push(probe);
        const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(probeFile);
        probeSha = (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)(bytes);
        const refusal = probeRefusal(bytes, s, env);
        if (refusal !== null)
            reason = refusal;
        else if (env.baseCheckout === undefined)
            reason = 'no tree of the base revision is available to apply the probe to';
        else {
            const ran = await env.baseCheckout((dir) => replayProbed(env, s, probeFile, dir, attempts));
            missed = ran.missed;
            reason = ran.reason;
        }
    }
    catch (err) {
        if (!(err instanceof _reader_js__WEBPACK_IMPORTED_MODULE_8__/* .OracleError */ .lF))
            throw err;
        reason = `the probe cannot be read: ${err.message}`;
    }
    const manifestSha = await fileSha(env.oracle, s.manifest);
    const result = missed !== undefined ? 'falsifiable' : 'not_falsifiable';
    const slot = {
        schema: FIXTURE_PROBE_SCHEMA,
        target: s.target,
        manifest: s.manifest,
        manifest_sha256: manifestSha,
        invariant: s.invariant,
        invariant_sha256: s.invariantSha256,
        generator: s.generator,
        generator_sha256: s.generatorSha256,
        inputs_sha256: s.baseInputsSha256,
        probe,
        probe_sha256: probeSha ?? null,
        result,
        seeds_tried: attempts.map((a) => a.seed),
        missed_seed: missed ?? null,
        attempts,
        reason,
    };
    const artifact = env.out.writeJson(`${s.dir}/probe.json`, slot);
    return {
        outcome: {
            target: s.target,
            probe,
            result,
            ...(probeSha !== undefined ? { probe_sha256: probeSha } : {}),
            seeds_tried: slot.seeds_tried,
            ...(missed !== undefined ? { missed_seed: missed } : {}),
            slot: artifact.path,
            slot_sha256: artifact.sha256,
            replays: attempts.length,
            elapsed_ms: Date.now() - started,
            reason,
            logs: attempts.flatMap((a) => a.logs),
        },
        artifact,
    };
}
/** Why the probe cannot show anything before it runs (not a patch, changes an oracle file); else null. */
function probeRefusal(bytes, s, env) {
    let touched;
    try {
        const diff = (0,_patch_diff_js__WEBPACK_IMPORTED_MODULE_5__/* .parseUnifiedDiff */ .rj)(bytes.toString('utf8'));
        touched = (0,_patch_diff_js__WEBPACK_IMPORTED_MODULE_5__/* .touchedPaths */ .Pq)(diff);
    }
    catch (err) {
        if (!(err instanceof _patch_diff_js__WEBPACK_IMPORTED_MODULE_5__/* .DiffParseError */ .hg))
            throw err;
        return `the probe ${s.probe} is not a patch: ${err.message}`;
    }
    if (touched.length === 0)
        return `the probe ${s.probe} changes no file`;
    const oracle = new Set([...env.oraclePaths, s.generator, ...s.inputPaths]);
    const isProtected = env.protectedGlobs.length > 0 ? (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .globMatcher */ .fU)(env.protectedGlobs) : () => false;
    const bad = touched.filter((p) => oracle.has(p) || isProtected(p));
    if (bad.length > 0)
        return `the probe ${s.probe} changes the gate's own files (${bad.slice(0, 5).join(', ')}): a probe must change the code under test, not the check`;
    return null;
}
/** In the base checkout: apply the probe, then replay the seeds until one misses. */
async function replayProbed(env, s, probeFile, dir, attempts) {
    const applied = await applyProbe(dir, probeFile);
    if (applied !== null)
        return { reason: `the probe ${s.probe} does not apply to the base revision: ${applied}` };
    // The invariant runs at its path in the probed tree: it must still be the base's bytes.
    let invariantNow;
    try {
        invariantNow = (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, s.invariant)));
    }
    catch {
        invariantNow = 'unreadable';
    }
    if (invariantNow !== s.invariantSha256)
        return { reason: `${s.invariant} in the probed tree is not the base revision's file` };
    const inputs = await (0,_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .hashInputs */ ._)(dir, s.inputs);
    if (!inputs.ok || inputs.digest !== s.baseInputsSha256)
        return { reason: 'the inputs in the probed tree are not the bytes bound on the base revision' };
    for (const seed of s.seeds) {
        const attemptDir = `${s.dir}/probe/seed-${seed}`;
        const run = await env.replay({ invariant: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, s.invariant), cwd: dir, seed, attemptDir });
        attempts.push({ seed, result: run.result, exit_code: run.exitCode, reason: run.reason, logs: run.logs });
        if (run.result === 'fail')
            return { missed: seed, reason: `seed ${seed} missed with the probe applied: the fixture can fail` };
    }
    const held = attempts.filter((a) => a.result === 'pass').length;
    const broken = attempts.length - held;
    const why = broken === 0
        ? `every seed held with the probe applied (${held} of ${attempts.length})`
        : `no seed missed with the probe applied: ${held} held, ${broken} crashed or ran out of time (a crash or a timeout is not a miss: it proves nothing)`;
    return { reason: `${why}: ${notFalsifiableAdvice(s.exercise)}` };
}
/**
 * `git apply` of the probe in `dir`, against an empty repository of the gate's own (so nothing the
 * candidate's repository configures takes part); null when it applied, else git's complaint.
 */
async function applyProbe(dir, probeFile) {
    const empty = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'gate-probe-git-'));
    try {
        await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitRun */ .qM)(empty, ['init', '--quiet', '--bare', (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(empty, 'git')]);
        await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .gitRun */ .qM)(dir, ['apply', '--whitespace=nowarn', probeFile], {
            env: { GIT_DIR: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(empty, 'git'), GIT_WORK_TREE: dir },
        });
        return null;
    }
    catch (err) {
        const text = err instanceof Error ? err.message : String(err);
        return text.split('\n').slice(0, 3).join(' ').slice(0, 500);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(empty, { recursive: true, force: true });
    }
}
async function fileSha(oracle, rel) {
    try {
        return (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(await oracle.locate(rel)));
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 1441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ inputsDigest),
/* harmony export */   _: () => (/* binding */ hashInputs)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _classify_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2916);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5734);
/**
 * The pinned inputs of a fixture, hashed (never program output): the bytes a binding names, read
 * without following links, bounded by the sizes stated, compared by digest on both revisions.
 */




/** The digest of a set of inputs: SHA-256 over `sha256  path` lines sorted by path (order-free). */
function inputsDigest(files) {
    const lines = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)(lines.map((f) => `${f.sha256}  ${f.path}\n`).join(''));
}
/** Read size for hashing: large reads keep SHA-256 busy; the same two buffers serve every file. */
const HASH_READ_BYTES = 1024 * 1024;
/** Hashing yields to the event loop after this many bytes or files, so timers and pipes keep moving. */
const YIELD_BYTES = 16 * 1024 * 1024;
const YIELD_FILES = 256;
function readInto(fd, buf, length) {
    return new Promise((resolveRead, reject) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.read)(fd, buf, 0, length, null, (err, n) => (err ? reject(err) : resolveRead(n))));
}
function typeOf(st) {
    if (st.isFile())
        return 'file';
    if (st.isDirectory())
        return 'directory';
    if (st.isSymbolicLink())
        return 'symlink';
    if (st.isFIFO())
        return 'fifo';
    if (st.isSocket())
        return 'socket';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'device';
    return 'other';
}
function statOf(path, st) {
    return {
        path,
        type: typeOf(st),
        size: st.size,
        dev: st.dev,
        ino: st.ino,
        mtimeMs: st.mtimeMs,
        ctimeMs: st.ctimeMs,
    };
}
/** Why `now` is not what `ref` says it must be, without reading it; undefined when it may be. */
function differs(now, ref, same) {
    if (now.type !== ref.type)
        return `unread:${now.type}-not-${ref.type}`;
    if (now.size !== ref.size)
        return `unread:size-${now.size}-not-${ref.size}`;
    if (same === 'file' && (now.dev !== ref.dev || now.ino !== ref.ino))
        return 'unread:replaced';
    return undefined;
}
/**
 * SHA-256 of the regular file `path` whose stat was `st`, reading exactly `st.size` bytes. Opened
 * non-blocking and without following a link (a FIFO or a link swapped in since the stat neither
 * blocks nor is followed); a file that is not the stated one once open (type, device, inode, size),
 * that ends early or that has more bytes than stated is `unread:changed` — its bytes were not the
 * bytes stated. Small files are read synchronously (the common case); past one buffer, the next read
 * runs in the thread pool while this thread hashes the previous one, into two reused buffers.
 */
async function sha256Of(path, st, bufs) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
    try {
        const opened = statOf(path, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd));
        if (differs(opened, st, 'file') !== undefined)
            return 'unread:changed';
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let [cur, next] = bufs;
        let left = st.size;
        let n = left > 0 ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, cur, 0, Math.min(cur.length, left), null) : 0;
        while (n > 0) {
            left -= n;
            const pending = left > 0 && n === cur.length ? readInto(fd, next, Math.min(next.length, left)) : undefined;
            hash.update(cur.subarray(0, n));
            n = pending ? await pending : left > 0 ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, next, 0, Math.min(next.length, left), null) : 0;
            [cur, next] = [next, cur];
        }
        if (left !== 0)
            return 'unread:changed';
        // One byte past the stated size: a file that grew while it was read is not the stated file.
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, cur, 0, 1, null) !== 0)
            return 'unread:changed';
        return hash.digest('hex');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * Hashes the named inputs under root (contained: no `..`, absolute path or symlink out). Each input
 * is stat-ed first, and only a regular file is ever opened; with a {@link HashOptions.reference}, an
 * input whose type or size (or, against bind, inode) differs is not read at all, and one unchanged
 * since bind is not read again — so a fixture input swapped for a huge sparse file, a FIFO, a link or
 * a folder costs one stat, and the bytes read are bounded by the sizes stated. Files are read one
 * after another into two reused buffers, shared folders resolved once; the event loop is served every
 * {@link YIELD_BYTES} bytes or {@link YIELD_FILES} files.
 */
async function hashInputs(root, inputs, options = {}) {
    const files = new Array(inputs.length);
    const stats = new Array(inputs.length);
    const bufs = [Buffer.allocUnsafe(HASH_READ_BYTES), Buffer.allocUnsafe(HASH_READ_BYTES)];
    const prefixCache = new Map();
    const ref = options.reference;
    const refStats = new Map(ref?.stats.map((s) => [s.path, s]));
    const refFiles = new Map(ref?.files.map((f) => [f.path, f.sha256]));
    let bytesSinceYield = 0;
    let filesSinceYield = 0;
    for (let i = 0; i < inputs.length; i++) {
        const rel = inputs[i];
        const was = refStats.get(rel);
        const found = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInsideSync */ .uG)(root, rel, { prefixCache, expect: 'any' });
        let st;
        let gone;
        if (!found.ok)
            gone = found.reason;
        else {
            try {
                st = statOf(rel, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(found.path));
            }
            catch (err) {
                gone = `cannot be read (${err.code ?? String(err)})`;
            }
        }
        if (st === undefined || !found.ok) {
            // An input the reference holds and this tree does not (deleted, moved, a folder on its way
            // replaced, a link out or a loop put in its place) is a changed input, not a manifest defect:
            // the manifest was good where the reference was hashed (SPEC §2).
            if (!was || (!found.ok && found.kind === 'invalid'))
                return { ok: false, reason: `input ${rel}: ${gone ?? 'missing'}` };
            stats[i] = { path: rel, type: 'absent', size: -1, dev: -1, ino: -1, mtimeMs: -1, ctimeMs: -1 };
            files[i] = { path: rel, sha256: 'unread:absent' };
            continue;
        }
        stats[i] = st;
        const unread = was && ref ? differs(st, was, ref.same) : undefined;
        if (unread !== undefined) {
            files[i] = { path: rel, sha256: unread };
            continue;
        }
        if (st.type !== 'file') {
            // Without a reference to differ from, a non-regular input is a manifest defect, as before.
            if (!was)
                return {
                    ok: false,
                    reason: `input ${rel}: ${st.type === 'directory' ? 'a directory, not a file' : `not a regular file (${st.type})`}`,
                };
            files[i] = { path: rel, sha256: `unread:${st.type}` };
            continue;
        }
        const known = refFiles.get(rel);
        if (ref?.same === 'file' &&
            was &&
            known !== undefined &&
            was.mtimeMs === st.mtimeMs &&
            was.ctimeMs === st.ctimeMs) {
            // The very file hashed at bind, untouched since (inode, size, times): its digest stands.
            files[i] = { path: rel, sha256: known };
            continue;
        }
        try {
            files[i] = { path: rel, sha256: await sha256Of(found.path, st, bufs) };
            bytesSinceYield += st.size;
        }
        catch (err) {
            const code = err.code;
            // ELOOP: the path became a symbolic link after the stat (O_NOFOLLOW).
            if (code === 'ELOOP' || code === 'ENXIO')
                files[i] = { path: rel, sha256: 'unread:changed' };
            else
                return { ok: false, reason: `input ${rel}: cannot read: ${err.message}` };
        }
        if (bytesSinceYield >= YIELD_BYTES || ++filesSinceYield >= YIELD_FILES) {
            bytesSinceYield = 0;
            filesSinceYield = 0;
            await new Promise((resolveYield) => setImmediate(resolveYield));
        }
    }
    return { ok: true, files, digest: inputsDigest(files), stats };
}


/***/ }),

/***/ 9549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Go: () => (/* binding */ expandInputs),
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   Sq: () => (/* binding */ expandInputsOnDisk),
/* harmony export */   ZS: () => (/* binding */ resolveManifestFiles),
/* harmony export */   dk: () => (/* binding */ isInputGlob),
/* harmony export */   qS: () => (/* binding */ addedUnderGlobs)
/* harmony export */ });
/* unused harmony exports MAX_INPUTS, MAX_SEEDS, MAX_GENERATOR_ID, MAX_GLOB_VISITS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _classify_pyjson_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1737);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5734);
/* harmony import */ var _classify_describe_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2221);
/**
 * The fixture manifest (SPEC §2, §10): JSON naming the generator (a file and an id), the input files
 * and the seed. A defect here is not a configuration error: the fixture stage reports it as UNBOUND
 * at bind time, a pipeline defect and never a flake. So parsing never throws; it returns the reason,
 * which names the file and the field ("fixtures/p/manifest.json: seed: missing").
 *
 * Decisions the specification left open:
 * - Seeds are non-negative integers up to 2^53 - 1, written as JSON integers (`1402.0` is a float, as
 *   Python reads it); a list of seeds has no duplicates (each (fixture, seed) pair replays once).
 * - Inputs are listed once each; at most {@link MAX_INPUTS} inputs and {@link MAX_SEEDS} seeds.
 * - An `inputs` entry with glob syntax (`*`, `?`, `[…]`, `{…}`) is a glob, expanded on the base
 *   revision's tree by {@link expandInputs} (at most {@link MAX_INPUTS} files in all); a file name
 *   that holds glob characters cannot be named literally.
 * - Unknown keys are defects (a misspelt `seeds` must not pass silently), except `$schema`.
 * - Whether the files exist (and stay inside the repository through symbolic links) is a question
 *   for the file system: {@link resolveManifestFiles}.
 */






const MAX_INPUTS = 10_000;
const MAX_SEEDS = 1_000;
const MAX_GENERATOR_ID = 200;
const KNOWN_KEYS = ['$schema', 'generator', 'generator_id', 'inputs', 'seed', 'judge_inputs'];
function isSeed(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}
/** Reads a manifest from its text; `file` names it in the reason. Never throws. */
function parseManifest(text, file) {
    const no = (field, why) => ({
        ok: false,
        reason: field === '' ? `${file}: ${why}` : `${file}: ${field}: ${why}`,
    });
    let value;
    try {
        value = (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePyJson */ .j5)(text);
    }
    catch (err) {
        return no('', `not valid JSON (${err instanceof Error ? err.message : String(err)})`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof _classify_pyjson_js__WEBPACK_IMPORTED_MODULE_2__/* .PyFloat */ .g$)
        return no('', `expected a JSON object, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(value)}`);
    const m = value;
    const has = (k) => Object.prototype.hasOwnProperty.call(m, k);
    for (const key of Object.keys(m)) {
        if (!KNOWN_KEYS.includes(key))
            return no(key, `unknown key (expected ${KNOWN_KEYS.slice(1).join(', ')})`);
    }
    if (!has('generator'))
        return no('generator', 'missing');
    const generator = m.generator;
    if (typeof generator !== 'string')
        return no('generator', `expected a repository path, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(generator)}`);
    const badGen = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRepoPath */ .Q1)(generator);
    if (badGen !== undefined)
        return no('generator', `${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(generator)}: ${badGen}`);
    if (!has('generator_id'))
        return no('generator_id', 'missing');
    const id = m.generator_id;
    if (typeof id !== 'string' || id.trim() === '' || [...id].length > MAX_GENERATOR_ID)
        return no('generator_id', `expected a non-empty string of at most ${MAX_GENERATOR_ID} characters, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(id)}`);
    if (!has('inputs'))
        return no('inputs', 'missing');
    const inputs = m.inputs;
    if (!Array.isArray(inputs))
        return no('inputs', `expected a non-empty list of repository paths, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(inputs)}`);
    if (inputs.length === 0)
        return no('inputs', 'empty list (name at least one input file)');
    if (inputs.length > MAX_INPUTS)
        return no('inputs', `more than ${MAX_INPUTS} inputs`);
    const firstAt = new Map();
    for (let i = 0; i < inputs.length; i++) {
        const p = inputs[i];
        if (typeof p !== 'string')
            return no(`inputs[${i}]`, `expected a repository path, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(p)}`);
        // A leading '!' reads as a negated glob whatever follows: refused like one (the schema says the same).
        const bad = isInputGlob(p) || p.startsWith('!') ? (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRepoGlob */ .J)(p) : (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRepoPath */ .Q1)(p);
        if (bad !== undefined)
            return no(`inputs[${i}]`, `${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(p)}: ${bad}`);
        const first = firstAt.get(p);
        if (first !== undefined)
            return no(`inputs[${i}]`, `duplicate of inputs[${first}]`);
        firstAt.set(p, i);
    }
    if (!has('seed'))
        return no('seed', 'missing');
    const seed = m.seed;
    let seeds;
    if (Array.isArray(seed)) {
        if (seed.length === 0)
            return no('seed', 'empty list (name at least one seed)');
        if (seed.length > MAX_SEEDS)
            return no('seed', `more than ${MAX_SEEDS} seeds`);
        const seen = new Map();
        for (let i = 0; i < seed.length; i++) {
            const s = seed[i];
            if (!isSeed(s))
                return no(`seed[${i}]`, `expected a non-negative integer, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(s)}`);
            const first = seen.get(s);
            if (first !== undefined)
                return no(`seed[${i}]`, `duplicate of seed[${first}]`);
            seen.set(s, i);
        }
        seeds = seed;
    }
    else if (isSeed(seed)) {
        seeds = [seed];
    }
    else {
        return no('seed', `expected a non-negative integer or a non-empty list of them, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(seed)}`);
    }
    let judgeInputs;
    if (has('judge_inputs')) {
        const j = m.judge_inputs;
        if (!Array.isArray(j) || j.length === 0)
            return no('judge_inputs', `expected a non-empty list of repository paths, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(j)}`);
        if (j.length > MAX_INPUTS)
            return no('judge_inputs', `more than ${MAX_INPUTS} files`);
        for (let i = 0; i < j.length; i++) {
            const p = j[i];
            if (typeof p !== 'string')
                return no(`judge_inputs[${i}]`, `expected a repository path, got ${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(p)}`);
            const bad = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkRepoPath */ .Q1)(p);
            if (bad !== undefined)
                return no(`judge_inputs[${i}]`, `${(0,_classify_describe_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(p)}: ${bad}`);
            if (j.indexOf(p) !== i)
                return no(`judge_inputs[${i}]`, `duplicate of judge_inputs[${j.indexOf(p)}]`);
        }
        judgeInputs = j;
    }
    return {
        ok: true,
        manifest: {
            generator,
            generator_id: id,
            inputs: inputs,
            seeds,
            ...(judgeInputs !== undefined ? { judge_inputs: judgeInputs } : {}),
        },
    };
}
/**
 * The real paths of the generator and the inputs under `root`, or the first one that is missing, is not
 * a regular file, or leaves the repository through a symbolic link (UNBOUND, SPEC §2). `file` names
 * the manifest in the reason.
 */
async function resolveManifestFiles(root, manifest, file) {
    const gen = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInside */ .LI)(root, manifest.generator, { expect: 'file' });
    if (!gen.ok)
        return {
            ok: false,
            field: 'generator',
            reason: `${file}: generator: ${manifest.generator}: ${gen.reason}`,
        };
    const inputs = [];
    const names = [];
    for (let i = 0; i < manifest.inputs.length; i++) {
        const entry = manifest.inputs[i];
        if (!isInputGlob(entry)) {
            names.push(entry);
            continue;
        }
        // A glob is expanded on this checkout's files, as bind expands it on the base revision's tree.
        const found = globOnDisk(root, entry);
        if (typeof found === 'string')
            return {
                ok: false,
                field: `inputs[${i}]`,
                reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: ${found}`,
            };
        names.push(...found);
    }
    for (let i = 0; i < names.length; i++) {
        const rel = names[i];
        const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInside */ .LI)(root, rel, { expect: 'file' });
        if (!found.ok) {
            const at = Math.max(0, manifest.inputs.indexOf(rel));
            return { ok: false, field: `inputs[${at}]`, reason: `${file}: inputs[${at}]: ${rel}: ${found.reason}` };
        }
        inputs.push(found.path);
    }
    return { ok: true, generator: gen.path, inputs };
}
/** Whether a manifest `inputs` entry is a glob (expanded on the base revision) rather than a path. */
function isInputGlob(entry) {
    // Parentheses alone (`data/file(1).txt`) stay a path: only `*`, `?`, `[` or `{` make a glob.
    return /[*?[{]/.test(entry) && picomatch__WEBPACK_IMPORTED_MODULE_5___default().scan(entry).isGlob;
}
/** Tree entries looked at while expanding one manifest's globs, at most: a glob over a huge tree is refused. */
const MAX_GLOB_VISITS = 200_000;
/**
 * The manifest's inputs with every glob expanded on the base revision's tree, read from git objects
 * (never a checkout a candidate could have touched): the files (blobs, links included) it matches, in
 * sorted order. The expansion is what the fixture binds, so a file the patch adds or removes under a
 * glob changes the inputs. A glob that matches nothing on the base, or an expansion past
 * {@link MAX_INPUTS} files or {@link MAX_GLOB_VISITS} tree entries, is a manifest defect (UNBOUND),
 * named by `file`. Never throws for a manifest defect; a git failure propagates.
 */
async function expandInputs(tree, inputs, file) {
    const globs = inputs.filter(isInputGlob);
    if (globs.length === 0)
        return { ok: true, inputs: [...inputs], globs: [] };
    const out = new Set();
    let visits = 0;
    for (let i = 0; i < inputs.length; i++) {
        const entry = inputs[i];
        if (!isInputGlob(entry)) {
            out.add(entry);
            continue;
        }
        const isMatch = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatcher */ .fU)([entry]);
        // Only the folder before the first glob character is walked.
        const base = picomatch__WEBPACK_IMPORTED_MODULE_5___default().scan(entry).base;
        let treeId = await tree.root();
        for (const seg of base === '' ? [] : base.split('/')) {
            const e = (await tree.entries(treeId)).get(seg);
            treeId = e?.type === 'tree' ? e.id : undefined;
            if (treeId === undefined)
                break;
        }
        const found = [];
        const stack = treeId === undefined ? [] : [{ id: treeId, prefix: base === '' ? '' : `${base}/` }];
        while (stack.length > 0) {
            const { id, prefix } = stack.pop();
            for (const [name, e] of await tree.entries(id)) {
                if (++visits > MAX_GLOB_VISITS)
                    return {
                        ok: false,
                        reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: the globs reach more than ${MAX_GLOB_VISITS} entries of the base tree (narrow them)`,
                    };
                const path = prefix + name;
                if (e.type === 'tree')
                    stack.push({ id: e.id, prefix: `${path}/` });
                // A submodule (commit) is no file of this repository.
                else if (e.type === 'blob' && isMatch(path))
                    found.push(path);
            }
        }
        if (found.length === 0)
            return {
                ok: false,
                reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: matches no file on the base revision`,
            };
        found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        for (const p of found)
            out.add(p);
        if (out.size > MAX_INPUTS)
            return {
                ok: false,
                reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: the inputs expand to more than ${MAX_INPUTS} files`,
            };
    }
    return { ok: true, inputs: [...out], globs };
}
/**
 * The changed paths that a manifest's globs reach but its base expansion does not hold: files the
 * patch adds under a glob (a removed one is a base input that is absent). Matched case-folded, as
 * scope matches the oracle, so a spelling a case-insensitive file system would merge is not missed.
 */
function addedUnderGlobs(changed, globs, expanded) {
    if (globs.length === 0)
        return [];
    const isMatch = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatcher */ .fU)(globs, { nocase: true });
    const have = new Set(expanded);
    return changed.filter((p) => !have.has(p) && isMatch(p));
}
/**
 * {@link expandInputs} on a checkout's files rather than the base revision's tree: for the commands
 * that bind in the working tree (`gate fixture bind`), where the tree is the one named.
 */
function expandInputsOnDisk(root, inputs, file) {
    const globs = inputs.filter(isInputGlob);
    if (globs.length === 0)
        return { ok: true, inputs: [...inputs], globs: [] };
    const out = new Set();
    for (let i = 0; i < inputs.length; i++) {
        const entry = inputs[i];
        const found = isInputGlob(entry) ? globOnDisk(root, entry) : [entry];
        if (typeof found === 'string')
            return { ok: false, reason: `${file}: inputs[${i}]: ${JSON.stringify(entry)}: ${found}` };
        for (const f of found)
            out.add(f);
        if (out.size > MAX_INPUTS)
            return {
                ok: false,
                reason: `${file}: inputs[${i}]: the inputs expand to more than ${MAX_INPUTS} files`,
            };
    }
    return { ok: true, inputs: [...out], globs };
}
/**
 * The files under `root` a glob matches, sorted (the working tree, for `gate check`), or why none:
 * the walk starts at the glob's folder, skips `.git`, follows no folder link, and stops past
 * {@link MAX_GLOB_VISITS} entries.
 */
function globOnDisk(root, glob) {
    const isMatch = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatcher */ .fU)([glob]);
    const base = picomatch__WEBPACK_IMPORTED_MODULE_5___default().scan(glob).base;
    const found = [];
    const stack = [base];
    let visits = 0;
    while (stack.length > 0) {
        const rel = stack.pop();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(rel === '' ? root : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, rel), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            if (++visits > MAX_GLOB_VISITS)
                return `the glob reaches more than ${MAX_GLOB_VISITS} entries (narrow it)`;
            const path = rel === '' ? e.name : `${rel}/${e.name}`;
            if (e.isDirectory()) {
                if (e.name !== '.git')
                    stack.push(path);
            }
            else if (isMatch(path))
                found.push(path);
        }
    }
    if (found.length === 0)
        return 'matches no file';
    if (found.length > MAX_INPUTS)
        return `expands to more than ${MAX_INPUTS} files`;
    return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}


/***/ }),

/***/ 318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ej: () => (/* binding */ pinConfigured),
/* harmony export */   GR: () => (/* binding */ pinOracle),
/* harmony export */   d_: () => (/* binding */ PinnedOracle)
/* harmony export */ });
/* unused harmony exports MAX_PINNED_BYTES, blobIdOf, pinsOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8710);
/* harmony import */ var _base_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3778);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1271);
/**
 * Oracle files pinned in the tree an attempt runs in (SPEC §2 "Trusted oracle, bound to the right
 * tree"). Invariants run at their own paths inside the candidate checkout, so their relative imports
 * reach the code under test; their bytes must still be the base revision's. This module knows, from
 * git objects of the base revision, what each oracle path is (a file with its blob id, a symbolic link
 * with its target, a folder on the way) and checks a tree against it: before any user code runs and
 * after every user process. Anything else at such a path — other bytes, a link put in its place, a
 * missing file, another file type — is a difference, which the trace records (`pinned_mismatches`)
 * and which fails the run's audit (UNUSABLE / AUDIT_FAILED), never a grade.
 *
 * The check runs after every process, so it is stat first: a file whose `lstat` (device, inode, size,
 * mode, mtime and ctime — ctime cannot be set back by user code) is the one last hashed is not read
 * again. A file is opened without following links and hashed as git hashes a blob.
 *
 * Which paths: every oracle file of the config (config, specs, probes, manifests, invariants, ledger,
 * generators, and every link on the way to them) and every base file under a `protected` glob — a
 * helper module an invariant imports belongs there, so it is pinned too.
 */







class PinnedOracle {
    entries;
    /** Every difference found so far, in order, each naming the file: the trace's `pinned_mismatches`. */
    mismatches = [];
    seen = new Map();
    sealed = [];
    constructor(entries) {
        this.entries = entries;
    }
    /** The pinned files and links (not folders) of the tree at `root`, as absolute paths. */
    filesIn(root) {
        return this.entries.filter((e) => e.kind !== 'folder').map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, e.path));
    }
    /**
     * The differences between the tree at `root` and the base revision at the pinned paths (empty: the
     * tree holds the base's oracle). Never throws: an unreadable path is a difference.
     */
    differences(root) {
        const out = [];
        for (const e of this.entries) {
            const why = this.differs(root, e);
            if (why !== null)
                out.push(`${e.path}: ${why}`);
        }
        return out;
    }
    /**
     * Checks the tree at `root` and records what differs, saying when (`when`: "before the generator",
     * "after the invariant" …). Returns the first difference, or null when the tree holds the oracle.
     */
    check(root, when) {
        const found = this.differences(root);
        for (const d of found) {
            const line = `${d} (${when})`;
            if (!this.mismatches.includes(line))
                this.mismatches.push(line);
        }
        return found[0] ?? null;
    }
    /**
     * Makes the pinned files under `root` read-only to everyone (`chmod a-w`), remembering the modes
     * {@link unseal} puts back. Without the sandbox user code runs as the gate's own user and could undo
     * it; the check after every process is what catches that. A file that cannot be changed is left as
     * it is: the checks still hold.
     */
    seal(root) {
        for (const e of this.entries) {
            if (e.kind !== 'file')
                continue;
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, e.path);
            try {
                const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
                if (!st.isFile())
                    continue;
                const mode = st.mode & 0o7777;
                if ((mode & 0o222) === 0)
                    continue;
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(path, mode & ~0o222);
                this.sealed.push({ path, mode });
            }
            catch {
                // Missing or not ours: the check before the first process reports a missing file.
            }
        }
    }
    /** Puts back the modes {@link seal} changed (the user's checkout stays as it was); idempotent. */
    unseal() {
        for (const s of this.sealed.reverse()) {
            try {
                const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(s.path);
                if (st.isFile())
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(s.path, s.mode);
            }
            catch {
                // Gone: nothing to put back.
            }
        }
        this.sealed = [];
    }
    differs(root, e) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, e.path);
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path, { bigint: true });
        }
        catch (err) {
            const code = err.code;
            return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : `cannot be read (${code ?? String(err)})`;
        }
        switch (e.kind) {
            case 'folder':
                if (st.isSymbolicLink())
                    return 'a symbolic link where the base revision has a folder';
                return st.isDirectory() ? null : `a ${typeOf(st)} where the base revision has a folder`;
            case 'link': {
                if (!st.isSymbolicLink())
                    return `a ${typeOf(st)} where the base revision has a symbolic link`;
                let target;
                try {
                    target = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(path, { encoding: 'buffer' });
                }
                catch (err) {
                    return `cannot be read (${err.code ?? String(err)})`;
                }
                return target.equals(e.target) ? null : 'a symbolic link to another target than the base revision’s';
            }
            case 'file': {
                if (st.isSymbolicLink())
                    return 'a symbolic link where the base revision has a file';
                if (!st.isFile())
                    return `a ${typeOf(st)} where the base revision has a file`;
                const prior = this.seen.get(path);
                const now = {
                    dev: st.dev,
                    ino: st.ino,
                    size: st.size,
                    mode: st.mode,
                    mtimeNs: st.mtimeNs,
                    ctimeNs: st.ctimeNs,
                };
                if (prior !== undefined && sameStat(prior, now))
                    return null;
                this.seen.delete(path);
                const id = blobIdOf(path, e.id.length === 64 ? 'sha256' : 'sha1');
                if ('error' in id)
                    return id.error;
                if (id.id !== e.id)
                    return `other bytes than the base revision’s blob ${e.id.slice(0, 12)}`;
                // Recorded only when the file hashed is the one stat-ed (same inode), and unchanged meanwhile.
                if (id.ino === st.ino && id.ctimeNs === st.ctimeNs)
                    this.seen.set(path, now);
                return null;
            }
            default: {
                const never = e;
                throw new Error(`unknown pin ${JSON.stringify(never)}`);
            }
        }
    }
}
function sameStat(a, b) {
    return (a.dev === b.dev &&
        a.ino === b.ino &&
        a.size === b.size &&
        a.mode === b.mode &&
        a.mtimeNs === b.mtimeNs &&
        a.ctimeNs === b.ctimeNs);
}
function typeOf(st) {
    if (st.isDirectory())
        return 'folder';
    if (st.isFile())
        return 'file';
    if (st.isFIFO())
        return 'FIFO';
    if (st.isSocket())
        return 'socket';
    return 'device';
}
/** Largest pinned file hashed; a larger one at a pinned path is a difference, never read whole. */
const MAX_PINNED_BYTES = 64 * 1024 * 1024;
/**
 * The git blob id of the file at `path` (`blob <size>\0<bytes>`), opened without following a link,
 * with the inode and ctime of what was read.
 */
function blobIdOf(path, algorithm) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK ?? 0));
    }
    catch (err) {
        return { error: `cannot be opened (${err.code ?? String(err)})` };
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd, { bigint: true });
        if (!st.isFile())
            return { error: 'not a regular file' };
        if (st.size > BigInt(MAX_PINNED_BYTES))
            return { error: `larger than ${MAX_PINNED_BYTES} bytes` };
        const size = Number(st.size);
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm).update(`blob ${size}\0`);
        const buf = Buffer.alloc(Math.min(size, 1 << 20) || 1);
        let total = 0;
        for (;;) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buf, 0, buf.length, null);
            if (n === 0)
                break;
            total += n;
            if (total > size)
                return { error: 'grew while it was read' };
            hash.update(buf.subarray(0, n));
        }
        if (total !== size)
            return { error: 'shrank while it was read' };
        return { id: hash.digest('hex'), ino: st.ino, ctimeNs: st.ctimeNs };
    }
    catch (err) {
        return { error: `cannot be read (${err.code ?? String(err)})` };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * The pins of `names` in the base tree: each name's folders on the way, and what it ends at, never
 * following a link (a link is pinned as a link; the oracle set already holds where links lead). A
 * name missing on the base pins the folders up to where it stops.
 */
async function pinsOf(tree, names) {
    const byPath = new Map();
    const root = await tree.root();
    for (const name of names) {
        const parts = name.split('/');
        let treeId = root;
        for (let i = 0; i < parts.length; i++) {
            const at = parts.slice(0, i + 1).join('/');
            const entry = (await tree.entries(treeId)).get(parts[i]);
            if (entry === undefined)
                break;
            if (entry.mode === '120000') {
                if (!byPath.has(at))
                    byPath.set(at, { path: at, kind: 'link', target: await tree.linkTarget(entry.id) });
                break;
            }
            if (entry.type === 'tree') {
                if (!byPath.has(at))
                    byPath.set(at, { path: at, kind: 'folder' });
                treeId = entry.id;
                continue;
            }
            // A file ends the name (a submodule is no file of this repository: nothing to pin).
            if (entry.type === 'blob' && i === parts.length - 1 && !byPath.has(at))
                byPath.set(at, { path: at, kind: 'file', id: entry.id });
            break;
        }
    }
    return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/**
 * The pinned oracle of a configuration on the base revision: its oracle set (closed under links) and
 * the base files under its `protected` globs. Runs git on the base revision's objects only; call it
 * before any user code runs.
 */
async function pinOracle(oracle, config, configFile) {
    const set = await (0,_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .oracleSetOf */ .QP)(quiet(oracle), config, configFile);
    // Written now, before any user code runs (a run's oracle is read from git objects).
    if (set.ok)
        await oracle.prefetch?.(set.files, set.inputs);
    const names = new Set(set.ok ? set.files : []);
    for (const p of await (0,_base_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .protectedFiles */ .wJ)(oracle.tree, config.protected))
        names.add(p);
    return new PinnedOracle(await pinsOf(oracle.tree, names));
}
/**
 * The pinned oracle of the configuration file on the base revision, read before the run grades
 * anything (the sandbox grant needs the paths); null when there is no loadable configuration (scope
 * then ends the run NOT_CONFIGURED, and no user code runs).
 */
async function pinConfigured(oracle, configFile) {
    const q = quiet(oracle);
    if (!(await q.exists(configFile)))
        return null;
    let config;
    try {
        config = (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .parseConfig */ .o4)(await q.readText(configFile), configFile);
    }
    catch {
        return null;
    }
    return pinOracle(oracle, config, configFile);
}
/** The reader without its read log: pinning reads what scope reads again, and the trace lists it once. */
function quiet(oracle) {
    const unlogged = async (read) => {
        const before = oracle.reads.length;
        try {
            return await read();
        }
        finally {
            oracle.reads.length = before;
        }
    };
    return {
        reads: [],
        tree: oracle.tree,
        locate: (rel) => oracle.locate(rel),
        exists: (rel) => oracle.exists(rel),
        readText: (rel) => unlogged(() => oracle.readText(rel)),
        readBytes: (rel) => unlogged(() => oracle.readBytes(rel)),
        hashInputs: (inputs, options) => oracle.hashInputs(inputs, options),
    };
}


/***/ }),

/***/ 1271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ resolveInBaseTree),
/* harmony export */   NA: () => (/* binding */ GitOracle),
/* harmony export */   QP: () => (/* binding */ oracleSetOf),
/* harmony export */   lF: () => (/* binding */ OracleError)
/* harmony export */ });
/* unused harmony exports Oracle, MAX_PROGRAM_FOLDER_FILES, MAX_PROGRAM_FOLDER_BYTES, MAX_LINK_HOPS */
/* harmony import */ var _base_tree_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3778);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6960);
/* harmony import */ var _adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2585);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8710);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9549);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5734);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1441);
/**
 * The trusted oracle: every spec, probe, invariant, manifest, generator and the ledger are read from
 * the base revision, never from the candidate (SPEC §2). A run reads them from git's objects of the
 * base commit ({@link GitOracle}), writing into a private folder only the files it is asked for; report
 * mode and tests may read a clean worktree of the base ({@link Oracle}). Each read is logged, so the
 * trace shows which oracle files a run opened, and when.
 */









class OracleError extends Error {
    path;
    constructor(message, path) {
        super(message);
        this.path = path;
        this.name = 'OracleError';
    }
}
/** The oracle read from a clean worktree of the base revision. */
class Oracle {
    root;
    reads = [];
    tree;
    /** `root` is a clean worktree of the base revision `rev` (its sha; `HEAD` of that worktree by default). */
    constructor(root, rev = 'HEAD') {
        this.root = root;
        this.tree = gitBaseTree(root, rev);
    }
    /** The absolute path of a repository file in the base worktree, refusing anything that escapes it. */
    async locate(rel) {
        const found = await resolveInside(this.root, rel);
        if (!found.ok)
            throw new OracleError(`${rel}: ${found.reason} (on the base revision)`, rel);
        return found.path;
    }
    async exists(rel) {
        return (await resolveInside(this.root, rel)).ok;
    }
    /** Reads a text file of the base revision and logs the read. */
    async readText(rel) {
        const path = await this.locate(rel);
        this.reads.push(rel);
        return readFileSync(path, 'utf8');
    }
    async readBytes(rel) {
        const path = await this.locate(rel);
        this.reads.push(rel);
        return readFileSync(path);
    }
    hashInputs(inputs, options) {
        return hashInputs(this.root, inputs, options);
    }
}
/** Files of a program's folder written with it at most (its siblings and what is below them). */
const MAX_PROGRAM_FOLDER_FILES = 2_000;
/** Bytes of a program's folder written with it at most. */
const MAX_PROGRAM_FOLDER_BYTES = 64 * 1024 * 1024;
/**
 * The oracle read from git's objects of the base commit `rev` in the repository at `repo`: no worktree
 * of the base is made. Every name asked for is followed through the base tree (its links included, as
 * {@link resolveInBaseTree} follows them) and just the entries on the way are written into `dir`, a
 * folder the gate alone owns (under the run's state folder): folders, symbolic links with the base's
 * target bytes, files with the base blob's bytes and mode, each created new (`O_EXCL`, so nothing
 * already there is followed or overwritten). Reads then go through that folder exactly as they went
 * through a base worktree, so a name resolves, fails or leaves the repository the same way. A program
 * located to be run (a spec, probe, generator, judge) brings its own folder with it, below it included
 * (at most {@link MAX_PROGRAM_FOLDER_FILES} files and {@link MAX_PROGRAM_FOLDER_BYTES} bytes), so a
 * relative import of a sibling finds the base's copy; files elsewhere in the base are not there.
 */
class GitOracle {
    repo;
    rev;
    dir;
    reads = [];
    tree;
    /** One materialisation at a time: two requests never race to create the same entry. */
    turn = Promise.resolve();
    folders = new Set();
    constructor(repo, rev, 
    /** An empty folder of the gate's; what the run reads is written there. */
    dir) {
        this.repo = repo;
        this.rev = rev;
        this.dir = dir;
        this.tree = (0,_base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .gitBaseTree */ .QE)(repo, rev);
    }
    /** The absolute path of a repository file of the base (written to {@link dir}), with its folder. */
    async locate(rel) {
        await this.materialise(rel, true);
        return this.resolved(rel);
    }
    async exists(rel) {
        await this.materialise(rel, false);
        return (await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveInside */ .LI)(this.dir, rel)).ok;
    }
    async readText(rel) {
        return (await this.readBytes(rel)).toString('utf8');
    }
    async readBytes(rel) {
        await this.materialise(rel, false);
        const path = await this.resolved(rel);
        this.reads.push(rel);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path);
    }
    async hashInputs(inputs, options) {
        for (const rel of inputs)
            await this.materialise(rel, false);
        return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .hashInputs */ ._)(this.dir, inputs, options);
    }
    async prefetch(files, inputs) {
        for (const rel of files)
            await this.materialise(rel, true);
        for (const rel of inputs)
            await this.materialise(rel, false);
    }
    /**
     * Writes the base's `.gitattributes` of every folder on the way to each of `paths` (the only ones
     * git consults for them) and returns {@link dir}: a work tree for git commands that must see the
     * base revision's attributes and nothing else of a checkout.
     */
    async attributesFor(paths) {
        const folders = new Set(['']);
        for (const p of paths) {
            const parts = p.split('/');
            for (let i = 1; i < parts.length; i++)
                folders.add(parts.slice(0, i).join('/'));
        }
        await this.exclusive(async () => {
            for (const f of [...folders].sort()) {
                const name = f === '' ? '.gitattributes' : `${f}/.gitattributes`;
                if ((0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRepoPath */ .Q1)(name) !== undefined)
                    continue;
                // Git reads no `.gitattributes` that is a link, so only a regular one is written.
                const entry = await this.entryAt(name);
                if (entry !== undefined && entry.type === 'blob' && entry.mode !== '120000')
                    await this.place(name);
            }
        });
        return this.dir;
    }
    async resolved(rel) {
        const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveInside */ .LI)(this.dir, rel);
        if (!found.ok)
            throw new OracleError(`${rel}: ${found.reason} (on the base revision)`, rel);
        return found.path;
    }
    exclusive(body) {
        const run = this.turn.then(body);
        this.turn = run.catch(() => undefined);
        return run;
    }
    /** Writes what `rel` needs: every entry on its way through the base tree's links; with its folder. */
    materialise(rel, withFolder) {
        if ((0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRepoPath */ .Q1)(rel) !== undefined)
            return Promise.resolve();
        return this.exclusive(async () => {
            const r = await resolveInBaseTree(this.tree, rel);
            for (const p of r.paths)
                await this.place(p);
            if (withFolder && r.ok && r.found === 'file') {
                const end = r.paths[r.paths.length - 1];
                const folder = end.includes('/') ? end.slice(0, end.lastIndexOf('/')) : '';
                if (folder !== '' && !this.folders.has(folder)) {
                    this.folders.add(folder);
                    await this.placeFolder(folder);
                }
            }
        });
    }
    /** The base tree's entry at `path` (no link followed), if any. */
    async entryAt(path) {
        let treeId = await this.tree.root();
        const parts = path.split('/');
        for (let i = 0; i < parts.length; i++) {
            const entry = (await this.tree.entries(treeId)).get(parts[i]);
            if (entry === undefined || i === parts.length - 1)
                return entry;
            if (entry.type !== 'tree' || entry.mode === '120000')
                return undefined;
            treeId = entry.id;
        }
        return undefined;
    }
    /**
     * Writes the entries of the base tree on the way to `path`, as git names them: a folder made, a link
     * or a file at the end of the way written; the walk stops at a link (its target is another path) or
     * at a name the base does not have.
     */
    async place(path) {
        let treeId = await this.tree.root();
        let at = this.dir;
        const parts = path.split('/');
        for (let i = 0; i < parts.length; i++) {
            const name = parts[i];
            const entry = (await this.tree.entries(treeId)).get(name);
            if (entry === undefined)
                return;
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, name);
            if (entry.mode === '120000') {
                if (!present(target))
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.symlinkSync)(await this.tree.linkTarget(entry.id), target);
                return;
            }
            if (entry.type === 'tree' || entry.type === 'commit') {
                folderAt(target);
                if (entry.type === 'commit')
                    return;
                treeId = entry.id;
                at = target;
                continue;
            }
            // A file (at the end, or where the name wants a folder: a worktree would hold it too).
            if (!present(target))
                await this.writeBlob(target, entry);
            return;
        }
    }
    /** A new file holding the blob's bytes, streamed from git, with the blob's mode. */
    async writeBlob(target, entry) {
        const sink = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .FileSink */ .UP(target, Number.MAX_SAFE_INTEGER, 'wx', entry.mode === '100755' ? 0o755 : 0o644);
        try {
            const type = await (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .streamObject */ .w8)(this.repo, entry.id, (chunk) => {
                sink.write(chunk);
            });
            if (type !== 'blob')
                throw new Error(`git object ${entry.id} is a ${type}, not a file's bytes`);
        }
        finally {
            sink.close();
        }
    }
    /**
     * Writes every entry of the base folder `folder` and below (links as links). A folder past the caps
     * is left as it is: the program finds only what its names needed.
     */
    async placeFolder(folder) {
        const top = await this.entryAt(folder);
        if (top === undefined || top.type !== 'tree' || top.mode === '120000')
            return;
        const entries = [];
        const walk = async (treeId, prefix) => {
            for (const [name, entry] of await this.tree.entries(treeId)) {
                const path = `${prefix}/${name}`;
                if (entry.type === 'tree' && entry.mode !== '120000') {
                    if (!(await walk(entry.id, path)))
                        return false;
                }
                else
                    entries.push({ path, entry });
                if (entries.length > MAX_PROGRAM_FOLDER_FILES)
                    return false;
            }
            return true;
        };
        if (!(await walk(top.id, folder)))
            return;
        const isFile = (e) => e.type === 'blob' && e.mode !== '120000';
        const pending = entries.filter((e) => isFile(e.entry) && !present((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, e.path)));
        let bytes = 0;
        for (const id of new Set(pending.map((e) => e.entry.id))) {
            bytes += await (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .objectInfo */ ._d)(this.repo, id).then((o) => o.size, () => 0);
            if (bytes > MAX_PROGRAM_FOLDER_BYTES)
                return;
        }
        // Links and submodules one by one (few), files in one `git cat-file --batch`.
        for (const e of entries)
            if (!isFile(e.entry))
                await this.place(e.path);
        const byId = new Map();
        for (const e of pending) {
            const same = byId.get(e.entry.id) ?? [];
            same.push({ path: e.path, mode: e.entry.mode });
            byId.set(e.entry.id, same);
        }
        // One object held at a time, each read through the run's batch reader.
        for (const [id, places] of byId) {
            const { type, content } = await (0,_adapters_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .readObject */ .Ag)(this.repo, id);
            if (type !== 'blob')
                throw new Error(`git object ${id} is a ${type}, not a file's bytes`);
            for (const { path, mode } of places) {
                const parts = path.split('/');
                let at = this.dir;
                for (const part of parts.slice(0, -1))
                    folderAt((at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, part)));
                const sink = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .FileSink */ .UP((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, path), content.length, 'wx', mode === '100755' ? 0o755 : 0o644);
                sink.write(content);
                sink.close();
            }
        }
    }
}
/** Whether anything (a link included, never followed) is at `path`. */
function present(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
        return true;
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return false;
        throw err;
    }
}
/** A folder at `path`: made if nothing is there; anything else there (a link, a file) is an error. */
function folderAt(path) {
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path).isDirectory())
            return;
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(path, { mode: 0o755 });
        return;
    }
    throw new Error(`${path}: not a folder where the base revision has one`);
}
/** Links followed for one name at most, as Linux does (MAXSYMLINKS): more is a cycle, or as bad as one. */
const MAX_LINK_HOPS = 40;
/**
 * Follows the repository path `name` through the base tree, component by component, the way the file
 * system follows it in a checkout of that tree: a component that is a symbolic link is replaced by its
 * target (relative to the link's folder) and the walk starts again from the root. A link whose target
 * is absolute, leaves the repository, enters git metadata or cannot be read fails; so do more than
 * {@link MAX_LINK_HOPS} links (a cycle). Where git has no entry of that exact name, an entry that a
 * case-insensitive file system would take for it is followed instead (over-including is the safe side).
 */
async function resolveInBaseTree(tree, name) {
    const paths = [];
    const fail = (link, kind, why) => ({
        ok: false,
        paths,
        link,
        kind,
        reason: `symbolic link ${link} ${why}`,
    });
    const root = await tree.root();
    let pending = name.split('/');
    let done = [];
    let treeId = root;
    let hops = 0;
    for (;;) {
        const component = pending[0];
        if (component === undefined) {
            paths.push(done.join('/'));
            return { ok: true, paths, found: 'folder' };
        }
        const listing = await tree.entries(treeId);
        const exact = listing.get(component);
        const entry = exact !== undefined ? [component, exact] : foldMatch(listing, component);
        if (entry === undefined) {
            paths.push([...done, ...pending].join('/'));
            return { ok: true, paths, found: 'missing' };
        }
        const [seen, entryEntry] = entry;
        const at = [...done, seen].join('/');
        if (entryEntry.mode === '120000') {
            paths.push(at);
            if (++hops > MAX_LINK_HOPS)
                return fail(at, 'loop', `is part of a cycle of symbolic links (more than ${MAX_LINK_HOPS} on the way)`);
            let target;
            try {
                target = await tree.linkTarget(entryEntry.id);
            }
            catch (err) {
                return fail(at, 'unreadable', `cannot be read (${err instanceof Error ? err.message : String(err)})`);
            }
            const next = linkedPath(done, target, pending.slice(1));
            if (typeof next === 'string')
                return fail(at, 'outside', next);
            pending = next;
            done = [];
            treeId = root;
            continue;
        }
        if (entryEntry.type === 'tree') {
            done.push(seen);
            pending = pending.slice(1);
            treeId = entryEntry.id;
            continue;
        }
        // A file (or a submodule): the name ends here, or asks for a folder where there is none.
        if (pending.length === 1) {
            paths.push(at);
            return { ok: true, paths, found: 'file' };
        }
        paths.push([...done, seen, ...pending.slice(1)].join('/'));
        return { ok: true, paths, found: 'missing' };
    }
}
/** The exact entry, else the first (by name) that a case-insensitive file system would open for it. */
function foldMatch(listing, component) {
    const key = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .pathFoldKey */ ._4)(component);
    const names = [...listing.keys()].filter((n) => (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .pathFoldKey */ ._4)(n) === key).sort();
    const first = names[0];
    return first === undefined ? undefined : [first, listing.get(first)];
}
/**
 * The components a link leads to: its folder (`dir`), its target, then what was left of the name.
 * A string is why it cannot be followed inside the repository.
 */
function linkedPath(dir, target, rest) {
    if (target.length === 0)
        return 'is empty';
    if (target.length > _base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINK_TARGET_BYTES */ .EK)
        return `has a target longer than ${_base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINK_TARGET_BYTES */ .EK} bytes`;
    if (target.includes(0))
        return 'has a NUL byte in its target';
    const text = target.toString('utf8');
    if (text.startsWith('/') || /^[A-Za-z]:/.test(text) || text.includes('\\'))
        return `points to ${JSON.stringify(text)}, outside the repository`;
    const out = [...dir];
    for (const part of text.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length === 0)
                return `points to ${JSON.stringify(text)}, outside the repository`;
            out.pop();
        }
        else
            out.push(part);
    }
    const joined = [...out, ...rest];
    if (joined.length === 0)
        return `points to the repository root (${JSON.stringify(text)})`;
    const bad = (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .checkRepoPath */ .Q1)(joined.join('/'));
    if (bad !== undefined)
        return `points to ${JSON.stringify(text)}, which is no repository file (${bad})`;
    return joined;
}
/**
 * The snapshot files a test file's runner reads by default: jest's and vitest's
 * `__snapshots__/<file>.snap` beside it, node's `<file>.snapshot`; for a `command`, which may run any,
 * all of them. Named whether or not the base holds them, so a patch that adds or changes one touches
 * the oracle (a regression that rewrote its snapshot with the code passed its pinned test).
 */
function snapshotsOf(runner, file) {
    const slash = file.lastIndexOf('/');
    const beside = `${file.slice(0, slash + 1)}__snapshots__/${file.slice(slash + 1)}.snap`;
    switch (runner) {
        case 'jest':
        case 'vitest':
            return [beside];
        case 'node-test':
            return [`${file}.snapshot`];
        case 'command':
            return [beside, `${file}.snapshot`];
        default:
            return [];
    }
}
/**
 * The oracle set of the base revision. The config's own names are followed through the base tree's
 * links; one that leaves the repository or loops fails closed (the caller holds the run). A
 * manifest's generator and inputs are followed too, but a link of theirs out of the repository is
 * left to the fixture stage, which reports it as UNBOUND at bind time (SPEC §2); the links before it
 * are oracle paths all the same.
 */
async function oracleSetOf(oracle, config, configFile) {
    const files = new Set();
    for (const name of (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .configOraclePaths */ .dV)(config, configFile)) {
        files.add(name);
        const r = await resolveInBaseTree(oracle.tree, name);
        for (const p of r.paths)
            files.add(p);
        if (!r.ok) {
            return {
                ok: false,
                problem: {
                    file: name,
                    field: '',
                    message: `${name}: ${r.reason}: the gate reads its own files through this link, so it cannot tell which files are its own`,
                },
            };
        }
    }
    // A tests fixture's test files as the base revision holds them (SPEC §12): what the patch edits or
    // deletes there is the oracle; a test file it adds under the globs is not (it does not run).
    const testFiles = [];
    for (const t of config.tests ?? []) {
        let found;
        try {
            found = await (0,_base_tree_js__WEBPACK_IMPORTED_MODULE_0__/* .protectedFiles */ .wJ)(oracle.tree, t.files);
        }
        catch (err) {
            const message = `${configFile}: tests of ${t.target}: ${err instanceof Error ? err.message : String(err)}`;
            return { ok: false, problem: { file: configFile, field: 'fixtures', message } };
        }
        for (const name of found) {
            files.add(name);
            testFiles.push(name);
            for (const p of (await resolveInBaseTree(oracle.tree, name)).paths)
                files.add(p);
            // What the test compares with is the oracle as much as the test: its snapshots.
            for (const snap of snapshotsOf(t.runner, name)) {
                files.add(snap);
                for (const p of (await resolveInBaseTree(oracle.tree, snap)).paths)
                    files.add(p);
            }
        }
    }
    const manifests = new Map();
    const inputs = new Set();
    const inputGlobs = new Set();
    for (const f of config.fixtures) {
        if (!(await oracle.exists(f.manifest)))
            continue;
        const m = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .parseManifest */ .Ng)(await oracle.readText(f.manifest), f.manifest);
        if (!m.ok)
            continue;
        manifests.set(f.manifest, m.manifest);
        files.add(m.manifest.generator);
        for (const p of (await resolveInBaseTree(oracle.tree, m.manifest.generator)).paths)
            files.add(p);
        // Globs count as inputs twice: their files on the base, and any path the patch puts under them.
        const expanded = await (0,_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .expandInputs */ .Go)(oracle.tree, m.manifest.inputs, f.manifest);
        for (const g of m.manifest.inputs.filter(_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .isInputGlob */ .dk))
            inputGlobs.add(g);
        for (const input of expanded.ok ? expanded.inputs : m.manifest.inputs.filter((i) => !(0,_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .isInputGlob */ .dk)(i))) {
            inputs.add(input);
            for (const p of (await resolveInBaseTree(oracle.tree, input)).paths)
                inputs.add(p);
        }
    }
    return {
        ok: true,
        files: [...files],
        inputs: [...inputs].filter((p) => !files.has(p)),
        inputGlobs: [...inputGlobs],
        manifests,
        testFiles,
    };
}


/***/ }),

/***/ 1698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _W: () => (/* binding */ NAMED_AS_TEST),
  tv: () => (/* binding */ baseBlob),
  Il: () => (/* binding */ baseFolderNames),
  $L: () => (/* binding */ baseLinksUnder),
  ni: () => (/* binding */ checkoutFile),
  Jb: () => (/* binding */ checkoutNames),
  yJ: () => (/* binding */ commandFilesUngradable),
  Be: () => (/* binding */ compiledUngradable),
  XW: () => (/* binding */ inTestsFolder),
  I4: () => (/* binding */ loaderContextUngradable),
  G3: () => (/* binding */ testLinkFolders),
  h7: () => (/* binding */ throughLinks),
  Dw: () => (/* binding */ workingTreeUngradable)
});

// UNUSED EXPORTS: MAX_LINK_FOLDERS, PACKAGE_LOADER_FIELDS, commandPaths, compiledKind, packageLoaderChanged

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./src/patch/paths.ts
var patch_paths = __webpack_require__(5734);
;// CONCATENATED MODULE: ./src/patch/python-modules.ts
/**
 * Python module names a test runner imports by name, so that a file of the same name put on the
 * import path before them runs instead (a `pytest.py` at the checkout root, which `python3 -c` puts
 * first on `sys.path`): the standard library's top-level modules, as Python 3.11's
 * `sys.stdlib_module_names` lists them (a later Python adds few, and a name listed here that a later
 * one dropped only holds more), and the modules pytest and its usual plugins are made of. Data, kept
 * as written: no Python runs when the scope is decided.
 */
const PYTHON_STDLIB = new Set(`__future__ _abc _aix_support _ast _asyncio _bisect _blake2 _bootsubprocess _bz2 _codecs
_codecs_cn _codecs_hk _codecs_iso2022 _codecs_jp _codecs_kr _codecs_tw _collections
_collections_abc _compat_pickle _compression _contextvars _crypt _csv _ctypes _curses
_curses_panel _datetime _dbm _decimal _elementtree _frozen_importlib _frozen_importlib_external
_functools _gdbm _hashlib _heapq _imp _io _json _locale _lsprof _lzma _markupbase _md5 _msi
_multibytecodec _multiprocessing _opcode _operator _osx_support _overlapped _pickle _posixshmem
_posixsubprocess _py_abc _pydecimal _pyio _queue _random _scproxy _sha1 _sha256 _sha3 _sha512
_signal _sitebuiltins _socket _sqlite3 _sre _ssl _stat _statistics _string _strptime _struct
_symtable _thread _threading_local _tkinter _tokenize _tracemalloc _typing _uuid _warnings
_weakref _weakrefset _winapi _zoneinfo abc aifc antigravity argparse array ast asynchat asyncio
asyncore atexit audioop base64 bdb binascii bisect builtins bz2 cProfile calendar cgi cgitb
chunk cmath cmd code codecs codeop collections colorsys compileall concurrent configparser
contextlib contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal
difflib dis distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp
fileinput fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib
grp gzip hashlib heapq hmac html http idlelib imaplib imghdr imp importlib inspect io ipaddress
itertools json keyword lib2to3 linecache locale logging lzma mailbox mailcap marshal math
mimetypes mmap modulefinder msilib msvcrt multiprocessing netrc nis nntplib nt ntpath nturl2path
numbers opcode operator optparse os ossaudiodev pathlib pdb pickle pickletools pipes pkgutil
platform plistlib poplib posix posixpath pprint profile pstats pty pwd py_compile pyclbr pydoc
pydoc_data pyexpat queue quopri random re readline reprlib resource rlcompleter runpy sched
secrets select selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket
socketserver spwd sqlite3 sre_compile sre_constants sre_parse ssl stat statistics string
stringprep struct subprocess sunau symtable sys sysconfig syslog tabnanny tarfile telnetlib
tempfile termios textwrap this threading time timeit tkinter token tokenize tomllib trace
traceback tracemalloc tty turtle turtledemo types typing unicodedata unittest urllib uu uuid
venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile
zipimport zlib zoneinfo`.split(/\s+/));
/** pytest, what it imports, and the plugins the gate seeds (Hypothesis, pytest-randomly). */
const PYTHON_RUNNER_MODULES = new Set([
    'pytest',
    '_pytest',
    'pluggy',
    'py',
    'iniconfig',
    'packaging',
    'exceptiongroup',
    'tomli',
    'colorama',
    'pygments',
    'hypothesis',
    'pytest_randomly',
    'xdist',
    'execnet',
    'typing_extensions',
    'attr',
    'attrs',
    'sortedcontainers',
]);

;// CONCATENATED MODULE: ./src/patch/compiled.ts
/**
 * Compiled code and loading context (SPEC §8 "graded bytes are executed bytes", §2 "bound to the
 * right tree").
 *
 * Compiled code: a patch that adds, changes or removes a file an interpreter loads as compiled code —
 * Python bytecode (`*.pyc`, `*.pyo`, anything under `__pycache__/`), a native extension (`*.so`,
 * `*.pyd`, `*.node`, `*.dylib`, `*.dll`) — changes executed bytes no spec can read: the run holds as
 * UNGRADABLE (`compiled-code`), never a clear. (A bytecode cache is never read from the checkout
 * anyway, src/adapters/proc.ts; a `.pyc` without its source is still imported, and an extension
 * module wins over the `.py` beside it.)
 *
 * Loading context: invariants run at their own paths in the candidate checkout, so files there decide
 * how the invariant itself is loaded — a `package.json` whose `type`, `imports`, `exports`, `main` or
 * `name` changes (ESM or CommonJS, `#imports`, self-references), a `conftest.py`, a
 * `sitecustomize.py`/`usercustomize.py`, a `.pth`, a `pytest.ini`, a `tsconfig*.json`/`jsconfig.json`
 * (paths), an `.npmrc` (`node-options`). The rule is the simplest honest one: a patch that changes such
 * a file in an invariant's folder or any folder above it up to the repository root is UNGRADABLE
 * (`loader-context`), naming the file, so the invariant is loaded exactly as on the base revision or
 * the run holds.
 *
 * A `tests:` fixture's test files are invariants too, and its runner reads configuration of its own
 * that decides what a test does and what the report says (a `conftest.py` hook that marks a failure
 * passed, `addopts = -p plugin`, jest's `testResultsProcessor`, a Babel plugin that rewrites the
 * tests, mocha's `--require`): for each runner the run uses, its configuration files on the way from a
 * test file up to the root count as loader context — pytest's `pytest.ini`, `.pytest.ini`,
 * `pytest.toml`, `.pytest.toml`, and `pyproject.toml` / `tox.ini` / `setup.cfg` when their pytest
 * table or section changes (read with a TOML parser: a key can be spelled with escapes), plus a
 * package's `entry_points.txt` anywhere (pytest loads the plugins installed packages declare); jest's
 * `jest.config.*` and Babel's configuration, `package.json`'s `jest` and `babel`; vitest's and vite's
 * `*.config.*` and workspace files; mocha's `.mocharc.*` and `package.json`'s `mocha` — and for a
 * `runner: command`, which may run any of them, all of these. For jest, a Babel configuration counts
 * anywhere (babel-jest applies the one nearest each file it compiles). pytest and unittest import a
 * test file as a module of its packages with the checkout first on `sys.path`, so what the import
 * system finds first on the way counts too: a test folder's `__init__.py`, one the patch adds, and a
 * module the patch adds that shadows another ({@link pythonImportHeld}).
 */





/** File names (case-folded) an interpreter loads as compiled code. */
const COMPILED_EXTENSIONS = ['.pyc', '.pyo', '.so', '.pyd', '.node', '.dylib', '.dll'];
/** Why `path` is compiled code an interpreter would load, or null. */
function compiledKind(path) {
    const parts = (0,patch_paths/* pathFoldKey */._4)(path).split('/');
    const name = parts[parts.length - 1] ?? '';
    if (parts.slice(0, -1).includes('__pycache__'))
        return 'a Python bytecode cache';
    if (name.endsWith('.pyc') || name.endsWith('.pyo'))
        return 'Python bytecode';
    // `x.so`, `x.cpython-311-x86_64-linux-gnu.so`, `libx.so.1`.
    if (/\.so(\.\d+)*$/.test(name))
        return 'a native library or extension module';
    for (const ext of COMPILED_EXTENSIONS)
        if (name.endsWith(ext))
            return 'a native library or extension module';
    return null;
}
/** The changed paths that are compiled code (both sides of a rename are in `changed`). */
function compiledUngradable(changed) {
    const out = [];
    for (const path of changed) {
        const kind = compiledKind(path);
        if (kind === null)
            continue;
        out.push({
            path,
            kind: 'compiled-code',
            reason: `${kind}: an interpreter loads these bytes, which no spec can read as source`,
        });
    }
    return out;
}
/** Loader-context files (case-folded names) whose any change counts. */
const CONTEXT_NAMES = new Set([
    'conftest.py',
    'sitecustomize.py',
    'usercustomize.py',
    'pytest.ini',
    '.npmrc',
    'jsconfig.json',
    // What picks the interpreter a shim on PATH starts (pyenv, asdf, nvm, volta, nodenv).
    '.python-version',
    '.tool-versions',
    '.node-version',
    '.nvmrc',
]);
/** Each runner's own configuration files (case-folded names), and how a change of one counts. */
const RUNNER_CONTEXT = {
    pytest: (n) => {
        if (['.pytest.ini', 'pytest.toml', '.pytest.toml'].includes(n))
            return { compare: 'always' };
        // The pytest configuration, and the plugins the package declares (a `setup` that installs the
        // package makes them plugins pytest loads).
        if (n === 'pyproject.toml')
            return {
                compare: 'toml',
                tables: [
                    ['tool', 'pytest'],
                    ['project', 'entry-points', 'pytest11'],
                ],
            };
        if (n === 'tox.ini')
            return { compare: 'ini', sections: ['pytest'] };
        if (n === 'setup.cfg')
            return { compare: 'ini', sections: ['tool:pytest', 'options.entry_points'] };
        return null;
    },
    jest: (n) => /^jest\.config\.(?:[cm]?[jt]s|json)$/.test(n) ||
        /^babel\.config\.(?:json|[cm]?js|cts)$/.test(n) ||
        /^\.babelrc(?:\.(?:json|[cm]?js))?$/.test(n)
        ? { compare: 'always' }
        : null,
    // `vitest.config.ts`, `vite.config.mts`, a workspace, and the per-project configs a `projects` list
    // names (`vitest.unit.config.mjs`, `vite.e2e.config.ts`).
    vitest: (n) => /^(?:vitest|vite)\.(?:[\w-]+\.)*(?:config|workspace|projects)(?:\.[\w-]+)?\.(?:[cm]?[jt]s|json)$/.test(n)
        ? { compare: 'always' }
        : null,
    mocha: (n) => (/^\.mocharc\.(?:[cm]?js|json|jsonc|ya?ml)$/.test(n) ? { compare: 'always' } : null),
};
/** The runners whose configuration a `runner: command` fixture's changes are held for (it may run any). */
const COMMAND_MAY_RUN = ['command', 'jest', 'vitest', 'mocha', 'pytest', 'unittest'];
/** The `package.json` fields a runner reads its configuration from. */
const RUNNER_PACKAGE_FIELDS = {
    jest: ['jest', 'babel'],
    mocha: ['mocha'],
    // What `npm test` (or `npm run x`) runs, for a command that delegates to it.
    command: ['scripts'],
};
/** What a change of `name` changes, when it is a loader-context file; null otherwise. */
function contextKind(name, runners) {
    const n = (0,patch_paths/* pathFoldKey */._4)(name);
    if (n === 'package.json')
        return { compare: 'package.json' };
    if (CONTEXT_NAMES.has(n) || n.endsWith('.pth') || /^tsconfig.*\.json$/.test(n))
        return { compare: 'always' };
    for (const r of runners) {
        const kind = RUNNER_CONTEXT[r]?.(n);
        if (kind)
            return kind;
    }
    return null;
}
/** A runner's own configuration file (not the loader's: a `package.json`, a `.pth`) by its name. */
function runnerConfigKind(name, runners) {
    for (const r of runners) {
        const kind = RUNNER_CONTEXT[r]?.(name);
        if (kind)
            return kind;
    }
    return null;
}
/** A folder named for tests: `test`, `tests`, `testing`, `__tests__`, `unit_tests`, `tests-e2e` … */
const TEST_FOLDER = /^(?:tests?|testing|__tests__)$|^tests?[_-]|[_-]tests?$/;
/**
 * A folder of tests: one named for them, or below one. Its `__init__.py` is test code the runner
 * loads; a package of the code under test (`src/pkg/`, with tests beside its modules) is not held for
 * it: what code under test does in the runner's process is SECURITY.md's known limit.
 */
function inTestFolder(folder) {
    return folder.split('/').some((part) => TEST_FOLDER.test(part));
}
/** A folder named for tests by the runners' conventions beyond TEST_FOLDER: mocha's `spec/`, `e2e/`. */
const TEST_ROOT = /^(?:specs?|e2e|__tests?__)$/;
/**
 * A folder named for the data tests read: `fixtures/`, `__fixtures__/`, `testdata/`, `test-fixtures/`,
 * `golden/`, `__data__/` (a plain `data/` is the code's as often as the tests').
 */
const TEST_DATA = /^(?:(?:__)?(?:fixtures?|testdata|goldens?|golden[-_]?files|tests?[-_]?(?:data|fixtures?|cases|resources|assets))(?:__)?|__data__)$/;
/**
 * Whether `folder` (case-folded) is in a folder of tests: its outermost folder named for tests (the
 * tests' root: `test/` for `test/fixture/`, `tests/` for `tests/unit/data/`, `spec/`) holds a test file
 * at any depth, or a folder named for test data (`src/__fixtures__/`, a root `testdata/`) sits in a
 * folder that does (`holdsTests`: every folder that holds a test file; the root when any does).
 */
function ofTestRoot(folder, holdsTests) {
    const parts = folder.split('/');
    const at = parts.findIndex((part) => TEST_FOLDER.test(part) || TEST_ROOT.test(part));
    if (at >= 0 && holdsTests.has(parts.slice(0, at + 1).join('/')))
        return true;
    const data = parts.findIndex((part) => TEST_DATA.test(part));
    return data >= 0 && holdsTests.has(parts.slice(0, data).join('/'));
}
/** Every folder (case-folded) that holds one of `tests` at any depth, the root included when any. */
function foldersHolding(tests) {
    const out = new Set();
    for (const t of tests) {
        const k = (0,patch_paths/* pathFoldKey */._4)(t);
        out.add('');
        for (let at = k.lastIndexOf('/'); at > 0; at = k.lastIndexOf('/', at - 1))
            out.add(k.slice(0, at));
    }
    return out;
}
/**
 * A file named as the runners' conventions name test files (`calc.spec.js`, `calc_test.py`,
 * `test_calc.py`, `__tests__/`, `calc.test-d.ts`), wherever it is: a runner whose own configuration
 * collects such names (a `.mocharc` `spec: src/**\/*.spec.js`, a vitest filter that matches
 * `atest/calc.test.js` as well as `test/calc.test.js`) runs it in the process of the fixture's tests.
 */
const NAMED_AS_TEST = /(?:^|\/)__tests?__\/|(?:^|\/)test_[^/]*\.py$|[._](?:test|spec)(?:-d)?\.[^/]+$/i;
/**
 * The paths of `paths` that lie in a folder of tests (see ofTestRoot) of the base's test files
 * `tests`: test code or data, which a base test may read without naming it (a folder it lists).
 */
function inTestsFolder(paths, tests) {
    const holds = foldersHolding(tests);
    return paths.filter((p) => {
        const k = (0,patch_paths/* pathFoldKey */._4)(p);
        return ofTestRoot(k.slice(0, Math.max(0, k.lastIndexOf('/'))), holds);
    });
}
/**
 * The per-folder configuration of the transpilers jest (babel-jest, @swc/jest), mocha (a base
 * `.mocharc` that requires @babel/register) and a `command` apply to each file they compile below them:
 * Babel's (`.babelrc.cts` and `babel.config.ts` where a TypeScript loader is installed) and SWC's.
 */
const BABEL_CONFIG = /^(?:babel\.config\.(?:json|[cm]?[jt]s)|\.babelrc(?:\.(?:json|[cm]?[jt]s))?|\.swcrc(?:\.json)?)$/;
/** Files that say what a `runner: command` runs when its command delegates (`npm test`, `make test`, `cargo test`). */
const COMMAND_DEFINITIONS = /^(?:(?:gnu)?makefile|\.?justfile|noxfile\.py|taskfile\.ya?ml)$/;
/**
 * Why a changed path changes what pytest or unittest imports for the tests, or null. Both put the
 * checkout (and pytest a test file's package root) first on `sys.path` and import a test file as a
 * module of its packages, so on the way from a test file to the root:
 * - an `__init__.py` the patch adds (a folder becomes a package, or the root one: pytest imports the
 *   checkout itself), or changes in a folder of tests — one named for tests or below one, or one whose
 *   Python files on the base are all test files (`spec/`); a package of the code under test with tests
 *   beside its modules is not held for it (SECURITY.md: code under test in the runner's process);
 * - a module the patch adds (`X.py`, `X/__init__.py`) in a folder that is no package (the root,
 *   `tests/` without `__init__.py`: pytest puts such a folder first on `sys.path`) named like one the
 *   runner or the standard library provides (`pytest.py` at the root ran instead of pytest), like a
 *   folder on the way (`tests.py` beside a `tests/` without `__init__.py`), or like a module of the
 *   project at its root or under `src/` (`tests/calc.py` ran instead of the code under test).
 */
async function pythonImportHeld(path, key, folder, onPath, folders, testKeys, read, testsImport) {
    const name = key.slice(key.lastIndexOf('/') + 1);
    const parent = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
    const added = async () => (await read.base(path)) === null;
    if (onPath && name === '__init__.py') {
        if (await added())
            return 'adds the `__init__.py` of a folder on the way to a test file, which pytest and unittest then import as a package before the tests (the root one makes pytest import the checkout itself): the tests must run as on the base revision';
        const rawFolder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
        if (inTestFolder(folder) || (await testsOnly(rawFolder, testKeys, read)))
            return 'is the `__init__.py` of a test folder on the way to a test file, which the runner imports itself before the tests (it can register a plugin or rewrite results with no test importing it): the tests must run as on the base revision';
        return null;
    }
    // `F/X.py` with F on the way, or `F/X/__init__.py` (a package X in F).
    let module = onPath && name.endsWith('.py')
        ? { at: folder, x: name.slice(0, -3) }
        : name === '__init__.py' && folder !== '' && folders.has(parent)
            ? { at: parent, x: folder.slice(folder.lastIndexOf('/') + 1) }
            : null;
    // `F/X/…/m.py` with F on the way and X a folder the base lacks: X is a (namespace) package of F.
    if (module === null && name.endsWith('.py')) {
        const parts = key.split('/');
        for (let i = parts.length - 2; i >= 0; i--) {
            const f = parts.slice(0, i).join('/');
            if (!folders.has(f))
                continue;
            const rawAt = path.split('/').slice(0, i).join('/');
            const rawX = path.split('/')[i];
            const names = await read.baseNames?.(rawAt);
            const isNew = names === undefined
                ? (await read.base(`${rawAt === '' ? '' : `${rawAt}/`}${rawX}/__init__.py`)) === null
                : !names?.includes(rawX);
            if (isNew)
                module = { at: f, x: parts[i], raw: rawX };
            break;
        }
    }
    if (module === null || testKeys.has(key) || !(await added()))
        return null;
    const { at, x: folded, raw } = module;
    // A package's folder is not on `sys.path` (the folder above its root is): `src/pkg/types.py` is
    // `pkg.types`, shadowing nothing. Only a folder without an `__init__.py` on either side is searched.
    const atRaw = path
        .split('/')
        .slice(0, at === '' ? 0 : at.split('/').length)
        .join('/');
    const init = atRaw === '' ? '__init__.py' : `${atRaw}/__init__.py`;
    if ((await read.base(init)) !== null || (await read.head(init)) !== null)
        return null;
    // The module's name as written (the key is case-folded): `cProfile`, `Calc`.
    const parts = path.split('/');
    const x = raw ??
        (name === '__init__.py' ? parts[parts.length - 2] : parts[parts.length - 1]?.slice(0, -3)) ??
        folded;
    const within = (f) => (f === '' ? folded : `${f}/${folded}`);
    const like = PYTHON_RUNNER_MODULES.has(x)
        ? 'the test runner'
        : PYTHON_STDLIB.has(x)
            ? "Python's standard library"
            : folders.has(within(at))
                ? 'a folder of tests beside it'
                : (await projectModule(x, atRaw, read))
                    ? 'a module of the project'
                    : (await testsImport()).has(x)
                        ? 'a module the tests import (a library, or code kept outside the root and src/)'
                        : null;
    if (like === null)
        return null;
    return `adds a module \`${x}\` on the way to a test file, named like one of ${like}, which the import system finds first there (it runs instead): the tests must run as on the base revision`;
}
/** The extensions Node's, vite's and jest's resolvers try for an import without one. */
const JS_RESOLVED = ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'mts', 'cts', 'json', 'node'];
/**
 * For a file the patch adds, the name of another entry of its folder on the candidate side that an
 * import of the same module names (`calc.ts` for `calc.js`, the folder `lib` for `lib.js`, `utils.ts`
 * for an extensionless `utils`), or null. Each folder is listed once (a set: linear in the patch).
 */
async function jsTwin(path, read, sets) {
    const slash = path.lastIndexOf('/');
    const folder = slash < 0 ? '' : path.slice(0, slash);
    const name = path.slice(slash + 1);
    const m = /^(.+)\.([a-z]+)$/.exec(name);
    // A module of a resolved extension is named by its stem, as is the stem's file or folder; any other
    // name (`utils`, `calc.v2`) is tried as it is before the same name with each extension, so it is
    // named by an import of the module beside it (`utils` beside `utils.ts`: vite took it).
    const stem = m !== null && JS_RESOLVED.includes(m[2]) ? m[1] : null;
    if ((await read.base(path)) !== null)
        return null;
    let names = sets.get(folder);
    if (names === undefined) {
        names = (async () => {
            const listed = await read.headNames?.(folder);
            return listed === undefined || listed === null ? null : new Set(listed);
        })();
        sets.set(folder, names);
    }
    const here = await names;
    if (here === null)
        return null;
    const named = stem === null
        ? JS_RESOLVED.map((e) => `${name}.${e}`)
        : [stem, ...JS_RESOLVED.map((e) => `${stem}.${e}`)];
    for (const other of named)
        if (other !== name && here.has(other))
            return folder === '' ? other : `${folder}/${other}`;
    return null;
}
/** Largest test file read for its imports; the rest of a larger one is not read. */
const MAX_IMPORTS_READ = 1024 * 1024;
/** What a JavaScript module says, and a licence, a Makefile or a Dockerfile does not. */
const JS_MODULE_TEXT = /\bmodule\.exports\b|\bexports\.[\w$]+\s*=|\brequire\s*\(\s*['"`]|^\s*export\s+(?:default\b|const\b|let\b|var\b|function\b|class\b|async\b|\{|\*)|^\s*import\s+(?:[\w$*{][^'"`\n]*\bfrom\s*)?['"`]|\bprocess\s*\.\s*env\b|\bglobalThis\b/m;
/**
 * The top-level modules the base's Python test files import (`import numpy.testing as npt` and
 * `from app.calc import add` name `numpy` and `app`; relative imports name none): a module the patch
 * adds where the import system looks first, named like one of them, runs in its place.
 */
async function pythonImports(tests, read) {
    const out = new Set();
    for (const test of tests) {
        if (!test.endsWith('.py'))
            continue;
        const bytes = await read.base(test);
        if (bytes === null)
            continue;
        const text = bytes.subarray(0, MAX_IMPORTS_READ).toString('utf8');
        for (const m of text.matchAll(/^[ \t]*import[ \t]+([^#\n;]+)/gm))
            for (const part of m[1].split(','))
                out.add(part.trim().split(/[\s.]/)[0]);
        for (const m of text.matchAll(/^[ \t]*from[ \t]+([A-Za-z_][\w]*)/gm))
            out.add(m[1]);
    }
    out.delete('');
    return out;
}
/** Whether the base's Python files in `folder` (as written) are all test files (beside `__init__.py` and `conftest.py`). */
async function testsOnly(folder, testKeys, read) {
    const names = await read.baseNames?.(folder);
    if (names === undefined || names === null)
        return false;
    const py = names.filter((n) => n.endsWith('.py') && n !== '__init__.py' && n !== 'conftest.py');
    const within = (n) => (0,patch_paths/* pathFoldKey */._4)(folder === '' ? n : `${folder}/${n}`);
    return py.length > 0 && py.every((n) => testKeys.has(within(n)));
}
/** Whether the base holds a module `x` at the root or under `src/` (other than in `at`, where it is added). */
async function projectModule(x, at, read) {
    for (const root of ['', 'src']) {
        if (root === at)
            continue;
        // One listing of the folder (cached with the tree) answers most names without reading a file.
        const names = await read.baseNames?.(root);
        if (names === null || (names !== undefined && !names.includes(`${x}.py`) && !names.includes(x)))
            continue;
        const base = root === '' ? x : `${root}/${x}`;
        if ((await read.base(`${base}.py`)) !== null || (await read.base(`${base}/__init__.py`)) !== null)
            return true;
    }
    return false;
}
/** A package's entry points (`x.dist-info/entry_points.txt`, `x.egg-info/…`): pytest loads the plugins they declare. */
function entryPoints(key) {
    return /(?:^|\/)[^/]+\.(?:dist|egg)-info\/entry_points\.txt$/.test(key);
}
/** The `package.json` fields that change how Node loads a file below it. */
const PACKAGE_LOADER_FIELDS = ['type', 'imports', 'exports', 'main', 'name'];
/**
 * The fields of a nested `package.json` that decide which file an import of its folder loads (not how
 * the files load: a `type` beside the code is the code's, for its tests and its consumers alike).
 */
const NESTED_PACKAGE_FIELDS = ['exports', 'imports', 'main', 'module', 'browser'];
/** Largest `package.json` compared; a larger one counts as changed. */
const MAX_PACKAGE_JSON_BYTES = 1024 * 1024;
/**
 * Whether the loader fields of two `package.json` versions differ: a side that is missing, too large
 * or not a JSON object counts as its own value, so a change between those counts too.
 */
function packageLoaderChanged(base, head, extra = []) {
    return packageFieldsChanged(base, head, [...PACKAGE_LOADER_FIELDS, ...extra], false);
}
/**
 * Which of `names` differ between two `package.json` versions (see packageLoaderChanged). With
 * `absentIsEmpty`, a missing side reads as an object without them: a file added or removed counts only
 * when the other side holds one of them.
 */
function packageFieldsChanged(base, head, names, absentIsEmpty) {
    const fields = (b) => {
        if (b === null && absentIsEmpty)
            return Object.fromEntries(names.map((f) => [f, '']));
        if (b === null)
            return 'absent';
        if (b.length > MAX_PACKAGE_JSON_BYTES)
            return 'too large to compare';
        try {
            const v = JSON.parse(b.toString('utf8'));
            if (typeof v !== 'object' || v === null || Array.isArray(v))
                return 'not a JSON object';
            const out = {};
            for (const f of names)
                out[f] = JSON.stringify(v[f]) ?? '';
            return out;
        }
        catch {
            return 'not valid JSON';
        }
    };
    const a = fields(base);
    const b = fields(head);
    if (typeof a === 'string' || typeof b === 'string')
        return unreadableDiffer(a, b) ? ['the whole file'] : [];
    return names.filter((f) => a[f] !== b[f]);
}
/**
 * Two sides of which at least one could not be read as what a loader reads (a string saying why):
 * the same reason on both is no change, except a file too large to compare, which always counts.
 */
function unreadableDiffer(a, b) {
    return !(a === b && a !== 'too large to compare');
}
function partsDiffer(base, head) {
    if (typeof base === 'string' || typeof head === 'string')
        return unreadableDiffer(base, head);
    return base.value !== head.value;
}
/** The part of a TOML or INI file its runner reads. */
function partOf(kind, b) {
    return kind.compare === 'toml' ? tomlPart(b, kind.tables) : iniPart(b, kind.sections);
}
/** The tables at `paths` of a TOML file (e.g. `tool.pytest`, with `ini_options` below it), as JSON text. */
function tomlPart(b, paths) {
    if (b === null)
        return { value: 'absent' };
    if (b.length > MAX_PACKAGE_JSON_BYTES)
        return 'too large to compare';
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(b.toString('utf8'));
    }
    catch {
        return 'not valid TOML';
    }
    const at = (path) => path.reduce((v, key) => (typeof v === 'object' && v !== null ? v[key] : undefined), doc);
    return { value: JSON.stringify(paths.map((p) => at(p) ?? null)) };
}
/**
 * The lines of the named `[sections]` of an INI file as pytest's parser reads it (a header is a line
 * that starts with `[`, a section may appear more than once, comments start with `#` or `;`), each
 * with its section, trailing space dropped.
 */
function iniPart(b, sections) {
    if (b === null)
        return { value: 'absent' };
    if (b.length > MAX_PACKAGE_JSON_BYTES)
        return 'too large to compare';
    const lines = [];
    let section = '';
    for (const raw of b.toString('utf8').split(/\r\n|\r|\n/)) {
        const line = raw.trimEnd();
        const header = /^\[([^\]]*)\]/.exec(line);
        if (header) {
            section = header[1].trim();
            continue;
        }
        if (sections.includes(section) && !/^\s*(?:[#;]|$)/.test(line))
            lines.push(`[${section}] ${line}`);
    }
    return { value: lines.length === 0 ? 'absent' : JSON.stringify(lines) };
}
/** The folders from each invariant's folder up to the root (`''`), case-folded. */
function loaderFolders(invariants) {
    const folders = new Set(['']);
    for (const inv of invariants) {
        const parts = (0,patch_paths/* pathFoldKey */._4)(inv).split('/');
        for (let i = parts.length - 1; i >= 1; i--)
            folders.add(parts.slice(0, i).join('/'));
    }
    return folders;
}
/** The runners that resolve modules as Node does (an invariant is held by its own rules). */
const NODE_RESOLVING = ['jest', 'vitest', 'mocha', 'node-test', 'command'];
const MUST_RUN_AS_ON_BASE = 'the tests must run as on the base revision';
const PATH_RULES = [
    {
        runners: ['jest'],
        matches: (key) => /(?:^|\/)__mocks__\//.test(key),
        reason: `is under a \`__mocks__\` folder, which jest reads in place of the module it mocks (a package's at the root, with no call in any test): ${MUST_RUN_AS_ON_BASE}`,
    },
    {
        runners: ['pytest'],
        matches: (key) => entryPoints(key),
        reason: `declares entry points of an installed package, which pytest loads as plugins: ${MUST_RUN_AS_ON_BASE}`,
    },
    // A module folder, wherever it is: a bare import resolves from the importing file's folder up
    // (`test/node_modules/chai`), for Node, jest, vitest and mocha alike.
    {
        runners: NODE_RESOLVING,
        matches: (key) => /(?:^|\/)node_modules\//.test(key),
        reason: `is under a \`node_modules\` folder, from which Node and the test runners resolve the bare imports of every file below it (a test\u2019s assertion library too): ${MUST_RUN_AS_ON_BASE}`,
    },
    // vitest and ts-jest compile each file with the nearest tsconfig above it.
    {
        runners: ['vitest', 'jest'],
        matches: (_, name) => /^tsconfig.*\.json$/.test(name),
        reason: `is a TypeScript configuration, which vitest and ts-jest apply to every file they compile below it (the code under test too): ${MUST_RUN_AS_ON_BASE}`,
    },
    {
        runners: ['command'],
        matches: (_, name) => COMMAND_DEFINITIONS.test(name),
        reason: `may define what the fixture's command runs (\`make test\`, \`just test\`, \`nox\`): ${MUST_RUN_AS_ON_BASE}`,
    },
    {
        runners: ['command'],
        matches: (key) => /(?:^|\/)\.cargo\/config(?:\.toml)?$/.test(key),
        reason: `is cargo's configuration, which can wrap the test binaries a \`cargo test\` command runs (\`[target.*] runner\`): ${MUST_RUN_AS_ON_BASE}`,
    },
    {
        runners: ['jest', 'mocha'],
        matches: (_, name) => BABEL_CONFIG.test(name),
        reason: `is a Babel or SWC configuration, which babel-jest, @swc/jest and @babel/register apply to every file they compile below it (the code under test too): ${MUST_RUN_AS_ON_BASE}`,
    },
];
const LOADS_AS_ON_BASE = 'an invariant must load as on the base revision';
/**
 * The changed loader-context files on the way from an invariant's folder (or a `tests:` fixture's
 * test file's) up to the root: each one is UNGRADABLE (`loader-context`), a `package.json`,
 * `pyproject.toml`, `tox.ini` or `setup.cfg` only when the part a loader or runner reads changed.
 * `runners` are the runners of the run's `tests:` fixtures, whose configuration files count too.
 */
async function loaderContextUngradable(changed, invariants, read, runners = [], links = []) {
    if (invariants.length === 0)
        return [];
    const folders = loaderFolders(invariants);
    // A `command` may run any runner: every named runner's configuration counts for it.
    const using = new Set(runners.flatMap((r) => (r === 'command' ? COMMAND_MAY_RUN : [r])));
    const packageFields = [...using].flatMap((r) => RUNNER_PACKAGE_FIELDS[r] ?? []);
    const out = [];
    // A `command` names its runner's configuration on its own command line (`--config tools/x`), from
    // any folder: for it, a runner's configuration file counts wherever it is in the tree.
    const anywhere = using.has('command');
    // pytest and unittest import a test file as a module of its packages: each folder's `__init__.py`.
    const importsPackages = using.has('pytest') || using.has('unittest');
    const usesNode = NODE_RESOLVING.some((r) => using.has(r));
    const testKeys = new Set(invariants.map((p) => (0,patch_paths/* pathFoldKey */._4)(p)));
    // Every folder that holds a test file (or an invariant) at any depth: a folder named for tests
    // counts as the tests' own only where it does (a library's `src/testing/` package does not).
    const holdsTests = foldersHolding(invariants);
    const headSets = new Map();
    let imports;
    const testsImport = () => (imports ??= pythonImports(invariants, read));
    /** Why a loader-context file on the way to a test file (or a runner's configuration anywhere, for a command) holds, or null. */
    // What must be as on the base: the tests' run where a tests fixture runs them (a jest user does not
    // think of an invariant), an invariant's load otherwise.
    const onBase = runners.length > 0 ? MUST_RUN_AS_ON_BASE : LOADS_AS_ON_BASE;
    const contextReason = async (path, name, onPath) => {
        if (!onPath && !anywhere)
            return null;
        const kind = onPath ? contextKind(name, using) : runnerConfigKind(name, using);
        if (kind === null)
            return null;
        if (kind.compare === 'package.json') {
            const differ = packageLoaderChanged(await read.base(path), await read.head(path), packageFields);
            return differ.length === 0
                ? null
                : `changes how Node or a test runner loads the files below it (${differ.join(', ')}): ${onBase}`;
        }
        if (kind.compare === 'toml' || kind.compare === 'ini') {
            if (!partsDiffer(partOf(kind, await read.base(path)), partOf(kind, await read.head(path))))
                return null;
            const names = kind.compare === 'toml' ? kind.tables.map((t) => t.join('.')) : kind.sections;
            return `changes its ${names.map((x) => `[${x}]`).join(' or ')}: the test runner's configuration for the tests below it — ${MUST_RUN_AS_ON_BASE}`;
        }
        return `changes how an invariant or a test file below it is loaded or run (it sits in that file’s folder or above it): ${onBase}`;
    };
    for (const path of changed) {
        const key = (0,patch_paths/* pathFoldKey */._4)(path);
        const slash = key.lastIndexOf('/');
        const name = key.slice(slash + 1);
        const rule = PATH_RULES.find((r) => r.runners.some((x) => using.has(x)) && r.matches(key, name));
        if (rule !== undefined) {
            out.push({ path, kind: 'loader-context', reason: rule.reason });
            continue;
        }
        const folder = slash < 0 ? '' : key.slice(0, slash);
        // The folder as the tree spells it (`folder` is its case-folded key).
        const dir = slash < 0 ? '' : path.slice(0, path.lastIndexOf('/'));
        const onPath = folders.has(folder);
        if (importsPackages) {
            const held = await pythonImportHeld(path, key, folder, onPath, folders, testKeys, read, testsImport);
            if (held !== null) {
                out.push({ path, kind: 'loader-context', reason: held });
                continue;
            }
        }
        // babel-jest reads a `package.json`'s `babel` field as it reads a `.babelrc` beside it: a nested
        // package's where the root configuration's `babelrcRoots` names it (a monorepo's packages).
        if (using.has('jest') &&
            !onPath &&
            name === 'package.json' &&
            packageFieldsChanged(await read.base(path), await read.head(path), ['babel'], true).length > 0) {
            out.push({
                path,
                kind: 'loader-context',
                reason: `changes its \`babel\` field, a Babel configuration, which babel-jest applies to every file it compiles below it (the code under test too): ${MUST_RUN_AS_ON_BASE}`,
            });
            continue;
        }
        // A folder's `package.json` says which file an import of the folder loads (`main`, `exports`), which
        // need not be the file the package's own entry names: one the patch adds to a folder the base has,
        // or whose entry fields it changes, anywhere (`lib/package.json` pointing `main` at a good copy
        // beside a broken `lib/index.js`). A new folder's (a new workspace package) is not held.
        if ((usesNode || runners.length === 0) && !onPath && name === 'package.json') {
            const differ = packageFieldsChanged(await read.base(path), await read.head(path), [...NESTED_PACKAGE_FIELDS], true);
            const folderOnBase = read.baseNames === undefined || (await read.baseNames(dir)) !== null;
            if (differ.length > 0 && folderOnBase) {
                out.push({
                    path,
                    kind: 'loader-context',
                    reason: `changes which file an import of its folder loads (${differ.join(', ')}), in a folder the base has: the tests may load another file than the package's entry does — ${MUST_RUN_AS_ON_BASE}`,
                });
                continue;
            }
        }
        // Two files one import names (`src/calc.js` beside `src/calc.ts`, `lib.js` beside `lib/`): the
        // resolver takes the one it tries first, which need not be the one the build or a consumer uses.
        if (usesNode && read.headNames !== undefined && !testKeys.has(key)) {
            const twin = await jsTwin(path, read, headSets);
            if (twin !== null) {
                out.push({
                    path,
                    kind: 'loader-context',
                    reason: `is added beside \`${twin}\`, which the same import names: a resolver (Node's, vite's, jest's) takes whichever it tries first, so the tests may load another file than the build or a consumer does — ${MUST_RUN_AS_ON_BASE}`,
                });
                continue;
            }
        }
        // A file with no extension that holds a JavaScript module: `require('./flags')` (or vite's
        // `import './flags'`) loads it as JavaScript (the exact name is tried first), under a name no
        // check reads as code (round 9: a test-running probe kept there was CLEAR).
        if ((usesNode || runners.length === 0) && !name.includes('.') && !testKeys.has(key)) {
            const head = (await read.base(path)) === null ? await read.head(path) : null;
            if (head !== null && JS_MODULE_TEXT.test(head.subarray(0, MAX_IMPORTS_READ).toString('utf8'))) {
                out.push({
                    path,
                    kind: 'loader-context',
                    reason: `is added with no extension and holds a JavaScript module, which an import of \`./${path.slice(path.lastIndexOf('/') + 1)}\` loads as JavaScript (Node and vite try the exact name first) though no check reads it as code (a new CLI entry in \`bin/\` is one too: a person looks) — ${MUST_RUN_AS_ON_BASE}`,
                });
                continue;
            }
        }
        const reason = (await contextReason(path, name, onPath)) ??
            (runners.length > 0 &&
                !testKeys.has(key) &&
                ofTestRoot(folder, holdsTests) &&
                (await read.base(path)) !== null
                ? `is a file of a test folder that no glob of the fixture matches (test code or data: \`test/fixture/expected.json\`, a helper), changed by the patch: what a test reads there changes what it checks. List it under the fixture's \`files\` or under \`protected\` to grade such a change as the oracle's; ${MUST_RUN_AS_ON_BASE}`
                : null);
        if (reason !== null)
            out.push({ path, kind: 'loader-context', reason });
    }
    // A path reached from a folder of tests through a base link: what a test reads there (a link kept
    // by the base, `test/fixtures -> ../shared`, with the patch editing or adding under `shared/`).
    if (runners.length > 0) {
        const held = new Set(out.map((u) => u.path));
        for (const { path, alias, link } of throughLinks(changed, links)) {
            const key = (0,patch_paths/* pathFoldKey */._4)(alias);
            if (held.has(path) ||
                testKeys.has(key) ||
                !ofTestRoot(key.slice(0, Math.max(0, key.lastIndexOf('/'))), holdsTests))
                continue;
            held.add(path);
            out.push({
                path,
                kind: 'loader-context',
                reason: `is read by the tests as \`${alias}\`, through the base's link \`${link.path}\` (to \`${link.target}\`) in a folder of tests, and the patch changes it: what a test reads there changes what it checks. List the link's target under the fixture's \`files\` or under \`protected\`; ${MUST_RUN_AS_ON_BASE}`,
            });
        }
    }
    return out;
}
/**
 * The words of a shell command line that name a script of the tree (`scripts/test.sh`, `./run.py`,
 * `bin/check`): a file with a script's extension, or a path without one. Data it names
 * (`-r requirements.txt`) is not: the dependencies a setup installs are the candidate's by design.
 */
function commandPaths(command) {
    const out = new Set();
    for (const raw of command.split(/[\s;|&()<>]+/)) {
        const word = raw.replace(/^['"]+|['"]+$/g, '');
        if (word === '' || word.startsWith('-') || word.includes('$') || /^[A-Za-z_]\w*=/.test(word))
            continue;
        const name = word.slice(word.lastIndexOf('/') + 1);
        const script = /\.(?:sh|bash|zsh|py|[cm]?js|[cm]?ts|rb|pl|ps1)$/i.test(name);
        if (!script && (!word.includes('/') || name.includes('.')))
            continue;
        if (word.startsWith('/'))
            continue;
        const path = external_node_path_.posix.normalize(word).replace(/\/$/, '');
        if (path !== '.' && path !== '..' && !path.startsWith('../'))
            out.add(path);
    }
    return [...out];
}
/**
 * The changed paths a `tests:` fixture's `command` or `setup` names on its command line (`sh
 * scripts/test.sh`; a folder it names, `pytest tests/`, is the tests' own): what it runs must be the base's (a
 * script edited beside a regression could put the right answer back before the tests run, or take
 * the failures out of the report after).
 */
function commandFilesUngradable(changed, commands) {
    const named = commands.flatMap((c) => commandPaths(c.text).map((path) => ({ ...c, path })));
    if (named.length === 0)
        return [];
    return changed.flatMap((path) => {
        const n = named.find((x) => path === x.path);
        return n === undefined
            ? []
            : [
                {
                    path,
                    kind: 'loader-context',
                    reason: `is named by a tests fixture's \`${n.field}\` (\`${n.text.length > 120 ? `${n.text.slice(0, 117)}...` : n.text}\`), and the patch changes it: a changed script could put the right answer back before the tests run or take failures out of their report. List it under \`protected\`, or change it in its own patch; ${MUST_RUN_AS_ON_BASE}`,
                },
            ];
    });
}
/**
 * The changed paths whose working file differs from the checkout's commit (`dirty`: modified, staged,
 * removed): the specs read the patch, the programs run the working file, so what would run is not what
 * is graded. Each is UNGRADABLE (`working-tree`), naming the file.
 */
function workingTreeUngradable(changed, dirty) {
    if (dirty.length === 0)
        return [];
    const differs = new Set(dirty);
    return changed
        .filter((path) => differs.has(path))
        .map((path) => ({
        path,
        kind: 'working-tree',
        reason: 'its working file differs from the commit the patch is taken from (an uncommitted change): the programs would run other bytes than the specs grade; commit or stash it and run again',
    }));
}
/** The id of a folder of the base tree (no link followed), or null when it is not a folder there. */
async function baseFolderId(tree, folder) {
    let treeId = await tree.root();
    for (const part of folder === '' ? [] : folder.split('/')) {
        const entry = (await tree.entries(treeId)).get(part);
        if (entry === undefined || entry.type !== 'tree' || entry.mode === '120000')
            return null;
        treeId = entry.id;
    }
    return treeId;
}
/** The names a folder of the base tree holds (no link followed), or null when it is not a folder there. */
async function baseFolderNames(tree, folder) {
    const treeId = await baseFolderId(tree, folder);
    return treeId === null ? null : [...(await tree.entries(treeId)).keys()];
}
/** Folders read at most looking for the base's links (each one git tree object). */
const MAX_LINK_FOLDERS = 20_000;
/**
 * The base's links in `deep` (each folder walked to any depth) and `shallow` (a folder's own entries,
 * and below those named for test data), links not followed, whose targets stay in the repository: a
 * test that reads `test/fixtures/cases.json` through `test/fixtures -> ../shared` reads `shared/`.
 * Past MAX_LINK_FOLDERS folders the walk stops (SECURITY.md).
 */
async function baseLinksUnder(tree, deep, shallow) {
    const out = [];
    const seen = new Set();
    const walk = async (folder, treeId, below) => {
        if (seen.has(folder) || seen.size >= MAX_LINK_FOLDERS)
            return;
        seen.add(folder);
        for (const [name, entry] of await tree.entries(treeId)) {
            const path = folder === '' ? name : `${folder}/${name}`;
            if (entry.mode === '120000') {
                const raw = (await tree.linkTarget(entry.id)).toString('utf8');
                const target = external_node_path_.posix.normalize(external_node_path_.posix.join(folder, raw)).replace(/\/$/, '');
                if (!raw.startsWith('/') && target !== '.' && target !== '..' && !target.startsWith('../'))
                    out.push({ path, target });
            }
            else if (entry.type === 'tree' && (below || TEST_DATA.test(name.toLowerCase())))
                await walk(path, entry.id, true);
        }
    };
    for (const [folders, below] of [
        [deep, true],
        [shallow, false],
    ])
        for (const folder of folders) {
            const id = await baseFolderId(tree, folder);
            if (id !== null)
                await walk(folder, id, below);
        }
    return out;
}
/**
 * Where the base's tests may read through a link: each test file's outermost folder named for tests
 * (walked to any depth) and each test file's own folder (its entries).
 */
function testLinkFolders(tests) {
    const deep = new Set();
    const shallow = new Set();
    for (const t of tests) {
        const parts = t.split('/').slice(0, -1);
        shallow.add(parts.join('/'));
        const at = parts.findIndex((p) => TEST_FOLDER.test(p.toLowerCase()) || TEST_ROOT.test(p.toLowerCase()));
        if (at >= 0)
            deep.add(parts.slice(0, at + 1).join('/'));
    }
    return { deep: [...deep], shallow: [...shallow] };
}
/**
 * Each changed path under a link's target, as the link's side reads it (`shared/cases.json` as
 * `test/fixtures/cases.json`).
 */
function throughLinks(changed, links) {
    const out = [];
    if (links.length === 0)
        return out;
    // By target: each changed path looks up itself and each folder above it (linear in the patch).
    const byTarget = new Map();
    for (const link of links)
        byTarget.set(link.target, [...(byTarget.get(link.target) ?? []), link]);
    for (const path of changed)
        for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1))
            for (const link of byTarget.get(path.slice(0, end)) ?? [])
                out.push({ path, alias: `${link.path}${path.slice(end)}`, link });
    return out;
}
/** A file's bytes in the base tree (git objects, no link followed), or null. */
async function baseBlob(tree, path) {
    const slash = path.lastIndexOf('/');
    const treeId = await baseFolderId(tree, slash < 0 ? '' : path.slice(0, slash));
    if (treeId === null)
        return null;
    const entry = (await tree.entries(treeId)).get(path.slice(slash + 1));
    return entry === undefined || entry.mode === '120000' || entry.type !== 'blob'
        ? null
        : tree.linkTarget(entry.id);
}
/** The names a folder of the checkout holds, or null when it is not a folder (a link is not followed). */
function checkoutNames(root, folder) {
    try {
        const at = folder === '' ? root : (0,external_node_path_.join)(root, folder);
        if (!(0,external_node_fs_.lstatSync)(at).isDirectory())
            return null;
        return (0,external_node_fs_.readdirSync)(at);
    }
    catch {
        return null;
    }
}
/**
 * A file's bytes in the checkout, opened without following a link, at most `cap` bytes (more reads as
 * a file too large to compare); null when absent or not a regular file.
 */
function checkoutFile(root, path, cap = MAX_PACKAGE_JSON_BYTES + 1) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)((0,external_node_path_.join)(root, path), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch {
        return null;
    }
    try {
        if (!(0,external_node_fs_.fstatSync)(fd).isFile())
            return null;
        const buf = Buffer.alloc(cap);
        let n = 0;
        while (n < cap) {
            const got = (0,external_node_fs_.readSync)(fd, buf, n, cap - n, null);
            if (got === 0)
                break;
            n += got;
        }
        return buf.subarray(0, n);
    }
    catch {
        return null;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}


/***/ }),

/***/ 2435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cv: () => (/* binding */ countGitParts),
/* harmony export */   Pq: () => (/* binding */ touchedPaths),
/* harmony export */   hg: () => (/* binding */ DiffParseError),
/* harmony export */   rj: () => (/* binding */ parseUnifiedDiff),
/* harmony export */   we: () => (/* binding */ fileFields),
/* harmony export */   y_: () => (/* binding */ parseGitPatchFile)
/* harmony export */ });
/* unused harmony export isEmptyDiff */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/**
 * A unified-diff parser for `git diff` output and plain `diff -u` patches (SPEC §2 scope and property
 * stages: the changed paths, and the added lines the in-process checks scan).
 *
 * Decisions a reader needs before trusting the result:
 * - Lines are split on `\n`; one trailing `\r` is the terminator of a CRLF line, so it is removed from
 *   every line, headers and content alike. `AddedLine.text` therefore never ends in `\r` (a `\r`
 *   inside a line is kept). Patches saved with CRLF endings parse like their LF originals.
 * - Hunk counts are authoritative: inside a hunk a line is content whatever it looks like (`+++ x`
 *   is an added line). An empty line inside a hunk is an empty context line, as `git apply` reads
 *   whitespace-damaged patches. A hunk that runs past the end, or a `+`/`-`/` ` line right after a
 *   hunk's counts are used up, is an error: the header and the body disagree, so the patch cannot
 *   be graded.
 * - Text before the first file header (a `git show` / `git format-patch` commit message), between
 *   files after a non-content line, and after a format-patch `-- ` signature is ignored, as
 *   `git apply` does; outside a `diff --git` section a `---`/`+++` pair is a file header only when a
 *   hunk header follows it. A non-blank text with no file header at all is not a patch: that is an error.
 *   Empty (or blank) input is the empty patch: zero files.
 * - Paths: git's C-quoted names (`"a/caf\303\251.py"`) are decoded as UTF-8. Like `git apply -p1`,
 *   one leading component is stripped when it is a prefix: a one-letter one (`a/`, `b/`, and git's
 *   mnemonic `c/ i/ o/ w/`), or, with both sides present, two different first components over the
 *   same rest (`diff -ruN old/x new/x`). `rename`/`copy` lines carry full paths and win over
 *   `---`/`+++`, which win over the `diff --git` line. Names are cut at the first tab (git's marker
 *   after names with spaces; `diff -u`'s timestamps).
 * - Performance: lines are offsets into the text; context and removed lines are classified by their
 *   first char code and never copied; regular expressions run only on header lines.
 * - Memory: a patch `git diff` wrote to disk is read one file at a time ({@link parseGitPatchFile}):
 *   each file's added and removed lines are parsed again when they are read, so the text and the
 *   parsed lines of the whole patch are never held at once.
 */


class DiffParseError extends Error {
    /** 1-based line of the patch the error is about. */
    line;
    constructor(line, detail) {
        super(`line ${line}: ${detail}`);
        this.name = 'DiffParseError';
        this.line = line;
    }
}
const CH_TAB = 9;
const CH_CR = 13;
const CH_SPACE = 32;
const CH_QUOTE = 34;
const CH_PLUS = 43;
const CH_COMMA = 44;
const CH_MINUS = 45;
const CH_SLASH = 47;
const CH_0 = 48;
const CH_7 = 55;
const CH_9 = 57;
const CH_BACKSLASH = 92;
const BINARY_BLOCK = /^(?:literal|delta) \d+$/;
/** Parses `text`; throws {@link DiffParseError} naming the 1-based line when it is not a valid patch. */
function parseUnifiedDiff(text) {
    return new Parser(text).parse();
}
const GIT_SECTION = Buffer.from('diff --git ');
const HEAD_BYTES = 64 * 1024;
/**
 * A buffer of `length` bytes for a read whose bytes are used and dropped before the next read (hashed,
 * decoded into a string): up to {@link SCRATCH_KEPT} bytes it is one buffer kept for the process, so
 * reading a patch part by part does not leave a buffer per part for the collector.
 */
function scratch(length) {
    if (length > SCRATCH_KEPT)
        return Buffer.allocUnsafe(length);
    if (scratchBuffer === undefined || scratchBuffer.length < length)
        scratchBuffer = Buffer.allocUnsafe(Math.min(SCRATCH_KEPT, Math.max(length, 64 * 1024, 2 * (scratchBuffer?.length ?? 0))));
    return scratchBuffer.subarray(0, length);
}
const SCRATCH_KEPT = 4 * 1024 * 1024;
let scratchBuffer;
/**
 * Bytes `[start, start + length)` of the open file, in `into` when given (else a fresh buffer). The
 * result shares memory with `into`.
 */
function readRange(fd, start, length, into) {
    const buf = into === undefined ? Buffer.allocUnsafe(length) : into.subarray(0, length);
    let got = 0;
    while (got < length) {
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, got, length - got, start + got);
        if (n === 0)
            break;
        got += n;
    }
    return got === length ? buf : buf.subarray(0, got);
}
/** Where each line that starts with `diff --git ` begins, found by reading the file in chunks. */
function sectionStarts(fd, size) {
    const starts = [];
    const CHUNK = 1024 * 1024;
    const into = Buffer.allocUnsafe(Math.min(CHUNK, size));
    let previous = 0x0a; // the byte before offset 0 counts as a line end
    for (let pos = 0; pos < size;) {
        const chunk = readRange(fd, pos, Math.min(CHUNK, size - pos), into);
        // A match that would cross the chunk's end is found from the next chunk (it starts earlier).
        const last = chunk.length - (pos + chunk.length < size ? GIT_SECTION.length - 1 : 0);
        for (let k = chunk.indexOf(GIT_SECTION); k >= 0 && k < last; k = chunk.indexOf(GIT_SECTION, k + 1)) {
            const before = k === 0 ? previous : chunk[k - 1];
            if (before === 0x0a)
                starts.push(pos + k);
        }
        if (last <= 0)
            break;
        previous = chunk[last - 1];
        pos += last;
    }
    return starts;
}
/** How many `diff --git` parts the patch file at `path` holds, counted before any is parsed. */
function countGitParts(path, size) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        return sectionStarts(fd, size).length;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Parses a patch `git diff` wrote to `path` one file part at a time (every part starts with a
 * `diff --git` line, and in git's output no other line does: hunk lines start with ` `, `+`, `-` or
 * `\`). The returned files carry their paths, modes and counts; their `added` and `removed` lines
 * are parsed again each time they are read (the last one is kept), through a window of the file
 * ({@link ReadWindow}), after checking the part still holds the bytes first parsed: a file changed on
 * disk is an error when the part is read from it again, and never gives other lines. A part longer
 * than `maxPartBytes` is not parsed: it is listed in `oversized` (its path read from its header) and
 * carries no lines.
 */
function parseGitPatchFile(path, size, maxPartBytes, 
/** The caller's own string for a name, where it has one (the files then hold no copy of it). */
named = () => undefined) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        const starts = sectionStarts(fd, size);
        if (starts.length === 0) {
            // No `diff --git` part: the empty patch, or text the whole-text parser judges.
            if (size > maxPartBytes)
                throw new DiffParseError(1, `no \`diff --git\` file header in ${size} bytes`);
            return { diff: parseUnifiedDiff(readRange(fd, 0, size).toString('utf8')), oversized: [] };
        }
        const files = [];
        const oversized = [];
        let addedCount = 0;
        let removedCount = 0;
        const source = { path, window: new ReadWindow(size), digests: new DigestTable() };
        for (let k = 0; k < starts.length; k++) {
            const start = starts[k];
            const length = (k + 1 < starts.length ? starts[k + 1] : size) - start;
            if (length > maxPartBytes) {
                const file = headerOnly(readRange(fd, start, Math.min(length, HEAD_BYTES)).toString('utf8'), start);
                oversized.push({ path: (file.newPath ?? file.oldPath), bytes: length });
                files.push({ ...file, added: [], removed: [], removedCount: 0 });
                continue;
            }
            const bytes = source.window.read(fd, start, length);
            const digest = source.digests.add((0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(bytes).digest());
            // Names, modes and counts now; the lines themselves when they are read.
            const { file: parsed, added } = onePart(bytes, start, false);
            addedCount += added;
            removedCount += parsed.removedCount;
            files.push(new LazyFile(parsed, { source, start, length, digest }, named));
        }
        return { diff: { files, addedCount, removedCount }, oversized };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Bytes of a patch file read {@link WINDOW} at a time: parts read in file order — the parse, and every
 * scan of the files' lines — cost one read per window, not one `open`/`read`/`close` each (100,000
 * one-line parts: 18 reads instead of 300,000 system calls). A part longer than the window is read on
 * its own. The result shares memory with the window (or the scratch buffer): used before the next read.
 */
class ReadWindow {
    size;
    /** The window's buffer, and the bytes the last read put in it (from file offset `from`). */
    buf;
    valid;
    from = 0;
    constructor(size) {
        this.size = size;
    }
    /** Whether `[start, start + length)` is in the window now. */
    holds(start, length) {
        return this.valid !== undefined && start >= this.from && start + length <= this.from + this.valid.length;
    }
    read(fd, start, length) {
        if (length > WINDOW)
            return readRange(fd, start, length, scratch(length));
        if (!this.holds(start, length)) {
            this.buf ??= Buffer.allocUnsafe(Math.max(1, Math.min(WINDOW, this.size)));
            this.from = start;
            this.valid = readRange(fd, start, Math.max(0, Math.min(this.buf.length, this.size - start)), this.buf);
        }
        const at = start - this.from;
        return this.valid.subarray(at, at + length);
    }
    /** Drops what the window holds: the next read is from the file. */
    forget() {
        this.valid = undefined;
    }
}
const WINDOW = 1024 * 1024;
/** One part's bytes, read again and checked against the digest taken when it was first parsed. */
function readPart(source, start, length, digest) {
    const { path, window } = source;
    let bytes;
    if (window.holds(start, length))
        bytes = window.read(-1, start, length);
    else {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
        try {
            bytes = window.read(fd, start, length);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    if (!source.digests.is(digest, (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(bytes).digest())) {
        window.forget();
        throw new Error(`the patch file ${path} changed on disk after it was read (bytes ${start}+${length})`);
    }
    return bytes;
}
/**
 * The one file of a part, and how many lines it adds; with `keepLines` false its `added` and `removed`
 * lines are counted, not kept (the part is checked all the same).
 */
function onePart(bytes, start, keepLines) {
    let parsed;
    try {
        parsed = new Parser(bytes.toString('utf8'), keepLines).parse();
    }
    catch (err) {
        if (err instanceof DiffParseError)
            throw new DiffParseError(err.line, `${err.message} (in the file part at byte ${start})`);
        throw err;
    }
    if (parsed.files.length !== 1)
        throw new DiffParseError(1, `the file part at byte ${start} holds ${parsed.files.length} files, not one`);
    return { file: parsed.files[0], added: parsed.addedCount };
}
/** The names and modes of a part from its header, its hunks left out (the part is too large). */
function headerOnly(head, start) {
    const lines = head.split('\n');
    const kept = [];
    for (const line of lines.slice(0, -1)) {
        if (line.startsWith('@@ ') || line === 'GIT binary patch' || line.startsWith('Binary files '))
            break;
        kept.push(line);
    }
    // An empty hunk stands in for the ones left out, so the `---`/`+++` names are read as usual.
    const hunk = kept.some((l) => l.startsWith('+++ ')) ? '@@ -0,0 +0,0 @@\n' : '';
    return onePart(Buffer.from(kept.join('\n') + '\n' + hunk, 'utf8'), start, true).file;
}
/**
 * SHA-256 digests, 32 bytes each, in one growing buffer: a hexadecimal string per part cost about 80
 * bytes of heap and an object to hold it (100,000 parts: 13 MB, held to the end of the run).
 */
class DigestTable {
    bytes = Buffer.alloc(32 * 64);
    count = 0;
    /** Keeps `digest` (32 bytes); returns its number. */
    add(digest) {
        if ((this.count + 1) * 32 > this.bytes.length) {
            const grown = Buffer.alloc(this.bytes.length * 2);
            this.bytes.copy(grown);
            this.bytes = grown;
        }
        digest.copy(this.bytes, this.count * 32, 0, 32);
        return this.count++;
    }
    /** Whether digest number `k` is `digest`. */
    is(k, digest) {
        return digest.length === 32 && this.bytes.subarray(k * 32, k * 32 + 32).equals(digest);
    }
}
function loadPart(ref) {
    const { source, start, length, digest } = ref;
    if (source.cached?.start === start)
        return source.cached.file;
    const file = onePart(readPart(source, start, length, digest), start, true).file;
    source.cached = { start, file };
    return file;
}
/** A copy of `name` that holds no reference to the part's text it was cut from (a sliced string). */
function ownString(name) {
    return name === null ? null : Buffer.from(name, 'utf16le').toString('utf16le');
}
/** The usual modes as one string each, not a copy per file. */
const MODES = new Map(['100644', '100755', '120000', '160000', '040000'].map((m) => [m, m]));
const sharedMode = (mode) => mode === undefined ? undefined : (MODES.get(mode) ?? mode);
/**
 * A file of the patch whose `added` and `removed` lines are read from its part of the patch file on
 * every access (the last file read is kept); it holds its names, modes and counts, and where its part
 * is. One class, so a 100,000-file patch costs one hidden class and no property store per file (an
 * object given its accessors one by one cost both, about 64 bytes a file more); the lines are own
 * properties of what {@link toJSON} gives, as they are of a file parsed whole.
 */
class LazyFile {
    oldPath;
    newPath;
    status;
    binary;
    oldMode;
    newMode;
    removedCount;
    #source;
    #start;
    #length;
    #digest;
    constructor(file, ref, named) {
        this.oldPath = file.oldPath === null ? null : (named(file.oldPath) ?? ownString(file.oldPath));
        this.newPath = file.newPath === null ? null : (named(file.newPath) ?? ownString(file.newPath));
        this.status = file.status;
        this.binary = file.binary;
        this.oldMode = sharedMode(file.oldMode);
        this.newMode = sharedMode(file.newMode);
        this.removedCount = file.removedCount;
        this.#source = ref.source;
        this.#start = ref.start;
        this.#length = ref.length;
        this.#digest = ref.digest;
    }
    get added() {
        return this.#lines().added;
    }
    get removed() {
        return this.#lines().removed;
    }
    #lines() {
        return loadPart({ source: this.#source, start: this.#start, length: this.#length, digest: this.#digest });
    }
    toJSON() {
        const { added, removed } = this.#lines();
        return { ...fileFields(this), added, ...(removed !== undefined ? { removed } : {}) };
    }
}
/** A file's names, status, modes and removed count, read one by one (none of its lines). */
function fileFields(f) {
    return {
        oldPath: f.oldPath,
        newPath: f.newPath,
        status: f.status,
        binary: f.binary,
        ...(f.oldMode !== undefined ? { oldMode: f.oldMode } : {}),
        ...(f.newMode !== undefined ? { newMode: f.newMode } : {}),
        removedCount: f.removedCount,
    };
}
/** Every old and new path the patch touches, deduplicated and sorted by code unit (deterministic). */
function touchedPaths(diff) {
    const paths = new Set();
    for (const file of diff.files) {
        if (file.oldPath !== null)
            paths.add(file.oldPath);
        if (file.newPath !== null)
            paths.add(file.newPath);
    }
    return [...paths].sort();
}
/** The empty patch (`git diff` of identical trees): no file at all. A mode-only change is not empty. */
function isEmptyDiff(diff) {
    return diff.files.length === 0;
}
/**
 * The patch as line offsets into the text: a string is made only for header lines and added lines,
 * so a large patch costs few allocations (context and removed lines are read by one char code).
 */
class Parser {
    keepLines;
    text;
    /** Start of each line, and its end before `\n` and a CRLF `\r`. */
    starts = [];
    ends = [];
    n;
    files = [];
    addedCount = 0;
    removedCount = 0;
    /** Added lines of the file being parsed that were counted, not kept. */
    uncounted = 0;
    /** With `keepLines` false, added and removed lines are counted and checked but not kept. */
    constructor(text, keepLines = true) {
        this.keepLines = keepLines;
        this.text = text;
        let pos = 0;
        while (pos < text.length) {
            const nl = text.indexOf('\n', pos);
            let end = nl < 0 ? text.length : nl;
            if (end > pos && text.charCodeAt(end - 1) === CH_CR)
                end--;
            this.starts.push(pos);
            this.ends.push(end);
            pos = nl < 0 ? text.length : nl + 1;
        }
        this.n = this.starts.length;
    }
    /** Line `i` (0-based, `i < n`) without its terminator. */
    line(i) {
        return this.text.slice(this.starts[i], this.ends[i]);
    }
    /** Whether line `i` exists and starts with `prefix`. */
    has(i, prefix) {
        if (i >= this.n)
            return false;
        const start = this.starts[i];
        return this.ends[i] - start >= prefix.length && this.text.startsWith(prefix, start);
    }
    parse() {
        let i = 0;
        while (i < this.n) {
            if (this.has(i, 'diff --git ')) {
                i = this.gitSection(i);
            }
            else if (this.has(i, 'diff --cc ') || this.has(i, 'diff --combined ')) {
                throw new DiffParseError(i + 1, 'a combined (merge) diff is not supported; diff against one parent');
            }
            else if (this.isFileHeaderPair(i)) {
                i = this.plainSection(i);
            }
            else if (this.has(i, '@@ ')) {
                throw new DiffParseError(i + 1, 'hunk header outside a file: no `diff --git` or `---`/`+++` header before it');
            }
            else if (this.has(i, 'Binary files ') && this.line(i).endsWith(' differ')) {
                this.plainBinary(i);
                i++;
            }
            else {
                // Preamble, commit message, `diff -r`'s `Only in …`, a format-patch signature: not ours.
                i++;
            }
        }
        if (this.files.length === 0) {
            for (let k = 0; k < this.n; k++) {
                if (this.line(k).trim() !== '') {
                    throw new DiffParseError(k + 1, 'not a patch: no file header (`diff --git …`, or `--- <path>` followed by `+++ <path>`) found');
                }
            }
        }
        return { files: this.files, addedCount: this.addedCount, removedCount: this.removedCount };
    }
    /**
     * A plain file header: `--- `, `+++ `, then a hunk header. Like `git apply`, a `---`/`+++` pair
     * without a hunk under it is text (a commit message may quote one), not a file.
     */
    isFileHeaderPair(i) {
        return this.has(i, '--- ') && this.has(i + 1, '+++ ') && this.has(i + 2, '@@ ');
    }
    /** A `diff --git` section: extended headers, then hunks, a binary marker, or nothing (mode-only). */
    gitSection(start) {
        const header = this.line(start).slice('diff --git '.length);
        // The header's names are a fallback (mode-only, binary and empty files); quoted ones are checked
        // now, the unquoted split (a search over spaces) only runs when nothing better names the file.
        const quotedNames = header.includes('"') ? gitHeaderNames(header, start + 1) : undefined;
        const file = {
            oldPath: null,
            newPath: null,
            status: 'modified',
            binary: false,
            added: [],
            removedCount: 0,
        };
        let created = false;
        let deleted = false;
        let sawIndex = false;
        let renameFrom = null;
        let renameTo = null;
        let copyFrom = null;
        let copyTo = null;
        let patchNames = null;
        let hunks = 0;
        let indexMode;
        let i = start + 1;
        headers: while (i < this.n) {
            const line = this.line(i);
            const lineNo = i + 1;
            if (line.startsWith('index ')) {
                sawIndex = true;
                indexMode = indexLineMode(line);
            }
            else if (line.startsWith('old mode ')) {
                file.oldMode = line.slice(9);
            }
            else if (line.startsWith('new mode ')) {
                file.newMode = line.slice(9);
            }
            else if (line.startsWith('deleted file mode ')) {
                deleted = true;
                file.oldMode = line.slice(18);
            }
            else if (line.startsWith('new file mode ')) {
                created = true;
                file.newMode = line.slice(14);
            }
            else if (line.startsWith('similarity index ') || line.startsWith('dissimilarity index ')) {
                // Informational only: the rename/copy lines say what happened.
            }
            else if (line.startsWith('rename from ')) {
                renameFrom = fullPath(line.slice(12), lineNo);
            }
            else if (line.startsWith('rename old ')) {
                renameFrom = fullPath(line.slice(11), lineNo);
            }
            else if (line.startsWith('rename to ')) {
                renameTo = fullPath(line.slice(10), lineNo);
            }
            else if (line.startsWith('rename new ')) {
                renameTo = fullPath(line.slice(11), lineNo);
            }
            else if (line.startsWith('copy from ')) {
                copyFrom = fullPath(line.slice(10), lineNo);
            }
            else if (line.startsWith('copy to ')) {
                copyTo = fullPath(line.slice(8), lineNo);
            }
            else if (line.startsWith('Binary files ') && line.endsWith(' differ')) {
                file.binary = true;
                i++;
                break headers;
            }
            else if (line === 'GIT binary patch') {
                file.binary = true;
                i = this.skipBinaryPatch(i + 1);
                break headers;
            }
            else if (line.startsWith('--- ')) {
                if (!this.has(i + 1, '+++ ')) {
                    throw new DiffParseError(i + 1 < this.n ? lineNo + 1 : lineNo, 'expected `+++ <path>` after the `---` line');
                }
                patchNames = stripPrefixes(patchName(line.slice(4), lineNo), patchName(this.line(i + 1).slice(4), lineNo + 1));
                i = this.hunks(file, i + 2, lineNo);
                hunks = 1;
                break headers;
            }
            else {
                break headers;
            }
            i++;
        }
        const changed = sawIndex ||
            hunks > 0 ||
            file.binary ||
            created ||
            deleted ||
            file.oldMode !== undefined ||
            file.newMode !== undefined ||
            renameFrom !== null ||
            renameTo !== null ||
            copyFrom !== null ||
            copyTo !== null;
        if (!changed) {
            throw new DiffParseError(start + 1, 'a `diff --git` header with no change under it (truncated patch?)');
        }
        if ((renameFrom === null) !== (renameTo === null)) {
            throw new DiffParseError(start + 1, 'a rename needs both `rename from` and `rename to`');
        }
        if ((copyFrom === null) !== (copyTo === null)) {
            throw new DiffParseError(start + 1, 'a copy needs both `copy from` and `copy to`');
        }
        if (renameFrom !== null && renameTo !== null) {
            file.status = 'renamed';
            file.oldPath = renameFrom;
            file.newPath = renameTo;
        }
        else if (copyFrom !== null && copyTo !== null) {
            file.status = 'copied';
            file.oldPath = copyFrom;
            file.newPath = copyTo;
        }
        else {
            const names = patchNames ?? quotedNames ?? gitHeaderNames(header, start + 1);
            if (names === null) {
                throw new DiffParseError(start + 1, 'cannot tell the old and new file names apart in this `diff --git` line');
            }
            file.oldPath = names[0];
            file.newPath = names[1];
            if (created)
                file.oldPath = null;
            if (deleted)
                file.newPath = null;
            if (file.oldPath === null && file.newPath === null) {
                throw new DiffParseError(start + 1, 'both sides of the file are /dev/null');
            }
            file.status = file.oldPath === null ? 'added' : file.newPath === null ? 'deleted' : 'modified';
        }
        // `index a..b 100644` names the mode of a file whose mode did not change.
        if (indexMode !== undefined) {
            if (file.oldMode === undefined && file.oldPath !== null)
                file.oldMode = indexMode;
            if (file.newMode === undefined && file.newPath !== null)
                file.newMode = indexMode;
        }
        this.push(file);
        return i;
    }
    /** A `---`/`+++` pair outside a git section: a plain `diff -u` file. */
    plainSection(start) {
        const names = stripPrefixes(patchName(this.line(start).slice(4), start + 1), patchName(this.line(start + 1).slice(4), start + 2));
        const oldPath = names[0];
        const newPath = names[1];
        if (oldPath === null && newPath === null) {
            throw new DiffParseError(start + 1, 'both sides of the file are /dev/null');
        }
        const file = {
            oldPath,
            newPath,
            status: oldPath === null ? 'added' : newPath === null ? 'deleted' : 'modified',
            binary: false,
            added: [],
            removedCount: 0,
        };
        const end = this.hunks(file, start + 2, start + 1);
        this.push(file);
        return end;
    }
    /** `Binary files X and Y differ` on its own (`diff -r` output). */
    plainBinary(i) {
        const body = this.line(i).slice('Binary files '.length, -' differ'.length);
        let names = null;
        for (let k = body.indexOf(' and '); k >= 0; k = body.indexOf(' and ', k + 1)) {
            const pair = stripPrefixes(devNull(body.slice(0, k)), devNull(body.slice(k + 5)));
            names ??= pair;
            if (pair[0] === pair[1]) {
                names = pair;
                break;
            }
        }
        if (names === null || (names[0] === null && names[1] === null)) {
            throw new DiffParseError(i + 1, 'cannot read the two file names of this `Binary files` line');
        }
        const [oldPath, newPath] = names;
        this.push({
            oldPath,
            newPath,
            status: oldPath === null ? 'added' : newPath === null ? 'deleted' : 'modified',
            binary: true,
            added: [],
            removedCount: 0,
        });
    }
    push(file) {
        this.files.push(file);
        this.addedCount += file.added.length + this.uncounted;
        this.uncounted = 0;
        this.removedCount += file.removedCount;
    }
    /**
     * One or more hunks starting at `start` (0-based), for the file whose header is on `headerLine`.
     * Returns the index of the first line after them.
     */
    hunks(file, start, headerLine) {
        const { text, starts, ends, n } = this;
        let i = start;
        if (!this.has(i, '@@ ')) {
            throw new DiffParseError(i < n ? i + 1 : headerLine, `expected a hunk header \`@@ -a,b +c,d @@\` after the file header at line ${headerLine}`);
        }
        while (this.has(i, '@@ ')) {
            const hunkLine = i + 1;
            const { oldStart, oldCount, newStart, newCount } = hunkHeader(this.line(i), hunkLine);
            if (newCount > 0 && newStart === 0) {
                throw new DiffParseError(hunkLine, 'hunk header adds lines at new line 0; new lines start at 1');
            }
            let oldLeft = oldCount;
            let newLeft = newCount;
            let newLine = newStart;
            let oldLine = oldStart;
            i++;
            while (oldLeft > 0 || newLeft > 0) {
                if (i >= n) {
                    throw new DiffParseError(hunkLine, `the hunk header counts ${oldCount} old and ${newCount} new lines, but the patch ends ` +
                        `${oldLeft} old / ${newLeft} new lines short (after line ${n})`);
                }
                const s = starts[i];
                const e = ends[i];
                // An empty line is an empty context line (a whitespace-damaged patch), as `git apply` reads it.
                const c = s === e ? CH_SPACE : text.charCodeAt(s);
                if (c === CH_PLUS) {
                    if (newLeft === 0)
                        this.overrun(i, hunkLine, 'added', oldCount, newCount);
                    newLeft--;
                    if (this.keepLines)
                        file.added.push({ line: newLine, text: text.slice(s + 1, e) });
                    else
                        this.uncounted++;
                    newLine++;
                }
                else if (c === CH_MINUS) {
                    if (oldLeft === 0)
                        this.overrun(i, hunkLine, 'removed', oldCount, newCount);
                    oldLeft--;
                    file.removedCount++;
                    if (this.keepLines)
                        (file.removed ??= []).push({ line: oldLine, text: text.slice(s + 1, e) });
                    oldLine++;
                }
                else if (c === CH_SPACE) {
                    if (oldLeft === 0 || newLeft === 0)
                        this.overrun(i, hunkLine, 'context', oldCount, newCount);
                    oldLeft--;
                    newLeft--;
                    newLine++;
                    oldLine++;
                }
                else if (c !== CH_BACKSLASH) {
                    // `\ No newline at end of file` may sit inside a hunk (after the old side's last line).
                    throw new DiffParseError(i + 1, `expected a hunk line (' ', '-', '+' or '\\'): the hunk at line ${hunkLine} still needs ` +
                        `${oldLeft} old and ${newLeft} new lines`);
                }
                i++;
            }
            while (this.has(i, '\\'))
                i++;
            // A content-looking line right after the counts ran out means the header undercounts.
            if (i < n && !this.has(i, '@@ ') && !this.isFileHeaderPair(i)) {
                const s = starts[i];
                const e = ends[i];
                const c = s === e ? -1 : text.charCodeAt(s);
                const signature = e - s === 3 && this.has(i, '-- '); // format-patch's `-- ` ends the mail body
                if ((c === CH_PLUS || c === CH_MINUS || c === CH_SPACE) && !signature) {
                    throw new DiffParseError(i + 1, `content line after the hunk at line ${hunkLine} ended (its header counts ${oldCount} old ` +
                        `and ${newCount} new lines)`);
                }
            }
        }
        return i;
    }
    overrun(i, hunkLine, kind, oldCount, newCount) {
        throw new DiffParseError(i + 1, `one ${kind} line too many for the hunk at line ${hunkLine} (its header counts ${oldCount} old ` +
            `and ${newCount} new lines)`);
    }
    /**
     * Skips a `GIT binary patch` body: a `literal N`/`delta N` block of base85 lines ended by a blank
     * line, optionally followed by the reverse block. Each data line is checked against its length
     * character, so a header line is never swallowed as data.
     */
    skipBinaryPatch(start) {
        let i = start;
        for (let block = 0; block < 2; block++) {
            if (i >= this.n || !BINARY_BLOCK.test(this.line(i))) {
                if (block === 1)
                    return i;
                // At the end of input, name the `GIT binary patch` line itself (1-based i).
                throw new DiffParseError(i >= this.n ? i : i + 1, 'expected `literal N` or `delta N` after `GIT binary patch`');
            }
            i++;
            while (i < this.n) {
                const line = this.line(i);
                if (line.length === 0) {
                    i++;
                    break;
                }
                if (!isBase85Line(line)) {
                    throw new DiffParseError(i + 1, 'expected a base85 line of the binary patch, or a blank line ending it');
                }
                i++;
            }
        }
        return i;
    }
}
/**
 * `@@ -a[,b] +c[,d] @@[ heading]`, an omitted count being 1 (`@@ -1 +1 @@`). Read by char codes
 * with a cursor and no array destructuring: it runs once per hunk, mostly before V8 optimises it.
 */
function hunkHeader(line, lineNo) {
    const cur = { line, pos: 3, lineNo }; // after `@@ `
    literal(cur, '-');
    const oldStart = readNumber(cur);
    const oldCount = optionalCount(cur);
    literal(cur, ' +');
    const newStart = readNumber(cur);
    const newCount = optionalCount(cur);
    literal(cur, ' @@');
    return { oldStart, oldCount, newStart, newCount };
}
function malformedHunk(cur) {
    throw new DiffParseError(cur.lineNo, 'malformed hunk header; expected `@@ -a,b +c,d @@`');
}
function literal(cur, text) {
    if (!cur.line.startsWith(text, cur.pos))
        malformedHunk(cur);
    cur.pos += text.length;
}
function readNumber(cur) {
    const { line } = cur;
    const from = cur.pos;
    let pos = from;
    let value = 0;
    while (pos < line.length) {
        const c = line.charCodeAt(pos);
        if (c < CH_0 || c > CH_9)
            break;
        value = value * 10 + c - CH_0;
        pos++;
    }
    if (pos === from)
        malformedHunk(cur);
    if (!Number.isSafeInteger(value)) {
        throw new DiffParseError(cur.lineNo, `hunk number ${line.slice(from, pos)} is out of range`);
    }
    cur.pos = pos;
    return value;
}
function optionalCount(cur) {
    if (cur.line.charCodeAt(cur.pos) !== CH_COMMA)
        return 1;
    cur.pos++;
    return readNumber(cur);
}
/** The mode at the end of `index <hash>..<hash> <mode>`, if any. */
function indexLineMode(line) {
    const space = line.lastIndexOf(' ');
    if (space <= 6)
        return undefined; // `index ` itself: no mode
    const mode = line.slice(space + 1);
    for (let k = 0; k < mode.length; k++) {
        const c = mode.charCodeAt(k);
        if (c < CH_0 || c > CH_7)
            return undefined;
    }
    return mode.length > 0 ? mode : undefined;
}
/** A git base85 line: a length char (A–Z 1–26 bytes, a–z 27–52) then 5 chars per 4 bytes. */
function isBase85Line(line) {
    const c = line.charCodeAt(0);
    let bytes;
    if (c >= 65 && c <= 90)
        bytes = c - 64;
    else if (c >= 97 && c <= 122)
        bytes = c - 96 + 26;
    else
        return false;
    return line.length === 1 + Math.ceil(bytes / 4) * 5;
}
function devNull(name) {
    return name === '/dev/null' ? null : name;
}
/** The name on a `---`/`+++` line: C-quoted, or verbatim up to the first tab. */
function patchName(rest, lineNo) {
    if (rest.charCodeAt(0) === CH_QUOTE)
        return devNull(unquote(rest, 0, lineNo).value);
    const tab = rest.indexOf('\t');
    return devNull(tab >= 0 ? rest.slice(0, tab) : rest);
}
/** A `rename from`/`copy to`… path: the whole rest of the line, C-quoted or verbatim. */
function fullPath(rest, lineNo) {
    if (rest.charCodeAt(0) !== CH_QUOTE)
        return rest;
    const { value, end } = unquote(rest, 0, lineNo);
    if (end !== rest.length)
        throw new DiffParseError(lineNo, 'text after the quoted path');
    return value;
}
/**
 * The two names of a `diff --git` line, prefixes stripped; null when unquoted names with spaces
 * cannot be told apart (git itself then relies on the `---`/`+++` or rename lines).
 */
function gitHeaderNames(rest, lineNo) {
    if (rest.charCodeAt(0) === CH_QUOTE) {
        const first = unquote(rest, 0, lineNo);
        if (rest.charCodeAt(first.end) !== CH_SPACE) {
            throw new DiffParseError(lineNo, 'expected a space after the first quoted name');
        }
        const second = rest.slice(first.end + 1);
        return stripPrefixes(first.value, second.charCodeAt(0) === CH_QUOTE ? fullPath(second, lineNo) : second);
    }
    if (rest.endsWith('"')) {
        // An unquoted name cannot hold `"` (git would quote it), so the first ` "` opens the second name.
        const k = rest.indexOf(' "');
        if (k > 0)
            return stripPrefixes(rest.slice(0, k), fullPath(rest.slice(k + 1), lineNo));
    }
    let only = null;
    let spaces = 0;
    for (let k = rest.indexOf(' '); k >= 0; k = rest.indexOf(' ', k + 1)) {
        spaces++;
        const pair = stripPrefixes(rest.slice(0, k), rest.slice(k + 1));
        if (pair[0] === pair[1])
            return pair;
        only = pair;
    }
    return spaces === 1 ? only : null;
}
/** Strips the `-p1` prefix component, when there is one (see the module comment). */
function stripPrefixes(a, b) {
    if (a !== null && b !== null) {
        const ia = a.indexOf('/');
        const ib = b.indexOf('/');
        if (ia > 0 && ib > 0) {
            const restA = a.slice(ia + 1);
            const restB = b.slice(ib + 1);
            const differ = a.slice(0, ia) !== b.slice(0, ib);
            if (differ && ((ia === 1 && ib === 1) || restA === restB))
                return [restA, restB];
        }
        return [a, b];
    }
    return [oneLetterStripped(a), oneLetterStripped(b)];
}
function oneLetterStripped(name) {
    return name !== null && name.length > 2 && name.charCodeAt(1) === CH_SLASH ? name.slice(2) : name;
}
const ESCAPES = {
    a: 7,
    b: 8,
    t: CH_TAB,
    n: 10,
    v: 11,
    f: 12,
    r: CH_CR,
    '"': 34,
    '\\': 92,
};
const utf8 = new TextDecoder('utf-8');
const encoder = new TextEncoder();
/**
 * Decodes git's C-quoted name starting at `from` (the opening quote): `\ooo` octal bytes, the C
 * escapes, other characters as their UTF-8 bytes; the bytes are decoded as UTF-8 (invalid sequences
 * become U+FFFD). Returns the value and the index after the closing quote.
 */
function unquote(s, from, lineNo) {
    const bytes = [];
    let i = from + 1;
    while (i < s.length) {
        const c = s.charCodeAt(i);
        if (c === CH_QUOTE)
            return { value: utf8.decode(Uint8Array.from(bytes)), end: i + 1 };
        if (c === CH_BACKSLASH) {
            const e = s[i + 1];
            if (e !== undefined && e >= '0' && e <= '3') {
                const oct = s.slice(i + 1, i + 4);
                if (!/^[0-7]{3}$/.test(oct)) {
                    throw new DiffParseError(lineNo, `bad octal escape \\${oct} in a quoted path`);
                }
                bytes.push(parseInt(oct, 8));
                i += 4;
                continue;
            }
            const b = e === undefined ? undefined : ESCAPES[e];
            if (b === undefined)
                throw new DiffParseError(lineNo, `unknown escape \\${e ?? ''} in a quoted path`);
            bytes.push(b);
            i += 2;
            continue;
        }
        if (c < 0x80) {
            bytes.push(c);
            i++;
        }
        else {
            const cp = s.codePointAt(i);
            const ch = String.fromCodePoint(cp);
            for (const byte of encoder.encode(ch))
                bytes.push(byte);
            i += ch.length;
        }
    }
    throw new DiffParseError(lineNo, 'unterminated quoted path');
}


/***/ }),

/***/ 7705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onInterrupt: () => (/* binding */ onInterrupt),
/* harmony export */   runInterruptCleanups: () => (/* binding */ runInterruptCleanups)
/* harmony export */ });
/**
 * Synchronous cleanups to run when the process is interrupted (Ctrl-C, SIGTERM): worktrees, locks,
 * live process groups. Normal paths clean up in their own `finally`; this is the last resort.
 */
const cleanups = new Set();
function onInterrupt(fn) {
    cleanups.add(fn);
    return () => cleanups.delete(fn);
}
function runInterruptCleanups() {
    for (const fn of [...cleanups].reverse()) {
        try {
            fn();
        }
        catch {
            // Keep cleaning: one failed cleanup must not leave the others undone.
        }
    }
    cleanups.clear();
}


/***/ }),

/***/ 2499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ Slots),
/* harmony export */   w: () => (/* binding */ mapOrdered)
/* harmony export */ });
/**
 * A bounded pool for replays: at most `limit` calls of `fn` run at once, results come back in the
 * order of `items`, and `onResult` sees them in that order too (result i only after results 0..i-1),
 * so the trace, the files and the log read the same whatever finished first. Small enough to own:
 * the libraries for this (p-limit, p-map) order results but not the callback that logs as they land.
 * The first error stops new calls from starting and is thrown once the running ones have settled, so
 * nothing is left running behind the caller's back.
 */
async function mapOrdered(items, limit, fn, onResult) {
    if (!Number.isInteger(limit) || limit < 1)
        throw new Error(`pool: limit must be a positive integer, got ${limit}`);
    const results = new Array(items.length);
    const done = new Array(items.length).fill(false);
    let next = 0;
    let reported = 0;
    let failure;
    const report = () => {
        while (reported < items.length && done[reported]) {
            onResult?.(results[reported], reported);
            reported++;
        }
    };
    const worker = async () => {
        while (failure === undefined && next < items.length) {
            const i = next++;
            try {
                results[i] = await fn(items[i], i);
                done[i] = true;
                report();
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    if (failure !== undefined)
        throw failure.error;
    return results;
}
/**
 * At most `limit` holders at once; the rest wait in arrival order. The replay stages wrap their
 * process runner in one, so a pool of replays never runs more processes side by side than it says.
 */
class Slots {
    limit;
    free;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 1)
            throw new Error(`pool: limit must be a positive integer, got ${limit}`);
        this.free = limit;
    }
    async run(fn) {
        if (this.free > 0)
            this.free--;
        else
            await new Promise((resolve) => this.waiting.push(resolve));
        try {
            return await fn();
        }
        finally {
            const next = this.waiting.shift();
            if (next)
                next();
            else
                this.free++;
        }
    }
}


/***/ }),

/***/ 1620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ replaySeed)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _oracle_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1441);
/* harmony import */ var _replay_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3416);
/**
 * One replay of a seed in a tree of the base revision (the classify stage's base replay, and
 * `gate replay-seed`): the base's own generator and invariant over the base's own inputs, which must
 * first hash to the fixture digest the candidate's replays were bound to. The replay itself is
 * src/stages/replay.ts.
 */



/**
 * One replay of a seed in a given worktree (the base revision): its own generator and invariant,
 * its own inputs, which must hash to the expected fixture digest. 0 pass, 1 fail, else not_run: a
 * crash of the invariant (or of the base code it loads) is never `fail`, so it cannot blame the
 * candidate.
 */
async function replaySeed(proc, b) {
    const hashed = await (0,_oracle_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .hashInputs */ ._)(b.workdir, b.inputs);
    if (!hashed.ok)
        return { result: 'not_run', reason: hashed.reason };
    if (hashed.digest !== b.expectFixtureSha256) {
        return {
            result: 'not_run',
            reason: `the inputs in ${b.workdir} hash to ${hashed.digest}, not ${b.expectFixtureSha256}`,
        };
    }
    const run = await (0,_replay_js__WEBPACK_IMPORTED_MODULE_2__/* .replayOnce */ .D)(proc, {
        generator: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(b.workdir, b.generator),
        invariant: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(b.workdir, b.invariant),
        ...(b.pins !== undefined ? { pinned: { invariant: b.invariant, oracle: b.pins } } : {}),
        ...(b.exercise !== undefined ? { exercise: b.exercise } : {}),
        cwd: b.workdir,
        inputs: b.inputs,
        seed: b.seed,
        timeoutMs: b.timeoutMs,
        out: b.out,
        attemptDir: b.attemptDir,
        ...(b.scratch !== undefined ? { scratch: b.scratch } : {}),
    });
    const result = run.result === 'pass' ? 'pass' : run.result === 'fail' ? 'fail' : 'not_run';
    return { result, reason: run.reason, run };
}


/***/ }),

/***/ 9485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ox: () => (/* binding */ BINDING_SCHEMA),
  cw: () => (/* binding */ bindingDigest),
  sS: () => (/* binding */ exerciseOf),
  bK: () => (/* binding */ inCandidateTree),
  MX: () => (/* binding */ judgeInputsOf),
  Bx: () => (/* binding */ runFixture)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/classify/pyjson.ts
var pyjson = __webpack_require__(1737);
// EXTERNAL MODULE: ./src/classify/hash.ts
var hash = __webpack_require__(2916);
// EXTERNAL MODULE: ./src/oracle/manifest.ts
var manifest = __webpack_require__(9549);
// EXTERNAL MODULE: ./src/oracle/reader.ts
var reader = __webpack_require__(1271);
// EXTERNAL MODULE: ./src/patch/paths.ts
var paths = __webpack_require__(5734);
// EXTERNAL MODULE: ./src/run/pool.ts
var pool = __webpack_require__(2499);
;// CONCATENATED MODULE: ./src/run/shard.ts
/** The (fixture, seed) pairs of this shard: sorted by target and seed, every n-th from the i-th. */
function shardPairs(pairs, shard) {
    const sorted = [...pairs].sort((a, b) => a.target < b.target ? -1 : a.target > b.target ? 1 : a.seed - b.seed);
    if (!shard)
        return sorted;
    return sorted.filter((_, k) => k % shard.count === shard.index - 1);
}

// EXTERNAL MODULE: ./src/oracle/config.ts
var config = __webpack_require__(8710);
// EXTERNAL MODULE: ./src/oracle/fixture-probe.ts
var fixture_probe = __webpack_require__(7272);
// EXTERNAL MODULE: ./src/trace/evidence.ts
var evidence = __webpack_require__(1932);
// EXTERNAL MODULE: ./src/oracle/inputs.ts
var inputs = __webpack_require__(1441);
// EXTERNAL MODULE: ./src/stages/replay.ts
var stages_replay = __webpack_require__(3416);
// EXTERNAL MODULE: ./src/stages/judge.ts
var judge = __webpack_require__(96);
// EXTERNAL MODULE: ./src/oracle/pinned.ts
var pinned = __webpack_require__(318);
// EXTERNAL MODULE: ./src/stages/tests.ts + 2 modules
var tests = __webpack_require__(9651);
// EXTERNAL MODULE: ./src/stages/fresh-seeds.ts
var fresh_seeds = __webpack_require__(2428);
;// CONCATENATED MODULE: ./src/stages/fixture.ts
/**
 * Fixture (SPEC §2): bind every fixture — generator, pinned inputs (hashed on the candidate and on
 * the base, never program output) and seeds — then replay each (fixture, seed) of this shard once.
 * A manifest defect is UNBOUND (a pipeline defect, never a flake); inputs that differ between
 * candidate and base are FIXTURE_MISMATCH without spending a replay; then each fixture's probe must
 * make a seed miss on the base (src/oracle/fixture-probe.ts), else FIXTURE_NOT_FALSIFIABLE without a
 * candidate replay; otherwise every pair replays, and the misses go on to the classify stage.
 */


















const BINDING_SCHEMA = 'failure-class-gate/binding@1';
/** The binding digest of one seed: over patch, generator id and file digest, inputs digest and seed. */
function bindingDigest(b, seed) {
    return (0,hash/* sha256Hex */.f)((0,pyjson/* pyDumps */.vD)({
        patch_digest: b.patch_digest,
        generator_id: b.generator_id,
        generator_sha256: b.generator_sha256,
        inputs_sha256: b.inputs_sha256,
        seed,
    }, { sortKeys: true }));
}
function unboundReplays(f, reason, seeds = []) {
    return (seeds.length ? seeds : [null]).map((seed) => ({
        target: f.target,
        manifest: f.manifest,
        invariant: f.invariant,
        seed,
        code: 'UNBOUND',
        reason,
        elapsed_ms: 0,
        logs: [],
    }));
}
/** Bind: the manifest from the base revision, its files located there, the inputs hashed on both sides. */
async function bindFixture(ctx, f, scoped) {
    const { oracle } = ctx;
    const dir = `fixtures/${(0,paths/* slug */.yR)(f.target)}`;
    if (!(await oracle.exists(f.manifest)))
        return { unbound: unboundReplays(f, `${f.manifest}: manifest not found on the base revision`) };
    const parsed = scoped.manifests.get(f.manifest) ?? (0,manifest/* parseManifest */.Ng)(await oracle.readText(f.manifest), f.manifest);
    const parsedManifest = 'ok' in parsed ? (parsed.ok ? parsed.manifest : undefined) : parsed;
    if (!parsedManifest)
        return { unbound: unboundReplays(f, parsed.reason) };
    let generatorFile;
    let invariantFile;
    const judgeInputs = [];
    try {
        generatorFile = await oracle.locate(parsedManifest.generator);
        oracle.reads.push(parsedManifest.generator);
        invariantFile = await oracle.locate(f.invariant);
        oracle.reads.push(f.invariant);
        if (f.exercise !== undefined) {
            await oracle.locate(f.exercise);
            oracle.reads.push(f.exercise);
        }
        // Files only the judge reads come from the base revision's tree, as the judge does: located
        // here, so a missing one is UNBOUND before anything runs, and digested for the trace.
        for (const p of parsedManifest.judge_inputs ?? []) {
            judgeInputs.push({ path: p, sha256: (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(await oracle.locate(p))) });
            oracle.reads.push(p);
        }
    }
    catch (err) {
        if (!(err instanceof reader/* OracleError */.lF))
            throw err;
        return { unbound: unboundReplays(f, err.message, parsedManifest.seeds) };
    }
    // Globs are expanded on the base revision's tree: the expansion, not the pattern, is what is bound
    // and replayed, so `m` from here on names files only.
    const expanded = await (0,manifest/* expandInputs */.Go)(oracle.tree, parsedManifest.inputs, f.manifest);
    if (!expanded.ok)
        return { unbound: unboundReplays(f, expanded.reason, parsedManifest.seeds) };
    const m = { ...parsedManifest, inputs: expanded.inputs };
    // The base first: a candidate input of another type or size than the base's is a mismatch without
    // a byte of it read (a huge sparse file, a FIFO, a folder in its place). An input the base holds
    // and the candidate does not (deleted, moved, replaced by a link out) is changed by the patch,
    // never UNBOUND: only a defect on the base is the manifest's (SPEC §2).
    const base = await oracle.hashInputs(m.inputs);
    if (!base.ok)
        return { unbound: unboundReplays(f, `${f.manifest}: ${base.reason}`, m.seeds) };
    const hashed = await (0,inputs/* hashInputs */._)(ctx.root, m.inputs, {
        reference: { stats: base.stats, files: base.files, same: 'content' },
    });
    if (!hashed.ok)
        return { unbound: unboundReplays(f, `${f.manifest}: ${hashed.reason}`, m.seeds) };
    // A file the patch adds under a glob is an input the base did not have: the inputs changed.
    const added = (0,manifest/* addedUnderGlobs */.qS)(ctx.patch.changed, expanded.globs, m.inputs);
    const cand = added.length === 0
        ? hashed
        : (() => {
            const files = [...hashed.files, ...added.map((path) => ({ path, sha256: 'unread:added' }))];
            return { ...hashed, files, digest: (0,inputs/* inputsDigest */.K)(files) };
        })();
    const generatorSha = (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(generatorFile));
    const b0 = {
        patch_digest: ctx.patch.digest,
        generator_id: m.generator_id,
        generator_sha256: generatorSha,
        inputs_sha256: cand.digest,
    };
    const binding = {
        schema: BINDING_SCHEMA,
        target: f.target,
        manifest: f.manifest,
        patch_digest: ctx.patch.digest,
        generator: m.generator,
        generator_id: m.generator_id,
        generator_sha256: generatorSha,
        inputs: cand.files,
        inputs_sha256: cand.digest,
        seeds: m.seeds.map((seed) => ({ seed, binding_sha256: bindingDigest(b0, seed) })),
        ...freshBinding(f, m.seeds, b0),
    };
    const artifact = ctx.out.writeJson(`${dir}/binding.json`, {
        ...binding,
        base_inputs_sha256: base.digest,
        ...(expanded.globs.length > 0 ? { input_globs: expanded.globs } : {}),
        ...(parsedManifest.judge_inputs !== undefined ? { judge_inputs: judgeInputs } : {}),
    });
    const invariantSha256 = (0,hash/* sha256Hex */.f)((0,external_node_fs_.readFileSync)(invariantFile));
    return {
        bound: {
            f,
            m,
            binding,
            generatorFile,
            invariantFile,
            invariantSha256,
            baseDigest: base.digest,
            baseFiles: base.files,
            candidateStats: cand.stats,
            ...(parsedManifest.judge_inputs !== undefined ? { judgeInputs } : {}),
            dir,
        },
        artifact,
    };
}
/** The fixture's fresh seeds, drawn now and bound like the manifest's (none without `fresh_seeds`). */
function freshBinding(f, pinned, b0) {
    if (f.fresh_seeds === undefined)
        return {};
    const seeds = (0,fresh_seeds/* drawFreshSeeds */.n)(f.fresh_seeds, pinned);
    return { fresh_seeds: seeds.map((seed) => ({ seed, binding_sha256: bindingDigest(b0, seed) })) };
}
/**
 * The pairs this job replays: its slice of the manifests' seeds (src/run/shard.ts), then every fresh
 * seed it drew itself (a fresh seed is not known before the run, so it is never split: each shard
 * draws and replays its own).
 */
function pairsOf(bound, shard) {
    const pinned = shardPairs(bound.flatMap((b) => b.binding.seeds.map((s) => ({ target: b.f.target, seed: s.seed, b, bindingSha: s.binding_sha256 }))), shard);
    const fresh = bound.flatMap((b) => (b.binding.fresh_seeds ?? []).map((s) => ({
        target: b.f.target,
        seed: s.seed,
        b,
        bindingSha: s.binding_sha256,
        fresh: true,
    })));
    return [...pinned, ...fresh];
}
/**
 * Runs `run` in a fresh tree of the candidate (a view, src/adapters/views.ts) with a neutral scratch
 * folder for `GATE_OUT`; in the checkout itself where the context has no trees (stage tests).
 */
function inCandidateTree(ctx, run) {
    if (ctx.trees === undefined)
        return run(ctx.root);
    return ctx.trees.candidate((t) => run(t.dir, t.scratch));
}
/** Replay: re-hash the inputs (bytes changed since bind are not the bound fixture), then run once. */
async function replayPair(ctx, p, timeoutMs, pins, refs) {
    const { b } = p;
    const ref = b.f.law === 'same-as-base' ? refs.get(refKey(p.target, p.seed)) : undefined;
    const reference = ref !== undefined && 'folder' in ref ? ref.folder : undefined;
    const dir = `${b.dir}/seed-${p.seed}`;
    // Once per run: an input that is still the file hashed at bind keeps its digest; one replaced or
    // resized since is a change without being read.
    const again = await (0,inputs/* hashInputs */._)(ctx.root, b.m.inputs, {
        reference: { stats: b.candidateStats, files: b.binding.inputs, same: 'file' },
    });
    const inputsNow = again.ok ? again.digest : 'unreadable';
    const blocked = inputsNow !== b.binding.inputs_sha256
        ? 'the inputs changed between bind and replay'
        : b.f.law === 'same-as-base' && reference === undefined
            ? `law: same-as-base has nothing to compare with at this seed: ${ref !== undefined && 'reason' in ref ? ref.reason : 'no base outputs'}`
            : undefined;
    const first = blocked === undefined
        ? await inCandidateTree(ctx, (cwd, scratch) => (0,stages_replay/* replayOnce */.D)(ctx.proc, {
            generator: b.generatorFile,
            invariant: b.invariantFile,
            // The invariant runs at its own path in the tree, its bytes checked against the base's.
            pinned: { invariant: b.f.invariant, oracle: pins },
            ...exerciseOf(b.f, b.invariantFile, reference, judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant)),
            cwd,
            inputs: b.m.inputs,
            seed: p.seed,
            timeoutMs,
            out: ctx.out,
            attemptDir: `${dir}/attempt-1`,
            recordLoads: true,
            ...(scratch !== undefined ? { scratch } : {}),
        }))
        : {
            result: 'incomplete',
            exitCode: null,
            reason: blocked,
            elapsedMs: 0,
            logs: [],
        };
    const replay = {
        target: p.target,
        manifest: b.f.manifest,
        invariant: b.f.invariant,
        seed: p.seed,
        ...(p.fresh ? { fresh_seed: true } : {}),
        ...(b.f.exercise !== undefined ? { exercise: b.f.exercise } : {}),
        ...(b.judgeInputs !== undefined ? { judge_inputs: b.judgeInputs } : {}),
        code: first.result === 'pass' ? 'REPLAY_MATCH' : 'REPLAY_MISS',
        binding_sha256: p.bindingSha,
        inputs_sha256: inputsNow,
        base_inputs_sha256: b.baseDigest,
        budget_ok: first.result !== 'budget',
        transcript_complete: first.result !== 'incomplete',
        exit_code: first.exitCode,
        reason: first.reason,
        ...(first.attested ? { attested: first.attested } : {}),
        elapsed_ms: first.elapsedMs,
        logs: first.logs,
    };
    return {
        replay,
        target: p.target,
        invariant: b.f.invariant,
        generator: b.m.generator,
        inputs: b.m.inputs,
        seed: p.seed,
        generatorFile: b.generatorFile,
        invariantFile: b.invariantFile,
        ...(b.f.exercise !== undefined ? { exercise: b.f.exercise } : {}),
        ...(b.m.judge_inputs !== undefined
            ? { judgeInputs: judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant) }
            : {}),
        ...(reference !== undefined ? { reference } : {}),
        pins,
        invariantSha256: b.invariantSha256,
        inputsSha256: inputsNow,
        baseInputsSha256: b.baseDigest,
        first,
        dir,
    };
}
/** The fixture stage: bind every fixture, then replay this shard's pairs (or stop at UNBOUND / FIXTURE_MISMATCH). */
async function runFixture(ctx, scoped) {
    const { config } = scoped;
    const artifacts = [];
    const replays = [];
    const bound = [];
    for (const f of config.fixtures) {
        const b = await bindFixture(ctx, f, scoped);
        if ('unbound' in b)
            replays.push(...b.unbound);
        else {
            bound.push(b.bound);
            artifacts.push(b.artifact);
        }
    }
    const pairs = pairsOf(bound, ctx.shard);
    const firstUnbound = replays.find((r) => r.code === 'UNBOUND');
    if (firstUnbound) {
        return {
            code: 'UNBOUND',
            detail: firstUnbound.reason ?? 'a manifest is unbound',
            artifacts,
            trace: { replays },
        };
    }
    const mismatched = new Set(bound.filter((b) => b.binding.inputs_sha256 !== b.baseDigest).map((b) => b.f.target));
    if (mismatched.size > 0) {
        const detail = `the inputs of ${[...mismatched].join(', ')} differ between candidate and base: the bytes under test are not the bytes the manifest named`;
        for (const p of pairs.filter((x) => mismatched.has(x.target))) {
            replays.push({
                target: p.target,
                manifest: p.b.f.manifest,
                invariant: p.b.f.invariant,
                seed: p.seed,
                ...(p.fresh ? { fresh_seed: true } : {}),
                code: 'FIXTURE_MISMATCH',
                binding_sha256: p.bindingSha,
                inputs_sha256: p.b.binding.inputs_sha256,
                base_inputs_sha256: p.b.baseDigest,
                reason: detail,
                differing_inputs: (0,evidence/* differingInputs */.cG)(p.b.binding.inputs, p.b.baseFiles),
                elapsed_ms: 0,
                logs: [],
            });
        }
        return { code: 'FIXTURE_MISMATCH', detail, artifacts, trace: { replays } };
    }
    // Made before any candidate code runs (the pipeline hands its own, whose files it also sealed).
    const pins = ctx.pins ?? (await (0,pinned/* pinOracle */.GR)(ctx.oracle, config, ctx.configFile));
    const refs = await baseReferences(ctx, bound, pins, config.budgets.replay_timeout_ms);
    // Every fixture shows it can fail before a candidate replay is spent (before the shard split, so
    // every shard decides the same).
    const fixture_probes = [];
    for (const b of bound) {
        const probed = await probeBound(ctx, scoped, b, refs);
        fixture_probes.push(probed.outcome);
        if (probed.artifact)
            artifacts.push(probed.artifact);
        ctx.log.info(`gate: fixture  ${b.f.target} probe: ${probed.outcome.result} (${probed.outcome.replays} replay(s)) — ${probed.outcome.reason}`);
    }
    const unfalsifiable = fixture_probes.filter((p) => p.result === 'not_falsifiable');
    if (unfalsifiable.length > 0) {
        const detail = `${unfalsifiable.map((p) => p.target).join(', ')}: ${unfalsifiable[0]?.reason ?? ''}`;
        return { code: 'FIXTURE_NOT_FALSIFIABLE', detail, artifacts, trace: { replays, fixture_probes } };
    }
    // `tests:` fixtures (src/stages/tests.ts): their probes, base inventories and candidate runs.
    const testPairs = new Set(shardPairs((config.tests ?? []).flatMap((t) => t.seeds.map((seed) => ({ target: t.target, seed }))), ctx.shard).map((p) => `${p.target}\u0000${p.seed}`));
    const tested = await (0,tests/* runTestsFixtures */.jn)(ctx, config.tests ?? [], config.budgets.replay_timeout_ms, config.budgets.replay_concurrency, pins, (target, seed) => testPairs.has(`${target}\u0000${seed}`));
    artifacts.push(...tested.artifacts);
    fixture_probes.push(...tested.probes);
    if (tested.unbound !== undefined)
        return { code: 'UNBOUND', detail: tested.unbound, artifacts, trace: { replays, fixture_probes } };
    if (tested.notFalsifiable !== undefined)
        return {
            code: 'FIXTURE_NOT_FALSIFIABLE',
            detail: tested.notFalsifiable,
            artifacts,
            trace: { replays, fixture_probes },
        };
    replays.push(...tested.replays);
    const workers = Math.min(config.budgets.replay_concurrency, pairs.length);
    // (Where only tests: fixtures ran, their replays are logged above: no "replaying 0" line.)
    if (pairs.length > 0 || tested.replays.length === 0)
        ctx.log.info(`gate: fixture  replaying ${pairs.length} (fixture, seed) pair(s)${workers > 1 ? `, ${workers} at a time` : ''}${ctx.shard ? ` — shard ${ctx.shard.index}/${ctx.shard.count}` : ''}`);
    const misses = [...tested.misses];
    // Each pair writes under its own folder; what is shared (the lists, the log) is written in pair
    // order as results land, so the trace does not depend on which replay finished first.
    await (0,pool/* mapOrdered */.w)(pairs, Math.max(1, workers), (p) => replayPair(ctx, p, config.budgets.replay_timeout_ms, pins, refs), (done) => {
        artifacts.push(ctx.out.writeJson(`${done.dir}/replay.json`, done.replay));
        replays.push(done.replay);
        ctx.log.info(`gate: fixture  ${done.target} seed ${done.seed}: ${done.replay.code} (${done.first.reason})`);
        if (done.replay.code === 'REPLAY_MISS')
            misses.push(done);
    });
    const code = misses.length ? 'REPLAY_MISS' : 'REPLAY_MATCH';
    const runs = pairs.length + tested.replays.length;
    const detail = misses.length
        ? `${misses.length} miss(es) in ${runs} replay(s)${tested.misses.length > 0 ? ` (${tested.misses.filter((m) => m.test !== undefined).length} failing test(s))` : ''}`
        : `${runs} replay(s) matched`;
    return {
        code,
        detail,
        artifacts,
        trace: {
            replays,
            fixture_probes,
            ...(pins.mismatches.length ? { pinned_mismatches: [...pins.mismatches] } : {}),
        },
        ...(misses.length ? { next: replayMisses(config, misses) } : {}),
    };
}
/** A bound fixture's probe, replayed in the base checkout as a candidate replay runs. */
function probeBound(ctx, scoped, b, refs) {
    const timeoutMs = scoped.config.budgets.replay_timeout_ms;
    return (0,fixture_probe/* probeFixture */.AK)({
        oracle: ctx.oracle,
        out: ctx.out,
        ...(ctx.baseCheckout ? { baseCheckout: ctx.baseCheckout } : {}),
        oraclePaths: (0,config/* configOraclePaths */.dV)(scoped.config, ctx.configFile),
        protectedGlobs: scoped.config.protected,
        replay: (r) => (0,stages_replay/* replayOnce */.D)(ctx.proc, {
            generator: b.generatorFile,
            invariant: r.invariant,
            ...exerciseOf(b.f, b.invariantFile, referenceAt(refs, b, r.seed), judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant)),
            cwd: r.cwd,
            inputs: b.m.inputs,
            seed: r.seed,
            timeoutMs,
            out: ctx.out,
            attemptDir: r.attemptDir,
        }),
    }, {
        target: b.f.target,
        manifest: b.f.manifest,
        invariant: b.f.invariant,
        ...(b.f.exercise !== undefined ? { exercise: b.f.exercise } : {}),
        probe: b.f.probe,
        generator: b.m.generator,
        generatorSha256: b.binding.generator_sha256,
        invariantSha256: b.invariantSha256,
        inputs: b.m.inputs,
        inputPaths: b.baseFiles.map((x) => x.path),
        baseInputsSha256: b.baseDigest,
        seeds: b.m.seeds,
        dir: b.dir,
    });
}
/** An exercise + judge fixture's replay files: the exercise in the tree, the judge from the oracle tree. */
function exerciseOf(f, judge, reference, judgeInputs) {
    if (f.exercise === undefined)
        return {};
    return {
        exercise: {
            path: f.exercise,
            judge,
            ...(reference !== undefined ? { reference } : {}),
            ...(judgeInputs !== undefined ? { judgeInputs } : {}),
        },
    };
}
/**
 * The manifest's `judge_inputs` in the oracle tree, which holds the judge at `judgeFile` (its
 * repository path `judgePath`): the tree is the judge file's path less that repository path.
 */
function judgeInputsOf(paths, judgeFile, judgePath) {
    if (paths === undefined)
        return undefined;
    const root = judgeFile.endsWith(`/${judgePath}`)
        ? judgeFile.slice(0, -judgePath.length - 1)
        : (0,external_node_path_.dirname)(judgeFile);
    return { root, paths };
}
/** The base's outputs `law: same-as-base` compares with at `seed`, when made. */
function referenceAt(refs, b, seed) {
    const ref = b.f.law === 'same-as-base' ? refs.get(refKey(b.f.target, seed)) : undefined;
    return ref !== undefined && 'folder' in ref ? ref.folder : undefined;
}
const refKey = (target, seed) => `${target}\u0000${seed}`;
/**
 * `law: same-as-base`: the exercise's outputs on the base revision at every seed a fixture with that
 * law replays (the manifest's, for the probe too, and the fresh ones), each made once, in a tree of
 * the base revision, before any candidate code runs.
 */
async function baseReferences(ctx, bound, pins, timeoutMs) {
    const refs = new Map();
    for (const b of bound) {
        if (b.f.law !== 'same-as-base' || b.f.exercise === undefined)
            continue;
        for (const seed of [...b.m.seeds, ...(b.binding.fresh_seeds ?? []).map((s) => s.seed)]) {
            const attemptDir = `${b.dir}/seed-${seed}/base-outputs`;
            const run = (cwd, scratch) => (0,stages_replay/* replayOnce */.D)(ctx.proc, {
                generator: b.generatorFile,
                invariant: b.invariantFile,
                pinned: { invariant: b.f.invariant, oracle: pins },
                exercise: {
                    path: b.f.exercise,
                    judge: b.invariantFile,
                    collectOnly: true,
                    ...(b.m.judge_inputs !== undefined
                        ? {
                            judgeInputs: judgeInputsOf(b.m.judge_inputs, b.invariantFile, b.f.invariant),
                        }
                        : {}),
                },
                cwd,
                inputs: b.m.inputs,
                seed,
                timeoutMs,
                out: ctx.out,
                attemptDir,
                ...(scratch !== undefined ? { scratch } : {}),
            });
            const done = ctx.trees !== undefined
                ? await ctx.trees.base((t) => run(t.dir, t.scratch))
                : ctx.baseCheckout !== undefined
                    ? await ctx.baseCheckout(run)
                    : undefined;
            refs.set(refKey(b.f.target, seed), done === undefined
                ? { reason: 'no tree of the base revision to run the exercise in' }
                : done.result === 'pass'
                    ? { folder: ctx.out.path(attemptDir, 'out', judge/* OUTPUTS_FOLDER */.MU) }
                    : { reason: `the exercise did not write its outputs on the base revision (${done.reason})` });
        }
    }
    return refs;
}
/** The one place a {@link ReplayMisses} is made: the fixture stage ended REPLAY_MISS. */
function replayMisses(config, pending) {
    return { config, pending };
}


/***/ }),

/***/ 2428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ drawFreshSeeds)
/* harmony export */ });
/* unused harmony export FRESH_SEED_LIMIT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Fresh seeds (`fresh_seeds: N` on a fixture): seeds the author of a patch cannot know. They are drawn
 * per run from the operating system's cryptographic source — nothing in the repository, the patch,
 * the clock or the run's identity feeds them — so a table of answers for the manifest's pinned cases
 * does not pass them. Each is replayed like a pinned seed and recorded in the fixture's binding and
 * in the trace (`replays[].fresh_seed`), so anyone can replay it afterwards with `gate replay-seed`.
 */

/** Fresh seeds lie in [0, 2^31 − 1): a seed every generator's random source accepts (NumPy's included). */
const FRESH_SEED_LIMIT = 2 ** 31 - 1;
/**
 * `n` distinct seeds, none of them one of `pinned` (a pinned seed is replayed already, and its
 * answers are what a lookup table would hold).
 */
function drawFreshSeeds(n, pinned) {
    const taken = new Set(pinned);
    const out = [];
    while (out.length < n) {
        const s = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomInt)(0, FRESH_SEED_LIMIT);
        if (taken.has(s))
            continue;
        taken.add(s);
        out.push(s);
    }
    return out;
}


/***/ }),

/***/ 96:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ judgeLoadProblem),
/* harmony export */   B: () => (/* binding */ JUDGE_INPUTS_FOLDER),
/* harmony export */   MU: () => (/* binding */ OUTPUTS_FOLDER),
/* harmony export */   X3: () => (/* binding */ judgeInputCopies),
/* harmony export */   YJ: () => (/* binding */ outputsProblem),
/* harmony export */   at: () => (/* binding */ firstDifference),
/* harmony export */   cG: () => (/* binding */ copyJudgeInputs),
/* harmony export */   gc: () => (/* binding */ casesDigest),
/* harmony export */   lO: () => (/* binding */ hideJudgeInputs)
/* harmony export */ });
/* unused harmony export MAX_OUTPUT_BYTES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _classify_pyjson_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1737);
/**
 * An exercise + judge fixture (SPEC §12): the *exercise* runs at its own path in the attempt's tree,
 * loads the code under test and writes its outputs for the generated cases as JSON into a folder the
 * gate made (`GATE_OUTPUTS`); the *judge* (the fixture's `invariant`) then runs from the oracle tree —
 * as a generator does — in a fresh process whose module paths hold no candidate folder, reads the cases
 * and the outputs, and decides. Plain data crossing a process boundary cannot carry an `__eq__`, a
 * `valueOf` or a patched `assert`/`JSON` into the judge.
 *
 * What this module checks around the two programs, each a reason the replay is not a decision:
 * - the exercise left the generated cases as the generator wrote them ({@link casesDigest});
 * - every file in the outputs folder is JSON, a regular file, and the folder is bounded ({@link outputsProblem});
 * - the judge's load record (the result channel's preload, src/adapters/attest-preload.ts) names no
 *   file of the attempt's tree: the record is kept relative to the judge's working folder, which is
 *   that tree, so an empty record proves it loaded no candidate file; a judge without a record (not
 *   Node or Python) proves nothing ({@link judgeLoadProblem}).
 */




/** The folder, inside the generator's output folder, the gate makes for the exercise's outputs. */
const OUTPUTS_FOLDER = 'exercise-outputs';
/** The folder, inside the generator's output folder, the gate makes for the judge's copies of `judge_inputs`. */
const JUDGE_INPUTS_FOLDER = 'judge-inputs';
/** The most bytes the exercise's outputs may hold (they are parsed as JSON). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** The most entries the outputs folder may hold. */
const MAX_OUTPUT_FILES = 10_000;
/**
 * A digest of what the generator wrote (every path, its type, and its bytes or link target), the
 * outputs folder left out. Never throws: an unreadable entry is part of the digest as such.
 */
function casesDigest(dir) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const walk = (rel) => {
        const p = rel === '' ? dir : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, rel);
        let names;
        try {
            names = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(p).sort();
        }
        catch {
            h.update(`unreadable\0${rel}\0`);
            return;
        }
        for (const name of names) {
            const r = rel === '' ? name : `${rel}/${name}`;
            if (r === OUTPUTS_FOLDER)
                continue;
            try {
                const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, r));
                if (st.isDirectory()) {
                    h.update(`dir\0${r}\0`);
                    walk(r);
                }
                else if (st.isSymbolicLink())
                    h.update(`link\0${r}\0${(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, r))}\0`);
                else if (st.isFile())
                    h.update(`file\0${r}\0${st.size}\0`).update((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, r)));
                else
                    h.update(`other\0${r}\0`);
            }
            catch {
                h.update(`unreadable\0${r}\0`);
            }
        }
    };
    walk('');
    return h.digest('hex');
}
/**
 * Why the outputs folder is not plain data, or null: each entry a folder or a regular file (no link,
 * no device), each file JSON, at most {@link MAX_OUTPUT_BYTES} in all.
 */
function outputsProblem(dir) {
    let bytes = 0;
    let count = 0;
    const walk = (rel) => {
        const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(rel === '' ? dir : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, rel)).sort();
        for (const name of names) {
            const r = rel === '' ? name : `${rel}/${name}`;
            if (++count > MAX_OUTPUT_FILES)
                return `more than ${MAX_OUTPUT_FILES} entries`;
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, r));
            if (st.isDirectory()) {
                const inner = walk(r);
                if (inner !== null)
                    return inner;
                continue;
            }
            if (!st.isFile())
                return `${r} is not a regular file`;
            bytes += st.size;
            if (bytes > MAX_OUTPUT_BYTES)
                return `more than ${MAX_OUTPUT_BYTES} bytes`;
            try {
                JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, r), 'utf8'));
            }
            catch {
                return `${r} is not JSON`;
            }
        }
        return null;
    };
    try {
        return walk('');
    }
    catch (err) {
        return `cannot be read (${err.message})`;
    }
}
/**
 * Why the judge's run does not prove it loaded no candidate file, or null when it does. `self` is the
 * judge's own path in the tree when it lies there (`gate check`, where the checkout is both the oracle
 * and the tree under test): the program itself is not a file it loaded.
 */
function judgeLoadProblem(run, self) {
    if (run.channel !== 'attested')
        return 'the judge has no load record (only Node and Python judges keep one), so nothing proves it loaded no candidate file';
    const loaded = (run.loaded ?? []).filter((f) => f !== self);
    if (loaded.length === 0)
        return null;
    const shown = loaded.slice(0, 5).join(', ') + (loaded.length > 5 ? `, … (${loaded.length} in all)` : '');
    return `the judge loaded files of the tree under test (${shown}): a judge must never load a candidate file`;
}
/** The JSON files of an outputs folder, '/'-separated paths in sorted order. */
function jsonFiles(dir, rel = '') {
    const out = [];
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(rel === '' ? dir : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, rel)).sort()) {
        const r = rel === '' ? name : `${rel}/${name}`;
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, r)).isDirectory())
            out.push(...jsonFiles(dir, r));
        else
            out.push(r);
    }
    return out;
}
/** A value as one line, at most `max` characters (a number as its literal: see {@link markNumbers}). */
function shown(v, mark, max = 200) {
    let text;
    try {
        text = v === undefined ? '(nothing)' : JSON.stringify(v);
    }
    catch {
        return '(a value nested too deeply to show)';
    }
    // A marked number as JSON.stringify writes it (the mark's NUL escaped): back to its literal.
    const escaped = JSON.stringify(mark).slice(1, -1);
    text = text
        .split(`"${escaped}`)
        .map((part, i) => (i === 0 ? part : part.replace(/^(-?[\d.eE+-]+)"/, '$1')))
        .join('');
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/**
 * JSON text with each number literal written as a string: `mark` then the literal. `JSON.parse` reads
 * every number as a double, so two integers past 2^53 (a 64-bit id, a hash, nanoseconds from Python,
 * which writes integers exactly) would compare equal though they differ; the literal keeps them apart.
 * `mark` is drawn after the outputs were written, so no string in them can pass for a number. `text`
 * is JSON already (outputsProblem parsed it): outside a string, `-` or a digit starts a number.
 * Hand-written: a linear scan, where a parser that keeps literals would be recursive (a deeply nested
 * output exhausting the stack).
 */
function markNumbers(text, mark) {
    // The mark as JSON writes it in a string (its NUL escaped).
    const written = JSON.stringify(mark).slice(1, -1);
    const out = [];
    let last = 0;
    let i = 0;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            i = (0,_classify_pyjson_js__WEBPACK_IMPORTED_MODULE_3__/* .closingQuote */ .m2)(text, i) + 1;
            continue;
        }
        if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
            NUMBER.lastIndex = i;
            const m = NUMBER.exec(text);
            if (m !== null) {
                out.push(text.slice(last, i), `"${written}${m[0]}"`);
                i += m[0].length;
                last = i;
                continue;
            }
        }
        i++;
    }
    out.push(text.slice(last));
    return out.join('');
}
const LITERAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
/**
 * A number literal as the exact decimal it writes, in one form: its significant digits (no leading or
 * trailing zeros) and the power of ten they are multiplied by, `1.50`, `15e-1` and `150E-2` all
 * `15e-1`, zero of either sign `0`. Null for an exponent too long to add to exactly (past 15 digits).
 * Linear in the literal: no conversion to a double (which keeps 17 digits: a `Decimal` written with
 * 20 would compare equal to a neighbour) nor to a big integer (more than linear at any length).
 */
function exactDecimal(literal) {
    const m = LITERAL.exec(literal);
    if (m === null)
        return null;
    const [, sign = '', whole = '', fraction = '', exponent = '0'] = m;
    if (exponent.replace(/^[+-]/, '').length > 15)
        return null;
    const digits = whole + fraction;
    let first = 0;
    while (first < digits.length && digits.charCodeAt(first) === 0x30)
        first++;
    let end = digits.length;
    while (end > first && digits.charCodeAt(end - 1) === 0x30)
        end--;
    if (first === end)
        return '0';
    const power = Number(exponent) - fraction.length + (digits.length - end);
    return `${sign}${digits.slice(first, end)}e${power}`;
}
/**
 * Whether two number literals are the same number, exactly: the same decimal however it is written
 * (`1` and `1.0`, `-0` and `0`, `25e-1` and `2.5` are the same; integers past 2^53 and fractions of
 * any number of digits are told apart as written); a literal whose exponent has more than 15 digits
 * only as the same literal.
 */
function sameNumber(a, b) {
    const [x, y] = [exactDecimal(a), exactDecimal(b)];
    return x !== null && y !== null ? x === y : a === b;
}
/**
 * `law: same-as-base`: the first place the candidate's outputs differ from the base revision's, side
 * by side (`out.json[3]: candidate 10, base 9`; `answers.json.answers[2].total: candidate 7, base 6`
 * inside objects), or null when they are the same data. Both folders passed {@link outputsProblem}:
 * every file is JSON. Object keys in any order are the same data; keys are visited in sorted order.
 */
function firstDifference(candidate, base) {
    const a = jsonFiles(candidate);
    const b = jsonFiles(base);
    const [inA, inB] = [new Set(a), new Set(b)];
    const onlyA = a.find((f) => !inB.has(f));
    if (onlyA !== undefined)
        return `${onlyA}: written on the candidate, not on the base`;
    const onlyB = b.find((f) => !inA.has(f));
    if (onlyB !== undefined)
        return `${onlyB}: written on the base, not on the candidate`;
    const mark = `\u0000${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex')}:`;
    for (const f of a) {
        const x = JSON.parse(markNumbers((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(candidate, f), 'utf8'), mark));
        const y = JSON.parse(markNumbers((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(base, f), 'utf8'), mark));
        const at = differsAt(x, y, f, mark);
        if (at !== null)
            return `${at.path}: candidate ${shown(at.x, mark)}, base ${shown(at.y, mark)}`;
    }
    return null;
}
const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/**
 * The first place two JSON values differ, in document order (arrays by index, objects by key in
 * sorted order, so key order never counts), or null when they are the same data: one walk over both,
 * with a stack of its own, so neither a large nor a deeply nested output costs more than its size or
 * exhausts the call stack.
 */
function differsAt(x0, y0, path0, mark) {
    const num = (v) => typeof v === 'string' && v.startsWith(mark) ? v.slice(mark.length) : null;
    const todo = [{ x: x0, y: y0, path: path0 }];
    for (let at = todo.pop(); at !== undefined; at = todo.pop()) {
        const { x, y, path } = at;
        if (Array.isArray(x) && Array.isArray(y)) {
            for (let i = Math.max(x.length, y.length) - 1; i >= 0; i--)
                todo.push({ x: x[i], y: y[i], path: `${path}[${i}]` });
        }
        else if (isRecord(x) && isRecord(y)) {
            const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].sort().reverse();
            for (const k of keys)
                todo.push({
                    x: x[k],
                    y: y[k],
                    path: /^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`,
                });
        }
        else {
            const [m, n] = [num(x), num(y)];
            if (m !== null && n !== null ? !sameNumber(m, n) : x !== y)
                return { path, x, y };
        }
    }
    return null;
}
/** How many attempts hide each file now, and its mode and owner before the first did. */
const hiddenNow = new Map();
/**
 * Makes the judge-only files at `paths` in each of `trees` unreadable to user code while the exercise
 * runs, and each tree's `.git` too (the base revision's blobs are there: `git show HEAD:answers.json`
 * would read them): files mode 0600 and folders 0700 and, where the gate is root, owned by root, so a
 * sandbox user — never their owner — can neither read them nor give itself the right back, while the
 * gate (their owner, or root) still reads them to copy for the judge. A link or a missing path is left
 * alone. Counted per path, as attempts share trees; `restore` undoes it once the last attempt is done.
 * Without the sandbox, user code runs as the gate's own user and this hides nothing from it
 * (SECURITY.md).
 */
function hideJudgeInputs(trees, paths) {
    const done = [];
    const root = process.getuid?.() === 0;
    for (const tree of new Set(trees))
        for (const p of [...paths, '.git']) {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tree, p);
            let st;
            try {
                st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
            }
            catch {
                continue;
            }
            if (!st.isFile() && !st.isDirectory())
                continue;
            const seen = hiddenNow.get(file);
            if (seen !== undefined)
                seen.count++;
            else {
                hiddenNow.set(file, { count: 1, mode: st.mode & 0o7777, uid: st.uid, gid: st.gid });
                if (root)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lchownSync)(file, 0, 0);
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(file, st.isDirectory() ? 0o700 : 0o600);
            }
            done.push(file);
        }
    let restored = false;
    return {
        restore: () => {
            if (restored)
                return;
            restored = true;
            for (const file of done) {
                const seen = hiddenNow.get(file);
                if (seen === undefined || --seen.count > 0)
                    continue;
                hiddenNow.delete(file);
                try {
                    if (root)
                        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lchownSync)(file, seen.uid, seen.gid);
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(file, seen.mode);
                }
                catch {
                    // The tree went (a dropped view): nothing to give back.
                }
            }
        },
    };
}
/**
 * Where {@link copyJudgeInputs} puts the copies in `dir`, in the manifest's order (known before the
 * copies are made: a judge started held beside the exercise gets them in its environment).
 */
function judgeInputCopies(inputs, dir) {
    return inputs.paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, p));
}
/**
 * Copies the judge-only files from the oracle tree into `dir` (made here, read-only), for the judge;
 * the paths of the copies, in the manifest's order, or why one cannot be copied (not a regular file
 * of the tree: a link is not followed). Made after the exercise ended, so it never saw them.
 */
function copyJudgeInputs(inputs, dir) {
    const files = [];
    const copies = judgeInputCopies(inputs, dir);
    for (const [i, p] of inputs.paths.entries()) {
        const from = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(inputs.root, p);
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(from);
        }
        catch {
            return { problem: `the judge input ${p} is missing on the base revision` };
        }
        if (!st.isFile())
            return { problem: `the judge input ${p} is not a regular file on the base revision` };
        const to = copies[i];
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(to), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(to, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(from), { mode: 0o444 });
        files.push(to);
    }
    return { files };
}


/***/ }),

/***/ 3416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ replayOnce)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_attest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9565);
/* harmony import */ var _judge_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96);
/**
 * One replay of a (fixture, seed), as the fixture and classify stages and the single-stage commands
 * run it: the inputs hashed (never program output), the generator with the seed into a fresh folder,
 * then the invariant over it. The invariant's own decision 0 is a pass, 1 a fail (read through the
 * attestation channel, src/adapters/attest.ts, where its interpreter has one); anything else — a
 * timeout, a crash, a status the invariant did not decide — says the budget or the transcript did
 * not hold, never a pass and never a fail. The environment record of SPEC §4 is
 * src/stages/replay-env.ts; a base replay, with its inputs checked first, src/stages/base-replay.ts.
 *
 * Where the invariant runs (SPEC §2): at its own repository path inside the tree the attempt runs in
 * (`join(cwd, path)`: the candidate checkout, or a tree of the base revision for the base replay), so
 * a relative import, `import.meta.url`, `__file__` and Python's `sys.path[0]` reach the code under
 * test and not a copy of the base. The generator stays in the base tree. The oracle's pinned files
 * in that tree are checked against the base blobs before the first program and after each one
 * (src/oracle/pinned.ts): a difference ends the replay incomplete, and the trace's
 * `pinned_mismatches` fail the run's audit — never a grade.
 */




/** Why a program's run is not a decision, for a replay's reason; null when it decided. */
function notDecided(outcome) {
    switch (outcome.kind) {
        case 'decided':
            return null;
        case 'not_started':
            return `cannot start: ${outcome.reason}`;
        case 'budget':
            return 'ran past its budget';
        case 'crashed':
        case 'tampered':
            return outcome.reason;
        default: {
            const never = outcome;
            throw new Error(`unknown program outcome ${JSON.stringify(never)}`);
        }
    }
}
/**
 * A program that runs at its path in the tree: its own code there is the pinned oracle's files, so an
 * exit from a file planted beside it is the code under test's (ProcSpec.ownFiles).
 */
function ownFilesOf(f) {
    if (f.pinned === undefined)
        return {};
    const { oracle } = f.pinned;
    let files = ownFilesByOracle.get(oracle);
    if (files === undefined) {
        files = oracle.entries.filter((e) => e.kind !== 'folder').map((e) => e.path);
        ownFilesByOracle.set(oracle, files);
    }
    return { ownFiles: files };
}
/** The pinned files of each pinned oracle, listed once per run rather than once per program. */
const ownFilesByOracle = new WeakMap();
/** The inputs of each attempt as they were before its generator: type, inode, size and times. */
const inputsBefore = new WeakMap();
/**
 * An input's identity in the tree: any write, replacement, move or change of mode changes it. An input
 * that is a symbolic link is the link and the file it leads to (a program reads the file).
 */
function inputIdentity(cwd, rel) {
    const of = (st) => `${st.dev}:${st.ino}:${st.mode}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
    try {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, rel);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { bigint: true });
        if (!st.isSymbolicLink())
            return of(st);
        let target;
        try {
            target = of((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { bigint: true }));
        }
        catch (err) {
            target = `unreadable ${err.code ?? String(err)}`;
        }
        return `${of(st)} -> ${target}`;
    }
    catch (err) {
        return `unreadable ${err.code ?? String(err)}`;
    }
}
/**
 * Why the tree the replay runs in no longer holds what was bound, as a replay's reason; null when it
 * does. The oracle must be the base's (pinned files); the fixture's inputs must be the files the
 * attempt started with: the code under test, run by the generator, could otherwise rewrite an input
 * an invariant reads from the tree (the bound bytes were hashed, the rewritten ones would decide).
 * Before the generator it records the inputs (a stat each); every later check compares.
 */
function pinProblem(f, when) {
    if (f.pinned !== undefined) {
        const d = f.pinned.oracle.check(f.cwd, when);
        if (d !== null)
            return `an oracle file in the tree the replay runs in is not the base revision's (${when}): ${d}`;
    }
    // The judge-only files are hidden and shown again by the gate itself (a change of mode).
    const gateOwn = new Set(f.exercise?.judgeInputs?.paths ?? []);
    const inputs = f.inputs.filter((p) => !gateOwn.has(p));
    if (when === 'before the generator') {
        inputsBefore.set(f, new Map(inputs.map((p) => [p, inputIdentity(f.cwd, p)])));
        return null;
    }
    const before = inputsBefore.get(f);
    if (before === undefined)
        return null;
    for (const [p, was] of before)
        if (inputIdentity(f.cwd, p) !== was)
            return `a fixture input in the tree the replay runs in changed during the attempt (${when}): ${p}; the invariant would read other bytes than were bound`;
    return null;
}
/** One replay: the generator with the seed into a fresh folder, then the invariant over it. */
async function replayOnce(proc, f) {
    const kept = f.out.path(f.attemptDir, 'out');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(kept, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(f.scratch ?? kept, { recursive: true });
    try {
        return await replayIn(proc, f, f.scratch ?? kept);
    }
    finally {
        if (f.scratch !== undefined) {
            // A rename inside the state folder: nothing the programs wrote is read or followed.
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(f.out.path(f.attemptDir), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(kept, { recursive: true, force: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(f.scratch, kept);
            ownBack(kept);
        }
    }
}
/**
 * The kept outputs belong to the gate again (the sandbox hands back what it granted at its own path,
 * and the scratch folder has moved): links are never followed. Only root can; under sudo they stay
 * the sandbox user's until the state folder goes.
 */
function ownBack(dir) {
    const uid = process.getuid?.();
    const gid = process.getgid?.();
    if (uid !== 0 || gid === undefined)
        return;
    const walk = (p) => {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(p);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lchownSync)(p, uid, gid);
        if (st.isDirectory())
            for (const n of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(p))
                walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p, n));
    };
    try {
        walk(dir);
    }
    catch {
        // A file that vanished meanwhile: nothing to hand back.
    }
}
async function replayIn(proc, f, outFolder) {
    const before = pinProblem(f, 'before the generator');
    if (before !== null)
        return { result: 'incomplete', exitCode: null, reason: before, elapsedMs: 0, logs: [] };
    const env = {
        GATE_SEED: String(f.seed),
        GATE_INPUTS: JSON.stringify(f.inputs),
        GATE_OUT: outFolder,
        GATE_CASES: outFolder,
    };
    const genLog = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(f.attemptDir, 'generator.log');
    const gen = (0,_adapters_attest_js__WEBPACK_IMPORTED_MODULE_2__/* .runAttested */ .we)(proc, {
        file: f.generator,
        cwd: f.cwd,
        env,
        timeoutMs: f.timeoutMs,
        logPath: f.out.path(genLog),
        writableDirs: [outFolder],
    });
    // The invariant: at its path in the tree, in the same working folder, with the same environment
    // and the cases' folder to write in. It starts held beside the generator where the two are
    // different OS users (holdBeside), and is released where it would start today: the generator
    // ended and everything between checked; the cases' folder is its own only from then.
    const invLog = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(f.attemptDir, 'invariant.log');
    const invSpec = {
        file: f.pinned !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(f.cwd, f.pinned.invariant) : f.invariant,
        cwd: f.cwd,
        env,
        timeoutMs: f.timeoutMs,
        logPath: f.out.path(invLog),
        writableDirs: [outFolder],
        ...ownFilesOf(f),
        ...(f.exercise === undefined && f.recordLoads === true ? { recordLoads: true } : {}),
    };
    const held = f.exercise === undefined ? holdBeside(proc, invSpec, false, [outFolder]) : undefined;
    try {
        return await afterGenerator(proc, f, outFolder, env, await gen, genLog, { invSpec, invLog }, held);
    }
    finally {
        // Unreleased: killed, its user's processes gone, its channel removed, before the replay returns.
        await held?.letGo();
    }
}
/** What follows the generator: its checks, then the invariant (or the exercise and the judge). */
async function afterGenerator(proc, f, outFolder, env, gen, genLog, inv, held) {
    // The budget covers the two programs only (SPEC §4): each one's own run time, never the gate's work
    // before, between or around them.
    let spent = 0;
    const logs = [genLog];
    const attested = { generator: gen.channel === 'attested' };
    spent += gen.proc.elapsedMs;
    const afterGen = pinProblem(f, 'after the generator');
    if (afterGen !== null)
        return {
            result: 'incomplete',
            exitCode: null,
            reason: afterGen,
            elapsedMs: spent,
            logs,
            attested,
        };
    if (gen.outcome.kind === 'budget') {
        return {
            result: 'budget',
            exitCode: null,
            reason: `the generator ran past the ${f.timeoutMs} ms replay budget`,
            elapsedMs: spent,
            logs,
            attested,
        };
    }
    const genProblem = gen.outcome.kind === 'decided'
        ? gen.outcome.code === 0
            ? null
            : `exited ${gen.outcome.code}`
        : notDecided(gen.outcome);
    if (genProblem !== null) {
        return {
            result: 'incomplete',
            exitCode: gen.proc.exitCode,
            reason: `the generator ${genProblem}`,
            elapsedMs: spent,
            logs,
            attested,
        };
    }
    if (f.exercise !== undefined)
        return exerciseAndJudge(proc, f, f.exercise, outFolder, env, { spent, logs, attested });
    const remaining = Math.max(1, f.timeoutMs - spent);
    logs.push(inv.invLog);
    const run = held !== undefined
        ? await held.release(remaining)
        : await (0,_adapters_attest_js__WEBPACK_IMPORTED_MODULE_2__/* .runAttested */ .we)(proc, { ...inv.invSpec, timeoutMs: remaining });
    attested.invariant = run.channel === 'attested';
    spent += run.proc.elapsedMs;
    const done = { elapsedMs: spent, logs, attested };
    // Whatever the invariant decided, it decided nothing if the oracle under it changed meanwhile.
    const afterInv = pinProblem(f, 'after the invariant');
    if (afterInv !== null)
        return { result: 'incomplete', exitCode: run.proc.exitCode, reason: afterInv, ...done };
    return invariantDecision(run, f.timeoutMs, done);
}
/** What the invariant's (or the judge's) run means for the replay. */
function invariantDecision(inv, timeoutMs, done) {
    const o = inv.outcome;
    if (o.kind === 'budget')
        return {
            result: 'budget',
            exitCode: null,
            reason: `the invariant ran past the ${timeoutMs} ms replay budget`,
            ...done,
        };
    if (o.kind === 'not_started')
        return {
            result: 'incomplete',
            exitCode: null,
            reason: `the invariant cannot start: ${o.reason}`,
            ...done,
        };
    // A crash, or a status the invariant did not decide, is an incomplete transcript: never a pass,
    // and never a fail that could blame the side it ran on.
    if (o.kind === 'crashed' || o.kind === 'tampered')
        return {
            result: 'incomplete',
            exitCode: inv.proc.exitCode,
            reason: `the invariant ${o.reason} (not a decision of the invariant)`,
            ...done,
        };
    if (o.code === 0)
        return { result: 'pass', exitCode: 0, reason: 'the invariant held', ...done };
    if (o.code === 1)
        return { result: 'fail', exitCode: 1, reason: 'the invariant failed (exit 1)', ...done };
    return {
        result: 'incomplete',
        exitCode: o.code,
        reason: `the invariant exited ${o.code} (not 0 or 1)`,
        ...done,
    };
}
/**
 * The exercise at its path in the tree, its outputs into a folder the gate made, then the judge from
 * the oracle tree over the cases and the outputs (src/stages/judge.ts says what is checked between).
 */
async function exerciseAndJudge(proc, f, ex, outFolder, env, so) {
    const { logs, attested, spent } = so;
    const not = (reason, exitCode = null, elapsedMs = spent) => ({
        result: 'incomplete',
        exitCode,
        reason,
        elapsedMs,
        logs,
        attested,
    });
    const outputs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outFolder, _judge_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS_FOLDER */ .MU);
    for (const folder of [_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUTS_FOLDER */ .MU, ...(ex.judgeInputs !== undefined ? [_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .JUDGE_INPUTS_FOLDER */ .B] : [])])
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outFolder, folder)))
            return not(`the generator wrote ${folder}/, a folder the gate makes for the exercise and the judge`);
    // The judge-only files stay unreadable to user code (in the attempt's tree and in the oracle tree)
    // until the judge has run; the judge reads copies made once the exercise ended.
    const hidden = ex.judgeInputs !== undefined
        ? (0,_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .hideJudgeInputs */ .lO)([f.cwd, ex.judgeInputs.root], ex.judgeInputs.paths)
        : undefined;
    try {
        return await exerciseThenJudge(proc, f, ex, outFolder, outputs, env, { spent, logs, attested }, not);
    }
    finally {
        hidden?.restore();
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outFolder, _judge_js__WEBPACK_IMPORTED_MODULE_3__/* .JUDGE_INPUTS_FOLDER */ .B), { recursive: true, force: true });
    }
}
/**
 * Where programs that run side by side are different OS users (the sandbox), `spec`'s process starts
 * now, held by the result channel's preload before any code of its own (it waits for its nonce:
 * src/adapters/attest-preload.ts), so its interpreter's start is not paid after the program it waits
 * for. Released — its nonce written, its budget, time and log starting then, its folders
 * (`writableAtRelease`) granted then — only where it would start today; a replay that ends before
 * that lets it go, killed unreleased. Its user is not the running program's: that one can neither
 * signal it nor trace it nor read its memory. Undefined where it cannot be held (not apart, in a view
 * lent to one user unless it only reads the tree, or a program without the attested channel): it
 * starts at its turn, as without the sandbox.
 */
function holdBeside(proc, spec, readsTreeOnly, writableAtRelease = []) {
    if (proc.apart !== true ||
        proc.holdsIn?.(spec.cwd, readsTreeOnly) === false ||
        (0,_adapters_attest_js__WEBPACK_IMPORTED_MODULE_2__/* .resultChannelOf */ .wK)(spec.file) !== 'attested')
        return undefined;
    let release = () => { };
    let released = false;
    const held = (0,_adapters_attest_js__WEBPACK_IMPORTED_MODULE_2__/* .runAttested */ .we)(proc, {
        ...spec,
        writableDirs: (spec.writableDirs ?? []).filter((d) => !writableAtRelease.includes(d)),
        writableAtRelease,
        hold: new Promise((r) => (release = r)),
    });
    // A held program the runner could not start (no second user could be made) fails no replay: it
    // then starts at its release, as without the sandbox.
    const failedUnreleased = held.then(() => false, () => !released);
    return {
        release: async (budgetMs) => {
            released = true;
            release(budgetMs);
            try {
                return await held;
            }
            catch (err) {
                if (await failedUnreleased)
                    return (0,_adapters_attest_js__WEBPACK_IMPORTED_MODULE_2__/* .runAttested */ .we)(proc, { ...spec, timeoutMs: budgetMs });
                throw err;
            }
        },
        letGo: async () => {
            release(null);
            await failedUnreleased;
        },
    };
}
async function exerciseThenJudge(proc, f, ex, outFolder, outputs, env, so, notWith) {
    const cases = (0,_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .casesDigest */ .gc)(outFolder);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(outputs);
    const judgeEnv = {
        ...env,
        GATE_OUTPUTS: outputs,
        ...(ex.judgeInputs !== undefined
            ? {
                GATE_JUDGE_INPUTS: JSON.stringify((0,_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeInputCopies */ .X3)(ex.judgeInputs, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outFolder, _judge_js__WEBPACK_IMPORTED_MODULE_3__/* .JUDGE_INPUTS_FOLDER */ .B))),
            }
            : {}),
    };
    const judgeLog = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(f.attemptDir, 'invariant.log');
    // The judge: a file of the oracle tree, in a fresh process, with nothing to write.
    const judgeSpec = {
        file: ex.judge,
        cwd: f.cwd,
        env: judgeEnv,
        timeoutMs: f.timeoutMs,
        logPath: f.out.path(judgeLog),
        writableDirs: [],
        // Its load record is part of its verdict (judgeLoadProblem): kept on every run.
        recordLoads: true,
    };
    const exLog = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(f.attemptDir, 'exercise.log');
    so.logs.push(exLog);
    const exercise = (0,_adapters_attest_js__WEBPACK_IMPORTED_MODULE_2__/* .runAttested */ .we)(proc, {
        ...ownFilesOf(f),
        ...(f.recordLoads === true ? { recordLoads: true } : {}),
        file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(f.cwd, ex.path),
        cwd: f.cwd,
        env: { ...env, GATE_OUT: outputs, GATE_OUTPUTS: outputs },
        timeoutMs: Math.max(1, f.timeoutMs - so.spent),
        logPath: f.out.path(exLog),
        writableDirs: [outputs],
    });
    // The judge starts held beside the exercise where the two are different OS users (holdBeside),
    // and is released where it would start today: the exercise ended and everything between checked.
    // The judge writes nothing of the tree: it may be held even in a view lent to the exercise's user.
    const held = ex.collectOnly !== true ? holdBeside(proc, judgeSpec, true) : undefined;
    try {
        return await judgeAfter(proc, f, ex, { outFolder, outputs, cases, judgeSpec, judgeLog }, await exercise, so, notWith, held?.release);
    }
    finally {
        // Unreleased: killed, its user's processes gone, its channel removed, before the replay returns.
        await held?.letGo();
    }
}
/** What follows the exercise: the checks between the two programs, then the judge. */
async function judgeAfter(proc, f, ex, at, exercise, so, notWith, 
/** Releases the judge started held with this budget, and its run. */
releaseHeld) {
    const { logs, attested } = so;
    const { outFolder, outputs } = at;
    let spent = so.spent;
    const not = (reason, exitCode = null) => notWith(reason, exitCode, spent);
    attested.exercise = exercise.channel === 'attested';
    spent += exercise.proc.elapsedMs;
    const afterEx = pinProblem(f, 'after the exercise');
    if (afterEx !== null)
        return not(afterEx, exercise.proc.exitCode);
    const eo = exercise.outcome;
    if (eo.kind === 'budget')
        return { ...not(`the exercise ran past the ${f.timeoutMs} ms replay budget`), result: 'budget' };
    if (eo.kind !== 'decided')
        return not(`the exercise ${notDecided(eo) ?? ''}`, exercise.proc.exitCode);
    if (eo.code === 1)
        return {
            result: 'fail',
            exitCode: 1,
            reason: 'the exercise failed (exit 1)',
            elapsedMs: spent,
            logs,
            attested,
        };
    if (eo.code !== 0)
        return not(`the exercise exited ${eo.code} (not 0 or 1)`, eo.code);
    if ((0,_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .casesDigest */ .gc)(outFolder) !== at.cases)
        return not('the exercise changed the generated cases: the judge would not read what the generator wrote');
    const bad = (0,_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .outputsProblem */ .YJ)(outputs);
    if (bad !== null)
        return not(`the exercise's outputs are not plain data: ${bad}`);
    if (ex.collectOnly === true)
        return {
            result: 'pass',
            exitCode: 0,
            reason: 'the exercise wrote its outputs',
            elapsedMs: spent,
            logs,
            attested,
        };
    if (ex.reference !== undefined) {
        const diff = (0,_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .firstDifference */ .at)(outputs, ex.reference);
        if (diff !== null)
            return {
                result: 'fail',
                exitCode: 1,
                reason: `the exercise's outputs differ from the base revision's at this seed (law: same-as-base): ${diff}`,
                elapsedMs: spent,
                logs,
                attested,
            };
    }
    if (ex.judgeInputs !== undefined) {
        const copied = (0,_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .copyJudgeInputs */ .cG)(ex.judgeInputs, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outFolder, _judge_js__WEBPACK_IMPORTED_MODULE_3__/* .JUDGE_INPUTS_FOLDER */ .B));
        if ('problem' in copied)
            return not(copied.problem);
        if (JSON.stringify(copied.files) !== at.judgeSpec.env?.GATE_JUDGE_INPUTS)
            return not('the copies of the judge inputs are not where the judge was told they are');
    }
    logs.push(at.judgeLog);
    const budgetMs = Math.max(1, f.timeoutMs - spent);
    const judge = releaseHeld !== undefined
        ? await releaseHeld(budgetMs)
        : await (0,_adapters_attest_js__WEBPACK_IMPORTED_MODULE_2__/* .runAttested */ .we)(proc, { ...at.judgeSpec, timeoutMs: budgetMs });
    attested.invariant = judge.channel === 'attested';
    spent += judge.proc.elapsedMs;
    const afterJudge = pinProblem(f, 'after the judge');
    if (afterJudge !== null)
        return not(afterJudge, judge.proc.exitCode);
    if (judge.outcome.kind === 'decided') {
        const loads = (0,_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeLoadProblem */ .$C)(judge, pathInTree(f.cwd, ex.judge));
        if (loads !== null)
            return not(loads, judge.proc.exitCode);
    }
    const decided = invariantDecision(judge, f.timeoutMs, { elapsedMs: spent, logs, attested });
    return { ...decided, reason: decided.reason.replace(/^the invariant/, 'the judge') };
}
/** `file`'s path inside the tree at `root` ('/'-separated), or undefined when it lies outside. */
function pathInTree(root, file) {
    try {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(file));
        return rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? undefined : rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 3336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iK: () => (/* binding */ isBuiltin),
/* harmony export */   tT: () => (/* binding */ registerSpec),
/* harmony export */   wJ: () => (/* binding */ evalSpec)
/* harmony export */ });
/* unused harmony exports SLOT_SCHEMA, parseWitness, runSpec */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _classify_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2916);
/* harmony import */ var _patch_diff_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2435);
/* harmony import */ var _builtins_predicates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6868);
/* harmony import */ var _adapters_attest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9565);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5734);
/* harmony import */ var _builtins_spec_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4129);
/**
 * One spec (SPEC §2), as the property stage and the single-stage commands run it: on one patch (a
 * program through the attestation channel, src/adapters/attest.ts, or a built-in `.yml` or catalog
 * check in-process), registered on its probe patch (must reject) and on the empty patch (must not
 * reject unless `global: true`) into a slot that keeps both results and the digests, and evaluated on
 * the candidate only with a valid slot.
 */








const SLOT_SCHEMA = 'failure-class-gate/slot@1';
const EMPTY_DIFF = { files: [], addedCount: 0, removedCount: 0 };
function isBuiltin(file) {
    const ext = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(file).toLowerCase();
    return ext === '.yml' || ext === '.yaml';
}
/** The witness a spec printed: the last stdout line that is a JSON object with `witness`. */
function parseWitness(stdout) {
    const lines = stdout.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
        const line = lines[i].trim();
        if (!line.startsWith('{'))
            continue;
        try {
            const value = JSON.parse(line);
            const message = typeof value.message === 'string' ? value.message.slice(0, 4096) : undefined;
            const w = value.witness;
            if (w && typeof w.path === 'string' && (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .checkRepoPath */ .Q1)(w.path) === undefined) {
                const lineNo = typeof w.line === 'number' && Number.isInteger(w.line) && w.line >= 1 ? w.line : undefined;
                return {
                    witness: { path: w.path, ...(lineNo ? { line: lineNo } : {}), ...(message ? { message } : {}) },
                    message,
                };
            }
            return { message };
        }
        catch {
            continue;
        }
    }
    return {};
}
/** Runs a spec (a program or a built-in `.yml`) on one patch. Never throws. */
async function runSpec(spec, patch, env, phase) {
    const { diff } = patch;
    if (spec.check !== undefined)
        return (0,_builtins_spec_js__WEBPACK_IMPORTED_MODULE_7__/* .runCatalogSpec */ ._)(spec.check, diff, env.timeoutMs, spec.name);
    if (isBuiltin(spec.file)) {
        try {
            const parsed = (0,_builtins_predicates_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBuiltinSpec */ .k7)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(spec.file, 'utf8'), spec.name);
            const r = (0,_builtins_predicates_js__WEBPACK_IMPORTED_MODULE_4__/* .evaluateBuiltinSpec */ .wI)(parsed, diff, { timeoutMs: env.timeoutMs });
            if (!r.rejected)
                return { result: 'clear' };
            const message = r.message ?? r.witness?.message;
            return {
                result: 'reject',
                ...(r.witness ? { witness: r.witness } : {}),
                ...(message ? { message } : {}),
            };
        }
        catch (err) {
            if (err instanceof _builtins_predicates_js__WEBPACK_IMPORTED_MODULE_4__/* .PredicateBudgetError */ .nK)
                return { result: 'budget', reason: `${spec.name}: ${err.message}` };
            const msg = err instanceof _builtins_predicates_js__WEBPACK_IMPORTED_MODULE_4__/* .PredicateSpecError */ .z9 ? err.message : `${spec.name}: ${err.message}`;
            return { result: 'error', reason: msg };
        }
    }
    const logRel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)('logs', `${env.logPrefix}-${phase}.log`);
    let patchPath;
    try {
        patchPath = env.handOver(`${env.logPrefix}/${phase}`, patch.bytes, patch.sha256);
    }
    catch (err) {
        return {
            result: 'error',
            reason: `${spec.name}: the ${phase} patch cannot be handed over: ${err.message}`,
        };
    }
    const { proc: r, channel, outcome, } = await (0,_adapters_attest_js__WEBPACK_IMPORTED_MODULE_5__/* .runAttested */ .we)(env.proc, {
        file: spec.file,
        args: [patchPath],
        cwd: env.cwd,
        env: {
            GATE_PATCH: patchPath,
            ...(phase === 'candidate' && env.graded !== undefined ? { GATE_GRADED: env.graded } : {}),
        },
        timeoutMs: env.timeoutMs,
        logPath: env.out.path(logRel),
        // What the spec loaded is read for trace.exercised on the candidate's patch only.
        recordLoads: phase === 'candidate',
    });
    const ran = { log: logRel, channel };
    // Only the program's own decision grades: a crash, or a status it did not decide, is an error.
    switch (outcome.kind) {
        case 'not_started':
            return { result: 'error', reason: `${spec.name}: cannot start: ${outcome.reason}`, ...ran };
        case 'budget':
            return {
                result: 'budget',
                reason: `${spec.name} ran past its ${env.timeoutMs} ms budget on the ${phase} patch`,
                ...ran,
            };
        case 'crashed':
            return {
                result: 'error',
                reason: `${spec.name} ${outcome.reason} on the ${phase} patch (a crash is not a rejection)`,
                ...ran,
            };
        case 'tampered':
            return {
                result: 'error',
                reason: `${spec.name} on the ${phase} patch: ${outcome.reason}; the result is not the spec's`,
                ...ran,
            };
        case 'decided':
            if (outcome.code === 0)
                return { result: 'clear', ...ran };
            if (outcome.code === 1)
                return { result: 'reject', ...parseWitness(r.stdout), ...ran };
            return {
                result: 'error',
                reason: `${spec.name} exited ${outcome.code} on the ${phase} patch (a spec rejects with exit 1)`,
                ...ran,
            };
        default: {
            const never = outcome;
            throw new Error(`unknown program outcome ${JSON.stringify(never)}`);
        }
    }
}
function describeRun(run) {
    return run.reason ?? run.result;
}
/** Registers a spec on its probe and on the empty patch; returns the slot (valid or not, with why). */
async function registerSpec(spec, probe, global, env) {
    const specBytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(spec.file);
    const probeBytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(probe.file);
    const base = {
        schema: SLOT_SCHEMA,
        spec: spec.name,
        spec_sha256: (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)(specBytes),
        probe: probe.name,
        probe_sha256: (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)(probeBytes),
        global,
    };
    let probeDiff;
    try {
        probeDiff = (0,_patch_diff_js__WEBPACK_IMPORTED_MODULE_3__/* .parseUnifiedDiff */ .rj)(probeBytes.toString('utf8'));
        if (probeDiff.files.length === 0)
            throw new _patch_diff_js__WEBPACK_IMPORTED_MODULE_3__/* .DiffParseError */ .hg(1, 'the probe changes no file');
    }
    catch (err) {
        const why = err instanceof _patch_diff_js__WEBPACK_IMPORTED_MODULE_3__/* .DiffParseError */ .hg ? err.message : String(err);
        return {
            slot: {
                ...base,
                probe_result: 'error',
                empty_result: 'error',
                valid: false,
                invalid_code: 'PROPERTY_NOT_FALSIFIABLE',
                reason: `probe ${probe.name} is not a patch: ${why}`,
            },
            logs: [],
        };
    }
    const empty = Buffer.alloc(0);
    const [onProbe, onEmpty] = await Promise.all([
        runSpec(spec, { bytes: probeBytes, sha256: base.probe_sha256, diff: probeDiff }, env, 'probe'),
        runSpec(spec, { bytes: empty, sha256: (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)(empty), diff: EMPTY_DIFF }, env, 'empty'),
    ]);
    const logs = [onProbe.log, onEmpty.log].filter((l) => !!l);
    let reason;
    let invalid = null;
    const runCode = (r) => r.result === 'budget' ? 'PROPERTY_BUDGET' : r.result === 'error' ? 'PROPERTY_ERROR' : null;
    if (onProbe.result !== 'reject') {
        invalid = runCode(onProbe) ?? 'PROPERTY_NOT_FALSIFIABLE';
        reason = `the probe ${probe.name} was not rejected (${describeRun(onProbe)}): the spec cannot show it can fail`;
    }
    else if (onEmpty.result === 'reject' && !global) {
        invalid = 'PROPERTY_NOT_FALSIFIABLE';
        reason = 'the spec rejects the empty patch (set `global: true` if it is meant to)';
    }
    else if (onEmpty.result === 'budget' || onEmpty.result === 'error') {
        invalid = runCode(onEmpty);
        reason = `the empty-patch run did not finish cleanly (${describeRun(onEmpty)})`;
    }
    else {
        reason =
            'probe rejected; empty patch ' +
                (onEmpty.result === 'reject' ? 'rejected (global spec)' : 'not rejected');
    }
    const slot = {
        ...base,
        probe_result: onProbe.result,
        empty_result: onEmpty.result,
        valid: invalid === null,
        invalid_code: invalid,
        reason,
    };
    return { slot, logs };
}
/** Evaluates a registered spec on the candidate patch; an invalid or stale slot never evaluates. */
async function evalSpec(spec, slot, slotSha256, patch, changedPaths, env) {
    const specSha = (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .f)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(spec.file));
    const common = { spec: spec.name, spec_sha256: specSha, slot_sha256: slotSha256 };
    if (slot.schema !== SLOT_SCHEMA || slot.spec_sha256 !== specSha) {
        return {
            result: {
                ...common,
                code: 'PROPERTY_NOT_FALSIFIABLE',
                reason: `the slot does not match ${spec.name} (spec digest changed since registration)`,
            },
            logs: [],
        };
    }
    if (!slot.valid) {
        return {
            result: {
                ...common,
                code: slot.invalid_code ?? 'PROPERTY_NOT_FALSIFIABLE',
                reason: slot.reason,
            },
            logs: [],
        };
    }
    const run = await runSpec(spec, patch, env, 'candidate');
    const logs = run.log ? [run.log] : [];
    switch (run.result) {
        case 'clear':
            return {
                result: { ...common, code: 'PROPERTY_CLEAR', reason: 'the spec did not reject the candidate' },
                logs,
            };
        case 'reject': {
            const witness = run.witness ?? {
                path: changedPaths[0] ?? '(patch)',
                message: run.message ?? 'the spec rejected the patch without naming a witness',
            };
            return {
                result: {
                    ...common,
                    code: 'PROPERTY_REJECT',
                    witness,
                    reason: run.message ?? `${spec.name} rejected the patch`,
                },
                logs,
            };
        }
        case 'budget':
            return { result: { ...common, code: 'PROPERTY_BUDGET', reason: run.reason ?? 'over budget' }, logs };
        case 'error':
            return {
                result: { ...common, code: 'PROPERTY_ERROR', reason: run.reason ?? 'the spec crashed' },
                logs,
            };
        default: {
            const never = run.result;
            throw new Error(`unknown spec result ${String(never)}`);
        }
    }
}


/***/ }),

/***/ 9651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vv: () => (/* binding */ checkTestsFixture),
  jn: () => (/* binding */ runTestsFixtures)
});

// UNUSED EXPORTS: inventoryGaps, seedingOf, testPropertyPath

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/classify/hash.ts
var hash = __webpack_require__(2916);
// EXTERNAL MODULE: ./src/trace/excerpt.ts
var excerpt = __webpack_require__(808);
;// CONCATENATED MODULE: ./src/adapters/junit.ts
/**
 * A bounded reader of JUnit XML, the report format test runners share (node's `--test-reporter=junit`,
 * pytest's `--junitxml`, the gate's own unittest driver, and what a `runner: command` writes). It reads
 * what a per-test verdict needs — each `testcase` with its enclosing `testsuite` names, its `file` and
 * `line` attributes where the runner gives them, and whether it has a `failure`, `error` or `skipped`
 * child with its message — and nothing else: no DTD, no external entities, no namespaces. The text is
 * untrusted (the code under test runs in the same process tree as the runner): sizes are capped, and
 * anything that is not well-formed enough to pair every element is a report that cannot be read,
 * never a pass.
 */
/** The largest report read; a larger one is not a report this gate trusts. */
const MAX_JUNIT_BYTES = 32 * 1024 * 1024;
/** The most test cases one report may hold. */
const MAX_JUNIT_CASES = 100_000;
const MAX_DETAIL_CHARS = 4000;
const MAX_DEPTH = 200;
const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
function decode(text) {
    return text.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (all, e) => {
        switch (e) {
            case 'lt':
                return '<';
            case 'gt':
                return '>';
            case 'amp':
                return '&';
            case 'quot':
                return '"';
            case 'apos':
                return "'";
            default: {
                const code = e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
                return code <= 0x10ffff ? String.fromCodePoint(code) : all;
            }
        }
    });
}
function attrsOf(text) {
    const out = new Map();
    for (const m of text.matchAll(ATTR))
        out.set(m[1], decode(m[2] ?? m[3] ?? ''));
    return out;
}
/** The cases of a JUnit XML report, or why it cannot be read. */
function parseJunit(xml) {
    if (xml.length > MAX_JUNIT_BYTES)
        return { ok: false, reason: `the report is larger than ${MAX_JUNIT_BYTES} bytes` };
    const stack = [];
    const cases = [];
    let current = null;
    /** The failure/error/skipped element being read, and its text so far. */
    let outcome = null;
    let sawRoot = false;
    let last = 0;
    for (const m of xml.matchAll(TOKEN)) {
        const between = xml.slice(last, m.index);
        if (outcome !== null)
            outcome.text += decode(between);
        else if (/[<>]/.test(between))
            return { ok: false, reason: 'the report is not well-formed XML' };
        last = (m.index ?? 0) + m[0].length;
        if (m[1] !== undefined) {
            if (outcome !== null)
                outcome.text += m[1];
            continue;
        }
        const tag = m[3];
        if (tag === undefined)
            continue; // a comment, a declaration
        const closing = m[2] === '/';
        const selfClosing = m[5] === '/';
        if (closing) {
            const top = stack.pop();
            if (top === undefined || top.tag !== tag)
                return {
                    ok: false,
                    reason: `the report is not well-formed XML (</${tag}> closes ${top ? `<${top.tag}>` : 'nothing'})`,
                };
            const done = closeElement(top, current, outcome, cases);
            if (done === 'case')
                current = null;
            if (done === 'outcome')
                outcome = null;
            if (cases.length > MAX_JUNIT_CASES)
                return { ok: false, reason: `the report holds more than ${MAX_JUNIT_CASES} tests` };
            continue;
        }
        const open = { tag, attrs: attrsOf(m[4] ?? '') };
        if (stack.length === 0) {
            if (sawRoot)
                return { ok: false, reason: 'the report has more than one root element' };
            sawRoot = true;
        }
        if (tag === 'testcase') {
            if (current !== null)
                return { ok: false, reason: 'a testcase inside a testcase' };
            const line = Number(open.attrs.get('line'));
            current = {
                suites: stack.filter((s) => s.tag === 'testsuite').map((s) => s.attrs.get('name') ?? ''),
                name: open.attrs.get('name') ?? '',
                classname: open.attrs.get('classname') ?? '',
                ...(open.attrs.get('file') ? { file: open.attrs.get('file') } : {}),
                ...(Number.isInteger(line) && line > 0 ? { line } : {}),
                status: 'pass',
            };
        }
        else if (current !== null && (tag === 'failure' || tag === 'error' || tag === 'skipped')) {
            if (tag === 'skipped') {
                if (current.status === 'pass')
                    current.status = 'skip';
            }
            else {
                current.status = 'fail';
                const message = open.attrs.get('message');
                if (message !== undefined && current.message === undefined)
                    current.message = message;
                outcome = { text: '' };
            }
        }
        if (selfClosing) {
            const done = closeElement(open, current, outcome, cases);
            if (done === 'case')
                current = null;
            if (done === 'outcome')
                outcome = null;
        }
        else {
            if (stack.length >= MAX_DEPTH)
                return { ok: false, reason: 'the report nests too deep' };
            stack.push(open);
        }
    }
    if (/[<>]/.test(xml.slice(last)))
        return { ok: false, reason: 'the report is not well-formed XML' };
    if (!sawRoot)
        return { ok: false, reason: 'the report is empty' };
    if (stack.length > 0)
        return { ok: false, reason: `the report ends inside <${stack[stack.length - 1]?.tag}>` };
    return { ok: true, cases };
}
function closeElement(el, current, outcome, cases) {
    if (el.tag === 'testcase' && current !== null) {
        cases.push(current);
        return 'case';
    }
    if ((el.tag === 'failure' || el.tag === 'error') && current !== null && outcome !== null) {
        const text = outcome.text.trim();
        if (text !== '') {
            const detail = text.length > MAX_DETAIL_CHARS ? `${text.slice(0, MAX_DETAIL_CHARS)}…` : text;
            current.detail = current.detail === undefined ? detail : current.detail;
            if (current.message === undefined || current.message === '')
                current.message = (text.split('\n')[0] ?? '').slice(0, 500);
        }
        return 'outcome';
    }
    return null;
}
/**
 * A failure's message as node's test runner threw it. Node 20's JUnit reporter writes the `message`
 * attribute with its line breaks dropped and its entities escaped twice (`&amp;quot;`), so an
 * assertion's diff reaches the reader as one line of `&quot;`; the failure's text holds the same
 * message as thrown, after `Error [ERR_TEST_FAILURE]: ` and before the stack. That text is taken only
 * where it is the attribute's message (the same characters but for white space and a second
 * decoding); anything else keeps the attribute.
 */
function nodeTestMessage(c) {
    if (c.detail === undefined)
        return c.message;
    const head = /^\s*\[?Error \[ERR_TEST_FAILURE\]: /.exec(c.detail);
    if (head === null)
        return c.message;
    const rest = c.detail.slice(head[0].length);
    const end = rest.search(/\n\s+at |\n\] \{|\] \{ code: /);
    const thrown = (end < 0 ? rest : rest.slice(0, end)).trimEnd();
    const flat = (s) => decode(s).replace(/\s+/g, '');
    if (thrown === '')
        return c.message;
    if (c.message === undefined || flat(thrown) === flat(c.message))
        return thrown;
    return c.message;
}

// EXTERNAL MODULE: ./src/adapters/git.ts
var git = __webpack_require__(6960);
// EXTERNAL MODULE: ./src/oracle/base-tree.ts
var base_tree = __webpack_require__(3778);
// EXTERNAL MODULE: ./src/oracle/fixture-probe.ts
var fixture_probe = __webpack_require__(7272);
// EXTERNAL MODULE: ./src/stages/fresh-seeds.ts
var fresh_seeds = __webpack_require__(2428);
// EXTERNAL MODULE: ./src/patch/diff.ts
var diff = __webpack_require__(2435);
// EXTERNAL MODULE: ./src/oracle/pinned.ts
var pinned = __webpack_require__(318);
// EXTERNAL MODULE: ./src/patch/paths.ts
var paths = __webpack_require__(5734);
// EXTERNAL MODULE: ./src/patch/compiled.ts + 1 modules
var compiled = __webpack_require__(1698);
;// CONCATENATED MODULE: ./src/adapters/python-reach.ts
/**
 * Which `python3` the sandbox's user finds, seen from `gate check`, which runs the tests as the user
 * who started it: `gate run` starts Python tests as a user made for the run (`/usr/bin/env python3`,
 * the same PATH), and a Python installed in a private home (pyenv under `/root`, mode 700) is not that
 * user's. The folders of PATH are read here the way the kernel will check them for another user: each
 * folder on the way must be searchable by others and the file readable and executable by them (a pyenv
 * shim is a script). Permission bits only: an ACL could grant more, which at worst makes this a false
 * warning, never a wrong verdict.
 */


/** Whether a user who is neither the owner nor in the group can reach `file` and run it. */
function othersCanRun(file) {
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(file);
        if (((0,external_node_fs_.statSync)(real).mode & 0o005) !== 0o005)
            return false;
    }
    catch {
        return false;
    }
    // The folders of the name as written (a link is reached through them) and of what it leads to.
    for (const start of [(0,external_node_path_.dirname)((0,external_node_path_.resolve)(file)), (0,external_node_path_.dirname)(real)]) {
        for (let d = start;; d = (0,external_node_path_.dirname)(d)) {
            try {
                if (((0,external_node_fs_.statSync)(d).mode & 0o001) === 0)
                    return false;
            }
            catch {
                return false;
            }
            if ((0,external_node_path_.dirname)(d) === d)
                break;
        }
    }
    return true;
}
/** The first `name` on `path` that this process can run, and the first another user can. */
function pythonsOnPath(path, name = 'python3') {
    let ours;
    let theirs;
    for (const dir of path.split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        const file = (0,external_node_path_.join)(dir, name);
        try {
            (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
            if (!(0,external_node_fs_.statSync)(file).isFile())
                continue;
        }
        catch {
            continue;
        }
        ours ??= file;
        if (theirs === undefined && othersCanRun(file))
            theirs = file;
        if (ours !== undefined && theirs !== undefined)
            break;
    }
    return { ours, theirs };
}
/**
 * What `gate check` says when the sandbox's user would run another Python than this check did: a
 * problem when that user finds none, or (for pytest) one that cannot import pytest; otherwise a note.
 * Null when both find the same one.
 */
function sandboxPython(runner, path, importsPytest) {
    const { ours, theirs } = pythonsOnPath(path);
    if (ours === undefined || ours === theirs)
        return null;
    const why = `python3 on this PATH is ${ours}, which another user cannot reach or run (a folder on the way, or the file, is closed to others): gate run starts the tests as a user of its own (the sandbox), with the same PATH`;
    const fix = 'install the runner for a Python every user can run (the system one, or one under /opt or /usr/local), make this one reachable, or set GATE_SANDBOX=off for runs on this machine (CI runners install Python where every user can run it)';
    if (theirs === undefined)
        return { problem: `${why}, and finds no python3 at all: ${fix}` };
    if (runner === 'pytest' && !importsPytest(theirs))
        return { problem: `${why}, and finds ${theirs}, which cannot import pytest: ${fix}` };
    return { note: `${why}: it will run ${theirs} instead` };
}

;// CONCATENATED MODULE: ./src/stages/tests.ts
/**
 * `tests:` fixtures (SPEC §12): the repository's own test files, as the base revision holds them, run
 * by a named runner at each seed against the candidate's code. The per-test results come from the
 * runner's machine-readable report (JUnit XML), written into a fresh folder the gate makes for the run
 * and hands to the runner only on its command line (not in the environment, not under the checkout);
 * the runner's exit status is never the verdict.
 *
 * - Test files are oracle files (src/oracle/reader.ts): scope grades a patch that edits or deletes
 *   one, and they are pinned in every tree (checked before and after every process). A test file the
 *   patch adds under the globs is the candidate's own claim, not the oracle: it is run once, apart
 *   (for `runner: command`, a run of its own whose other cases are set apart), and reported in the trace
 *   (`tests.patch_tests`) and the summary; no miss and no verdict come from it. The trees the base's
 *   tests run in do not hold it (a base test file that loads its folder's files would run it too).
 * - The suite runs once on the base revision (a base tree, the first seed): the tests it reports are
 *   the inventory. A candidate run that reports fewer of them — the code under test exited early, a
 *   collection hook dropped tests — is a miss that cannot be read (INCOMPLETE), as is a runner that
 *   crashes, runs past its budget or writes no report.
 * - Each failing test is its own miss, `property_path` = `file::test id`, classified like any miss
 *   (src/stages/classify.ts): retries of that test alone in fresh candidate trees, one run of that test
 *   at the same seed in a base tree.
 * - Seeds: the listed ones, then `fresh_seeds` drawn per run (src/stages/fresh-seeds.ts; a miss on one
 *   is never excused by a freeze). `GATE_SEED` in the environment for every runner; node's
 *   `--test-random-seed` where the Node version has it; jest's `--seed --randomize`; vitest's
 *   `--sequence.seed --sequence.shuffle` (mocha has no seed); pytest's `--hypothesis-seed` and
 *   `-p randomly --randomly-seed` when those plugins are installed. What was not seeded is said in the
 *   trace (`tests.seeding`).
 */

















/** Whether this Node's test runner takes `--test-random-seed` (Node 20 does not). */
function nodeHasTestSeed() {
    return process.allowedNodeEnvironmentFlags.has('--test-random-seed');
}
/** How the seed reaches the runner, and what it cannot seed (the trace says it, never pretends). */
function seedingOf(runner, plugins) {
    switch (runner) {
        case 'node-test':
            return nodeHasTestSeed()
                ? 'GATE_SEED in the environment; --test-random-seed (test order)'
                : `GATE_SEED in the environment; test order not seeded: Node ${process.versions.node} has no --test-random-seed`;
        case 'jest':
            return 'GATE_SEED in the environment; --seed with --randomize (test order, jest.getSeed())';
        case 'vitest':
            return 'GATE_SEED in the environment; --sequence.seed with --sequence.shuffle (test order)';
        case 'mocha':
            return 'GATE_SEED in the environment; mocha has no seed or shuffle of its own: test order not seeded';
        case 'pytest': {
            const said = ['GATE_SEED in the environment'];
            said.push(plugins.hypothesis ? '--hypothesis-seed' : 'Hypothesis not installed (not seeded)');
            said.push(plugins.randomly
                ? '-p randomly --randomly-seed (test order)'
                : 'pytest-randomly not installed: test order not seeded');
            return said.join('; ');
        }
        case 'unittest':
            return 'GATE_SEED in the environment; unittest has no seed of its own: test order not seeded';
        case 'command':
            return 'GATE_SEED in the environment (the command seeds what it can)';
        default: {
            const never = runner;
            throw new Error(`unknown runner ${String(never)}`);
        }
    }
}
/**
 * Python is found on PATH by the user the tests run as (`/usr/bin/env python3`), as an interpreter of
 * a `.py` invariant is: under the sandbox a python in the gate's own home is not that user's.
 */
const ENV = '/usr/bin/env';
/** The gate's own unittest driver: runs the named modules and writes JUnit XML (path in argv[1]). */
const UNITTEST_DRIVER = String.raw `import sys, os, unittest, inspect, traceback, importlib
import xml.etree.ElementTree as ET
report, only = sys.argv[1], sys.argv[2]
files = sys.argv[3:]
# The count is printed on a copy of stdout taken before any test module loads.
_out = os.dup(1)
sys.path.insert(0, os.getcwd())
root = ET.Element('testsuites')
def name_of(test):
    # A test method as its class and name (MathTest::test_adds); anything else a suite holds (a
    # doctest that load_tests added, a FunctionTestCase) by its own id, which names it alone.
    cls, method, tid = type(test), getattr(test, '_testMethodName', None), test.id()
    if method and tid == '%s.%s.%s' % (cls.__module__, cls.__qualname__, method):
        return cls.__name__, method
    return '', tid
def key_of(test):
    cls, name = name_of(test)
    return cls + '::' + name if cls else name
def line_of(test, file):
    # Only a line of the test file itself (a doctest's method is doctest.py's).
    try:
        fn = getattr(type(test), test._testMethodName)
        if os.path.realpath(inspect.getsourcefile(fn)) != os.path.realpath(file):
            return None
        return inspect.getsourcelines(fn)[1]
    except Exception:
        return None
def flat(suite):
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            yield from flat(t)
        else:
            yield t
class Result(unittest.TestResult):
    def __init__(self, file, suite):
        super().__init__()
        self.file, self.suite = file, suite
        self.cases = {}
    def case(self, test, status=None, err=None, message=None):
        # One case per test: a test whose subtests fail is one failing test (its first failure), and
        # a test reported again (run twice by its suite) keeps a failure either run had.
        key = key_of(test)
        had = self.cases.get(key)
        if had is not None:
            if had.find('failure') is not None or had.find('error') is not None or status not in ('failure', 'error'):
                return
            self.suite.remove(had)
        cls, name = name_of(test)
        el = ET.SubElement(self.suite, 'testcase', classname=cls, name=name, file=self.file)
        self.cases[key] = el
        ln = line_of(test, self.file)
        if ln: el.set('line', str(ln))
        if status == 'skipped':
            ET.SubElement(el, 'skipped', message=str(message or ''))
        elif status:
            f = ET.SubElement(el, status, message=str(err[1])[:500] if err else str(message or ''))
            f.text = ''.join(traceback.format_exception(*err))[-4000:] if err else ''
    def addSuccess(self, test): self.case(test)
    def addFailure(self, test, err): self.case(test, 'failure', err)
    def addError(self, test, err): self.case(test, 'error', err)
    def addSkip(self, test, reason): self.case(test, 'skipped', message=reason)
    def addExpectedFailure(self, test, err): self.case(test)
    def addUnexpectedSuccess(self, test): self.case(test, 'failure', message='unexpected success')
    def addSubTest(self, test, subtest, err):
        if err is not None: self.case(test, 'failure' if issubclass(err[0], test.failureException) else 'error', err)
loader = unittest.TestLoader()
for f in files:
    suite_el = ET.SubElement(root, 'testsuite', name=f)
    mod = f[:-3].replace('/', '.') if f.endswith('.py') else f.replace('/', '.')
    result = Result(f, suite_el)
    try:
        # The module must be the test file: a package folder of the same name (tests/test_x/) or an
        # extension module beside it is found first by the import system, and would run instead.
        module = importlib.import_module(mod)
        got = getattr(module, '__file__', None)
        if not got or os.path.realpath(got) != os.path.realpath(os.path.join(os.getcwd(), f)):
            raise ImportError('%s was imported from %s, not from the test file %s' % (mod, got, f))
        # The module's suite as its load_tests makes it (doctests too); one test of it for a retry.
        tests = loader.loadTestsFromModule(module)
        if only:
            tests = unittest.TestSuite([t for t in flat(tests) if key_of(t) == only])
    except Exception:
        el = ET.SubElement(suite_el, 'testcase', classname='', name='<import>', file=f)
        x = ET.SubElement(el, 'error', message=str(sys.exc_info()[1])[:500])
        x.text = traceback.format_exc()[-4000:]
        continue
    tests.run(result)
ran = failed = 0
for c in root.iter('testcase'):
    ran += 1
    if c.find('failure') is not None or c.find('error') is not None: failed += 1
ET.ElementTree(root).write(report, encoding='utf-8', xml_declaration=True)
os.write(_out, ('gate-unittest: ran %d, failed %d\n' % (ran, failed)).encode())
# No exit hook of the code under test runs after the report is written.
os._exit(0)
`;
/**
 * pytest, started so that no exit hook of the code under test runs after pytest wrote its report
 * (an `atexit` hook could otherwise rewrite it): the streams are flushed and the process ends at once.
 */
const PYTEST_MAIN = `import os, sys, pytest
try:
    code = pytest.console_main()
finally:
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        pass
os._exit(code if isinstance(code, int) else 1)
`;
/** The program, its arguments and environment for one run (one file for node-test, else all). */
function commandsOf(s, reportDir, driver) {
    const env = { GATE_SEED: String(s.seed) };
    const report = (0,external_node_path_.join)(reportDir, 'report.xml');
    switch (s.t.runner) {
        case 'node-test': {
            const files = s.only ? [s.only.file] : s.files;
            return files.map((f, i) => ({
                file: process.execPath,
                args: [
                    '--test',
                    '--test-reporter=junit',
                    `--test-reporter-destination=${(0,external_node_path_.join)(reportDir, `report-${i}.xml`)}`,
                    ...(nodeHasTestSeed() ? [`--test-random-seed=${s.seed}`] : []),
                    ...(s.only
                        ? [`--test-name-pattern=^${escapeRegExp(s.only.id.split(' > ').pop() ?? s.only.id)}$`]
                        : []),
                    f,
                ],
                env,
                report: (0,external_node_path_.join)(reportDir, `report-${i}.xml`),
                testFile: f,
            }));
        }
        case 'jest': {
            // The project's own jest, from its node_modules (the setup installs it); its cache in the run's folder.
            const fullName = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
            return [
                {
                    file: process.execPath,
                    args: [
                        'node_modules/jest/bin/jest.js',
                        '--ci',
                        '--json',
                        `--outputFile=${report}`,
                        '--testLocationInResults',
                        `--seed=${s.seed}`,
                        '--randomize',
                        // Coverage is not the oracle: a threshold fails a run of a part of the suite (the base's
                        // tests without the patch's new file, one test on a retry) with no failing test.
                        '--coverage=false',
                        `--cacheDirectory=${(0,external_node_path_.join)(reportDir, 'cache')}`,
                        ...(fullName !== undefined ? [`--testNamePattern=^${escapeRegExp(fullName)}$`] : []),
                        '--runTestsByPath',
                        ...(s.only ? [s.only.file] : s.files),
                    ],
                    env,
                    report,
                    format: 'jest-json',
                },
            ];
        }
        case 'vitest': {
            // The project's own vitest, from its node_modules; no cache (it would be written under node_modules).
            const fullName = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
            return [
                {
                    file: process.execPath,
                    args: [
                        'node_modules/vitest/vitest.mjs',
                        'run',
                        '--no-cache',
                        '--coverage.enabled=false',
                        '--reporter=junit',
                        `--outputFile=${report}`,
                        '--sequence.shuffle',
                        `--sequence.seed=${s.seed}`,
                        ...(fullName !== undefined ? [`--testNamePattern=^${escapeRegExp(fullName)}$`] : []),
                        // Filters, not after `--`: vitest reads what follows `--` as no filter at all and runs the
                        // whole suite. A filter matches any path that contains it: the cases of test files that
                        // are not the fixture's are dropped from the report (runSuite).
                        ...(s.only ? [s.only.file] : s.files).map((f) => `./${f}`),
                    ],
                    // As on CI: a snapshot that is missing fails, where vitest would write it and pass (jest: --ci).
                    env: { ...env, CI: 'true' },
                    report,
                },
            ];
        }
        case 'mocha': {
            // The project's own mocha, from its node_modules, with its xunit reporter (JUnit XML).
            const fullTitle = s.only !== undefined ? s.only.id.split(' > ').join(' ') : undefined;
            return [
                {
                    file: process.execPath,
                    args: [
                        'node_modules/mocha/bin/mocha.js',
                        '--reporter',
                        'xunit',
                        '--reporter-option',
                        `output=${report}`,
                        ...(fullTitle !== undefined ? ['--grep', `^${escapeRegExp(fullTitle)}$`] : []),
                        '--',
                        ...(s.only ? [s.only.file] : s.files),
                    ],
                    env,
                    report,
                },
            ];
        }
        case 'pytest': {
            const targets = s.only ? [`${s.only.file}::${s.only.id}`] : [...s.files];
            return [
                {
                    file: ENV,
                    args: [
                        'python3',
                        '-c',
                        PYTEST_MAIN,
                        '-p',
                        'no:cacheprovider',
                        '-o',
                        'junit_family=xunit1',
                        `--junitxml=${report}`,
                        '-q',
                        ...(s.plugins.hypothesis ? [`--hypothesis-seed=${s.seed}`] : []),
                        ...(s.plugins.randomly ? ['-p', 'randomly', `--randomly-seed=${s.seed}`] : []),
                        ...targets,
                    ],
                    env,
                    report,
                },
            ];
        }
        case 'unittest': {
            const files = s.only ? [s.only.file] : [...s.files];
            return [
                {
                    file: ENV,
                    args: ['python3', '-B', driver, report, s.only ? s.only.id : '', ...files],
                    env,
                    report,
                },
            ];
        }
        case 'command':
            return [
                {
                    file: '/bin/sh',
                    args: ['-c', s.t.command],
                    env: { ...env, GATE_REPORT: report },
                    report,
                },
            ];
        default: {
            const never = s.t.runner;
            throw new Error(`unknown runner ${String(never)}`);
        }
    }
}
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
/** The report file, read without following a link, bounded; null with the reason when there is none. */
function readReport(path) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (err) {
        const code = err.code;
        return {
            error: code === 'ENOENT' ? 'the runner wrote no report' : `the report cannot be opened (${code})`,
        };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            return { error: 'the report is not a regular file' };
        if (st.size > MAX_JUNIT_BYTES)
            return { error: `the report is larger than ${MAX_JUNIT_BYTES} bytes` };
        const buf = Buffer.alloc(st.size);
        let got = 0;
        while (got < st.size) {
            const n = (0,external_node_fs_.readSync)(fd, buf, got, st.size - got, null);
            if (n === 0)
                break;
            got += n;
        }
        return { text: buf.subarray(0, got).toString('utf8') };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The module path of a Python test file (`tests/test_x.py` → `tests.test_x`). */
function pyModule(file) {
    return file.replace(/\.py$/, '').split('/').join('.');
}
/** `name` relative to the tree (`roots`: its path as given and resolved) when it is an absolute path inside it. */
function inTreeName(name, roots) {
    for (const root of roots)
        if (name.startsWith(`${root}/`))
            return name.slice(root.length + 1);
    return name;
}
/** A tree's path as given and as resolved (the two a runner may report its files under). */
function treeRoots(cwd) {
    try {
        return [...new Set([cwd, (0,external_node_fs_.realpathSync)(cwd)])];
    }
    catch {
        return [cwd];
    }
}
/** The report's cases as tests of the fixture's files: the file each belongs to and its id. */
function testCases(s, cases, testFile) {
    const known = new Set(s.files);
    const roots = treeRoots(s.cwd);
    return cases.map((c) => {
        let file;
        let id;
        switch (s.t.runner) {
            case 'node-test':
                file = testFile ?? '';
                // A file that failed to load is reported as a test named by its absolute path in the tree the
                // suite ran in (a fresh folder each run): named by its repository path instead, it is the same
                // test from one run to the next, and no temporary path reaches the summary.
                id = [...c.suites, inTreeName(c.name, roots)].join(' > ');
                break;
            case 'pytest': {
                file = c.file ?? '';
                if (file === '' || !known.has(file)) {
                    const mod = s.files.find((f) => c.classname === pyModule(f) || c.classname.startsWith(`${pyModule(f)}.`));
                    file = mod ?? file;
                }
                const mod = pyModule(file);
                const cls = c.classname.startsWith(`${mod}.`) ? c.classname.slice(mod.length + 1) : '';
                id = cls !== '' ? `${cls.split('.').join('::')}::${c.name}` : c.name;
                break;
            }
            case 'vitest':
                // vitest names the file (relative to the tree) as the classname, the test as `suite > name`.
                file = c.file ?? c.classname;
                id = c.name;
                break;
            case 'mocha':
                // mocha's xunit: the enclosing suites' full title as the classname, the file absolutely.
                file = c.file !== undefined ? inTreeName(c.file, roots) : '';
                id = c.classname !== '' ? `${c.classname} > ${c.name}` : c.name;
                break;
            case 'jest':
            case 'unittest':
                file = c.file ?? '';
                id = c.classname !== '' ? `${c.classname}::${c.name}` : c.name;
                break;
            case 'command': {
                // A report without a file per case (vitest's JUnit) names the file as the classname.
                const byClass = c.file === undefined ? knownFile(c.classname, s.files, known) : '';
                if (known.has(byClass)) {
                    file = byClass;
                    id = c.name;
                }
                else {
                    file = c.file ?? '';
                    id = c.classname !== '' ? `${c.classname}::${c.name}` : c.name;
                }
                break;
            }
            default: {
                const never = s.t.runner;
                throw new Error(`unknown runner ${String(never)}`);
            }
        }
        file = knownFile(file, s.files, known);
        const line = c.line ?? lineFrom(c.detail, file);
        const said = s.t.runner === 'node-test' ? nodeTestMessage(c) : c.message;
        const message = said !== undefined ? said.slice(0, 1000) : undefined;
        return {
            file,
            id,
            status: c.status,
            ...(line !== undefined ? { line } : {}),
            ...(message !== undefined && message !== '' ? { message } : {}),
        };
    });
}
/**
 * jest's `--json` report as tests: each assertion result with its file (relative to the tree), its
 * describe blocks and title as the id, its line (`--testLocationInResults`) and first failure message.
 * A report of another shape is not read.
 */
function jestCases(text, cwd, files) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return { ok: false, reason: 'the jest report is not JSON' };
    }
    const results = doc?.testResults;
    if (!Array.isArray(results))
        return { ok: false, reason: 'the jest report has no testResults' };
    const cases = [];
    const prefix = cwd.endsWith('/') ? cwd : `${cwd}/`;
    const known = new Set(files);
    for (const r of results) {
        if (typeof r?.name !== 'string' || !Array.isArray(r.assertionResults))
            return { ok: false, reason: 'a jest test result without a name or assertion results' };
        const file = knownFile(r.name.startsWith(prefix) ? r.name.slice(prefix.length) : r.name, files, known);
        for (const a of r.assertionResults) {
            const titles = Array.isArray(a.ancestorTitles) ? a.ancestorTitles.map(String) : [];
            const status = a.status === 'passed' ? 'pass' : a.status === 'failed' ? 'fail' : 'skip';
            const loc = a.location;
            const line = typeof loc?.line === 'number' && Number.isInteger(loc.line) && loc.line > 0 ? loc.line : undefined;
            const failures = Array.isArray(a.failureMessages) ? a.failureMessages.map(String) : [];
            const message = failures[0]
                ?.split('\n')
                .filter((l) => l.trim() !== '' && !/^\s+at /.test(l))
                .slice(0, 4)
                .join(' ')
                .slice(0, 1000);
            cases.push({
                file,
                id: [...titles, String(a.title ?? '')].join(' > '),
                status,
                ...(line !== undefined ? { line } : {}),
                ...(message ? { message } : {}),
            });
        }
    }
    return { ok: true, cases };
}
/**
 * The test file a report names, as one of the fixture's files: itself, or the one it ends with (a report
 * may name the file absolutely, through another path to the tree); else a repository-path-shaped name
 * that says it is none of them (a report of `runner: command` may name anything).
 */
function knownFile(file, files, known) {
    if (known.has(file))
        return file;
    const tail = files.find((f) => file.endsWith(`/${f}`));
    if (tail !== undefined)
        return tail;
    return file !== '' && (0,paths/* checkRepoPath */.Q1)(file) === undefined ? file : '(not a test file of the fixture)';
}
/** The line of `file` a stack names (`…/file:12:5`), the first frame in it. */
function lineFrom(detail, file) {
    if (detail === undefined || file === '')
        return undefined;
    const at = detail.indexOf(`${file}:`);
    if (at < 0)
        return undefined;
    const m = /^:(\d+)/.exec(detail.slice(at + file.length));
    return m ? Number(m[1]) : undefined;
}
/** Runs the fixture's setup (when any) and then its tests in one tree; every process pinned around. */
async function runSuite(proc, s, out) {
    const logs = [];
    let spent = 0;
    const pinned = (when) => {
        const d = s.pins.check(s.cwd, when);
        return d === null
            ? null
            : `an oracle file in the tree the tests run in is not the base revision's (${when}): ${d}`;
    };
    const before = pinned('before the tests');
    if (before !== null)
        return { ok: false, result: 'incomplete', reason: before, elapsedMs: 0, logs };
    const reportDir = s.scratch ?? (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-tests-'));
    const ownDir = s.scratch === undefined;
    // The unittest driver is the gate's: a read-only file in a folder only reachable by its name.
    let driverDir = null;
    try {
        (0,external_node_fs_.chmodSync)(reportDir, 0o700);
        let driver = null;
        if (s.t.runner === 'unittest') {
            driverDir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-unittest-'));
            (0,external_node_fs_.chmodSync)(driverDir, 0o711);
            driver = (0,external_node_path_.join)(driverDir, `driver-${(0,external_node_crypto_.createHash)('sha256').update(UNITTEST_DRIVER).digest('hex').slice(0, 12)}.py`);
            (0,external_node_fs_.writeFileSync)(driver, UNITTEST_DRIVER, { mode: 0o444 });
        }
        if (s.t.setup !== null) {
            const log = (0,external_node_path_.join)(s.attemptDir, 'setup.log');
            logs.push(log);
            const r = await proc.run({
                file: '/bin/sh',
                args: ['-c', s.t.setup],
                cwd: s.cwd,
                env: { GATE_SEED: String(s.seed) },
                timeoutMs: s.t.setup_timeout_ms,
                logPath: out.path(log),
                writableDirs: [reportDir],
            });
            const after = pinned('after the setup');
            if (after !== null)
                return { ok: false, result: 'incomplete', reason: after, elapsedMs: 0, logs };
            if (r.timedOut)
                return {
                    ok: false,
                    result: 'budget',
                    reason: `the setup ran past its ${s.t.setup_timeout_ms} ms budget`,
                    elapsedMs: 0,
                    logs,
                };
            if (r.exitCode !== 0)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `the setup ${describeExit(r)}`,
                    elapsedMs: 0,
                    logs,
                };
        }
        const old = s.t.runner === 'mocha' ? mochaTooOld(s.cwd) : null;
        if (old !== null)
            return { ok: false, result: 'incomplete', reason: old, elapsedMs: 0, logs };
        const cases = [];
        const runs = commandsOf(s, reportDir, driver);
        for (const [i, c] of runs.entries()) {
            const log = (0,external_node_path_.join)(s.attemptDir, runs.length > 1 ? `tests-${i + 1}.log` : 'tests.log');
            logs.push(log);
            const r = await proc.run({
                file: c.file,
                args: c.args,
                cwd: s.cwd,
                env: c.env,
                timeoutMs: Math.max(1, s.timeoutMs - spent),
                logPath: out.path(log),
                writableDirs: [reportDir],
            });
            spent += r.elapsedMs;
            const after = pinned('after the tests');
            if (after !== null)
                return { ok: false, result: 'incomplete', reason: after, elapsedMs: spent, logs };
            const what = c.testFile !== undefined ? `the runner (${c.testFile})` : 'the runner';
            if (r.timedOut)
                return {
                    ok: false,
                    result: 'budget',
                    reason: `${what} ran past the ${s.timeoutMs} ms budget`,
                    elapsedMs: spent,
                    logs,
                };
            if (r.spawnError !== undefined)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what} cannot start: ${r.spawnError}`,
                    elapsedMs: spent,
                    logs,
                };
            if (r.signal !== null)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what} was killed by ${r.signal}`,
                    elapsedMs: spent,
                    logs,
                };
            const read = readReport(c.report);
            if ('error' in read) {
                // What the runner said last is usually why (a runner or a module the tests' user cannot find).
                const last = lastLogLine(out.path(log));
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what} ${describeExit(r)} and ${read.error}${last !== null ? ` (its log ends: ${last})` : ''}`,
                    elapsedMs: spent,
                    logs,
                };
            }
            const kept = (0,external_node_path_.join)(s.attemptDir, runs.length > 1 ? `report-${i + 1}.xml` : 'report.xml');
            out.writeText(kept, read.text);
            if (c.format === 'jest-json') {
                const jest = jestCases(read.text, s.cwd, s.files);
                if (!jest.ok)
                    return {
                        ok: false,
                        result: 'incomplete',
                        reason: `${what}: ${jest.reason}`,
                        elapsedMs: spent,
                        logs,
                    };
                const unaccounted = failureUnaccounted(s.t.runner, r, jest.cases);
                if (unaccounted !== null)
                    return {
                        ok: false,
                        result: 'incomplete',
                        reason: `${what} ${unaccounted}`,
                        elapsedMs: spent,
                        logs,
                    };
                cases.push(...jest.cases);
                continue;
            }
            const parsed = parseJunit(read.text);
            if (!parsed.ok)
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what}: ${parsed.reason}`,
                    elapsedMs: spent,
                    logs,
                };
            // vitest's filters match more than the files named (see its argv), and mocha adds the spec
            // files its `.mocharc` lists to the ones named: only the fixture's cases count, for the exit
            // status too (a failing file of the patch's must not account for a fixture file's dead worker).
            if (s.t.runner === 'mocha' &&
                parsed.cases.length > 0 &&
                parsed.cases.every((x) => x.file === undefined))
                return {
                    ok: false,
                    result: 'incomplete',
                    reason: `${what}: its xunit report names no test's file (mocha writes it from 10.4 on): upgrade the project's mocha to 10.4 or later`,
                    elapsedMs: spent,
                    logs,
                };
            const known = new Set(s.files);
            const all = testCases(s, parsed.cases, c.testFile);
            const reported = s.t.runner === 'vitest' || s.t.runner === 'mocha' ? all.filter((x) => known.has(x.file)) : all;
            const disagrees = printedDisagrees(s.t.runner, out.path(log), r.outputTruncated, reported);
            if (disagrees !== null)
                return { ok: false, result: 'incomplete', reason: `${what}: ${disagrees}`, elapsedMs: spent, logs };
            const unaccounted = failureUnaccounted(s.t.runner, r, reported);
            if (unaccounted !== null) {
                const others = [
                    ...new Set(all.filter((x) => x.status === 'fail' && !known.has(x.file)).map((x) => x.file)),
                ];
                const why = others.length > 0
                    ? `${unaccounted}; the failing tests it reports are in files that are not the fixture's (${others.slice(0, 5).join(', ')}), which its configuration added (a .mocharc spec list, a vitest filter that matches more than one file): its exit status says nothing of the fixture's tests — keep those files out of the run, or list them in files`
                    : unaccounted;
                return { ok: false, result: 'incomplete', reason: `${what} ${why}`, elapsedMs: spent, logs };
            }
            cases.push(...reported);
        }
        return { ok: true, cases, elapsedMs: spent, logs };
    }
    finally {
        if (ownDir)
            (0,external_node_fs_.rmSync)(reportDir, { recursive: true, force: true });
        if (driverDir !== null)
            (0,external_node_fs_.rmSync)(driverDir, { recursive: true, force: true });
    }
}
/** Oldest mocha whose xunit report names each test's file (and which has `bin/mocha.js`, from 10). */
const MOCHA_FROM = [10, 4];
/**
 * Why the tree's mocha cannot be the runner, from its `package.json` (only to say so: a version it
 * claims falsely runs and is judged by its report as any other); null when it can, or says nothing.
 */
function mochaTooOld(cwd) {
    let version;
    try {
        version = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(cwd, 'node_modules', 'mocha', 'package.json'), 'utf8')).version;
    }
    catch {
        return null;
    }
    const m = typeof version === 'string' ? /^(\d+)\.(\d+)\./.exec(version) : null;
    if (m === null)
        return null;
    const [major, minor] = [Number(m[1]), Number(m[2])];
    if (major > MOCHA_FROM[0] || (major === MOCHA_FROM[0] && minor >= MOCHA_FROM[1]))
        return null;
    return `the project's mocha is ${version} (node_modules/mocha): the gate runs mocha ${MOCHA_FROM.join('.')} or later, whose xunit report names each test's file (before 10 it has no bin/mocha.js either) — upgrade it (npm install --save-dev mocha@^${MOCHA_FROM[0]}.${MOCHA_FROM[1]})`;
}
/**
 * The line of a program's log that says why it failed: among the last lines (src/trace/excerpt.ts,
 * escapes and controls removed), the last that names an error (a Python traceback's, Node's
 * `Error: Cannot find module`), else the last; at most 200 characters.
 */
function lastLogLine(file) {
    const lines = ((0,excerpt/* readLogExcerpt */.CB)(file, { maxLines: 40, maxChars: 4000 }) ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && l !== excerpt/* CUT_MARK */.Hj && !/^Node\.js v\d/.test(l));
    const line = [...lines]
        .reverse()
        .find((l) => /\b\w*(?:Error|Exception)\b|No module named|Cannot find|not found/.test(l)) ??
        lines[lines.length - 1];
    if (line === undefined)
        return null;
    return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
/** pytest's closing line (`-q`): `1 failed, 3 passed, 2 warnings in 0.12s`, or `no tests ran in 0.01s`. */
const PYTEST_SUMMARY = /^=*\s*(?:no tests ran|(?:\d+ (?:subtests )?(?:failed|passed|skipped|deselected|xfailed|xpassed|warnings?|errors?|rerun)(?:, )?)+) in [\d.]+s(?: \([^)]*\))?\s*=*$/;
const UNITTEST_SUMMARY = /^gate-unittest: ran (\d+), failed (\d+)$/;
/** The last line a runner printed, quoted (at most 200 characters), for a count that was not found. */
function lastLine(text) {
    const last = text.trimEnd().split(/\r?\n/).pop()?.trim() ?? '';
    if (last === '')
        return ' (it printed nothing)';
    return ` (its last line: ${JSON.stringify(last.length > 200 ? `${last.slice(0, 199)}…` : last)})`;
}
/**
 * The code under test runs in the runner's own process (pytest, the unittest driver): it can learn the
 * report's path and rewrite it after the runner wrote it. The runner prints its own count first; the
 * report must agree with it about whether anything failed, and the count must be printed exactly once
 * (a second one was printed by someone else). Null when they agree, or when the runner prints no such
 * count (node's test runner and jest run the tests in other processes than the one writing the
 * report; `command` is the project's own), or the log was cut before its end.
 */
function printedDisagrees(runner, logFile, truncated, cases) {
    if ((runner !== 'pytest' && runner !== 'unittest') || truncated)
        return null;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(logFile, 'utf8');
    }
    catch {
        return 'its log cannot be read, so its report cannot be checked against what it printed';
    }
    const pattern = runner === 'pytest' ? PYTEST_SUMMARY : UNITTEST_SUMMARY;
    const lines = text.split(/\r?\n/).filter((l) => pattern.test(l.trim()));
    if (lines.length !== 1)
        return lines.length === 0
            ? `it printed no count of its own${lastLine(text)}, so its report cannot be checked against it`
            : `it printed its count ${lines.length} times (${lines.map((l) => l.trim()).join(' | ')}): something else printed one, so its report cannot be trusted`;
    const line = lines[0].trim();
    const printedFailed = runner === 'pytest'
        ? [...line.matchAll(/(\d+) (?:subtests )?(?:failed|errors?)\b/g)].reduce((n, m) => n + Number(m[1]), 0)
        : Number(UNITTEST_SUMMARY.exec(line)?.[2] ?? 0);
    const reportFailed = cases.filter((c) => c.status === 'fail').length;
    if (printedFailed > 0 !== reportFailed > 0)
        return `its report (${reportFailed} failed) disagrees with what it printed ("${line}"): the report was rewritten after the runner wrote it`;
    return null;
}
/**
 * The exit status is not the verdict, but it is evidence: a runner that says something failed (a
 * non-zero exit) while its report shows no failing test — vitest when a worker dies mid-file lists the
 * file's tests as passed, an error outside any test — has a report that does not account for the
 * failure, and the run cannot be read. Not for `command` (its status is the project's own) or the
 * gate's unittest driver (it always ends 0 and prints its count).
 */
function failureUnaccounted(runner, r, cases) {
    if (runner === 'command' || runner === 'unittest' || r.exitCode === 0 || r.exitCode === null)
        return null;
    if (cases.some((c) => c.status === 'fail'))
        return null;
    return `exited ${r.exitCode}, but its report shows no failing test: the report does not account for what failed (a test worker that died, an error outside any test)`;
}
function describeExit(r) {
    return r.exitCode === null ? 'did not exit' : `exited ${r.exitCode}`;
}
/** Installed pytest plugins that take a seed, asked of Python in a neutral folder (never a checkout). */
async function pythonPlugins(proc, t) {
    if (t.runner !== 'pytest')
        return { hypothesis: false, randomly: false };
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'gate-plugins-'));
    try {
        (0,external_node_fs_.chmodSync)(dir, 0o755);
        const r = await proc.run({
            file: ENV,
            args: [
                'python3',
                '-c',
                "import importlib.util as u; print(int(bool(u.find_spec('hypothesis'))), int(bool(u.find_spec('pytest_randomly'))))",
            ],
            cwd: dir,
            timeoutMs: 30_000,
        });
        const m = /^([01]) ([01])/.exec(r.stdout.trim());
        return { hypothesis: m?.[1] === '1', randomly: m?.[2] === '1' };
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}
/**
 * Why a probe cannot show the tests can fail before it runs: not a patch, no file, or it changes the
 * gate's own files (a test file, the config — a failing test it edits proves nothing about the code).
 */
function probeRefusal(text, probe, oracle) {
    let touched;
    try {
        touched = (0,diff/* touchedPaths */.Pq)((0,diff/* parseUnifiedDiff */.rj)(text));
    }
    catch (err) {
        if (!(err instanceof diff/* DiffParseError */.hg))
            throw err;
        return `the probe ${probe} is not a patch: ${err.message}`;
    }
    if (touched.length === 0)
        return `the probe ${probe} changes no file`;
    const bad = touched.filter((p) => oracle.has(p));
    return bad.length > 0
        ? `the probe ${probe} changes the gate's own files (${bad.slice(0, 5).join(', ')}): a probe must change the code under test, not the tests`
        : null;
}
/** The property path of a test: its file and id, as the freeze key and the record name it. */
function testPropertyPath(c) {
    // A repository-path-shaped name: no control characters or backslashes, no `.`/`..` components.
    // eslint-disable-next-line no-control-regex
    const id = c.id.replace(/[\u0000-\u001f\u007f\\]/g, '?').replace(/\//g, '∕');
    const path = `${c.file}::${id}`;
    return path.length > 1000 ? `${path.slice(0, 960)}…${(0,hash/* sha256Hex */.f)(path).slice(0, 16)}` : path;
}
/** A run of the suite as one replay's outcome. */
function asReplay(run, result, exitCode, reason) {
    return { result, exitCode, reason, elapsedMs: run.elapsedMs, logs: run.logs };
}
/**
 * The outcome of a whole-suite run standing for a miss of the suite as a whole (a base replay of a run
 * past its budget): every reported test passed or was skipped, some failed, else not a decision.
 */
function wholeSuite(run) {
    if (!run.ok)
        return asReplay(run, run.result, null, run.reason);
    const failed = run.cases.filter((c) => c.status === 'fail');
    return failed.length === 0
        ? asReplay(run, 'pass', 0, `the suite completed: ${run.cases.length} test(s), none failed`)
        : asReplay(run, 'fail', 1, `${failed.length} test(s) failed (${failed[0]?.file}::${failed[0]?.id})`);
}
/**
 * How a candidate run's report falls short of the base run's inventory, per test (file and id):
 * `missing`, a test reported fewer times than the base ran it; `skipped`, one the base ran that this
 * run reports as skipped (code under test can skip the test that calls it with the runner's public
 * API — a skip is not a pass); `extra`, one reported more times than on the base (code under test can
 * register a test of its own under a base test's name). A test the base skipped may run or stay
 * skipped.
 */
function inventoryGaps(base, candidate) {
    const tally = (cases) => {
        const out = new Map();
        for (const c of cases) {
            const k = `${c.file}::${c.id}`;
            const t = out.get(k) ?? { n: 0, ran: 0 };
            t.n++;
            if (c.status !== 'skip')
                t.ran++;
            out.set(k, t);
        }
        return out;
    };
    const b = tally(base);
    const c = tally(candidate);
    const missing = [];
    const skipped = [];
    const extra = [];
    for (const [k, was] of b) {
        const now = c.get(k) ?? { n: 0, ran: 0 };
        if (now.n < was.n)
            missing.push(k);
        else if (now.ran < was.ran)
            skipped.push(k);
    }
    for (const [k, now] of c) {
        const was = b.get(k);
        if (was !== undefined && now.n > was.n)
            extra.push(k);
    }
    return { missing, skipped, extra };
}
/** The outcome of one run of one test (a retry, a base replay): pass or fail of that test, else not a decision. */
function oneTest(run, c) {
    if (!run.ok)
        return asReplay(run, run.result, null, run.reason);
    const same = run.cases.filter((x) => x.file === c.file && x.id === c.id);
    const found = same.find((x) => x.status !== 'skip');
    if (found !== undefined && same.some((x) => x.status === 'skip'))
        return asReplay(run, 'incomplete', null, `the runner reported ${c.id} both as skipped and as run`);
    if (found === undefined)
        return asReplay(run, 'incomplete', null, same.length > 0 ? `the runner reported ${c.id} as skipped` : `the runner did not report ${c.id}`);
    // Reported more than once (a test of the code under test's under its name): any failure counts.
    const failed = same.find((x) => x.status === 'fail');
    if (failed !== undefined)
        return asReplay(run, 'fail', 1, `the test failed${failed.message ? `: ${failed.message}` : ''}`);
    return asReplay(run, 'pass', 0, 'the test passed');
}
/**
 * The test files the patch adds under the fixture's globs (regular files in the candidate checkout,
 * none of the base's): the candidate's own claims.
 */
function patchTestFiles(root, changed, t, files) {
    const matches = (0,paths/* globMatcher */.fU)(t.files);
    const base = new Set(files);
    return changed
        .filter((p) => matches(p) && !base.has(p) && (0,paths/* checkRepoPath */.Q1)(p) === undefined)
        .filter((p) => {
        try {
            return (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(root, p)).isFile();
        }
        catch {
            return false;
        }
    })
        .sort();
}
/** What a run of the patch's own tests found, for the trace (bounded). */
function patchTestsSummary(files, run) {
    const listed = files.slice(0, 100);
    if (!run.ok)
        return {
            files: listed,
            passed: 0,
            failed: 0,
            skipped: 0,
            failures: [],
            reason: run.reason.slice(0, 4000),
        };
    const failed = run.cases.filter((c) => c.status === 'fail');
    return {
        files: listed,
        passed: run.cases.filter((c) => c.status === 'pass').length,
        failed: failed.length,
        skipped: run.cases.filter((c) => c.status === 'skip').length,
        failures: failed.slice(0, 20).map((c) => {
            const message = c.message?.split('\n')[0]?.slice(0, 500);
            return { test: testPropertyPath(c).slice(0, 4000), ...(message ? { message } : {}) };
        }),
    };
}
function inTree(ctx, side, run) {
    if (ctx.trees !== undefined)
        return ctx.trees[side]((t) => run(t.dir, t.scratch));
    if (side === 'base') {
        if (ctx.baseCheckout === undefined)
            throw new Error('no tree of the base revision is available');
        return ctx.baseCheckout(run);
    }
    return run(ctx.root);
}
const caseKey = (c) => `${c.file}\u0000${c.id}`;
/**
 * Whether the tests that failed with the probe applied show the fixture can fail: some must, and,
 * where the base revision's run of the suite is known (`base`), one of them must be a test that passes
 * there. A failure the runner reports for a file that did not load is no such test: on a candidate the
 * same breakage is a suite with fewer tests than the base's (INCOMPLETE, a hold), never a miss.
 */
function probeReason(failed, base) {
    if (failed.length === 0)
        return {
            falsifiable: false,
            reason: 'every test passed with the probe applied: this check cannot fail — do the tests load the code under test?',
        };
    const passing = base === null ? null : new Set(base.filter((c) => c.status === 'pass').map(caseKey));
    const real = passing === null ? failed : failed.filter((c) => passing.has(caseKey(c)));
    const first = real[0];
    if (first === undefined) {
        const shown = failed
            .slice(0, 3)
            .map((c) => `${c.file}::${c.id}`)
            .join(', ');
        return {
            falsifiable: false,
            reason: `${failed.length} failure(s) with the probe applied (${shown}${failed.length > 3 ? ', …' : ''}), none of them a test that passes without it: the probe stops tests from loading or running rather than making one fail — on a candidate that is INCOMPLETE, never a miss; make the probe a bug some test asserts against`,
        };
    }
    return {
        falsifiable: true,
        reason: `${real.length} test(s) failed with the probe applied (${first.file}::${first.id}): the fixture can fail`,
    };
}
/** Records a `tests:` fixture's probe outcome (trace.fixture_probes) and says it in the log. */
function settleProbe(ctx, stage, t, p, falsifiable, reason) {
    stage.probes.push({
        target: t.target,
        probe: p.probe,
        result: falsifiable ? 'falsifiable' : 'not_falsifiable',
        ...(p.probeSha !== undefined ? { probe_sha256: p.probeSha } : {}),
        seeds_tried: [t.seeds[0]],
        ...(falsifiable ? { missed_seed: t.seeds[0] } : {}),
        replays: 1,
        elapsed_ms: p.elapsedMs,
        reason,
        logs: p.logs,
    });
    ctx.log.info(`gate: fixture  ${t.target} probe: ${falsifiable ? 'falsifiable' : 'not_falsifiable'} — ${reason}`);
}
/** Every `tests:` fixture: probe, base inventory, one candidate run per seed, a pending miss per failing test. */
async function runTestsFixtures(ctx, fixtures, replayTimeoutMs, concurrency, pins, ranked) {
    const stage = { replays: [], misses: [], artifacts: [], probes: [] };
    for (const t of fixtures) {
        const files = (await (0,base_tree/* protectedFiles */.wJ)(ctx.oracle.tree, t.files)).sort();
        const base = `fixtures/${(0,paths/* slug */.yR)(t.target)}`;
        if (files.length === 0) {
            stage.unbound = `${t.target}: no file of the base revision matches the test globs ${t.files.join(', ')}`;
            return stage;
        }
        const named = new Set(files);
        const blobs = pins.entries.filter((e) => e.kind === 'file' && named.has(e.path));
        const digest = (0,hash/* sha256Hex */.f)(JSON.stringify(blobs.map((e) => [e.path, e.kind === 'file' ? e.id : ''])));
        const plugins = await pythonPlugins(ctx.proc, t);
        const seeding = seedingOf(t.runner, plugins);
        const timeoutMs = t.timeout_ms ?? replayTimeoutMs;
        // The patch's own test files: run and reported, never the oracle.
        const own = patchTestFiles(ctx.root, ctx.patch.changed, t, files);
        const ownSet = new Set(own);
        // The trees the oracle runs in hold none of them: a base test file that loads every file of its
        // folder (`test/issues/*.js`) would run them with the oracle, their hooks and failures included.
        // Nor do they hold what the patch adds to a folder of tests (test data, a helper): a base test that
        // reads every file of its folder (`test/cases/*.json`) would read it as the base's. Nor any file it
        // adds under a test file's name, which the runner's own configuration may collect beside the
        // fixture's files (a `.mocharc` `spec` list, a vitest filter that matches more than one path).
        const added = ctx.patch.diff.files.flatMap((f) => f.newPath !== null && (f.status === 'added' || f.status === 'renamed' || f.status === 'copied')
            ? [f.newPath]
            : []);
        const hidden = [
            ...new Set([...own, ...(0,compiled/* inTestsFolder */.XW)(added, files), ...added.filter((p) => compiled/* NAMED_AS_TEST */._W.test(p))]),
        ].filter((p) => (0,paths/* checkRepoPath */.Q1)(p) === undefined);
        let kept = false;
        const oracleTree = async (cwd) => {
            if (hidden.length === 0 || ctx.trees === undefined)
                return;
            if (await ctx.trees.hide(cwd, hidden))
                return;
            if (!kept)
                ctx.log.info(`gate: fixture  ${t.target}: the patch's own test files and what it adds to a folder of tests stay in the tree the base's tests run in (the trees are the checkout itself, not views): a base test file that loads or reads them runs them with the oracle`);
            kept = true;
        };
        const spec = (cwd, attemptDir, seed, scratch, only) => ({
            t,
            files,
            seed,
            cwd,
            attemptDir,
            timeoutMs,
            pins,
            plugins,
            ...(scratch !== undefined ? { scratch } : {}),
            ...(only !== undefined ? { only } : {}),
        });
        ctx.log.info(`gate: fixture  ${t.target}: ${files.length} test file(s), runner ${t.runner} — ${seeding}`);
        // The probe: a known bug of the code under test on which some test must fail. A failure counts
        // only if it is a test the base revision's run reports passing (decided once the base inventory is
        // known, below): a probe that stops a test file loading makes the runner report the file, not a
        // test, as failed — on a candidate that is a suite with fewer tests (INCOMPLETE), never a miss.
        let probed;
        if (t.probe !== null) {
            const probe = t.probe;
            const started = Date.now();
            let reason;
            let failed = [];
            let probeSha;
            let logs = [];
            try {
                const probeFile = await ctx.oracle.locate(probe);
                ctx.oracle.reads.push(probe);
                const bytes = (0,external_node_fs_.readFileSync)(probeFile);
                probeSha = (0,hash/* sha256Hex */.f)(bytes);
                const seed = t.seeds[0];
                const refused = probeRefusal(bytes.toString('utf8'), probe, new Set(pins.entries.filter((e) => e.kind !== 'folder').map((e) => e.path)));
                const ran = refused !== null
                    ? { reason: refused }
                    : await inTree(ctx, 'base', async (dir, scratch) => {
                        const applied = await (0,fixture_probe/* applyProbe */.H6)(dir, probeFile);
                        if (applied !== null)
                            return { reason: `the probe ${probe} does not apply to the base revision: ${applied}` };
                        return { run: await runSuite(ctx.proc, spec(dir, `${base}/probe`, seed, scratch), ctx.out) };
                    });
                if ('run' in ran && ran.run !== undefined) {
                    logs = ran.run.logs;
                    if (!ran.run.ok)
                        reason = `the suite did not complete with the probe applied: ${ran.run.reason}`;
                    else {
                        failed = ran.run.cases.filter((c) => c.status === 'fail');
                        reason = probeReason(failed, null).reason;
                    }
                }
                else
                    reason = ran.reason;
            }
            catch (err) {
                reason = `the probe cannot be run: ${err instanceof Error ? err.message : String(err)}`;
            }
            probed = {
                probe,
                elapsedMs: Date.now() - started,
                failed,
                reason,
                logs,
                ...(probeSha !== undefined ? { probeSha } : {}),
            };
            if (failed.length === 0) {
                settleProbe(ctx, stage, t, probed, false, reason);
                stage.notFalsifiable = `${t.target}: ${reason}`;
                return stage;
            }
        }
        else {
            stage.probes.push({
                target: t.target,
                probe: null,
                result: 'no_probe',
                seeds_tried: [],
                replays: 0,
                elapsed_ms: 0,
                reason: 'nothing shows this fixture can fail: it names no probe (version: 1); add a probe, a known bug of the code under test on which some test fails',
                logs: [],
            });
        }
        // The listed seeds this job runs (its shard's slice), then the fresh ones it draws itself: a fresh
        // seed is not known before the run, so it is never split between shards.
        const fresh = new Set(t.fresh_seeds !== undefined ? (0,fresh_seeds/* drawFreshSeeds */.n)(t.fresh_seeds, t.seeds) : []);
        const seeds = [...t.seeds.filter((seed) => ranked(t.target, seed)), ...fresh];
        if (fresh.size > 0)
            ctx.log.info(`gate: fixture  ${t.target}: fresh seed(s) drawn for this run: ${[...fresh].join(', ')}`);
        // The base inventory: which tests the base revision's run reports.
        // The base inventory and the candidate runs do not depend on each other: side by side where the
        // budgets allow more than one replay at a time (each keeps its own budget).
        const inventoryRun = () => inTree(ctx, 'base', (dir, scratch) => runSuite(ctx.proc, spec(dir, `${base}/base-inventory`, t.seeds[0], scratch), ctx.out));
        const candidateRuns = async () => {
            const runs = [];
            for (const seed of seeds)
                runs.push(await inTree(ctx, 'candidate', async (cwd, scratch) => {
                    await oracleTree(cwd);
                    return runSuite(ctx.proc, spec(cwd, `${base}/seed-${seed}/attempt-1`, seed, scratch), ctx.out);
                }));
            return runs;
        };
        // A shard with no seed of this fixture still runs the inventory where the probe needs it, so every
        // shard decides the probe the same.
        if (seeds.length === 0 && probed === undefined)
            continue;
        const [inventory, firsts] = concurrency > 1
            ? await Promise.all([inventoryRun(), candidateRuns()])
            : [await inventoryRun(), await candidateRuns()];
        if (probed !== undefined) {
            // The probe's failures against the base inventory (a suite that did not complete on the base
            // holds every seed below; the probe keeps what its own run showed).
            const decided = probeReason(probed.failed, inventory.ok ? inventory.cases : null);
            settleProbe(ctx, stage, t, probed, decided.falsifiable, decided.reason);
            if (!decided.falsifiable) {
                stage.notFalsifiable = `${t.target}: ${decided.reason}`;
                return stage;
            }
        }
        if (seeds.length === 0)
            continue;
        // The patch's own tests, once at the first seed run: a runner that takes files runs them apart;
        // `runner: command` runs what it runs, so their cases are set apart from its report instead.
        let patchTests;
        if (own.length > 0) {
            const seed = seeds[0];
            let ownRun;
            if (t.runner === 'command') {
                // The oracle's runs held none of them: one more run of the command, in a tree that does.
                const all = await inTree(ctx, 'candidate', (cwd, scratch) => runSuite(ctx.proc, spec(cwd, `${base}/patch-tests`, seed, scratch), ctx.out));
                ownRun = all.ok ? { ...all, cases: all.cases.filter((c) => ownSet.has(c.file)) } : all;
            }
            else {
                ownRun = await inTree(ctx, 'candidate', (cwd, scratch) => runSuite(ctx.proc, { ...spec(cwd, `${base}/patch-tests`, seed, scratch), files: own }, ctx.out));
            }
            patchTests = patchTestsSummary(own, ownRun);
            ctx.log.info(`gate: fixture  ${t.target}: the patch's own tests (${own.length} file(s), not the oracle): ${patchTests.reason !== undefined
                ? `did not complete (${patchTests.reason})`
                : `${patchTests.passed} passed, ${patchTests.failed} failed, ${patchTests.skipped} skipped`}`);
        }
        // Whatever the patch's own files reported is not the oracle's (runner: command may report them).
        for (const run of firsts)
            if (run.ok)
                run.cases = run.cases.filter((c) => !ownSet.has(c.file));
        const baseCases = inventory.ok ? inventory.cases : null;
        for (const [k, seed] of seeds.entries()) {
            const dir = `${base}/seed-${seed}`;
            const first = firsts[k];
            const pending = [];
            const common = {
                target: t.target,
                generator: '',
                inputs: [],
                seed,
                generatorFile: '',
                invariantFile: '',
                pins,
                inputsSha256: digest,
                baseInputsSha256: digest,
            };
            const replay = {
                target: t.target,
                manifest: ctx.configFile,
                invariant: files[0],
                seed,
                code: 'REPLAY_MATCH',
                binding_sha256: (0,hash/* sha256Hex */.f)(JSON.stringify([ctx.patch.digest, digest, t.runner, seed])),
                inputs_sha256: digest,
                base_inputs_sha256: digest,
                budget_ok: first.ok || first.result !== 'budget',
                transcript_complete: first.ok || first.result !== 'incomplete',
                exit_code: null,
                reason: '',
                elapsed_ms: first.elapsedMs,
                logs: first.logs,
                ...(fresh.has(seed) ? { fresh_seed: true } : {}),
            };
            // The suite as one miss: a base replay of a run past its budget (or a retry, were it a failure)
            // runs the whole suite again, in a tree of its own, as the first run did.
            const whole = (run, path) => ({
                ...common,
                replay,
                invariant: path,
                invariantSha256: digest,
                first: run,
                dir: `${dir}/suite`,
                rerun: {
                    candidate: async (proc, cwd, attemptDir, scratch) => {
                        await oracleTree(cwd);
                        return wholeSuite(await runSuite(proc, spec(cwd, attemptDir, seed, scratch), ctx.out));
                    },
                    base: async (proc, cwd, attemptDir, scratch) => wholeSuite(await runSuite(proc, spec(cwd, attemptDir, seed, scratch), ctx.out)),
                },
            });
            /** The whole suite as one incomplete miss (no per-test verdict can be read from this run). */
            const incomplete = (why) => {
                replay.reason = why;
                replay.transcript_complete = false;
                pending.push(whole({
                    result: 'incomplete',
                    exitCode: null,
                    reason: why,
                    elapsedMs: first.elapsedMs,
                    logs: first.logs,
                }, files[0]));
            };
            if (!first.ok) {
                replay.reason = first.reason;
                pending.push(whole({
                    result: first.result,
                    exitCode: null,
                    reason: first.reason,
                    elapsedMs: first.elapsedMs,
                    logs: first.logs,
                }, files[0]));
            }
            else if (baseCases === null) {
                incomplete(`the suite did not complete on the base revision (${inventory.ok ? '' : inventory.reason}): nothing to compare with`);
            }
            else {
                const gaps = inventoryGaps(baseCases, first.cases);
                const missing = [...gaps.missing, ...gaps.skipped];
                const failed = first.cases.filter((c) => c.status === 'fail');
                const counts = {
                    passed: first.cases.filter((c) => c.status === 'pass').length,
                    failed: failed.length,
                    skipped: first.cases.filter((c) => c.status === 'skip').length,
                };
                replay.tests = {
                    runner: t.runner,
                    files: files.length,
                    ...counts,
                    missing: missing.length,
                    seeding,
                    ...(k === 0 && patchTests !== undefined ? { patch_tests: patchTests } : {}),
                };
                const some = (ids) => `${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}`;
                const why = [];
                if (gaps.missing.length > 0)
                    why.push(`${gaps.missing.length} test(s) that ran on the base revision did not run on this patch (${some(gaps.missing)}): the suite did not complete`);
                if (gaps.skipped.length > 0)
                    why.push(`${gaps.skipped.length} test(s) that ran on the base revision were skipped on this patch (${some(gaps.skipped)}): a test the code under test skips is not a pass`);
                if (gaps.extra.length > 0)
                    why.push(`${gaps.extra.length} test(s) were reported more times on this patch than on the base revision (${some(gaps.extra)}): a test the code under test adds under a base test's name is not that test`);
                if (why.length > 0)
                    incomplete(why.join('; '));
                failed.forEach((c, n) => {
                    const fileBlob = pins.entries.find((e) => e.path === c.file);
                    const missDir = `${dir}/test-${n + 1}-${(0,paths/* slug */.yR)(c.id)}`;
                    pending.push({
                        ...common,
                        replay,
                        invariant: testPropertyPath(c),
                        invariantSha256: fileBlob !== undefined && fileBlob.kind === 'file' ? fileBlob.id : digest,
                        first: {
                            result: 'fail',
                            exitCode: 1,
                            reason: `the test failed${c.message ? `: ${c.message}` : ''}`,
                            elapsedMs: first.elapsedMs,
                            logs: first.logs,
                        },
                        dir: missDir,
                        test: {
                            file: c.file,
                            id: c.id,
                            ...(c.line !== undefined ? { line: c.line } : {}),
                            ...(c.message !== undefined ? { message: c.message } : {}),
                        },
                        rerun: {
                            candidate: async (proc, cwd, attemptDir, scratch) => {
                                await oracleTree(cwd);
                                return oneTest(await runSuite(proc, spec(cwd, attemptDir, seed, scratch, c), ctx.out), c);
                            },
                            base: async (proc, cwd, attemptDir, scratch) => oneTest(await runSuite(proc, spec(cwd, attemptDir, seed, scratch, c), ctx.out), c),
                        },
                    });
                });
                const said = failed.length > 0
                    ? `${failed.length} of ${first.cases.length} test(s) failed`
                    : `${counts.passed} test(s) passed, ${counts.skipped} skipped`;
                replay.reason = missing.length > 0 ? `${replay.reason}; ${said}` : said;
            }
            if (pending.length > 0)
                replay.code = 'REPLAY_MISS';
            stage.artifacts.push(ctx.out.writeJson(`${dir}/replay.json`, replay));
            stage.replays.push(replay);
            stage.misses.push(...pending);
            ctx.log.info(`gate: fixture  ${t.target} seed ${seed}: ${replay.code} (${replay.reason})`);
        }
    }
    return stage;
}
/**
 * `gate check` of a `tests:` fixture on the checkout: at every seed every test must pass (a suite that
 * is red here cannot grade a patch), and the probe, applied to a copy, must make some test fail.
 * Returns the problems, each a sentence naming the fixture; `runs` counts the suite runs spent at the
 * seeds, `probeRuns` those with the probe applied.
 */
async function checkTestsFixture(env, t) {
    const problems = [];
    const listed = (await (0,git/* git */.$Y)(env.cwd, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], 'utf8'))
        .split('\0')
        .filter((f) => f !== '');
    const matches = (0,paths/* globMatcher */.fU)(t.files);
    const files = [...new Set(listed.filter((f) => matches(f)))].sort();
    if (files.length === 0) {
        problems.push({
            field: 'tests',
            message: `${t.target}: no file of the checkout matches ${t.files.join(', ')}`,
        });
        return { problems, runs: 0, probeRuns: 0 };
    }
    const plugins = await pythonPlugins(env.proc, t);
    const noPins = new pinned/* PinnedOracle */.d_([]);
    const spec = (cwd, attemptDir, seed) => ({
        t,
        files,
        seed,
        cwd,
        attemptDir,
        timeoutMs: t.timeout_ms ?? env.replayTimeoutMs,
        pins: noPins,
        plugins,
    });
    env.say(`  tests       ${t.target}: ${files.length} file(s), runner ${t.runner} — ${seedingOf(t.runner, plugins)}`);
    if (env.sandboxed === true && (t.runner === 'pytest' || t.runner === 'unittest')) {
        const other = sandboxPython(t.runner, process.env.PATH ?? '', (python) => 
        // From `/`: `-c` puts the working folder first on sys.path, and the checkout's files are not
        // what that user's Python has installed.
        (0,external_node_child_process_.spawnSync)(python, ['-c', 'import pytest'], { cwd: '/', stdio: 'ignore', timeout: 30_000 }).status ===
            0);
        if (other?.problem !== undefined)
            problems.push({ field: 'tests', message: `${t.target}: ${other.problem}` });
        if (other?.note !== undefined)
            env.say(`  note        ${t.target}: ${other.note}`);
    }
    let runs = 0;
    let probeRuns = 0;
    let green = true;
    /** The first seed's cases: what the probe's failures must be among (probeReason). */
    let baseCases = null;
    for (const seed of t.seeds) {
        const run = await runSuite(env.proc, spec(env.cwd, `check/${(0,paths/* slug */.yR)(t.target)}/seed-${seed}`, seed), env.out);
        runs++;
        if (!run.ok) {
            green = false;
            problems.push({
                field: 'tests',
                message: `${t.target} seed ${seed}: the suite did not complete (${run.reason})`,
            });
            continue;
        }
        if (seed === t.seeds[0])
            baseCases = run.cases;
        const failed = run.cases.filter((c) => c.status === 'fail');
        if (failed.length > 0) {
            green = false;
            const names = failed
                .slice(0, 5)
                .map((c) => `${c.file}::${c.id}${c.message ? ` (${c.message.split('\n')[0]})` : ''}`);
            problems.push({
                field: 'tests',
                message: `${t.target} seed ${seed}: ${failed.length} test(s) fail on this checkout: ${names.join('; ')}${failed.length > 5 ? '; …' : ''} — a suite must pass before it can grade a patch`,
            });
        }
        else {
            env.say(`  ran tests   ${t.target} seed ${seed}: ${run.cases.length} test(s), none failed (${run.elapsedMs} ms)`);
            const budget = t.timeout_ms ?? env.replayTimeoutMs;
            if (run.elapsedMs > budget / 2)
                problems.push({
                    field: 'tests',
                    message: `${t.target} seed ${seed}: the suite took ${run.elapsedMs} ms of its ${budget} ms budget here: in gate run (the sandbox, a busy runner) it can run past it and end BUDGET — set timeout_ms to at least ${Math.ceil((run.elapsedMs * 3) / 1000) * 1000}`,
                });
        }
    }
    // The probe only means something for a suite that passes here.
    if (!green || t.probe === null)
        return { problems, runs, probeRuns };
    const probe = t.probe;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(env.cwd, probe), 'utf8');
    }
    catch (err) {
        problems.push({
            field: 'probe',
            message: `${t.target}: the probe ${probe} cannot be read (${err.message})`,
        });
        return { problems, runs, probeRuns };
    }
    const refused = probeRefusal(text, probe, new Set([...env.oraclePaths, ...files]));
    if (refused !== null) {
        problems.push({ field: 'probe', message: `${t.target}: FIXTURE_NOT_FALSIFIABLE: ${refused}` });
        return { problems, runs, probeRuns };
    }
    const seed = t.seeds[0];
    const probed = await env.inCopy(async (dir) => {
        const applied = await (0,fixture_probe/* applyProbe */.H6)(dir, (0,external_node_path_.join)(env.cwd, probe));
        if (applied !== null)
            return `the probe ${probe} does not apply to this checkout: ${applied}`;
        const run = await runSuite(env.proc, spec(dir, `check/${(0,paths/* slug */.yR)(t.target)}/probe`, seed), env.out);
        probeRuns++;
        if (!run.ok)
            return `the suite did not complete with the probe applied (${run.reason})`;
        const decided = probeReason(run.cases.filter((c) => c.status === 'fail'), baseCases);
        if (!decided.falsifiable)
            return decided.reason;
        env.say(`  probed      ${t.target}: ${decided.reason}`);
        return null;
    });
    if (probed !== null)
        problems.push({ field: 'probe', message: `${t.target}: FIXTURE_NOT_FALSIFIABLE: ${probed}` });
    return { problems, runs, probeRuns };
}


/***/ }),

/***/ 1932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hc: () => (/* binding */ configProblemOf),
/* harmony export */   cG: () => (/* binding */ differingInputs),
/* harmony export */   v8: () => (/* binding */ readAttemptEvidence)
/* harmony export */ });
/* unused harmony exports evidenceLog, attemptEvidence */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1332);
/* harmony import */ var _excerpt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(808);
/**
 * What the stages record as evidence for the reviewer, besides their codes: the runs of a missed seed
 * with their output excerpts, the fixture inputs whose bytes differ from the base, and the field a
 * broken gate.yml fails on. Small pure functions over what the stages already hold; the summary
 * renders them (src/report/evidence.ts).
 */


/**
 * The inputs whose bytes differ between candidate and base: changed, or present on one side only.
 * Sorted, at most `max`.
 */
function differingInputs(candidate, base, max = _model_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LISTED_PATHS */ .Ce) {
    const theirs = new Map(base.map((f) => [f.path, f.sha256]));
    const ours = new Map(candidate.map((f) => [f.path, f.sha256]));
    const paths = new Set([...ours.keys(), ...theirs.keys()]);
    return [...paths]
        .filter((p) => ours.get(p) !== theirs.get(p))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, max);
}
/**
 * The log whose tail explains a run: the invariant's when it ran, else the generator's (which then
 * is what failed). Relative to `.gate/`; undefined when the run wrote none.
 */
function evidenceLog(logs) {
    if (logs === undefined || logs.length === 0)
        return undefined;
    return logs.find((l) => /(^|\/)invariant\.log$/.test(l)) ?? logs[logs.length - 1];
}
/** One attempt as evidence: result, exit status, reason and (when given) the excerpt of its log. */
function attemptEvidence(attempt, run, excerpt, n) {
    const log = evidenceLog(run.logs);
    return {
        attempt,
        ...(n !== undefined ? { n } : {}),
        result: run.result,
        ...(run.exitCode !== undefined ? { exit_code: run.exitCode } : {}),
        ...(run.reason !== undefined && run.reason !== '' ? { reason: run.reason } : {}),
        ...(excerpt !== undefined ? { excerpt } : {}),
        ...(log !== undefined ? { log } : {}),
        ...(run.attested !== undefined ? { attested: run.attested } : {}),
    };
}
/**
 * attemptEvidence with the excerpt read from the run's log (the adapter edge); `pathOf` turns a path
 * relative to `.gate/` into the file to read (OutDir.path).
 */
function readAttemptEvidence(pathOf, attempt, run, n) {
    const log = evidenceLog(run.logs);
    return attemptEvidence(attempt, run, log === undefined ? undefined : (0,_excerpt_js__WEBPACK_IMPORTED_MODULE_0__/* .readLogExcerpt */ .CB)(pathOf(log)), n);
}
/**
 * A gate.yml error (src/oracle/config.ts's ConfigError) as the trace keeps it: file, field, message and
 * line. Typed by the fields it reads, so the vocabulary does not import the oracle.
 */
function configProblemOf(err) {
    return {
        file: err.file,
        field: err.field,
        message: err.message,
        ...(typeof err.line === 'number' && err.line >= 1 ? { line: err.line } : {}),
    };
}


/***/ }),

/***/ 808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ readLogExcerpt),
/* harmony export */   Hj: () => (/* binding */ CUT_MARK)
/* harmony export */ });
/* unused harmony exports EXCERPT_LINES, EXCERPT_CHARS, EXCERPT_READ_BYTES, logExcerpt */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Output excerpts: the evidence a reviewer reads for a replay miss is what the invariant printed
 * (`roundtrip failed for "zzzz": got "zzzzzz"`), which lives in a log of up to 1 MiB under `.gate/`.
 * The trace keeps a bounded tail of it — the last {@link EXCERPT_LINES} lines, at most
 * {@link EXCERPT_CHARS} characters — as plain text; the summary renderer escapes it (codeBlock).
 *
 * Written by hand rather than with a library: it is a tail, an ANSI-escape filter and a character cap,
 * and reading only the last {@link EXCERPT_READ_BYTES} bytes of a log keeps the cost flat however much
 * a program printed.
 */

/** Lines an excerpt keeps (the last ones). */
const EXCERPT_LINES = 20;
/** Characters (code points) an excerpt keeps, after the line cut. */
const EXCERPT_CHARS = 2000;
/** Bytes read from the end of a log: enough for EXCERPT_LINES lines of ordinary output. */
const EXCERPT_READ_BYTES = 16 * 1024;
/** The first line of an excerpt that does not start at the beginning of the output. */
const CUT_MARK = '…';
/** CSI and OSC escape sequences (colours, cursor moves, titles), and other two-character escapes. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/**
 * The bounded tail of a program's output as plain text: escape sequences removed, a line rewritten
 * with `\r` (a progress bar) reduced to what it finally showed, other controls dropped, trailing blank
 * lines removed; the last `maxLines` lines and at most `maxChars` characters, with a leading `…` line
 * when anything before them was left out. Pure; undecodable bytes become U+FFFD.
 */
function logExcerpt(output, options = {}) {
    const maxLines = Math.max(1, Math.floor(options.maxLines ?? EXCERPT_LINES));
    const maxChars = Math.max(1, Math.floor(options.maxChars ?? EXCERPT_CHARS));
    const text = typeof output === 'string' ? output : Buffer.from(output).toString('utf8');
    let lines = text
        .replace(ANSI, '')
        .replace(/\r\n/g, '\n')
        .split('\n')
        .map((line) => (line
        .split('\r')
        .filter((part) => part !== '')
        .pop() ?? '').replace(CONTROLS, ''))
        .map((line) => line.replace(/\s+$/, ''));
    let cut = false;
    if (options.fromMiddle === true && lines.length > 1) {
        lines = lines.slice(1);
        cut = true;
    }
    while (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    while (lines.length > 0 && lines[0] === '')
        lines.shift();
    if (lines.length > maxLines) {
        lines = lines.slice(-maxLines);
        cut = true;
    }
    let body = lines.join('\n');
    const points = Array.from(body);
    if (points.length > maxChars) {
        body = points.slice(-maxChars).join('');
        // Start on a whole line when the cut leaves one.
        const newline = body.indexOf('\n');
        if (newline >= 0 && newline < body.length - 1)
            body = body.slice(newline + 1);
        cut = true;
    }
    if (body === '')
        return '';
    return cut ? `${CUT_MARK}\n${body}` : body;
}
/**
 * The excerpt of a log file: its last {@link EXCERPT_READ_BYTES} bytes through {@link logExcerpt}.
 * Undefined when the file cannot be read or holds no visible text.
 */
function readLogExcerpt(file, options = {}) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'r');
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
        const length = Math.min(size, EXCERPT_READ_BYTES);
        const buf = Buffer.alloc(length);
        let read = 0;
        while (read < length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, read, length - read, size - length + read);
            if (n === 0)
                break;
            read += n;
        }
        const excerpt = logExcerpt(buf.subarray(0, read), { ...options, fromMiddle: size > length });
        return excerpt === '' ? undefined : excerpt;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 1332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ce: () => (/* binding */ MAX_LISTED_PATHS),
/* harmony export */   RE: () => (/* binding */ PROPERTY_CODES),
/* harmony export */   an: () => (/* binding */ STAGES),
/* harmony export */   bY: () => (/* binding */ FREEZE_CODES),
/* harmony export */   dh: () => (/* binding */ FIXTURE_CODES),
/* harmony export */   on: () => (/* binding */ TRACE_SCHEMA),
/* harmony export */   ub: () => (/* binding */ SCOPE_CODES)
/* harmony export */ });
/* unused harmony exports GATE_CODES, VERDICTS, FIXTURE_PROBE_RESULTS, ATTEMPT_KINDS */
const STAGES = ['scope', 'property', 'fixture', 'classify', 'freeze'];
const SCOPE_CODES = [
    'IN_SCOPE',
    'CONTAMINATED',
    'TOOLCHAIN_PATCH',
    'NOT_CONFIGURED',
    'EMPTY_PATCH',
    'UNGRADABLE',
];
const PROPERTY_CODES = [
    'PROPERTY_CLEAR',
    'PROPERTY_REJECT',
    'PROPERTY_NOT_FALSIFIABLE',
    'PROPERTY_BUDGET',
    'PROPERTY_ERROR',
    /** A property with `on_match: hold` matched: a person looks (SPEC §3, §12); never a pass. */
    'PROPERTY_HOLD',
];
const FIXTURE_CODES = [
    'REPLAY_MATCH',
    'REPLAY_MISS',
    'UNBOUND',
    'FIXTURE_MISMATCH',
    'FIXTURE_NOT_FALSIFIABLE',
];
const FREEZE_CODES = ['ANNOTATED_HOLD', 'NO_RECORD'];
/** Codes the gate itself emits (reason_stage "gate"). */
const GATE_CODES = (/* unused pure expression or super */ null && ([
    'INTERNAL',
    'AUDIT_FAILED',
    'SHARD_MISSING',
    'ARTIFACT_INVALID',
    'HEAD_MISMATCH',
]));
const VERDICTS = (/* unused pure expression or super */ null && (['CLEAR', 'REJECT', 'HOLD', 'SKIP', 'UNUSABLE']));
/**
 * What a fixture's probe showed (SPEC §2 "Every check proves it can fail — fixtures too"):
 * `falsifiable` a seed missed on the base revision with the probe applied; `not_falsifiable` none
 * did, or the probe could not be applied (FIXTURE_NOT_FALSIFIABLE); `no_probe` a `version: 1`
 * fixture that names none, graded as before with nothing showing it can fail.
 */
const FIXTURE_PROBE_RESULTS = (/* unused pure expression or super */ null && (['falsifiable', 'not_falsifiable', 'no_probe']));
/** Which run of the invariant a piece of evidence is from. */
const ATTEMPT_KINDS = (/* unused pure expression or super */ null && (['first', 'retry', 'base']));
/** At most this many paths in a trace's evidence lists (differing inputs, oracle files touched). */
const MAX_LISTED_PATHS = 1000;
const TRACE_SCHEMA = 'failure-class-gate/trace@1';


/***/ })

};
