// Inter is self-hosted from npm (no third-party font host): Vite bundles the woff2 files with the app.
import '@fontsource-variable/inter';
// Its metric-compatible fallback, shown until the font file arrives (no layout shift on swap).
import './fontFallback.css';
