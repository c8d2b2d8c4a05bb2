import { render, screen } from '@testing-library/react';
import { ModulesAccordion } from '@/app/_components/modules-accordion';
import { modulesSection } from '@/content/home';

// The one-open-at-a-time behaviour is the browser's (<details name>), tested in
// tests/e2e/pages-a.spec.ts; here we check the markup that behaviour depends on.
describe('ModulesAccordion', () => {
  const { modules } = modulesSection;

  function renderAccordion() {
    const { container } = render(<ModulesAccordion modules={modules} name="modules" />);
    return [...container.querySelectorAll('details')];
  }

  it('renders the seven modules as details sharing one name', () => {
    const items = renderAccordion();
    expect(modules).toHaveLength(7);
    expect(items).toHaveLength(7);
    expect(new Set(items.map((item) => item.getAttribute('name')))).toEqual(new Set(['modules']));
  });

  it('opens only the first module to begin with', () => {
    const items = renderAccordion();
    expect(items.map((item) => item.open)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('puts each title in a summary and its description in the same item', () => {
    const items = renderAccordion();
    modules.forEach((module, index) => {
      const item = items[index];
      expect(item?.querySelector('summary')).toHaveTextContent(module.title);
      expect(item).toContainElement(screen.getByText(module.description));
    });
  });
});
