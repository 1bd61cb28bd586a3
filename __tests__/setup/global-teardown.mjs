export { teardown as default } from './tmp-global.mjs';
