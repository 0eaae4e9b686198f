import { BRAND_COLORS as C, BRAND_FONT, logoMarkSvg } from '@fanlift/core/brand';

/**
 * The shell of the pages the api renders itself (development sign-in, local checkout): the product's colours
 * (text on the orange is dark), its logo linking home, a link back to the product, the favicon, 44 px tap
 * targets and visible focus rings. Phone first: everything fits 390 px.
 */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font:16px/1.5 ${BRAND_FONT};background:${C.bg};color:${C.text}}
a{color:${C.accentText}}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid ${C.focus};outline-offset:2px}
.bar{background:${C.navy900};color:${C.textOnDark};display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 16px;min-height:64px}
.bar a{color:${C.textOnDark};text-decoration:none;display:inline-flex;align-items:center;gap:10px;min-height:44px;border-radius:6px;padding:0 6px}
.bar a:focus-visible{outline-color:${C.focusOnDark}}
.bar a:hover{text-decoration:underline}
.brand{font-weight:800;font-size:21px;letter-spacing:-0.02em}
.brand:hover{text-decoration:none!important}
.back{font-weight:600;font-size:15px}
label{display:block;font-weight:600;font-size:14px;margin:16px 0 6px}
input,select{display:block;width:100%;min-height:44px;padding:10px 12px;border:1px solid ${C.controlBorder};border-radius:8px;font:inherit;background:${C.surface};color:${C.text}}
.btn{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;margin-top:22px;padding:12px 16px;border:0;border-radius:10px;background:${C.accent};color:${C.onAccent};font:inherit;font-weight:700;cursor:pointer}
.btn:hover{background:${C.accentHover}}
.btn:disabled{opacity:.6;cursor:progress}
.btn.secondary{background:${C.surface};color:${C.navy900};border:1px solid ${C.controlBorder};margin-top:10px}
.btn.secondary:hover{background:${C.bg}}
.note{font-size:14px;color:${C.textMuted}}
.err{color:${C.danger};font-size:14px;margin-top:12px;min-height:1.5em}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;

/** The page's <head>: title, viewport, no indexing, the favicon, the shared styles and the page's own. */
export function brandHead(title: string, pageCss: string): string {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${C.navy900}">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">
<style>${BASE_CSS}${pageCss}</style>`;
}

/** The top bar: the logo (home) and a link back to the product. */
export function brandBar(
  back: { href: string; label: string } = { href: '/', label: 'Back to Fanlift' },
): string {
  return `<header class="bar">
 <a class="brand" href="/" aria-label="Fanlift home">${logoMarkSvg(32)}<span>Fanlift</span></a>
 <a class="back" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>
</header>`;
}
