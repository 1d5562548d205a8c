// The page's only script tag. The prerendered HTML and the stylesheet paint first; the app's code
// is fetched after that first frame and then hydrates the page, so no script download competes
// with the content a visitor came for.
import '../styles/global.css';

function loadApp() {
  void import('./entry-client');
}

// A background tab never renders a frame, so it loads the app straight away.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(loadApp, 0));
else loadApp();
