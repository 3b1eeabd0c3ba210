import { z } from 'zod';
import type { RawAnswer, RouteDef } from './route';

/** How the document describes an answer that is not the JSON envelope. */
const RAW_DESCRIPTION: Record<RawAnswer, string> = {
  pdf: 'PDF document',
  file: 'File or document',
  redirect: 'File or document',
  page: 'HTML page',
};

type JsonObject = Record<string, unknown>;

const SCHEMAS_REF = '#/components/schemas/';

const ERROR_BODY: JsonObject = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string', description: 'Stable machine-readable error code' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

const MEDIA: Record<string, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The stable `operationId` of a route, from its method and path:
 * `GET /ajax/v2/vod/qna/question/{courseId}` -> `getVodQnaQuestionByCourseId`.
 */
export function operationIdOf(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/ajax\/v2\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const parts = (param ? (param[1] ?? '') : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['by', ...parts] : parts;
    });
  return route.method.toLowerCase() + words.map(capitalize).join('');
}

/** A deterministic text key of a JSON value (object keys sorted), to find schemas that are the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as JsonObject).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Rewrites every `$ref` of a JSON Schema tree with `map`. */
function rewriteRefs(node: unknown, map: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, map));
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) {
    out[key] = key === '$ref' && typeof value === 'string' ? map(value) : rewriteRefs(value, map);
  }
  return out;
}

/** A zod schema as JSON Schema 2020-12 (recursive parts as references), without its `$schema` line. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonObject;
  delete json.$schema;
  return json;
}

/**
 * Collects the named schemas of the document. Every request body and response is hoisted here;
 * a schema equal to one already kept is shared under the first name.
 */
class Components {
  readonly schemas: Record<string, JsonObject> = {};
  private readonly byContent = new Map<string, string>();

  private keep(name: string, schema: JsonObject): string {
    const key = canonical(schema);
    const known = this.byContent.get(key);
    if (known) return known;
    this.schemas[name] = schema;
    this.byContent.set(key, name);
    return name;
  }

  /**
   * Converts a zod schema and hoists it (and the definitions zod extracts for recursive parts, which it
   * would otherwise leave as unresolvable `#/$defs/...` references) into `components.schemas`.
   */
  add(name: string, schema: z.ZodType, io: 'input' | 'output'): JsonObject {
    const json = jsonSchemaOf(schema, io);
    const defs = (json.$defs ?? {}) as Record<string, JsonObject>;
    delete json.$defs;
    const defNames = new Map<string, string>();
    for (const key of Object.keys(defs)) defNames.set(key, `${name}${capitalize(key.replace(/^_+/, ''))}`);
    const map = (ref: string): string => {
      if (ref === '#') return `${SCHEMAS_REF}${name}`;
      const def = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
      return def && defNames.has(def) ? `${SCHEMAS_REF}${defNames.get(def)}` : ref;
    };
    // Definitions are stored under their own names first, so the schemas that point at them stay valid.
    for (const [key, def] of Object.entries(defs)) {
      this.schemas[defNames.get(key) ?? key] = rewriteRefs(def, map) as JsonObject;
    }
    const body = rewriteRefs(json, map) as JsonObject;
    const selfReferencing = canonical(body).includes(`"${SCHEMAS_REF}${name}"`);
    if (selfReferencing || Object.keys(defs).length) {
      this.schemas[name] = body;
      return { $ref: `${SCHEMAS_REF}${name}` };
    }
    return { $ref: `${SCHEMAS_REF}${this.keep(name, body)}` };
  }

  /** A schema without references, used inline (parameters). */
  static inline(schema: z.ZodType): JsonObject {
    return jsonSchemaOf(schema, 'input');
  }
}

function parametersOf(route: RouteDef): JsonObject[] {
  const out: JsonObject[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = Components.inline(schema);
    const props = (json.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: prop });
    }
  }
  return out;
}

const errorResponse = (description: string): JsonObject => ({
  description,
  content: { 'application/json': { schema: { $ref: `${SCHEMAS_REF}ErrorBody` } } },
});

/** Builds the OpenAPI 3.1 document of the given routes. Pure: the server serves it as is. */
export function buildOpenApi(
  routes: readonly RouteDef[],
  info: { title: string; version: string },
): JsonObject {
  const components = new Components();
  components.schemas.ErrorBody = ERROR_BODY;
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    const operationId = operationIdOf(route);
    const id = capitalize(operationId);
    const op: JsonObject = {
      operationId,
      summary: route.summary,
      tags: [route.tag],
      'x-access': route.access,
      ...(route.owner ? { 'x-owner': route.owner } : {}),
      parameters: parametersOf(route),
      responses: {
        '200': route.raw
          ? { description: RAW_DESCRIPTION[route.raw] }
          : {
              description: 'Success envelope',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['data'],
                    properties: {
                      data: components.add(`${id}Response`, route.response, 'output'),
                      message: { type: 'string' },
                    },
                  },
                },
              },
            },
        '401': errorResponse('Not logged in'),
        '403': errorResponse('Role not allowed or not the owner'),
        '419': errorResponse('CSRF token missing or wrong'),
        '422': errorResponse('Validation failed'),
        '503': errorResponse('Database briefly unavailable; retry'),
      },
    };
    if (route.access === 'public' && route.method === 'GET') op.security = [];
    if (route.body) {
      const schema = components.add(`${id}Body`, route.body, 'input');
      const primary = MEDIA[route.encoding ?? 'json'] ?? 'application/json';
      const content: JsonObject = { [primary]: { schema } };
      for (const media of [MEDIA.json, MEDIA.form] as string[])
        if (!(media in content)) content[media] = { schema };
      // A route that also takes the spec's form lists documents them for form posts.
      if (route.form) {
        const form = { schema: components.add(`${id}Form`, route.form.fields, 'input') };
        content[MEDIA.form as string] = form;
        content[MEDIA.multipart as string] = form;
      }
      op.requestBody = { required: true, content };
    }
    const byMethod = paths[route.path] ?? {};
    byMethod[route.method.toLowerCase()] = op;
    paths[route.path] = byMethod;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: {
      schemas: components.schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'mahir_session' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
      },
    },
    security: [{ session: [], csrf: [] }],
    paths,
  };
}
