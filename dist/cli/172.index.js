export const id = 172;
export const ids = [172];
export const modules = {

/***/ 7172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decideRecord: () => (/* binding */ decideRecord)
/* harmony export */ });
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4050);
/* harmony import */ var _hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2916);


/** Classifies a record and adds its hash, as the reference's main() prints it. */
function decideRecord(record) {
    const decision = (0,_table_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyRecord */ .kK)(record);
    decision.record_sha256 = (0,_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .recordSha256 */ .H)(record);
    return decision;
}


/***/ }),

/***/ 2916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ recordSha256),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1737);


/** SHA-256 of `json.dumps(record, sort_keys=True, separators=(",", ":"))`, as the reference prints it. */
function recordSha256(record) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update((0,_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .pyDumps */ .vD)(record, { sortKeys: true }), 'utf8')
        .digest('hex');
}
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}


/***/ })

};
