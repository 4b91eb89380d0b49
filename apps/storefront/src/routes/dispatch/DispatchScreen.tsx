import { createElement } from 'react';
import { useLoaderData } from 'react-router';

import { type DispatchData, loadedScreen } from './dispatchScreens';

/** Shows the screen of the dispatched entity (imported by the loader, or before hydration). */
export function DispatchScreen() {
  const data = useLoaderData<DispatchData>();
  const Screen = loadedScreen(data.kind);
  if (!Screen) throw new Error(`The ${data.kind} screen is not loaded`);
  const screenData = data.kind === 'cms-page' ? data : data.screen;
  // The screen component is one of three module-level components, not one made during render.
  return createElement(Screen, { data: screenData as never });
}
