import { useEffect } from 'react';
import { LINK_PREFETCH_MARGIN_PX } from '@fanlift/core/web';

/** A link of this site that leads to a page (not the api, a download or another window), or null. */
function pagePath(a: HTMLAnchorElement): string | null {
  if (!a.href || a.hasAttribute('download') || (a.target && a.target !== '_self')) return null;
  const url = new URL(a.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return url.pathname;
}

/** Paths handed to `prefetch` per task: a page's first screen brings dozens of links at once (issue 30). */
const PREFETCHES_PER_TASK = 3;

/**
 * SPEC §9 "Link prefetch starts 200px before a link enters the viewport": every link of the page is watched
 * (an IntersectionObserver whose root margin is LINK_PREFETCH_MARGIN_PX), including links rendered or re-pointed
 * later; when one comes that close, `prefetch` gets the path it leads to, which starts loading that page's code.
 * The paths are handed over a few per task, so the first screen's links (all near at once, just after hydration)
 * do not make one long task.
 */
export function useLinkPrefetch(prefetch: (pathname: string) => void): void {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const queue = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const drain = () => {
      timer = undefined;
      for (const path of [...queue].slice(0, PREFETCHES_PER_TASK)) {
        queue.delete(path);
        prefetch(path);
      }
      if (queue.size > 0) timer = setTimeout(drain, 0);
    };
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
          near.unobserve(entry.target);
          const path = pagePath(entry.target);
          if (path) queue.add(path);
        }
        if (queue.size > 0 && timer === undefined) timer = setTimeout(drain, 0);
      },
      { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
    );
    const watch = (node: Node) => {
      if (node instanceof HTMLAnchorElement) {
        if (pagePath(node)) near.observe(node);
      } else if (node instanceof Element) {
        for (const a of node.querySelectorAll('a[href]')) watch(a);
      }
    };
    // Links that leave the page are let go (the observer would otherwise keep them alive).
    const forget = (node: Node) => {
      if (node instanceof HTMLAnchorElement) near.unobserve(node);
      else if (node instanceof Element) for (const a of node.querySelectorAll('a[href]')) near.unobserve(a);
    };
    watch(document.body);
    const changes = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') watch(r.target);
        r.removedNodes.forEach(forget);
        r.addedNodes.forEach(watch);
      }
    });
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['href'],
    });
    return () => {
      clearTimeout(timer);
      changes.disconnect();
      near.disconnect();
    };
  }, [prefetch]);
}
