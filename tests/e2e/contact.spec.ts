import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { contactFields, contactForm } from '@/content/contact';
import { bookADemo, talkToSales } from '@/content/ctas';
import { translations } from '@/content/words';
import { inLocale, localizedPath, locales } from '@/lib/i18n';
import * as contactEn from '@/content/contact';
import { deliverySettings, openOutbox } from '@/lib/contact/delivery.ts';
import { siteConfig } from '@/lib/site-config';
import { CONTACT_TEST_ENV, FAKE_HUBSPOT_URL } from '../../playwright.config';
import { formatFindings, scan } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { waitForHydration } from '../support/hydration';

// The form posts to the page's server action; the site passes it to the fake HubSpot Forms API
// (tests/fake-hubspot) that playwright.config.ts starts. One fake for the whole file, whose
// failures the tests switch on and off: one test at a time, the rate limit last.
test.describe.configure({ mode: 'serial' });

type Submission = { body: { fields: { name: string; value: string }[] }; headers: object };

const run = promisify(execFile);
let sequence = 0;
/** An address no other test uses, so each finds its own submission. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(sequence += 1)}@nordbyggab.example`;

async function hubspot(request: APIRequestContext, command: string, data?: object) {
  const url = `${FAKE_HUBSPOT_URL}/__control/${command}`;
  const response = data ? await request.post(url, { data }) : await request.get(url);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function submissionsFor(request: APIRequestContext, email: string) {
  const all = (await hubspot(request, 'submissions')) as Submission[];
  return all.filter((submission) =>
    submission.body.fields.some((field) => field.name === 'email' && field.value === email),
  );
}

/** The entries the site under test keeps for `email`, read from its outbox (the instances' Redis). */
async function outboxFor(email: string) {
  const outbox = await openOutbox(deliverySettings({ ...process.env, ...CONTACT_TEST_ENV }));
  try {
    return (await outbox.list()).filter((entry) =>
      entry.fields.some((field) => field.value === email),
    );
  } finally {
    await outbox.close();
  }
}

const retryOutbox = () =>
  run('node', ['scripts/contact-retry.ts'], { env: { ...process.env, ...CONTACT_TEST_ENV } });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: contactForm.submit });

async function fillForm(
  page: Page,
  values: Partial<Record<'name' | 'email' | 'company' | 'phone' | 'message', string>> & {
    topic?: string;
  },
) {
  const all = {
    name: 'Anna Lindqvist',
    company: 'Nordbygg AB',
    phone: '',
    message: 'We run payroll in Sweden, Norway and Finland and would like to talk it through.',
    topic: contactFields.topic.options.sales,
    ...values,
  };
  await field(page, contactFields.name.label).fill(all.name);
  await field(page, contactFields.email.label).fill(all.email ?? uniqueEmail('anna'));
  await field(page, contactFields.company.label).fill(all.company);
  await page.getByLabel(/^Phone/).fill(all.phone);
  await page.getByRole('radio', { name: all.topic }).check();
  await field(page, contactFields.message.label).fill(all.message);
}

test.beforeEach(async ({ request }) => {
  await hubspot(request, 'reset', {});
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is in the page, posts, and the page answers with the confirmation', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nojs');
    await page.goto(bookADemo.href);
    // The topic comes from the link only with JavaScript: here the visitor picks it.
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await fillForm(page, { email, topic: contactFields.topic.options.demo });
    await sendButton(page).click();

    await expect(page).toHaveURL(/\/contact(\?topic=demo)?$/);
    await expect(page.getByText(contactForm.sent.title)).toBeVisible();
    await expect(sendButton(page)).toHaveCount(0);
    const [sent, ...more] = await submissionsFor(request, email);
    expect(more).toEqual([]);
    expect(sent?.body.fields).toEqual(
      expect.arrayContaining([
        { objectTypeId: '0-1', name: 'firstname', value: 'Anna' },
        { objectTypeId: '0-1', name: 'contact_topic', value: 'Book a demo' },
      ]),
    );
    // Nothing of the visitor's browser reaches HubSpot.
    expect(sent?.headers).toEqual({});
  });

  test('the server’s messages stand next to each field, with the values kept', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    // Each passes the browser's own checks, and not the server's.
    await fillForm(page, { name: '   ', email: 'anna@nordbygg', phone: '12345' });
    await sendButton(page).click();

    await expect(page.getByRole('heading', { name: contactForm.errorSummaryTitle })).toBeVisible();
    const email = field(page, contactFields.email.label);
    await expect(email).toHaveValue('anna@nordbygg');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      `${contactFields.email.hint} Error: ${contactFields.email.errors.invalid}`,
    );
    await expect(field(page, contactFields.name.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Phone/)).toHaveAccessibleDescription(
      new RegExp(contactFields.phone.errors.invalid.replace(/[+.()]/g, '\\$&')),
    );
    await expect(field(page, contactFields.company.label)).toHaveValue('Nordbygg AB');
    await expect(field(page, contactFields.company.label)).not.toHaveAttribute('aria-invalid');
    await expect(field(page, contactFields.message.label)).toHaveValue(/payroll in Sweden/);
    await expect(
      page.getByRole('radio', { name: contactFields.topic.options.sales }),
    ).toBeChecked();
    // The summary links to each field.
    await expect(
      page.getByRole('link', { name: contactFields.email.errors.invalid }),
    ).toHaveAttribute('href', '#contact-email');
    expect(await hubspot(request, 'submissions')).toEqual([]);
  });

  test('a bot that fills the hidden field is thanked, and nothing is sent', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toBeHidden();
    await fillForm(page, {});
    // What a bot does: it fills every field in the HTML, seen or not.
    await trap.evaluate((input: HTMLInputElement) => (input.value = 'https://cheap-links.example'));
    await sendButton(page).click();
    await expect(page.getByText(contactForm.sent.title)).toBeVisible();
    expect(await hubspot(request, 'submissions')).toEqual([]);
  });
});

test.describe('with JavaScript', () => {
  test('Book a demo preselects its topic; the answer comes in place and takes focus', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('js');
    await page.goto(bookADemo.href);
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: contactFields.topic.options.demo })).toBeChecked();
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await fillForm(page, { email, topic: contactFields.topic.options.demo });
    await sendButton(page).click();

    const answer = page.getByRole('status').filter({ hasText: contactForm.sent.title });
    await expect(answer).toBeFocused();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(await submissionsFor(request, email)).toHaveLength(1);
  });

  test('Talk to sales preselects the sales topic', async ({ page }) => {
    await page.goto(talkToSales.href);
    await waitForHydration(page);
    await expect(
      page.getByRole('radio', { name: contactFields.topic.options.sales }),
    ).toBeChecked();
  });

  for (const locale of locales) {
    test(`a privacy notice at the form links to the privacy policy; each topic on one line (${locale})`, async ({
      page,
    }) => {
      const { contactForm: copy, contactFields: fields } = inLocale(
        locale,
        contactEn,
        translations.contact,
      );
      await page.goto(localizedPath('/contact', locale));
      const card = page.locator('section[aria-labelledby=message-heading]');
      await expect(card.getByText(copy.privacyNotice.text)).toBeVisible();
      await expect(card.getByRole('link', { name: copy.privacyNotice.link.label })).toHaveAttribute(
        'href',
        localizedPath('/privacy', locale),
      );
      for (const option of Object.values(fields.topic.options)) {
        const tile = page.locator('label').filter({ hasText: option });
        const box = await tile.boundingBox();
        expect(box?.height, `"${option}" in one line`).toBeLessThan(56);
      }
    });
  }

  test('errors: the summary takes focus, each field says what is wrong, fixing it sends', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('fix');
    await page.goto('/contact');
    await waitForHydration(page);
    await fillForm(page, { company: '', email: 'anna@' });
    await sendButton(page).click();

    const summary = page.getByRole('alert').filter({ hasText: contactForm.errorSummaryTitle });
    await expect(summary).toBeFocused();
    // In the form's order: company comes before email.
    await expect(summary.getByRole('link')).toHaveText([
      contactFields.company.errors.missing,
      contactFields.email.errors.invalid,
    ]);
    await expect(field(page, contactFields.email.label)).toHaveValue('anna@');
    await expect(field(page, contactFields.name.label)).toHaveValue('Anna Lindqvist');

    await field(page, contactFields.email.label).fill(email);
    await field(page, contactFields.company.label).fill('Nordbygg AB');
    await sendButton(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: contactForm.sent.title }),
    ).toBeFocused();
    expect(await submissionsFor(request, email)).toHaveLength(1);
  });

  test('HubSpot failing: the visitor is told, the message is kept, and delivered once', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('outbox');
    await hubspot(request, 'fail', { status: 503 });
    await page.goto('/contact');
    await waitForHydration(page);
    await fillForm(page, { email });
    await sendButton(page).click();

    const answer = page.getByRole('status').filter({ hasText: contactForm.queued.title });
    await expect(answer).toBeFocused();
    await expect(answer).toContainText('no need to send it again');
    await expect(answer.getByRole('link', { name: siteConfig.phone })).toBeVisible();
    await expect(answer.getByRole('link', { name: siteConfig.email })).toBeVisible();
    expect(await submissionsFor(request, email)).toEqual([]);
    expect(await outboxFor(email)).toEqual([
      expect.objectContaining({ attempts: 1, lastError: expect.stringContaining('HTTP 503') }),
    ]);

    // Still down: the retry keeps it.
    await expect(retryOutbox()).rejects.toMatchObject({ code: 1 });
    expect(await outboxFor(email)).toHaveLength(1);

    // Back: delivered, once, however often the retry runs.
    await hubspot(request, 'reset', {});
    await retryOutbox().catch(() => {}); // exits 1 while other tests' refused entries stay
    await retryOutbox().catch(() => {});
    expect(await submissionsFor(request, email)).toHaveLength(1);
    expect(await outboxFor(email)).toEqual([]);
  });

  test('HubSpot refusing a message: kept for a person, not retried, visitor told', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('refused');
    await hubspot(request, 'fail', { status: 400 });
    await page.goto('/contact');
    await waitForHydration(page);
    await fillForm(page, { email });
    await sendButton(page).click();
    await expect(page.getByText(contactForm.queued.title)).toBeVisible();
    const [kept] = await outboxFor(email);
    expect(kept?.state).toBe('refused');
    await hubspot(request, 'reset', {});
    await retryOutbox().catch(() => {});
    expect(await submissionsFor(request, email)).toEqual([]);
  });

  test('the answer to a form posted before the page’s scripts ran breaks no policy', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    // The first page's scripts never load: the browser posts the form itself, as without
    // JavaScript, and the answer (rendered for the request, with a nonce) loads them all.
    let block = true;
    await page.route('**/_next/static/chunks/**', (route) =>
      block ? route.abort() : route.continue(),
    );
    await page.goto('/contact');
    // Passes the browser's check of an email address, not the server's.
    await fillForm(page, { email: 'anna@nordbygg' });
    block = false;
    await sendButton(page).click();
    await expect(page.getByRole('heading', { name: contactForm.errorSummaryTitle })).toBeVisible();
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
  });

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    test(`axe finds nothing at ${viewport.width}px: the form, its errors, its confirmation`, async ({
      page,
    }) => {
      test.slow(); // three scans of the whole page
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      await waitForHydration(page);
      expect(formatFindings(await scan(page, 'form'))).toBe('');
      await fillForm(page, { company: '', email: 'anna@' });
      await sendButton(page).click();
      await expect(page.getByRole('alert').first()).toBeFocused();
      expect(formatFindings(await scan(page, 'errors'))).toBe('');
      await field(page, contactFields.email.label).fill(uniqueEmail('axe'));
      await field(page, contactFields.company.label).fill('Nordbygg AB');
      await sendButton(page).click();
      await expect(page.getByText(contactForm.sent.title)).toBeVisible();
      expect(formatFindings(await scan(page, 'sent'))).toBe('');
    });
  }
});

test.describe('rate limit', () => {
  test.use({ javaScriptEnabled: false });

  test('too many messages from one address are refused, in plain words, values kept', async ({
    page,
  }) => {
    const limit = Number(CONTACT_TEST_ENV.CONTACT_RATE_LIMIT);
    let refused = false;
    for (let attempt = 0; attempt <= limit && !refused; attempt++) {
      await page.goto('/contact');
      await fillForm(page, { company: 'Spammy AB' });
      await sendButton(page).click();
      refused = await page.getByText(contactForm.rateLimited.title).isVisible();
    }
    expect(refused).toBe(true);
    await expect(page.getByText(contactForm.rateLimited.text)).toBeVisible();
    await expect(field(page, contactFields.company.label)).toHaveValue('Spammy AB');
  });
});
