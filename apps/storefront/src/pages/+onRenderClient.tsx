// https://vike.dev/onRenderClient
import { type PageContextClient } from 'vike/types';

import { startApp } from '../render/startApp.client';

export async function onRenderClient(pageContext: PageContextClient) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  await startApp(pageContext.pageConfig, container);
}
