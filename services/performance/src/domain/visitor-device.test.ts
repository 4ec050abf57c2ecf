import { visitorDevice } from './visitor-device';

/** User agents as those browsers send them. */
const userAgents = {
  chromeOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  firefoxOnLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariOnMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  safariOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeOnPixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsungInternetOnGalaxy:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  firefoxOnAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  safariOnIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromeOnGalaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  smartTv:
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('the visitor device of a user agent', () => {
  it.each([
    ['chromeOnWindows', 'desktop', 'Chrome'],
    ['edgeOnWindows', 'desktop', 'Microsoft Edge'],
    ['firefoxOnLinux', 'desktop', 'Firefox'],
    ['safariOnMac', 'desktop', 'Safari'],
    ['headlessChrome', 'desktop', 'Chrome'],
    ['safariOnIphone', 'mobile', 'Safari'],
    ['chromeOnPixel', 'mobile', 'Chrome'],
    ['samsungInternetOnGalaxy', 'mobile', 'Samsung Internet for Android'],
    ['firefoxOnAndroid', 'mobile', 'Firefox'],
    ['safariOnIpad', 'tablet', 'Safari'],
    ['chromeOnGalaxyTab', 'tablet', 'Chrome'],
  ] as const)('%s is %s, %s', (name, deviceClass, browser) => {
    expect(visitorDevice(userAgents[name])).toEqual({ deviceClass, browser });
  });

  it('calls what is neither desktop, mobile nor tablet unknown, keeping the browser it can name', () => {
    expect(visitorDevice(userAgents.smartTv)).toEqual({
      deviceClass: 'unknown',
      browser: 'Samsung Internet for Android',
    });
    expect(visitorDevice(userAgents.googlebot)).toEqual({ deviceClass: 'unknown', browser: 'Googlebot' });
  });

  it('knows nothing of an empty or unreadable user agent', () => {
    for (const userAgent of ['', '   ', 'curl/8.5.0', '\u{1F600}'.repeat(100), 'x'.repeat(512)])
      expect(visitorDevice(userAgent)).toEqual({ deviceClass: 'unknown', browser: '' });
  });
});
