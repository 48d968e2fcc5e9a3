import { finished } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

type Task = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every task handed to `afterAnswer` has ended (closing, and tests that read its effects). */
    settled(): Promise<void>;
  }
  interface FastifyReply {
    /** Runs the task once the answer is out, so how long it takes cannot be read from the answer. */
    afterAnswer(task: Task): void;
  }
}

export const afterAnswerPlugin = fp(
  async (app) => {
    const running = new Set<Promise<void>>();

    app.decorateReply('afterAnswer', function (this: FastifyReply, task: Task) {
      const { log } = this;
      // Counted from now, so `settled` waits for it; started once the response has ended (sent or
      // aborted), a turn later: work on the in-process database (PGlite) would otherwise hold up what is
      // left of delivering the answer.
      const run: Promise<void> = new Promise<void>((resolve) => finished(this.raw, () => setImmediate(resolve)))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
        .finally(() => running.delete(run));
      running.add(run);
    });
    app.decorate('settled', async () => {
      while (running.size > 0) await Promise.allSettled(running);
    });
    app.addHook('onClose', async () => app.settled());
  },
  { name: 'after-answer' },
);
