// @vitest-environment node
// Contract tests for openapi.yaml: every example matches its schema, and every operation
// follows the house rules (unique operationId, summary, description, 401/400/404 where due).
import { describe, expect, it } from 'vitest';
import {
  collectExamples,
  deref,
  isObject,
  loadSpec,
  operations,
  resolvePointer,
  validateAgainst,
  type JsonObject,
} from './openapi-schema';

const spec = loadSpec();
const cases = collectExamples(spec);
const ops = operations(spec);
const schemaRef = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

const exampleValue = (pointer: string): JsonObject => {
  const value = deref(spec, resolvePointer(spec, pointer)).value;
  if (!isObject(value)) throw new Error(`${pointer} has no object value`);
  return structuredClone(value);
};

const isSecured = (operation: JsonObject): boolean => {
  const security = operation.security ?? spec.security;
  return Array.isArray(security) && security.length > 0;
};

const responseCodes = (operation: JsonObject): string[] =>
  isObject(operation.responses) ? Object.keys(operation.responses) : [];

describe('openapi.yaml examples match their schemas', () => {
  it('finds the examples (request, response, parameter and header examples)', () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.some((c) => c.name.includes(' request '))).toBe(true);
    expect(cases.some((c) => c.name.includes(' parameter:'))).toBe(true);
    expect(cases.some((c) => c.name.includes(' header:'))).toBe(true);
  });

  for (const { name, schema, value } of cases) {
    it(name, () => {
      expect(validateAgainst(spec, schema, value)).toEqual([]);
    });
  }

  it('has no invalid example anywhere (summary)', () => {
    const invalid = cases.flatMap((c) =>
      validateAgainst(spec, c.schema, c.value).map((error) => `${c.name}: ${error}`),
    );
    expect(invalid).toEqual([]);
  });
});

describe('the example validator catches bad examples', () => {
  const route = exampleValue('#/components/examples/RouteDetail');

  it('accepts a known-good route', () => {
    expect(validateAgainst(spec, schemaRef('RouteModel'), route)).toEqual([]);
  });

  it('rejects an unknown category, a wrong type, a missing field and a null where not nullable', () => {
    const broken: JsonObject[] = [
      { ...route, category: 'lte7' },
      { ...route, nmc: '69 700 ₽' },
      { ...route, distance: null },
      Object.fromEntries(Object.entries(route).filter(([key]) => key !== 'path_hash')),
      { ...route, updated_at: '18.06.2026' },
    ];
    for (const value of broken) {
      expect(validateAgainst(spec, schemaRef('RouteModel'), value)).not.toEqual([]);
    }
  });

  it('applies nullable, nested $refs and minLength inside path segments', () => {
    const emptyCity = structuredClone(route);
    const path = emptyCity.path;
    if (!Array.isArray(path) || !isObject(path[0])) throw new Error('route example has no path');
    path[0].from_waypoint = { city: '' };
    expect(validateAgainst(spec, schemaRef('RouteModel'), emptyCity)).not.toEqual([]);
    expect(
      validateAgainst(spec, schemaRef('RouteModel'), { ...route, tariff: null, comment: null }),
    ).toEqual([]);
    expect(validateAgainst(spec, schemaRef('Job'), { id: 1, status: 'NEW', result: null })).toEqual(
      [],
    );
    expect(
      validateAgainst(spec, schemaRef('Job'), { id: 1, status: 'NEW', result: { errors: [] } }),
    ).not.toEqual([]);
  });

  it('enforces exactly one of route_filters / job_ids for export', () => {
    const exportSchema = schemaRef('RouteParametersForExportJobRequest');
    expect(validateAgainst(spec, exportSchema, { job_ids: [101] })).toEqual([]);
    expect(validateAgainst(spec, exportSchema, { route_filters: {} })).toEqual([]);
    expect(validateAgainst(spec, exportSchema, { job_ids: [101], route_filters: {} })).not.toEqual(
      [],
    );
    expect(validateAgainst(spec, exportSchema, { job_ids: [] })).not.toEqual([]);
    expect(validateAgainst(spec, exportSchema, {})).not.toEqual([]);
  });

  it('allows DRF field errors but not other shapes in ValidationError', () => {
    const schema = schemaRef('ValidationError');
    expect(validateAgainst(spec, schema, { nmc: ['Требуется численное значение.'] })).toEqual([]);
    expect(validateAgainst(spec, schema, { nmc: 'Требуется численное значение.' })).not.toEqual([]);
    expect(validateAgainst(spec, schema, { errors: [{ row: 1 }] })).not.toEqual([]);
  });
});

describe('openapi.yaml operations', () => {
  const label = ({ method, path }: { method: string; path: string }): string =>
    `${method.toUpperCase()} ${path}`;

  it('gives every operation a unique operationId', () => {
    const ids = ops.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation a summary and a description', () => {
    const missing = ops
      .filter(({ operation }) => !operation.summary || !operation.description)
      .map(label);
    expect(missing).toEqual([]);
  });

  it('declares 401 on every secured operation', () => {
    const missing = ops
      .filter(({ operation }) => isSecured(operation) && !responseCodes(operation).includes('401'))
      .map(label);
    expect(missing).toEqual([]);
  });

  it('leaves only the login, token refresh and sign-out calls unsecured', () => {
    const open = ops
      .filter(({ operation }) => !isSecured(operation))
      .map(({ operation }) => operation.operationId);
    expect(open.sort()).toEqual([
      'authCreate',
      'authLogoutCreate',
      'authRefreshTokenCreate',
      'usersLoginCreate',
    ]);
  });

  it('declares 400 on operations with a body and 404 on operations with an {id}', () => {
    const missing400 = ops
      .filter(({ operation }) => operation.requestBody && !responseCodes(operation).includes('400'))
      .map(label);
    const missing404 = ops
      .filter(
        ({ path, operation }) => path.includes('{id}') && !responseCodes(operation).includes('404'),
      )
      .map(label);
    expect({ missing400, missing404 }).toEqual({ missing400: [], missing404: [] });
  });
});
