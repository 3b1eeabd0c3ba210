import type { RouteDef } from '@mahir/shared';

/**
 * Serializes success envelopes once per answer object. Search pages for visitors are one cached object shared by
 * every request for that page, so they are validated against the contract and turned into bytes only once;
 * answers built per request (with a user's wishlist marks) are new objects and serialized each time.
 */
export function sharedEnvelopes() {
  const bytes = new WeakMap<object, Buffer>();
  return function envelope(route: RouteDef, data: object): Buffer {
    let body = bytes.get(data);
    if (!body) {
      body = Buffer.from(JSON.stringify({ data: route.response.parse(data) }));
      bytes.set(data, body);
    }
    return body;
  };
}
