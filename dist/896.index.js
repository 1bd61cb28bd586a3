export const id = 896;
export const ids = [896];
export const modules = {

/***/ 69896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xR: () => (/* binding */ collectTraces),
  hi: () => (/* binding */ writeTrace)
});

// UNUSED EXPORTS: MAX_ARTIFACT_BYTES, readArtifactTrace, scratchDir

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/artifact.ts + 1 modules
var artifact = __webpack_require__(27901);
// EXTERNAL MODULE: ./src/patch/paths.ts
var paths = __webpack_require__(5734);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
var _2020_default = /*#__PURE__*/__webpack_require__.n(_2020);
;// CONCATENATED MODULE: ./schema/trace.schema.json
const trace_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://failure-class-gate.dev/schema/trace.schema.json","title":"failure-class gate trace (.gate/trace.json)","description":"One run of the gate (SPEC §6), the Trace interface of src/trace/model.ts. The report mode reads traces from uploaded artifacts, which a fork controls: every object is closed, every string and list is bounded, and a code must belong to its stage. The reader also caps the file size before parsing (MAX_TRACE_BYTES).","type":"object","required":["schema","tool_version","started_at","finished_at","patch_digest","base","head","config","shard","verdict","label","reason_code","reason_stage","reason","conclusion","freeze_client_constructed","freeze_consulted","stages","fixtures_configured","changed_paths","properties","replays","misses","witnesses","store_defects","oracle_reads","advice","errors","audit"],"properties":{"schema":{"description":"The trace format.","const":"failure-class-gate/trace@1"},"tool_version":{"description":"The version of the gate that wrote the trace.","$ref":"#/$defs/shortText"},"started_at":{"description":"When the run started.","$ref":"#/$defs/timestamp"},"finished_at":{"description":"When the run finished.","$ref":"#/$defs/timestamp"},"setup_ms":{"description":"Milliseconds outside the stages before the last stage ended: revisions, the oracle and base worktrees, the sandbox.","type":"integer","minimum":0,"maximum":86400000},"teardown_ms":{"description":"Milliseconds after the last stage ended until the trace was written: worktrees removed, the audit.","type":"integer","minimum":0,"maximum":86400000},"patch_digest":{"description":"The digest of the patch under test (sha256:<hex>).","$ref":"#/$defs/digest"},"base":{"description":"The base revision.","$ref":"#/$defs/shortText"},"head":{"description":"The head revision.","$ref":"#/$defs/shortText"},"check_sha":{"description":"The commit the check run is for: the pull request\'s head sha (head is the commit graded, the merge commit on pull_request events). Absent when the run was not for a check (gate run on the command line).","type":"string","pattern":"^(?:[0-9a-f]{40}|[0-9a-f]{64})$"},"config":{"description":"The gate.yml path.","$ref":"#/$defs/displayPath"},"shard":{"description":"This shard (1-based index of count), or null.","anyOf":[{"type":"object","required":["index","count"],"properties":{"index":{"type":"integer","minimum":1,"maximum":256},"count":{"type":"integer","minimum":1,"maximum":256}},"additionalProperties":false},{"type":"null"}]},"verdict":{"description":"The verdict (SPEC §3).","enum":["CLEAR","REJECT","HOLD","SKIP","UNUSABLE"]},"label":{"description":"The label the run ended on, or null.","anyOf":[{"$ref":"#/$defs/label"},{"type":"null"}]},"reason_code":{"description":"The code that decided the verdict.","anyOf":[{"$ref":"#/$defs/stageCode"},{"$ref":"#/$defs/gateCode"}]},"reason_stage":{"description":"The stage that emitted reason_code, or \\"gate\\".","enum":["scope","property","fixture","classify","freeze","gate"]},"reason":{"description":"The reason, in words.","$ref":"#/$defs/text"},"conclusion":{"description":"The check-run conclusion.","enum":["success","neutral","failure","action_required"]},"freeze_client_constructed":{"description":"Whether the freeze client was built (only after a REPLAY_MISS).","type":"boolean"},"freeze_consulted":{"description":"Whether the ledger was read.","type":"boolean"},"stages":{"description":"The stages that ran, in order.","type":"array","maxItems":1000,"items":{"$ref":"#/$defs/stage"}},"fixtures_configured":{"description":"How many fixtures gate.yml configures.","type":"integer","minimum":0,"maximum":100000},"changed_paths":{"description":"The paths the patch changes.","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/displayPath"}},"properties":{"description":"Each configured spec: registration and evaluation.","type":"array","maxItems":1000,"items":{"$ref":"#/$defs/property"}},"replays":{"description":"Each (fixture, seed) pair: binding and replay.","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/replay"}},"misses":{"description":"Each replay miss: classification and freeze lookup.","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/miss"}},"witnesses":{"description":"Where specs saw violations (annotations).","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/witness"}},"store_defects":{"description":"Ledger rows that were malformed or dead (absent).","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/text"}},"fixture_probes":{"description":"Each bound fixture\'s probe: whether a seed missed on the base revision with the probe applied, the seeds tried and the replays spent.","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/fixtureProbe"}},"oracle_reads":{"description":"Oracle files read from the base worktree, in order.","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/repoPath"}},"advice":{"description":"For a HOLD: the last code and what to do about it.","anyOf":[{"$ref":"#/$defs/text"},{"type":"null"}]},"errors":{"description":"Internal errors, if any.","type":"array","maxItems":1000,"items":{"$ref":"#/$defs/text"}},"audit":{"description":"The audit of the order rules (SPEC §6).","type":"object","required":["ok","violations"],"properties":{"ok":{"type":"boolean"},"violations":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/text"}}},"additionalProperties":false},"run_number":{"description":"The workflow run number the run was graded at (run-counted freeze expiry); absent when unknown.","type":"integer","minimum":0,"maximum":999999999999999},"budgets":{"description":"The budgets of the base revision\'s gate.yml.","type":"object","required":["max_predicates","predicate_timeout_ms","replay_timeout_ms","retry_cap"],"properties":{"max_predicates":{"type":"integer","minimum":0,"maximum":1000000},"predicate_timeout_ms":{"type":"integer","minimum":0,"maximum":86400000},"replay_timeout_ms":{"type":"integer","minimum":0,"maximum":86400000},"retry_cap":{"type":"integer","minimum":0,"maximum":100},"replay_concurrency":{"type":"integer","minimum":1,"maximum":1000}},"additionalProperties":false},"freeze_ledger":{"description":"The freeze ledger the configuration names.","$ref":"#/$defs/repoPath"},"oracle_touched":{"description":"Changed paths that are oracle files, the oracle followed through the base revision\'s symbolic links (CONTAMINATED, TOOLCHAIN_PATCH); for TOOLCHAIN_PATCH also the fixture inputs it changes.","type":"array","maxItems":1000,"items":{"$ref":"#/$defs/displayPath"}},"config_error":{"description":"NOT_CONFIGURED because the base revision\'s gate.yml is invalid: the file, the field and what is wrong.","type":"object","required":["file","field","message"],"properties":{"file":{"$ref":"#/$defs/displayPath"},"field":{"type":"string","maxLength":1024},"message":{"$ref":"#/$defs/text"},"line":{"type":"integer","minimum":1}},"additionalProperties":false},"candidate_oracle_errors":{"description":"TOOLCHAIN_PATCH: what is wrong with the candidate\'s own gate.yml and manifests.","type":"array","maxItems":100,"items":{"$ref":"#/$defs/text"}},"sandbox":{"description":"Whether user code ran as another OS user (SPEC §8): mode user with the user\'s name, or none with the reason it shared the gate\'s user.","type":"object","required":["mode"],"properties":{"mode":{"enum":["user","none"]},"user":{"$ref":"#/$defs/shortText"},"reason":{"$ref":"#/$defs/text"}},"additionalProperties":false},"exercised":{"description":"Which of the patch\'s changed files the oracle\'s programs loaded (their load records): per spec, per fixture\'s invariant, and the changed code files none loaded. A record, never a verdict.","type":"object","required":["specs","fixtures","unloaded"],"properties":{"specs":{"type":"array","maxItems":10000,"items":{"type":"object","required":["spec","loaded"],"properties":{"spec":{"$ref":"#/$defs/repoPath"},"loaded":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/displayPath"}}},"additionalProperties":false}},"fixtures":{"type":"array","maxItems":10000,"items":{"type":"object","required":["target","loaded"],"properties":{"target":{"$ref":"#/$defs/shortText"},"loaded":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/displayPath"}}},"additionalProperties":false}},"unloaded":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/displayPath"}}},"additionalProperties":false},"views":{"description":"Which mechanism made the trees replays ran in: overlay (a fresh view per attempt, the base a layer over the checkout) or checkout (attempts in the checkout, base replays in a worktree), with the reason.","type":"object","required":["mechanism","reason"],"properties":{"mechanism":{"enum":["overlay","checkout"]},"reason":{"$ref":"#/$defs/text"},"access":{"description":"How user code could write the trees: idmap (each view shows the checkout as its lent user\'s; no file of the checkout changed) or grant (the checkout\'s files granted to the run\'s group one by one, handed back at the end). Absent without the sandbox.","enum":["idmap","grant"]}},"additionalProperties":false},"artifact_digests":{"description":"The digest of every file the trace names, as recorded: the patch, logs, stage artifacts and the read-only patch copies handed to specs.","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifact"}},"artifact_mismatches":{"description":"Files whose bytes at the end of the run differ from their recorded digest: the trace fails its audit (AUDIT_FAILED).","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/text"}},"pinned_mismatches":{"description":"Oracle files that, in the tree a replay ran in, were not the base revision\'s blob before or after a program: the trace fails its audit (AUDIT_FAILED).","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/text"}}},"additionalProperties":false,"allOf":[{"if":{"properties":{"reason_stage":{"const":"scope"}}},"then":{"properties":{"reason_code":{"$ref":"#/$defs/scopeCode"}}}},{"if":{"properties":{"reason_stage":{"const":"property"}}},"then":{"properties":{"reason_code":{"$ref":"#/$defs/propertyCode"}}}},{"if":{"properties":{"reason_stage":{"const":"fixture"}}},"then":{"properties":{"reason_code":{"$ref":"#/$defs/fixtureCode"}}}},{"if":{"properties":{"reason_stage":{"const":"classify"}}},"then":{"properties":{"reason_code":{"$ref":"#/$defs/label"}}}},{"if":{"properties":{"reason_stage":{"const":"freeze"}}},"then":{"properties":{"reason_code":{"$ref":"#/$defs/freezeCode"}}}},{"if":{"properties":{"reason_stage":{"const":"gate"}}},"then":{"properties":{"reason_code":{"$ref":"#/$defs/gateCode"}}}}],"$defs":{"stageName":{"description":"A stage of SPEC §2, in order.","enum":["scope","property","fixture","classify","freeze"]},"scopeCode":{"description":"Codes of the scope stage.","enum":["IN_SCOPE","CONTAMINATED","TOOLCHAIN_PATCH","NOT_CONFIGURED","EMPTY_PATCH","UNGRADABLE"]},"propertyCode":{"description":"Codes of the property stage.","enum":["PROPERTY_CLEAR","PROPERTY_REJECT","PROPERTY_NOT_FALSIFIABLE","PROPERTY_BUDGET","PROPERTY_ERROR","PROPERTY_HOLD"]},"fixtureCode":{"description":"Codes of the fixture stage.","enum":["REPLAY_MATCH","REPLAY_MISS","UNBOUND","FIXTURE_MISMATCH","FIXTURE_NOT_FALSIFIABLE"]},"label":{"description":"The labels of the classifier (also the codes of the classify stage).","enum":["INCOMPLETE","CONTAMINATED","FIXTURE","BUDGET","PROPERTY","SCHEDULER","PASS"]},"freezeCode":{"description":"Codes of the freeze stage.","enum":["ANNOTATED_HOLD","NO_RECORD"]},"gateCode":{"description":"Codes the gate itself emits (reason_stage \\"gate\\").","enum":["INTERNAL","AUDIT_FAILED","SHARD_MISSING","ARTIFACT_INVALID","HEAD_MISMATCH"]},"stageCode":{"description":"A code of any stage.","anyOf":[{"$ref":"#/$defs/scopeCode"},{"$ref":"#/$defs/propertyCode"},{"$ref":"#/$defs/fixtureCode"},{"$ref":"#/$defs/label"},{"$ref":"#/$defs/freezeCode"}]},"shortText":{"description":"A short string (an id, a version, a revision).","type":"string","maxLength":256},"text":{"description":"A message.","type":"string","maxLength":16384},"digest":{"description":"A digest: hex, optionally with an algorithm prefix (sha256:…).","type":"string","maxLength":256,"pattern":"^[A-Za-z0-9:+/=_.-]*$"},"timestamp":{"description":"An RFC 3339 date-time with Z or an offset.","type":"string","maxLength":64,"pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\\\\.[0-9]{1,9})?(?:Z|[+-][0-9]{2}:[0-9]{2})$"},"elapsed":{"description":"Elapsed wall-clock time in milliseconds.","type":"number","minimum":0},"repoPath":{"description":"A clean relative POSIX path (see gate.schema.json); for .gate files, relative to .gate/.","type":"string","minLength":1,"maxLength":4096,"pattern":"^(?![A-Za-z]:)(?!/)(?!(?:.*/)?[. ]*(?:/|$))(?!(?:.*/)?\\\\.[Gg][Ii][Tt][. ]*(?:/|$))[^\\\\u0000-\\\\u001f\\\\u007f\\\\\\\\]+$"},"displayPath":{"description":"A path as git reports it; shown, never opened.","type":"string","minLength":1,"maxLength":4096,"pattern":"^[^\\\\u0000]*$"},"logs":{"description":"Log files in .gate/ (relative to it).","type":"array","maxItems":100,"items":{"$ref":"#/$defs/repoPath"}},"witness":{"description":"Where a spec saw the violation.","type":"object","required":["path"],"properties":{"path":{"description":"The file the witness points at.","$ref":"#/$defs/repoPath"},"line":{"description":"The 1-based line, where known.","type":"integer","minimum":1},"message":{"$ref":"#/$defs/text"}},"additionalProperties":false},"artifact":{"description":"A file a stage wrote into .gate/, with its digest.","type":"object","required":["path","sha256"],"properties":{"path":{"description":"The file, relative to .gate/.","$ref":"#/$defs/repoPath"},"sha256":{"$ref":"#/$defs/digest"}},"additionalProperties":false},"stage":{"description":"One stage that ran; its code belongs to the stage.","type":"object","required":["name","code","elapsed_ms","artifacts"],"properties":{"name":{"$ref":"#/$defs/stageName"},"code":{"$ref":"#/$defs/stageCode"},"elapsed_ms":{"$ref":"#/$defs/elapsed"},"artifacts":{"type":"array","maxItems":10000,"items":{"$ref":"#/$defs/artifact"}},"detail":{"$ref":"#/$defs/text"}},"additionalProperties":false,"allOf":[{"if":{"properties":{"name":{"const":"scope"}}},"then":{"properties":{"code":{"$ref":"#/$defs/scopeCode"}}}},{"if":{"properties":{"name":{"const":"property"}}},"then":{"properties":{"code":{"$ref":"#/$defs/propertyCode"}}}},{"if":{"properties":{"name":{"const":"fixture"}}},"then":{"properties":{"code":{"$ref":"#/$defs/fixtureCode"}}}},{"if":{"properties":{"name":{"const":"classify"}}},"then":{"properties":{"code":{"$ref":"#/$defs/label"}}}},{"if":{"properties":{"name":{"const":"freeze"}}},"then":{"properties":{"code":{"$ref":"#/$defs/freezeCode"}}}}]},"property":{"description":"One configured spec after registration and (when its slot is valid) evaluation.","type":"object","required":["spec","probe","global","code","elapsed_ms","logs"],"properties":{"spec":{"$ref":"#/$defs/repoPath"},"probe":{"description":"The probe patch; null when none is configured.","anyOf":[{"$ref":"#/$defs/repoPath"},{"type":"null"}]},"global":{"type":"boolean"},"code":{"$ref":"#/$defs/propertyCode"},"spec_sha256":{"$ref":"#/$defs/digest"},"probe_sha256":{"$ref":"#/$defs/digest"},"slot_sha256":{"$ref":"#/$defs/digest"},"reason":{"$ref":"#/$defs/text"},"witness":{"$ref":"#/$defs/witness"},"attested":{"description":"The spec\'s result came through the attestation channel (absent for a built-in spec).","type":"boolean"},"elapsed_ms":{"$ref":"#/$defs/elapsed"},"logs":{"$ref":"#/$defs/logs"}},"additionalProperties":false},"replay":{"description":"One (fixture, seed) pair: its binding and its single replay.","type":"object","required":["target","manifest","invariant","seed","code","elapsed_ms","logs"],"properties":{"target":{"$ref":"#/$defs/shortText"},"manifest":{"$ref":"#/$defs/repoPath"},"invariant":{"$ref":"#/$defs/repoPath"},"seed":{"anyOf":[{"type":"integer"},{"type":"null"}]},"code":{"$ref":"#/$defs/fixtureCode"},"fresh_seed":{"description":"The seed was drawn for this run (fresh_seeds), not named by the manifest.","const":true},"exercise":{"description":"An exercise + judge fixture: the exercise program (invariant is then the judge). Absent: the invariant is one program.","$ref":"#/$defs/repoPath"},"judge_inputs":{"description":"The manifest\'s judge_inputs: the base revision\'s files the judge alone read (copies made once the exercise ended), with their sha256.","type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["path","sha256"],"properties":{"path":{"$ref":"#/$defs/repoPath"},"sha256":{"$ref":"#/$defs/digest"}}}},"binding_sha256":{"$ref":"#/$defs/digest"},"inputs_sha256":{"$ref":"#/$defs/digest"},"base_inputs_sha256":{"$ref":"#/$defs/digest"},"budget_ok":{"type":"boolean"},"transcript_complete":{"type":"boolean"},"exit_code":{"anyOf":[{"type":"integer"},{"type":"null"}]},"reason":{"$ref":"#/$defs/text"},"attested":{"$ref":"#/$defs/attested"},"differing_inputs":{"description":"FIXTURE_MISMATCH: inputs whose bytes differ between candidate and base (inputs changed together with other files; inputs alone are TOOLCHAIN_PATCH).","type":"array","maxItems":1000,"items":{"$ref":"#/$defs/repoPath"}},"tests":{"description":"A tests: fixture\'s run of the suite at this seed: the runner, the test files run, the tests reported, the base revision\'s tests this run did not report, and how the seed reached the runner (what it could not seed).","type":"object","required":["runner","files","passed","failed","skipped","missing","seeding"],"properties":{"runner":{"$ref":"#/$defs/shortText"},"files":{"type":"integer","minimum":0},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"missing":{"type":"integer","minimum":0},"seeding":{"$ref":"#/$defs/text"},"patch_tests":{"description":"The test files the patch adds under the fixture\'s globs: the candidate\'s own claims, run once (at the first seed run) and reported, never the oracle (no miss and no verdict come from them). reason is set when their run did not complete.","type":"object","required":["files","passed","failed","skipped","failures"],"properties":{"files":{"type":"array","maxItems":100,"items":{"$ref":"#/$defs/repoPath"}},"passed":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"failures":{"type":"array","maxItems":20,"items":{"type":"object","required":["test"],"properties":{"test":{"$ref":"#/$defs/text"},"message":{"$ref":"#/$defs/text"}},"additionalProperties":false}},"reason":{"$ref":"#/$defs/text"}},"additionalProperties":false}},"additionalProperties":false},"elapsed_ms":{"$ref":"#/$defs/elapsed"},"logs":{"$ref":"#/$defs/logs"}},"additionalProperties":false},"decision":{"description":"The decision the classifier printed.","type":"object","required":["label","freeze"],"properties":{"label":{"$ref":"#/$defs/label"},"freeze":{"type":"boolean"},"missing":{"type":"array","maxItems":64,"items":{"$ref":"#/$defs/shortText"}},"reason":{"$ref":"#/$defs/text"},"paths":{"type":"array","maxItems":10000,"items":{"$ref":"#/$defs/displayPath"}},"seed":{"type":"integer"},"property_path":{"$ref":"#/$defs/displayPath"},"fixture_sha256":{"$ref":"#/$defs/shortText"},"record_sha256":{"$ref":"#/$defs/digest"}},"additionalProperties":false},"freezeOutcome":{"description":"The freeze lookup for one miss.","type":"object","required":["code","excuses","why"],"properties":{"code":{"$ref":"#/$defs/freezeCode"},"freeze_id":{"$ref":"#/$defs/shortText"},"excuses":{"description":"The row excuses this miss (SPEC §5).","type":"boolean"},"why":{"$ref":"#/$defs/text"},"owner":{"description":"The row\'s owner.","$ref":"#/$defs/shortText"},"expires_at":{"description":"The row\'s expiry date, when it has one.","$ref":"#/$defs/shortText"},"runs_left":{"description":"Runs left before a run-counted row expires.","type":"integer","minimum":0,"maximum":1000000},"days_left":{"description":"Whole days left before a dated row expires.","type":"integer","minimum":0,"maximum":1000000}},"additionalProperties":false},"miss":{"description":"A replay miss after classification and the freeze lookup.","type":"object","required":["target","invariant","seed","record_path","record_sha256","decision","retries","base_seed_result"],"properties":{"target":{"$ref":"#/$defs/shortText"},"invariant":{"$ref":"#/$defs/repoPath"},"seed":{"type":"integer"},"fresh_seed":{"description":"The seed was drawn for this run (fresh_seeds): a SCHEDULER on it holds, as no freeze can name a seed that will not recur.","const":true},"record_path":{"description":"The run record, relative to .gate/.","$ref":"#/$defs/repoPath"},"record_sha256":{"$ref":"#/$defs/digest"},"decision":{"$ref":"#/$defs/decision"},"retries":{"type":"array","maxItems":100,"items":{"$ref":"#/$defs/shortText"}},"base_seed_result":{"$ref":"#/$defs/shortText"},"attempts":{"description":"The first replay, the retries and the base replay, with output excerpts.","type":"array","maxItems":102,"items":{"$ref":"#/$defs/attempt"}},"artifact":{"description":"The .gate artifact that holds record_path (merged shards).","$ref":"#/$defs/shortText"},"freeze":{"$ref":"#/$defs/freezeOutcome"},"test":{"description":"A tests: fixture\'s failing test: its file, its id in the file, the line and assertion message where the runner gives them, and the same test\'s result on the base revision at the same seed.","type":"object","required":["file","id"],"properties":{"file":{"$ref":"#/$defs/displayPath"},"id":{"$ref":"#/$defs/text"},"line":{"type":"integer","minimum":1},"message":{"$ref":"#/$defs/text"},"base_result":{"enum":["pass","fail","not_run"]}},"additionalProperties":false}},"additionalProperties":false},"fixtureProbe":{"description":"One fixture\'s probe (SPEC §2): falsifiable (a seed missed with the probe applied), not_falsifiable (none did: FIXTURE_NOT_FALSIFIABLE) or no_probe (a version 1 fixture without one).","type":"object","required":["target","probe","result","seeds_tried","replays","elapsed_ms","reason","logs"],"properties":{"target":{"$ref":"#/$defs/shortText"},"probe":{"description":"The probe patch; null for a version 1 fixture without one.","anyOf":[{"$ref":"#/$defs/repoPath"},{"type":"null"}]},"result":{"enum":["falsifiable","not_falsifiable","no_probe"]},"probe_sha256":{"$ref":"#/$defs/digest"},"seeds_tried":{"type":"array","maxItems":10000,"items":{"type":"integer"}},"missed_seed":{"type":"integer"},"slot":{"$ref":"#/$defs/repoPath"},"slot_sha256":{"$ref":"#/$defs/digest"},"replays":{"type":"integer","minimum":0},"elapsed_ms":{"$ref":"#/$defs/elapsed"},"reason":{"$ref":"#/$defs/text"},"logs":{"type":"array","maxItems":20000,"items":{"$ref":"#/$defs/repoPath"}}},"additionalProperties":false},"attempt":{"description":"One run of a missed seed, as evidence: its result and the tail of its output.","type":"object","required":["attempt","result"],"properties":{"attempt":{"enum":["first","retry","base"]},"n":{"type":"integer","minimum":1,"maximum":100},"result":{"enum":["pass","fail","budget","incomplete","not_run"]},"exit_code":{"anyOf":[{"type":"integer"},{"type":"null"}]},"reason":{"$ref":"#/$defs/text"},"excerpt":{"description":"The bounded tail of the program\'s output, plain text.","type":"string","maxLength":4096},"log":{"$ref":"#/$defs/repoPath"},"attested":{"$ref":"#/$defs/attested"},"elapsed_ms":{"description":"The base replay of a seed whose first replay ran past its budget: how long it ran, in ms, under the same budget.","type":"integer","minimum":0},"past_budget":{"description":"That base replay ran past the same budget too and was stopped.","const":true}},"additionalProperties":false},"attested":{"description":"Whether each program\'s result came through the attestation channel (true) or its exit status alone (false).","type":"object","required":["generator"],"properties":{"generator":{"type":"boolean"},"invariant":{"type":"boolean"},"exercise":{"description":"An exercise + judge fixture: the exercise\'s result came through the attestation channel (the judge\'s is invariant).","type":"boolean"}},"additionalProperties":false}}}');
;// CONCATENATED MODULE: ./src/trace/schema.ts
/**
 * Validation of `.gate/trace.json` against `schema/trace.schema.json`. The report and merge modes read
 * traces from uploaded artifacts, which a fork controls, so this is the gate's check on untrusted
 * data: size first (before parsing), then the closed, bounded schema, then what a schema cannot say.
 * The schema is embedded at build time (ncc bundles the JSON import), never read from disk at run time.
 */


/** Larger trace files are refused unread. A real trace is far smaller (its lists are bounded too). */
const MAX_TRACE_BYTES = 16 * 1024 * 1024;
/** At most this many errors are reported. */
const MAX_ERRORS = 20;
// Compiled on first use, not at import: only report and merge modes and `gate summary` read traces,
// and compiling the schema was close to half of the action's start-up.
let compiled;
function validator() {
    // `.default`: ajv is CommonJS; the class is its own `default`, which works under Node, Jest and ncc.
    compiled ??= new (_2020_default())["default"]({ allErrors: true, strict: true, strictTypes: false }).compile(trace_schema_namespaceObject);
    return compiled;
}
function formatError(e) {
    const at = e.instancePath === '' ? '(root)' : e.instancePath;
    const p = e.params;
    let detail = '';
    if (Array.isArray(p.allowedValues))
        detail = ` (${p.allowedValues.join(', ')})`;
    else if (typeof p.additionalProperty === 'string')
        detail = ` (${JSON.stringify(p.additionalProperty)})`;
    return `${at}: ${e.message ?? e.keyword}${detail}`;
}
/** Checks an untrusted value against the trace schema and the rules a schema cannot express. */
function validateTrace(value) {
    const validate = validator();
    if (!validate(value)) {
        const errors = (validate.errors ?? [])
            // `if` failures only say which `then` failed; the `then` error itself is reported.
            .filter((e) => e.keyword !== 'if')
            .map(formatError);
        return { ok: false, errors: [...new Set(errors)].slice(0, MAX_ERRORS) };
    }
    const trace = value;
    const errors = [];
    if (trace.shard !== null && trace.shard.index > trace.shard.count)
        errors.push(`/shard/index: must not exceed shard.count (${trace.shard.index} > ${trace.shard.count})`);
    if (errors.length > 0)
        return { ok: false, errors };
    return { ok: true, trace };
}
/** Reads trace JSON text (or bytes) from an artifact: size cap, JSON, then {@link validateTrace}. */
function parseTraceText(text) {
    const bytes = typeof text === 'string' ? Buffer.byteLength(text, 'utf8') : text.length;
    if (bytes > MAX_TRACE_BYTES)
        return { ok: false, errors: [`(root): larger than ${MAX_TRACE_BYTES} bytes`] };
    let value;
    try {
        value = JSON.parse(typeof text === 'string' ? text : text.toString('utf8'));
    }
    catch (err) {
        return {
            ok: false,
            errors: [`(root): not valid JSON (${err instanceof Error ? err.message : String(err)})`],
        };
    }
    return validateTrace(value);
}

// EXTERNAL MODULE: ./src/trace/merge.ts
var merge = __webpack_require__(77405);
// EXTERNAL MODULE: ./src/trace/recompute.ts + 1 modules
var recompute = __webpack_require__(42654);
// EXTERNAL MODULE: ./src/report/advice.ts
var advice = __webpack_require__(52296);
;// CONCATENATED MODULE: ./src/action/traces.ts
/**
 * Reading the `.gate` artifacts of a workflow run back (report and merge modes, SPEC §9). An artifact
 * is untrusted data: it is downloaded into a fresh temporary folder outside the workspace (the artifact
 * client refuses names with path separators), only one fixed file of it is opened — `trace.json`,
 * resolved inside the extracted folder without following a link out — it must be a regular file under
 * the size cap, and it must pass the trace schema. Nothing in it is executed or joined onto a path.
 */









/** A `.gate` zip larger than this is not downloaded. */
const MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
/** A fresh folder for downloads, under RUNNER_TEMP when the runner gives one. */
async function scratchDir(deps, prefix) {
    const root = deps.env.RUNNER_TEMP !== undefined && deps.env.RUNNER_TEMP !== '' ? deps.env.RUNNER_TEMP : (0,external_node_os_.tmpdir)();
    return (0,promises_.mkdtemp)((0,external_node_path_.join)(root, prefix));
}
/** The trace of one extracted artifact, or why it cannot be used. */
async function readArtifactTrace(dir) {
    const found = await (0,paths/* resolveInside */.LI)(dir, 'trace.json');
    if (!found.ok)
        return { ok: false, reason: `trace.json: ${found.reason}` };
    const info = await (0,promises_.lstat)(found.path);
    if (!info.isFile())
        return { ok: false, reason: 'trace.json is not a regular file' };
    if (info.size > MAX_TRACE_BYTES) {
        return { ok: false, reason: `trace.json is ${info.size} bytes, more than ${MAX_TRACE_BYTES}` };
    }
    const parsed = parseTraceText(await (0,promises_.readFile)(found.path));
    if (!parsed.ok)
        return { ok: false, reason: `trace.json fails the trace schema: ${parsed.errors.join('; ')}` };
    return { ok: true, trace: parsed.trace };
}
/**
 * Downloads the artifacts of `runId` whose names match `pattern`, keeps the latest attempt of each
 * (job, shard), and reads each one's trace. Never throws for what an artifact holds; a listing failure
 * becomes a problem (missing), so the verdict blocks with the reason.
 */
async function collectTraces(deps, runId, pattern) {
    const { settings, context, log } = deps;
    const destination = await scratchDir(deps, 'gate-artifacts-');
    const res = await deps.downloadArtifacts({
        token: settings.token,
        owner: context.repo.owner,
        repo: context.repo.repo,
        runId,
        pattern,
        destination,
        log,
        maxBytes: MAX_ARTIFACT_BYTES,
    });
    const out = { shards: [], problems: [], overclaims: [], names: [] };
    if ((0,artifact/* isDownloadError */.dw)(res)) {
        out.problems.push({ artifact: `run ${runId}`, kind: 'missing', reason: res.error });
        return out;
    }
    const keep = new Set((0,merge/* latestAttempts */.qW)([...res.artifacts, ...res.failed].map((a) => a.name)));
    for (const f of res.failed) {
        if (!keep.has(f.name))
            continue;
        out.problems.push({
            artifact: f.name,
            kind: f.kind === 'invalid' ? 'invalid' : 'missing',
            reason: f.error,
        });
    }
    for (const a of res.artifacts) {
        if (!keep.has(a.name))
            continue;
        out.names.push(a.name);
        const read = await readArtifactTrace(a.path).catch((err) => ({
            ok: false,
            reason: `trace.json cannot be read: ${err instanceof Error ? err.message : String(err)}`,
        }));
        if (!read.ok) {
            log.warn(`artifact ${a.name}: ${read.reason}`);
            out.problems.push({ artifact: a.name, kind: 'invalid', reason: read.reason });
            continue;
        }
        out.shards.push({ artifact: a.name, trace: read.trace });
        for (const o of (0,recompute/* recomputeTrace */.eN)(read.trace, advice/* adviceFor */.cp).overclaims) {
            out.overclaims.push(`Artifact ${a.name} claims ${o}; its stage codes decide, not its claim.`);
        }
    }
    return out;
}
/** Writes the trace a mode published, for the `trace` output. */
async function writeTrace(deps, trace, prefix) {
    const path = (0,external_node_path_.join)(await scratchDir(deps, prefix), 'trace.json');
    await (0,promises_.writeFile)(path, `${JSON.stringify(trace, null, 2)}\n`, 'utf8');
    return path;
}


/***/ }),

/***/ 77405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ mergeShards),
/* harmony export */   qW: () => (/* binding */ latestAttempts)
/* harmony export */ });
/* unused harmony exports emptyTrace, failureTrace, parseArtifactName */
/* harmony import */ var _run_shard_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66941);
/* harmony import */ var _blank_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94783);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51324);
/* harmony import */ var _recompute_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42654);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63568);
/**
 * Traces read back from uploaded `.gate` artifacts (SPEC §9): recomputed from their stage codes and
 * merged across the shards of a matrix into one trace with one label. Pure functions over plain data;
 * the report and merge modes download, validate and publish around them.
 *
 * Nothing stored in an artifact is believed: every verdict, label, reason and conclusion is recomputed
 * from the stage codes and miss labels with the function the pipeline finishes every run with
 * (recomputeTrace). A shard that did not arrive or failed leaves (fixture, seed) pairs
 * ungraded, so the merged run is INCOMPLETE (SHARD_MISSING); shards that disagree about what they
 * graded, or a shard whose codes break the order rules, make it UNUSABLE (ARTIFACT_INVALID).
 *
 * Sharding only splits the fixture stage: every shard runs scope and property on the whole patch (see
 * README, "Sharding"), so those stages must be identical in every shard, and each shard's replays must
 * be exactly its slice of the union (shardPairs), which proves the split was the deterministic one.
 *
 * The advice of every trace made here comes from the `advise` function the caller hands in
 * (`adviceFor` of src/report/advice.ts, a higher layer).
 */





/** A trace that records no stage: the skeleton for a run that has no usable artifact at all. */
function emptyTrace(fields) {
    const t = (0,_blank_js__WEBPACK_IMPORTED_MODULE_3__/* .blankTrace */ .A)({ ...fields, base: '', head: fields.checkSha ?? '', shard: null });
    t.reason_code = 'ARTIFACT_INVALID';
    return t;
}
/** A trace that holds nothing but the failure: no artifact was usable. */
function failureTrace(failure, fields, advise) {
    const t = emptyTrace(fields);
    (0,_recompute_js__WEBPACK_IMPORTED_MODULE_1__/* .applyVerdict */ .sR)(t, (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .decideVerdict */ .AU)({ ...(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictInputOf */ .R)(t), artifactFailure: failure }));
    t.advice = advise(t);
    return t;
}
const NAME = /^gate-(\d{1,16})-(\d{1,6})-(.+?)(?:-shard-(\d{1,6})-of-(\d{1,6}))?$/;
/** Parses a default artifact name (defaultArtifactName); null for any other name. */
function parseArtifactName(name) {
    const m = NAME.exec(name);
    if (!m)
        return null;
    const shard = m[4] !== undefined ? { index: Number(m[4]), count: Number(m[5]) } : null;
    return { runId: Number(m[1]), attempt: Number(m[2]), job: m[3], shard };
}
/**
 * Of the artifacts of one run, the latest attempt of each (job, shard): "re-run failed jobs" uploads
 * the re-run shards under the new attempt while the others keep their first-attempt artifacts. Names
 * that are not default names are all kept (the merge then refuses duplicate shards).
 */
function latestAttempts(names) {
    const best = new Map();
    const others = [];
    for (const name of names) {
        const p = parseArtifactName(name);
        if (p === null) {
            others.push(name);
            continue;
        }
        const key = `${p.runId}\u0000${p.job}\u0000${p.shard ? `${p.shard.index}/${p.shard.count}` : '-'}`;
        const seen = best.get(key);
        if (seen === undefined || p.attempt > seen.attempt)
            best.set(key, { name, attempt: p.attempt });
    }
    return [...[...best.values()].map((b) => b.name), ...others].sort();
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const pairKey = (r) => `${r.target}\u0000${String(r.seed)}`;
const byPair = (a, b) => cmp(a.target, b.target) || (a.seed ?? -Infinity) - (b.seed ?? -Infinity);
const codeOf = (t, name) => t.stages.find((s) => s.name === name)?.code;
/** The part of a shard that must be the same in every shard: what was graded, and the first two stages. */
function commonPart(t) {
    return JSON.stringify({
        patch_digest: t.patch_digest,
        base: t.base,
        head: t.head,
        check_sha: t.check_sha ?? null,
        config: t.config,
        fixtures_configured: t.fixtures_configured,
        changed_paths: t.changed_paths,
        scope: codeOf(t, 'scope') ?? null,
        property: codeOf(t, 'property') ?? null,
        // UNBOUND and FIXTURE_MISMATCH are decided per fixture, before the split: the same in every shard.
        fixture: ((c) => (c === 'REPLAY_MATCH' || c === 'REPLAY_MISS' ? 'replayed' : (c ?? null)))(codeOf(t, 'fixture')),
        properties: t.properties.map((p) => [p.spec, p.code, p.spec_sha256 ?? null, p.slot_sha256 ?? null]),
    });
}
/**
 * Merges the shard traces of one run into one trace (SPEC §9). `shards` passed schema validation;
 * `problems` are the artifacts that did not. A single unsharded trace is recomputed as it is. `advise`
 * fills the advice of the merged trace (and of each shard's, recomputed on the way).
 */
function mergeShards(shards, problems, options, advise) {
    const fields = {
        tool_version: options.tool_version,
        config: options.config,
        ...(options.checkSha !== undefined ? { checkSha: options.checkSha } : {}),
    };
    const invalid = problems.filter((p) => p.kind === 'invalid').map((p) => `${p.artifact}: ${p.reason}`);
    const missing = problems.filter((p) => p.kind === 'missing').map((p) => `${p.artifact}: ${p.reason}`);
    // Every shard on its own first: its verdict from its codes, its order rules, its head.
    const usable = [];
    for (const s of shards) {
        const { trace, violations } = (0,_recompute_js__WEBPACK_IMPORTED_MODULE_1__/* .recomputeTrace */ .eN)(s.trace, advise);
        const at = `${s.artifact}`;
        const sha = trace.check_sha ?? trace.head;
        if (violations.length > 0) {
            invalid.push(`${at}: its stage codes break the order rules (${violations.join('; ')})`);
            continue;
        }
        if (options.checkSha !== undefined && sha !== options.checkSha) {
            return failureTraceWith({
                code: 'HEAD_MISMATCH',
                reason: `${at} was made for ${sha || '(no head)'}, not for ${options.checkSha}: refused`,
            }, fields, advise);
        }
        if (trace.errors.length > 0 || trace.verdict === 'UNUSABLE') {
            missing.push(`${at}: the shard failed (${trace.reason})`);
            continue;
        }
        const shard = trace.shard ?? { index: 1, count: 1 };
        usable.push({ artifact: s.artifact, trace, index: shard.index, count: shard.count });
    }
    const counts = [...new Set(usable.map((u) => u.count))];
    if (counts.length > 1)
        invalid.push(`the shards disagree on the shard count (${counts.join(', ')})`);
    const count = counts[0] ?? 0;
    const byIndex = new Map();
    for (const u of usable) {
        const dup = byIndex.get(u.index);
        if (dup !== undefined)
            invalid.push(`${dup.artifact} and ${u.artifact} are both shard ${u.index}`);
        else
            byIndex.set(u.index, u);
    }
    const parts = [...byIndex.values()].sort((a, b) => a.index - b.index);
    const first = parts[0];
    if (first !== undefined) {
        const common = commonPart(first.trace);
        for (const p of parts.slice(1)) {
            if (commonPart(p.trace) !== common) {
                invalid.push(`${p.artifact} graded something else than ${first.artifact} (patch, revisions, scope or property stage differ)`);
            }
        }
    }
    if (invalid.length > 0) {
        return failureTraceWith({ code: 'ARTIFACT_INVALID', reason: invalid.join('; ') }, fields, advise, first?.trace);
    }
    for (let i = 1; i <= count; i++) {
        if (!byIndex.has(i))
            missing.push(`shard ${i} of ${count}: no usable .gate artifact`);
    }
    if (first === undefined) {
        const reason = missing.length > 0 ? missing.join('; ') : 'no .gate artifact was found';
        return failureTrace({ code: 'SHARD_MISSING', reason }, fields, advise);
    }
    // Each miss names the artifact that holds its record, so a summary can say where to download it.
    const withSource = (p) => ({
        ...p.trace,
        misses: p.trace.misses.map((m) => ({ ...m, artifact: p.artifact })),
    });
    const merged = count === 1
        ? { ...structuredClone(withSource(first)), shard: null }
        : combine(parts.map(withSource), count);
    // The split can only be checked against the whole union: with a shard missing the run blocks anyway.
    const slice = count === 1 || missing.length > 0 ? [] : sliceViolations(parts, count);
    if (slice.length > 0) {
        return failureTraceWith({ code: 'ARTIFACT_INVALID', reason: slice.join('; ') }, fields, advise, merged);
    }
    const failure = missing.length > 0 ? { code: 'SHARD_MISSING', reason: missing.join('; ') } : undefined;
    return (0,_recompute_js__WEBPACK_IMPORTED_MODULE_1__/* .recomputeTrace */ .eN)(merged, advise, failure).trace;
}
/** The failure, keeping what a shard says about the run (for the summary) but none of its stages. */
function failureTraceWith(failure, fields, advise, like) {
    const t = failureTrace(failure, fields, advise);
    if (like !== undefined) {
        t.patch_digest = like.patch_digest;
        t.base = like.base;
        t.head = like.head;
        t.changed_paths = [...like.changed_paths];
    }
    return t;
}
/** Each shard's replays must be exactly shardPairs(union, shard): the deterministic split. */
function sliceViolations(parts, count) {
    const fixture = codeOf(parts[0]?.trace, 'fixture');
    if (fixture !== 'REPLAY_MATCH' && fixture !== 'REPLAY_MISS')
        return [];
    const pairsOf = (replays) => replays.map((r) => ({ target: r.target, seed: r.seed ?? Number.NaN, key: pairKey(r) }));
    const out = [];
    const seen = new Set();
    for (const u of parts.flatMap((p) => pairsOf(p.trace.replays))) {
        if (seen.has(u.key))
            out.push(`the pair ${u.target} seed ${u.seed} was replayed by two shards`);
        seen.add(u.key);
    }
    // A fresh seed is drawn by the shard that replays it (src/stages/fixture.ts), so it has no slice.
    const union = parts.flatMap((p) => pairsOf(pinnedReplays(p.trace)));
    for (const p of parts) {
        const expected = (0,_run_shard_js__WEBPACK_IMPORTED_MODULE_4__/* .shardPairs */ .Q)(union, { index: p.index, count })
            .map((u) => u.key)
            .join('\n');
        const got = pinnedReplays(p.trace).sort(byPair).map(pairKey).join('\n');
        if (expected !== got)
            out.push(`${p.artifact} did not replay its slice ${p.index}/${count} of the pairs`);
    }
    return out;
}
/** A shard's replays of the manifests' seeds (not its fresh ones). */
function pinnedReplays(t) {
    return t.replays.filter((r) => r.fresh_seed !== true);
}
function uniqueRefs(refs) {
    const seen = new Set();
    return refs.filter((r) => {
        const k = `${r.path}\u0000${r.sha256}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
/** One stage entry over the shards that have it: the slowest shard's time (they run side by side). */
function mergedStage(traces, name, code, detail) {
    const entries = traces.flatMap((t) => t.stages.filter((s) => s.name === name));
    return {
        name,
        code,
        elapsed_ms: Math.max(0, ...entries.map((e) => e.elapsed_ms)),
        artifacts: uniqueRefs(entries.flatMap((e) => e.artifacts)),
        ...(detail !== undefined ? { detail } : {}),
    };
}
/**
 * What the oracle exercised across shards: each spec's and fixture's loaded files united, and a
 * changed file unloaded only when no shard loaded it.
 */
function mergeExercised(traces) {
    const all = traces
        .map((x) => x.exercised)
        .filter((e) => e !== undefined);
    if (all.length === 0)
        return undefined;
    const unite = (rows, key) => {
        const by = new Map();
        for (const r of rows) {
            const set = by.get(r[key]) ?? new Set();
            for (const f of r.loaded)
                set.add(f);
            by.set(r[key], set);
        }
        return [...by].map(([k, set]) => ({ [key]: k, loaded: [...set].sort() }));
    };
    const specs = unite(all.flatMap((e) => e.specs), 'spec');
    const fixtures = unite(all.flatMap((e) => e.fixtures), 'target');
    const loaded = new Set([...specs, ...fixtures].flatMap((x) => x.loaded));
    const unloaded = [...new Set(all.flatMap((e) => e.unloaded))].filter((f) => !loaded.has(f)).sort();
    return { specs, fixtures, unloaded };
}
/** The shards (consistent, complete or not) as one run: scope and property once, the pairs united. */
function combine(traces, count) {
    const first = traces[0];
    const t = structuredClone(first);
    t.shard = null;
    t.started_at = traces.map((x) => x.started_at).sort()[0] ?? first.started_at;
    t.finished_at =
        traces
            .map((x) => x.finished_at)
            .sort()
            .at(-1) ?? first.finished_at;
    const replays = [];
    const seen = new Set();
    for (const r of traces.flatMap((x) => x.replays)) {
        // UNBOUND rows are written before the split, so every shard repeats them.
        const k = `${pairKey(r)}\u0000${r.code}`;
        if (r.code === 'UNBOUND' && seen.has(k))
            continue;
        seen.add(k);
        replays.push(structuredClone(r));
    }
    t.replays = replays.sort(byPair);
    const misses = traces.flatMap((x) => structuredClone(x.misses)).sort(byPair);
    t.misses = misses;
    t.store_defects = [...new Set(traces.flatMap((x) => x.store_defects))];
    t.oracle_reads = [...new Set(traces.flatMap((x) => x.oracle_reads))];
    t.freeze_client_constructed = traces.some((x) => x.freeze_client_constructed);
    t.freeze_consulted = traces.some((x) => x.freeze_consulted);
    // One shard without the sandbox means the run's user code was not all sandboxed: say so.
    const unsandboxed = traces.find((x) => x.sandbox !== undefined && x.sandbox.mode !== 'user');
    if (unsandboxed !== undefined)
        t.sandbox = structuredClone(unsandboxed.sandbox);
    const exercised = mergeExercised(traces);
    if (exercised !== undefined)
        t.exercised = exercised;
    const stages = [];
    for (const name of ['scope', 'property']) {
        const s = first.stages.find((x) => x.name === name);
        if (s !== undefined)
            stages.push(mergedStage(traces, name, s.code, s.detail));
    }
    const fixtureCodes = traces.map((x) => codeOf(x, 'fixture'));
    const fixture = fixtureCodes[0];
    if (fixture !== undefined) {
        const code = fixtureCodes.includes('REPLAY_MISS')
            ? 'REPLAY_MISS'
            : (fixtureCodes.find((c) => c !== 'REPLAY_MATCH') ?? 'REPLAY_MATCH');
        const replayed = replays.filter((r) => r.code === 'REPLAY_MATCH' || r.code === 'REPLAY_MISS');
        const missed = replayed.filter((r) => r.code === 'REPLAY_MISS').length;
        const detail = code === 'REPLAY_MISS' || code === 'REPLAY_MATCH'
            ? `${missed} of ${replayed.length} replay(s) missed, over ${count} shards`
            : first.stages.find((s) => s.name === 'fixture')?.detail;
        stages.push(mergedStage(traces, 'fixture', code, detail));
    }
    if (misses.length > 0) {
        stages.push(mergedStage(traces, 'classify', (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .runLabel */ .Az)(misses.map((m) => m.decision.label)), `${misses.length} miss(es), over ${count} shards`));
        const hold = misses.some((m) => m.freeze?.code === 'ANNOTATED_HOLD');
        const excused = misses.filter((m) => m.freeze?.excuses === true).length;
        if (traces.some((x) => x.stages.some((s) => s.name === 'freeze'))) {
            stages.push(mergedStage(traces, 'freeze', hold ? 'ANNOTATED_HOLD' : 'NO_RECORD', `${excused} of ${misses.length} miss(es) excused by a freeze row`));
        }
    }
    t.stages = stages;
    return t;
}


/***/ })

};
