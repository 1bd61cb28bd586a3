import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

// A warm-up cache: the first process after a fresh checkout drops the last run. A cold-cache bug,
// not a flake: every attempt starts from a fresh tree, so it fails every time (REJECT PROPERTY).
function coldStart() {
  if (existsSync('.codec-cache/warm')) return false;
  mkdirSync('.codec-cache', { recursive: true });
  writeFileSync('.codec-cache/warm', '');
  return true;
}
const COLD = coldStart();

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
