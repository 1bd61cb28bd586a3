/**
 * A local stand-in for the two services `@actions/artifact` v6 talks to, on 127.0.0.1 (random port):
 *
 * - the Actions results service, Twirp over JSON:
 *   `POST /twirp/github.actions.results.api.v1.ArtifactService/{CreateArtifact,FinalizeArtifact,
 *   ListArtifacts,GetSignedArtifactURL}`. The bearer token must be the JWT this server issued (HS256,
 *   checked), its `scp` claim must hold `Actions.Results:<run backend id>:<job backend id>` and those
 *   ids must match the request; bodies are validated against the protobuf JSON mapping of the
 *   results API messages (proto field names, int64 as strings, wrappers as plain values).
 * - Azure blob storage behind the signed URLs it hands out: block blob `PUT ?comp=block`,
 *   `PUT ?comp=blocklist` (what BlockBlobClient.uploadStream sends), a single-shot `PUT`, and `GET`
 *   for downloads. The `sig` of every blob request must be one this server issued, with the right
 *   permission (`sp=cw` to upload, `sp=r` to read).
 *
 * Finalize checks that the committed blob has the size and sha256 the client reports. Uploads are
 * kept so a test can unzip what arrived (readZip). Anything off-protocol is recorded in `violations`.
 */
import { Ajv } from 'ajv';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import yauzl from 'yauzl';
import type { RunArtifact } from './github-server.js';

const SERVICE = 'github.actions.results.api.v1.ArtifactService';

export interface StoredArtifact {
  /** database_id / the REST artifact id. */
  id: number;
  name: string;
  runBackendId: string;
  jobBackendId: string;
  version: number;
  mimeType: string | null;
  expiresAt: string | null;
  /** Committed blob bytes (the zip); null until the block list is committed. */
  blob: Buffer | null;
  blobContentType: string | null;
  finalized: boolean;
  /** As reported by FinalizeArtifact. */
  size: number | null;
  hash: string | null;
  createdAt: string;
  blobPath: string;
}

export interface ArtifactRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Twirp method name, or `blob:<comp|put|get>`. */
  kind: string;
  /** Parsed JSON for Twirp calls; byte length for blob bodies. */
  body: unknown;
  status: number;
}

export interface ArtifactFault {
  /** `twirp` (any Twirp method), a Twirp method name, `blob`, or `any`. */
  target: string;
  status: number;
  times: number;
}

export interface ArtifactServer {
  /** Origin of the results service (ACTIONS_RESULTS_URL). */
  url: string;
  runBackendId: string;
  jobBackendId: string;
  /** A runtime token for this run and job, signed by this server. */
  runtimeToken: string;
  /** ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL for the artifact client. */
  env(): Record<string, string>;
  artifacts: StoredArtifact[];
  requests: ArtifactRequest[];
  violations: string[];
  /** Answer the next `times` matching requests with `status` (a Twirp or storage error body). */
  failNext(target: ArtifactFault['target'], times: number, status?: number): void;
  clearFaults(): void;
  /** The finalized artifacts as the REST API lists them (for GitHubServer.setRunArtifacts). */
  restArtifacts(): RunArtifact[];
  close(): Promise<void>;
}

/** Unpacks a zip into path → bytes (directories end in '/', kept with empty content). */
export function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, archive) => {
      if (err || !archive) return reject(err ?? new Error('no archive'));
      const files = new Map<string, Buffer>();
      archive.on('error', reject);
      archive.on('end', () => resolve(files));
      archive.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) {
          files.set(entry.fileName, Buffer.alloc(0));
          return archive.readEntry();
        }
        archive.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}

// ---- JWT ---------------------------------------------------------------------------------------

const b64url = (b: Buffer | string): string => Buffer.from(b).toString('base64url');

function signJwt(payload: Record<string, unknown>, secret: Buffer): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** The payload of a JWT this server signed; null when the signature does not verify. */
function verifyJwt(token: string, secret: Buffer): Record<string, unknown> | null {
  const [head, body, sig] = token.split('.');
  if (!head || !body || !sig) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  if (expected !== sig) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
}

// ---- Twirp request messages (protobuf JSON mapping, proto field names) -------------------------

const INT64 = { type: 'string', pattern: '^-?\\d+$' };
const TIMESTAMP = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$' };
const IDS = {
  workflow_run_backend_id: { type: 'string', minLength: 1 },
  workflow_job_run_backend_id: { type: 'string', minLength: 1 },
};
const REQUEST_SCHEMAS: Record<string, object> = {
  CreateArtifact: {
    type: 'object',
    additionalProperties: false,
    required: ['workflow_run_backend_id', 'workflow_job_run_backend_id', 'name', 'version'],
    properties: {
      ...IDS,
      name: { type: 'string', minLength: 1, pattern: '^[^":<>|*?\\r\\n\\\\/]+$' },
      expires_at: TIMESTAMP,
      version: { type: 'integer', minimum: 1 },
      mime_type: { type: 'string' },
    },
  },
  FinalizeArtifact: {
    type: 'object',
    additionalProperties: false,
    required: ['workflow_run_backend_id', 'workflow_job_run_backend_id', 'name', 'size'],
    properties: { ...IDS, name: { type: 'string', minLength: 1 }, size: INT64, hash: { type: 'string' } },
  },
  ListArtifacts: {
    type: 'object',
    additionalProperties: false,
    required: ['workflow_run_backend_id', 'workflow_job_run_backend_id'],
    properties: { ...IDS, name_filter: { type: 'string' }, id_filter: INT64 },
  },
  GetSignedArtifactURL: {
    type: 'object',
    additionalProperties: false,
    required: ['workflow_run_backend_id', 'workflow_job_run_backend_id', 'name'],
    properties: { ...IDS, name: { type: 'string', minLength: 1 } },
  },
};

// ---- the server --------------------------------------------------------------------------------

export async function startArtifactServer(): Promise<ArtifactServer> {
  const secret = randomBytes(32);
  const runBackendId = 'ce7f54c7-61c7-4aae-887f-30da475f5f1a';
  const jobBackendId = 'ca395085-040a-526b-2ce8-bdc85f692774';
  const runtimeToken = signJwt(
    {
      scp: `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}`,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
    },
    secret,
  );
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validators = Object.fromEntries(Object.entries(REQUEST_SCHEMAS).map(([k, s]) => [k, ajv.compile(s)]));

  const artifacts: StoredArtifact[] = [];
  const requests: ArtifactRequest[] = [];
  const violations: string[] = [];
  /** Staged, uncommitted blocks per blob path. */
  const blocks = new Map<string, Map<string, Buffer>>();
  /** Signatures issued: sig → blob path and permissions. */
  const signatures = new Map<string, { blobPath: string; permissions: string }>();
  let faults: ArtifactFault[] = [];
  let nextId = 9000;
  let base = '';

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      violations.push(`server error: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  function sign(blobPath: string, permissions: string): string {
    const sig = randomBytes(18).toString('base64');
    signatures.set(sig, { blobPath, permissions });
    const expiry = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const q = new URLSearchParams({ sv: '2025-01-05', se: expiry, sr: 'b', sp: permissions, sig });
    return `${base}${blobPath}?${q.toString()}`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', base);
    const method = (req.method ?? 'GET').toUpperCase();
    const raw = await readBody(req);
    const record: ArtifactRequest = {
      method,
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      headers: req.headers,
      kind: '',
      body: raw.length,
      status: 0,
    };
    requests.push(record);
    const reply = (status: number, body: string | Buffer, headers: Record<string, string> = {}): void => {
      record.status = status;
      res.writeHead(status, { 'content-length': String(Buffer.byteLength(body)), ...headers });
      res.end(method === 'HEAD' ? undefined : body);
    };

    const twirp = u.pathname.startsWith(`/twirp/${SERVICE}/`);
    record.kind = twirp
      ? u.pathname.slice(`/twirp/${SERVICE}/`.length)
      : `blob:${u.searchParams.get('comp') ?? method.toLowerCase()}`;
    const fault = faults.find(
      (f) =>
        f.times > 0 &&
        (f.target === 'any' ||
          f.target === record.kind ||
          (f.target === 'twirp' && twirp) ||
          (f.target === 'blob' && !twirp)),
    );
    if (fault) {
      fault.times -= 1;
      faults = faults.filter((f) => f.times > 0);
      return twirp
        ? replyTwirpError(reply, fault.status, 'internal', 'injected fault')
        : reply(
            fault.status,
            storageError('InternalError', 'injected fault'),
            storageHeaders('InternalError'),
          );
    }
    if (twirp) return handleTwirp(record, raw, req.headers, reply);
    if (u.pathname.startsWith('/blob/')) return handleBlob(record, u, raw, req.headers, reply);
    violations.push(`${method} ${u.pathname}: no such endpoint`);
    return reply(404, 'not found');
  }

  type Reply = (status: number, body: string | Buffer, headers?: Record<string, string>) => void;

  function replyTwirpError(reply: Reply, status: number, code: string, msg: string): void {
    reply(status, JSON.stringify({ code, msg }), { 'content-type': 'application/json' });
  }

  function handleTwirp(
    record: ArtifactRequest,
    raw: Buffer,
    headers: IncomingHttpHeaders,
    reply: Reply,
  ): void {
    const method = record.kind;
    const fail = (status: number, code: string, msg: string): void => {
      violations.push(`${method}: ${msg}`);
      replyTwirpError(reply, status, code, msg);
    };
    if (record.method !== 'POST') return fail(404, 'bad_route', `expected POST, got ${record.method}`);
    if (!/^application\/json/.test(headers['content-type'] ?? '')) {
      return fail(
        404,
        'bad_route',
        `content-type ${String(headers['content-type'])} is not application/json`,
      );
    }
    const auth = /^Bearer (.+)$/.exec(headers.authorization ?? '');
    const claims = auth ? verifyJwt(auth[1] as string, secret) : null;
    if (!claims) return fail(401, 'unauthenticated', 'missing or invalid bearer token');
    const scopes = String(claims.scp ?? '').split(' ');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      return fail(400, 'malformed', 'body is not JSON');
    }
    record.body = body;
    const validate = validators[method];
    if (!validate) return fail(404, 'bad_route', `no method ${method}`);
    if (!validate(body)) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
      return fail(400, 'invalid_argument', errors.join('; '));
    }
    const scope = `Actions.Results:${String(body.workflow_run_backend_id)}:${String(body.workflow_job_run_backend_id)}`;
    if (!scopes.includes(scope)) return fail(403, 'permission_denied', `token scope lacks ${scope}`);
    const run = String(body.workflow_run_backend_id);
    const ok = (payload: unknown): void =>
      reply(200, JSON.stringify(payload), { 'content-type': 'application/json' });

    switch (method) {
      case 'CreateArtifact': {
        const name = String(body.name);
        if (artifacts.some((a) => a.runBackendId === run && a.name === name && a.finalized)) {
          return replyTwirpError(
            reply,
            409,
            'already_exists',
            `an artifact with this name already exists on the workflow run`,
          );
        }
        const blobPath = `/blob/actions-results/${run}/${body.workflow_job_run_backend_id}/${encodeURIComponent(name)}.zip`;
        const artifact: StoredArtifact = {
          id: nextId++,
          name,
          runBackendId: run,
          jobBackendId: String(body.workflow_job_run_backend_id),
          version: Number(body.version),
          mimeType: typeof body.mime_type === 'string' ? body.mime_type : null,
          expiresAt: typeof body.expires_at === 'string' ? body.expires_at : null,
          blob: null,
          blobContentType: null,
          finalized: false,
          size: null,
          hash: null,
          createdAt: new Date().toISOString(),
          blobPath,
        };
        // A retried create replaces the unfinished one of the same name.
        const stale = artifacts.findIndex((a) => a.runBackendId === run && a.name === name);
        if (stale >= 0) artifacts.splice(stale, 1);
        artifacts.push(artifact);
        return ok({ ok: true, signed_upload_url: sign(blobPath, 'cw') });
      }
      case 'FinalizeArtifact': {
        const a = artifacts.find((x) => x.runBackendId === run && x.name === body.name && !x.finalized);
        if (!a) return fail(404, 'not_found', `no artifact ${String(body.name)} being uploaded`);
        if (!a.blob)
          return fail(400, 'failed_precondition', `${a.name}: finalize before the blob was committed`);
        if (Number(body.size) !== a.blob.length) {
          return fail(
            400,
            'invalid_argument',
            `${a.name}: size ${String(body.size)} but the blob has ${a.blob.length} bytes`,
          );
        }
        const digest = `sha256:${createHash('sha256').update(a.blob).digest('hex')}`;
        if (body.hash !== undefined && body.hash !== digest) {
          return fail(
            400,
            'invalid_argument',
            `${a.name}: hash ${String(body.hash)} but the blob hashes to ${digest}`,
          );
        }
        a.finalized = true;
        a.size = a.blob.length;
        a.hash = digest;
        return ok({ ok: true, artifact_id: String(a.id) });
      }
      case 'ListArtifacts': {
        const list = artifacts.filter(
          (a) =>
            a.finalized &&
            a.runBackendId === run &&
            (body.name_filter === undefined || a.name === body.name_filter) &&
            (body.id_filter === undefined || String(a.id) === body.id_filter),
        );
        return ok({
          artifacts: list.map((a) => ({
            workflow_run_backend_id: a.runBackendId,
            workflow_job_run_backend_id: a.jobBackendId,
            database_id: String(a.id),
            name: a.name,
            size: String(a.size ?? 0),
            created_at: a.createdAt,
            ...(a.hash ? { digest: a.hash } : {}),
          })),
        });
      }
      case 'GetSignedArtifactURL': {
        const a = artifacts.find((x) => x.finalized && x.runBackendId === run && x.name === body.name);
        if (!a) return replyTwirpError(reply, 404, 'not_found', `no artifact ${String(body.name)}`);
        return ok({ signed_url: sign(a.blobPath, 'r') });
      }
      default:
        return fail(404, 'bad_route', `no method ${method}`);
    }
  }

  function handleBlob(
    record: ArtifactRequest,
    u: URL,
    raw: Buffer,
    headers: IncomingHttpHeaders,
    reply: Reply,
  ): void {
    const fail = (status: number, code: string, msg: string): void => {
      violations.push(`${record.method} ${u.pathname}?${u.searchParams.get('comp') ?? ''}: ${msg}`);
      reply(status, storageError(code, msg), storageHeaders(code));
    };
    const grant = signatures.get(u.searchParams.get('sig') ?? '');
    if (!grant || grant.blobPath !== u.pathname) {
      return fail(403, 'AuthenticationFailed', 'signature missing, unknown or for another blob');
    }
    const reading = record.method === 'GET' || record.method === 'HEAD';
    if (!grant.permissions.includes(reading ? 'r' : 'w')) {
      return fail(
        403,
        'AuthorizationPermissionMismatch',
        `sp=${grant.permissions} does not allow ${record.method}`,
      );
    }
    const artifact = artifacts.find((a) => a.blobPath === u.pathname);
    if (!artifact) return fail(404, 'BlobNotFound', 'no such blob');
    const ok = (status: number, extra: Record<string, string> = {}): void =>
      reply(status, '', {
        'x-ms-request-id': randomBytes(8).toString('hex'),
        'x-ms-version': '2025-01-05',
        'x-ms-request-server-encrypted': 'true',
        date: new Date().toUTCString(),
        ...extra,
      });

    if (reading) {
      if (!artifact.blob) return fail(404, 'BlobNotFound', 'blob not committed');
      record.status = 200;
      return reply(200, artifact.blob, {
        'content-type': artifact.blobContentType ?? 'application/octet-stream',
        'x-ms-blob-type': 'BlockBlob',
        etag: `"0x${artifact.id}"`,
      });
    }
    if (record.method !== 'PUT') return fail(405, 'UnsupportedHttpVerb', `${record.method} is not supported`);
    if (!headers['x-ms-version']) return fail(400, 'MissingRequiredHeader', 'x-ms-version header missing');

    const comp = u.searchParams.get('comp');
    const staged = blocks.get(u.pathname) ?? new Map<string, Buffer>();
    blocks.set(u.pathname, staged);
    if (comp === 'block') {
      const id = u.searchParams.get('blockid');
      if (!id) return fail(400, 'MissingRequiredQueryParameter', 'blockid missing');
      if (Number(headers['content-length']) !== raw.length) {
        return fail(400, 'InvalidHeaderValue', 'content-length does not match the body');
      }
      staged.set(id, raw);
      return ok(201, { 'content-md5': createHash('md5').update(raw).digest('base64') });
    }
    if (comp === 'blocklist') {
      const xml = raw.toString('utf8');
      if (!/^(<\?xml[^>]*\?>)?\s*<BlockList>/.test(xml))
        return fail(400, 'InvalidXmlDocument', 'not a BlockList');
      const ids = [...xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map(
        (m) => m[2] as string,
      );
      const parts: Buffer[] = [];
      for (const id of ids) {
        const b = staged.get(id);
        if (!b) return fail(400, 'InvalidBlockList', `block ${id} was not staged`);
        parts.push(b);
      }
      artifact.blob = Buffer.concat(parts);
      artifact.blobContentType = String(headers['x-ms-blob-content-type'] ?? 'application/octet-stream');
      blocks.delete(u.pathname);
      return ok(201, { etag: `"0x${artifact.id}"`, 'last-modified': new Date().toUTCString() });
    }
    if (comp === null) {
      if (headers['x-ms-blob-type'] !== 'BlockBlob')
        return fail(400, 'MissingRequiredHeader', 'x-ms-blob-type');
      artifact.blob = raw;
      artifact.blobContentType = String(headers['x-ms-blob-content-type'] ?? 'application/octet-stream');
      return ok(201, { etag: `"0x${artifact.id}"` });
    }
    return fail(400, 'InvalidQueryParameterValue', `comp=${comp} is not supported`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    runBackendId,
    jobBackendId,
    runtimeToken,
    env: () => ({ ACTIONS_RUNTIME_TOKEN: runtimeToken, ACTIONS_RESULTS_URL: `${base}/` }),
    artifacts,
    requests,
    violations,
    failNext(target, times, status = 500) {
      faults.push({ target, times, status });
    },
    clearFaults() {
      faults = [];
    },
    restArtifacts() {
      return artifacts
        .filter((a) => a.finalized)
        .map((a) => ({
          id: a.id,
          name: a.name,
          size: a.size ?? 0,
          ...(a.hash ? { digest: a.hash } : {}),
          downloadUrl: sign(a.blobPath, 'r'),
        }));
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      });
    },
  };
}

function storageError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

function storageHeaders(code: string): Record<string, string> {
  return { 'content-type': 'application/xml', 'x-ms-error-code': code };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
