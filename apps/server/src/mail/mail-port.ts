import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Single-use values in `text` (reset tokens): delivered, but never kept in the outbox. */
  secrets?: readonly string[];
}

/** The mail port: services hand over a message; how it leaves is configuration. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** What the outbox keeps in place of a single-use value. */
export const REDACTED = '[redacted]';

export interface OutboxOptions {
  transport?: { transporter: Transporter; from: string };
  /** Keep single-use values readable in the outbox (MAIL_OUTBOX_KEEP_LINKS, development without SMTP). */
  keepSecrets?: boolean;
}

/**
 * Keeps a copy of every message in the outbox table, its single-use values (reset links) redacted:
 * whoever reads the database later finds no usable secret. With SMTP configured it delivers the
 * full message from memory and marks the copy sent. The log names the recipient and subject only.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxOptions = {},
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const id = randomUUID();
    const kept = this.options.keepSecrets ? mail.text : redact(mail.text, mail.secrets ?? []);
    await this.db
      .insertInto('mailOutbox')
      .values({
        id,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: kept,
        createdAt: this.clock.now(),
        sentAt: null,
      })
      .execute();
    const { transport } = this.options;
    if (!transport) {
      this.log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail kept in outbox (no SMTP_URL)');
      return;
    }
    // Delivered after the caller has answered: a slow mail server must neither hold the request nor
    // tell by its timing whether a message was sent at all (forgot-password for unknown addresses).
    void this.#deliver(id, mail, transport);
  }

  async #deliver(id: string, mail: OutgoingMail, transport: { transporter: Transporter; from: string }): Promise<void> {
    try {
      await transport.transporter.sendMail({
        from: transport.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await this.db.updateTable('mailOutbox').set({ sentAt: this.clock.now() }).where('id', '=', id).execute();
      this.log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail sent');
    } catch (error) {
      this.log.error({ mailId: id, err: error }, 'mail delivery failed; kept in outbox');
    }
  }
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((kept, secret) => kept.replaceAll(secret, REDACTED), text);
}

/** Deletes the outbox copies of messages delivered before `before` (MAIL_OUTBOX_RETENTION_DAYS); returns how many. */
export async function purgeDeliveredMail(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('mailOutbox')
    .where('sentAt', 'is not', null)
    .where('sentAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
