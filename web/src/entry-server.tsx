// The server renderer (issue 30), built by `vite build --ssr` into web/dist-ssr and loaded by web/server/ssr.ts.
export { render, type LoadKey, type RenderOptions, type RenderResult } from './ssr/render';
export { SSR_PAGES } from './ssr/pages';
export { stateScript } from './ssr/state';
export { SESSION_KEY } from './session/useSession';
export { DEFAULT_SERVER_TIME_ZONE, TIME_ZONE_COOKIE, validTimeZone } from './shared/clock/timeZone';
