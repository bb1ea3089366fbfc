// The reference of npm run bench: a bare Fastify answering every GET with the bytes of one file,
// in a process of its own (as the shop is), so it never shares an event loop with autocannon.
// Usage: node scripts/bench-reference.mjs <file> <headers as JSON>; prints its port once listening.
import fs from 'node:fs';
import Fastify from 'fastify';

const [file, headers] = process.argv.slice(2);
const body = fs.readFileSync(file);
const sent = JSON.parse(headers);
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => reply.headers(sent).send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
