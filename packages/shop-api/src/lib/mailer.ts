/**
 * Where the shop's emails go. There is no mail service yet: the console mailer prints each
 * message where the shop runs, which is where the demo's certificate codes are read.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Human-readable kind for logs: 'console' or the service's name. */
  readonly label: string;
  send(message: MailMessage): Promise<void>;
}

/** Prints each message on the API's console. */
export function consoleMailer(print: (line: string) => void = console.info): Mailer {
  return {
    label: 'console',
    async send({ to, subject, text }) {
      print(`[shop-api] mail to ${to} (no mail service configured): ${subject}\n${text}`);
    },
  };
}
