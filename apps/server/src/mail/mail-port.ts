import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** The mail port: services hand over a message; how it leaves is configuration. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Keeps every message in the outbox table; with SMTP configured it also delivers it and marks it
 * sent. The log names the recipient and subject only: bodies carry single-use links.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly transport?: { transporter: Transporter; from: string },
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const id = randomUUID();
    await this.db
      .insertInto('mailOutbox')
      .values({ id, toAddress: mail.to, subject: mail.subject, textBody: mail.text, createdAt: this.clock.now(), sentAt: null })
      .execute();
    if (!this.transport) {
      this.log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail kept in outbox (no SMTP_URL)');
      return;
    }
    // Delivered after the caller has answered: a slow mail server must neither hold the request nor
    // tell by its timing whether a message was sent at all (forgot-password for unknown addresses).
    void this.#deliver(id, mail, this.transport);
  }

  async #deliver(id: string, mail: OutgoingMail, transport: { transporter: Transporter; from: string }): Promise<void> {
    try {
      await transport.transporter.sendMail({ from: transport.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.db.updateTable('mailOutbox').set({ sentAt: this.clock.now() }).where('id', '=', id).execute();
      this.log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail sent');
    } catch (error) {
      this.log.error({ mailId: id, err: error }, 'mail delivery failed; kept in outbox');
    }
  }
}
