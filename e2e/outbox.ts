import fs from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

/** Emails the e2e shop wrote to its outbox folder (email to files, see README). */

/** Decodes a quoted-printable body: soft line breaks (=\n) go, =XX become their bytes (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain part of an .eml file, decoded. */
function plainText(eml: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(eml);
  const body = part?.[1] ?? eml;
  const encoding = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)/i.exec(
    eml,
  )?.[1];
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/**
 * Every email to `email` in the e2e server's outbox folder (DATA_DIR/outbox, see README), oldest
 * first, as written (.eml text) with the time it was written.
 */
function emailsTo(email: string): { writtenAt: number; eml: string }[] {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'E2E_DATA_DIR is set by e2e/run.mjs').toBeTruthy();
  const outbox = path.join(dataDir!, 'outbox');
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
  return files
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(outbox, f))
    .map((f) => ({ writtenAt: fs.statSync(f).mtimeMs, eml: fs.readFileSync(f, 'utf8') }))
    .filter((m) => to.test(m.eml))
    .sort((a, b) => a.writtenAt - b.writtenAt);
}

/**
 * The plain text of the newest email to `email` whose subject matches `subject`, written since
 * `since` (ms). Waits for it: the email worker runs every few seconds.
 */
export async function mailFromOutbox(
  email: string,
  subject: RegExp,
  since: number,
): Promise<string> {
  const subjectLine = new RegExp(`^Subject: ${subject.source}`, 'im');
  let text: string | undefined;
  await expect
    .poll(
      () => {
        const newest = emailsTo(email)
          .filter((m) => m.writtenAt >= since - 1000 && subjectLine.test(m.eml))
          .at(-1);
        text = newest && plainText(newest.eml);
        return text;
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBeTruthy();
  return text!;
}

/** The reset link of the newest password-reset email to `email` (see mailFromOutbox). */
export async function resetLinkFromOutbox(email: string, since: number): Promise<string> {
  const text = await mailFromOutbox(email, /Reset your/, since);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
  expect(link, 'a reset link in the email').toBeTruthy();
  return link!;
}

/**
 * The plain texts of every email to `email` in the outbox folder, oldest first. The email worker
 * runs every few seconds: poll it (expect.poll) for the email a step sends.
 */
export function outboxTextsTo(email: string): string[] {
  return emailsTo(email).map((m) => plainText(m.eml));
}
