import { inLocale } from '@/lib/i18n';
import { render, screen, within } from '@testing-library/react';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { ModulesAccordion } from '@/app/_pages/home/_components/modules-accordion';
import { platformModules as modules } from '@/content/registry/modules';
import * as en_registry_modules from '@/content/registry/modules';
import { translations } from '@/content/words';

const { platformModules: swedishModules } = inLocale(
  'sv',
  en_registry_modules,
  translations.registryModules,
);

// The one-open-at-a-time behaviour is the browser's (<details name>), tested in
// tests/e2e/marketing.spec.ts; here we check the markup that behaviour depends on.
describe('ModulesAccordion', () => {
  function renderAccordion() {
    const { container } = render(<ModulesAccordion modules={modules} name="modules" locale="en" />);
    return [...container.querySelectorAll('details')];
  }

  it('renders every module of the registry as details sharing one name', () => {
    const items = renderAccordion();
    expect(items).toHaveLength(modules.length);
    expect(new Set(items.map((item) => item.getAttribute('name')))).toEqual(new Set(['modules']));
  });

  it('opens only the first module to begin with', () => {
    const items = renderAccordion();
    expect(items.map((item) => item.open)).toEqual(modules.map((_, index) => index === 0));
  });

  it('puts each name in a summary, and its summary and a link to its page in the same item', () => {
    const items = renderAccordion();
    modules.forEach((module, index) => {
      const item = items[index];
      if (!item) throw new Error(`no item for ${module.slug}`);
      expect(item.querySelector('summary')).toHaveTextContent(module.title);
      expect(item).toContainElement(screen.getByText(module.summary));
      expect(
        within(item).getByRole('link', {
          name: new RegExp(`^Read more\\s*: ${module.title}$`),
          hidden: true,
        }),
      ).toHaveAttribute('href', module.path);
    });
  });

  it('says "Read more" in Swedish on a Swedish page, linking to the Swedish module page', () => {
    render(
      <LocaleProvider locale="sv">
        <ModulesAccordion modules={swedishModules} name="modules" locale="sv" />
      </LocaleProvider>,
    );
    const [first] = swedishModules;
    expect(
      screen.getByRole('link', { name: new RegExp(`^Läs mer\\s*: ${first.title}$`), hidden: true }),
    ).toHaveAttribute('href', `/sv${first.path}`);
  });
});
