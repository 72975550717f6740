// Renders everything in generated/ from openapi.yaml: the typed paths (openapi-typescript), a
// table of each operation's required parameters, used by the client's required-parameter guard,
// the contract's limits that forms enforce before sending, and the files each upload accepts.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import ts from 'typescript';
import { parse } from 'yaml';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = join(root, 'openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const HEADER = '// Generated from openapi.yaml by `npm run generate`. Do not edit.\n';

const camel = (name) => name.replace(/_+([a-z0-9])/g, (_, c) => c.toUpperCase());
const lowerFirst = (name) => name.charAt(0).toLowerCase() + name.slice(1);

function bodyName(requestBody) {
  if (!requestBody?.required) return null;
  const [mediaType, media] = Object.entries(requestBody.content ?? {})[0] ?? [];
  if (mediaType === 'multipart/form-data') return media?.schema?.required?.[0] ?? 'file';
  const ref = media?.schema?.$ref;
  return ref ? lowerFirst(ref.split('/').pop()) : 'body';
}

function requiredParams(spec) {
  const table = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .filter((p) => p.required && (p.in === 'path' || p.in === 'query'))
        .map((p) => ({ in: p.in, name: p.name, label: camel(p.name) }));
      table[`${method} ${path}`] = {
        operation: op.operationId,
        params,
        body: bodyName(op.requestBody),
      };
    }
  }
  return table;
}

/** `maxLength` of every schema property that has one: `{ Schema: { field: n } }`. */
function maxLengths(spec) {
  const table = {};
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      if (typeof property.maxLength !== 'number') continue;
      table[name] = { ...table[name], [field]: property.maxLength };
    }
  }
  return table;
}

const listOf = (text) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Every binary field of a multipart upload, by `method path` and field name. */
function* uploadFields(spec) {
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const media = item[method]?.requestBody?.content?.['multipart/form-data'];
      for (const [field, schema] of Object.entries(media?.schema?.properties ?? {})) {
        if (schema.format === 'binary') yield { key: `${method} ${path}`, field, schema, media };
      }
    }
  }
}

/**
 * The columns of each uploaded sheet, from the field's `x-sheet-columns`: the form names them,
 * the template is made of them and the built-in backend reads them.
 */
function sheetColumns(spec) {
  const table = {};
  for (const { key, field, schema } of uploadFields(spec)) {
    const columns = schema['x-sheet-columns'];
    if (!Array.isArray(columns)) continue;
    table[key] = {
      ...table[key],
      [field]: columns.map(({ title, required, example }) => ({
        title: String(title),
        required: required === true,
        example: String(example ?? ''),
      })),
    };
  }
  return table;
}

/**
 * The files each multipart upload accepts, by operation and field: the field's `x-file-extensions`
 * and the content types of its `encoding`, and its `x-max-bytes` (`null` without a limit). Forms
 * check a chosen file against these.
 */
function acceptedUploads(spec) {
  const table = {};
  for (const { key, field, schema, media } of uploadFields(spec)) {
    table[key] = {
      ...table[key],
      [field]: {
        extensions: schema['x-file-extensions'] ?? [],
        contentTypes: listOf(media.encoding?.[field]?.contentType),
        maxBytes: typeof schema['x-max-bytes'] === 'number' ? schema['x-max-bytes'] : null,
      },
    };
  }
  return table;
}

async function format(source) {
  const options = await prettier.resolveConfig(join(root, 'generated', 'api.ts'));
  return prettier.format(source, { ...options, parser: 'typescript' });
}

/** Returns the generated files as { relativePath: contents }. */
export async function renderGenerated() {
  const spec = parse(await readFile(specPath, 'utf8'));
  const ast = await openapiTS(pathToFileURL(specPath), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    // Files travel as Blobs (multipart uploads, downloads), not as strings.
    transform: (schema) =>
      schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined,
  });
  const api = HEADER + astToString(ast);
  const table = requiredParams(spec);
  const operations = `${HEADER}
export interface RequiredParam {
  in: 'path' | 'query';
  name: string;
  label: string;
}

export interface OperationRequirements {
  operation: string;
  params: RequiredParam[];
  body: string | null;
}

export const operationRequirements: Record<string, OperationRequirements> = ${JSON.stringify(table)};
`;
  const limits = `${HEADER}
/** \`maxLength\` of schema properties, by schema and field. */
export const maxLengths = ${JSON.stringify(maxLengths(spec))} as const;
`;
  // No type of its own: src/api checks the table against the app's FileTypes (src/lib).
  const uploads = `${HEADER}
/** Accepted files of each multipart field: \`extensions\` with their dot, \`contentTypes\`. */
export const acceptedUploads = ${JSON.stringify(acceptedUploads(spec))} as const;

/** Columns of each uploaded sheet (\`x-sheet-columns\`): title, whether required, template example. */
export const sheetColumns = ${JSON.stringify(sheetColumns(spec))} as const;
`;
  return {
    'generated/api.ts': await format(api),
    'generated/operations.ts': await format(operations),
    'generated/limits.ts': await format(limits),
    'generated/uploads.ts': await format(uploads),
  };
}

/** The files whose contents differ from what was rendered; `read` returns null for a missing one. */
export async function staleFiles(rendered, read) {
  const stale = [];
  for (const [file, expected] of Object.entries(rendered)) {
    if ((await read(file)) !== expected) stale.push(file);
  }
  return stale;
}
