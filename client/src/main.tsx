import './styles.css';

// A pre-rendered page is on screen before any script runs. Its script (React, the router and the page's own
// module, about 85 kB) is fetched once the page has loaded and painted, so on a slow connection the text and the
// first pictures have the bandwidth to themselves; links work meanwhile as plain links. A module script runs
// before the load event, so waiting for it is always possible. The app shell has nothing to show until its script
// runs, so it starts at once.
const start = () => void import('./start');
if (document.getElementById('root')?.hasChildNodes()) {
  addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start))));
} else start();
