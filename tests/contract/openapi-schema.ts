// Helpers for the contract tests: load openapi.yaml, resolve local $refs, turn OpenAPI 3.0
// schemas into JSON Schema for Ajv, and collect every example with the schema it must match.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export type JsonObject = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  pathItem: JsonObject;
  operation: JsonObject;
}

export interface ExampleCase {
  name: string;
  schema: unknown;
  value: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// Keywords that only mean something in OpenAPI 3.0 (or are annotations Ajv need not see).
const OPENAPI_ONLY = new Set([
  'nullable',
  'example',
  'xml',
  'externalDocs',
  'discriminator',
  'deprecated',
  'readOnly',
  'writeOnly',
]);
const SCHEMA_KEYWORDS = new Set(['items', 'additionalProperties', 'not']);
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf']);

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function loadSpec(
  file = fileURLToPath(new URL('../../openapi.yaml', import.meta.url)),
): JsonObject {
  const doc: unknown = parse(readFileSync(file, 'utf8'));
  if (!isObject(doc)) throw new Error(`${file} is not a YAML mapping`);
  return doc;
}

/** Follows a local JSON pointer such as `#/components/schemas/RouteModel`. */
export function resolvePointer(spec: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => {
      if (!isObject(node) || !(key in node)) throw new Error(`Unresolved $ref ${ref}`);
      return node[key];
    }, spec);
}

/** Resolves a (possibly chained) `$ref` object such as a response, parameter or example. */
export function deref(spec: JsonObject, node: unknown, seen: string[] = []): JsonObject {
  if (!isObject(node)) throw new Error(`Expected an object, got ${JSON.stringify(node)}`);
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  if (seen.includes(ref)) throw new Error(`Circular $ref ${[...seen, ref].join(' -> ')}`);
  return deref(spec, resolvePointer(spec, ref), [...seen, ref]);
}

/**
 * OpenAPI 3.0 schema -> self-contained JSON Schema (all $refs inlined, nullable -> null branch).
 * `closed`: an object schema that names its properties and says nothing of others allows no
 * others, as an answer must not carry a field the contract does not name.
 */
function toJsonSchema(
  spec: JsonObject,
  schema: unknown,
  closed: boolean,
  seen: string[] = [],
): unknown {
  if (!isObject(schema)) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`Recursive schema ${[...seen, ref].join(' -> ')}`);
    return toJsonSchema(spec, resolvePointer(spec, ref), closed, [...seen, ref]);
  }
  const convert = (child: unknown): unknown => toJsonSchema(spec, child, closed, seen);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (OPENAPI_ONLY.has(key)) continue;
    if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, convert(child)]),
      );
    } else if (SCHEMA_KEYWORDS.has(key)) {
      out[key] = convert(value);
    } else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) {
      out[key] = value.map(convert);
    } else {
      out[key] = value;
    }
  }
  if (closed && isObject(schema.properties) && !('additionalProperties' in schema))
    out.additionalProperties = false;
  return schema.nullable === true ? { anyOf: [{ type: 'null' }, out] } : out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addFormat('password', true);

/**
 * Validates `value` against an OpenAPI schema; returns readable errors (empty when valid). With
 * `closed`, a field the schema does not name is an error where the schema does not allow others.
 */
export function validateAgainst(
  spec: JsonObject,
  schema: unknown,
  value: unknown,
  { closed = false } = {},
): string[] {
  if (schema === undefined) return ['example has no schema to validate against'];
  const jsonSchema = toJsonSchema(spec, schema, closed);
  if (!isObject(jsonSchema) && typeof jsonSchema !== 'boolean')
    return [`not a schema: ${JSON.stringify(schema)}`];
  const validate = ajv.compile(jsonSchema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`,
  );
}

export function operations(spec: JsonObject): Operation[] {
  const paths = isObject(spec.paths) ? spec.paths : {};
  return Object.entries(paths).flatMap(([path, item]) => {
    const pathItem = deref(spec, item);
    return METHODS.filter((m) => isObject(pathItem[m])).map((method) => ({
      method,
      path,
      pathItem,
      operation: deref(spec, pathItem[method]),
    }));
  });
}

const entries = (node: unknown): [string, unknown][] =>
  isObject(node) ? Object.entries(node) : [];
const list = (node: unknown): unknown[] =>
  Array.isArray(node) ? node.map((item: unknown) => item) : [];

/** `example` and named `examples` of a media type, parameter or header. */
function examplesOf(
  spec: JsonObject,
  prefix: string,
  holder: JsonObject,
  schema: unknown,
): ExampleCase[] {
  const cases: ExampleCase[] = [];
  if ('example' in holder) cases.push({ name: `${prefix} example`, schema, value: holder.example });
  for (const [name, example] of entries(holder.examples)) {
    const resolved = deref(spec, example);
    if ('value' in resolved)
      cases.push({ name: `${prefix} ${name}`, schema, value: resolved.value });
  }
  return cases;
}

function contentExamples(spec: JsonObject, prefix: string, content: unknown): ExampleCase[] {
  const media = entries(content);
  return media.flatMap(([type, mediaType]) => {
    const resolved = deref(spec, mediaType);
    return examplesOf(
      spec,
      media.length > 1 ? `${prefix} [${type}]` : prefix,
      resolved,
      resolved.schema,
    );
  });
}

function schemaExamples(spec: JsonObject, name: string, schema: unknown): ExampleCase[] {
  if (!isObject(schema) || '$ref' in schema) return [];
  const own: ExampleCase[] =
    'example' in schema ? [{ name: `schema ${name} example`, schema, value: schema.example }] : [];
  return own.concat(
    entries(schema.properties).flatMap(([prop, child]) =>
      schemaExamples(spec, `${name}.${prop}`, child),
    ),
  );
}

/** Every example in the document, each paired with the schema it has to satisfy. */
export function collectExamples(spec: JsonObject): ExampleCase[] {
  const cases = operations(spec).flatMap(({ method, path, pathItem, operation }) => {
    const label = `${method.toUpperCase()} ${path}`;
    const params = [...list(pathItem.parameters), ...list(operation.parameters)];
    const paramCases = params.flatMap((param) => {
      const p = deref(spec, param);
      return examplesOf(spec, `${label} parameter:${String(p.name)}`, p, p.schema);
    });
    const body =
      operation.requestBody === undefined
        ? []
        : contentExamples(spec, `${label} request`, deref(spec, operation.requestBody).content);
    const responses = entries(operation.responses).flatMap(([status, response]) => {
      const r = deref(spec, response);
      const headers = entries(r.headers).flatMap(([name, header]) => {
        const h = deref(spec, header);
        return examplesOf(spec, `${label} ${status} header:${name}`, h, h.schema);
      });
      return [...contentExamples(spec, `${label} ${status}`, r.content), ...headers];
    });
    return [...paramCases, ...body, ...responses];
  });
  const components = isObject(spec.components) ? spec.components : {};
  return cases.concat(
    entries(components.schemas).flatMap(([name, schema]) => schemaExamples(spec, name, schema)),
  );
}
