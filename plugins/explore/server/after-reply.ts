import type { FastifyReply } from 'fastify';

/**
 * Work to do once a reply has gone out: the tasks run when the response has been handed to the
 * socket in full (`finish`), or when the connection closed first. Encoding a result for the cache
 * then never holds the answer back, nor competes with writing it.
 */
export function afterReply(reply: FastifyReply, onError: (err: unknown) => void): (task: () => Promise<void>) => void {
  const tasks: (() => Promise<void>)[] = [];
  let done = false;
  const runAll = () => {
    if (done) return;
    done = true;
    reply.raw.off('finish', runAll);
    reply.raw.off('close', runAll);
    // Later than the last write callback, so the socket has the whole answer before work starts.
    setImmediate(() => {
      for (const task of tasks.splice(0)) task().catch(onError);
    });
  };
  reply.raw.once('finish', runAll);
  reply.raw.once('close', runAll);
  return (task) => {
    if (done) task().catch(onError);
    else tasks.push(task);
  };
}
