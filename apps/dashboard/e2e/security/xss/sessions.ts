/** API sessions of their own (not the page's), one per identity of a multi-identity account. */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../fixtures';

const JSON_API = { 'content-type': 'application/vnd.api+json' };

interface SigninAnswer {
  data: { attributes: { status: string; accessToken: string } };
  included?: { id: string; attributes: { name: string } }[];
}

export interface IdentitySession {
  readonly request: APIRequestContext;
  readonly identityId: string;
}

async function signin(request: APIRequestContext, data: unknown): Promise<SigninAnswer> {
  const response = await request.post('/api/signin', { headers: JSON_API, data: { data } });
  if (!response.ok()) throw new Error(`signin: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as SigninAnswer;
}

/** Signs `email` in once per identity, each in its own request context (dispose them after). */
export async function identitySessions(baseURL: string, email: string): Promise<IdentitySession[]> {
  const login = {
    type: 'access-token-login',
    attributes: { email, password: DEMO_PASSWORD, isTrustedDevice: false, setAuthCookie: true },
  };
  const probe = await playwrightRequest.newContext({ baseURL });
  const first = await signin(probe, login);
  await probe.dispose();
  const identities = first.included ?? [];
  if (first.data.attributes.status !== 'identity-select' || identities.length < 2)
    throw new Error(`${email} does not choose between identities`);
  const sessions: IdentitySession[] = [];
  for (const identity of identities) {
    const request = await playwrightRequest.newContext({ baseURL });
    const started = await signin(request, login);
    const chosen = await signin(request, {
      type: 'access-token-identity-select',
      attributes: { accessToken: started.data.attributes.accessToken, identityId: identity.id },
    });
    if (chosen.data.attributes.status !== 'ok') throw new Error(`identity ${identity.id}: not ok`);
    sessions.push({ request, identityId: identity.id });
  }
  return sessions;
}
