import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide';
import * as icons from '@/components/ui/icons';
import type { Icon } from '@/components/ui/icons';
import { iconNames } from '@/lib/icons';

const { iconsByName, NamedIcon, ...drawn } = icons;
const catalogue = Object.entries(drawn) as [string, Icon][];

/** The Lucide name an icon was defined with, read back from what it renders. */
const lucideName = (icon: Icon) =>
  /\blucide-([a-z0-9-]+)/.exec(renderToStaticMarkup(icon({})))?.[1] ?? '';

const pascal = (kebab: string) =>
  kebab.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

describe('the icon catalogue', () => {
  it('has icons', () => {
    expect(catalogue.length).toBeGreaterThan(20);
  });

  it.each(catalogue)('%s draws the Lucide icon its class names', (exportName, icon) => {
    const name = lucideName(icon);
    // Exported under the Lucide name, so the class, the drawing and the import agree.
    expect(pascal(name)).toBe(exportName);
    const drawing = (lucide as unknown as Record<string, lucide.IconNode | undefined>)[exportName];
    if (!drawing) throw new Error(`lucide has no icon ${exportName}`);

    const { container } = render(icon({}));
    const shapes = [...(container.querySelector('svg')?.children ?? [])];
    expect(shapes.map((shape) => shape.tagName)).toEqual(drawing.map(([tag]) => tag));
    shapes.forEach((shape, index) => {
      for (const [attribute, value] of Object.entries(drawing[index]?.[1] ?? {})) {
        expect(shape.getAttribute(attribute)).toBe(String(value));
      }
    });
  });
});

describe('icons by name', () => {
  it('draws every name content may give (lib/icons.ts), and only those', () => {
    expect(Object.keys(iconsByName).sort()).toEqual([...iconNames].sort());
    expect(Object.keys(iconsByName)).toHaveLength(catalogue.length);
  });

  it.each(iconNames)('%s is the icon of that Lucide name', (name) => {
    expect(lucideName(iconsByName[name])).toBe(name);
    expect(renderToStaticMarkup(<NamedIcon name={name} className="size-5" />)).toBe(
      renderToStaticMarkup(iconsByName[name]({ className: 'size-5' })),
    );
  });
});

describe('an icon', () => {
  it('is a 24-unit round-stroked drawing in the current colour, hidden from assistive technology', () => {
    const { container } = render(<icons.Check className="size-4 text-orange-700" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    expect(svg).toHaveAttribute('stroke-linejoin', 'round');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('lucide', 'lucide-check', 'size-4', 'text-orange-700');
  });

  it('takes a stroke width', () => {
    const { container } = render(<icons.Compass strokeWidth={1.75} />);
    expect(container.querySelector('svg')).toHaveAttribute('stroke-width', '1.75');
  });

  it('is an image with a name when it is given one', () => {
    render(<icons.Mail role="img" aria-label="Email" />);
    const svg = screen.getByRole('img', { name: 'Email' });
    expect(svg).not.toHaveAttribute('aria-hidden');
  });

  it('renders the whole drawing as markup', () => {
    expect(renderToStaticMarkup(<icons.X />)).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
        'stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" ' +
        'class="lucide lucide-x"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>',
    );
  });

  it('is no client component, nor is anything it imports, so a server page sends no JavaScript for it', () => {
    const clientDirective = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*(['"])use client\1/m;
    const ours = ['components/ui/icon.tsx', 'components/ui/icons.ts'].map((file) =>
      readFileSync(join(process.cwd(), file), 'utf8'),
    );
    const lucideDir = join(dirname(require.resolve('lucide/package.json')), 'dist', 'esm');
    const theirs = readdirSync(lucideDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(lucideDir, file), 'utf8'));
    expect(theirs.length).toBeGreaterThan(1000);
    for (const source of [...ours, ...theirs]) expect(source).not.toMatch(clientDirective);
    // The directive as lucide-react writes it is caught.
    expect('"use strict";\n"use client";\nimport x from "y";').toMatch(clientDirective);
  });
});
