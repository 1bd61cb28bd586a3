#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6675:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jc: () => (/* binding */ Exit),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/** A command line the CLI cannot act on: exit 2 with the message and the command's usage. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
/** An input the user named cannot be used (unreadable file, invalid JSON): exit 1, one line on stderr. */
class InputError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InputError';
    }
}
/** Exit codes of the CLI. */
const Exit = {
    OK: 0,
    INPUT: 1,
    USAGE: 2,
};


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};
/* harmony import */ var _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6675);
/**
 * The `gate` CLI. Each subcommand is imported only when it is called, so `gate classify` starts
 * without loading the pipeline, and no subcommand loads the GitHub or artifact clients.
 */

const USAGE = `usage: gate <command> [options]

commands:
  run                 grade a candidate patch: scope → property → fixture → classify → freeze
  classify            classify one run record (or --jsonl, --self-check)
  property register   run a spec on its probe and on the empty patch; write the slot
  property eval       run a registered spec on a candidate patch
  fixture bind        bind a fixture manifest to a patch
  fixture replay      replay a binding: generator, then invariant
  freeze lookup       read the freeze ledger after a REPLAY_MISS
  freeze grant        add a SCHEDULER row to the ledger (people, in a reviewed pull request)
  freeze prune        remove dead rows from the ledger
  replay-seed         replay one seed once in a given worktree

Run 'gate <command> --help' for a command's options.`;
async function load(name, sub) {
    switch (`${name} ${sub ?? ''}`
        .trim()
        .split(' ')
        .slice(0, name === 'classify' || name === 'run' || name === 'replay-seed' ? 1 : 2)
        .join(' ')) {
        case 'classify':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(109), __nccwpck_require__.e(137)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3137))).classifyCommand, 1];
        case 'run':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(6), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(950), __nccwpck_require__.e(844), __nccwpck_require__.e(407)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2407))).runCommand, 1];
        case 'property register':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(6), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(950), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).propertyRegister, 2];
        case 'property eval':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(6), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(950), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).propertyEval, 2];
        case 'fixture bind':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(6), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(950), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).fixtureBind, 2];
        case 'fixture replay':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(6), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(950), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).fixtureReplay, 2];
        case 'replay-seed':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(6), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(950), __nccwpck_require__.e(523)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4523))).replaySeedCommand, 1];
        case 'freeze lookup':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(844), __nccwpck_require__.e(59)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1059))).freezeLookup, 2];
        case 'freeze grant':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(844), __nccwpck_require__.e(59)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1059))).freezeGrant, 2];
        case 'freeze prune':
            return [(await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(109), __nccwpck_require__.e(881), __nccwpck_require__.e(844), __nccwpck_require__.e(59)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1059))).freezePrune, 2];
        default:
            return undefined;
    }
}
/** Ctrl-C and SIGTERM: kill user processes, remove worktrees and locks, then exit. */
function handleSignals() {
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.once(signal, () => {
            void __nccwpck_require__.e(/* import() */ 691).then(__nccwpck_require__.bind(__nccwpck_require__, 2691)).then(({ runInterruptCleanups }) => {
                runInterruptCleanups();
                process.stderr.write(`gate: interrupted (${signal}); cleaned up\n`);
                process.exit(signal === 'SIGINT' ? 130 : 143);
            });
        });
    }
}
async function main(argv) {
    const [name, sub] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        process.stdout.write(USAGE + '\n');
        return name === undefined ? _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Exit */ .Jc.USAGE : _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Exit */ .Jc.OK;
    }
    if (name === '--version') {
        process.stdout.write('gate 0.1.0\n');
        return _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Exit */ .Jc.OK;
    }
    const found = await load(name, sub);
    if (!found) {
        process.stderr.write(`gate: unknown command '${argv.slice(0, 2).join(' ')}'\n\n${USAGE}\n`);
        return _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Exit */ .Jc.USAGE;
    }
    const [command, consumed] = found;
    if (name !== 'classify')
        handleSignals();
    try {
        return await command(argv.slice(consumed));
    }
    catch (err) {
        if (err instanceof _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb) {
            process.stderr.write(`gate ${name}: ${err.message}\nRun 'gate ${name} --help' for usage.\n`);
            return _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Exit */ .Jc.USAGE;
        }
        if (err instanceof _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz) {
            process.stderr.write(`gate ${name}: ${err.message}\n`);
            return _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Exit */ .Jc.INPUT;
        }
        process.stderr.write(`gate ${name}: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
        return _cli_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Exit */ .Jc.INPUT;
    }
}
main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (err) => {
    process.stderr.write(`gate: internal error: ${String(err)}\n`);
    process.exitCode = 1;
});

