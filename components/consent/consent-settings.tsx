'use client';

import { X } from '@/components/ui/icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useLocale } from '@/components/i18n/locale-context';
import * as consentEn from '@/content/consent';
import * as consentSv from '@/content/sv/consent';
import { inLocale } from '@/lib/i18n';
import { OPTIONAL_CATEGORIES, type ConsentChoices, type OptionalCategory } from '@/lib/consent';
import { ACCEPT_ALL, REJECT_ALL, UNUSED_CATEGORIES } from '@/lib/consent-write';

const choiceClass = buttonVariants({ variant: 'secondary', size: 'md' });

type ConsentSettingsProps = {
  current: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  onClose: () => void;
};

/**
 * One switch per category in a modal <dialog>: the browser keeps focus inside, makes the page
 * behind it inert and closes it on Escape. Nothing is switched on that the visitor did not
 * switch on before.
 */
export function ConsentSettings({ current, onSave, onClose }: ConsentSettingsProps) {
  const { settings, categories, banner } = inLocale(useLocale(), consentEn, consentSv).consentCopy;
  const dialog = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<ConsentChoices>(current);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  const toggle = (category: OptionalCategory, on: boolean) =>
    setChoices((previous) => ({ ...previous, [category]: on }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choices);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        // Escape: we close through React so focus goes back to the opener.
        event.preventDefault();
        onClose();
      }}
      // Closed some other way (a browser close request that cannot be cancelled).
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-xl overflow-y-auto rounded-card bg-white p-0 text-neutral-700 shadow-2xl backdrop:bg-primary/60"
    >
      <form onSubmit={submit} className="p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-primary">
            {settings.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={settings.close}
            className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} -mt-2 -mr-2`}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={`${id}-intro`} className="mt-2 text-sm leading-relaxed">
          {settings.intro}
        </p>

        <ul className="mt-5 divide-y divide-neutral-200 border-y border-neutral-200">
          <Category
            id={`${id}-necessary`}
            name={categories.necessary.name}
            description={categories.necessary.description}
            checked
            disabled
            note={settings.alwaysOn}
          />
          {OPTIONAL_CATEGORIES.map((category) => {
            const unused = UNUSED_CATEGORIES.includes(category);
            return (
              <Category
                key={category}
                id={`${id}-${category}`}
                name={categories[category].name}
                description={categories[category].description}
                checked={!unused && choices[category]}
                disabled={unused}
                note={unused ? settings.notUsed : undefined}
                onChange={(on) => toggle(category, on)}
              />
            );
          })}
        </ul>

        <div className="mt-6 grid gap-2 sm:grid-cols-3 sm:gap-3">
          <button type="button" className={choiceClass} onClick={() => onSave(ACCEPT_ALL)}>
            {banner.acceptAll}
          </button>
          <button type="button" className={choiceClass} onClick={() => onSave(REJECT_ALL)}>
            {banner.rejectAll}
          </button>
          <button type="submit" className={choiceClass}>
            {settings.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function Category({
  id,
  name,
  description,
  checked,
  disabled = false,
  note,
  onChange,
}: {
  id: string;
  name: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange?: (on: boolean) => void;
}) {
  return (
    <li className="flex gap-4 py-4">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
      />
      <div>
        <label htmlFor={id} className="font-heading font-bold text-primary">
          {name}
          {note && <span className="ml-2 text-sm font-semibold text-neutral-600">({note})</span>}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm leading-relaxed">
          {description}
        </p>
      </div>
    </li>
  );
}
