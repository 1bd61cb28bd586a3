export const id = 238;
export const ids = [238,523];
export const modules = {

/***/ 9238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CHECK_USAGE: () => (/* binding */ CHECK_USAGE),
/* harmony export */   checkCommand: () => (/* binding */ checkCommand),
/* harmony export */   checkConfiguration: () => (/* binding */ checkConfiguration),
/* harmony export */   fieldPosition: () => (/* binding */ fieldPosition),
/* harmony export */   formatProblem: () => (/* binding */ formatProblem)
/* harmony export */ });
/* harmony import */ var _stages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4523);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5821);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8815);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7593);
/* harmony import */ var _adapters_outdir_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2013);
/* harmony import */ var _adapters_proc_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7642);
/* harmony import */ var _oracle_config_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8710);
/* harmony import */ var _oracle_fixture_probe_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7272);
/* harmony import */ var _stages_tests_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9651);
/* harmony import */ var _classify_hash_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2916);
/* harmony import */ var _patch_diff_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2435);
/* harmony import */ var _oracle_manifest_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9549);
/* harmony import */ var _patch_paths_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5734);
/* harmony import */ var _builtins_predicates_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(6868);
/* harmony import */ var _builtins_evaluate_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(4425);
/* harmony import */ var _builtins_spec_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(4129);
/* harmony import */ var _stages_spec_run_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(3336);
/* harmony import */ var _oracle_inputs_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(1441);
/* harmony import */ var _stages_replay_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(3416);
/* harmony import */ var _stages_judge_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(96);
/* harmony import */ var _stages_fixture_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(9485);
/* harmony import */ var _oracle_suggest_js__WEBPACK_IMPORTED_MODULE_26__ = __webpack_require__(7508);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_24__ = __webpack_require__(6960);
/* harmony import */ var _adapters_sandbox_js__WEBPACK_IMPORTED_MODULE_25__ = __webpack_require__(8023);
/**
 * `gate check`: would this configuration grade honestly? It validates gate.yml, every manifest and
 * every `.yml` spec and probe (all problems at once, each with file, field and line:column), then
 * registers every spec on its probe and on the empty patch, and replays every fixture seed on the
 * current checkout, which must match; then each fixture's probe is applied to a copy of the checkout
 * and its seeds replayed there until one misses (src/oracle/fixture-probe.ts), as the fixture stage
 * does: a fixture that cannot fail, or that names no probe, is a problem. The workflow must not
 * still name the `OWNER/...` placeholder `gate init` writes. Exit 0 only when all of that holds; 1
 * when anything does not; 2 on a usage error. Files are read from the current directory: run it on
 * the branch that adds them, at the repository's root (a warning says when it is not). The result —
 * the problems in one block, a probe not rejected with why, then the verdict line — is on stdout;
 * progress and warnings on stderr.
 */



























const CHECK_USAGE = `usage: gate check [--config gate.yml] [--no-run]

Checks that the configuration in the current directory would grade honestly:
  1. gate.yml, every fixture manifest, every .yml spec and every probe parse (all problems at
     once, each as FILE:LINE:COLUMN: FIELD: what was expected, with did-you-mean for names);
  2. every spec is registered: it rejects its probe and (unless global) not the empty patch;
  3. every seed of every fixture is replayed once on this checkout, and matches;
  4. every fixture's probe (a known bug) is applied to a copy of this checkout and some seed
     misses there: a fixture that cannot fail, or names no probe, is a problem.
The workflows must not still name the OWNER/... placeholder, nor run the gate after an
actions/checkout that keeps the job token (persist-credentials: false).
--no-run stops after 1 (nothing is executed).

The problems (a probe that was not rejected, with why) and a last line with the verdict go to
stdout; progress, and a warning when this is not the root of a git repository, to stderr.

Exit status: 0 when everything holds, 1 when anything does not, 2 on a usage error.`;
function formatProblem(p) {
    const where = p.line !== undefined ? `${p.file}:${p.line}:${p.column ?? 1}` : p.file;
    return `${where}: ${p.field ? `${p.field}: ` : ''}${p.message}`;
}
/** Where the value at a field path (`a.b[2].c`) is written in a YAML or JSON text. */
function fieldPosition(text, field) {
    const path = [];
    for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
        path.push(m[2] !== undefined ? Number(m[2]) : m[1]);
    try {
        const lines = new yaml__WEBPACK_IMPORTED_MODULE_5__/* .LineCounter */ .HN();
        const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_5__/* .parseDocument */ .Tp)(text, { lineCounter: lines, logLevel: 'silent' });
        for (let n = path.length; n >= 0; n--) {
            const node = (n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true));
            const range = node?.range;
            if (range) {
                const { line, col } = lines.linePos(range[0]);
                return { line, column: col };
            }
        }
    }
    catch {
        return undefined;
    }
    return undefined;
}
async function readRepoFile(cwd, rel) {
    const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .resolveInside */ .LI)(cwd, rel, { expect: 'file' });
    if (!found.ok)
        return found.reason;
    try {
        return { path: found.path, text: (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(found.path, 'utf8') };
    }
    catch (err) {
        return `cannot read: ${err instanceof Error ? err.message : String(err)}`;
    }
}
/** The whole check; never throws for a problem of the files, only lists it. */
async function checkConfiguration(o) {
    const problems = [];
    const report = { problems, registered: 0, replayed: 0, probed: 0 };
    const configFile = await readRepoFile(o.cwd, o.config);
    if (typeof configFile === 'string') {
        problems.push({ file: o.config, message: `${configFile} (run gate init to write one)` });
        return report;
    }
    const { errors, partial: config } = (0,_oracle_config_js__WEBPACK_IMPORTED_MODULE_9__/* .parseConfigAll */ .zp)(configFile.text, o.config);
    for (const e of errors) {
        const prefix = `${o.config}: ${e.field === '' ? '' : `${e.field}: `}`;
        problems.push({
            file: o.config,
            ...(e.line !== undefined ? { line: e.line, column: e.column ?? 1 } : {}),
            ...(e.field ? { field: e.field } : {}),
            message: e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message,
        });
    }
    if (config === null)
        return report;
    const files = await staticChecks(o, config, problems);
    // The workflows' problems do not keep the configuration from being run here: they are said after.
    const workflow = [];
    workflowProblems(o.cwd, workflow);
    if (!o.run || problems.length > 0) {
        if (o.run)
            report.stoppedEarly = true;
        problems.push(...workflow);
        return report;
    }
    const out = _adapters_outdir_js__WEBPACK_IMPORTED_MODULE_7__/* .OutDir */ .kW.fresh((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'gate-check-')));
    const dropPycache = (0,_adapters_proc_js__WEBPACK_IMPORTED_MODULE_8__/* .holdPycachePrefix */ .Tg)();
    try {
        await registerAll(o, config, files, out, report);
        await replayAll(o, config, files, out, report);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(out.root, { recursive: true, force: true });
        dropPycache();
    }
    problems.push(...workflow);
    return report;
}
/** Every file the config names exists and parses; returns their absolute paths. */
async function staticChecks(o, config, problems) {
    const located = { specs: new Map(), manifests: new Map() };
    const configText = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(o.cwd, o.config), 'utf8');
    const atConfig = (field, message) => {
        const at = fieldPosition(configText, field);
        problems.push({ file: o.config, ...(at ?? {}), field, message });
    };
    // The config read without its entries in error: each entry's index in the file, for the field names.
    const raw = rawLists(configText);
    const propertyIndex = (spec, n) => {
        const at = raw.properties.findIndex((e) => e.spec === spec || `builtin:${String(e.builtin)}` === spec);
        return at < 0 ? n : at;
    };
    const fixtureIndex = (target, n) => {
        const at = raw.fixtures.findIndex((e) => e.target === target);
        return at < 0 ? n : at;
    };
    for (const [n, p] of config.properties.entries()) {
        const i = propertyIndex(p.spec, n);
        let spec;
        let probe;
        if (p.builtin === undefined) {
            const s = await readRepoFile(o.cwd, p.spec);
            if (typeof s === 'string')
                atConfig(`properties[${i}].spec`, `${p.spec}: ${s}`);
            else {
                spec = s.path;
                if (/\.ya?ml$/i.test(p.spec))
                    specProblems(p.spec, s.text, problems);
            }
        }
        if (p.builtin === undefined || !p.builtin.shippedProbe) {
            const rel = p.probe;
            const pr = await readRepoFile(o.cwd, rel);
            if (typeof pr === 'string')
                atConfig(`properties[${i}].probe`, `${rel}: ${pr}`);
            else {
                probe = pr.path;
                probeProblems(rel, pr.text, problems);
            }
        }
        if ((spec !== undefined || p.builtin !== undefined) && (probe !== undefined || p.builtin?.shippedProbe))
            located.specs.set(n, { spec: spec ?? '', probe: probe ?? '' });
    }
    for (const [n, f] of config.fixtures.entries()) {
        const i = fixtureIndex(f.target, n);
        const m = await readRepoFile(o.cwd, f.manifest);
        if (typeof m === 'string') {
            atConfig(`fixtures[${i}].manifest`, `${f.manifest}: ${m}`);
            continue;
        }
        const parsed = (0,_oracle_manifest_js__WEBPACK_IMPORTED_MODULE_14__/* .parseManifest */ .Ng)(m.text, f.manifest);
        const inv = await readRepoFile(o.cwd, f.invariant);
        if (typeof inv === 'string')
            atConfig(`fixtures[${i}].invariant`, `${f.invariant}: ${inv}`);
        if (f.exercise !== undefined) {
            const ex = await readRepoFile(o.cwd, f.exercise);
            if (typeof ex === 'string')
                atConfig(`fixtures[${i}].exercise`, `${f.exercise}: ${ex}`);
        }
        // SPEC §2: every fixture proves it can fail; a version 1 fixture without a probe is graded, but
        // nothing shows it can fail, so it does not pass the check.
        let probe = null;
        if (f.probe === null)
            atConfig(`fixtures[${i}]`, `${f.target}: nothing shows this fixture can fail: it names no probe (add probe: PATH, a unified diff of the code under test, a known bug on which some seed misses; version: 2 requires one)`);
        else {
            const pr = await readRepoFile(o.cwd, f.probe);
            if (typeof pr === 'string')
                atConfig(`fixtures[${i}].probe`, `${f.probe}: ${pr}`);
            else {
                probe = pr.path;
                probeProblems(f.probe, pr.text, problems, 'a known bug on which some seed of the fixture misses');
                await untrackedTargets(o.cwd, f.probe, pr.text, problems);
            }
        }
        if (!parsed.ok) {
            problems.push(manifestProblem(f.manifest, m.text, parsed.reason));
            continue;
        }
        // Files only a judge reads mean something only where there is a judge apart from the code.
        if (parsed.manifest.judge_inputs !== undefined && f.exercise === undefined)
            problems.push({
                file: f.manifest,
                ...(fieldPosition(m.text, 'judge_inputs') ?? {}),
                field: 'judge_inputs',
                message: `${f.target} has no exercise: its invariant shares a process with the code under test, so these files are neither hidden from that code nor handed over (GATE_JUDGE_INPUTS); add exercise: to the fixture`,
            });
        for (const [k, p] of (parsed.manifest.judge_inputs ?? []).entries()) {
            const found = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .resolveInside */ .LI)(o.cwd, p, { expect: 'file' });
            if (!found.ok)
                problems.push({
                    file: f.manifest,
                    ...(fieldPosition(m.text, 'judge_inputs') ?? {}),
                    field: `judge_inputs[${k}]`,
                    message: `${p}: ${found.reason}`,
                });
        }
        const resolved = await (0,_oracle_manifest_js__WEBPACK_IMPORTED_MODULE_14__/* .resolveManifestFiles */ .ZS)(o.cwd, parsed.manifest, f.manifest);
        if (!resolved.ok) {
            const at = fieldPosition(m.text, resolved.field);
            const prefix = `${f.manifest}: ${resolved.field}: `;
            problems.push({
                file: f.manifest,
                ...(at ?? {}),
                field: resolved.field,
                message: resolved.reason.startsWith(prefix) ? resolved.reason.slice(prefix.length) : resolved.reason,
            });
            continue;
        }
        if (typeof inv !== 'string')
            located.manifests.set(n, { manifest: parsed.manifest, invariant: inv.path, probe });
    }
    return located;
}
/** The `properties` and `fixtures` lists as written, entries in error included. */
function rawLists(text) {
    const entries = (v) => Array.isArray(v) ? v.map((e) => (typeof e === 'object' && e !== null ? e : {})) : [];
    try {
        const root = (0,yaml__WEBPACK_IMPORTED_MODULE_5__/* .parseDocument */ .Tp)(text, { logLevel: 'silent' }).toJS({ maxAliasCount: 100 });
        return { properties: entries(root?.properties), fixtures: entries(root?.fixtures) };
    }
    catch {
        return { properties: [], fixtures: [] };
    }
}
const MANIFEST_KEYS = ['generator', 'generator_id', 'inputs', 'seed'];
function manifestProblem(file, text, reason) {
    const m = new RegExp(`^${escapeRe(file)}: ([^:\\s]+): (.*)$`, 's').exec(reason);
    if (m === null)
        return { file, message: reason.startsWith(`${file}: `) ? reason.slice(file.length + 2) : reason };
    const field = m[1];
    let message = m[2];
    if (message.startsWith('unknown key'))
        message += (0,_oracle_suggest_js__WEBPACK_IMPORTED_MODULE_26__/* .didYouMean */ .au)(field, MANIFEST_KEYS);
    const at = fieldPosition(text, field);
    return { file, ...(at ?? {}), field, message };
}
function escapeRe(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function specProblems(file, text, problems) {
    try {
        (0,_builtins_predicates_js__WEBPACK_IMPORTED_MODULE_16__/* .parseBuiltinSpec */ .k7)(text, file);
    }
    catch (err) {
        if (!(err instanceof _builtins_predicates_js__WEBPACK_IMPORTED_MODULE_16__/* .PredicateSpecError */ .z9))
            throw err;
        const field = err.field === '(document)' ? '' : err.field;
        const prefix = `${file}: ${err.field}: `;
        let message = err.message.startsWith(prefix) ? err.message.slice(prefix.length) : err.message;
        const key = /\.([^.[\]]+)$/.exec(field)?.[1] ?? field;
        if (message.endsWith('got an unknown key'))
            message += (0,_oracle_suggest_js__WEBPACK_IMPORTED_MODULE_26__/* .didYouMean */ .au)(key, [..._builtins_predicates_js__WEBPACK_IMPORTED_MODULE_16__/* .PREDICATE_KINDS */ .ok, 'pattern', 'flags', 'paths', 'message', 'predicates']);
        const at = field === '' ? undefined : fieldPosition(text, field);
        problems.push({ file, ...(at ?? {}), ...(field ? { field } : {}), message });
    }
}
function probeProblems(file, text, problems, what = 'a patch the spec must reject') {
    try {
        if ((0,_patch_diff_js__WEBPACK_IMPORTED_MODULE_13__/* .parseUnifiedDiff */ .rj)(text).files.length === 0)
            problems.push({ file, message: `the probe changes no file (a probe is ${what})` });
    }
    catch (err) {
        if (!(err instanceof _patch_diff_js__WEBPACK_IMPORTED_MODULE_13__/* .DiffParseError */ .hg))
            throw err;
        problems.push({
            file,
            line: err.line,
            column: 1,
            message: `not a unified diff: ${err.message.replace(/^line \d+: /, '')}`,
        });
    }
}
/**
 * The files a probe patches that git does not track in the checkout (ignored, like a build's `dist/`,
 * or never committed): here they exist and the probe applies, but a clean checkout — what the gate's
 * job has — does not hold them, and every pull request would be held FIXTURE_NOT_FALSIFIABLE. Outside
 * a git repository nothing is said (preflight warns of that).
 */
async function untrackedTargets(cwd, file, text, problems) {
    let patched;
    try {
        patched = (0,_patch_diff_js__WEBPACK_IMPORTED_MODULE_13__/* .parseUnifiedDiff */ .rj)(text)
            .files.map((f) => f.oldPath)
            .filter((p) => p !== null);
    }
    catch {
        return;
    }
    if (patched.length === 0)
        return;
    let tracked;
    try {
        const out = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_24__/* .git */ .$Y)(cwd, ['ls-files', '-z', '--', ...patched.map((p) => `:(literal)${p}`)], 'utf8');
        tracked = new Set(out.split('\0').filter((p) => p !== ''));
    }
    catch {
        return;
    }
    const some = (paths) => `${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ', …' : ''}`;
    const absent = patched.filter((p) => !tracked.has(p) && !(0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cwd, p)));
    if (absent.length > 0)
        problems.push({
            file,
            message: `the probe patches ${some(absent)}, which the repository does not hold: it cannot apply. Patch a file of the code under test as it is on this branch`,
        });
    const untracked = patched.filter((p) => !tracked.has(p) && !absent.includes(p));
    if (untracked.length > 0)
        problems.push({
            file,
            message: `the probe patches ${some(untracked)}, which git does not track here (ignored, like a build's output, or never committed): a clean checkout — what the gate's job has — does not hold ${untracked.length === 1 ? 'it' : 'them'}, so the probe cannot apply there and every pull request would be held FIXTURE_NOT_FALSIFIABLE. Patch a file the repository holds (the source, not a build)`,
        });
}
async function registerAll(o, config, files, out, report) {
    const proc = o.proc ?? _adapters_proc_js__WEBPACK_IMPORTED_MODULE_8__/* .localRunner */ .iL;
    const handOver = (0,_stages_js__WEBPACK_IMPORTED_MODULE_0__.handOverCopies)();
    try {
        await registerEach(o, config, files, out, report, proc, handOver);
    }
    finally {
        handOver.remove();
    }
}
async function registerEach(o, config, files, out, report, proc, handOver) {
    await Promise.all(config.properties.map(async (p, i) => {
        const paths = files.specs.get(i);
        if (paths === undefined)
            return;
        const dir = `property/${String(i + 1).padStart(2, '0')}-${(0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .slug */ .yR)(p.spec)}`;
        let spec = { name: p.spec, file: paths.spec };
        let probe = paths.probe;
        if (p.builtin !== undefined) {
            const m = (0,_builtins_spec_js__WEBPACK_IMPORTED_MODULE_18__/* .materializeCheck */ .I)(out, dir, p.builtin);
            spec = { name: p.spec, file: m.specFile, check: m.check };
            if (p.builtin.shippedProbe)
                probe = m.probeFile;
        }
        const { slot, logs } = await (0,_stages_spec_run_js__WEBPACK_IMPORTED_MODULE_19__/* .registerSpec */ .tT)(spec, { name: p.probe ?? `${p.spec}.patch`, file: probe }, p.global, {
            proc,
            cwd: o.cwd,
            timeoutMs: config.budgets.predicate_timeout_ms,
            out,
            logPrefix: dir.replace('/', '-'),
            handOver,
        });
        report.registered++;
        if (slot.valid)
            o.say(`  registered  ${p.spec}: ${slot.reason}`);
        else {
            const why = slot.probe_result === 'clear' ? whyNotRejected(spec, probe, logs, out) : [];
            report.problems.push({
                file: p.builtin === undefined ? p.spec : o.config,
                ...(p.builtin === undefined ? {} : { field: `properties[${i}]` }),
                message: `${slot.invalid_code ?? 'PROPERTY_NOT_FALSIFIABLE'}: ${slot.reason}` +
                    why.map((line) => `\n    why: ${line}`).join(''),
            });
        }
    }));
}
async function replayAll(o, config, files, out, report) {
    const proc = o.proc ?? _adapters_proc_js__WEBPACK_IMPORTED_MODULE_8__/* .localRunner */ .iL;
    for (const [i, f] of config.fixtures.entries()) {
        const located = files.manifests.get(i);
        if (located === undefined)
            continue;
        const { manifest, invariant, probe } = located;
        let matched = true;
        const generator = await (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .resolveInside */ .LI)(o.cwd, manifest.generator, { expect: 'file' });
        if (!generator.ok)
            continue; // listed by the static checks
        const inputs = await (0,_oracle_inputs_js__WEBPACK_IMPORTED_MODULE_20__/* .hashInputs */ ._)(o.cwd, manifest.inputs);
        if (!inputs.ok) {
            report.problems.push({ file: f.manifest, field: 'inputs', message: inputs.reason });
            continue;
        }
        const references = new Map();
        const sameAsBaseReference = async (seed) => {
            const attemptDir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)('replay', (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .slug */ .yR)(f.target), `seed-${seed}-base-outputs`);
            const made = await (0,_stages_replay_js__WEBPACK_IMPORTED_MODULE_21__/* .replayOnce */ .D)(proc, {
                generator: generator.path,
                invariant,
                exercise: {
                    path: f.exercise,
                    judge: invariant,
                    collectOnly: true,
                    ...(manifest.judge_inputs !== undefined
                        ? { judgeInputs: (0,_stages_fixture_js__WEBPACK_IMPORTED_MODULE_23__/* .judgeInputsOf */ .MX)(manifest.judge_inputs, invariant, f.invariant) }
                        : {}),
                },
                cwd: o.cwd,
                inputs: manifest.inputs,
                seed,
                timeoutMs: config.budgets.replay_timeout_ms,
                out,
                attemptDir,
            });
            if (made.result !== 'pass')
                return { reason: made };
            const folder = out.path(attemptDir, 'out', _stages_judge_js__WEBPACK_IMPORTED_MODULE_22__/* .OUTPUTS_FOLDER */ .MU);
            references.set(seed, folder);
            return { folder };
        };
        for (const seed of manifest.seeds) {
            const started = Date.now();
            const heartbeat = setInterval(() => o.say(`  … ${f.target} seed ${seed} still running (${Math.round((Date.now() - started) / 1000)} s)`), 5000);
            let run;
            try {
                // law: same-as-base: this checkout is the base of the patches to come, so its own outputs at
                // the seed are what the replay here (which then shows they do not vary) and the probe compare with.
                const made = f.law === 'same-as-base' ? await sameAsBaseReference(seed) : undefined;
                if (made !== undefined && 'reason' in made)
                    run = made.reason;
                else
                    run = await (0,_stages_replay_js__WEBPACK_IMPORTED_MODULE_21__/* .replayOnce */ .D)(proc, {
                        generator: generator.path,
                        invariant,
                        ...(0,_stages_fixture_js__WEBPACK_IMPORTED_MODULE_23__/* .exerciseOf */ .sS)(f, invariant, made?.folder, (0,_stages_fixture_js__WEBPACK_IMPORTED_MODULE_23__/* .judgeInputsOf */ .MX)(manifest.judge_inputs, invariant, f.invariant)),
                        cwd: o.cwd,
                        inputs: manifest.inputs,
                        seed,
                        timeoutMs: config.budgets.replay_timeout_ms,
                        out,
                        attemptDir: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)('replay', (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .slug */ .yR)(f.target), `seed-${seed}`),
                    });
            }
            finally {
                clearInterval(heartbeat);
            }
            report.replayed++;
            if (run.result === 'pass')
                o.say(`  replayed    ${f.target} seed ${seed}: REPLAY_MATCH (${run.elapsedMs} ms)`);
            else {
                matched = false;
                const logs = run.logs
                    .map((l) => readLog(out, l))
                    .filter(Boolean)
                    .join('\n');
                report.problems.push({
                    file: f.manifest,
                    field: 'seed',
                    message: `${f.target} seed ${seed} does not match on this checkout (${run.result}: ${run.reason}); ` +
                        'a fixture must replay green before it can grade a patch' +
                        (logs ? `\n${logs}` : ''),
                });
            }
        }
        // The probe only means something for a fixture that holds here.
        if (!matched || probe === null || f.probe === null)
            continue;
        const probed = await (0,_oracle_fixture_probe_js__WEBPACK_IMPORTED_MODULE_10__/* .probeFixture */ .AK)({
            oracle: { reads: [], locate: async () => probe },
            out,
            baseCheckout: (run) => inCopyOf(o.cwd, run),
            oraclePaths: (0,_oracle_config_js__WEBPACK_IMPORTED_MODULE_9__/* .configOraclePaths */ .dV)(config, o.config),
            protectedGlobs: config.protected,
            replay: (r) => (0,_stages_replay_js__WEBPACK_IMPORTED_MODULE_21__/* .replayOnce */ .D)(proc, {
                generator: generator.path,
                invariant: r.invariant,
                ...(0,_stages_fixture_js__WEBPACK_IMPORTED_MODULE_23__/* .exerciseOf */ .sS)(f, invariant, references.get(r.seed), (0,_stages_fixture_js__WEBPACK_IMPORTED_MODULE_23__/* .judgeInputsOf */ .MX)(manifest.judge_inputs, invariant, f.invariant)),
                cwd: r.cwd,
                inputs: manifest.inputs,
                seed: r.seed,
                timeoutMs: config.budgets.replay_timeout_ms,
                out,
                attemptDir: r.attemptDir,
            }),
        }, {
            target: f.target,
            manifest: f.manifest,
            invariant: f.invariant,
            ...(f.exercise !== undefined ? { exercise: f.exercise } : {}),
            probe: f.probe,
            generator: manifest.generator,
            generatorSha256: (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .sha256Hex */ .f)((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(generator.path)),
            invariantSha256: (0,_classify_hash_js__WEBPACK_IMPORTED_MODULE_12__/* .sha256Hex */ .f)((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(invariant)),
            inputs: manifest.inputs,
            inputPaths: inputs.files.map((x) => x.path),
            baseInputsSha256: inputs.digest,
            seeds: manifest.seeds,
            dir: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)('fixtures', (0,_patch_paths_js__WEBPACK_IMPORTED_MODULE_15__/* .slug */ .yR)(f.target)),
        });
        report.probed += probed.outcome.replays;
        if (probed.outcome.result === 'falsifiable')
            o.say(`  probed      ${f.target}: ${probed.outcome.reason}`);
        else
            report.problems.push({
                file: o.config,
                field: `fixtures[${i}].probe`,
                message: `${f.target}: FIXTURE_NOT_FALSIFIABLE: ${probed.outcome.reason}`,
            });
    }
    // `tests:` fixtures: every test passes here at every seed, and the probe makes one fail.
    const raw = config.tests ?? [];
    for (const [n, t] of raw.entries()) {
        const checked = await (0,_stages_tests_js__WEBPACK_IMPORTED_MODULE_11__/* .checkTestsFixture */ .vv)({
            proc,
            cwd: o.cwd,
            out,
            replayTimeoutMs: config.budgets.replay_timeout_ms,
            oraclePaths: (0,_oracle_config_js__WEBPACK_IMPORTED_MODULE_9__/* .configOraclePaths */ .dV)(config, o.config),
            inCopy: (run) => inCopyOf(o.cwd, run),
            say: o.say,
            sandboxed: o.proc === undefined && sandboxWouldRun(),
        }, t);
        report.replayed += checked.runs;
        report.probed += checked.probeRuns;
        for (const p of checked.problems)
            report.problems.push({
                file: o.config,
                field: `fixtures[${testsIndex(o, t.target, n)}].${p.field}`,
                message: p.message,
            });
        if (t.probe !== null) {
            const pr = await readRepoFile(o.cwd, t.probe);
            if (typeof pr !== 'string')
                await untrackedTargets(o.cwd, t.probe, pr.text, report.problems);
        }
        if (t.probe === null)
            report.problems.push({
                file: o.config,
                field: `fixtures[${testsIndex(o, t.target, n)}].probe`,
                message: `${t.target}: nothing shows this fixture can fail: it names no probe (version: 1); add a probe, a known bug of the code under test on which some test fails`,
            });
    }
}
/**
 * Whether `gate run` on this machine would start the tests as a sandbox user (this check runs them as
 * the user who started it): the sandbox is not off, and the gate is root or has passwordless sudo.
 */
function sandboxWouldRun() {
    let setting;
    try {
        setting = (0,_adapters_sandbox_js__WEBPACK_IMPORTED_MODULE_25__/* .sandboxSetting */ .QP)(process.env.GATE_SANDBOX);
    }
    catch {
        return false;
    }
    return setting !== 'off' && process.platform === 'linux' && typeof (0,_adapters_sandbox_js__WEBPACK_IMPORTED_MODULE_25__/* .detectPrivilege */ .F4)() !== 'string';
}
/** The index of a `tests:` fixture in the file's `fixtures` list (its target is unique there). */
function testsIndex(o, target, n) {
    try {
        const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_5__/* .parse */ .qg)((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(o.cwd, o.config), 'utf8'));
        const at = (doc.fixtures ?? []).findIndex((e) => e?.target === target);
        return at < 0 ? n : at;
    }
    catch {
        return n;
    }
}
/**
 * Why a spec let its probe through, in words: what a built-in or `.yml` spec read of the probe and did
 * not find; for a program, that it exited 0 on the probe, and the end of what it printed.
 */
function whyNotRejected(spec, probeFile, logs, out) {
    try {
        const diff = (0,_patch_diff_js__WEBPACK_IMPORTED_MODULE_13__/* .parseUnifiedDiff */ .rj)((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(probeFile, 'utf8'));
        if (spec.check !== undefined)
            return (0,_builtins_evaluate_js__WEBPACK_IMPORTED_MODULE_17__/* .explainCheckClear */ .pY)(spec.check, diff);
        if (/\.ya?ml$/i.test(spec.file))
            return (0,_builtins_predicates_js__WEBPACK_IMPORTED_MODULE_16__/* .explainClear */ .BK)((0,_builtins_predicates_js__WEBPACK_IMPORTED_MODULE_16__/* .parseBuiltinSpec */ .k7)((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(spec.file, 'utf8'), spec.name), diff);
    }
    catch {
        return [];
    }
    const log = logs.find((l) => l.endsWith('-probe.log'));
    const said = log === undefined ? '' : readLog(out, log);
    return [
        `${spec.name} exited 0 on the probe, which says the patch is clear (a spec rejects with exit 1)` +
            (said === '' ? '; it printed nothing' : `; the end of what it printed:\n${said}`),
    ];
}
/**
 * Runs `run` in a throwaway copy of the checkout (its working tree as it is, uncommitted files
 * included; not `.git` or `.gate`), so a probe is never applied to the user's files. Folders named
 * `node_modules` are linked, not copied: the code under test resolves its dependencies as here.
 */
async function inCopyOf(cwd, run) {
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), 'gate-check-probe-'));
    const linked = [];
    try {
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(cwd)) {
            if (name === '.git' || name === '.gate')
                continue;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.cpSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cwd, name), (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, name), {
                recursive: true,
                verbatimSymlinks: true,
                filter: (src) => {
                    if (!src.endsWith('/node_modules'))
                        return true;
                    linked.push(src);
                    return false;
                },
            });
        }
        for (const src of linked)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.symlinkSync)(src, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, src.slice(cwd.length + 1)));
        return await run(dir);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(dir, { recursive: true, force: true });
    }
}
/**
 * The workflows: the one `gate init` writes names `OWNER/...` until someone replaces it (nothing would
 * run), and a job that runs the gate on a pull request's code after an `actions/checkout` that keeps
 * the job token in `.git/config` (no `persist-credentials: false`) hands that token to the code.
 */
function workflowProblems(cwd, problems) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cwd, '.github', 'workflows');
    let names = [];
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(dir).filter((n) => /\.ya?ml$/i.test(n));
    }
    catch {
        return;
    }
    for (const name of names.sort()) {
        let text;
        try {
            text = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, name), 'utf8');
        }
        catch {
            continue;
        }
        text.split('\n').forEach((line, n) => {
            const m = /^\s*-?\s*uses:\s*['"]?(OWNER\/[^\s'"#]*)/.exec(line);
            if (m === null)
                return;
            problems.push({
                file: `.github/workflows/${name}`,
                line: n + 1,
                column: line.indexOf('OWNER') + 1,
                message: `still names the placeholder ${m[1]}: no such action exists, so the gate would never run. Replace OWNER with the owner of the action's repository (or write the workflow again with gate init --action OWNER/REPO@REF)`,
            });
        });
        persistedCredentials(`.github/workflows/${name}`, text, problems);
    }
}
/** A step's `uses` that names this action (by its repository name, or the placeholder). */
const GATE_ACTION = /(^|\/)failure-class-gate(@|\/|$)/;
/**
 * Jobs that run the gate in its default mode (grading the checked-out code) after an
 * `actions/checkout` without `persist-credentials: false`: the job token stays in `.git/config`, which
 * the pull request's code can read, sandbox or not, and post a check of its own with. A workflow that
 * does not parse is left to GitHub to report.
 */
function persistedCredentials(file, text, problems) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_5__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_5__/* .parseDocument */ .Tp)(text, { lineCounter: lines });
    const jobs = doc.errors.length === 0 ? doc.get('jobs') : undefined;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_5__/* .isMap */ .jh)(jobs))
        return;
    for (const job of jobs.items) {
        const steps = (0,yaml__WEBPACK_IMPORTED_MODULE_5__/* .isMap */ .jh)(job.value) ? job.value.get('steps') : undefined;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_5__/* .isSeq */ .oP)(steps))
            continue;
        const items = steps.items.filter((step) => (0,yaml__WEBPACK_IMPORTED_MODULE_5__/* .isMap */ .jh)(step));
        const uses = (step) => {
            const u = step.get('uses');
            return typeof u === 'string' ? u : '';
        };
        const grades = items.some((step) => {
            const mode = step.getIn(['with', 'mode']);
            return GATE_ACTION.test(uses(step)) && (mode === undefined || mode === null || mode === 'gate');
        });
        if (!grades)
            continue;
        for (const step of items) {
            if (!/^actions\/checkout@/.test(uses(step)))
                continue;
            const keep = step.getIn(['with', 'persist-credentials']);
            if (keep === false || keep === 'false')
                continue;
            const at = step.range ? lines.linePos(step.range[0]) : undefined;
            problems.push({
                file,
                ...(at !== undefined ? { line: at.line, column: at.col } : {}),
                message: "actions/checkout keeps the job token in .git/config unless persist-credentials is false: the pull request's code the gate runs can read it (the sandbox's users too) and post a check of its own. Add `with: persist-credentials: false` to this step (the gate fetches the base commit with the token itself)",
            });
        }
    }
}
/** The last lines of a replay log, indented, for the report. */
function readLog(out, rel) {
    try {
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(out.path(rel), 'utf8').trimEnd();
        if (text === '')
            return '';
        const lines = text.split('\n').slice(-8);
        return lines.map((l) => `      | ${l}`).join('\n');
    }
    catch {
        return '';
    }
}
async function checkCommand(argv) {
    const parsed = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommand */ .RM)(argv, { config: { type: 'string', default: 'gate.yml' }, 'no-run': { type: 'boolean' } }, CHECK_USAGE);
    if (parsed === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_6__/* .noPositionals */ .d0)(parsed.positionals);
    // Results (the problems and the verdict) on stdout; progress and warnings on stderr.
    const say = (line) => process.stderr.write(line + '\n');
    const cwd = process.cwd();
    const where = await (0,_preflight_js__WEBPACK_IMPORTED_MODULE_1__/* .checkoutWarning */ .h)(cwd, 'check');
    if (where !== null)
        say(`gate check: ${where}`);
    const report = await checkConfiguration({
        cwd,
        config: parsed.values.config,
        run: parsed.values['no-run'] !== true,
        say,
    });
    const done = `${report.registered} spec(s) registered, ${report.replayed} seed(s) replayed, ${report.probed} probe replay(s)`;
    const result = (line) => process.stdout.write(line + '\n');
    if (report.problems.length === 0) {
        result(`gate check: ok: ${done}; this configuration grades honestly`);
        return 0;
    }
    const n = report.problems.length;
    result(`gate check: ${n} problem${n === 1 ? '' : 's'}:`);
    for (const p of report.problems)
        result(`  ${formatProblem(p).replace(/\n/g, '\n  ')}`);
    result(`gate check: ${n} problem${n === 1 ? '' : 's'}; ${done}` +
        (report.stoppedEarly ? ' (nothing is registered or replayed until the files above parse)' : ''));
    return 1;
}


/***/ }),

/***/ 5821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ checkoutWarning),
/* harmony export */   r: () => (/* binding */ preflightRun)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6675);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6960);
/**
 * What `gate run` checks before it opens a run, so that a mistake on the command line is a usage
 * error (exit 2, with the words to fix it) rather than an UNUSABLE verdict: git is there, the current
 * directory is a repository, the revisions exist, `--patch` is readable. It also warns where a verdict
 * would mislead: uncommitted changes (the specs and fixtures run on the working tree, the patch is
 * taken from commits) and a base that is not an ancestor of the head (the patch then holds the
 * base's own changes, reversed).
 */




async function preflightRun(cwd, o) {
    const warnings = [];
    const probe = (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.spawnSync)('git', ['--version'], { encoding: 'utf8', timeout: 10_000, env: process.env });
    if (probe.error !== undefined || probe.status !== 0)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('git is not installed or not on PATH (the gate reads the patch and the base with it)');
    let root;
    try {
        root = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .topLevel */ .M4)(cwd);
    }
    catch {
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${cwd} is not inside a git repository (run gate run in the candidate checkout)`);
    }
    const base = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, o.base);
    if (base === undefined)
        throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--base ${JSON.stringify(o.base)}: no such commit here` +
            (/^[0-9a-f]{7,40}$/i.test(o.base)
                ? ' (a shallow clone may lack it: git fetch --depth=1 origin SHA)'
                : ''));
    const headSha = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, 'HEAD');
    if (o.head !== undefined) {
        const head = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(root, o.head);
        if (head === undefined)
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--head ${JSON.stringify(o.head)}: no such commit here`);
        // Specs and fixtures run on the checkout: grading another commit's patch against it would mix the two.
        if (head !== headSha)
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--head ${JSON.stringify(o.head)} is ${head.slice(0, 12)}, not the checkout's HEAD ${String(headSha).slice(0, 12)}: ` +
                `check it out first (git checkout ${o.head}), or leave --head out`);
    }
    if (o.patch !== undefined) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(o.patch, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
        }
        catch {
            throw new _cli_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--patch ${o.patch}: cannot be read`);
        }
    }
    if (o.patch === undefined && headSha !== undefined) {
        try {
            await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(root, ['merge-base', '--is-ancestor', base, headSha], 'utf8', 30_000);
        }
        catch {
            warnings.push(`--base ${o.base} is not an ancestor of HEAD: the patch holds its changes too. ` +
                `Grade against the fork point: --base $(git merge-base ${o.base} HEAD)`);
        }
    }
    return { warnings, checkout: checkoutStatus(root, o.out) };
}
/** The uncommitted changes of the working tree outside the output folder `outDir`, and their warning. */
async function checkoutStatus(root, outDir) {
    try {
        // Only a warning, so git compares a file's modification time and size, not its change time,
        // owner or inode: the sandbox of an earlier run in this checkout changed those on every file
        // (its grant and hand-back), and a full comparison read and hashed the whole checkout again
        // (100,000 files: 0.8 s). An edit that keeps both the time and the size is not warned about.
        // It takes no lock (GIT_OPTIONAL_LOCKS=0, src/adapters/git.ts), so the run's own index refresh
        // may go on beside it.
        const status = await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(root, [
            '-c',
            'core.checkStat=minimal',
            '-c',
            'core.trustctime=false',
            'status',
            '--porcelain',
            '--untracked-files=normal',
        ], 'utf8', 30_000);
        const out = outDir.replace(/^\.\//, '').replace(/\/$/, '');
        const dirty = status
            .split('\n')
            .filter((l) => l.trim() !== '')
            .filter((l) => !l.slice(3).startsWith(`${out}/`) && l.slice(3) !== out);
        if (dirty.length === 0)
            return { uncommitted: 0, warning: null };
        return {
            uncommitted: dirty.length,
            warning: `the working tree has ${dirty.length} uncommitted change(s) (${dirty
                .slice(0, 3)
                .map((l) => l.slice(3))
                .join(', ')}${dirty.length > 3 ? ', …' : ''}): the patch is taken from commits, ` +
                'but specs and fixtures run on the working tree (a path the patch changes that differs is held ' +
                'UNGRADABLE); commit or stash them for a faithful grade',
        };
    }
    catch {
        // A status that cannot be read changes nothing about the grade.
        return { uncommitted: 0, warning: null };
    }
}
/**
 * Where `gate check` and `gate init` run: they read and write the current directory, which the action
 * reads as the repository's root. A warning when it is not inside a git repository, or not at its root;
 * null at the root.
 */
async function checkoutWarning(cwd, command) {
    const reads = command === 'init' ? 'writes gate.yml and its files into' : 'reads gate.yml and the paths it names from';
    let root;
    try {
        root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(await (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .topLevel */ .M4)(cwd));
    }
    catch {
        return (`warning: ${cwd} is not inside a git repository. gate ${command} ${reads} the current directory, ` +
            'but the gate grades commits: run it at the root of the repository it is for (or git init first)');
    }
    let here = cwd;
    try {
        here = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(cwd);
    }
    catch {
        // An unreadable directory is compared as it is named.
    }
    if (here === root)
        return null;
    return (`warning: ${cwd} is not the root of its git repository (${root}). gate ${command} ${reads} the current ` +
        `directory, while the action reads them from the root: run it there (cd ${root})`);
}


/***/ }),

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
