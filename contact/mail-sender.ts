import type { ContactMail } from './build-mail.ts';

// What the core needs from mail delivery, and nothing of how: the SMTP adapter lives in
// mail/smtp-sender.ts beside the servers, so the core carries no transport.

export interface MailSender {
  send(mail: ContactMail): Promise<void>;
  close(): void;
}
