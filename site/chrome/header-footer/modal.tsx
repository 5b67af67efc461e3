import type { ReactNode } from 'react';
import { modalFallbackScript } from './modal-fallback.ts';
import * as css from './modal.css.ts';

// The Invoker Commands API (HTML: `command` and `commandfor` on buttons), not yet in React's DOM types.
declare module 'react' {
  // The type parameter must be React's to merge with its declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
    commandfor?: string | undefined;
  }
}

/**
 * docs/rules/02-routes-and-layout.md: 'windowed' is a window on wide screens and full screen on small ones,
 * 'always-windowed' is a window on every screen, 'fullscreen' always fills the screen.
 */
export type ModalVariant = keyof typeof css.variant;

export interface ModalProps {
  /** The dialog's id: what its openers' `commandfor` names. */
  readonly id: string;
  /** The id of the title inside `children`: the dialog's accessible name. */
  readonly labelledBy: string;
  /** 'Sluit deze pop-up' (messages.modal.close). */
  readonly closeLabel: string;
  readonly variant?: ModalVariant;
  readonly children: ReactNode;
}

/**
 * A native modal `<dialog>` that needs no JavaScript in current browsers: its openers are `<ModalOpener>` buttons
 * (Invoker Commands), `closedby="any"` closes it on Escape and on a click outside it, the close button closes it.
 * Opened with showModal, the rest of the page is inert (that is the focus trap), the browser returns focus to the
 * opener on close, and CSS locks the page's scrolling (modal.css.ts). Where a browser lacks Invoker Commands or
 * `closedby`, a few lines of inline script do the same (modal-fallback.ts).
 */
export function Modal({ id, labelledBy, closeLabel, variant = 'windowed', children }: ModalProps) {
  return (
    <>
      <dialog id={id} className={css.variant[variant]} aria-labelledby={labelledBy} closedby="any">
        <div className={css.bar}>
          <button type="button" className={css.close} commandfor={id} command="close" aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
                fill="currentColor"
              />
            </svg>
          </button>
        </div>
        <div className={css.body}>{children}</div>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: modalFallbackScript(id) }} />
    </>
  );
}

/** A button that opens the modal `modalId`. */
export function ModalOpener({
  modalId,
  className,
  children,
}: {
  modalId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} commandfor={modalId} command="show-modal" aria-haspopup="dialog">
      {children}
    </button>
  );
}
