/**
 * Probes for a load balancer or orchestrator, public and cheap, outside the API's envelope:
 * - GET /healthz: the process answers (liveness), no database work;
 * - GET /readyz: the database answers and has the product's newest migration (readiness), one query.
 * While the server shuts down Fastify answers 503 to new requests, so /readyz turns unready then too.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readJournal } from '../ops/migrations.js';
import { rows } from '../ops/rows.js';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  const latest = readJournal().at(-1)!;
  app.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    let reached: number | null;
    try {
      const r = await rows<{ m: string | null }>(db, sql`select max(created_at)::text as m from drizzle.__drizzle_migrations`);
      reached = r[0]?.m == null ? null : Number(r[0].m);
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'readyz: database not reachable');
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
    if (reached == null || reached < latest.when) return reply.code(503).send({ status: 'unavailable', reason: 'migrations', expected: latest.tag });
    return reply.send({ status: 'ok', migration: latest.tag });
  });
}
