import { expect } from 'chai';
import { chromiumPlan, type ChromiumFacts } from './install.mjs';

const DEBIAN =
  'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nVERSION_ID="12"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nVERSION_ID="24.04"\nID=ubuntu\nID_LIKE=debian\n';
const MINT = 'NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n';
const FEDORA = 'NAME="Fedora Linux"\nVERSION_ID=40\nID=fedora\n';

/** A fresh Debian container as root: no Chromium, apt-get there, CHROMIUM_PATH unset. */
const fresh: ChromiumFacts = {
  osRelease: DEBIAN,
  uid: 0,
  chromiumPath: '/usr/bin/chromium',
  pathFromEnv: false,
  chromiumExists: false,
  aptGet: true,
};

describe('scripts/install.mjs: chromiumPlan (what npm test does about Chromium)', () => {
  it('Chromium is there (the default path or CHROMIUM_PATH): nothing to do, on any system', () => {
    expect(chromiumPlan({ ...fresh, chromiumExists: true })).to.deep.equal({
      action: 'ready',
      path: '/usr/bin/chromium',
    });
    const mac = { ...fresh, osRelease: null, uid: 501, chromiumPath: '/opt/chrome', pathFromEnv: true };
    expect(chromiumPlan({ ...mac, chromiumExists: true })).to.deep.equal({
      action: 'ready',
      path: '/opt/chrome',
    });
  });

  it('Debian or Ubuntu (or a derivative), as root, with apt-get: installs chromium fonts-dejavu-core as .ci/run does', () => {
    for (const osRelease of [DEBIAN, UBUNTU, MINT])
      expect(chromiumPlan({ ...fresh, osRelease }), osRelease).to.deep.equal({
        action: 'install',
        path: '/usr/bin/chromium',
        steps: [
          ['apt-get', ['update', '-qq']],
          ['apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']],
        ],
        env: { DEBIAN_FRONTEND: 'noninteractive' },
      });
  });

  it('Debian but not root: skip, saying to run the install with sudo', () => {
    const plan = chromiumPlan({ ...fresh, uid: 1000 });
    expect(plan).to.include({
      action: 'skip',
      how: 'sudo apt-get install -y chromium fonts-dejavu-core, then run npm test again',
    });
    expect(plan.action === 'skip' && plan.reason).to.match(/\/usr\/bin\/chromium does not exist.*needs root/);
  });

  it('Debian as root without apt-get: skip, naming the packages', () => {
    const plan = chromiumPlan({ ...fresh, aptGet: false });
    expect(plan).to.include({ action: 'skip' });
    expect(plan.action === 'skip' && plan.reason).to.match(/apt-get is not on the PATH/);
  });

  it('another system (Fedora, macOS without /etc/os-release): skip, saying to install it and set CHROMIUM_PATH', () => {
    for (const osRelease of [FEDORA, null]) {
      const plan = chromiumPlan({ ...fresh, osRelease });
      expect(plan, String(osRelease)).to.deep.equal({
        action: 'skip',
        path: '/usr/bin/chromium',
        reason: 'Chromium is not installed (/usr/bin/chromium does not exist)',
        how: 'install Chromium or Chrome with your package manager and set CHROMIUM_PATH to its binary',
      });
    }
  });

  it('CHROMIUM_PATH names a file that is not there: skip, never install (it would not land there)', () => {
    const plan = chromiumPlan({ ...fresh, chromiumPath: '/nonexistent', pathFromEnv: true });
    expect(plan).to.deep.equal({
      action: 'skip',
      path: '/nonexistent',
      reason: 'CHROMIUM_PATH=/nonexistent does not exist',
      how: 'point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium',
    });
  });
});
