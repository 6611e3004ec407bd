// The prerendered page's inline script for taps and submits before the app has started (what it does and how the app
// takes over: pending-submit.ts). Built at prerender time, apart from the app's runtime part, so the loading dialog's
// serialized source is in the page and never in the app's bundle.
import { compactSource } from '../inline-script-source';
import { LOADING_DIALOG_ID, openLoadingDialog } from '../loading-dialog/loading-dialog';
import {
  EARLY_DIALOG_ATTRIBUTE,
  EARLY_DIALOG_CLOSE_ATTRIBUTE,
  EARLY_DIALOG_LOADING_ATTRIBUTE,
  EARLY_READ_ATTRIBUTE,
  EARLY_READ_GLOBAL,
  FINAL_TAP_ATTRIBUTE,
  PENDING_SUBMIT_GLOBAL,
  PENDING_TAP_GLOBAL,
  REPLAY_SUBMIT_ATTRIBUTE,
  REPLAY_TAP_ATTRIBUTE,
} from './pending-submit';

/**
 * The loading dialog for button `b`, opened by the script: titled with its label, the texts and size it carries. When
 * it closes while the tap still waits (its close button, Escape, back), the tap is given up; once the
 * app has taken the tap, the app listens to it instead.
 */
const EARLY_DIALOG_SCRIPT =
  `function earlyDialog(w,b){var g=(${compactSource(openLoadingDialog)})({title:b.textContent||'',` +
  `loading:b.getAttribute('${EARLY_DIALOG_LOADING_ATTRIBUTE}')||'',close:b.getAttribute('${EARLY_DIALOG_CLOSE_ATTRIBUTE}')||'',` +
  `size:b.getAttribute('${EARLY_DIALOG_ATTRIBUTE}')==='full'?'full':'md'});` +
  `if(g)g.addEventListener('close',function(){` +
  `if(w.${PENDING_TAP_GLOBAL}===b){w.${PENDING_TAP_GLOBAL}=null;b.removeAttribute('aria-busy')}})}`;

/**
 * The read of form `f`'s early submit (EARLY_READ_ATTRIBUTE), started once per path: its fields filled in, none empty.
 */
const EARLY_READ_SCRIPT =
  `function earlyRead(w,f){var t=f.getAttribute('${EARLY_READ_ATTRIBUTE}'),r=w.${EARLY_READ_GLOBAL},ok=1;` +
  `if(!t||typeof r!=='function')return;` +
  `var p=t.replace(/\\{(\\w+)(\\|upper)?\\}/g,function(m,n,u){var x=f.elements[n],v=x&&typeof x.value==='string'?` +
  `x.value.trim():'';if(u)v=v.toUpperCase();if(!v)ok=0;return encodeURIComponent(v)});` +
  `if(ok&&f.__earlyRead!==p){f.__earlyRead=p;r(p)}}`;

/**
 * The inline script (no dependencies): every native submit is cancelled; before the app has taken over, a submit of a
 * replayable form is remembered, its submit button marked busy and its read started (EARLY_READ_ATTRIBUTE); so is the
 * last button tapped (see pending-submit.ts), and one that opens a dialog opens the loading dialog at once.
 */
export const PENDING_SUBMIT_SCRIPT =
  `addEventListener('submit',function(e){e.preventDefault();var w=window,f=e.target;` +
  `if(w.${PENDING_SUBMIT_GLOBAL}===false||!f||!f.getAttribute)return;` +
  `var k=f.getAttribute('${REPLAY_SUBMIT_ATTRIBUTE}');if(!k)return;w.${PENDING_SUBMIT_GLOBAL}=k;` +
  `var b=f.querySelector('button[type=submit]');if(b)b.setAttribute('aria-busy','true');earlyRead(w,f)});` +
  // Capture phase: the tap is seen even if nothing on the page lets it bubble. A tap inside the loading dialog is
  // its own; a form's submit button is the submit's; a disabled button stays a no-op; a kept final tap stays.
  `addEventListener('click',function(e){var w=window,t=e.target,p=w.${PENDING_TAP_GLOBAL};if(p===false)return;` +
  `if(t&&t.closest&&t.closest('#${LOADING_DIALOG_ID}'))return;` +
  `var b=t&&t.closest?t.closest('button,[${REPLAY_TAP_ATTRIBUTE}]'):null;` +
  `if(!b||(b.form&&b.type==='submit')||b.disabled||b.getAttribute('aria-disabled')==='true')return;` +
  `if(p&&p.hasAttribute&&p.hasAttribute('${FINAL_TAP_ATTRIBUTE}'))return;` +
  `if(p&&p!==b&&p.removeAttribute)p.removeAttribute('aria-busy');w.${PENDING_TAP_GLOBAL}=b;` +
  `b.setAttribute('aria-busy','true');if(b.hasAttribute('${EARLY_DIALOG_ATTRIBUTE}'))earlyDialog(w,b)},true);` +
  EARLY_DIALOG_SCRIPT +
  EARLY_READ_SCRIPT;
