export const id = 313;
export const ids = [313];
export const modules = {

/***/ 2296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cp: () => (/* binding */ adviceFor),
/* harmony export */   ms: () => (/* reexport safe */ _commands_js__WEBPACK_IMPORTED_MODULE_0__.ms),
/* harmony export */   wr: () => (/* binding */ adviceOf)
/* harmony export */ });
/* unused harmony export adviceForCode */
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4506);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1349);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4285);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(626);




const LOCAL = { kind: 'local', dir: '.gate' };
/** For a HOLD: the last code and what to do about it, as plain text. Null for every other verdict. */
function adviceFor(trace, options = {}) {
    const advice = adviceOf(trace, options);
    if (advice === null)
        return null;
    const commands = advice.commands.map((c) => ` ${c.what.text()}: ${c.lines.join(' ')}`).join('');
    return `${advice.text.text()}${commands}`;
}
/** For a HOLD: the last code, what to do about it, and the commands to run. Null for other verdicts. */
function adviceOf(trace, options = {}) {
    if (trace.verdict !== 'HOLD')
        return null;
    const { text, commands } = codeAdvice(trace.reason_code, trace, options);
    const reason = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(trace.reason_code, 60));
    return {
        text: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Last code: ${reason} (stage ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(trace.reason_stage, 60))}). ${adviceName(trace.reason_code)}: ${text}`,
        words: text,
        commands,
    };
}
/** What to do about one code, with the specifics of `trace`, as plain text. Total over the codes. */
function adviceForCode(code, trace, options = {}) {
    return `${adviceName(code)}: ${codeAdvice(code, trace, options).text.text()}`;
}
/** The code the advice is written for: a miss with no label is INCOMPLETE, SCHEDULER unlooked-up NO_RECORD. */
function adviceName(code) {
    return code === 'REPLAY_MISS' ? 'INCOMPLETE' : code === 'SCHEDULER' ? 'NO_RECORD' : String(code);
}
/** How a pull request the gate holds by design merges under a required check. */
const MERGE_BY_PERSON = _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('The `failure-class` check stays `action_required`, so branch protection blocks the merge: a maintainer ' +
    'reviews the change, a second one approves it, and someone allowed to bypass the rule merges it — a ' +
    'ruleset with the maintainers (a team or the repository admin role) on its bypass list (merge with ' +
    '"bypass rules"), or classic branch protection with "Do not allow bypassing the above settings" off, ' +
    'merged by an administrator. Listing the gate’s files in CODEOWNERS makes that review required.');
function codeAdvice(reason, trace, options) {
    const files = options.files ?? LOCAL;
    const only = (text) => ({ text, commands: [] });
    switch (reason) {
        case 'UNBOUND': {
            const rows = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .replaysWith */ .Rz)(trace, 'UNBOUND');
            if (rows.length === 0) {
                const detail = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .entries */ .jO)(trace.stages).find((s) => s.name === 'fixture')?.detail ?? '';
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `a tests fixture could not be bound${detail !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(detail, 400)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}. Its \`tests.files\` globs must match test files of the base revision (paths from the repository root, e.g. \`tests/test_*.py\`); fix them in gate.yml on the base branch in its own reviewed change; every pull request is held the same way until then. It is not a flake: do not open the freeze store to explain the hold.`);
            }
            const manifests = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(rows.map((r) => String(r.manifest)));
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(rows.map((r) => String(r.reason ?? '')).filter((r) => r !== ''));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the fixture manifest ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(manifests, true)} could not be bound${why.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(why)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}. Check that it names a generator, a non-empty list of inputs and a seed, and that every path exists inside the repository. Fix the manifest on the base branch in its own reviewed change; every pull request is held the same way until then. It is not a flake: do not open the freeze store to explain the hold.`);
        }
        case 'FIXTURE_NOT_FALSIFIABLE': {
            const rows = (Array.isArray(trace.fixture_probes) ? trace.fixture_probes : []).filter((p) => p.result === 'not_falsifiable');
            const targets = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(rows.map((p) => String(p.target)));
            const own = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .probeCause */ .Ih)(rows[0]?.reason);
            if (own !== null)
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `FIXTURE_NOT_FALSIFIABLE: the fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(targets, true)} could not show it fails: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(own, 400)}. No candidate replay was spent on it. Fix that on the base branch in a separate reviewed change (a probe file that is missing or does not apply, a runner or dependency the tests' user cannot find: the probe's logs under the fixture's \`probe/\` folder in \`.gate/\` say which); \`gate check\` replays probes locally.`);
            // What could not fail, in the words of the fixture's kind: the probe's logs name its programs.
            const logs = rows.flatMap((p) => (Array.isArray(p.logs) ? p.logs.map(String) : []));
            const reason = String(rows[0]?.reason ?? '');
            if (/\btests?\b/.test(reason) && !logs.some((l) => l.endsWith('/invariant.log')))
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `FIXTURE_NOT_FALSIFIABLE: the tests fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(targets, true)} cannot fail: every test the base runs passed with its probe (a known bug of the code under test) applied to the base revision — do the tests load the code under test? No candidate run was spent on it. Make the probe break what the tests check (a function they call), or list test files that call the code the probe breaks, in a separate reviewed change; \`gate check\` replays probes locally.`);
            if (logs.some((l) => l.endsWith('/exercise.log')))
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `FIXTURE_NOT_FALSIFIABLE: the fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(targets, true)} cannot fail: its probe did not make any seed miss — does the exercise call the code the probe breaks, and does the judge check what it writes? Its probe (a known bug of the code under test) was applied to the base revision and the judge accepted the exercise's outputs at every seed (or they crashed or did not run), so no candidate replay was spent on it. Make the exercise call the code under test and write what it returns, make the judge check it, or write a probe that breaks what the judge checks, in a separate reviewed change; \`gate check\` replays probes locally.`);
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `FIXTURE_NOT_FALSIFIABLE: the fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(targets, true)} cannot fail: its probe did not make any seed miss — does the invariant load the code under test? Its probe (a known bug of the code under test) was applied to the base revision and every seed held, crashed or did not run, so no candidate replay was spent on it. Make the invariant import the code under test (it runs at its own path in the checkout), or write a probe that breaks what the law checks, in a separate reviewed change; \`gate check\` replays probes locally.`);
        }
        case 'PROPERTY_BUDGET': {
            const slow = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .specsWith */ .FT)(trace, 'PROPERTY_BUDGET').map((p) => String(p.spec));
            const cap = trace.budgets?.predicate_timeout_ms;
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${slow.length > 0
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(slow, true)} ran past its ${cap !== undefined ? `${String(cap)} ms ` : ''}cap (\`budgets.predicate_timeout_ms\`)`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('the configuration lists more specs than `budgets.max_predicates`')}. Split the spec. Do not raise the cap inside the job to force a green run.`);
        }
        case 'PROPERTY_HOLD': {
            const held = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .specsWith */ .FT)(trace, 'PROPERTY_HOLD');
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(held.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `PROPERTY_HOLD: the check ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(held.map((p) => String(p.spec)), true)} (\`on_match: hold\`) matched${why.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(why)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}: a change with honest uses that a person must read. Review it and approve the pull request by hand if it is right; the gate does not pass it. Do not drop the check or its \`on_match\` to get a green run.`);
        }
        case 'PROPERTY_NOT_FALSIFIABLE': {
            const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .specsWith */ .FT)(trace, 'PROPERTY_NOT_FALSIFIABLE');
            const reasons = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(specs.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the slot of the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(specs.map((p) => String(p.spec)), true)} is invalid${reasons.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(reasons)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')} — its probe patch was not rejected, the empty patch was rejected (without \`global: true\`), or the spec changed since it was registered. Fix the spec or its probe in a separate reviewed change so the probe fails and the empty patch passes; the candidate was not graded by it. Do not drop the spec to get a green run.`);
        }
        case 'PROPERTY_ERROR': {
            const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .specsWith */ .FT)(trace, 'PROPERTY_ERROR');
            const missing = specs.filter(_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .neverRan */ .mZ);
            const crashed = specs.filter((p) => !(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .neverRan */ .mZ)(p));
            const parts = [];
            if (missing.length > 0) {
                const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(missing.map((p) => String(p.reason ?? '')).filter((r) => r !== ''));
                parts.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(missing.map((p) => String(p.spec)), true)} could not be started${why.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(why)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}. Add the missing file (or fix its path in \`gate.yml\`) on the base branch in a reviewed change`);
            }
            if (crashed.length > 0) {
                const logs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(crashed.flatMap((p) => (Array.isArray(p.logs) ? p.logs.map(String) : [])));
                parts.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(crashed.map((p) => String(p.spec)), true)} crashed (an exit status other than 0 or 1, or an uncaught exception). Read its log in the \`.gate\` artifact${logs.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(logs, true)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')} and fix the spec on the base branch`);
            }
            if (parts.length === 0)
                parts.push(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('a property spec gave no result'));
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.join(parts, '; ')}. Then re-run the workflow. This says nothing about the patch.`);
        }
        case 'TOOLCHAIN_PATCH': {
            const touched = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .oracleTouched */ .$S)(trace);
            const errors = Array.isArray(trace.candidate_oracle_errors)
                ? trace.candidate_oracle_errors.map(String)
                : [];
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the patch changes only the gate’s own files${touched.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(touched, true)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')} — the configuration, specs, probes, invariants, manifests, generators, the freeze ledger or a protected path. People review it; this gate does not grade it. ${errors.length > 0
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Its own versions of those files are broken (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(errors)}): once merged, they would hold every pull request — fix them first. `
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}Land it alone. ${touched.some((f) => _facts_js__WEBPACK_IMPORTED_MODULE_2__/* .TEST_FILE */ .sX.test(f))
                ? _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('Its test files are the oracle once it lands: a test that asserts behaviour the code does not have yet fails on the base until the change that makes it pass lands, and every pull request graded meanwhile is held for it — land that change right after, in a pull request of its own. ')
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}${MERGE_BY_PERSON}`);
        }
        case 'NOT_CONFIGURED': {
            const problem = trace.config_error;
            if (typeof problem === 'object' && problem !== null) {
                const field = String(problem.field ?? '');
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `configuration error in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(problem.file))} on the base revision${field !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `, field ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(field))}` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}${typeof problem.line === 'number' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (line ${problem.line})` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('')}: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(problem.message, 500)}. The gate reads its configuration from the base revision, so every pull request is held until a fix is merged. Fix the file in its own pull request (the gate holds that one too, since it reads the configuration of the base). ${MERGE_BY_PERSON}`);
            }
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the base revision has no ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(trace.config || 'gate.yml'))}. Add it in its own pull request first; the gate reads its configuration from the base, never from the candidate, so that pull request is held too. ${MERGE_BY_PERSON}`);
        }
        case 'UNGRADABLE':
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .entries */ .jO)(trace.stages).find((s) => s.name === 'scope')?.detail ??
                'some changed files cannot be graded as text', 600)}. The gate grades only what it can show as the bytes that run, loaded as on the base revision (SPEC §8): binary or non-UTF-8 content, checkout conversions (filter, working-tree-encoding, ident), a Python coding cookie other than UTF-8, links out of the repository or to folders, submodules, compiled code, and files that change how the invariants or the tests are loaded or run (a \`conftest.py\`, the test runner's configuration, \`package.json\` loader fields) are held for a person. A configuration change meant for the tests lands on its own first, reviewed by people. ${MERGE_BY_PERSON}`);
        case 'EMPTY_PATCH':
            return only(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('the diff between base and head is empty, so there is nothing to grade. Check the ' +
                'base and head revisions the workflow passed, then push the change or close the pull request.'));
        case 'INCOMPLETE':
        case 'REPLAY_MISS': {
            const list = misses(trace, 'INCOMPLETE');
            const site = list[0] !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .exitSiteOf */ .ZN)(list[0]) : undefined;
            if (site !== undefined) {
                // The replay's own evidence names the cause: not a gap in the record, an exit in the code.
                const at = `${site.path}:${site.line}`;
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${missNames(list)} could not be judged: the code under test ended the process at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(at)} before the invariant decided, so nothing was retried or replayed on the base. Library code that exits the process stops every caller: remove the exit (throw or return an error instead) and re-run. Only a possible flake can be frozen: do not grant a freeze for it.`);
            }
            const behaviour = list[0] !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .behaviourOf */ .xu)(list[0]) : undefined;
            if (behaviour !== undefined)
                return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${missNames(list)} could not be judged: ${behaviour}. Read the logs in the \`.gate\` artifact. Only a possible flake can be frozen: do not grant a freeze for it.`);
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${list.length > 0
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `${missNames(list)} could not be classified (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .observedPhrase */ .KO)(trace, list[0])})`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('a replay miss could not be classified')} — the record lacks a field, its transcript is incomplete (a timeout or a crash of the generator or the invariant), or the base replay did not run. Read the output under “Why it is held” and the logs in the \`.gate\` artifact, make the replay complete within its budget, and re-run. Only a possible flake can be frozen: do not grant a freeze for it.`);
        }
        case 'SCHEDULER':
        case 'NO_RECORD': {
            const unexcused = misses(trace, 'SCHEDULER').filter((m) => m.freeze?.excuses !== true);
            const fresh = unexcused.filter((m) => m.fresh_seed === true);
            const list = unexcused.filter((m) => m.fresh_seed !== true);
            if (list.length === 0 && fresh.length > 0)
                return only(freshSchedulerAdvice(trace, fresh));
            const commands = list.slice(0, _facts_js__WEBPACK_IMPORTED_MODULE_2__/* .EXAMPLES */ .kS).flatMap((m) => grantSteps(trace, m, files));
            const observed = list.length > 0
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${list.length === 1 ? 'it' : 'each'} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .observedPhrase */ .KO)(trace, list[0])})`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('');
            const how = commands.length > 0
                ? _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted(`with the commands below (replace \`${_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .OWNER_PLACEHOLDER */ .U6}\` with the person who owns the flake)`)
                : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('with `gate freeze grant --decision D --record R --target T --owner O --expires-after-runs N --granted-run-number K`, where D and R are the `decision.json` and `record.json` next to the miss’s record in the `.gate` artifact');
            const alsoFresh = fresh.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` Besides, ${freshSchedulerAdvice(trace, fresh)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('');
            return {
                text: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the SCHEDULER ${list.length === 1 ? 'miss' : 'misses'} ${missNames(list)}${observed} ${list.length === 1 ? 'has' : 'have'} no freeze row. Keep the hold and assign a person: a nondeterminism the patch introduced looks exactly like this, so read the change first. If it is a known scheduling flake, a maintainer grants a freeze for its exact triple (property, seed, fixture digest) in a reviewed pull request, ${how}, and the next run skips it. Do not write a freeze row from the CI job.${alsoFresh}`,
                commands,
            };
        }
        case 'ANNOTATED_HOLD':
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `a freeze row${freezeRows(trace)} matched the target but did not excuse the miss. Confirm the row’s expiry is still in the future and that its target, invariant, seed and fixture digest match the miss, and that its record still hashes to \`record_sha256\`. If the expiry field is empty, treat the row as absent and file a store defect. Do not extend the row from the CI job.`);
        case 'SHARD_MISSING':
            return only(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('a `.gate` artifact of the graded run (or of one of its shards) did not arrive, or ' +
                'its job failed, so some (fixture, seed) pairs were never graded. Re-run the failed gate jobs; the ' +
                'merge (or report) job then recomputes the verdict over every artifact.'));
        case 'HEAD_MISMATCH':
            return only(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('the artifact was produced for another head revision than the one this check is ' +
                'posted on. Re-run the gate on the current head.'));
        case 'ARTIFACT_INVALID':
            return only(_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('the `.gate` artifact failed validation, so its codes were not trusted. Re-run ' +
                'the gate job; if it recurs, compare the artifact with the trace schema.'));
        case 'INTERNAL':
        case 'AUDIT_FAILED':
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the gate itself failed, so the run says nothing about the patch. Read the errors and the audit violations in the trace, fix the runner, and re-run.`);
        case 'IN_SCOPE':
        case 'PROPERTY_CLEAR':
        case 'PROPERTY_REJECT':
        case 'REPLAY_MATCH':
        case 'FIXTURE_MISMATCH':
        case 'CONTAMINATED':
        case 'FIXTURE':
        case 'BUDGET':
        case 'PROPERTY':
        case 'PASS':
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `this code does not hold a run by itself: the trace is inconsistent. Read the stage table from the first stage and re-run the gate.`);
        default: {
            const unknown = reason;
            return only((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Unknown code ${String(unknown)}: read the stage table of the trace.`);
        }
    }
}
/** Download (when the files are an artifact), then grant, for one SCHEDULER miss. */
function grantSteps(trace, m, files) {
    const own = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .filesOfMiss */ .NO)(m, files);
    const grant = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .grantCommand */ .Qg)(trace, m, own);
    if (grant === undefined)
        return [];
    const steps = [];
    const download = (0,_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .downloadCommand */ .Ms)(own);
    if (own.kind === 'artifact') {
        if (download === undefined)
            return [];
        steps.push({ what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Download the \`.gate\` artifact ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(own.name)}`, lines: [download] });
    }
    steps.push({
        what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `Grant the freeze for ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.target))} seed ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.seed, 24)}, on a branch of the base branch (\`gate\` is this action’s CLI, \`node dist/cli.js\` in a checkout of it), then commit the ledger in a pull request`,
        lines: grant,
    });
    return steps;
}
/** Joins a command's lines as a shell paste (exported for the summary's code blocks). */

function misses(trace, label) {
    return (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .entries */ .jO)(trace.misses).filter((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .labelOf */ .Wy)(m) === label);
}
function missNames(list) {
    // A `tests:` fixture's misses share a seed: each is named by its test.
    const test = (m) => (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(m.test) && typeof m.test.id === 'string' ? ` (test ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.test.id, 200)})` : '';
    return (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)((0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .unique */ .Am)(list.map((m) => `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.target, 128)} seed ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.seed, 24)}${m.fresh_seed === true ? ' (fresh)' : ''}${test(m)}`)));
}
/**
 * A SCHEDULER on a seed drawn for this run (`fresh_seeds`): the seed will not recur, so a freeze
 * row cannot name it, and the hold stays until a person decides.
 */
function freshSchedulerAdvice(trace, list) {
    const one = list.length === 1;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) `the SCHEDULER ${one ? 'miss' : 'misses'} ${missNames(list)} (${one ? 'it' : 'each'} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .observedPhrase */ .KO)(trace, list[0])}) fell on ${one ? 'a seed' : 'seeds'} drawn fresh for this run (\`fresh_seeds\`). A fresh seed will not recur, so no freeze row can excuse a miss on it: the hold stays. Assign a person and read the change first — a nondeterminism the patch introduced looks exactly like this. Reproduce it with \`gate replay-seed\` at the seed shown (the trace and the fixture's \`binding.json\` record it); a flake of the code under test is fixed in the code, not frozen.`;
}
function freezeRows(trace) {
    const rows = (0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .entries */ .jO)(trace.misses).flatMap((m) => {
        const f = m.freeze;
        if (typeof f !== 'object' || f === null || f.code !== 'ANNOTATED_HOLD' || f.excuses === true)
            return [];
        return [
            `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(f.freeze_id ?? '(no id)', 80)} for ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.target, 128)} seed ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(m.seed, 24)}: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(f.why)}`,
        ];
    });
    return rows.length === 0 ? _markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .Prose */ .s7.trusted('') : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .nameList */ .OD)(rows)})`;
}


/***/ }),

/***/ 4506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ms: () => (/* binding */ downloadCommand),
/* harmony export */   NO: () => (/* binding */ filesOfMiss),
/* harmony export */   Qg: () => (/* binding */ grantCommand),
/* harmony export */   U6: () => (/* binding */ OWNER_PLACEHOLDER),
/* harmony export */   cl: () => (/* binding */ runOfUrl),
/* harmony export */   jt: () => (/* binding */ DOWNLOAD_DIR),
/* harmony export */   ms: () => (/* binding */ shellLines)
/* harmony export */ });
/* unused harmony exports SUGGESTED_RUNS, SUGGESTED_DAYS, shellSafe */
/* harmony import */ var _oracle_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8710);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1349);
/**
 * The commands a summary tells a person to run, built so that they work as printed: the `gate freeze
 * grant` of a SCHEDULER hold with the real target, the paths of the miss's decision and record where
 * the person will have them (downloaded from the `.gate` artifact, or the local `.gate` folder), the run
 * number the grant counts from, and the ledger the configuration names — a placeholder only for the
 * owner, which `gate freeze grant` refuses until it is replaced.
 *
 * Every value comes from a trace, which may come from an untrusted artifact: a value that is not a
 * plain word or path (letters, digits, `._/+-`) is never put in a command; the command is then not
 * printed at all, and the summary says where to look instead.
 */


/** The owner placeholder; `gate freeze grant` refuses it (src/commands/freeze.ts). */
const OWNER_PLACEHOLDER = '<OWNER>';
/** Runs a suggested freeze lasts. */
const SUGGESTED_RUNS = 10;
/** Days a suggested dated freeze lasts (a run without a run number cannot count runs). */
const SUGGESTED_DAYS = 14;
/** The folder the artifact is downloaded into. */
const DOWNLOAD_DIR = 'gate-artifact';
/** A plain word or path that needs no quoting in a POSIX shell. */
const SHELL_SAFE = /^[A-Za-z0-9._/+][A-Za-z0-9._/+-]*$/;
function shellSafe(value) {
    return (typeof value === 'string' &&
        value.length <= 1024 &&
        SHELL_SAFE.test(value) &&
        !/(^|\/)\.\.(\/|$)/.test(value));
}
/** `https://github.com/o/r/actions/runs/42/attempts/1` → { repo: 'o/r', runId: 42 } (github.com) or with the host. */
function runOfUrl(url) {
    if (url === undefined)
        return undefined;
    const m = /^https:\/\/([A-Za-z0-9.-]+(?::\d+)?)\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/actions\/runs\/(\d{1,16})(?:\/|$)/.exec(url);
    if (!m)
        return undefined;
    const host = m[1];
    const repo = `${m[2]}/${m[3]}`;
    return { repo: host === 'github.com' ? repo : `${host}/${repo}`, runId: Number(m[4]) };
}
/**
 * The files of one miss: its own artifact when the trace says which (merged shards), else the run's.
 */
function filesOfMiss(m, files) {
    if (files.kind !== 'artifact' || typeof m.artifact !== 'string')
        return files;
    // `gate-<run id>-<attempt>-<job>[-shard-i-of-n]` (defaultArtifactName) names its run.
    const runId = /^gate-(\d{1,16})-\d{1,6}-/.exec(m.artifact)?.[1];
    return { ...files, name: m.artifact, runId: runId !== undefined ? Number(runId) : files.runId };
}
/** `gh run download …` for artifact files; undefined for local ones or unsafe values. */
function downloadCommand(files) {
    if (files.kind !== 'artifact')
        return undefined;
    if (![files.repo, files.name, files.dir].every(shellSafe) || !(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(files.runId))
        return undefined;
    return `gh run download ${files.runId} --repo ${files.repo} --name ${files.name} --dir ${files.dir}`;
}
/** The folder of a miss's record (`fixtures/codec.roundtrip/seed-1403`), or undefined. */
function recordDir(m) {
    const path = typeof m.record_path === 'string' ? m.record_path : '';
    const at = path.lastIndexOf('/');
    return at > 0 && path.endsWith('/record.json') ? path.slice(0, at) : undefined;
}
/** A date `days` after an RFC 3339 timestamp, as YYYY-MM-DD; undefined when it does not parse. */
function dateAfter(timestamp, days) {
    const t = typeof timestamp === 'string' ? Date.parse(timestamp) : Number.NaN;
    if (Number.isNaN(t))
        return undefined;
    return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}
/**
 * `gate freeze grant` for one SCHEDULER miss, one option per line (joined with ` \` it pastes into a
 * shell as one command). Run-counted from the trace's run number when known, else dated. Undefined
 * when a value is not safe to print in a command.
 */
function grantCommand(trace, m, files) {
    const dir = recordDir(m);
    const ledger = typeof trace.freeze_ledger === 'string' ? trace.freeze_ledger : _oracle_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_LEDGER */ ._Z;
    const prefix = files.dir.replace(/\/+$/, '');
    if (dir === undefined || ![m.target, dir, ledger, prefix].every(shellSafe))
        return undefined;
    const expiry = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(trace.run_number)
        ? [`--expires-after-runs ${SUGGESTED_RUNS}`, `--granted-run-number ${trace.run_number}`]
        : [
            `--expires-at ${dateAfter(trace.finished_at, SUGGESTED_DAYS) ?? dateAfter(trace.started_at, SUGGESTED_DAYS) ?? ''}`,
        ];
    if (expiry.some((e) => e.endsWith(' ')))
        return undefined;
    return [
        'gate freeze grant',
        `--decision ${prefix}/${dir}/decision.json`,
        `--record ${prefix}/${dir}/record.json`,
        `--target ${m.target}`,
        `--owner "${OWNER_PLACEHOLDER}"`,
        ...expiry,
        `--ledger ${ledger}`,
    ];
}
/** The lines of a multi-line shell command joined for a code block. */
function shellLines(lines) {
    if (lines.length <= 1)
        return lines.join('');
    return lines.map((l, i) => (i < lines.length - 1 ? `${i === 0 ? '' : '  '}${l} \\` : `  ${l}`)).join('\n');
}


/***/ }),

/***/ 1349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ oracleTouched),
/* harmony export */   AT: () => (/* binding */ retriesPhrase),
/* harmony export */   Am: () => (/* binding */ unique),
/* harmony export */   DO: () => (/* binding */ otherPaths),
/* harmony export */   FT: () => (/* binding */ specsWith),
/* harmony export */   Ih: () => (/* binding */ probeCause),
/* harmony export */   KO: () => (/* binding */ observedPhrase),
/* harmony export */   OD: () => (/* binding */ nameList),
/* harmony export */   Or: () => (/* binding */ attemptsOf),
/* harmony export */   Rz: () => (/* binding */ replaysWith),
/* harmony export */   UU: () => (/* binding */ testName),
/* harmony export */   Wq: () => (/* binding */ seedsPhrase),
/* harmony export */   Wv: () => (/* binding */ baseShort),
/* harmony export */   Wy: () => (/* binding */ labelOf),
/* harmony export */   ZN: () => (/* binding */ exitSiteOf),
/* harmony export */   gH: () => (/* binding */ baseResultOf),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   iI: () => (/* binding */ firstPhrase),
/* harmony export */   jO: () => (/* binding */ entries),
/* harmony export */   kS: () => (/* binding */ EXAMPLES),
/* harmony export */   mZ: () => (/* binding */ neverRan),
/* harmony export */   my: () => (/* binding */ isCount),
/* harmony export */   nz: () => (/* binding */ firstResultOf),
/* harmony export */   rj: () => (/* binding */ mismatchedInputs),
/* harmony export */   sX: () => (/* binding */ TEST_FILE),
/* harmony export */   u$: () => (/* binding */ decidingMisses),
/* harmony export */   xu: () => (/* binding */ behaviourOf)
/* harmony export */ });
/* unused harmony exports NAME_CHARS, baseReasonOf, retriesOf, retryCapOf, replayOf, basePhrase */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4285);

/** How many examples (manifests, specs, seeds) one sentence names before "and N more". */
const EXAMPLES = 3;
/** A name longer than this (an untrusted path, a freeze note) is cut. */
const NAME_CHARS = 200;
/** The objects of a list that may be missing or hold anything. */
function entries(value) {
    return Array.isArray(value)
        ? value.filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
        : [];
}
/** A short plain string of an untrusted value. */
function str(value, max = NAME_CHARS) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(String(value ?? ''), max);
}
function isCount(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
/** "a, b, c and 2 more" (as Prose: each name escaped, or a code span with `asCode`). */
function nameList(list, asCode = false, max = EXAMPLES) {
    const shown = list.slice(0, max).map((n) => (asCode ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(str(n)) : str(n)));
    const rest = list.length - shown.length;
    if (shown.length === 0)
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    if (rest > 0)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.join(shown, ', ')} and ${rest} more`;
    if (shown.length === 1)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${shown[0]}`;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.join(shown.slice(0, -1), ', ')} and ${shown[shown.length - 1]}`;
}
function unique(list) {
    return [...new Set(list)];
}
/** `pass (the invariant held)` → pass; anything unreadable → unknown. */
function baseResultOf(m) {
    const base = entries(m.attempts).find((a) => a.attempt === 'base');
    const word = String(base?.result ?? m.base_seed_result ?? '').split(/[\s(]/)[0];
    return word === 'pass' || word === 'fail' || word === 'not_run' ? word : 'unknown';
}
/** The reason in `not_run (the inputs in … hash to …)`, or ''. */
function baseReasonOf(m) {
    const base = entries(m.attempts).find((a) => a.attempt === 'base');
    if (typeof base?.reason === 'string')
        return base.reason;
    const match = /^\S+ \((.*)\)$/s.exec(String(m.base_seed_result ?? ''));
    return match?.[1] ?? '';
}
function retriesOf(m) {
    return Array.isArray(m.retries) ? m.retries.map((r) => String(r)) : [];
}
/** The retry cap of the run (from the trace's budgets), when known. */
function retryCapOf(trace) {
    const cap = trace.budgets?.retry_cap;
    return isCount(cap) ? cap : undefined;
}
/** The replay row of a miss (same target and seed). */
function replayOf(trace, m) {
    return entries(trace.replays).find((r) => r.target === m.target && r.seed === m.seed);
}
/** The first replay of a miss: fail, budget or incomplete. */
function firstResultOf(trace, m) {
    const first = entries(m.attempts).find((a) => a.attempt === 'first');
    if (first !== undefined)
        return String(first.result);
    const r = replayOf(trace, m);
    if (r?.budget_ok === false)
        return 'budget';
    if (r?.transcript_complete === false)
        return 'incomplete';
    return 'fail';
}
/** The attempts of a miss with an output excerpt, first replay first, then retries, then the base. */
function attemptsOf(m) {
    return entries(m.attempts);
}
function labelOf(m) {
    return String(m.decision?.label ?? 'INCOMPLETE');
}
/** The misses that decided the run's label (for SKIP and HOLD SCHEDULER: the SCHEDULER misses). */
function decidingMisses(trace) {
    const misses = entries(trace.misses);
    const label = trace.label;
    const deciding = misses.filter((m) => labelOf(m) === label);
    return deciding.length > 0 ? deciding : misses;
}
/** `seed 1402 of codec.roundtrip`, `seeds 1402 and 1403 of codec.roundtrip`, `3 seeds (…)`. */
function seedsPhrase(misses) {
    // A `tests:` fixture's misses are tests: named by file and test id, the seed after.
    if (misses.length > 0 && misses.every((m) => m.test !== undefined)) {
        const names = misses.map((m) => `${testName(m)} (seed ${str(m.seed, 24)})`);
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${misses.length === 1 ? 'test' : `${misses.length} tests`} ${nameList(names)}`;
    }
    const targets = unique(misses.map((m) => str(m.target, 128)));
    const seeds = misses.map((m) => str(m.seed, 24));
    if (misses.length === 0)
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('no seed');
    if (targets.length === 1) {
        const word = misses.length === 1 ? 'seed' : 'seeds';
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${word} ${nameList(seeds)} of ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(targets[0])}`;
    }
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${misses.length} seeds (${nameList(misses.map((m) => `${str(m.target, 128)} seed ${str(m.seed, 24)}`))})`;
}
/**
 * A failing test as the summary names it: `file::id` as the runners take it on their command line
 * (`pytest tests/test_x.py::Class::test`), then its line where known (`(line 12)`).
 */
function testName(m) {
    const t = m.test;
    if (t === undefined)
        return str(m.invariant, 512);
    return `${str(t.file, 512)}::${str(t.id, 512)}${typeof t.line === 'number' ? ` (line ${t.line})` : ''}`;
}
/** `failed (exit 1)` / `ran past its 5000 ms replay budget` / `did not finish (…)` — the first replay. */
function firstPhrase(trace, m) {
    const first = entries(m.attempts).find((a) => a.attempt === 'first');
    const result = firstResultOf(trace, m);
    const budget = trace.budgets?.replay_timeout_ms;
    switch (result) {
        case 'budget':
            return isCount(budget)
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `ran past its ${budget} ms replay budget`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('ran past its replay budget');
        case 'incomplete': {
            const why = first?.reason ?? replayOf(trace, m)?.reason;
            return typeof why === 'string' && why !== ''
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `did not finish (${str(why)})`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('did not finish');
        }
        default: {
            const exit = first?.exit_code ?? replayOf(trace, m)?.exit_code;
            return isCount(exit) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `failed (exit ${exit})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('failed');
        }
    }
}
/** `failed all 2 retries (cap 2)` / `passed on retry 1 of 2` / `was not retried`. */
function retriesPhrase(trace, m) {
    const retries = retriesOf(m);
    const cap = retryCapOf(trace);
    if (retries.length === 0) {
        if (firstResultOf(trace, m) !== 'fail')
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('was not retried (only a failed replay is)');
        return cap === 0 ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('was not retried (retry_cap 0)') : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('was not retried');
    }
    const passed = retries.indexOf('pass');
    if (passed >= 0)
        return cap !== undefined
            ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `passed on retry ${passed + 1} of ${cap}`
            : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `passed on retry ${passed + 1}`;
    const over = retries.filter((r) => r === 'budget').length;
    const capText = cap !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (cap ${cap})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    const overText = over > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, ${over} of them past the budget` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    return retries.length === 1
        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `failed its retry${capText}${overText}`
        : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `failed all ${retries.length} retries${capText}${overText}`;
}
/** `the base revision passed it once` / `already red on the base revision` / `the base replay did not run`. */
function basePhrase(m) {
    const base = baseResultOf(m);
    switch (base) {
        case 'pass':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the base revision passed it once');
        case 'fail':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('it was already red on the base revision (the base replay failed too)');
        case 'not_run': {
            const why = baseReasonOf(m);
            return why === ''
                ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the base replay did not run')
                : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the base replay did not run (${str(why)})`;
        }
        case 'unknown':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the base result is unknown');
        default: {
            const unknown = base;
            return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${String(unknown)}`;
        }
    }
}
/** The base result alone, for a bullet: `passed once`, `failed too — already red on the base revision`. */
function baseShort(m) {
    const base = baseResultOf(m);
    const attempt = entries(m.attempts).find((a) => a.attempt === 'base');
    const ms = attempt !== undefined && isCount(attempt.elapsed_ms) ? attempt.elapsed_ms : undefined;
    switch (base) {
        case 'pass':
            return ms !== undefined
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `passed in ${ms} ms (run once; the base replay is never retried)`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('passed (run once; the base replay is never retried)');
        case 'fail':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('**failed too — already red on the base revision**');
        case 'not_run': {
            if (attempt?.past_budget === true)
                return ms !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `ran past the same replay budget too (stopped after ${ms} ms)`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('ran past the same replay budget too');
            const why = baseReasonOf(m);
            return why === '' ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('did not run') : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `did not run (${str(why)})`;
        }
        case 'unknown':
            return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('unknown');
        default: {
            const unknown = base;
            return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${String(unknown)}`;
        }
    }
}
/** The whole observation: `failed (exit 1), passed on retry 1 of 2; the base revision passed it once`. */
function observedPhrase(trace, m) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${firstPhrase(trace, m)}, then ${retriesPhrase(trace, m)}; ${basePhrase(m)}`;
}
// ---------------------------------------------------------------------------------------------------
// Specs and fixtures
function specsWith(trace, codeName) {
    return entries(trace.properties).filter((p) => p.code === codeName);
}
/** A PROPERTY_ERROR whose spec never ran: its file (or its probe) is missing, so it wrote no log. */
function neverRan(p) {
    return !Array.isArray(p.logs) || p.logs.length === 0;
}
function replaysWith(trace, codeName) {
    return entries(trace.replays).filter((r) => r.code === codeName);
}
/** A path named as test runners name their test files and snapshots (what a test-first change edits). */
const TEST_FILE = /(?:^|\/)(?:tests?|__tests__|__snapshots__|spec)\/|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)test_[^/]*\.py$|_test\.py$|\.snapshot$/;
/** The changed paths of the patch that are not oracle files. */
function otherPaths(trace) {
    const oracle = new Set(Array.isArray(trace.oracle_touched) ? trace.oracle_touched.map(String) : []);
    return (Array.isArray(trace.changed_paths) ? trace.changed_paths.map(String) : []).filter((p) => !oracle.has(p));
}
function oracleTouched(trace) {
    return Array.isArray(trace.oracle_touched) ? trace.oracle_touched.map(String) : [];
}
/** For a FIXTURE_MISMATCH: target → the inputs that differ (from the replay rows). */
function mismatchedInputs(trace) {
    const byTarget = new Map();
    for (const r of replaysWith(trace, 'FIXTURE_MISMATCH')) {
        const set = byTarget.get(String(r.target)) ?? new Set();
        for (const p of Array.isArray(r.differing_inputs) ? r.differing_inputs : [])
            set.add(String(p));
        byTarget.set(String(r.target), set);
    }
    return [...byTarget].map(([target, inputs]) => ({ target, inputs: [...inputs] }));
}
/**
 * `src/codec.mjs:14` when a replay did not finish because the code under test ended the process
 * (the attempt's reason says `… from the code under test at PATH:LINE …`).
 */
/**
 * What a miss's evidence says the code under test (or the fixture's judge) did, in words, or undefined.
 * The replay reasons are the gate's own; the repeat is the starter invariant's line in the program's
 * output (src/init/templates.ts), so it is attributed to that output.
 */
function behaviourOf(m) {
    const attempts = entries(m.attempts);
    const reasons = attempts.map((a) => String(a.reason ?? ''));
    if (reasons.some((r) => r.startsWith('the exercise changed the generated cases')))
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the code under test changed the generated cases while the exercise ran, so the judge would not have read what the generator wrote — a patch must not do this');
    const loaded = reasons.find((r) => r.startsWith('the judge loaded files of the tree under test'));
    if (loaded !== undefined)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the fixture's judge loaded a file of the tree under test (${str(loaded.slice('the judge loaded files of the tree under test'.length).replace(/^ \(|\):.*$/g, ''), 300)}), so nothing proves the code under test could not reach it: the judge must import nothing of the project's code — fix it on the base branch`;
    const missing = reasons.find((r) => r.includes('that ran on the base revision did not run on this patch'));
    if (missing !== undefined)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${str(missing, 300)}: if this patch breaks loading them (an import or a syntax error: read the runner's log), fix the patch; tests of the base that do not run are never a pass`;
    // A tests fixture's runner that stopped before its report (a test file that throws while loading
    // stops mocha's whole run): the patch's doing as often as not.
    const stopped = reasons.find((r) => /^the runner(?: \([^)]*\))? exited .* and the runner wrote no report/.test(r));
    if (stopped !== undefined)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${str(stopped, 300)}: if this patch breaks loading the tests (an import, a renamed or removed export, a syntax error: read the runner's log), fix the patch; if the base revision fails the same way (gate check there), fix that on the base branch — a run that does not complete is never a pass`;
    const skipped = reasons.find((r) => r.includes('that ran on the base revision were skipped on this patch'));
    if (skipped !== undefined)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${str(skipped.replace(/: a test the code under test skips is not a pass.*$/, ''), 300)}: a base test the patch makes skip is never a pass — make it run (a test meant to be skipped from now on is a change of the tests: land it on its own first)`;
    const extra = reasons.find((r) => r.includes('were reported more times on this patch than on the base revision'));
    if (extra !== undefined)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${str(extra.replace(/: a test the code under test adds.*$/, ''), 300)}: a test the patch adds under a base test's name is not that test, and the runner cannot tell them apart — give the new test a name of its own`;
    if (attempts.some((a) => typeof a.excerpt === 'string' && a.excerpt.includes('answered twice, differently')))
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted("the invariant's output says a case was answered two ways when it was called again: the answer depends on how often, or after what, the code is called — a patch must not do this");
    return undefined;
}
/**
 * A fixture probe's own cause (a probe that cannot be read or applied, a suite or a replay that did not
 * complete), or null when its probe ran and everything held: then the law does not reach the code.
 */
function probeCause(reason) {
    if (typeof reason !== 'string' || reason === '')
        return null;
    if (/every (?:seed|test) (?:held|passed) with the probe applied/.test(reason))
        return null;
    return reason.replace(/: this check cannot fail.*$/, '');
}
function exitSiteOf(m) {
    for (const a of entries(m.attempts)) {
        const match = /from the code under test at ([^\s:()]+):(\d+)/.exec(String(a.reason ?? ''));
        if (match !== null)
            return { path: match[1], line: Number(match[2]) };
    }
    return undefined;
}


/***/ }),

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ titleOf),
/* harmony export */   gD: () => (/* binding */ headlineOf),
/* harmony export */   jg: () => (/* binding */ terminalSummary)
/* harmony export */ });
/* unused harmony exports TITLE_LIMIT, notTheCause, BASE_MISCONFIGURED, seedsTitle */
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1349);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4285);


/** The check-run title limit this gate keeps to (characters). */
const TITLE_LIMIT = 255;
const VERBS = {
    CLEAR: 'Passed',
    SKIP: 'Skipped',
    REJECT: 'Rejected',
    HOLD: 'Held',
    UNUSABLE: 'Unusable',
};
const ALERTS = {
    CLEAR: 'TIP',
    SKIP: 'NOTE',
    REJECT: 'CAUTION',
    HOLD: 'WARNING',
    UNUSABLE: 'CAUTION',
};
/** One line, no controls, at most 255 characters; the class comes first (`Regression: …`). */
function titleOf(h) {
    const text = `${h.kind}: ${h.short.text()}`
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(text, TITLE_LIMIT);
}
function headlineOf(trace) {
    const verdict = trace.verdict;
    const known = Object.prototype.hasOwnProperty.call(VERBS, String(verdict));
    const { kind, fault, short, what, next } = known ? story(trace) : unusable(trace);
    // A base-side cause never reads as the patch's failure: no red alert, no "Rejected".
    const base = fault === 'base';
    const verb = !known ? 'Unusable' : base && verdict === 'REJECT' ? 'Blocked' : VERBS[verdict];
    const alert = !known ? 'CAUTION' : base ? 'WARNING' : ALERTS[verdict];
    return {
        kind,
        fault,
        verb,
        alert,
        short,
        what: base ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${what}. ${notTheCause(verdict)}` : what,
        next,
    };
}
/**
 * Said in the alert of every outcome the base branch causes: the reviewer learns the pull request is
 * not to blame, and why every other pull request shows the same.
 */
function notTheCause(verdict) {
    const how = verdict === 'REJECT' ? 'rejected' : 'held';
    return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(`**This pull request is not the cause:** every pull request is ${how} the same way until the base branch is fixed`);
}
function story(trace) {
    const verdict = trace.verdict;
    switch (verdict) {
        case 'CLEAR':
            return cleared(trace);
        case 'SKIP':
            return skipped(trace);
        case 'REJECT':
            return rejected(trace);
        case 'HOLD':
            return held(trace);
        case 'UNUSABLE':
            return unusable(trace);
        default: {
            const unknown = verdict;
            return unusable({ ...trace, reason: `unknown verdict ${String(unknown)}` });
        }
    }
}
const same = (kind, fault, text, next) => ({
    kind,
    fault,
    short: text,
    what: text,
    next,
});
/** The class words of the outcomes the base branch causes (SPEC §3 keeps their conclusions). */
const BASE_MISCONFIGURED = 'Gate misconfigured on base';
/**
 * `seed 1402 of codec.roundtrip fails` / `2 seeds of codec.roundtrip fail (1402 and 1403)` — for a
 * title: the count first, the seed numbers last, so a cut title keeps the count and the verb.
 */
function seedsTitle(misses, one, many) {
    if (misses.length > 0 && misses.every((m) => m.test !== undefined)) {
        // A `tests:` fixture: a count of tests and their names ("3 tests fail on this patch and pass on base").
        const names = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(misses.map((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .testName */ .UU)(m)))).text();
        const n = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(misses.map((m) => m.invariant)).length;
        return n === 1 ? `test ${names} ${one}` : `${n} tests ${many} (${names})`;
    }
    const targets = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(misses.map((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(m.target, 128)));
    const seeds = misses.map((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(m.seed, 24));
    if (misses.length === 0)
        return `no seed ${one}`;
    if (misses.length === 1)
        return `seed ${seeds[0]} of ${targets[0]} ${one}`;
    const of = targets.length === 1 ? targets[0] : `${targets.length} targets`;
    const which = targets.length === 1
        ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(seeds).text()
        : (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(misses.map((m) => `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(m.target, 128)} seed ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(m.seed, 24)}`)).text();
    return `${misses.length} seeds of ${of} ${many} (${which})`;
}
function cleared(trace) {
    const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.properties).length;
    const replays = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .replaysWith */ .Rz)(trace, 'REPLAY_MATCH').length;
    const specWords = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${specs} ${specs === 1 ? 'spec' : 'specs'} clear`;
    const next = _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Nothing to do: the check passes.');
    if (trace.reason_code === 'PROPERTY_CLEAR') {
        return same('Passed', 'none', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${specWords}; no fixtures are configured`, next);
    }
    if (trace.reason_code === 'PASS') {
        return same('Passed', 'none', _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('every replay miss was classified PASS on its retries'), next);
    }
    return {
        kind: 'Passed',
        fault: 'none',
        short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${specWords}, ${replays} ${replays === 1 ? 'replay matches' : 'replays match'}`,
        what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `every spec cleared the patch and all ${replays} ${replays === 1 ? 'replay' : 'replays'} matched`,
        next,
    };
}
function skipped(trace) {
    const frozen = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.misses).filter((m) => m.freeze?.excuses === true);
    const rows = frozen.map((m) => m.freeze);
    const ids = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(rows.map((r) => (r?.freeze_id !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(r.freeze_id, 80) : 'a freeze row')));
    const owners = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .unique */ .Am)(rows.flatMap((r) => (typeof r?.owner === 'string' ? [(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(r.owner, 80)] : [])));
    const row = rows[0];
    const one = ids.length === 1;
    const ownerText = owners.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, owner ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(owners)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    return {
        kind: 'Known flake, frozen',
        fault: 'none',
        short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(frozen, 'skipped', 'skipped')} by freeze ${one ? 'row' : 'rows'} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(ids).text()}${ownerText}${one ? lifeLeft(row) : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
        what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(frozen)} missed (${pronoun(frozen)} ${frozen[0] !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .observedPhrase */ .KO)(trace, frozen[0]) : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('failed')}), and the live freeze ${one ? 'row' : 'rows'} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(ids, true)} (${one ? ownerLife(row) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `owner ${owners.length > 0 ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(owners) : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('unknown')}`}) ${one ? 'excuses' : 'excuse'} exactly ${frozen.length === 1 ? 'this triple' : 'these triples'}`,
        next: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `Nothing blocks the merge (the check is \`neutral\`). The owner${owners.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(owners)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')} fixes the flake before the ${one ? 'row expires' : 'rows expire'}.`,
    };
}
/** `it` for one miss, `each` for several. */
function pronoun(misses) {
    return misses.length === 1 ? 'it' : 'each';
}
/** `owner octocat, 9 more runs` — what the summary says of a row. */
function ownerLife(row) {
    const owner = typeof row?.owner === 'string' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `owner ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(row.owner, 80)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('owner unknown');
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${owner}${lifeLeft(row)}`;
}
/** `, 9 more runs` / `, 12 days left` — what is left of a row, or nothing. */
function lifeLeft(row) {
    if (row === undefined || row === null || typeof row !== 'object')
        return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    if ((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(row.runs_left))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, ${row.runs_left} more ${row.runs_left === 1 ? 'run' : 'runs'}`;
    if ((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(row.days_left))
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, ${row.days_left} ${row.days_left === 1 ? 'day' : 'days'} left`;
    return _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
}
function rejected(trace) {
    switch (trace.reason_code) {
        case 'PROPERTY_REJECT': {
            const spec = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_REJECT')[0];
            const name = spec !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(spec.spec) : 'a spec';
            const w = spec?.witness;
            const at = typeof w === 'object' && w !== null && typeof w.path === 'string' && w.path !== ''
                ? `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(w.path)}${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(w.line) && w.line > 0 ? `:${w.line}` : ''}`
                : undefined;
            const message = typeof w?.message === 'string' && w.message !== ''
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(w.message, 160)}`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            return {
                kind: 'Spec failed',
                fault: 'patch',
                short: at !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${name} rejects ${at}` : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${name} rejects the patch`,
                what: at !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(name)} rejected this patch at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(at)}${message}`
                    : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(name)} rejected this patch${message}`,
                next: at !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `Change the patch so the spec no longer rejects it (see ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(at)}).`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Change the patch so the spec no longer rejects it.'),
            };
        }
        case 'PROPERTY_BUDGET': {
            const slow = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_BUDGET').map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec));
            const cap = trace.budgets?.predicate_timeout_ms;
            const capText = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(cap) ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${cap} ms ` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            if (slow.length > 0) {
                return {
                    kind: 'Too slow',
                    fault: 'patch',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(slow).text()} ran past its ${capText}cap on this patch`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(slow, true)} ran past its ${capText}cap (\`budgets.predicate_timeout_ms\`) on this patch and was killed`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Make the spec faster or split it; raising the cap to get a green run defeats it.'),
                };
            }
            // More specs configured than `budgets.max_predicates`: the base branch's gate.yml, for every patch.
            const detail = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.stages).find((s) => s.name === 'property')?.detail ?? '', 160);
            const said = detail !== ''
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${detail}`
                : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('more specs are configured than `budgets.max_predicates`');
            return {
                kind: BASE_MISCONFIGURED,
                fault: 'base',
                short: said,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the base branch’s gate.yml is over its own spec budget (${said})`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix gate.yml on the base branch in its own reviewed pull request: remove specs or raise `budgets.max_predicates`; then re-run.'),
            };
        }
        case 'CONTAMINATED':
            return trace.reason_stage === 'scope' ? contaminated(trace) : missRejected(trace);
        case 'FIXTURE_MISMATCH': {
            const mismatch = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .mismatchedInputs */ .rj)(trace);
            const targets = mismatch.map((m) => m.target);
            const inputs = mismatch.flatMap((m) => m.inputs);
            const files = inputs.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(inputs)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            return {
                kind: 'Edits its checks',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the patch changes the pinned inputs of ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(targets).text()}${files}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `this patch changes the pinned inputs of ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(targets, true)}${inputs.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(inputs, true)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}, so the bytes under test are not the ones the manifest named and no replay ran`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Revert the input change, or land it alone as a toolchain patch reviewed by people: a green score on rewritten inputs does not transfer.'),
            };
        }
        default:
            return trace.reason_stage === 'classify'
                ? missRejected(trace)
                : same('Rejected', 'patch', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason)}`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read the evidence below.'));
    }
}
/**
 * How the base replays of misses whose first replay ran past the budget ended: all past the same
 * budget (`slow`), all finished (`fast`, with the longest time), some of each, or not known (no base
 * replay in the trace, as before the base was replayed after a timeout).
 */
function baseTiming(misses) {
    const bases = misses.map((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(m.attempts).find((a) => a.attempt === 'base'));
    const slow = bases.filter((b) => b?.past_budget === true).length;
    const times = bases.map((b) => b?.past_budget !== true && (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(b?.elapsed_ms) ? b.elapsed_ms : undefined);
    const fast = times.filter((t) => t !== undefined).length;
    if (slow === bases.length && slow > 0)
        return { state: 'slow' };
    if (fast === bases.length && fast > 0)
        return { state: 'fast', maxMs: Math.max(...times) };
    return slow > 0 && slow + fast === bases.length ? { state: 'mixed' } : { state: 'unknown' };
}
function contaminated(trace) {
    const oracle = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .oracleTouched */ .$S)(trace);
    const others = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .otherPaths */ .DO)(trace);
    const files = oracle.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(oracle)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    return {
        kind: 'Edits its checks',
        fault: 'patch',
        short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the patch edits the gate’s own files${files} with ${others.length} other ${others.length === 1 ? 'file' : 'files'}`,
        what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `this patch changes the gate’s own files${oracle.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` — ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(oracle, true)} —` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')} together with ${others.length} other ${others.length === 1 ? 'file' : 'files'}, so it would be graded by checks it rewrites`,
        next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(`Split it: the change to the gate’s own files goes in its own pull request, reviewed by people; the rest is then graded alone.${oracle.some((f) => _facts_js__WEBPACK_IMPORTED_MODULE_1__/* .TEST_FILE */ .sX.test(f))
            ? ' New tests for new code go in a new test file instead: the gate runs it as the patch’s own claim, beside the base’s tests, and an existing test file stays the oracle.'
            : ''}`),
    };
}
function missRejected(trace) {
    const misses = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .decidingMisses */ .u$)(trace);
    const first = misses[0];
    const seeds = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses);
    const label = String(trace.label ?? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .labelOf */ .Wy)(first ?? {}));
    const redOnBase = misses.length > 0 && misses.every((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .baseResultOf */ .gH)(m) === 'fail');
    const observed = first !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${pronoun(misses)} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .observedPhrase */ .KO)(trace, first)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
    const verb = misses.length === 1 ? 'fails' : 'fail';
    const was = misses.length === 1 ? 'was' : 'were';
    switch (label) {
        case 'PROPERTY':
            if (redOnBase) {
                return {
                    kind: 'Already failing on base',
                    fault: 'base',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'fails on base too', 'fail on base too')}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ${verb} on the base revision as well as on this patch${first !== undefined
                        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (on this patch ${pronoun(misses)} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .firstPhrase */ .iI)(trace, first)}, then ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .retriesPhrase */ .AT)(trace, first)}; the base replay failed too)`
                        : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}: ${misses.length === 1 ? 'it was' : 'they were'} already red before this change`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the invariant or the code on the base branch in its own pull request, then re-run; retrying will not help. (If this patch was meant to fix it, it does not yet.)'),
                };
            }
            return {
                kind: 'Regression',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, misses.every((m) => m.test !== undefined)
                    ? 'fails on this patch and passes on base'
                    : 'fails; passes on base', misses.every((m) => m.test !== undefined)
                    ? 'fail on this patch and pass on base'
                    : 'fail; pass on base')}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ${verb} on this patch${observed}${behaviourNote(first)}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(misses.every((m) => m.test !== undefined)
                    ? `Fix the patch: ${misses.length === 1 ? 'the test passes' : 'the tests pass'} on the base revision and ${misses.length === 1 ? 'fails' : 'fail'} with this change every time ${misses.length === 1 ? 'it' : 'they'} ran (the assertion${misses.length === 1 ? ' is' : 's are'} under “What broke”).`
                    : `Fix the patch: the invariant holds on the base revision and fails with this change every time it ran (${misses.length === 1 ? 'its output is' : 'their output is'} under “What broke”).`),
            };
        case 'BUDGET': {
            const envReason = typeof first?.decision?.reason === 'string' ? first.decision.reason : '';
            if (envReason !== '' && first !== undefined && (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .firstResultOf */ .nz)(trace, first) !== 'budget') {
                return {
                    kind: 'Inconclusive',
                    fault: 'undecided',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'ran on another runner than its base replay', 'ran on another runner than their base replays')}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} missed${observed}, but the candidate and base replays ran under different conditions (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(envReason)}), so it cannot be called a flake`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Re-run on a runner like the base replay’s; a changed environment is graded as BUDGET.'),
                };
            }
            const budget = trace.budgets?.replay_timeout_ms;
            const cap = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(budget) ? `${budget} ms ` : '';
            const timedOut = first !== undefined && (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .firstResultOf */ .nz)(trace, first) === 'budget';
            const base = timedOut ? baseTiming(misses) : { state: 'unknown' };
            const one = misses.length === 1;
            if (base.state === 'slow')
                return {
                    kind: 'Too slow',
                    fault: 'undecided',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, `ran past the ${cap}replay budget, on base too`, `ran past the ${cap}replay budget, on base too`)}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ran past the ${cap}replay budget on this patch, and the base revision also ran past the same budget on the same ${one ? 'seed' : 'seeds'}: the runner may be too slow for the budget, rather than the patch`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('The base is slow here too: re-run on a less loaded runner, or raise `budgets.replay_timeout_ms` on the base branch in a pull request of its own; this run does not show the patch slower.'),
                };
            const slowNote = base.state === 'fast'
                ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, so ${one ? 'it was' : 'they were'} not retried; the base revision finished the same ${one ? 'seed' : 'seeds'} within the same budget (in ${one ? '' : 'at most '}${base.maxMs} ms)`
                : base.state === 'mixed'
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, so ${one ? 'it was' : 'they were'} not retried; on the base revision some of the same seeds finished within the same budget and some did not`
                    : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, so ${one ? 'it was' : 'they were'} not retried and not replayed on the base revision`;
            return {
                kind: 'Too slow',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, `ran past the ${cap}replay budget`, `ran past the ${cap}replay budget`)}`,
                what: timedOut
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ran past the ${cap}replay budget on this patch${slowNote}`
                    : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} ran past the ${cap}replay budget on a retry${observed}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Make the code finish within `budgets.replay_timeout_ms` (the output under “What broke” ends where it was stopped); a timeout is never retried into a pass.'),
            };
        }
        case 'FIXTURE':
            return {
                kind: 'Edits its checks',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'ran on inputs this patch changed', 'ran on inputs this patch changed')}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} missed${observed}, and the fixture inputs ${misses.length === 1 ? 'it' : 'they'} ran on differ from the base revision’s`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Revert the input change, or land it alone as a toolchain patch reviewed by people.'),
            };
        case 'CONTAMINATED': {
            const paths = Array.isArray(first?.decision?.paths) ? first.decision.paths.map(String) : [];
            return {
                kind: 'Edits its checks',
                fault: 'patch',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'missed; the patch edits its invariant', 'missed; the patch edits their invariant')}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seeds} missed, and this patch changes the files that judge ${misses.length === 1 ? 'it' : 'them'}${paths.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(paths, true)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Split it: the change to the gate’s own files goes in its own pull request.'),
            };
        }
        default:
            return same('Rejected', 'patch', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'fails', 'fail')} (${label}); ${misses.length === 1 ? 'it' : 'they'} ${was} rejected`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read the evidence below.'));
    }
}
function held(trace) {
    const reason = trace.reason_code;
    switch (reason) {
        case 'NO_RECORD':
        case 'SCHEDULER':
        case 'ANNOTATED_HOLD': {
            if (trace.label !== 'SCHEDULER')
                break;
            const misses = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.misses).filter((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .labelOf */ .Wy)(m) === 'SCHEDULER' && m.freeze?.excuses !== true);
            const first = misses[0];
            const many = misses.length !== 1;
            const rowNote = reason === 'ANNOTATED_HOLD'
                ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(many
                    ? 'freeze rows matched but do not excuse them'
                    : 'a freeze row matched but does not excuse it')
                : reason === 'SCHEDULER'
                    ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the freeze ledger was not consulted')
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(many ? 'no freeze rows' : 'no freeze row');
            const observed = first !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .observedPhrase */ .KO)(trace, first) : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('missed');
            const then = first !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .retriesPhrase */ .AT)(trace, first).text() : 'passed on a retry';
            return {
                kind: 'Possible flake',
                fault: 'undecided',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, `failed, then ${then}`, `failed, then ${then}`)}; ${rowNote}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses)} ${many ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `each ${observed}` : observed}. A scheduling flake looks like this — and so does a nondeterminism the patch introduced; ${rowNote}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('A person decides: read the change; if it is a known flake, a maintainer grants a freeze with the commands under “What to do”, and the next run skips it.'),
            };
        }
        case 'INCOMPLETE': {
            const misses = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.misses).filter((m) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .labelOf */ .Wy)(m) === 'INCOMPLETE');
            const first = misses[0];
            const site = first !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .exitSiteOf */ .ZN)(first) : undefined;
            if (site !== undefined) {
                // The replay's own evidence: the code under test ended the process before the invariant decided.
                const at = `${site.path}:${site.line}`;
                const changed = (Array.isArray(trace.changed_paths) ? trace.changed_paths.map(String) : []).includes(site.path);
                return {
                    kind: changed ? 'Exit in changed code' : 'Inconclusive',
                    fault: changed ? 'patch' : 'undecided',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, `stopped: the code under test exits at ${at}`, `stopped: the code under test exits at ${at}`)}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses)} could not be judged: the code under test ended the process at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(at)}${changed ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted(', a file this pull request changes,') : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')} before the invariant decided`,
                    next: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `Read ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(at)}: library code that exits the process (\`process.exit\`, \`sys.exit\`) stops every caller. Remove the exit (throw or return an error instead) and re-run.`,
                };
            }
            const behaviour = first !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .behaviourOf */ .xu)(first) : undefined;
            if (behaviour !== undefined)
                return {
                    kind: 'Inconclusive',
                    fault: 'undecided',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'could not be judged', 'could not be judged')}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses)} could not be judged: ${behaviour}`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read the change and the replay output under “Why it is held”; an incomplete replay cannot be frozen.'),
                };
            return {
                kind: 'Inconclusive',
                fault: 'undecided',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${seedsTitle(misses, 'could not be classified', 'could not be classified')}${first !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${pronoun(misses)} ${observedPhraseShort(trace, first)})`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .seedsPhrase */ .Wq)(misses)} could not be classified${first !== undefined
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${pronoun(misses)} ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .observedPhrase */ .KO)(trace, first)}`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Make the replay complete within its budget and re-run; an incomplete replay cannot be frozen.'),
            };
        }
        case 'PROPERTY_HOLD': {
            const held = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_HOLD');
            // The spec's reason opens with the class's own words ("needs a person: …"): said once.
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((held[0]?.reason ?? 'a check asks for a person').replace(/^needs a person: /i, ''), 200);
            return same('Needs a person', 'undecided', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${why}`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('A person reads the change and approves the pull request by hand if it is right; the gate does not pass it.'));
        }
        case 'PROPERTY_NOT_FALSIFIABLE': {
            const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_NOT_FALSIFIABLE');
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(specs[0]?.reason ?? 'its slot is invalid', 160);
            const names = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(specs.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec)));
            return {
                kind: 'Check cannot fail',
                fault: 'base',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `spec ${names.text()} on the base branch (${why})`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(specs.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec)), true)} on the base branch cannot show it fails: ${why}; the patch was not graded by it`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the spec or its probe on the base branch in a reviewed change, then re-run.'),
            };
        }
        case 'FIXTURE_NOT_FALSIFIABLE': {
            const probes = Array.isArray(trace.fixture_probes)
                ? trace.fixture_probes.filter((p) => p.result === 'not_falsifiable')
                : [];
            const names = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(probes.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.target)));
            // Its probe ran and nothing failed: the law does not reach the code. Anything else (a probe that
            // cannot be read or applied, a suite or replay that did not complete) says its own cause.
            const own = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .probeCause */ .Ih)(probes[0]?.reason);
            if (own !== null) {
                const cause = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(own, 200);
                return {
                    kind: 'Check cannot fail',
                    fault: 'base',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `fixture ${names.text()} on the base branch could not show it fails (${cause})`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(probes.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.target)), true)} on the base branch could not show it fails: ${cause}. No candidate replay was spent on it`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix that on the base branch in a reviewed change (the probe’s logs are under the fixture’s `probe/` folder in `.gate/`); `gate check` says when it holds. Then re-run.'),
                };
            }
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(probes[0]?.reason || 'its probe did not make any seed miss', 200);
            return {
                kind: 'Check cannot fail',
                fault: 'base',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `fixture ${names.text()} on the base branch: its probe makes no seed miss`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(probes.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.target)), true)} on the base branch cannot show it fails (${why}) — does its invariant load the code under test? No candidate replay was spent on it`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Make the invariant load the code under test (a relative import works: it runs in the checkout) and its probe a real bug, on the base branch in a reviewed change; `gate check` says when it holds. Then re-run.'),
            };
        }
        case 'PROPERTY_ERROR': {
            const specs = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .specsWith */ .FT)(trace, 'PROPERTY_ERROR');
            const missing = specs.filter(_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .neverRan */ .mZ);
            if (missing.length > 0) {
                const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(missing[0]?.reason ?? 'a file is missing', 160);
                return {
                    kind: BASE_MISCONFIGURED,
                    fault: 'base',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(missing.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec))).text()} could not be started (${why})`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(missing.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec)), true)} could not be started: ${why}`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Add the missing file, or fix its path in gate.yml, on the base branch; then re-run.'),
                };
            }
            const names = specs.map((p) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.spec));
            return {
                kind: 'Spec crashed',
                fault: 'undecided',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(names).text()} ${names.length === 1 ? 'exited' : 'exited'} without a verdict`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the spec ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(names, true)} crashed (an exit status other than 0 or 1, or an uncaught exception), so it gave no verdict on this patch`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read its log in the `.gate` artifact: if this patch breaks what the spec loads, fix the patch; if the spec is broken, fix it on the base branch; then re-run.'),
            };
        }
        case 'UNBOUND': {
            const rows = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .replaysWith */ .Rz)(trace, 'UNBOUND');
            if (rows.length === 0) {
                // A tests fixture (no manifest): its globs matched no file of the base revision.
                const detail = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.stages).find((s) => s.name === 'fixture')?.detail ?? '', 300);
                return {
                    kind: BASE_MISCONFIGURED,
                    fault: 'base',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `a tests fixture cannot be bound${detail !== '' ? ` (${detail})` : ''}`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `a tests fixture on the base branch cannot be bound${detail !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${detail}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix its `tests.files` globs in gate.yml on the base branch in its own reviewed change (they match the base revision’s files, relative to the repository root), then re-run.'),
                };
            }
            const manifests = [...new Set(rows.map((r) => (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(r.manifest)))];
            const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(rows[0]?.reason ?? '', 160);
            return {
                kind: BASE_MISCONFIGURED,
                fault: 'base',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `fixture ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(manifests).text()} cannot be bound${why !== '' ? ` (${why})` : ''}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the fixture manifest ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(manifests, true)} on the base branch cannot be bound${why !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `: ${why}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the manifest on the base branch in its own reviewed change, then re-run.'),
            };
        }
        case 'TOOLCHAIN_PATCH': {
            const touched = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .oracleTouched */ .$S)(trace);
            const errors = Array.isArray(trace.candidate_oracle_errors) ? trace.candidate_oracle_errors : [];
            const files = touched.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(touched)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            const broken = errors.length > 0 ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('; its versions of them are invalid') : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
            return {
                kind: 'Needs a person',
                fault: errors.length > 0 ? 'patch' : 'none',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the patch changes only the gate’s own files${files}${broken}`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `this patch changes only the gate’s own files${touched.length > 0 ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) ` (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .nameList */ .OD)(touched, true)})` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}: people review it, this gate does not grade it${errors.length > 0
                    ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `. Its versions of them are invalid (${errors.length} ${errors.length === 1 ? 'error' : 'errors'}, listed below) and would hold every pull request once merged`
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}`,
                next: errors.length > 0
                    ? _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the errors listed below first; then people review and merge it (see “What to do”).')
                    : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('People review and merge it (see “What to do”: who approves, and how it merges under the required check).'),
            };
        }
        case 'NOT_CONFIGURED': {
            const p = trace.config_error;
            if (typeof p === 'object' && p !== null) {
                const field = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.field ?? '', 120);
                return {
                    kind: BASE_MISCONFIGURED,
                    fault: 'base',
                    short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.file, 120)}${field !== '' ? `, field ${field}` : ''}${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isCount */ .my)(p.line) ? `, line ${p.line}` : ''} is invalid`,
                    what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `configuration error in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.file, 120))} on the base revision${field !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `, field ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(field)}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('')}: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(p.message, 300)}`,
                    next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix the configuration on the base branch in its own pull request (see “What to do”).'),
                };
            }
            const file = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.config || 'gate.yml', 120);
            return {
                kind: 'Gate not set up on base',
                fault: 'base',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `no ${file} on the base revision`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the base revision has no ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(file)}, so there is nothing to grade against`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Add the configuration in its own pull request first (see “What to do”).'),
            };
        }
        case 'UNGRADABLE': {
            const detail = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)((0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(trace.stages).find((s) => s.name === 'scope')?.detail ?? '', 400);
            return {
                kind: 'Needs a person',
                fault: 'none',
                short: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the patch changes files the gate cannot grade as the bytes that run'),
                what: detail !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${detail}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the gate cannot grade every changed file'),
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('A person reviews the files named above, each with why the gate cannot grade it (see “What to do”).'),
            };
        }
        case 'EMPTY_PATCH':
            return same('Nothing to grade', 'none', _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the patch is empty: base and head have the same files'), _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Push the change (the gate grades commits; in a local run, commit your changes first), or check the base and head revisions the workflow passed.'));
        case 'SHARD_MISSING':
            return same('Gate error', 'gate', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `a shard of the graded run did not report, so some seeds were never graded (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason, 300)})`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Re-run the failed gate jobs.'));
        default:
            break;
    }
    return same('Held', 'undecided', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason || String(reason))}`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Read “What to do” below.'));
}
/** `failed (exit 1)` and the retries, without the base — for a title. */
function observedPhraseShort(trace, m) {
    const first = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .firstResultOf */ .nz)(trace, m);
    if (first === 'budget')
        return 'ran past its budget';
    if (first === 'incomplete') {
        const why = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .entries */ .jO)(m.attempts).find((a) => a.attempt === 'first')?.reason;
        return typeof why === 'string' && why !== '' ? `did not finish: ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(why, 80)}` : 'did not finish';
    }
    return (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .baseResultOf */ .gH)(m) === 'not_run' ? 'failed; the base replay did not run' : 'failed';
}
function unusable(trace) {
    const reason = (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason || String(trace.reason_code), 300);
    switch (trace.reason_code) {
        case 'AUDIT_FAILED':
            return {
                kind: 'Gate error',
                fault: 'gate',
                short: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('the trace fails its own audit'),
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the gate’s trace fails its own audit (${reason}), so it says nothing about the patch`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Re-run the gate; if it recurs, read the audit violations below.'),
            };
        case 'ARTIFACT_INVALID':
        case 'HEAD_MISMATCH':
            return same('Gate error', 'gate', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `${reason}`, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Re-run the gate job on the current head.'));
        default:
            return {
                kind: 'Gate error',
                fault: 'gate',
                short: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the gate could not run (${(0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(trace.reason || 'internal error', 160)})`,
                what: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `the gate could not run: ${reason}. The run says nothing about the patch`,
                next: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('Fix what the error names and re-run the workflow.'),
            };
    }
}
/** Controls and bidirectional overrides, which a terminal would obey, become spaces. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
function terminalLine(text) {
    return text.replace(TERMINAL_CONTROLS, ' ');
}
/**
 * The short human summary `gate run` ends with on stderr: the title, what to do, the codes and where
 * the trace is. Plain text, one fact per line, nothing a terminal would interpret.
 */
function terminalSummary(trace, tracePath) {
    const h = headlineOf(trace);
    const label = trace.label === null ? 'none' : String(trace.label);
    const lines = [
        titleOf(h),
        `  what to do: ${h.next.text()}`,
        `  verdict ${String(trace.verdict)} · label ${label} · reason ${String(trace.reason_code)} (${String(trace.reason_stage)}) · conclusion ${String(trace.conclusion)}`,
        `  trace: ${tracePath}   (gate summary ${tracePath} prints the check summary)`,
    ];
    return `${lines.map(terminalLine).join('\n')}\n`;
}
/** A sentence on what the miss's evidence says the code did (src/report/facts.ts), or nothing. */
function behaviourNote(m) {
    const b = m !== undefined ? (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .behaviourOf */ .xu)(m) : undefined;
    return b !== undefined ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .prose */ .CS) `; ${b}` : _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .Prose */ .s7.trusted('');
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ prose),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   FY: () => (/* binding */ isSafeUrl),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VK: () => (/* binding */ shortDigest),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   lI: () => (/* binding */ safeCode),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   qd: () => (/* binding */ tableHeader),
/* harmony export */   qv: () => (/* binding */ DETAILS_CLOSE),
/* harmony export */   s7: () => (/* binding */ Prose),
/* harmony export */   xw: () => (/* binding */ detailsOpen)
/* harmony export */ });
/* unused harmony exports ZWJ, escapeHtml, tableCell, table, details, CodeValue, DIGEST_CHARS */
/**
 * Markdown helpers for the check summary (GitHub-flavoured markdown as github.com renders it). Every
 * string that came from the patch, the trace artifact or a user process — witness paths and messages,
 * reasons, spec names, store defects — goes through `escapeMarkdown` (or `codeSpan`) before it is
 * placed in the summary: it must not open HTML, a link, an image, a mention, an issue reference, a
 * table cell or a new line.
 */
/** U+200D ZERO WIDTH JOINER: placed after `@`, `#`, `:` (of `://`), `www`, so GitHub links none of them. */
const ZWJ = '\u200d';
/** Line terminators CommonMark or a browser may honour; inside one escaped string they become a space. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** C0/C1 controls (tab excepted), and bidirectional overrides that can make text read differently. */
const CONTROLS = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** ASCII punctuation with a meaning somewhere in GitHub markdown; each is backslash-escaped. */
const PUNCTUATION = /[\\`*_{}[\]()#+\-.!|~$=^:]/g;
function cleanText(text) {
    return String(text).replace(LINE_BREAKS, ' ').replace(CONTROLS, '\ufffd');
}
/** Breaks the reference patterns GitHub links after rendering (mentions, issues, bare URLs, e-mails). */
function breakReferences(text) {
    return (text
        .replace(/@/g, `@${ZWJ}`)
        .replace(/#/g, `#${ZWJ}`)
        // `GH-12` (or `GH\-12` once escaped) is an issue reference on GitHub: break it after the hyphen.
        .replace(/\b(GH\\?-)(?=\d)/gi, `$1${ZWJ}`)
        .replace(/:(?=\/\/|\\\/)/g, `:${ZWJ}`)
        .replace(/\b(www)(?=\.|\\\.)/gi, `$1${ZWJ}`));
}
/**
 * Plain text → inline markdown that renders as that text and nothing else: ASCII punctuation is
 * backslash-escaped, `&`, `<`, `>`, `"` become entities, line breaks become spaces, controls become
 * U+FFFD, and a zero-width joiner follows every `@`, `#`, `://` colon and `www` so no mention, issue
 * reference or autolink forms. Safe in a paragraph, a list item, a heading and a table cell.
 */
function escapeMarkdown(text) {
    const escaped = cleanText(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(PUNCTUATION, (c) => `\\${c}`);
    return breakReferences(escaped);
}
/** Plain text → text safe inside raw HTML (e.g. `<summary>`), where markdown escapes do not apply. */
function escapeHtml(text) {
    const escaped = cleanText(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
    return breakReferences(escaped);
}
/**
 * Plain text → an inline code span that shows it verbatim (no mention, link or HTML can form inside a
 * code span). The fence is one backtick longer than the longest backtick run inside; line breaks
 * become spaces. Pipes are left as they are: `table` escapes them for the cell it puts the span in.
 */
function codeSpan(text) {
    const body = cleanText(text);
    if (body === '')
        return '` `';
    const longest = (body.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0);
    const fence = '`'.repeat(longest + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || /^ .* $/.test(body) ? ' ' : '';
    return `${fence}${pad}${body}${pad}${fence}`;
}
/**
 * One table cell from inline markdown: no line break, and every `|` preceded by an odd number of
 * backslashes (a GFM table unescapes `\|` inside code spans too, so a code span keeps its pipe).
 */
function tableCell(markdown) {
    const oneLine = markdown.replace(LINE_BREAKS, ' ');
    let out = '';
    let backslashes = 0;
    for (const c of oneLine) {
        if (c === '|' && backslashes % 2 === 0)
            out += '\\';
        out += c;
        backslashes = c === '\\' ? backslashes + 1 : 0;
    }
    // A cell that ends in an odd number of backslashes would escape the closing `|`.
    if (backslashes % 2 === 1)
        out += '\\';
    return out.trim() === '' ? ' ' : out.trim();
}
/** A GFM table row. Cells are inline markdown (escape untrusted text first); the row is padded/cut to `width`. */
function tableRow(cells, width = cells.length) {
    const fitted = Array.from({ length: Math.max(1, width) }, (_, i) => tableCell(cells[i] ?? ''));
    return `| ${fitted.join(' | ')} |`;
}
/** The header and delimiter lines of a GFM table. */
function tableHeader(headers) {
    const width = Math.max(1, headers.length);
    return `${tableRow(headers, width)}\n|${' --- |'.repeat(width)}`;
}
/** A GFM table; headers and cells are inline markdown. Ends with a newline. */
function table(headers, rows) {
    const width = Math.max(1, headers.length);
    return [tableHeader(headers), ...rows.map((row) => tableRow(row, width))].join('\n') + '\n';
}
/** A collapsible block: `summary` is plain text (escaped here), `body` is markdown. Ends with a newline. */
function details(summary, body) {
    return `${detailsOpen(summary)}${body.replace(/\n+$/, '')}\n${DETAILS_CLOSE}`;
}
/** The opening of a `<details>` block, up to the blank line after which markdown renders again. */
function detailsOpen(summary) {
    return `<details><summary>${escapeHtml(summary)}</summary>\n\n`;
}
/** The close of a `<details>` block, preceded by a blank line so the markdown before it is closed. */
const DETAILS_CLOSE = '\n</details>\n';
/** A markdown link to an https URL; anything else (or a URL with characters that need escaping) is text. */
function link(text, url) {
    if (url !== undefined && isSafeUrl(url))
        return `[${escapeMarkdown(text)}](${url})`;
    return escapeMarkdown(text);
}
function isSafeUrl(url) {
    return /^https:\/\/[A-Za-z0-9][A-Za-z0-9.-]*(?::\d+)?(?:\/[A-Za-z0-9._~!$&'*+,;=:@%/?#-]*)?$/.test(url);
}
/** UTF-8 length in bytes (the unit of the check-run summary limit). */
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
/**
 * At most `maxChars` code points of plain text, with an ellipsis when it was cut. Reads no further
 * than the cut, so it is cheap on a huge string.
 */
function truncateText(text, maxChars, marker = '…') {
    if (text.length <= maxChars)
        return text;
    if (maxChars <= 0)
        return '';
    const keep = Math.max(0, maxChars - Array.from(marker).length);
    let points = 0;
    let keepEnd = 0;
    let index = 0;
    for (const c of text) {
        if (points === keep)
            keepEnd = index;
        points += 1;
        if (points > maxChars)
            return text.slice(0, keepEnd) + marker;
        index += c.length;
    }
    return text;
}
// ---------------------------------------------------------------------------------------------------
// Prose: the product's own text with untrusted values in it
/** A value placed in prose as an inline code span (markdown) or as itself (plain text). */
class CodeValue {
    value;
    constructor(value) {
        this.value = value;
    }
}
/** Untrusted values shown as code only when plain: letters, digits and `_.\/+=,~-` (a path, a target). */
const PLAIN_CODE = /^[A-Za-z0-9_./+=,~-]{1,1000}$/;
/**
 * An untrusted value as an inline code span when it is plain (nothing in it could form markup, a
 * mention or a link in any context), else as escaped text. Paths and targets read as code; a hostile
 * value reads as what it is, escaped.
 */
function safeCode(value) {
    const text = String(value);
    // `www.` starts an autolink in text: such a value is escaped (which breaks it) rather than shown as code.
    return PLAIN_CODE.test(text) && !/\bwww\./i.test(text) ? codeSpan(text) : escapeMarkdown(text);
}
/** Marks an untrusted value for a code span: `prose\`run ${code(path)}\`` (see safeCode). */
function code(value) {
    return new CodeValue(String(value ?? ''));
}
/**
 * Text the product writes, with values from a trace in it. The literal parts are the product's own
 * markdown (backticks, emphasis and lists render); every interpolated string is untrusted and is
 * escaped in `markdown()` (or put in a code span by `code()`); `text()` gives the same words as plain
 * text for logs, the CLI and `trace.advice`. So the product's prose is never escaped and user text
 * always is, by construction.
 */
class Prose {
    parts;
    constructor(parts) {
        this.parts = parts;
    }
    markdown() {
        return this.parts
            .map((p) => 'trusted' in p
            ? p.trusted
            : 'value' in p
                ? escapeMarkdown(p.value)
                : 'code' in p
                    ? safeCode(p.code)
                    : p.prose.markdown())
            .join('');
    }
    text() {
        return this.parts
            .map((p) => 'trusted' in p ? p.trusted : 'value' in p ? p.value : 'code' in p ? p.code : p.prose.text())
            .join('');
    }
    /** Items joined with a trusted separator: `Prose.join([a, b], ', ')`. */
    static join(items, separator) {
        const parts = [];
        items.forEach((item, i) => {
            if (i > 0)
                parts.push({ trusted: separator });
            parts.push(partOf(item));
        });
        return new Prose(parts);
    }
    /** The product's own markdown, as it is (a constant, never a value from a trace). */
    static trusted(markdown) {
        return new Prose([{ trusted: markdown }]);
    }
}
function partOf(value) {
    if (value instanceof Prose)
        return { prose: value };
    if (value instanceof CodeValue)
        return { code: value.value };
    return { value: String(value) };
}
/** Tagged template for Prose: literal parts are trusted markdown, values are untrusted. */
function prose(strings, ...values) {
    const parts = [];
    strings.forEach((s, i) => {
        if (s !== '')
            parts.push({ trusted: s });
        if (i < values.length)
            parts.push(partOf(values[i]));
    });
    return new Prose(parts);
}
// ---------------------------------------------------------------------------------------------------
// Code blocks and digests
/**
 * Untrusted multi-line text (a program's output) as a fenced code block that shows it as printed: the
 * fence is one longer than the longest backtick run inside (at least 3), so no line can close it, and
 * nothing links, mentions or renders inside a fence — so printable text stays byte for byte (a failing
 * document copied from the summary is the document that failed). Only what cannot be shown is
 * replaced: `\r\n` and lone `\r` become line breaks, and controls and bidirectional overrides (which
 * would hide or reorder text) become a visible U+FFFD; the exact bytes stay in the log the summary
 * names. Commands a runner would obey are defused where the text reaches a log (src/adapters/defuse.ts),
 * not here. Ends with a newline.
 */
function codeBlock(text, info = 'text') {
    const body = String(text)
        .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
        .replace(CONTROLS, '\ufffd')
        .replace(/\n+$/, '');
    const longest = (body.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${body}\n${fence}\n`;
}
/** Characters of a digest shown in tables; the full value stays in the trace and the artifact. */
const DIGEST_CHARS = 12;
/** `sha256:0123…` or `0123…` → the first 12 hex digits (a code-span-ready plain string). */
function shortDigest(value) {
    const text = String(value ?? '');
    const hex = text.replace(/^sha256:/i, '');
    return hex.length > DIGEST_CHARS ? hex.slice(0, DIGEST_CHARS) : hex;
}


/***/ }),

/***/ 626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   N4: () => (/* binding */ tally),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   vk: () => (/* binding */ elapsed)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4285);
/**
 * Small formatters and guards for the values of a trace as the summary prints them
 * (src/report/summary.ts). The trace may come from an untrusted artifact: a list may hold anything, a
 * number may be a string, so every value is checked or escaped here before it reaches the markdown.
 */

/** A plain object (not null, not an array). */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A free text escaped for markdown and cut to `textChars` characters, marked when cut. */
function textOf(textChars) {
    return (value) => {
        const text = String(value ?? '');
        const cut = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(text, textChars);
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(cut) + (cut === text ? '' : ' *\\[cut\\]*');
    };
}
/** An array, or an empty one for anything else (an untrusted trace may hold anything). */
function list(value) {
    return Array.isArray(value) ? value : [];
}
/** A short code-like value as plain text (escape or code-span it before printing). */
function short(value, max = 60) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(String(value ?? ''), max);
}
/** A number as text; anything else escaped and cut short. */
function num(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    if (typeof value === 'bigint')
        return String(value);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(short(value, 30));
}
/** Milliseconds as `840 ms` or `1.2 s`; `—` when not a time. */
function elapsed(ms) {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
        return '—';
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
/** `4990 REPLAY_MATCH, 10 REPLAY_MISS` — counts per value, in first-seen order. */
function tally(values) {
    const counts = new Map();
    for (const v of values)
        counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].map(([v, n]) => `${n} ${short(v, 40)}`).join(', ');
}


/***/ })

};
