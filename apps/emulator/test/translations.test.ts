// Translations end to end: languages of an organization ('Language already exists' at its field), keys beside
// their English source, PO and JSON files parsed with the line of the first fault ('Incorrect format', nothing
// half-imported), export, and the texts applied: the hosted payment page by `?lang=` and Accept-Language, the
// payment-link mails by the customer's language. translations.read / .write enforced on the server.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentLinks, TRANSLATION_ERRORS, translations } from '@paydesk/api-client';
import {
  parseJson,
  parsePo,
  FormatError,
  exportPo,
  exportJson,
} from '../src/domain/translations/formats.js';
import { acceptedLanguages, bestLanguage } from '../src/domain/translations/translator.js';
import { translationKeys } from '../src/domain/translations/catalogue.js';
import type { TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;
let shop: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
  shop = (await suite.emulator.context.db.get<{ id: string }>(
    "SELECT id FROM resources WHERE type = 'project' AND name = 'Retail Web Shop'",
  ))!.id;
});

const call = <N extends keyof typeof translations.actions>(
  client: TestClient,
  name: N,
  attributes: Record<string, unknown>,
  type: string,
) =>
  client.api.call(
    translations.actions[name] as never,
    {
      payload: { data: { type, attributes: { resourceId: retail, ...attributes } } },
    } as never,
  ) as Promise<{ data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

const addLanguage = (client: TestClient, code: string) =>
  call(client, 'translations/addLanguage', { code }, 'translation-language');
const importFile = (client: TestClient, code: string, format: 'po' | 'json', content: string) =>
  call(client, 'translations/import', { code, format, content }, 'translation-import');
const getKeys = (client: TestClient, code: string) =>
  call(client, 'translations/getKeys', { code }, 'translation-language');

/** The failure of parsing `content`: its line and reason. */
const faultOf = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(FormatError);
    return (error as FormatError).line;
  }
  throw new Error('Expected the file to be refused');
};

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${suite.emulator.url}${path}`, { headers });
  return response.text();
};

const germanPo = `# German texts of the payment page
msgid ""
msgstr ""
"Language: de\\n"

msgctxt "payPage.cardNumber"
msgid "Card number"
msgstr "Kartennummer"

msgctxt "payPage.payAmount"
msgid "Pay {amount}"
msgstr "{amount} bezahlen"

msgctxt "email.linkCreated.subject"
msgid "Payment request: {description}"
msgstr "Zahlungsaufforderung: "
"{description}"
`;

describe('translation files', () => {
  it('reads PO with keys in msgctxt, continuation lines, the header and comments', () => {
    const texts = parsePo(germanPo);
    expect(Object.fromEntries(texts)).toEqual({
      'payPage.cardNumber': 'Kartennummer',
      'payPage.payAmount': '{amount} bezahlen',
      'email.linkCreated.subject': 'Zahlungsaufforderung: {description}',
    });
    // An entry without msgctxt is matched by its English source.
    expect(Object.fromEntries(parsePo('msgid "CVC"\nmsgstr "Prüfziffer"\n'))).toEqual({
      'payPage.cvc': 'Prüfziffer',
    });
  });

  it('names the line of the first fault in a PO file', () => {
    expect(
      faultOf(() => parsePo('msgctxt "payPage.cvc"\nmsgid "CVC"\nmsgstr "x"\nthis is not po\n')),
    ).toBe(4);
    expect(faultOf(() => parsePo('msgctxt "payPage.cvc"\nmsgid "CVC\nmsgstr "x"\n'))).toBe(2);
    expect(faultOf(() => parsePo('\n\nmsgctxt "payPage.nope"\nmsgid "x"\nmsgstr "y"\n'))).toBe(3);
    expect(
      faultOf(() =>
        parsePo('msgctxt "payPage.payAmount"\nmsgid "Pay {amount}"\nmsgstr "Bezahlen"\n'),
      ),
    ).toBe(1);
    expect(faultOf(() => parsePo('msgstr "x"\n'))).toBe(1);
  });

  it('reads flat and nested JSON and names the line of the first fault', () => {
    expect(
      Object.fromEntries(parseJson('{"payPage": {"cvc": "Prüfziffer"}, "payPage.pay": ""}')),
    ).toEqual({
      'payPage.cvc': 'Prüfziffer',
      'payPage.pay': null,
    });
    expect(
      faultOf(() =>
        parseJson('{\n  "payPage.cvc": "a",\n  "payPage.pay": "b"\n  "payPage.amount": "c"\n}'),
      ),
    ).toBe(4);
    expect(faultOf(() => parseJson('{\n  "payPage.cvc": "a",\n  "payPage.pay": 3\n}'))).toBe(3);
    expect(faultOf(() => parseJson('{\n  "payPage.cvc": "a",\n  "unknown.key": "b"\n}'))).toBe(3);
    expect(faultOf(() => parseJson('[]'))).toBe(1);
    expect(faultOf(() => parseJson('{\n  "payPage.cvc": "a",\n'))).toBe(3);
  });

  it('exports files that read back as they were', () => {
    const texts = new Map([['payPage.cvc', 'Prüfziffer "CVC"']] as const);
    expect(Object.fromEntries(parsePo(exportPo('de', new Map(texts))))).toMatchObject({
      'payPage.cvc': 'Prüfziffer "CVC"',
      'payPage.pay': null,
    });
    const json = parseJson(exportJson(new Map(texts)));
    expect(json.size).toBe(translationKeys.length);
    expect(json.get('payPage.cvc')).toBe('Prüfziffer "CVC"');
  });

  it('picks the language a customer asks for', () => {
    expect(acceptedLanguages('fr;q=0.5, de-CH, en;q=0.8, *;q=0.1')).toEqual(['de-CH', 'en', 'fr']);
    expect(bestLanguage(['de', 'fr'], ['de-CH'])).toBe('de');
    expect(bestLanguage(['de-DE'], ['de'])).toBe('de-DE');
    expect(bestLanguage(['de'], ['en-GB', 'de'])).toBeNull();
    expect(bestLanguage(['de'], ['ja'])).toBeNull();
  });
});

describe('translations area', () => {
  it('adds a language once, edits, imports all or nothing, exports, removes', async () => {
    const admin = await as('admin');
    const added = await addLanguage(admin, 'DE');
    expect(added.data.attributes).toMatchObject({
      code: 'de',
      translated: 0,
      total: translationKeys.length,
    });

    const duplicate = await rejection(addLanguage(admin, 'de'));
    expect(duplicate.errors[0]).toMatchObject({
      title: TRANSLATION_ERRORS.languageExists,
      source: { pointer: '/data/attributes/code' },
    });
    expect((await rejection(addLanguage(admin, 'english!'))).errors[0]!.title).toBe(
      TRANSLATION_ERRORS.invalidCode,
    );
    expect((await rejection(addLanguage(admin, 'en-GB'))).errors[0]!.title).toBe(
      TRANSLATION_ERRORS.sourceLanguage,
    );

    await importFile(admin, 'de', 'po', germanPo);
    const malformed = await rejection(
      importFile(
        admin,
        'de',
        'json',
        '{\n  "payPage.cvc": "Prüfziffer",\n  "payPage.pay" "Zahlen"\n}',
      ),
    );
    expect(malformed.errors[0]).toMatchObject({
      title: TRANSLATION_ERRORS.incorrectFormat,
      source: { pointer: '/data/attributes/content' },
      meta: { line: 3 },
    });
    const keys = (await getKeys(admin, 'de')).data.attributes.keys as {
      key: string;
      source: string;
      translation: string | null;
    }[];
    // Nothing of the malformed file was written.
    expect(keys.find((key) => key.key === 'payPage.cvc')).toMatchObject({
      source: 'CVC',
      translation: null,
    });
    expect(keys.find((key) => key.key === 'payPage.cardNumber')!.translation).toBe('Kartennummer');

    const patched = await call(
      admin,
      'translations/patchKeys',
      { code: 'de', translations: { 'payPage.cvc': 'Prüfziffer', 'payPage.cardNumber': null } },
      'translation-patch',
    );
    expect(
      (patched.data.attributes.keys as { key: string; translation: string | null }[])
        .filter((key) => key.translation)
        .map((key) => key.key)
        .sort(),
    ).toEqual(['email.linkCreated.subject', 'payPage.cvc', 'payPage.payAmount']);
    const placeholders = await rejection(
      call(
        admin,
        'translations/patchKeys',
        { code: 'de', translations: { 'payPage.payAmount': 'Zahlen' } },
        'translation-patch',
      ),
    );
    expect(placeholders.errors[0]).toMatchObject({
      title: TRANSLATION_ERRORS.placeholders,
      meta: { key: 'payPage.payAmount' },
    });

    const listed = await call(admin, 'translations/listLanguages', {}, 'translation-request');
    expect(listed.data.map((item: { attributes: unknown }) => item.attributes)).toEqual([
      expect.objectContaining({ code: 'de', translated: 3 }),
    ]);
    const po = await call(
      admin,
      'translations/export',
      { code: 'de', format: 'po' },
      'translation-export',
    );
    expect(po.data.attributes.fileName).toBe('translations-de.po');
    expect(po.data.attributes.content).toContain(
      'msgctxt "payPage.cvc"\nmsgid "CVC"\nmsgstr "Prüfziffer"',
    );
    const json = await call(
      admin,
      'translations/export',
      { code: 'de', format: 'json' },
      'translation-export',
    );
    expect(JSON.parse(json.data.attributes.content)['payPage.payAmount']).toBe('{amount} bezahlen');

    await call(admin, 'translations/removeLanguage', { code: 'de' }, 'translation-language');
    expect(
      (await call(admin, 'translations/listLanguages', {}, 'translation-request')).data,
    ).toEqual([]);
    expect((await rejection(getKeys(admin, 'de'))).code).toBe('not-found');
  });

  it('enforces translations.read and translations.write on the server', async () => {
    const support = await as('support');
    expect(
      (await rejection(call(support, 'translations/listLanguages', {}, 'translation-request')))
        .code,
    ).toBe('forbidden');
    expect((await rejection(addLanguage(support, 'fr'))).code).toBe('forbidden');
    const admin = await as('admin');
    await addLanguage(admin, 'fr');
    expect((await rejection(importFile(support, 'fr', 'json', '{}'))).code).toBe('forbidden');
    const finance = await as('finance');
    expect((await rejection(getKeys(finance, 'fr'))).code).toBe('forbidden');
  });
});

describe('texts applied', () => {
  it('shows the hosted payment page in the language asked for, English otherwise', async () => {
    const admin = await as('admin');
    await addLanguage(admin, 'de');
    await importFile(admin, 'de', 'po', germanPo);
    const { data } = await admin.api.call(paymentLinks.actions['payment-links/create'], {
      payload: {
        data: {
          type: 'payment-link',
          attributes: {
            resourceId: shop,
            description: 'Order 77',
            amount: 1250,
            currencies: ['EUR'],
            methods: ['card'],
          },
        },
      },
    });
    const path = `/pay/${data.attributes.token}`;
    const english = await page(path);
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Card number');

    const german = await page(`${path}?lang=de`);
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Kartennummer');
    expect(german).toMatch(/12[.,]50.*bezahlen/);
    // A key the language leaves empty falls back to English; the form posts back in the same language.
    expect(german).toContain('Cardholder name');
    expect(german).toContain(`action="${path}?lang=de"`);

    const byBrowser = await page(path, { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(byBrowser).toContain('Kartennummer');
    expect(await page(path, { 'accept-language': 'fr-FR' })).toContain('Card number');
  });

  it("writes a payment link's mail in its customer's language", async () => {
    const customer = await suite.emulator.context.db.get<{ email: string }>(
      `SELECT email FROM customers WHERE organization_id = ? AND json_extract(details, '$.language') = 'de-DE' LIMIT 1`,
      [retail],
    );
    expect(customer).toBeDefined();
    const admin = await as('admin');
    await addLanguage(admin, 'de');
    await importFile(
      admin,
      'de',
      'json',
      JSON.stringify({
        'email.linkCreated.subject': 'Zahlungsaufforderung: {description}',
        'email.linkCreated.body': 'Bitte über den Link bezahlen.',
      }),
    );
    const { data } = await admin.api.call(paymentLinks.actions['payment-links/create'], {
      payload: {
        data: {
          type: 'payment-link',
          attributes: {
            resourceId: shop,
            description: 'Order 78',
            amount: 990,
            currencies: ['EUR'],
            methods: ['card'],
            customerEmail: customer!.email,
            notifyBy: 'email',
          },
        },
      },
    });
    const mail = (await suite.control.request('GET', '/__test/mail')).json.data as {
      to: string;
      subject: string;
      body: string | null;
      link: string | null;
    }[];
    const sent = mail.find((message) => message.subject.includes('Order 78'));
    expect(sent).toMatchObject({
      subject: 'Zahlungsaufforderung: Order 78',
      body: 'Bitte über den Link bezahlen.',
      link: `/pay/${data.attributes.token}?lang=de`,
    });
  });
});
