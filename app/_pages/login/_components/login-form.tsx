import { buttonVariants } from '@/components/ui/button-variants';
import * as en from '@/content/login';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { LoginFormBehaviour } from './login-form-behaviour';

const inputClasses =
  'mt-2 block w-full rounded-brand border border-neutral-300 bg-white px-4 py-3 text-base text-primary placeholder:text-neutral-500 focus-visible:border-orange-600';

/**
 * A mock sign-in: the browser checks the fields, then the form is busy for
 * LOGIN_DELAY_MS, confirms with a toast and clears itself (LoginFormBehaviour). Nothing is sent
 * anywhere. Rendered on the server; only the behaviour is client code.
 */
export function LoginForm({ locale }: { locale: Locale }) {
  const { form: copy, toast } = inLocale(locale, en, translations.login).loginPage;
  const forgotHref = `mailto:${siteConfig.email}?subject=${encodeURIComponent(copy.forgotSubject)}`;
  return (
    <LoginFormBehaviour
      submit={{
        label: copy.submit,
        busyLabel: copy.busy,
        className: buttonVariants({ size: 'lg', className: 'w-full' }),
      }}
      toast={{ message: toast.message, description: toast.description }}
    >
      <div>
        <label htmlFor="login-email" className="block font-semibold text-primary">
          {copy.email}
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor="login-password" className="block font-semibold text-primary">
          {copy.password}
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClasses}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <label className="flex items-center gap-2 text-neutral-700">
          <input
            name="remember"
            type="checkbox"
            className="size-5 rounded border-neutral-400 accent-orange-600"
          />
          {copy.remember}
        </label>
        <a
          href={forgotHref}
          className="font-semibold text-orange-700 underline-offset-4 hover:underline"
        >
          {copy.forgot}
        </a>
      </div>
    </LoginFormBehaviour>
  );
}
