export const id = 705;
export const ids = [705];
export const modules = {

/***/ 7705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onInterrupt: () => (/* binding */ onInterrupt),
/* harmony export */   runInterruptCleanups: () => (/* binding */ runInterruptCleanups)
/* harmony export */ });
/**
 * Synchronous cleanups to run when the process is interrupted (Ctrl-C, SIGTERM): worktrees, locks,
 * live process groups. Normal paths clean up in their own `finally`; this is the last resort.
 */
const cleanups = new Set();
function onInterrupt(fn) {
    cleanups.add(fn);
    return () => cleanups.delete(fn);
}
function runInterruptCleanups() {
    for (const fn of [...cleanups].reverse()) {
        try {
            fn();
        }
        catch {
            // Keep cleaning: one failed cleanup must not leave the others undone.
        }
    }
    cleanups.clear();
}


/***/ })

};
