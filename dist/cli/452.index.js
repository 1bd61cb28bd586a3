export const id = 452;
export const ids = [452];
export const modules = {

/***/ 6452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WORKED_RECORDS: () => (/* binding */ WORKED_RECORDS),
/* harmony export */   runSelfCheck: () => (/* binding */ runSelfCheck)
/* harmony export */ });
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4050);
/** The worked records of seed 002, one per row of the decision table, plus this gate's stricter rows. */

const base = {
    run_id: 'r1',
    seed: 1402,
    property_path: 'tests/props/test_retry_budget.py',
    property_sha256: 'p'.repeat(64),
    fixture_sha256: 'f'.repeat(64),
    base_fixture_sha256: 'f'.repeat(64),
    diff_paths: ['src/retry.py'],
    candidate_result: 'fail',
    base_seed_result: 'pass',
    retry_results: ['pass'],
    retry_cap: 2,
    budget_ok: true,
    transcript_complete: true,
};
const env = { workers: 2, clock_budget_ms: 30000, filesystem: 'ext4' };
function without(key) {
    const copy = { ...base };
    delete copy[key];
    return copy;
}
/** [what the row shows, record, expected label] in table order. */
const WORKED_RECORDS = [
    ['a required field is missing', without('base_seed_result'), 'INCOMPLETE'],
    ['transcript_complete is false', { ...base, transcript_complete: false }, 'INCOMPLETE'],
    ['the property path is in diff_paths', { ...base, diff_paths: [base.property_path] }, 'CONTAMINATED'],
    [
        'the fixture generator path is in diff_paths',
        { ...base, fixture_generator_path: 'fixtures/gen.py', diff_paths: ['fixtures/gen.py'] },
        'CONTAMINATED',
    ],
    [
        'contamination comes before a digest mismatch',
        { ...base, diff_paths: [base.property_path], fixture_sha256: 'e'.repeat(64) },
        'CONTAMINATED',
    ],
    ['digest mismatch (abc vs def)', { ...base, fixture_sha256: 'abc', base_fixture_sha256: 'def' }, 'FIXTURE'],
    [
        'a digest mismatch comes before the budget',
        { ...base, fixture_sha256: 'abc', base_fixture_sha256: 'def', budget_ok: false },
        'FIXTURE',
    ],
    ['budget_ok is false', { ...base, budget_ok: false }, 'BUDGET'],
    [
        'the budget comes before the base result',
        { ...base, budget_ok: false, base_seed_result: 'not_run' },
        'BUDGET',
    ],
    [
        'base_seed_result is not_run, even with a passing retry',
        { ...base, base_seed_result: 'not_run' },
        'INCOMPLETE',
    ],
    ['candidate failed, base passed, a retry inside the cap passed', base, 'SCHEDULER'],
    ['candidate failed, base failed', { ...base, base_seed_result: 'fail' }, 'PROPERTY'],
    ['the passing retry lies beyond the cap', { ...base, retry_results: ['fail', 'fail', 'pass'] }, 'PROPERTY'],
    ['a cap of 0 admits no retry', { ...base, retry_cap: 0 }, 'PROPERTY'],
    ['candidate passed', { ...base, candidate_result: 'pass' }, 'PASS'],
    [
        'an unknown candidate result keeps the rows above it',
        { ...base, candidate_result: '', fixture_sha256: 'abc', base_fixture_sha256: 'def' },
        'FIXTURE',
    ],
    [
        'an unknown candidate result is a failed candidate',
        { ...base, candidate_result: 'error', base_seed_result: 'fail' },
        'PROPERTY',
    ],
    ['an unknown candidate result never earns SCHEDULER', { ...base, candidate_result: 'error' }, 'INCOMPLETE'],
    ['the string "false" is not a boolean', { ...base, budget_ok: 'false' }, 'INCOMPLETE'],
    ['a negative retry cap', { ...base, retry_cap: -1 }, 'INCOMPLETE'],
    ['a non-string in diff_paths', { ...base, diff_paths: [7] }, 'INCOMPLETE'],
    ['env and base_env differ', { ...base, env, base_env: { ...env, workers: 4 } }, 'BUDGET'],
    ['env and base_env agree', { ...base, env, base_env: { ...env } }, 'SCHEDULER'],
];
/** Runs every worked record; returns the rows that did not get their expected label. */
function runSelfCheck() {
    const failures = [];
    for (const [what, record, expected] of WORKED_RECORDS) {
        const got = (0,_table_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyRecord */ .kK)(record).label;
        if (got !== expected)
            failures.push(`${what}: expected ${expected}, got ${got}`);
    }
    return failures;
}


/***/ })

};
