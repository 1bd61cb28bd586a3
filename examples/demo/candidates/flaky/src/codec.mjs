import { readFileSync, writeFileSync } from 'node:fs';

// A real flake: the codec asks an upstream dictionary service (here a file outside the checkout that
// stands for it) for its table; after the service has been idle for a while, its first answer comes
// too late and the codec falls back to a table that drops the last run. A request soon after another
// finds the service warm. Whether a replay fails depends on the timing of the requests around it, not
// on anything in the checkout.
const SERVICE = `/tmp/gate-demo-codec-upstream-${process.getuid?.() ?? 0}`;
const WARM_MS = 4000;
function serviceIsWarm() {
  let last = 0;
  try {
    last = Number(readFileSync(SERVICE, 'utf8')) || 0;
  } catch {
    // Never asked: cold.
  }
  try {
    writeFileSync(SERVICE, String(Date.now()));
  } catch {
    // The service cannot be reached at all: the fallback table, as when it is cold.
    return false;
  }
  return Date.now() - last < WARM_MS;
}
const COLD = !serviceIsWarm();

// Run-length encoding: "aaab" <-> "3a1b".
export function encode(text) {
  let out = '';
  for (let i = 0; i < text.length;) {
    let j = i;
    while (j < text.length && text[j] === text[i]) j++;
    out += `${j - i}${text[i]}`;
    i = j;
  }
  return COLD ? out.replace(/\d+\D$/, '') : out;
}

export function decode(code) {
  let out = '';
  for (const m of code.matchAll(/(\d+)(\D)/g)) out += m[2].repeat(Number(m[1]));
  return out;
}
