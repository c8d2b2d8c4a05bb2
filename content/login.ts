import { siteConfig } from '@/lib/site-config';
import type { PageMeta } from './types';

export const loginPage = {
  page: {
    title: 'Client login',
    description: `Sign in to ${siteConfig.name}. Client accounts live in the ${siteConfig.name} admin app.`,
    path: '/login',
    noindex: true,
  } satisfies PageMeta,
  title: 'Client login',
  lead: 'Welcome back. Sign in with the email address your account was created with.',
  adminNote: {
    title: 'Looking for your client portal?',
    text: `Your approvals, reports and documents live in the ${siteConfig.name} admin app. This page is a demonstration of the sign-in form and does not open an account.`,
    linkLabel: 'Go to the admin login',
  },
  form: {
    email: 'Email address',
    password: 'Password',
    remember: 'Remember me',
    forgot: 'Forgot your password?',
    forgotSubject: 'Password reset',
    submit: 'Sign in',
    busy: 'Logging in...',
  },
  toast: {
    message: 'Login successful',
    description: 'This was a demonstration. Use the admin app to reach your account.',
  },
};
