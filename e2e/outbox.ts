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
 * The reset link of the newest password-reset email to `email`, read from the e2e server's
 * outbox folder (DATA_DIR/outbox, see README). The email worker runs every few seconds.
 */
export async function resetLinkFromOutbox(email: string, since: number): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'E2E_DATA_DIR is set by e2e/run.mjs').toBeTruthy();
  const outbox = path.join(dataDir!, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
        const mails = files
          .filter((f) => f.endsWith('.eml'))
          .map((f) => path.join(outbox, f))
          .filter((f) => fs.statSync(f).mtimeMs >= since - 1000)
          .map((f) => ({ file: f, text: fs.readFileSync(f, 'utf8') }))
          .filter((m) =>
            new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(m.text),
          )
          .filter((m) => /^Subject: Reset your/im.test(m.text))
          .sort((a, b) => fs.statSync(b.file).mtimeMs - fs.statSync(a.file).mtimeMs);
        if (mails.length === 0) return undefined;
        link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(plainText(mails[0]!.text))?.[0];
        return link;
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBeTruthy();
  return link!;
}
