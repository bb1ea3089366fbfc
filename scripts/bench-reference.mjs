// The reference of npm run bench: a bare Fastify answering every GET with the bytes of one file,
// in a process of its own (as the shop is), so it never shares an event loop with autocannon.
// Usage: node scripts/bench-reference.mjs <file> <content-type>; prints its port once listening.
import fs from 'node:fs';
import Fastify from 'fastify';

const [file, contentType] = process.argv.slice(2);
const body = fs.readFileSync(file);
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => reply.type(contentType).send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
