/**
 * Makes an owner of the shop, who can use all of the back office (/admin) and add staff there:
 *
 *   npm run admin:create -- EMAIL                      prints a generated password
 *   echo 'a long passphrase' | npm run admin:create -- EMAIL   takes the password from stdin
 *
 * A new email gets a new account; an existing account is promoted (and enabled again if it was
 * disabled). Either way the account's password becomes the new one and its sessions end. Reads
 * the same configuration as the server (DATA_DIR, DATABASE_URL, PUBLIC_URL), migrating the
 * database first if needed. The login address printed is the one the shop running on the same
 * DATA_DIR announced (served-at.ts), else the configured one.
 *
 * Exit codes: 0 done; 1 unexpected failure; 2 bad arguments or password.
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailSchema } from '@shop/shared/checkout/fields';
import { PASSWORD_MAX_LENGTH } from '@shop/shared/auth/schemas';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/seed';
import { runningShopUrl } from '../src/served-at';
import { makeAdmin } from '../src/modules/admin/staff/make-admin';
import { hashPassword } from '../src/modules/auth/passwords';
import { usageExit, UsageError, runScript } from './cli';

/** Staff passwords guard every order and customer: longer than the shoppers' minimum. */
const ADMIN_PASSWORD_MIN_LENGTH = 12;

const USAGE = `Usage: npm run admin:create -- EMAIL

  Creates the account EMAIL as an owner, or makes an existing account an owner, and sets its
  password (owners add staff members in the back office, /admin/staff). With a terminal, a
  strong password is generated and printed. When standard input is not a terminal, the
  password is read from it (one line, at least ${ADMIN_PASSWORD_MIN_LENGTH} characters); empty input generates one.

Examples:
  npm run admin:create -- owner@shubhbilling.in
  echo 'correct horse battery staple' | npm run admin:create -- owner@shubhbilling.in`;

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

function parse(argv: string[]): string {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(EXIT.ok);
  }
  if (positionals.length !== 1) throw new UsageError('Give exactly one email address.');
  const email = emailSchema.safeParse(positionals[0]);
  if (!email.success) throw new UsageError(`"${positionals[0]}" is not a valid email address.`);
  return email.data;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The password piped in (its line end removed), or undefined to generate one. */
async function givenPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const text = (await readStdin()).replace(/\r?\n$/, '');
  if (text === '') return undefined;
  if (text.includes('\n')) throw new UsageError('Give the password on one line.');
  if (text.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new UsageError(
      `An owner’s password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
    );
  }
  if (text.length > PASSWORD_MAX_LENGTH) {
    throw new UsageError(`The password can be at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  return text;
}

/** 144 random bits in 24 URL-safe characters. */
const generatePassword = () => crypto.randomBytes(18).toString('base64url');

async function main(): Promise<number> {
  let email: string;
  let given: string | undefined;
  let config;
  try {
    email = parse(process.argv.slice(2));
    config = loadConfig();
    given = await givenPassword();
  } catch (err) {
    return usageExit(err, USAGE);
  }

  const password = given ?? generatePassword();
  const database = openDatabase(config);
  try {
    await prepareDatabase(database);
    const made = await makeAdmin(database.db, email, await hashPassword(password));
    console.log(
      made.created
        ? `Owner account created: ${email}`
        : `Existing account ${email} is now an owner${made.reenabled ? ' (and enabled again)' : ''}; its password was replaced and its sessions ended.`,
    );
    console.log(given ? 'Password: the one given on standard input.' : `Password: ${password}`);
    const running = runningShopUrl(config.dataDir);
    const url = running ?? config.publicUrl;
    console.log(`Log in at ${url}/login, then open ${url}/admin.`);
    if (!running)
      console.log('(The shop is not running on this DATA_DIR now: start it with npm start.)');
    return EXIT.ok;
  } finally {
    await database.close();
  }
}

runScript('admin:create', main, EXIT.failed);
