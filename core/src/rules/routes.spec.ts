import { expect } from 'chai';
import { findRoute, guardRoute, matchPath, ATHLETE_DASHBOARD_PATH, SCHEDULE_GAME_PATH } from './routes';

describe('core/routes', () => {
  it('matches parameters and prefers static segments', () => {
    expect(matchPath('/athletes/:athleteId', '/athletes/42')).to.deep.equal({ athleteId: '42' });
    expect(findRoute('/athletes/home')?.access).to.equal('athlete');
    expect(findRoute('/athletes/42')?.access).to.equal('public');
    expect(findRoute('/athletes/42/fund/7')?.path).to.equal('/athletes/:athleteId/fund/:allocationId');
    expect(findRoute('/nope/x/y')).to.equal(undefined);
  });
  it('the claims review page is for admins only', () => {
    expect(findRoute('/admin/claims')?.access).to.equal('admin');
    const athlete = { userType: 'athlete' as const, isAdmin: 0 };
    expect(guardRoute('admin', athlete, '/admin/claims')).to.deep.equal({
      kind: 'redirect',
      to: ATHLETE_DASHBOARD_PATH,
    });
    expect(guardRoute('admin', null, '/admin/claims')).to.deep.equal({
      kind: 'login',
      returnTo: '/admin/claims',
    });
  });
  it('the Admin menu pages are for admins only: a fan is redirected like on any admin page', () => {
    const fan = { userType: 'fan' as const, isAdmin: 0 };
    for (const path of ['/milestone/list', '/cfb-bracket-participant', '/cfb-bracket-participant/7']) {
      expect(findRoute(path)?.access, path).to.equal('admin');
      expect(guardRoute('admin', fan, path)).to.deep.equal({ kind: 'redirect', to: SCHEDULE_GAME_PATH });
      expect(guardRoute('admin', { ...fan, isAdmin: 1 }, path)).to.deep.equal({ kind: 'render' });
    }
    // The fans' own milestone page stays theirs.
    expect(findRoute('/milestone')?.access).to.equal('fan');
  });
  it('the Terms of Service and Privacy Policy pages are public', () => {
    expect(findRoute('/terms')?.access).to.equal('public');
    expect(findRoute('/privacy')?.access).to.equal('public');
  });
  it('renders nothing while loading', () => {
    expect(guardRoute('public', 'loading', '/')).to.deep.equal({ kind: 'wait' });
    expect(guardRoute('fan', 'loading', '/wallet')).to.deep.equal({ kind: 'wait' });
  });
  it('sends a signed-out visitor on a guarded route to login with returnTo', () => {
    expect(guardRoute('fan', null, '/wallet')).to.deep.equal({ kind: 'login', returnTo: '/wallet' });
    expect(guardRoute('public', null, '/')).to.deep.equal({ kind: 'render' });
  });
  it('redirects a fan from athlete routes to the schedule game page', () => {
    const fan = { userType: 'fan' as const, isAdmin: 0 };
    expect(guardRoute('athlete', fan, '/athletes/home')).to.deep.equal({
      kind: 'redirect',
      to: SCHEDULE_GAME_PATH,
    });
    expect(guardRoute('admin', fan, '/admin/marketplace/list')).to.deep.equal({
      kind: 'redirect',
      to: SCHEDULE_GAME_PATH,
    });
    expect(guardRoute('admin', { ...fan, isAdmin: 1 }, '/admin/marketplace/list')).to.deep.equal({
      kind: 'render',
    });
    expect(guardRoute('fan', fan, '/wallet')).to.deep.equal({ kind: 'render' });
  });
  it('redirects an athlete from fan routes to the athlete dashboard', () => {
    const athlete = { userType: 'athlete' as const, isAdmin: 0 };
    expect(guardRoute('fan', athlete, '/wallet')).to.deep.equal({
      kind: 'redirect',
      to: ATHLETE_DASHBOARD_PATH,
    });
    expect(guardRoute('athlete', athlete, '/athletes/home')).to.deep.equal({ kind: 'render' });
    expect(guardRoute('any', athlete, '/explore')).to.deep.equal({ kind: 'render' });
  });
});
