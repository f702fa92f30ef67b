import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

interface Operation {
  parameters?: { in: string; name: string; schema?: unknown; content?: Record<string, { schema: unknown }> }[];
  responses: Record<string, { description: string; content?: unknown }>;
}
interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let h: BootedLoupe;
let admin: ApiClient;
let doc: OpenApiDocument;

beforeAll(async () => {
  // Async events on, so their routes are registered and must be documented too.
  h = await bootLoupe({ config: { featureFlags: { GLOBAL_ASYNC_QUERIES: true } } });
  admin = await h.login();
  const res = await admin.get<OpenApiDocument>('/api/v1/_openapi');
  expect(res.status).toBe(200);
  doc = res.body;
});

afterAll(async () => {
  await h?.close();
});

/** `/api/v1/database/:pk/tables/` → `/database/{pk}/tables/` (paths are relative to the /api/v1 server). */
const docPath = (url: string) => url.slice('/api/v1'.length).replace(/:([A-Za-z_]+)/g, '{$1}');

describe('/api/v1/_openapi', () => {
  it('validates as an OpenAPI 3 document, relative to the /api/v1 server as FAB serves it', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every /api/v1 route with its success and error responses', () => {
    const api = h.loupe.routes.filter((r) => r.url.startsWith('/api/v1/'));
    expect(api.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const r of api) {
      const op = doc.paths[docPath(r.url)]?.[r.method.toLowerCase()];
      const statuses = Object.keys(op?.responses ?? {});
      const documented =
        op !== undefined &&
        statuses.some((s) => /^[23]\d\d$/.test(s)) &&
        statuses.includes('400') &&
        !Object.values(op.responses).some((x) => x.description === 'Default Response');
      if (!documented) missing.push(`${r.method} ${r.url}`);
    }
    // A route listed here has no `schema.response` built with apiResponses (server/http/openapi-schemas.ts).
    expect(missing).toEqual([]);
  });

  it('documents a rison q as a query parameter whose JSON content is the decoded schema', () => {
    const q = doc.paths['/query/']?.get?.parameters?.find((p) => p.name === 'q');
    expect(q?.in).toBe('query');
    const schema = q?.content?.['application/json']?.schema as { properties?: Record<string, unknown> } | undefined;
    expect(Object.keys(schema?.properties ?? {})).toEqual(expect.arrayContaining(['filters', 'page', 'page_size']));
  });

  it('documents the body a handler checks itself: the QueryContext of chart data', () => {
    const op = doc.paths['/chart/data']?.post as Operation & {
      requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
    };
    expect(op.requestBody?.content['application/json']?.schema.required).toEqual(['datasource', 'queries']);
  });

  it('needs a signed-in user with can_get on OpenApi, as FAB does', async () => {
    expect((await h.anonymous().get('/api/v1/_openapi')).status).toBe(401);
    expect(h.loupe.routes).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/v1/_openapi', access: { perm: 'can_get', view: 'OpenApi' } }),
    );
  });
});

describe('/swagger/v1', () => {
  it('shows Swagger UI reading the document, with no inline script', async () => {
    const page = await admin.get('/swagger/v1/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const init = await admin.get('/swagger/v1/static/swagger-initializer.js');
    expect(init.status).toBe(200);
    const spec = await admin.get<OpenApiDocument>('/swagger/v1/json');
    expect(spec.body.paths).toEqual(doc.paths);
  });

  it('sends anonymous visitors to the login page', async () => {
    const res = await h.anonymous().get('/swagger/v1/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/login\/\?next=/);
  });
});
