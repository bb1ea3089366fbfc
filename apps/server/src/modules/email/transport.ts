import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { fromJson } from '../../db/column-types';
import type { OutboxRow } from './repository';

export interface DeliveryOptions {
  /** smtp:// or smtps:// URL; unset writes .eml files instead. */
  smtpUrl: string | undefined;
  /** Where .eml files go when there is no SMTP server: DATA_DIR/outbox. */
  outboxDir: string;
  from: string;
  /** Host part of Message-IDs, e.g. shop.example.in. */
  messageIdHost: string;
}

/** Hands one outbox message to the mail system: an SMTP server, or a file for development. */
export interface Delivery {
  deliver(row: OutboxRow): Promise<void>;
  close(): void;
}

function mailOptions(row: OutboxRow, opts: DeliveryOptions): SendMailOptions {
  return {
    from: opts.from,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body !== null && { html: row.html_body }),
    ...(row.reply_to !== null && { replyTo: row.reply_to }),
    headers: fromJson(row.headers),
    // Stable per message, so a receiver can drop a duplicate after a retry whose reply got lost.
    messageId: `<outbox-${row.id}-${Date.parse(row.created_at)}@${opts.messageIdHost}>`,
    date: new Date(row.created_at),
  };
}

export function slugForFile(subject: string): string {
  const slug = subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'message';
}

export function createDelivery(opts: DeliveryOptions): Delivery {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      // Bounded waits, so a stuck server delays the queue by seconds rather than minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async deliver(row) {
        await transport.sendMail(mailOptions(row, opts));
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(row) {
      const info = await transport.sendMail(mailOptions(row, opts));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${row.id}-${slugForFile(row.subject)}.eml`);
      // Written whole then renamed, so a reader never sees half a message.
      const partial = `${file}.${process.pid}.part`;
      // The stream transport with buffer: true answers the message as a Buffer.
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
    },
    close: () => transport.close(),
  };
}
