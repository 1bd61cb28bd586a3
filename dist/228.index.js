export const id = 228;
export const ids = [228];
export const modules = {

/***/ 78228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCheckSha: () => (/* binding */ mergeCheckSha),
/* harmony export */   mergedArtifactName: () => (/* binding */ mergedArtifactName),
/* harmony export */   runMergeMode: () => (/* binding */ runMergeMode),
/* harmony export */   shardPattern: () => (/* binding */ shardPattern)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_artifact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27901);
/* harmony import */ var _trace_merge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77405);
/* harmony import */ var _report_advice_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52296);
/* harmony import */ var _run_version_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42057);
/* harmony import */ var _deps_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14885);
/* harmony import */ var _publish_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72972);
/* harmony import */ var _traces_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69896);
/* harmony import */ var _gate_mode_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66138);
/**
 * `mode: merge` — the last job of a sharded run (SPEC §9): downloads the `.gate` artifact of every
 * `shard: i/n` job of this workflow run, merges them into one trace with one label (src/trace/merge.ts:
 * a missing or failed shard is INCOMPLETE, shards that disagree are UNUSABLE), and posts the one
 * failure-class check. It grades nothing and runs no code from the artifacts.
 */









/** Shard artifacts of this run under their default names (defaultArtifactName). */
function shardPattern(runId) {
    return `gate-${runId}-*-shard-*-of-*`;
}
/** `gate-merged-<run id>-<attempt>-<job>`: the merged trace of a matrix run. */
function mergedArtifactName(run) {
    return (0,_adapters_artifact_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultArtifactName */ .Vb)(run, null).replace(/^gate-/, 'gate-merged-');
}
/**
 * The commit the merged check goes on: the pull request's head or the merge group's commit, else the
 * head input or GITHUB_SHA.
 */
function mergeCheckSha(settings, context) {
    if (context.pullRequest !== null)
        return context.pullRequest.headSha;
    if (context.mergeGroup !== null)
        return context.mergeGroup.headSha;
    if (settings.head !== null && /^[0-9a-f]{40}$/.test(settings.head))
        return settings.head;
    if (context.sha === '')
        throw new Error('mode merge: no pull request, no head sha input and no GITHUB_SHA');
    return context.sha;
}
async function runMergeMode(given) {
    const deps = (0,_gate_mode_js__WEBPACK_IMPORTED_MODULE_7__.requireCheckPosting)(given);
    const { settings, context, log } = deps;
    const checkSha = mergeCheckSha(settings, context);
    const check = await (0,_publish_js__WEBPACK_IMPORTED_MODULE_5__/* .startCheck */ .b7)(deps, checkSha, context.runUrl);
    const pattern = settings.artifactName ?? shardPattern(context.runId);
    let trace;
    let failed;
    const warnings = [];
    try {
        const got = await (0,_deps_js__WEBPACK_IMPORTED_MODULE_4__/* .inGroup */ .HB)(deps, `${settings.checkName}: read the shards (${pattern})`, () => (0,_traces_js__WEBPACK_IMPORTED_MODULE_6__/* .collectTraces */ .xR)(deps, context.runId, pattern));
        log.info(`merge: ${got.shards.length} shard trace(s) read, ${got.problems.length} problem(s)`);
        warnings.push(...got.overclaims);
        trace = (0,_trace_merge_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeShards */ .Ox)(got.shards, got.problems, { checkSha, tool_version: _run_version_js__WEBPACK_IMPORTED_MODULE_8__/* .VERSION */ .x, config: settings.config }, _report_advice_js__WEBPACK_IMPORTED_MODULE_3__/* .adviceFor */ .cp);
    }
    catch (err) {
        failed = { what: 'the merge could not run', error: err };
        trace = (0,_gate_mode_js__WEBPACK_IMPORTED_MODULE_7__.internalTrace)(err, { base: '', config: settings.config, checkSha });
    }
    log.info(`merge: verdict ${trace.verdict}, label ${trace.label ?? '-'}, reason ${trace.reason_code} (${trace.reason_stage})`);
    const tracePath = await (0,_traces_js__WEBPACK_IMPORTED_MODULE_6__/* .writeTrace */ .hi)(deps, trace, 'gate-merged-');
    // The merged trace is kept as an artifact of its own, under a name that neither the shard pattern
    // nor report mode's `gate-<run id>-*` matches, so it is never read back as a shard.
    const artifact = await deps.uploadGateDir((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(tracePath), mergedArtifactName(context), settings.retentionDays, log, context);
    await (0,_publish_js__WEBPACK_IMPORTED_MODULE_5__/* .publishOrFail */ .F0)(trace, {
        headSha: checkSha,
        detailsUrl: context.runUrl,
        warnings,
        tracePath,
        check,
        artifact,
        ...(context.pullRequest !== null
            ? { pullRequest: { number: context.pullRequest.number, readOnlyToken: context.pullRequest.isFork } }
            : {}),
    }, deps, failed);
}


/***/ })

};
