// @vitest-environment node
// The breaking-change report behind `npm run contract:diff`: one fixture pair per kind of break
// (the base fixture and a copy with one change), changes that must pass, and the real contract.
import { describe, expect, it } from 'vitest';
import { findBreakingChanges, formatChange } from '../../scripts/breaking-changes.mjs';
import { isObject, loadSpec, type JsonObject } from '../contract/openapi-schema';

const base = loadSpec(new URL('./fixtures/diff-base.yaml', import.meta.url).pathname);

/** Walks a dotted path of the document (keys may contain slashes, so they are given as a list). */
function at(doc: JsonObject, ...keys: string[]): JsonObject {
  return keys.reduce<JsonObject>((node, key) => {
    const next = node[key];
    if (!isObject(next)) throw new Error(`no object at ${keys.join(' > ')}`);
    return next;
  }, doc);
}

/** The base fixture and a copy changed by `edit`: one fixture pair. */
function pair(edit: (doc: JsonObject) => void) {
  const after = structuredClone(base);
  edit(after);
  return findBreakingChanges(base, after);
}

const report = (edit: (doc: JsonObject) => void) => pair(edit).map(formatChange);
const schemas = (doc: JsonObject) => at(doc, 'components', 'schemas');
const props = (doc: JsonObject, schema: string) => at(schemas(doc), schema, 'properties');

describe('breaking changes: one fixture pair per kind', () => {
  it('reports nothing for an unchanged document', () => {
    expect(findBreakingChanges(base, structuredClone(base))).toEqual([]);
  });

  it('reports a removed path', () => {
    expect(report((doc) => delete at(doc, 'paths')['/api/health/'])).toEqual([
      'removed path           /api/health/: path removed',
    ]);
  });

  it('reports a removed method, but not a renamed path parameter', () => {
    expect(report((doc) => delete at(doc, 'paths', '/api/orders/{id}/').delete)).toEqual([
      'removed method         DELETE /api/orders/{id}/: method removed',
    ]);
    const renamed = pair((doc) => {
      const paths = at(doc, 'paths');
      paths['/api/orders/{pk}/'] = paths['/api/orders/{id}/'];
      delete paths['/api/orders/{id}/'];
    });
    expect(renamed).toEqual([]);
  });

  it('reports a removed response field wherever the schema is returned', () => {
    expect(report((doc) => delete props(doc, 'Order').price)).toEqual([
      'removed response field GET /api/orders/ response 200: field results[].price removed',
      'removed response field POST /api/orders/ response 201: field price removed',
      'removed response field GET /api/orders/{id}/ response 200: field price removed',
    ]);
  });

  it('reports a field newly required in a request body and a newly required parameter', () => {
    const changes = pair((doc) => {
      at(schemas(doc), 'OrderRequest').required = ['price', 'comment'];
      at(doc, 'components', 'parameters', 'Page').required = true;
    });
    expect(changes.map(formatChange)).toEqual([
      'newly required         GET /api/orders/ query parameter page: query parameter page is now required',
      'newly required         POST /api/orders/ request body: field comment is now required',
    ]);
  });

  it('reports a narrowed enum in requests, parameters and responses', () => {
    const changes = pair((doc) => {
      at(schemas(doc), 'StatusEnum').enum = ['new', 'paid'];
    });
    expect(changes.map((c) => `${c.kind} | ${c.operation} | ${c.where} | ${c.detail}`)).toEqual([
      'narrowed-enum | GET /api/orders/ | query parameter status | value[]: no longer allows shipped',
      'narrowed-enum | GET /api/orders/ | response 200 | field results[].status: no longer allows shipped',
      'narrowed-enum | POST /api/orders/ | request body | field status: no longer allows shipped',
      'narrowed-enum | POST /api/orders/ | response 201 | field status: no longer allows shipped',
      'narrowed-enum | GET /api/orders/{id}/ | response 200 | field status: no longer allows shipped',
    ]);
  });

  it('reports a free request field newly limited to an enum', () => {
    const changes = pair((doc) => {
      props(doc, 'OrderRequest').comment = {
        type: 'string',
        nullable: true,
        enum: ['urgent', null],
      };
    });
    expect(changes.map((c) => c.detail)).toEqual(['field comment: now limited to urgent, null']);
  });

  it('reports a changed type in a response and in a request', () => {
    const changes = pair((doc) => {
      props(doc, 'Order').price = { type: 'string' };
      props(doc, 'OrderRequest').price = { type: 'string' };
    });
    expect(changes.map(formatChange)).toContain(
      'changed type           GET /api/orders/{id}/ response 200: field price: number → string',
    );
    expect(changes.map(formatChange)).toContain(
      'changed type           POST /api/orders/ request body: field price: number → string',
    );
    expect(new Set(changes.map((c) => c.kind))).toEqual(new Set(['changed-type']));
  });

  it('reports a changed format, a path parameter type and a response field that may now be null', () => {
    const changes = pair((doc) => {
      props(doc, 'Order').created_at = { type: 'string', format: 'date' };
      props(doc, 'Order').id = { type: 'integer', nullable: true };
      const params = at(doc, 'paths', '/api/orders/{id}/').parameters;
      if (Array.isArray(params) && isObject(params[0]))
        params[0].schema = { type: 'string', format: 'uuid' };
    });
    const details = changes.map((c) => `${c.where}: ${c.detail}`);
    expect(details).toContain('response 200: field created_at: string(date-time) → string(date)');
    expect(details).toContain('response 200: field id: integer → integer | null');
    expect(details).toContain('path parameter id: value: integer → string(uuid)');
  });
});

describe('changes that do not break clients', () => {
  it('passes a new optional response field, a new path and a new optional request field', () => {
    const changes = pair((doc) => {
      props(doc, 'Order').tracking_number = { type: 'string' };
      props(doc, 'OrderRequest').tracking_number = { type: 'string' };
      at(doc, 'paths')['/api/orders/export/'] = {
        post: { operationId: 'ordersExport', responses: { '202': { description: 'Started.' } } },
      };
    });
    expect(changes).toEqual([]);
  });

  it('passes a widened request enum, a request field that may now be null, an integer response field and new descriptions', () => {
    const changes = pair((doc) => {
      props(doc, 'OrderRequest').status = { type: 'string', enum: ['new', 'paid', 'shipped', 'x'] };
      props(doc, 'OrderRequest').price = { type: 'number', nullable: true };
      props(doc, 'Order').price = { type: 'integer', description: 'Целая сумма в рублях.' };
      at(schemas(doc), 'Order').description = 'Заказ.';
    });
    expect(changes).toEqual([]);
  });
});

describe('the real contract', () => {
  const spec = loadSpec();

  it('has no breaking change against itself', () => {
    expect(findBreakingChanges(spec, structuredClone(spec))).toEqual([]);
  });

  it('reports the route field the screens rely on when it disappears', () => {
    const after = structuredClone(spec);
    delete props(after, 'RouteModel').nmc;
    const lines = findBreakingChanges(spec, after).map(formatChange);
    expect(lines).toContain(
      'removed response field GET /api/routes/v1/{id}/ response 200: field nmc removed',
    );
    expect(lines).toContain(
      'removed response field GET /api/routes/v1/ response 200: field results[].nmc removed',
    );
  });

  it('looks inside the `anyOf: [X, null]` a job result is written as', () => {
    const after = structuredClone(spec);
    delete props(after, 'JobResult').errors;
    const lines = findBreakingChanges(spec, after).map(formatChange);
    expect(lines).toContain(
      'removed response field GET /api/jobs/v1/{id}/ response 200: field result.errors removed',
    );
  });

  it('reports a job result that may newly be null, but not one that no longer can be', () => {
    const after = structuredClone(spec);
    props(after, 'Job').result = { $ref: '#/components/schemas/JobResult' };
    expect(findBreakingChanges(spec, after)).toEqual([]);
    expect(findBreakingChanges(after, spec).map(formatChange)).toContain(
      'changed type           GET /api/jobs/v1/{id}/ response 200: field result: object → object | null',
    );
  });
});
