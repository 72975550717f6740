// Finds the changes between two versions of an OpenAPI 3.0 document that break a client written
// against the older one: removed paths and methods, removed response fields, fields newly required
// in a request, narrowed enums and changed types. Used by `npm run contract:diff`.
//
// Schemas are compared in a direction. A request schema is what the client sends, so the new
// version must accept at least what the old one did; a response schema is what the client
// receives, so the new version must not return anything the old one did not promise.

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export const KIND_LABELS = {
  'removed-path': 'removed path',
  'removed-method': 'removed method',
  'removed-response-field': 'removed response field',
  'newly-required': 'newly required',
  'narrowed-enum': 'narrowed enum',
  'changed-type': 'changed type',
};

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolvePointer(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => {
      if (!isObject(node) || !(key in node)) throw new Error(`Unresolved $ref ${ref}`);
      return node[key];
    }, doc);
}

/** Follows a chain of $refs; returns the target and the refs passed (to stop on recursion). */
function resolve(doc, node, refs = []) {
  if (!isObject(node) || typeof node.$ref !== 'string') return { node, refs };
  if (refs.includes(node.$ref)) return { node: {}, refs };
  return resolve(doc, resolvePointer(doc, node.$ref), [...refs, node.$ref]);
}

/** A schema with its allOf parts merged: properties and required lists combined. */
function flatten(doc, schema) {
  const { node, refs } = resolve(doc, schema);
  if (!isObject(node)) return { schema: {}, refs };
  if (!Array.isArray(node.allOf)) return { schema: node, refs };
  const merged = { ...node, allOf: undefined, properties: { ...node.properties } };
  const required = new Set(node.required ?? []);
  for (const part of node.allOf) {
    const { schema: child, refs: childRefs } = flatten(doc, part);
    refs.push(...childRefs);
    for (const [key, value] of Object.entries(child)) {
      if (key === 'properties') Object.assign(merged.properties, value);
      else if (key === 'required') value.forEach((name) => required.add(name));
      else if (merged[key] === undefined) merged[key] = value;
    }
  }
  merged.required = [...required];
  return { schema: merged, refs };
}

/** The JSON types a schema admits, or null when it does not say (any value). */
function typesOf(doc, schema) {
  // `enum: [null]` is how OpenAPI 3.0 spells "only null", whatever `type` says.
  if (Array.isArray(schema.enum) && schema.enum.every((value) => value === null))
    return new Set(['null']);
  const branches = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(branches)) {
    const all = new Set();
    for (const branch of branches) {
      const types = typesOf(doc, flatten(doc, branch).schema);
      if (types === null) return null;
      types.forEach((type) => all.add(type));
    }
    return all;
  }
  let types;
  if (Array.isArray(schema.type)) types = new Set(schema.type);
  else if (typeof schema.type === 'string') types = new Set([schema.type]);
  else if (schema.properties) types = new Set(['object']);
  else if (schema.items) types = new Set(['array']);
  else return null;
  if (schema.nullable === true || (Array.isArray(schema.enum) && schema.enum.includes(null)))
    types.add('null');
  return types;
}

/** The only branch of a union that is not just `null`, if there is exactly one. */
function mainBranch(doc, branches) {
  const main = branches.filter((branch) => {
    const types = typesOf(doc, flatten(doc, branch).schema);
    return !(types && types.size === 1 && types.has('null'));
  });
  return main.length === 1 ? main[0] : null;
}

const admits = (types, type) => types.has(type) || (type === 'integer' && types.has('number'));
const typeLabel = (types, format) =>
  [...types].map((type) => (format && type !== 'null' ? `${type}(${format})` : type)).join(' | ');
const enumLabel = (value) => (typeof value === 'string' ? value : JSON.stringify(value));
const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const child = (path, name) => (path === '' ? name : `${path}.${name}`);
/** `field results[].nmc`, or the body / parameter value itself (`body`, `value[]`). */
const subject = (ctx) =>
  ctx.path === '' || ctx.path.startsWith('[') ? `${ctx.root}${ctx.path}` : `field ${ctx.path}`;

function compareTypes(oldDoc, doc, before, after, ctx) {
  const oldTypes = typesOf(oldDoc, before);
  const newTypes = typesOf(doc, after);
  if (oldTypes === null || newTypes === null) return;
  // What must still be accepted (request) or may not newly appear (response).
  const [wider, narrower] =
    ctx.direction === 'request' ? [newTypes, oldTypes] : [oldTypes, newTypes];
  const broken = [...narrower].some((type) => !admits(wider, type));
  const formatChanged =
    typeof before.format === 'string' &&
    typeof after.format === 'string' &&
    before.format !== after.format;
  if (broken || formatChanged) {
    ctx.report(
      'changed-type',
      `${subject(ctx)}: ${typeLabel(oldTypes, before.format)} → ${typeLabel(newTypes, after.format)}`,
    );
  }
}

function compareEnums(before, after, ctx) {
  if (!Array.isArray(after.enum)) return;
  if (Array.isArray(before.enum)) {
    const lost = before.enum.filter((value) => !after.enum.some((next) => sameValue(value, next)));
    if (lost.length > 0)
      ctx.report(
        'narrowed-enum',
        `${subject(ctx)}: no longer allows ${lost.map(enumLabel).join(', ')}`,
      );
  } else if (ctx.direction === 'request') {
    ctx.report(
      'narrowed-enum',
      `${subject(ctx)}: now limited to ${after.enum.map(enumLabel).join(', ')}`,
    );
  }
}

function compareSchemas(oldDoc, doc, beforeRaw, afterRaw, ctx, seen) {
  const { schema: before, refs: oldRefs } = flatten(oldDoc, beforeRaw);
  const { schema: after, refs: newRefs } = flatten(doc, afterRaw);
  // Recursive schemas: compare each pair of referenced definitions once per field path.
  const key = `${oldRefs.join(',')}|${newRefs.join(',')}`;
  if ((oldRefs.length > 0 || newRefs.length > 0) && seen.has(key)) return;
  const nextSeen = new Set(seen).add(key);
  const at = (path) => ({ ...ctx, path });

  compareTypes(oldDoc, doc, before, after, ctx);
  compareEnums(before, after, ctx);

  const oldBranches = before.oneOf ?? before.anyOf;
  const newBranches = after.oneOf ?? after.anyOf;
  if (Array.isArray(oldBranches) && Array.isArray(newBranches)) {
    if (oldBranches.length === newBranches.length)
      oldBranches.forEach((branch, i) =>
        compareSchemas(oldDoc, doc, branch, newBranches[i], ctx, nextSeen),
      );
    return;
  }
  // `X` that became `anyOf: [X, null]` (or back): compare X with the one non-null branch.
  if (Array.isArray(oldBranches) || Array.isArray(newBranches)) {
    const oldMain = Array.isArray(oldBranches) ? mainBranch(oldDoc, oldBranches) : before;
    const newMain = Array.isArray(newBranches) ? mainBranch(doc, newBranches) : after;
    if (oldMain && newMain) compareSchemas(oldDoc, doc, oldMain, newMain, ctx, nextSeen);
    return;
  }

  const oldProps = isObject(before.properties) ? before.properties : {};
  const newProps = isObject(after.properties) ? after.properties : {};
  for (const [name, schema] of Object.entries(oldProps)) {
    const path = child(ctx.path, name);
    if (name in newProps) compareSchemas(oldDoc, doc, schema, newProps[name], at(path), nextSeen);
    else if (ctx.direction === 'response')
      ctx.report('removed-response-field', `field ${path} removed`);
  }
  if (ctx.direction === 'request') {
    const wasRequired = new Set(before.required ?? []);
    for (const name of after.required ?? []) {
      if (!wasRequired.has(name))
        ctx.report('newly-required', `field ${child(ctx.path, name)} is now required`);
    }
  }
  if (before.items && after.items)
    compareSchemas(oldDoc, doc, before.items, after.items, at(`${ctx.path}[]`), nextSeen);
  if (isObject(before.additionalProperties) && isObject(after.additionalProperties)) {
    const path = child(ctx.path, '*');
    compareSchemas(
      oldDoc,
      doc,
      before.additionalProperties,
      after.additionalProperties,
      at(path),
      nextSeen,
    );
  }
}

/** Path templates match whatever their parameters are called: /a/{id}/ is /a/{pk}/. */
const templateKey = (path) => path.replace(/\{[^}]*\}/g, '{}');

function parametersOf(doc, pathItem, operation) {
  const byKey = new Map();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const { node } = resolve(doc, raw);
    if (isObject(node)) byKey.set(`${node.in} ${node.name}`, node);
  }
  return byKey;
}

const mediaLabel = (type) => (type === 'application/json' ? '' : ` [${type}]`);

function compareOperation(oldDoc, doc, before, after, report) {
  const oldParams = parametersOf(oldDoc, before.pathItem, before.operation);
  for (const [key, param] of parametersOf(doc, after.pathItem, after.operation)) {
    const label = `${param.in} parameter ${param.name}`;
    const old = oldParams.get(key);
    if (param.required === true && old?.required !== true)
      report('newly-required', label, `${label} is now required`);
    if (old && old.schema && param.schema) {
      const ctx = {
        direction: 'request',
        path: '',
        root: 'value',
        report: (kind, detail) => report(kind, label, detail),
      };
      compareSchemas(oldDoc, doc, old.schema, param.schema, ctx, new Set());
    }
  }

  const oldBody = resolve(oldDoc, before.operation.requestBody).node;
  const newBody = resolve(doc, after.operation.requestBody).node;
  if (isObject(newBody)) {
    if (newBody.required === true && oldBody?.required !== true)
      report('newly-required', 'request body', 'request body is now required');
    for (const [type, media] of Object.entries(newBody.content ?? {})) {
      const oldMedia = oldBody?.content?.[type];
      if (!oldMedia?.schema || !media?.schema) continue;
      const where = `request body${mediaLabel(type)}`;
      const ctx = {
        direction: 'request',
        path: '',
        root: 'body',
        report: (kind, detail) => report(kind, where, detail),
      };
      compareSchemas(oldDoc, doc, oldMedia.schema, media.schema, ctx, new Set());
    }
  }

  const newResponses = after.operation.responses ?? {};
  for (const [status, rawOld] of Object.entries(before.operation.responses ?? {})) {
    if (!(status in newResponses)) continue;
    const oldResponse = resolve(oldDoc, rawOld).node;
    const newResponse = resolve(doc, newResponses[status]).node;
    for (const [type, media] of Object.entries(newResponse?.content ?? {})) {
      const oldMedia = oldResponse?.content?.[type];
      if (!oldMedia?.schema || !media?.schema) continue;
      const where = `response ${status}${mediaLabel(type)}`;
      const ctx = {
        direction: 'response',
        path: '',
        root: 'body',
        report: (kind, detail) => report(kind, where, detail),
      };
      compareSchemas(oldDoc, doc, oldMedia.schema, media.schema, ctx, new Set());
    }
  }
}

/**
 * Lists what breaks clients of `oldDoc` in `newDoc` (both parsed OpenAPI 3.0 documents).
 * Each change: { kind, operation: 'GET /path/' or the path, where, detail }.
 */
export function findBreakingChanges(oldDoc, newDoc) {
  const changes = [];
  const seen = new Set();
  const add = (change) => {
    const key = JSON.stringify(change);
    if (seen.has(key)) return;
    seen.add(key);
    changes.push(change);
  };
  const newPaths = new Map(
    Object.entries(newDoc.paths ?? {}).map(([path, item]) => [templateKey(path), item]),
  );
  for (const [path, rawItem] of Object.entries(oldDoc.paths ?? {})) {
    const oldItem = resolve(oldDoc, rawItem).node;
    const newItem = resolve(newDoc, newPaths.get(templateKey(path))).node;
    if (!isObject(newItem)) {
      add({ kind: 'removed-path', operation: path, where: '', detail: 'path removed' });
      continue;
    }
    for (const method of METHODS) {
      if (!isObject(oldItem[method])) continue;
      const operation = `${method.toUpperCase()} ${path}`;
      if (!isObject(newItem[method])) {
        add({ kind: 'removed-method', operation, where: '', detail: 'method removed' });
        continue;
      }
      compareOperation(
        oldDoc,
        newDoc,
        { pathItem: oldItem, operation: resolve(oldDoc, oldItem[method]).node },
        { pathItem: newItem, operation: resolve(newDoc, newItem[method]).node },
        (kind, where, detail) => add({ kind, operation, where, detail }),
      );
    }
  }
  return changes;
}

/** One line per change: `changed type  GET /api/x/ response 200: field nmc: number → string`. */
export function formatChange({ kind, operation, where, detail }) {
  const place = where ? `${operation} ${where}` : operation;
  return `${KIND_LABELS[kind].padEnd(22)} ${place}: ${detail}`;
}
