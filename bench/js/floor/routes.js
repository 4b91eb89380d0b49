// The floor's one route: an empty page that uses the client the way a screen does (urql `useQuery`).
import { createElement } from 'react';
import { useQuery } from 'urql';

function EmptyPage() {
  useQuery({ query: '{ __typename }', pause: true });
  return createElement('main', { id: 'main' });
}

export const routes = [{ path: '*', Component: EmptyPage }];

export const clientOptions = { url: '/graphql', preferGetMethod: true };
