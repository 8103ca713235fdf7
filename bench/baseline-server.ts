/**
 * Scenario 1's server: a bare Fastify route doing one indexed insert and answering JSON, on the
 * same database layer as the real server (openDatabase: Kysely, better-sqlite3 in WAL mode, or a
 * pg pool) and started the same way (node --import tsx, NODE_ENV=production). No auth, no
 * validation, no plugins: the practical ceiling the other scenarios are compared with.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';

const url = process.env.DATABASE_URL ?? '';
const database = url.startsWith('sqlite:')
  ? openDatabase({ kind: 'sqlite', file: url.slice('sqlite:'.length) })
  : openDatabase({ kind: 'postgres', url });
const db = database.db;
await sql`create table if not exists bench_events (id varchar(36) primary key, seq integer not null, payload text not null, created_at varchar(40) not null)`.execute(
  db,
);
await sql`create index if not exists bench_events_seq_idx on bench_events (seq)`.execute(db);

let seq = 0;
const app = Fastify({ logger: { level: 'warn' } });
app.get('/ready', () => Promise.resolve({ ok: true }));
app.post('/baseline', async (request) => {
  const id = randomUUID();
  seq += 1;
  const body = request.body as { value?: unknown } | undefined;
  await sql`insert into bench_events (id, seq, payload, created_at) values (${id}, ${seq}, ${JSON.stringify(body?.value ?? null)}, ${new Date().toISOString()})`.execute(
    db,
  );
  return { id, seq };
});

await app.listen({ port: Number(process.env.PORT ?? 8090), host: process.env.HOST ?? '127.0.0.1' });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
