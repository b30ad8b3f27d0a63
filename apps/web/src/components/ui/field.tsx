import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslateMessage } from '../../lib/i18n';

/** The one look of every text input, text area and select (also for hand-built controls). */
export const fieldControlClass =
  'w-full min-h-11 rounded-[var(--radius-control)] border border-line-strong bg-card px-3 py-2.5 text-base text-ink placeholder:text-muted transition-colors hover:border-ink/40 focus:border-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand aria-[invalid=true]:border-danger aria-[invalid=true]:bg-danger-soft/30 disabled:cursor-not-allowed disabled:bg-paper disabled:text-muted [&:is(input,textarea):read-only]:bg-paper';

type FieldShell = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string };

/** Label, control and an error that is announced and tied to the control (aria-describedby). */
function Shell({
  id,
  label,
  error,
  hint,
  required,
  className = '',
  children,
}: FieldShell & { id: string; required?: boolean | undefined; children: ReactNode }) {
  // The shared schemas write their messages in English: a Hindi page shows their twins.
  const translate = useTranslateMessage();
  return (
    // min-w-0: in a grid or flex row the field may be narrower than its control's natural width
    // (a select is as wide as its longest option), never pushed past the row.
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The id and aria wiring a field's control shares with its label, hint and error. */
function useControlWiring(givenId: string | undefined, error?: string, hint?: ReactNode) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

export const TextField = forwardRef<HTMLInputElement, FieldShell & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, className, id: givenId, ...input }, ref) {
    const wiring = useControlWiring(givenId, error, hint);
    return (
      <Shell id={wiring.id} label={label} error={error} hint={hint} required={input.required} className={className}>
        <input className={fieldControlClass} {...wiring} {...input} ref={ref} />
      </Shell>
    );
  },
);

/** An e-mail address field: the e-mail keyboard on phones and the browser's saved address. */
export const EmailField = forwardRef<
  HTMLInputElement,
  Omit<FieldShell, 'label'> & { label?: ReactNode } & InputHTMLAttributes<HTMLInputElement>
>(function EmailField({ label = 'Email', ...input }, ref) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...input} ref={ref} />;
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, error, hint, className, id: givenId, ...input }, ref) {
    const wiring = useControlWiring(givenId, error, hint);
    return (
      <Shell id={wiring.id} label={label} error={error} hint={hint} required={input.required} className={className}>
        <textarea className={`${fieldControlClass} min-h-28`} {...wiring} {...input} ref={ref} />
      </Shell>
    );
  },
);

/**
 * A select drawn like the text fields (the same padding and background, one chevron of the shop's
 * own), its chosen option cut with an ellipsis when the column is narrower than the option.
 */
export const SelectField = forwardRef<HTMLSelectElement, FieldShell & SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectField({ label, error, hint, className, id: givenId, children, ...select }, ref) {
    const wiring = useControlWiring(givenId, error, hint);
    return (
      <Shell id={wiring.id} label={label} error={error} hint={hint} required={select.required} className={className}>
        <div className="relative min-w-0">
          <select className={`${fieldControlClass} appearance-none truncate pr-9`} {...wiring} {...select} ref={ref}>
            {children}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft"
          />
        </div>
      </Shell>
    );
  },
);
