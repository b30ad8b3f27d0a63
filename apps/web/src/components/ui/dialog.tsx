import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTexts } from '../../lib/i18n';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-3xl' };

/**
 * A modal on the native <dialog> opened with showModal(): the browser makes the rest of the page
 * inert (focus stays inside), Escape asks to close, and closing returns focus to the control that
 * opened it. `open` stays the single source of truth: every way of closing goes through onClose.
 */
export function Dialog({ open, onClose, title, children, footer, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeLabel = useTexts().common.close;

  // In the commit, not after paint: until the native dialog closes the rest of the page is inert,
  // so a click or key right after closing would be lost (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Chromium may close without a cancelable cancel event (a second Escape): keep state in step.
      // The close event comes a task later, so it may arrive after the dialog was opened again:
      // only a dialog that is still closed asks to close.
      onClose={() => {
        if (open && !ref.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-[var(--radius-card)] bg-card p-0 text-ink shadow-[var(--shadow-raised)] open:animate-slide-up`}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="grid size-9 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
              aria-label={closeLabel}
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4">{footer}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
