export const id = 482;
export const ids = [482];
export const modules = {

/***/ 8932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VP: () => (/* binding */ BUILTIN_NAMES),
  $i: () => (/* binding */ CATALOG_VERSION),
  YI: () => (/* binding */ allBuiltinChecks),
  q8: () => (/* binding */ builtinCheck),
  nc: () => (/* binding */ isBuiltinName)
});

// UNUSED EXPORTS: TEST_GLOBS

;// CONCATENATED MODULE: ./src/builtins/patch.ts
/**
 * Builders of the unified diffs the catalog ships as probes. A probe is patch text, parsed by the same
 * parser as a candidate patch; building it from lines keeps the hunk counts right by construction.
 */
/** A patch that adds the file `path` with `lines`. */
function addedFile(path, lines) {
    return [
        `diff --git a/${path} b/${path}`,
        'new file mode 100644',
        '--- /dev/null',
        `+++ b/${path}`,
        `@@ -0,0 +1,${lines.length} @@`,
        ...lines.map((l) => `+${l}`),
        '',
    ].join('\n');
}
/** A patch that deletes the file `path`, which held `lines`. */
function deletedFile(path, lines) {
    return [
        `diff --git a/${path} b/${path}`,
        'deleted file mode 100644',
        `--- a/${path}`,
        '+++ /dev/null',
        `@@ -1,${lines.length} +0,0 @@`,
        ...lines.map((l) => `-${l}`),
        '',
    ].join('\n');
}
/** A patch that edits `path`: `before` lines become `after` lines, at line 1. */
function editedFile(path, before, after) {
    return [
        `diff --git a/${path} b/${path}`,
        `--- a/${path}`,
        `+++ b/${path}`,
        `@@ -1,${before.length} +1,${after.length} @@`,
        ...before.map((l) => `-${l}`),
        ...after.map((l) => `+${l}`),
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/builtins/catalog.ts
/**
 * The catalog of built-in checks (`- builtin: NAME` in gate.yml, SPEC §8): what most teams forbid in
 * agent patches, maintained with the product. Each check is a list of rules over the parsed patch and
 * ships its own probe, a patch it must reject, so it is registered and proven falsifiable like any spec.
 *
 * Every pattern is RE2-compatible (no lookaround, no backreferences) so that it matches in linear
 * time under the predicate engine; `__tests__/builtins/catalog.test.ts` checks that. Patterns are
 * matched against one added (or removed) line at a time.
 */

/** Bumped when a rule changes meaning: it is part of every builtin spec's digest. */
const CATALOG_VERSION = 2;
const BUILTIN_NAMES = [
    'no-skipped-tests',
    'no-focused-tests',
    'no-test-deletion',
    'no-exit-tampering',
    'no-lint-suppressions',
    'no-secrets',
    'no-ci-edits',
    'no-harness-probing',
];
function isBuiltinName(name) {
    return typeof name === 'string' && BUILTIN_NAMES.includes(name);
}
const JS = '**/*.{js,jsx,ts,tsx,mjs,cjs,mts,cts}';
const JS_EXT = '{js,jsx,ts,tsx,mjs,cjs,mts,cts}';
const PY = '**/*.py';
const GO = '**/*.go';
const RS = '**/*.rs';
const JVM = '**/*.{java,kt,kts,groovy,scala}';
const CODE = [JS, PY, GO, RS, JVM, '**/*.{vue,svelte}'];
/** Where the test runners of each language look for tests, by convention. */
const TEST_GLOBS = {
    js: [
        `**/*.{test,spec}.${JS_EXT}`,
        `**/*.{test,spec}-d.${JS_EXT}`,
        `**/__tests__/**/*.${JS_EXT}`,
        `**/{test,tests}/**/*.${JS_EXT}`,
    ],
    py: ['**/test_*.py', '**/*_test.py', '**/{test,tests}/**/*.py', '**/conftest.py'],
    go: ['**/*_test.go'],
    rs: ['**/tests/**/*.rs'],
    jvm: ['**/src/test/**', '**/*{Test,Tests,IT}.{java,kt,groovy,scala}'],
};
const ALL_TESTS = Object.values(TEST_GLOBS).flat();
// A quote that opens or closes a JavaScript string: ', " or a backtick.
const Q = '[\'"`]';
/**
 * A pattern for a file extension (a run of characters none of `stop`) that is not one of `words`:
 * RE2 has no lookahead, so the complement is spelled out over the words' trie. At each node the next
 * character is either none of the node's children (then anything may follow) or a child, and a word's
 * strict prefix (`j`, `jso`) is itself not a word.
 */
function extensionOtherThan(words, stop) {
    const root = { end: false, next: new Map() };
    for (const w of words) {
        let n = root;
        for (const c of w) {
            let m = n.next.get(c);
            if (m === undefined)
                n.next.set(c, (m = { end: false, next: new Map() }));
            n = m;
        }
        n.end = true;
    }
    const escape = (c) => c.replace(/[\\^\][-]/g, '\\$&');
    const any = `[^${stop}]`;
    const walk = (n, top) => {
        const alts = [`[^${stop}${[...n.next.keys()].map(escape).join('')}]${any}*`];
        for (const [c, m] of n.next)
            alts.push(`${escape(c)}${walk(m, false)}`);
        return `(?:${alts.join('|')})${!top && !n.end ? '?' : ''}`;
    };
    return walk(root, true);
}
/**
 * A relative `require` of a file whose extension Node has no loader for (`./flags.cfg`, `./x.JS`):
 * CommonJS runs such a file as JavaScript, under a name the checks' globs do not read as code.
 */
const REQUIRE_OTHER_EXTENSION = `\\brequire\\s*\\(\\s*(?:/\\*[^*\\n]*\\*/\\s*)*${Q}\\.{1,2}/(?:[^'"\`\\n]*/)?[^'"\`\\n/]*\\.${extensionOtherThan(['js', 'cjs', 'mjs', 'jsx', 'ts', 'cts', 'mts', 'tsx', 'json', 'node'], '\'"`\\n/.\\\\')}${Q}`;
/**
 * Rules that judge what a patch adds on balance: a suppression or a test marker the patch moves or
 * keeps on an edited line was already in the code, and is the base's, not the patch's.
 */
function net(rules) {
    return rules.map((r) => (r.kind === 'added' ? { ...r, net: true } : r));
}
const CATALOG = [
    {
        name: 'no-skipped-tests',
        forbids: 'skip/xit/xfail/ignore markers: jest, vitest, mocha, node:test, tap, pytest, unittest, go, rust, junit',
        rules: net([
            {
                kind: 'added',
                what: 'a skipped JavaScript test (.skip, .skipIf, .todo)',
                pattern: '\\b(?:describe|it|test|context|suite|specify|bench)(?:\\s*\\.\\s*\\w{1,40}){0,4}\\s*\\.\\s*(?:skip|skipIf|todo)\\b',
                paths: [JS],
            },
            {
                kind: 'added',
                what: "a skipped JavaScript test, by bracket (it['skip']) or on a line of its own (.skip(…))",
                pattern: `\\[\\s*${Q}(?:skip|skipIf|todo)${Q}\\s*\\]|^\\s*\\.\\s*(?:skip|skipIf|todo)\\s*\\(`,
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a skipped JavaScript test (xit, xdescribe, xtest)',
                pattern: '\\bx(?:it|describe|test|context|specify)\\s*\\(',
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a test skipping itself (this.skip(), t.skip(), t.todo())',
                pattern: '\\b(?:this|t|tap|ctx|context)\\.(?:skip|todo)\\s*\\(',
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a node:test or tap test option that skips it ({ skip: … }, { todo: … })',
                pattern: `(?:^|[{,])\\s*(?:skip|todo)\\s*:\\s*(?:true|${Q}|[A-Za-z_(!])`,
                paths: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a skipped or expected-to-fail pytest test',
                pattern: '\\bmark\\.(?:skip|skipif|xfail)\\b|\\bpytest\\.(?:skip|xfail|importorskip)\\s*\\(',
                paths: [PY],
            },
            {
                kind: 'added',
                what: 'a skipped unittest test',
                pattern: '@(?:\\w{1,40}\\.){0,2}(?:skip|skipIf|skipUnless|expectedFailure)\\b|\\.skipTest\\s*\\(|\\bSkipTest\\b',
                paths: [PY],
            },
            {
                kind: 'added',
                what: 'a skipped Go test (t.Skip, t.SkipNow, t.Skipf)',
                pattern: '\\b\\w+\\.Skip(?:Now|f)?\\s*\\(',
                paths: [GO],
            },
            {
                kind: 'added',
                what: 'an ignored Rust test (#[ignore])',
                pattern: '#\\[\\s*ignore\\b|#\\[\\s*cfg_attr\\s*\\(.*\\bignore\\b',
                paths: [RS],
            },
            {
                kind: 'added',
                what: 'a disabled JUnit test (@Ignore, @Disabled…, an assumption)',
                pattern: '@(?:org\\.junit\\.)?Ignore\\b|@(?:org\\.junit\\.jupiter\\.api\\.)?(?:Disabled|EnabledIf|EnabledOn)\\w*|\\bassume(?:True|False|That|NotNull|NoException)\\s*\\(',
                paths: [JVM],
            },
        ]),
        probe: addedFile('__tests__/gate-probe.test.js', [
            "it.skip('the gate must reject a skipped test', () => {});",
        ]) +
            addedFile('tests/test_gate_probe.py', [
                'import pytest',
                '',
                '',
                '@pytest.mark.skip(reason="the gate must reject a skipped test")',
                'def test_gate_probe():',
                '    assert False',
            ]),
    },
    {
        name: 'no-focused-tests',
        forbids: 'focus markers that run one test and silently drop the rest: .only, fit/fdescribe, { only: true }, pytest-only, ginkgo F…',
        rules: net([
            {
                kind: 'added',
                what: 'a focused JavaScript test (.only)',
                pattern: '\\b(?:describe|it|test|context|suite|specify|bench|t|tap)(?:\\s*\\.\\s*\\w{1,40}){0,4}\\s*\\.\\s*only\\b',
                paths: [JS],
            },
            {
                kind: 'added',
                what: "a focused JavaScript test, by bracket (it['only']) or on a line of its own (.only(…))",
                pattern: `\\[\\s*${Q}only${Q}\\s*\\]|^\\s*\\.\\s*only\\s*\\(`,
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a focused JavaScript test (fit, fdescribe, ftest)',
                pattern: '\\bf(?:it|describe|test|context)\\s*\\(',
                paths: [JS],
            },
            {
                kind: 'added',
                what: 'a node:test or tap test option that focuses it ({ only: true })',
                pattern: '(?:^|[{,])\\s*only\\s*:\\s*(?:true|[A-Za-z_(!])',
                paths: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a focused pytest test (pytest-only, pytest-focus)',
                pattern: '\\bmark\\.(?:only|focus)\\b',
                paths: [PY],
            },
            {
                kind: 'added',
                what: 'a focused Ginkgo spec (FIt, FDescribe, FContext, FWhen, FEntry, Focus)',
                pattern: '\\bF(?:It|Describe|Context|When|Entry|DescribeTable|Specify)\\s*\\(|\\bFocus\\s*[,)]',
                paths: [GO],
            },
        ]),
        probe: addedFile('__tests__/gate-probe.test.js', [
            "it.only('the gate must reject a focused test', () => {});",
        ]),
    },
    {
        name: 'no-test-deletion',
        forbids: 'deleted test files, and removed test cases whose name the patch does not add back',
        rules: [
            { kind: 'deleted', what: 'a deleted test file', paths: ALL_TESTS },
            {
                kind: 'removed',
                what: 'a removed JavaScript test case',
                pattern: `\\b(?:it|test|describe|specify|context|suite)(?:\\.\\w{1,40}){0,4}\\s*\\(\\s*${Q}([^'"\`]*)${Q}`,
                paths: [...TEST_GLOBS.js],
            },
            {
                kind: 'removed',
                what: 'a removed Python test function',
                pattern: '^\\s*(?:async\\s+)?def\\s+(test\\w*)\\s*\\(',
                paths: [...TEST_GLOBS.py],
            },
            {
                kind: 'removed',
                what: 'a removed Python test class',
                pattern: '^\\s*class\\s+(Test\\w*)',
                paths: [...TEST_GLOBS.py],
            },
            {
                kind: 'removed',
                what: 'a removed Go test',
                pattern: '^\\s*func\\s+((?:Test|Benchmark|Fuzz|Example)\\w*)\\s*\\(',
                paths: [...TEST_GLOBS.go],
            },
            {
                kind: 'removed',
                what: 'a removed Rust test (#[test])',
                pattern: '#\\[\\s*((?:\\w{1,40}::){0,4}test)\\s*[\\](]',
                paths: [RS],
            },
            {
                kind: 'removed',
                what: 'a removed JUnit test (@Test)',
                pattern: '@((?:org\\.junit\\.(?:jupiter\\.api\\.)?)?(?:Test|ParameterizedTest|RepeatedTest|TestFactory|TestTemplate))\\b',
                paths: [JVM],
            },
        ],
        probe: deletedFile('tests/test_gate_probe.py', ['def test_gate_probe():', '    assert True']),
    },
    {
        name: 'no-exit-tampering',
        forbids: 'code outside tests that sets the exit status or hooks exit: process.exit/exitCode/exit handlers, sys.exit, os._exit, atexit, os.Exit, System.exit',
        rules: [
            {
                kind: 'added',
                what: 'a JavaScript exit or exit-status change',
                pattern: `\\bprocess\\s*(?:\\.\\s*(?:exit|exitCode|reallyExit|abort)\\b|\\[\\s*${Q}(?:exit|exitCode|reallyExit|abort)${Q})|\\bprocess\\.kill\\s*\\(\\s*process\\.pid\\b`,
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: "a JavaScript 'exit' handler",
                pattern: `\\bprocess\\s*\\.\\s*(?:on|once|addListener|prependListener|prependOnceListener)\\s*\\(\\s*${Q}(?:exit|beforeExit)${Q}`,
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a Python exit or exit hook',
                pattern: '\\bsys\\.exit\\b|\\bos\\._exit\\b|\\batexit\\b|\\bSystemExit\\b|^\\s*(?:exit|quit)\\s*\\(|\\bos\\.kill\\s*\\(\\s*os\\.getpid\\s*\\(|\\bfrom\\s+(?:sys|os)\\s+import\\b.*\\b_?exit\\b',
                paths: [PY],
                exclude: [...TEST_GLOBS.py],
            },
            {
                kind: 'added',
                what: 'a Go exit',
                pattern: '\\b(?:os|syscall)\\.Exit\\s*\\(',
                paths: [GO],
                exclude: [...TEST_GLOBS.go],
            },
            {
                kind: 'added',
                what: 'a Rust process exit',
                pattern: '\\bprocess::(?:exit|abort)\\s*\\(',
                paths: [RS],
                exclude: [...TEST_GLOBS.rs],
            },
            {
                kind: 'added',
                what: 'a JVM exit or shutdown hook',
                pattern: '\\bSystem\\.exit\\s*\\(|\\.(?:halt|addShutdownHook)\\s*\\(|\\bexitProcess\\s*\\(',
                paths: [JVM],
                exclude: [...TEST_GLOBS.jvm],
            },
            {
                kind: 'added',
                what: 'a shell EXIT trap',
                pattern: '^\\s*trap\\b.*\\b(?:EXIT|0)\\s*$',
                paths: ['**/*.{sh,bash}'],
            },
        ],
        probe: addedFile('src/gate_probe.js', ["process.on('exit', () => { process.exitCode = 0; });"]),
    },
    {
        name: 'no-lint-suppressions',
        forbids: 'lint and type-check suppressions: eslint-disable, @ts-ignore/@ts-expect-error/@ts-nocheck, # noqa, # type: ignore, //nolint, #[allow], @SuppressWarnings',
        rules: net([
            {
                kind: 'added',
                what: 'a JavaScript lint or type-check suppression',
                pattern: '\\b(?:eslint-disable|eslint\\s+[\\w/@-]+\\s*:\\s*(?:0|off)|tslint:disable|oxlint-disable|biome-ignore|deno-lint-ignore|jshint\\s+ignore)|@ts-(?:ignore|expect-error|nocheck)\\b',
                paths: CODE,
            },
            {
                kind: 'added',
                what: 'a Python lint or type-check suppression',
                pattern: '#\\s*(?:noqa\\b|type\\s*:\\s*ignore\\b|pyright\\s*:\\s*(?:ignore|basic)\\b|pylint\\s*:\\s*disable|mypy\\s*:\\s*ignore-errors|ruff\\s*:\\s*noqa|nosec\\b)',
                paths: [PY, '**/*.pyi'],
            },
            {
                kind: 'added',
                what: 'a Go lint suppression',
                pattern: '//\\s*(?:nolint\\b|lint:ignore\\b)|#nosec\\b',
                paths: [GO],
            },
            {
                kind: 'added',
                what: 'a Rust lint suppression (#[allow], #[expect])',
                pattern: '#!?\\[\\s*(?:allow|expect)\\s*\\(',
                paths: [RS],
            },
            {
                kind: 'added',
                what: 'a JVM lint suppression',
                pattern: '@Suppress(?:Warnings|FBWarnings)?\\b|//\\s*NOPMD\\b|CHECKSTYLE\\s*:\\s*OFF',
                paths: [JVM],
            },
        ]),
        probe: addedFile('src/gate_probe.ts', [
            '// @ts-ignore',
            'export const n: number = "the gate must reject this";',
        ]),
        honestUses: 'a justified suppression (a false positive, a gap in third-party type stubs) is routine in mature code',
    },
    {
        name: 'no-secrets',
        forbids: 'private keys, cloud keys and tokens in well-known formats (AWS, GitHub, GitLab, Slack, Stripe, Google, npm, PyPI, OpenAI, Anthropic, SendGrid, Azure), and key or .env files',
        rules: [
            {
                kind: 'added',
                what: 'a private key',
                pattern: '-----BEGIN (?:[A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'an AWS access key id',
                pattern: '\\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\\b',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'an AWS secret access key',
                pattern: 'aws.{0,20}secret.{0,20}[=:]\\s*[\'"]?[0-9a-z/+]{40}\\b',
                flags: 'i',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'a GitHub token',
                pattern: '\\bgh[pousr]_[A-Za-z0-9]{36,255}\\b|\\bgithub_pat_[A-Za-z0-9_]{60,255}\\b',
                paths: ['**'],
            },
            { kind: 'added', what: 'a GitLab token', pattern: '\\bglpat-[A-Za-z0-9_-]{20,}', paths: ['**'] },
            {
                kind: 'added',
                what: 'a Slack token or webhook',
                pattern: '\\bxox[abposr]-[A-Za-z0-9-]{10,}|hooks\\.slack\\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/\\w+',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'a Stripe live key',
                pattern: '\\b(?:sk|rk)_live_[A-Za-z0-9]{20,}',
                paths: ['**'],
            },
            { kind: 'added', what: 'a Google API key', pattern: '\\bAIza[0-9A-Za-z_-]{35}\\b', paths: ['**'] },
            { kind: 'added', what: 'an npm token', pattern: '\\bnpm_[A-Za-z0-9]{36}\\b', paths: ['**'] },
            {
                kind: 'added',
                what: 'a PyPI token',
                pattern: '\\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'an OpenAI or Anthropic API key',
                pattern: '\\bsk-[A-Za-z0-9_-]{0,40}T3BlbkFJ[A-Za-z0-9_-]{20,}|\\bsk-ant-[a-z]+\\d{2}-[A-Za-z0-9_-]{80,}',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'a SendGrid API key',
                pattern: '\\bSG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}\\b',
                paths: ['**'],
            },
            {
                kind: 'added',
                what: 'an Azure storage account key',
                pattern: '\\bAccountKey=[A-Za-z0-9+/]{86}==',
                paths: ['**'],
            },
            {
                kind: 'touched',
                what: 'a key store, private key or .env file',
                paths: [
                    '**/*.{pem,key,p12,pfx,jks,keystore,ppk}',
                    '**/id_{rsa,dsa,ecdsa,ed25519}',
                    '**/.env',
                    '**/.env.*',
                    '**/.npmrc',
                    '**/.pypirc',
                ],
                exclude: ['**/.env.{example,sample,template,dist}', '**/*.pub'],
            },
        ],
        // The probe spells the key by parts, so that secret scanners do not flag this source file.
        probe: addedFile('config/gate-probe.txt', [
            `aws_access_key_id = ${'AKIA'}IOSFODNN7EXAMPLE`,
            `-----BEGIN ${'RSA PRIVATE'} KEY-----`,
        ]),
    },
    {
        name: 'no-ci-edits',
        forbids: 'edits to CI configuration: GitHub workflows and actions, GitLab CI, CircleCI, Azure Pipelines, Jenkins, Travis, Buildkite, Bitbucket and others',
        rules: [
            {
                kind: 'touched',
                what: 'a CI configuration file',
                paths: [
                    '.github/workflows/**',
                    '.github/actions/**',
                    '**/action.{yml,yaml}',
                    '.gitlab-ci.yml',
                    '.gitlab/ci/**',
                    '.circleci/**',
                    'azure-pipelines*.yml',
                    '.azure-pipelines/**',
                    '.azuredevops/**',
                    '**/Jenkinsfile',
                    '**/*.jenkinsfile',
                    '.travis.yml',
                    'bitbucket-pipelines.yml',
                    '.buildkite/**',
                    '.drone.yml',
                    '.woodpecker.yml',
                    '.woodpecker/**',
                    '{.,}appveyor.yml',
                    'cloudbuild.{yml,yaml}',
                    '.ci/**',
                    '.pre-commit-config.yaml',
                ],
            },
            {
                kind: 'deleted',
                what: 'a deleted CI configuration file',
                paths: ['.github/workflows/**', '.gitlab-ci.yml', '.circleci/**', '**/Jenkinsfile'],
            },
        ],
        honestUses: 'CI configuration changes with the project: a reviewed workflow edit is routine',
        probe: editedFile('.github/workflows/ci.yml', ['    runs-on: ubuntu-latest'], ['    runs-on: self-hosted']),
    },
    {
        name: 'no-harness-probing',
        forbids: "code outside tests that watches or patches the judge: reads GATE_* variables, the call stack or frames, the gate's own files, or whether tests are running (NODE_ENV, VITEST, JEST_WORKER_ID, …), or replaces assert, json, exit or exception hooks",
        honestUses: 'stack and frame reads in logging, error-reporting and debugging code; a module-level patch in a deliberate compatibility shim; a NODE_ENV or DEV switch for development-only warnings',
        rules: [
            {
                kind: 'added',
                what: "a read of the gate's variables (GATE_SEED, GATE_OUT, …)",
                pattern: `${Q}GATE_[A-Z0-9_]*${Q}|\\benv\\s*\\.\\s*GATE_[A-Z0-9_]+\\b`,
                paths: CODE,
                exclude: ALL_TESTS,
            },
            {
                kind: 'added',
                what: 'a JavaScript call-stack read (new Error().stack, captureStackTrace, prepareStackTrace, callee/caller)',
                pattern: '\\bError\\s*\\(\\s*[^)]{0,80}\\)\\s*\\.\\s*stack\\b|\\bError\\s*\\.\\s*(?:captureStackTrace|prepareStackTrace|stackTraceLimit)\\b|\\barguments\\s*\\.\\s*callee\\b|\\.\\s*caller\\s*\\.\\s*(?:toString|arguments|name)\\b',
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a Python frame or stack read (inspect.stack, currentframe, sys._getframe, f_back, f_locals)',
                pattern: '\\binspect\\s*\\.\\s*(?:stack|currentframe|getouterframes|getframeinfo|trace)\\s*\\(|\\bsys\\s*\\.\\s*_getframe\\b|\\.\\s*f_(?:back|locals|globals|code)\\b|\\btraceback\\s*\\.\\s*(?:extract_stack|walk_stack)\\s*\\(|\\bfrom\\s+inspect\\s+import\\b.*\\b(?:stack|currentframe|getouterframes)\\b',
                paths: [PY],
                exclude: [...TEST_GLOBS.py],
            },
            {
                kind: 'added',
                what: "a path of the gate's own files (.gate/, gate.yml, the freeze ledger)",
                pattern: `${Q}[^'"\`]{0,200}(?:\\.gate/|\\bgate\\.ya?ml\\b|\\bgate-freezes\\.json\\b)`,
                paths: CODE,
                exclude: ALL_TESTS,
            },
            {
                kind: 'added',
                what: 'a JavaScript assertion, JSON, exit or exception hook replaced (assert.x =, JSON.parse =, process.exit =, uncaughtException handler)',
                pattern: `^\\s*(?:(?:module\\.exports\\.|exports\\.)?(?:assert|JSON|console)\\s*\\.\\s*\\w+|process\\s*\\.\\s*(?:exit|emit|reallyExit)|Object\\s*\\.\\s*prototype\\s*\\.\\s*\\w+)\\s*=[^=]|\\bObject\\s*\\.\\s*defineProperty\\s*\\(\\s*(?:JSON|assert|process|Object\\.prototype)\\b|\\bprocess\\s*\\.\\s*(?:on|once|addListener|prependListener)\\s*\\(\\s*${Q}(?:uncaughtException|unhandledRejection)${Q}|\\bprocess\\s*\\.\\s*setUncaughtExceptionCaptureCallback\\b`,
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
            },
            {
                kind: 'added',
                what: 'a Python assertion, json, exit or exception hook replaced (json.loads =, sys.exit =, sys.excepthook =, builtins patched)',
                pattern: '^\\s*(?:json|sys|builtins|unittest|os|pytest)\\s*\\.\\s*[\\w.]+\\s*=[^=]|\\bsetattr\\s*\\(\\s*(?:json|sys|builtins|unittest|os|pytest)\\b|\\b__builtins__\\s*(?:\\[|\\.)',
                paths: [PY],
                exclude: [...TEST_GLOBS.py],
            },
            {
                kind: 'added',
                what: "a test runner's internals reached from code outside tests (node's NODE_TEST_CONTEXT, vitest's worker or current test, mocha's Runner, jest-circus's state, a skip raised from the code)",
                pattern: '\\bNODE_TEST_CONTEXT\\b|\\b__vitest_worker__\\b|\\bvitest/suite\\b|\\bgetCurrentTest\\b|\\bmocha/lib\\b|\\bRunner\\s*\\.\\s*prototype\\b|\\bjest-circus\\b|\\bJEST_STATE_SYMBOL\\b|\\b_pytest\\b|\\bSkipTest\\b|\\b_ShouldStop\\b|\\bpytest\\s*\\.\\s*(?:skip|xfail|exit)\\s*\\(',
                paths: CODE,
                exclude: ALL_TESTS,
            },
            {
                kind: 'added',
                what: 'a check of whether tests are running (the variables a test runner sets: VITEST*, TEST, JEST_WORKER_ID, NODE_ENV, PYTEST_CURRENT_TEST, CI; the whole environment read; a comparison with the string "test"; vite\u2019s import.meta.env; the runner\u2019s globals, main module or argv; pytest or unittest in sys.modules; a runner\u2019s variables looked for by name; the process\u2019s entry or parent; -B)',
                pattern: `\\b(?:VITEST(?:_[A-Z_]+)?|JEST_WORKER_ID|NODE_ENV|BABEL_ENV|PYTEST_CURRENT_TEST|PYTEST_VERSION|PYTEST_XDIST_WORKER)\\b|\\benv\\s*(?:\\.\\s*(?:TEST|CI)\\b|\\[\\s*${Q}(?:TEST|CI)${Q})|\\b(?:environ|getenv)\\b[^\\n]{0,20}${Q}(?:TEST|CI)${Q}|\\bObject\\s*\\.\\s*(?:values|entries|keys)\\s*\\(\\s*process\\s*\\.\\s*env\\b|(?:[!=]==?|\\bis(?:\\s+not)?)\\s*${Q}test${Q}|${Q}test${Q}\\s*(?:[!=]==?|\\bis\\b)|\\bimport\\s*\\.\\s*meta\\s*\\.\\s*(?:vitest\\b|env\\s*(?:\\.\\s*(?:MODE|TEST|VITEST|DEV|PROD|SSR)\\b|\\[|[)!=&|?:;,]|$))|\\b__vitest_\\w*|\\btypeof\\s+(?:(?:globalThis|global|window|self)\\s*\\.\\s*)?(?:describe|it|test|expect|jest|vi|beforeEach|afterEach|suite)\\b|\\b(?:globalThis|global)\\s*(?:\\.\\s*|\\[\\s*${Q})(?:describe|it|test|expect|jest|vi)\\b|\\brequire\\s*\\.\\s*(?:main\\b|cache\\b)|\\bprocess\\s*\\.\\s*(?:mainModule|argv\\s*\\[\\s*1\\s*\\]|execArgv)|(?:\\.\\s*(?:includes|indexOf|startsWith|endsWith|match|search)\\s*\\(\\s*|[!=]==?\\s*)${Q}[^'"\`\\n]{0,80}\\b(?:vitest|jest|mocha|pytest|ava|jasmine|karma)\\b[^'"\`\\n]{0,80}${Q}|${Q}(?:vitest|jest|mocha|pytest|ava|jasmine|karma)${Q}\\s*[!=]==?|\\bsys\\s*\\.\\s*modules\\b[^\\n]{0,40}${Q}(?:_?pytest|unittest|doctest)${Q}|${Q}(?:_?pytest|unittest|doctest)${Q}\\s*(?:not\\s+)?in\\b|\\bfrom\\s+sys\\s+import\\b[^\\n]*\\bmodules\\b|${Q}(?:PYTEST|VITEST|JEST)(?:_[A-Z_]*)?${Q}|\\b(?:dont_write_bytecode|PYTHONDONTWRITEBYTECODE)\\b|${Q}(?:describe|it|test|expect|jest|vi|beforeEach|afterEach|suite)${Q}\\s*in\\s+(?:globalThis|global|window|self)\\b|\\b(?:globalThis|global)\\s*,\\s*${Q}(?:describe|it|test|expect|jest|vi)${Q}|\\{[^}\\n]*\\b(?:TEST|CI)\\b[^}\\n]*\\}\\s*=\\s*process\\s*\\.\\s*env\\b|\\bfor\\s*\\([^)\\n]*\\bin\\s+process\\s*\\.\\s*env\\b|\\bprocess\\s*\\.\\s*argv\\s*\\.\\s*at\\s*\\(\\s*1\\s*\\)|\\[\\s*,\\s*[\\w$]+[^\\]\\n]*\\]\\s*=\\s*process\\s*\\.\\s*argv\\b|\\bmodule\\s*\\.\\s*parent\\b|\\btypeof\\s+process\\s*\\.\\s*send\\b|\\bprocess\\s*\\.\\s*connected\\b`,
                paths: CODE,
                exclude: ALL_TESTS,
                net: true,
            },
            {
                kind: 'added',
                what: 'code outside tests that imports a test-named module (`./test/mode.mjs`, `./mode.spec.mjs`, an alias `#test/mode` or `@/test/mode`, `test_mode`, a `conftest`): what it reads there is not checked as code',
                pattern: `(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*|\\brequire\\s*\\(\\s*)${Q}(?:\\.{1,2}/|#|[~@]/)(?:[^'"\`\\n]*/)?(?:(?:tests?|__tests?__|specs?)/|[^/'"\`\\n]*\\.(?:test|spec)(?:-d)?\\.)[^'"\`\\n]*${Q}|^\\s*(?:from|import)\\s+\\.*(?:[\\w.]*\\.)?(?:tests?|test_\\w+|\\w+_test|conftest)\\b`,
                paths: CODE,
                exclude: ALL_TESTS,
                net: true,
            },
            {
                kind: 'added',
                what: 'code outside tests that requires a file under an extension Node has no loader for (`./flags.cfg`): CommonJS runs it as JavaScript, and it is not read as code',
                pattern: REQUIRE_OTHER_EXTENSION,
                paths: [JS],
                exclude: [...TEST_GLOBS.js],
                net: true,
            },
        ],
        probe: addedFile('src/gate_probe.js', ["export const caller = () => new Error().stack.split('\\n')[2];"]),
    },
];
const BY_NAME = new Map(CATALOG.map((c) => [c.name, c]));
function builtinCheck(name) {
    return BY_NAME.get(name);
}
function allBuiltinChecks() {
    return CATALOG;
}


/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   d0: () => (/* binding */ noPositionals),
/* harmony export */   mw: () => (/* binding */ required),
/* harmony export */   yr: () => (/* binding */ optionalInt)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6675);
/* harmony import */ var _oracle_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7508);



/** parseArgs with usage errors as UsageError, and `--help` answered with the command's usage. */
function parseCommand(argv, options, usage) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: argv,
            options: { ...options, help: { type: 'boolean', short: 'h' } },
            allowPositionals: true,
            strict: true,
        });
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(usageMessage(err, options));
    }
    if (parsed.values.help) {
        process.stdout.write(usage + '\n');
        return 'help';
    }
    return parsed;
}
function required(values, name) {
    const v = values[name];
    if (typeof v !== 'string' || v === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} is required`);
    return v;
}
function optionalInt(values, name, min = 0) {
    const v = values[name];
    if (v === undefined)
        return undefined;
    if (typeof v !== 'string' || !/^-?\d+$/.test(v) || Number(v) < min) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name}: expected an integer ≥ ${min}, got ${JSON.stringify(v)}`);
    }
    return Number(v);
}
function noPositionals(positionals) {
    if (positionals.length)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unexpected argument ${JSON.stringify(positionals[0])}`);
}
/** parseArgs' message, shortened, with the closest known option for an unknown one. */
function usageMessage(err, options) {
    const unknown = /^Unknown option '(-{1,2}[^']*)'/.exec(err.message);
    if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown !== null) {
        const typed = unknown[1];
        const known = [...Object.keys(options), 'help'].map((o) => `--${o}`);
        return `unknown option ${typed}${(0,_oracle_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(typed.split('=')[0], known)}`;
    }
    return err.message;
}


/***/ })

};
