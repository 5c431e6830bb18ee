// The bind runner against a real anvil and the real mock service: the wallet (the scriptable test
// wallet of the claim runner tests) signs EIP-712 with anvil's unlocked development accounts, the
// mock service (in process, through MSW) verifies the signature and stores the bind, and every
// refusal comes back in the words the bind form shows.
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as mswHttp } from 'msw';
import { appConfig } from '../../config/env.ts';
import { getFreePort, startAnvil } from '../../mock/chain/anvil.ts';
import { localAnvilChain } from '../../mock/chain/deploy.ts';
import { createMockContext } from '../../mock/context.ts';
import { issueSessionToken } from '../../mock/identity/sessions.ts';
import { MNEMONIC_ADDRESSES } from '../../mock/identity/wallets.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { connectTestWallet, type TestWalletBehaviour } from '../../test/test-wallet.ts';
import type { TrustedNow } from './bind-clock.ts';
import { describeBindError } from './bind-errors.ts';
import { runBind, type BindRequest, type BindStep } from './use-bind-referrer.ts';

// Fixture wallets anvil unlocks (it funds and unlocks mnemonic indexes 0 to 9): alice and bob are
// unbound referrers, olivia is bound to bob at world start, and `removed` is linked to no account.
const address = (index: number): Address => {
  const found = MNEMONIC_ADDRESSES[index];
  if (found === undefined) throw new Error(`no mnemonic address ${String(index)}`);
  return found;
};
const [alice, bob, carol, removed, olivia] = [2, 3, 4, 8, 9].map(address) as [
  Address,
  Address,
  Address,
  Address,
  Address,
];
const CHAIN_ID = 31337;
const OTHER_CHAIN_ID = 31338;

const ctx = createMockContext();
const server = setupMockService({ ctx, allowOtherOrigins: true });
let anvils: Awaited<ReturnType<typeof startAnvil>>[] = [];

beforeAll(async () => {
  anvils = await Promise.all(
    [CHAIN_ID, OTHER_CHAIN_ID].map(async (chainId) => startAnvil({ port: await getFreePort(), chainId })),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()));
});

afterEach(() => {
  ctx.reset();
});

function wallet(account: Address, behaviour: TestWalletBehaviour = {}, startChainId = CHAIN_ID): Promise<Config> {
  const chains = anvils.map((anvil) => localAnvilChain(anvil.rpcUrl, anvil.chainId));
  const [first, ...rest] = chains;
  if (first === undefined) throw new Error('anvil did not start');
  return connectTestWallet({ chains: [first, ...rest], account, startChainId, behaviour });
}

const bySignature = (username: string, shownReferrer?: Address): BindRequest => ({
  username,
  authorization: { mode: 'signature' },
  shownReferrer,
});

/** Runs a bind and returns its result, or its failure in the words the bind form shows. */
async function outcome(config: Config, referee: Address, request: BindRequest) {
  const steps: BindStep['step'][] = [];
  const clock: TrustedNow[] = [];
  try {
    const bind = await runBind(
      config,
      referee,
      request,
      (step) => steps.push(step.step),
      (trusted) => clock.push(trusted),
    );
    return { bind, steps, clock };
  } catch (error) {
    return { failure: describeBindError(error, request.username), steps, clock };
  }
}

describe('the bind runner, by signature', () => {
  it('binds with a signature the anvil account made, which the service verifies and stores', async () => {
    const result = await outcome(await wallet(alice), alice, bySignature('bob', bob));
    expect(result.bind).toMatchObject({ referee: alice, referrer: bob, created: true });
    expect(result.steps).toEqual(['resolving', 'sign-in-wallet', 'binding']);
    // The deadline was dated by the service's clock (its Date header), not the device's.
    expect(result.clock.map((trusted) => trusted.source)).toEqual(['service']);
    expect(ctx.binds.referrerOf(alice)).toBe(bob);

    const again = await outcome(await wallet(alice), alice, bySignature('bob'));
    expect(again.bind).toMatchObject({ referee: alice, referrer: bob, created: false });
  });

  it('binds from a wallet on any chain without asking to switch: the bind domain has no chain', async () => {
    const config = await wallet(alice, { rejectSwitch: true }, OTHER_CHAIN_ID);
    const result = await outcome(config, alice, bySignature('bob'));
    expect(result.bind).toMatchObject({ referrer: bob, created: true });
    expect(ctx.binds.referrerOf(alice)).toBe(bob);
  });

  it('says a declined signature sent nothing', async () => {
    const result = await outcome(await wallet(alice, { rejectSignatures: true }), alice, bySignature('bob'));
    expect(result.failure).toBe('You declined to sign in your wallet, so nothing was sent.');
    expect(result.steps).toEqual(['resolving', 'sign-in-wallet']);
    expect(ctx.binds.referrerOf(alice)).toBeNull();
  });

  it('stops before signing when the payout wallet changed since it was shown', async () => {
    // A wallet that refuses to sign would say so: this one is never asked.
    const config = await wallet(alice, { rejectSignatures: true });
    const result = await outcome(config, alice, bySignature('bob', carol));
    expect(result.failure).toBe(
      `The payout wallet of @bob changed to ${bob} since it was shown; check it and bind again.`,
    );
    expect(result.steps).toEqual(['resolving']);
  });

  it('stops before signing when the username is the wallet’s own', async () => {
    // The service would refuse only after a signature; the wallet is never asked.
    const config = await wallet(alice, { rejectSignatures: true });
    const result = await outcome(config, alice, bySignature('alice'));
    expect(result.failure).toBe(
      '@alice is your own username: its link credits this wallet, and a wallet cannot bind to itself. Nothing was signed.',
    );
    expect(result.steps).toEqual(['resolving']);
  });

  it('names an unknown username', async () => {
    const result = await outcome(await wallet(alice), alice, bySignature('nobody_here'));
    expect(result.failure).toBe('No account uses the username @nobody_here.');
  });

  it('puts an existing bind in words, and keeps the first one', async () => {
    const result = await outcome(await wallet(olivia), olivia, bySignature('alice'));
    expect(result.failure).toBe('This wallet is already bound to another referrer, and the first bind is permanent.');
    expect(ctx.binds.referrerOf(olivia)).toBe(bob);
  });

  it('puts a wallet linked to no account in words', async () => {
    const result = await outcome(await wallet(removed), removed, bySignature('alice'));
    expect(result.failure).toMatch(/^This wallet is not linked to a platform account/);
    expect(ctx.binds.referrerOf(removed)).toBeNull();
  });

  it('says a signature that expired on the way (an hour in the wallet) must be made again', async () => {
    // The service reads the bind an hour after the deadline was dated.
    server.use(
      mswHttp.post(`${appConfig.apiBaseUrl}/referrals/bind`, () => {
        ctx.advance(3600);
      }),
    );
    const result = await outcome(await wallet(alice), alice, bySignature('bob'));
    expect(result.failure).toBe(
      'The signature expired before it reached the service: a bind signature is valid for under an hour. Bind again and sign when your wallet asks.',
    );
    expect(ctx.binds.referrerOf(alice)).toBeNull();
  });

  it('says a signature the service cannot match to the wallet is refused, and how to bind instead', async () => {
    // A contract wallet signs with its owner's key, which never recovers to the wallet's address.
    const result = await outcome(await wallet(alice, { signWith: bob }), alice, bySignature('carol'));
    expect(result.failure).toBe(
      'The service did not accept the signature. It may have expired: sign again. Signatures of contract wallets (such as a Safe) are never accepted: bind with a session token instead.',
    );
    expect(ctx.binds.referrerOf(alice)).toBeNull();
  });
});

describe('the bind runner, by session token', () => {
  it('binds with the session token and asks the wallet for nothing', async () => {
    const sessionToken = await issueSessionToken(ctx, 'acct-alice');
    const config = await wallet(alice, { rejectSignatures: true, rejectSwitch: true });
    const result = await outcome(config, alice, {
      username: 'bob',
      authorization: { mode: 'session', sessionToken },
      shownReferrer: undefined,
    });
    expect(result.bind).toMatchObject({ referee: alice, referrer: bob, created: true });
    expect(result.steps).toEqual(['binding']);
    expect(ctx.binds.referrerOf(alice)).toBe(bob);
  });

  it('puts a token the service does not accept in words', async () => {
    const result = await outcome(await wallet(alice), alice, {
      username: 'bob',
      authorization: { mode: 'session', sessionToken: 'not-a-token' },
      shownReferrer: undefined,
    });
    expect(result.failure).toBe('The session token is not valid or has expired.');
    expect(ctx.binds.referrerOf(alice)).toBeNull();
  });
});
