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
import type { QuestionGenerator } from '../../ai/generator.ts';
import type { Clock } from '../../clock.ts';
import type { GenerationConfig } from '../../config.ts';
import type { Db, Dialect } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mail-port.ts';
import { adminRepository } from './repository.ts';

export interface AdminDeps {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The question generator the app runs, and the OpenAI settings it was made from. */
  generator: Pick<QuestionGenerator, 'name'>;
  openai: Pick<GenerationConfig['openai'], 'baseUrl' | 'model'>;
  /** The background job queue the app runs. */
  queue: Pick<JobQueue, 'kind' | 'depth'>;
}

/** Where the OpenAI client sends requests when OPENAI_BASE_URL is not set. */
const OPENAI_DEFAULT_ENDPOINT = 'https://api.openai.com/v1';

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
   * What the AI side of the installation looks like right now: the generator and job queue the app
   * runs (the generator is not contacted) and the counts of the tables.
   */
  async analyze(): Promise<AiAnalysisReport> {
    const { db, dialect, clock, queue } = this.deps;
    const [jobs, documents, users, mail, waiting] = await Promise.all([
      adminRepository.generationJobCounts(db),
      adminRepository.documentCounts(db),
      adminRepository.userCounts(db),
      adminRepository.outboxCounts(db),
      queue.depth(),
    ]);
    return {
      generatedAt: clock.now().toISOString(),
      database: dialect,
      generator: this.#generator(),
      queue: {
        available: true,
        depth: Object.values(waiting).reduce((sum, count) => sum + count, 0),
        note: `${queue.kind} job queue: jobs waiting for a worker`,
      },
      jobs,
      documents,
      users: { total: users.total, active: users.active, inactive: users.total - users.active },
      mail: { outboxTotal: mail.total, unsent: mail.unsent },
    };
  }

  #generator(): AiAnalysisReport['generator'] {
    const { generator, openai } = this.deps;
    if (generator.name === 'offline') {
      return {
        kind: 'offline',
        configured: false,
        endpoint: null,
        model: null,
        reachable: null,
        note: 'built-in offline generator (AI_PROVIDER=offline): no language model is configured',
      };
    }
    return {
      kind: 'llm',
      configured: true,
      endpoint: openai.baseUrl ?? OPENAI_DEFAULT_ENDPOINT,
      model: openai.model,
      reachable: null,
      note: 'OpenAI-compatible generator (AI_PROVIDER=openai); this report does not contact it',
    };
  }
}
