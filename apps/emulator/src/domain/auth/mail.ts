import type { DomainContext } from '../context.js';
import { normalizeEmail } from './users.js';

/** The emulator sends no email: messages land in an outbox that test control and the console show. */
export async function sendMail(
  ctx: DomainContext,
  to: string,
  subject: string,
  link: string | null,
): Promise<void> {
  await ctx.db.run('INSERT INTO mail (to_email, subject, link, created_at) VALUES (?, ?, ?, ?)', [
    normalizeEmail(to),
    subject,
    link,
    ctx.clock.now(),
  ]);
  if (ctx.config.log) console.log(`[mail] to ${to}: ${subject}${link ? ` — ${link}` : ''}`);
}
