import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/** Emails the e2e shop wrote to its outbox folder (email to files, see README). */

/**
 * The data folder of the shop the running test drives: the courier project's shop and the live
 * project's shop keep theirs apart from the demo shop's (e2e/run.mjs, playwright.config.ts).
 */
export function shopDataDir(): string {
  const project = test.info().project.name;
  const dataDir =
    project === 'courier'
      ? process.env.E2E_COURIER_DATA_DIR
      : project === 'live'
        ? process.env.E2E_LIVE_DATA_DIR
        : process.env.E2E_DATA_DIR;
  expect(dataDir, `the data folder of project ${project} is set by e2e/run.mjs`).toBeTruthy();
  return dataDir!;
}

/**
 * The Subject header, unfolded and decoded: a subject with any non-ASCII character (the shop's
 * own end with " — shop name") is written as RFC 2047 encoded words, Q or B, folded over lines.
 */
export function subjectOf(eml: string): string {
  const head = eml.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]/g, ' ');
  const raw = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  return raw
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

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
 * Every email to `email` in the outbox folder (DATA_DIR/outbox, see README) of the shop the test
 * drives, oldest first, as written (.eml text) with the time it was written.
 */
function emailsTo(email: string): { writtenAt: number; eml: string }[] {
  const outbox = path.join(shopDataDir(), 'outbox');
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
  const subjectLine = new RegExp(`^${subject.source}`, 'i');
  let text: string | undefined;
  await expect
    .poll(
      () => {
        const newest = emailsTo(email)
          .filter((m) => m.writtenAt >= since - 1000 && subjectLine.test(subjectOf(m.eml)))
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
