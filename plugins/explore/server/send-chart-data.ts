import type { FastifyReply } from 'fastify';
import { chartDataAnswer, type ChartDataEntry, type ResultFormat } from '../../../server/engine/chart-data/index.ts';

/** `attachment; filename=…`, quoted when the name has a space (as werkzeug writes it). */
const attachment = (name: string) => `attachment; filename=${/\s/.test(name) ? `"${name}"` : name}`;

/** Sends the engine's chart-data answer (reference §3.8): a JSON body, or a file to download. */
export async function sendChartData(
  reply: FastifyReply,
  entries: readonly ChartDataEntry[],
  format: ResultFormat,
  filename?: unknown,
): Promise<FastifyReply> {
  const answer = await chartDataAnswer(entries, format, filename);
  if (answer.kind === 'json') return reply.type('application/json; charset=utf-8').send(answer.body);
  return reply.type(answer.mime).header('content-disposition', attachment(answer.filename)).send(answer.data);
}
