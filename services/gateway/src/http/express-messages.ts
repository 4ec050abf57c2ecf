import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * The request and response classes of a server whose requests express answers: their objects are
 * made with express's prototypes (`app.request`, `app.response`) from the start. Express otherwise
 * swaps them in on every request (app.handle), and the census front did so once more before it;
 * changing an object's prototype is one of the dearer things V8 does per request. Express's own
 * swap then finds the prototype it sets already in place.
 */
export function expressMessages(app: Express): Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'> {
  function ExpressRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (ServerResponse as unknown as (this: ServerResponse, ...args: unknown[]) => void).call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressRequest as unknown as typeof IncomingMessage,
    ServerResponse: ExpressResponse as unknown as typeof ServerResponse,
  };
}
