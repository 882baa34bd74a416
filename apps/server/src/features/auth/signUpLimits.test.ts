import { SIGN_UP_LIMITS, signUpProofMessages, type SignUpChallenge } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { solveSignUpChallenge } from '../../test/solveSignUpChallenge';
import { consumeRateLimit } from '../../security/rateLimit';
import { authLimitsSummary, authRateLimits } from './authRateLimits';

/** Issue 22, item 9 and decision 036: a class behind one address can register; a flood cannot. */
describe.each(testDrivers)('sign-up limits per network (%s)', (driver) => {
  const ctx = useTestApp(driver, { TRUST_PROXY: 'true' });
  let n = 0;
  const register = (ip: string, proof?: object) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': ip },
      payload: {
        email: `student${++n}@school.example`,
        password: 'long-enough-pw',
        full_name: `Student ${n}`,
        ...(proof ? { proof } : {}),
      },
    });
  const challenge = async (ip: string) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/signup-challenge',
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.statusCode).toBe(200);
    return res.json<SignUpChallenge>();
  };
  /** what the web app does: register, and on 428 solve a challenge and send it again */
  const registerLikeTheBrowser = async (ip: string) => {
    const first = await register(ip);
    if (first.statusCode !== 428) return first.statusCode;
    return (await register(ip, solveSignUpChallenge(await challenge(ip)))).statusCode;
  };

  it('lets a class of 40 behind one address sign up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push(await registerLikeTheBrowser('10.40.0.1'));
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 201));
  }, 120_000);

  it('asks for a proof past the free sign-ups, refuses a bad, foreign or replayed one, and stops at the ceiling', async () => {
    const ip = '10.41.0.1';
    for (let i = 0; i < SIGN_UP_LIMITS.freePerIpPerHour; i++) {
      expect((await register(ip)).statusCode).toBe(201);
    }
    const refused = await register(ip);
    expect(refused.statusCode).toBe(428);
    expect(refused.json()).toEqual({ detail: signUpProofMessages.proofRequired });

    const issued = await challenge(ip);
    expect(issued.difficulty_bits).toBe(SIGN_UP_LIMITS.proofBits);
    // a nonce that does not solve it, a challenge issued to another address, a forged one
    const wrong = await register(ip, { challenge: issued.challenge, nonce: 'not-a-solution' });
    expect(wrong.statusCode).toBe(428);
    const foreign = solveSignUpChallenge(await challenge('10.41.0.2'));
    expect((await register(ip, foreign)).statusCode).toBe(428);
    const forged = solveSignUpChallenge({ ...issued, challenge: `${Date.now() + 60_000}.x.y` });
    expect((await register(ip, forged)).statusCode).toBe(428);

    const proof = solveSignUpChallenge(issued);
    expect((await register(ip, proof)).statusCode).toBe(201);
    expect((await register(ip, proof)).statusCode).toBe(428);

    expect((await register(ip, solveSignUpChallenge(await challenge(ip)))).statusCode).toBe(201);
    // the rest of the ceiling as a flood would use it (argon2 for each would take minutes here)
    for (let i = 2; i < SIGN_UP_LIMITS.provenPerIpPerHour; i++) {
      await consumeRateLimit(ctx().database.db, authRateLimits.registerProvenPerIp, ip);
    }
    const flood = await register(ip, solveSignUpChallenge(await challenge(ip)));
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    // another network is not affected
    expect((await register('10.41.0.3')).statusCode).toBe(201);
  }, 120_000);
});

describe('the start-up line about RATE_LIMIT_FACTOR', () => {
  it('names the factor and the sign-up limits it gives', () => {
    expect(authLimitsSummary(3)).toMatch(
      /^rate limits \(RATE_LIMIT_FACTOR=3\): per client address 30 sign-ups an hour, then up to 300 with a browser proof of work/,
    );
  });
});
