// Run-length encoding: "aaab" <-> "3a1b".
export function encode(text) {
  let out = '';
  for (let i = 0; i < text.length;) {
    let j = i;
    while (j < text.length && text[j] === text[i]) j++;
    out += `${j - i}${text[i]}`;
    i = j;
  }
  return out;
}

// TODO: reject malformed input
export function decode(code) {
  let out = '';
  for (const m of code.matchAll(/(\d+)(\D)/g)) out += m[2].repeat(Number(m[1]));
  return out;
}
