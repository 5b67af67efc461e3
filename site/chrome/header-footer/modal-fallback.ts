import { inlineScript } from '../../../blocks/shared/script-json.ts';

/**
 * What browsers without the Invoker Commands API or `closedby` need to behave like current Chromium: clicks on the
 * dialog's command buttons open and close it, and a click on the backdrop closes it. Inline, as in
 * locale-cookie.tsx: it runs right after the dialog is parsed, with no hydration and no extra request, and does
 * nothing at all where the browser already does it. Focus return and Escape are native to every modal `<dialog>`.
 */
export function modalFallbackScript(dialogId: string): string {
  return inlineScript(dialogFallback, dialogId);
}

/** In the browser: command buttons and a backdrop click, where the browser does not do them itself. */
function dialogFallback(id: string): void {
  const dialog = document.getElementById(id) as HTMLDialogElement | null;
  if (!dialog || !dialog.showModal) return;
  if (!('command' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', (event) => {
      const button = event.target instanceof Element && event.target.closest('button[commandfor]');
      if (!button || button.getAttribute('commandfor') !== id) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close') dialog.close();
    });
  }
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    dialog.addEventListener('click', (event) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      if (
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom
      )
        dialog.close();
    });
  }
}
