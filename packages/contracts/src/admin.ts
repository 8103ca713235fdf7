import { z } from 'zod';
import { EmailSchema } from './accounts.ts';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages one sender (user, or address when signed out) may send per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 3600 } as const;

export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be no more than ${CONTACT_NAME_MAX} characters`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be no more than ${CONTACT_SUBJECT_MAX} characters`,
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN} characters`,
  messageTooLong: `Message must be no more than ${CONTACT_MESSAGE_MAX} characters`,
  sent: 'Thank you. Your message has been sent to the administrators.',
  tooMany: 'You have sent several messages recently. Please wait before sending another.',
} as const;

/** The /contact form and POST /api/v1/contact body. */
export const ContactBodySchema = z
  .object({
    name: z
      .string({ error: contactMessages.nameRequired })
      .trim()
      .min(1, contactMessages.nameRequired)
      .max(CONTACT_NAME_MAX, contactMessages.nameTooLong),
    email: EmailSchema,
    subject: z
      .string({ error: contactMessages.subjectRequired })
      .trim()
      .min(1, contactMessages.subjectRequired)
      .max(CONTACT_SUBJECT_MAX, contactMessages.subjectTooLong),
    message: z
      .string({ error: contactMessages.messageRequired })
      .trim()
      .min(1, contactMessages.messageRequired)
      .min(CONTACT_MESSAGE_MIN, contactMessages.messageTooShort)
      .max(CONTACT_MESSAGE_MAX, contactMessages.messageTooLong),
  })
  .meta({ id: 'ContactBody' });
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactAcceptedSchema = z
  .object({ message: z.string(), recipients: z.number().int() })
  .meta({ id: 'ContactAccepted' });
export type ContactAccepted = z.infer<typeof ContactAcceptedSchema>;

const CountsByStatusSchema = z.record(z.string(), z.number().int());

/**
 * What POST /api/v1/ai-analysis/analyze reports (the admin diagnostics page shows it raw): the
 * configured generator, the job queue, and counts of jobs, documents, users and mail. A part whose
 * subsystem is not installed says so (`available: false`) instead of inventing numbers.
 */
export const AiAnalysisReportSchema = z
  .object({
    generatedAt: z.string(),
    database: z.enum(['sqlite', 'postgres']),
    generator: z.object({
      kind: z.enum(['offline', 'llm']),
      configured: z.boolean(),
      endpoint: z.string().nullable(),
      model: z.string().nullable(),
      reachable: z.boolean().nullable(),
      note: z.string(),
    }),
    queue: z.object({ available: z.boolean(), depth: z.number().int().nullable(), note: z.string() }),
    jobs: z.object({ available: z.boolean(), total: z.number().int(), byStatus: CountsByStatusSchema }),
    documents: z.object({ available: z.boolean(), total: z.number().int(), byStatus: CountsByStatusSchema }),
    users: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
    mail: z.object({ outboxTotal: z.number().int(), unsent: z.number().int() }),
  })
  .meta({ id: 'AiAnalysisReport' });
export type AiAnalysisReport = z.infer<typeof AiAnalysisReportSchema>;
