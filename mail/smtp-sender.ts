import nodemailer from 'nodemailer';
import type { MailSender } from '../contact/mail-sender.ts';

// The SMTP adapter of both servers (server/ and functions/): sends a ContactMail with
// nodemailer. The visitor's address is only in Reply-To; From is the configured MAIL_FROM so
// the owner's provider doesn't treat the mail as spoofed.

/** Fail fast when the server is down (the outbox retries later); the URL's own values win. */
const TIMEOUTS = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };

/** SMTP_URL with our timeouts added as query options, which is how nodemailer reads a URL. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl));
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The content is ours, but nodemailer must never read a file or URL on our behalf.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transport.close();
    },
  };
}
