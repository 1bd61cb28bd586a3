export const id = 848;
export const ids = [848];
export const modules = {

/***/ 9848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BUILTINS_USAGE: () => (/* binding */ BUILTINS_USAGE),
/* harmony export */   builtinsCommand: () => (/* binding */ builtinsCommand)
/* harmony export */ });
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7593);
/* harmony import */ var _builtins_catalog_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8932);
/** `gate builtins`: the catalog of built-in checks, what each forbids, and how to use one. */


const BUILTINS_USAGE = `usage: gate builtins [--json]

Lists the built-in checks of the catalog and what each forbids. Use one in gate.yml as

  properties:
    - builtin: no-skipped-tests
      paths: ['src/**']          # optional: read only these files
      probe: probes/skip.patch   # optional: a patch it must reject, instead of the shipped one
      on_match: hold             # optional: a match waits for a person instead of rejecting

Each check ships its own probe, so it is registered like any spec: it must reject its probe and not
the empty patch. With paths that leave the shipped probe's files out, give a probe of your own.`;
async function builtinsCommand(argv) {
    const parsed = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommand */ .RM)(argv, { json: { type: 'boolean' } }, BUILTINS_USAGE);
    if (parsed === 'help')
        return 0;
    (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_0__/* .noPositionals */ .d0)(parsed.positionals);
    const checks = (0,_builtins_catalog_js__WEBPACK_IMPORTED_MODULE_1__/* .allBuiltinChecks */ .YI)();
    if (parsed.values.json === true) {
        const rows = checks.map((c) => ({
            name: c.name,
            forbids: c.forbids,
            rules: c.rules.map((r) => r.what),
            ...(c.honestUses !== undefined ? { honest_uses: c.honestUses } : {}),
        }));
        process.stdout.write(JSON.stringify(rows, null, 2) + '\n');
        return 0;
    }
    const width = Math.max(...checks.map((c) => c.name.length));
    const lines = checks.map((c) => `  ${c.name.padEnd(width)}  ${c.forbids}` +
        (c.honestUses !== undefined
            ? `\n  ${' '.repeat(width)}  honest uses (on_match: hold): ${c.honestUses}`
            : ''));
    process.stdout.write(`built-in checks (use as '- builtin: NAME' under properties: in gate.yml):\n\n${lines.join('\n')}\n\n` +
        `Run 'gate builtins --help' for the optional paths: and probe: keys.\n`);
    return 0;
}


/***/ })

};
