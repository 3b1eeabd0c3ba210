import { z } from 'zod';
import { defineRoute } from './route';

export const systemContract = {
  openapi: defineRoute({
    method: 'GET',
    path: '/ajax/v2/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document generated from the contract',
    tag: 'system',
    access: 'public',
    owner: 'none',
    response: z.record(z.string(), z.unknown()),
    raw: 'file',
  }),
};
