import { createHash } from 'node:crypto';

/**
 * A server-rendered page asks for its code once it has been painted (issue 30). The markup is readable without
 * any script, so nothing needs the code before the first paint; a phone on a slow link that fetched ~170 KiB of
 * modules first painted (and, by Lighthouse's simulation, counted its largest paint) only after all of it had
 * arrived. The document still names every module it needs (no extra round trip to discover them): the entry and
 * its preloads move from the head into one small inline script that requests them after the first contentful
 * paint and after the page's high-priority images (the athlete's photo, its largest paint) have loaded.
 *
 * The preloads go in four per task (each starts a fetch: all at once made a long task on a slow phone), the entry
 * last. Where the browser cannot tell when it painted, the script waits one frame; a hidden tab asks at once; and
 * whatever happens it asks within BOOT_FALLBACK_MS.
 */

export const BOOT_FALLBACK_MS = 1500;

/** What a tap before hydration would press: controls whose action is the app's (a link works by itself). */
export const HELD_CONTROLS =
  'button,input[type=checkbox],input[type=radio],input[type=submit],input[type=button],input[type=reset],' +
  'label,summary,[role=button],[role=tab],[role=switch],[role=menuitem],[role=option]';

/**
 * Taps before the app has hydrated (`<html data-interactive>`, set by web/src/start.tsx) are held, not lost: a
 * click on a control (HELD_CONTROLS, not inside a link) or a form's submit is stopped before the browser acts on it
 * (a radio would look chosen while the app still held the old choice; a form would reload the page), the code is
 * asked for at once, and once the app is interactive the held taps are pressed again in order, one per task (the
 * app's state settles between them), the same control tapped twice in a row once, at most 10, and only those still
 * on the page.
 */
const HOLD_TAPS =
  'var R=document.documentElement,Q=[];' +
  'function ready(){return R.hasAttribute("data-interactive")}' +
  'function hold(e){if(ready())return;var t=e.target,c=null;' +
  'if(e.type==="submit")c=t;' +
  `else if(t&&t.closest){c=t.closest(${JSON.stringify(HELD_CONTROLS)});if(c&&c.closest("a[href]"))c=null}` +
  'if(!c)return;e.preventDefault();e.stopPropagation();' +
  'if(Q.length<10&&(!Q.length||Q[Q.length-1][0]!==c))Q.push([c,e.type]);go()}' +
  'document.addEventListener("click",hold,true);document.addEventListener("submit",hold,true);' +
  'new MutationObserver(function(r,o){if(!ready())return;o.disconnect();' +
  'document.removeEventListener("click",hold,true);document.removeEventListener("submit",hold,true);' +
  '(function next(){var q=Q.shift();if(!q)return;var c=q[0];' +
  'if(c.isConnected){if(q[1]==="submit"){if(c.requestSubmit)c.requestSubmit()}else c.click()}' +
  'setTimeout(next,0)})()}).observe(R,{attributes:true,attributeFilter:["data-interactive"]});';

/**
 * The inline script; its hash is in the CSP's script-src (web/server/security.ts, deploy/nginx-security-headers.conf).
 */
export const BOOT_SCRIPT =
  '(function(){' +
  'var s=document.currentScript,d=s.dataset,done=0;' +
  'function go(){if(done)return;done=1;' +
  'var h=document.head,p=(d.preload||"").split(" ").filter(Boolean);' +
  'function some(){p.splice(0,4).forEach(function(u){var l=document.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});' +
  'if(p.length)return setTimeout(some,0);' +
  'var m=document.createElement("script");m.type="module";m.crossOrigin="";m.src=d.entry;h.appendChild(m)}' +
  'some()}' +
  HOLD_TAPS +
  'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  `setTimeout(go,${BOOT_FALLBACK_MS});` +
  'if(document.visibilityState==="hidden")return go();' +
  'var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(t.indexOf("paint")<0)return later();' +
  'var imgs=[].slice.call(document.querySelectorAll("img[fetchpriority=high]")).filter(function(i){return!i.complete});' +
  'var wait=1+imgs.length;function one(){if(--wait===0)later()}' +
  'imgs.forEach(function(i){i.addEventListener("load",one);i.addEventListener("error",one)});' +
  'var o=new PerformanceObserver(function(l){l.getEntries().forEach(function(e){' +
  'if(e.name==="first-contentful-paint"){o.disconnect();one()}})});' +
  'o.observe({type:"paint",buffered:true})' +
  '})();';

/** `'sha256-…'` of BOOT_SCRIPT, for script-src. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The document with its entry script and module preloads replaced by the boot script (before `</body>`), which
 * requests the same modules, in the same order, once the page has painted. A document without an entry script
 * is returned as it is.
 */
export function deferCode(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html.replace(ENTRY, '').replace(PRELOAD, (_, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return '';
  });
  const boot = `<script data-entry="${attr(entry)}" data-preload="${attr(preloads.join(' '))}">${BOOT_SCRIPT}</script>`;
  return rest.replace('</body>', () => `${boot}\n  </body>`);
}
