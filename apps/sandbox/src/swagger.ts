// A small Swagger 2.0 schema validator (ajv is only a transitive dependency here, and Swagger
// 2.0 is not quite JSON Schema): the conformance tests check every answer with it, and the
// v2024-03-20 inbound operations check their request bodies with it. It is strict on purpose:
// an object property the model does not declare is an error unless the schema sets
// additionalProperties, so a misnamed field fails as surely as a mistyped one.
import { readFileSync } from 'node:fs';
import { MODELS_DIR } from './rate-table.js';

export interface Schema {
  $ref?: string;
  type?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface Model {
  file: string;
  definitions: Record<string, Schema>;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: QueryParameter[];
        responses: Record<string, { schema?: Schema }>;
      }
    >
  >;
}

/** A Swagger 2.0 parameter (query and path ones carry their type inline). */
export interface QueryParameter {
  in: string;
  name: string;
  schema?: Schema;
  required?: boolean;
  type?: string;
  enum?: string[];
  items?: { type?: string; enum?: string[] };
  maxItems?: number;
}

/** The query parameters an operation declares. */
export function queryParametersOf(model: Model, operationId: string): QueryParameter[] {
  for (const methods of Object.values(model.paths))
    for (const operation of Object.values(methods))
      if (typeof operation === 'object' && operation.operationId === operationId)
        return (operation.parameters ?? []).filter((p) => p.in === 'query');
  throw new Error(`${model.file}: no operation ${operationId}`);
}

/**
 * The problems of a request's query string against the operation's declared query parameters:
 * missing required ones, integers that are not, values outside an enum. Undeclared parameters
 * are ignored (as Amazon does).
 */
export function checkQuery(
  model: Model,
  operationId: string,
  query: Record<string, string | string[] | undefined>,
): string[] {
  const problems: string[] = [];
  for (const parameter of queryParametersOf(model, operationId)) {
    const raw = query[parameter.name];
    const values = (Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw]).flatMap((v) =>
      parameter.type === 'array' ? v.split(',') : [v],
    );
    if (values.length === 0) {
      if (parameter.required) problems.push(`Missing required parameter ${parameter.name}.`);
      continue;
    }
    const type = parameter.type === 'array' ? parameter.items?.type : parameter.type;
    const allowed = parameter.type === 'array' ? parameter.items?.enum : parameter.enum;
    for (const value of values) {
      if (type === 'integer' && !/^-?\d+$/.test(value))
        problems.push(`${parameter.name} must be an integer, got '${value}'.`);
      if (allowed && !allowed.includes(value))
        problems.push(`${parameter.name} must be one of ${allowed.join(', ')}; got '${value}'.`);
    }
    if (parameter.maxItems !== undefined && values.length > parameter.maxItems)
      problems.push(`${parameter.name} accepts at most ${parameter.maxItems} values.`);
  }
  return problems;
}

export interface ValidateOptions {
  /** Extra enum values accepted for a definition, for known gaps in the models. */
  extraEnumValues?: Record<string, string[]>;
}

export function loadModel(file: string): Model {
  return { file, ...JSON.parse(readFileSync(new URL(file, MODELS_DIR), 'utf8')) } as Model;
}

/** The response schema an operation declares for a status. */
export function responseSchemaOf(model: Model, operationId: string, status: number): Schema {
  for (const methods of Object.values(model.paths)) {
    for (const operation of Object.values(methods)) {
      if (typeof operation !== 'object' || operation.operationId !== operationId) continue;
      const response = operation.responses[String(status)];
      if (!response?.schema) throw new Error(`${model.file}: ${operationId} declares no schema for ${status}`);
      return response.schema;
    }
  }
  throw new Error(`${model.file}: no operation ${operationId}`);
}

/** The body schema an operation declares for its request. */
export function requestSchemaOf(model: Model, operationId: string): Schema {
  for (const methods of Object.values(model.paths)) {
    for (const operation of Object.values(methods)) {
      if (typeof operation !== 'object' || operation.operationId !== operationId) continue;
      const body = operation.parameters?.find((p) => p.in === 'body');
      if (!body?.schema) throw new Error(`${model.file}: ${operationId} declares no request body`);
      return body.schema;
    }
  }
  throw new Error(`${model.file}: no operation ${operationId}`);
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Every problem of `value` against `schema`, as "path: problem" lines; empty when it conforms. */
export function validate(model: Model, schema: Schema, value: unknown, options: ValidateOptions = {}): string[] {
  const errors: string[] = [];
  const visit = (s: Schema, v: unknown, path: string, refName?: string): void => {
    if (s.$ref) {
      const name = s.$ref.replace('#/definitions/', '');
      const target = model.definitions[name];
      if (!target) return void errors.push(`${path}: unresolved $ref ${s.$ref}`);
      return visit(target, v, path, name);
    }
    const type = s.type ?? (s.properties ? 'object' : undefined);
    const actual = typeOf(v);
    if (type) {
      const ok = type === actual || (type === 'number' && actual === 'integer');
      if (!ok) return void errors.push(`${path}: expected ${type}, got ${actual}`);
    }
    if (s.enum) {
      const allowed = [...s.enum, ...((refName && options.extraEnumValues?.[refName]) ?? [])];
      if (!allowed.includes(v)) errors.push(`${path}: ${JSON.stringify(v)} is not one of ${allowed.join(', ')}`);
    }
    if (typeof v === 'string') {
      if (s.format === 'date-time' && !(DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))))
        errors.push(`${path}: "${v}" is not a date-time`);
      if (s.format === 'date' && !DATE.test(v)) errors.push(`${path}: "${v}" is not a date`);
      if (s.pattern && !new RegExp(s.pattern).test(v)) errors.push(`${path}: "${v}" does not match ${s.pattern}`);
      if (s.minLength !== undefined && v.length < s.minLength) errors.push(`${path}: shorter than ${s.minLength}`);
      if (s.maxLength !== undefined && v.length > s.maxLength) errors.push(`${path}: longer than ${s.maxLength}`);
    }
    if (typeof v === 'number') {
      if (s.minimum !== undefined && v < s.minimum) errors.push(`${path}: below ${s.minimum}`);
      if (s.maximum !== undefined && v > s.maximum) errors.push(`${path}: above ${s.maximum}`);
    }
    if (Array.isArray(v)) {
      if (s.minItems !== undefined && v.length < s.minItems) errors.push(`${path}: fewer than ${s.minItems} items`);
      if (s.maxItems !== undefined && v.length > s.maxItems) errors.push(`${path}: more than ${s.maxItems} items`);
      if (s.items) v.forEach((item, i) => visit(s.items!, item, `${path}[${i}]`));
    }
    if (actual === 'object' && (type === 'object' || s.properties)) {
      const object = v as Record<string, unknown>;
      for (const name of s.required ?? []) if (!(name in object)) errors.push(`${path}: missing required ${name}`);
      const properties = s.properties ?? {};
      for (const [name, child] of Object.entries(object)) {
        const declared = properties[name];
        if (declared) visit(declared, child, `${path}.${name}`);
        else if (typeof s.additionalProperties === 'object') visit(s.additionalProperties, child, `${path}.${name}`);
        else if (s.additionalProperties !== true) errors.push(`${path}: unexpected property ${name}`);
      }
    }
  };
  visit(schema, value, '$');
  return errors;
}
