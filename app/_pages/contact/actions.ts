'use server';

import { headers } from 'next/headers';
import * as en from '@/content/contact';
import { translations } from '@/content/words';
import { clientAddress } from '@/lib/client-address';
import { absoluteUrl } from '@/lib/env';
import { inLocale, localizedPath } from '@/lib/i18n';
import { contactServices } from '@/lib/contact/services';
import type { ContactFormState } from '@/lib/contact/form-state';
import { handleContactSubmission } from '@/lib/contact/submit';
import { readLocale } from '@/lib/contact/validation';

/**
 * The contact form's server action. Without JavaScript the browser posts the form to its own
 * page (/contact or /sv/contact) and Next renders the page with this answer; with it, React
 * posts it and shows the answer in place (lib/contact/submit.ts does the work). The form's
 * hidden `locale` field says which language the answer is in; anything but 'sv' is English.
 */
export async function sendContactMessage(
  previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const locale = readLocale(form);
  const { contactPage } = inLocale(locale, en, translations.contact);
  return handleContactSubmission(contactServices(), {
    form,
    address: clientAddress(await headers()),
    page: { uri: absoluteUrl(localizedPath(contactPage.path, locale)), name: contactPage.title },
    previous,
    messagesIn: (language) => inLocale(language, en, translations.contact).contactFields,
  });
}
