import { Outlet } from 'react-router';

import { HydrationSlice } from '../render/HydrationSlice';
import { DocumentHead } from '../seo/DocumentHead';
import * as shell from '../styles/shell.css';
import { Footer, footerSlice, Header, headerSlice } from './layoutOnDemand';
import { SkipLink } from './SkipLink';

/** The main layout of spec §2: header, the screen, footer. */
export function MainLayout() {
  return (
    <div className={shell.page}>
      {/* The screen's title and head tags after client navigation (src/seo). */}
      <DocumentHead />
      <SkipLink />
      {/* Header, screen and footer hydrate one after the other, each in its own short tasks (decision 0899);
          header and footer when the page needs them (decision 0910). */}
      <HydrationSlice onDemand={headerSlice}>
        <Header />
      </HydrationSlice>
      <main id="main" tabIndex={-1} className={shell.main}>
        <HydrationSlice>
          <Outlet />
        </HydrationSlice>
      </main>
      <HydrationSlice onDemand={footerSlice}>
        <Footer />
      </HydrationSlice>
    </div>
  );
}
