/**
 * Builders of the unified diffs the catalog ships as probes. A probe is patch text, parsed by the same
 * parser as a candidate patch; building it from lines keeps the hunk counts right by construction.
 */

/** A patch that adds the file `path` with `lines`. */
export function addedFile(path: string, lines: readonly string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((l) => `+${l}`),
    '',
  ].join('\n');
}

/** A patch that deletes the file `path`, which held `lines`. */
export function deletedFile(path: string, lines: readonly string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    'deleted file mode 100644',
    `--- a/${path}`,
    '+++ /dev/null',
    `@@ -1,${lines.length} +0,0 @@`,
    ...lines.map((l) => `-${l}`),
    '',
  ].join('\n');
}

/** A patch that edits `path`: `before` lines become `after` lines, at line 1. */
export function editedFile(path: string, before: readonly string[], after: readonly string[]): string {
  return [
    `diff --git a/${path} b/${path}`,
    `--- a/${path}`,
    `+++ b/${path}`,
    `@@ -1,${before.length} +1,${after.length} @@`,
    ...before.map((l) => `-${l}`),
    ...after.map((l) => `+${l}`),
    '',
  ].join('\n');
}
