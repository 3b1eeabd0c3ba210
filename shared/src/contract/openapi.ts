import { z } from 'zod';
import type { RouteDef } from './route';

type JsonObject = Record<string, unknown>;

const ERROR_BODY: JsonObject = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonObject;
  delete json.$schema;
  return json;
}

function parametersOf(route: RouteDef): JsonObject[] {
  const out: JsonObject[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input');
    const props = (json.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: prop });
    }
  }
  return out;
}

const MEDIA: Record<string, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** Builds the OpenAPI 3.1 document of the given routes. Pure: the server serves it as is. */
export function buildOpenApi(
  routes: readonly RouteDef[],
  info: { title: string; version: string },
): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    const op: JsonObject = {
      summary: route.summary,
      tags: [route.tag],
      'x-access': route.access,
      parameters: parametersOf(route),
      responses: {
        '200': route.raw
          ? { description: route.raw === 'pdf' ? 'PDF document' : 'File or document' }
          : {
              description: 'Success envelope',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['data'],
                    properties: { data: schemaOf(route.response, 'output'), message: { type: 'string' } },
                  },
                },
              },
            },
        '401': { description: 'Not logged in', content: { 'application/json': { schema: ERROR_BODY } } },
        '403': {
          description: 'Role not allowed or not the owner',
          content: { 'application/json': { schema: ERROR_BODY } },
        },
        '419': {
          description: 'CSRF token missing or wrong',
          content: { 'application/json': { schema: ERROR_BODY } },
        },
        '422': { description: 'Validation failed', content: { 'application/json': { schema: ERROR_BODY } } },
      },
    };
    if (route.body) {
      const schema = schemaOf(route.body, 'input');
      const primary = MEDIA[route.encoding ?? 'json'] ?? 'application/json';
      const content: JsonObject = { [primary]: { schema } };
      for (const media of Object.values(MEDIA)) if (!(media in content)) content[media] = { schema };
      op.requestBody = { required: true, content };
    }
    const byMethod = paths[route.path] ?? {};
    byMethod[route.method.toLowerCase()] = op;
    paths[route.path] = byMethod;
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'mahir_session' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
      },
    },
    security: [{ session: [], csrf: [] }],
    paths,
  };
}
