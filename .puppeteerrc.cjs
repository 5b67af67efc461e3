// pa11y-ci drives Debian's /usr/bin/chromium; puppeteer must never download its own browser.
module.exports = { skipDownload: true };
