export const id = 630;
export const ids = [630];
export const modules = {

/***/ 7630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SUMMARY_USAGE: () => (/* binding */ SUMMARY_USAGE),
  readTraceFile: () => (/* binding */ readTraceFile),
  summaryCommand: () => (/* binding */ summaryCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/io.ts
var io = __webpack_require__(1604);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
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

// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/report/headline.ts
var headline = __webpack_require__(4512);
;// CONCATENATED MODULE: ./src/report/blocks.ts
/**
 * The summary as a list of blocks (src/report/summary.ts): text, tables, lists and `<details>`, the
 * units the last-resort trim may cut between (or between table rows and list items), and their
 * rendering to markdown. A cut block is always closed: no code fence, `<details>` or table row is
 * left open.
 */

const OMITTED = (n) => `_${n} ${n === 1 ? 'row' : 'rows'} omitted — see the .gate artifact._`;
const TRIM_NOTE = '\n---\n\n_Summary trimmed to fit the check-run size limit — see the .gate artifact._\n';
/** A table whose first `failing` rows are shown and the rest collapsed under `<details>`. */
function splitTable(headers, rows, total, failing, collapsed) {
    const out = [];
    const shownFailing = rows.slice(0, failing);
    const shownPassing = rows.slice(failing);
    const passingTotal = total - failing;
    if (failing > 0)
        out.push(tableBlock(headers, shownFailing, failing));
    if (passingTotal > 0) {
        out.push({
            kind: 'details',
            summary: collapsed(passingTotal),
            blocks: [tableBlock(headers, shownPassing, passingTotal)],
        });
    }
    return out;
}
function tableBlock(headers, rows, total) {
    return { kind: 'table', header: (0,markdown/* tableHeader */.qd)(headers), rows, omitted: Math.max(0, total - rows.length) };
}
/** Blocks → markdown, all of them. */
function serialize(blocks) {
    return blocks.map(render).join('');
}
/**
 * The last-resort trim: the longest prefix of whole blocks (then whole table rows or list items) that
 * fits `limit` together with the trim note; undefined when even the required blocks do not fit.
 */
function serializeTrimmed(blocks, limit) {
    const room = limit - (0,markdown/* byteLength */.dp)(TRIM_NOTE);
    const out = [];
    let used = 0;
    for (const block of blocks) {
        const whole = render(block);
        const size = (0,markdown/* byteLength */.dp)(whole);
        if (used + size <= room) {
            out.push(whole);
            used += size;
            continue;
        }
        if (block.kind === 'text' && block.required === true)
            return undefined;
        out.push(partial(block, room - used));
        break;
    }
    return `${out.join('')}${TRIM_NOTE}`;
}
function render(block) {
    switch (block.kind) {
        case 'text':
            return `${block.text}\n`;
        case 'list': {
            const items = block.omitted > 0 ? [...block.items, `- ${OMITTED(block.omitted)}`] : block.items;
            return items.length === 0 ? '' : `${items.join('\n')}\n\n`;
        }
        case 'table': {
            const rows = block.rows.length > 0 ? `${block.rows.join('\n')}\n` : '';
            const note = block.omitted > 0 ? `\n${OMITTED(block.omitted)}\n` : '';
            return `${block.header}\n${rows}${note}\n`;
        }
        case 'details':
            return `${(0,markdown/* detailsOpen */.xw)(block.summary)}${block.blocks.map(render).join('')}${markdown/* DETAILS_CLOSE */.qv}\n`;
        default: {
            const unknown = block;
            return String(unknown);
        }
    }
}
/** As much of one block as fits `room` bytes, closed: a table cut between rows, a details block closed. */
function partial(block, room) {
    switch (block.kind) {
        case 'text':
            return '';
        case 'list': {
            let used = 0;
            const items = [];
            for (const item of block.items) {
                const size = (0,markdown/* byteLength */.dp)(item) + 1;
                if (used + size > room)
                    break;
                items.push(`${item}\n`);
                used += size;
            }
            return items.join('');
        }
        case 'table': {
            const head = `${block.header}\n`;
            let used = (0,markdown/* byteLength */.dp)(head);
            if (used > room)
                return '';
            const rows = [];
            for (const row of block.rows) {
                const size = (0,markdown/* byteLength */.dp)(row) + 1;
                if (used + size > room)
                    break;
                rows.push(`${row}\n`);
                used += size;
            }
            return `${head}${rows.join('')}`;
        }
        case 'details': {
            const open = (0,markdown/* detailsOpen */.xw)(block.summary);
            const shell = (0,markdown/* byteLength */.dp)(open) + (0,markdown/* byteLength */.dp)(markdown/* DETAILS_CLOSE */.qv) + 1;
            if (shell > room)
                return '';
            let used = shell;
            const inner = [];
            for (const child of block.blocks) {
                const whole = render(child);
                const size = (0,markdown/* byteLength */.dp)(whole);
                if (used + size <= room) {
                    inner.push(whole);
                    used += size;
                    continue;
                }
                inner.push(partial(child, room - used));
                break;
            }
            return `${open}${inner.join('')}${markdown/* DETAILS_CLOSE */.qv}\n`;
        }
        default: {
            const unknown = block;
            return String(unknown);
        }
    }
}

;// CONCATENATED MODULE: ./src/report/plan.ts
/**
 * The summary's detail budget (src/report/summary.ts): how many rows, blocks and characters a rendering
 * carries, the steps that degrade it when the summary does not fit the check-run limit, the order in
 * which detail is given back, and the search for the most of one kind that still fits.
 */
/** Characters of one free text (a reason, a witness message) at full detail. */
const FULL_TEXT = 500;
/** Characters of one excerpt at full detail (the trace keeps at most 2000). */
const FULL_EXCERPT = 2000;
/** Evidence blocks at most (the rest are rows of the misses table). */
const MAX_EVIDENCE = 10;
/** Paths of one file list (oracle files, other files, differing inputs) at full detail. */
const MAX_PATHS = 50;
const DEGRADE = [
    (plan) => ({ ...plan, replayRows: 0 }),
    (plan) => ({ ...plan, excerptChars: Math.min(plan.excerptChars, 600) }),
    (plan) => ({ ...plan, missRows: 0 }),
    (plan) => ({ ...plan, evidenceRows: Math.min(plan.evidenceRows, 3) }),
    (plan) => ({ ...plan, propertyRows: 0 }),
    (plan) => ({ ...plan, textChars: 160 }),
    (plan) => ({ ...plan, excerptChars: 0 }),
    (plan) => ({ ...plan, evidenceRows: Math.min(plan.evidenceRows, 1) }),
    (plan) => ({ ...plan, textChars: 60 }),
    (plan) => ({ ...plan, listRows: 0 }),
    (plan) => ({ ...plan, evidenceRows: 0 }),
];
const REFILL_ORDER = [
    'evidenceRows',
    'excerptChars',
    'missRows',
    'propertyRows',
    'listRows',
    'replayRows',
];
/** The plan with the largest `key` (≤ n) that fits, by binary search; undefined when none fits. */
function largestFitting(plan, key, n, fits) {
    let best;
    let lo = plan[key];
    let hi = n;
    while (lo <= hi) {
        const mid = Math.floor((lo + hi) / 2);
        const candidate = { ...plan, [key]: mid };
        const text = fits(candidate);
        if (text !== undefined) {
            best = { plan: candidate, text };
            lo = mid + 1;
        }
        else {
            hi = mid - 1;
        }
    }
    return best;
}

// EXTERNAL MODULE: ./src/report/facts.ts
var facts = __webpack_require__(1349);
// EXTERNAL MODULE: ./src/report/values.ts
var values = __webpack_require__(626);
;// CONCATENATED MODULE: ./src/report/evidence.ts





function evidenceBlocks(trace, plan, source, t, blob) {
    const out = [];
    const heading = evidenceHeading(trace);
    const body = [];
    const files = (title, paths) => {
        if (paths.length === 0)
            return;
        const shown = paths.slice(0, Math.min(MAX_PATHS, Math.max(plan.listRows, 5)));
        body.push({ kind: 'text', text: `${title.markdown()}\n` });
        body.push({
            kind: 'list',
            items: shown.map((p) => `- ${(0,markdown/* safeCode */.lI)((0,markdown/* truncateText */.EJ)(p, plan.textChars))}`),
            omitted: paths.length - shown.length,
        });
    };
    // Specs that decided the run: the rejecting one with its witness, the crashed, the unfalsifiable.
    if (trace.reason_stage === 'property') {
        for (const p of (0,facts/* entries */.jO)(trace.properties)) {
            if (p.code !== 'PROPERTY_CLEAR')
                body.push({ kind: 'text', text: specEvidence(p, t, blob) });
        }
    }
    switch (trace.reason_code) {
        case 'CONTAMINATED':
            if (trace.reason_stage === 'scope') {
                files(markdown/* Prose */.s7.trusted('**The gate’s own files it changes** — split these off into their own pull request:'), (0,facts/* oracleTouched */.$S)(trace));
                files(markdown/* Prose */.s7.trusted('**The other files** — graded on their own once split:'), (0,facts/* otherPaths */.DO)(trace));
            }
            break;
        case 'TOOLCHAIN_PATCH': {
            files(markdown/* Prose */.s7.trusted('**The gate’s own files it changes:**'), (0,facts/* oracleTouched */.$S)(trace));
            const errors = (0,values/* list */.p_)(trace.candidate_oracle_errors).map(String);
            if (Array.isArray(trace.candidate_oracle_errors) && errors.length === 0) {
                body.push({
                    kind: 'text',
                    text: '_Its own versions of gate.yml and of the manifests it changes load with the gate’s parsers, and every file they name exists._\n',
                });
            }
            if (errors.length > 0) {
                body.push({
                    kind: 'text',
                    text: '**Its versions of them are invalid** (checked with the gate’s own parsers; once merged they would hold every pull request):\n',
                });
                body.push({
                    kind: 'list',
                    items: errors.slice(0, Math.max(plan.listRows, 5)).map((e) => `- ${t(e)}`),
                    omitted: Math.max(0, errors.length - Math.max(plan.listRows, 5)),
                });
            }
            break;
        }
        case 'FIXTURE_MISMATCH':
            for (const m of (0,facts/* mismatchedInputs */.rj)(trace)) {
                files((0,markdown/* prose */.CS) `**Inputs of ${(0,markdown/* code */.aY)((0,facts/* str */.gx)(m.target, 128))} that differ from the base revision:**`, m.inputs);
            }
            break;
        case 'NOT_CONFIGURED': {
            const p = trace.config_error;
            if ((0,values/* isObject */.Gv)(p)) {
                const parts = [(0,markdown/* prose */.CS) `file ${(0,markdown/* code */.aY)((0,facts/* str */.gx)(p.file))}`];
                if (String(p.field ?? '') !== '')
                    parts.push((0,markdown/* prose */.CS) `field ${(0,markdown/* code */.aY)((0,facts/* str */.gx)(p.field))}`);
                if ((0,facts/* isCount */.my)(p.line))
                    parts.push((0,markdown/* prose */.CS) `line ${p.line}`);
                body.push({ kind: 'text', text: `- ${markdown/* Prose */.s7.join(parts, ', ').markdown()}: ${t(p.message)}\n` });
            }
            break;
        }
        case 'FIXTURE_NOT_FALSIFIABLE':
            for (const p of (0,facts/* entries */.jO)(trace.fixture_probes)
                .filter((x) => x.result === 'not_falsifiable')
                .slice(0, 10)) {
                body.push({ kind: 'text', text: `- ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(p.target))}: ${t(p.reason)}\n` });
            }
            break;
        case 'UNBOUND':
            for (const r of (0,facts/* replaysWith */.Rz)(trace, 'UNBOUND').slice(0, 10)) {
                body.push({
                    kind: 'text',
                    text: `- ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(r.manifest))}: ${t(r.reason ?? 'cannot be bound')}\n`,
                });
            }
            break;
        default:
            break;
    }
    // A version 1 fixture without a probe is graded, but nothing shows it can fail (SPEC §10).
    for (const p of (0,facts/* entries */.jO)(trace.fixture_probes)
        .filter((x) => x.result === 'no_probe')
        .slice(0, 10)) {
        body.push({
            kind: 'text',
            text: `- ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(p.target))}: nothing shows this fixture can fail — it names no \`probe\` (a known bug on which some seed must miss).\n`,
        });
    }
    // Misses with their attempts and excerpts.
    const evidence = Math.min(plan.evidenceRows, source.count('evidence'));
    for (let i = 0; i < evidence; i++) {
        body.push({ kind: 'text', text: source.evidence(i, plan.textChars, plan.excerptChars) });
    }
    const missCount = source.count('miss');
    const shown = source.missesIn(evidence);
    if (missCount > shown && missCount > 0) {
        const rest = missCount - shown;
        body.push({
            kind: 'text',
            text: `_${rest} more ${rest === 1 ? 'miss' : 'misses'}: see the misses table in the audit detail and the .gate artifact._\n`,
        });
    }
    if (body.length > 0 && heading !== '')
        out.push({ kind: 'text', text: `### ${heading}\n` }, ...body);
    return out;
}
function evidenceHeading(trace) {
    // A base-side cause is not something this patch broke.
    const base = (0,headline/* headlineOf */.gD)(trace).fault === 'base';
    switch (trace.verdict) {
        case 'REJECT':
            return base ? 'Why it is blocked (on the base branch)' : 'What broke';
        case 'HOLD':
            return base ? 'Why it is held (on the base branch)' : 'Why it is held';
        case 'SKIP':
            return 'Why it is skipped';
        case 'UNUSABLE':
            return 'What went wrong';
        case 'CLEAR':
            return 'What ran';
        default:
            return 'Evidence';
    }
}
function specEvidence(p, t, blob) {
    const parts = [`- ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(p.spec))} ${specWords(p.code)}`];
    const w = (0,values/* isObject */.Gv)(p.witness) ? p.witness : undefined;
    if (w !== undefined) {
        const line = (0,facts/* isCount */.my)(w.line) && w.line >= 1 ? w.line : undefined;
        parts.push(` at ${fileRef((0,facts/* str */.gx)(w.path), line, blob)}`);
        if (typeof w.message === 'string' && w.message !== '')
            parts.push(` — ${t(w.message)}`);
    }
    if (typeof p.reason === 'string' && p.reason !== '' && p.reason !== w?.message)
        parts.push(`: ${t(p.reason)}`);
    const logs = (0,values/* list */.p_)(p.logs).map(String);
    if (p.code === 'PROPERTY_ERROR') {
        parts.push(logs.length > 0
            ? ` — log ${logs
                .slice(0, 3)
                .map((l) => (0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(l)))
                .join(', ')}`
            : ' — it never started, so it wrote no log');
    }
    return `${parts.join('')}\n`;
}
/** What a spec's code means, in words (the code itself is in the audit detail). */
function specWords(codeName) {
    switch (codeName) {
        case 'PROPERTY_REJECT':
            return 'rejects this patch';
        case 'PROPERTY_BUDGET':
            return 'ran past its time cap';
        case 'PROPERTY_NOT_FALSIFIABLE':
            return 'cannot show it fails';
        case 'PROPERTY_ERROR':
            return 'gave no verdict';
        case 'PROPERTY_CLEAR':
            return 'clears this patch';
        default:
            return `· ${(0,markdown/* codeSpan */.SS)((0,facts/* str */.gx)(codeName, 60))}`;
    }
}
/** `path:line` as a link to the blob at the head sha (see blobBaseOf), else as code. */
function fileRef(path, line, blob) {
    const shown = `${path}${line !== undefined ? `:${line}` : ''}`;
    if (blob === undefined || path === '' || path.startsWith('/') || path.split('/').includes('..'))
        return (0,markdown/* safeCode */.lI)(shown);
    const url = `${blob}${path.split('/').map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
    return (0,markdown/* isSafeUrl */.FY)(url) ? `[${(0,markdown/* safeCode */.lI)(shown)}](${url})` : (0,markdown/* safeCode */.lI)(shown);
}
const ATTEMPT_NAMES = {
    first: 'the first replay',
    retry: 'retry',
    base: 'the base replay',
};
/**
 * Misses that carry the same evidence (label, what each run did, the same output) in one group, in
 * order of first appearance: ten seeds that fail the same way are one block with ten seeds listed.
 * A malformed entry stays alone (shown as such).
 */
function groupEvidence(trace, misses) {
    const groups = [];
    const byKey = new Map();
    for (const m of misses) {
        if (!(0,values/* isObject */.Gv)(m)) {
            groups.push(m);
            continue;
        }
        const miss = m;
        const key = JSON.stringify([
            String(miss.target),
            String(miss.invariant),
            (0,facts/* labelOf */.Wy)(miss),
            (0,facts/* firstPhrase */.iI)(trace, miss).text(),
            (0,facts/* retriesPhrase */.AT)(trace, miss).text(),
            (0,facts/* baseShort */.Wv)(miss).text(),
            (0,values/* isObject */.Gv)(miss.freeze)
                ? [miss.freeze.code, miss.freeze.freeze_id ?? null, miss.freeze.excuses, miss.freeze.why ?? null]
                : null,
            (0,facts/* attemptsOf */.Or)(miss).map((a) => [a.attempt, a.n ?? null, a.result, a.excerpt ?? '']),
        ]);
        const group = byKey.get(key);
        if (group !== undefined)
            group.push(miss);
        else {
            const fresh = [miss];
            byKey.set(key, fresh);
            groups.push(fresh);
        }
    }
    return groups;
}
/** What a miss's label means, in a reviewer's words (the label itself is in the audit detail). */
function labelWords(m) {
    const label = (0,facts/* labelOf */.Wy)(m);
    if (m.freeze?.excuses === true)
        return 'known flake, frozen';
    switch (label) {
        case 'PROPERTY':
            return (0,facts/* baseResultOf */.gH)(m) === 'fail' ? 'already failing on the base revision' : 'regression';
        case 'SCHEDULER':
            return 'possible flake';
        case 'INCOMPLETE':
            return 'could not be judged';
        case 'BUDGET':
            return 'too slow';
        case 'FIXTURE':
            return 'ran on changed inputs';
        case 'CONTAMINATED':
            return 'the patch changes what judges it';
        case 'PASS':
            return 'passed on a retry';
        default:
            return (0,markdown/* escapeMarkdown */.FV)((0,values/* short */.h0)(label, 40));
    }
}
/**
 * One group of misses with the same evidence: a heading with the seeds, what was observed of each
 * run, the files, and the output excerpts — exact bytes in a fence, with the path of the exact log.
 */
function missEvidence(trace, group, t, excerptChars) {
    const m = group[0];
    const label = (0,facts/* labelOf */.Wy)(m);
    const baseSide = label === 'PROPERTY' && (0,facts/* baseResultOf */.gH)(m) === 'fail';
    const icon = m.freeze?.excuses === true
        ? '⏭️'
        : baseSide || label === 'SCHEDULER' || label === 'INCOMPLETE'
            ? '✋'
            : '❌';
    const seeds = group.map((g) => (0,values/* num */.bu)(g.seed));
    const seedList = seeds.length === 1
        ? `seed ${seeds[0]}`
        : `seeds ${seeds.slice(0, -1).join(', ')} and ${seeds[seeds.length - 1]}`;
    const lines = [];
    lines.push(`#### ${icon} ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(m.target, 128))} ${seedList} — ${labelWords(m)}\n`);
    const each = group.length > 1 ? ' (each)' : '';
    const test = (0,values/* isObject */.Gv)(m.test) ? m.test : undefined;
    if (test !== undefined) {
        // A `tests:` fixture's failing test: its name, where it is, what it asserted.
        const at = typeof test.line === 'number' ? `${(0,facts/* str */.gx)(test.file, 512)}:${(0,values/* num */.bu)(test.line)}` : (0,facts/* str */.gx)(test.file, 512);
        lines.push(`- **test:** ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(test.id, 512))} in ${(0,markdown/* safeCode */.lI)(at)}`);
        if (typeof test.message === 'string' && test.message !== '')
            lines.push(`- **assertion:** ${(0,markdown/* escapeMarkdown */.FV)((0,values/* short */.h0)(test.message.split('\n')[0] ?? '', 300))}`);
    }
    lines.push(`- **first replay${each}:** ${(0,facts/* firstPhrase */.iI)(trace, m).markdown()}`);
    lines.push(`- **retries:** ${(0,facts/* retriesPhrase */.AT)(trace, m).markdown()}`);
    lines.push(`- **base revision:** ${(0,facts/* baseShort */.Wv)(m).markdown()}`);
    const records = group.map((g) => (0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(g.record_path)));
    lines.push(`- ${records.length === 1 ? 'record' : 'records'} ${records.join(', ')} · ${test !== undefined ? 'test' : 'invariant'} ${(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(m.invariant))}`);
    const f = m.freeze;
    if ((0,values/* isObject */.Gv)(f))
        lines.push(`- **freeze:** ${freezeWords(f, t)}`);
    let text = `${lines.join('\n')}\n`;
    const said = test !== undefined && typeof test.message === 'string' ? test.message : '';
    if (excerptChars > 0 && multiLineAssertion(m)) {
        // An assertion's diff spans lines (expected and actual, one per line): shown as the test said it,
        // before the run's output, where one failing test is a few lines among every test's.
        const shown = said.split('\n').slice(0, ASSERTION_LINES).join('\n');
        const cut = Array.from(shown).slice(0, Math.min(ASSERTION_CHARS, excerptChars)).join('');
        const whole = cut === said.trimEnd() || cut === said;
        text += `\nThe assertion${whole ? '' : ' (its start)'}:\n\n${(0,markdown/* codeBlock */.DV)(whole ? cut : `${cut}\n…`)}`;
    }
    if (excerptChars > 0) {
        // Attempts that printed the same text share one block: `Output of the first replay and retry 1`.
        const groups = new Map();
        for (const a of (0,facts/* attemptsOf */.Or)(m)) {
            if (typeof a.excerpt !== 'string' || a.excerpt === '')
                continue;
            groups.set(a.excerpt, [...(groups.get(a.excerpt) ?? []), a]);
        }
        for (const [excerpt, attempts] of groups) {
            const names = attempts.map(attemptName);
            const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
            const first = attempts[0];
            // The same attempt's log of every seed in the group.
            const logs = group.flatMap((g) => {
                const same = (0,facts/* attemptsOf */.Or)(g).find((a) => a.attempt === first.attempt && a.n === first.n);
                return typeof same?.log === 'string' ? [(0,markdown/* safeCode */.lI)((0,facts/* str */.gx)(same.log))] : [];
            });
            const cut = tail(excerpt, excerptChars);
            const where = logs.length === 0
                ? ''
                : ` — ${cut === excerpt ? 'exact bytes' : 'the end; all of it'} in ${logs.join(', ')} of the .gate artifact`;
            text += `\nOutput of ${(0,markdown/* escapeMarkdown */.FV)(who ?? 'the run')}${where}:\n\n${(0,markdown/* codeBlock */.DV)(cut)}`;
        }
    }
    return text;
}
/** A failing test whose assertion message spans lines (an expected/actual diff): shown as a block. */
function multiLineAssertion(m) {
    const test = (0,values/* isObject */.Gv)(m) && (0,values/* isObject */.Gv)(m.test) ? m.test : undefined;
    return test !== undefined && typeof test.message === 'string' && test.message.trim().includes('\n');
}
/** How much of a failing test's multi-line assertion message the evidence shows. */
const ASSERTION_LINES = 24;
const ASSERTION_CHARS = 1500;
/** A freeze outcome in words: which row, whether it excuses the miss and why not. */
function freezeWords(f, t) {
    const life = [];
    if (typeof f.owner === 'string')
        life.push(`owner ${(0,markdown/* escapeMarkdown */.FV)((0,values/* short */.h0)(f.owner, 80))}`);
    if ((0,facts/* isCount */.my)(f.runs_left))
        life.push(`${f.runs_left} more ${f.runs_left === 1 ? 'run' : 'runs'}`);
    if ((0,facts/* isCount */.my)(f.days_left))
        life.push(`${f.days_left} ${f.days_left === 1 ? 'day' : 'days'} left`);
    const row = f.freeze_id === undefined ? 'a freeze row' : `freeze row ${(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(f.freeze_id, 80))}`;
    const lifeText = life.length > 0 ? ` (${life.join(', ')})` : '';
    if (f.excuses === true)
        return `excused by ${row}${lifeText}`;
    if (f.code === 'NO_RECORD')
        return f.why === undefined ? 'no freeze row' : t(f.why);
    return `${row}${lifeText} matched but does not excuse it${f.why === undefined ? '' : `: ${t(f.why)}`}`;
}
function attemptName(a) {
    const name = ATTEMPT_NAMES[String(a.attempt)] ?? 'run';
    return a.attempt === 'retry' && (0,facts/* isCount */.my)(a.n) ? `${name} ${a.n}` : name;
}
/** The last `chars` characters of an excerpt, from a line start, with a leading `…` when cut. */
function tail(text, chars) {
    const points = Array.from(text);
    if (points.length <= chars)
        return text;
    let cut = points.slice(-chars).join('');
    const nl = cut.indexOf('\n');
    if (nl >= 0 && nl < cut.length - 1)
        cut = cut.slice(nl + 1);
    return `…\n${cut}`;
}

;// CONCATENATED MODULE: ./src/report/rows.ts





const LIST_KINDS = ['defect', 'violation', 'error', 'warning'];
const STAGE_HEADERS = ['stage', 'code', 'elapsed', 'detail'];
const PROPERTY_HEADERS = ['spec', 'code', 'witness', 'reason'];
const REPLAY_HEADERS = ['target', 'seed', 'code', 'binding', 'detail'];
const MISS_HEADERS = ['target', 'seed', 'classifier decision', 'record_sha256', 'freeze row'];
/** The rows of one trace, ordered and grouped once, rendered on demand and kept per text length. */
class RowSource {
    trace;
    items;
    memo = new Map();
    /** `4990 REPLAY_MATCH, 10 REPLAY_MISS`, counted once. */
    replayTally;
    /** Whether any evidence miss carries an output excerpt. */
    hasExcerpts;
    /** How many of the (failing-first) spec and replay rows are failing: the rest are collapsed. */
    failing;
    constructor(trace, extras) {
        this.trace = trace;
        const replays = (0,values/* list */.p_)(trace.replays);
        const properties = (0,values/* list */.p_)(trace.properties);
        const matched = (r) => (0,values/* isObject */.Gv)(r) && r.code === 'REPLAY_MATCH';
        const clear = (p) => (0,values/* isObject */.Gv)(p) && p.code === 'PROPERTY_CLEAR';
        const misses = (0,values/* list */.p_)(trace.misses);
        this.items = {
            stage: (0,values/* list */.p_)(trace.stages),
            // Failing rows first: they are what a reviewer reads; matches are the bulk.
            property: [...properties.filter((p) => !clear(p)), ...properties.filter(clear)],
            replay: [...replays.filter((r) => !matched(r)), ...replays.filter(matched)],
            miss: misses,
            // The misses that decided the run first, then the others; misses with the same evidence share
            // one block (the seeds listed); at most MAX_EVIDENCE blocks.
            evidence: groupEvidence(trace, [
                ...misses.filter((m) => (0,values/* isObject */.Gv)(m) && (0,facts/* labelOf */.Wy)(m) === trace.label),
                ...misses.filter((m) => !(0,values/* isObject */.Gv)(m) || (0,facts/* labelOf */.Wy)(m) !== trace.label),
            ]).slice(0, MAX_EVIDENCE),
            defect: (0,values/* list */.p_)(trace.store_defects),
            violation: (0,values/* list */.p_)(trace.audit?.violations),
            error: (0,values/* list */.p_)(trace.errors),
            warning: (0,values/* list */.p_)(extras.warnings),
        };
        this.hasExcerpts = this.items.evidence.some((g) => Array.isArray(g) &&
            g.some((m) => (0,facts/* attemptsOf */.Or)(m).some((a) => typeof a.excerpt === 'string' && a.excerpt !== '') ||
                multiLineAssertion(m)));
        this.failing = {
            property: properties.filter((p) => !clear(p)).length,
            replay: replays.filter((r) => !matched(r)).length,
        };
        this.replayTally = (0,values/* tally */.N4)(replays.map((r) => String((0,values/* isObject */.Gv)(r) ? r.code : r)));
    }
    count(kind) {
        return this.items[kind].length;
    }
    item(kind, i) {
        return this.items[kind][i];
    }
    /** The first `count` rows of `kind`, with free texts cut to `textChars`. */
    rows(kind, textChars, count) {
        const key = `${kind}:${textChars}`;
        let rows = this.memo.get(key);
        if (rows === undefined) {
            rows = [];
            this.memo.set(key, rows);
        }
        const items = this.items[kind];
        const t = (0,values/* textOf */.b6)(textChars);
        while (rows.length < Math.min(count, items.length))
            rows.push(renderRow(kind, items[rows.length], t));
        return rows.slice(0, count);
    }
    /** How many misses the first `blocks` evidence blocks show. */
    missesIn(blocks) {
        return this.items.evidence
            .slice(0, blocks)
            .reduce((n, g) => n + (Array.isArray(g) ? g.length : 1), 0);
    }
    /** The evidence block of the i-th evidence group at this detail (memoized). */
    evidence(i, textChars, excerptChars) {
        const key = `evidence:${i}:${textChars}:${excerptChars}`;
        const memo = this.memo.get(key);
        if (memo !== undefined)
            return memo[0];
        const item = this.items.evidence[i];
        const text = Array.isArray(item)
            ? missEvidence(this.trace, item, (0,values/* textOf */.b6)(textChars), excerptChars)
            : '- *malformed entry*\n';
        this.memo.set(key, [text]);
        return text;
    }
}
function renderRow(kind, item, t) {
    // An untrusted trace may hold anything in its lists; a malformed entry is shown as such.
    const malformed = (width) => (0,markdown/* tableRow */.jD)(['*malformed entry*'], width);
    switch (kind) {
        case 'stage':
            return (0,values/* isObject */.Gv)(item) ? (0,markdown/* tableRow */.jD)(stageRow(item, t), STAGE_HEADERS.length) : malformed(4);
        case 'property':
            return (0,values/* isObject */.Gv)(item)
                ? (0,markdown/* tableRow */.jD)(propertyRow(item, t), PROPERTY_HEADERS.length)
                : malformed(PROPERTY_HEADERS.length);
        case 'replay':
            return (0,values/* isObject */.Gv)(item)
                ? (0,markdown/* tableRow */.jD)(replayRow(item, t), REPLAY_HEADERS.length)
                : malformed(REPLAY_HEADERS.length);
        case 'miss':
            return (0,values/* isObject */.Gv)(item)
                ? (0,markdown/* tableRow */.jD)(missRow(item, t), MISS_HEADERS.length)
                : malformed(MISS_HEADERS.length);
        case 'defect':
        case 'violation':
        case 'error':
            return `- ${t(item)}`;
        case 'warning':
            return item instanceof markdown/* Prose */.s7 ? `- ${item.markdown()}` : `- ${t(item)}`;
        default: {
            const unknown = kind;
            return String(unknown);
        }
    }
}
function stageRow(stage, t) {
    return [
        (0,markdown/* escapeMarkdown */.FV)((0,values/* short */.h0)(stage.name)),
        (0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(stage.code)),
        (0,values/* elapsed */.vk)(stage.elapsed_ms),
        stage.detail === undefined || stage.detail === null ? '' : t(stage.detail),
    ];
}
function propertyRow(p, t) {
    return [
        t(p.spec),
        (0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(p.code)),
        (0,values/* isObject */.Gv)(p.witness) ? witnessCell(p.witness, t) : '',
        t(p.reason),
    ];
}
function witnessCell(w, t) {
    const at = typeof w.line === 'number' && Number.isSafeInteger(w.line) && w.line >= 1 ? `:${w.line}` : '';
    const where = `${t(w.path)}${at}`;
    return typeof w.message === 'string' && w.message !== '' ? `${where} — ${t(w.message)}` : where;
}
function replayRow(r, t) {
    const detail = [r.reason === undefined || r.reason === null ? '' : t(r.reason)];
    if (r.budget_ok === false)
        detail.push('over budget');
    if (r.transcript_complete === false)
        detail.push('transcript incomplete');
    // Which shape judged it: an exercise and a judge in separate processes, or one program.
    if (typeof r.exercise === 'string')
        detail.push(`exercise ${(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(r.exercise))}, judged apart`);
    const own = (0,values/* isObject */.Gv)(r.tests) ? r.tests.patch_tests : undefined;
    if ((0,values/* isObject */.Gv)(own))
        detail.push(patchTestsCell(own, t));
    return [
        t(r.target),
        r.seed === null || r.seed === undefined
            ? '—'
            : `${(0,values/* num */.bu)(r.seed)}${r.fresh_seed === true ? ' (fresh)' : ''}`,
        (0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(r.code)),
        typeof r.binding_sha256 === 'string' ? (0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(r.binding_sha256)) : '—',
        detail.filter((d) => d !== '').join('; '),
    ];
}
/** The patch's own test files (a `tests:` fixture): reported, labelled as not the oracle. */
function patchTestsCell(p, t) {
    const n = Array.isArray(p.files) ? p.files.length : 0;
    const head = `the patch's own tests (${n} new ${n === 1 ? 'file' : 'files'}, not the oracle, not graded)`;
    if (typeof p.reason === 'string')
        return `${head}: did not complete — ${t(p.reason)}`;
    const counts = `${(0,values/* num */.bu)(p.passed)} passed, ${(0,values/* num */.bu)(p.failed)} failed, ${(0,values/* num */.bu)(p.skipped)} skipped`;
    const failures = (Array.isArray(p.failures) ? p.failures : [])
        .slice(0, 5)
        .map((f) => (typeof f.message === 'string' ? `${t(f.test)} — ${t(f.message)}` : t(f.test)));
    return failures.length > 0 ? `${head}: ${counts} (${failures.join('; ')})` : `${head}: ${counts}`;
}
function freezeCell(f, t) {
    const life = [];
    if (typeof f.owner === 'string')
        life.push(`owner ${(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(f.owner, 80))}`);
    if ((0,facts/* isCount */.my)(f.runs_left))
        life.push(`${f.runs_left} more ${f.runs_left === 1 ? 'run' : 'runs'}`);
    if (typeof f.expires_at === 'string')
        life.push(`expires ${(0,markdown/* escapeMarkdown */.FV)((0,values/* short */.h0)(f.expires_at, 40))}`);
    if ((0,facts/* isCount */.my)(f.days_left))
        life.push(`${f.days_left} ${f.days_left === 1 ? 'day' : 'days'} left`);
    return [
        (0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(f.code)),
        f.freeze_id === undefined ? '' : `row ${(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(f.freeze_id, 80))}`,
        ...life,
        f.excuses === true ? 'excuses the miss' : 'does not excuse',
        f.why === undefined ? '' : t(f.why),
    ]
        .filter((s) => s !== '')
        .join(' · ');
}
function missRow(m, t) {
    const d = (0,values/* isObject */.Gv)(m.decision) ? m.decision : {};
    const decision = [(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(d.label))];
    if (Array.isArray(d.missing) && d.missing.length > 0)
        decision.push(`missing ${t(d.missing.join(', '))}`);
    if (d.reason !== undefined)
        decision.push(t(d.reason));
    if (Array.isArray(d.paths) && d.paths.length > 0)
        decision.push(`paths ${t(d.paths.join(', '))}`);
    if (d.freeze === true)
        decision.push('freeze eligible');
    const f = m.freeze;
    const freeze = !(0,values/* isObject */.Gv)(f) ? 'not consulted' : freezeCell(f, t);
    return [t(m.target), (0,values/* num */.bu)(m.seed), decision.join(' · '), (0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(m.record_sha256)), freeze];
}

// EXTERNAL MODULE: ./src/report/advice.ts
var report_advice = __webpack_require__(2296);
;// CONCATENATED MODULE: ./src/report/exercised.ts

/** At most this many files are named; the rest are counted. */
const NAMED = 5;
function exercisedNote(trace) {
    const e = trace.exercised;
    // Only once an invariant ran: before that, nothing was meant to load the code.
    if (e === undefined || !Array.isArray(e.unloaded) || e.unloaded.length === 0)
        return undefined;
    if (!Array.isArray(trace.replays) || trace.replays.length === 0)
        return undefined;
    const named = e.unloaded.slice(0, NAMED).map((f) => (0,markdown/* codeSpan */.SS)(String(f)));
    const more = e.unloaded.length - named.length;
    const files = `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    return `_No check loaded ${files}, which this patch changes: nothing here tested ${e.unloaded.length === 1 ? 'it' : 'them'}._\n`;
}

// EXTERNAL MODULE: ./src/report/commands.ts
var commands = __webpack_require__(4506);
;// CONCATENATED MODULE: ./src/report/extras.ts
/**
 * What the summary knows besides the trace (src/report/summary.ts): the run's artifact, its workflow
 * run, where a person finds its `.gate` files, and from those the address file references link to.
 */

/** Where the run's `.gate` files are for a person, from what the summary knows (see SummaryExtras.files). */
function gateFilesOf(extras) {
    if (extras.files !== undefined)
        return extras.files;
    const run = (0,commands/* runOfUrl */.cl)(extras.runUrl);
    if (extras.artifact !== undefined && run !== undefined) {
        return {
            kind: 'artifact',
            repo: run.repo,
            runId: run.runId,
            name: extras.artifact.name,
            dir: commands/* DOWNLOAD_DIR */.jt,
        };
    }
    return { kind: 'local', dir: '.gate' };
}
/**
 * `https://github.com/OWNER/REPO/blob/<head sha>/` when the summary knows the repository (from the
 * run's URL on github.com) and the trace a full head sha: file references then open the file as the
 * pull request has it.
 */
function blobBaseOf(trace, extras) {
    const run = (0,commands/* runOfUrl */.cl)(extras.runUrl);
    if (run === undefined || run.repo.split('/').length !== 2)
        return undefined;
    if (typeof trace.head !== 'string' || !/^[0-9a-f]{40}$/.test(trace.head))
        return undefined;
    return `https://github.com/${run.repo}/blob/${trace.head}/`;
}

;// CONCATENATED MODULE: ./src/report/sections.ts










/**
 * The first lines of every summary: a GitHub alert (`> [!CAUTION]` …) with what happened and what to
 * do, in plain words.
 */
function renderVerdictLine(trace) {
    const h = (0,headline/* headlineOf */.gD)(trace);
    // The marker stands alone: where check-run output shows it as plain text, the next line still reads.
    const lead = h.kind === h.verb ? h.verb : `${h.verb} · ${h.kind}`;
    return (`> [!${h.alert}]\n` +
        `> **${lead}:** ${h.what.markdown()}.\n` +
        `>\n` +
        `> **What to do:** ${h.next.markdown()}\n`);
}
function buildBlocks(trace, extras, plan, source) {
    const t = (0,values/* textOf */.b6)(plan.textChars);
    const blocks = [{ kind: 'text', text: renderVerdictLine(trace), required: true }];
    blocks.push(...evidenceBlocks(trace, plan, source, t, blobBaseOf(trace, extras)));
    // The advice in words; its codes are in the audit detail (reason code, stage).
    const advice = (0,report_advice/* adviceOf */.wr)(trace, { files: gateFilesOf(extras) });
    if (advice !== null) {
        blocks.push({ kind: 'text', text: `### What to do\n\n${advice.words.markdown()}\n` });
        advice.commands.forEach((c, i) => {
            blocks.push({
                kind: 'text',
                text: `${i + 1}. ${c.what.markdown()}:\n\n${indent((0,markdown/* codeBlock */.DV)((0,report_advice/* shellLines */.ms)(c.lines), 'sh'))}`,
            });
        });
    }
    const links = linksLine(extras);
    if (links !== '')
        blocks.push({ kind: 'text', text: links });
    // Said in the open, not in the details: user code could reach what a sandbox keeps out.
    const noSandbox = sandboxNote(trace);
    if (noSandbox !== undefined)
        blocks.push({ kind: 'text', text: noSandbox, required: true });
    const unexercised = exercisedNote(trace);
    if (unexercised !== undefined)
        blocks.push({ kind: 'text', text: unexercised });
    const titles = {
        defect: 'Store defects',
        violation: 'Audit violations',
        error: 'Errors',
        warning: 'Warnings',
    };
    for (const kind of LIST_KINDS) {
        const total = source.count(kind);
        if (total === 0)
            continue;
        const items = source.rows(kind, plan.textChars, plan.listRows);
        blocks.push({ kind: 'text', text: `### ${titles[kind]} (${total})\n` });
        blocks.push({ kind: 'list', items, omitted: total - items.length });
    }
    // Everything an auditor reads and a reviewer does not: codes, stages, digests, the tables.
    const audit = [{ kind: 'text', text: reviewerFields(trace) }];
    const stages = source.count('stage');
    if (stages === 0)
        audit.push({ kind: 'text', text: '_No stage ran._\n' });
    else
        audit.push(tableBlock(STAGE_HEADERS, source.rows('stage', plan.textChars, stages), stages));
    const outside = overheadLine(trace);
    if (outside !== undefined)
        audit.push({ kind: 'text', text: outside });
    // Said only where it explains the end of the run: after a property stage that cleared.
    const propertyCleared = (0,values/* list */.p_)(trace.stages).some((s) => (0,values/* isObject */.Gv)(s) && s.name === 'property' && s.code === 'PROPERTY_CLEAR');
    if (trace.fixtures_configured === 0 && propertyCleared) {
        audit.push({
            kind: 'text',
            text: '_No fixtures are configured: the run ends at the property stage._\n',
        });
    }
    const properties = source.count('property');
    if (properties > 0) {
        audit.push({ kind: 'text', text: `#### Specs (${properties})\n` });
        audit.push(...splitTable(PROPERTY_HEADERS, source.rows('property', plan.textChars, plan.propertyRows), properties, source.failing.property, (n) => `${n} ${n === 1 ? 'spec' : 'specs'} clear`));
    }
    const replays = source.count('replay');
    if (replays > 0) {
        audit.push({
            kind: 'text',
            text: `#### Replays (${(0,markdown/* escapeMarkdown */.FV)(`${replays}: ${source.replayTally}`)})\n`,
        });
        audit.push(...splitTable(REPLAY_HEADERS, source.rows('replay', plan.textChars, plan.replayRows), replays, source.failing.replay, (n) => `${n} ${n === 1 ? 'replay' : 'replays'} matched`));
    }
    const misses = source.count('miss');
    if (misses > 0) {
        audit.push({ kind: 'text', text: `#### Misses and the freeze rows consulted (${misses})\n` });
        audit.push(tableBlock(MISS_HEADERS, source.rows('miss', plan.textChars, plan.missRows), misses));
    }
    audit.push({ kind: 'text', text: footer(trace) });
    blocks.push({ kind: 'details', summary: AUDIT_SUMMARY, blocks: audit });
    if (plan.textChars < FULL_TEXT || (source.hasExcerpts && plan.excerptChars < FULL_EXCERPT)) {
        blocks.push({
            kind: 'text',
            text: `_Long texts are cut to ${plan.textChars} characters and output excerpts to ${plan.excerptChars} — see the .gate artifact._\n`,
        });
    }
    return blocks;
}
/** The one collapsed block below the evidence: every code, stage, digest and table of the run. */
const AUDIT_SUMMARY = 'Audit detail: verdict and codes, stages, specs, replays, digests';
function indent(markdown) {
    return markdown
        .split('\n')
        .map((l) => (l === '' ? l : `   ${l}`))
        .join('\n');
}
// ---------------------------------------------------------------------------------------------------
// Header, links and footer
function reviewerFields(trace) {
    const yesNo = (v) => (v === true ? 'yes' : v === false ? 'no' : 'unknown');
    const rows = [
        [
            'verdict',
            `${(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(trace.verdict))} · label ${trace.label === null ? 'none' : (0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(trace.label))} · conclusion ${(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(trace.conclusion))}`,
        ],
        ['reason code', (0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(trace.reason_code))],
        ['emitted by stage', (0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(trace.reason_stage))],
        ['freeze client constructed', yesNo(trace.freeze_client_constructed)],
        ['freeze consulted', yesNo(trace.freeze_consulted)],
    ];
    // Absent from traces of runs that ended before user code could run, and from older gates.
    if ((0,values/* isObject */.Gv)(trace.sandbox))
        rows.push(['user code ran as', sandboxCell(trace.sandbox)]);
    return `${(0,markdown/* tableHeader */.qd)(['reviewer field', 'value'])}\n${rows.map((r) => (0,markdown/* tableRow */.jD)(r, 2)).join('\n')}\n`;
}
/** Who user code ran as (SPEC §8). */
function sandboxCell(sandbox) {
    if (sandbox.mode === 'user')
        return `the sandbox user ${(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(sandbox.user))}`;
    return `the gate's own OS user (no sandbox: ${(0,markdown/* escapeMarkdown */.FV)((0,values/* short */.h0)(sandbox.reason, 200))})`;
}
/** Said plainly when user code shared the gate's user: it could reach what the sandbox keeps out. */
function sandboxNote(trace) {
    const s = trace.sandbox;
    if (!(0,values/* isObject */.Gv)(s) || s.mode !== 'none')
        return undefined;
    return (`_No sandbox: user code (specs, generators, invariants and the code they load) shared the gate's OS ` +
        `user (${(0,markdown/* escapeMarkdown */.FV)((0,values/* short */.h0)(s.reason, 200))}), so it could read the gate's environment and write its state._\n`);
}
function linksLine(extras) {
    const parts = [];
    const artifact = extras.artifact;
    if (artifact !== undefined) {
        const id = typeof artifact.id === 'number' && Number.isSafeInteger(artifact.id) ? ` (id ${artifact.id})` : '';
        parts.push(`Artifact: ${(0,markdown/* link */.nf)((0,values/* short */.h0)(artifact.name, 200), artifact.url)}${id}`);
    }
    if (extras.runUrl !== undefined)
        parts.push((0,markdown/* link */.nf)('workflow run', extras.runUrl));
    return parts.length === 0 ? '' : `${parts.join(' · ')}\n`;
}
function footer(trace) {
    const shard = (0,values/* isObject */.Gv)(trace.shard) ? ` · shard ${(0,values/* num */.bu)(trace.shard.index)}/${(0,values/* num */.bu)(trace.shard.count)}` : '';
    return (`<sub>patch ${(0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(trace.patch_digest))} · base ${(0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(trace.base))} · ` +
        `head ${(0,markdown/* codeSpan */.SS)((0,markdown/* shortDigest */.VK)(trace.head))} · gate ${(0,markdown/* codeSpan */.SS)((0,values/* short */.h0)(trace.tool_version, 40))}${shard}</sub>\n`);
}
/** The run's time outside the stage table, when the trace records it. */
function overheadLine(trace) {
    const { setup_ms: setup, teardown_ms: teardown } = trace;
    if (typeof setup !== 'number' || typeof teardown !== 'number')
        return undefined;
    return `_Outside the stages: setup ${(0,values/* elapsed */.vk)(setup)} (revisions, worktrees, sandbox), teardown ${(0,values/* elapsed */.vk)(teardown)} (worktrees removed, audit)._\n`;
}

;// CONCATENATED MODULE: ./src/adapters/octokit.ts
const DEFAULT_RETRY = { retries: 3, minDelayMs: 1000, maxDelayMs: 60_000 };
/** A memoised loader of one configured client; `setup` runs once on it (e.g. `hook.wrap`). */
function lazyOctokit(token, options, setup) {
    let client;
    return () => (client ??= __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 2413)).then(({ getOctokit }) => {
        const octokit = getOctokit(token, options);
        setup(octokit);
        return octokit;
    }));
}
/**
 * A lazily loaded client whose every request retries transient failures (5xx, rate limits, waiting
 * as long as the server asks, up to `maxDelayMs`), turns a permission failure into
 * `permissionError`, and gives up with the request, the status and the attempts in the message.
 */
function octokit_retryingOctokit(token, o) {
    const retry = { ...DEFAULT_RETRY, ...o.retry };
    const { log } = o;
    return lazyOctokit(token, {
        baseUrl: o.baseUrl,
        ...(o.fetch ? { request: { fetch: o.fetch } } : {}),
        log: {
            debug: () => { },
            info: () => { },
            warn: (m) => log?.warn(m),
            error: (m) => log?.error(m),
        },
    }, (octokit) => {
        octokit.hook.wrap('request', async (request, options) => {
            const what = `${String(options.method)} ${String(options.url)}`;
            for (let attempt = 0;; attempt++) {
                try {
                    return await request(options);
                }
                catch (err) {
                    const failure = describeFailure(err);
                    if (failure.kind === 'permission') {
                        if (o.permissionError)
                            throw o.permissionError(what, failure.status, failure.message);
                        throw err;
                    }
                    if (failure.kind === 'fatal')
                        throw err;
                    const delay = failure.waitMs ?? retry.minDelayMs * 2 ** attempt;
                    if (attempt >= retry.retries || delay > retry.maxDelayMs) {
                        const why = delay > retry.maxDelayMs ? `the server asked to wait ${delay} ms` : `${attempt + 1} attempts`;
                        throw new Error(`${what}: ${failure.status} ${failure.message} (gave up after ${why})`, {
                            cause: err,
                        });
                    }
                    log?.warn(`${what}: ${failure.status} ${failure.message}; retry ${attempt + 1} of ${retry.retries} in ${delay} ms`);
                    await sleep(delay);
                }
            }
        });
    });
}
/** Sorts an octokit error: permission (no retry), transient (retry, maybe after a given wait), or fatal. */
function describeFailure(err, now = Date.now()) {
    const e = err;
    if (typeof e !== 'object' || e === null || typeof e.status !== 'number')
        return { kind: 'fatal' };
    const status = e.status;
    const headers = (e.response?.headers ?? {});
    const data = e.response?.data;
    const message = typeof data?.message === 'string' ? data.message : String(e.message ?? '');
    const retryAfter = parseRetryAfter(headers['retry-after'], now);
    const exhausted = String(headers['x-ratelimit-remaining'] ?? '') === '0';
    const reset = Number(headers['x-ratelimit-reset']);
    const rateLimited = status === 429 || (status === 403 && (retryAfter !== null || exhausted || /rate limit/i.test(message)));
    if (rateLimited) {
        let waitMs = retryAfter;
        if (waitMs === null && exhausted && Number.isFinite(reset))
            waitMs = Math.max(0, reset * 1000 - now);
        return { kind: 'retry', status, message, waitMs };
    }
    if (status === 403)
        return { kind: 'permission', status, message };
    if (status >= 500)
        return { kind: 'retry', status, message, waitMs: null };
    return { kind: 'fatal' };
}
/** retry-after is seconds or an HTTP date; null when absent or unreadable. */
function parseRetryAfter(value, now) {
    if (value === undefined || value === '')
        return null;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0)
        return Math.round(seconds * 1000);
    const date = Date.parse(String(value));
    return Number.isNaN(date) ? null : Math.max(0, date - now);
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

;// CONCATENATED MODULE: ./src/adapters/checks.ts

/** Sorting API failures lives with the one retry loop (octokit.ts); re-exported for the callers. */

/** The token may not write check runs (403 "Resource not accessible by integration" and the like). */
class ChecksPermissionError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
        this.name = 'ChecksPermissionError';
    }
}
/** The Checks API accepts at most 50 annotations per request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** output.summary and output.text: at most 65,535 characters; we keep to 65,535 UTF-8 bytes. */
const OUTPUT_TEXT_LIMIT = 65535;
/** An annotation's title: at most 255 characters. */
const ANNOTATION_TITLE_LIMIT = 255;
/** An annotation's message: at most 64 KiB. */
const ANNOTATION_MESSAGE_LIMIT = (/* unused pure expression or super */ null && (64 * 1024));
function createChecksClient(opts) {
    if (opts.token === '') {
        throw new Error('checks: no token; the action needs a token with checks: write to post the check run');
    }
    const log = opts.log;
    const api = retryingOctokit(opts.token, {
        baseUrl: opts.baseUrl,
        ...(opts.fetch ? { fetch: opts.fetch } : {}),
        ...(log ? { log } : {}),
        ...(opts.retry ? { retry: opts.retry } : {}),
        // What to do about it is the caller's to say (publish.ts permissionAdvice).
        permissionError: (what, status, message) => new ChecksPermissionError(`${what}: ${status} ${message}`, status),
    });
    const { owner, repo } = opts;
    return {
        async start(name, headSha, detailsUrl) {
            const octokit = await api();
            try {
                const { data } = await octokit.rest.checks.create({
                    owner,
                    repo,
                    name,
                    head_sha: headSha,
                    status: 'in_progress',
                    started_at: new Date().toISOString(),
                    ...(detailsUrl ? { details_url: detailsUrl } : {}),
                });
                return data.id;
            }
            catch (err) {
                if (err instanceof ChecksPermissionError)
                    throw err;
                log?.warn(`could not create the ${name} check run in progress: ${errorMessage(err)}`);
                return null;
            }
        },
        async complete(id, name, headSha, conclusion, output, detailsUrl) {
            const octokit = await api();
            const base = fitOutput(output, log);
            const chunks = chunk((output.annotations ?? []).map(fitAnnotation), ANNOTATIONS_PER_REQUEST);
            const first = chunks.shift() ?? [];
            const completing = {
                name,
                status: 'completed',
                conclusion,
                completed_at: new Date().toISOString(),
                ...(detailsUrl ? { details_url: detailsUrl } : {}),
                output: { ...base, ...(first.length > 0 ? { annotations: first } : {}) },
            };
            let checkRunId;
            let htmlUrl;
            if (id === null) {
                const { data } = await octokit.rest.checks.create({ owner, repo, head_sha: headSha, ...completing });
                checkRunId = data.id;
                htmlUrl = data.html_url ?? null;
            }
            else {
                const { data } = await octokit.rest.checks.update({ owner, repo, check_run_id: id, ...completing });
                checkRunId = id;
                htmlUrl = data.html_url ?? null;
            }
            const done = { id: checkRunId, htmlUrl };
            // Updates append annotations; output.title and summary are required on every update. The
            // conclusion is already posted: a failed batch costs annotations, not the verdict, so it is
            // logged rather than thrown.
            const total = first.length + chunks.flat().length;
            let sent = first.length;
            for (const annotations of chunks) {
                try {
                    await octokit.rest.checks.update({
                        owner,
                        repo,
                        check_run_id: checkRunId,
                        output: { ...base, annotations },
                    });
                }
                catch (err) {
                    log?.warn(`check run ${checkRunId}: posted ${sent} of ${total} annotations; the rest failed: ${errorMessage(err)}`);
                    return done;
                }
                sent += annotations.length;
            }
            return done;
        },
    };
}
/** Consecutive slices of at most `size` items (the Checks API takes 50 annotations per request). */
function chunk(items, size = ANNOTATIONS_PER_REQUEST) {
    if (!Number.isInteger(size) || size < 1)
        throw new RangeError(`chunk: size must be a positive integer, got ${size}`);
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}
/**
 * The longest prefix of `text` whose UTF-8 encoding fits `maxBytes`, cut at a code point boundary
 * (never half a surrogate pair or half a multi-byte sequence). The one such cut in the gate: the
 * Checks API's limits and the summary renderer both use it.
 */
function truncateUtf8(text, maxBytes) {
    if (maxBytes <= 0)
        return '';
    if (text.length * 3 <= maxBytes || Buffer.byteLength(text, 'utf8') <= maxBytes)
        return text;
    let bytes = 0;
    let end = 0;
    for (const c of text) {
        const size = utf8Size(c);
        if (bytes + size > maxBytes)
            break;
        bytes += size;
        end += c.length;
    }
    return text.slice(0, end);
}
/** The UTF-8 size of one code point (a lone surrogate is written as U+FFFD, 3 bytes). */
function utf8Size(codePoint) {
    const c = codePoint.codePointAt(0) ?? 0;
    if (c <= 0x7f)
        return 1;
    if (c <= 0x7ff)
        return 2;
    return c <= 0xffff ? 3 : 4;
}
/**
 * The summary renderer keeps within the limit (and degrades detail first); this is the last guard, so a
 * too-long summary still posts a verdict instead of a 422.
 */
function fitOutput(output, log) {
    const fit = (field, s) => {
        if (Buffer.byteLength(s, 'utf8') <= OUTPUT_TEXT_LIMIT)
            return s;
        log?.warn(`check output.${field} exceeds ${OUTPUT_TEXT_LIMIT} bytes; truncated`);
        const marker = '\n\n… (truncated)';
        return truncateUtf8(s, OUTPUT_TEXT_LIMIT - Buffer.byteLength(marker)) + marker;
    };
    return {
        title: output.title,
        summary: fit('summary', output.summary),
        ...(output.text !== undefined ? { text: fit('text', output.text) } : {}),
    };
}
function fitAnnotation(a) {
    const start = Math.max(1, Math.trunc(a.start_line));
    const end = Math.max(start, Math.trunc(a.end_line));
    const out = {
        path: a.path,
        start_line: start,
        end_line: end,
        annotation_level: a.annotation_level,
        message: truncateUtf8(a.message, ANNOTATION_MESSAGE_LIMIT),
    };
    if (start === end && a.start_column !== undefined) {
        out.start_column = Math.max(1, Math.trunc(a.start_column));
        if (a.end_column !== undefined)
            out.end_column = Math.max(out.start_column, Math.trunc(a.end_column));
    }
    if (a.title !== undefined)
        out.title = [...a.title].slice(0, ANNOTATION_TITLE_LIMIT).join('');
    if (a.raw_details !== undefined)
        out.raw_details = truncateUtf8(a.raw_details, ANNOTATION_MESSAGE_LIMIT);
    return out;
}

;// CONCATENATED MODULE: ./src/report/summary.ts







/** The check-run summary limit (bytes of UTF-8): the Checks API's own. */
const SUMMARY_LIMIT = OUTPUT_TEXT_LIMIT;


/** `Rejected: seed 1402 of codec.roundtrip fails on this patch, passes on base` — one line, ≤ 255 chars. */
function renderTitle(trace) {
    return (0,headline/* titleOf */.Gg)((0,headline/* headlineOf */.gD)(trace));
}
/**
 * The check-run summary, at most `limitBytes` bytes of UTF-8. Below about 1 KiB there is no room for
 * the evidence; the result is then the alert alone, cut to fit.
 *
 * Degradation: drop per-seed rows, shorten excerpts, drop the misses table, keep fewer evidence
 * blocks, drop per-spec rows, shorten long texts, drop excerpts, then the plain lists, until the
 * summary fits; then give detail back, the most useful first (evidence, excerpts, misses, specs,
 * lists, replays), as much as still fits. Every dropped row is counted in a note that points at the
 * `.gate` artifact. Only if nothing else is left is it trimmed.
 */
function renderSummary(trace, extras = {}, limitBytes = SUMMARY_LIMIT) {
    const limit = Math.max(0, Math.floor(limitBytes));
    const source = new RowSource(trace, extras);
    const full = {
        evidenceRows: source.count('evidence'),
        // No excerpt at all: nothing to shorten or give back.
        excerptChars: source.hasExcerpts ? FULL_EXCERPT : 0,
        replayRows: source.count('replay'),
        missRows: source.count('miss'),
        propertyRows: source.count('property'),
        listRows: Math.max(0, ...LIST_KINDS.map((kind) => source.count(kind))),
        textChars: FULL_TEXT,
    };
    const render = (plan) => serialize(buildBlocks(trace, extras, plan, source));
    const fits = (plan) => {
        const text = render(plan);
        return (0,markdown/* byteLength */.dp)(text) <= limit ? text : undefined;
    };
    let plan = full;
    let text = fits(plan);
    for (const step of DEGRADE) {
        if (text !== undefined)
            break;
        plan = step(plan);
        text = fits(plan);
    }
    if (text === undefined) {
        // Last resort: cut at a block boundary, never inside a row, a fence or a details block.
        const trimmed = serializeTrimmed(buildBlocks(trace, extras, plan, source), limit);
        if (trimmed !== undefined && (0,markdown/* byteLength */.dp)(trimmed) <= limit)
            return trimmed;
        return truncateUtf8(renderVerdictLine(trace), limit);
    }
    if (plan === full)
        return text;
    for (const key of REFILL_ORDER) {
        if (plan[key] >= full[key])
            continue;
        const best = largestFitting(plan, key, full[key], fits);
        if (best !== undefined)
            ({ plan, text } = best);
    }
    return text;
}

// EXTERNAL MODULE: ./src/adapters/defuse.ts
var defuse = __webpack_require__(4708);
;// CONCATENATED MODULE: ./src/commands/summary.ts
/**
 * `gate summary [TRACE]`: the check-run summary markdown for a trace, exactly as the action renders
 * it (src/report/summary.ts), or with `--title` the check-run title. Reads the trace as untrusted
 * data: size-capped and schema-validated, like report mode reads an artifact.
 */








const SUMMARY_USAGE = `usage: gate summary [TRACE] [--title] [--artifact NAME [--artifact-id N] [--artifact-url URL]]
                    [--run-url URL]

Prints the failure-class check-run summary (markdown) for TRACE (default .gate/trace.json), exactly as
the action posts it; with --title, the check-run title instead.

  --artifact NAME      the .gate artifact the run uploaded: the summary links it, and its next steps
                       download it (with --run-url) instead of reading the local .gate folder
  --artifact-id N      its id, shown with the link
  --artifact-url URL   the artifact's page (https), for the link
  --run-url URL        the workflow run (https://github.com/OWNER/REPO/actions/runs/ID[/attempts/N])

Without --artifact, the commands in the summary use the folder TRACE is in.`;
/** Reads and validates a trace file; an InputError names the file and the first problems. */
function readTraceFile(path) {
    const parsed = parseTraceText((0,io/* readTextFile */.Gu)(path));
    if (!parsed.ok)
        throw new errors/* InputError */.dz(`${path}: not a gate trace: ${parsed.errors.slice(0, 5).join('; ')}`);
    return parsed.trace;
}
async function summaryCommand(argv) {
    const p = (0,args/* parseCommand */.RM)(argv, {
        title: { type: 'boolean' },
        artifact: { type: 'string' },
        'artifact-id': { type: 'string' },
        'artifact-url': { type: 'string' },
        'run-url': { type: 'string' },
    }, SUMMARY_USAGE);
    if (p === 'help')
        return 0;
    if (p.positionals.length > 1)
        throw new errors/* UsageError */.eb(`unexpected argument ${JSON.stringify(p.positionals[1])}`);
    const url = (name) => {
        const v = p.values[name];
        if (v === undefined)
            return undefined;
        if (typeof v !== 'string' || !(0,markdown/* isSafeUrl */.FY)(v))
            throw new errors/* UsageError */.eb(`--${name}: expected an https URL, got ${JSON.stringify(v)}`);
        return v;
    };
    const runUrl = url('run-url');
    const artifactUrl = url('artifact-url');
    const artifactId = (0,args/* optionalInt */.yr)(p.values, 'artifact-id', 1);
    const path = p.positionals[0] ?? '.gate/trace.json';
    const trace = readTraceFile(path);
    if (p.values.title === true) {
        process.stdout.write((0,defuse/* defuseLog */.T)(`${renderTitle(trace)}\n`));
        return 0;
    }
    const extras = {
        ...(runUrl !== undefined ? { runUrl } : {}),
        ...(typeof p.values.artifact === 'string'
            ? {
                artifact: {
                    name: p.values.artifact,
                    ...(artifactId !== undefined ? { id: artifactId } : {}),
                    ...(artifactUrl !== undefined ? { url: artifactUrl } : {}),
                },
            }
            : { files: { kind: 'local', dir: (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.dirname)(path)) || '.' } }),
    };
    // Printed in a workflow step, the summary reaches the runner's log; it quotes user text.
    process.stdout.write((0,defuse/* defuseLog */.T)(renderSummary(trace, extras, SUMMARY_LIMIT)));
    return 0;
}


/***/ })

};
