/**
 * react-admin's layout with the screen's title as the page's heading and the document's title (decision 0936).
 * react-admin writes each screen's title (« Commandes », « Commande #12 ») into the app bar as an `h6`: no
 * screen had a first-level heading to start reading from, and the browser's tab and history said « Truffe —
 * back office » on every screen (WCAG 2.4.2). The app bar's title is an `h1` (same look), and the document's
 * title follows it.
 */
import { type ReactNode, useEffect } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';

export const appTitle = 'Truffe — back office';

function TruffeAppBar() {
  return (
    <AppBar>
      <TitlePortal component="h1" />
    </AppBar>
  );
}

/** The document's title: the screen's, then the back office's. */
function useDocumentTitle() {
  useEffect(() => {
    const heading = document.getElementById('react-admin-title');
    if (!heading) return undefined;
    const follow = () => {
      const screen = heading.textContent?.trim();
      document.title = screen ? `${screen} — ${appTitle}` : appTitle;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = appTitle;
    };
  }, []);
}

function DocumentTitle() {
  useDocumentTitle();
  return null;
}

export function TruffeLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={TruffeAppBar}>
      <DocumentTitle />
      {children}
    </Layout>
  );
}
