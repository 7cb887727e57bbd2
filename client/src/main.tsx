import './styles.css';

// A pre-rendered page works before any script runs: its links are plain links, its menu a popover, its forms
// plain posts. The app (React, the router and the page's own module, about 85 kB) is fetched once the browser has
// painted the page's first frame, so the text is on screen first; it is not kept waiting for the page's pictures
// (the load event), which on a slow phone can take seconds. The app shell has nothing to show until its script
// runs, so it starts at once.
const start = () => void import('./start');
if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start));
else start();
