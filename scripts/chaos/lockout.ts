// Lockout: a guesser at one address tries 40 passwords on the owner's account, and a sprayer at
// another tries 40 accounts. The guesser and the sprayer are slowed (429 with Retry-After), while
// the owner signs in with the right password from a third address, and on the browser they used
// before at the guesser's own address (ADR 087): nobody else's failures lock the owner out.
import {
  ShopClient,
  uniqueEmail,
  type HttpResponse,
} from '../../apps/server/test/process/http-client';
import { log, tally, withCluster, type Engine, type Row } from './common';

const GUESSES = 40;
const PASSWORD = 'owner-password-1';

/** The device cookie a sign-in set, as the browser would send it back. */
const deviceCookie = (res: HttpResponse) =>
  (res.headers['set-cookie'] ?? [])
    .map((line) => /^login_device=([^;]+)/.exec(line)?.[1])
    .find((v) => v !== undefined);

export async function lockout(engine: Engine): Promise<Row> {
  return withCluster(engine, 1, async (cluster) => {
    const url = cluster.shop.url;
    const at = (localAddress: string) => new ShopClient(url, { localAddress });
    const email = uniqueEmail('owner');
    await at('127.0.0.11').signUp(email, PASSWORD);
    // The owner's usual browser at the office (127.0.0.21), which the guesser shares.
    const device = deviceCookie(await at('127.0.0.21').logIn(email, PASSWORD));
    if (!device) throw new Error('no device cookie after signing in');

    log(`lockout/${engine}: ${GUESSES} guesses at the owner's password from the office address`);
    const guesser = at('127.0.0.21');
    const guesses = [];
    for (let i = 0; i < GUESSES; i++)
      guesses.push((await guesser.logIn(email, `guess-${i}`)).status);
    const guesserRight = await guesser.logIn(email, PASSWORD);

    log(`lockout/${engine}: ${GUESSES} accounts sprayed from another address`);
    const sprayer = at('127.0.0.31');
    const sprays = [];
    for (let i = 0; i < GUESSES; i++) {
      sprays.push((await sprayer.logIn(uniqueEmail('someone'), 'password1')).status);
    }

    const elsewhere = await at('127.0.0.41').logIn(email, PASSWORD);
    const knownBrowser = await at('127.0.0.21').post(
      '/api/auth/login',
      { email, password: PASSWORD },
      { cookie: `login_device=${device}` },
    );
    const atSprayer = await at('127.0.0.31').post(
      '/api/auth/login',
      { email, password: PASSWORD },
      { cookie: `login_device=${device}` },
    );
    const pass =
      guesses.filter((s) => s === 401).length === 5 &&
      guesses.slice(5).every((s) => s === 429) &&
      guesserRight.status === 429 &&
      Number(guesserRight.headers['retry-after']) > 0 &&
      sprays.filter((s) => s === 401).length === 20 &&
      sprays.slice(20).every((s) => s === 429) &&
      elsewhere.status === 200 &&
      knownBrowser.status === 200 &&
      atSprayer.status === 200;
    return {
      scenario: 'lockout',
      engine,
      figures: `guesser: ${tally(guesses)}, its right password ${guesserRight.status}; sprayer: ${tally(sprays)}; owner elsewhere ${elsewhere.status}, on a known browser at the guesser's address ${knownBrowser.status}, at the sprayer's ${atSprayer.status}`,
      pass,
    };
  });
}
