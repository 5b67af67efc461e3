/**
 * What browsers without the Invoker Commands API or `closedby` need to behave like current Chromium: clicks on the
 * dialog's command buttons open and close it, and a click on the backdrop closes it. Inline, as in
 * locale-cookie.tsx: it runs right after the dialog is parsed, with no hydration and no extra request, and does
 * nothing at all where the browser already does it. Focus return and Escape are native to every modal `<dialog>`.
 */
export function modalFallbackScript(dialogId: string): string {
  return `(function(id){
var dialog=document.getElementById(id);
if(!dialog||!dialog.showModal)return;
if(!('command' in HTMLButtonElement.prototype))document.addEventListener('click',function(event){
var button=event.target instanceof Element&&event.target.closest('button[commandfor]');
if(!button||button.getAttribute('commandfor')!==id)return;
var command=button.getAttribute('command');
if(command==='show-modal'&&!dialog.open)dialog.showModal();
else if(command==='close')dialog.close();
});
if(!('closedBy' in HTMLDialogElement.prototype))dialog.addEventListener('click',function(event){
if(event.target!==dialog)return;
var box=dialog.getBoundingClientRect();
if(event.clientX<box.left||event.clientX>box.right||event.clientY<box.top||event.clientY>box.bottom)dialog.close();
});
})(${JSON.stringify(dialogId).replace(/</g, '\\u003c')})`;
}
