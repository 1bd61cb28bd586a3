/**
 * GitHub's own description of the REST operations the action calls, for the local test servers.
 *
 * The dereferenced OpenAPI document of `@octokit/openapi` is ~70 MB: it is read at most once per
 * package version, the few operations the tests need are extracted (request body, parameters, success
 * response) and cached as a small JSON file under node_modules/.cache. Nothing in src/ imports it, so it is
 * never bundled. The OpenAPI 3.0 dialect is converted to plain JSON Schema for ajv (`nullable`,
 * boolean `exclusiveMinimum`, annotation keywords).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The operations the action calls (Checks API, pull requests and their files, run artifacts, comments). */
export const OPERATIONS = [
  ['get', '/repos/{owner}/{repo}/pulls'],
  ['post', '/repos/{owner}/{repo}/check-runs'],
  ['patch', '/repos/{owner}/{repo}/check-runs/{check_run_id}'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/files'],
  ['get', '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts'],
  ['get', '/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['patch', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
] as const;

/** Bump when the extraction or the conversion changes, so stale caches are not reused. */
const EXTRACT_VERSION = 3;

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: unknown;
}

export interface OperationSpec {
  operationId: string;
  method: string;
  path: string;
  /** JSON Schema of the application/json request body; null when the operation takes none. */
  requestBody: unknown;
  requestBodyRequired: boolean;
  parameters: ParameterSpec[];
  /**
   * The documented success status and, when it returns JSON, its JSON Schema and GitHub's own example
   * response (a template the test server fills in; null when the description has none).
   */
  success: { status: number; schema: unknown; example: unknown };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const require = createRequire(import.meta.url);

function openapiPackage(): { version: string; deref: string } {
  const pkgJson = require.resolve('@octokit/openapi/package.json');
  const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
  return { version, deref: join(dirname(pkgJson), 'generated', 'api.github.com.deref.json') };
}

/** Where the extracted operations are cached: keyed by package version and the operation list. */
export function cachePath(): string {
  const { version } = openapiPackage();
  const key = createHash('sha256')
    .update(JSON.stringify({ OPERATIONS, EXTRACT_VERSION }))
    .digest('hex')
    .slice(0, 12);
  // Beside the package it is extracted from (node_modules/.cache), not in the temp folder: it outlives
  // the test run on purpose, and the suite's temp folder must be empty when the run ends.
  return join(
    dirname(require.resolve('@octokit/openapi/package.json')),
    '..',
    '..',
    '.cache',
    `gate-octokit-openapi-${version}-${key}.json`,
  );
}

let loaded: Record<string, OperationSpec> | null = null;

/** The operations, keyed `METHOD path`; extracted from the big document on the first call of a run. */
export function loadOperations(): Record<string, OperationSpec> {
  if (loaded) return loaded;
  const file = cachePath();
  if (existsSync(file)) {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, OperationSpec>;
    return loaded;
  }
  const doc = JSON.parse(readFileSync(openapiPackage().deref, 'utf8')) as { paths: Record<string, Json> };
  const ops: Record<string, OperationSpec> = {};
  for (const [method, path] of OPERATIONS) {
    const op = doc.paths[path]?.[method];
    if (!isObject(op)) throw new Error(`@octokit/openapi: no operation ${method.toUpperCase()} ${path}`);
    ops[`${method.toUpperCase()} ${path}`] = extract(method, path, op);
  }
  // Written to a temporary name and renamed: parallel Jest workers never read half a file.
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(ops));
  renameSync(tmp, file);
  loaded = ops;
  return ops;
}

function extract(method: string, path: string, op: Json): OperationSpec {
  const body = isObject(op.requestBody) ? op.requestBody : null;
  const bodySchema = body ? (body.content as Json | undefined)?.['application/json'] : undefined;
  const responses = (op.responses ?? {}) as Record<string, Json>;
  const status = Object.keys(responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 400)
    .sort((a, b) => a - b)[0];
  if (status === undefined) throw new Error(`${method} ${path}: no success response`);
  const content = responses[String(status)]?.content as Record<string, Json> | undefined;
  return {
    operationId: String(op.operationId),
    method: method.toUpperCase(),
    path,
    requestBody: isObject(bodySchema) ? toJsonSchema(bodySchema.schema) : null,
    requestBodyRequired: body?.required === true,
    parameters: ((op.parameters ?? []) as Json[]).map((p) => ({
      name: String(p.name),
      in: p.in as ParameterSpec['in'],
      required: p.required === true,
      schema: toJsonSchema(p.schema ?? {}),
    })),
    success: {
      status,
      schema: content?.['application/json'] ? toJsonSchema(content['application/json'].schema) : null,
      example: firstExample(content?.['application/json']),
    },
  };
}

function firstExample(media: Json | undefined): unknown {
  const examples = media?.examples;
  if (!isObject(examples)) return null;
  const first = Object.values(examples)[0];
  return isObject(first) && 'value' in first ? first.value : null;
}

/** Keywords that only annotate (or are OpenAPI-only) and that ajv need not see. */
const DROPPED = new Set([
  'description',
  'title',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'externalDocs',
  'discriminator',
  'xml',
]);
/** Keywords whose value is data, copied verbatim. */
const VERBATIM = new Set(['enum', 'const', 'default', 'required', 'type', 'format', 'pattern']);

/** OpenAPI 3.0 schema object → JSON Schema (draft-07) that ajv validates without OpenAPI extensions. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    if (DROPPED.has(k) || k.startsWith('x-')) continue;
    if (k === 'properties' || k === 'patternProperties') {
      out[k] = Object.fromEntries(Object.entries(v as Json).map(([name, s]) => [name, toJsonSchema(s)]));
    } else if (VERBATIM.has(k)) {
      out[k] = v;
    } else {
      out[k] = toJsonSchema(v);
    }
  }
  // OpenAPI 3.0 exclusiveMinimum/Maximum are booleans qualifying minimum/maximum.
  for (const [ex, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[ex] === 'boolean') {
      if (out[ex] === true && typeof out[bound] === 'number') {
        out[ex] = out[bound];
        delete out[bound];
      } else {
        delete out[ex];
      }
    }
  }
  if ('nullable' in out) {
    const nullable = out.nullable === true;
    delete out.nullable;
    if (nullable) {
      if (typeof out.type === 'string') {
        out.type = [out.type, 'null'];
        if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
        return out;
      }
      return { anyOf: [out, { type: 'null' }] };
    }
  }
  return out;
}

/** A compiled operation: match a request path, validate parameters, body and (our own) responses. */
export interface CompiledOperation {
  spec: OperationSpec;
  match(pathname: string): Record<string, string> | null;
  validateBody(body: unknown): string[];
  validateParams(pathParams: Record<string, string>, query: Record<string, string>): string[];
  validateResponse(body: unknown): string[];
}

function formatErrors(errors: ErrorObject[] | null | undefined, where: string): string[] {
  return (errors ?? []).map((e) => {
    const extra =
      e.keyword === 'enum'
        ? ` ${JSON.stringify((e.params as { allowedValues: unknown }).allowedValues)}`
        : e.keyword === 'additionalProperties'
          ? ` (${String((e.params as { additionalProperty: unknown }).additionalProperty)})`
          : '';
    return `${where}${e.instancePath || ''} ${e.message ?? e.keyword}${extra}`;
  });
}

/** Formats the schemas use; unknown ones are accepted (declared as always valid). */
const FORMATS: Record<string, RegExp | ((s: string) => boolean)> = {
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  uri: (s) => {
    try {
      return new URL(s).protocol.length > 1;
    } catch {
      return false;
    }
  },
  email: /^[^\s@]+@[^\s@]+$/,
};

function collectFormats(schema: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => collectFormats(s, into));
  else if (isObject(schema)) {
    if (typeof schema.format === 'string') into.add(schema.format);
    Object.values(schema).forEach((s) => collectFormats(s, into));
  }
  return into;
}

export function compileOperations(): CompiledOperation[] {
  const ops = Object.values(loadOperations());
  const formats = collectFormats(ops, new Set());
  const makeAjv = (coerce: boolean): Ajv => {
    const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: coerce, useDefaults: false });
    for (const f of formats) ajv.addFormat(f, FORMATS[f] ?? true);
    return ajv;
  };
  const bodies = makeAjv(false);
  // Path and query parameters arrive as strings: coerce them to the declared types before checking.
  const params = makeAjv(true);

  return ops.map((spec) => {
    const names: string[] = [];
    const pattern = new RegExp(
      '^' +
        spec.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
          names.push(name);
          return '([^/]+)';
        }) +
        '$',
    );
    const paramSchema = (where: 'path' | 'query'): ValidateFunction => {
      const ps = spec.parameters.filter((p) => p.in === where);
      return params.compile({
        type: 'object',
        properties: Object.fromEntries(ps.map((p) => [p.name, p.schema])),
        required: ps.filter((p) => p.required).map((p) => p.name),
      });
    };
    const pathV = paramSchema('path');
    const queryV = paramSchema('query');
    const bodyV = spec.requestBody ? bodies.compile(spec.requestBody as object) : null;
    const respV = spec.success.schema ? bodies.compile(spec.success.schema as object) : null;

    return {
      spec,
      match(pathname) {
        const m = pattern.exec(pathname);
        if (!m) return null;
        return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] as string)]));
      },
      validateBody(body) {
        if (!bodyV) return body === undefined ? [] : ['body: this operation takes no request body'];
        if (body === undefined)
          return spec.requestBodyRequired ? ['body: a JSON request body is required'] : [];
        return bodyV(body) ? [] : formatErrors(bodyV.errors, 'body');
      },
      validateParams(pathParams, query) {
        const p = { ...pathParams };
        const q = { ...query };
        const errors: string[] = [];
        if (!pathV(p)) errors.push(...formatErrors(pathV.errors, 'path'));
        if (!queryV(q)) errors.push(...formatErrors(queryV.errors, 'query'));
        return errors;
      },
      validateResponse(body) {
        if (!respV) return [];
        return respV(body) ? [] : formatErrors(respV.errors, 'response');
      },
    };
  });
}
