export const id = 1;
export const ids = [1];
export const modules = {

/***/ 90001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REPORT_PROTECTED: () => (/* binding */ REPORT_PROTECTED),
  applyScope: () => (/* binding */ applyScope),
  pullRequestOf: () => (/* binding */ pullRequestOf),
  reportPattern: () => (/* binding */ reportPattern),
  runReportMode: () => (/* binding */ runReportMode),
  scopeOnBase: () => (/* binding */ scopeOnBase)
});

// EXTERNAL MODULE: ./src/oracle/reader.ts
var reader = __webpack_require__(11271);
// EXTERNAL MODULE: ./src/adapters/git.ts
var git = __webpack_require__(76960);
// EXTERNAL MODULE: ./src/adapters/pulls.ts
var pulls = __webpack_require__(65772);
// EXTERNAL MODULE: ./src/stages/scope.ts + 1 modules
var stages_scope = __webpack_require__(93674);
// EXTERNAL MODULE: ./src/trace/merge.ts
var merge = __webpack_require__(77405);
// EXTERNAL MODULE: ./src/trace/recompute.ts + 1 modules
var recompute = __webpack_require__(42654);
// EXTERNAL MODULE: ./src/report/advice.ts
var advice = __webpack_require__(52296);
// EXTERNAL MODULE: ./src/action/settings.ts
var action_settings = __webpack_require__(69297);
// EXTERNAL MODULE: ./src/trace/model.ts
var model = __webpack_require__(91332);
// EXTERNAL MODULE: ./src/run/version.ts
var version = __webpack_require__(42057);
// EXTERNAL MODULE: ./src/action/deps.ts + 1 modules
var action_deps = __webpack_require__(14885);
// EXTERNAL MODULE: ./src/report/commands.ts
var commands = __webpack_require__(74506);
// EXTERNAL MODULE: ./src/action/gate-mode.ts + 41 modules
var gate_mode = __webpack_require__(66138);
// EXTERNAL MODULE: ./src/action/publish.ts + 9 modules
var publish = __webpack_require__(72972);
// EXTERNAL MODULE: ./src/stages/freeze.ts + 1 modules
var freeze = __webpack_require__(48336);
;// CONCATENATED MODULE: ./src/action/report-recheck.ts




/**
 * The fixtures whose pinned inputs are among `inputsTouched` (the scope's list). A touched input that
 * no single fixture claims (a manifest the gate could not read) is put on every fixture: the fact that
 * inputs changed is never lost to the attribution.
 */
async function touchedFixtures(oracle, config, set, inputsTouched) {
    const touched = [];
    if (inputsTouched.length === 0)
        return { configured: config.fixtures.length, touched };
    const claimed = new Set();
    for (const f of config.fixtures) {
        const m = set.manifests.get(f.manifest);
        const names = [];
        for (const input of m?.inputs ?? []) {
            names.push(input, ...(await (0,reader/* resolveInBaseTree */.BE)(oracle.tree, input)).paths);
        }
        const mine = (0,stages_scope/* scopeOf */.Od)(inputsTouched, [], [], names).inputsTouched;
        for (const p of mine)
            claimed.add(p);
        if (mine.length > 0)
            touched.push(fixtureOf(f, m?.seeds ?? [], mine));
    }
    const unclaimed = inputsTouched.filter((p) => !claimed.has(p));
    if (unclaimed.length > 0 || touched.length === 0) {
        touched.length = 0;
        for (const f of config.fixtures)
            touched.push(fixtureOf(f, set.manifests.get(f.manifest)?.seeds ?? [], [...inputsTouched]));
    }
    return { configured: config.fixtures.length, touched };
}
function fixtureOf(f, seeds, inputs) {
    return {
        target: f.target,
        manifest: f.manifest,
        invariant: f.invariant,
        seeds,
        inputs: inputs.slice(0, model/* MAX_LISTED_PATHS */.Ce),
    };
}
/** The report's FIXTURE_MISMATCH rows: one per seed of each touched fixture (one with no seed). */
function mismatchReplays(touched, detail) {
    return touched.flatMap((f) => (f.seeds.length > 0 ? f.seeds : [null]).map((seed) => ({
        target: f.target,
        manifest: f.manifest,
        invariant: f.invariant,
        seed,
        code: 'FIXTURE_MISMATCH',
        reason: detail,
        differing_inputs: f.inputs,
        elapsed_ms: 0,
        logs: [],
    })));
}
/**
 * Makes the fixture stage of an IN_SCOPE trace FIXTURE_MISMATCH (in place) when the pull request
 * changes pinned inputs: the fixture stage and all after it are replaced. A property stage that did
 * not clear ends the run before the fixture stage, blocking already, and is left as it is.
 */
function applyInputMismatch(t, facts) {
    if (facts.touched.length === 0)
        return false;
    const property = t.stages.find((s) => s.name === 'property');
    if (property?.code !== 'PROPERTY_CLEAR')
        return false;
    const paths = [...new Set(facts.touched.flatMap((f) => f.inputs))];
    const detail = `recomputed by the report: the pull request changes pinned inputs of ${facts.touched
        .map((f) => f.target)
        .join(', ')} (${paths.slice(0, 10).join(', ')}${paths.length > 10 ? ', …' : ''}) together with other files: the bytes under test are not the bytes the manifest named`;
    const claimed = t.stages.find((s) => s.name === 'fixture');
    const entry = {
        name: 'fixture',
        code: 'FIXTURE_MISMATCH',
        elapsed_ms: claimed?.elapsed_ms ?? 0,
        artifacts: [],
        detail,
    };
    const before = t.stages.filter((s) => s.name === 'scope' || s.name === 'property');
    Object.assign(t, {
        stages: [...before, entry],
        replays: mismatchReplays(facts.touched, detail),
        misses: [],
        freeze_client_constructed: false,
        freeze_consulted: false,
    });
    return true;
}
/**
 * Looks every miss of the artifact up in the base revision's ledger with the gate's own client. The
 * artifact's freeze outcomes are not read; its misses' triples and labels are the only input (the
 * report cannot rerun the candidate, and a row excuses only the exact SCHEDULER triple it froze).
 */
async function recheckFreeze(misses, replays, source, now, runNumber) {
    const client = new freeze/* FreezeClient */.l8('REPLAY_MISS', source, now, runNumber);
    const outcomes = [];
    for (const m of misses) {
        const d = m.decision;
        const fromReplay = replays.find((r) => r.target === m.target && r.seed === m.seed)?.inputs_sha256;
        outcomes.push(await client.lookup({
            target: String(m.target),
            invariant: String(m.invariant),
            property_path: String(m.invariant),
            seed: m.seed,
            fixture_sha256: typeof d?.fixture_sha256 === 'string'
                ? d.fixture_sha256
                : typeof fromReplay === 'string'
                    ? fromReplay
                    : '',
            // A miss without a known label is never SCHEDULER, so never excused.
            decision: { label: d?.label ?? 'INCOMPLETE', freeze: false },
        }));
    }
    return { ledger: source.name, outcomes, storeDefects: [...client.storeDefects] };
}
/**
 * Replaces the artifact's freeze stage and rows (in place) with the report's own lookups. A trace
 * without a freeze stage is left alone: its verdict does not depend on a row.
 */
function applyFreezeRecheck(t, r) {
    const claimed = t.stages.find((s) => s.name === 'freeze');
    if (claimed === undefined)
        return;
    if (r === undefined || r.outcomes.length !== t.misses.length) {
        // No lookup could be made (no miss to look up, or the base ledger was not read): nothing excuses.
        t.misses = t.misses.map((m) => {
            const rest = { ...m };
            delete rest.freeze;
            return rest;
        });
        t.stages = t.stages.map((s) => s.name === 'freeze'
            ? {
                ...s,
                code: 'NO_RECORD',
                detail: 'recomputed by the report: no freeze row of the base revision was looked up',
            }
            : s);
        return;
    }
    t.misses = t.misses.map((m, i) => ({ ...m, freeze: r.outcomes[i] }));
    const code = r.outcomes.some((o) => o.code === 'ANNOTATED_HOLD')
        ? 'ANNOTATED_HOLD'
        : 'NO_RECORD';
    const excused = r.outcomes.filter((o) => o.excuses).length;
    t.stages = t.stages.map((s) => s.name === 'freeze'
        ? {
            ...s,
            code,
            detail: `recomputed by the report against ${r.ledger} on the base revision: ${excused} of ${r.outcomes.length} miss(es) excused by a freeze row`,
        }
        : s);
    t.freeze_ledger = r.ledger;
    t.store_defects = [...r.storeDefects];
}

// EXTERNAL MODULE: ./src/action/traces.ts + 2 modules
var traces = __webpack_require__(69896);
;// CONCATENATED MODULE: ./src/action/report-mode.ts
/**
 * `mode: report` — the privileged half of the fork setup (SPEC §9). It runs in a `workflow_run`
 * workflow, from the base repository's default branch, with `checks: write`; the `pull_request` run
 * that triggered it graded the fork's code with a read-only token and uploaded `.gate`. This mode:
 *
 * 1. downloads that run's `.gate` artifacts and reads only their `trace.json`, schema-validated and
 *    size-capped (src/action/traces.ts), merging shards when the run was a matrix;
 * 2. refuses a trace made for another commit than `workflow_run.head_sha` (HEAD_MISMATCH);
 * 3. recomputes scope itself: the pull request's changed files from the API, against the oracle files
 *    of the pull request's base revision — gate.yml, and every spec, probe, manifest, invariant,
 *    generator and ledger it names, read from a clean worktree of the base sha in this job's checkout
 *    of the base repository (never from the artifact, never from the fork) — plus the `protected`
 *    globs and `.github/workflows/**`, since the triggering workflow ran from the fork's own files;
 * 4. recomputes what else it can from the base revision (src/action/report-recheck.ts): pinned inputs
 *    the pull request changes are FIXTURE_MISMATCH, the fixture count is the base's, and a freeze row
 *    excuses a miss only when the base revision's ledger holds it, live, for the exact triple;
 * 5. recomputes the verdict and conclusion from the stage codes and labels (never a stored verdict);
 * 6. posts failure-class on `workflow_run.head_sha`.
 *
 * A missing, truncated or invalid artifact is a blocking conclusion with the reason. Nothing from the
 * artifact is executed, and no fork code is checked out: the only code this job runs is the action.
 */
















/** Globs every report treats as the gate's own files: the fork's workflow is what graded it. */
const REPORT_PROTECTED = ['.github/workflows/**'];
/** The triggering run's `.gate` artifacts under their default names (defaultArtifactName). */
function reportPattern(runId) {
    return `gate-${runId}-*`;
}
async function runReportMode(deps) {
    const { settings, context } = deps;
    const run = context.workflowRun;
    if (run === null) {
        throw new action_settings/* SettingsError */.GN(action_settings/* Inputs */.G0.Mode, settings.mode, `mode gate on ${context.eventName} events: mode report runs in a workflow_run workflow`);
    }
    // Every way out of this mode completes the check it started: a report that fails after this line
    // (a full RUNNER_TEMP, a renderer error) still posts a blocking conclusion, never `in_progress`.
    const tracked = (0,publish/* trackCheckCompletion */.ux)(deps);
    const check = await (0,publish/* startCheck */.b7)(tracked.deps, run.headSha, context.runUrl);
    try {
        await reportAndPublish(tracked.deps, run, check);
    }
    catch (err) {
        if (!tracked.completed() && !('denied' in check)) {
            await (0,publish/* postBlockingFallback */.Uw)(tracked.deps, check, run.headSha, context.runUrl, err);
        }
        throw err;
    }
}
async function reportAndPublish(deps, run, check) {
    const { settings, context, log } = deps;
    const warnings = [];
    let trace;
    let failed;
    const found = {};
    try {
        trace = await reportTrace(deps, run, warnings, found);
    }
    catch (err) {
        failed = { what: 'the report could not be made', error: err };
        log.error(`the report could not be made: ${err instanceof Error ? err.message : String(err)}`);
        trace = (0,gate_mode.internalTrace)(err, {
            base: '',
            head: run.headSha,
            config: settings.config,
            checkSha: run.headSha,
        });
    }
    log.info(`report: verdict ${trace.verdict}, label ${trace.label ?? '-'}, reason ${trace.reason_code} (${trace.reason_stage}) for ${run.headSha}`);
    const tracePath = await (0,traces/* writeTrace */.hi)(deps, trace, 'gate-report-').catch((err) => {
        warnings.push(`The report's trace.json could not be written: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
    });
    await (0,publish/* publishOrFail */.F0)(trace, {
        headSha: run.headSha,
        detailsUrl: context.runUrl,
        warnings,
        ...(tracePath !== undefined ? { tracePath } : {}),
        check,
        // This job's token may write to the fork's pull request: the comment is posted from here.
        ...(found.pr !== undefined ? { pullRequest: { number: found.pr, readOnlyToken: false } } : {}),
        ...(found.files !== undefined ? { files: found.files } : {}),
    }, deps, failed);
}
/** The verdict of the triggering run, recomputed. Throws only when scope cannot be recomputed. */
async function reportTrace(deps, run, warnings, found) {
    const { settings, log, context } = deps;
    const pattern = settings.artifactName ?? reportPattern(run.id);
    const got = await (0,action_deps/* inGroup */.HB)(deps, `${settings.checkName}: read the artifacts of run ${run.id}`, () => (0,traces/* collectTraces */.xR)(deps, run.id, pattern));
    // The decision and record files a freeze grant needs are in the graded run's artifact.
    const repo = (0,commands/* runOfUrl */.cl)(context.runUrl)?.repo;
    const name = got.names[0];
    if (repo !== undefined && name !== undefined) {
        found.files = { kind: 'artifact', repo, runId: run.id, name, dir: commands/* DOWNLOAD_DIR */.jt };
    }
    warnings.push(...got.overclaims);
    const merged = (0,merge/* mergeShards */.Ox)(got.shards, got.problems, { checkSha: run.headSha, tool_version: version/* VERSION */.x, config: settings.config }, advice/* adviceFor */.cp);
    if (merged.reason_stage === 'gate')
        return merged;
    const pr = await pullRequestOf(deps, run);
    found.pr = pr.number;
    const changed = await deps.pullsClient().changedFiles(pr.number);
    if (changed.truncated) {
        throw new Error(`pull request #${pr.number} changes ${pulls/* MAX_LISTED_FILES */.Z} or more files, more than the API lists: its scope cannot be recomputed`);
    }
    const scope = await scopeOnBase(deps, pr.baseSha, changed.paths, {
        misses: merged.misses,
        replays: merged.replays,
        now: new Date(),
        runNumber: run.runNumber,
    });
    log.info(`report: pull request #${pr.number}, base ${pr.baseSha.slice(0, 12)}: ${changed.paths.length} changed path(s), scope ${scope.code}`);
    return applyScope(merged, scope, changed.paths, pr, warnings);
}
/**
 * The pull request the triggering run graded: the one the payload names (same-repository pull
 * requests), else the open pull request from the head repository and branch of the run (forks: the
 * payload's list is empty for them). Either way its head must be `workflow_run.head_sha`.
 */
async function pullRequestOf(deps, run) {
    const listed = run.pullRequests.filter((p) => p.headSha === run.headSha);
    if (listed.length === 1) {
        const p = listed[0];
        return { ...p, headRepo: null };
    }
    if (run.event !== 'pull_request') {
        throw new Error(`the triggering run was a ${run.event} event, not pull_request: there is no pull request to report on (filter the report job with if: github.event.workflow_run.event == 'pull_request')`);
    }
    if (run.headRepo === null || run.headBranch === null) {
        throw new Error('the triggering run names no head repository or branch: its pull request cannot be found');
    }
    const owner = run.headRepo.split('/')[0];
    const found = (await deps.pullsClient().findByHead(owner, run.headBranch)).filter((p) => p.headSha === run.headSha && (p.headRepo ?? '').toLowerCase() === (run.headRepo ?? '').toLowerCase());
    if (found.length !== 1) {
        throw new Error(found.length === 0
            ? `no open pull request from ${run.headRepo}:${run.headBranch} has head ${run.headSha}`
            : `${found.length} open pull requests have head ${run.headSha}: refusing to pick one`);
    }
    return found[0];
}
async function scopeOnBase(deps, baseSha, changed, query) {
    const { workspace, settings, log } = deps;
    const root = await git/* topLevel */.M4(workspace).catch(() => {
        throw new Error(`${workspace} is not a git checkout: the report job needs actions/checkout of the base repository (never of the pull request)`);
    });
    if ((await git/* resolveCommit */.WL(root, baseSha)) === undefined) {
        log.info(`report: base ${baseSha} is not in this checkout; fetching it (git fetch --depth=1 origin ${baseSha})`);
        await git/* fetchCommit */.iH(root, baseSha, settings.token !== '' ? { serverUrl: deps.context.serverUrl, token: settings.token } : undefined);
    }
    const dir = await git/* addWorktree */.l(root, baseSha, 'report-oracle');
    try {
        // The same decision as the gate's scope stage, on the same oracle set (links followed in git's
        // objects of the base sha), with the fork's workflow files protected as well.
        const where = `on the base revision ${baseSha.slice(0, 12)}`;
        const base = await (0,stages_scope/* scopeAgainstBase */.dv)(new reader/* Oracle */.RN(dir, baseSha), settings.config, changed, {
            where,
            extraProtected: REPORT_PROTECTED,
        });
        if (base.code === 'NOT_CONFIGURED') {
            return {
                ...notConfigured(base.reason),
                ...(base.configError !== undefined ? { configError: base.configError } : {}),
            };
        }
        const { scope, config } = base;
        const oracle = new reader/* Oracle */.RN(dir, baseSha);
        const fixtures = await touchedFixtures(oracle, config, base.oracle, scope.inputsTouched);
        const ledger = config.freeze.ledger;
        const freeze = query !== undefined && query.misses.length > 0
            ? await recheckFreeze(query.misses, query.replays, {
                name: ledger,
                read: async () => ((await oracle.exists(ledger)) ? oracle.readText(ledger) : undefined),
            }, query.now, query.runNumber)
            : undefined;
        return {
            code: scope.code,
            fixtures,
            ...(freeze !== undefined ? { freeze } : {}),
            reason: scope.reason,
            ...(scope.oracleTouched.length > 0
                ? { oracleTouched: scope.oracleTouched.slice(0, model/* MAX_LISTED_PATHS */.Ce) }
                : {}),
            detail: `recomputed by the report from the pull request's ${changed.length} changed file(s) (API) and the oracle ${where}: ${scope.reason}`,
        };
    }
    finally {
        await git/* removeWorktree */.IL(root, dir);
    }
}
function notConfigured(reason) {
    return { code: 'NOT_CONFIGURED', reason, detail: `recomputed by the report: ${reason}` };
}
/**
 * The artifact's trace with the report's own scope. A scope other than IN_SCOPE ends the run there,
 * whatever the artifact says ran after it (a fork that edits the oracle is CONTAMINATED); IN_SCOPE
 * keeps the artifact's later stages only when the artifact agrees that the patch was in scope.
 */
function applyScope(merged, scope, changed, pr, warnings) {
    const t = structuredClone(merged);
    const claimed = t.stages.find((s) => s.name === 'scope');
    // The report sees names, not bytes: a fork's gate that found content it cannot grade is believed,
    // since UNGRADABLE only ever holds (it can never make a run pass).
    const ungradable = scope.code === 'IN_SCOPE' && claimed?.code === 'UNGRADABLE';
    const entry = {
        name: 'scope',
        code: ungradable ? 'UNGRADABLE' : scope.code,
        elapsed_ms: claimed?.elapsed_ms ?? 0,
        artifacts: claimed?.artifacts ?? [],
        detail: ungradable ? (claimed.detail ?? scope.detail) : scope.detail,
    };
    const artifactPaths = JSON.stringify([...t.changed_paths].sort());
    if (artifactPaths !== JSON.stringify(changed)) {
        warnings.push(`The artifact lists ${t.changed_paths.length} changed path(s); pull request #${pr.number} changes ${changed.length} according to the API. The report's scope uses the API's list.`);
    }
    t.changed_paths = [...changed];
    // The evidence of the report's own scope, never the artifact's.
    delete t.oracle_touched;
    delete t.config_error;
    if (scope.oracleTouched !== undefined)
        t.oracle_touched = scope.oracleTouched;
    if (scope.configError !== undefined)
        t.config_error = scope.configError;
    // The fork's check of its own gate files is shown only when the report agrees it is a toolchain patch.
    if (scope.code !== 'TOOLCHAIN_PATCH' || claimed?.code !== 'TOOLCHAIN_PATCH')
        delete t.candidate_oracle_errors;
    if (scope.code !== 'IN_SCOPE' || ungradable) {
        if (claimed?.code !== entry.code) {
            warnings.push(`The artifact's scope is ${claimed?.code ?? '(none)'}; the pull request's files give ${scope.code}, which decides.`);
        }
        Object.assign(t, {
            stages: [entry],
            properties: [],
            replays: [],
            misses: [],
            witnesses: [],
            freeze_client_constructed: false,
            freeze_consulted: false,
        });
        return (0,recompute/* recomputeTrace */.eN)(t, advice/* adviceFor */.cp).trace;
    }
    if (claimed?.code !== 'IN_SCOPE') {
        return (0,recompute/* recomputeTrace */.eN)(t, advice/* adviceFor */.cp, {
            code: 'ARTIFACT_INVALID',
            reason: `the artifact's scope is ${claimed?.code ?? '(none)'}, but the pull request's files are in scope: the artifact did not grade this pull request`,
        }).trace;
    }
    t.stages = t.stages.map((s) => (s.name === 'scope' ? entry : s));
    if (scope.fixtures !== undefined) {
        // The base's count, never the artifact's: "no fixtures" would let PROPERTY_CLEAR pass alone.
        t.fixtures_configured = scope.fixtures.configured;
        if (applyInputMismatch(t, scope.fixtures)) {
            warnings.push(`The pull request changes pinned fixture inputs together with other files: the fixture stage is FIXTURE_MISMATCH, whatever the artifact says.`);
            return (0,recompute/* recomputeTrace */.eN)(t, advice/* adviceFor */.cp).trace;
        }
    }
    applyFreezeRecheck(t, scope.freeze);
    return (0,recompute/* recomputeTrace */.eN)(t, advice/* adviceFor */.cp).trace;
}


/***/ })

};
