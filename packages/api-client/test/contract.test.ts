import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiClient,
  allActions,
  areas,
  checkAnswer,
  defineArea,
  findAction,
  isFilePath,
  ListRequestSchema,
  mailbox,
  main,
  parseActionRequest,
  routes,
  sessionChannelName,
  SigninRequestSchema,
} from '../src/index';

describe('declared actions', () => {
  it('has exactly the spec names of the main, mailbox and payout-requests areas, plus payments, money, reports and commerce', () => {
    expect(Object.keys(areas)).toEqual([
      'main',
      'mailbox',
      'payout-requests',
      'payments',
      'money',
      'reports',
      'payment-links',
      'subscriptions',
      'transfers',
      'allowed-ip-lists',
      'api-keys',
      'webhook-endpoints',
      'team',
      'translations',
      'antifraud',
      'audit',
      'search',
      'saved-views',
    ]);
    expect(Object.keys(areas.main.actions)).toEqual([
      'users/me',
      'users/createTwoFaSecret',
      'users/confirmTwoFaSecret',
      'users/disableTwoFa',
      'identities/getResourceTree',
      'identities/getIdentityGroups',
      'identities/replaceIdentityGroups',
      'identities/listActiveTokens',
      'identities/getMyPermissions',
      'identities/listMyResources',
      'identities/deleteAccessToken',
      'identities/patch',
      'resources/get',
      'resources/getChildrenTree',
      'resources/getParentTree',
      'projects/create',
      'projects/get',
      'organizations/create',
    ]);
    expect(Object.keys(areas.mailbox.actions)).toEqual([
      'topics/list',
      'topics/create',
      'topics/setStatus',
      'messages/create',
      'messages/list',
      'messages/allocateAttachment',
      'messages/deleteAttachment',
      'messages/getFileId',
    ]);
    expect(Object.keys(areas['payout-requests'].actions)).toEqual(['payout-requests/externalList']);
    // 27 of SPEC §7, the 19 of the payments area (payments.test.ts, 3 of them bulk refunds), the 17 of the money area (money.test.ts) and
    // the 8 of the reports area (4 of reports, 4 of report schedules), the 5 of the payment-links area, the 12 of the subscriptions area, the 3 of the
    // transfers area, the 5 of the allowed-ip-lists area, the 6 of the api-keys area, the 13 of the
    // webhook-endpoints area, the 11 of the team area, the 12 of the antifraud area, the 7 of the translations
    // area, the 2 of the audit area, the 1 of the search area and the 4 of the saved-views area.
    expect(allActions()).toHaveLength(152);
    expect(Object.keys(areas.team.actions)).toEqual([
      'team/list',
      'team/get',
      'team/invite',
      'team/resendInvite',
      'team/cancelInvite',
      'team/changeRole',
      'team/remove',
      'team/settings',
      'team/setTwoFaEnforcement',
      'team/listSessions',
      'team/revokeSession',
    ]);
    expect(Object.keys(areas.search.actions)).toEqual(['search/query']);
    expect(Object.keys(areas.translations.actions)).toEqual([
      'translations/listLanguages',
      'translations/addLanguage',
      'translations/removeLanguage',
      'translations/getKeys',
      'translations/patchKeys',
      'translations/import',
      'translations/export',
    ]);
    // The audit trail is read-only: no action changes or deletes an entry.
    expect(Object.keys(areas.audit.actions)).toEqual(['audit/list', 'audit/export']);
  });

  it('stamps area, name, id rule and ignorable on each declaration', () => {
    expect(main.actions['resources/get']).toMatchObject({
      area: 'main',
      name: 'resources/get',
      id: 'required',
      ignorable: false,
    });
    expect(mailbox.actions['topics/list']).toMatchObject({
      area: 'mailbox',
      id: 'none',
      ignorable: true,
    });
    expect(findAction('mailbox', 'topics/list')).toBe(mailbox.actions['topics/list']);
    expect(findAction('main', 'topics/list')).toBeUndefined();
    expect(findAction('main', 'toString')).toBeUndefined();
  });

  it('makes a later area one declaration', () => {
    const disputes = defineArea('disputes', {
      'disputes/list': {
        description: 'Disputes',
        payload: ListRequestSchema,
        answer: v.object({ data: v.array(v.unknown()) }),
      },
    });
    expect(disputes.actions['disputes/list']).toMatchObject({
      area: 'disputes',
      name: 'disputes/list',
      id: 'none',
    });
  });
});

describe('parseActionRequest (the emulator validates with the same schemas)', () => {
  const post = (action: string, extra: object = {}) => ({
    data: { requestReference: 'ref-00000001', action, ...extra },
  });

  it('accepts a valid request and returns the parsed payload', () => {
    const parsed = parseActionRequest(
      'main',
      post('identities/getResourceTree', {
        payload: {
          data: {
            type: 'list-request',
            attributes: { resourceId: 'm-1', include: ['payment-method'], page: { size: 500 } },
          },
        },
      }),
    );
    expect(parsed).toMatchObject({ ok: true, requestReference: 'ref-00000001', id: undefined });
  });

  it('refuses unknown actions, a missing id, an unexpected id and bad payloads with pointers', () => {
    expect(parseActionRequest('main', post('users/unknown'))).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(parseActionRequest('main', post('projects/get'))).toMatchObject({
      ok: false,
      status: 400,
      errors: [{ source: { pointer: '/data/id' } }],
    });
    expect(parseActionRequest('main', post('users/me', { id: 'x' }))).toMatchObject({
      ok: false,
      status: 400,
    });
    const badPage = parseActionRequest(
      'main',
      post('identities/listMyResources', {
        payload: { data: { type: 'list-request', attributes: { page: { size: 501 } } } },
      }),
    );
    expect(badPage).toMatchObject({
      ok: false,
      errors: [{ code: 'invalid', source: { pointer: '/data/payload/data/attributes/page/size' } }],
    });
    expect(
      parseActionRequest('main', { data: { requestReference: 'short', action: 'users/me' } }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('points organization errors at name and number', () => {
    const parsed = parseActionRequest(
      'main',
      post('organizations/create', {
        payload: {
          data: {
            type: 'organization',
            attributes: { name: '  ', number: '' },
            relationships: { merchant: { data: { type: 'resource', id: 'm-1' } } },
          },
        },
      }),
    );
    expect(parsed.ok).toBe(false);
    const pointers = parsed.ok ? [] : parsed.errors.map((error) => error.source?.pointer);
    expect(pointers).toEqual([
      '/data/payload/data/attributes/name',
      '/data/payload/data/attributes/number',
    ]);
  });

  it('checks answers the server is about to send', () => {
    expect(
      checkAnswer(main.actions['identities/getMyPermissions'], {
        data: {
          type: 'identity-permissions',
          id: 'i-1',
          attributes: { permissions: ['p50f63e0e7c34'] },
        },
      }),
    ).toEqual({ ok: true });
    expect(
      checkAnswer(main.actions['identities/getMyPermissions'], { data: null } as never).ok,
    ).toBe(false);
  });
});

describe('HTTP bodies and routes', () => {
  it('tells sign-in steps apart by type', () => {
    expect(
      v.safeParse(SigninRequestSchema, {
        data: {
          type: 'access-token-identity-select',
          attributes: { accessToken: 't', identityId: 'i-1' },
        },
      }).success,
    ).toBe(true);
    expect(
      v.safeParse(SigninRequestSchema, {
        data: {
          type: 'access-token-2fa-confirm',
          attributes: { accessToken: 't', identityId: 'i-1' },
        },
      }).success,
    ).toBe(false);
  });

  it('builds paths and channel names', () => {
    expect(routes.action('payout-requests')).toBe('/api/payout-requests');
    expect(routes.identityGroup('i 1', 'g/2')).toBe('/api/identities/i%201/groups/g%2F2');
    expect(isFilePath(routes.file('f-1'))).toBe(true);
    expect(isFilePath('https://paydesk.test/api/files/f-1')).toBe(true);
    expect(isFilePath(routes.projectDetails('p'))).toBe(false);
    expect(sessionChannelName('session.abc')).toBe('private-session.abc');
    expect(sessionChannelName('private-session.abc')).toBe('private-session.abc');
  });
});

describe('call typing', () => {
  it('requires the id and payload an action declares, and types the answer', () => {
    const client = new ApiClient({
      fetch: async () => new Response(null, { status: 500 }),
      visibility: false,
    });
    const calls = () => {
      // @ts-expect-error projects/get needs an id
      void client.call(main.actions['projects/get']);
      // @ts-expect-error users/me takes no id
      void client.call(main.actions['users/me'], { id: 'x' });
      // @ts-expect-error topics/list needs its list request
      void client.call(mailbox.actions['topics/list'], {});
      void client.call(main.actions['identities/getMyPermissions']);
      return client.call(main.actions['projects/get'], { id: 'p-1' });
    };
    expectTypeOf(calls)
      .returns.resolves.toHaveProperty('data')
      .toHaveProperty('attributes')
      .toHaveProperty('mode')
      .toEqualTypeOf<'live' | 'sandbox'>();
    client.dispose();
  });
});
