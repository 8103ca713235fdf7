import {
  ROLES,
  contactMessages,
  type AiAnalysisReport,
  type ContactAccepted,
  type ContactBody,
} from '@quizmaker/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ROLE_PERMISSIONS } from '../../access/permissions.ts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Dialect } from '../../db/database.ts';
import type { Mailer } from '../../mail/mail-port.ts';
import { adminRepository } from './repository.ts';

export interface AdminDeps {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Jobs waiting for a worker count as the queue's depth. */
const WAITING_JOB_STATUSES = ['PENDING', 'QUEUED'];

/** Roles whose holders administer users: they receive the contact form's messages. */
export const CONTACT_RECIPIENT_ROLES = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('USER_ADMIN'));

/** Contact messages to the administrators and the diagnostics report of the admin test page. */
export class AdminService {
  constructor(private readonly deps: AdminDeps) {}

  /** Mails the message to every active administrator through the mail port; returns how many got it. */
  async sendContactMessage(sender: Principal | null, body: ContactBody): Promise<ContactAccepted> {
    const { db, mailer, clock, log } = this.deps;
    const recipients = await adminRepository.activeUsersWithAnyRole(db, CONTACT_RECIPIENT_ROLES);
    const text = [
      `From: ${body.name} <${body.email}>`,
      `Account: ${sender ? sender.username : 'not signed in'}`,
      `Sent: ${clock.now().toISOString()}`,
      '',
      body.message,
    ].join('\n');
    for (const recipient of recipients) {
      await mailer.send({ to: recipient.email, subject: `[Quizmaker contact] ${body.subject}`, text });
    }
    if (recipients.length === 0) {
      log.warn({ subject: body.subject }, 'contact message received but no active administrator to mail it to');
    }
    return { message: contactMessages.sent, recipients: recipients.length };
  }

  /**
   * What the AI side of the installation looks like right now. No generator or queue is installed
   * yet, so it says exactly that; the counts come from the tables that exist.
   */
  async analyze(): Promise<AiAnalysisReport> {
    const { db, dialect, clock } = this.deps;
    const [jobs, documents, users, mail] = await Promise.all([
      adminRepository.generationJobCounts(db),
      adminRepository.documentCounts(db),
      adminRepository.userCounts(db),
      adminRepository.outboxCounts(db),
    ]);
    const depth = jobs.available
      ? WAITING_JOB_STATUSES.reduce((sum, status) => sum + (jobs.byStatus[status] ?? 0), 0)
      : null;
    return {
      generatedAt: clock.now().toISOString(),
      database: dialect,
      generator: {
        kind: 'offline',
        configured: false,
        endpoint: null,
        model: null,
        reachable: null,
        note: 'offline generator, not configured',
      },
      queue: {
        available: jobs.available,
        depth,
        note: jobs.available ? 'jobs waiting for a worker (PENDING or QUEUED)' : 'no job queue is installed yet',
      },
      jobs,
      documents,
      users: { total: users.total, active: users.active, inactive: users.total - users.active },
      mail: { outboxTotal: mail.total, unsent: mail.unsent },
    };
  }
}
