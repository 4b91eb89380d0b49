import { type RouteObject } from 'react-router';

/** What a lazy catalogue route module gives the route table (`lazy: () => …`): never its path or id. */
export type LazyScreenRoute = Pick<
  RouteObject,
  'loader' | 'action' | 'Component' | 'handle' | 'shouldRevalidate'
>;
