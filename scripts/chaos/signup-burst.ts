// Signup burst: 50 sign-ups at once from one address, then 20 plus-addressed variants of one
// mailbox from 20 addresses. Only the limits' worth may become accounts (ADR 087), the rest are
// refused 429 with Retry-After, and no refused sign-up writes an account or a welcome email.
import { ShopClient, uniqueEmail } from '../../apps/server/test/process/http-client';
import { log, tally, withCluster, type Engine, type Row } from './common';

const PER_IP = 10;
const PER_MAILBOX = 3;
const BURST = 50;
const VARIANTS = 20;

export async function signupBurst(engine: Engine): Promise<Row> {
  // The shop's default numbers, not the harness's generous ones.
  const env = { SIGNUPS_PER_IP_PER_HOUR: String(PER_IP), SIGNUPS_PER_DOMAIN_PER_HOUR: '50' };
  return withCluster(
    engine,
    1,
    async (cluster) => {
      const url = cluster.shop.url;
      const [users, emails] = [await cluster.countRows('users'), await cluster.countRows('outbox')];
      const signUp = (email: string, localAddress?: string) =>
        new ShopClient(url, localAddress ? { localAddress } : {})
          .post('/api/auth/signup', { name: 'Burst Bot', email, password: 'burst-password-1' })
          .then((res) => ({ status: res.status, retryAfter: res.headers['retry-after'] }));

      log(`signup-burst/${engine}: ${BURST} sign-ups at once from one address`);
      const started = Date.now();
      const burst = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          signUp(uniqueEmail(`burst${i}`).replace('@', `@d${i}.`)),
        ),
      );
      const ms = Date.now() - started;
      log(`signup-burst/${engine}: ${VARIANTS} variants of one mailbox from ${VARIANTS} addresses`);
      const mailbox = `victim.${Date.now().toString(36)}`;
      const variants = [];
      for (let i = 0; i < VARIANTS; i++) {
        variants.push(await signUp(`${mailbox}+${i}@example.org`, `127.0.${i + 1}.7`));
      }

      const created = [...burst, ...variants].filter((r) => r.status === 201).length;
      const refused = [...burst, ...variants].filter((r) => r.status === 429);
      const newUsers = (await cluster.countRows('users')) - users;
      const newEmails = (await cluster.countRows('outbox')) - emails;
      const pass =
        burst.filter((r) => r.status === 201).length === PER_IP &&
        variants.filter((r) => r.status === 201).length === PER_MAILBOX &&
        refused.length === BURST + VARIANTS - PER_IP - PER_MAILBOX &&
        refused.every((r) => Number(r.retryAfter) > 0) &&
        newUsers === created &&
        newEmails === created;
      return {
        scenario: 'signup-burst',
        engine,
        figures: `${BURST} from one address: ${tally(burst.map((r) => r.status))} in ${ms} ms; ${VARIANTS} variants of one mailbox: ${tally(variants.map((r) => r.status))}; accounts written ${newUsers}, emails written ${newEmails}`,
        pass,
      };
    },
    env,
  );
}
