import { createContext, type ReactNode, useContext } from 'react';

import { type DeviceContext, defaultDevice } from './device';

const DeviceReactContext = createContext<DeviceContext>(defaultDevice);

/** Makes the device context of the request (page config) available to the whole app. */
export function DeviceProvider({
  device,
  children,
}: {
  device: DeviceContext;
  children: ReactNode;
}) {
  return <DeviceReactContext value={device}>{children}</DeviceReactContext>;
}

/** The device the page was rendered for (spec §3 device context). */
export function useDevice(): DeviceContext {
  return useContext(DeviceReactContext);
}
