export { setup as default } from './tmp-global.mjs';
