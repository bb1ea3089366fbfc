import type { FastifyInstance } from 'fastify';
import { pincodeRoutes } from './routes';

/** The PIN code lookup; its directory is a module function the pages import (findPin). */
export async function pincodeModule(app: FastifyInstance): Promise<void> {
  pincodeRoutes(app);
}
