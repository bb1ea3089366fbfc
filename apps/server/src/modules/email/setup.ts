import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { EmailService } from './service';
import { createDelivery } from './transport';

/** The email outbox as configured: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export function createEmailService(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): EmailService {
  return new EmailService(
    db,
    createDelivery({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      messageIdHost: new URL(config.publicUrl).hostname,
    }),
    log,
  );
}
