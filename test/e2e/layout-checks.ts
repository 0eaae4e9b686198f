// Layout checks run inside the page (page.evaluate): horizontal overflow, naming the element that sticks out
// furthest; fixed or sticky elements lying over a focusable control (elementFromPoint at the control's centre);
// and controls under 44 px tall (the sweep's widths are all under 992 px, where every button, button-styled link,
// select and text field is thumb-sized, issue 28). Plain browser code: no imports are available in there.
import type { Page } from 'playwright-core';

export interface LayoutProblem {
  kind: 'overflow' | 'covered' | 'small target';
  detail: string;
}

/** `scope`: 'all' checks every fixed/sticky element; 'bottom' only those not stuck to the top of the screen. */
function inPage(scope: 'all' | 'bottom'): LayoutProblem[] {
  const name = (el: Element): string => {
    const h = el as HTMLElement;
    const id = h.id ? `#${h.id}` : '';
    const testId = h.dataset?.testid ? `[data-testid=${h.dataset.testid}]` : '';
    const label = h.getAttribute('aria-label') ? `[aria-label="${h.getAttribute('aria-label')}"]` : '';
    const text = (h.innerText ?? h.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${id}${testId}${label}>${text ? ` "${text}"` : ''}`;
  };
  const out: LayoutProblem[] = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;

  const docWidth = document.documentElement.scrollWidth;
  if (docWidth > vw) {
    // An element inside a scroll or clip container does not widen the page: only unclipped ones count.
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox !== 'visible') return true;
      }
      return false;
    };
    let widest: Element | null = null;
    let right = vw;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= right + 0.5 || clipped(el)) continue;
      widest = el;
      right = r.right;
    }
    // None unclipped: an absolutely placed element escapes its clipping parent; name the widest of any kind.
    if (!widest)
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right <= right + 0.5) continue;
        widest = el;
        right = r.right;
      }
    // Still none: text running out of its element's box (a word that cannot wrap); name its element.
    if (!widest) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        range.selectNodeContents(n);
        const r = range.getBoundingClientRect();
        if (r.width === 0 || r.right <= right + 0.5 || !n.parentElement) continue;
        if (getComputedStyle(n.parentElement).overflowX !== 'visible' || clipped(n.parentElement)) continue;
        widest = n.parentElement;
        right = r.right;
      }
    }
    out.push({
      kind: 'overflow',
      detail: `page is ${docWidth}px wide in a ${vw}px window; widest: ${widest ? `${name(widest)} (right edge ${Math.round(right)}px)` : 'unknown'}`,
    });
  }

  const pinned = (el: Element | null): Element | null => {
    for (let p = el; p; p = p.parentElement) {
      const pos = getComputedStyle(p).position;
      if (pos === 'fixed' || pos === 'sticky') return p;
    }
    return null;
  };
  const controls = document.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  for (const c of Array.from(controls)) {
    if (c.closest('[inert], [aria-hidden="true"], [hidden]')) continue;
    const st = getComputedStyle(c);
    if (st.visibility === 'hidden' || st.display === 'none' || st.pointerEvents === 'none') continue;
    const r = c.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || c.contains(hit) || hit.contains(c)) continue;
    const cover = pinned(hit);
    if (!cover || cover.contains(c)) continue;
    if (scope === 'bottom' && cover.getBoundingClientRect().top < vh / 3) continue;
    out.push({
      kind: 'covered',
      detail: `${name(c)} is covered by ${name(cover)} at (${Math.round(x)}, ${Math.round(y)})`,
    });
  }
  // Thumb-sized controls: a text link in a sentence is exempt (WCAG 2.5.8's inline exception), a link drawn as a
  // button (a background or a border) is not; checkboxes and radios are tapped through their labels.
  const targets = document.querySelectorAll(
    'button, select, input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range]), [role=button], [role=tab], a[href]',
  );
  for (const c of Array.from(targets)) {
    if (c.closest('[inert], [aria-hidden="true"], [hidden], .visually-hidden')) continue;
    const st = getComputedStyle(c);
    if (st.visibility === 'hidden' || st.display === 'none') continue;
    const r = c.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom <= 0) continue;
    if (c.tagName === 'A') {
      const drawn = st.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(st.borderTopWidth) > 0;
      if (!drawn) continue;
    }
    if (r.height < 43.5)
      out.push({
        kind: 'small target',
        detail: `${name(c)} is ${Math.round(r.width)}x${Math.round(r.height)}px`,
      });
  }
  return out;
}

/** Overflow, covered and small controls at the top of the page, then covered controls at its bottom. */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  // tsx (esbuild keepNames) wraps inner functions in __name(...): give the page a no-op one (a string: untouched).
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  const top = await page.evaluate(inPage, 'all' as const);
  const scrolled = await page.evaluate(() => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    if (max <= 0) return false;
    window.scrollTo(0, max);
    return true;
  });
  const bottom = scrolled ? await page.evaluate(inPage, 'bottom' as const) : [];
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen = new Set(top.map((p) => p.detail));
  return [...top, ...bottom.filter((p) => !seen.has(p.detail))];
}
