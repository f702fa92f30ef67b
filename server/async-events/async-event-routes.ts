import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { badRequest, unauthorized } from '../http/errors.ts';
import type { AsyncEventBus } from './async-event-bus.ts';
import { asyncChannelOf } from './async-channel.ts';
import { isStreamId } from './stream-id.ts';
import { WebSocketFanout, type EventSocket } from './websocket-fanout.ts';
import { responses } from '../http/openapi-schemas.ts';

/** Where Loupe's WebSocket listens: GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL is `ws(s)://<host>/ws`. */
export const ASYNC_WEBSOCKET_PATH = '/ws';

const lastIdQuery = {
  type: 'object',
  properties: { last_id: { type: 'string', maxLength: 64 } },
} as const;

/**
 * `GET /api/v1/async_event/?last_id=` (reference §12.2) and the WebSocket (§12.3), both for the
 * channel of the caller's async-token only. The fan-out follows the bus once the server
 * listens, so a process that never serves HTTP (`loupe worker`) follows nothing.
 */
export async function registerAsyncEventRoutes(app: FastifyInstance, bus: AsyncEventBus): Promise<WebSocketFanout> {
  const fanout = new WebSocketFanout(bus, app.log);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.addHook('onListen', async () => {
    await fanout.start();
  });
  app.addHook('preClose', async () => {
    await fanout.close();
  });

  app.get<{ Querystring: { last_id?: string } }>(
    '/api/v1/async_event/',
    {
      config: { access: { perm: 'can_list', view: 'AsyncEventsRestApi' } },
      schema: { querystring: lastIdQuery, response: responses.result },
    },
    async (req) => {
      const channel = asyncChannelOf(req);
      if (!channel) throw unauthorized();
      const lastId = req.query.last_id || null;
      if (lastId !== null && !isStreamId(lastId))
        throw badRequest('last_id must be an event id such as 1607477697866-0');
      return { result: await bus.read(channel.channelId, lastId) };
    },
  );

  app.get<{ Querystring: { last_id?: string } }>(
    ASYNC_WEBSOCKET_PATH,
    { websocket: true, config: { access: 'public' }, schema: { querystring: lastIdQuery } },
    async (socket, req) => {
      const channel = asyncChannelOf(req);
      if (!channel) {
        socket.close(1008, 'Not authorized');
        return;
      }
      const lastId = req.query.last_id && isStreamId(req.query.last_id) ? req.query.last_id : null;
      await fanout.add(socket as unknown as EventSocket, channel.channelId, lastId);
    },
  );
  return fanout;
}
