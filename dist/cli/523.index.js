export const id = 523;
export const ids = [523];
export const modules = {

/***/ 4523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fixtureBind: () => (/* binding */ fixtureBind),
/* harmony export */   fixtureReplay: () => (/* binding */ fixtureReplay),
/* harmony export */   handOverCopies: () => (/* binding */ handOverCopies),
/* harmony export */   propertyEval: () => (/* binding */ propertyEval),
/* harmony export */   propertyRegister: () => (/* binding */ propertyRegister),
/* harmony export */   replaySeedCommand: () => (/* binding */ replaySeedCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _cli_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6675);
/* harmony import */ var _classify_hash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2916);
/* harmony import */ var _patch_diff_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2435);
/* harmony import */ var _oracle_manifest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9549);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5734);
/* harmony import */ var _adapters_outdir_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2013);
/* harmony import */ var _adapters_sandbox_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8023);
/* harmony import */ var _adapters_statedir_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2458);
/* harmony import */ var _stages_spec_run_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3336);
/* harmony import */ var _stages_fixture_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9485);
/* harmony import */ var _oracle_inputs_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(1441);
/* harmony import */ var _stages_replay_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3416);
/* harmony import */ var _stages_base_replay_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(1620);
/* harmony import */ var _oracle_config_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8710);
/* harmony import */ var _adapters_defuse_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(4708);
/* harmony import */ var _run_cleanup_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(7705);
/**
 * The single-stage commands of the articles, each usable alone: `gate property register|eval`,
 * `gate fixture bind|replay`, `gate replay-seed`. Files are read from the current directory (the
 * pipeline reads the same files from the base revision instead).
 */




















function writeResult(path, value) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path)), { recursive: true });
    const text = JSON.stringify(value, null, 2) + '\n';
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, text);
    process.stdout.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_18__/* .defuseJson */ .f)(text));
}
/**
 * Read-only patch copies for the single-stage commands, in a state folder of their own outside the
 * checkout (as `gate run` does), removed by `remove()` once the copies' readers are done (`gate
 * check`), and at the latest when the command exits.
 */
function handOverCopies() {
    let state;
    const remove = () => {
        const made = state;
        state = undefined;
        made?.remove();
    };
    const handOver = (label, bytes, sha256) => {
        if (!state) {
            state = _adapters_statedir_js__WEBPACK_IMPORTED_MODULE_11__/* .StateDir */ .$R.create();
            process.once('exit', remove);
        }
        return state.handOver(label, bytes, sha256);
    };
    return Object.assign(handOver, { remove });
}
async function locate(rel, what) {
    const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveInside */ .LI)(process.cwd(), rel);
    if (!found.ok)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${what} ${rel}: ${found.reason}`);
    return found.path;
}
function readJson(path, what) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${what} ${path}: cannot read`);
    }
    try {
        const v = JSON.parse(text);
        if (typeof v !== 'object' || v === null || Array.isArray(v))
            throw new Error('not an object');
        return v;
    }
    catch {
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${what} ${path}: not a JSON object`);
    }
}
/**
 * The runner of a single-stage command (GATE_SANDBOX, as for `gate run`): user code may write the
 * checkout in `grant` (only when it is a git checkout: never a whole home folder) but not the
 * command's output folder, which it must still reach. Disposed when the command ends.
 */
async function withRunner(
/** `grant`: a checkout (only when it holds `.git`), or with `named`, a folder the user named. */
o, body) {
    const checkout = o.grant !== undefined && (o.named === true || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.grant, '.git'))) ? o.grant : undefined;
    const runner = (0,_adapters_sandbox_js__WEBPACK_IMPORTED_MODULE_10__/* .chooseRunner */ .wm)({
        setting: (0,_adapters_sandbox_js__WEBPACK_IMPORTED_MODULE_10__/* .sandboxSetting */ .QP)(process.env.GATE_SANDBOX),
        ...(checkout !== undefined ? { checkout } : {}),
        protect: [o.outDir],
        reach: [o.outDir],
    });
    process.stderr.write(`${(0,_adapters_sandbox_js__WEBPACK_IMPORTED_MODULE_10__/* .sandboxLine */ .AK)(runner.sandbox)}\n`);
    try {
        return await body(runner);
    }
    finally {
        runner.dispose();
    }
}
/** Logs of a single-stage command go into `logs/` beside its --out file. */
function logDir(outFile) {
    return _adapters_outdir_js__WEBPACK_IMPORTED_MODULE_9__/* .OutDir */ .kW.existing((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(outFile)));
}
const REGISTER_USAGE = `usage: gate property register --spec S --probe P --out SLOT [--global] [--timeout-ms N]

Runs the spec on its probe patch (it must reject) and on the empty patch (it must not, unless
--global). Writes the slot: spec and probe digests, both results, and whether the slot is valid.`;
async function propertyRegister(argv) {
    const p = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommand */ .RM)(argv, {
        spec: { type: 'string' },
        probe: { type: 'string' },
        out: { type: 'string' },
        global: { type: 'boolean' },
        'timeout-ms': { type: 'string' },
    }, REGISTER_USAGE);
    if (p === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .noPositionals */ .d0)(p.positionals);
    const spec = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'spec');
    const probe = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'probe');
    const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'out');
    const specFile = { name: spec, file: await locate(spec, 'spec') };
    const probeFile = { name: probe, file: await locate(probe, 'probe') };
    const outDir = logDir(out);
    const { slot } = await withRunner({ grant: process.cwd(), outDir: outDir.root }, (proc) => (0,_stages_spec_run_js__WEBPACK_IMPORTED_MODULE_12__/* .registerSpec */ .tT)(specFile, probeFile, p.values.global === true, {
        proc,
        cwd: process.cwd(),
        timeoutMs: (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalInt */ .yr)(p.values, 'timeout-ms', 1) ?? _oracle_config_js__WEBPACK_IMPORTED_MODULE_17__/* .DEFAULT_BUDGETS */ .Dm.predicate_timeout_ms,
        out: outDir,
        logPrefix: `register-${(0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .slug */ .yR)(spec)}`,
        handOver: handOverCopies(),
    }));
    writeResult(out, slot);
    return 0;
}
const EVAL_USAGE = `usage: gate property eval --spec S --patch C --slot SLOT --out R [--timeout-ms N]

Runs a registered spec on a candidate patch. A missing, invalid or stale slot (the spec changed
since registration) is PROPERTY_NOT_FALSIFIABLE and the spec is not run.`;
async function propertyEval(argv) {
    const p = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommand */ .RM)(argv, {
        spec: { type: 'string' },
        patch: { type: 'string' },
        slot: { type: 'string' },
        out: { type: 'string' },
        'timeout-ms': { type: 'string' },
    }, EVAL_USAGE);
    if (p === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .noPositionals */ .d0)(p.positionals);
    const spec = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'spec');
    const patch = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'patch');
    const slotPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'slot');
    const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'out');
    const patchFile = await locate(patch, 'patch');
    const patchBytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(patchFile);
    let diff;
    try {
        diff = (0,_patch_diff_js__WEBPACK_IMPORTED_MODULE_6__/* .parseUnifiedDiff */ .rj)(patchBytes.toString('utf8'));
    }
    catch (err) {
        if (err instanceof _patch_diff_js__WEBPACK_IMPORTED_MODULE_6__/* .DiffParseError */ .hg)
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`patch ${patch}: not a unified diff: ${err.message}`);
        throw err;
    }
    let slotText;
    try {
        slotText = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(slotPath, 'utf8');
    }
    catch {
        slotText = undefined;
    }
    const outDir = logDir(out);
    const env = {
        cwd: process.cwd(),
        timeoutMs: (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalInt */ .yr)(p.values, 'timeout-ms', 1) ?? _oracle_config_js__WEBPACK_IMPORTED_MODULE_17__/* .DEFAULT_BUDGETS */ .Dm.predicate_timeout_ms,
        out: outDir,
        logPrefix: `eval-${(0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .slug */ .yR)(spec)}`,
        handOver: handOverCopies(),
    };
    const specFile = await locate(spec, 'spec');
    if (slotText === undefined) {
        writeResult(out, {
            code: 'PROPERTY_NOT_FALSIFIABLE',
            spec,
            spec_sha256: (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .f)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(specFile)),
            reason: `no slot at ${slotPath}: register the spec first`,
        });
        return 0;
    }
    let slot;
    try {
        slot = JSON.parse(slotText);
    }
    catch {
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`slot ${slotPath}: not JSON`);
    }
    const slotDigest = (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .f)(slotText);
    const patchArg = { bytes: patchBytes, sha256: (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .f)(patchBytes), diff };
    const { result } = await withRunner({ grant: process.cwd(), outDir: outDir.root }, (proc) => (0,_stages_spec_run_js__WEBPACK_IMPORTED_MODULE_12__/* .evalSpec */ .wJ)({ name: spec, file: specFile }, slot, slotDigest, patchArg, (0,_patch_diff_js__WEBPACK_IMPORTED_MODULE_6__/* .touchedPaths */ .Pq)(diff), {
        ...env,
        proc,
    }));
    writeResult(out, result);
    return 0;
}
const BIND_USAGE = `usage: gate fixture bind --patch C --manifest M --out B [--target T]

Hashes the manifest's inputs (never program output) and writes the binding: patch digest, generator
id and file digest, inputs digest and one binding digest per seed. A manifest defect is UNBOUND.`;
async function fixtureBind(argv) {
    const p = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommand */ .RM)(argv, {
        patch: { type: 'string' },
        manifest: { type: 'string' },
        out: { type: 'string' },
        target: { type: 'string' },
    }, BIND_USAGE);
    if (p === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .noPositionals */ .d0)(p.positionals);
    const patch = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'patch');
    const manifestPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'manifest');
    const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'out');
    const patchDigest = `sha256:${(0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .f)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(await locate(patch, 'patch')))}`;
    const unbound = (reason) => {
        writeResult(out, { code: 'UNBOUND', manifest: manifestPath, patch_digest: patchDigest, reason });
        return 0;
    };
    const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveInside */ .LI)(process.cwd(), manifestPath);
    if (!found.ok)
        return unbound(`${manifestPath}: ${found.reason}`);
    const parsed = (0,_oracle_manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .parseManifest */ .Ng)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(found.path, 'utf8'), manifestPath);
    if (!parsed.ok)
        return unbound(parsed.reason);
    const m = parsed.manifest;
    const gen = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveInside */ .LI)(process.cwd(), m.generator);
    if (!gen.ok)
        return unbound(`generator ${m.generator}: ${gen.reason}`);
    // Globs are expanded here, in the tree being bound; the binding names the files.
    const expanded = (0,_oracle_manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .expandInputsOnDisk */ .Sq)(process.cwd(), m.inputs, manifestPath);
    if (!expanded.ok)
        return unbound(expanded.reason);
    const inputs = await (0,_oracle_inputs_js__WEBPACK_IMPORTED_MODULE_14__/* .hashInputs */ ._)(process.cwd(), expanded.inputs);
    if (!inputs.ok)
        return unbound(`${manifestPath}: ${inputs.reason}`);
    const b0 = {
        patch_digest: patchDigest,
        generator_id: m.generator_id,
        generator_sha256: (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .f)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(gen.path)),
        inputs_sha256: inputs.digest,
    };
    const binding = {
        code: 'BOUND',
        schema: _stages_fixture_js__WEBPACK_IMPORTED_MODULE_13__/* .BINDING_SCHEMA */ .ox,
        target: p.values.target ?? manifestPath,
        manifest: manifestPath,
        generator: m.generator,
        ...b0,
        inputs: inputs.files,
        seeds: m.seeds.map((seed) => ({ seed, binding_sha256: (0,_stages_fixture_js__WEBPACK_IMPORTED_MODULE_13__/* .bindingDigest */ .cw)(b0, seed) })),
    };
    writeResult(out, binding);
    return 0;
}
const REPLAY_USAGE = `usage: gate fixture replay --binding B --invariant I --out R [--seed S] [--timeout-ms N]

Re-hashes the bound inputs, then replays each bound seed (or one) once: the generator into a fresh
folder, then the invariant over it. Exit 0 of the invariant is REPLAY_MATCH, 1 REPLAY_MISS; anything
else, a timeout included, is a miss with budget_ok or transcript_complete false.`;
async function fixtureReplay(argv) {
    const p = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommand */ .RM)(argv, {
        binding: { type: 'string' },
        invariant: { type: 'string' },
        out: { type: 'string' },
        seed: { type: 'string' },
        'timeout-ms': { type: 'string' },
    }, REPLAY_USAGE);
    if (p === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .noPositionals */ .d0)(p.positionals);
    const bindingPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'binding');
    const invariant = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'invariant');
    const out = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'out');
    const binding = readJson(bindingPath, 'binding');
    if (binding.code !== 'BOUND' || binding.schema !== _stages_fixture_js__WEBPACK_IMPORTED_MODULE_13__/* .BINDING_SCHEMA */ .ox) {
        writeResult(out, {
            code: 'UNBOUND',
            binding: bindingPath,
            reason: `the binding is not BOUND (${String(binding.code)})`,
        });
        return 0;
    }
    const only = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalInt */ .yr)(p.values, 'seed', Number.MIN_SAFE_INTEGER);
    const seeds = binding.seeds.filter((s) => only === undefined || s.seed === only);
    if (seeds.length === 0)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--seed ${only} is not bound in ${bindingPath}`);
    const timeoutMs = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalInt */ .yr)(p.values, 'timeout-ms', 1) ?? _oracle_config_js__WEBPACK_IMPORTED_MODULE_17__/* .DEFAULT_BUDGETS */ .Dm.replay_timeout_ms;
    const dir = logDir(out);
    const inputs = binding.inputs.map((i) => i.path);
    const again = await (0,_oracle_inputs_js__WEBPACK_IMPORTED_MODULE_14__/* .hashInputs */ ._)(process.cwd(), inputs);
    const results = await withRunner({ grant: process.cwd(), outDir: dir.root }, async (proc) => {
        const results = [];
        for (const s of seeds) {
            if (!again.ok || again.digest !== binding.inputs_sha256) {
                results.push({
                    seed: s.seed,
                    code: 'REPLAY_MISS',
                    binding_sha256: s.binding_sha256,
                    budget_ok: true,
                    transcript_complete: false,
                    reason: again.ok
                        ? `the inputs now hash to ${again.digest}, not the bound ${binding.inputs_sha256}`
                        : again.reason,
                });
                continue;
            }
            const run = await (0,_stages_replay_js__WEBPACK_IMPORTED_MODULE_15__/* .replayOnce */ .D)(proc, {
                generator: await locate(binding.generator, 'generator'),
                invariant: await locate(invariant, 'invariant'),
                cwd: process.cwd(),
                inputs,
                seed: s.seed,
                timeoutMs,
                out: dir,
                attemptDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('replay', (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .slug */ .yR)(binding.target), `seed-${s.seed}`),
            });
            results.push({
                seed: s.seed,
                code: run.result === 'pass' ? 'REPLAY_MATCH' : 'REPLAY_MISS',
                binding_sha256: s.binding_sha256,
                budget_ok: run.result !== 'budget',
                transcript_complete: run.result !== 'incomplete',
                exit_code: run.exitCode,
                reason: run.reason,
                logs: run.logs,
            });
        }
        return results;
    });
    const code = results.every((r) => r.code === 'REPLAY_MATCH') ? 'REPLAY_MATCH' : 'REPLAY_MISS';
    writeResult(out, {
        code,
        target: binding.target,
        invariant,
        inputs_sha256: binding.inputs_sha256,
        seeds: results,
    });
    return 0;
}
const REPLAY_SEED_USAGE = `usage: gate replay-seed --workdir W --manifest M --property P --seed S --expect-fixture-sha256 F [--timeout-ms N] [--out D]

Replays one seed once in the worktree W (a clean checkout of the base revision): W's own generator,
invariant P and inputs, which must hash to F. Never retries. The programs' logs are kept in the folder
D when given; otherwise they go to a temporary folder, removed before the command ends.
Exit 0 pass, 1 fail; anything else means not_run (3: the inputs or files are not as expected).`;
async function replaySeedCommand(argv) {
    const p = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommand */ .RM)(argv, {
        workdir: { type: 'string' },
        manifest: { type: 'string' },
        property: { type: 'string' },
        seed: { type: 'string' },
        'expect-fixture-sha256': { type: 'string' },
        'timeout-ms': { type: 'string' },
        out: { type: 'string' },
    }, REPLAY_SEED_USAGE);
    if (p === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .noPositionals */ .d0)(p.positionals);
    const workdir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'workdir'));
    const manifestPath = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'manifest');
    const property = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'property');
    const seed = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalInt */ .yr)(p.values, 'seed', Number.MIN_SAFE_INTEGER);
    if (seed === undefined)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('--seed is required');
    const expect = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'expect-fixture-sha256');
    const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveInside */ .LI)(workdir, manifestPath);
    if (!found.ok) {
        process.stderr.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_18__/* .defuseLog */ .T)(`gate replay-seed: ${manifestPath}: ${found.reason}\n`));
        return 3;
    }
    const parsed = (0,_oracle_manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .parseManifest */ .Ng)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(found.path, 'utf8'), manifestPath);
    if (!parsed.ok) {
        process.stderr.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_18__/* .defuseLog */ .T)(`gate replay-seed: ${parsed.reason}\n`));
        return 3;
    }
    const timeoutMs = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .optionalInt */ .yr)(p.values, 'timeout-ms', 1) ?? _oracle_config_js__WEBPACK_IMPORTED_MODULE_17__/* .DEFAULT_BUDGETS */ .Dm.replay_timeout_ms;
    // The logs go where the user says, or to a folder of this command's, removed on every way out.
    const named = p.values.out === undefined ? undefined : (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_3__/* .required */ .mw)(p.values, 'out');
    const out = named !== undefined
        ? _adapters_outdir_js__WEBPACK_IMPORTED_MODULE_9__/* .OutDir */ .kW.existing((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(named))
        : _adapters_outdir_js__WEBPACK_IMPORTED_MODULE_9__/* .OutDir */ .kW.existing((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'gate-replay-seed-')));
    const remove = () => {
        if (named === undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(out.root, { recursive: true, force: true });
    };
    const forget = (0,_run_cleanup_js__WEBPACK_IMPORTED_MODULE_19__.onInterrupt)(remove);
    let r;
    try {
        // Granted like the pipeline's base replay worktree: an invariant may write its working folder.
        r = await withRunner({ grant: workdir, named: true, outDir: out.root }, (proc) => (0,_stages_base_replay_js__WEBPACK_IMPORTED_MODULE_16__/* .replaySeed */ .Z)(proc, {
            workdir,
            generator: parsed.manifest.generator,
            invariant: property,
            inputs: parsed.manifest.inputs,
            seed,
            expectFixtureSha256: expect,
            timeoutMs,
            out,
            attemptDir: `seed-${seed}`,
        }));
    }
    finally {
        forget();
        remove();
    }
    const where = named !== undefined ? `logs in ${out.root}` : 'logs kept with --out D';
    process.stderr.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_18__/* .defuseLog */ .T)(`gate replay-seed: ${r.result}: ${r.reason} (${where})\n`));
    process.stdout.write((0,_adapters_defuse_js__WEBPACK_IMPORTED_MODULE_18__/* .defuseJson */ .f)(JSON.stringify({ result: r.result, seed, reason: r.reason })) + '\n');
    return r.result === 'pass' ? 0 : r.result === 'fail' ? 1 : 3;
}


/***/ })

};
