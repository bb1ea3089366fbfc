import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * NIC's published INV-01 schema as ajv reads it (fixtures/e-invoice/SOURCE.md): keys and types
 * trimmed and lower-cased, `[ {schema} ]` as `{ type: array, items }`, Java's `(?i)` dropped
 * (the enums beside those patterns already fix the case), and a `required` list found among
 * properties moved to the one array item schema beside it.
 */
function normalise(node: Json, key = ''): Json {
  if (Array.isArray(node)) {
    if (key === 'enum' || key === 'required') {
      return node.map((v) => (typeof v === 'string' ? v.trim() : v));
    }
    if (node.length === 1 && isObject(node[0])) {
      return { type: 'array', items: normalise(node[0]) };
    }
    return node.map((v) => normalise(v));
  }
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [rawKey, value] of Object.entries(node)) {
    const k = rawKey.trim();
    if (k === 'type' && typeof value === 'string') out[k] = value.trim().toLowerCase();
    else if (k === 'pattern' && typeof value === 'string') out[k] = value.replace(/^\(\?i\)/, '');
    else out[k] = normalise(value, k);
  }
  const props = out.properties;
  if (isObject(props) && Array.isArray(props.required)) {
    const required = props.required;
    delete props.required;
    const arrays = Object.values(props).filter((p) => isObject(p) && isObject(p.items));
    if (arrays.length === 1) ((arrays[0] as JsonObject).items as JsonObject).required = required;
  }
  return out;
}

/** The root: every field that is a schema goes under `properties`. */
function rootSchema(published: JsonObject): JsonObject {
  const properties: JsonObject = {};
  for (const [k, v] of Object.entries(published)) {
    if (['$schema', 'Title', 'Description', 'required'].includes(k)) continue;
    properties[k.trim()] = v;
  }
  return normalise({
    $schema: published.$schema ?? null,
    type: 'object',
    properties,
    required: published.required ?? [],
  }) as JsonObject;
}

const published = JSON.parse(
  fs.readFileSync(
    path.join(import.meta.dirname, '../fixtures/e-invoice/nic-inv01-schema-1.1.json'),
    'utf8',
  ),
) as JsonObject;

// The portal's patterns are Java regular expressions: `\"` is no escape JavaScript allows in
// unicode mode, so they run without it; its `(?!...)` and classes mean the same in both.
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });

/** Checks one INV-01 document against the published schema; the errors, or [] when it is valid. */
export const validateInv01 = ajv.compile(rootSchema(published));

export function inv01Errors(doc: unknown): string[] {
  return validateInv01(doc)
    ? []
    : (validateInv01.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
