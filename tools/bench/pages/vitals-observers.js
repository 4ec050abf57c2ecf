'use strict';
/* global window -- the observers run inside Chromium */

/**
 * Observers a benchmark installs before any page script (`page.addInitScript(observeVitals)`):
 * LCP, layout shifts and the slowest interaction, read back as `window.__vitals`.
 */
function observeVitals() {
  const vitals = { lcp: 0, cls: 0, inp: 0 };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // INP: the longest interaction (input delay + processing + presentation) among those with an id.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) vitals.inp = Math.max(vitals.inp, entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

module.exports = { observeVitals };
