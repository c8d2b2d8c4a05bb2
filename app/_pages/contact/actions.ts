'use server';

import { headers } from 'next/headers';
import { contactPage } from '@/content/contact';
import { senderAddress } from '@/lib/csp-reports';
import { absoluteUrl } from '@/lib/env';
import { contactServices } from '@/lib/contact/services';
import type { ContactFormState } from '@/lib/contact/form-state';
import { handleContactSubmission } from '@/lib/contact/submit';

/**
 * The contact form's server action. Without JavaScript the browser posts the form to /contact
 * and Next renders the page with this answer; with it, React posts it and shows the answer in
 * place (lib/contact/submit.ts does the work).
 */
export async function sendContactMessage(
  previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  return handleContactSubmission(contactServices(), {
    form,
    address: senderAddress(await headers()),
    page: { uri: absoluteUrl(contactPage.path), name: contactPage.title },
    previous,
  });
}
