import { BELGIAN_SAMPLE_WHEN, SAMPLE_ORDERS } from '../../domain/sample-order.ts';

/** A value inside an inline script: JSON with "<" escaped, so no value can close the element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * docs/rules/02-routes-and-layout.md's developer tool: Ctrl+Shift+F fills the page's form with domain/sample-order.ts's sample (the
 * Belgian one as sampleOrderCountry decides). Inline, as in site/chrome/locale-cookie.tsx: no island and no bundle weight on a
 * page that never uses it. The order form's inputs are uncontrolled and it keeps what was typed on `input`, so
 * values are set through the element's own setter (React's change tracking then sees a new value) and announced
 * with `input` and `change`; radios and checkboxes are clicked, as a visitor would.
 */
export function sampleOrderFillScript(): string {
  return `(function(samples,when){
function setValue(field,value){
var setter=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field),'value');
if(setter&&setter.set)setter.set.call(field,value);else field.value=value;
field.dispatchEvent(new Event('input',{bubbles:true}));
field.dispatchEvent(new Event('change',{bubbles:true}));
}
function fill(form,sample){
Object.keys(sample).forEach(function(name){
var found=form.elements.namedItem(name);
if(!found)return;
var fields=typeof RadioNodeList!=='undefined'&&found instanceof RadioNodeList?Array.prototype.slice.call(found):[found];
fields.forEach(function(field){
var type=field.type;
if(type==='radio'){if(field.value===sample[name]&&!field.checked)field.click();}
else if(type==='checkbox'){if(field.checked!==(sample[name]==='on'))field.click();}
else if(type!=='hidden')setValue(field,sample[name]);
});
});
}
document.addEventListener('keydown',function(event){
if(!event.ctrlKey||!event.shiftKey||event.altKey||event.metaKey||(event.key!=='F'&&event.key!=='f'))return;
var forms=document.querySelectorAll('main form');
if(forms.length===0)return;
event.preventDefault();
var belgian=location.hostname.endsWith(when.hostSuffix)||document.documentElement.lang===when.lang;
Array.prototype.forEach.call(forms,function(form){fill(form,samples[belgian?'be':'nl'])});
});
})(${scriptValue(SAMPLE_ORDERS)},${scriptValue(BELGIAN_SAMPLE_WHEN)})`;
}

/**
 * Beside the order form (order-form.tsx), the form it fills: not on every page, where it was about 5 KB of the
 * document and its RSC payload for nothing to fill. Invisible, and inert until the shortcut.
 */
export function SampleOrderFill() {
  return <script dangerouslySetInnerHTML={{ __html: sampleOrderFillScript() }} />;
}
